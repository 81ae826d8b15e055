"""Translations: every visible string is in both catalogues, the .mo files are what the .po files
compile to (``make_locale.py --check``, which also fails on a stale copy), counted sentences take
the plural form of the number in both languages, and the game's words come out in the player's
language (Russian spice names exactly as in docs/rules.md)."""

from __future__ import annotations

import gettext
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import make_locale  # noqa: E402
from babel.messages.catalog import Catalog  # noqa: E402

from ganesha.data import i18n  # noqa: E402
from ganesha.data.look import Look, wearing  # noqa: E402
from ganesha.engine import GameConfig, new_game  # noqa: E402
from ganesha.engine.boards import SPICES  # noqa: E402
from ganesha.ui.kit.text import trn  # noqa: E402

RUSSIAN = Look(language="ru")


@pytest.fixture(scope="module")
def template() -> Catalog:
    return make_locale.extract_template()


def _ids(source: str, path: str = "ganesha/ui/menus/title.py") -> list[object]:
    return [message for _, message, _, _ in make_locale.messages_in(source.encode(), path)]


def test_the_collector_finds_calls_plurals_and_word_tables() -> None:
    source = '''
tr("Plain")
self.tr("Method {x}", x=1)
translate("Called")
N_("Marked")
trn("{n} game", "{n} games", count)
t("Not a UI call here")
tr(variable)
SPICE_HELP = {"a": "Help text"}
OTHER = {"a": "Not a word table"}
'''
    assert _ids(source) == ["Plain", "Method {x}", "Called", "Marked", ("{n} game", "{n} games"),
                            "Help text"]
    # the engine's log lines call their translate argument t; its tables are its own
    assert "Not a UI call here" in _ids(source, "ganesha/engine/describe.py")
    assert "Help text" not in _ids(source, "ganesha/engine/describe.py")
    assert _ids('_TARGETS = {"k": "the Treasury"}', "ganesha/engine/describe.py") == [
        "the Treasury"]


def test_the_collector_sees_the_whole_game(template: Catalog) -> None:
    # a few strings from each corner: the table, the results, the log lines, the data words
    wanted = make_locale.collect()
    for text in ("End turn", "Score over the game", "{who} takes {colour} from hex {hex}",
                 "Cardamom", "purple", "night", "tiger", "hard", "Gain 1 point",
                 ("Last {n} game", "Last {n} games"), ("{name}: {n} point", "{name}: {n} points")):
        assert text in wanted
    assert len(wanted) == len(set(wanted))


@pytest.mark.parametrize("lang", make_locale.LANGUAGES)
def test_every_string_is_translated(lang: str, template: Catalog) -> None:
    todo = make_locale.problems(lang, make_locale.read_catalogue(lang), template)
    assert not todo, ("run `python build/make_locale.py`, then translate the new strings in "
                      f"assets/locale/{lang}/LC_MESSAGES/ganesha.po and run it again:\n"
                      + "\n".join(todo))


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_the_catalogues_are_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    status = make_locale.main(["--check"])
    assert status == 0, capsys.readouterr().out


#: Which plural form each language uses for a few numbers.
FORM_OF = {"en": {1: 0, 2: 1, 5: 1}, "ru": {1: 0, 2: 1, 5: 2, 21: 0, 12: 2}}


