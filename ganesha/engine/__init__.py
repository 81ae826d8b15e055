"""The Ganesha rules engine: pure Python, no pygame, no file I/O, no global randomness.

Public API (other packages and tests rely on these names)::

    cfg = GameConfig(players=3, side="night", spices=True, seed=7)
    state = new_game(cfg)
    state.legal_actions(); state.apply(action)
    state.resample(seed)  # a searcher's copy: the unseen bag re-sampled (clone() re-samples too)
    game = Game(state, undoable); game.apply(action); game.undo()  # the real game, with undo
    state.why_illegal(action)  # None when legal, else a Refusal (IllegalAction.reason)
    state.to_json(); GameState.from_json(text); replay(cfg, actions)
    scored(before, after); pushed(before, after, action)  # what an applied action scored, pushed
"""

from ganesha.engine.actions import (
    ACTION_TYPES,
    Action,
    AnswerTrade,
    AnySacrifice,
    ChanceResult,
    Drawn,
    EndTurn,
    FinalPlace,
    GainPoint,
    Gamble,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    SpicesPlaced,
    StopTaking,
    Swap,
    Take,
    Trade,
)
from ganesha.engine.boards import COLOURS, SPICES
from ganesha.engine.config import GameConfig
from ganesha.engine.core import Phase
from ganesha.engine.errors import ConfigError, GaneshaError, IllegalAction, Refusal, SaveError
from ganesha.engine.read import PendingSpice, Preview, Scored, pushed, scored
from ganesha.engine.state import GameState, SeatView, new_game, replay
from ganesha.engine.undo import Game

__all__ = [
    "ACTION_TYPES",
    "COLOURS",
    "SPICES",
    "Action",
    "AnswerTrade",
    "AnySacrifice",
    "ChanceResult",
    "ConfigError",
    "Drawn",
    "EndTurn",
    "FinalPlace",
    "GainPoint",
    "Gamble",
    "Game",
    "GameConfig",
    "GameState",
    "GaneshaError",
    "IllegalAction",
    "PendingSpice",
    "Phase",
    "Place",
    "Preview",
    "Redraw",
    "Refusal",
    "RemoveLast",
    "Reslot",
    "Sacrifice",
    "SaveError",
    "Scored",
    "SeatView",
    "SkipSpice",
    "SpicesPlaced",
    "StopTaking",
    "Swap",
    "Take",
    "Trade",
    "new_game",
    "pushed",
    "replay",
    "scored",
]
