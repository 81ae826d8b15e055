"""The reliability run, ``python -m ganesha.arena --soak``: thousands of checked games.

It spreads ``--games`` (default 10 000) over every configuration (player count × side × spices
× both rule variants) *and* every AI level mix of :data:`SOAK_MIXES` (the search levels with a
small deterministic simulation cap, ``--hard-iterations``), and checks the engine's invariants
after every action (see :func:`soak_game`). A failing game is reported with its seed and the
command that replays it alone (``--start N --games 1``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
import traceback
from typing import Any

from ganesha.ai import LEVELS, SEARCH_LEVELS, make_player
from ganesha.ai.parent_watch import BoundSpawnContext, leave_with_parent
from ganesha.engine import GameConfig, GameState, invariants, new_game, replay
from ganesha.engine.invariants import InvariantBroken

#: The AI level mixes of ``--soak``: seat ``i`` of game ``g`` plays ``mix[(i + g) % len(mix)]``,
#: so every level sits in every seat. Each mix meets each configuration equally often.
SOAK_MIXES: tuple[tuple[str, ...], ...] = (
    ("random",), ("easy",), ("medium",), ("hard",), ("expert",),
    ("random", "easy"), ("easy", "medium"), ("medium", "hard"), ("random", "hard"),
    ("hard", "expert"), ("random", "easy", "medium", "hard", "expert"),
)
SOAK_HARD_ITERATIONS = 16
#: What :func:`soak_game` checks, in the order the report lists them.
SOAK_INVARIANTS = (
    "gems_per_colour",      # after every action: each colour's gems add up to 8/10/12 (no area < 0)
    "scores",               # after every action: scores >= 0 and each = sum of points_by_source
    "legal_until_over",     # before every decision: legal actions non-empty while not over
    "over_has_no_actions",  # at the end: legal_actions() empty, a winner seat named
    "replay_digest",        # at the end: replay(config, player_actions()) gives the same digest
    "json_round_trip",      # at the end (and once mid-game): from_json(to_json()) same digest
)


def configurations(players: list[int], sides: list[str], spices: list[bool],
                   variants: list[bool]) -> list[dict[str, Any]]:
    return [
        {"players": p, "side": side, "spices": sp, "drum_bonus": drum, "fourth_seat_bonus": fourth}
        for p, side, sp, drum, fourth in itertools.product(players, sides, spices, variants,
                                                           variants)
    ]


def check_after_action(state: GameState, counts: dict[str, int], after: str) -> None:
    """The engine's invariants (ganesha.engine.invariants), each counted for the report."""
    invariants.check_gems(state, after)
    counts["gems_per_colour"] += 1
    invariants.check_scores(state, after)
    counts["scores"] += 1


def _check_round_trip(state: GameState, counts: dict[str, int], when: str) -> None:
    text = state.to_json()
    loaded = GameState.from_json(text)
    if loaded.digest() != state.digest() or loaded.to_json() != text:
        raise InvariantBroken(f"to_json/from_json does not round-trip {when}")
    counts["json_round_trip"] += 1


def soak_players(levels: list[str], seed: int, hard_iterations: int) -> list[Any]:
    """One player per seat; the search levels get a deterministic iteration cap instead of a
    clock budget, so a failing game replays identically from its seed."""
    return [make_player(level, seed * 31 + seat, max_iterations=hard_iterations)
            if level in SEARCH_LEVELS else make_player(level, seed * 31 + seat)
            for seat, level in enumerate(levels)]


def soak_game(config: GameConfig, levels: list[str], seed: int,
              hard_iterations: int = SOAK_HARD_ITERATIONS) -> tuple[int, dict[str, int]]:
    """Play one game with every :data:`SOAK_INVARIANTS` check; returns (decisions, checks made).
    A broken invariant raises :class:`InvariantBroken`."""
    counts = dict.fromkeys(SOAK_INVARIANTS, 0)
    players = soak_players(levels, seed, hard_iterations)
    state = new_game(config)
    check_after_action(state, counts, "after the set-up")
    decisions = 0
    midgame = 40 + seed % 60  # one mid-game save round trip, at a seed-dependent moment
    while not state.is_over:
        if not state.legal_actions():
            raise InvariantBroken(f"no legal action in phase {state.phase} of an unfinished game")
        counts["legal_until_over"] += 1
        action = players[state.current_player].choose(state.clone())
        state.apply(action)
        decisions += 1
        check_after_action(state, counts, f"after decision {decisions} ({action!r})")
        if decisions == midgame:
            _check_round_trip(state, counts, f"after decision {decisions}")
    if state.legal_actions() or state.winner is None:
        raise InvariantBroken("a finished game still offers actions or names no winner")
    counts["over_has_no_actions"] += 1
    if replay(config, state.player_actions()).digest() != state.digest():
        raise InvariantBroken("replaying the history does not reproduce the final position")
    counts["replay_digest"] += 1
    _check_round_trip(state, counts, "at the end")
    return decisions, counts


