"""Finished reviews are kept and found again; a damaged one is kept aside and made afresh."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ganesha.ai import make_player
from ganesha.ai.review import review_game
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store import reviews


def short_game() -> GameState:
    state = new_game(GameConfig(players=2, seed=12))
    players = [make_player("easy", 1), make_player("medium", 2)]
    while len(state.player_actions()) < 30:
        state.apply(players[state.current_player].choose(state))
    return state


def test_a_kept_review_comes_back_the_same(home: Path) -> None:
    state = short_game()
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=8, most=8)
    assert reviews.load(state, (0,)) is None
    assert reviews.save(review, state)
    again = reviews.load(state, (0,))
    assert again == review
    assert reviews.load(state, (1,)) is None  # another seat's review is another file


def test_a_damaged_review_is_kept_aside_and_forgotten(home: Path) -> None:
    state = short_game()
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=8, most=8)
    reviews.save(review, state)
    path = reviews.path_for(state, (0,))
    path.write_text(path.read_text()[:40], encoding="utf-8")
    assert reviews.load(state, (0,)) is None
    assert not path.exists()
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1
    # a review that does not fit its game (a label the game never had) goes the same way
    reviews.save(review, state)
    path.write_text(path.read_text().replace('"label":"', '"label":"x', 1), encoding="utf-8")
    assert reviews.load(state, (0,)) is None
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 2


def test_a_review_that_cannot_be_kept_says_so(home: Path) -> None:
    """A full disk or a file where the reviews' folder belongs: the save reports False (the
    review still shows, and is made again next time) and nothing is found kept."""
    state = short_game()
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=8, most=8)
    (home / "data").mkdir()
    (home / "data" / reviews.FOLDER).write_text("not a folder", encoding="utf-8")
    assert reviews.save(review, state) is False
    assert reviews.load(state, (0,)) is None


def test_a_review_is_kept_under_the_name_earlier_versions_gave_it(home: Path) -> None:
    """A kept review is found by its file's name: the first 24 hex digits of the SHA-256 of the
    game's save and its seats (worked out here by hand, never with the store's own function),
    so the reviews already on a player's disk open at once instead of being made again."""
    state = new_game(GameConfig(players=2, seed=12))
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=2, most=2)
    assert reviews.save(review, state)
    name = hashlib.sha256(f"{state.to_json()}|0".encode()).hexdigest()[:24] + ".json"
    assert [path.name for path in (home / "data" / reviews.FOLDER).iterdir()] == [name]


def test_the_notice_of_a_damaged_review_names_where_it_was_kept(home: Path) -> None:
    """The player is told the review is made again and under which name the damaged one was
    kept, so it can be found (and sent with a report)."""
    state = short_game()
    review = review_game(state.config, state.player_actions(), [0], seed=3, first=8, most=8)
    reviews.save(review, state)
    path = reviews.path_for(state, (0,))
    path.write_text(path.read_text()[:40], encoding="utf-8")
    kept, notice = reviews.load_noticed(state, (0,))
    assert kept is None
    aside = list(path.parent.glob(path.name + ".bad-*"))
    assert len(aside) == 1
    assert notice is not None
    assert "made again" in notice
    assert aside[0].name in notice
