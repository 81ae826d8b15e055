"""A real file of every kind cut short at every byte and read by the store's own loader for it
(the one each screen calls): always refused, kept aside whole, and told of exactly once. Every
day a sample of the cuts; every byte, the review (it replays its game for each cut) and the
pending result (it is finished at each cut) in the slow run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.store import finish, lesson_progress, play_history, records, reviews, saves
from ganesha.store.last_setup import load_setup
from ganesha.store.settings import load_settings
from tests.helpers import kept_files


@pytest.fixture(autouse=True, scope="module")
def real_files_made() -> None:
    """The real files (a whole game and its review among them) are made once per worker, in
    the fixture's setup, so no test's own clock counts them."""
    kept_files.real_files()


def _notices(case: str, where: Path) -> list[str]:
    """The notices of the loader each screen calls for ``case``'s file (at ``where``)."""
    loaders: dict[str, Callable[[], object]] = {
        "settings": lambda: load_settings(where), "last setup": lambda: load_setup(where),
        "continue": saves.load_current, "last game": saves.load_last,
        "earlier game": saves.load_recent, "records": records.load,
        "play ratings": play_history.load_noticed, "lesson": lesson_progress.load,
        "review": lambda: reviews.load_noticed(kept_files.the_game().state, (0,)),
    }
    if case == "pending result":
        return finish.complete_pending()
    answer = loaders[case]()
    assert isinstance(answer, tuple)
    return [answer[1]] if answer[1] else []


def _every_cut(case: str, step: int = 1) -> None:
    """``case``'s real file cut at every ``step``-th byte (and at its last ten)."""
    raw = kept_files.real_bytes(case)
    with kept_files.fresh_home() as home:
        where = kept_files.path_in(home, case)
        for cut in sorted({*range(0, len(raw), step), *range(max(0, len(raw) - 10), len(raw))}):
            if raw[:cut].strip() == raw.strip():
                continue  # only the last line's end cut off: the whole file
            where.write_bytes(raw[:cut])
            assert len(_notices(case, where)) == 1, cut
            aside = kept_files.kept_aside(where)
            assert [p.read_bytes() for p in aside] == [raw[:cut]], cut
            aside[0].unlink()


QUICK = ["settings", "last setup", "play ratings", "lesson", "continue", "last game",
         "earlier game", "records"]


@pytest.mark.parametrize("case", QUICK)
def test_a_file_cut_at_a_sample_of_bytes_is_kept_aside_and_told_of_once(case: str) -> None:
    """The everyday sample: about sixty cuts spread over the file, and each of the last ten
    bytes (a save replays its game at every cut)."""
    _every_cut(case, step=max(7, len(kept_files.real_bytes(case)) // 60))


@pytest.mark.slow
@pytest.mark.parametrize("case", [*QUICK, "pending result", "review"])
def test_a_file_cut_at_any_byte_is_kept_aside_and_told_of_once(case: str) -> None:
    _every_cut(case)
