"""The turn: which actions are legal now, what each one does, and how turns, rounds and the game
end. ``legal_actions`` is the single source of legality: ``GameState.apply`` accepts exactly
what it lists, and the UI and AI ask it too.

The state moves through phases (``Phase``); every phase is one kind of decision. Steps with no
decision (skipping an empty altar, the end of a round, the altar reset) happen inside ``apply``
so that ``legal_actions`` is never empty until the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import spices
from .actions import (
    END_TURN,
    FINAL_PLACES,
    PLACES,
    SACRIFICES,
    SKIP_SPICE,
    STOP_TAKING,
    TAKES,
    Action,
    AnswerTrade,
    AnySacrifice,
    Drawn,
    EndTurn,
    FinalPlace,
    GainPoint,
    Gamble,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    SpicesPlaced,
    StopTaking,
    Swap,
    Take,
    Trade,
)
from .boards import ADJACENT, COLOUR_INDEX, COLOURS, ROUNDS_PER_DRUM, SPICES, YELLOW
from .errors import IllegalAction

if TYPE_CHECKING:
    from .state import GameState


class Phase:
    """What kind of decision the state waits for (plain strings: cheap and readable in saves)."""

    TAKE = "take"            # phase 1, first gem
    SPICE = "spice"          # use or skip the spice token just uncovered
    ANSWER = "answer"        # Ginger: the chosen opponent hands a gem back
    SECOND = "second"        # phase 1, optional second gem
    PLACE = "place"          # phase 2
    RESLOT = "reslot"        # Coriander, after phase 2
    SACRIFICE = "sacrifice"  # phase 3 (or end the turn)
    FINAL = "final"          # final stage: one Treasury gem at a time
    OVER = "over"


# --- legality ---------------------------------------------------------------------------------
def legal_actions(s: GameState) -> list[Action]:
    phase = s.phase
    if phase == Phase.TAKE:
        altar = s.altar
        return [TAKES[h] for h in s.used_hexes if altar[h] >= 0]
    if phase == Phase.PLACE:
        return _place_actions(s)
    if phase == Phase.SACRIFICE:
        return _sacrifice_actions(s)
    if phase == Phase.SECOND:
        result: list[Action] = [TAKES[h] for h in second_hexes(s)]
        result.append(STOP_TAKING)
        return result
    if phase == Phase.SPICE:
        result = spices.options(s, s.spice_effect)
        result.append(SKIP_SPICE)
        return result
    if phase == Phase.ANSWER:
        return spices.answer_options(s)
    if phase == Phase.RESLOT:
        result = spices.reslot_options(s)
        result.append(SKIP_SPICE)
        return result
    if phase == Phase.FINAL:
        treasury = s.treasury[s.current]
        return [FINAL_PLACES[c] for c in range(5) if treasury[c]]
    return []


def second_hexes(s: GameState) -> list[int]:
    """Hexes the second gem may come from: adjacent to the first gem's original hex, or anywhere
    when both Destiny slots hold the same colour (decided when the first gem was taken)."""
    altar = s.altar
    if s.second_anywhere:
        return [h for h in s.used_hexes if altar[h] >= 0]
    return [h for h in ADJACENT[s.first_hex] if altar[h] >= 0]


def _place_actions(s: GameState) -> list[Action]:
    result: list[Action] = []
    free1 = not s.used_slots & 1
    free2 = not s.used_slots & 2
    seen = 0
    for c in s.held:
        if seen & (1 << c):
            continue
        seen |= 1 << c
        row = PLACES[c]
        result.append(row[0])
        if free1:
            result.append(row[1])
        if free2:
            result.append(row[2])
    return result


def _sacrifice_actions(s: GameState) -> list[Action]:
    treasury = s.treasury[s.current]
    result: list[Action] = []
    clove = s.clove
    for g in range(5):
        have = treasury[g]
        if not have:
            continue
        row = SACRIFICES[g]
        if clove or g == YELLOW:
            for c in range(5):
                if treasury[c] - (c == g) > 0:
                    result.append(row[c])
        elif have > 1:
            result.append(row[g])
    if treasury[YELLOW]:
        result.append(SACRIFICES[5][YELLOW])
    result.append(END_TURN)
    return result


# --- applying ---------------------------------------------------------------------------------
def apply(s: GameState, action: Action) -> None:
    """Apply a legal action (the caller has checked legality) and run the automatic steps."""
    s.history.append(action)
    _HANDLERS[type(action)](s, action)


def _take(s: GameState, action: Take) -> None:
    h = action.hex
    colour = s.altar[h]
    s.altar[h] = -1
    s.held.append(colour)
    s.took += 1
    if s.took == 1:
        s.first_hex = h
        slots = s.slots[s.current]
        s.may_take_second = colour == slots[0] or colour == slots[1]
        s.second_anywhere = slots[0] >= 0 and slots[0] == slots[1]
    effect = s.spice_at[h]
    if effect is None:
        _continue_taking(s)
    elif effect == "reslot":
        s.coriander_hex = h  # resolved after phase 2
        _continue_taking(s)
    elif spices.usable(s, effect, colour):
        s.spice_effect = effect
        s.spice_hex = h
        s.pending_gem = colour
        s.phase = Phase.SPICE
    else:
        _continue_taking(s)


def _continue_taking(s: GameState) -> None:
    """After a gem (and its spice) is dealt with: offer a second gem or go on to phase 2."""
    s.spice_effect = None
    s.spice_hex = -1
    if s.took == 1 and s.may_take_second and second_hexes(s):
        s.phase = Phase.SECOND
    else:
        s.phase = Phase.PLACE


def _stop_taking(s: GameState, action: StopTaking) -> None:
    s.phase = Phase.PLACE


def _skip_spice(s: GameState, action: SkipSpice) -> None:
    if s.phase == Phase.RESLOT:
        s.coriander_hex = -1
        s.phase = Phase.SACRIFICE
    else:
        _continue_taking(s)


def _use_spice(s: GameState, action: Action) -> None:
    spices.apply_effect(s, action)
    if s.phase == Phase.SPICE:  # Ginger leaves the phase to the opponent's answer
        _continue_taking(s)


def _answer_trade(s: GameState, action: AnswerTrade) -> None:
    spices.apply_answer(s, action)
    _continue_taking(s)


def _place(s: GameState, action: Place) -> None:
    c = COLOUR_INDEX[action.gem]
    s.held.remove(c)
    seat = s.current
    if action.target == "treasury":
        s.treasury[seat][c] += 1
    else:
        i = 0 if action.target == "slot1" else 1
        slots = s.slots[seat]
        old = slots[i]
        if old >= 0:
            s.treasury[seat][old] += 1
        slots[i] = c
        s.used_slots |= 1 << i
    if not s.held:
        _after_placing(s)


def _after_placing(s: GameState) -> None:
    slots = s.slots[s.current]
    if s.coriander_hex >= 0 and (slots[0] >= 0 or slots[1] >= 0):
        s.phase = Phase.RESLOT
    else:
        s.coriander_hex = -1
        s.phase = Phase.SACRIFICE


def _reslot(s: GameState, action: Reslot) -> None:
    spices.apply_reslot(s, action)
    s.coriander_hex = -1
    s.phase = Phase.SACRIFICE


def _sacrifice(s: GameState, action: Sacrifice) -> None:
    seat = s.current
    treasury = s.treasury[seat]
    if action.gem is not None:
        g = COLOUR_INDEX[action.gem]
        treasury[g] -= 1
        s.bag[g] += 1
    c = COLOUR_INDEX[action.colour]
    count = treasury[c]
    treasury[c] = 0
    place_on_mandala(s, seat, c, count, "mandala")
    end_turn(s)


def _end_turn(s: GameState, action: EndTurn) -> None:
    end_turn(s)


def _final_place(s: GameState, action: FinalPlace) -> None:
    seat = s.current
    c = COLOUR_INDEX[action.gem]
    s.treasury[seat][c] -= 1
    place_on_mandala(s, seat, c, 1, "final")
    _next_final_player(s, (seat + 1) % s.players)


_HANDLERS = {
    Take: _take, StopTaking: _stop_taking, SkipSpice: _skip_spice, Place: _place,
    Reslot: _reslot, Sacrifice: _sacrifice, EndTurn: _end_turn, FinalPlace: _final_place,
    AnswerTrade: _answer_trade, RemoveLast: _use_spice, Swap: _use_spice,
    Trade: _use_spice, GainPoint: _use_spice, AnySacrifice: _use_spice,
    Gamble: _use_spice, Redraw: _use_spice,
}


# --- scoring ----------------------------------------------------------------------------------
def add_points(s: GameState, seat: int, points: int, source: str) -> None:
    """Every score change goes through here so the tie-break log and the per-source totals
    (results screen) can never disagree with the score."""
    if not points:
        return
    s.score[seat] += points
    by_source = s.points_by_source[seat]
    by_source[source] = by_source.get(source, 0) + points
    s.score_log.append((seat, s.score[seat], s.round))


def place_on_mandala(s: GameState, seat: int, colour: int, count: int, source: str) -> None:
    """Fill the colour's next ``count`` slots in order and score their values."""
    start = s.mandala[colour]
    values = s.values[colour]
    if start + count > len(values):  # cannot happen: a colour has a slot for every gem in play
        raise AssertionError("mandala overflow")
    s.mandala[colour] = start + count
    points = sum(values[start:start + count])
    key = source + "_" + COLOURS[colour] if source == "mandala" else source
    add_points(s, seat, points, key)


