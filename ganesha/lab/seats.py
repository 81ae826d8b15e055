"""An arena seat as ``--seats`` names it: ``level``, ``level@MS`` (a time budget) or
``level#N`` (simulations, no clock), each optionally followed by modifiers (``:once``,
``:growN``, ``:win``, ``:rank``), or a rated seat ``rated:1600``; parsed, checked as the command
line is read, and made into a player. Kept apart from :mod:`.arena`, which plays the matches."""

from __future__ import annotations

from typing import Any

from ganesha.ai import LEVELS, SEARCH_LEVELS, SearchPlayer, make_player
from ganesha.ai.ismcts_playout import REWARDS
from ganesha.ai.registry import RATED, is_level, rating_of
from ganesha.data.arguments import BadValue

#: A seat spec's modifier that makes a tree search level search once a turn at every table (the
#: plan of its first decision played out), as it did at every table before it searched again at
#: each decision from three seats up.
ONCE = "once"
#: A seat spec's modifier ``growN``: the tree search builds a node after N simulations at every
#: table (``expand_after``), as it did before crowded tables grew their trees faster.
GROW = "grow"
#: The level that takes a reward modifier (one of :data:`~ganesha.ai.ismcts_playout.REWARDS`).
REWARD_LEVEL = "ismcts"


def parse_seat(spec: str) -> tuple[str, dict[str, Any]]:
    """``level``, ``level@MS`` (time budget) or ``level#N`` (simulations, no clock), each
    optionally followed by modifiers (``:once``, ``:growN``, ``:win``, ``:rank``) → the
    level and its :func:`make_player` options; a bad spec raises ``ValueError``. A rated seat,
    ``rated:1600``, takes no budget or modifier: its rating sets its simulations, and it plays
    without a clock so a match reproduces exactly."""
    if rating_of(spec) is not None and spec != RATED:
        return spec, {"clock": False}
    base, *modifiers = spec.split(":")
    options: dict[str, Any] = {}
    for modifier in modifiers:
        if modifier == ONCE:
            options["replan_players"] = None
        elif modifier in REWARDS:
            options["reward"] = modifier
        elif modifier.startswith(GROW) and int(modifier[len(GROW):]) >= 1:
            options["expand_after"] = int(modifier[len(GROW):])
        else:
            raise ValueError(f"unknown seat modifier {modifier!r}")
    if "#" in base:
        level, count = base.split("#", 1)
        return level, {"think_ms": None, "max_iterations": int(count), **options}
    if "@" in base:
        level, ms = base.split("@", 1)
        return level, {"think_ms": int(ms), **options}
    return base, options


def seat_player(spec: str, seed: int, think_ms: int | None = None) -> Any:
    """The player for one seat spec; ``think_ms`` is the default budget of bare search levels."""
    level, options = parse_seat(spec)
    if level in SEARCH_LEVELS and "think_ms" not in options:
        options = {**options, "think_ms": think_ms}
    return make_player(level, seed, **options)



def _searches_in_turns(spec: str) -> bool:
    """Whether the seat is a search over whole turns (the only kind the modifiers mean anything
    to)."""
    level, _ = parse_seat(spec)
    return isinstance(make_player(level), SearchPlayer)


def check_seat(spec: str) -> None:
    """Refuse (:class:`~ganesha.data.arguments.BadValue`, with the reason) a seat no table can
    seat: a spec that does not parse, an unknown level, or a modifier its level does not take
    (``:once`` and ``:growN`` need a search over whole turns, a reward needs ``ismcts``)."""
    try:
        level, options = parse_seat(spec)
    except ValueError:
        raise BadValue(f"bad seat {spec!r}: use level, level@MS or level#N, then optionally "
                       f":once, :growN, :win or :rank") from None
    if not is_level(level):
        raise BadValue(f"unknown level {level!r}; choose from {', '.join(LEVELS)} "
                       f"(or rated:NNNN)")
    if "reward" in options and level != REWARD_LEVEL:
        raise BadValue(f"bad seat {spec!r}: only {REWARD_LEVEL} takes a reward "
                       f"({', '.join(REWARDS)})")
    if options.keys() & {"replan_players", "expand_after"} and not _searches_in_turns(spec):
        raise BadValue(f"bad seat {spec!r}: only a tree search level (hard, expert) takes "
                       f":once or :growN")


def seat_list(text: str) -> str:
    """``--seats`` checked as it is parsed: at least one seat, each one :func:`check_seat`
    takes."""
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if not specs:
        raise BadValue("name at least one seat")
    for spec in specs:
        check_seat(spec)
    return text


__all__ = ["GROW", "ONCE", "REWARD_LEVEL", "check_seat", "parse_seat", "seat_list",
           "seat_player"]
