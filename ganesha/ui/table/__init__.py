"""The game table: the scene a player spends the game in.

Input first: :mod:`.drag` (drag-and-drop, clicks), :mod:`.keyboard` and the gamepad keys become
typed :mod:`.intents`; :mod:`.moves` maps them onto the engine's legal actions; the
:mod:`.controller` takes them, with its parts split by job: :mod:`.turns` applies actions (undo,
the lesson's gate, queued placements, results timing), :mod:`.ai_seats` paces the AI seats and
:mod:`.hot_seat` holds the hand-over and its catch-up. The dialogs, hint, Ginger exchange and
lesson card sit beside it. Drawing lives in :mod:`.draw`, words in :mod:`.words`.

May import the engine, the AI, :mod:`ganesha.data`, :mod:`ganesha.store`, the lesson and
:mod:`ganesha.ui.kit`; never the menus or the shell.
"""
