"""A scripted AI worker and position finders for the tests of what the table shows (bag draws,
Ginger, hot-seat catch-up): the table's pacing alone decides when an action lands."""

from __future__ import annotations

from collections.abc import Callable

from ganesha.ai import make_player
from ganesha.engine import Action, GameConfig, GameState, new_game


class ScriptedWorker:
    """The AI worker's interface, answering at once in process: the first legal action ``pick``
    accepts, else a random player's choice."""

    busy = False

    def __init__(self, state: GameState, pick: Callable[[Action], bool] = lambda a: False) -> None:
        self.state = state
        self.pick = pick

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 0) -> None:
        pass

    def poll(self) -> Action | None:
        chosen = next((a for a in self.state.legal_actions() if self.pick(a)), None)
        return chosen or make_player("random", len(self.state.history)).choose(self.state.clone())

    def take_notice(self) -> str | None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def find_position(accept: Callable[[GameState], bool], players: int = 2,
                  seeds: range = range(400)) -> GameState:
    """The first position of random seeded games (spices on) that ``accept`` takes."""
    for seed in seeds:
        state = new_game(GameConfig(players=players, seed=seed, spices=True))
        player = make_player("random", seed)
        while not state.is_over:
            if accept(state):
                return state
            state.apply(player.choose(state.clone()))
    raise AssertionError("no such position in the seeds tried")


def script_ai(table, pick: Callable[[Action], bool] = lambda a: False) -> None:
    """Give ``table``'s AI seats the scripted worker (closing the real one the first frame
    started)."""
    if table.controller.ai.worker is not None:
        table.controller.ai.worker.close()
    table.controller.ai.worker = ScriptedWorker(table.state, pick)
