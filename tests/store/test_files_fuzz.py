"""Fuzzing the loaders of the player's own files: the settings and the autosave ("Continue").

Whatever is on disk — random bytes, a good file truncated or with bytes changed, wrong types,
huge numbers, NaN, unknown fields, deep nesting, other encodings, an engine save whose moves
would need a 61st gem — loading ends in one of the project's own outcomes and never raises:

* the file is good: its settings / its game (which replays to the position it recorded);
* the file is bad: defaults (settings) or no game, a notice for the player, and the bad file
  *kept aside* byte for byte (``name.bad-<time>``) while the original name is free again.

A write interrupted at any byte (a crash or a power cut mid-save) leaves the previous file,
which still loads. (``GameState.from_json`` itself is fuzzed in tests/engine/test_save_fuzz.py.)
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ganesha.data.vocabulary import is_seat_kind
from ganesha.engine import GameConfig, replay
from ganesha.store import files as userfiles
from ganesha.store import saves, settings
from tests.helpers.random_play import play_random

pytestmark = pytest.mark.slow  # fuzzing the user files: CI runs it

# --- shared strategies and helpers ---------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**80), 2**80) | st.sampled_from([10**400, -1])
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=20,
)


def deep(depth: int, leaf: object = 0) -> object:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"x": value}
    return value


def dumps(data: object) -> bytes:
    """JSON as Python writes it, tolerating the odd values fuzzing produces (NaN, 10**400)."""
    import sys

    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(data).encode()
    finally:
        sys.set_int_max_str_digits(limit)


@contextlib.contextmanager
def ganesha_home() -> Iterator[Path]:
    """A fresh GANESHA_HOME per example (Hypothesis runs many examples in one test call)."""
    old = os.environ.get("GANESHA_HOME")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["GANESHA_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if old is None:
                del os.environ["GANESHA_HOME"]
            else:
                os.environ["GANESHA_HOME"] = old


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bad-*"))


# --- settings -----------------------------------------------------------------------------------

GOOD_SETTINGS: dict[str, Any] = {"format": "ganesha-settings", "version": 1,
                 "settings": {"spices": False, "language": "ru", "colour_blind": True,
                              "animation_speed": "fast", "sound": False, "volume": 0.25,
                              "fullscreen": True}}
GOOD_SETTINGS_BYTES = json.dumps(GOOD_SETTINGS, indent=2).encode()


def check_settings_file(content: bytes) -> settings.Settings:
    """Write ``content`` as the settings file, load it, and check the outcome is one of ours."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / settings.FILE_NAME
        path.write_bytes(content)
        loaded, notice = settings.load_settings(path)
        assert isinstance(loaded, settings.Settings)
        assert loaded.validated() is loaded
        if notice is None:
            assert path.read_bytes() == content  # a good file is left alone
        else:
            assert loaded == settings.Settings()
            assert "could not be read" in notice
            assert "using defaults" in notice
            assert not path.exists()
            [aside] = kept_aside(path)
            assert aside.read_bytes() == content
            assert aside.name in notice
            # the fallback: the defaults save and load cleanly, and the kept file is untouched
            settings.save_settings(loaded, path)
            assert settings.load_settings(path) == (loaded, None)
            assert aside.read_bytes() == content
        return loaded


def test_good_settings_load() -> None:
    loaded = check_settings_file(GOOD_SETTINGS_BYTES)
    assert loaded.language == "ru"
    assert loaded.volume == 0.25


@given(st.binary(max_size=400))
def test_settings_random_bytes(blob: bytes) -> None:
    check_settings_file(blob)


@given(st.integers(0, len(GOOD_SETTINGS_BYTES)))
def test_settings_truncated(cut: int) -> None:
    check_settings_file(GOOD_SETTINGS_BYTES[:cut])


@given(st.integers(0, len(GOOD_SETTINGS_BYTES) - 1), st.binary(min_size=1, max_size=6))
def test_settings_bytes_changed(position: int, junk: bytes) -> None:
    raw = GOOD_SETTINGS_BYTES
    check_settings_file(raw[:position] + junk + raw[position + len(junk):])


@given(st.sampled_from([*sorted(GOOD_SETTINGS["settings"]), "unknown", "__class__", ""]),
       json_values)
def test_settings_field_replaced(field: str, value: object) -> None:
    data = json.loads(GOOD_SETTINGS_BYTES)
    data["settings"][field] = value
    check_settings_file(dumps(data))


@given(st.sampled_from(["format", "version", "settings", "extra"]), json_values)
def test_settings_top_level_replaced(field: str, value: object) -> None:
    data = json.loads(GOOD_SETTINGS_BYTES)
    data[field] = value
    check_settings_file(dumps(data))


