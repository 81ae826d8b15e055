"""The autosave ("Continue") and the last finished game ("Last game"), in the user's data folder.

A save is the engine's own save text (config + action list, replayed on load) wrapped with what
the engine does not know: who sits in each seat (a human or an AI level). The game is saved after
every action with an atomic write, so Continue resumes exactly where play stopped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import userdirs
from .engine import GameState, SaveError
from .i18n import translate
from .userfiles import UnreadableFile, keep_aside, read_json, write_atomic
from .vocabulary import PAWNS

FORMAT = "ganesha-game"
CURRENT = "current-game.json"
LAST = "last-game.json"
SEAT_KINDS = ("human", "random", "easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class SavedGame:
    state: GameState
    seats: tuple[str, ...]  # "human" or an AI level, one per seat
    pawns: tuple[str, ...] | None = None  # each seat's pawn animal; None: the default by seat


def _path(name: str) -> Path:
    return userdirs.data_dir() / name


def to_text(saved: SavedGame) -> str:
    data: dict[str, Any] = {"format": FORMAT, "version": 1, "seats": list(saved.seats)}
    if saved.pawns is not None:
        data["pawns"] = list(saved.pawns)
    data["game"] = json.loads(saved.state.to_json())
    return json.dumps(data, ensure_ascii=False)


def _pawns(value: Any, players: int) -> tuple[str, ...] | None:
    """The saved pawns if they are one distinct known animal per seat; otherwise the default
    (a pawn is only a picture, so a strange value is not worth refusing the game for)."""
    if (isinstance(value, list) and len(value) == players and len(set(map(str, value))) == players
            and all(isinstance(p, str) and p in PAWNS for p in value)):
        return tuple(value)
    return None


def from_data(data: dict[str, Any]) -> SavedGame:
    seats = data.get("seats")
    game = data.get("game")
    if not isinstance(game, dict):
        raise SaveError("the save holds no game")
    state = GameState.from_json(json.dumps(game))
    for name in state.config.seat_names:
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate ("\ud800") read from the file
            raise SaveError("a player's name in the save is not valid text") from None
    if (not isinstance(seats, list) or len(seats) != state.players
            or not all(isinstance(s, str) and s in SEAT_KINDS for s in seats)):
        raise SaveError("the save's seats are not one of human/easy/medium/hard per player")
    return SavedGame(state, tuple(seats), _pawns(data.get("pawns"), state.players))


def save_current(saved: SavedGame) -> None:
    """Autosave after every action; a finished game moves to "Last game" instead."""
    if saved.state.is_over:
        write_atomic(_path(LAST), to_text(saved))
        clear_current()
    else:
        write_atomic(_path(CURRENT), to_text(saved))


def clear_current() -> None:
    try:
        _path(CURRENT).unlink()
    except FileNotFoundError:
        pass


def _load(name: str) -> tuple[SavedGame | None, str | None]:
    path = _path(name)
    try:
        data = read_json(path, FORMAT)
        return (from_data(data), None) if data is not None else (None, None)
    except (UnreadableFile, SaveError) as exc:
        aside = keep_aside(path)
        if aside is None:
            return None, translate("A saved game could not be read ({reason}).", reason=exc)
        return None, translate("A saved game could not be read ({reason}). It was kept as {name}.",
                               reason=exc, name=aside.name)


def load_current() -> tuple[SavedGame | None, str | None]:
    """(the unfinished game or None, a notice for the player if the file was bad)."""
    return _load(CURRENT)


def load_last() -> tuple[SavedGame | None, str | None]:
    """The last finished game, for watching it again step by step."""
    return _load(LAST)


def has_current() -> bool:
    return _path(CURRENT).exists()
