"""The player's files: the folders they live in, atomic writes and keeping damaged files aside,
settings, the saved games (Continue, Earlier game, Last game), records, the remembered setup, the
lesson's progress and crash reports.

May import the engine, the AI's level registry and :mod:`ganesha.data`; never the UI or pygame.
Everything that reads a file here survives a damaged, missing or unreadable one.
"""
