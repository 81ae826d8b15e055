"""Learn to play through the real loop (``ganesha.app.main``, headless): a scripted player starts
the lesson from the title and plays it to the results, and at every step first tries one wrong
move — it is refused with the step's sentence and the game is untouched. Leaving the lesson and
coming back resumes it at the same step, and the player's Continue game is never touched."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.data.vocabulary import NORMAL_SPEED
from ganesha.engine import (
    Action,
    AnswerTrade,
    EndTurn,
    FinalPlace,
    GameConfig,
    Place,
    Reslot,
    Sacrifice,
    StopTaking,
    Swap,
    Take,
    new_game,
)
from ganesha.lesson import SEATS, STEP_NAMES, STEPS, play_until
from ganesha.store import lesson_progress as lesson_save
from ganesha.store import saves
from ganesha.store.settings import Settings, save_settings
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.new_game import NewGameScene
from ganesha.ui.menus.pause import PauseScene
from ganesha.ui.menus.results import ResultsScene
from ganesha.ui.menus.title import TitleScene
from ganesha.ui.shell.lesson_start import lesson_table
from ganesha.ui.shell.menu_app import MenuApp
from ganesha.ui.table.ai_seats import ai_request_seed
from ganesha.ui.table.draw.highlights import treasury_ring
from ganesha.ui.table.intents import (
    AltarGem,
    Choose,
    Drop,
    Intent,
    Press,
    TakenGem,
    ToGanesha,
    ToMandala,
    ToTreasury,
    TreasuryGem,
)
from ganesha.ui.table.moves import spot_of
from ganesha.ui.table.scene import TableScene
from tests.helpers.app_main import run_main


@pytest.fixture
def home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shared private home, and no crash dialog (the real ``main`` would show one)."""
    monkeypatch.setenv("GANESHA_NO_CRASH_DIALOG", "1")
    return home


def intents_for(action: Action) -> list[Intent]:
    """What a player does at the table for ``action``: drags, then a dialog choice if asked."""
    match action:
        case Take(hex=h) | Swap(hex=h):
            return [Drop(AltarGem(h), ToTreasury())]
        case Place(gem=g, target=t):
            return [Drop(TakenGem(g), spot_of(t))]
        case Sacrifice(gem=None):
            return [Press(action)]
        case Sacrifice(gem=str() as g):
            return [Drop(TreasuryGem(g), ToGanesha()), Choose(action)]
        case FinalPlace(gem=g):
            return [Drop(TreasuryGem(g), ToMandala())]
        case EndTurn() | StopTaking():
            return [Press(action)]
        case AnswerTrade() | Reslot():
            return [Choose(action)]
    return [Choose(action)]  # a spice's dialog option


def play(table: TableScene, action: Action) -> None:
    before = len(table.state.history)
    for intent in intents_for(action):
        if len(table.state.history) != before:
            break  # the drop alone played it (one sacrifice choice)
        table.apply(intent)


def wrong_move(table: TableScene) -> Action | None:
    """A legal move the lesson does not teach now (None if the position has only the one)."""
    lesson = table.lesson
    assert lesson is not None
    taught = lesson.spotlight(table.state)
    return next((a for a in table.state.legal_actions() if a != taught), None)


def try_a_wrong_move(table: TableScene, name: str, refused: dict[str, str],
                     expected: dict[str, str]) -> None:
    """Play a move the lesson does not teach at step ``name``: nothing changes, and what the
    table says is kept in ``refused`` (what the lesson says of that move, in ``expected``)."""
    wrong = wrong_move(table)
    if wrong is None:
        return
    digest, length = table.state.digest(), len(table.state.history)
    table.effects.notice = ""
    notices = table.controller.notices
    earlier = len(notices)
    play(table, wrong)
    assert table.state.digest() == digest
    assert len(table.state.history) == length
    # a refused drop is said at once; a refused button or choice on the next frame
    said = notices[earlier:] or [table.effects.notice]
    refused[name] = said[0]
    lesson = table.lesson
    assert lesson is not None
    expected[name] = lesson.gate(table.state, wrong) or ""
    table.controller.cancel_choice()


