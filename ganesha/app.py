"""Entry point of the ``ganesha`` command.

Until the table scene exists this prints a text account of a demo game between AI seats.
"""

from __future__ import annotations

import argparse

from .ai import make_player
from .engine import GameConfig, new_game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ganesha", description="Ganesha, the gem-drafting game")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--side", choices=("day", "night"), default="day")
    args = parser.parse_args(argv)
    config = GameConfig(players=args.players, seed=args.seed, side=args.side)
    state = new_game(config)
    seats = [make_player("random", args.seed + seat) for seat in range(args.players)]
    while not state.is_over:
        action = seats[state.current_player].choose(state)
        print(f"round {state.round}: {state.describe(action)}")
        state.apply(action)
    names = config.seat_names
    print("Final scores: " + ", ".join(f"{names[i]} {s}" for i, s in enumerate(state.scores)))
    print(f"Winner: {names[state.winner]}")
    return 0
