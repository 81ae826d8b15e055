"""Speed figures, printed (targets live here, not in timed unit tests).

    python -m ganesha.bench engine   # full random games per second, 2/3/4 players, spices on
    python -m ganesha.bench ui       # frame times of the busy table during an AI game
    xvfb-run -a python -m ganesha.bench frames --load 2   # whole games as a person plays them:
                                     # every frame, sound on, with the cores loaded
    python -m ganesha.bench ai --against 8bb5697   # simulations per CPU-second, now vs a
    commit;
                                     # medium and final-stage decision times
    python -m ganesha.bench tune --games 40 --iterations 300   # rollout weights by self-play
    python -m ganesha.bench review --games 10   # game review: time per game, label agreement
    python -m ganesha.bench layout   # readability of the table: sizes, text, contrast (JSON)
    python -m ganesha.bench depth --games 100 --iterations 600  # the tree against one level
    python -m ganesha.bench depth --depth 5 --horizon 6 --flat-depth 0 --iterations 6000
                                     # a deeper tree against the level's own depth
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from ganesha.engine import GameConfig, new_game


def random_games_per_second(players: int, games: int, seed: int) -> float:
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(games):
        state = new_game(GameConfig(players=players, spices=True, seed=seed + i))
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    return games / (time.perf_counter() - start)


def bench_engine(runs: int, games: int) -> None:
    print(f"engine: full random games per second, spices on (median of {runs} runs × "
          f"{games} games, one core)")
    for players in (2, 3, 4):
        rates = [random_games_per_second(players, games, 1000 * run) for run in range(runs)]
        print(f"  {players} players: {statistics.median(rates):8.1f} games/s "
              f"(min {min(rates):.1f}, max {max(rates):.1f})")
    print("  target: ≥ 150 games/s for 4 players")


def bench_ui(frames: int, seed: int, players: int, level: str | None) -> int:
    """Frame time (event handling + update + draw + flip) of the table at 1280×800 with the
    dummy video driver, while AI seats play a 4-player game with animations at 2× speed."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ganesha.app import best_level
    from ganesha.data.match import Match
    from ganesha.data.vocabulary import speed_named
    from ganesha.ui.shell.loop import RunOptions, run

    level = level or best_level()
    match = Match(GameConfig(players=players, seed=seed, side="night"), (level,) * players)
    options = RunOptions(match=match, speed=speed_named("2"), demo=True, max_frames=frames)
    code = run(options)
    times = options.frame_times[30:]  # the first frames build caches
    if not times:
        print("ui: no frames measured")
        return 1
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    thinking = [t for t, busy in zip(options.frame_times[30:], options.thinking[30:],
                                     strict=True) if busy]
    print(f"ui: {len(times)} frames, 1280×800, dummy driver, {players} AI seats ({level}), "
          "2× speed")
    print(f"  frame ms: median {statistics.median(times):.2f}, p99 {p99:.2f}, max {max(times):.2f}")
    if thinking:
        print(f"  while an AI was thinking ({len(thinking)} frames): max {max(thinking):.2f} ms")
    print("  target: median ≤ 4 ms, p99 ≤ 12 ms, no frame over 50 ms while an AI is thinking")
    return code


#: Run in a fresh interpreter (this tree's or an older commit's package on PYTHONPATH): the
#: hard search at the 2-player opening with a fixed iteration cap, timed in CPU seconds.
_SIMS_SNIPPET = """
import sys, time
from ganesha.ai.search import SearchPlayer
from ganesha.engine import GameConfig, new_game
seed, cap = int(sys.argv[1]), int(sys.argv[2])
state = new_game(GameConfig(players=2, seed=seed))
player = SearchPlayer(seed, think_ms=None, max_iterations=cap)
start = time.process_time()
result = player.search(state)
print(result.iterations / (time.process_time() - start))
"""


