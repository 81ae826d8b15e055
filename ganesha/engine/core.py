"""The stored game: every field that changes during a game, the phases, and the two primitive
changes all rules go through (scoring and drawing from the bag).

Why a module of its own: the rules (``rules``, ``flow``, ``spices``), the log (``describe``) and
the read API (``read``) work on these fields, and ``state.GameState`` (the public class, a
subclass of :class:`Record`) calls all of them. With the fields down here, imports point one way:
``core`` <- ``spices``, ``flow`` <- ``rules`` <- ``state``.

The record is plain mutable data (lists of small ints) so that a clone is a handful of list
copies: the AI clones it thousands of times a second.
"""

from __future__ import annotations

from enum import StrEnum

from ganesha.engine.actions import Action, ChanceResult
from ganesha.engine.boards import GEMS_PER_COLOUR, HEX_COUNT, ROUNDS, USED_HEXES, mandala_values
from ganesha.engine.config import GameConfig

# --- the game's only source of randomness: a tiny counter-style generator held in the state.
#
# Why not ``random.Random``: its state is 625 integers (heavy to copy on every AI clone and to
# save), and seeding one is slow. SplitMix64 keeps its whole state in one int, so a clone copies it
# for free, a save needs nothing beyond the config seed, and a copy's *unseen bag* is re-randomised
# simply by giving the copy a different chance seed (:func:`sampled_chance`, used only by
# ``GameState.resample``/``clone``). The bag itself is a multiset of gem counts with no order: the
# "bag order" is nothing but the future output of this generator, so replacing it is exactly a
# fresh sample of the hidden draws.

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix_seed(*parts: int) -> int:
    """Fold several ints into one 64-bit seed (used for the game seed and AI re-seeding)."""
    state = 0x243F6A8885A308D3
    for part in parts:
        state = _splitmix((state ^ (part & _MASK)) & _MASK)[1]
    return state


def _splitmix(state: int) -> tuple[int, int]:
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


