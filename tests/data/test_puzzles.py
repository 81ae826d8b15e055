"""The shipped puzzles' loader: a good file read whole, a damaged one refused with the file and
the fault named; the next puzzle near the player's rating; the daily puzzle fixed by the date."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from ganesha.data import puzzles
from ganesha.data.puzzles import PuzzleDataError, daily, decode, next_puzzle
from tests.helpers.puzzles import document, first_turn, position, row, text


def test_a_good_file_is_read_whole() -> None:
    [puzzle] = decode(text(row("a-1", upto=3)))
    assert puzzle.id == "a-1"
    assert puzzle.position().to_json() == position(3).to_json()
    assert puzzle.plans == (first_turn(position(3)),)
    assert puzzle.seat == position(3).current_player
    assert puzzle.tags == ("sacrifice",)


def _damaged(change: str) -> dict[str, Any]:
    doc = document(row("a-1", upto=3), row("a-2", upto=5))
    first = doc["puzzles"][0]
    if change == "version":
        doc["version"] = puzzles.VERSION + 1
    elif change == "unknown field":
        first["colour"] = "red"
    elif change == "twice":
        doc["puzzles"][1]["id"] = "a-1"
    elif change == "seat":
        first["seat"] = 1 - first["seat"]
    elif change == "no such hex":
        first["plans"] = [[{"type": "Take", "hex": 99}]]
    elif change == "illegal plan":  # well formed, but not a move of this position
        first["plans"] = [[*first["plans"][0], {"type": "FinalPlace", "gem": "red"}]]
    elif change == "bad action":
        first["game"]["actions"][0] = {"type": "Fly"}
    elif change == "tag":
        first["tags"] = ["brilliant"]
    elif change == "rating":
        first["rating"] = -3
    return doc


@pytest.mark.parametrize("change", ["version", "unknown field", "twice", "seat", "no such hex",
                                    "illegal plan", "bad action", "tag", "rating"])
def test_a_damaged_document_is_refused_naming_the_file(change: str) -> None:
    with pytest.raises(PuzzleDataError, match=r"my-puzzles\.json is damaged"):
        decode(json.dumps(_damaged(change)), "my-puzzles.json")


def test_text_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text(text(row("a-1"))[:-20], encoding="utf-8")
    with pytest.raises(PuzzleDataError, match=r"puzzles\.json is damaged"):
        puzzles.load(path)


def test_the_shipped_set_loads() -> None:
    shipped = puzzles.load()
    assert [p.id for p in shipped] == sorted({p.id for p in shipped})
    assert all(p.margin >= 3.0 and p.margin >= 3.0 * p.margin_se for p in shipped)


def _set(*ratings: int) -> list[puzzles.Puzzle]:
    return decode(text(*(row(f"p-{k}", upto=k, rating=r) for k, r in enumerate(ratings))))


def test_the_next_puzzle_is_near_the_player_and_not_one_solved_recently() -> None:
    group = _set(1000, 1450, 1550, 2000)
    for seed in range(8):
        chosen = next_puzzle(group, 1500.0, {}, recent=set(), seed=seed)
        assert chosen is not None
        assert chosen.id in {"p-1", "p-2"}
    assert next_puzzle(group, 1500.0, {}, recent={"p-1"}, seed=0) == group[2]
    # the player's own ratings of the puzzles count over the shipped ones
    assert next_puzzle(group, 1500.0, {"p-1": 900, "p-2": 900, "p-3": 1480},
                       recent=set(), seed=0) == group[3]
    # none near: the nearest
    assert next_puzzle(group, 2600.0, {}, recent=set(), seed=0) == group[3]
    assert next_puzzle(group, 1500.0, {}, recent={p.id for p in group}, seed=0) is None


def test_the_daily_puzzle_is_fixed_by_the_date() -> None:
    group = _set(1000, 1100, 1200, 1300, 1400)
    day = dt.date(2026, 11, 28)
    assert daily(group, day) == daily(list(reversed(group)), day)
    picks = {daily(group, day + dt.timedelta(days=k)) for k in range(30)}
    assert len(picks) > 1  # it changes from day to day
    assert daily([], day) is None


def test_the_recipe_s_figures_are_read_with_the_set(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text(text(row("a-1")), encoding="utf-8")
    made = puzzles.made_by(path)
    assert (made.games, made.screened, made.kept, made.agreed) == (1, 10, 1, 1)
    path.write_text(text(row("a-1")).replace('"games": 1', '"games": -1'), encoding="utf-8")
    with pytest.raises(PuzzleDataError, match="is damaged"):
        puzzles.made_by(path)
