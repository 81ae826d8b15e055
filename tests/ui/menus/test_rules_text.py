"""Every numbered decision of docs/rules.md (its "Decisions" section) has its sentence in the
in-game rules, in English and in Russian, and the refusal of a sacrifice that would place nothing
says the true reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ganesha.data import i18n
from ganesha.engine import COLOURS, GameConfig, Phase, new_game
from ganesha.ui.menus.rules import RULES, SPICE_RULES
from ganesha.ui.table import moves
from ganesha.ui.table.intents import ToGanesha, TreasuryGem
from tests.helpers.worn import worn

# decision number -> words its sentence must hold (English, Russian)
DECISIONS: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = {
    1: (("goes on at 1", "0 is skipped", "true score"),
        ("продолжается с 1", "0 пропускается", "настоящий счёт")),
    2: (("Only a sacrifice that places at least one gem is allowed",),
        ("разрешено, только если оно выкладывает на мандалу хотя бы один камень",)),
    3: (("gains 1 point at the end of every round, the last round included",),
        ("1 очко в конце каждого раунда, включая последний",)),
    4: (("4-player game the last player of round 1 starts with 2 points",),
        ("вчетвером последний игрок первого раунда начинает с 2 очками",)),
    5: (("After rounds 3, 6 and 9 (never after the last round)",),
        ("После 3-го, 6-го и 9-го раундов (но никогда после последнего раунда)",)),
    6: (("starting with the player with the fewest points", "played last in the final round"),
        ("начиная с игрока с наименьшим числом очков", "ходил последним в последнем раунде")),
    7: (("reached the winning score first", "earlier in round 1's turn order"),
        ("первым набрал победное число очков", "раньше ходил в первом раунде")),
    8: (("does not fire now, but can still fire when its gem is taken later",
         "still measured from the original hex"),
        ("сейчас не срабатывает, но может сработать позже",
         "по-прежнему отсчитывается от исходной ячейки")),
    9: (("Only an opponent with such a gem", "takes the given gem's place among your taken"),
        ("только соперника, у которого есть такой камень", "занимает место отданного")),
    10: (("at least 1 point and a gem in the bag", "colour of the gem you took here"),
         ("хотя бы 1 очко", "того же цвета, что и взятый здесь")),
    11: (("nobody loses what that gem scored",), ("никто не лишается очков",)),
    12: (("could do nothing now is not offered, and the table says why",),
         ("ничего не может сделать, не предлагается, и игра говорит почему",)),
    13: (("After phase 2",), ("После фазы 2",)),
    14: (("Cinnamon (+1 point) is «Чёрная горчица»", "Clove (any sacrifice) is «Корица»"),
         ("Чёрная горчица (+1 очко) в английском издании — Cinnamon",
          "Корица (любое подношение) — Clove")),
}


def _rules_text() -> str:
    parts = [i18n.translate(content) for kind, content in RULES if kind in ("h", "p", "drum")]
    parts += [i18n.translate(text) for text in SPICE_RULES.values()]
    return " ".join(parts)


#: The project's rules reference, read from this checkout (tests/ui/menus/ -> the repository root).
RULES_MD = Path(__file__).resolve().parents[3] / "docs" / "rules.md"


def _decision_numbers_in_rules_md() -> list[int]:
    """The numbers of the list under the "## Decisions" heading, up to the next heading."""
    text = RULES_MD.read_text(encoding="utf-8")
    section = text.split("\n## Decisions\n", 1)[1].split("\n## ", 1)[0]
    return [int(n) for n in re.findall(r"^(\d+)\. ", section, flags=re.MULTILINE)]


def test_every_decision_of_rules_md_is_listed_here() -> None:
    numbers = _decision_numbers_in_rules_md()
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) >= 14
    assert sorted(DECISIONS) == numbers


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_decision_has_its_sentence_in_the_in_game_rules(language) -> None:
    with worn(language=language):
        text = _rules_text()
    missing = [(number, words) for number, both in DECISIONS.items()
               for words in both[language == "ru"] if words not in text]
    assert not missing


def _sacrifice_position(treasury: list[int], clove: bool = False):
    state = new_game(GameConfig(players=2, seed=3, spices=False))
    state.altar = [-1] * len(state.altar)
    state.treasury[state.current] = treasury
    state.clove = clove
    state.phase = Phase.SACRIFICE
    state.refresh()
    return state


@pytest.mark.parametrize(("treasury", "gem", "clove", "says"), [
    ([0, 0, 0, 0, 1], "yellow", False, "your Treasury has no other gem"),
    ([1, 0, 0, 0, 0], "red", True, "your Treasury has no other gem"),
    ([1, 0, 0, 0, 0], "red", False, "you need another red gem in your Treasury"),
])
def test_a_sacrifice_that_places_nothing_says_why(treasury, gem, clove, says) -> None:
    state = _sacrifice_position(treasury, clove)
    before = state.digest()
    res = moves.resolve(state, TreasuryGem(gem), ToGanesha(), "")
    assert res.action is None
    assert not res.choices
    assert says in (res.error or "")
    assert state.digest() == before


def test_a_yellow_gem_with_another_gem_beside_it_may_be_offered() -> None:
    state = _sacrifice_position([1, 0, 0, 0, 1])
    res = moves.resolve(state, TreasuryGem(COLOURS[4]), ToGanesha(), "")
    assert res.action is not None or res.choices
