"""Finished reviews, kept in the data folder so that opening a reviewed game again is instant.

One file per game and reviewed seats (``reviews/<key>.json``, the key a digest of the game's
own JSON and the seats), written atomically and only once a review is complete, so a cancelled
review leaves nothing behind. A file that cannot be read, or does not fit its game, is kept
aside (``*.bad-<time>``; the review screen, when it is the one to find it, says so once) and the
review is made again. Each file names its game (the
digest of the game's JSON, :func:`game_digest`): a file's name alone proves nothing (a copy, a
rename, a collision), so a review of another game is never shown as this game's.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any

import msgspec

from ganesha.ai.review import Review, TurnReview, split_turns
from ganesha.data.i18n import translate
from ganesha.engine import GameState
from ganesha.engine.actions import action_from_data, action_to_data
from ganesha.store import dirs
from ganesha.store.files import load_kept, write_atomic
from ganesha.store.schemas.reviews import ReviewFile

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


def from_file(file: ReviewFile, state: GameState, seats: tuple[int, ...]) -> Review:
    """The review a decoded file holds, for ``seats`` of ``state``'s game; ValueError when it
    is another game's or other seats', or names a turn the game does not have or one of
    another seat (:class:`ReviewFile` checked the rest: finite values, each turn once)."""
    if file.game != game_digest(state):
        raise ValueError(translate("a review of another game"))
    if tuple(file.seats) != seats:
        raise ValueError(translate("a review of other seats"))
    turns = {t.number: t for t in split_turns(state.config, state.player_actions())}
    reviewed = []
    for item in file.turns:
        turn = turns.get(item.turn)
        if turn is None or turn.seat not in seats:
            raise ValueError(translate("a review of a turn this game does not have"))
        reviewed.append(TurnReview(
            turn, item.played_value, _number(item.played_se),
            tuple(action_from_data(a) for a in item.best), item.best_value,
            _number(item.best_se), item.loss, _number(item.loss_se), item.label, item.samples))
    return Review(state.config, seats, tuple(reviewed))


def from_data(data: dict[str, Any], state: GameState) -> Review:
    """The review in parsed ``data`` for ``state``'s game, through the file's schema;
    ValueError (SaveError for a plan the engine refuses) if it does not fit."""
    file = msgspec.convert({"format": FORMAT, **data}, ReviewFile, strict=True)
    return from_file(file, state, tuple(file.seats))


def _number(value: float | None) -> float:
    return math.inf if value is None else value


def save(review: Review, state: GameState) -> bool:
    """Keep a finished review; False when it could not be written (the review still shows)."""
    path = path_for(state, review.seats)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(to_data(review, state), separators=(",", ":")))
    except OSError:
        return False
    return True


def _words(reason: str, kept: str | None) -> str:
    if kept is None:
        return translate("A kept review could not be read ({reason}); it is made again.",
                         reason=reason)
    return translate("A kept review could not be read ({reason}); it is made again. It was "
                     "kept as {name}.", reason=reason, name=kept)


def load_noticed(state: GameState, seats: tuple[int, ...]) -> tuple[Review | None, str | None]:
    """(the kept review of ``seats`` in this game or None, a notice): None when there is none
    yet, or when it is damaged or does not fit its game, which is then kept aside with the
    notice so that the review is made afresh."""
    try:
        path = path_for(state, seats)
    except OSError:  # no data folder to be had (a read-only home): nothing kept
        return None, None
    return load_kept(path, ReviewFile, lambda file: from_file(file, state, seats), _words)


def load(state: GameState, seats: tuple[int, ...]) -> Review | None:
    """The kept review (see :func:`load_noticed`), for a screen that only wants to know
    whether one is kept: a damaged one is kept aside all the same."""
    return load_noticed(state, seats)[0]
