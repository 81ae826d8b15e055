"""The puzzles' recipe (build/make_puzzles.py): its tables spread over every kind of game, are a
pure function of the seed, and a stopped run's file is whole and readable."""

from __future__ import annotations

import gzip
import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_puzzles  # noqa: E402
import puzzle_games  # noqa: E402

from ganesha.data import puzzles  # noqa: E402
from tests.helpers.puzzles import row  # noqa: E402


def test_the_tables_spread_over_every_kind_of_game() -> None:
    tables = [puzzle_games.table(1, index) for index in range(40)]
    assert {t.config.players for t in tables} == {2, 3, 4}
    assert {t.config.side for t in tables} == {"day", "night"}
    assert {t.config.spices for t in tables} == {True, False}
    assert {level for t in tables for level in t.levels} == {"hard", "expert"}
    assert all(len(t.levels) == t.config.players for t in tables)
    assert puzzle_games.table(1, 7) == puzzle_games.table(1, 7)
    assert puzzle_games.table(2, 7) != puzzle_games.table(1, 7)


def test_a_run_draws_its_tables_from_the_sizes_it_names() -> None:
    only_two = [puzzle_games.table(1, index, (2,)) for index in range(20)]
    assert {t.config.players for t in only_two} == {2}
    weighted = [puzzle_games.table(1, index, (2, 2, 2, 4)).config.players
                for index in range(200)]
    assert set(weighted) == {2, 4}
    assert weighted.count(2) > 2 * weighted.count(4)


def _run(spec: puzzle_games.RunSpec, games: int, *ids: str,
         screened: int = 30) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    figures = puzzle_games.Figures(games=games, screened=screened, kept=len(ids) + 1,
                                   agreed=len(ids))
    figures.puzzles = [row(ident, upto=3 + k) for k, ident in enumerate(ids)]
    return puzzle_games.run_record(spec, figures), figures.puzzles


def test_the_file_written_after_each_game_is_whole_and_counts_every_run(tmp_path: Path) -> None:
    first, rows = _run(puzzle_games.RunSpec(1, 0), 2, "s1-g1-t5", "s1-g0-t3")
    second, more = _run(puzzle_games.RunSpec(1, 2, (2, 2, 3), (("hard", 300), ("expert", 600))),
                        3, "s1-g4-t9", screened=40)
    out = tmp_path / "puzzles.json"
    make_puzzles.write(out, [first, second], rows + more)
    assert [p.id for p in puzzles.load(out)] == ["s1-g0-t3", "s1-g1-t5", "s1-g4-t9"]
    made = puzzles.made_by(out)
    assert (made.games, made.screened, made.kept, made.agreed) == (5, 70, 5, 3)
    assert [run.command for run in made.runs] == [
        "python build/make_puzzles.py --seed 1 --games 2",
        "python build/make_puzzles.py --seed 1 --games 5 --players 2,2,3 "
        "--play-simulations hard=300,expert=600 --resume"]
    assert [(run.first, run.games, run.players) for run in made.runs] == [
        (0, 2, [2, 3, 4]), (2, 3, [2, 2, 3])]
    assert not list(tmp_path.glob("*.tmp"))


def test_a_game_gives_one_final_stage_puzzle_and_keeps_the_others() -> None:
    figures = puzzle_games.Figures(games=1)
    final, later_final, middle = row("s1-g0-t20"), row("s1-g0-t22"), row("s1-g0-t9")
    final["tags"], later_final["tags"], middle["tags"] = ["final"], ["final", "yellow"], ["yellow"]
    for puzzle in (final, later_final, middle):
        figures.keep(puzzle)
    assert [p["id"] for p in figures.puzzles] == ["s1-g0-t20", "s1-g0-t9"]
    assert figures.repeats == 1


def test_the_games_to_play_again_are_found_in_the_runs_that_played_them(
        tmp_path: Path) -> None:
    first, rows = _run(puzzle_games.RunSpec(1, 0), 2, "s1-g1-t5")
    second, _ = _run(puzzle_games.RunSpec(1, 2, (2,)), 3)
    out = tmp_path / "puzzles.json"
    make_puzzles.write(out, [first, second], rows)
    runs = puzzles.made_by(out).runs
    assert make_puzzles.games_named(["s1-g1", "s1-g3", "s1-g4"], runs) == {0: [1], 1: [3, 4]}
    assert make_puzzles.games_named(["all"], runs) == {0: [0, 1], 1: [2, 3, 4]}
    for unknown in ("s1-g5", "s2-g1", "s1-gx"):
        with pytest.raises(ValueError, match="no run of the recipe played this game"):
            make_puzzles.games_named([unknown], runs)