@pytest.mark.parametrize("content", [
    b"\xef\xbb\xbf" + GOOD_SETTINGS_BYTES,               # a UTF-8 byte-order mark (Notepad)
    GOOD_SETTINGS_BYTES.decode().encode("utf-16"),       # another encoding
    json.dumps(GOOD_SETTINGS).replace("ru", "r\u00fc").encode("latin-1"),  # not UTF-8
    json.dumps(GOOD_SETTINGS).replace('"ru"', '"\\ud800"').encode(),  # a lone surrogate
    b"\x00" * 100,
    b'{"format": "ganesha-settings", "settings": {"volume": 1' + b"0" * 5000 + b"}}",
    b'{"format": "ganesha-settings", "settings": {"volume": NaN}}',
    b'{"format": "ganesha-settings", "settings": {"volume": -Infinity}}',
    b'{"format": "ganesha-settings", "settings": {"volume": true}}',
    b'{"format": "ganesha-settings", "settings": {"sound": 1}}',
    b'{"format": "ganesha-settings", "settings": {"language": ["en"]}}',
    b'{"format": "ganesha-settings", "settings": {"language": {"en": 1}}}',
    b'{"format": "ganesha-settings", "settings": null}',
    b'{"format": "ganesha-settings", "settings": {"volume": 0.5}, "format": "x"}',
    b'{"format": ["ganesha-settings"], "settings": {}}',
    b'"ganesha-settings"',
    dumps({"format": "ganesha-settings", "settings": deep(200)}),
    dumps({"format": "ganesha-settings", "settings": {"volume": deep(900)}}),
    b'{"format": "ganesha-settings", "settings": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b" " * (userfiles.MAX_FILE_BYTES + 1),
])
def test_settings_hostile_files(content: bytes) -> None:
    check_settings_file(content)


def test_settings_with_a_byte_order_mark_are_read() -> None:
    """Windows editors may start a UTF-8 file with a byte-order mark; it is still our file."""
    assert check_settings_file(b"\xef\xbb\xbf" + GOOD_SETTINGS_BYTES).language == "ru"


