"""The spice guide's words: what became of each token on the altar, the badge that ties a token
to its line, and how much of each live token's help the panel has room for. The painter draws
the guide from these (draw/painter.py); the tests read the same answers."""

from __future__ import annotations

from collections.abc import Mapping

from ganesha.data.i18n import N_
from ganesha.engine import GameState
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.shapes import fit
from ganesha.ui.kit.text import spice_name, tr
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.table.draw.layout import GUIDE_MOST, Layout
from ganesha.ui.table.words.log import NOT_OFFERED, NOW, SKIPPED, USED, WAITING, GameLog

NO_GEM = "no gem"

#: The guide's word for what became of a token whose gem was taken (see words/log.py).
STATUS_WORDS = {USED: N_("used"), SKIPPED: N_("not used"), NOT_OFFERED: N_("not offered"),
                NOW: N_("now"), WAITING: N_("after placing"), NO_GEM: N_("no gem")}


def token_states(state: GameState, fates: Mapping[int, str] | None = None) -> dict[int, str]:
    """Each spice token on the altar: "live" (its gem still there), or what became of it once
    its gem was taken, as the history tells (``fates``: the table's log's reading, or read
    afresh): "used", "skipped", "not offered", "now" (the game waits on its decision) or
    "waiting" (Coriander, offered once the gems are placed); "no gem" when the altar's refill
    left its hex empty."""
    if fates is None:
        fates = GameLog(state).fates(state)
    gems = state.altar_gems()
    return {h: "live" if h in gems else fates.get(h, NO_GEM) for h in state.spice_tokens()}


def spice_badges(state: GameState) -> dict[int, str]:
    """The badge of each spice token on the altar: its line in the guide, in order of hexes."""
    return {h: str(i + 1) for i, h in enumerate(sorted(state.spice_tokens()))}


def guide_names(text: TextCache, lay: Layout, tokens: list[tuple[int, str]],
                said: Mapping[int, str], width: int) -> tuple[list[str], int]:
    """Each token's name line (its spice, its hex, what became of it) and the one size every
    name line is set in: the largest at which all end in the panel, down to the smallest the
    table draws (a settled Russian token's line is long), so the lines read as one list."""
    label = type_scale.style("label")
    names = [spice_name(effect) + "  · " + tr("hex {n}", n=h + 1)
             + ("" if said[h] == "live" else " · " + tr(STATUS_WORDS[said[h]]))
             for h, effect in tokens]
    px, least = label.px(lay.s, GUIDE_MOST), type_scale.style("caption").px(lay.s, 1.0)
    while px > least and any(text.size(n, px, label.face)[0] > width for n in names):
        px -= 1
    return names, px


def helps_that_fit(text: TextCache, lay: Layout, helps: dict[int, list[str]], room: float,
                   heights: tuple[float, float, float], width: int) -> dict[int, list[str]]:
    """Each token's help (its wrapped lines; none for a settled token) cut to the most lines
    every token can show in ``room`` pixels (``heights``: a name line, a help line, a name
    line alone with its icon); a cut help ends in "…". Told alike: never one token's help
    and not the next one's because the first took two lines (its tooltip has it all)."""
    name_h, line_h, named = heights
    small = type_scale.style("small")

    def tall(n: int) -> float:
        return (max(name_h + line_h * n, lay.px(36)) if n else named) + lay.px(6)

    most = max((len(lines) for lines in helps.values()), default=0)
    k = next((k for k in range(most, 0, -1)
              if sum(tall(min(k, len(lines))) for lines in helps.values()) <= room), 0)
    cut: dict[int, list[str]] = {}
    for h, lines in helps.items():
        cut[h] = lines[:k]
        if 0 < k < len(lines):
            cut[h][-1] = fit(text, cut[h][-1] + " …", small.px(lay.s), width, small.face)
    return cut


__all__ = ["NO_GEM", "STATUS_WORDS", "guide_names", "helps_that_fit", "spice_badges",
           "token_states"]
