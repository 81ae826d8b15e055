"""A pending result the records would not count (AI seats only, or a game not over), found at
start, is kept aside and touches nothing else: Continue and Last game stay as they were."""

from __future__ import annotations

from pathlib import Path

import pytest

from ganesha.ai import make_player
from ganesha.engine import GameConfig, new_game
from ganesha.store import finish, records, saves

SEATS = ("human", "easy")


def _halfway_and_end() -> tuple[saves.SavedGame, saves.SavedGame]:
    state = new_game(GameConfig(players=2, seed=4))
    bots = [make_player("random", 40), make_player("random", 41)]
    halfway = None
    while not state.is_over:
        state.apply(bots[state.current_player].choose(state))
        if halfway is None and len(state.history) > 20:
            halfway = state.snapshot()
    assert halfway is not None
    return saves.SavedGame(halfway, SEATS), saves.SavedGame(state, SEATS)


@pytest.mark.parametrize("kind", ["ai-only", "unfinished"])
def test_a_pending_result_that_does_not_count_leaves_continue_alone(home: Path,
                                                                    kind: str) -> None:
    halfway, done = _halfway_and_end()
    saves.save_current(halfway)
    pending = (saves.SavedGame(done.state, ("easy", "hard")) if kind == "ai-only"
               else saves.SavedGame(halfway.state, SEATS))
    marker = home / "data" / f"{finish.PENDING_PREFIX}{records.game_id(pending)}.json"
    marker.write_text(saves.to_text(pending), encoding="utf-8")
    finish.complete_pending()
    current = saves.load_current()[0]
    assert current is not None
    assert current.state.history == halfway.state.history
    assert current.seats == SEATS
    assert not saves.has_last()
    assert not records.has_records()
    assert finish.pending_files() == []
    assert len(list(marker.parent.glob(marker.name + ".bad-*"))) == 1


def test_only_finished_games_with_a_person_count(home: Path) -> None:
    halfway, done = _halfway_and_end()
    assert records.counts(done)
    assert not records.counts(halfway)
    assert not records.counts(saves.SavedGame(done.state, ("easy", "hard")))
