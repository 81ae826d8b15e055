"""Speed figures, printed (targets live here, not in timed unit tests).

    python -m ganesha.bench engine   # full random games per second, 2/3/4 players, spices on
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ganesha.bench")
    parser.add_argument("what", choices=("engine",))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    if args.what == "engine":
        bench_engine(args.runs, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
