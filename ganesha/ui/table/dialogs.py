"""The table's dialogs: spice effects, the Ginger answer and hand-over, Coriander moves and the
sacrifice colour. Every option is a legal action (or Skip/Cancel); the dialog only shows them."""

from __future__ import annotations

import pygame

from ganesha.engine import (
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
from ganesha.ui.kit.gems import spice_surface
from ganesha.ui.kit.text import colour_name, spice_help, spice_name, tr
from ganesha.ui.kit.theme import TextCache
from ganesha.ui.kit.widgets.dialog import Dialog, Option
from ganesha.ui.table.catchup import hand_over_words
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.intents import Dismiss, HandOver


def build_dialog(state: GameState, lay: Layout, c: TableController,
                 text: TextCache, instant: bool = False) -> Dialog | None:
    """The dialog the table needs now (or None), built from ``legal_actions()`` and the
    controller's pending choice and hand-over; each option's intent is what it stands for.
    Its text is at the player's size while the dialog fits the window, else smaller (a long
    list of Coriander moves at 150 % on a small screen). ``instant``: the table's speed shows
    no motion, so a hot-seat hand-over replays nothing and promises nothing."""
    window = pygame.Rect(0, 0, lay.width, lay.height)
    dialog = None
    for most in (None, 1.25, 1.0):
        dialog = _build(state, lay, c, text, most, instant)
        if dialog is None or window.contains(dialog.rect):
            break
    if dialog is not None:
        dialog.keep_inside(window)
    return dialog


def _build(state: GameState, lay: Layout, c: TableController, text: TextCache,
           most: float | None, instant: bool = False) -> Dialog | None:
    names = state.config.seat_names
    centre = (lay.centre[0], lay.centre[1] + lay.px(40))
    options: list[Option] = []
    if c.choice:
        gem = next((a.gem for a in c.choice if isinstance(a, Sacrifice)), None)
        options = [Option(placement_label(state, a), a, (a.colour,))
                   for a in c.choice if isinstance(a, Sacrifice)]
        options.append(Option(tr("Cancel"), Dismiss()))
        # over the altar's column, not the mandala: its slots are what the choice is about
        return Dialog(tr("Sacrifice {gem}", gem=colour_name(gem or "")),
                      tr("Which colour do you place on the mandala?"), options, lay.left.center,
                      lay.s, text, width=min(500, lay.left.width / lay.s - 24), most=most)
    if not c.human_to_act:
        return None
    legal = state.legal_actions()
    phase = state.phase
    if phase != Phase.ANSWER and c.hand_over_due():  # hot seat (Ginger's has its own words)
        seat = state.current_player
        return Dialog(tr("Pass to {name}", name=names[seat]),
                      hand_over_words(state, seat, c.is_human, instant),
                      [Option(tr("I am {name}", name=names[seat]),
                              HandOver(len(state.history)), primary=True)],
                      centre, lay.s, text)
    if phase == Phase.SPICE:
        pending = state.pending_spice()
        effect = pending.effect if pending is not None else "reslot"
        icon = spice_surface(effect, lay.px(40))
        title = spice_name(effect)
        body = spice_help(effect)
        modal = True
        for a in legal:
            if isinstance(a, RemoveLast):
                options.append(Option(colour_name(a.colour), a, (a.colour,)))
            elif isinstance(a, Redraw):
                options.append(Option(colour_name(a.gem), a, (a.gem,)))
            elif isinstance(a, Trade):
                options.append(Option(tr("Give to {name}", name=names[a.seat]), a))
            elif isinstance(a, GainPoint):
                options.append(Option(tr("Gain 1 point"), a, primary=True))
            elif isinstance(a, AnySacrifice):
                options.append(Option(tr("Use Clove"), a, primary=True))
            elif isinstance(a, Gamble):
                options.append(Option(tr("Pay 1 point and draw"), a, primary=True))
        if any(isinstance(a, Swap) for a in legal):
            body = tr("Click a glowing gem on the altar to swap with the one you took")
            modal = False
            centre = (lay.centre[0], lay.centre[1] + lay.px(150))
        options.append(Option(tr("Skip"), SkipSpice()))
        return Dialog(title, body, options, centre, lay.s, text, modal=modal, icon=icon, most=most)
    if phase == Phase.ANSWER:
        seat = state.current_player
        giver = state.turn_player
        if c.is_human(giver) and giver != seat and c.acknowledged != len(state.history):
            return Dialog(tr("Pass to {name}", name=names[seat]),
                          tr("{giver} used Ginger and gives {name} a gem. {name} chooses "
                             "what to hand back.", giver=names[giver], name=names[seat]),
                          [Option(tr("I am {name}", name=names[seat]),
                                  HandOver(len(state.history)), primary=True)],
                          centre, lay.s, text, most=most)
        options = [Option(colour_name(a.gem), a, (a.gem,))
                   for a in legal if isinstance(a, AnswerTrade)]
        return Dialog(tr("{name}: Ginger", name=names[seat]),
                      tr("{giver} gave you a gem. Hand back one of another colour.",
                         giver=names[giver]), options, centre, lay.s, text,
                      icon=spice_surface("trade", lay.px(40)), most=most)
    if phase == Phase.RESLOT:
        options = []
        held = state.seat(state.current_player).slots  # what each slot holds before
        for a in legal:
            if isinstance(a, Reslot):
                # before → after: the words name the gems that leave, the icons those arriving
                label = ", ".join(tr("slot {n}: {colour}", n=slot[-1],
                                     colour=colour_name(held[int(slot[-1]) - 1] or ""))
                                  for slot, _ in a.moves)
                options.append(Option(label + " →", a, tuple(g for _, g in a.moves)))
        options.append(Option(tr("Skip"), SkipSpice()))
        return Dialog(tr("Coriander"), tr("Swap Destiny gems with Treasury gems"), options,
                      centre, lay.s, text, width=560,
                      icon=spice_surface("reslot", lay.px(40)), most=most)
    return None


def placement_label(state: GameState, action: Sacrifice) -> str:
    """"red ×2 +7": how many gems a sacrifice would place and what they would score (the
    engine's preview of it)."""
    slots = state.preview(action).slots
    return tr("{colour} ×{count} +{points}", colour=colour_name(action.colour),
              count=len(slots), points=sum(value for _, _, value in slots))
