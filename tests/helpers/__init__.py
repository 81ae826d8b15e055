"""What several test modules share: positions to start from (and one per reason the engine
refuses a move), random play, test doubles for the AI worker, the table and app drivers, a host
for the menu screens without the app, the table-truth oracle, and the look checks run at more
than one text size.

Test modules import from here and never from one another (``tests/test_suite_layout.py`` keeps
it so), so each test module can be read, moved or deleted on its own.
"""
