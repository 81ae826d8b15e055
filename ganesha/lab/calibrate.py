"""``python -m ganesha.bench calibrate``: how many points each level loses per turn by the
review's own count, and the player's rating scale read from it.

Games between neighbouring levels (random–easy, easy–medium, medium–hard, hard–expert; 2 players,
each deal played from both seats, the levels at their real budgets) are reviewed seat by seat
with the review's default budget. Each level's **mean points lost per turn** (over every turn it
played, in every pair it sat in) and its standard error are printed, with the differences
between neighbours; a review that sees as far as the expert must order them random > easy >
medium > hard > expert. ``--write`` keeps the figures, with each level's rating from
``assets/ratings.json``, as ``assets/play_ratings.json``: the scale a player's own review is read
against (:mod:`ganesha.data.play_ratings`).

The games are kept in ``--games-file`` (JSON, one saved game each, with the levels that played
it and its deal), so the review can be measured again on the same games without playing them
again, and a calibration with more games plays only the new ones.
"""

from __future__ import annotations

import datetime as _dt
import itertools
import json
import math
import statistics
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ganesha.ai.parent_watch import BoundSpawnContext, bound_child, leave_with_parent
from ganesha.ai.players import make_player
from ganesha.ai.review import FIRST_SAMPLES, MOST_SAMPLES, TurnReview, review_turn, split_turns
from ganesha.ai.search import SearchPlayer
from ganesha.data.ratings import ratings as level_ratings
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.lab.arena import play_game

#: The rungs, weaker first: every level meets its neighbours.
PAIRS: tuple[tuple[str, str], ...] = (
    ("random", "easy"), ("easy", "medium"), ("medium", "hard"), ("hard", "expert"))
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
#: Fewest turns a player's game needs before it is rated (one game of 2 players has about 18).
MIN_TURNS = 8
#: The expert's simulations a position when checking the better plans a review shows.
EXPERT_CHECK_ITERATIONS = 20_000


@dataclass(frozen=True, slots=True)
class Played:
    """One calibration game: the levels in seat order and the whole game."""

    levels: tuple[str, ...]
    game: str  # the engine's JSON of the finished game


def play_one(task: tuple[tuple[str, ...], int]) -> Played:
    """One calibration game: 2 players, the levels at their real budgets."""
    levels, seed = task
    state, _, _ = play_game(GameConfig(players=2, seed=seed), list(levels), seed)
    return Played(levels, state.to_json())


def schedule(games: int, seed: int) -> list[tuple[tuple[str, ...], int]]:
    """Every game to play: ``games`` per pair, each deal once from each seat."""
    tasks: list[tuple[tuple[str, ...], int]] = []
    for rung, (low, high) in enumerate(PAIRS):
        for game in range(games):
            deal = seed * 1_000_003 + rung * 1_000 + game // 2
            tasks.append(((low, high) if game % 2 == 0 else (high, low), deal))
    return tasks


def played_games(path: Path | None, games: int, seed: int, jobs: int) -> list[Played]:
    """The calibration games: those already kept in ``path`` (the same levels and deal) read
    back, the others played and kept there too, so a longer calibration adds to a shorter one."""
    tasks = schedule(games, seed)
    kept: dict[tuple[tuple[str, ...], int], Played] = {}
    if path is not None and path.exists():
        for item in json.loads(path.read_text(encoding="utf-8"))["games"]:
            kept[tuple(item["levels"]), item["deal"]] = Played(tuple(item["levels"]),
                                                               item["game"])
    missing = [task for task in tasks if task not in kept]
    if missing:
        started = time.perf_counter()
        with ProcessPoolExecutor(jobs, mp_context=BoundSpawnContext(),
                             initializer=leave_with_parent) as pool:
            kept.update(zip(missing, pool.map(play_one, missing), strict=True))
        print(f"played {len(missing)} games in {time.perf_counter() - started:.0f} s",
              flush=True)
    if path is not None and missing:
        path.write_text(json.dumps({"games": [
            {"levels": list(levels), "deal": deal, "game": played.game}
            for (levels, deal), played in kept.items()]}), encoding="utf-8")
    return [kept[task] for task in tasks]


def _review_one(task: tuple[GameConfig, list[Action], Any, int, int, int]) -> TurnReview:
    config, actions, turn, seed, first, most = task
    return review_turn(config, actions, turn, seed, first, most)


@dataclass(frozen=True, slots=True)
class Verdict:
    """One reviewed turn of a calibration game: the level that played it, the levels of the
    game, the game, and the review's verdict."""

    level: str
    levels: tuple[str, ...]
    game: GameState
    review: TurnReview


def reviewed(games: list[Played], seed: int, jobs: int, first: int = FIRST_SAMPLES,
             most: int = MOST_SAMPLES) -> list[Verdict]:
    """Every turn of every calibration game reviewed, with the level that played it."""
    work = []
    owners = []
    for played in games:
        state = GameState.from_json(played.game)
        config, actions = state.config, state.player_actions()
        for turn in split_turns(config, actions):
            work.append((config, actions, turn, seed + turn.number, first, most))
            owners.append((played.levels[turn.seat], played.levels, state))
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs, mp_context=BoundSpawnContext(),
                             initializer=leave_with_parent) as pool:
        verdicts = [Verdict(level, levels, state, verdict) for (level, levels, state), verdict
                    in zip(owners, pool.map(_review_one, work, chunksize=4), strict=True)]
    seconds = time.perf_counter() - started
    print(f"reviewed {len(work)} turns of {len(games)} games in {seconds:.0f} s "
          f"({seconds * jobs / max(1, len(games)):.0f} CPU-s a game, both seats)", flush=True)
    return verdicts


