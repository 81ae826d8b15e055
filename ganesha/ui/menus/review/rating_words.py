"""A player's rating for a game in words: one wording for the review, the results and Records.

The figures come from :mod:`ganesha.data.play_ratings` (the review's mean points lost per turn
read off the AI levels' calibration); these functions only word them: the rating to the
nearest ten with its 95 % interval ("about 1850 (1600–2050)", "about 2470 or more" past the
strongest level), where it stands among the levels a player can choose ("between the medium and
hard AIs"), or why there is none ("too short to rate").
"""

from __future__ import annotations

from ganesha.ai.review import Review
from ganesha.data import play_ratings
from ganesha.data.i18n import translate as tr
from ganesha.data.i18n import translate_plural as trn
from ganesha.data.play_ratings import PlayRating


def figure(rated: PlayRating) -> str:
    """The rating with its interval, or held at an end: "about 1850 (1600–2050)"."""
    if rated.capped == "above":
        return tr("about {rating} or more", rating=rated.rating)
    if rated.capped == "below":
        return tr("about {rating} or less", rating=rated.rating)
    return tr("about {rating} ({low}–{high})", rating=rated.rating, low=rated.low,
              high=rated.high)


def among_levels(rated: PlayRating) -> str:
    """Where the rating stands among the AI levels a player can choose; empty without a
    calibration."""
    below, above = play_ratings.neighbours(rated.rating)
    if below is None and above is None:
        return ""
    if below is None:
        return tr("below the {level} AI", level=tr(str(above)))
    if above is None:
        return tr("above the {level} AI", level=tr(below))
    if below == above:
        return tr("like the {level} AI", level=tr(below))
    return tr("between the {lower} and {upper} AIs", lower=tr(below), upper=tr(above))


def too_short(turns: int) -> str:
    """Why a seat has no rating: fewer reviewed turns than a rating needs."""
    need = play_ratings.min_turns() or 0
    return trn("Too short to rate: {n} turn reviewed, {need} needed",
               "Too short to rate: {n} turns reviewed, {need} needed", turns, need=need)


def seat_line(review: Review, seat: int, name: str | None) -> str | None:
    """One seat's rating in a sentence: "Your play this game: about 1850 (1600–2050), between
    the medium and hard AIs" (``name`` None: the only person reviewed) or "Asha's play …", or
    too short to rate; None when no calibration is at hand (no rating is shown then)."""
    if play_ratings.calibration() is None:
        return None
    rated = play_ratings.rate(review, seat)
    if rated is None:
        return too_short(review.points_lost(seat)[2])
    whose = (tr("Your play this game: {figure}", figure=figure(rated)) if name is None
             else tr("{name}'s play this game: {figure}", name=name, figure=figure(rated)))
    where = among_levels(rated)
    return tr("{play}, {levels}", play=whose, levels=where) if where else whose


__all__ = ["among_levels", "figure", "seat_line", "too_short"]
