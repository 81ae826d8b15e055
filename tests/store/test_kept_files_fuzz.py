"""Every file the game keeps, generated from its schema and then damaged — each key dropped,
each value's kind swapped, NaN, infinities and 1e308 for a number, huge lists, an entry listed
twice, the file cut short — and opened by the screen that reads it (the start, Continue, Last
game, Earlier game, Records, the review, the lesson) through the menu app: no exception
escapes, and a file the game refuses is kept aside whole and told of exactly once; a file it
reads is neither moved nor told of. A fast sample runs every day; more are ``slow``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ganesha.store.schemas.choices import SettingsFile, SetupFile
from ganesha.store.schemas.games import LessonFile, SaveFile
from ganesha.store.schemas.reviews import ReviewFile
from ganesha.store.schemas.tallies import RatingsFile, RecordsFile
from tests.helpers import kept_files
from tests.helpers.kept_files import CASES, Case
from tests.helpers.schema_documents import (
    BAD_NUMBERS,
    documents,
    dropped,
    get,
    paths,
    replaced,
    swapped,
    text,
)


@pytest.fixture(autouse=True, scope="module")
def real_files_made() -> None:
    """The real files (a whole game and its review among them) are made once per worker, in
    the fixture's setup, so no test's own clock counts them."""
    kept_files.real_files()

FAST = settings(max_examples=3, deadline=None, database=None, derandomize=True,
                suppress_health_check=list(HealthCheck))
#: The everyday sample for the files whose screens take longest to open (a lesson's table, a
#: review's game): one generated document each; the slow run tries 60.
ONE = settings(FAST, max_examples=1)
SLOW = settings(max_examples=60, deadline=None, database=None,
                suppress_health_check=list(HealthCheck))
IDS = [case.name for case in CASES]
#: Each file's schema, by case.
SHAPES: dict[str, type] = {
    "settings": SettingsFile, "last setup": SetupFile, "pending result": SaveFile,
    "continue": SaveFile, "last game": SaveFile, "earlier game": SaveFile,
    "records": RecordsFile, "play ratings": RatingsFile, "review": ReviewFile,
    "lesson": LessonFile,
}


def opened(case: Case, content: bytes) -> bool:
    """``content`` in place of ``case``'s file in a home of its own, read by its screen: True
    when the file was kept aside (then whole, and told of once), False when it was read (and
    nothing was said of it)."""
    with kept_files.fresh_home() as home:
        where = kept_files.path_in(home, case.name)
        where.write_bytes(content)
        shown = kept_files.shown_notices(kept_files.open_screen(case))
        aside = kept_files.kept_aside(where)
        assert len(aside) <= 1
        if not aside:
            assert shown == []
            return False
        assert aside[0].read_bytes() == content
        assert len(shown) == 1, shown  # every other file of the home reads: one notice, its
        return True


def real_document(case: Case) -> Any:
    return json.loads(kept_files.real_bytes(case.name))


@st.composite
def damaged(draw: st.DrawFn, case: Case) -> tuple[bytes, bool]:
    """A real file of ``case`` damaged in one place: (its bytes, whether the game must refuse
    it — a dropped or swapped value may still be one the schema allows)."""
    document = real_document(case)
    places = list(paths(document))
    at = draw(st.sampled_from(places))
    old = get(document, at)
    how = draw(st.sampled_from(["drop", "swap", "number", "huge", "twice", "cut"]))
    if how == "drop" and at:
        return text(dropped(document, at)), False
    if how == "swap":
        return text(replaced(document, at, draw(st.sampled_from(swapped(old))))), False
    if how == "number" and isinstance(old, (int, float)) and not isinstance(old, bool):
        return text(replaced(document, at, draw(st.sampled_from(BAD_NUMBERS)))), True
    if how == "huge" and isinstance(old, list):
        item = old[0] if old and len(json.dumps(old[0])) < 100 else 0
        return text(replaced(document, at, [item] * 25_000)), True
    if how == "twice" and isinstance(old, list) and old:
        return text(replaced(document, at, [*old, old[-1]])), False
    raw = text(document)
    cut = draw(st.integers(0, len(raw) - 1))
    return raw[:cut], raw[:cut].strip() != raw.strip()


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_every_real_file_is_read_by_its_screen_as_written(case: Case) -> None:
    """The files the game writes today load (no file from a player's folder is refused)."""
    assert not opened(case, kept_files.real_bytes(case.name))


def _damaged_files(case: Case, sample: settings) -> None:
    @sample
    @given(damaged(case))
    def check(file: tuple[bytes, bool]) -> None:
        content, refused = file
        kept = opened(case, content)
        assert kept or not refused

    check()


def _generated_files(case: Case, sample: settings) -> None:
    @sample
    @given(documents(SHAPES[case.name]))
    def check(document: Any) -> None:
        opened(case, text(document))

    check()


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_damaged_file_is_kept_aside_and_told_of_once(case: Case) -> None:
    _damaged_files(case, FAST)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_document_of_the_schema_opens_or_is_kept_aside(case: Case) -> None:
    _generated_files(case, ONE if case.name in ("lesson", "review") else FAST)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_many_damaged_files_are_kept_aside_and_told_of_once(case: Case) -> None:
    _damaged_files(case, SLOW)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_many_documents_of_the_schema_open_or_are_kept_aside(case: Case) -> None:
    _generated_files(case, SLOW)
