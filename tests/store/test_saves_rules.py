"""A saved game's rules (store/saves.py) at their edges: the versions read, refused and called
newer; one known seat kind per player; pawns and the hint count kept when they make sense and
quietly defaulted when they do not (a picture and a line of the results are not worth losing a
game over)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ganesha.data.vocabulary import PAWNS
from ganesha.engine import GameConfig, SaveError, new_game
from ganesha.store import files, saves
from ganesha.store.saves import NewerSave, SavedGame

pytestmark = pytest.mark.usefixtures("home")

GAME = new_game(GameConfig(players=3, seed=4))


def _data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(saves.to_text(SavedGame(GAME, ("human", "easy", "hard"))))
    data.update(changes)
    return data


def test_a_save_comes_back_with_its_pawns_and_hints() -> None:
    saved = SavedGame(GAME, ("human", "easy", "hard"), pawns=("tiger", "cow", "monkey"), hints=2)
    again = saves.from_data(json.loads(saves.to_text(saved)))
    assert (again.seats, again.pawns, again.hints) == (saved.seats, saved.pawns, 2)
    assert again.state.to_json() == GAME.to_json()


def test_a_save_without_hints_or_pawns_says_none() -> None:
    data = _data()
    assert "hints" not in data
    assert "pawns" not in data
    assert data["version"] == 1
    again = saves.from_data(data)
    assert (again.pawns, again.hints) == (None, 0)


@pytest.mark.parametrize("hints", [0, 1, 7])
def test_a_whole_hint_count_is_kept(hints: int) -> None:
    assert saves.from_data(_data(hints=hints)).hints == hints


@pytest.mark.parametrize("hints", [-1, True, 2.0, "3", None, 1_000_001])
def test_a_strange_hint_count_is_refused_by_the_schema(hints: Any) -> None:
    with pytest.raises(SaveError, match="hints"):
        saves.from_data(_data(hints=hints))


@pytest.mark.parametrize("pawns", [
    ["tiger", "cow"], ["tiger", "cow", "monkey", "elephant"], ["tiger", "tiger", "cow"],
    ["tiger", "cow", "dragon"], ["tiger", "cow", 3], "tiger",
])
def test_strange_pawns_are_refused_by_the_schema(pawns: Any) -> None:
    with pytest.raises(SaveError, match="pawn"):
        saves.from_data(_data(pawns=pawns))


def test_one_distinct_known_pawn_per_seat_is_kept() -> None:
    assert saves.from_data(_data(pawns=list(PAWNS[:3]))).pawns == PAWNS[:3]


def test_a_newer_version_is_called_newer_and_an_older_one_unknown() -> None:
    with pytest.raises(NewerSave):
        saves.from_data(_data(version=2))
    for version in (0, -1, True, 1.0, "1", None):
        with pytest.raises(SaveError) as refused:
            saves.from_data(_data(version=version))
        assert not isinstance(refused.value, NewerSave)


@pytest.mark.parametrize("seats", [
    ["human", "easy"], ["human", "easy", "hard", "hard"], ["human", "easy", "wizard"],
    ["human", "easy", 1], "human", None,
])
def test_the_seats_are_one_known_kind_per_player(seats: Any) -> None:
    with pytest.raises(SaveError):
        saves.from_data(_data(seats=seats))


def test_games_cannot_be_kept_where_another_copy_holds_the_folder(home: Path) -> None:
    assert saves.can_keep() is None
    folder = saves.current_path().parent
    files.block_writes(folder, "another copy")
    try:
        assert saves.can_keep() == "another copy"
    finally:
        files.unblock_writes(folder)


def test_asking_for_a_last_game_creates_no_folder(home: Path) -> None:
    assert not saves.has_last()
    assert not (home / "data").exists()


def test_a_swap_left_with_neither_game_beside_it_becomes_the_earlier_game(home: Path) -> None:
    """Bringing back the Earlier game parks Continue in a swap file first; if the other two
    files are gone when the swap is completed (removed by hand, by a sync tool), the parked
    game is kept as the Earlier game, never stuck in the swap file."""
    game = SavedGame(new_game(GameConfig(players=2, seed=2)), ("human", "easy"))
    (home / "data").mkdir()
    (home / "data" / (saves.CURRENT + ".swap")).write_text(saves.to_text(game), encoding="utf-8")
    saves.finish_swap()
    assert saves.has_recent()
    assert not saves.has_current()
    recent = saves.load_recent()[0]
    assert recent is not None
    assert recent.state.digest() == game.state.digest()
    assert [path.name for path in (home / "data").iterdir()] == [saves.RECENT]


def test_a_save_whose_game_leaves_out_its_player_count_is_a_two_player_game(
        home: Path) -> None:
    """The engine reads a game's config without ``players`` as two players (its default), so
    the save's rule of one seat per player counts two there as well: such a Continue save with
    two seats is continued, one with three is kept aside with a notice."""
    game = new_game(GameConfig(players=2, seed=5))
    game.apply(game.legal_actions()[0])
    saves.save_current(SavedGame(game, ("human", "easy")))
    path = saves.current_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"]["config"].pop("players") == 2
    path.write_text(json.dumps(data), encoding="utf-8")
    continued, notice = saves.load_current()
    assert notice is None
    assert continued is not None
    assert continued.state.to_json() == game.to_json()
    data["seats"].append("hard")
    path.write_text(json.dumps(data), encoding="utf-8")
    refused, notice = saves.load_current()
    assert refused is None
    assert notice is not None
    assert saves.CURRENT in notice
    assert not saves.has_current()
    assert len(list((home / "data").glob(saves.CURRENT + ".bad-*"))) == 1
