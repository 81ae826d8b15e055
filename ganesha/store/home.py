"""Opening the player's folders at start: the one place that decides, before anything is read,
whether this copy of the game may write there, and that tidies what a kill left behind.

In order: claim the data folder (:mod:`ganesha.store.lock`; a second running copy is made
read-only here, with one notice, and touches nothing else); remove the temporary files a kill
left mid-write; complete a swap of Continue and Earlier game and the end of a game that a kill
or a full disk interrupted (:mod:`ganesha.store.finish`); and say once when the folders cannot
be written at all (a read-only home, a folder that cannot be entered, a file in its place).
"""

from __future__ import annotations

import contextlib

from ganesha.data.i18n import translate
from ganesha.store import dirs as userdirs
from ganesha.store import files, finish, lock, logs, saves


def claim() -> bool:
    """Hold the one-copy lock on the data folder (made first: the lock is taken on it); False
    when another running copy holds it. The start calls it before it writes anything, its log
    included (:func:`ganesha.app.main`): a second copy that opened the log first would append
    to the first copy's file and rotate it. Calling it again answers the same."""
    data = userdirs.data_dir(create=False)
    with contextlib.suppress(OSError):
        data.mkdir(parents=True, exist_ok=True)
    return lock.claim(data)


def open_home() -> list[str]:
    """Claim and tidy the folders (see the module's docstring); the notices for the title."""
    config, data = userdirs.config_dir(create=False), userdirs.data_dir(create=False)
    if not claim():
        reason = translate("Another copy of Ganesha is using these files; this one can play, "
                           "but keeps nothing (close the other copy to save games again).")
        for folder in (config, data):
            files.block_writes(folder, reason)
        logs.stop_file_log()  # the log is the first copy's too
        return [reason]
    for folder in (config, data):
        files.clean_stale_temps(folder)  # left by a hard kill mid-save; the start is the moment
    settings_reason = userdirs.unwritable_reason(("config",))
    games_reason = userdirs.unwritable_reason(("data",))
    notices = unwritable_notices(settings_reason, games_reason)
    if games_reason is not None:
        return notices  # nothing of the games to complete where nothing can be written
    try:
        saves.finish_swap()
    except OSError as exc:
        notices.append(translate("The earlier game could not be brought back: {error}",
                                 error=files.reason_of(exc.strerror or exc)))
    return notices + finish.complete_pending()


def unwritable_notices(settings_reason: str | None, games_reason: str | None) -> list[str]:
    """What the player is told, per folder, when one cannot be written: exactly what will and
    will not be kept. Settings (with the New game choices) live in the config folder; saved
    games, Last game and the records in the data folder (the app keeps no game when that one
    cannot be written, :func:`ganesha.store.saves.can_keep`)."""
    if settings_reason is not None and games_reason is not None:
        return [translate("Settings, games and records cannot be saved ({reason}); you can "
                          "play, but nothing will be kept.", reason=settings_reason)]
    if settings_reason is not None:
        return [translate("Settings cannot be saved ({reason}); your games and records are "
                          "kept as usual.", reason=settings_reason)]
    if games_reason is not None:
        return [translate("Games and records cannot be saved ({reason}); you can play, but no "
                          "game or result will be kept. Settings are kept.",
                          reason=games_reason)]
    return []


__all__ = ["claim", "open_home", "unwritable_notices"]
