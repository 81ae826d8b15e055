"""``python -m ganesha.review SAVE.json``: the game review of a saved game, as text or JSON.

Reads any saved game the app writes (Continue, Last game, Earlier game: a save file with its
seats) or a bare game (the engine's own JSON), reviews the human seats unless ``--seats`` names
others, and prints one line per turn: the label, the points lost with their standard error, and
the best plan found in the log's words. ``--jobs`` reviews turns on several cores.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from ganesha.ai.parent_watch import BoundSpawnContext, leave_with_parent
from ganesha.ai.review import (
    FIRST_SAMPLES,
    MOST_SAMPLES,
    Review,
    TurnReview,
    review_turn,
    split_turns,
)
from ganesha.data.arguments import ToolParser, check_seats, positive, seat_numbers, seed
from ganesha.data.play_ratings import min_turns, rate
from ganesha.data.vocabulary import HUMAN
from ganesha.engine import Action, GameConfig, GameState, new_game
from ganesha.lab.guarded import UNREADABLE_EXIT, read_game, refuse_unreadable
from ganesha.store.saves import from_data


def load(path: Path) -> tuple[GameState, tuple[str, ...]]:
    """The game in ``path`` and who sat where (all "human" for a bare game), read through the
    app's own guarded reader (:func:`ganesha.lab.guarded.read_game`)."""
    data = read_game(path)
    if isinstance(data, dict) and "game" in data:
        saved = from_data(data)
        return saved.state, saved.seats
    state = GameState.from_json(json.dumps(data))
    return state, (HUMAN,) * state.players


def words(config: GameConfig, actions: list[Action], start: int,
          plan: tuple[Action, ...]) -> str:
    """The plan in the log's words, from the turn's starting position."""
    state = new_game(config)
    for action in actions[:start]:
        state.apply(action)
    lines = []
    for action in plan:
        if action not in state.legal_actions():
            break
        lines.append(state.describe(action))
        state.apply(action)
    return "; ".join(lines)


def _review_one(args: tuple[GameConfig, list[Action], Any, int, int, int]) -> TurnReview:
    config, actions, turn, seed, first, most = args
    return review_turn(config, actions, turn, seed, first, most)


def review(state: GameState, seats: list[int], seed: int, first: int, most: int,
           jobs: int) -> Review:
    config, actions = state.config, state.player_actions()
    turns = [t for t in split_turns(config, actions) if t.seat in seats]
    work = [(config, actions, t, seed + t.number, first, most) for t in turns]
    if jobs > 1:
        with ProcessPoolExecutor(jobs, mp_context=BoundSpawnContext(),
                                 initializer=leave_with_parent) as pool:
            done = list(pool.map(_review_one, work))
    else:
        done = [_review_one(w) for w in work]
    return Review(config, tuple(seats), tuple(done))


def rating_data(result: Review, seat: int) -> dict[str, Any]:
    """The seat's rating for this game (``ganesha.data.play_ratings``): its figures, or None
    with ``too_short`` when too few of its turns were reviewed (or no calibration is at hand,
    then ``too_short`` is false)."""
    rated = rate(result, seat)
    if rated is None:
        _, _, turns = result.points_lost(seat)
        return {"rating": None, "too_short": turns < (min_turns() or 0)}
    return {"rating": {"rating": rated.rating, "low": rated.low, "high": rated.high,
                       "turns": rated.turns, "capped": rated.capped}, "too_short": False}


def as_data(result: Review, actions: list[Action]) -> dict[str, Any]:
    names = result.config.seat_names
    return {
        "seats": [{"seat": s, "name": names[s], "accuracy": round(result.accuracy(s), 1),
                   **rating_data(result, s)} for s in result.seats],
        "turns": [{
            "turn": t.turn.number, "seat": t.turn.seat, "round": t.turn.round,
            "label": t.label, "loss": round(t.loss, 2), "loss_se": round(t.loss_se, 2),
            "played_value": round(t.played_value, 2), "played_se": round(t.played_se, 2),
            "best_value": round(t.best_value, 2), "best_se": round(t.best_se, 2),
            "samples": t.samples,
            "played": words(result.config, actions, t.turn.start, t.turn.actions),
            "best": words(result.config, actions, t.turn.start, t.best),
        } for t in result.turns],
    }


