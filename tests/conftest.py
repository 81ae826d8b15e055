"""Shared test setup: headless SDL, a Hypothesis profile that keeps CI on 2 cores quick, and a
private player home for the tests that read or write the player's files."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from ganesha.data import i18n

pytest_plugins = ("tests.helpers.duration_guard",)  # a test's CPU budget in the everyday run

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The test's own ``GANESHA_HOME`` (settings, saves, records, logs), so tests running side
    by side never share a file; the language is English again afterwards."""
    monkeypatch.setenv("GANESHA_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")
