"""A bar button that cannot be used now says so: a click on it changes nothing and the table
gives the reason (the engine's, in the table's words: the prompt for a button of another phase,
Place yellow's and Undo's own sentences), and it looks unusable by its shape — flat, with no
shadow under it — not only by the colour of its words."""

from __future__ import annotations

import pygame

from ganesha.engine import EndTurn, Phase, Refusal, Sacrifice, StopTaking
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import DAY, TextCache
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.words.prompts import BarRole
from tests.helpers.positions import find
from tests.helpers.table import Table, TableFactory


def bar_button(table: Table, role: BarRole) -> Button:
    button = next(b for b in table.scene.buttons if b.purpose == role)
    return button


def clicked_disabled(table: Table, role: BarRole) -> str:
    """Click the disabled button of ``role``: nothing may change; the notice shown."""
    button = bar_button(table, role)
    assert not button.enabled, role
    before, known = table.state.digest(), len(table.state.history)
    table.click(button.rect.center)
    assert table.state.digest() == before
    assert len(table.state.history) == known
    assert table.scene.effects.notice_left > 0, role
    return table.scene.effects.notice


def test_at_a_turns_start_each_disabled_button_says_why(table_factory: TableFactory) -> None:
    t = table_factory(players=2, seed=4)
    state = t.state
    assert state.phase == Phase.TAKE
    prompt = t.controller.prompt()
    # End turn and Keep one gem belong to later phases: the engine says so, the prompt says what
    # to do first
    assert state.why_illegal(EndTurn()) == Refusal.WRONG_PHASE
    assert state.why_illegal(StopTaking()) == Refusal.WRONG_PHASE
    assert clicked_disabled(t, BarRole.END_TURN) == prompt
    assert clicked_disabled(t, BarRole.KEEP_ONE) == prompt
    assert clicked_disabled(t, BarRole.UNDO) == tr(
        "Nothing to take back now: Undo takes back your moves of this turn, up to a gem "
        "drawn from the bag")


def test_place_yellow_without_a_yellow_gem_says_so(table_factory: TableFactory) -> None:
    state = find(lambda s: s.phase == Phase.SACRIFICE and not s.treasury_counts(
        s.current_player)[2] and Sacrifice(None, "yellow") not in s.legal_actions())
    assert state.why_illegal(Sacrifice(None, "yellow")) in (Refusal.NOTHING_TO_PLACE,
                                                            Refusal.PAIR_NEEDED)
    t = table_factory(state)
    assert clicked_disabled(t, BarRole.PLACE_YELLOW) == tr(
        "Place yellow: your Treasury holds no yellow gem to place")


def test_a_press_on_a_disabled_button_let_go_elsewhere_says_nothing(
        table_factory: TableFactory) -> None:
    """Neither let go off the bar nor over another disabled button: no click completed on
    one button, so there is nothing to explain."""
    t = table_factory(players=2, seed=4)
    button = bar_button(t, BarRole.END_TURN)
    for release in ((button.rect.right + 200, button.rect.top - 200),
                    bar_button(t, BarRole.PLACE_YELLOW).rect.center):
        t.send(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
        t.send(pygame.MOUSEBUTTONUP, pos=release, button=1)
        assert t.scene.effects.notice_left <= 0, release


def test_an_enabled_button_pressed_and_let_go_elsewhere_does_nothing(
        table_factory: TableFactory) -> None:
    """The press is the bar's until it is let go: the board under the release gets nothing,
    and a later release over the button without a press does nothing either."""
    t = table_factory(players=2, seed=4)
    hint = bar_button(t, BarRole.HINT)
    asked: list[object] = []
    t.scene.hint.ask = asked.append  # type: ignore[method-assign,assignment]
    t.send(pygame.MOUSEBUTTONDOWN, pos=hint.rect.center, button=1)
    t.send(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)
    t.send(pygame.MOUSEBUTTONUP, pos=hint.rect.center, button=1)
    assert asked == []
    t.click(hint.rect.center)
    assert len(asked) == 1


def _shadow_band(enabled: bool) -> tuple[set[tuple[int, ...]], set[tuple[int, ...]]]:
    """The colours under a button's bottom edge and in its body's middle, drawn on a plain
    ground."""
    ground = (10, 200, 10)
    surface = pygame.Surface((200, 100))
    surface.fill(ground)
    button = Button(pygame.Rect(20, 20, 160, 42), "End turn", None, font_size=16,
                    enabled=enabled)
    button.draw(surface, DAY, TextCache())
    under = {tuple(surface.get_at((x, button.rect.bottom + 1)))[:3]
             for x in range(button.rect.left + 20, button.rect.right - 20)}
    body = {tuple(surface.get_at((x, button.rect.top + 4)))[:3]
            for x in range(button.rect.left + 20, button.rect.right - 20)}
    return under, body


def test_a_disabled_button_lies_flat() -> None:
    pygame.font.init()
    under_on, body_on = _shadow_band(True)
    under_off, body_off = _shadow_band(False)
    assert under_on != {(10, 200, 10)}  # a usable button stands on its shadow
    assert under_off == {(10, 200, 10)}  # a disabled one has none: flat on the table
    assert body_on != body_off