def test_the_whole_lesson_refuses_a_wrong_move_at_every_step(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(animation_speed="instant"))
    normal = saves.SavedGame(new_game(GameConfig(seed=3)), ("human", "easy"))
    saves.save_current(normal)  # the player's own unfinished game
    continue_file = saves.current_path().read_bytes()
    seen: dict = {"refused": {}, "expected": {}, "steps": []}

    def on_frame(n: int, app: MenuApp) -> None:
        top = app.stack.top
        if n == 2:
            assert isinstance(top, TitleScene)
            names = [c.name for c in top.form.controls]
            assert names[:2] == ["continue", "lesson"]  # under the game in progress
            top.on_change("lesson", None)
            return
        if isinstance(top, ResultsScene):
            assert app.table is not None
            assert app.table.lesson is not None
            seen["steps"].append(STEP_NAMES[app.table.lesson.progress.index])
            seen["note"] = top.note
            top.go("menu")  # leaving the results ends the lesson
            seen["done"] = True
            return
        if seen.get("done"):
            seen["title"] = top
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        table = app.table
        if table is None or top is not table or not table.controller.human_to_act:
            return
        lesson = table.lesson
        assert lesson is not None
        name = STEP_NAMES[lesson.progress.index]
        if not seen["steps"] or seen["steps"][-1] != name:
            seen["steps"].append(name)
        step = lesson.progress.step
        if lesson.progress.active and step is not None and name not in seen["refused"]:
            try_a_wrong_move(table, name, seen["refused"], seen["expected"])
        taught = lesson.spotlight(table.state)
        assert taught is not None
        play(table, taught)

    code, _ = run_main(monkeypatch, [], on_frame, limit=3000)
    assert code == 0
    # every step but the results (no moves left there) refused one wrong move, kindly, saying
    # what the lesson says is missing (tests/lesson/test_every_refusal_is_true.py: that it is true)
    assert set(seen["refused"]) == set(STEP_NAMES) - {"results"}
    assert seen["refused"] == seen["expected"]
    assert seen["steps"] == list(STEP_NAMES)  # each step in turn, none left out
    assert seen["note"] == tr(STEPS[-1].text)  # reading the results, on the results
    assert isinstance(seen["title"], TitleScene)
    assert not lesson_save.has_lesson()  # finished: the next lesson starts from the top
    assert saves.current_path().read_bytes() == continue_file  # Continue untouched


def test_leaving_and_coming_back_resumes_the_same_step(home: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings(animation_speed="instant"))
    seen: dict = {}

    def on_frame(n: int, app: MenuApp) -> None:
        top = app.stack.top
        if isinstance(top, TitleScene):
            if "left" not in seen:
                top.on_change("lesson", None)
            elif "back" not in seen:
                seen["back"] = True
                seen["title_names"] = [c.name for c in top.form.controls]
                top.on_change("lesson", None)  # Learn to play again: the same step
            return
        table = app.table
        if table is None or top is not table or not table.controller.human_to_act:
            if isinstance(top, PauseScene):
                top.on_change("save_quit", None)  # Esc, then Save and quit
            return
        lesson = table.lesson
        assert lesson is not None
        if "undone" in seen:
            seen["after_undo"] = len(table.state.history)
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        if "back" in seen:
            seen["resumed"] = (lesson.progress.index, lesson.progress.active,
                               table.state.digest(), table.controller.undo_steps())
            seen["undo_button"] = [b.enabled for b in table.buttons if b.label == tr("Undo")]
            seen["undone"] = len(table.state.history)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                                 mod=pygame.KMOD_LCTRL, unicode="\x1a"))
            return
        if lesson.progress.step is not None and lesson.progress.step.name == "sacrifice" \
                and lesson.progress.active and "left" not in seen:
            seen["left"] = (lesson.progress.index, lesson.progress.active, table.state.digest(),
                            table.controller.undo_steps())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode=""))
            return
        if "left" not in seen:
            taught = lesson.spotlight(table.state)
            assert taught is not None
            play(table, taught)

    code, _ = run_main(monkeypatch, [], on_frame, limit=2000)
    assert code == 0
    assert seen["resumed"] == seen["left"]  # the same game, at the same step, the same Undo
    assert seen["left"][-1] > 0  # the turn's gems taken and placed may be taken back
    assert seen["undo_button"] == [True]
    assert seen["after_undo"] < seen["undone"]  # Ctrl+Z took the last one back
    assert not saves.has_current()  # the lesson never wrote the Continue game
    assert lesson_save.has_lesson()  # it is still there for the next time
    assert "continue" not in seen["title_names"]


