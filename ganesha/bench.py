"""Speed figures, printed (targets live here, not in timed unit tests).

    python -m ganesha.bench engine   # full random games per second, 2/3/4 players, spices on
    python -m ganesha.bench ui       # frame times of the busy table during an AI game
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from .engine import GameConfig, new_game


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
    from .app import best_level
    from .match import Match
    from .ui.run import RunOptions, run
    from .vocabulary import speed_named

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
    thinking = [t for t, busy in zip(options.frame_times[30:], options.thinking[30:]) if busy]
    print(f"ui: {len(times)} frames, 1280×800, dummy driver, {players} AI seats ({level}), 2× speed")
    print(f"  frame ms: median {statistics.median(times):.2f}, p99 {p99:.2f}, max {max(times):.2f}")
    if thinking:
        print(f"  while an AI was thinking ({len(thinking)} frames): max {max(thinking):.2f} ms")
    print("  target: median ≤ 4 ms, p99 ≤ 12 ms, no frame over 50 ms while an AI is thinking")
    return code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ganesha.bench")
    parser.add_argument("what", choices=("engine", "ui"))
    parser.add_argument("--frames", type=int, default=1500, help="ui: frames to measure")
    parser.add_argument("--players", type=int, default=4, help="ui: seats at the table")
    parser.add_argument("--level", default=None, help="ui: AI level (default: the best)")
    parser.add_argument("--seed", type=int, default=11, help="ui: game seed")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    if args.what == "engine":
        bench_engine(args.runs, args.games)
    elif args.what == "ui":
        return bench_ui(args.frames, args.seed, args.players, args.level)
    return 0


if __name__ == "__main__":
    sys.exit(main())