# --- turn, round and game flow ----------------------------------------------------------------
def start_turn(s: GameState) -> None:
    s.took = 0
    s.held.clear()
    s.first_hex = -1
    s.may_take_second = False
    s.second_anywhere = False
    s.spice_effect = None
    s.spice_hex = -1
    s.clove = False
    s.coriander_hex = -1
    s.used_slots = 0
    s.trade_partner = -1
    altar = s.altar
    s.phase = Phase.TAKE if any(altar[h] >= 0 for h in s.used_hexes) else Phase.SACRIFICE


def end_turn(s: GameState) -> None:
    s.turn_in_round += 1
    if s.turn_in_round < s.players:
        s.current = (s.current + 1) % s.players
        start_turn(s)
        return
    # End of round: the first player turns the drum (and, with the variant, gains a point).
    if s.config.drum_bonus:
        add_points(s, s.first_player, 1, "drum")
    if s.round == s.last_round:
        start_final_stage(s)
        return
    if s.round % ROUNDS_PER_DRUM == 0:
        s.first_player = (s.first_player + 1) % s.players
        reset_altar(s)
    s.round += 1
    s.turn_in_round = 0
    s.current = s.first_player
    start_turn(s)


def reset_altar(s: GameState) -> None:
    """Gems back to the bag, spice tokens shuffled and laid again, altar refilled."""
    altar = s.altar
    bag = s.bag
    for h in s.used_hexes:
        if altar[h] >= 0:
            bag[altar[h]] += 1
            altar[h] = -1
    s.spice_at = [None] * len(s.spice_at)
    if s.config.spices:
        lay_spices(s)
    fill_altar(s)


