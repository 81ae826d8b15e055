"""The table's log is a function of the game's history: taking a decision back, continuing a
saved game and changing the language all give the log of the same history played straight."""

from __future__ import annotations

import random

import pygame
import pytest

from ganesha.data.look import Look, wearing
from ganesha.engine import COLOURS, Drawn, GameConfig, GameState, new_game
from ganesha.ui.kit.theme import TextCache, palette_for
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.draw.log_view import LogView
from tests.helpers.table import TableFactory
from tests.helpers.worn import worn


def _play(controller: TableController, count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        if controller.state.is_over:
            return
        controller.submit(rng.choice(controller.state.legal_actions()))


def _straight(config: GameConfig, actions: list) -> TableController:
    c = TableController(new_game(config), ["human"] * config.players)
    for action in actions:
        c.submit(action)
    return c


def _picture(c: TableController) -> list[tuple[str, int | None, list[str]]]:
    return [(e.summary.text, e.summary.seat, [d.text for d in e.details]) for e in c.log_entries]


@pytest.fixture
def config() -> GameConfig:
    return GameConfig(players=3, seed=11, spices=True)


def test_an_undone_decision_leaves_the_log_of_the_history_before_it(config) -> None:
    c = TableController(new_game(config), ["human"] * 3)
    checked = 0
    rng = random.Random(5)
    while not c.state.is_over and checked < 25:
        before = c.state.player_actions()
        shown = _picture(c)  # read the log, so the undo has something to take back
        c.submit(rng.choice(c.state.legal_actions()))
        _picture(c)
        if c.undo():
            assert _picture(c) == shown == _picture(_straight(config, before))
            checked += 1
            c.submit(rng.choice(c.state.legal_actions()))
    assert checked >= 10


def test_a_continued_game_has_every_move_in_its_log(config) -> None:
    c = TableController(new_game(config), ["human"] * 3)
    _play(c, 90, seed=2)
    again = TableController(GameState.from_json(c.state.to_json()), ["human"] * 3)
    assert _picture(again) == _picture(c)
    assert len(again.log) > 90  # every move, not only the draws
    _play(c, 20, seed=3)
    _play(again, 20, seed=3)
    assert _picture(again) == _picture(c)


def test_a_language_change_rewords_the_whole_log(config) -> None:
    c = TableController(new_game(config), ["human"] * 3)
    _play(c, 60, seed=4)
    english = _picture(c)
    with worn(language="ru"):
        russian = _picture(c)
        assert russian == _picture(_straight(config, c.state.player_actions()))
        assert russian != english
    assert _picture(c) == english


def test_each_turn_summary_counts_the_points_that_turn_earned() -> None:
    config = GameConfig(players=4, seed=3, spices=True)
    c = TableController(new_game(config), ["human"] * 4)
    _play(c, 2000, seed=9)
    assert c.state.is_over
    earned = [0] * 4
    for entry in c.log_entries:
        if entry.details:
            assert entry.summary.seat is not None  # a turn's summary is about its seat
            earned[entry.summary.seat] += entry.points
    start = [p.get("start", 0) + p.get("drum", 0) for p in c.state.points_by_source]
    drum = sum(p.get("drum", 0) for p in c.state.points_by_source)
    assert drum == sum(" turns the drum: +1" in line.text for line in c.log)
    assert [e + b for e, b in zip(earned, start, strict=True)] \
        == [sum(p.values()) for p in c.state.points_by_source]


def test_the_panel_wraps_every_row_inside_itself_and_opens_a_turn_on_click(config) -> None:
    pygame.font.init()
    c = TableController(new_game(config), ["human"] * 3)
    _play(c, 40, seed=6)
    text = TextCache()
    for width, size in ((306, 14), (200, 12), (420, 18)):
        view = LogView(pygame.Rect(0, 0, width, 400), size)
        surface = pygame.Surface((width, 400))
        with wearing(Look(language="ru")):
            view.draw(surface, palette_for("day"), text, c.log_entries, 40)
        for part, indent in view.rows:
            assert 12 + indent + text.size(part, size)[0] <= width - 20
    view = LogView(pygame.Rect(0, 0, 306, 4000), 14)
    surface = pygame.Surface((306, 4000))
    view.draw(surface, palette_for("day"), text, c.log_entries, 40)
    closed = len(view.wrapped)
    first_turn = next(i for i, e in enumerate(c.log_entries) if e.details)
    view.toggle(first_turn)
    view.draw(surface, palette_for("day"), text, c.log_entries, 40)
    assert len(view.wrapped) > closed
    assert c.log_entries[first_turn].details[0].text in " ".join(view.wrapped)


def test_a_spice_that_is_not_offered_says_why_in_the_log() -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=True))
    hexes = [h for h in state.spice_tokens() if h in state.altar_gems()]
    state.spice_at[hexes[0]] = "redraw"  # Black Pepper, with an empty Treasury at the start
    state.refresh()
    c = TableController(state, ["human"] * 2)  # its log starts at this hand-set position
    c.submit(next(a for a in state.legal_actions() if getattr(a, "hex", None) == hexes[0]))
    assert c.log[-1].text == "Black Pepper is not offered: the Treasury is empty"
    assert c.news == [c.log[-1].text]
    assert not c.notices  # the table says it too, as news
    assert c.log_entries[-1].details[-1] is c.log[-1]