def test_settings_path_is_a_folder() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / settings.FILE_NAME
        path.mkdir()
        loaded, notice = settings.load_settings(path)
        assert loaded == settings.Settings()
        assert notice
        assert "could not be read" in notice


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs POSIX special files")
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "dangling"])
def test_settings_name_taken_by_a_special_file(kind: str) -> None:
    """A pipe or a link to /dev/zero would block or fill memory if read; both are refused at
    once. A dangling link counts as no file."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / settings.FILE_NAME
        if kind == "fifo":
            os.mkfifo(path)
        else:
            path.symlink_to("/dev/zero" if kind == "dev-zero" else Path(folder) / "gone")
        loaded, notice = settings.load_settings(path)
        assert loaded == settings.Settings()
        if kind == "dangling":
            assert notice is None
        else:
            assert notice
            assert "is not a file" in notice
            assert not path.is_symlink()
            assert not path.exists()
            assert len(kept_aside(path)) == 1


# --- the autosave -------------------------------------------------------------------------------

_CONFIG = GameConfig(players=3, seed=21, side="night", names=("Asha", "Ravi", "Мира"))
_STATE = replay(_CONFIG, play_random(_CONFIG, 5).player_actions()[:70])
_SAVED = saves.SavedGame(_STATE, ("human", "medium", "hard"))
SAVE_TEXT = saves.to_text(_SAVED)
SAVE_BYTES = SAVE_TEXT.encode()


def check_autosave(content: bytes, name: str = saves.CURRENT) -> saves.SavedGame | None:
    """Put ``content`` where the autosave (or the last game) lives, load it as Continue (or
    the replay of the last game) does, and check the outcome is one of ours."""
    load = saves.load_current if name == saves.CURRENT else saves.load_last
    with ganesha_home() as home:
        path = home / "data" / name
        path.parent.mkdir(parents=True)
        path.write_bytes(content)
        loaded, notice = load()
        if notice is None:
            assert loaded is not None
            assert path.read_bytes() == content
            state = loaded.state
            assert replay(state.config, state.player_actions()).digest() == state.digest()
            assert len(loaded.seats) == state.players
            assert all(is_seat_kind(kind) for kind in loaded.seats)
        else:
            assert loaded is None
            assert "could not be read" in notice
            assert not path.exists()
            assert not saves.has_current()
            [aside] = kept_aside(path)
            assert aside.read_bytes() == content
            assert aside.name in notice
            assert load() == (None, None)  # the menu then offers no Continue
        return loaded


def test_good_autosave_loads() -> None:
    loaded = check_autosave(SAVE_BYTES)
    assert loaded is not None
    assert loaded.state.digest() == _STATE.digest()
    assert loaded.seats == _SAVED.seats
    assert loaded.state.config.names is not None
    assert loaded.state.config.names[2] == "Мира"


@given(st.binary(max_size=600))
def test_autosave_random_bytes(blob: bytes) -> None:
    assert check_autosave(blob) is None


@given(st.integers(0, len(SAVE_BYTES) - 1))
def test_autosave_truncated(cut: int) -> None:
    assert check_autosave(SAVE_BYTES[:cut]) is None


@given(st.integers(0, len(SAVE_BYTES) - 1), st.binary(min_size=1, max_size=8))
def test_autosave_bytes_changed(position: int, junk: bytes) -> None:
    check_autosave(SAVE_BYTES[:position] + junk + SAVE_BYTES[position + len(junk):])


@given(st.integers(0, len(SAVE_BYTES) - 1), st.binary(min_size=1, max_size=8))
def test_last_game_bytes_changed(position: int, junk: bytes) -> None:
    check_autosave(SAVE_BYTES[:position] + junk + SAVE_BYTES[position + len(junk):], saves.LAST)


@given(st.sampled_from(["format", "version", "seats", "game", "extra"]), json_values)
def test_autosave_top_level_replaced(field: str, value: object) -> None:
    data = json.loads(SAVE_TEXT)
    data[field] = value
    check_autosave(dumps(data))


@given(st.sampled_from(["format", "version", "config", "actions", "digest", "bag", "altar"]),
       json_values)
def test_autosave_game_field_replaced(field: str, value: object) -> None:
    data = json.loads(SAVE_TEXT)
    data["game"][field] = value
    check_autosave(dumps(data))


@given(st.sampled_from([*sorted(json.loads(SAVE_TEXT)["game"]["config"]), "gems"]), json_values)
def test_autosave_config_field_replaced(field: str, value: object) -> None:
    data = json.loads(SAVE_TEXT)
    data["game"]["config"][field] = value
    check_autosave(dumps(data))


@given(st.integers(0, 69), st.sampled_from(["type", "hex", "gem", "colour", "target", "seat",
                                              "moves", "extra"]), json_values)
def test_autosave_action_field_replaced(index: int, field: str, value: object) -> None:
    data = json.loads(SAVE_TEXT)
    data["game"]["actions"][index][field] = value
    check_autosave(dumps(data))


@given(st.lists(st.integers(0, 69), min_size=1, max_size=5), st.booleans())
def test_autosave_moves_reordered_or_repeated(indexes: list[int], repeat: bool) -> None:
    data = json.loads(SAVE_TEXT)
    actions = data["game"]["actions"]
    for i in indexes:
        actions.insert(0, actions[i] if repeat else actions.pop(i))
    data["game"]["digest"] = None
    check_autosave(dumps(data))


def _impossible_saves() -> list[bytes]:
    """Saves describing games the rules cannot reach."""
    data = json.loads(SAVE_TEXT)
    out = []
    # 61 gems: a 4-player position (60 gems) pasted into... a fifth player's config
    five = json.loads(SAVE_TEXT)
    five["game"]["config"].update(players=5, names=None)
    five["seats"] = ["human"] * 5
    out.append(five)
    # a position written out instead of the moves, counting 61 gems
    claimed = json.loads(SAVE_TEXT)
    claimed["game"]["bag"] = [13, 12, 12, 12, 12]
    out.append(claimed)
    # moves of a 3-player game replayed as a 4-player game (they stop being legal)
    four = json.loads(SAVE_TEXT)
    four["game"]["config"].update(players=4, names=None)
    four["seats"] = ["human"] * 4
    out.append(four)
    # the right moves but another seed: other draws, so the moves stop matching the altar
    reseeded = json.loads(SAVE_TEXT)
    reseeded["game"]["config"]["seed"] = 22
    out.append(reseeded)
    # a recorded position that the moves do not lead to
    digest = json.loads(SAVE_TEXT)
    digest["game"]["digest"] = "0" * 16
    out.append(digest)
    # moves after the end of a finished game
    finished = play_random(GameConfig(players=2, seed=3), 1)
    over = json.loads(saves.to_text(saves.SavedGame(finished, ("human", "easy"))))
    over["game"]["actions"].append({"type": "EndTurn"})
    over["game"]["digest"] = None
    out.append(over)
    # 20 001 moves, seats as text, seats too many, a game that is a list
    data["game"]["actions"] = [{"type": "EndTurn"}] * 20_001
    out.append(data)
    for seats in ("human,medium,hard", ["human"] * 4, [["human"], "medium", "hard"],
                  ["human", "medium", None], ["HUMAN", "medium", "hard"]):
        bad = json.loads(SAVE_TEXT)
        bad["seats"] = seats
        out.append(bad)
    out.append({**json.loads(SAVE_TEXT), "game": [1, 2]})
    out.append({**json.loads(SAVE_TEXT), "game": deep(400)})
    out.append({**json.loads(SAVE_TEXT), "seats": deep(400)})
    return [dumps(d) for d in out] + [
        b'{"format": "ganesha-game", "game": ' + b"{" * 50_000,
        b'{"format": "ganesha-game", "game": ' + b'{"a":' * 900 + b"1" + b"}" * 901,
        SAVE_TEXT.replace("Мира", "\\ud800").encode(),   # a name no file can hold
        SAVE_TEXT.encode("utf-16"),
        b"\xef\xbb\xbf" + SAVE_BYTES,
        SAVE_TEXT.replace('"seed":21', '"seed":1' + "0" * 30).encode(),
        SAVE_TEXT.replace('"seed":21', '"seed":1e400').encode(),
        SAVE_TEXT.replace('"seed":21', '"seed":21.0').encode(),
    ]


@pytest.mark.parametrize("content", _impossible_saves())
def test_autosave_hostile_and_impossible(content: bytes) -> None:
    check_autosave(content)


def test_autosave_with_a_byte_order_mark_is_read() -> None:
    assert check_autosave(b"\xef\xbb\xbf" + SAVE_BYTES) is not None


@pytest.mark.parametrize(("name", "valid"), [
    ("Мира", True), ("\\ud83d\\ude00", True), ("\\ud800", False), ("\\udfff x", False),
])
def test_a_loaded_game_saves_again(name: str, valid: bool) -> None:
    """What Continue does next: play on and autosave after the next move. A name the file
    cannot hold (a lone surrogate escape) is refused on loading, not when the next save fails."""
    with ganesha_home() as home:
        (home / "data").mkdir()
        (home / "data" / saves.CURRENT).write_text(SAVE_TEXT.replace("Мира", name))
        loaded, notice = saves.load_current()
        if not valid:
            assert loaded is None
            assert notice
            assert "not valid" in notice  # the decoder refuses a lone surrogate escape
            return
        assert notice is None
        assert loaded is not None
        state = loaded.state
        state.apply(state.legal_actions()[0])
        saves.save_current(saves.SavedGame(state, loaded.seats))
        again, notice = saves.load_current()
        assert notice is None
        assert again is not None
        assert again.state.digest() == state.digest()


# --- interrupted writes -------------------------------------------------------------------------

class PowerCut(Exception):
    pass


class CutWriter:
    """A text file whose first write stores only ``cut`` characters, then the power goes."""

    def __init__(self, handle: IO[str], cut: int) -> None:
        self.handle = handle
        self.cut = cut

    def write(self, text: str) -> int:
        self.handle.write(text[:self.cut])
        self.handle.flush()
        raise PowerCut

    def __getattr__(self, name: str) -> Any:
        return getattr(self.handle, name)

    def __enter__(self) -> CutWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()


@given(st.integers(0, len(SAVE_BYTES) + 10), st.sampled_from(["write", "fsync", "replace"]))
def test_an_interrupted_autosave_leaves_the_previous_game(cut: int, where: str) -> None:
    """Kill the save at any byte, in fsync or in the rename: the previous autosave stays and
    loads as it was, and no temporary file is left to confuse the next start."""
    older = saves.SavedGame(replay(_CONFIG, _STATE.player_actions()[:30]), _SAVED.seats)
    with ganesha_home() as home:
        saves.save_current(older)
        folder = home / "data"
        with pytest.MonkeyPatch.context() as patch:
            if where == "write":
                real_fdopen = os.fdopen

                def fdopen(fd: int, mode: str, encoding: str) -> CutWriter:
                    return CutWriter(real_fdopen(fd, mode, encoding=encoding), cut)
                patch.setattr("ganesha.store.files.os.fdopen", fdopen)
            else:
                def fail(*args: object) -> None:
                    raise PowerCut
                patch.setattr(f"ganesha.store.files.os.{where}", fail)
            with pytest.raises(PowerCut):
                saves.save_current(_SAVED)
        loaded, notice = saves.load_current()
        assert notice is None
        assert loaded is not None
        assert loaded.state.digest() == older.state.digest()
        assert sorted(p.name for p in folder.iterdir()) == [saves.CURRENT]
