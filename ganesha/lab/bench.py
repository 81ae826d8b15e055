"""Speed figures, printed (targets live here, not in timed unit tests): one sub-command per
measure, each with its own options (``python -m ganesha.bench MODE --help``).

    python -m ganesha.bench engine   # full random games per second, 2/3/4 players, spices on
    python -m ganesha.bench ui       # frame times of the busy table during an AI game
    xvfb-run -a python -m ganesha.bench frames --load 2   # whole games as a person plays them:
                                     # every frame, sound on, with the cores loaded
    xvfb-run -a python -m ganesha.bench rest   # CPU share of the app left alone (title, table,
                                     # reduced motion) and how soon it answers an input
    python -m ganesha.bench ai --against 8bb5697   # simulations per CPU-second, now vs a
                                     # commit; medium and final-stage decision times
    python -m ganesha.bench tune --games 40 --iterations 300   # rollout weights by self-play
    python -m ganesha.bench review --games 10   # game review: time per game, label agreement
    python -m ganesha.bench calibrate --games 6   # points lost per turn by level (the review's
                                     # calibration; --write keeps the player's rating scale)
    python -m ganesha.bench calibrate-rated --games 100   # the rated level's strength at
                                     # 1200, 1600 and 2000 against the fixed levels
    python -m ganesha.bench layout   # readability of the table: sizes, text, contrast (JSON)
    python -m ganesha.bench depth --games 100 --iterations 600  # the tree against one level
    python -m ganesha.bench depth --depth 5 --horizon 6 --flat-depth 0 --iterations 6000
                                     # a deeper tree against the level's own depth

The AI's experiments live in :mod:`ganesha.lab.search_bench`, the frames in
:mod:`ganesha.lab.frames`, the resting app in :mod:`ganesha.lab.rest`.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ganesha.data import arguments
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


#: ``add_parser`` of the sub-commands: each mode adds its own parser with it.
NewMode = Callable[..., argparse.ArgumentParser]


def add_engine(new: NewMode) -> None:
    mode = new("engine", help="full random games per second, 2/3/4 players, spices on")
    mode.add_argument("--runs", type=arguments.positive, default=5,
                      help="runs per player count (median)")
    mode.add_argument("--games", type=arguments.positive, default=200, help="games per run")
    mode.set_defaults(run=lambda a: bench_engine(a.runs, a.games))


def add_ui(new: NewMode) -> None:
    mode = new("ui", help="frame times of the busy table during an AI game (dummy driver)")
    mode.add_argument("--frames", type=arguments.positive, default=1500, help="frames to measure")
    mode.add_argument("--players", type=arguments.players, default=4, help="AI seats at the table")
    mode.add_argument("--level", default=None, help="their level (default: the best)")
    mode.add_argument("--seed", type=arguments.seed, default=11)
    mode.set_defaults(run=lambda a: bench_ui(a.frames, a.seed, a.players, a.level))


def add_frames(new: NewMode) -> None:
    mode = new("frames", help="every frame of whole games as a person plays them "
               "(run under xvfb-run -a)")
    mode.add_argument("--games", type=arguments.positive, default=3)
    mode.add_argument("--players", type=arguments.player_counts, default=(2, 3, 4),
                      help="player counts, game by game (2,3,4)")
    mode.add_argument("--level", default="expert,hard,medium,easy",
                      help="the AI seats' levels, game by game")
    mode.add_argument("--speed", default="2", help="animation speed")
    mode.add_argument("--load", type=arguments.count, default=0,
                      help="busy loops beside the game (2 loads both cores)")
    mode.add_argument("--no-sound", action="store_true", help="without the mixer")
    mode.add_argument("--seed", type=arguments.seed, default=11)

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.frames import bench_frames

        counts = ",".join(map(str, a.players))
        return bench_frames(a.games, counts, a.level, a.speed, a.load, not a.no_sound, a.seed)

    mode.set_defaults(run=run)


def add_rest(new: NewMode) -> None:
    from ganesha.lab.rest import CASES

    mode = new("rest", help="CPU share of the app left alone, and how soon it answers input "
               "(run under xvfb-run -a)")
    mode.add_argument("--cases", default=",".join(CASES), help="which, in turn")
    mode.add_argument("--warm", type=arguments.number_or_zero, default=10.0,
                      help="seconds before measuring (the table's glow settles after 8)")
    mode.add_argument("--seconds", type=arguments.positive_number, default=12.0,
                      help="seconds measured")
    mode.add_argument("--events", type=arguments.count, default=8,
                      help="mouse movements posted after")
    mode.add_argument("--sound", action="store_true", help="with the mixer (disk driver)")
    mode.add_argument("--shots", type=Path, default=None, metavar="DIR",
                      help="a PNG of each case's screen as it closed")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.rest import bench_rest

        cases = [c for c in a.cases.split(",") if c]
        unknown = sorted(set(cases) - set(CASES))
        if unknown:
            mode.error(f"no case like {', '.join(unknown)}; choose from {', '.join(CASES)}")
        return bench_rest(cases, a.warm, a.seconds, a.events, a.sound, a.shots)

    mode.set_defaults(run=run)


def add_ai(new: NewMode) -> None:
    mode = new("ai", help="search simulations per CPU-second (optionally against a commit); "
               "medium and final-stage decision times")
    mode.add_argument("--runs", type=arguments.positive, default=5)
    mode.add_argument("--iterations", type=arguments.positive, default=3000,
                      help="simulations per run")
    mode.add_argument("--against", default=None, metavar="REV",
                      help="also measure the search of this git commit, interleaved")
    mode.add_argument("--games", type=arguments.positive, default=30,
                      help="games for the decision times")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.search_bench import bench_ai

        bench_ai(a.runs, a.iterations, a.against, a.games)
        return 0

    mode.set_defaults(run=run)


def add_tune(new: NewMode) -> None:
    mode = new("tune", help="rollout weights by self-play (a coordinate search)")
    mode.add_argument("--games", type=arguments.positive, default=40, help="games per candidate")
    mode.add_argument("--iterations", type=arguments.positive, default=3000,
                      help="simulations per decision (try 300)")
    mode.add_argument("--seed", type=arguments.seed, default=11)
    mode.add_argument("--step", type=arguments.positive_number, default=0.3,
                      help="relative change tried")
    mode.add_argument("--fields", default="slot_match,spice,noise,fill_slot,sacrifice_early,"
                      "sacrifice_late,use_spice", help="RolloutWeights fields, in order")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.search_bench import tune_rollout

        tune_rollout(a.games, a.iterations, a.seed, a.step, [f for f in a.fields.split(",") if f])
        return 0

    mode.set_defaults(run=run)


def add_depth(new: NewMode) -> None:
    mode = new("depth", help="what tree depth buys: the tree against a shallower search")
    mode.add_argument("--games", type=arguments.positive, default=100)
    mode.add_argument("--iterations", type=arguments.positive, default=600,
                      help="the tree's simulations")
    mode.add_argument("--flat-iterations", type=arguments.positive, default=None, metavar="N",
                      help="simulations of the other side (default: the same)")
    mode.add_argument("--seed", type=arguments.seed, default=7)
    for name, default, what in (("depth", 0, "turns in the tree"),
                                ("horizon", 0, "turns before the estimate"),
                                ("flat-depth", 1, "the other side's turns in the tree"),
                                ("flat-horizon", 0, "the other side's horizon")):
        mode.add_argument(f"--{name}", type=arguments.count, default=default, metavar="N",
                          help=f"{what} (0: the level's own)")
    mode.add_argument("--shape", default="", metavar="K=V,...",
                      help="more search options for the tree (outcomes=6,...)")
    mode.add_argument("--flat-shape", default="", metavar="K=V,...",
                      help="more search options for the other side")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.search_bench import bench_depth

        bench_depth(a.games, a.iterations, a.flat_iterations or a.iterations, a.seed, a.depth,
                    a.horizon, a.flat_depth, a.flat_horizon, a.shape, a.flat_shape)
        return 0

    mode.set_defaults(run=run)


def add_reach(new: NewMode) -> None:
    mode = new("reach", help="how deep hard's tree grows at 2, 3 and 4 seats")
    mode.add_argument("--positions", type=arguments.positive, default=12,
                      help="midgame positions a table")
    mode.add_argument("--iterations", type=arguments.positive, default=2500,
                      help="simulations a search (about 1 s of hard on a 2-core machine)")
    mode.add_argument("--seed", type=arguments.seed, default=1)
    mode.add_argument("--shape", default="", metavar="K=V,...",
                      help="more search options (expand_after=8,...)")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.search_bench import bench_reach

        bench_reach(a.positions, a.iterations, a.seed, a.shape)
        return 0

    mode.set_defaults(run=run)


def add_review(new: NewMode) -> None:
    mode = new("review", help="game review: time per game, label agreement")
    mode.add_argument("--games", type=arguments.positive, default=10)
    mode.add_argument("--seed", type=arguments.seed, default=11)

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.review_cli import bench_review

        bench_review(a.games, a.seed, 2)
        return 0

    mode.set_defaults(run=run)


def add_calibrate(new: NewMode) -> None:
    from ganesha.lab.calibrate import EXPERT_CHECK_ITERATIONS

    mode = new("calibrate", help="points lost per turn by level, by the review's count; "
               "--write keeps the player's rating scale")
    mode.add_argument("--games", type=arguments.positive, default=6,
                      help="games a pair of levels (even)")
    mode.add_argument("--seed", type=arguments.seed, default=50)
    mode.add_argument("--jobs", type=arguments.positive, default=2)
    mode.add_argument("--games-file", type=Path, default=None,
                      help="keep the games here and play them only once")
    mode.add_argument("--write", action="store_true",
                      help="write assets/play_ratings.json (run from the repository root)")
    mode.add_argument("--expert-check", type=arguments.count, default=0, metavar="TURNS",
                      help="also check, on up to TURNS turns of hard and expert called worse "
                      "than best, that the better plan shown is among the expert's top three")
    mode.add_argument("--expert-iterations", type=arguments.positive,
                      default=EXPERT_CHECK_ITERATIONS,
                      help="the expert's simulations a position for --expert-check")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.calibrate import calibrate

        command = (f"python -m ganesha.bench calibrate --games {a.games} --seed {a.seed} "
                   f"--jobs {a.jobs} --write")
        out = Path("assets/play_ratings.json") if a.write else None
        ordered = calibrate(a.games, a.seed, a.jobs, a.games_file, out, command,
                            a.expert_check, a.expert_iterations)
        return 0 if ordered else 1

    mode.set_defaults(run=run)


def add_calibrate_rated(new: NewMode) -> None:
    from ganesha.lab import rated

    mode = new("calibrate-rated", help="the rated level's strength at each dial setting, on "
               "the ladder's scale; --write keeps assets/rated_calibration.json")
    mode.add_argument("--targets", type=rated.targets, default="1200,1600,2000",
                      help="dial settings to measure, rising")
    mode.add_argument("--games", type=arguments.positive, default=100,
                      help="games against each opponent (even: every deal from both seats)")
    mode.add_argument("--against", type=rated.opponents, default="",
                      help="opponents for every target (default: the --nearest ladder "
                      "levels to each target)")
    mode.add_argument("--nearest", type=arguments.positive, default=2,
                      help="how many of the ladder's levels nearest each target it meets "
                      "when --against names none")
    mode.add_argument("--seed", type=arguments.seed, default=120)
    mode.add_argument("--jobs", type=arguments.positive, default=1)
    mode.add_argument("--pilot", action="store_true",
                      help="mark the file as a pilot (too few games to settle the figures)")
    mode.add_argument("--write", action="store_true", help="replace the calibration file")
    mode.add_argument("--out", type=Path, default=None, help="write here instead of assets/")
    mode.add_argument("--show", action="store_true", help="print the calibration at --out (the "
                      "committed one by default) with each match's Wilson interval; play nothing")
    mode.set_defaults(run=rated.run)


def add_layout(new: NewMode) -> None:
    mode = new("layout", help="readability of the table: sizes, text, contrast (JSON)")

    def run(a: argparse.Namespace) -> int:
        from ganesha.lab.layout_figures import print_figures

        print_figures()
        return 0

    mode.set_defaults(run=run)


MODES = (add_engine, add_ui, add_frames, add_rest, add_ai, add_tune, add_depth, add_reach,
         add_review, add_calibrate, add_calibrate_rated, add_layout)


def parser() -> argparse.ArgumentParser:
    """The command line: one sub-command per mode, each with its own options and defaults."""
    top = arguments.ToolParser(prog="python -m ganesha.bench",
                               description="Speed figures, printed.")
    modes = top.add_subparsers(dest="mode", required=True, metavar="MODE")
    new = functools.partial(modes.add_parser,
                            formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    for add in MODES:
        add(new)
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    code = args.run(args)
    return code if isinstance(code, int) else 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["MODES", "bench_engine", "bench_ui", "main", "parser", "random_games_per_second"]
