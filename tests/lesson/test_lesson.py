"""The lesson's script on its fixed seed: with the learner playing every taught move and the
gentle opponent answering as the table's AI would, every step's situation occurs, in order, and
the moves it teaches are the ones its cards describe. Also: skipping, and the saved progress."""

from __future__ import annotations

import re

import pytest

from ganesha import lesson
from ganesha.engine import (
    Action,
    GameState,
    Phase,
    Sacrifice,
    SkipSpice,
    Take,
    Trade,
    new_game,
)
from ganesha.ui.table.ai_seats import ai_request_seed


def opponent_move(state: GameState) -> Action:
    """The opponent as the lesson's table asks it (steady seeds: from the history's length)."""
    return lesson.opponent_move(state, ai_request_seed)


def play_lesson() -> tuple[GameState, lesson.Lesson, dict[str, list[Action]]]:
    """The whole lesson game; per step, the learner's moves while it was active."""
    state = new_game(lesson.CONFIG)
    tracker = lesson.Lesson()
    tracker.observe(state)
    taught: dict[str, list[Action]] = {}
    while not state.is_over:
        if state.current_player == lesson.LEARNER:
            action = tracker.taught(state)
            assert action is not None
            assert action in state.legal_actions()
            if tracker.active and tracker.step is not None:
                taught.setdefault(tracker.step.name, []).append(action)
        else:
            action = opponent_move(state)
        state.apply(action)
        tracker.observe(state)
    return state, tracker, taught


@pytest.fixture(scope="module")
def played() -> tuple[GameState, lesson.Lesson, dict[str, list[Action]]]:
    return play_lesson()


def test_every_step_happens_in_order(played) -> None:
    state, tracker, taught = played
    assert state.is_over
    assert tracker.step is not None
    assert tracker.step.name == "results"
    assert tracker.active
    # every step before the results taught at least one move of its own
    assert list(taught) == [name for name in lesson.STEP_NAMES if name != "results"]


def test_the_taught_moves_are_what_the_cards_say(played) -> None:
    _, _, taught = played
    assert isinstance(taught["take_one"][0], Take)
    assert sum(isinstance(a, Take) for a in taught["take_two"]) == 2
    assert all(getattr(a, "target", "treasury") == "treasury"
               for a in taught["slots_or_treasury"])
    ordinary = [a for a in taught["sacrifice"] if isinstance(a, Sacrifice)]
    assert ordinary
    assert ordinary[0].gem == ordinary[0].colour != "yellow"
    yellow = [a for a in taught["yellow_sacrifice"] if isinstance(a, Sacrifice)]
    assert yellow
    assert yellow[0].gem == "yellow"
    assert yellow[0].colour != "yellow"
    assert any(isinstance(a, Sacrifice) and a.gem is None for a in taught["place_yellow"])
    assert any(isinstance(a, Trade) for a in taught["ginger"])
    spices = [a for name in ("spice", "spice_again", "ginger") for a in taught[name]
              if type(a).__name__ in lesson.SPICE_USES]
    assert len(spices) >= 3  # three spice tokens used, one of them Ginger


def test_about_ten_minutes() -> None:
    """About ten minutes: some fifty decisions of the learner, a few seconds each."""
    state = new_game(lesson.CONFIG)
    tracker = lesson.Lesson()
    decisions = 0
    while not state.is_over:
        if state.current_player == lesson.LEARNER:
            decisions += 1
            action = tracker.taught(state)
            assert action is not None
        else:
            action = opponent_move(state)
        state.apply(action)
        tracker.observe(state)
    assert 35 <= decisions <= 75


def test_a_wrong_move_is_refused_and_the_taught_one_accepted() -> None:
    state = new_game(lesson.CONFIG)
    tracker = lesson.Lesson()
    tracker.observe(state)
    assert tracker.active
    assert tracker.step is not None
    assert tracker.step.name == "take_one"
    taught = tracker.taught(state)
    assert isinstance(taught, Take)
    assert tracker.gate(state, taught) is None
    wrong = next(a for a in state.legal_actions() if a != taught)
    refused = tracker.gate(state, wrong)
    assert refused is not None
    assert refused[0].colour == state.altar_gems()[taught.hex]  # names the glowing gem


