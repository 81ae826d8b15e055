"""Puzzle documents for the loader's and the rating's tests: real positions of a seeded game, in
the shipped file's form."""

from __future__ import annotations

import json
from typing import Any

from ganesha.ai.heuristics import ends_turn
from ganesha.data import puzzles
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.engine.actions import action_to_data


def first_turn(state: GameState) -> tuple[Action, ...]:
    """A whole turn from ``state``: the first legal choice at each decision."""
    work = state.clone()
    plan: list[Action] = []
    while not plan or not ends_turn(plan[-1]):
        plan.append(work.legal_actions()[0])
        work.apply(plan[-1])
    return tuple(plan)


def position(upto: int, seed: int = 11) -> GameState:
    """A two-player game after ``upto`` actions (the first legal choice each time)."""
    state = new_game(GameConfig(players=2, seed=seed))
    for _ in range(upto):
        state.apply(state.legal_actions()[0])
    return state


def row(ident: str, upto: int = 0, rating: int = 1500) -> dict[str, Any]:
    """One puzzle as the file holds it: the position after ``upto`` actions, its first turn
    the answer."""
    state = position(upto)
    plan = [action_to_data(a) for a in first_turn(state)]
    return {"id": ident, "game": json.loads(state.to_json()), "seat": state.current_player,
            "plans": [plan], "played": plan, "level": "hard", "margin": 4.0,
            "margin_se": 0.5, "samples": 128, "tags": ["sacrifice"], "found_by": ["hard"],
            "seed": 5, "rating": rating}


def document(*rows: dict[str, Any]) -> dict[str, Any]:
    return {"format": puzzles.FORMAT, "version": puzzles.VERSION,
            "recipe": {"runs": [{"command": "python build/make_puzzles.py --seed 1 --games 1",
                                 "seed": 1, "first": 0, "games": 1, "players": [2, 3, 4],
                                 "simulations": {"hard": 1000, "expert": 2000},
                                 "screened": 10, "kept": 1, "agreed": 1, "repeats": 0,
                                 "seconds": 3.5}]},
            "puzzles": list(rows)}


def text(*rows: dict[str, Any]) -> str:
    return json.dumps(document(*rows))
