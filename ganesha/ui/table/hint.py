"""The Hint button (and the H key): the strongest AI's suggestion for the decision at hand.

The search runs in its own :class:`~ganesha.ai.worker.AIWorker` (never in the frame loop, never
in the AI seats' worker, so a hint cannot delay or change an AI opponent's move). While it
thinks the table says so; the answer is shown as a glow on the piece and the place
(:func:`ganesha.ui.table.draw.highlights.with_hint`) and one line of why — the move in the log's
words,
what the rest of its turn scores and fills, and the search's win chance. A hint belongs to the
position it was asked in: once anything is played it is dropped (and a search still running is
cancelled). ``used`` counts the hints asked in this game, for the results screen.
"""

from __future__ import annotations

from collections.abc import Callable

from ganesha.ai import Hint
from ganesha.ai.worker import AIWorker
from ganesha.engine import Action, GameState
from ganesha.ui.kit.text import tr

#: What a hint belongs to (see :meth:`HintAdvisor._key`).
Position = tuple[int, str, int]
#: Says whether a line fits where the table shows it.
Fits = Callable[[str], bool]
#: The level asked for hints: the strongest one.
HINT_LEVEL = "hard"
#: How many candidates the search is asked for (the first is shown).
TOP = 3


def plan_gain(state: GameState, plan: tuple[Action, ...]) -> tuple[int, int]:
    """(points, mandala slots) the acting seat's plan gains this turn, up to the first bag draw
    (a draw is never previewed: it would reveal the bag)."""
    seat = state.current_player
    copy = state.clone()
    points = slots = 0
    for action in plan:
        if action not in copy.legal_actions():
            break
        seen = copy.preview(action)
        points += seen.points[seat]
        slots += len(seen.slots)
        if seen.chance:
            break
        copy.apply(action)
    return points, slots


def why(state: GameState, hint: Hint) -> tuple[str, ...]:
    """The line's parts, most important first: the move (in the log's words), what its turn
    gains, and how the search rates it. The table shows as many as fit (see :meth:`words`)."""
    parts = [state.describe(hint.action, tr)]
    points, slots = plan_gain(state, hint.plan)
    if points or slots:
        parts.append(tr("this turn: {points:+d}, slots: {slots}", points=points, slots=slots))
    if hint.visits > 0 and 0.0 <= hint.value <= 1.0:  # a lone move is not searched: no rating
        parts.append(tr("about {pct}% to win", pct=round(hint.value * 100)))
    return tuple(parts)


class HintAdvisor:
    """One table's hints. Call :meth:`ask` on the button or key, :meth:`update` every frame."""

    def __init__(self, make_worker: Callable[[], AIWorker] | None = None,
                 think_ms: int | None = None, seed: int = 0) -> None:
        self._make_worker = make_worker
        self._worker: AIWorker | None = None
        self.think_ms = think_ms
        self.seed = seed
        self.used = 0
        self._asked: Position | None = None  # the position being thought about
        self._for: Position | None = None  # the position the hint below belongs to
        self.hint: Hint | None = None
        self.line: tuple[str, ...] = ()  # the why line's parts, or why there is no hint

    @staticmethod
    def _key(state: GameState) -> Position:
        """The position: its length and last step (an undo and another move reach the same
        length by another way) and who decides."""
        history = state.history
        return len(history), repr(history[-1]) if history else "", state.current_player

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def current(self, state: GameState) -> Hint | None:
        """The hint for ``state`` as it is now (None once anything was played)."""
        return self.hint if self._for == self._key(state) else None

    def ask(self, state: GameState) -> None:
        """Start thinking about ``state``'s decision (nothing if it is already being or has been
        answered, or the game is over)."""
        key = self._key(state)
        if state.is_over or key == self._asked or (key == self._for and self.hint is not None):
            return
        if self._worker is None:
            self._worker = (self._make_worker or AIWorker)()  # looked up now: tests swap it
        self._worker.start(state, HINT_LEVEL, self.seed + len(state.history), self.think_ms,
                           hints=TOP)
        self._asked = key
        self.used += 1

    def update(self, state: GameState) -> None:
        """Collect a finished answer; drop a hint or a thought the game has moved past."""
        key = self._key(state)
        if self._for is not None and self._for != key:
            self._for, self.hint, self.line = None, None, ()
        if self._asked is None or self._worker is None:
            return
        if self._asked != key:
            self._worker.cancel()
            self._asked = None
            return
        try:
            answer = self._worker.poll()
        except Exception as exc:  # the hint is a help, never a reason to stop the game
            self._settle(key, None, (tr("No hint this time ({reason}).",
                                        reason=type(exc).__name__),))
            return
        if answer is None:
            return
        legal = state.legal_actions()
        hints = [h for h in answer if isinstance(h, Hint) and h.action in legal] \
            if isinstance(answer, list) else []
        if hints:
            self._settle(key, hints[0], why(state, hints[0]))
        else:
            self._settle(key, None, (tr("No hint this time ({reason}).",
                                        reason=tr("no move found")),))

    def _settle(self, key: Position, hint: Hint | None, line: tuple[str, ...]) -> None:
        self._asked = None
        self._for, self.hint, self.line = key, hint, line

    def words(self, fits: Fits | None = None) -> str:
        """What the table says now: thinking, the why line, or why there is none ("" if none).
        With ``fits``, the why line keeps only as many of its parts as fit (at least the move)."""
        if self.thinking:
            return tr("Looking for a hint…")
        for k in range(len(self.line), 1, -1):
            line = " · ".join(self.line[:k])
            if fits is None or fits(line):
                return line
        return self.line[0] if self.line else ""

    def close(self) -> None:
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        self._asked = None


__all__ = ["HINT_LEVEL", "HintAdvisor", "plan_gain", "why"]
