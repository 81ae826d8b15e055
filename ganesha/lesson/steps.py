"""Learn to play: the guided first game, as data and a small tracker (pure: no pygame, no files).

Why a script of predicates rather than a recorded move list: a player may skip a step and play
freely, and the game then goes its own way. Each :class:`Step` therefore says in terms of the
*position* when its situation exists (``starts``), which move it teaches at each decision
(``prefer``, falling back to the lesson's own guide) and when it is over (``done``). On the fixed
seed below, with the learner following every taught move and the gentle opponent answering, every
step's situation occurs in order (``tests/lesson/test_lesson.py`` plays it through and checks).

The table asks a :class:`Lesson` three things: the move to spotlight (:meth:`Lesson.taught`),
whether a move is accepted (:meth:`Lesson.gate`, a refusal sentence or None) and the card's words
(:meth:`Lesson.card`); it tells it every new position (:meth:`Lesson.observe`) and a Skip
(:meth:`Lesson.skip`). Texts are gettext templates: the UI translates them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ganesha.data.i18n import N_
from ganesha.engine import (
    Action,
    EndTurn,
    FinalPlace,
    GameConfig,
    GameState,
    Phase,
    Place,
    Sacrifice,
    SkipSpice,
    StopTaking,
    Take,
)
from ganesha.lesson.position import (
    YELLOW,
    best_choice,
    best_final,
    best_sacrifice,
    legal_of,
    slot_colours,
    spice_take,
    spice_use,
    token_at,
    two_gem_take,
)
from ganesha.lesson.words import (
    PLAIN_FIRST,
    SLOT_DONE,
    TREASURY_DONE,
    TREASURY_OFFER,
    YELLOW_LATER,
)

LEARNER = 0  # the learner's seat; the gentle opponent sits in seat 1
OPPONENT = "easy"
#: The lesson's fixed game: on this seed every taught situation occurs
#: (see tests/lesson/test_lesson.py).
CONFIG = GameConfig(players=2, side="day", spices=True, seed=94, first_player=LEARNER)
SEATS = ("human", OPPONENT)
AI_SEED = 1

#: Actions that use a spice token (everything a spice decision offers except skipping it).
SPICE_USES = ("RemoveLast", "Swap", "Trade", "GainPoint", "AnySacrifice", "Gamble", "Redraw",
               "Reslot")


@dataclass(frozen=True, slots=True)
class Mark:
    """Where a step began: the history's length, the turns ended so far and the round."""

    history: int
    turns: int
    round: int


def turns_ended(state: GameState) -> int:
    """How many turns have ended (a sacrifice, End turn or a final-stage placement ends one)."""
    return sum(isinstance(a, (Sacrifice, EndTurn, FinalPlace)) for a in state.history)


def _since(state: GameState, mark: Mark) -> list[Any]:
    return state.history[mark.history:]


def _turn_over(state: GameState, mark: Mark) -> bool:
    return turns_ended(state) > mark.turns or state.is_over


@dataclass(frozen=True, slots=True)
class Step:
    """One short lesson: its card (≤ 2 sentences), its title (what the card between steps says
    comes next), when its situation exists, the move it teaches at a decision (None: the
    guide's), and whether it is over (True), still going (None) or missed, to be tried again
    later (False). What a refusal says is not a field: :mod:`.missing` tells it from the
    position, since a step's first instruction is false once that part is done."""

    name: str
    text: str
    title: str
    starts: Callable[[GameState], bool]
    prefer: Callable[[GameState], Action | None]
    done: Callable[[GameState, Mark], bool | None]
    # the card's words once the step's own move is made, while its turn goes on (None: ``text``)
    later: Callable[[GameState], str | None] = lambda s: None
    # other moves that teach the step as well as the taught one (a different plain offering)
    accepts: Callable[[Any], bool] = lambda a: False
    # why a move the player may prefer is refused, when what is missing would not say it
    why_not: Callable[[GameState, Action, Action], str | None] = lambda s, a, t: None
    # the step's own move was made and its turn goes on: the rest of the turn is the player's
    # (the card's ``later`` words say so; the glow stays as a suggestion)
    achieved: Callable[[GameState, Mark], bool] = lambda s, m: False


def _used(state: GameState, mark: Mark, test: Callable[[Any], bool]) -> bool:
    return any(test(a) for a in _since(state, mark))


def _turn_step(achieved: Callable[[Any], bool]) -> Callable[[GameState, Mark], bool | None]:
    """Over with its turn: done if an action of the turn passed ``achieved``, else missed."""
    def done(state: GameState, mark: Mark) -> bool | None:
        if not _turn_over(state, mark):
            return None
        return _used(state, mark, achieved)
    return done


def _made(achieved: Callable[[Any], bool]) -> Callable[[GameState, Mark], bool]:
    """The step's own move is among the actions of its turn so far."""
    def made(state: GameState, mark: Mark) -> bool:
        return not _turn_over(state, mark) and _used(state, mark, achieved)
    return made


def _placed(a: Any) -> bool:
    return isinstance(a, Place)


