"""The drawing kit: colours and type (theme, type scale), the art at any size, text through the
translation layer, shapes, animation curves, the design grid, the scene stack and the widgets.

Knows nothing of a game in progress: it may import :mod:`ganesha.data` and pygame, never the
table, the menus or the shell.
"""
