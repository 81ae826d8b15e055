"""The review's room: the game review screen (:mod:`.screen`) with its chart (:mod:`.chart`),
its words (:mod:`.words`) and its one background run per game (:mod:`.runs`); the player's rating
on the results (:mod:`.rating`, :mod:`.rating_words`); the results' numbers (:mod:`.standings`)
and their notice (:mod:`.notice`).

The other menu screens reach in (the results show the rating, the host opens the review); this
room reaches out only to the menus' shared base (:mod:`ganesha.ui.menus.menu_base`) and the
screens' roles (:mod:`ganesha.ui.menus.host`), the table, the kit and below — never to another
screen (a contract in pyproject.toml).
"""
