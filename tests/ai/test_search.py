"""The search levels: exact final stage, determinism under an iteration cap, no peeking at the
real bag, explain(), the baseline sparring partner."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from ganesha.ai import SEARCH_LEVELS, make_player, search
from ganesha.ai.baseline import BaselinePlayer
from ganesha.ai.final import WIN, FinalSolver, solve_final
from ganesha.ai.planner import plan_turn
from ganesha.ai.players import RatedPlayer
from ganesha.ai.search import SearchPlayer
from ganesha.ai.tree import (
    DEFAULT_SHAPE,
    Node,
    Tree,
    TreeShape,
    carry_over,
    distinct_plans,
    position_key,
)
from ganesha.ai.worker import Thinker
from ganesha.engine import (
    EndTurn,
    Gamble,
    GameConfig,
    GameState,
    Phase,
    Redraw,
    Sacrifice,
    new_game,
)
from tests.helpers.chance import other_future, poisoned


def final_positions(players: int, seed: int, gems_left: int) -> GameState | None:
    """A final-stage position of a random game with at most ``gems_left`` Treasury gems."""
    rng = random.Random(seed)
    state = new_game(GameConfig(players=players, seed=seed))
    while not state.is_over:
        if state.phase == Phase.FINAL:
            left = sum(sum(state.seat(s).treasury.values()) for s in range(players))
            if left <= gems_left:
                return state
        state.apply(rng.choice(state.legal_actions()))
    return None


def brute_force(state: GameState) -> tuple[float, ...]:
    """max^n over the real engine (no memo, no shortcuts): each seat takes the first placement
    (in legal order) that is best for itself; the payoff is the solver's (win, then margin)."""
    if state.is_over:
        scores = state.scores
        return tuple(WIN * (seat == state.winner)
                     + scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
                     for seat in range(len(scores)))
    seat = state.current_player
    best: tuple[float, ...] | None = None
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        payoff = brute_force(child)
        if best is None or payoff[seat] > best[seat]:
            best = payoff
    assert best is not None
    return best


@pytest.mark.parametrize("players", [2, 3, 4])
def test_final_solver_matches_brute_force(players: int) -> None:
    checked = 0
    for seed in range(60):
        state = final_positions(players, seed, gems_left=7)
        if state is None:
            continue
        solver = FinalSolver(state, node_budget=10**6)
        payoff, _ = solver.solve(state.current_player)
        assert payoff == brute_force(state), seed
        solved = solve_final(state, node_budget=10**6)
        assert solved is not None
        assert solved[0] in state.legal_actions()
        checked += 1
    assert checked >= 20


def test_final_solver_gives_up_past_its_budget() -> None:
    state = final_positions(4, 3, gems_left=99)
    assert state is not None
    assert solve_final(state, node_budget=1) is None


def test_final_stage_is_solved_not_searched() -> None:
    state = final_positions(2, 5, gems_left=12)
    assert state is not None
    assert len(state.legal_actions()) > 1
    player = SearchPlayer(1, think_ms=None, max_iterations=1000)
    action = player.choose(state.clone())
    solved = solve_final(state)
    assert solved is not None
    assert action == solved[0]
    assert player.last is not None
    assert player.last.iterations == 0


def midgame(players: int = 2, seed: int = 8, steps: int = 30) -> GameState:
    state = new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(1)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while state.phase != Phase.TAKE:
        state.apply(state.legal_actions()[0])
    return state


def searcher(level: str, seed: int, **options: Any) -> SearchPlayer:
    """A search level's player (the levels that can explain their choices)."""
    player = make_player(level, seed, **options)
    assert isinstance(player, SearchPlayer)
    return player


@pytest.mark.parametrize("level", sorted(SEARCH_LEVELS))
def test_iteration_cap_makes_the_search_deterministic(level: str) -> None:
    state = midgame()
    first = make_player(level, 4, max_iterations=60)
    second = make_player(level, 4, max_iterations=60)
    for _ in range(3):
        assert first.choose(state.clone()) == second.choose(state.clone())
    if level not in ("baseline", "ismcts"):  # the sparring partners are no SearchPlayer
        one = searcher(level, 4, max_iterations=60).explain(state)
        two = searcher(level, 4, max_iterations=60).explain(state)
        assert one == two


