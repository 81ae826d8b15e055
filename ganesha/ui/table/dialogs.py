"""The table's dialogs: spice effects, the Ginger answer and hand-over, Coriander moves and the
sacrifice colour. Every option is a legal action (or Skip/Cancel); the dialog only shows them.

A dialog asks about places on the table (the slots a colour would fill, the gem Cardamom would
remove, the Destiny slots Coriander would swap): it stands beside them, never over them, and
they are ringed while it shows (:mod:`ganesha.ui.table.draw.asked`, from the engine's own
answer for each option)."""

from __future__ import annotations

import pygame

from ganesha.engine import (
    Action,
    AnswerTrade,
    AnySacrifice,
    GainPoint,
    Gamble,
    GameState,
    Phase,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    Swap,
    Trade,
)
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.gems import spice_surface
from ganesha.ui.kit.text import colour_name, spice_help, spice_name, tr
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.kit.widgets.dialog import Dialog, Option
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.asked import covers_pieces, option_places, place_rect, stand
from ganesha.ui.table.draw.layout import LEFT_W, Layout, TokenKey
from ganesha.ui.table.hot_seat import hand_over_words
from ganesha.ui.table.intents import Dismiss, HandOver


class TableDialog(Dialog):
    """A dialog of the table with what it asks about: ``places``, the places each option
    concerns (in the order of its buttons), and ``about``, every place it must leave in sight
    (theirs, and the hex of the spice that asks)."""

    places: tuple[tuple[TokenKey, ...], ...] = ()
    about: tuple[TokenKey, ...] = ()
    clear = True  # it stands clear of every place in ``about``
    cost = 0.0  # what it covers of the board where it stands (draw/asked.py's weights)


def build_dialog(state: GameState, lay: Layout, c: TableController,
                 text: TextCache, instant: bool = False) -> Dialog | None:
    """The dialog the table needs now (or None), built from ``legal_actions()`` and the
    controller's pending choice and hand-over; each option's intent is what it stands for.
    Its text is at the player's size while the dialog fits the window beside what it asks
    about and off the board's pieces, else smaller (a long list of Coriander moves at 150 %
    on a small screen) as long as that helps: the largest size that leaves what it asks about
    in sight wins. ``instant``: the table's speed shows no motion, so a hot-seat hand-over
    replays nothing and promises nothing."""
    window = pygame.Rect(0, 0, lay.width, lay.height)
    tried: list[Dialog] = []
    for most in (None, 1.25, 1.0):
        if most is not None and most >= type_scale.text_factor():
            continue  # the same size again, or larger: the next is smaller
        dialog = _build(state, lay, c, text, most, instant)
        if dialog is None:
            return None
        if _stands_well(dialog, window) and (not isinstance(dialog, TableDialog)
                                             or not covers_pieces(dialog.rect, lay)):
            tried = [dialog]
            break
        tried.append(dialog)
    # none clear of the pieces: the one covering least of the board (its text the smallest)
    fine = [d for d in tried if _stands_well(d, window)]
    dialog = min(fine, key=lambda d: getattr(d, "cost", 0.0)) if fine else tried[-1]
    dialog.keep_inside(window)
    return dialog


def _title_fits(dialog: Dialog, text: TextCache) -> bool:
    """The title (with its icon) fits inside the dialog's padding (it is never wrapped)."""
    wide = text.size(dialog.title, dialog.title_size, "serif")[0]
    if dialog.icon is not None:
        wide += dialog.icon.get_width() + 12
    return wide <= dialog.rect.width - round(36 * dialog.s)


def _stands_well(dialog: Dialog, window: pygame.Rect) -> bool:
    """In the window, and clear of what it asks about."""
    return window.contains(dialog.rect) and (not isinstance(dialog, TableDialog)
                                             or dialog.clear)


