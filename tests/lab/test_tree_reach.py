"""The bench's measure of how deep hard's tree grows: turns below the root, counted as the tree
holds them (the figure the AI notes quote for why more seats thin the edge)."""

from __future__ import annotations

import pytest

from ganesha.lab.bench import main
from ganesha.lab.search_bench import Reach, tree_reach


def test_a_tree_that_never_searched_is_its_root_alone() -> None:
    assert tree_reach(3, seed=4, iterations=0) == Reach(nodes=1, deepest=0, main_line=0)


def test_the_main_line_runs_down_a_tree_grown_at_every_visit() -> None:
    reach = tree_reach(3, seed=4, iterations=40, shape="expand_after=1")
    # Every simulation builds a node: the tree reaches below the first replies, and its main
    # line (one path) is never deeper than its deepest node nor longer than the nodes it holds.
    assert reach.main_line >= 2
    assert reach.deepest >= reach.main_line
    assert reach.nodes > reach.deepest


def test_a_tree_that_waits_longer_to_grow_a_node_reaches_less_far() -> None:
    eager = tree_reach(3, seed=4, iterations=40, shape="expand_after=1")
    patient = tree_reach(3, seed=4, iterations=40, shape="expand_after=100")
    assert patient.nodes < eager.nodes
    assert patient.deepest <= 1


def test_the_reach_mode_prints_every_table_size(capsys) -> None:
    assert main(["reach", "--positions", "1", "--iterations", "40"]) == 0
    out = capsys.readouterr().out
    for players in (2, 3, 4):
        assert f"{players} players: nodes" in out
    assert "reaches our own next turn in" in out


@pytest.mark.slow  # a second's search at every table size; the tree's reach is held above
def test_the_bench_grows_the_tree_the_level_grows_at_each_table() -> None:
    """Without a shape the bench measures the tree hard itself builds: a node after 16
    simulations at two seats, after 8 from three seats up."""
    for players, own, other in ((2, 16, 8), (3, 8, 16), (4, 8, 16)):
        default = tree_reach(players, seed=4, iterations=300)
        assert default == tree_reach(players, seed=4, iterations=300, shape=f"expand_after={own}")
        assert default != tree_reach(players, seed=4, iterations=300,
                                     shape=f"expand_after={other}")