class Chance:
    """Seeded generator; ``below(n)`` is the only draw the rules need."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (bias below 2**-50 for the small n used here)."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % n

    def copy(self) -> Chance:
        other = Chance.__new__(Chance)  # the state is already masked: skip __init__
        other.state = self.state
        return other


def sampled_chance(config_seed: int, seed: int) -> Chance:
    """A generator for a re-sampled future: independent of the real one (it mixes only the
    config seed and ``seed``, never the real generator's state), so a copy holding it cannot
    follow the real game's upcoming draws, and the same ``seed`` gives the same sample."""
    return Chance(mix_seed(config_seed, seed, 0x5EED))


class Phase(StrEnum):
    """What kind of decision the state waits for.

    A ``StrEnum``: a member is its string (``Phase.TAKE == "take"``), so code and data that
    hold the plain strings keep working, and its ``repr`` is the plain string's: the game
    fingerprints (``GameState.digest``, kept in every save, and the committed game digests)
    hash a repr that includes the phase, and they must not change with its type.
    """

    TAKE = "take"            # phase 1, first gem
    SPICE = "spice"          # use or skip the spice token just uncovered
    ANSWER = "answer"        # Ginger: the chosen opponent hands a gem back
    SECOND = "second"        # phase 1, optional second gem
    PLACE = "place"          # phase 2
    RESLOT = "reslot"        # Coriander, after phase 2
    SACRIFICE = "sacrifice"  # phase 3 (or end the turn)
    FINAL = "final"          # final stage: one Treasury gem at a time
    OVER = "over"

    def __repr__(self) -> str:
        return repr(self.value)


class Record:
    """Every stored field of one game. ``state.GameState`` adds the behaviour and the API."""

    __slots__ = (
        "_hexes",
        "altar",
        "bag",
        "chance",
        "clove",
        "config",
        "coriander_hex",
        "current",
        "first_hex",
        "first_player",
        "held",
        "history",
        "last_round",
        "mandala",
        "may_take_second",
        "opening_player",
        "pending_gem",
        "phase",
        "players",
        "points_by_source",
        "round",
        "score",
        "score_log",
        "second_anywhere",
        "slots",
        "spice_at",
        "spice_effect",
        "spice_hex",
        "took",
        "trade_gem",
        "trade_partner",
        "treasury",
        "turn_in_round",
        "used_slots",
        "values",
        "winner_seat",
    )

    def __init__(self, config: GameConfig) -> None:
        n = config.players
        self.config = config
        self.players = n
        self.values = mandala_values(n, config.side)
        self._hexes = USED_HEXES[n]
        self.last_round = ROUNDS[n]
        self.chance = Chance(mix_seed(config.seed))
        self.history: list[Action | ChanceResult] = []
        self.bag = [GEMS_PER_COLOUR[n]] * 5
        self.altar = [-1] * HEX_COUNT
        self.spice_at: list[str | None] = [None] * HEX_COUNT
        self.slots = [[-1, -1] for _ in range(n)]
        self.treasury = [[0] * 5 for _ in range(n)]
        self.score = [0] * n  # internal list; the public `scores` is a tuple
        self.mandala = [0] * 5
        self.points_by_source: list[dict[str, int]] = [{} for _ in range(n)]
        self.score_log: list[tuple[int, int, int]] = []  # (seat, new score, round)
        self.round = 1
        self.first_player = 0
        self.opening_player = 0
        self.turn_in_round = 0
        self.current = 0
        self.phase = Phase.TAKE
        self.held: list[int] = []
        self.took = 0
        self.first_hex = -1
        self.may_take_second = False
        self.second_anywhere = False
        self.spice_effect: str | None = None  # the token waiting for a decision
        self.spice_hex = -1  # the hex that token lies on
        self.pending_gem = -1
        self.clove = False
        self.coriander_hex = -1  # Coriander armed this turn: its hex
        self.used_slots = 0
        self.trade_partner = -1
        self.trade_gem = -1
        self.winner_seat: int | None = None

    @property
    def used_hexes(self) -> tuple[int, ...]:
        """The altar hexes in play for this player count (indexes 0..18, in filling order);
        read-only, fixed for the whole game."""
        return self._hexes

    @property
    def current_player(self) -> int:
        """The seat that must decide now (the chosen opponent while answering Ginger)."""
        return self.trade_partner if self.phase == Phase.ANSWER else self.current

    def copy_into(self, other: Record) -> None:
        """Copy every field into ``other`` (a blank instance): the body of ``clone``."""
        other.config = self.config
        other.players = self.players
        other.values = self.values
        other._hexes = self._hexes
        other.last_round = self.last_round
        other.chance = self.chance.copy()
        other.history = self.history.copy()
        other.bag = self.bag.copy()
        other.altar = self.altar.copy()
        other.spice_at = self.spice_at.copy()
        other.slots = list(map(list.copy, self.slots))  # map: no Python-level loop
        other.treasury = list(map(list.copy, self.treasury))
        other.score = self.score.copy()
        other.mandala = self.mandala.copy()
        other.points_by_source = list(map(dict.copy, self.points_by_source))
        other.score_log = self.score_log.copy()
        other.round = self.round
        other.first_player = self.first_player
        other.opening_player = self.opening_player
        other.turn_in_round = self.turn_in_round
        other.current = self.current
        other.phase = self.phase
        other.held = self.held.copy()
        other.took = self.took
        other.first_hex = self.first_hex
        other.may_take_second = self.may_take_second
        other.second_anywhere = self.second_anywhere
        other.spice_effect = self.spice_effect
        other.spice_hex = self.spice_hex
        other.pending_gem = self.pending_gem
        other.clove = self.clove
        other.coriander_hex = self.coriander_hex
        other.used_slots = self.used_slots
        other.trade_partner = self.trade_partner
        other.trade_gem = self.trade_gem
        other.winner_seat = self.winner_seat


#: The name of every stored field: what a clone copies and a snapshot compares.
FIELDS: tuple[str, ...] = Record.__slots__


# --- the two primitive changes -----------------------------------------------------------------
def add_points(s: Record, seat: int, points: int, source: str) -> None:
    """Every score change goes through here so the tie-break log and the per-source totals
    (results screen) can never disagree with the score."""
    if not points:
        return
    s.score[seat] += points
    by_source = s.points_by_source[seat]
    by_source[source] = by_source.get(source, 0) + points
    s.score_log.append((seat, s.score[seat], s.round))


def draw_gem(s: Record) -> int:
    """Draw one random gem out of the bag (the bag must not be empty)."""
    bag = s.bag
    pick = s.chance.below(bag[0] + bag[1] + bag[2] + bag[3] + bag[4])
    for c in range(5):
        if pick < bag[c]:
            bag[c] -= 1
            return c
        pick -= bag[c]
    raise AssertionError("draw from an empty bag")
