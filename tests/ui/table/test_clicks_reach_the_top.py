"""What is drawn on top gets the click: at the centre of every control a player can see, a real
press and release through the app's event queue reaches THAT control's own command — an open
choice box's answer even where the box stands over the game log (at 150 % text the log under
Ginger's, Clove's, Coriander's and the sacrifice's boxes took their clicks and opened its
entries instead) — and a click on a disabled bar button changes nothing and says why.

Every state with a box open (each spice's, the sacrifice colour choice, the hot-seat hand-over)
and the bar's own states (Keep one gem, a turn's start), at 1280x800 and 1024x600, text at
100/125/150 %, in English and Russian: a fast sample every day, the whole matrix ``slow``."""

from __future__ import annotations

from itertools import product

import pygame
import pytest

from ganesha.data.vocabulary import SPEEDS
from ganesha.ui.kit.widgets.button import Button
from tests.helpers.clicks import BAR_STATES, STATES, Opened, opened

SIZES = ((1280, 800), (1024, 600))
#: the everyday sample, at 150 % (where the log reaches under the boxes): the boxes that stood
#: over the log (Ginger's, Clove's, Coriander's, the sacrifice's) and the bar's states, in turn
#: at the large window in English and the small one in Russian; every state is in the full run
DAILY_KINDS = ("trade", "remove_last", "reslot", "any_sacrifice", *BAR_STATES)
DAILY = [(kind, 4, *((SIZES[0], "en") if k % 2 == 0 else (SIZES[1], "ru")), 150)
         for k, kind in enumerate(DAILY_KINDS)]
FULL = [case for case in product(STATES, (2, 4), SIZES, ("en", "ru"), (100, 125, 150))
        if case not in DAILY]


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()


def _name(case: tuple) -> str:
    kind, players, size, language, percent = case
    return f"{kind}-{players}p-{size[0]}x{size[1]}-{language}-{percent}"


def _check_enabled(t: Opened, button: Button, legal: list, known: int) -> None:
    """Its own command reached the controller, and an action of it the engine."""
    assert t.reached == [button.intent], (button.label, t.reached)
    if button.intent in legal:
        assert button.intent in t.table.state.history[known:], button.label


def _check_disabled(t: Opened, button: Button, digest: str) -> None:
    """Nothing changed, nothing reached the controller, and the table says why."""
    assert t.reached == [], (button.label, t.reached)
    assert t.table.state.digest() == digest, button.label
    why = t.table.controller.why_unavailable(button.purpose)
    assert why, button.label
    assert t.table.effects.notice == why, (button.label, t.table.effects.notice)
    assert t.table.effects.notice_left > 0, button.label


def _check_speed(t: Opened) -> None:
    """The speed control, when no modal box covers the window: one step on, round from the
    fastest to the slowest."""
    dialog = t.table.dialog
    centre = t.table.layout.speed_button.center
    if dialog is not None and (dialog.modal or dialog.rect.collidepoint(centre)):
        return
    before = SPEEDS.index(t.table.speed)
    t.click(centre)
    assert t.table.speed == SPEEDS[(before + 1) % len(SPEEDS)]


def every_control_clicked(kind: str, players: int, size: tuple[int, int], language: str,
                          percent: int) -> int:
    """Clicks each reachable control of the state on a fresh table; returns how many."""
    with opened(kind, players, size, language, percent) as open_it:
        _check_speed(open_it())
        first = open_it()
        # each state shows what it is about: its box open, or the bar without one
        assert (first.table.dialog is None) == (kind in BAR_STATES[1:]), kind
        count = len(first.controls())
        assert count, f"nothing to click in {kind}"
        for index in range(count):
            t = open_it()
            button = t.controls()[index]
            state = t.table.state
            legal, known, digest = state.legal_actions(), len(state.history), state.digest()
            t.click(button.rect.center)
            if button.enabled:
                _check_enabled(t, button, legal, known)
            else:
                _check_disabled(t, button, digest)
    return count


def test_a_modal_box_keeps_every_click_outside_it() -> None:
    """While a box waits for its answer, a click beside it reaches nothing under it: not the
    bar's buttons (Hint, Undo), not the log's entries."""
    with opened("any_sacrifice", 4, SIZES[0], "en", 150) as open_it:
        t = open_it()
        dialog = t.table.dialog
        assert dialog is not None
        assert dialog.modal
        log = t.table.log_view
        beside = [b.rect.center for b in t.table.buttons if b.enabled
                  and not dialog.rect.collidepoint(b.rect.center)]
        beside += [(log.rect.centerx, y) for y in range(log.rect.top + 40, log.rect.bottom, 12)
                   if not dialog.rect.collidepoint(log.rect.centerx, y)]
        assert len(beside) >= 3
        digest = t.table.state.digest()
        for pos in beside:
            t.click(pos)
        assert t.reached == []
        assert t.table.state.digest() == digest
        assert not log.opened
        assert not log.closed


@pytest.mark.parametrize("case", DAILY, ids=_name)
def test_a_click_reaches_the_control_drawn_on_top(case: tuple) -> None:
    every_control_clicked(*case)


@pytest.mark.slow
@pytest.mark.parametrize("case", FULL, ids=_name)
def test_a_click_reaches_the_control_drawn_on_top_everywhere(case: tuple) -> None:
    every_control_clicked(*case)
