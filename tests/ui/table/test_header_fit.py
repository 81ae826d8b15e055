"""The header's title never runs over the bag's caption: it shrinks to 100 % to end before it,
and a title still too long ("Завершающая стадия" at 1280x800) takes the caption's room, where
the bag with its count still stands."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ganesha.data import i18n
from ganesha.engine import Phase
from tests.helpers.positions import find
from tests.helpers.table import TableFactory


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_final_stage_title_and_the_bag_caption_never_overlap(
        table_factory: TableFactory, lang: str) -> None:
    i18n.set_language(lang)
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