#: Actions after which the engine draws from the bag (altar refills, spice draws).
_DRAWS = (EndTurn, Gamble, Redraw, Sacrifice)


@pytest.mark.parametrize("level", ["medium", *sorted(SEARCH_LEVELS)])
def test_no_simulation_reads_the_real_bag(level: str) -> None:
    """Every simulation draws from its own re-seeded sample: with the real future poisoned the
    search still plays, and with two different real futures it makes the very same choices."""
    state = midgame(players=3, seed=12)
    options = {"max_iterations": 80} if level in SEARCH_LEVELS else {}
    choices = []
    for real_future in range(3):
        hidden = other_future(state, real_future)
        if real_future == 0:
            hidden = poisoned(hidden)
        player = make_player(level, 9, **options)
        picks = []
        while hidden.current_player == state.current_player and not hidden.is_over:
            action = player.choose(hidden)  # the real game itself, as a table hands it over
            picks.append(action)
            if any(isinstance(action, kind) for kind in _DRAWS):
                break  # the next step would draw from the real bag
            hidden.apply(action)
        choices.append(picks)
    assert choices[0] == choices[1] == choices[2]


def test_explain_gives_three_distinct_alternatives_with_a_why() -> None:
    state = new_game(GameConfig(players=2, seed=6))
    hints = searcher("hard", 2, max_iterations=120).explain(state)
    assert len(hints) == 3
    assert len({h.action for h in hints}) == 3
    for hint in hints:
        assert hint.action in state.legal_actions()
        assert hint.plan[0] == hint.action
        assert 0.0 <= hint.value <= 1.0
        assert hint.why
        assert "simulated" in hint.why
    assert hints[0].visits >= hints[1].visits >= hints[2].visits


def test_plans_are_distinct_end_positions() -> None:
    """At the opening the same gem into Destiny slot 1 or 2 is one choice, not two."""
    state = new_game(GameConfig(players=2, seed=6))
    rng = random.Random(3)
    work = state.resample(5)
    plans = plan_turn(work, rng)
    kept = distinct_plans(work, plans, rng)
    keys = []
    for plan in kept:
        end = work.clone()
        for action in plan.actions:
            end.apply(action)
        keys.append(position_key(end))
    assert len(set(keys)) == len(keys)
    slot_plans = [p.actions for p in plans if any(getattr(a, "target", "") == "slot2"
                                                  for a in p.actions)]
    assert slot_plans  # the planner offers both slots …
    mirrored = {tuple(getattr(a, "target", None) == "slot1" for a in p.actions) for p in kept}
    assert len(kept) < len(plans)
    assert mirrored  # … the search keeps one of each pair


def test_baseline_plays_legal_games() -> None:
    for players in (2, 3):
        state = new_game(GameConfig(players=players, seed=40 + players))
        seats = [BaselinePlayer(seat, think_ms=None, max_iterations=8) for seat in range(players)]
        while not state.is_over:
            action = seats[state.current_player].choose(state.clone())
            assert action in state.legal_actions()
            state.apply(action)
        assert state.winner is not None


def test_final_stage_hints_are_exact_outcomes() -> None:
    state = final_positions(2, 5, gems_left=12)
    assert state is not None
    assert len(state.legal_actions()) > 1
    hints = SearchPlayer(1, think_ms=None, max_iterations=10).explain(state)
    assert 1 <= len(hints) <= 3
    assert len({h.action for h in hints}) == len(hints)
    me = state.current_player
    for hint in hints:
        child = state.clone()
        child.apply(hint.action)
        wins = brute_force(child)[me] >= WIN / 2
        assert hint.value == (1.0 if wins else 0.0)
        assert "best play" in hint.why


def _record_trees(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, TreeShape]]:
    """The horizon and shape of every tree the search builds from now on, in order."""
    built: list[tuple[int, TreeShape]] = []

    class RecordingTree(Tree):
        def __init__(self, root: GameState, rng: random.Random, *, horizon: int, depth: int,
                     shape: TreeShape = DEFAULT_SHAPE) -> None:
            built.append((horizon, shape))
            super().__init__(root, rng, horizon=horizon, depth=depth, shape=shape)

    monkeypatch.setattr(search, "Tree", RecordingTree)
    return built


