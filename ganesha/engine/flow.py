"""How turns, rounds and the game move on by themselves: the steps with no decision in them
(the next turn, the end of a round, the altar reset, the final stage, the winner), and placing
gems on the mandala. ``rules`` calls these after an action; ``state.new_game`` at setup.
"""

from __future__ import annotations

from ganesha.engine.actions import Drawn, SpicesPlaced
from ganesha.engine.boards import BLOCKED_BY, COLOURS, ROUNDS_PER_DRUM, SPICES
from ganesha.engine.core import Phase, Record, add_points


def place_on_mandala(s: Record, seat: int, colour: int, count: int, source: str) -> None:
    """Fill the colour's next ``count`` slots in order and score their values."""
    start = s.mandala[colour]
    values = s.values[colour]
    if start + count > len(values):  # cannot happen: a colour has a slot for every gem in play
        raise AssertionError("mandala overflow")
    s.mandala[colour] = start + count
    points = sum(values[start:start + count])
    key = source + "_" + COLOURS[colour] if source == "mandala" else source
    add_points(s, seat, points, key)


def start_turn(s: Record) -> None:
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
    # max() over the whole altar: hexes not in play are always empty (-1), and this is a hot path.
    s.phase = Phase.TAKE if max(s.altar) >= 0 else Phase.SACRIFICE


def end_turn(s: Record) -> None:
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


def reset_altar(s: Record) -> None:
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


def fill_altar(s: Record) -> None:
    """Left to right, top to bottom; if the bag runs dry the remaining hexes stay empty.

    The draws are batched: the bag total is kept in a local instead of summed per gem, and each
    gem is found by the same walk over the colours as :func:`core.draw_gem` (the same generator
    calls with the same bounds, so the same gems land on the same hexes)."""
    bag = s.bag
    altar = s.altar
    below = s.chance.below
    remaining = bag[0] + bag[1] + bag[2] + bag[3] + bag[4]
    drawn = []
    for h in s.used_hexes:
        if not remaining:
            break
        pick = below(remaining)
        c = 0
        while pick >= bag[c]:
            pick -= bag[c]
            c += 1
        bag[c] -= 1
        remaining -= 1
        altar[h] = c
        drawn.append(COLOURS[c])
    s.history.append(Drawn("altar", tuple(drawn)))


def lay_spices(s: Record) -> None:
    """Draw one token per player from all eight and lay them on used hexes, no two adjacent.

    Tokens are placed one at a time on a random hex not next to an earlier one; in the rare
    case that leaves no room (possible only with four tokens), the laying starts over. Both
    steps draw from the game's generator, so replays lay the same tokens.
    """
    below = s.chance.below
    used = s.used_hexes
    pool = list(SPICES)
    chosen = [pool.pop(below(len(pool))) for _ in range(s.players)]
    while True:
        placed: list[int] = []
        blocked = 0  # bitmask of the hexes taken by or next to a token laid so far
        for _ in chosen:
            free = [h for h in used if not blocked >> h & 1]
            if not free:
                break
            h = free[below(len(free))]
            placed.append(h)
            blocked |= BLOCKED_BY[h]
        if len(placed) == len(chosen):
            break
    for h, effect in zip(placed, chosen, strict=True):
        s.spice_at[h] = effect
    s.history.append(SpicesPlaced(tuple(sorted(zip(placed, chosen, strict=True)))))


def start_final_stage(s: Record) -> None:
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
    next_final_player(s, starter)


def next_final_player(s: Record, seat: int) -> None:
    for step in range(s.players):
        candidate = (seat + step) % s.players
        if any(s.treasury[candidate]):
            s.current = candidate
            return
    s.phase = Phase.OVER
    s.winner_seat = decide_winner(s)


def decide_winner(s: Record) -> int:
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
