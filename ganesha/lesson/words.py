"""The lesson's own sentences that belong to no single step: what a refusal says is still
missing, a step's card once its move is made, the cards between steps and the card of a spice
that acts (gettext templates: the UI translates them). Kept apart from the script so each file
stays one job.

A sentence the lesson builds from the position is a :class:`Said`: the template and the data
words it names (a gem colour, a spice's effect, the next step's number and title), so the lesson
stays free of the UI while the UI translates the template and each word in the player's
language."""

from __future__ import annotations

from dataclasses import dataclass

from ganesha.data.i18n import N_


@dataclass(frozen=True, slots=True)
class Said:
    """One sentence of a card or a refusal: ``template`` with its fields ``{colour}`` (a gem
    colour), ``{spice}`` and ``{does}`` (a spice effect's name and what it does), ``{n}`` and
    ``{title}`` (a step's number and title template), each given here untranslated."""

    template: str
    colour: str | None = None
    spice: str | None = None
    step: int | None = None
    title: str | None = None


# --- the card once a step's move is made --------------------------------------------------------
SLOT_DONE = N_("Your gem is in your first Destiny slot. Press End turn: then your opponent "
               "plays.")
TREASURY_OFFER = N_("Your gems are in your Treasury now, ready to be offered to Ganesha. The rest "
                    "of this turn is yours: offer one now, or press the glowing End turn.")
TREASURY_DONE = N_("Your gems are in your Treasury now: a later turn can offer them to Ganesha. "
                   "Press End turn.")
STEP_DONE = N_("Well done: that was this step's move. The rest of this turn is yours; the glowing "
               "move is only the lesson's suggestion.")

# --- the cards between steps --------------------------------------------------------------------
WAITING = N_("Between steps: finish this turn with the glowing moves. Next comes step {n}, "
             "{title}.")
WAITING_OPPONENT = N_("Between steps: your opponent plays now. Next comes step {n}, {title}.")
FREE = N_("Play freely: the lesson comes back with step {n}, {title}, when its moment arrives.")

# --- a spice that acts (on the card while its decision waits) -----------------------------------
SPICE_ACTS = N_("{spice} acts: {does}.")
SPICE_LESSON = N_("Use it with the glowing choice: that is this step's lesson.")
SPICE_PICK = N_("The glowing choice is the lesson's pick for you; Skip is yours to press too.")
SPICE_PICK_BETWEEN = N_("Between steps the lesson picks; next comes step {n}, {title}.")
CARDAMOM_WHY = N_("It costs nobody points and frees that slot for your own {colour} gems.")
SPICE_SKIPPED = N_("It would not help you now: the lesson skips it.")
SPICE_NEXT = N_("Next: step {n}, {title}.")
OPPONENT_SPICE = N_("Your opponent's gem came with {spice}; what it does: {does}.")
ANSWER_ACTS = N_("Your opponent used {spice} and gave you a gem: hand back one of another "
                 "colour.")
ANSWER_PICK = N_("The glowing gem is the one you can best spare.")

# --- what a refusal says is still missing -------------------------------------------------------
TAKE_FIRST = N_("Take the glowing {colour} gem first: it matches your Destiny slot, so a "
                "neighbour may follow it.")
TAKE_GLOWING = N_("Take the glowing {colour} gem from the altar.")
TAKE_SPICE = N_("Take the glowing {colour} gem: {spice} lies under it.")
TAKE_SECOND = N_("Your first gem is taken: now take the glowing {colour} gem next to it.")
KEEP_ONE = N_("Press Keep one gem: this turn takes no second gem.")
PLACE_SLOT = N_("Put the {colour} gem you took into your first Destiny slot.")
PLACE_TREASURY = N_("Put the {colour} gem into your Treasury: only Treasury gems can go onto the "
                    "mandala.")
OFFER_OWN = N_("Offer the glowing {colour} gem to Ganesha: a gem unlocks its own colour.")
OFFER_FOR = N_("Offer the glowing {colour} gem to Ganesha and choose the glowing colour.")
CHOOSE_COLOUR = N_("The gem is right: now choose {colour}, the glowing colour, for it to unlock.")
PLACE_YELLOW = N_("Press Place yellow: yellow gems go onto the mandala without a sacrifice.")
END_TURN = N_("Press End turn: this turn has nothing more to do.")
END_TURN_KEEP = N_("Press End turn: the lesson keeps your Treasury gems for a later offering.")
USE_SPICE = N_("Use {spice} with the glowing choice.")
SKIP_SPICE = N_("Skip {spice} this time: none of its choices helps you now.")
ANSWER = N_("Hand back the glowing {colour} gem.")
FINAL_PLACE = N_("Place the glowing {colour} gem: it fills the best slot left.")
YELLOW_LATER = N_("A yellow offering scores more here, but this step teaches the plain one: a gem "
                  "unlocks its own colour. Offer the glowing gem; yellow has its own step later.")
PLAIN_FIRST = N_("That offering scores more, but this step teaches the plain one first: a gem "
                 "unlocks its own colour. Offer the glowing gem.")
WAITING_REFUSAL = N_("Between steps the lesson leads; Skip step lets you play freely until step "
                     "{n}.")

__all__ = [
    "ANSWER",
    "ANSWER_ACTS",
    "ANSWER_PICK",
    "CARDAMOM_WHY",
    "CHOOSE_COLOUR",
    "END_TURN",
    "END_TURN_KEEP",
    "FINAL_PLACE",
    "FREE",
    "KEEP_ONE",
    "OFFER_FOR",
    "OFFER_OWN",
    "OPPONENT_SPICE",
    "PLACE_SLOT",
    "PLACE_TREASURY",
    "PLACE_YELLOW",
    "PLAIN_FIRST",
    "SKIP_SPICE",
    "SLOT_DONE",
    "SPICE_ACTS",
    "SPICE_LESSON",
    "SPICE_NEXT",
    "SPICE_PICK",
    "SPICE_PICK_BETWEEN",
    "SPICE_SKIPPED",
    "STEP_DONE",
    "TAKE_FIRST",
    "TAKE_GLOWING",
    "TAKE_SECOND",
    "TAKE_SPICE",
    "TREASURY_DONE",
    "TREASURY_OFFER",
    "USE_SPICE",
    "WAITING",
    "WAITING_OPPONENT",
    "WAITING_REFUSAL",
    "YELLOW_LATER",
    "Said",
]
