"""The shipped "find the best turn" puzzles (gzip-compressed JSON in ``assets/puzzles/``) and
their shape.

The file is made by ``build/make_puzzles.py`` and shipped with the game like the ratings: the
schema lives here, beside the loader, rather than in ``ganesha/store/schemas/`` because it is
data the game reads, never a file of the player's that the store writes or keeps aside (the
store's schemas are for kept files; the store sits above this layer and may read these).

Each puzzle is a position given the way a save gives a game (the engine's own save text: the
config and the actions up to the position, replayed on load), the seat to move, the accepted
plans (each a whole turn's actions, in the engine's action form), the best plan's lead over
every other candidate with its standard error, tags, and a starting rating. A damaged file is
refused whole with :class:`PuzzleDataError` naming the file and what is wrong: decoding is
strict (msgspec), every position is replayed and every accepted plan played on it.
"""

from __future__ import annotations

import datetime as _dt
import gzip
import hashlib
import json
import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

import msgspec

from ganesha.data.resources import asset_path
from ganesha.engine import SPICES, Action, GameState, GaneshaError
from ganesha.engine.actions import action_from_data

FILE = "puzzles.json.gz"
FORMAT = "ganesha-puzzles"
VERSION = 2
#: The tags a puzzle may carry: what its answer does (each spice by its effect key).
TAGS: tuple[str, ...] = ("sacrifice", "yellow", "destiny_push", "final", *SPICES)
LEVEL_NAMES = ("medium", "hard", "expert")

Word = Annotated[str, msgspec.Meta(max_length=64)]
Small = Annotated[int, msgspec.Meta(ge=0, le=1_000_000_000_000)]
Lead = Annotated[float, msgspec.Meta(ge=0.0, le=1_000.0)]
Rating = Annotated[int, msgspec.Meta(ge=0, le=4_000)]
ActionValue = (int | Word | None
               | Annotated[list[Annotated[list[Word], msgspec.Meta(max_length=2)]],
                           msgspec.Meta(max_length=4)])
ActionData = Annotated[dict[Word, ActionValue], msgspec.Meta(max_length=4)]
PlanData = Annotated[list[ActionData], msgspec.Meta(min_length=1, max_length=64)]
ConfigValue = bool | int | Word | None | Annotated[list[Word], msgspec.Meta(max_length=4)]


