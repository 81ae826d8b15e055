"""An arena seat as ``--seats`` names it: ``level``, ``level@MS`` (a time budget) or ``level#N``
(simulations, no clock), each optionally followed by modifiers (``:once``, ``:growN``, ``:roundsN``,
``:replyN``, ``:full``, ``:reuse``, ``:fresh``, ``:lead``, ``:win``, ``:rank``), or a rated seat
``rated:1600``; parsed, checked as the command line is read, and made into a player. Kept apart from
:mod:`.arena`, which plays the matches. The modifiers are the screens' variants of a search
(docs/measurements): each names one knob, so a match's command line says what differed."""

from __future__ import annotations

from typing import Any

from ganesha.ai import LEVELS, SEARCH_LEVELS, SearchPlayer, make_player
from ganesha.ai.heuristics import SEAT_REWARDS
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
#: A seat spec's modifier ``roundsN``: the tree search plays N rounds from the root before its
#: estimate (hard two, expert three).
ROUNDS = "rounds"
#: A seat spec's modifier ``replyN``: an opponent's reply node starts with its N best plans
#: competing (hard: 2), widening from there.
REPLY = "reply"
#: A seat spec's modifier that makes the tree search start each later decision of a turn from
#: what the previous decision's search learnt (``reuse``) at any table, and one that makes it
#: start every search from a fresh tree (its old self at three seats).
REUSE = "reuse"
FRESH = "fresh"
#: A seat spec's modifier that makes the tree search use its whole budget on a clear call too
#: (it still stops when the leader cannot be caught in the time left).
FULL = "full"
#: The level that takes a reward modifier (one of :data:`~ganesha.ai.ismcts_playout.REWARDS`).
REWARD_LEVEL = "ismcts"
#: The rewards each kind of search takes: the sparring partner's, and the tree search's
#: (:data:`~ganesha.ai.heuristics.SEAT_REWARDS`).
TREE_REWARDS = tuple(SEAT_REWARDS)


def parse_seat(spec: str) -> tuple[str, dict[str, Any]]:
    """``level``, ``level@MS`` (time budget) or ``level#N`` (simulations, no clock), each
    optionally followed by modifiers (see the module docstring) → the level and its
    :func:`make_player` options; a bad spec raises ``ValueError``. A rated seat,
    ``rated:1600``, takes no budget or modifier: its rating sets its simulations, and it plays
    without a clock so a match reproduces exactly."""
    if rating_of(spec) is not None and spec != RATED:
        return spec, {"clock": False}
    base, *modifiers = spec.split(":")
    options: dict[str, Any] = {}
    for modifier in modifiers:
        if modifier == ONCE:
            options["replan_players"] = None
        elif modifier == FULL:
            options["clear_margin"] = float("inf")
        elif modifier in (REUSE, FRESH):
            options["reuse"] = modifier == REUSE
        elif modifier in REWARDS or modifier in TREE_REWARDS:
            options["reward"] = modifier
        elif (counted := _counted(modifier)) is not None:
            options[counted[0]] = counted[1]
        else:
            raise ValueError(f"unknown seat modifier {modifier!r}")
    if "#" in base:
        level, count = base.split("#", 1)
        return level, {"think_ms": None, "max_iterations": int(count), **options}
    if "@" in base:
        level, ms = base.split("@", 1)
        return level, {"think_ms": int(ms), **options}
    return base, options


#: Counted modifiers (a prefix and a whole number ≥ 1) → the search player's option they set.
COUNTED = {GROW: "expand_after", ROUNDS: "rounds", REPLY: "reply_width"}


def _counted(modifier: str) -> tuple[str, int] | None:
    """The option a counted modifier (``grow8``, ``rounds3``, ``reply3``) sets and its count, or
    None when ``modifier`` is not one; a count below 1 is no count."""
    prefix = modifier.rstrip("0123456789")
    count = modifier[len(prefix):]
    if prefix in COUNTED and count and int(count) >= 1:
        return COUNTED[prefix], int(count)
    return None


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
    (the tree search's knobs need a search over whole turns; ``ismcts`` takes ``:win`` or
    ``:rank``, the tree search ``:lead`` or ``:win``)."""
    try:
        level, options = parse_seat(spec)
    except ValueError:
        raise BadValue(f"bad seat {spec!r}: use level, level@MS or level#N, then optionally "
                       f":once, :growN, :roundsN, :replyN, :full, :reuse, :fresh, :lead, :win or "
                       f":rank") from None
    if not is_level(level):
        raise BadValue(f"unknown level {level!r}; choose from {', '.join(LEVELS)} "
                       f"(or rated:NNNN)")
    in_turns = _searches_in_turns(spec)
    if "reward" in options:
        allowed = TREE_REWARDS if in_turns else REWARDS if level == REWARD_LEVEL else ()
        if options["reward"] not in allowed:
            takes = f"takes {', '.join(allowed)}" if allowed else "takes no reward"
            raise BadValue(f"bad seat {spec!r}: {level} {takes}")
    tree_knobs = {"replan_players", "clear_margin", "reuse", *COUNTED.values()}
    if options.keys() & tree_knobs and not in_turns:
        raise BadValue(f"bad seat {spec!r}: only a tree search level (hard, expert) takes "
                       f":once, :growN, :roundsN, :replyN, :full, :reuse or :fresh")


def seat_list(text: str) -> str:
    """``--seats`` checked as it is parsed: at least one seat, each one :func:`check_seat`
    takes."""
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if not specs:
        raise BadValue("name at least one seat")
    for spec in specs:
        check_seat(spec)
    return text


__all__ = ["COUNTED", "FRESH", "FULL", "GROW", "ONCE", "REPLY", "REUSE", "REWARD_LEVEL", "ROUNDS",
           "TREE_REWARDS", "check_seat", "parse_seat", "seat_list", "seat_player"]
