"""Puzzles played as a player plays them: the title's Puzzles button, the whole turn made with the
mouse at the real table, the verdict from the judge in the background, the ratings kept.

The stored answer of a sample of shipped puzzles (one placement of the final stage, a five-move
turn with a sacrifice and a Destiny push, a four-player turn) is solved: the player's rating
goes up and the puzzle's down. A plan the screening refuted is not: the points lost are on the
plate in the judge's figures, the better plan is drawn as ghosts and told in the log's words,
the player's rating goes down and the puzzle's up."""

from __future__ import annotations

import random

import pytest

from ganesha.ai.puzzles import alternatives
from ganesha.data import puzzles
from ganesha.data.glicko import Glicko
from ganesha.engine import AnswerTrade, GameState, Take, Trade
from ganesha.store import puzzle_history
from ganesha.ui.menus.puzzles.screen import PuzzleScene
from ganesha.ui.menus.puzzles.words import task, verdict_parts
from ganesha.ui.menus.review.words import plan_steps
from tests.helpers.menu_app import MakeApp
from tests.helpers.puzzle_play import PuzzleHand

#: The sample: a final placement, a five-move turn (sacrifice, yellow, Destiny push), a
#: four-player turn.
SOLVED = ("s1-g10-t24", "s1-g11-t9", "s1-g13-t17")
REFUTED = ("s1-g16-t24", "s1-g29-t13")


def shipped(ident: str) -> puzzles.Puzzle:
    return next(p for p in puzzles.shipped() if p.id == ident)


def opened(make_app: MakeApp, puzzle: puzzles.Puzzle) -> PuzzleHand:
    """The app from its title to the puzzle's table."""
    app = make_app()
    hand = PuzzleHand(app, app.surface)
    hand.frames(2)
    hand.open_from_title()
    hand.open_puzzle(puzzle)
    return hand


def plate(hand: PuzzleHand) -> str:
    """The verdict's words as drawn on the prompt plate."""
    screen = hand.screen
    hand.frames(1)
    return " ".join(words for words in drawn_words(screen, "verdict"))


def drawn_words(screen: PuzzleScene, kind: str) -> list[str]:
    return [words for role, _, words in screen.said if role == kind]


@pytest.mark.parametrize("ident", SOLVED)
def test_the_stored_answer_played_at_the_table_is_solved(make_app: MakeApp, ident: str) -> None:
    puzzle = shipped(ident)
    hand = opened(make_app, puzzle)
    state = puzzle.position()
    assert hand.table.state.to_json() == state.to_json()
    assert task(puzzle, state) in " ".join(drawn_words(hand.screen, "task"))
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict()
    screen = hand.screen
    assert screen.judgement is not None
    assert screen.judgement.solved
    assert plate(hand) == " ".join(verdict_parts(screen.judgement))
    assert screen.judging is not None
    assert not screen.judging.busy  # the verdict taken once
    played = len(hand.table.state.player_actions())
    hand.frames(30)
    assert len(hand.table.state.player_actions()) == played  # the other seats never move
    kept, _ = puzzle_history.load_noticed()
    assert kept.player.rating > Glicko().rating  # the player won against the puzzle
    assert kept.puzzles[puzzle.id].rating < puzzle.rating
    assert [(a.puzzle, a.solved) for a in kept.attempts] == [(puzzle.id, True)]
    assert not hand.played.missed


@pytest.mark.parametrize("ident", REFUTED)
def test_a_refuted_plan_is_not_solved_and_the_better_plan_is_shown(make_app: MakeApp,
                                                                   ident: str) -> None:
    puzzle = shipped(ident)
    start: GameState = puzzle.position()
    refuted = alternatives(start, puzzle.plans, puzzle.seed)[0]
    hand = opened(make_app, puzzle)
    hand.play(refuted)
    hand.wait_for_verdict()
    screen = hand.screen
    verdict = screen.judgement
    assert verdict is not None
    assert not verdict.solved
    assert verdict.better == puzzle.plans[0]
    assert hand.table.shown_plan == verdict.better  # the better plan's ghost gems
    assert hand.table.state.to_json() == start.to_json()  # drawn where it would be played
    assert plate(hand) == " ".join(verdict_parts(verdict))
    assert format(verdict.loss, ".1f") in plate(hand)
    told = " ".join(line.words for line in screen.words.lines)  # wrapped at the spaces
    for step in plan_steps(start, verdict.better) + plan_steps(start, refuted):
        assert step in told
    kept, _ = puzzle_history.load_noticed()
    assert kept.player.rating < Glicko().rating
    assert kept.puzzles[puzzle.id].rating > puzzle.rating
    assert [(a.puzzle, a.solved) for a in kept.attempts] == [(puzzle.id, False)]


@pytest.mark.slow
@pytest.mark.parametrize("ident", sorted(p.id for p in puzzles.shipped()))
def test_every_shipped_answer_played_at_the_table_is_solved(make_app: MakeApp,
                                                            ident: str) -> None:
    """Beyond the hand-picked five: each puzzle the set ships (spice turns, sacrifices, the
    final stage, every table size), its stored answer played with the mouse at the real
    table, is judged solved."""
    hand = opened(make_app, shipped(ident))
    hand.play(shipped(ident).plans[0])
    hand.wait_for_verdict()
    verdict = hand.screen.judgement
    assert verdict is not None
    assert verdict.solved


@pytest.mark.slow
def test_a_drawn_sample_of_the_set_is_not_solved_by_the_planner_s_other_plan(
        make_app: MakeApp) -> None:
    """A seeded sample of whatever the set ships: the planner's best other plan, played with
    the mouse at the real table, is not solved, and the better plan is shown as ghosts."""
    shipped_set = sorted(puzzles.shipped(), key=lambda p: p.id)
    for puzzle in random.Random(29).sample(shipped_set, 4):
        refuted = alternatives(puzzle.position(), puzzle.plans, puzzle.seed)[0]
        hand = opened(make_app, puzzle)
        hand.play(refuted)
        hand.wait_for_verdict()
        verdict = hand.screen.judgement
        assert verdict is not None
        assert not verdict.solved, puzzle.id
        assert hand.table.shown_plan == verdict.better


def test_a_turn_that_opens_the_final_stage_is_judged(make_app: MakeApp) -> None:
    """The round's last turn, whose seat also places first in the final stage: the turn is
    over when the stage begins, so the verdict comes (it never did: the table waited for a turn
    change that the round and seat alone do not show)."""
    puzzle = shipped("s1-g692-t23")
    hand = opened(make_app, puzzle)
    hand.play(puzzle.plans[0])
    hand.wait_for_verdict(limit=10.0)
    verdict = hand.screen.judgement
    assert verdict is not None
    assert verdict.solved


def test_the_ginger_opponent_answers_inside_the_puzzle_turn(make_app: MakeApp) -> None:
    """The other seats are held in a puzzle, but a Ginger token hands a decision to an
    opponent inside the person's own turn: that seat answers, and the turn goes on (it used to
    wait for the answer for ever)."""
    puzzle = shipped("s1-g32-t24")
    hand = opened(make_app, puzzle)
    take = Take(14)
    assert take in hand.table.state.legal_actions()
    hand.perform(take)
    hand.frames(3)
    trade = next(a for a in hand.table.state.legal_actions() if isinstance(a, Trade))
    hand.table.controller.act(trade)  # the Ginger dialog's choice, as its intent arrives
    hand.frames(120)
    state = hand.table.state
    assert any(isinstance(a, AnswerTrade) for a in state.player_actions())
    assert state.current_player == puzzle.seat  # back to the person, the turn not over
    assert state.turn_player == puzzle.seat
