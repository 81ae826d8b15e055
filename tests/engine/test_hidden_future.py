"""Hidden information by construction: no client of the engine can follow the real game's
upcoming draws.

The bag's counts are public; its order is the future output of the game's generator. A client
gets copies only through :meth:`GameState.resample` and :meth:`GameState.clone`, and a copy of
the real game has its future re-sampled, so a search that forgets to re-sample still cannot
peek. The exact copy (:meth:`GameState.snapshot`) and the ways to put a future back
(``restore``, ``copy_into``, writing ``.chance``) belong to the engine and the game's own undo;
the scan below keeps every other module of the package away from them, with one reasoned
exception: the log replays the real game's past, which needs the game's own future. Rebuilding a
game from its config (its seed) would replay the future too; no player module does.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, GameState, new_game, replay
from tests.helpers.chance import other_future, poisoned

PACKAGE = Path(__file__).resolve().parents[2] / "ganesha"

#: Methods that copy or put back the real future: the engine's own.
EXACT_PATHS = frozenset({"snapshot", "restore", "copy_into", "reseed_chance"})
#: (module, method) pairs allowed outside the engine, each with its reason.
ALLOWED = {
    # the log replays the game's past move by move: each replayed draw must be the real one
    ("ui/table/words/log.py", "snapshot"),
}


def exact_paths_in(source: str) -> list[tuple[int, str]]:
    """Every use of an exact-copy method and every write of a ``.chance`` attribute."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in EXACT_PATHS:
            found.append((node.lineno, node.attr))
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        found += [(target.lineno, "chance =") for target in targets
                  if isinstance(target, ast.Attribute) and target.attr == "chance"]
    return found


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_the_scan_sees_each_way_to_the_real_future() -> None:
    source = ("a = s.snapshot()\ns.restore(a)\nb.reseed_chance(3)\ns.chance = c\n"
              "s.copy_into(t)\nx = s.clone()\ny = s.resample(2)\nz = p.chance\n")
    assert sorted(exact_paths_in(source)) == [
        (1, "snapshot"), (2, "restore"), (3, "reseed_chance"), (4, "chance ="), (5, "copy_into")]


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_no_client_reaches_the_real_future() -> None:
    files = [p for p in PACKAGE.rglob("*.py") if "engine" not in p.relative_to(PACKAGE).parts]
    assert len(files) > 80
    found = []
    for path in files:
        where = path.relative_to(PACKAGE).as_posix()
        found += [f"{where}:{line} uses {name}"
                  for line, name in exact_paths_in(path.read_text(encoding="utf-8"))
                  if (where, name) not in ALLOWED]
    assert not found, "\n".join(found)


#: Rebuilding a game from its config replays its seed, the real future included: the AI's
#: modules may not, except the review, which replays a finished game's own moves.
REBUILDERS = frozenset({"new_game", "replay", "from_json"})
MAY_REBUILD = {"review.py"}


def rebuilds_in(source: str) -> list[int]:
    """The lines that call ``new_game``, ``replay`` or ``from_json`` (by any spelling)."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Call)
                  and getattr(node.func, "id", getattr(node.func, "attr", None)) in REBUILDERS)


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_the_rebuild_scan_sees_each_spelling() -> None:
    source = "new_game(c)\nengine.replay(c, a)\nGameState.from_json(t)\nstate.clone()\n"
    assert rebuilds_in(source) == [1, 2, 3]


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_no_player_rebuilds_the_game_from_its_seed() -> None:
    found = [f"ai/{path.name}:{line}" for path in sorted((PACKAGE / "ai").glob("*.py"))
             if path.name not in MAY_REBUILD
             for line in rebuilds_in(path.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def _midgame(seed: int) -> GameState:
    config = GameConfig(players=3, seed=seed)
    rng = random.Random(seed)
    state = new_game(config)
    for _ in range(25):
        state.apply(rng.choice(state.legal_actions()))
    return replay(config, state.player_actions())


def _play_out(state: GameState, seed: int) -> GameState:
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_clone_of_the_real_game_never_draws_the_real_future(seed: int) -> None:
    """A client that copies the real game and plays on, drawing all the way, with no word
    about the bag: the real future is poisoned, and the copy never touches it."""
    real = poisoned(_midgame(seed))
    copy = real.clone()
    assert copy.is_sample
    assert not real.is_sample
    _play_out(copy, seed)  # raises AssertionError at the first real draw read
    assert copy.is_over


def test_a_sample_depends_on_its_seed_and_never_on_the_real_draws() -> None:
    state = _midgame(4)
    one, two = other_future(state, 1), other_future(state, 2)
    assert _play_out(one.snapshot(), 0).history != _play_out(two.snapshot(), 0).history
    same = [_play_out(real.resample(7), 0).history for real in (one, two, poisoned(state))]
    assert same[0] == same[1] == same[2]
    assert _play_out(state.resample(8), 0).history != same[0]
    assert one.clone().digest() == two.clone().digest()  # the plain copy is a sample too


def test_a_copy_of_a_sample_is_exact_so_a_search_can_revisit_it() -> None:
    sample = _midgame(5).resample(3)
    again = sample.clone()
    assert again.is_sample
    assert again.digest() == sample.digest()
    assert _play_out(again, 1).history == _play_out(sample, 1).history


def test_only_a_sample_s_future_may_be_continued() -> None:
    state = _midgame(6)
    copy = state.resample(1)
    with pytest.raises(ValueError):
        copy.continue_chance_of(state)
    copy.continue_chance_of(state.resample(2))
    assert copy.digest() == state.resample(2).digest()


def test_a_game_given_a_sample_s_future_is_a_sample_from_then_on() -> None:
    """A game that continues a sample's future holds no real future any more: it is a sample,
    and cannot be saved as the game."""
    state = _midgame(8)
    game = GameState.from_json(state.to_json())
    assert not game.is_sample
    game.continue_chance_of(state.resample(3))
    assert game.is_sample
    with pytest.raises(ValueError):
        game.to_json()


def test_a_sample_cannot_be_saved_as_the_game() -> None:
    state = _midgame(7)
    with pytest.raises(ValueError):
        state.clone().to_json()
    assert GameState.from_json(state.to_json()).digest() == state.digest()


def test_a_preview_reads_no_real_draw() -> None:
    """``preview`` tries the action on a sample: with the real future poisoned it still
    answers for every legal action, those that draw from the bag included."""
    state = new_game(GameConfig(players=2, seed=9))
    rng = random.Random(9)
    drawing = 0
    while not state.is_over and drawing < 5:
        real = poisoned(state)
        drawing += sum(real.preview(action).chance for action in real.legal_actions())
        state.apply(rng.choice(state.legal_actions()))
    assert drawing >= 5
