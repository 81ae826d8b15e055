"""The game review read in full: in 1024x600 and 1280x800 windows, at 100 % and 150 % text, in
English and Russian, every line of the summary stands whole on the screen and clear of the others,
the chart's axis ticks are the reviewed turns, its legend names exactly the review's labels in the
colours of its dots, and a turn's verdict and both plans are drawn whole — the plans wrapped, and
reachable to their last word with the wheel or the keys when they are taller than their panel."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame
import pytest

from ganesha.ai import make_player
from ganesha.ai.review import LABELS, Review, review_game
from ganesha.data import i18n
from ganesha.data.look import Look, wearing
from ganesha.engine import GameConfig, new_game
from ganesha.store import reviews
from ganesha.store.saves import SavedGame
from ganesha.ui.menus.review.chart import LABEL_INK, LABEL_WORDS
from ganesha.ui.menus.review.screen import ReviewScene
from ganesha.ui.menus.review.words import plan_steps
from tests.helpers.navigation import RecordedNavigation

LONG_NAME = "Александра Константинова"  # as long as a name may be (24 characters)
WINDOWS = [(size, percent, language) for size in ((1280, 800), (1024, 600))
           for percent in (100, 150) for language in ("en", "ru")]


@cache
def reviewed(players: int, seats: tuple[str, ...]) -> tuple[SavedGame, Review]:
    """A finished game and its review (a few samples a turn: the words, not the verdicts, are
    under test)."""
    names = (LONG_NAME, "Ravi", "Mira", "Dev")[:players]
    state = new_game(GameConfig(players=players, seed=3, names=names))
    ai = [make_player("random", 3)] + [make_player("easy", 4 + i) for i in range(players - 1)]
    while not state.is_over:
        state.apply(ai[state.current_player].choose(state))
    saved = SavedGame(state, seats)
    people = [i for i, kind in enumerate(seats) if kind == "human"] or list(range(players))
    return saved, review_game(state.config, state.player_actions(), people, first=4, most=4)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    return tmp_path


def open_review(size: tuple[int, int], percent: int, language: str, players: int = 2,
                seats: tuple[str, ...] = ("human", "easy")) -> tuple[ReviewScene, pygame.Surface]:
    saved, review = reviewed(players, seats)
    assert reviews.save(review, saved.state)
    with wearing(Look(language=language, text_size=percent)):
        surface = pygame.display.set_mode(size)
        scene = ReviewScene(RecordedNavigation(), saved, size)
        assert scene.review == review  # opened from the kept review, no job
        return scene, surface


def check_clear(scene: ReviewScene, surface: pygame.Surface) -> None:
    """Every line the summary drew lies whole on the screen and touches no other line nor a
    button."""
    labels = [rect for kind, rect in scene.drawn if kind == "label"]
    controls = [rect for kind, rect in scene.drawn if kind == "control"]
    screen = surface.get_rect()
    for i, rect in enumerate(labels):
        assert screen.contains(rect), rect
        assert rect.collidelist(labels[i + 1:]) == -1, rect
        assert rect.collidelist(controls) == -1, rect


@pytest.mark.parametrize(("size", "percent", "language"), WINDOWS)
def test_the_summary_is_whole_its_axis_counts_the_turns_and_its_legend_the_labels(
        home: Path, size: tuple[int, int], percent: int, language: str) -> None:
    scene, surface = open_review(size, percent, language)
    assert scene.review is not None
    scene.draw(surface)
    check_clear(scene, surface)
    marks, turns = scene.marks, scene.review.turns
    # a tick under every reviewed turn's dot, numbered as the turns view counts them
    assert [k for k, _ in marks.ticks] == list(range(1, len(turns) + 1))
    assert [x for _, x in marks.ticks] == [x for x, _ in marks.points]
    assert marks.numbered[0] == 1
    # the legend: every label the review gives, in its word and the colour of its dots
    assert [name for name, _, _, _ in marks.legend] == list(LABELS)
    assert [ink for _, ink, _, _ in marks.legend] == [LABEL_INK[name] for name in LABELS]
    assert [words for _, _, words, _ in marks.legend] == [i18n.translate(LABEL_WORDS[name])
                                                         for name in LABELS]
    for (x, y), turn in zip(marks.points, turns, strict=True):
        assert surface.get_at((round(x), round(y)))[:3] == LABEL_INK[turn.label]
    scene.close()


def test_many_turns_number_every_few_ticks_without_crowding(home: Path) -> None:
    """An AI-only game of four: every seat's turns are reviewed, far more than the axis has room
    to number one by one."""
    scene, surface = open_review((1024, 600), 150, "ru", 4, ("easy",) * 4)
    assert scene.review is not None
    scene.draw(surface)
    check_clear(scene, surface)
    turns = len(scene.review.turns)
    assert [k for k, _ in scene.marks.ticks] == list(range(1, turns + 1))
    assert 1 < len(scene.marks.numbered) < turns
    # several seats reviewed: each verdict names its seat, the longest name whole on the plate
    scene.show_turn(next(i for i, t in enumerate(scene.review.turns) if t.turn.seat == 0))
    scene.draw(surface)
    assert scene.table is not None
    head = [rect for kind, rect in scene.drawn if kind == "verdict"]
    assert head
    assert all(scene.table.layout.prompt_rect.contains(rect) for rect in head)
    scene.close()


def click_dot(scene: ReviewScene, k: int) -> None:
    x, y = scene.marks.points[k - 1]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.process_event(pygame.event.Event(kind, button=1, pos=(round(x), round(y))))


def longest_plans(review: Review) -> list[int]:
    """The turn numbers (from 1) of the two longest better plans."""
    worse = sorted((len(t.best), k) for k, t in enumerate(review.turns, 1) if t.label != "best")
    return [k for _, k in worse[-2:]]


@pytest.mark.parametrize(("size", "percent", "language"), WINDOWS)
def test_a_turn_s_verdict_and_plans_are_read_to_the_last_word(
        home: Path, size: tuple[int, int], percent: int, language: str) -> None:
    scene, surface = open_review(size, percent, language)
    assert scene.review is not None
    scene.draw(surface)
    for k in longest_plans(scene.review):
        scene.view = "summary"
        scene.rebuild()
        scene.draw(surface)
        click_dot(scene, k)  # the chart's k-th dot opens the k-th turn
        assert scene.view == "turn"
        assert scene.index == k - 1
        assert scene.table is not None
        scene.draw(surface)
        plate = scene.table.layout.prompt_rect
        head = [rect for kind, rect in scene.drawn if kind == "verdict"]
        assert head
        assert all(plate.contains(rect) for rect in head), (head, plate)
        panel = scene.words
        verdict = scene.review.turns[k - 1]
        played = plan_steps(scene.table.state, verdict.turn.actions)
        better = plan_steps(scene.table.state, verdict.best)
        assert len(better) > 1
        said = " ".join(line.words for line in panel.lines).split()
        for step in (*played, *better):  # every action, whole and in order
            words = step.split()
            at = next(i for i in range(len(said)) if said[i:i + len(words)] == words)
            said = said[at + len(words):]
        seen: set[int] = set()
        for _ in range(200):  # the wheel, notch by notch, to the end
            scene.draw(surface)
            for kind, rect in panel.drawn:
                assert panel.box.contains(rect), (kind, rect)
                if kind == "line":
                    assert panel.view.contains(rect), rect
            seen.update(panel.shown)
            before = panel.scroll
            scene.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            if panel.scroll == before:
                break
        assert seen == set(range(len(panel.lines)))  # every line drawn whole at some point
        assert any(kind == "bar" for kind, _ in panel.drawn) == panel.scrolls
        if panel.scrolls:  # the keys go back up a page at a time, and down again
            for _ in range(len(panel.lines)):
                scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP))
            assert panel.scroll == 0
            scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN))
            assert panel.scroll > 0
            assert scene.index == k - 1  # scrolling never steps to another turn
            track = panel.track  # and the bar: pressed at its top, dragged to its bottom
            scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                   pos=track.midtop))
            assert panel.scroll == 0
            scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(1, 0, 0),
                                                   pos=track.midbottom, rel=(0, track.height)))
            assert panel.scroll == panel.most
            scene.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                                   pos=track.midbottom))
            assert not panel.dragging
    scene.close()
