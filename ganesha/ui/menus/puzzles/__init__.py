"""The puzzles' room: "find the best turn" played at the real table (:mod:`.screen`), its
background judge (:mod:`.judging`), the table opened at a puzzle's position (:mod:`.attempt`),
the player's standing (:mod:`.standing`: the puzzle set, the next and the daily puzzle, the
streak) and the words (:mod:`.words`).

A room beside the review's rather than more modules in ``ui/menus``: the title and Records reach
in (the host opens the screen, Records shows the standing); this room reaches out only to the
menus' base and roles, the review's words panel, the table, the kit and below — never to another
screen (a contract in pyproject.toml).
"""