def _sims_per_cpu_second(root: str, seed: int, cap: int) -> float:
    import os
    import subprocess

    env = dict(os.environ, PYTHONPATH=root)
    # cwd=root too: ``python -c`` puts the working directory first on sys.path.
    out = subprocess.run([sys.executable, "-c", _SIMS_SNIPPET, str(seed), str(cap)], env=env,
                         cwd=root, capture_output=True, text=True, check=True).stdout
    return float(out.strip())


def bench_ai(runs: int, iterations: int, against: str | None, games: int) -> None:
    """Search speed (now, and an older commit's in the same run, interleaved so both see the
    same machine load), then decision times of medium and of the exact final stage."""
    import pathlib
    import subprocess
    import tempfile

    here = str(pathlib.Path(__file__).resolve().parents[2])
    print(f"ai: hard search at the 2-player opening, {iterations} simulations, CPU time, "
          f"median of {runs} runs (seeds 1..{runs})")
    with tempfile.TemporaryDirectory() as old_root:
        if against:
            archive = subprocess.run(["git", "-C", here, "archive", against, "ganesha"],
                                     capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", old_root], input=archive, check=True)
        now, before = [], []
        for run in range(1, runs + 1):
            now.append(_sims_per_cpu_second(here, run, iterations))
            if against:
                before.append(_sims_per_cpu_second(old_root, run, iterations))
    print(f"  this tree: {statistics.median(now):8.0f} simulations per CPU-second "
          f"(min {min(now):.0f}, max {max(now):.0f})")
    if before:
        print(f"  {against}: {statistics.median(before):8.0f} simulations per CPU-second "
              f"(min {min(before):.0f}, max {max(before):.0f}); ratio "
              f"{statistics.median(now) / statistics.median(before):.2f}x")
    _decision_times(games)


def _decision_times(games: int) -> None:
    from ganesha.ai import make_player
    from ganesha.ai.final import best_final
    from ganesha.engine import Phase

    medium: list[float] = []
    final: list[float] = []
    for game in range(games):
        players = 2 + game % 3
        state = new_game(GameConfig(players=players, seed=500 + game))
        seats = [make_player("medium", game * 7 + seat) for seat in range(players)]
        while not state.is_over:
            start = time.perf_counter()
            if state.phase == Phase.FINAL:
                action = best_final(state)
                final.append(time.perf_counter() - start)
            else:
                action = seats[state.current_player].choose(state.clone())
                medium.append(time.perf_counter() - start)
            state.apply(action)
    for label, times in (("medium decision", medium), ("final-stage solve", final)):
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        print(f"  {label}: {len(times)} decisions over {games} games (2-4 players), wall ms: "
              f"median {1000 * statistics.median(times):.2f}, p95 {1000 * p95:.2f}, "
              f"max {1000 * max(times):.2f}")
    print("  targets: simulations ≥ 2x the issue-11 baseline; medium and final stage ≤ 50 ms")


def tune_rollout(games: int, iterations: int, seed: int, step: float,
                 fields: list[str]) -> None:
    """Coordinate search over :class:`RolloutWeights` by self-play: for each field, the hard
    search with the field scaled by ``1 - step`` and ``1 + step`` plays the current weights
    over ``games`` games (each deal from both seats, fixed simulation counts, so the output is
    reproducible); a change is kept only when its Wilson 95% lower bound is above 50%."""
    import dataclasses

    from ganesha.ai import make_player
    from ganesha.ai.rollout import DEFAULT_WEIGHTS, RolloutWeights
    from ganesha.lab.arena import wilson_interval

    def match(candidate: RolloutWeights, current: RolloutWeights) -> int:
        wins = 0
        for game in range(games):
            config = GameConfig(players=2, seed=seed * 100_003 + game // 2)
            side = game % 2  # the candidate's seat: every deal is played from both seats
            weights = [current, current]
            weights[side] = candidate
            seats = [make_player("hard", seed + 7 * game + i, max_iterations=iterations,
                                 weights=weights[i]) for i in range(2)]
            state = new_game(config)
            while not state.is_over:
                state.apply(seats[state.current_player].choose(state.clone()))
            wins += state.winner == side
        return wins

    current = DEFAULT_WEIGHTS
    print(f"tune: {games} games per candidate, hard#{iterations} self-play, step ±{step:.0%}, "
          f"seed {seed}")
    for name in fields:
        for factor in (1.0 - step, 1.0 + step):
            value = round(getattr(current, name) * factor, 4)
            candidate = dataclasses.replace(current, **{name: value})
            wins = match(candidate, current)
            low, high = wilson_interval(wins, games)
            kept = low > 0.5
            print(f"  {name}={value:<8} won {wins}/{games} ({low:.0%}-{high:.0%})"
                  f"{'  kept' if kept else ''}", flush=True)
            if kept:
                current = candidate
                break
    print(f"  result: {current}")


def shape_options(spec: str) -> dict[str, Any]:
    """``"outcomes=6,expand_after=16"`` → search player options (numbers only), for the
    experiments that compare tree shapes without a flag per knob."""
    options: dict[str, Any] = {}
    for item in filter(None, spec.split(",")):
        name, _, text = item.partition("=")
        options[name.strip()] = float(text) if "." in text else int(text)
    return options


def bench_depth(games: int, iterations: int, flat_iterations: int, seed: int,
                depth: int = 0, horizon: int = 0, flat_depth: int = 1,
                flat_horizon: int = 0, shape: str = "", flat_shape: str = "") -> None:
    """What tree depth buys: the hard search at ``depth`` turns (0: the level's own cap,
    ``search.DEFAULT_DEPTH``, which the visits rarely reach) against the same search at
    ``flat_depth`` (default 1: our own plans only, opponents in the rollouts), 2 players, each
    deal from both seats, fixed simulation counts (reproducible). ``horizon`` /
    ``flat_horizon``: turns from the root before the estimate (0: the level's own, two
    rounds). ``shape`` / ``flat_shape``: more search player options for each side
    (:func:`shape_options`). Prints each side's simulations per CPU-second, since a deeper
    tree costs more per simulation."""
    import math

    from ganesha.ai.search import SearchPlayer
    from ganesha.lab.arena import wilson_interval

    wins = 0
    work = [[0, 0.0], [0, 0.0]]  # [simulations, CPU seconds]: the tree's side, the other side
    print(f"depth: tree#{iterations} (depth {depth or 'default'}, horizon "
          f"{horizon or 'default'}{', ' + shape if shape else ''}) vs #{flat_iterations} (depth "
          f"{flat_depth or 'default'}, horizon {flat_horizon or 'default'}"
          f"{', ' + flat_shape if flat_shape else ''}), {games} games, seed {seed}")
    for game in range(games):
        side = game % 2  # the tree's seat: every deal is played from both seats
        budgets = [(flat_iterations, flat_depth, flat_horizon, shape_options(flat_shape))] * 2
        budgets[side] = (iterations, depth, horizon, shape_options(shape))
        seats = [SearchPlayer(seed * 77 + game * 5 + i, think_ms=None,
                              max_iterations=cap, depth=d or None, horizon=hz or None, **more)
                 for i, (cap, d, hz, more) in enumerate(budgets)]
        state = new_game(GameConfig(players=2, seed=seed * 1000 + game // 2))
        while not state.is_over:
            player = seats[state.current_player]
            before, started = player.last, time.process_time()
            state.apply(player.choose(state.clone()))
            if player.last is not before and player.last is not None:
                tally = work[0 if player is seats[side] else 1]
                tally[0] += player.last.iterations
                tally[1] += time.process_time() - started
        wins += state.winner == side
        if (game + 1) % 10 == 0:
            print(f"  ... {game + 1} games: the tree won {wins}", flush=True)
    low, high = wilson_interval(wins, games)
    rate = wins / games if games else math.nan
    speeds = [sims / cpu if cpu else math.nan for sims, cpu in work]
    print(f"  the tree won {wins}/{games} = {rate:.1%} (95% CI {low:.0%}-{high:.0%}); "
          f"simulations per CPU-second {speeds[0]:.0f} vs {speeds[1]:.0f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ganesha.bench")
    parser.add_argument("what", choices=("engine", "ui", "frames", "ai", "tune", "depth",
                                         "layout", "review"))
    parser.add_argument("--frames", type=int, default=1500, help="ui: frames to measure")
    parser.add_argument("--players", default=None,
                        help="ui: seats at the table (4); frames: counts in turn (2,3,4)")
    parser.add_argument("--level", default=None, help="ui: AI level (default: the best); "
                        "frames: the AI seats' levels in turn (expert,hard,medium,easy)")
    parser.add_argument("--speed", default="2", help="frames: animation speed")
    parser.add_argument("--load", type=int, default=0,
                        help="frames: busy loops beside the game (2 loads both cores)")
    parser.add_argument("--no-sound", action="store_true", help="frames: without the mixer")
    parser.add_argument("--seed", type=int, default=11, help="ui, tune: seed")
    parser.add_argument("--step", type=float, default=0.3, help="tune: relative change tried")
    parser.add_argument("--fields", default="slot_match,spice,noise,fill_slot,sacrifice_early,"
                        "sacrifice_late,use_spice", help="tune: RolloutWeights fields, in order")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200, help="engine: games per run; ai: "
                        "games for the decision times (default 30 for ai); frames: games "
                        "(default 3)")
    parser.add_argument("--iterations", type=int, default=3000,
                        help="ai: simulations per run; tune: per decision (try 300)")
    parser.add_argument("--flat-iterations", type=int, default=None, metavar="N",
                        help="depth: simulations of the one-level search (default: the same)")
    parser.add_argument("--depth", type=int, default=0, metavar="D",
                        help="depth: turns in the tree (0: the level's own)")
    parser.add_argument("--horizon", type=int, default=0, metavar="H",
                        help="depth: turns before the estimate (0: the level's own)")
    parser.add_argument("--flat-depth", type=int, default=1, metavar="D",
                        help="depth: the other side's turns in the tree (0: the level's own)")
    parser.add_argument("--flat-horizon", type=int, default=0, metavar="H",
                        help="depth: the other side's horizon (0: the level's own)")
    parser.add_argument("--shape", default="", metavar="K=V,...",
                        help="depth: more search options for the tree (outcomes=6,...)")
    parser.add_argument("--flat-shape", default="", metavar="K=V,...",
                        help="depth: more search options for the other side")
    parser.add_argument("--against", default=None, metavar="REV",
                        help="ai: also measure the search of this git commit, interleaved")
    args = parser.parse_args(argv)
    if args.what == "engine":
        bench_engine(args.runs, args.games)
    elif args.what == "ai":
        bench_ai(args.runs, args.iterations, args.against,
                 30 if args.games == 200 else args.games)
    elif args.what == "tune":
        tune_rollout(40 if args.games == 200 else args.games, args.iterations, args.seed,
                     args.step, [f for f in args.fields.split(",") if f])
    elif args.what == "depth":
        bench_depth(100 if args.games == 200 else args.games,
                    600 if args.iterations == 3000 else args.iterations,
                    args.flat_iterations or (600 if args.iterations == 3000 else args.iterations),
                    7 if args.seed == 11 else args.seed, args.depth, args.horizon,
                    args.flat_depth, args.flat_horizon, args.shape, args.flat_shape)
    elif args.what == "review":
        from ganesha.lab.review_cli import bench_review

        bench_review(10 if args.games == 200 else args.games, args.seed, 2)
    elif args.what == "layout":
        from ganesha.lab.layout_figures import print_figures

        print_figures()
    elif args.what == "ui":
        return bench_ui(args.frames, args.seed, int(args.players or 4), args.level)
    elif args.what == "frames":
        from ganesha.lab.frames import bench_frames

        return bench_frames(3 if args.games == 200 else args.games, args.players or "2,3,4",
                            args.level or "expert,hard,medium,easy", args.speed, args.load,
                            not args.no_sound, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
