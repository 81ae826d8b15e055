"""The textbook open-loop ISMCTS sparring partner (``ismcts``): legal everywhere, blind to the
real bag, replayable at an iteration cap, each seat's own reward backed up, the turn's subtree
carried to its next decision, and never offered to players."""

from __future__ import annotations

import pytest

import ganesha.ai.ismcts as ismcts
from ganesha.ai import LEVELS, OFFERED_LEVELS, SEARCH_LEVELS, make_player
from ganesha.ai.ismcts import IsmctsPlayer, Node, backup
from ganesha.data.vocabulary import OFFERED_SEAT_KINDS, SEAT_KINDS
from ganesha.engine import Action, EndTurn, GameConfig, GameState, Phase, Place, Take, new_game
from tests.helpers.chance import other_future, poisoned
from tests.helpers.positions import find


def tiny(seed: int, cap: int = 12, reuse: bool = True) -> IsmctsPlayer:
    """A clock-free player: its choices are a function of the seed and the positions."""
    return IsmctsPlayer(seed, think_ms=None, max_iterations=cap, reuse=reuse)


@pytest.mark.parametrize(("players", "side", "spices"), [
    (2, "day", True), (3, "night", True), (4, "day", False)])
def test_whole_games_are_legal_at_every_table(players: int, side: str, spices: bool) -> None:
    """Every seat an ``ismcts`` player, a whole game: each choice is legal, the game handed over
    is not changed, and the choices met include spices (when on) and the final stage."""
    state = new_game(GameConfig(players=players, side=side, spices=spices, seed=30 + players))
    seats = [tiny(seat, cap=6) for seat in range(players)]
    searched: set[Phase] = set()
    while not state.is_over:
        before = state.digest()
        action = seats[state.current_player].choose(state.clone())
        assert action in state.legal_actions(), (state.phase, action)
        assert state.digest() == before
        if len(state.legal_actions()) > 1:
            searched.add(state.phase)
        state.apply(action)
    assert {Phase.TAKE, Phase.PLACE, Phase.SACRIFICE, Phase.FINAL} <= searched
    assert (Phase.SPICE in searched) == spices


@pytest.mark.parametrize("phase", [Phase.SPICE, Phase.FINAL, Phase.SACRIFICE])
def test_the_real_future_is_never_read(phase: Phase) -> None:
    """On the real game itself, its future poisoned (any draw from it raises) and then replaced
    by another: the player plays, and the same choice on both."""
    state = find(lambda s: s.phase == phase and len(s.legal_actions()) > 1)
    picks = [tiny(3, cap=60).choose(real)
             for real in (poisoned(state), other_future(state, 5), other_future(state, 6))]
    assert picks[0] == picks[1] == picks[2]
    assert picks[0] in state.legal_actions()


def test_the_same_seed_and_cap_give_the_same_game() -> None:
    def game(seed: int) -> list[Action]:
        state = new_game(GameConfig(players=3, seed=8))
        seats = [tiny(seed + seat, cap=10) for seat in range(3)]
        for _ in range(40):
            state.apply(seats[state.current_player].choose(state.clone()))
        return state.player_actions()

    assert game(1) == game(1)


def opening() -> GameState:
    """A 3-player opening without spices: a gem taken is placed next by the same seat."""
    return new_game(GameConfig(players=3, seed=11, spices=False))


@pytest.mark.parametrize("reuse", [True, False])
def test_the_turn_goes_on_in_the_subtree_of_the_action_played(reuse: bool) -> None:
    """The second decision of a turn starts from the first's subtree of the action played (its
    visits carried over); without reuse it starts from nothing."""
    state = opening()
    player = tiny(2, cap=200, reuse=reuse)
    me = state.current_player
    take = player.choose(state.clone())
    assert player.last is not None
    kept = player.last.kept
    assert (kept > 0) == reuse
    state.apply(take)
    assert state.phase == Phase.PLACE
    assert state.current_player == me
    player.choose(state.clone())
    assert player.last.reused == kept
    assert player.last.iterations == 200


def test_the_subtree_is_dropped_when_the_turn_ends() -> None:
    """One player choosing for both seats: after a turn's end (the next may open with an altar
    reset) the next seat's decision starts afresh although the tree below the end holds it."""
    state = new_game(GameConfig(players=2, seed=4, spices=False))
    player = tiny(2, cap=80)
    first = state.current_player
    while state.current_player == first:
        state.apply(player.choose(state.clone()))
    assert len(state.legal_actions()) > 1  # the next seat's decision is searched
    player.choose(state.clone())
    assert player.last is not None
    assert player.last.reused == 0
    assert player.last.kept > 0  # within seat 1's turn the subtree is kept again


def test_a_game_that_went_elsewhere_is_not_reused() -> None:
    """A player asked about another line of the game than the one it chose starts afresh."""
    player = tiny(2, cap=100)
    state = opening()
    take = player.choose(state.clone())
    state.apply(next(a for a in state.legal_actions() if a != take))
    player.choose(state.clone())
    assert player.last is not None
    assert player.last.reused == 0


def test_each_node_backs_up_the_reward_of_the_seat_that_chose_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat maximises its own reward: with every seat paid a different fixed reward,
    every node's total is its visits times the reward of the seat whose action it is."""
    paid = [0.9, 0.1, 0.5]
    monkeypatch.setattr(ismcts, "rewards", lambda state, kind: paid)
    state = new_game(GameConfig(players=3, seed=5))
    root = tiny(1, cap=150).search(state)
    seen = set()
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        if node.seat >= 0:
            seen.add(node.seat)
            assert node.total == pytest.approx(node.visits * paid[node.seat])
    assert len(seen) >= 2  # the root seat and at least the next one