def rating_line(seat: dict[str, Any]) -> str:
    """A seat's rating in one line of the text output."""
    rated = seat["rating"]
    if rated is None:
        return ("too short to rate" if seat["too_short"]
                else "no rating (no calibration at hand)")
    more = {"above": " or more", "below": " or less"}.get(rated["capped"] or "", "")
    return (f"rating about {rated['rating']}{more} ({rated['low']}-{rated['high']}, 95%) "
            f"from {rated['turns']} turns")


def main(argv: list[str] | None = None) -> int:
    parser = ToolParser(prog="python -m ganesha.review", description=__doc__,
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("save", type=Path, help="a saved game (JSON)")
    parser.add_argument("--seats", type=seat_numbers, default=(),
                        help="seats to review, e.g. 0,1 (default: the human seats, or every "
                        "seat when none is human)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--samples", type=positive, default=FIRST_SAMPLES,
                        help="simulations per plan at first")
    parser.add_argument("--most", type=positive, default=MOST_SAMPLES,
                        help="the most simulations per plan while a label is uncertain")
    parser.add_argument("--jobs", type=positive, default=1, help="processes")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = parser.parse_args(argv)
    loaded = refuse_unreadable(args.save, load)
    if loaded is None:
        return UNREADABLE_EXIT
    state, kinds = loaded
    if args.seats:
        check_seats(parser, args.seats, state.players)
        seats = list(args.seats)
    else:
        seats = [i for i, kind in enumerate(kinds) if kind == HUMAN] or list(range(state.players))
    started = time.perf_counter()
    result = review(state, seats, args.seed, args.samples, max(args.samples, args.most),
                    args.jobs)
    data = as_data(result, state.player_actions())
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    for t in data["turns"]:
        print(f"round {t['round']:>2}  {state.config.seat_names[t['seat']]:<12} "
              f"{t['label']:<10} -{max(0.0, t['loss']):.1f} ± {t['loss_se']:.1f}  "
              f"played: {t['played']}")
        if t["label"] != "best":
            print(f"{'':>28}better: {t['best']}")
    for seat in data["seats"]:
        print(f"{seat['name']}: accuracy {seat['accuracy']:.0f}% (turns labelled best or good)")
        print(f"{seat['name']}: {rating_line(seat)}")
    print(f"reviewed {len(data['turns'])} turns in {time.perf_counter() - started:.1f} s")
    return 0


def bench_review(games: int, seed: int, jobs: int) -> None:
    """Time to review one seat of a whole 2-player game at the default budget, and how often
    two reviews with different seeds agree on each turn's label (within one step)."""
    from ganesha.ai import make_player
    from ganesha.ai.review import LABELS

    print(f"review: {games} games, medium (seat 0) vs hard@250, seat 0 reviewed twice "
          f"(seeds 1 and 2), default budget, {jobs} process(es)")
    same = near = total = 0
    for game in range(games):
        state = new_game(GameConfig(players=2, seed=seed + game))
        players = [make_player("medium", game), make_player("hard", game, think_ms=250)]
        while not state.is_over:
            state.apply(players[state.current_player].choose(state))
        started = time.perf_counter()
        first = review(state, [0], 1, FIRST_SAMPLES, MOST_SAMPLES, jobs)
        seconds = time.perf_counter() - started
        second = review(state, [0], 2, FIRST_SAMPLES, MOST_SAMPLES, jobs)
        for a, b in zip(first.turns, second.turns, strict=True):
            step = abs(LABELS.index(a.label) - LABELS.index(b.label))
            same += step == 0
            near += step <= 1
            total += 1
        print(f"  game {game + 1}: {state.round} rounds, {len(first.turns)} turns reviewed "
              f"in {seconds:.1f} s; accuracy {first.accuracy(0):.0f}% / "
              f"{second.accuracy(0):.0f}%", flush=True)
    print(f"  labels equal on {same}/{total} turns ({same / max(1, total):.0%}), within one "
          f"step on {near}/{total} ({near / max(1, total):.0%}); target ≥ 90% within one step")