def _treasury_filled(state: GameState, mark: Mark) -> bool:
    """Step 3's gems are all placed: the offering part of the turn has begun."""
    return state.phase == Phase.SACRIFICE and state.turn_player == LEARNER \
        and not _turn_over(state, mark)


def _ordinary(a: Any) -> bool:
    return isinstance(a, Sacrifice) and a.gem is not None and a.gem == a.colour != YELLOW


def _yellow_for_other(a: Any) -> bool:
    return isinstance(a, Sacrifice) and a.gem == YELLOW and a.colour != YELLOW


def _no_sacrifice(a: Any) -> bool:
    return isinstance(a, Sacrifice) and a.gem is None


def _spice_used(a: Any) -> bool:
    return type(a).__name__ in SPICE_USES


def _in_treasury(state: GameState) -> str | None:
    """Step 3's card once its gems are in the Treasury: not "put them there" any more, and
    true of what the table offers now (an offering, or only End turn)."""
    if state.phase != Phase.SACRIFICE or state.turn_player != LEARNER:
        return None
    offer = any(isinstance(a, Sacrifice) and a.gem is not None for a in state.legal_actions())
    return TREASURY_OFFER if offer else TREASURY_DONE


def _in_slot(state: GameState) -> str | None:
    """Step 1's card once the gem is in the slot: only End turn is left."""
    return SLOT_DONE if state.phase == Phase.SACRIFICE else None



def _better_offering(state: GameState, action: Action, taught: Action) -> str | None:
    """Why the lesson refuses an offering that scores more than the plain one it teaches."""
    if not (isinstance(action, Sacrifice) and isinstance(taught, Sacrifice)
            and action in state.legal_actions()):
        return None
    if state.preview(action).points[LEARNER] <= state.preview(taught).points[LEARNER]:
        return None
    return YELLOW_LATER if YELLOW in (action.gem, action.colour) or action.gem is None \
        else PLAIN_FIRST


def _take_one_prefer(state: GameState) -> Action | None:
    if state.phase == Phase.PLACE:
        held = state.held_gems()
        return Place(held[0], "slot1") if held else None
    return None


def _take_two_prefer(state: GameState) -> Action | None:
    if state.phase == Phase.TAKE:
        return two_gem_take(state)
    if state.phase == Phase.SECOND:
        takes = [t for t in legal_of(state, Take) if token_at(state, t.hex) is None]
        return takes[0] if takes else StopTaking()
    return None


def _treasury_prefer(state: GameState) -> Action | None:
    held = state.held_gems()
    return Place(held[0], "treasury") if state.phase == Phase.PLACE and held else None


def _spice_prefer(effect: str | None) -> Callable[[GameState], Action | None]:
    def prefer(state: GameState) -> Action | None:
        return spice_take(state, effect) or spice_use(state)
    return prefer


def _ginger_done(state: GameState, mark: Mark) -> bool | None:
    if not _turn_over(state, mark):
        return None
    return _used(state, mark, lambda a: type(a).__name__ == "Trade")


def _round_done(state: GameState, mark: Mark) -> bool | None:
    return True if state.round > mark.round or state.final_stage or state.is_over else None


