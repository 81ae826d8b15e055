"""The last New game choices (store/last_setup.py): two to four seats with their own pawns, the
first player one of them, the switches true or false; a file keeps exactly what was chosen and
a file missing the optional choices reads as the New game screen's defaults."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ganesha.data.vocabulary import HUMAN, PAWNS
from ganesha.store import files
from ganesha.store.last_setup import Seat, Setup, from_data, load_setup, store_setup, to_text

pytestmark = pytest.mark.usefixtures("home")


def _seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat(HUMAN, f"Player {n + 1}", PAWNS[n]) for n in range(count))


@pytest.mark.parametrize("count", [2, 3, 4])
def test_two_to_four_seats_are_a_setup(count: int) -> None:
    setup = Setup(_seats(count), first=count - 1)
    assert setup.validated() is setup
    assert from_data(json.loads(to_text(setup))) == setup


@pytest.mark.parametrize("changes", [
    {"seats": _seats(1)},
    {"seats": (*_seats(4), Seat(HUMAN, "Fifth", PAWNS[0]))},
    {"seats": (Seat(HUMAN, "A", "tiger"), Seat(HUMAN, "B", "tiger"))},
    {"seats": (Seat("wizard", "A", "tiger"), Seat(HUMAN, "B", "cow"))},
    {"seats": (Seat(HUMAN, "A", "dragon"), Seat(HUMAN, "B", "cow"))},
    {"side": "dusk"},
    {"drum_bonus": None}, {"fourth_seat": "yes"},
    {"first": 2}, {"first": -1}, {"first": True}, {"first": 1.0},
])
def test_a_setup_off_the_table_is_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        replace(Setup(_seats(2)), **changes).validated()


def test_the_first_player_may_be_the_last_seat_or_random() -> None:
    assert Setup(_seats(3), first=2).validated().first == 2
    assert Setup(_seats(3), first=0).validated().first == 0
    assert Setup(_seats(3)).validated().first is None


def test_a_file_without_the_optional_choices_reads_as_the_defaults() -> None:
    seats = [{"kind": HUMAN, "name": "Ann", "pawn": "cow"},
             {"kind": HUMAN, "name": "Bo", "pawn": "tiger"}]
    setup = from_data({"setup": {"seats": seats}})
    assert (setup.side, setup.drum_bonus, setup.fourth_seat, setup.first) == (
        "day", True, True, None)


@pytest.mark.parametrize("data", [
    {}, {"setup": []}, {"setup": {"seats": "two"}}, {"setup": {"seats": [1, 2]}},
])
def test_a_file_without_seats_is_refused(data: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        from_data(data)


def test_a_stored_setup_comes_back_and_names_its_version(home: Path) -> None:
    setup = Setup(_seats(3), side="night", drum_bonus=False, fourth_seat=False, first=1)
    path = home / "last-setup.json"
    assert store_setup(setup, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("ganesha-setup", 1)
    assert load_setup(path) == (setup, None)


def test_a_setup_that_cannot_be_written_is_dropped_quietly(home: Path) -> None:
    blocked = home / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert not store_setup(Setup(_seats(2)), blocked / "last-setup.json")
    assert load_setup(home / "missing.json") == (None, None)


def test_a_setup_starts_from_the_english_rulebook_with_a_random_first_player() -> None:
    setup = Setup(_seats(2))
    assert (setup.side, setup.drum_bonus, setup.fourth_seat, setup.first) == (
        "day", True, True, None)


def test_a_setup_and_its_seats_are_frozen_values() -> None:
    setup = Setup(_seats(2))
    assert hash(setup) == hash(Setup(_seats(2)))
    for value, field in ((setup, "side"), (setup.seats[0], "name")):
        assert not hasattr(value, "__dict__")
        with pytest.raises(AttributeError):  # FrozenInstanceError is one
            setattr(value, field, "other")


def test_the_setup_file_keeps_names_as_typed() -> None:
    setup = Setup((Seat(HUMAN, "Ваня", "cow"), Seat(HUMAN, "Zoë", "tiger")))
    text = to_text(setup)
    assert "Ваня" in text
    assert "Zoë" in text
    assert from_data(json.loads(text)) == setup


def test_reading_the_last_setup_makes_no_folder(home: Path) -> None:
    """Looking for the last setup on a fresh home finds none and creates no config folder (a
    read never changes the disk)."""
    assert load_setup() == (None, None)
    assert not (home / "config").exists()


def test_an_older_file_with_spices_loads_and_keeps_no_spices(home: Path) -> None:
    """Spice tokens are a setting, not a last choice: a file from before that rule still loads
    (its ``spices`` read and dropped), and a file written now has no such key."""
    path = home / "last-setup.json"
    seats = [{"kind": HUMAN, "name": "Ann", "pawn": "cow"},
             {"kind": "easy", "name": "Bo", "pawn": "tiger"}]
    path.write_text(json.dumps({"format": "ganesha-setup", "version": 1, "setup": {
        "seats": seats, "side": "night", "spices": False, "first": 1}}), encoding="utf-8")
    setup, notice = load_setup(path)
    assert notice is None
    assert path.exists()
    assert setup is not None
    assert (setup.side, setup.first) == ("night", 1)
    assert not hasattr(setup, "spices")
    assert store_setup(setup, path)
    assert "spices" not in json.loads(path.read_text(encoding="utf-8"))["setup"]


def test_a_copy_that_may_not_write_makes_no_folder_for_its_setup(home: Path) -> None:
    """While another copy holds the player's files this one keeps nothing: starting a game
    keeps no setup and leaves a home without a config folder as it was (the folder is made
    by the write, behind the same refusal)."""
    config = home / "config"
    files.block_writes(config, "another copy")
    try:
        assert not store_setup(Setup(_seats(2)))
    finally:
        files.unblock_writes(config)
    assert not config.exists()
    assert store_setup(Setup(_seats(2)))  # its own files again: kept, the folder made
    assert load_setup() == (Setup(_seats(2)), None)
