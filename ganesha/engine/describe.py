"""Readable one-line accounts of actions and chance results, for the game log.

Each line is built from an English template with ``{named}`` fields, passed through a
``translate(template, **values)`` function that the caller may supply (the UI passes its
translation layer, so the log reads in the player's language; the engine itself stays free of
any UI or file code). Colour and spice words go through ``translate`` too. ``describe`` is called
with the state *before* the action is applied, because that is when "which gem is on hex 7" is
known.
"""

from __future__ import annotations

from typing import Protocol

from ganesha.engine.actions import (
    Action,
    AnswerTrade,
    AnySacrifice,
    ChanceResult,
    Drawn,
    EndTurn,
    FinalPlace,
    GainPoint,
    Gamble,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    SpicesPlaced,
    StopTaking,
    Swap,
    Take,
    Trade,
)
from ganesha.engine.boards import COLOURS
from ganesha.engine.core import Record
from ganesha.engine.read import displaced


class Translate(Protocol):
    def __call__(self, template: str, /, **values: object) -> str: ...


def english(template: str, /, **values: object) -> str:
    return template.format(**values) if values else template


_TARGETS = {"treasury": "the Treasury", "slot1": "Destiny slot 1", "slot2": "Destiny slot 2"}

# One whole template per spice effect (the engine keeps effect keys, not a table of display
# names): the spice's printed name is part of the sentence, as in the "uses …" lines below, and
# the catalogues translate the sentence. The spice names themselves live in ``ganesha.data.i18n``.
_SKIPPED = {
    "remove_last": "{who} does not use Cardamom", "swap": "{who} does not use Caraway",
    "reslot": "{who} does not use Coriander", "trade": "{who} does not use Ginger",
    "point": "{who} does not use Cinnamon", "any_sacrifice": "{who} does not use Clove",
    "gamble": "{who} does not use Red Pepper", "redraw": "{who} does not use Black Pepper",
}
_TOKEN_ON_HEX = {
    "remove_last": "Cardamom on hex {hex}", "swap": "Caraway on hex {hex}",
    "reslot": "Coriander on hex {hex}", "trade": "Ginger on hex {hex}",
    "point": "Cinnamon on hex {hex}", "any_sacrifice": "Clove on hex {hex}",
    "gamble": "Red Pepper on hex {hex}", "redraw": "Black Pepper on hex {hex}",
}

def not_offered(effect: str, translate: Translate = english) -> str | None:
    """Why the ``effect`` token under a gem just taken was passed over: its effect could do
    nothing now (None for effects that are always offered, or offered later, as Coriander is)."""
    t = translate
    if effect == "remove_last":
        return t("Cardamom is not offered: the mandala has no gem")
    if effect == "swap":
        return t("Caraway is not offered: no other gem is on the altar")
    if effect == "trade":
        return t("Ginger is not offered: no opponent has a Treasury gem of another colour")
    if effect == "gamble":
        return t("Red Pepper is not offered: it needs at least 1 point and a gem in the bag")
    if effect == "redraw":
        return t("Black Pepper is not offered: the Treasury is empty")
    return None


def spice_draw(drawn: Drawn, taken: str | None, translate: Translate = english) -> str:
    """The gem a pepper drew, and where it went: Red Pepper keeps it only when it is the colour
    of the gem ``taken`` from the token's hex, Black Pepper always keeps it."""
    t = translate
    gem = t(drawn.gems[0]) if drawn.gems else t("nothing")
    if drawn.why == "redraw":
        return t("Black Pepper draws {colour}: into the Treasury", colour=gem)
    if drawn.gems and drawn.gems[0] == taken:
        return t("Red Pepper draws {colour}: the colour of the gem taken from its hex, kept "
                 "in the Treasury", colour=gem)
    return t("Red Pepper draws {colour}: not the colour of the gem taken from its hex, back "
             "into the bag", colour=gem)


def describe(s: Record, action: Action | ChanceResult, translate: Translate = english) -> str:
    """The log line of ``action`` (or chance result) from the state before it."""
    if isinstance(action, (Drawn, SpicesPlaced)):
        return _chance_line(action, translate)
    who = s.config.seat_names[s.current_player]
    line = _spice_line(s, action, translate, who)
    if line is None:
        line = _turn_line(s, action, translate, who)
    return line if line is not None else repr(action)


def _colour(t: Translate, name: str | None) -> str:
    return t(name) if name else t("nothing")