class Strict(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Every part of the file: frozen and nothing unknown (both inherited). No ``kw_only``:
    msgspec makes keyword-only only the fields a class defines itself, and this one has none."""


class EngineGame(Strict, frozen=True):
    """The engine's save text (config and moves); :meth:`GameState.from_json` checks it."""

    format: Word
    version: int
    config: Annotated[dict[Word, ConfigValue], msgspec.Meta(max_length=16)]
    actions: Annotated[list[ActionData], msgspec.Meta(max_length=2_000)]
    digest: Word | None = None


class PuzzleRow(Strict, frozen=True):
    """One puzzle as the file holds it."""

    id: Annotated[str, msgspec.Meta(pattern="^[a-z0-9-]{1,40}$")]
    game: EngineGame
    seat: Annotated[int, msgspec.Meta(ge=0, le=3)]
    plans: Annotated[list[PlanData], msgspec.Meta(min_length=1, max_length=8)]
    played: PlanData
    level: Annotated[str, msgspec.Meta(pattern="^(hard|expert)$")]
    margin: Lead
    margin_se: Lead
    samples: Small
    tags: Annotated[list[Annotated[str, msgspec.Meta(pattern="^(" + "|".join(TAGS) + ")$")]],
                    msgspec.Meta(max_length=len(TAGS))]
    found_by: Annotated[list[Annotated[str, msgspec.Meta(
        pattern="^(" + "|".join(LEVEL_NAMES) + ")$")]], msgspec.Meta(max_length=3)]
    seed: Small
    rating: Rating


class Run(Strict, frozen=True):
    """One run of the recipe: the games ``first`` to ``first + games - 1`` of ``seed``, their
    tables drawn from ``players`` and played on ``simulations``; ``command`` replays it (after
    the runs before it), and the figures are what it screened, kept and agreed on, and the
    final-stage puzzles left out because their game already gave one (``repeats``)."""

    command: Annotated[str, msgspec.Meta(max_length=400)]
    seed: Small
    first: Small
    games: Small
    players: Annotated[list[Annotated[int, msgspec.Meta(ge=2, le=4)]],
                       msgspec.Meta(min_length=1, max_length=12)]
    simulations: Annotated[dict[Annotated[str, msgspec.Meta(pattern="^(hard|expert)$")],
                                Annotated[int, msgspec.Meta(ge=1, le=1_000_000)]],
                           msgspec.Meta(min_length=2, max_length=2)]
    screened: Small
    kept: Small
    agreed: Small
    repeats: Small
    seconds: Annotated[float, msgspec.Meta(ge=0.0)]


class Recipe(Strict, frozen=True):
    """How the set was made: its runs, in order (a later run goes on where the one before
    stopped, so replaying them in order makes the set again)."""

    runs: Annotated[list[Run], msgspec.Meta(min_length=1, max_length=64)]

    @property
    def games(self) -> int:
        return sum(run.games for run in self.runs)

    @property
    def screened(self) -> int:
        return sum(run.screened for run in self.runs)

    @property
    def kept(self) -> int:
        return sum(run.kept for run in self.runs)

    @property
    def agreed(self) -> int:
        return sum(run.agreed for run in self.runs)


class PuzzleFile(Strict, frozen=True):
    format: Literal["ganesha-puzzles"]
    version: Literal[2]
    recipe: Recipe
    puzzles: Annotated[list[PuzzleRow], msgspec.Meta(max_length=100_000)]


Plan = tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle, ready to play: :meth:`position` is where the seat ``seat`` moves."""

    id: str
    save: str  # the engine's save text of the game up to the position
    seat: int
    plans: tuple[Plan, ...]  # the accepted answers, the best first
    played: Plan  # what the level that reached the position played there
    level: str
    margin: float
    margin_se: float
    samples: int
    tags: tuple[str, ...]
    found_by: tuple[str, ...]
    seed: int  # the screening's seed (``build/make_puzzles.py --check`` derives it again)
    rating: int  # the starting rating (see ``ganesha.ai.puzzles.starting_rating``)

    def position(self) -> GameState:
        return GameState.from_json(self.save)


class PuzzleDataError(ValueError):
    """The puzzle file is damaged: the message names the file and what is wrong."""


def _plan(data: Sequence[Mapping[str, object]]) -> Plan:
    return tuple(action_from_data(item) for item in data)


def _puzzle(row: PuzzleRow) -> Puzzle:
    """A decoded row as a puzzle, its position replayed and its answers played on it."""
    try:
        save = json.dumps(msgspec.to_builtins(row.game))
        state = GameState.from_json(save)
        plans = tuple(_plan(p) for p in row.plans)
        played = _plan(row.played)
        for plan in plans:
            work = state.clone()
            for action in plan:
                work.apply(action)
    except (GaneshaError, ValueError) as exc:
        raise ValueError(f"puzzle {row.id}: {exc}") from exc
    if state.is_over or state.current_player != row.seat:
        raise ValueError(f"puzzle {row.id}: seat {row.seat} is not the one to move")
    return Puzzle(row.id, save, row.seat, plans, played, row.level, row.margin, row.margin_se,
                  row.samples, tuple(row.tags), tuple(row.found_by), row.seed, row.rating)


def read(path: Path) -> bytes:
    """The text of the set at ``path``; gzip-compressed when its name ends in ``.gz`` (the
    shipped set is: a save per puzzle compresses about sixfold, and the app's files have a size
    budget). :class:`PuzzleDataError` when it does not decompress."""
    raw = path.read_bytes()
    if path.suffix != ".gz":
        return raw
    try:
        return gzip.decompress(raw)
    except (OSError, EOFError) as exc:
        raise PuzzleDataError(f"{path} is damaged: {exc}") from exc


def decode(text: bytes | str, where: str = "the puzzle file") -> list[Puzzle]:
    """The puzzles of a file's text; :class:`PuzzleDataError` for anything off."""
    try:
        file = msgspec.json.decode(text, type=PuzzleFile, strict=True)
        ids = [row.id for row in file.puzzles]
        if len(set(ids)) != len(ids):
            raise ValueError("a puzzle id is listed twice")
        return [_puzzle(row) for row in file.puzzles]
    except (msgspec.DecodeError, ValueError) as exc:
        raise PuzzleDataError(f"{where} is damaged: {exc}") from exc


def load(path: Path | None = None) -> list[Puzzle]:
    """The puzzles of ``path`` (the shipped set by default, found through
    :mod:`ganesha.data.resources`); :class:`PuzzleDataError` when the file is damaged."""
    if path is None:
        return list(shipped())
    return decode(read(path), str(path))


def made_by(path: Path) -> Recipe:
    """How the set at ``path`` was made (its command and figures, for the recipe's check);
    :class:`PuzzleDataError` when the file is damaged."""
    try:
        return msgspec.json.decode(read(path), type=PuzzleFile, strict=True).recipe
    except (msgspec.DecodeError, ValueError) as exc:
        raise PuzzleDataError(f"{path} is damaged: {exc}") from exc


@lru_cache(maxsize=1)
def shipped() -> tuple[Puzzle, ...]:
    """The shipped set, read once."""
    path = asset_path("puzzles", FILE)
    return tuple(decode(read(path), str(path)))


#: The next puzzle is drawn from those rated within this many points of the player.
NEAR = 150.0


def next_puzzle(puzzles: Sequence[Puzzle], player: float, ratings: Mapping[str, float],
                recent: Collection[str], seed: int) -> Puzzle | None:
    """The next puzzle for a player rated ``player``: one not in ``recent`` (solved lately),
    drawn (seeded) among those whose rating (``ratings``, else the shipped one) is within
    :data:`NEAR` of the player's, else the nearest. None when every puzzle is recent."""
    fresh = sorted((p for p in puzzles if p.id not in recent), key=lambda p: p.id)
    if not fresh:
        return None
    gap = {p.id: abs(ratings.get(p.id, p.rating) - player) for p in fresh}
    near = [p for p in fresh if gap[p.id] <= NEAR]
    if near:
        return random.Random(seed).choice(near)
    return min(fresh, key=lambda p: (gap[p.id], p.id))


def daily(puzzles: Sequence[Puzzle], day: _dt.date) -> Puzzle | None:
    """The puzzle of ``day``: the same for everyone on that date, on every run and machine
    (a digest of the date, never Python's salted ``hash``), drawn over the set in id order."""
    if not puzzles:
        return None
    ordered = sorted(puzzles, key=lambda p: p.id)
    digest = hashlib.sha256(day.isoformat().encode("ascii")).digest()
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]
