"""The player's ratings game by game: kept once per game and seat, newest first, in one atomic
write; a person's seats only; a damaged file is kept aside and the list starts afresh."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.ai.review import Review
from ganesha.store import files, play_history, records
from ganesha.store.saves import SavedGame
from tests.helpers.games import finished
from tests.helpers.ratings import level_loss, level_rating, review_losing


def rated_review(state_seed: int, loss: float | None = None, seats: tuple[int, ...] = (0, 1),
                 turns: int = 12) -> tuple[SavedGame, Review]:
    """A finished game (seat 0 a person, seat 1 the medium AI) and a review of ``seats`` whose
    turns lose ``loss`` (medium's calibrated loss unless given) ± 0.2 in turn."""
    loss = level_loss("medium") if loss is None else loss
    state = finished(state_seed)
    review = review_losing(state, seats, loss, lambda seat: turns)
    return SavedGame(state, ("human", "medium")), review


def test_a_person_s_rating_is_kept_once(home: Path) -> None:
    saved, review = rated_review(5)
    assert play_history.add(saved, review)
    kept = play_history.load()
    assert len(kept) == 1  # the AI's seat is not the player's
    assert kept[0].seat == 0
    assert kept[0].name == saved.state.config.seat_names[0]
    assert kept[0].rating.rating == level_rating("medium")
    assert kept[0].game == records.game_id(saved)
    assert not play_history.add(saved, review)  # rating it again counts once
    assert len(play_history.load()) == 1


def test_a_game_too_short_to_rate_keeps_nothing(home: Path) -> None:
    saved, review = rated_review(5, turns=4)
    assert not play_history.add(saved, review)
    assert not play_history.path().exists()


def test_the_date_is_the_one_records_list_the_game_with(home: Path) -> None:
    import datetime as dt

    saved, review = rated_review(6)
    kept, _ = records.load()
    records.add_game(kept, saved, dt.datetime(2026, 3, 4, 5, 6))
    files.write_atomic(home / "data" / records.FILE, json.dumps(records.to_data(kept)))
    assert records.load()[0].games  # the records' file is where the store reads it
    play_history.add(saved, review)
    assert play_history.load()[0].date == "2026-03-04 05:06"


def test_newest_first_and_a_trend_per_name_oldest_first(home: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    dates = iter(["2026-01-01 10:00", "2026-01-03 10:00", "2026-01-02 10:00"])
    monkeypatch.setattr(play_history, "_played_on", lambda saved: next(dates))
    for seed, loss in ((5, level_loss("medium")), (6, level_loss("hard")), (7, level_loss("easy"))):
        saved, review = rated_review(seed, loss)
        assert play_history.add(saved, review)
    kept = play_history.load()
    assert [g.date[:10] for g in kept] == ["2026-01-03", "2026-01-02", "2026-01-01"]
    name = kept[0].name
    medium, hard, easy = (level_rating(level) for level in ("medium", "hard", "easy"))
    assert [g.rating.rating for g in play_history.trend(kept, name)] == [medium, easy, hard]
    assert [g.rating.rating for g in play_history.trend(kept, name, 2)] == [easy, hard]
    assert play_history.names(kept) == [name]


def test_one_write_holds_the_whole_list(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    changes: list[tuple[str, str]] = []
    monkeypatch.setattr(files, "change_hook", lambda kind, path: changes.append((kind, path.name)))
    saved, review = rated_review(5)
    play_history.add(saved, review)
    assert changes == [("write", play_history.FILE)]


@pytest.mark.parametrize("damage", [
    "{", "[]", '{"format": "ganesha-play-ratings", "version": 1, "games": [{"game": 3}]}',
    '{"format": "ganesha-play-ratings", "version": 1, "games": [{"game": "a", "seat": 0, '
    '"name": "A", "date": "2026-01-01 10:00", "rating": 900, "low": 1000, "high": 1100, '
    '"turns": 9, "capped": null}]}',  # a rating outside its own interval
])
def test_a_damaged_file_is_kept_aside_and_the_list_starts_afresh(home: Path,
                                                                 damage: str) -> None:
    saved, review = rated_review(5)
    play_history.add(saved, review)
    path = play_history.path()
    path.write_text(damage, encoding="utf-8")
    assert play_history.load() == []
    assert not path.exists()
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1
    assert play_history.add(saved, review)  # and the next rating starts the list again
    assert len(play_history.load()) == 1


def test_games_of_the_same_minute_keep_the_order_they_were_rated_in(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play_history, "_played_on", lambda saved: "2026-01-01 10:00")
    for seed, loss in ((5, level_loss("easy")), (6, level_loss("medium")), (7, level_loss("hard"))):
        play_history.add(*rated_review(seed, loss))
    assert [g.rating.rating for g in play_history.load()] == [
        level_rating("hard"), level_rating("medium"), level_rating("easy")]


def test_the_player_is_told_where_a_damaged_list_was_kept(home: Path) -> None:
    """Records tells of a damaged list of ratings once, naming the copy it was kept as; a list
    that could not even be moved aside is told of without a name."""
    path = play_history.path()
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    games, notice = play_history.load_noticed()
    (aside,) = path.parent.glob(path.name + ".bad-*")
    assert games == []
    assert notice is not None
    assert notice.endswith(f"They were kept as {aside.name}.")
    path.write_text("{", encoding="utf-8")
    files.block_writes(path.parent, "another copy")
    try:
        games, notice = play_history.load_noticed()
    finally:
        files.unblock_writes(path.parent)
    assert notice is not None
    assert "kept as" not in notice
    assert path.exists()


def test_the_recent_rating_combines_one_name_s_last_games(home: Path) -> None:
    """New game's "at my level" opens at this: the named player's last ten games, newest first,
    another player's games left out."""
    from ganesha.data.play_ratings import PlayRating
    from ganesha.store.play_history import RatedGame, recent_rating

    def kept(name: str, rating: int) -> RatedGame:
        return RatedGame("0" * 16, 0, name, "2026-11-28 10:00",
                         PlayRating(rating, rating - 300, rating + 300, 20, None))

    games = [kept("Asha", 1800)] * 10 + [kept("Asha", 1000)] * 5 + [kept("Ravi", 2400)]
    ten = recent_rating("Asha", games=games)
    assert ten is not None
    assert ten.games == 10
    assert ten.rating == 1800
    assert recent_rating("Meera", games=games) is None
    assert recent_rating("Asha") is None  # nothing kept in this home yet


def test_new_game_s_glance_leaves_a_damaged_file_for_records_to_tell_of(home: Path) -> None:
    from ganesha.store.play_history import recent_rating

    where = play_history.path()
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text("{damaged", encoding="utf-8")
    assert recent_rating("Asha") is None
    assert where.read_text(encoding="utf-8") == "{damaged"  # still there, not kept aside
    assert play_history.load_noticed()[1] is not None  # Records' own load tells of it


def test_a_game_the_records_do_not_count_keeps_no_rating(home: Path) -> None:
    """A game with no person at it (an AI match watched) is not the player's: nothing is kept,
    and the caller hears that nothing was written."""
    saved, review = rated_review(5)
    watched = SavedGame(saved.state, ("medium", "medium"))
    assert play_history.add_noticed(watched, review) == (False, None)
    assert not play_history.add(watched, review)
    assert not play_history.path().exists()
