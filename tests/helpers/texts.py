"""Texts the fit tests measure: the longest sentence the table may have to say."""

from __future__ import annotations

#: The AI worker's fallback notice (a translation key): the longest line under the mandala.
LONG = ("The AI helper process kept failing ({reason}); the AI now thinks inside the game, "
        "which may slow the table down.")