def draw_gem(s: GameState) -> int:
    """Draw one random gem out of the bag (the bag must not be empty)."""
    bag = s.bag
    pick = s.chance.below(bag[0] + bag[1] + bag[2] + bag[3] + bag[4])
    for c in range(5):
        if pick < bag[c]:
            bag[c] -= 1
            return c
        pick -= bag[c]
    raise AssertionError("draw from an empty bag")


def fill_altar(s: GameState) -> None:
    """Left to right, top to bottom; if the bag runs dry the remaining hexes stay empty."""
    drawn = []
    bag = s.bag
    for h in s.used_hexes:
        if not (bag[0] or bag[1] or bag[2] or bag[3] or bag[4]):
            break
        c = draw_gem(s)
        s.altar[h] = c
        drawn.append(COLOURS[c])
    s.history.append(Drawn("altar", tuple(drawn)))


def lay_spices(s: GameState) -> None:
    """Draw one token per player from all eight and lay them on used hexes, no two adjacent.

    Tokens are placed one at a time on a random hex not next to an earlier one; in the rare
    case that leaves no room (possible only with four tokens), the laying starts over. Both
    steps draw from the game's generator, so replays lay the same tokens.
    """
    pool = list(SPICES)
    chosen = [pool.pop(s.chance.below(len(pool))) for _ in range(s.players)]
    while True:
        placed: list[int] = []
        for _ in chosen:
            free = [h for h in s.used_hexes
                    if h not in placed and not any(p in ADJACENT[h] for p in placed)]
            if not free:
                break
            placed.append(free[s.chance.below(len(free))])
        if len(placed) == len(chosen):
            break
    for h, effect in zip(placed, chosen):
        s.spice_at[h] = effect
    s.history.append(SpicesPlaced(tuple(sorted(zip(placed, chosen)))))


