"""The lesson's own sentences that belong to no single step: a step's card once its move is
made, the offering step's kind refusals, and the cards between steps (gettext templates: the UI
translates them). Kept apart from the script so each file stays one job."""

from ganesha.data.i18n import N_

SLOT_DONE = N_("Your gem is in your first Destiny slot. Press End turn: then your opponent "
               "plays.")
TREASURY_OFFER = N_("Your gems are in your Treasury now, ready to be offered to Ganesha. The rest "
                    "of this turn is yours: offer one now, or press the glowing End turn.")
TREASURY_DONE = N_("Your gems are in your Treasury now: a later turn can offer them to Ganesha. "
                   "Press End turn.")
STEP_DONE = N_("Well done: that was this step's move. The rest of this turn is yours; the glowing "
               "move is only the lesson's suggestion.")
YELLOW_LATER = N_("A yellow offering scores more here, but this step teaches the plain one: a gem "
                  "unlocks its own colour. Offer the glowing gem; yellow has its own step later.")
PLAIN_FIRST = N_("That offering scores more, but this step teaches the plain one first: a gem "
                 "unlocks its own colour. Offer the glowing gem.")
WAITING = N_("Between steps the lesson leads: play the glowing move. The next step begins when "
             "its moment comes.")
WAITING_REFUSAL = N_("Between steps the lesson plays the glowing move. Press Skip step to play "
                     "freely until the next step.")
FREE = N_("Play freely: the lesson comes back when its next step's moment arrives.")

__all__ = ["FREE", "PLAIN_FIRST", "SLOT_DONE", "STEP_DONE", "TREASURY_DONE", "TREASURY_OFFER",
           "WAITING", "WAITING_REFUSAL", "YELLOW_LATER"]
