"""The puzzles' recipe (build/make_puzzles.py): its tables spread over every kind of game, are a
pure function of the seed, and a stopped run's file is whole and readable."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_puzzles  # noqa: E402

from ganesha.data import puzzles  # noqa: E402
from tests.helpers.puzzles import row  # noqa: E402


def test_the_tables_spread_over_every_kind_of_game() -> None:
    tables = [make_puzzles.table(1, index) for index in range(40)]
    assert {t.config.players for t in tables} == {2, 3, 4}
    assert {t.config.side for t in tables} == {"day", "night"}
    assert {t.config.spices for t in tables} == {True, False}
    assert {level for t in tables for level in t.levels} == {"hard", "expert"}
    assert all(len(t.levels) == t.config.players for t in tables)
    assert make_puzzles.table(1, 7) == make_puzzles.table(1, 7)
    assert make_puzzles.table(2, 7) != make_puzzles.table(1, 7)


def test_the_file_written_after_each_game_is_whole(tmp_path: Path) -> None:
    figures = make_puzzles.Figures(games=2, screened=30, kept=2, agreed=1)
    figures.puzzles = [row("s1-g1-t5", upto=5), row("s1-g0-t3", upto=3)]
    out = tmp_path / "puzzles.json"
    make_puzzles.write(out, figures, 1, "python build/make_puzzles.py --games 2")
    assert [p.id for p in puzzles.load(out)] == ["s1-g0-t3", "s1-g1-t5"]
    made = puzzles.made_by(out)
    assert (made.games, made.screened, made.kept, made.agreed) == (2, 30, 2, 1)
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.slow
def test_the_recipe_derives_a_shipped_puzzle_again() -> None:
    """``--check``: a shipped puzzle screened and checked again from its stored position and
    seed gives the same answer and lead, its answer is solved and another plan is not."""
    assert make_puzzles.main(["--check", "--sample", "1", "--seed", "2"]) == 0


def test_the_shipped_form_is_gzip_without_a_time_stamp(tmp_path: Path) -> None:
    figures = make_puzzles.Figures(games=1, puzzles=[row("s1-g0-t3", upto=3)])
    out = tmp_path / puzzles.FILE
    make_puzzles.write(out, figures, 1, "python build/make_puzzles.py")
    first = out.read_bytes()
    assert [p.id for p in puzzles.load(out)] == ["s1-g0-t3"]
    make_puzzles.write(out, figures, 1, "python build/make_puzzles.py")
    assert out.read_bytes() == first  # the same set is the same bytes
    out.write_bytes(first[:-8])
    with pytest.raises(puzzles.PuzzleDataError, match="is damaged"):
        puzzles.load(out)
