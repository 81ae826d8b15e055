"""Behaviour never reads its own words: the table plays a whole game the same way in a language
whose every string differs from English and whose words tell nothing apart.

The test-only language turns every translated string into a blank mark holding only its numbers
and names ("End turn" and "Place yellow" both read "‹›", "Undo ({n})" reads "‹2›"), so a
comparison such as ``label == tr("Place yellow")`` is true of the wrong buttons and any decision
made on words goes another way than in English. The same seeded game is played through the table
twice, the bar's buttons pressed by a click and every other decision answered as the dialogs
do; at each decision the bar (each button's emphasis and whether it can be used) and the
dialog's options must be what they are in English, and the game must end in the same position.
"""

from __future__ import annotations

import pytest

from ganesha.ai.levels import RandomPlayer
from ganesha.data import i18n
from ganesha.data.vocabulary import speed_named
from ganesha.engine import GameConfig, new_game
from tests.helpers.table import TableFactory

#: What the table showed at one decision: the bar (emphasis, usable) and the dialog's options.
Seen = tuple[tuple[tuple[bool, bool], ...], tuple[object, ...]]


@pytest.fixture
def blank_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every translated string becomes "‹…›" with only the values put into it."""

    def translate(template: str, /, **values: object) -> str:
        return "‹" + "·".join(str(v) for v in values.values()) + "›"

    def translate_plural(singular: str, plural: str, n: int, /, **values: object) -> str:
        return translate(singular, **{"n": n, **values})

    monkeypatch.setattr(i18n, "translate", translate)
    monkeypatch.setattr(i18n, "translate_plural", translate_plural)


def play_through_the_table(table_factory: TableFactory, seed: int) -> tuple[list[Seen], str]:
    """A whole two-person game at the instant speed: what the table showed at each decision,
    and the final position's digest."""
    state = new_game(GameConfig(players=2, spices=True, seed=seed))
    table = table_factory(state)
    table.scene.set_speed(speed_named("instant"))
    c, scene = table.controller, table.scene
    player = RandomPlayer(seed)
    seen: list[Seen] = []
    while not state.is_over:
        table.frame()
        if not c.human_to_act:
            continue
        dialog = scene.dialog
        seen.append((tuple((b.primary, b.enabled) for b in scene.buttons),
                     tuple(b.intent for b in dialog.buttons) if dialog is not None else ()))
        action = player.choose(state)
        button = next((b for b in scene.buttons if b.enabled and b.intent == action), None)
        before = len(state.history)
        if button is not None:
            table.click(button.rect.center)  # the bar's own button, found by what it does
        else:
            c.choose(action)
        assert len(state.history) > before, f"{action} was not played"
    return seen, state.digest()


def test_a_game_plays_the_same_in_a_language_whose_words_tell_nothing_apart(
        table_factory: TableFactory, request: pytest.FixtureRequest) -> None:
    english = play_through_the_table(table_factory, 31)
    request.getfixturevalue("blank_language")
    assert i18n.translate("End turn") == i18n.translate("Place yellow") == "‹›"
    blank = play_through_the_table(table_factory, 31)
    assert len(blank[0]) == len(english[0])
    for k, (ours, theirs) in enumerate(zip(blank[0], english[0], strict=True)):
        assert ours == theirs, f"decision {k}: the table shows {ours}, in English {theirs}"
    assert blank[1] == english[1]
