"""The New game screen's "at my level" opponent: the rating dial and where its default comes from.

Every seat set to "AI · at my level" plays at the one rating on the dial (``rated:1650``: the
seat kind the saves and the last setup keep, :class:`ganesha.ai.players.RatedPlayer`). The dial
runs from :data:`LOWEST` to the expert's rating in steps of :data:`STEP`, stopping at its ends.
It opens at the last game's setting when that had one, else at the player's own rating: their
last ten rated games combined (:func:`ganesha.store.play_history.recent_rating`), read through
the rated level's calibration (:func:`ganesha.data.rated_calibration.setting_for`) so the
setting is the one measured to play at that rating.
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.ai.registry import RATED_DEFAULT, rating_of
from ganesha.data import ratings
from ganesha.data.play_ratings import Combined
from ganesha.data.rated_calibration import setting_for
from ganesha.store import play_history
from ganesha.ui.kit.text import tr, trn
from ganesha.ui.kit.widgets.choice import Choice

#: The dial's lowest setting, its step, and where it stands for a player with no rated game.
LOWEST = 800
STEP = 50
UNRATED = RATED_DEFAULT
#: The top when the ladder's file gives no expert rating (its last measured value, rounded down).
FALLBACK_TOP = 2450


def top() -> int:
    """The dial's highest setting: the expert's rating, down to a whole step."""
    expert = ratings.ratings().get("expert")
    highest = expert.rating if expert is not None else FALLBACK_TOP
    return max(LOWEST, int(highest) // STEP * STEP)


def snap(value: float) -> int:
    """``value`` on the dial: the nearest step, within its ends."""
    return min(max(LOWEST, round(value / STEP) * STEP), top())


def settings() -> list[int]:
    """Every setting of the dial, lowest first."""
    return list(range(LOWEST, top() + 1, STEP))


def player_rating(name: str) -> Combined | None:
    """``name``'s recent games combined into one rating, or None (none rated, or no file)."""
    return play_history.recent_rating(name.strip()) if name.strip() else None


def opening_setting(seats: list[dict[str, str]], player: Combined | None) -> int:
    """Where the dial opens: a rated seat's setting kept from the last game, else the setting
    measured to play at the player's rating, else :data:`UNRATED`."""
    for seat in seats:
        rating = rating_of(seat["kind"])
        if rating is not None:
            return snap(rating)
    return snap(setting_for(player.rating)) if player is not None else UNRATED


def note(player: Combined | None) -> str:
    """The line beside the dial: the player's own rating it opened from, or how to get one."""
    if player is None:
        return tr("No rated games yet: Rate my play after a game gives you a rating.")
    return trn("Your rating: about {rating} (±{spread}, from {n} game).",
               "Your rating: about {rating} (±{spread}, from {n} games).", player.games,
               rating=player.rating, spread=player.spread)


class Dial(Choice):
    """A rating as ‹ 1650 ›: the arrows step it down and up and stop at the ends (a dial that
    wrapped from the top to the bottom would throw a strong player to the weakest opponent)."""

    def __init__(self, name: Any, rect: pygame.Rect, value: int) -> None:
        super().__init__(name, rect, [(r, str(r)) for r in settings()], snap(value))

    def step(self, delta: int) -> Any:
        self.index = min(max(0, self.index + delta), len(self.options) - 1)
        return self.value


__all__ = ["LOWEST", "STEP", "UNRATED", "Dial", "note", "opening_setting", "player_rating",
           "settings", "snap", "top"]
