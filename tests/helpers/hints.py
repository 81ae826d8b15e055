"""A hint worker that answers at once with one fixed plan: the search is tested elsewhere;
the table's tests check how a known plan is shown."""

from __future__ import annotations

from ganesha.ai import Hint
from ganesha.ai.worker import AIWorker
from ganesha.engine import Action, GameState


class FixedHints(AIWorker):
    """Answers every hint request with ``plan`` (its first action as the move)."""

    def __init__(self, plan: tuple[Action, ...]) -> None:
        super().__init__(use_process=False)
        self.plan = plan

    @property
    def busy(self) -> bool:
        return False

    def start(self, state: GameState, level: str, seed: int, think_ms: int | None = None,
              hints: int = 1) -> None:
        pass

    def poll(self) -> list[Hint]:
        return [Hint(self.plan[0], self.plan, 0.6, 10)]

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass
