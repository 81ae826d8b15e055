"""Finishing a game: its result into the records, the game into Last game, Continue removed, as
one step that a kill, a power cut or a full disk cannot half-do.

The order is what makes it recoverable. First the whole finished game is written to a *pending
result* file of its own (``pending-result-<id>.json``), then the records, then Last game, then
the Continue save is removed, and last the pending file. A kill between any two of these leaves
the pending file, and the next start (:func:`complete_pending`) does the rest from it: the
records skip a game they already list (its id is made from its moves), Last game is written and
Continue removed only while Continue still holds this very game (an earlier point of it), so a
newer game is never touched. A disk too full for the records keeps the pending file too: the
result is counted at a later start, once there is room, and the player is told what was kept.

A kill before the pending file is written leaves Continue one move before the end, so the game
itself, and with it its result, is not lost either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ganesha.data.i18n import translate
from ganesha.store import dirs as userdirs
from ganesha.store import files, records, saves
from ganesha.store.files import keep_aside, load_kept, reason_of, write_atomic
from ganesha.store.schemas.games import SaveFile

PENDING_PREFIX = "pending-result-"


@dataclass(frozen=True, slots=True)
class Finished:
    """What finishing a game kept: ``pending`` (its result waits in its own file for a later
    start), ``recorded`` (in the records now), ``last`` (kept for Last game); ``error`` the
    disk's words for the first step that failed; ``notice`` the records' own (a damaged records
    file kept aside)."""

    pending: bool
    recorded: bool
    last: bool
    error: str | None = None
    notice: str | None = None

    def words(self) -> str | None:
        """What to tell the player when not everything was kept; None when it was."""
        if self.error is None:
            return None
        if self.recorded:
            return (None if self.last else translate(
                "The result is in your records, but the game could not be kept for Last "
                "game ({error}).", error=self.error))
        if self.pending:
            kept = (translate("The game is kept under Last game.") if self.last
                    else translate("The game itself could not be kept for Last game."))
            return translate("The result could not be added to your records yet ({error}); it "
                             "will be when the disk has room.", error=self.error) + " " + kept
        if self.last:
            return translate("The game is kept under Last game, but its result could not be "
                             "added to your records ({error}).", error=self.error)
        return translate("The end of the game could not be saved ({error}); Continue resumes "
                         "it one move before the end.", error=self.error)


def _marker(ident: str) -> Path:
    return userdirs.data_dir(create=False) / f"{PENDING_PREFIX}{ident}.json"


def _holds_part_of(current: saves.SavedGame | None, saved: saves.SavedGame) -> bool:
    """True when the Continue game is ``saved`` itself at an earlier (or the same) point."""
    if current is None:
        return False
    done, now = saved.state.history, current.state.history
    return current.state.config == saved.state.config and done[:len(now)] == now


def _quiet_current() -> saves.SavedGame | None:
    """The Continue game if it reads; None otherwise (Continue itself says why, when asked)."""
    return saves.read_quietly(saves.current_path())


class _Steps:
    """Runs the steps in order, noting the first failure's words; a failed step is skipped."""

    def __init__(self) -> None:
        self.error: str | None = None
        self.notice: str | None = None

    def run(self, step: Callable[..., object], *args: object) -> bool:
        try:
            result = step(*args)
        except OSError as exc:
            if self.error is None:
                self.error = reason_of(exc.strerror or exc)
            return False
        if isinstance(result, str):
            self.notice = result
        return True


def _complete(saved: saves.SavedGame, text: str, marker: Path, pending: bool, fresh: bool,
              steps: _Steps) -> Finished:
    """The steps after the pending file: records, Last game, Continue, the pending file.

    ``fresh``: the game has just ended at the table, so Continue holds it. At a later start
    Last game is written and Continue removed only while Continue still holds part of this
    game (the kill came before those steps), never over a game played since."""
    recorded = steps.run(records.record_game, saved)
    ours = fresh or _holds_part_of(_quiet_current(), saved)
    last = ours and steps.run(write_atomic, saves.last_path(), text)
    if ours and (pending or recorded):  # the result is safe: Continue may go
        steps.run(saves.clear_current)
    if recorded and pending:
        pending = not steps.run(files.remove, marker)
    return Finished(pending, recorded, last, steps.error, steps.notice)


def finish_game(saved: saves.SavedGame) -> Finished:
    """Keep a finished game: pending file, records, Last game, Continue removed, pending file
    removed (see the module's docstring). Never raises for the disk: the result says."""
    text = saves.to_text(saved)
    marker = _marker(records.game_id(saved))
    steps = _Steps()
    pending = steps.run(write_atomic, marker, text)
    return _complete(saved, text, marker, pending, True, steps)


def pending_files() -> list[Path]:
    """The pending results a kill or a full disk left, oldest first."""
    folder = userdirs.data_dir(create=False)
    try:
        found = [p for p in folder.iterdir()
                 if p.name.startswith(PENDING_PREFIX) and p.name.endswith(".json")]
        return sorted(found, key=lambda p: p.stat().st_mtime)
    except OSError:
        return []


def _words(reason: str, kept: str | None) -> str:
    return translate("A finished game's result could not be read ({reason}).", reason=reason) \
        + ("" if kept is None else " " + translate("It was kept as {name}.", name=kept))


def complete_pending() -> list[str]:
    """At start: finish each game whose ending was interrupted; notices for the player (a
    damaged pending file kept aside, a records file kept aside, results still waiting)."""
    notices: list[str] = []
    for marker in pending_files():
        saved, notice = load_kept(marker, SaveFile, saves.from_file, _words)
        if notice is not None:
            notices.append(notice)
            continue
        if saved is None or not records.counts(saved):
            # not a result the records count (unfinished, or AI seats only: a hand-edited
            # file): out of the way, and Continue and Last game are left as they were
            keep_aside(marker)
            continue
        text = saves.to_text(saved)
        steps = _Steps()
        done = _complete(saved, text, marker, True, False, steps)
        notices += [n for n in (steps.notice, done.words() if not done.recorded else None) if n]
    return notices


__all__ = ["PENDING_PREFIX", "Finished", "complete_pending", "finish_game", "pending_files"]