def _asking(state: GameState, lay: Layout, text: TextCache, title: str, body: str,
            options: list[Option], most: float | None, hex_: int | None = None,
            width: float = 500, modal: bool = True, icon: pygame.Surface | None = None,
            also: tuple[TokenKey, ...] = ()) -> TableDialog:
    """The dialog of a question, with the places its options concern (the engine's answer for
    each), ``hex_`` (the spice's own hex) and ``also`` (places it asks about besides its
    options), standing beside them: at its own width or at the left column's, whichever
    leaves them in sight and covers less of the board."""
    places = tuple(option_places(state, o.intent) for o in options)
    about = {key for keys in places for key in keys} | set(also)
    if hex_ is not None:
        about.add(("hex", hex_))
    named = [place_rect(lay, key) for key in sorted(about, key=str)]
    near = named[0].unionall(named[1:]).center if named else lay.centre
    best: tuple[tuple[float, float, float], TableDialog] | None = None
    for across in sorted({width, min(width, LEFT_W)}, reverse=True):
        dialog = TableDialog(title, body, options, lay.centre, lay.s, text, width=across,
                             modal=modal, icon=icon, most=most)
        dialog.places, dialog.about = places, tuple(sorted(about, key=str))
        if best is not None and not _title_fits(dialog, text):
            continue  # too narrow for its title
        score, rect = stand(dialog.rect.size, lay, named, near)
        dialog.keep_inside(rect)
        dialog.clear, dialog.cost = score[0] == 0, score[1]
        if best is None or score < best[0]:
            best = (score, dialog)
    assert best is not None  # one width at least
    return best[1]


def _build(state: GameState, lay: Layout, c: TableController, text: TextCache,
           most: float | None, instant: bool = False) -> Dialog | None:
    """The dialog at text size ``most``: the sacrifice choice, a hand-over, or the one the
    phase asks for (a spice's effect, Ginger's answer, Coriander's moves)."""
    if c.choice:
        return _sacrifice_dialog(state, lay, c.choice, text, most)
    if not c.human_to_act:
        return None
    phase = state.phase
    if phase != Phase.ANSWER and c.hand_over_due():  # hot seat (Ginger's has its own words)
        seat = state.current_player
        return _hand_over_dialog(state, lay, text, None, state.config.seat_names[seat],
                                 hand_over_words(state, seat, c.is_human, instant))
    if phase == Phase.SPICE:
        return _spice_dialog(state, lay, text, most)
    if phase == Phase.ANSWER:
        return _ginger_dialog(state, lay, c, text, most)
    if phase == Phase.RESLOT:
        return _coriander_dialog(state, lay, text, most)
    return None


def _centre(lay: Layout) -> tuple[float, float]:
    """Where a dialog stands: just below the mandala's centre."""
    return (lay.centre[0], lay.centre[1] + lay.px(40))


def _sacrifice_dialog(state: GameState, lay: Layout, choice: list[Action], text: TextCache,
                      most: float | None) -> Dialog:
    """Which colour a sacrifice places, each option with what it would score."""
    gem = next((a.gem for a in choice if isinstance(a, Sacrifice)), None)
    options = [Option(placement_label(state, a), a, (a.colour,))
               for a in choice if isinstance(a, Sacrifice)]
    options.append(Option(tr("Cancel"), Dismiss()))
    # no line of its own: the prompt under the mandala asks the question, and the dialog stays
    # short enough to stand below the altar, clear of the slots it is about
    return _asking(state, lay, text, tr("Sacrifice {gem}", gem=colour_name(gem or "")), "",
                   options, most, width=440)


def _hand_over_dialog(state: GameState, lay: Layout, text: TextCache, most: float | None,
                      name: str, body: str) -> Dialog:
    """Hot seat: the screen passes to ``name``, who confirms it is them."""
    return Dialog(tr("Pass to {name}", name=name), body,
                  [Option(tr("I am {name}", name=name), HandOver(len(state.history)),
                          primary=True)],
                  _centre(lay), lay.s, text, most=most)