def start_final_stage(s: GameState) -> None:
    """Slots empty into Treasuries; the lowest score starts (ties: the tied player who acted
    last in the final round), then one gem at a time clockwise, skipping empty Treasuries."""
    for seat in range(s.players):
        slots = s.slots[seat]
        for i in (0, 1):
            if slots[i] >= 0:
                s.treasury[seat][slots[i]] += 1
                slots[i] = -1
    first, n = s.first_player, s.players
    starter = min(range(n), key=lambda seat: (s.score[seat], -((seat - first) % n)))
    s.held.clear()
    s.spice_effect = None
    s.spice_hex = -1
    s.phase = Phase.FINAL
    _next_final_player(s, starter)


def _next_final_player(s: GameState, seat: int) -> None:
    for step in range(s.players):
        candidate = (seat + step) % s.players
        if any(s.treasury[candidate]):
            s.current = candidate
            return
    s.phase = Phase.OVER
    s.winner_seat = decide_winner(s)


def decide_winner(s: GameState) -> int:
    """Most points; a tie goes to whoever reached that total first (earliest score event).
    Players tied at a total they had from the very start (no event) count as reaching it first,
    and among those the earlier seat in round 1's turn order wins."""
    best = max(s.score)
    tied = [seat for seat in range(s.players) if s.score[seat] == best]
    if len(tied) == 1:
        return tied[0]
    reached = {seat: -1 for seat in tied} if best <= 0 else {}
    for index, (seat, score, _round) in enumerate(s.score_log):
        if seat in tied and seat not in reached and score >= best:
            reached[seat] = index
    opening = s.opening_player
    return min(tied, key=lambda seat: (reached.get(seat, len(s.score_log)),
                                       (seat - opening) % s.players))


def check_legal(s: GameState, action: object) -> None:
    if action not in s.legal_actions():
        raise IllegalAction(explain_illegal(s, action))


def explain_illegal(s: GameState, action: object) -> str:
    """A sentence for the player (or programmer) saying why the action was refused."""
    if s.phase == Phase.OVER:
        return f"{action!r}: the game is over"
    expected = {
        Phase.TAKE: "take a gem from the altar",
        Phase.SECOND: "take a second gem from an allowed hex, or stop",
        Phase.SPICE: "use the spice token or skip it",
        Phase.ANSWER: "the Ginger opponent must hand back a gem of another colour",
        Phase.PLACE: "place each taken gem in the Treasury or a Destiny slot",
        Phase.RESLOT: "make the Coriander moves or skip them",
        Phase.SACRIFICE: "sacrifice to place gems on the mandala, or end the turn",
        Phase.FINAL: "place one Treasury gem on the mandala",
    }[s.phase]
    if isinstance(action, Take) and s.phase in (Phase.TAKE, Phase.SECOND):
        if not 0 <= action.hex < len(s.altar) or s.altar[action.hex] < 0:
            return f"{action!r}: there is no gem on that hex"
        return f"{action!r}: the second gem must come from a hex next to the first one"
    if isinstance(action, Place) and s.phase == Phase.PLACE:
        return f"{action!r}: each gem needs its own slot, and only held gems can be placed"
    if isinstance(action, Sacrifice) and s.phase == Phase.SACRIFICE:
        return (f"{action!r}: that sacrifice places no gem (a colour unlocks itself, yellow "
                "unlocks any colour, no sacrifice unlocks yellow)")
    return f"{action!r} is not allowed now: {expected}"
