"""The autosave ("Continue"), the last finished game ("Last game") and the game a new one replaced
("Earlier game"), in the user's data folder.

A save is the engine's own save text (config + action list, replayed on load) wrapped with what
the engine does not know: who sits in each seat (a human or an AI level). The game is saved after
every action with an atomic write, so Continue resumes exactly where play stopped.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from ganesha.data.i18n import translate
from ganesha.data.names import check_name
from ganesha.engine import GameState, SaveError
from ganesha.store import dirs as userdirs
from ganesha.store import files
from ganesha.store.files import (
    UnreadableFile,
    Words,
    keep_aside,
    load_kept,
    read_as,
    reason_of,
    set_aside,
    write_atomic,
)
from ganesha.store.schemas.games import SaveFile

_log = logging.getLogger(__name__)

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


class NewerSave(SaveError):
    """The file was written by a newer Ganesha (its outer ``version`` is larger than ours)."""


def from_file(file: SaveFile) -> SavedGame:
    """The game a decoded save holds (:class:`SaveFile` checked its shape); :class:`SaveError`
    when the engine refuses the game, its names, or the file is a newer Ganesha's."""
    if file.version > VERSION:
        raise NewerSave(translate("it was made by a newer Ganesha"))
    try:
        state = GameState.from_json(msgspec.json.encode(file.game))
    except Exception as exc:  # the engine's refusal (its words are English: for the log), or a
        # value the engine never expected (kinds fit, meaning not)
        _log.warning("the game in the save cannot be replayed: %r", exc)
        raise SaveError(translate("the game in the save cannot be replayed")) from exc
    for name in state.config.seat_names:
        reason = check_name(name)
        if reason is not None:
            raise SaveError(translate("a player's name in the save is refused: {reason}",
                                      reason=reason))
    pawns = None if file.pawns is None else tuple(file.pawns)
    return SavedGame(state, tuple(file.seats), pawns, file.hints)


def from_data(data: dict[str, Any]) -> SavedGame:
    """The saved game in parsed ``data``, through the file's schema and the engine's replay;
    :class:`SaveError` (with a reason) for anything off."""
    try:
        file = msgspec.convert({"format": FORMAT, **data}, SaveFile, strict=True)
    except msgspec.ValidationError as exc:
        raise SaveError(reason_of(exc)) from exc
    return from_file(file)


def save_current(saved: SavedGame) -> None:
    """Autosave after every action; a finished game moves to "Last game" instead."""
    if saved.state.is_over:
        write_atomic(_path(LAST), to_text(saved))
        clear_current()
    else:
        write_atomic(_path(CURRENT), to_text(saved))


def clear_current() -> None:
    files.remove(_path(CURRENT))


def _words(file: str) -> Words:
    """The notice for a save kept aside, naming the file (Continue, Last game and Earlier game
    each have their own)."""
    def words(reason: str, kept: str | None) -> str:
        if kept is None:
            return translate("A saved game ({file}) could not be read ({reason}).",
                             file=file, reason=reason)
        return translate("A saved game ({file}) could not be read ({reason}). It was kept as "
                         "{name}.", file=file, reason=reason, name=kept)
    return words


def _set_aside(path: Path, reason: object) -> str:
    return set_aside(path, reason, _words(path.name))


def _load(name: str) -> tuple[SavedGame | None, str | None]:
    return load_kept(_path(name), SaveFile, from_file, _words(name))


def read_quietly(path: Path) -> SavedGame | None:
    """The game at ``path`` if it reads; None otherwise, the file left where it is (for a
    look that is not the player's: the screen that reads it says why, when asked)."""
    try:
        file = read_as(path, SaveFile)
        return None if file is None else from_file(file)
    except (UnreadableFile, ValueError):
        return None


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
