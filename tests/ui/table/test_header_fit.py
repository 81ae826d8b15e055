"""The header's title never runs over the bag's caption: it shrinks to 100 % to end before it,
and a title still too long ("Завершающая стадия" at 1280x800) takes the caption's room, where
the bag with its count still stands; where even that room is short (1024x600) it shrinks on
to end before the bag."""

from __future__ import annotations

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import Phase
from tests.helpers.positions import find
from tests.helpers.table import AppTable, TableFactory
from tests.helpers.worn import worn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_stage_title_and_the_bag_caption_never_overlap(
        table_factory: TableFactory, lang: str) -> None:
    with worn(language=lang):
        table = table_factory(find(lambda s: s.phase == Phase.FINAL))
        painter = table.scene.painter
        header = table.scene.layout.header
        labels = [rect for kind, rect in painter.drawn
                  if kind == "label" and header.contains(rect)]
        assert labels, "the header drew its title"
        for i, a in enumerate(labels):
            assert not any(a.colliderect(b) for b in labels[i + 1:]), labels
        if lang == "en":  # room for both: the caption stays
            assert len(labels) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 150])
def test_the_final_stage_title_ends_before_the_bag(table_factory: TableFactory, lang: str,
                                                   size: tuple[int, int], percent: int) -> None:
    with wearing(Look(language=lang, text_size=percent)):
        table = AppTable(find(lambda s: s.phase == Phase.FINAL), ("human", "human"), size)
        table.frame(3)
        lay = table.scene.layout
        titles = [rect for kind, rect in table.scene.painter.drawn
                  if kind == "label" and lay.header.contains(rect) and rect.left < lay.bag[0]]
        assert titles, "the header drew its title"
        bag_left = lay.bag[0] - lay.px(36) / 2  # the bag is drawn 36 design px wide
        assert max(rect.right for rect in titles) <= bag_left, pygame.Rect(titles[0])
