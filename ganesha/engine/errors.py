"""The engine's own exceptions, so callers can tell a refused move from a bug."""

from __future__ import annotations


class GaneshaError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(GaneshaError, ValueError):
    """An action that is not in ``state.legal_actions()``; the state is left untouched."""


class SaveError(GaneshaError, ValueError):
    """A save text that cannot be turned back into a game (corrupt, foreign or inconsistent)."""


class ConfigError(GaneshaError, ValueError):
    """A game configuration outside what the rules allow (e.g. 5 players)."""
