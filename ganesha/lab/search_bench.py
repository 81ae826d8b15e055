"""The AI's speed and strength experiments of ``python -m ganesha.bench`` (``ai``, ``tune``,
``depth``, ``reach``): search speed against an older commit, decision times, rollout weights by
self-play, what tree depth buys and how deep the tree grows at each table size. Figures are
printed, never asserted."""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

from ganesha.ai.parent_watch import bound_child
from ganesha.engine import GameConfig, new_game

#: Run in a fresh interpreter (this tree's or an older commit's package on PYTHONPATH): the
#: hard search at the 2-player opening with a fixed iteration cap, timed in CPU seconds.
_SIMS_SNIPPET = """
import sys, time
from ganesha.ai.search import SearchPlayer
from ganesha.engine import GameConfig, new_game
seed, cap = int(sys.argv[1]), int(sys.argv[2])
state = new_game(GameConfig(players=2, seed=seed))
player = SearchPlayer(seed, think_ms=None, max_iterations=cap)
start = time.process_time()
result = player.search(state)
print(result.iterations / (time.process_time() - start))
"""


def _sims_per_cpu_second(root: str, seed: int, cap: int) -> float:
    import os
    import subprocess

    env = dict(os.environ, PYTHONPATH=root)
    # cwd=root too: ``python -c`` puts the working directory first on sys.path.
    out = subprocess.run([sys.executable, "-c", _SIMS_SNIPPET, str(seed), str(cap)], env=env,
                         cwd=root, capture_output=True, text=True, check=True,
                         preexec_fn=bound_child()).stdout
    return float(out.strip())


def bench_ai(runs: int, iterations: int, against: str | None, games: int) -> None:
    """Search speed (now, and an older commit's in the same run, interleaved so both see the
    same machine load), then decision times of medium and of the exact final stage."""
    import pathlib
    import subprocess
    import tempfile

    here = str(pathlib.Path(__file__).resolve().parents[2])
    print(f"ai: hard search at the 2-player opening, {iterations} simulations, CPU time, "
          f"median of {runs} runs (seeds 1..{runs})")
    with tempfile.TemporaryDirectory() as old_root:
        if against:
            archive = subprocess.run(["git", "-C", here, "archive", against, "ganesha"],
                                     capture_output=True, check=True,
                                     preexec_fn=bound_child()).stdout
            subprocess.run(["tar", "-x", "-C", old_root], input=archive, check=True,
                           preexec_fn=bound_child())
        now, before = [], []
        for run in range(1, runs + 1):
            now.append(_sims_per_cpu_second(here, run, iterations))
            if against:
                before.append(_sims_per_cpu_second(old_root, run, iterations))
    print(f"  this tree: {statistics.median(now):8.0f} simulations per CPU-second "
          f"(min {min(now):.0f}, max {max(now):.0f})")
    if before:
        print(f"  {against}: {statistics.median(before):8.0f} simulations per CPU-second "
              f"(min {min(before):.0f}, max {max(before):.0f}); ratio "
              f"{statistics.median(now) / statistics.median(before):.2f}x")
    _decision_times(games)


def _decision_times(games: int) -> None:
    from ganesha.ai import make_player
    from ganesha.ai.final import best_final
    from ganesha.engine import Phase

    medium: list[float] = []
    final: list[float] = []
    for game in range(games):
        players = 2 + game % 3
        state = new_game(GameConfig(players=players, seed=500 + game))
        seats = [make_player("medium", game * 7 + seat) for seat in range(players)]
        while not state.is_over:
            start = time.perf_counter()
            if state.phase == Phase.FINAL:
                action = best_final(state)
                final.append(time.perf_counter() - start)
            else:
                action = seats[state.current_player].choose(state.clone())
                medium.append(time.perf_counter() - start)
            state.apply(action)
    for label, times in (("medium decision", medium), ("final-stage solve", final)):
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        print(f"  {label}: {len(times)} decisions over {games} games (2-4 players), wall ms: "
              f"median {1000 * statistics.median(times):.2f}, p95 {1000 * p95:.2f}, "
              f"max {1000 * max(times):.2f}")
    print("  targets: simulations ≥ 2x the one-level search (8bb5697, docs/ai.md); "
          "medium and final stage ≤ 50 ms")


