"""The readability figures (``python -m ganesha.bench layout``) measure what the table drew."""

from __future__ import annotations

import pytest

from ganesha.lab.layout_figures import Label, contrast_ratio, measure


def test_contrast_ratio_follows_wcag() -> None:
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    # WCAG's own example: #777 on white is just under the 4.5:1 of AA
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert Label("x", 9, (0, 0, 0), (255, 255, 255), (0, 0, 1, 1)).contrast == pytest.approx(21)


def test_the_table_s_figures_come_from_what_it_drew() -> None:
    big = measure((1280, 800), 100, "en", players=2)
    small = measure((1024, 600), 100, "en", players=2)
    # the mandala and the text scale with the window; every figure is a real reading
    assert 0 < small.mandala_px < big.mandala_px
    assert big.labels > 50
    assert big.log_lines > 0
    assert 0 < small.min_cap_px <= big.min_cap_px
    assert big.min_score_text.lstrip("+-−").rstrip("×x").isdigit()
    assert 1.0 <= big.min_contrast <= 21.0


def test_larger_text_is_measured_larger() -> None:
    normal = measure((1280, 800), 100, "ru", players=4)
    large = measure((1280, 800), 150, "ru", players=4)
    # the log's rows grow with the text, so fewer of them fit the same panel
    assert 0 < large.log_lines < normal.log_lines
    assert large.language == "ru"
    assert large.players == 4
