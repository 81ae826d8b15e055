"""The arena doubles as the engine's soak test: 1000 random games over every configuration."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.lab import arena, seats


@pytest.mark.slow  # a thousand games: CI runs it
def test_thousand_random_games_over_every_configuration(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    code = arena.main(["--games", "1000", "--mix", "--seats", "random", "--seed", "3",
                       "--json", str(out)])
    report = json.loads(out.read_text())
    assert code == 0
    assert report["errors"] == 0
    assert report["configurations"] == 48
    assert report["games"] == 1000
    assert report["seats"][0]["games"] > 2000  # every seat of every game


def test_seats_rotate_between_games() -> None:
    report = arena.run(arena.parse_args(["--players", "2", "--games", "40",
                                         "--seats", "random,random", "--seed", "2"]))
    assert [row["games"] for row in report["seats"]] == [40, 40]
    assert sum(row["wins"] for row in report["seats"]) == 40


def test_wilson_interval() -> None:
    low, high = arena.wilson_interval(130, 200)
    assert 0.58 < low < 0.59
    assert 0.71 < high < 0.72


def test_seat_budgets() -> None:
    """``level#N`` is a clock-free simulation cap (a replayable match), ``level@MS`` a budget."""
    assert seats.parse_seat("hard#40") == ("hard", {"think_ms": None, "max_iterations": 40})
    assert seats.parse_seat("expert@250") == ("expert", {"think_ms": 250})
    assert seats.parse_seat("medium") == ("medium", {})
    player = seats.seat_player("baseline#7", 1)
    assert player.think_ms is None
    assert player.max_iterations == 7
    args = ["--players", "2", "--games", "2", "--seats", "hard#20,baseline#20", "--seed", "4"]
    first = arena.run(arena.parse_args(args))
    second = arena.run(arena.parse_args(args))
    assert first["errors"] == 0
    assert [(r["wins"], r["mean_score"]) for r in first["seats"]] == \
        [(r["wins"], r["mean_score"]) for r in second["seats"]]
    assert [r["seat"] for r in first["seats"]] == ["1:hard#20", "2:baseline#20"]


def test_once_seats_search_once_a_turn() -> None:
    """``:once`` keeps a search level to one search a turn at any table (its old self, to
    measure searching again at each decision against); without it the level's default holds."""
    assert seats.parse_seat("hard@250:once") == ("hard", {"think_ms": 250,
                                                          "replan_players": None})
    once = seats.seat_player("expert#9:once", 1)
    assert (once.name, once.replan_players, once.max_iterations) == ("expert", None, 9)
    timed = seats.seat_player("hard:once", 1, think_ms=300)
    assert (timed.think_ms, timed.replan_players) == (300, None)
    assert seats.seat_player("hard#9", 1).replan_players == 3
    for spec in ("baseline#9:once", "medium:once"):
        with pytest.raises(SystemExit):
            arena.run(arena.parse_args(["--seats", f"{spec},hard#9"]))


def test_grow_seats_build_nodes_after_the_given_simulations() -> None:
    """``:growN`` fixes when the tree builds a node at every table (the level's old self from
    before crowded tables grew faster); it combines with ``:once`` in either order."""
    assert seats.parse_seat("hard@250:grow16") == ("hard", {"think_ms": 250, "expand_after": 16})
    both = seats.parse_seat("expert#9:grow4:once")
    assert both == seats.parse_seat("expert#9:once:grow4")
    assert both == ("expert", {"think_ms": None, "max_iterations": 9, "expand_after": 4,
                               "replan_players": None})
    grown = seats.seat_player("hard#9:grow16", 1)
    assert grown.shape_for(3).expand_after == 16
    assert seats.seat_player("hard#9", 1).shape_for(3).expand_after == 8
    for spec in ("hard:grow", "hard:grow0", "hard:growfast", "hard@250:twice"):
        with pytest.raises(ValueError):
            seats.parse_seat(spec)
        with pytest.raises(SystemExit):
            arena.run(arena.parse_args(["--seats", f"{spec},hard#9"]))
    with pytest.raises(SystemExit):
        arena.run(arena.parse_args(["--seats", "baseline#9:grow8,hard#9"]))


