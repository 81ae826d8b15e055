"""The whole-turn search tree (ai/tree.py): opponents' replies and our next turn in the tree,
legal plans at every node, determinism under an iteration cap, and no peeking at the real bag."""

from __future__ import annotations

import random

import pytest

from ganesha.ai import heuristics as h
from ganesha.ai.search import SearchPlayer
from ganesha.ai.tree import Node, Tree, TreeShape, outcome_key
from ganesha.engine import GameConfig, GameState, Phase, new_game
from tests.helpers.chance import poisoned


def round_four(players: int = 2, seed: int = 8) -> GameState:
    """A position at the start of a turn in round 4: the next few turns end no round 3, 6 or
    9, so no altar reset draws from the bag between them."""
    state = new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    while state.round < 4 or state.phase != Phase.TAKE:
        state.apply(rng.choice(state.legal_actions()))
    return state


def grown(state: GameState, seed: int, iterations: int, depth: int = 3) -> Tree:
    """A tree grown quickly (a node after 8 visits), so small searches show its structure."""
    root = state.resample(seed)
    tree = Tree(root, random.Random(seed), horizon=4, depth=depth,
                shape=TreeShape(expand_after=8))
    for _ in range(iterations):
        tree.iterate()
    return tree


def built_children(node: Node, plan: int) -> list[Node]:
    return [o.node for o in node.children[plan].values() if o.node is not None]


def test_the_tree_holds_the_opponents_reply_and_our_next_turn() -> None:
    state = round_four()
    me = state.current_player
    tree = grown(state, 3, 1500)
    replies = [child for i in range(len(tree.root.plans)) for child in built_children(tree.root, i)]
    assert replies, "no opponent node was expanded"
    assert all(child.seat != me and child.n > 0 for child in replies)
    ours = [grand for child in replies for i in range(len(child.plans))
            for grand in built_children(child, i)]
    # (After a reply that ends in a pepper draw the same opponent goes on: that is its node.)
    assert sum(grand.seat == me for grand in ours) > len(ours) / 2
    # No deeper than asked: our next turn has no children built.
    assert all(not built_children(grand, i) for grand in ours for i in range(len(grand.plans)))
    # Every simulation passes the root once; a child sees only simulations through its plan.
    assert tree.root.n == 1500 == sum(tree.root.visits)
    for i in range(len(tree.root.plans)):
        assert sum(child.n for child in built_children(tree.root, i)) <= tree.root.visits[i]


def test_a_one_level_tree_builds_no_opponent_nodes() -> None:
    tree = grown(round_four(), 3, 200, depth=1)
    assert tree.nodes == 1
    assert all(not tree.root.children[i] for i in range(len(tree.root.plans)))


def test_every_plan_in_the_tree_is_legal_where_it_is_played() -> None:
    """Replay each reply node's position (the root's plan is deterministic mid-round) and
    play every plan the node holds, and every plan of our next turn below it."""
    state = round_four(seed=21)
    tree = grown(state, 5, 400)
    checked = 0
    for i, plan in enumerate(tree.root.plans):
        after = state.resample(0)
        for action in plan:
            assert action in after.legal_actions()
            after.apply(action)
        for key, outcome in tree.root.children[i].items():
            child = outcome.node
            if child is None or key != outcome_key(after, tree.root.seat):
                continue
            for j, reply in enumerate(child.plans):
                reply_state = after.clone()
                for action in reply:
                    assert action in reply_state.legal_actions()
                    reply_state.apply(action)
                checked += 1
                for grand in built_children(child, j):
                    if grand.seat != reply_state.current_player:
                        continue
                    for ours in grand.plans:
                        work = reply_state.clone()
                        for action in ours:
                            assert action in work.legal_actions()
                            work.apply(action)
                        checked += 1
    assert checked > 10


def test_an_iteration_cap_gives_the_same_tree() -> None:
    state = round_four(players=3, seed=4)
    one, two = grown(state, 9, 300), grown(state, 9, 300)
    assert one.nodes == two.nodes > 1
    assert one.root.plans == two.root.plans
    assert one.root.visits == two.root.visits
    assert one.root.totals == two.root.totals


def test_no_node_of_the_tree_reads_the_real_bag() -> None:
    """The first turn of round 3, where the opponent's reply ends the round and the altar is
    reset from the bag, searched with the real future poisoned: every draw (reset, pepper) in
    every node and rollout comes from the search's own samples."""
    rng = random.Random(2)
    searched = 0
    for seed in range(40):
        state = new_game(GameConfig(players=2, seed=seed))
        while not state.is_over and state.round < 3:
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_over and state.round == 3 and searched < 3:
            if state.phase == Phase.TAKE:
                hidden = poisoned(state)
                player = SearchPlayer(seed, think_ms=None, max_iterations=250)
                result = player.search(hidden)
                assert player.nodes > 1
                assert result.iterations == 250
                searched += 1
                break
            state.apply(rng.choice(state.legal_actions()))
        if searched >= 3:
            break
    assert searched == 3


