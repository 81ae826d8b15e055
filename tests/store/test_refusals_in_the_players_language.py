"""A kept file that is refused is named in the notice in the player's language: the reason's
kind (a key missing, a value of the wrong kind, a damaged file) in Russian under Russian, with
only the file's name and the place in its document as they are (msgspec's English sentence,
"Expected `int`, got `str` - at `$.streak`", had been quoted in the Russian notice). The app is
started in a home whose settings say Russian and the screen that reads the file is opened."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Annotated, Any

import msgspec
import pytest

from ganesha.store import unreadable
from ganesha.store.settings import Settings, save_settings
from tests.helpers import kept_files
from tests.helpers.menu_app import frames

Damage = Callable[[bytes], bytes]


@pytest.fixture(autouse=True, scope="module")
def real_files_made() -> None:
    kept_files.real_files()


def _document(change: Callable[[dict[str, Any]], None]) -> Damage:
    def damage(raw: bytes) -> bytes:
        document = json.loads(raw)
        change(document)
        return json.dumps(document).encode()
    return damage


def _wrong_kind(document: dict[str, Any]) -> None:
    document["streak"] = "seven"


def _missing_key(document: dict[str, Any]) -> None:
    del document["games"][0]["id"]


def _rating_missing_key(document: dict[str, Any]) -> None:
    del document["games"][0]["capped"]


def _cut(raw: bytes) -> bytes:
    return raw[: len(raw) // 2]


CASES = {
    "wrong kind": ("records", _document(_wrong_kind)),
    "missing key": ("records", _document(_missing_key)),
    "damaged": ("records", _cut),
    "rating without a key": ("play ratings", _document(_rating_missing_key)),
}


def _notices_in_russian(case: str, damage: Damage) -> tuple[list[str], list[str]]:
    """The notices shown after ``case``'s file was damaged, the app in Russian; and the names
    of the file and of its copy kept aside."""
    with kept_files.fresh_home() as home:
        save_settings(Settings(language="ru"))
        where = kept_files.path_in(home, case)
        where.write_bytes(damage(where.read_bytes()))
        opened = kept_files.open_screen(kept_files.CASE[case])
        frames(opened.app, 3)
        shown = kept_files.shown_notices(opened)
        names = [where.name] + [p.name for p in kept_files.kept_aside(where)]
        return shown, names


@pytest.mark.parametrize("name", list(CASES))
def test_a_refused_file_is_told_of_in_russian(name: str) -> None:
    case, damage = CASES[name]
    shown, names = _notices_in_russian(case, damage)
    assert len(shown) == 1, shown
    notice = shown[0]
    assert re.search("[а-яё]", notice), notice  # it is said in Russian
    rest = notice
    for file_name in sorted(names, key=len, reverse=True):
        rest = rest.replace(file_name, "")
    rest = re.sub(r"\$[\w.\[\]]*", "", rest)  # the place in the document, as it is
    assert re.findall("[A-Za-z]+", rest) == [], notice


@pytest.mark.parametrize(("name", "said"), [
    ("wrong kind", "a value of the wrong kind at $.streak"),
    ("missing key", "a key is missing at $.games[0].id"),
    ("damaged", "is damaged (not valid JSON)"),
])
def test_the_reason_names_the_kind_of_fault_and_its_place(name: str, said: str) -> None:
    """The same notices in English: the kind of fault and the place, not msgspec's words."""
    case, damage = CASES[name]
    with kept_files.fresh_home() as home:
        where = kept_files.path_in(home, case)
        where.write_bytes(damage(where.read_bytes()))
        opened = kept_files.open_screen(kept_files.CASE[case])
        shown = kept_files.shown_notices(opened)
    assert len(shown) == 1, shown
    assert said in shown[0]
    assert "Expected" not in shown[0]


class _Bounded(msgspec.Struct):
    count: Annotated[int, msgspec.Meta(ge=0)]


@pytest.mark.parametrize(("document", "fault"), [
    (b'{"count": -1}', "a value the game does not allow"),  # msgspec: "Expected `int` >= 0"
    (b'{"count": "x"}', "a value of the wrong kind"),  # "Expected `int`, got `str`"
])
def test_a_value_out_of_bounds_is_told_apart_from_one_of_the_wrong_kind(
        document: bytes, fault: str) -> None:
    with pytest.raises(msgspec.ValidationError) as refused:
        msgspec.json.decode(document, type=_Bounded)
    assert unreadable.schema_words(refused.value) == f"{fault} at $.count"
