"""Remember the setup: the New game screen opens with the last used seats, names, pawns, side
and variants (spice tokens are a setting: test_new_game_spices.py); a damaged choices file is
kept aside with a notice; the fourth-seat start is hidden, with its reason, below 4 players."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ganesha.data.match import Match
from ganesha.engine import GameConfig
from ganesha.store import last_setup
from ganesha.ui.menus.new_game import NewGameScene, Option, Part, SeatControl
from ganesha.ui.menus.title import TitleScene
from tests.helpers.menu_app import MakeApp, top_of


def controls(scene: NewGameScene) -> dict[Any, Any]:
    return {c.name: c for c in scene.form.controls}


def test_the_new_game_screen_opens_with_the_last_choices(make_app: MakeApp) -> None:
    app = make_app()
    app.new_game()
    screen = app.stack.top
    assert isinstance(screen, NewGameScene)
    assert len(screen.seats) == 3  # the first time: defaults
    screen.on_change(SeatControl(Part.REMOVE, 2), None)
    screen.on_change(SeatControl(Part.NAME, 0), "Meera")
    screen.on_change(SeatControl(Part.PAWN, 0), "monkey")
    screen.on_change(SeatControl(Part.KIND, 1), "easy")
    for name, value in ((Option.SIDE, "night"), (Option.DRUM_BONUS, False), (Option.FIRST, 1)):
        screen.on_change(name, value)
    chosen = screen.match()
    screen.on_change(Option.START, None)
    assert app.table is not None
    app.save_and_quit()

    again = make_app()  # a new run of the game
    again.new_game()
    screen = top_of(again, NewGameScene)
    assert [(s["kind"], s["name"], s["pawn"]) for s in screen.seats] == \
        [("human", "Meera", "monkey"), ("easy", chosen.config.seat_names[1], chosen.pawns[1])]
    assert (screen.side, screen.drum_bonus, screen.first) == ("night", False, 1)
    assert controls(screen)[Option.SIDE].value == "night"
    again_match = screen.match()
    assert again_match.seats == chosen.seats
    assert again_match.pawns == chosen.pawns


def test_a_damaged_choices_file_is_kept_aside_with_a_notice(make_app: MakeApp) -> None:
    path = last_setup.setup_path()
    path.write_text('{"format": "ganesha-setup", "setup": {"seats": [{"kind": "god"}]}}',
                    encoding="utf-8")
    app = make_app()
    assert any("could not be read" in n for n in top_of(app, TitleScene).notices)
    assert not path.exists()
    assert list(path.parent.glob("last-setup.json.bad-*"))
    app.new_game()
    assert len(top_of(app, NewGameScene).seats) == 3  # the defaults


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fourth_seat_start_is_only_offered_with_four_players(make_app: MakeApp,
                                                                 players) -> None:
    seats = ("human", *["easy"] * (players - 1))
    match = Match(GameConfig(players=players, seed=1, fourth_seat_bonus=False), seats)
    app = make_app()
    app.last_setup = last_setup.from_match(match)
    app.new_game()
    screen = top_of(app, NewGameScene)
    screen.draw(app.surface)  # the note in its place says why, and nothing fails to draw
    assert (Option.FOURTH_SEAT in controls(screen)) == (players == 4)
    assert screen.match().config.fourth_seat_bonus is False  # kept for when it applies again


def test_a_setup_round_trips_and_odd_ones_are_refused() -> None:
    match = Match(GameConfig(players=3, seed=5, side="night", first_player=2,
                             names=("A", "B", "C")), ("human", "hard", "easy"),
                  ("cow", "tiger", "monkey"))
    setup = last_setup.from_match(match)
    assert last_setup.from_data(json.loads(last_setup.to_text(setup))) == setup
    bad: dict[str, Any]
    for bad in ({"seats": []}, {"seats": [{"kind": "human", "name": "A", "pawn": "cow"}] * 2},
                {"seats": [{"kind": "human", "name": "A", "pawn": "cow"},
                           {"kind": "easy", "name": "B", "pawn": "tiger"}], "first": 2},
                {"seats": [{"kind": "human", "name": "A", "pawn": "cow"},
                           {"kind": "easy", "name": "B", "pawn": "tiger"}], "side": "dusk"}):
        with pytest.raises(ValueError):
            last_setup.from_data({"setup": bad})
