"""Drawing the table: the layout for any window size, the backdrop painted once per size, the
painter and the frame view, highlights, effects in the air, ghosts and bag draws.

Pure functions of the state, its history and the layout: nothing here mutates the game. May import
the kit, :mod:`ganesha.ui.table.words` and the table's intents.
"""