def _hex_colour(s: Record, h: int) -> str | None:
    """The colour name of the gem on hex ``h`` (None: no gem, or no such hex)."""
    gem = s.altar[h] if 0 <= h < len(s.altar) else -1
    return COLOURS[gem] if gem >= 0 else None


def _turn_line(s: Record, action: Action, t: Translate, who: str) -> str | None:
    """Taking, placing, the sacrifice, the end of a turn and the final stage."""
    if isinstance(action, Take):
        return t("{who} takes {colour} from hex {hex}", who=who,
                 colour=_colour(t, _hex_colour(s, action.hex)), hex=action.hex + 1)
    if isinstance(action, StopTaking):
        return t("{who} keeps just one gem", who=who)
    if isinstance(action, Place):
        pushed = displaced(s, action)
        if pushed:  # the slot's gem does not vanish: it goes to the Treasury, and the log says so
            return t("{who} puts {colour} into {target}, pushing {old} into the Treasury",
                     who=who, colour=_colour(t, action.gem), target=t(_TARGETS[action.target]),
                     old=_colour(t, pushed[0]))
        return t("{who} puts {colour} into {target}", who=who, colour=_colour(t, action.gem),
                 target=t(_TARGETS[action.target]))
    if isinstance(action, Sacrifice):
        count = s.treasury[s.current][COLOURS.index(action.colour)] - (action.gem == action.colour)
        if action.gem:
            return t("{who} sacrifices {gem} and places {count} × {colour} on the mandala",
                     who=who, gem=_colour(t, action.gem), count=count,
                     colour=_colour(t, action.colour))
        # Place yellow: no offering at all, every yellow Treasury gem goes onto the mandala
        return t("{who} places {count} × {colour} on the mandala without an offering",
                 who=who, count=count, colour=_colour(t, action.colour))
    if isinstance(action, EndTurn):
        return t("{who} ends the turn", who=who)
    if isinstance(action, FinalPlace):
        return t("{who} places a final {colour} gem on the mandala", who=who,
                 colour=_colour(t, action.gem))
    return None


def _spice_line(s: Record, action: Action, t: Translate, who: str) -> str | None:
    """A spice used or skipped, and Ginger's answer."""
    if isinstance(action, SkipSpice):
        return t(_SKIPPED[s.spice_effect or "reslot"], who=who)
    if isinstance(action, RemoveLast):
        return t("{who} uses Cardamom: the last {colour} gem leaves the mandala", who=who,
                 colour=_colour(t, action.colour))
    if isinstance(action, Swap):
        return t("{who} uses Caraway: swaps for the {colour} gem on hex {hex}", who=who,
                 colour=_colour(t, _hex_colour(s, action.hex)), hex=action.hex + 1)
    if isinstance(action, Trade):
        return t("{who} uses Ginger: gives the gem to {other}", who=who,
                 other=s.config.seat_names[action.seat])
    if isinstance(action, AnswerTrade):
        return t("{who} hands back a {colour} gem", who=who, colour=_colour(t, action.gem))
    if isinstance(action, GainPoint):
        return t("{who} uses Cinnamon: +1 point", who=who)
    if isinstance(action, AnySacrifice):
        return t("{who} uses Clove: any sacrifice this turn", who=who)
    if isinstance(action, Gamble):
        return t("{who} uses Red Pepper: pays 1 point and draws a gem", who=who)
    if isinstance(action, Redraw):
        return t("{who} uses Black Pepper: returns {colour} and draws a gem", who=who,
                 colour=_colour(t, action.gem))
    if isinstance(action, Reslot):
        old = iter(displaced(s, action))  # every move replaces a slot gem (Coriander needs one)
        moves = ", ".join(t("{colour} into {target}, {old} back to the Treasury",
                            colour=_colour(t, gem), target=t(_TARGETS[slot]),
                            old=_colour(t, next(old, None))) for slot, gem in action.moves)
        return t("{who} uses Coriander: {moves}", who=who, moves=moves)
    return None


def _chance_line(action: ChanceResult, t: Translate) -> str:
    if isinstance(action, Drawn):
        if action.why == "altar":
            return t("The altar is filled with {count} gems", count=len(action.gems))
        return t("Drawn from the bag: {gems}", gems=", ".join(_colour(t, g) for g in action.gems))
    tokens = ", ".join(t(_TOKEN_ON_HEX[e], hex=h + 1) for h, e in action.tokens)
    return t("Spice tokens: {tokens}", tokens=tokens)