def _soak_task(task: tuple[int, dict[str, Any], list[str], int, int]) -> dict[str, Any]:
    game, options, levels, seed, hard_iterations = task
    try:
        config = GameConfig(seed=seed, **options)
        decisions, counts = soak_game(config, levels, seed, hard_iterations)
    except Exception as exc:  # count, report with the seed, go on
        return {"game": game, "error": {"game": game, "seed": seed, "config": options,
                                        "levels": levels, "error": repr(exc),
                                        "traceback": traceback.format_exc()}}
    return {"game": game, "decisions": decisions, "checks": counts, "levels": levels}


def soak_tasks(games: int, start: int, seed: int,
               hard_iterations: int) -> list[tuple[int, dict[str, Any], list[str], int, int]]:
    """Game ``g`` plays configuration ``g % 48`` with mix ``(g // 48) % len(SOAK_MIXES)``, so
    every (configuration, mix) pair comes round once every 48 × 9 games."""
    configs = configurations([2, 3, 4], ["day", "night"], [True, False], [True, False])
    tasks = []
    for game in range(start, start + games):
        options = configs[game % len(configs)]
        mix = SOAK_MIXES[(game // len(configs)) % len(SOAK_MIXES)]
        levels = [mix[(i + game) % len(mix)] for i in range(options["players"])]
        tasks.append((game, options, levels, seed * 1_000_003 + game, hard_iterations))
    return tasks


def run_soak(args: argparse.Namespace) -> dict[str, Any]:
    games = args.games if args.games is not None else 10_000
    tasks = soak_tasks(games, args.start, args.seed, args.hard_iterations)
    checks = dict.fromkeys(SOAK_INVARIANTS, 0)
    games_with_level = dict.fromkeys(LEVELS, 0)
    errors: list[dict[str, Any]] = []
    decisions = 0
    started = time.perf_counter()
    jobs = max(1, args.jobs)
    pool = None
    if jobs == 1:
        results: Any = map(_soak_task, tasks)
    else:
        pool = BoundSpawnContext().Pool(jobs, initializer=leave_with_parent)
        results = pool.imap_unordered(_soak_task, tasks, chunksize=8)
    try:
        for done, result in enumerate(results, 1):
            if "error" in result:
                errors.append(result["error"])
            else:
                decisions += result["decisions"]
                for name, n in result["checks"].items():
                    checks[name] += n
                for level in set(result["levels"]):
                    games_with_level[level] += 1
            if args.progress and done % args.progress == 0:
                print(f"... {done}/{games} games, {len(errors)} errors, "
                      f"{time.perf_counter() - started:.0f}s", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    errors.sort(key=lambda e: e["game"])
    for err in errors:
        err["replay"] = (f"python -m ganesha.arena --soak --seed {args.seed} --start {err['game']}"
                         f" --games 1 --hard-iterations {args.hard_iterations}")
    return {
        "soak": True, "games": games, "start": args.start, "seed": args.seed,
        "errors": len(errors), "decisions": decisions,
        "seconds": time.perf_counter() - started, "jobs": jobs,
        "configurations": 48, "mixes": [list(m) for m in SOAK_MIXES],
        "hard_iterations": args.hard_iterations,
        "games_with_level": games_with_level, "checks": checks,
        "error_details": errors[:20],
    }


def print_soak_report(report: dict[str, Any]) -> None:
    print(f"soak: games {report['games']}  decisions {report['decisions']}  "
          f"errors {report['errors']}  time {report['seconds']:.1f}s  jobs {report['jobs']}  "
          f"configurations {report['configurations']}  mixes {len(report['mixes'])}  "
          f"hard iterations {report['hard_iterations']}")
    print("games with each level: " + ", ".join(
        f"{level} {n}" for level, n in report["games_with_level"].items()))
    print("invariants checked: " + ", ".join(
        f"{name} {n}" for name, n in report["checks"].items()))
    for err in report["error_details"]:
        print(f"ERROR game {err['game']} seed {err['seed']} {err['config']} {err['levels']}: "
              f"{err['error']}\n  replay: {err['replay']}\n{err['traceback']}", file=sys.stderr)
