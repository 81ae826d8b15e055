"""Hand-set positions: a game state built from a short description instead of played moves.

Why: a rule is easiest to check (and a bug easiest to show) from a position chosen for it, e.g.
"red on hex 4 with Caraway, a red gem in slot 1". Playing a seeded game until such a position
turns up is slow and brittle. ``build_position`` starts from ``new_game`` (so every field the
engine needs exists), overwrites the parts of the table the description names, puts every gem
not placed anywhere into the bag (gem conservation holds by construction), and finally calls the
engine's own ``flow.start_turn`` so the legal actions are exactly what the engine would offer
at the start of that player's turn.

A built position has no history of play: its score log holds one event per preset score (in the
order given), it cannot be replayed from its config, and a save of it does not load back.
"""

from __future__ import annotations

from collections.abc import Mapping

from ganesha.engine import flow
from ganesha.engine.boards import (
    COLOUR_INDEX,
    COLOURS,
    GEMS_PER_COLOUR,
    HEX_COUNT,
    SPICES,
    USED_HEXES,
)
from ganesha.engine.config import GameConfig
from ganesha.engine.core import FIELDS
from ganesha.engine.state import GameState, new_game

Slots = tuple[str | None, str | None]


def build_position(
    players: int = 2,
    *,
    altar: Mapping[int, str] | None = None,
    spices: Mapping[int, str] | None = None,
    slots: Mapping[int, Slots] | None = None,
    treasury: Mapping[int, Mapping[str, int]] | None = None,
    mandala: Mapping[str, int] | None = None,
    scores: Mapping[int, int] | None = None,
    bag: Mapping[str, int] | None = None,
    current: int | None = None,
    round: int = 1,
    first_player: int = 0,
    side: str = "day",
    spices_on: bool | None = None,
    drum_bonus: bool = True,
    fourth_seat_bonus: bool = True,
    seed: int = 0,
) -> GameState:
    """A state at the start of ``current``'s turn (default: the first player's) in ``round``.

    - ``altar``: hex index (0-based) → gem colour; hexes not named are empty.
    - ``spices``: hex index → effect id (``"swap"`` …); no adjacency check, so a test may set up
      what setup would never produce. ``spices_on`` (the config switch, which decides whether an
      altar reset lays tokens again) defaults to "some token was given".
    - ``slots``: seat → (slot 1, slot 2) colours; ``treasury``: seat → colour → count;
      ``mandala``: colour → how many of its slots are filled.
    - ``scores``: seat → points; each becomes one score event, in the mapping's order (that
      order decides a winner tie-break between equal preset totals). Unnamed seats have 0, and
      the fourth-seat bonus of ``new_game`` is not applied (the position states every score).
    - ``bag``: optional; the bag is always what the rest leaves over, and a given ``bag`` must
      equal it (a test can state its expectation, e.g. that the bag is empty).

    Raises ``ValueError`` for anything the table cannot hold: unknown colours or effects, an
    unused or repeated hex, more gems of a colour than the game has, a full mandala colour
    overflowing, seats or rounds out of range.
    """
    spices_on = bool(spices) if spices_on is None else spices_on
    config = GameConfig(players=players, side=side, spices=spices_on, drum_bonus=drum_bonus,
                        fourth_seat_bonus=fourth_seat_bonus, seed=seed,
                        first_player=first_player)
    s = new_game(config)
    s.history.clear()
    if not 1 <= round <= s.last_round:
        raise ValueError(f"round must be 1..{s.last_round}, not {round}")
    current = first_player if current is None else current
    _check_seat(current, players)
    used = [0] * 5  # gems of each colour placed somewhere: the bag holds the rest
    _lay_altar(s, altar or {}, used)
    _lay_spices(s, spices or {})
    _fill_tiles(s, slots or {}, treasury or {}, used)
    _fill_mandala(s, mandala or {}, used)
    _fill_bag(s, bag, used)
    _set_scores(s, scores or {}, round)
    _start_turn(s, round, first_player, current)
    return s


def _start_turn(s: GameState, round: int, first_player: int, current: int) -> None:
    """Start ``current``'s turn in ``round`` as the engine itself would."""
    passes = (round - 1) // 3  # the drum has passed once per three rounds already played
    s.round = round
    s.first_player = first_player
    s.opening_player = (first_player - passes) % s.players
    s.current = current
    s.turn_in_round = (current - first_player) % s.players
    s.winner_seat = None
    flow.start_turn(s)
    s.refresh()