def test_the_table_says_a_passed_spice_as_news_not_as_a_warning(
        table_factory: TableFactory) -> None:
    state = new_game(GameConfig(players=2, seed=3, spices=True))
    hexes = [h for h in state.spice_tokens() if h in state.altar_gems()]
    state.spice_at[hexes[0]] = "redraw"  # Black Pepper, with an empty Treasury at the start
    state.refresh()
    table = table_factory(state)
    table.controller.submit(next(a for a in state.legal_actions()
                                 if getattr(a, "hex", None) == hexes[0]))
    table.frame()
    effects = table.scene.effects
    assert effects.notice == "Black Pepper is not offered: the Treasury is empty"
    assert effects.notice_tone == "news"  # the prompt's ink: red is for a refused move


def test_a_red_pepper_draw_says_whether_the_gem_was_kept() -> None:
    seen: set[bool] = set()
    for seed in range(60):
        c = TableController(new_game(GameConfig(players=3, seed=seed, spices=True)), ["human"] * 3)
        rng = random.Random(seed)
        while not c.state.is_over and len(seen) < 2:
            legal = c.state.legal_actions()
            gamble = [a for a in legal if type(a).__name__ == "Gamble"]
            taken = c.state.pending_gem
            c.submit(gamble[0] if gamble else rng.choice(legal))
            if gamble:
                line = c.log[-1].text
                drawn = c.state.history[-1]
                assert isinstance(drawn, Drawn)
                kept = drawn.gems[0] == COLOURS[taken]
                assert line.startswith(f"Red Pepper draws {drawn.gems[0]}: ")
                assert ("kept in the Treasury" in line) == kept
                assert ("back into the bag" in line) == (not kept)
                seen.add(kept)
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_the_wheel_scrolls_and_new_lines_do_not_move_what_is_being_read(
        config, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    c = TableController(new_game(config), ["human"] * 3)
    _play(c, 60, seed=8)
    text = TextCache()
    view = LogView(pygame.Rect(0, 0, 306, 300), 14)
    surface = pygame.Surface((306, 300))
    view.draw(surface, palette_for("day"), text, c.log_entries, 40)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (100, 150))
    assert view.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    assert view.scroll == 6
    reading = view.wrapped[len(view.wrapped) - view.scroll - 1]
    _play(c, 6, seed=9)
    view.draw(surface, palette_for("day"), text, c.log_entries, 40)
    assert view.wrapped[len(view.wrapped) - view.scroll - 1] == reading


def test_the_panel_opens_on_a_lines_first_row_never_on_the_tail_of_a_wrapped_line(config) -> None:
    pygame.font.init()
    c = TableController(new_game(config), ["human"] * 3)
    _play(c, 60, seed=8)
    text = TextCache()
    starts = [line.text for e in c.log_entries for line in (e.summary, *e.details)]
    checked = 0
    for height in range(120, 420, 9):  # every height leaves some other row at the top
        view = LogView(pygame.Rect(0, 0, 200, height), 14)
        view.draw(pygame.Surface((200, height)), palette_for("day"), text, c.log_entries, 40)
        shown = view.shown
        assert shown
        assert shown[-1] == view.wrapped[-1]  # still down to the newest row
        assert any(words.startswith(shown[0]) for words in starts), (height, shown[0])
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_line_of_the_log_ends_on_a_row_holding_one_word_alone(language) -> None:
    """A lone "mandala" or "19" under a full row (a widow): the row above gives it a word, and
    a line's first row, which has no hanging indent, takes the words that fit it."""
    pygame.font.init()
    c = TableController(new_game(GameConfig(players=3, seed=1, spices=True)), ["human"] * 3)
    _play(c, 200, seed=1)
    text = TextCache()
    widows, rows = [], 0
    with worn(language=language):
        for width, size in ((599, 14), (479, 12), (599, 21), (479, 18)):  # the panel's sizes
            view = LogView(pygame.Rect(0, 0, width, 9000), size)
            for index in range(len(c.log_entries)):
                view.toggle(index)  # every turn open: every line of the game wrapped
            view.draw(pygame.Surface((width, 9000)), palette_for("day"), text, c.log_entries, 40)
            wrapped = view.wrapped
            rows += len(wrapped)
            starts = view.starts
            for k, part in enumerate(wrapped):
                ends_line = k + 1 == len(wrapped) or starts[k + 1]
                if not starts[k] and ends_line and len(part.split()) == 1:
                    widows.append((width, size, wrapped[k - 1], part))
    assert rows > 500
    assert not widows, widows
