"""Fingerprints of whole seeded random games, to prove that an engine change (a speed-up, a
refactor) leaves every game identical: same legal actions at every step, same draws, same
scores. Record before a change, compare after::

    python -m tests.helpers.game_digests --games 2000 > before.txt   # (then again > after.txt)
    cmp before.txt after.txt

``tests/engine/test_game_digests.py`` keeps a small committed sample of these lines so the
everyday suite catches an accidental change too.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import random
import sys

from ganesha.engine import GameConfig, new_game

#: Every configuration the engine offers: player count, board side, spices, both variant rules.
CONFIGS: tuple[tuple[int, str, bool, bool, bool], ...] = tuple(
    itertools.product((2, 3, 4), ("day", "night"), (True, False), (True, False), (True, False)))


def config_for(index: int) -> GameConfig:
    players, side, spices, drum, fourth = CONFIGS[index % len(CONFIGS)]
    return GameConfig(players=players, side=side, spices=spices, drum_bonus=drum,
                      fourth_seat_bonus=fourth, seed=index * 7919 + 13)


def game_digest(index: int) -> str:
    """One line: the config and a hash over every step's legal actions, state digest, scores,
    per-source points and the history (chance results included)."""
    config = config_for(index)
    rng = random.Random(index)
    state = new_game(config)
    h = hashlib.sha256()
    while True:
        legal = state.legal_actions()
        h.update(repr((legal, state.digest(), state.scores, state.phase,
                       state.current_player)).encode())
        if state.is_over:
            break
        state.apply(rng.choice(legal))
    h.update(repr((state.history, state.points_by_source, state.winner)).encode())
    c = config
    return (f"{index} {c.players}p {c.side} spices={c.spices:d} drum={c.drum_bonus:d} "
            f"fourth={c.fourth_seat_bonus:d} {h.hexdigest()[:24]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.helpers.game_digests")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args(argv)
    for index in range(args.start, args.start + args.games):
        sys.stdout.write(game_digest(index) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
