"""Every screen that is not the table: title, New game, settings, rules, records, results (its
numbers worked out in :mod:`.standings`), replay of the last game, pause, the confirm dialog and
the error screen. :mod:`.host` is the protocol of what a screen may ask of the app;
:mod:`.navigation` holds its menus' side (building the screens, the shared settings), which the
shell's app inherits.

May import the table (the results and replay show a table), the kit and everything below the UI;
never the shell.
"""
