"""Every screen that is not the table: title, New game, settings, rules, records, results (its
numbers worked out in :mod:`.review.standings`), replay of the last game, pause, the confirm dialog
and the error screen; the review and the rating have a room of their own (:mod:`.review`).
:mod:`.host` holds the roles a screen may ask of the app (each screen is handed only its own);
:mod:`.navigation` holds its menus' side (building the screens, the shared settings), which the
shell's app inherits.

May import the table (the results and replay show a table), the kit and everything below the UI;
never the shell.
"""
