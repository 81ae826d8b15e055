"""The app around the screens: the one loop (:mod:`.loop`), the window and its presentation on
every display, gamepad events, the lesson's start and :class:`.menu_app.MenuApp`, which
is the menu screens' host: it opens the screens and the games, autosaves and shows the error
screen.

The top of the UI: it may import everything below it; nothing in the UI imports it.
"""
