"""The table reads at a glance: the floors ``python -m ganesha.bench layout`` measures, held.

At 1280x800 no text is under a 9 px cap height and the numbers that score (slot values, the score
track, the tiles' scores, the drum, score pops) are at least 12 px; at 1024x600 the floors are
8 px and 9 px (12 px scaled by the window's 0.75). Every label is at least 4.5:1 against its
ground (WCAG AA), in the day's palette and the night's. The mandala is over 600 px across at
1280x800; the log shows at least 8 rows at 100 % text there, at least 4 at 150 % and at
1024x600. Larger text only grows these, so the same floors hold at 150 %. No line of words
meets a gem, a ring or a spice icon, nor comes near the drum. At 150 % the log tells
at least four entries of the real game whole at 1280x800 and three at 1024x600 (entries as a
player reads them — a turn or a piece of news, every row of it — not rows), and no row of the
panel stands empty above them.

The everyday run measures three tables (the big window at 100 %, both at 150 % in Russian with
four players); the slow run measures every configuration the bench prints.
"""

from __future__ import annotations

import pytest

from ganesha.lab.layout_figures import (
    LANGUAGES,
    SIDES,
    SIZES,
    TEXT_SCALES,
    Figures,
    measure,
)

#: (smallest cap height, smallest scoring number's cap height) per window size, in pixels
CAP_FLOORS = {(1280, 800): (9, 12), (1024, 600): (8, 9)}
CONTRAST_FLOOR = 4.5
MANDALA_FLOOR = 600


def log_floor(size: tuple[int, int], text_scale: int) -> int:
    """Rows the log shows at least: 8 in the big window at 100 % text, else 4."""
    return 8 if size == (1280, 800) and text_scale == 100 else 4


def entries_floor(size: tuple[int, int], text_scale: int) -> int:
    """Entries the log shows whole at least at 150 % text: 4 in the big window, 3 in the
    small one (at 100 % the turn in progress is open, its actions filling the rows)."""
    if text_scale < 150:
        return 1
    return 4 if size == (1280, 800) else 3


def assert_readable(figures: Figures, size: tuple[int, int], text_scale: int) -> None:
    cap, score = CAP_FLOORS[size]
    case = (figures.size, figures.text_scale, figures.language, figures.players, figures.side)
    assert figures.notes == [], case
    assert figures.min_cap_px >= cap, (case, figures.min_cap_text)
    assert figures.min_score_cap_px >= score, (case, figures.min_score_text)
    assert figures.min_contrast >= CONTRAST_FLOOR, (case, figures.min_contrast_text)
    assert figures.log_lines >= log_floor(size, text_scale), case
    assert figures.log_entries >= entries_floor(size, text_scale), case
    assert figures.log_gap_px == 0, case
    assert figures.clashes == 0, (case, figures.clash_text)
    if size == (1280, 800):
        assert figures.mandala_px >= MANDALA_FLOOR, case


@pytest.mark.parametrize(("size", "text_scale", "language", "players", "side"), [
    ((1280, 800), 100, "en", 2, "day"),
    ((1280, 800), 150, "ru", 4, "day"),
    ((1024, 600), 150, "ru", 4, "night"),
])
def test_the_table_meets_its_reading_floors(size: tuple[int, int], text_scale: int,
                                            language: str, players: int, side: str) -> None:
    figures = measure(size, text_scale, language, players, side=side)
    assert_readable(figures, size, text_scale)


def test_the_mandala_is_the_largest_thing_on_the_table() -> None:
    """Over 600 px across at 1280x800, wider than the altar's panel and a tile's column."""
    from ganesha.ui.table.draw.layout import Layout

    lay = Layout(1280, 800, 4, (5, 6, 7, 8, 9))
    across = 2 * lay.r_outer
    assert across >= MANDALA_FLOOR
    assert across > lay.altar_rect.width
    assert across > lay.altar_rect.height
    assert across > lay.tiles[0].rect.width


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_scale", TEXT_SCALES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("side", SIDES)
def test_every_configuration_meets_the_floors(size: tuple[int, int], text_scale: int,
                                              language: str, players: int, side: str) -> None:
    figures = measure(size, text_scale, language, players, side=side)
    assert_readable(figures, size, text_scale)
