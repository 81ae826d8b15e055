"""Test doubles for the AI worker, and a patient wait for the real one.

The table's pacing tests want an AI that answers at once in process, so the table alone decides
when an action lands; the worker tests want to poll a real worker until it answers.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ganesha.ai import make_player
from ganesha.ai.worker import AIWorker, Fallback
from ganesha.engine import Action, GameState
from tests.helpers.table import Table


def _never(action: Action) -> bool:
    return False


class ScriptedWorker(AIWorker):
    """The AI worker's interface, answering at once in process for the game as it stands: the
    first legal action ``pick`` accepts, else a random player's choice."""

    def __init__(self, state: GameState, pick: Callable[[Action], bool] = _never) -> None:
        super().__init__(use_process=False)
        self.state = state
        self.pick = pick

    @property
    def busy(self) -> bool:
        return False

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 0) -> None:
        pass

    def poll(self) -> Action | None:
        chosen = next((a for a in self.state.legal_actions() if self.pick(a)), None)
        return chosen or make_player("random", len(self.state.history)).choose(self.state.clone())

    def take_notice(self) -> Fallback | None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def script_ai(table: Table, pick: Callable[[Action], bool] = _never) -> None:
    """Give ``table``'s AI seats the scripted worker (closing the real one the first frame
    started)."""
    if table.controller.ai.worker is not None:
        table.controller.ai.worker.close()
    table.controller.ai.worker = ScriptedWorker(table.state, pick)


def wait_for(worker: AIWorker, seconds: float = 60.0) -> Any:
    """Poll ``worker`` as the table does until it answers (an action, or hints when asked for
    them); a worker that says nothing for ``seconds`` fails the test instead of hanging it."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("the worker did not answer in time")
