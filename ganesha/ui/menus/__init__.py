"""Every screen that is not the table: title, New game, settings, rules, records, results, replay
of the last game, pause, the confirm dialog and the error screen, with :mod:`.navigation` moving
between them and :mod:`.host` the protocol of what a screen may ask of the app.

May import the table (the results and replay show a table), the kit and everything below the UI;
never the shell.
"""