def by_level(verdicts: list[Verdict]) -> dict[str, list[float]]:
    """Each level's points lost, turn by turn."""
    losses: dict[str, list[float]] = {level: [] for level in LEVELS}
    for verdict in verdicts:
        losses[verdict.level].append(verdict.review.loss)
    return losses


def expert_top(task: tuple[GameState, int, int]) -> list[Action]:
    """The first actions of the expert's three most visited plans from a position (a fixed
    number of simulations: the same answer on any machine)."""
    state, iterations, seed = task
    player = make_player("expert", seed, think_ms=None, max_iterations=iterations)
    assert isinstance(player, SearchPlayer)
    result = player.search(state)
    return [result.plans[i][0] for i in result.order[:3]]


def expert_check(verdicts: list[Verdict], count: int, iterations: int, jobs: int) -> float:
    """Whether the better plan the review shows is one the expert would also consider good:
    for up to ``count`` turns of the games between hard and expert called worse than best (in
    the games' order), the share whose better plan starts as one of the expert's three most
    visited plans does."""
    shown = [(v.game, v.review) for v in verdicts
             if set(v.levels) == {"hard", "expert"} and v.review.label != "best"][:count]
    tasks = []
    for k, (state, verdict) in enumerate(shown):
        position = replay_to(state, verdict.turn.start)
        # the expert searches a sample of the bag, never the real one
        tasks.append((position.resample(k), iterations, k))
    with ProcessPoolExecutor(jobs, mp_context=BoundSpawnContext(),
                             initializer=leave_with_parent) as pool:
        tops = list(pool.map(expert_top, tasks))
    agreed = sum(verdict.best[0] in top for (_, verdict), top in zip(shown, tops, strict=True))
    share = agreed / len(shown) if shown else float("nan")
    print(f"the better plan shown starts as one of the expert's top three (expert#{iterations}): "
          f"{agreed}/{len(shown)} turns ({share:.0%})", flush=True)
    return share


def replay_to(game: GameState, upto: int) -> GameState:
    """The game's position before its action number ``upto``."""
    state = new_game(game.config)
    for action in game.player_actions()[:upto]:
        state.apply(action)
    return state


def summary(losses: dict[str, list[float]]) -> list[dict[str, Any]]:
    """Each level's mean points lost per turn, its standard error and its turns."""
    rows = []
    for level in LEVELS:
        values = losses.get(level, [])
        mean = statistics.fmean(values) if values else math.nan
        se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
        rows.append({"level": level, "loss_per_turn": mean, "se": se, "turns": len(values)})
    return rows


def report(rows: list[dict[str, Any]]) -> bool:
    """Print the table and the differences between neighbours; whether it is ordered."""
    print(f"{'level':<8} {'points lost / turn':>19} {'± se':>6} {'turns':>6}")
    for row in rows:
        print(f"{row['level']:<8} {row['loss_per_turn']:>19.3f} {row['se']:>6.3f} "
              f"{row['turns']:>6}")
    ordered = True
    for weaker, stronger in itertools.pairwise(rows):
        gap = weaker["loss_per_turn"] - stronger["loss_per_turn"]
        se = math.hypot(weaker["se"], stronger["se"])
        ordered = ordered and gap > 0
        ratio = f"{gap / se:+.1f} se" if se > 0 else "no spread"
        print(f"  {weaker['level']} − {stronger['level']}: {gap:+.3f} ± {se:.3f} ({ratio})")
    print("ordered random > easy > medium > hard > expert:", "yes" if ordered else "NO")
    return ordered


def commit_now() -> str:
    """The checkout's commit (read when a measurement starts: the code it measures)."""
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                          text=True, check=False, preexec_fn=bound_child()).stdout.strip()


def write(rows: list[dict[str, Any]], path: Path, command: str, commit: str = "") -> None:
    """Keep the calibration as the player's rating scale: each level's loss and its rating."""
    ratings = level_ratings()
    data = {
        "about": "Mean points lost per turn by the game review's count, per AI level, from "
                 "games between neighbouring levels reviewed seat by seat; a player's rating "
                 "is read off this scale (ganesha.data.play_ratings). Ratings from ratings.json.",
        "command": command,
        "date": _dt.date.today().isoformat(),
        "commit": commit,
        "min_turns": MIN_TURNS,
        "levels": [{"level": row["level"], "rating": round(ratings[row["level"]].rating),
                    "loss_per_turn": round(row["loss_per_turn"], 3), "se": round(row["se"], 3),
                    "turns": row["turns"]} for row in rows],
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}")


def calibrate(games: int, seed: int, jobs: int, games_file: Path | None,
              out: Path | None, command: str, expert_turns: int = 0,
              expert_iterations: int = EXPERT_CHECK_ITERATIONS) -> bool:
    """The whole measurement (module docstring); whether the levels came out ordered."""
    commit = commit_now()
    played = played_games(games_file, games, seed, jobs)
    verdicts = reviewed(played, seed, jobs)
    rows = summary(by_level(verdicts))
    ordered = report(rows)
    if expert_turns:
        expert_check(verdicts, expert_turns, expert_iterations, jobs)
    if out is not None:
        write(rows, out, command, commit)
    return ordered