def test_backup_counts_the_visit_everywhere_and_the_chooser_reward_only() -> None:
    path = [Node(-1), Node(0), Node(1), Node(1), Node(2)]
    backup(path, [0.25, 0.5, 1.0])
    assert [n.visits for n in path] == [1, 1, 1, 1, 1]
    assert [n.total for n in path] == [0.0, 0.25, 0.5, 0.5, 1.0]


def test_an_opponent_choice_follows_its_own_reward_not_ours() -> None:
    """At a node where seat 1 chooses, UCB prefers the action best for seat 1, however bad for
    the root's seat (the statistics there are seat 1's own)."""
    node = Node(0)
    good_for_one, good_for_zero = Take(hex=1), Take(hex=2)
    for action, own in ((good_for_one, 0.9), (good_for_zero, 0.1)):
        child = node.children[action] = Node(1)
        child.visits = child.available = 50
        child.total = 50 * own
    assert ismcts.select(node, [good_for_zero, good_for_one], 0.7) == good_for_one


def test_it_is_a_level_for_the_arena_and_never_offered() -> None:
    assert "ismcts" in LEVELS
    assert "ismcts" in SEARCH_LEVELS
    assert "ismcts" in SEAT_KINDS
    assert "ismcts" not in OFFERED_LEVELS
    assert "ismcts" not in OFFERED_SEAT_KINDS
    player = make_player("ismcts", 3, think_ms=None, max_iterations=5)
    assert isinstance(player, IsmctsPlayer)
    assert player.name == "ismcts"
    assert make_player("ismcts", 3, think_ms=250).think_ms == 250  # type: ignore[attr-defined]


def test_a_bad_reward_or_no_budget_is_refused() -> None:
    with pytest.raises(ValueError, match="reward"):
        IsmctsPlayer(1, reward="lead")
    with pytest.raises(ValueError, match="budget"):
        IsmctsPlayer(1, think_ms=None, max_iterations=None)


def test_explain_ranks_legal_first_actions_by_visits() -> None:
    state = new_game(GameConfig(players=2, seed=6))
    hints = tiny(2, cap=120).explain(state)
    assert len(hints) == 3
    assert all(h.action in state.legal_actions() for h in hints)
    assert hints[0].visits >= hints[1].visits >= hints[2].visits > 0


def test_the_walk_down_the_kept_subtree_stops_at_a_turn_end_played_since() -> None:
    """The turn finished by moves played since (a placement, then the end): the next seat's
    decision starts afresh, although the kept subtree reaches past the end."""
    state = opening()
    player = tiny(2, cap=1500)
    state.apply(player.choose(state.clone()))
    state.apply(Place(state.held_gems()[0], "treasury"))
    state.apply(EndTurn())
    player.choose(state.clone())
    assert player.last is not None
    assert player.last.reused == 0


def test_selection_counts_exploration_by_availability() -> None:
    """Two children equal in visits, the better mean seen in few samples: the one available in
    many more samples has the larger exploration term and is chosen."""
    node = Node(-1)
    often, seldom = Take(hex=1), Take(hex=2)
    for action, mean, available in ((often, 0.5, 100), (seldom, 0.55, 10)):
        child = node.children[action] = Node(0)
        child.visits, child.available, child.total = 10, available, 10 * mean
    assert ismcts.select(node, [seldom, often], 0.7) == often


def test_one_node_is_added_per_iteration_and_counted_when_available() -> None:
    """At the opening every first action is legal in every sample: each root child is
    available in every iteration since it was added, and the tree grows one node at a time."""
    state = new_game(GameConfig(players=3, seed=5))
    root = tiny(1, cap=300).search(state)
    nodes = []
    stack = [root]
    while stack:
        node = stack.pop()
        nodes.append(node)
        stack.extend(node.children.values())
    assert len(nodes) == 300 + 1
    firsts = list(root.children.values())
    assert len(firsts) == len(state.legal_actions())
    assert max(c.available for c in firsts) == 300
    assert all(c.available >= c.visits for c in nodes[1:])


def test_a_turn_ended_by_the_search_itself_keeps_nothing() -> None:
    """The search chose the turn's end (a sacrifice or the end): the next seat's decision, asked
    of the same player, starts afresh."""
    state = find(lambda s: s.phase == Phase.SACRIFICE and len(s.legal_actions()) > 1)
    player = tiny(2, cap=300)
    state.apply(player.choose(state.clone()))
    assert len(state.legal_actions()) > 1  # the next seat's decision is searched
    player.choose(state.clone())
    assert player.last is not None
    assert player.last.reused == 0


def test_the_most_visited_first_action_is_played_not_the_best_mean(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The robust child: a first action with many visits beats one with a better mean seen
    seldom (a lucky few samples)."""
    state = opening()
    legal = state.legal_actions()
    root = Node(-1)
    for action, visits, mean in ((legal[0], 5, 0.9), (legal[1], 40, 0.6)):
        child = root.children[action] = Node(state.current_player)
        child.visits = child.available = visits
        child.total = visits * mean
    monkeypatch.setattr(IsmctsPlayer, "search", lambda self, state, stop=None: root)
    player = tiny(1)
    assert player.choose(state.clone()) == legal[1]
    assert [h.action for h in player.explain(state)[:2]] == [legal[1], legal[0]]
