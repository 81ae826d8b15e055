"""Saves that pass a naive loader and then break the game.

Each file below used to load (or to raise out of the loader) and then fail again on every
Continue; now the loader refuses it, keeps it aside byte for byte and says why, through the real
``saves.load_current`` / ``saves.load_last`` the Continue and Last game buttons call.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ganesha.engine import GameConfig, new_game
from ganesha.store import saves
from tests.helpers.random_play import play_random

pytestmark = pytest.mark.usefixtures("home")  # every test in its own home


def _saved(names: tuple[str, ...] = ("Asha", "Ravi", "Meera"), finished: bool = False
           ) -> saves.SavedGame:
    config = GameConfig(players=3, seed=5, names=names)
    state = play_random(config, 3) if finished else new_game(config)
    return saves.SavedGame(state, ("human", "easy", "medium"))


def _write(home: Path, name: str, data: dict[str, Any]) -> Path:
    path = home / "data" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _config(data: dict[str, Any]) -> dict[str, Any]:
    config: dict[str, Any] = data["game"]["config"]
    return config


HOSTILE: dict[str, Callable[[dict[str, Any]], None]] = {
    "players 3.0": lambda d: _config(d).update(players=3.0),
    "players True": lambda d: _config(d).update(players=True),
    "seed 5.0": lambda d: _config(d).update(seed=5.0),
    "first player 0.0": lambda d: _config(d).update(first_player=0.0),
    "first player False": lambda d: _config(d).update(first_player=False),
    "NUL in a name": lambda d: _config(d).update(names=["Ra\x00vi", "Asha", "Meera"]),
    "zero-width name": lambda d: _config(d).update(names=["Asha", "\u200b", "Meera"]),
    "variation-selector name": lambda d: _config(d).update(names=["Asha", "Ravi", "\ufe0f"]),
    "placeholder name": lambda d: _config(d).update(names=["\ufffc", "Ravi", "Meera"]),
    "newline in a name": lambda d: _config(d).update(names=["As\nha", "Ravi", "Meera"]),
    "version 1.0": lambda d: d.update(version=1.0),
    "version True": lambda d: d.update(version=True),
    "version missing": lambda d: d.pop("version"),
}


@pytest.mark.parametrize("change", HOSTILE.values(), ids=list(HOSTILE))
@pytest.mark.parametrize("which", ["current", "last"])
def test_hostile_save_is_kept_aside_with_a_notice(home: Path, which: str,
                                                  change: Callable[[dict[str, Any]], None]
                                                  ) -> None:
    name, load = ((saves.CURRENT, saves.load_current) if which == "current"
                  else (saves.LAST, saves.load_last))
    data = json.loads(saves.to_text(_saved(finished=which == "last")))
    change(data)
    path = _write(home, name, data)
    content = path.read_bytes()
    loaded, notice = load()
    assert loaded is None
    assert notice is not None
    assert "could not be read" in notice
    assert not path.exists()  # the next Continue does not fail on it again
    kept = list(path.parent.glob(name + ".bad-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert notice.endswith(f"It was kept as {kept[0].name}.")


def test_a_save_from_a_newer_ganesha_is_refused_as_such(home: Path) -> None:
    data = json.loads(saves.to_text(_saved()))
    data["version"] = saves.VERSION + 1
    path = _write(home, saves.CURRENT, data)
    loaded, notice = saves.load_current()
    assert loaded is None
    assert notice is not None
    assert "made by a newer Ganesha" in notice
    assert not path.exists()
    assert len(list(path.parent.glob(saves.CURRENT + ".bad-*"))) == 1


@pytest.mark.parametrize("names", [("Asha", "Ravi\u200d", "Мира"), ("李", "☺", "A\ufe0f")])
def test_unusual_but_drawable_names_still_load(names: tuple[str, ...]) -> None:
    saved = _saved(names)
    saves.save_current(saved)
    loaded, notice = saves.load_current()
    assert notice is None
    assert loaded is not None
    assert loaded.state.config.seat_names == names


def test_set_aside_current_keeps_the_file_and_says_where(home: Path) -> None:
    """What the shell calls when a table cannot be built from a save that loaded."""
    saves.save_current(_saved())
    path = saves.current_path()
    assert path == home / "data" / saves.CURRENT
    content = path.read_bytes()
    notice = saves.set_aside_current(ValueError("Text has zero width"))
    assert not saves.has_current()
    kept = list(path.parent.glob(saves.CURRENT + ".bad-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert "Text has zero width" in notice
    assert kept[0].name in notice
    assert saves.load_current() == (None, None)


def test_set_aside_last(home: Path) -> None:
    saves.save_current(_saved(finished=True))
    assert saves.last_path().exists()
    notice = saves.set_aside_last("the replay failed")
    assert saves.load_last() == (None, None)
    assert "the replay failed" in notice
    assert len(list((home / "data").glob(saves.LAST + ".bad-*"))) == 1


@pytest.mark.parametrize("depth", [500, 900, 990])
def test_a_deeply_nested_game_is_refused_not_raised(home: Path, depth: int) -> None:
    """Nesting just below what the JSON parser accepts must not overflow the loader's checks."""
    data = json.loads(saves.to_text(_saved()))
    data["game"]["config"]["names"] = "NESTED"
    text = json.dumps(data).replace('"NESTED"', "[" * depth + "0.5" + "]" * depth)
    try:
        json.loads(text)
    except RecursionError:
        pytest.skip("deeper than this Python's JSON parser goes")
    path = home / "data" / saves.CURRENT
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    loaded, notice = saves.load_current()
    assert loaded is None
    assert notice is not None
    assert "could not be read" in notice