def tune_rollout(games: int, iterations: int, seed: int, step: float,
                 fields: list[str]) -> None:
    """Coordinate search over :class:`RolloutWeights` by self-play: for each field, the hard
    search with the field scaled by ``1 - step`` and ``1 + step`` plays the current weights
    over ``games`` games (each deal from both seats, fixed simulation counts, so the output is
    reproducible); a change is kept only when its Wilson 95% lower bound is above 50%."""
    import dataclasses

    from ganesha.ai import make_player
    from ganesha.ai.rollout import DEFAULT_WEIGHTS, RolloutWeights
    from ganesha.lab.arena import wilson_interval

    def match(candidate: RolloutWeights, current: RolloutWeights) -> int:
        wins = 0
        for game in range(games):
            config = GameConfig(players=2, seed=seed * 100_003 + game // 2)
            side = game % 2  # the candidate's seat: every deal is played from both seats
            weights = [current, current]
            weights[side] = candidate
            seats = [make_player("hard", seed + 7 * game + i, max_iterations=iterations,
                                 weights=weights[i]) for i in range(2)]
            state = new_game(config)
            while not state.is_over:
                state.apply(seats[state.current_player].choose(state.clone()))
            wins += state.winner == side
        return wins

    current = DEFAULT_WEIGHTS
    print(f"tune: {games} games per candidate, hard#{iterations} self-play, step ±{step:.0%}, "
          f"seed {seed}")
    for name in fields:
        for factor in (1.0 - step, 1.0 + step):
            value = round(getattr(current, name) * factor, 4)
            candidate = dataclasses.replace(current, **{name: value})
            wins = match(candidate, current)
            low, high = wilson_interval(wins, games)
            kept = low > 0.5
            print(f"  {name}={value:<8} won {wins}/{games} ({low:.0%}-{high:.0%})"
                  f"{'  kept' if kept else ''}", flush=True)
            if kept:
                current = candidate
                break
    print(f"  result: {current}")


def shape_options(spec: str) -> dict[str, Any]:
    """``"outcomes=6,expand_after=16"`` → search player options (numbers only), for the
    experiments that compare tree shapes without a flag per knob."""
    options: dict[str, Any] = {}
    for item in filter(None, spec.split(",")):
        name, _, text = item.partition("=")
        options[name.strip()] = float(text) if "." in text else int(text)
    return options


def bench_depth(games: int, iterations: int, flat_iterations: int, seed: int,
                depth: int = 0, horizon: int = 0, flat_depth: int = 1,
                flat_horizon: int = 0, shape: str = "", flat_shape: str = "") -> None:
    """What tree depth buys: the hard search at ``depth`` turns (0: the level's own cap,
    ``search.DEFAULT_DEPTH``, which the visits rarely reach) against the same search at
    ``flat_depth`` (default 1: our own plans only, opponents in the rollouts), 2 players, each
    deal from both seats, fixed simulation counts (reproducible). ``horizon`` /
    ``flat_horizon``: turns from the root before the estimate (0: the level's own, two
    rounds). ``shape`` / ``flat_shape``: more search player options for each side
    (:func:`shape_options`). Prints each side's simulations per CPU-second, since a deeper
    tree costs more per simulation."""
    import math

    from ganesha.ai.search import SearchPlayer
    from ganesha.lab.arena import wilson_interval

    wins = 0
    work = [[0, 0.0], [0, 0.0]]  # [simulations, CPU seconds]: the tree's side, the other side
    print(f"depth: tree#{iterations} (depth {depth or 'default'}, horizon "
          f"{horizon or 'default'}{', ' + shape if shape else ''}) vs #{flat_iterations} (depth "
          f"{flat_depth or 'default'}, horizon {flat_horizon or 'default'}"
          f"{', ' + flat_shape if flat_shape else ''}), {games} games, seed {seed}")
    for game in range(games):
        side = game % 2  # the tree's seat: every deal is played from both seats
        budgets = [(flat_iterations, flat_depth, flat_horizon, shape_options(flat_shape))] * 2
        budgets[side] = (iterations, depth, horizon, shape_options(shape))
        seats = [SearchPlayer(seed * 77 + game * 5 + i, think_ms=None,
                              max_iterations=cap, depth=d or None, horizon=hz or None, **more)
                 for i, (cap, d, hz, more) in enumerate(budgets)]
        state = new_game(GameConfig(players=2, seed=seed * 1000 + game // 2))
        while not state.is_over:
            player = seats[state.current_player]
            before, started = player.last, time.process_time()
            state.apply(player.choose(state.clone()))
            if player.last is not before and player.last is not None:
                tally = work[0 if player is seats[side] else 1]
                tally[0] += player.last.iterations
                tally[1] += time.process_time() - started
        wins += state.winner == side
        if (game + 1) % 10 == 0:
            print(f"  ... {game + 1} games: the tree won {wins}", flush=True)
    low, high = wilson_interval(wins, games)
    rate = wins / games if games else math.nan
    speeds = [sims / cpu if cpu else math.nan for sims, cpu in work]
    print(f"  the tree won {wins}/{games} = {rate:.1%} (95% CI {low:.0%}-{high:.0%}); "
          f"simulations per CPU-second {speeds[0]:.0f} vs {speeds[1]:.0f}")


@dataclass(frozen=True)
class Reach:
    """How far one search's tree grew: its nodes, its deepest node and the depth of its main
    line (the most visited plan, then the most often reached outcome below it, and so on), in
    turns below the root."""

    nodes: int
    deepest: int
    main_line: int


def tree_reach(players: int, seed: int, iterations: int, shape: str = "") -> Reach:
    """The hard search's tree after ``iterations`` simulations from a midgame position of a
    ``players``-seat game (a new deal played a few turns on by the fast policy): a depth of
    ``players`` or more reaches the searching seat's own next turn, less only opponents'
    replies (everything below is the rollout's)."""
    from ganesha.ai.rollout import rollout
    from ganesha.ai.search import DEFAULT_DEPTH, SearchPlayer
    from ganesha.ai.tree import Node, Tree

    rng = random.Random(seed)
    state = new_game(GameConfig(players=players, seed=seed))
    rollout(state, rng, 2 * players + seed % players)
    player = SearchPlayer(seed, think_ms=None, **shape_options(shape))
    state = state.resample(rng.getrandbits(63))
    # The tree the player itself would build (so --shape depth=... or horizon=... count too).
    tree = Tree(state, rng, horizon=player.horizon or player.rounds * players,
                depth=player.depth or DEFAULT_DEPTH, shape=player.shape_for(players))
    for _ in range(iterations):
        tree.iterate()

    def below(node: Node) -> list[Node]:
        return [o.node for outcomes in node.children for o in outcomes.values()
                if o.node is not None]

    deepest, level = 0, below(tree.root)
    while level:
        deepest += 1
        level = [child for node in level for child in below(node)]
    main_line = 0
    node: Node | None = tree.root
    while node is not None and any(node.visits):
        best = max(range(len(node.visits)), key=node.visits.__getitem__)
        reached = [o for o in node.children[best].values() if o.node is not None]
        node = max(reached, key=lambda o: o.reached).node if reached else None
        main_line += node is not None
    return Reach(tree.nodes, deepest, main_line)


def bench_reach(positions: int, iterations: int, seed: int, shape: str = "") -> None:
    """:func:`tree_reach` at 2, 3 and 4 seats over ``positions`` positions each: how often the
    main line reaches the searching seat's own next turn (why more seats thin the edge)."""
    print(f"reach: hard's tree after {iterations} simulations, {positions} positions a table, "
          f"seed {seed}{', ' + shape if shape else ''}")
    for players in (2, 3, 4):
        reaches = [tree_reach(players, seed + i, iterations, shape) for i in range(positions)]
        own = sum(r.main_line >= players for r in reaches)
        print(f"  {players} players: nodes {statistics.mean(r.nodes for r in reaches):.0f}, "
              f"main line {statistics.mean(r.main_line for r in reaches):.1f} turns deep "
              f"(deepest node {max(r.deepest for r in reaches)}); "
              f"the main line reaches our own next turn in {own}/{positions}", flush=True)


__all__ = ["Reach", "bench_ai", "bench_depth", "bench_reach", "shape_options", "tree_reach",
           "tune_rollout"]