@pytest.mark.parametrize("players", [2, 3])
def test_expert_looks_a_round_further_than_hard(players: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert spends its longer budget on a three-round look ahead, hard keeps two rounds:
    the horizon its tree hands the rollouts is counted in turns of every seat."""
    built = _record_trees(monkeypatch)
    state = new_game(GameConfig(players=players, seed=3))
    for level in ("hard", "expert"):
        player = make_player(level, 5, max_iterations=30)
        assert isinstance(player, SearchPlayer)
        player.search(state.clone())
    assert [horizon for horizon, _ in built] == [2 * players, 3 * players]


def _searches_in_a_turn(players: int, seed: int, **options: Any) -> tuple[int, int]:
    """Hard plays the first seat's whole first turn; how many of its decisions had a choice,
    and at how many of them it searched."""
    state = new_game(GameConfig(players=players, seed=seed))
    player = searcher("hard", seed, max_iterations=40, **options)
    searches = 0
    real_search = player.search

    def counting(position: GameState, stop: Any = None) -> search.SearchResult:
        nonlocal searches
        searches += 1
        return real_search(position, stop)

    player.search = counting  # type: ignore[method-assign, assignment]
    choices = 0
    seat = state.current_player
    while state.current_player == seat and not state.is_over:
        choices += len(state.legal_actions()) > 1
        state.apply(player.choose(state.clone()))
    return choices, searches


@pytest.mark.parametrize("players", [2, 3, 4])
def test_more_seats_search_again_at_every_decision_of_a_turn(players: int) -> None:
    """From three seats up hard searches at every decision with a choice (each has a
    decision's budget); at two it searches once and plays the rest of its plan."""
    turns = [_searches_in_a_turn(players, seed) for seed in range(3)]
    assert all(choices > 1 for choices, _ in turns), "the first turns have several choices"
    if players >= 3:
        assert all(searches == choices for choices, searches in turns)
    else:
        assert all(searches < choices for choices, searches in turns)


@pytest.mark.parametrize("players", [3, 4])
def test_a_search_told_to_search_once_a_turn_does_at_any_table(players: int) -> None:
    """``replan_players=None`` (the arena's ``:once``) keeps one search a turn at every table."""
    for seed in range(3):
        choices, searches = _searches_in_a_turn(players, seed, replan_players=None)
        assert searches < choices


@pytest.mark.parametrize("players", [2, 3, 4])
def test_crowded_tables_grow_the_tree_faster(players: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard and expert build the next seat's node after 16 simulations at two seats and after 8
    from three seats up (the two opponents' replies stand between a plan and our next turn);
    an ``expand_after`` given explicitly holds at every table."""
    built = _record_trees(monkeypatch)
    state = new_game(GameConfig(players=players, seed=3))
    for level, options in (("hard", {}), ("expert", {}), ("hard", {"expand_after": 16}),
                           ("hard", {"expand_after": 5})):
        player = make_player(level, 5, max_iterations=30, **options)
        assert isinstance(player, SearchPlayer)
        player.search(state.clone())
    crowded = 8 if players >= 3 else 16
    shapes = [shape for _, shape in built]
    assert [shape.expand_after for shape in shapes] == [crowded, crowded, 16, 5]
    assert all(shape == replace(DEFAULT_SHAPE, expand_after=shape.expand_after)
               for shape in shapes), "nothing else of the shape changes"


def test_reuse_carries_the_previous_decisions_statistics_into_the_next() -> None:
    """``reuse``: a later decision of a turn starts from what the previous search learnt about
    the plans it still holds ("the action just played, then this"), visits and rewards
    unchanged; without it, or at the next turn, every search starts empty."""
    state = new_game(GameConfig(players=3, seed=4))
    player = searcher("hard", 4, max_iterations=200, reuse=True)
    seat = state.current_player
    carried_any = False
    before: Any = None
    played: Any = None
    while state.current_player == seat:
        action = player.choose(state.clone())
        root = player._root
        assert root is not None
        if root is before:  # a forced action: no search
            root = None
        elif before is not None and player.carried:
            carried_any = True
            index = {plan: i for i, plan in enumerate(before.plans)}
            pairs = [(j, index[(played, *plan)]) for j, plan in enumerate(root.plans)
                     if (played, *plan) in index]
            assert sum(before.visits[i] for _, i in pairs) == player.carried
            assert all(root.visits[j] >= before.visits[i] for j, i in pairs)
            assert all(root.children[j] is before.children[i] for j, i in pairs
                       if before.visits[i])
            assert player.last is not None
            assert root.n == player.carried + player.last.iterations == sum(root.visits)
        before, played = root, action
        state.apply(action)
    assert carried_any, "the first turn's later decisions start from the previous search"
    fresh = searcher("hard", 4, max_iterations=200, reuse=False)
    state = new_game(GameConfig(players=3, seed=4))
    while state.current_player == seat:
        state.apply(fresh.choose(state.clone()))
        assert fresh.carried == 0
    # the next turn of the reusing player starts empty: other seats played in between
    while state.current_player != seat:
        state.apply(state.legal_actions()[0])
    player.choose(state.clone())
    assert player.carried == 0


def test_hard_and_expert_reuse_at_three_seats_and_the_rated_player_never() -> None:
    """Starting a later decision from the previous search is the default where it was measured
    (three seats); four seats and the rated player (its calibration) start fresh; ``reuse``
    given holds at every table."""
    for level in ("hard", "expert"):
        player = searcher(level, 1, max_iterations=9)
        assert [player.reuses(n) for n in (2, 3, 4)] == [False, True, False]
        assert searcher(level, 1, max_iterations=9, reuse=True).reuses(4)
        assert not searcher(level, 1, max_iterations=9, reuse=False).reuses(3)
    rated = make_player("rated:2200", 1, clock=False)
    assert isinstance(rated, RatedPlayer)
    assert rated.search is not None
    assert not rated.search.reuses(3)
    state = new_game(GameConfig(players=3, seed=4))
    state.apply(rated.choose(state.clone()))
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    rated.choose(state.clone())
    assert rated.search.carried == 0


def test_reuse_carries_nothing_across_a_draw_or_another_position(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What the previous search knew holds only for the position it expected: after another
    action than its own nothing is carried, and after an action that draws from the bag (a
    gamble, a redraw) nothing is even kept."""
    opening = new_game(GameConfig(players=3, seed=5))
    opening.apply(searcher("hard", 5, max_iterations=120).choose(opening.clone()))
    would_match = 0
    for other in opening.legal_actions():
        player = searcher("hard", 5, max_iterations=120, reuse=True)
        chosen = player.choose(opening.clone())
        old = player._root
        assert old is not None
        if other == chosen:
            continue
        state = opening.clone()
        state.apply(other)
        # the plans after ``other`` that the old root also held after ``chosen``
        would_match += carry_over(old, chosen, Node(state, random.Random(1)))
        player.choose(state.clone())
        assert player.carried == 0
    assert would_match, "some plans after another action look alike: the check is what stops them"
    rng = random.Random(0)
    state = new_game(GameConfig(players=3, seed=0))  # the altar refills from the bag
    while {state.preview(a).chance for a in state.legal_actions()} != {True, False} \
            or state.phase == Phase.FINAL:
        state.apply(rng.choice(state.legal_actions()))
    draw = next(a for a in state.legal_actions() if state.preview(a).chance)
    drawing = searcher("hard", 5, max_iterations=40, reuse=True)
    monkeypatch.setattr(drawing.follower, "adopt", lambda _state, _plan: draw)
    assert drawing.choose(state.clone()) == draw
    assert drawing.follower.kept is None
    quiet = next(a for a in state.legal_actions() if not state.preview(a).chance)
    monkeypatch.setattr(drawing.follower, "adopt", lambda _state, _plan: quiet)
    drawing.choose(state.clone())
    assert drawing.follower.kept is not None


def test_reuse_reaches_the_tables_worker_which_builds_a_player_per_request(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's worker makes a new player for every decision and hands it the seat's plan
    follower: what the previous decision's search left travels with that follower, so the
    second decision of a three-seat turn starts from it there too."""
    carried: list[int] = []

    def recording(old: Any, taken: Any, new: Any) -> int:
        carried.append(carry_over(old, taken, new))
        return carried[-1]

    monkeypatch.setattr(search, "carry_over", recording)
    thinker = Thinker()
    state = new_game(GameConfig(players=3, seed=4))
    state.apply(thinker.think(state.clone(), "hard", 4, 300, 0, None))
    assert len(state.legal_actions()) > 1
    thinker.think(state.clone(), "hard", 4, 300, 0, None)
    assert len(carried) == 1
    assert carried[0] > 0
