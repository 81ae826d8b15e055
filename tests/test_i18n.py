"""Translations: every visible string is in both catalogues, the .mo files match the .po files, and
the game's words come out in the player's language (Russian spice names exactly as in RULES.md)."""

from __future__ import annotations

import gettext
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))

import make_locale  # noqa: E402

from ganesha.data import i18n  # noqa: E402
from ganesha.engine import GameConfig, new_game  # noqa: E402
from ganesha.engine.boards import SPICES  # noqa: E402


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def wanted() -> list[str]:
    return make_locale.collect()


def test_the_collector_finds_calls_and_marked_words() -> None:
    source = '''
tr("Plain")
self.tr("Method {x}", x=1)
translate("Called")
N_("Marked")
t("Not a UI call here")
tr(variable)
SPICE_HELP = {"a": "Help text"}
'''
    found = make_locale.strings_in_source(source)
    assert found == ["Plain", "Method {x}", "Called", "Marked", "Help text"]
    assert "Not a UI call here" in make_locale.strings_in_source(source, log_file=True)


def test_the_collector_sees_the_whole_game(wanted) -> None:
    # a few strings from each corner: the table, the results, the log lines, the data words
    for text in ("End turn", "Score over the game", "{who} takes {colour} from hex {hex}",
                 "Cardamom", "purple", "night", "tiger", "hard"):
        assert text in wanted


@pytest.mark.parametrize("lang", make_locale.LANGUAGES)
def test_every_string_is_translated(lang, wanted) -> None:
    entries = make_locale.read_po(make_locale.po_path(lang))
    todo = make_locale.problems(lang, entries, wanted)
    assert not todo, ("run `python build/make_locale.py`, then translate the new strings in "
                      f"assets/locale/{lang}/LC_MESSAGES/ganesha.po and run it again:\n"
                      + "\n".join(todo))


@pytest.mark.parametrize("lang", make_locale.LANGUAGES)
def test_mo_matches_po(lang) -> None:
    entries = make_locale.read_po(make_locale.po_path(lang))
    with open(make_locale.mo_path(lang), "rb") as handle:
        compiled = gettext.GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
    assert compiled == {k: v for k, v in entries.items() if v}


def test_mo_writer_is_read_by_gettext(tmp_path: Path) -> None:
    entries = {"": "Content-Type: text/plain; charset=UTF-8\n", "Hello {x}": "Привет {x}",
               "Untranslated": ""}
    path = tmp_path / "t.mo"
    path.write_bytes(make_locale.mo_bytes(entries))
    with open(path, "rb") as handle:
        catalogue = gettext.GNUTranslations(handle)
    assert catalogue.gettext("Hello {x}") == "Привет {x}"
    assert catalogue.gettext("Untranslated") == "Untranslated"


#: RULES.md's spice table: effect key -> (English rulebook name, Russian rulebook name).
RULEBOOK_SPICES = {
    "remove_last": ("Cardamom", "Кардамон"), "swap": ("Caraway", "Тмин"),
    "reslot": ("Coriander", "Кориандр"), "trade": ("Ginger", "Имбирь"),
    "point": ("Cinnamon", "Чёрная горчица"), "any_sacrifice": ("Clove", "Корица"),
    "gamble": ("Red Pepper", "Красный перец"), "redraw": ("Black Pepper", "Чёрный перец"),
}


def test_every_engine_spice_has_a_name() -> None:
    assert tuple(i18n.SPICE_NAMES) == SPICES


def test_russian_spice_names_are_the_rules_names() -> None:
    for effect, (english, _) in RULEBOOK_SPICES.items():
        assert i18n.spice_name(effect) == english
    i18n.set_language("ru")
    for effect, (english, russian) in RULEBOOK_SPICES.items():
        assert i18n.translate(english) == russian
        assert i18n.spice_name(effect) == russian


def test_translate_fills_fields_and_switches_language() -> None:
    assert i18n.translate("Round {n}", n=3) == "Round 3"
    i18n.set_language("ru")
    assert i18n.language() == "ru"
    assert i18n.translate("Round {n}", n=3) == "Раунд 3"
    assert i18n.translate("An unknown line {x}", x=1) == "An unknown line 1"
    with pytest.raises(ValueError):
        i18n.set_language("xx")


def test_log_lines_in_russian_use_the_rulebook_words() -> None:
    state = new_game(GameConfig(players=2, seed=5))
    i18n.set_language("ru")
    lines = [state.describe(item, i18n.translate) for item in state.history]
    text = " ".join(lines)
    assert "Алтарь заполнен" in text
    assert any(russian in text for _, russian in RULEBOOK_SPICES.values())
    action = state.legal_actions()[0]
    line = state.describe(action, i18n.translate)
    assert "берёт" in line
    assert "камень" in line
