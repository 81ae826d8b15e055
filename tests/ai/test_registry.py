"""The AI level names are known without loading the players: the vocabulary (read at start-up by
the settings, the saves and the menus) imports only the registry, never the search."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ganesha.ai import registry
from ganesha.ai.players import FACTORIES, make_player

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_vocabulary_leaves_the_search_unloaded() -> None:
    code = ("import json, sys, ganesha.data.vocabulary as v; "
            "assert 'easy' in v.SEAT_KINDS; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ganesha.ai'))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=ROOT, check=True, timeout=60)
    loaded = json.loads(done.stdout)
    assert "ganesha.ai.registry" in loaded
    assert "ganesha.ai.search" not in loaded
    assert "ganesha.ai.players" not in loaded


def test_every_level_name_has_a_player_and_the_offered_and_search_levels_are_levels() -> None:
    assert tuple(FACTORIES) == registry.LEVELS
    assert set(registry.OFFERED_LEVELS) <= set(registry.LEVELS)
    assert set(registry.LEVELS) >= registry.SEARCH_LEVELS
    assert make_player("easy", 1).name == "easy"
