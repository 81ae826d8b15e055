"""Damage that once reached a screen: a rating without its ``capped`` key (Records failed on
every visit), a kept review with a NaN, an infinite or a 1e308 loss, no turns, or thousands of
turns for a short game (the review failed, or drew a garbled chart), and records listing one game
twenty times or one tally line forty thousand times (accepted as they were). Each is now
refused by its file's schema: the screen opens, the file is kept aside whole, and the player is
told once."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import kept_files
from tests.helpers.menu_app import frames


@pytest.fixture(autouse=True, scope="module")
def real_files_made() -> None:
    """The real files (a whole game and its review among them) are made once per worker, in
    the fixture's setup, so no test's own clock counts them."""
    kept_files.real_files()

Damage = Callable[[dict[str, Any]], Any]


def _opened_after(case: str, damage: Damage) -> tuple[bool, list[str]]:
    """The real file of ``case`` damaged, then its screen opened and drawn through the app:
    (whether the file was kept aside whole, every notice the player was shown)."""
    with kept_files.fresh_home() as home:
        where = kept_files.path_in(home, case)
        document = json.loads(where.read_bytes())
        damage(document)
        content = json.dumps(document).encode()  # as Python writes it: NaN, Infinity
        where.write_bytes(content)
        opened = kept_files.open_screen(kept_files.CASE[case])
        frames(opened.app, 3)
        shown = kept_files.shown_notices(opened)
        aside = kept_files.kept_aside(where)
        return [p.read_bytes() for p in aside] == [content], shown


def _without_capped(document: dict[str, Any]) -> None:
    del document["games"][0]["capped"]


def test_a_rating_without_its_end_is_kept_aside_and_records_open() -> None:
    kept, shown = _opened_after("play ratings", _without_capped)
    assert kept
    assert len(shown) == 1


def _loss(value: float) -> Damage:
    def damage(document: dict[str, Any]) -> None:
        document["turns"][0]["loss"] = value
    return damage


def _no_turns(document: dict[str, Any]) -> None:
    document["turns"] = []


def _every_turn_two_hundred_times(document: dict[str, Any]) -> None:
    document["turns"] = document["turns"] * 200


@pytest.mark.parametrize("damage", [_loss(math.nan), _loss(math.inf), _loss(-math.inf),
                                    _loss(1e308), _no_turns, _every_turn_two_hundred_times],
                         ids=["nan", "inf", "-inf", "1e308", "no turns", "3600 turns"])
def test_a_damaged_review_is_kept_aside_and_the_review_opens(damage: Damage) -> None:
    kept, shown = _opened_after("review", damage)
    assert kept
    assert len(shown) == 1


def _one_game_twenty_times(document: dict[str, Any]) -> None:
    document["games"] = document["games"][:1] * 20
    for line in document["tallies"]:  # enough games played to list twenty
        line.update(played=40, won=line["won"], total=line["best"] * 40)


def _one_line_forty_thousand_times(document: dict[str, Any]) -> None:
    document["tallies"] = document["tallies"][:1] * 40_000


@pytest.mark.parametrize("damage", [_one_game_twenty_times, _one_line_forty_thousand_times],
                         ids=["one game twenty times", "one line 40000 times"])
def test_records_that_repeat_themselves_are_kept_aside(damage: Damage) -> None:
    kept, shown = _opened_after("records", damage)
    assert kept
    assert len(shown) == 1