def test_skip_step_button_frees_the_player_until_the_next_step(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict = {}

    def on_frame(n: int, app: MenuApp) -> None:
        top = app.stack.top
        if isinstance(top, TitleScene):
            top.on_change("lesson", None)
            return
        table = app.table
        if table is None or top is not table or n < 6:
            return
        lesson = table.lesson
        assert lesson is not None
        if "clicked" not in seen:
            button = lesson.skip_button
            assert button is not None
            assert button.label == "Skip step"
            card = lesson.card_rect(table.layout)
            assert card.contains(button.rect)  # on the card, under the tiles
            tile_rects = [t.rect for t in table.layout.tiles]
            assert not any(card.colliderect(r) for r in tile_rects)  # hides no piece
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
            seen["clicked"] = True
            return
        seen["after"] = (lesson.progress.index, lesson.progress.free)
        # free: a move the step would have refused is now accepted
        taught = lesson.progress.taught(table.state)
        seen["gate"] = [lesson.gate(table.state, a) for a in table.state.legal_actions()]
        seen["taught"] = taught
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, [], on_frame, limit=200)
    assert code == 0
    assert seen["after"] == (1, True)  # on to "take two", moving freely
    assert seen["taught"] is None
    assert set(seen["gate"]) == {None}


@pytest.mark.parametrize("step", ["take_one", "sacrifice", "place_yellow", "ginger"])
def test_the_spotlight_shows_the_taught_piece_place_or_button(step) -> None:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 800))
    state, progress = play_until(step, ai_request_seed)
    table = lesson_table(state, progress, (1280, 800), NORMAL_SPEED, None, False,
                         lambda where: None)
    try:
        table.update(0.1)
        table.draw(surface)
        taught = progress.taught(state)
        hl = table.highlights()
        match taught:
            case Take(hex=h):
                assert hl.glow == frozenset({h})  # only the taught gem glows
            case Sacrifice(gem=None, colour=colour):
                bright = [b.intent for b in table.buttons if b.primary]
                assert bright == [taught]
                assert hl.next_slots == frozenset({colour})
            case Sacrifice(gem=str() as gem, colour=colour):
                assert hl.rings == (treasury_ring(state, table.layout, gem),)
                assert ToGanesha() in hl.targets
                assert hl.next_slots == frozenset({colour})
            case _:
                raise AssertionError(f"unexpected taught move {taught!r}")
        heading, words = table.lesson.card() if table.lesson else ("", "")
        assert heading.startswith("Lesson")
        assert progress.step is not None
        assert words == tr(progress.step.text)
    finally:
        table.close()


