"""Stable controls: the bar's buttons keep their places through a turn (a button that cannot be
used now is disabled, not removed), "you" only when one person sits at the table, and the
keyboard ring around a button is the button's own shape."""

from __future__ import annotations

import random

import pygame
import pytest

from ganesha.data.vocabulary import HUMAN
from ganesha.engine import GameConfig, new_game
from ganesha.ui.kit.scene import Scene
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.table.words.prompts import seat_label
from tests.helpers.table import (
    TableFactory,
    assert_bar_keeps_its_places_through_many_turns,
    dialog_of,
)


def test_the_bar_keeps_its_places_through_many_turns(table_factory: TableFactory) -> None:
    assert_bar_keeps_its_places_through_many_turns(table_factory)


def test_you_only_when_one_person_sits_at_the_table() -> None:
    assert seat_label(HUMAN, [HUMAN, "hard"]) == "you"
    assert seat_label(HUMAN, [HUMAN, HUMAN]) != "you"
    assert seat_label(HUMAN, [HUMAN, "easy", HUMAN]) != "you"
    assert seat_label("hard", [HUMAN, "hard"]) != "you"


def test_the_focus_ring_of_a_button_hugs_the_button(table_factory: TableFactory) -> None:
    t = table_factory(state=new_game(GameConfig(players=2, seed=1, spices=False)))
    rng = random.Random(2)
    t.frame(2)
    while not any(b.enabled for b in t.scene.buttons):  # play on until a button can be used
        t.controller.submit(rng.choice(t.state.legal_actions()))
        t.frame(2)
    t.send(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    items = t.scene.input.focus_items()
    index = next(i for i, item in enumerate(items) if item.kind == "button")
    t.scene.input.focus.index = index
    button = items[index].data
    assert isinstance(button, Button)
    canvas = pygame.Surface(t.surface.get_size(), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    t.scene.input.focus.draw(canvas, t.layout, items)
    drawn = canvas.get_bounding_rect()
    assert drawn.contains(button.rect)
    assert drawn.width <= button.rect.width + t.layout.px(20)
    assert drawn.height <= button.rect.height + t.layout.px(20)


class _Cover(Scene):
    """An overlay (as pause, rules and results are) that draws nothing itself."""

    overlay = True


def test_no_tooltip_under_an_overlay_nor_a_stale_one_after_it(table_factory: TableFactory) -> None:
    t = table_factory(players=2, seed=6)
    pos = tuple(round(v) for v in t.layout.centre)
    t.send(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    t.frame(40)
    assert t.scene.input.hover == pos  # resting: the help is up
    t.stack.push(_Cover())
    t.frame(2)
    assert t.scene.input.hover is None  # the table under the overlay shows no help
    t.stack.pop()  # back on the table ("See the table", Resume): no help until the pointer moves
    t.frame(40)
    assert t.scene.input.hover is None
    t.send(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    t.frame(40)
    assert t.scene.input.hover == pos
    assert t.scene.input.hover_still > 0.45


def test_the_coriander_dialog_shows_what_leaves_and_what_arrives(
        table_factory: TableFactory) -> None:
    from ganesha.engine import Phase, Reslot

    for seed in range(40):
        t = table_factory(state=new_game(GameConfig(players=3, seed=seed, spices=True)),
                          seats=["human"] * 3)
        rng = random.Random(seed)
        while not t.state.is_over and t.state.phase != Phase.RESLOT:
            t.controller.submit(rng.choice(t.state.legal_actions()))
        if t.state.phase == Phase.RESLOT:
            break
    else:
        pytest.fail("no game of these seeds reached Coriander")
    t.frame(2)
    held = t.state.seat(t.state.current_player).slots
    options = [b for b in dialog_of(t).buttons if isinstance(b.intent, Reslot)]
    assert options
    for b in options:
        for slot, _ in b.intent.moves:
            assert f"slot {slot[-1]}: {held[int(slot[-1]) - 1]}" in b.label  # leaves
        assert b.label.endswith("→")
        assert b.gems == tuple(g for _, g in b.intent.moves)  # arrives


def test_a_long_translation_breaks_onto_two_lines_inside_its_button() -> None:
    """Russian at 1024x600: five bar buttons of one width; a label too long for one line goes
    onto two, every line stays inside the button (it ran into its neighbour), and all the
    labels keep one size (no label shrinks alone: "Keep one gem" came out smaller)."""
    import pygame

    from ganesha.ui.kit import type_scale
    from ganesha.ui.kit.theme import TextCache
    from ganesha.ui.kit.widgets.button import Button, use_px

    pygame.font.init()
    text = TextCache()
    labels = ("Выложить жёлтые", "Оставить один", "Закончить ход", "Отменить")
    bar = [Button(pygame.Rect(0, 0, 86, 37), label, None, font_size=16, role="button")
           for label in labels]
    use_px(bar, text, type_scale.MIN_PX)
    assert len({button.font_size for button in bar}) == 1
    for button, label in zip(bar, labels, strict=True):
        lines, size = button.label_lines(text)
        assert " ".join(lines) == label
        assert size >= type_scale.MIN_PX
        assert all(text.size(line, size, "bold")[0] <= button.rect.width for line in lines)
        assert len(lines) * text.size("Ag", size, "bold")[1] <= button.rect.height
    wide = Button(pygame.Rect(0, 0, 300, 46), "Выложить жёлтые", None, font_size=20)
    assert wide.label_lines(text) == (("Выложить жёлтые",), 20)  # room enough: one line as set
