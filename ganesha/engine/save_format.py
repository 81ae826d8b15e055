"""The save's outer form: what a save file must look like before its moves are replayed.

Why apart from ``state``: checking the text (encoding, size, JSON, format, version, fields) is
separate from rebuilding the game, which :meth:`GameState.from_json` does by replaying the moves
this returns.
"""

from __future__ import annotations

import json

from ganesha.engine.actions import Action, action_from_data
from ganesha.engine.config import GameConfig
from ganesha.engine.errors import SaveError

SAVE_FORMAT = "ganesha-save"
SAVE_VERSION = 1
_MAX_SAVE_CHARS = 2_000_000
_MAX_SAVE_ACTIONS = 20_000


def parse_save(text: str | bytes) -> tuple[GameConfig, list[Action], str | None]:
    """The config, the moves and the recorded fingerprint (None: none recorded) of a save;
    any problem raises :class:`SaveError`."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError("the save is not UTF-8 text") from exc
    if not isinstance(text, str):
        raise SaveError("a save must be text")
    if len(text) > _MAX_SAVE_CHARS:
        raise SaveError("the save is too large to be a Ganesha game")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"the save is not valid JSON ({type(exc).__name__})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this file is not a Ganesha save")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"unsupported save version {data.get('version')!r}")
    unknown = set(data) - {"format", "version", "config", "actions", "digest"}
    if unknown:
        raise SaveError(f"unknown fields in the save: {sorted(unknown)}")
    config = GameConfig.from_dict(data.get("config"))
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list) or len(raw_actions) > _MAX_SAVE_ACTIONS:
        raise SaveError("the save's move list is missing or too long")
    actions = [action_from_data(item) for item in raw_actions]
    digest = data.get("digest")
    if digest is not None and not isinstance(digest, str):
        raise SaveError("the save's moves do not lead to the position it recorded")
    return config, actions, digest