def _lay_altar(s: GameState, altar: Mapping[int, str], used: list[int]) -> None:
    s.altar = [-1] * HEX_COUNT
    for h, colour in altar.items():
        _check_hex(h, s.players)
        s.altar[h] = _colour(colour)
        used[s.altar[h]] += 1


def _lay_spices(s: GameState, spices: Mapping[int, str]) -> None:
    s.spice_at = [None] * HEX_COUNT
    for h, effect in spices.items():
        _check_hex(h, s.players)
        if effect not in SPICES:
            raise ValueError(f"unknown spice effect {effect!r}")
        if effect in s.spice_at:
            raise ValueError(f"there is only one {effect!r} token")
        s.spice_at[h] = effect


def _fill_tiles(s: GameState, slots: Mapping[int, Slots],
                treasury: Mapping[int, Mapping[str, int]], used: list[int]) -> None:
    """The Destiny slots and the Treasuries of the seats named."""
    n = s.players
    s.slots = [[-1, -1] for _ in range(n)]
    for seat, pair in slots.items():
        _check_seat(seat, n)
        for i, gem in enumerate(pair):
            if gem is not None:
                s.slots[seat][i] = _colour(gem)
                used[s.slots[seat][i]] += 1
    s.treasury = [[0] * 5 for _ in range(n)]
    for seat, counts in treasury.items():
        _check_seat(seat, n)
        for colour, count in counts.items():
            s.treasury[seat][_colour(colour)] += _count(count)
            used[_colour(colour)] += count


def _fill_mandala(s: GameState, mandala: Mapping[str, int], used: list[int]) -> None:
    s.mandala = [0] * 5
    for colour, count in mandala.items():
        c = _colour(colour)
        if _count(count) > len(s.values[c]):
            raise ValueError(f"the {colour} mandala has only {len(s.values[c])} slots")
        s.mandala[c] = count
        used[c] += count


def _fill_bag(s: GameState, bag: Mapping[str, int] | None, used: list[int]) -> None:
    """Every gem not placed goes into the bag; a ``bag`` given must be exactly that."""
    total = GEMS_PER_COLOUR[s.players]
    over = [COLOURS[c] for c in range(5) if used[c] > total]
    if over:
        raise ValueError(f"more than {total} gems of {', '.join(over)} are placed")
    s.bag = [total - used[c] for c in range(5)]
    if bag is not None:
        expected = {COLOURS[c]: s.bag[c] for c in range(5)}
        given = dict.fromkeys(COLOURS, 0) | {_name(k): v for k, v in bag.items()}
        if given != expected:
            raise ValueError(f"the bag would hold {expected}, not {given}")


def _set_scores(s: GameState, scores: Mapping[int, int], round: int) -> None:
    """Each preset score is one score event, in the mapping's order (see build_position)."""
    n = s.players
    s.score = [0] * n
    s.points_by_source = [{} for _ in range(n)]
    s.score_log = []
    for seat, points in scores.items():
        _check_seat(seat, n)
        s.score[seat] = points
        if points:
            s.points_by_source[seat]["preset"] = points
            s.score_log.append((seat, points, round))


def _check_hex(h: int, players: int) -> None:
    if h not in USED_HEXES[players]:
        raise ValueError(f"hex {h} is not used with {players} players")


def _colour(name: str) -> int:
    if name not in COLOUR_INDEX:
        raise ValueError(f"unknown gem colour {name!r}")
    return COLOUR_INDEX[name]


def _name(name: str) -> str:
    return COLOURS[_colour(name)]


def _count(count: int) -> int:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ValueError(f"a gem count must be a whole number ≥ 0, not {count!r}")
    return count


def _check_seat(seat: int, players: int) -> None:
    if not 0 <= seat < players:
        raise ValueError(f"seat must be 0..{players - 1}, not {seat}")


def snapshot(state: GameState) -> tuple[object, ...]:
    """Every stored field of ``state`` as one comparable value.

    Why not ``digest()``: the digest leaves out turn details (Clove armed, slots used this turn,
    the score log, the history …). "An illegal action changes nothing" is best checked on all of
    it, so a test takes a snapshot before and compares after.
    """
    def frozen(value: object) -> object:
        if isinstance(value, list):
            return tuple(frozen(v) for v in value)
        if isinstance(value, dict):
            return tuple(sorted((k, frozen(v)) for k, v in value.items()))
        return value

    return tuple(
        (name, frozen(state.chance.state if name == "chance" else getattr(state, name)))
        for name in FIELDS
    )
