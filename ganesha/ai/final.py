"""The final stage solved exactly: no chance is left, so searching it by sampling only wastes
the budget (it used to cost 16–28% of hard's thinking per game and seconds of "thinking…").

In the final stage every seat places one Treasury gem at a time, clockwise, skipping empty
Treasuries; each gem scores the next slot of its colour. Everything is visible, so the stage is a
small deterministic game. :func:`solve_final` plays it out with a max^n search (each seat picks
the placement best for itself: winning first, then its margin over the best other seat) over a
compact private copy of the numbers, memoised on the full situation, including which seat scored
most recently, because ties go to whoever reached the winning total first.

The memo keeps typical endings to a few hundred or thousand nodes (measured over medium games:
at most 742 nodes with 2 players, 3 072 with 4). A node budget guards the rare big ending (four
full Treasuries): past it, the caller gets ``None`` and falls back to :func:`greedy_final`.
"""

from __future__ import annotations

from collections.abc import Sequence

from ganesha.ai.heuristics import slot_values
from ganesha.engine import Action, FinalPlace, GameState, Phase
from ganesha.engine.boards import COLOURS

#: Nodes searched before giving up on exactness (about 5 µs each: the budget stays under 50 ms).
NODE_BUDGET = 8_000
#: A win outweighs any margin: payoffs are ``WIN * won + margin``.
WIN = 1000.0

Payoff = tuple[float, ...]


class _TooBig(Exception):
    """The ending has more positions than the node budget allows."""


def last_scorers(state: GameState) -> tuple[int, ...]:
    """Seats that have scored, ordered by when they last scored (earliest first).

    Only this order matters for the tie-break of the rest of the game: a seat tied for the
    lead at the end reached its total at its last score event."""
    last: dict[int, int] = {}
    for index, (seat, _score, _round) in enumerate(state.score_log):
        last[seat] = index
    return tuple(sorted(last, key=last.__getitem__))


def winner_of(scores: Sequence[int], order: tuple[int, ...], opening: int, players: int) -> int:
    """The engine's tie-break (most points; a tie goes to whoever reached the total first;
    all tied at 0 or less: round 1's turn order), on the solver's compact numbers."""
    best = max(scores)
    tied = [seat for seat in range(players) if scores[seat] == best]
    if len(tied) == 1:
        return tied[0]
    if best > 0:
        for seat in order:
            if seat in tied:
                return seat
    return min(tied, key=lambda seat: (seat - opening) % players)


class FinalSolver:
    """One exact solve of a final-stage position (see the module docstring)."""

    def __init__(self, state: GameState, node_budget: int = NODE_BUDGET) -> None:
        self.players = n = state.config.players
        self.values = slot_values(state)
        self.opening = state.opening_player
        self.mandala = list(state.mandala_counts())
        self.treasury = []
        for seat in range(n):
            self.treasury.append(list(state.treasury_counts(seat)))
        self.scores = list(state.scores)
        self.order = last_scorers(state)
        # The Treasuries packed into one int (4 bits a count): with the gems per colour fixed, it
        # also determines the mandala, so (seat, order, code, scores) is the whole situation.
        self.code = 0
        for seat in range(n):
            for c in range(5):
                self.code += self.treasury[seat][c] << (4 * (5 * seat + c))
        self.memo: dict[tuple[object, ...], tuple[Payoff, int]] = {}
        self.nodes = 0
        self.node_budget = node_budget

    def solve(self, current: int) -> tuple[Payoff, int]:
        """(payoff per seat, best colour index for ``current``) under max^n play."""
        return self._search(current, self.order)

    def _next_seat(self, seat: int) -> int:
        n = self.players
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if any(self.treasury[candidate]):
                return candidate
        return -1

    def _payoff(self, order: tuple[int, ...]) -> Payoff:
        scores = self.scores
        won = winner_of(scores, order, self.opening, self.players)
        result = []
        for seat in range(self.players):
            other = max(s for i, s in enumerate(scores) if i != seat)
            result.append(WIN * (seat == won) + scores[seat] - other)
        return tuple(result)

    def _search(self, seat: int, order: tuple[int, ...]) -> tuple[Payoff, int]:
        key = (seat, order, self.code, tuple(self.scores))
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.node_budget:
            raise _TooBig
        mine = self.treasury[seat]
        best: tuple[Payoff, int] | None = None
        for c in range(5):
            if not mine[c]:
                continue
            slot = self.mandala[c]
            points = self.values[c][slot]
            mine[c] -= 1
            bit = 1 << (4 * (5 * seat + c))
            self.code -= bit
            self.mandala[c] = slot + 1
            self.scores[seat] += points
            after = order if points == 0 else (*(s for s in order if s != seat), seat)
            nxt = self._next_seat(seat)
            payoff = self._payoff(after) if nxt < 0 else self._search(nxt, after)[0]
            self.scores[seat] -= points
            self.mandala[c] = slot
            self.code += bit
            mine[c] += 1
            if best is None or payoff[seat] > best[0][seat]:
                best = (payoff, c)
        assert best is not None  # the engine only asks a seat with gems left
        self.memo[key] = best
        return best


def solve_final(state: GameState, node_budget: int = NODE_BUDGET) -> tuple[Action, Payoff] | None:
    """The exact best placement for the player to move in the final stage and the payoff
    vector it leads to, or ``None`` when not in the final stage or the ending is too big."""
    if state.phase != Phase.FINAL:
        return None
    solver = FinalSolver(state, node_budget)
    try:
        payoff, colour = solver.solve(state.current_player)
    except _TooBig:
        return None
    action = FinalPlace(COLOURS[colour])
    return (action, payoff) if action in state.legal_actions() else None


def final_win_value(payoff: Payoff, seat: int) -> float:
    """A payoff as the search's reward scale: 1 for a win, 0 for a loss."""
    return 1.0 if payoff[seat] >= WIN / 2 else 0.0


def greedy_final(state: GameState) -> Action:
    """The gem whose next slot is worth most (the fallback when an ending is too big to solve)."""
    def worth(action: Action) -> int:
        return (state.next_slot_value(action.gem) or 0) if isinstance(action, FinalPlace) else 0

    return max(state.legal_actions(), key=worth)


def best_final(state: GameState) -> Action:
    """Exact when the ending fits the budget, greedy otherwise: never slower than ~50 ms."""
    solved = solve_final(state)
    return solved[0] if solved is not None else greedy_final(state)
