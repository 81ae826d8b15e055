"""The declared shape of every file the game keeps, one schema per file.

Each file is decoded straight into its schema (msgspec ``Struct`` types, strict: a whole number
is never ``3.0`` or ``true``, a number is never NaN or infinite): types, required keys, ranges,
lengths and the rules between fields (no more wins than games, one entry per game) live here
and nowhere else, and the readers in :mod:`ganesha.store` only turn a decoded file into the
game's own values. Anything a schema refuses is a damaged file, which the one guarded loader
(:func:`ganesha.store.files.load_kept`) keeps aside with one notice.

May import ``ganesha.data`` and ``ganesha.engine`` (for their vocabularies), never the rest of
the store.
"""
