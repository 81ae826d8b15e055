"""The plain data every layer above the AI shares: the game's vocabulary (seat kinds, speeds,
languages, pawns), the match setup, the one check of a player's name, the translation layer and
the bundled resources (fonts, pictures, sounds, catalogues).

May import the engine and the AI's level registry; never the store, the UI or pygame at import
time (the resources module loads pygame lazily, only when a font or picture is asked for).
"""
