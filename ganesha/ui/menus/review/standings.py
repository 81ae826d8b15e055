"""The finished game in numbers, for the results screen: the ranking, each colour's points with
their final-stage part, the tie-break in words and where the chart's pawns stand.

Read off the finished state (and its replayed history) only; nothing here draws.
"""

from __future__ import annotations

from ganesha.engine import COLOURS, FinalPlace, GameState, IllegalAction, new_game
from ganesha.ui.kit.text import trn


def colour_points(state: GameState) -> list[dict[str, tuple[int, int]]]:
    """Per seat, colour -> (points from that colour, of which in the final stage). The engine
    counts final-stage points as one sum, so the game is replayed to learn each placement's
    colour; a position that does not replay (hand-set) shows its mandala points only."""
    n = state.config.players
    final: list[dict[str, int]] = [{} for _ in range(n)]
    game = new_game(state.config)
    try:
        for action in state.player_actions():
            seat = game.current_player
            before = game.points_by_source[seat].get("final", 0)
            game.apply(action)
            if isinstance(action, FinalPlace):
                gained = game.points_by_source[seat].get("final", 0) - before
                final[seat][action.gem] = final[seat].get(action.gem, 0) + gained
    except IllegalAction:
        final = [{} for _ in range(n)]
    if any(game.scores[s] != state.scores[s] for s in range(n)):
        final = [{} for _ in range(n)]
    result = []
    for seat in range(n):
        src = state.points_by_source[seat]
        result.append({c: (src.get("mandala_" + c, 0) + final[seat].get(c, 0),
                           final[seat].get(c, 0)) for c in COLOURS})
    return result


def ranking(state) -> list[int]:
    """Seats from first to last: the engine's winner first, then by score (ties by seat order)."""
    n = state.config.players
    winner = state.winner
    rest = sorted((s for s in range(n) if s != winner), key=lambda s: -state.scores[s])
    return ([winner] if winner is not None else []) + rest


def tie_break_text(state) -> str:
    best = max(state.scores)
    tied = [s for s in range(state.config.players) if state.scores[s] == best]
    if len(tied) < 2 or state.winner is None:
        return ""
    names = state.config.seat_names
    return trn("Tie at {points}: {name} reached {points} point first, so {name} wins.",
               "Tie at {points}: {name} reached {points} points first, so {name} wins.", best,
               points=best, name=names[state.winner])


__all__ = ["colour_points", "ranking", "tie_break_text"]