def _spice_option(action: Action, names: tuple[str, ...]) -> Option | None:
    """A spice effect's option for one legal action (None: not one the dialog offers)."""
    if isinstance(action, RemoveLast):
        return Option(colour_name(action.colour), action, (action.colour,))
    if isinstance(action, Redraw):
        return Option(colour_name(action.gem), action, (action.gem,))
    if isinstance(action, Trade):
        return Option(tr("Give to {name}", name=names[action.seat]), action)
    if isinstance(action, GainPoint):
        return Option(tr("Gain 1 point"), action, primary=True)
    if isinstance(action, AnySacrifice):
        return Option(tr("Use Clove"), action, primary=True)
    if isinstance(action, Gamble):
        return Option(tr("Pay 1 point and draw"), action, primary=True)
    return None


def _spice_dialog(state: GameState, lay: Layout, text: TextCache, most: float | None) -> Dialog:
    """The pending spice's effect: its options and Skip; a swap is chosen on the altar, so
    that dialog stands lower and lets the table be clicked."""
    legal = state.legal_actions()
    pending = state.pending_spice()
    effect = pending.effect if pending is not None else "reslot"
    options = [o for o in (_spice_option(a, state.config.seat_names) for a in legal)
               if o is not None]
    options.append(Option(tr("Skip"), SkipSpice()))
    hex_ = pending.hex if pending is not None else None
    icon = spice_surface(effect, lay.px(40))
    if any(isinstance(a, Swap) for a in legal):
        # the gems it asks about are on the altar (they glow), not behind its options
        return _asking(state, lay, text, spice_name(effect),
                       tr("Click a glowing gem on the altar to swap with the one you took"),
                       options, most, hex_, modal=False, icon=icon,
                       also=tuple(("hex", a.hex) for a in legal if isinstance(a, Swap)))
    return _asking(state, lay, text, spice_name(effect), spice_help(effect), options, most,
                   hex_, icon=icon)


def _ginger_dialog(state: GameState, lay: Layout, c: TableController, text: TextCache,
                   most: float | None) -> Dialog:
    """Ginger's answer: the gem to hand back, after a hand-over when a person gave it."""
    names = state.config.seat_names
    seat = state.current_player
    giver = state.turn_player
    if c.is_human(giver) and giver != seat and c.hot_seat.acknowledged != len(state.history):
        return _hand_over_dialog(state, lay, text, most, names[seat], tr(
            "{giver} used Ginger and gives {name} a gem. {name} chooses what to hand back.",
            giver=names[giver], name=names[seat]))
    options = [Option(colour_name(a.gem), a, (a.gem,))
               for a in state.legal_actions() if isinstance(a, AnswerTrade)]
    pending = state.pending_spice()
    return _asking(state, lay, text, tr("{name}: Ginger", name=names[seat]),
                   tr("{giver} gave you a gem. Hand back one of another colour.",
                      giver=names[giver]), options, most,
                   pending.hex if pending is not None else None,
                   icon=spice_surface("trade", lay.px(40)))


def _coriander_dialog(state: GameState, lay: Layout, text: TextCache,
                      most: float | None) -> Dialog:
    """Coriander's moves between the Destiny slots and the Treasury, and Skip."""
    options = []
    held = state.seat(state.current_player).slots  # what each slot holds before
    for a in state.legal_actions():
        if isinstance(a, Reslot):
            # before → after: the words name the gems that leave, the icons those arriving
            label = ", ".join(tr("slot {n}: {colour}", n=slot[-1],
                                 colour=colour_name(held[int(slot[-1]) - 1] or ""))
                              for slot, _ in a.moves)
            options.append(Option(label + " →", a, tuple(g for _, g in a.moves)))
    options.append(Option(tr("Skip"), SkipSpice()))
    pending = state.pending_spice()
    return _asking(state, lay, text, tr("Coriander"), tr("Swap Destiny gems with Treasury gems"),
                   options, most, pending.hex if pending is not None else None, width=560,
                   icon=spice_surface("reslot", lay.px(40)))


def placement_label(state: GameState, action: Sacrifice) -> str:
    """"red ×2 +7": how many gems a sacrifice would place and what they would score (the
    engine's preview of it)."""
    slots = state.preview(action).slots
    return tr("{colour} ×{count} +{points}", colour=colour_name(action.colour),
              count=len(slots), points=sum(value for _, _, value in slots))
