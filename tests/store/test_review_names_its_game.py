"""A kept review names its game: a review of another game under this game's file name (a copy,
a rename) is kept aside and the game is reviewed afresh, never shown as this game's."""

from __future__ import annotations

import shutil
from pathlib import Path

from ganesha.ai import make_player
from ganesha.ai.review import review_game
from ganesha.engine import GameConfig, GameState, new_game
from ganesha.store import reviews


def game(seed: int) -> GameState:
    state = new_game(GameConfig(players=2, seed=seed))
    players = [make_player("easy", seed), make_player("easy", seed + 1)]
    while len(state.player_actions()) < 24:
        state.apply(players[state.current_player].choose(state))
    return state


def test_a_review_of_another_game_under_this_name_is_kept_aside(home: Path) -> None:
    a, b = game(12), game(13)
    review_b = review_game(b.config, b.player_actions(), [0], seed=3, first=4, most=4)
    assert reviews.save(review_b, b)
    path_a = reviews.path_for(a, (0,))
    shutil.copyfile(reviews.path_for(b, (0,)), path_a)
    assert reviews.load(a, (0,)) is None
    assert not path_a.exists()
    assert len(list(path_a.parent.glob(path_a.name + ".bad-*"))) == 1
    assert reviews.load(b, (0,)) == review_b  # B's own review still stands


def test_a_review_file_says_which_game(home: Path) -> None:
    a = game(12)
    review = review_game(a.config, a.player_actions(), [0], seed=3, first=4, most=4)
    data = reviews.to_data(review, a)
    assert data["game"] == reviews.game_digest(a)
    assert reviews.from_data(data, a) == review