def test_skip_lets_the_player_move_freely_until_the_next_step() -> None:
    state = new_game(lesson.CONFIG)
    tracker = lesson.Lesson()
    tracker.observe(state)
    tracker.skip(state)
    assert tracker.free
    assert tracker.step is not None
    assert tracker.step.name == "take_two"
    for action in state.legal_actions():
        assert tracker.gate(state, action) is None  # anything goes
    # the player ends their first turn as they like; take_two waits for its situation
    while state.current_player == lesson.LEARNER:
        options = [a for a in state.legal_actions() if not isinstance(a, SkipSpice)]
        state.apply(options[-1])
        tracker.observe(state)
    assert tracker.free or tracker.active


def test_progress_round_trips_and_bad_progress_is_refused(played) -> None:
    _, tracker, _ = played
    again = lesson.Lesson.from_data(tracker.to_data())
    assert again == tracker
    bad: object
    for bad in ([], {"step": "nope"}, {**tracker.to_data(), "active": "yes"},
                {**tracker.to_data(), "mark": [1, -2, 3]}):
        with pytest.raises(ValueError):
            lesson.Lesson.from_data(bad)


def test_the_final_stage_is_taught_from_the_final_phase(played) -> None:
    state, _, taught = played
    assert taught["final_stage"]
    assert state.phase == Phase.OVER


def test_play_until_stops_at_the_first_decision_of_a_step() -> None:
    state, tracker = lesson.play_until("ginger", ai_request_seed)
    assert tracker.active
    assert tracker.step is not None
    assert tracker.step.name == "ginger"
    assert state.current_player == lesson.LEARNER
    taught = tracker.taught(state)
    assert isinstance(taught, Take)
    assert state.spice_tokens()[taught.hex] == "trade"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_card_and_refusal_is_at_most_two_sentences(language) -> None:
    from ganesha.data import i18n
    from ganesha.data.look import Look, wearing
    from ganesha.lesson import words as lesson_words

    with wearing(Look(language=language)):
        texts = [t for step in lesson.STEPS for t in (step.text, step.title)]
        texts += [getattr(lesson_words, name) for name in lesson_words.__all__ if name != "Said"]
        for template in texts:
            words = i18n.translate(template)
            assert language == "en" or words != template  # really translated
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", words.strip()) if s]
            assert 1 <= len(sentences) <= 2, words


def waiting_for(step: str) -> tuple[GameState, lesson.Lesson]:
    """The lesson's game at the learner's first decision while ``step`` is still to come."""
    state = new_game(lesson.CONFIG)
    tracker = lesson.Lesson()
    tracker.observe(state)
    while not (lesson.STEP_NAMES[tracker.index] == step and not tracker.active
               and state.current_player == lesson.LEARNER):
        move = tracker.taught(state) if state.current_player == lesson.LEARNER else None
        state.apply(move if move is not None else opponent_move(state))
        tracker.observe(state)
    return state, tracker


def test_skip_between_steps_frees_the_player_but_keeps_the_next_step() -> None:
    """Skip step while the lesson leads between steps: free play now, and the next step still
    comes with its moment (it is not the one skipped)."""
    state, tracker = waiting_for("sacrifice")
    tracker.skip(state)
    assert tracker.free
    assert lesson.STEP_NAMES[tracker.index] == "sacrifice"
    assert tracker.taught(state) is None
    while not tracker.active:
        move = tracker.taught(state) if state.current_player == lesson.LEARNER else None
        state.apply(move or (guide_move(state, tracker) if state.current_player
                             == lesson.LEARNER else opponent_move(state)))
        tracker.observe(state)
    assert lesson.STEP_NAMES[tracker.index] == "sacrifice"
    assert not tracker.free


def guide_move(state: GameState, tracker: lesson.Lesson) -> Action:
    return lesson.guide(state, tracker.pending())


def test_a_step_whose_moment_never_came_gives_way_to_the_final_stage() -> None:
    """Played freely past the yellow steps (skipped to, never met), the lesson does not wait
    for them through the final stage: it teaches the final stage, then the results."""
    state, tracker = waiting_for("yellow_sacrifice")
    tracker.skip(state)
    while state.phase != Phase.FINAL:
        move = lesson.guide(state, set()) if state.current_player == lesson.LEARNER \
            else opponent_move(state)
        state.apply(move)
        tracker.observe(state)
    if state.current_player != lesson.LEARNER:
        state.apply(opponent_move(state))
        tracker.observe(state)
    assert lesson.STEP_NAMES[tracker.index] == "final_stage"
    assert tracker.active
    while not state.is_over:
        taught = tracker.taught(state) if state.current_player == lesson.LEARNER else None
        state.apply(taught or opponent_move(state))
        tracker.observe(state)
    assert lesson.STEP_NAMES[tracker.index] == "results"
