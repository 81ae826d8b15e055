"""Finished reviews, kept in the data folder so that opening a reviewed game again is instant.

One file per game and reviewed seats (``reviews/<key>.json``, the key a digest of the game's
own JSON and the seats), written atomically and only once a review is complete, so a cancelled
review leaves nothing behind. A file that cannot be read, or does not fit its game, is kept
aside (``*.bad-<time>``) and the review is simply made again. Each file names its game (the
digest of the game's JSON, :func:`game_digest`): a file's name alone proves nothing (a copy, a
rename, a collision), so a review of another game is never shown as this game's.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any

from ganesha.ai.review import LABELS, Review, TurnReview, split_turns
from ganesha.engine import GameState, SaveError
from ganesha.engine.actions import action_from_data, action_to_data
from ganesha.store import dirs
from ganesha.store.files import UnreadableFile, keep_aside, read_json, write_atomic

FORMAT = "ganesha-review"
VERSION = 3  # 2: the file names its game; 3: plans valued by the expert's search (older: afresh)
FOLDER = "reviews"


def game_digest(state: GameState) -> str:
    """The game a review belongs to: the digest of its whole JSON (config and every move)."""
    return hashlib.sha256(state.to_json().encode()).hexdigest()


def key(state: GameState, seats: tuple[int, ...]) -> str:
    """The file name's stem for a review of ``seats`` in this game."""
    text = state.to_json() + "|" + ",".join(map(str, seats))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def path_for(state: GameState, seats: tuple[int, ...]) -> Path:
    return dirs.data_dir(create=False) / FOLDER / f"{key(state, seats)}.json"


def to_data(review: Review, state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "game": game_digest(state),
        "seats": list(review.seats),
        "turns": [{"turn": t.turn.number, "played_value": t.played_value,
                   "played_se": _finite(t.played_se), "best": [action_to_data(a) for a in t.best],
                   "best_value": t.best_value, "best_se": _finite(t.best_se), "loss": t.loss,
                   "loss_se": _finite(t.loss_se), "label": t.label, "samples": t.samples}
                  for t in review.turns],
    }


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


def from_data(data: dict[str, Any], state: GameState) -> Review:
    """The review in ``data`` for ``state``'s game; ValueError/SaveError if it does not fit."""
    if data.get("version") != VERSION:
        raise ValueError("a review of another version")
    if data.get("game") != game_digest(state):
        raise ValueError("a review of another game")
    turns = {t.number: t for t in split_turns(state.config, state.player_actions())}
    reviewed = []
    for item in data["turns"]:
        label = item["label"]
        if label not in LABELS:
            raise ValueError(f"unknown label {label!r}")
        turn = turns[int(item["turn"])]
        reviewed.append(TurnReview(
            turn, float(item["played_value"]), _number(item["played_se"]),
            tuple(action_from_data(a) for a in item["best"]), float(item["best_value"]),
            _number(item["best_se"]), float(item["loss"]), _number(item["loss_se"]), label,
            int(item["samples"])))
    return Review(state.config, tuple(int(s) for s in data["seats"]), tuple(reviewed))


def _number(value: Any) -> float:
    return math.inf if value is None else float(value)


def save(review: Review, state: GameState) -> bool:
    """Keep a finished review; False when it could not be written (the review still shows)."""
    path = path_for(state, review.seats)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(to_data(review, state), separators=(",", ":")))
    except OSError:
        return False
    return True


def load(state: GameState, seats: tuple[int, ...]) -> Review | None:
    """The kept review of ``seats`` in this game, or None (none yet, or a damaged one, which is
    kept aside so that the review is made afresh)."""
    try:
        path = path_for(state, seats)
    except OSError:  # no data folder to be had (a read-only home): nothing kept
        return None
    try:
        data = read_json(path, FORMAT)
    except UnreadableFile:
        keep_aside(path)
        return None
    if data is None:
        return None
    try:
        review = from_data(data, state)
    except (ValueError, SaveError, KeyError, TypeError, IndexError):
        keep_aside(path)
        return None
    if review.seats != seats:
        keep_aside(path)
        return None
    return review
