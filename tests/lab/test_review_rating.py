"""The review command carries each reviewed seat's rating: its figures in the JSON and a line in
the text, or "too short" when too few of the seat's turns were reviewed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ganesha.ai.review import Review
from ganesha.engine import GameState
from ganesha.lab import review_cli
from tests.helpers.games import finished
from tests.helpers.ratings import level_loss, level_rating, review_losing


def _fake_review(state: GameState, seats: list[int], loss: float, short_seat: int) -> Review:
    """A review of ``seats`` losing ``loss`` a turn; ``short_seat`` has 5 turns, the others 12."""
    return review_losing(state, seats, loss, lambda seat: 5 if seat == short_seat else 12)


def _run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         *flags: str) -> str:
    state = finished(4)
    save = tmp_path / "game.json"
    save.write_text(state.to_json(), encoding="utf-8")
    monkeypatch.setattr(review_cli, "review",
                        lambda st, seats, *rest: _fake_review(st, seats, level_loss("medium"), 1))
    assert review_cli.main([str(save), "--seats", "0,1", *flags]) == 0
    return capsys.readouterr().out


def test_the_json_carries_each_seat_s_rating_or_too_short(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(_run(tmp_path, monkeypatch, capsys, "--json"))
    rated, short = data["seats"]
    assert rated["rating"]["rating"] == level_rating("medium")  # medium's own loss
    assert rated["rating"]["low"] < level_rating("medium") < rated["rating"]["high"]
    assert rated["rating"]["turns"] >= 8
    assert rated["too_short"] is False
    assert short["rating"] is None
    assert short["too_short"] is True


def test_the_text_prints_a_rating_line_per_seat(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    out = _run(tmp_path, monkeypatch, capsys)
    lines = [line for line in out.splitlines() if "rat" in line]
    assert len(lines) == 2
    assert f"rating about {level_rating('medium')} (" in lines[0]
    assert "too short to rate" in lines[1]
