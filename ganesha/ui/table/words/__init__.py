"""What the table says: the game log, the prompt and the bar's buttons, tooltips, the last-turn
stories of the tiles, the reasons of a refused move.

Every sentence is read off the engine (its state, legal actions and history) and only worded
here. May import the engine, :mod:`ganesha.data` and the kit's text layer.
"""