def every_card() -> list[str]:
    """Every card the lesson may show: each step's, the words a step's move leaves, the cards
    between steps, and the longest a spice can make (its name, what it does, why the glowing
    choice, what comes next), in the current language."""
    from ganesha.data.i18n import SPICE_NAMES
    from ganesha.engine import COLOURS
    from ganesha.lesson import words as w
    from ganesha.ui.table.lesson_card import said

    plain = [w.SLOT_DONE, w.TREASURY_OFFER, w.TREASURY_DONE, w.STEP_DONE]
    cards = [said((w.Said(t),)) for t in [step.text for step in STEPS] + plain]
    for step in range(1, len(STEPS) + 1):
        title = STEPS[step - 1].title
        cards += [said((w.Said(t, step=step, title=title),))
                  for t in (w.WAITING, w.WAITING_OPPONENT, w.FREE)]
        why = [(w.Said(w.SPICE_ACTS, spice="remove_last"), w.Said(w.CARDAMOM_WHY, colour=c))
               for c in COLOURS]  # only Cardamom's glowing choice says why
        why += [(w.Said(w.SPICE_ACTS, spice=e), w.Said(w.SPICE_SKIPPED)) for e in SPICE_NAMES]
        cards += [said((*reason, w.Said(w.SPICE_NEXT, step=step, title=title)))
                  for reason in why]
        cards += [said((w.Said(w.SPICE_ACTS, spice=e),
                        w.Said(w.SPICE_PICK_BETWEEN, step=step, title=title)))
                  for e in SPICE_NAMES]
    return cards


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("percent", [100, 150])
def test_every_card_line_stays_above_the_skip_button(language, size, percent,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """At any text size the step's words are drawn whole inside the card and clear of Skip
    step (the longest card in this language, whichever step's it is, in the smallest window)."""
    from ganesha.data.vocabulary import NORMAL_SPEED
    from ganesha.ui.shell.lesson_start import lesson_table
    from ganesha.ui.table import lesson_card as lt

    with wearing(Look(language=language, text_size=percent)):
        drawn: list[pygame.Rect] = []
        real = lt.blit_text

        def record(*args, **kwargs):
            rect = real(*args, **kwargs)
            drawn.append(rect)
            return rect

        monkeypatch.setattr(lt, "blit_text", record)
        pygame.display.init()
        screen = pygame.display.set_mode(size)
        state, progress = play_until("ginger", ai_request_seed)
        table = lesson_table(state, progress, size, NORMAL_SPEED, None, False, lambda where: None)
        lesson = table.lesson
        assert lesson is not None
        longest = max(every_card(), key=len)
        monkeypatch.setattr(lesson, "card", lambda: ("Lesson", longest))
        table.update(0.5)
        table.draw(screen)
        assert lesson.skip_button is not None
        card = lesson.card_rect(table.layout)
        words = drawn[1:]  # after the heading
        assert len(words) >= 2
        assert all(card.contains(r) for r in drawn)
        assert all(r.bottom <= lesson.skip_button.rect.top for r in words)
        table.close()


def test_skip_steps_label_keeps_its_size_while_the_bar_changes() -> None:
    """The bar's type shrinks to fit its longest label; the card's Skip step must not follow it
    (it jumped in size between the learner's turn and the opponent's)."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 800))
    state, progress = play_until("take_one", ai_request_seed)
    table = lesson_table(state, progress, (1280, 800), NORMAL_SPEED, None, False,
                         lambda where: None)
    table.hold_ai = True
    try:
        sizes, bars = [], []
        while True:
            table.update(0.1)
            table.draw(surface)
            skip = table.lesson.skip_button if table.lesson else None
            assert skip is not None
            sizes.append(skip.label_lines(table.text))
            bars.append(len(table.buttons))
            if not table.controller.human_to_act:
                break
            taught = progress.taught(table.state)
            assert taught is not None
            play(table, taught)
        assert bars[0] > 0
        assert bars[-1] == 0  # the learner's bar, then the opponent's (none)
        assert len(set(sizes)) == 1
    finally:
        table.close()


def test_the_lessons_results_lead_to_a_real_game_and_leave_nothing_behind(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No Rematch of the lesson's fixed game: "Play a real game" opens the New game screen
    (clicked with the mouse), the lesson is finished and the next one starts from the top."""
    save_settings(Settings(animation_speed="instant"))
    state, progress = play_until("results", ai_request_seed)
    lesson_save.save(saves.SavedGame(state, SEATS), progress)  # left on its results
    seen: dict = {}

    def on_frame(n: int, app: MenuApp) -> None:
        top = app.stack.top
        if n == 2:
            assert isinstance(top, TitleScene)
            top.on_change("lesson", None)
        elif isinstance(top, ResultsScene) and "labels" not in seen:
            seen["labels"] = [b.label for b in top.buttons]
            seen["note"] = top.note
            button = next(b for b in top.buttons if b.label == tr("Play a real game"))
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
        elif isinstance(top, NewGameScene) and "new_game" not in seen:
            seen.update(new_game=True, table=app.table, lesson_left=lesson_save.has_lesson())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode=""))
        elif isinstance(top, TitleScene) and "new_game" in seen:
            seen["title"] = [(c.name, c.button.primary) for c in top.form.controls
                             if isinstance(c, PushButton)]
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    code, _ = run_main(monkeypatch, [], on_frame, limit=400)
    assert code == 0
    assert seen["labels"] == [tr("See the table"), tr("Main menu"), tr("Play a real game")]
    assert tr("Play a real game") in seen["note"]  # the card names the button it shows
    assert seen["new_game"]
    assert seen["table"] is None  # the lesson's table is gone
    assert seen["lesson_left"] is False  # finished: nothing to resume
    # the title leads with New game now; Learn to play stays, further down, to play it again
    names = [name for name, _ in seen["title"]]
    assert names[0] == "new"
    assert seen["title"][0][1]
    assert "lesson" in names
    assert not dict(seen["title"])["lesson"]
