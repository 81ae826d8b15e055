"""The autosave ("Continue"), the last finished game ("Last game") and the game a new one replaced
("Earlier game"), in the user's data folder.

A save is the engine's own save text (config + action list, replayed on load) wrapped with what
the engine does not know: who sits in each seat (a human or an AI level). The game is saved after
every action with an atomic write, so Continue resumes exactly where play stopped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ganesha.data.i18n import translate
from ganesha.data.names import check_name, excerpt
from ganesha.data.vocabulary import PAWNS, SEAT_KINDS
from ganesha.engine import GameState, SaveError
from ganesha.store import dirs as userdirs
from ganesha.store import files
from ganesha.store.files import UnreadableFile, keep_aside, read_json, reason_of, write_atomic

FORMAT = "ganesha-game"
#: The outer format's version this build writes; a file with a larger one was made by a newer
#: Ganesha and is refused with a notice that says so (never half-read).
VERSION = 1
CURRENT = "current-game.json"
LAST = "last-game.json"
#: The unfinished game a new one replaced (after the player agreed): kept, not deleted, so one
#: mistaken "Start the new game" can be undone from the title's "Earlier game".
RECENT = "recent-game.json"
#: Where the Continue game waits while :func:`bring_back_recent` swaps the two slots; a kill
#: mid-swap leaves it, and :func:`finish_swap` (at the next start) completes the swap.
SWAP = CURRENT + ".swap"


@dataclass(frozen=True, slots=True)
class SavedGame:
    state: GameState
    seats: tuple[str, ...]  # "human" or an AI level, one per seat
    pawns: tuple[str, ...] | None = None  # each seat's pawn animal; None: the default by seat
    hints: int = 0  # the Hint button's uses in this game (the results say them after Continue)


def _path(name: str) -> Path:
    """A save's path. Never creates the folder (readers never do; ``write_atomic`` makes it on
    the first save), so a read-only home only means there is no saved game, never an error."""
    return userdirs.data_dir(create=False) / name


def to_text(saved: SavedGame) -> str:
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "seats": list(saved.seats)}
    if saved.pawns is not None:
        data["pawns"] = list(saved.pawns)
    if saved.hints:
        data["hints"] = saved.hints
    data["game"] = json.loads(saved.state.to_json())
    return json.dumps(data, ensure_ascii=False)


def _pawns(value: Any, players: int) -> tuple[str, ...] | None:
    """The saved pawns if they are one distinct known animal per seat; otherwise the default
    (a pawn is only a picture, so a strange value is not worth refusing the game for)."""
    if (isinstance(value, list) and len(value) == players
            and all(isinstance(p, str) and p in PAWNS for p in value)
            and len(set(value)) == players):
        return tuple(value)
    return None


def _hints(value: Any) -> int:
    """The saved hint count if it is a whole number from 0 up; otherwise 0 (an older save has
    none, and a count is only a line on the results, not worth refusing the game for)."""
    return value if type(value) is int and value >= 0 else 0


class NewerSave(SaveError):
    """The file was written by a newer Ganesha (its outer ``version`` is larger than ours)."""


def _has_fraction(value: Any) -> bool:
    """True if a float sits anywhere in ``value``: no Ganesha save holds one, and a ``3.0``
    where a whole number belongs passes ``3.0 in (2, 3, 4)`` and then breaks the game later.
    (A loop, not recursion: the file decides how deep it nests.)"""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, float):
            return True
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


def _check_version(version: Any) -> None:
    if type(version) is not int:  # exactly int: not 1.0, not True, not "1"
        raise SaveError(f"unknown save version {excerpt(version)}")
    if version > VERSION:
        raise NewerSave(translate("it was made by a newer Ganesha"))
    if version < 1:
        raise SaveError(f"unknown save version {excerpt(version)}")


def from_data(data: dict[str, Any]) -> SavedGame:
    """The saved game in ``data``; :class:`SaveError` (with a reason) for anything off.

    Everything is checked here, once, before a table is built from it: exact types (whole
    numbers are ``int``, never ``3.0`` or ``True``), the outer version, one known seat kind per
    player, and every name through :func:`ganesha.data.names.check_name`. Whatever else goes wrong
    while replaying the moves is turned into a :class:`SaveError` too, so a strange file is kept
    aside instead of escaping as a ``TypeError``.
    """
    _check_version(data.get("version"))
    seats = data.get("seats")
    game = data.get("game")
    if not isinstance(game, dict):
        raise SaveError("the save holds no game")
    if _has_fraction(game):
        raise SaveError("the save holds a fraction where a whole number belongs")
    try:
        state = GameState.from_json(json.dumps(game))
    except SaveError:
        raise
    except Exception as exc:  # a value of a type the engine never expected
        raise SaveError(f"the game in the save cannot be replayed ({type(exc).__name__})") from exc
    for name in state.config.seat_names:
        reason = check_name(name)
        if reason is not None:
            raise SaveError(translate("a player's name in the save is refused: {reason}",
                                      reason=reason))
    if (not isinstance(seats, list) or len(seats) != state.players
            or not all(isinstance(s, str) and s in SEAT_KINDS for s in seats)):
        raise SaveError("the save's seats are not one of human/easy/medium/hard per player")
    return SavedGame(state, tuple(seats), _pawns(data.get("pawns"), state.players),
                     _hints(data.get("hints")))


def save_current(saved: SavedGame) -> None:
    """Autosave after every action; a finished game moves to "Last game" instead."""
    if saved.state.is_over:
        write_atomic(_path(LAST), to_text(saved))
        clear_current()
    else:
        write_atomic(_path(CURRENT), to_text(saved))


def clear_current() -> None:
    files.remove(_path(CURRENT))


def _set_aside(path: Path, reason: object) -> str:
    """Keep the file at ``path`` aside (renamed, never deleted); the notice for the player,
    which names the file (Continue, Last game and Earlier game each have their own)."""
    aside = keep_aside(path)
    if aside is None:
        return translate("A saved game ({file}) could not be read ({reason}).",
                         file=path.name, reason=reason_of(reason))
    return translate("A saved game ({file}) could not be read ({reason}). It was kept as {name}.",
                     file=path.name, reason=reason_of(reason), name=aside.name)


def _load(name: str) -> tuple[SavedGame | None, str | None]:
    path = _path(name)
    try:
        data = read_json(path, FORMAT)
        return (from_data(data), None) if data is not None else (None, None)
    except (UnreadableFile, SaveError) as exc:
        return None, _set_aside(path, exc)


def load_current() -> tuple[SavedGame | None, str | None]:
    """(the unfinished game or None, a notice for the player if the file was bad)."""
    return _load(CURRENT)


def load_last() -> tuple[SavedGame | None, str | None]:
    """The last finished game, for watching it again step by step."""
    return _load(LAST)


def load_recent() -> tuple[SavedGame | None, str | None]:
    """The unfinished game a new game replaced (see :func:`put_current_aside`)."""
    return _load(RECENT)


def put_current_aside() -> None:
    """Move the Continue game to the "Earlier game" slot before a new game takes its place.

    Called only once the player has agreed to start a new game over it: the old game is kept
    (replacing an older "Earlier game", the one slot), so the mistake can be undone. An atomic
    rename; OSError when the folder cannot be written (then nothing was moved).
    """
    current = _path(CURRENT)
    if files.exists(current):
        files.rename(current, _path(RECENT))


def bring_back_recent() -> None:
    """Make the "Earlier game" the Continue game again; the game it displaces (if any) becomes
    the "Earlier game" in turn, so going back is never itself a loss. OSError if it cannot.

    Three renames (Continue to :data:`SWAP`, Earlier to Continue, :data:`SWAP` to Earlier); a
    kill between them leaves :data:`SWAP`, from which :func:`finish_swap` rolls forward."""
    current, recent = _path(CURRENT), _path(RECENT)
    if not files.exists(recent):
        return
    if files.exists(current):
        files.rename(current, _path(SWAP))
        finish_swap()
    else:
        files.rename(recent, current)


def finish_swap() -> None:
    """Complete a swap of Continue and Earlier game that a kill interrupted (called at start,
    and by the swap itself); nothing when no swap is under way. OSError if it cannot."""
    current, recent, swap = _path(CURRENT), _path(RECENT), _path(SWAP)
    if not files.exists(swap):
        return
    if files.exists(recent) and not files.exists(current):
        files.rename(recent, current)
    if files.exists(recent):  # not a swap of ours after all: keep it, never overwrite
        keep_aside(swap)
    else:
        files.rename(swap, recent)


def has_recent() -> bool:
    """True when an "Earlier game" is kept (it is only read when the player asks)."""
    return files.exists(_path(RECENT))


def current_path() -> Path:
    """Where the Continue file is (for a crash report's "save file" line)."""
    return _path(CURRENT)


def last_path() -> Path:
    """Where the Last game file is."""
    return _path(LAST)


def set_aside_current(reason: object) -> str:
    """Keep the Continue file aside after it loaded but the table could not be built from it.

    The shell calls this when building the table (or its first frames) from
    :func:`load_current`'s game fails: the file is renamed out of the way (never deleted), so
    Continue does not fail again in a loop, and the returned notice (in the player's language)
    says why and under which name the file was kept. ``reason`` is usually the exception.
    """
    return _set_aside(_path(CURRENT), reason)


def set_aside_last(reason: object) -> str:
    """As :func:`set_aside_current`, for the Last game file (the replay screen failed on it)."""
    return _set_aside(_path(LAST), reason)


def can_keep() -> str | None:
    """Why games cannot be kept here (the data folder cannot be written, or another copy of
    the game holds it), or None when they can."""
    folder = _path(CURRENT).parent
    return files.blocked_reason(folder) or userdirs.unwritable_reason(("data",))


def has_last() -> bool:
    """True when a finished game is kept for Last game."""
    return files.exists(userdirs.data_dir(create=False) / LAST)


def has_current() -> bool:
    """True when a Continue file is there (it is only read when the player asks)."""
    return files.exists(_path(CURRENT))