def test_each_node_backs_up_its_own_seats_reward() -> None:
    """Two players: an iteration through a reply node adds the opponent's reward there and
    ours at the root, and the two add up to 1 (the reward is a logistic of the lead)."""
    state = round_four()
    tree = grown(state, 7, 150)
    assert abs(h.reward(state, 0) + h.reward(state, 1) - 1.0) < 1e-9
    root = tree.root
    through_replies = 0
    for _ in range(150):
        before_root = sum(root.totals)
        replies = [child for i in range(len(root.plans)) for child in built_children(root, i)]
        before = {id(child): (child.n, sum(child.totals)) for child in replies}
        tree.iterate()
        gained = sum(root.totals) - before_root
        for child in replies:
            n, total = before[id(child)]
            if child.n == n + 1:
                assert child.seat != root.seat
                assert abs(sum(child.totals) - total + gained - 1.0) < 1e-9
                through_replies += 1
    assert through_replies > 50


def test_rewards_for_every_seat_match_each_seats_reward() -> None:
    rng = random.Random(5)
    for players in (2, 3, 4):
        state = new_game(GameConfig(players=players, seed=players))
        while not state.is_over:
            assert h.rewards(state) == [h.reward(state, seat) for seat in range(players)]
            state.apply(rng.choice(state.legal_actions()))
        assert h.rewards(state) == [h.reward(state, seat) for seat in range(players)]


def test_win_chances_are_the_lead_at_two_seats_and_a_share_of_one_from_three_up() -> None:
    """The ``win`` reward: at two seats the same numbers as the lead's logistic curve; from three
    up every seat's estimated chance, summing to 1, the seat estimated ahead the likeliest; a
    finished game pays as :func:`heuristics.reward` does."""
    rng = random.Random(6)
    for players in (2, 3, 4):
        state = new_game(GameConfig(players=players, seed=players + 10))
        while not state.is_over:
            chances = h.win_chances(state)
            if players == 2:
                assert chances == pytest.approx(h.rewards(state), abs=1e-12)
            else:
                assert sum(chances) == pytest.approx(1.0)
                estimates = h.estimate(state)
                assert chances.index(max(chances)) == estimates.index(max(estimates))
            state.apply(rng.choice(state.legal_actions()))
        assert h.win_chances(state) == [h.reward(state, seat) for seat in range(players)]


def test_a_trailing_seats_win_chance_counts_every_seat_ahead(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What tells the two rewards apart at three seats: the lead reward of the last seat sees
    only the leader; its win chance also falls when the middle seat draws near the leader."""
    state = round_four(players=3, seed=9)
    monkeypatch.setattr(h, "estimate", lambda _state: [30.0, 20.0, 10.0])
    lead_far, win_far = h.rewards(state)[2], h.win_chances(state)[2]
    monkeypatch.setattr(h, "estimate", lambda _state: [30.0, 29.0, 10.0])
    lead_near, win_near = h.rewards(state)[2], h.win_chances(state)[2]
    assert lead_far == lead_near
    assert win_near < win_far


def test_the_tree_backs_up_the_reward_its_shape_names() -> None:
    """One simulation's backed-up value at the root is the named reward of the position it was
    scored at, for the root's seat."""
    state = round_four(players=3)
    for reward in h.SEAT_REWARDS:
        root = state.resample(4)
        tree = Tree(root, random.Random(4), horizon=4, depth=3,
                    shape=TreeShape(expand_after=8, reward=reward))
        scored = tree.iterate()
        assert sum(tree.root.totals) == h.SEAT_REWARDS[reward](scored)[tree.root.seat]


def depth_of(node: Node) -> int:
    return 1 + max((depth_of(child) for i in range(len(node.plans))
                    for child in built_children(node, i)), default=0)


def all_nodes(node: Node) -> list[Node]:
    return [node] + [below for i in range(len(node.plans)) for child in built_children(node, i)
                     for below in all_nodes(child)]


def test_a_few_bag_outcomes_per_plan_let_the_tree_grow_past_an_altar_reset() -> None:
    """Round 3 ends with an altar reset: every sample refills the altar differently, so with
    every outcome kept (``outcomes=0``) none is reached often enough to grow a node and the tree
    stops there; keeping ``outcomes`` per plan (sparse sampling) grows it past the reset."""
    state = new_game(GameConfig(players=2, seed=5))
    rng = random.Random(5)
    while state.round < 3 or state.phase != Phase.TAKE:
        state.apply(rng.choice(state.legal_actions()))
    depths = {}
    for kept in (0, 4):
        root = state.resample(1)
        tree = Tree(root, random.Random(1), horizon=4, depth=8,
                    shape=TreeShape(expand_after=8, outcomes=kept))
        for _ in range(3000):
            tree.iterate()
        nodes = all_nodes(tree.root)
        if kept:
            assert all(len(node.children[i]) <= kept for node in nodes
                       for i in range(len(node.plans)))
        depths[kept] = depth_of(tree.root)
    assert depths[4] >= depths[0] + 2, depths


def test_given_root_plans_are_kept_as_given_and_each_is_played_when_asked() -> None:
    """The review values its own candidates with the search: a plan it names is played first
    (not the one UCB would pick), two plans reaching the same position stay two, and the
    position scored is reached through that plan."""
    state = round_four()
    root = state.resample(3)
    found = Tree(root, random.Random(3), horizon=4, depth=3).root.plans
    given = [found[1], found[0], found[0]]  # a duplicate, the planner's best not first
    tree = Tree(root, random.Random(3), horizon=4, depth=3, root_plans=given)
    assert tree.root.plans == given
    for k in range(9):
        end = tree.iterate(root_plan=k % 3, bag=k)
        assert end.round >= state.round
    assert tree.root.visits == [3, 3, 3]
    tree.iterate(root_plan=1, bag=5)
    assert tree.root.visits == [3, 4, 3]