def _game_of_uneven_length(seed: int, index: int, sizes: tuple[int, ...],
                           simulations: dict[str, int]) -> puzzle_games.Figures:
    """A stand-in for a played game: the first is long, the others quick; each says when it
    ended (in ``play_seconds``) and which it was (in ``screened``)."""
    time.sleep(0.6 if index == 0 else 0.0)
    return puzzle_games.Figures(games=1, screened=index, play_seconds=time.time())


def test_games_are_handed_on_in_their_order_while_a_free_process_plays_ahead(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(puzzle_games, "run_game", _game_of_uneven_length)
    handed: list[puzzle_games.Figures] = []
    puzzle_games.play_games(puzzle_games.RunSpec(1, 0), range(6), 2, None, handed.append)
    assert [game.screened for game in handed] == [0, 1, 2, 3, 4, 5]
    ended = {game.screened: game.play_seconds for game in handed}
    # the second process did not wait for the long first game to be written: the games after
    # it up to the look-ahead ended before it did
    ahead = min(6, puzzle_games.AHEAD * 2)  # the first and the games the queue lets it lead
    assert all(ended[index] < ended[0] for index in range(1, ahead))


def test_a_resumed_run_goes_on_where_the_set_stops(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(puzzle_games, "run_game", _game_of_uneven_length)
    first, rows = _run(puzzle_games.RunSpec(1, 0), 2, "s1-g1-t5")
    out = tmp_path / "puzzles.json"
    make_puzzles.write(out, [first], rows)
    assert make_puzzles.main(["--games", "5", "--seed", "1", "--players", "2,3", "--resume",
                              "--jobs", "2", "--out", str(out)]) == 0
    made = puzzles.made_by(out)
    assert [(run.first, run.games, run.players) for run in made.runs] == [
        (0, 2, [2, 3, 4]), (2, 3, [2, 3])]
    assert made.runs[1].command == ("python build/make_puzzles.py --seed 1 --games 5 "
                                    "--players 2,3 --resume")
    assert made.runs[1].screened == 2 + 3 + 4  # games 2, 3 and 4 were played, no other
    assert [p.id for p in puzzles.load(out)] == ["s1-g1-t5"]  # the set so far is kept


@pytest.mark.slow
def test_the_recipe_derives_a_shipped_puzzle_again() -> None:
    """``--check``: a shipped puzzle screened and checked again from its stored position and
    seed gives the same answer and lead, its answer is solved and another plan is not."""
    assert make_puzzles.main(["--check", "--sample", "1", "--seed", "2"]) == 0


@pytest.mark.slow
def test_a_game_of_the_recipe_played_again_gives_the_set_s_puzzles(tmp_path: Path) -> None:
    """``--check-game``: a game of the shipped set's second run (two players on the lower caps,
    whose final stage gave three puzzles and keeps the first) played again gives the set's rows
    exactly, and a set whose row differs is caught."""
    assert make_puzzles.main(["--check-game", "s1-g42"]) == 0
    document = json.loads(puzzles.read(make_puzzles.OUT))
    tampered = next(p for p in document["puzzles"] if p["id"].startswith("s1-g42-t"))
    tampered["margin"] += 0.5
    out = tmp_path / puzzles.FILE
    out.write_bytes(gzip.compress(json.dumps(document).encode()))
    assert make_puzzles.main(["--check-game", "s1-g42", "--out", str(out)]) == 1


def test_the_shipped_form_is_gzip_without_a_time_stamp(tmp_path: Path) -> None:
    run, rows = _run(puzzle_games.RunSpec(1, 0), 1, "s1-g0-t3")
    out = tmp_path / puzzles.FILE
    make_puzzles.write(out, [run], rows)
    first = out.read_bytes()
    assert [p.id for p in puzzles.load(out)] == ["s1-g0-t3"]
    make_puzzles.write(out, [run], rows)
    assert out.read_bytes() == first  # the same set is the same bytes
    out.write_bytes(first[:-8])
    with pytest.raises(puzzles.PuzzleDataError, match="is damaged"):
        puzzles.load(out)