STEPS: tuple[Step, ...] = (
    Step("take_one",
         N_("Every turn starts at Ganesha's altar: take one gem. Drag the glowing gem onto your "
            "first Destiny slot, then press End turn."),
         N_("one gem a turn"),
         lambda s: s.phase == Phase.TAKE, _take_one_prefer, _turn_step(lambda a: True),
         later=_in_slot, achieved=_made(_placed)),
    Step("take_two",
         N_("A first gem of your Destiny slot's colour lets you take a second one from a "
            "neighbouring hex. Take the two glowing gems, one after the other."),
         N_("two gems"),
         lambda s: two_gem_take(s) is not None, _take_two_prefer,
         lambda s, m: (None if s.phase in (Phase.TAKE, Phase.SECOND, Phase.SPICE, Phase.ANSWER)
                       and not _turn_over(s, m)
                       else sum(isinstance(a, Take) for a in _since(s, m)) >= 2)),
    Step("slots_or_treasury",
         N_("Destiny slots let you take two gems next turn; only Treasury gems can be offered "
            "and placed on the mandala. Put these gems into your Treasury."),
         N_("Treasury gems"),
         lambda s: s.phase == Phase.PLACE, _treasury_prefer, _turn_step(lambda a: True),
         later=_in_treasury, achieved=_treasury_filled),
    Step("sacrifice",
         N_("Offer one Treasury gem to Ganesha: every other gem of its colour goes onto the "
            "mandala and scores its slots. Drag the glowing gem onto Ganesha."),
         N_("the offering"),
         lambda s: best_sacrifice(s, _ordinary) is not None,
         lambda s: best_sacrifice(s, _ordinary), _turn_step(_ordinary),
         accepts=_ordinary, why_not=_better_offering),
    Step("spice",
         N_("A spice token lies under the glowing gem. Take the gem and use the token: what it "
            "does is written under the altar."),
         N_("a spice token"),
         lambda s: spice_take(s, None) is not None, _spice_prefer(None),
         _turn_step(_spice_used), achieved=_made(_spice_used)),
    Step("round_end",
         N_("Play the glowing moves to the round's end. Then the drum turns and its holder "
            "scores 1 point; this time the drum also passes on and the altar is cleared and "
            "refilled, with new spices."),
         N_("the round's end"),
         lambda s: s.round % 3 == 0 and s.phase == Phase.TAKE and s.round < s.rounds,
         lambda s: None, _round_done),
    Step("yellow_sacrifice",
         N_("A yellow gem is special: offered to Ganesha, it unlocks any one colour. Offer the "
            "glowing yellow gem, then choose the glowing colour."),
         N_("the yellow offering"),
         lambda s: best_sacrifice(s, _yellow_for_other) is not None,
         lambda s: best_sacrifice(s, _yellow_for_other), _turn_step(_yellow_for_other)),
    Step("place_yellow",
         N_("Yellow needs no offering at all: press Place yellow, and every yellow Treasury gem "
            "goes onto the mandala."),
         N_("Place yellow"),
         lambda s: best_sacrifice(s, _no_sacrifice) is not None,
         lambda s: best_sacrifice(s, _no_sacrifice), _turn_step(_no_sacrifice)),
    Step("spice_again",
         N_("Another spice token: take the glowing gem and use it. Each token works once, right "
            "after its gem is taken."),
         N_("another spice token"),
         lambda s: spice_take(s, None) is not None, _spice_prefer(None),
         _turn_step(_spice_used), achieved=_made(_spice_used)),
    Step("ginger",
         N_("Ginger lies under the glowing gem: take it, then give the gem to your opponent. "
            "They must hand you a gem of another colour in return."),
         N_("Ginger"),
         lambda s: spice_take(s, "trade") is not None, _spice_prefer("trade"), _ginger_done,
         achieved=_made(lambda a: type(a).__name__ == "Trade")),
    Step("final_stage",
         N_("The final stage: Destiny gems joined the Treasury, and in turn each player places "
            "one Treasury gem on the mandala for free. Drag the glowing gem onto the mandala."),
         N_("the final stage"),
         lambda s: s.phase == Phase.FINAL, best_final,
         lambda s, m: True if s.is_over else None),
    Step("results",
         N_("The results: each colour's points (the final stage in brackets), then the drum and "
            "spices. The most points wins; when you are ready, Play a real game or leave with "
            "Main menu."),
         N_("the results"),
         lambda s: s.is_over, lambda s: None, lambda s, m: None),
)
STEP_NAMES = tuple(step.name for step in STEPS)
_SACRIFICE_STEPS = frozenset({"sacrifice", "yellow_sacrifice", "place_yellow"})
#: The steps whose lesson is using a spice token.
SPICE_STEPS = frozenset({"spice", "spice_again", "ginger"})



# --- the guide: the lesson's own move where a step teaches nothing in particular --------------
def guide(state: GameState, pending: set[str]) -> Action:
    """A plain, readable move that keeps the lesson's situations coming: gems of colours the
    Treasury already holds (pairs to offer later), yellow while a yellow step is still to come,
    no spice token before the spice steps, and no sacrifice before the sacrifice steps."""
    legal = state.legal_actions()
    phase = state.phase
    if phase in (Phase.TAKE, Phase.SECOND):
        treasury = state.seat(state.turn_player).treasury
        slots = slot_colours(state)
        gems = state.altar_gems()

        def worth(take: Take) -> tuple[int, int]:
            colour = gems[take.hex]
            value = 2 * treasury.get(colour, 0) + (colour in slots)
            if colour == YELLOW and pending & {"yellow_sacrifice", "place_yellow"}:
                value += 3
            if token_at(state, take.hex) is not None and not pending.isdisjoint(SPICE_STEPS):
                value -= 10
            return value, -take.hex

        takes = legal_of(state, Take)
        best = max(takes, key=worth) if takes else None
        if best is None or (phase == Phase.SECOND and worth(best)[0] < 0):
            return StopTaking() if phase == Phase.SECOND else legal[0]
        return best
    if phase in (Phase.SPICE, Phase.RESLOT, Phase.ANSWER):
        # skipping first: a use that gains nothing by the AI's estimate is left alone
        skip = [a for a in legal if isinstance(a, SkipSpice)]
        return best_choice(state, skip + [a for a in legal if a not in skip]) or legal[0]
    if phase == Phase.PLACE:
        held = state.held_gems()[0]
        empty = state.seat(state.turn_player).slots[0] is None
        return Place(held, "slot1" if empty and Place(held, "slot1") in legal else "treasury")
    if phase == Phase.SACRIFICE:
        if pending & _SACRIFICE_STEPS:
            return EndTurn()
        return best_sacrifice(state, lambda a: True) or EndTurn()
    if phase == Phase.FINAL:
        final = best_final(state)
        if final is not None:
            return final
    return legal[0]


__all__ = ["AI_SEED", "CONFIG", "LEARNER", "OPPONENT", "SEATS", "SPICE_STEPS", "SPICE_USES",
           "STEPS", "STEP_NAMES", "Mark", "Step", "guide", "turns_ended"]
