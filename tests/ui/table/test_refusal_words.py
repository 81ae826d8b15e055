"""A refused drop says the engine's reason, in words from one table.

The table words every :class:`~ganesha.engine.Refusal` (or answers with the prompt when the move
is of the wrong kind), a drop the engine refuses says exactly the words of the engine's reason,
and the words come out in Russian too.
"""

from __future__ import annotations

import pytest

from ganesha.engine import GameConfig, GameState, Place, Refusal, Take, new_game
from ganesha.engine.positions import build_position
from ganesha.ui.table import moves
from ganesha.ui.table.intents import AltarGem, TakenGem, ToSlot, ToTreasury
from ganesha.ui.table.words.refusals import SENTENCES, refusal_words
from tests.helpers.refusals import CASES
from tests.helpers.worn import worn


def test_every_reason_the_engine_gives_has_its_words() -> None:
    assert set(SENTENCES) == set(Refusal)


@pytest.mark.parametrize("reason", list(CASES), ids=lambda r: r.name)
@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_reason_is_worded_with_the_actions_fields(reason: Refusal, language: str) -> None:
    make, action = CASES[reason]
    state = make()
    with worn(language=language):
        words = refusal_words(state, action, reason, "PROMPT")
    assert words
    assert "{" not in words
    assert (words == "PROMPT") == (SENTENCES[reason] is None)
    if language == "ru" and SENTENCES[reason] is not None:
        assert words != refusal_words(state, action, reason, "PROMPT")  # translated


def _second_gem_position() -> GameState:
    state = build_position(4, altar={0: "red", 1: "blue", 9: "green"}, slots={0: ("red", None)})
    state.apply(Take(0))
    return state


def test_a_second_gem_from_afar_says_the_engines_reason() -> None:
    state = _second_gem_position()
    before = state.digest()
    res = moves.resolve(state, AltarGem(9), ToTreasury(), "PROMPT")
    assert res.action is None
    assert res.error == refusal_words(state, Take(9), Refusal.NOT_ADJACENT, "PROMPT")
    assert "next to the first" in res.error
    assert state.digest() == before


def test_a_used_destiny_slot_says_the_engines_reason() -> None:
    state = _second_gem_position()
    state.apply(Take(1))
    state.apply(Place("red", "slot1"))
    res = moves.resolve(state, TakenGem("blue"), ToSlot(0), "PROMPT")
    assert res.action is None
    assert res.error == refusal_words(state, Place("blue", "slot1"), Refusal.SLOT_USED, "PROMPT")


def test_a_move_of_the_wrong_kind_is_answered_with_the_prompt() -> None:
    state = new_game(GameConfig(players=2, seed=4, spices=False))
    res = moves.resolve(state, TakenGem("red"), ToTreasury(), "PROMPT")
    assert res.action is None
    assert res.error == "PROMPT"
