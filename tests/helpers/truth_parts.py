"""The oracle's checks of what a turn's words say it was made of (see ``tests/helpers/truth.py``):
each source of its points in the summary ("yellow ×1 +2, Cinnamon +1 = +3"), every gem a
placement pushed into the Treasury, and the Destiny gems the end of the last round moved there.

The truth is read off the engine around each action — the slot values its ``preview`` fills,
the score change a spice made, the Destiny slots before and after — never off the UI's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ganesha.engine import GainPoint, Gamble, GameState, Place
from ganesha.ui.kit.text import spice_name

if TYPE_CHECKING:
    from tests.helpers.truth import Act, Oracle, Turn


def record_sources(oracle: Oracle, act: Act, before: dict[str, Any], state: GameState) -> None:
    """Note what ``act`` scored by source and pushed, from the engine's answers ``before`` it
    and the state after it."""
    seat = before["turn_seat"]
    if before["seat"] == seat:
        for colour, _, value in before["slots_filled"]:
            act.gem_points[colour] = act.gem_points.get(colour, 0) + value
    if isinstance(act.action, (GainPoint, Gamble)):
        act.spice = (before["effect"], state.scores[seat] - before["scores"][seat])
    tiles = before["tiles"]
    if isinstance(act.action, Place) and act.action.target != "treasury":
        old = tiles[seat][0 if act.action.target == "slot1" else 1]
        if old is not None:
            act.pushed.append(old)
    elif state.final_stage or state.is_over:
        for s, slots in enumerate(tiles):
            gone = [c for c, now in zip(slots, state.seat(s).slots, strict=True)
                    if c is not None and now is None]
            if gone:
                name = state.config.seat_names[s]
                gems = "gem" if len(gone) == 1 else "gems"
                oracle.emptied.append(f"{name} moves {len(gone)} Destiny {gems} into the "
                                      f"Treasury: {', '.join(gone)}")


def check_parts(oracle: Oracle, text: str, turn: Turn) -> None:
    """The summary names every source of the turn's points with its own points, and adds them
    up when there is more than one."""
    placed: dict[str, list[int]] = {}
    spices: dict[str, int] = {}
    for act in turn.acts:
        for colour, points in act.gem_points.items():
            entry = placed.setdefault(colour, [0, 0])
            entry[0] += act.placed.get(colour, 0)
            entry[1] += points
        if act.spice is not None and act.spice[1]:
            spices[act.spice[0]] = spices.get(act.spice[0], 0) + act.spice[1]
    parts = [f"{colour} ×{n} {points:+d}" for colour, (n, points) in placed.items()]
    parts += [f"{spice_name(effect)} {points:+d}" for effect, points in spices.items()]
    for part in parts:
        if part not in text:
            oracle.fail(f"summary {text!r}: the turn scored {part}")
    removed = turn.count("removed")
    if len(parts) + len(removed) > 1 and f"= {turn.points:+d}" not in text:
        oracle.fail(f"summary {text!r} does not add its parts up to {turn.points:+d}")


def check_pushes(oracle: Oracle, details: list[str], turn: Turn) -> None:
    """A placement on an occupied Destiny slot says which gem it pushed into the Treasury."""
    for act in turn.acts:
        for colour in act.pushed:
            said = f"pushing {colour} into the Treasury"
            if said not in act.line or act.line not in details:
                oracle.fail(f"turn {turn.key}: {act.line!r} pushed {colour} into the "
                            f"Treasury; the log says {details}")


def check_emptied(oracle: Oracle) -> None:
    """The end of the last round says each seat's Destiny gems went to its Treasury."""
    lines = [line.text for line in oracle.table.controller.log]
    for want in oracle.emptied:
        if want not in lines:
            oracle.fail(f"the log lacks {want!r}")