@pytest.mark.parametrize("lang", make_locale.LANGUAGES)
def test_the_standard_library_reads_every_translation(lang: str) -> None:
    catalogue = make_locale.read_catalogue(lang)
    with open(make_locale.mo_path(lang), "rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in list(catalogue)[1:]:  # the header first
        if isinstance(message.id, str):
            assert compiled.gettext(message.id) == (message.string or message.id)
        else:
            forms = cast("tuple[str, ...]", message.string)
            for n, form in FORM_OF[lang].items():
                assert compiled.ngettext(message.id[0], message.id[1], n) == forms[form]


def test_english_entries_that_read_as_their_source_are_left_out_of_the_mo(
        tmp_path: Path) -> None:
    """gettext answers a missing string with its source text, so the English .mo carries only
    wordings changed by hand; read back, every entry still says what the .po says."""
    catalogue = make_locale.Catalogue(locale="en", domain="ganesha", fuzzy=False)
    catalogue.mime_headers = [("Plural-Forms", make_locale.PLURAL_FORMS["en"])]
    catalogue.add("End turn", "End turn")
    catalogue.add("Bag", "Gem bag")
    catalogue.add(("{n} gem", "{n} gems"), ("{n} gem", "{n} gems"))
    catalogue.add(("{n} point", "{n} points"), ("{n} point", "{n} pts"))
    mo = make_locale.compile_mo(catalogue)
    assert b"End turn" not in mo
    assert b"{n} gems" not in mo
    path = tmp_path / "en.mo"
    path.write_bytes(mo)
    with open(path, "rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    assert compiled.gettext("End turn") == "End turn"
    assert compiled.gettext("Bag") == "Gem bag"
    assert [compiled.ngettext("{n} gem", "{n} gems", n) for n in (1, 2)] == ["{n} gem", "{n} gems"]
    assert compiled.ngettext("{n} point", "{n} points", 5) == "{n} pts"


def test_the_compiler_is_deterministic_and_read_by_gettext(tmp_path: Path) -> None:
    catalogue = make_locale.Catalogue(locale="ru", domain="ganesha", fuzzy=False)
    catalogue.mime_headers = [("Plural-Forms", make_locale.PLURAL_FORMS["ru"])]
    catalogue.add("Hello {x}", "Привет {x}")
    catalogue.add("Untranslated", "")
    catalogue.add(("{n} gem", "{n} gems"), ("{n} камень", "{n} камня", "{n} камней"))
    mo = make_locale.compile_mo(catalogue)
    po = make_locale.po_path("ru", tmp_path)
    po.parent.mkdir(parents=True)
    po.write_bytes(make_locale.po_text(catalogue))
    again = make_locale.compile_mo(make_locale.read_catalogue("ru", tmp_path))
    assert again == mo  # a .po read back compiles to the same bytes: --check can compare them
    assert b"Babel" not in mo
    path = tmp_path / "t.mo"
    path.write_bytes(mo)
    with open(path, "rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    assert compiled.gettext("Hello {x}") == "Привет {x}"
    assert compiled.gettext("Untranslated") == "Untranslated"
    assert [compiled.ngettext("{n} gem", "{n} gems", n) for n in (1, 3, 11)] == [
        "{n} камень", "{n} камня", "{n} камней"]


# --- a stale catalogue ---------------------------------------------------------------------------
@pytest.fixture
def locale_copy(tmp_path: Path) -> Path:
    """A copy of the real catalogues to spoil."""
    shutil.copytree(make_locale.LOCALE, tmp_path / "locale")
    return tmp_path / "locale"


def _spoil(locale: Path, lang: str, change, *, recompile: bool = True) -> None:
    """Apply ``change`` to ``lang``'s catalogue under ``locale``; write the .po and (unless told
    not to) the .mo it compiles to, so only the change itself is stale."""
    catalogue = make_locale.read_catalogue(lang, locale)
    change(catalogue)
    make_locale.po_path(lang, locale).write_bytes(make_locale.po_text(catalogue))
    if recompile:
        compiled = make_locale.compile_mo(make_locale.read_catalogue(lang, locale))
        make_locale.mo_path(lang, locale).write_bytes(compiled)


def _retranslate(key: str, value: str | tuple[str, ...]) -> Callable[[Catalog], None]:
    def change(catalogue: Catalog) -> None:
        catalogue[key].string = value
    return change


def _set_header(name: str, value: str) -> Callable[[Catalog], None]:
    def change(catalogue: Catalog) -> None:
        catalogue.mime_headers = [(name, value)]
    return change


STALE = {
    "missing": (lambda c: c.delete("End turn"), "ru: missing 'End turn'"),
    "untranslated": (_retranslate("End turn", ""), "ru: untranslated 'End turn'"),
    "one plural form empty": (_retranslate("{name}: {n} point", ("{name}: {n} очко", "", "x")),
                              "ru: untranslated ('{name}: {n} point'"),
    "fuzzy": (lambda c: c["End turn"].flags.add("fuzzy"), "ru: untranslated (fuzzy) 'End turn'"),
    "a field dropped": (_retranslate("{name}: {n} point", ("{name}: {n} очко", "{name}: очка",
                                                           "{name}: {n} очков")), "fields differ"),
    "kept after the code dropped it": (lambda c: c.add("An old line", "Старая строка"),
                                       "ru: no longer used 'An old line'"),
    "another plural rule": (_set_header("Plural-Forms", "nplurals=2; plural=(n != 1);"),
                            "ru: Plural-Forms is"),
}


@pytest.mark.slow  # each re-extracts the whole game's strings: with the slow checks
@pytest.mark.parametrize("kind", list(STALE))
def test_check_fails_on_a_stale_catalogue(locale_copy: Path,
                                          capsys: pytest.CaptureFixture[str], kind: str) -> None:
    change, said = STALE[kind]  # the untouched copy passes: test_the_catalogues_are_up_to_date
    _spoil(locale_copy, "ru", change)
    assert make_locale.main(["--check", "--locale", str(locale_copy)]) == 1
    out = capsys.readouterr().out
    assert said in out
    assert "run python build/make_locale.py" in out


@pytest.mark.slow
def test_check_fails_on_a_mo_that_is_not_its_po(locale_copy: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    _spoil(locale_copy, "ru", _retranslate("End turn", "Конец хода!"), recompile=False)
    assert make_locale.main(["--check", "--locale", str(locale_copy)]) == 1
    assert "ru: ganesha.mo is not what ganesha.po compiles to" in capsys.readouterr().out


@pytest.mark.slow
def test_update_keeps_translations_and_reports_what_ru_lacks(
        locale_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = {m.id: m.string for m in make_locale.read_catalogue("ru", locale_copy)}
    _spoil(locale_copy, "en", lambda c: c.delete("End turn"))
    _spoil(locale_copy, "ru", lambda c: c.delete("End turn"))
    assert make_locale.main(["--locale", str(locale_copy)]) == 1  # ru has a string to translate
    assert "ru: untranslated 'End turn'" in capsys.readouterr().out
    assert make_locale.read_catalogue("en", locale_copy)["End turn"].string == "End turn"
    after = {m.id: m.string for m in make_locale.read_catalogue("ru", locale_copy)}
    assert after.pop("End turn") == ""
    before.pop("End turn")
    assert after == before
    assert make_locale.main(["--check", "--locale", str(locale_copy)]) == 1


# --- plural forms through the real catalogues ----------------------------------------------------
RUSSIAN_POINTS = {1: "1 очко", 2: "2 очка", 5: "5 очков", 11: "11 очков", 21: "21 очко",
                  22: "22 очка", 25: "25 очков", 0: "0 очков", 104: "104 очка", 111: "111 очков"}


def test_russian_counts_take_the_right_of_three_forms() -> None:
    with wearing(RUSSIAN):
        for n, words in RUSSIAN_POINTS.items():
            assert i18n.translate_plural("{name}: {n} point", "{name}: {n} points", n,
                                         name="Аша") == f"Аша: {words}"
        assert trn("The bag: {n} gem", "The bag: {n} gems", 3) == "Мешочек: 3 камня"
        assert trn("{n} game played", "{n} games played", 21) == "Сыграна 21 партия"


def test_english_counts_take_one_or_many() -> None:
    for n, words in ((1, "1 game played"), (2, "2 games played"), (0, "0 games played")):
        assert trn("{n} game played", "{n} games played", n) == words
    assert trn("Last {n} game", "Last {n} games", 1) == "Last 1 game"
    assert i18n.translate_plural("{name}: {n} point", "{name}: {n} points", 1,
                                 name="Asha") == "Asha: 1 point"


def test_an_unknown_counted_sentence_stays_english() -> None:
    with wearing(RUSSIAN):
        assert trn("{n} unknown thing", "{n} unknown things", 5) == "5 unknown things"
        assert trn("{n} unknown thing", "{n} unknown things", 1) == "1 unknown thing"


#: The spice table of docs/rules.md: effect key -> (English rulebook name, Russian rulebook name).
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
    with wearing(RUSSIAN):
        for effect, (english, russian) in RULEBOOK_SPICES.items():
            assert i18n.translate(english) == russian
            assert i18n.spice_name(effect) == russian
    assert i18n.spice_name("trade") == "Ginger"  # the block over, English again


def test_translate_fills_fields_and_switches_language() -> None:
    assert i18n.translate("Round {n}", n=3) == "Round 3"
    with wearing(RUSSIAN):
        assert i18n.language() == "ru"
        assert i18n.translate("Round {n}", n=3) == "Раунд 3"
        assert i18n.translate("An unknown line {x}", x=1) == "An unknown line 1"
    assert i18n.language() == "en"
    assert i18n.translate("Round {n}", n=3) == "Round 3"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        Look(language="xx")


def test_log_lines_in_russian_use_the_rulebook_words() -> None:
    state = new_game(GameConfig(players=2, seed=5))
    with wearing(RUSSIAN):
        lines = [state.describe(item, i18n.translate) for item in state.history]
        action = state.legal_actions()[0]
        line = state.describe(action, i18n.translate)
    text = " ".join(lines)
    assert "Алтарь заполнен" in text
    assert any(russian in text for _, russian in RULEBOOK_SPICES.values())
    assert "берёт" in line
    assert "камень" in line
