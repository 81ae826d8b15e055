"""Scenes on a stack (table, results; later title, setup, pause) — see :mod:`.base`."""