def test_the_textbook_partner_is_seated_with_its_budget_and_reward() -> None:
    """``ismcts@MS`` and ``ismcts#N`` as for the other search levels; ``:win`` or ``:rank``
    picks its reward, which no other level takes, and it takes no tree search modifier."""
    assert seats.parse_seat("ismcts@250") == ("ismcts", {"think_ms": 250})
    assert seats.parse_seat("ismcts#9:rank") == ("ismcts", {"think_ms": None,
                                                            "max_iterations": 9,
                                                            "reward": "rank"})
    ranked = seats.seat_player("ismcts#9:rank", 1)
    assert (ranked.name, ranked.reward, ranked.max_iterations) == ("ismcts", "rank", 9)
    timed = seats.seat_player("ismcts", 1, think_ms=250)
    assert (timed.think_ms, timed.reward) == (250, "win")
    for spec in ("hard#9:rank", "baseline#9:win", "ismcts#9:once", "ismcts#9:grow8"):
        with pytest.raises(SystemExit):
            arena.run(arena.parse_args(["--seats", f"{spec},hard#9"]))
    report = arena.run(arena.parse_args(["--players", "2", "--games", "2", "--paired",
                                         "--seats", "ismcts#8:rank,baseline#8", "--seed", "3"]))
    assert report["errors"] == 0
    assert report["seats"][0]["search_iterations_per_s"] > 0


def test_tree_search_variants_are_seated_with_the_knob_they_name() -> None:
    """The screens' variants of the tree search: ``:roundsN`` (look-ahead), ``:replyN`` (an
    opponent's reply width), ``:full`` (no early stop on a clear call), ``:lead`` or ``:win``
    (its reward); each reaches the player, and a level that has no such knob is refused."""
    player = seats.seat_player("hard#9:rounds3:reply4:full:win", 1)
    assert (player.rounds, player.shape.reply_width, player.clear_margin,
            player.shape.reward) == (3, 4, float("inf"), "win")
    plain = seats.seat_player("hard#9", 1)
    assert (plain.rounds, plain.shape.reply_width, plain.shape.reward) == (2, 2, "lead")
    assert plain.clear_margin < 1
    assert seats.seat_player("expert#9:lead", 1).shape.reward == "lead"
    assert seats.seat_player("hard#9:reuse", 1).reuses(4)
    assert not seats.seat_player("hard#9:fresh", 1).reuses(3)
    for spec in ("hard:rounds0", "hard:reply", "hard:replywide"):
        with pytest.raises(ValueError):
            seats.parse_seat(spec)
    for spec in ("ismcts#9:full", "baseline#9:rounds3", "ismcts#9:fresh", "medium:reuse",
                 "medium:reply3", "ismcts#9:lead", "hard#9:rank", "easy:win"):
        with pytest.raises(SystemExit):
            arena.run(arena.parse_args(["--seats", f"{spec},hard#9"]))
    report = arena.run(arena.parse_args(["--players", "3", "--games", "3", "--paired", "--seats",
                                         "hard#8:win:rounds3,hard#8:reply3:full,ismcts#8",
                                         "--seed", "3"]))
    assert report["errors"] == 0


def test_bad_seat_is_refused() -> None:
    with pytest.raises(SystemExit):
        arena.run(arena.parse_args(["--seats", "hard#lots,medium"]))
    with pytest.raises(SystemExit):
        arena.run(arena.parse_args(["--seats", "grandmaster,medium"]))


def test_paired_deals_are_played_from_every_seat() -> None:
    """With --paired, games 2k and 2k+1 share a deal with the seats swapped (3 players: three
    games per deal, each entry in each seat once)."""
    args = arena.parse_args(["--players", "3", "--games", "6", "--paired", "--seed", "5"])
    tasks, orders = arena.schedule(args, ["hard", "medium", "easy"], [{"players": 3}])
    seeds = [task[3] for task in tasks]
    assert seeds[0] == seeds[1] == seeds[2] != seeds[3] == seeds[4] == seeds[5]
    for deal in (0, 3):
        seats_of_hard = {orders[g].index(0) for g in range(deal, deal + 3)}
        assert seats_of_hard == {0, 1, 2}
    unpaired = arena.schedule(arena.parse_args(["--games", "2"]), ["a", "b"], [{"players": 2}])
    assert unpaired[0][0][3] != unpaired[0][1][3]
    with pytest.raises(SystemExit):
        arena.schedule(args, ["hard"], [{"players": 2}, {"players": 3}])


def test_think_time_is_per_seat_per_game_also_for_a_level_in_several_seats() -> None:
    """The report's thinking per seat per game: an entry's own seat, and a level's pooled row
    divided by its seats too (three baselines think about as long each as one does)."""
    report = arena.run(arena.parse_args(["--players", "3", "--games", "3", "--paired",
                                         "--seats", "medium,random,random", "--seed", "4"]))
    by_seat = {row["seat"]: row["think_s_per_game"] for row in report["seats"]}
    by_level = {row["seat"]: row["think_s_per_game"] for row in report["levels"]}
    assert by_level["all medium"] == pytest.approx(by_seat["1:medium"])
    assert by_level["all random"] == pytest.approx((by_seat["2:random"] + by_seat["3:random"]) / 2)
    assert by_seat["1:medium"] > by_seat["2:random"] > 0
