"""The pygame-ce user interface, in five rooms by role:

* :mod:`.kit` — the drawing kit: theme, type scale, art, text, shapes, animation, the scene stack
  and the widgets. Knows nothing of a game.
* :mod:`.table` — the game table: input (drag-and-drop, keys, pad) becomes typed intents, a
  controller turns them into engine actions, and the painter draws state and history
  (:mod:`.table.draw`) in the words of :mod:`.table.words`.
* :mod:`.menus` — every screen that is not the table: title, New game, settings, rules, records,
  results, replay, pause, confirm, error.
* :mod:`.sound` — what the player hears: the effects, the music and the mixer they share, and
  which effect each event at the table deserves.
* :mod:`.shell` — the one loop, the window, the presentation, gamepad and ``MenuApp``, which
  holds the screens together.

Imports point one way: shell → sound → menus → table → kit (import-linter holds it). Nothing here
decides a rule: legality comes from ``GameState.legal_actions()``.
"""
