"""Every ``python -m ganesha.*`` tool refuses a value no run can use with one line on stderr and
exit code 2 — never a traceback, never a run that does nothing and exits 0. Real processes, each
with a time limit: a value accepted by mistake starts the tool's work and fails the test."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ganesha.engine import GameConfig, new_game

ROOT = Path(__file__).resolve().parents[2]

#: Where a saved game goes in the review's arguments.
SAVE = "{save}"

#: Every tool with a command line (module run by ``python -m``) and the bad values tried.
BAD_VALUES: dict[str, list[list[str]]] = {
    "ganesha.review": [
        [SAVE, "--seats", "7"], [SAVE, "--seats", "abc"], [SAVE, "--seats", "-1"],
        [SAVE, "--seats", "0,0"], [SAVE, "--seats", ","], [SAVE, "--seats", "4"],
        [SAVE, "--seats", "2"], [SAVE, "--seats", "0,3"],
        [SAVE, "--samples", "0"], [SAVE, "--most", "-5"], [SAVE, "--jobs", "0"],
        [SAVE, "--seed", "-1"],
    ],
    "ganesha.arena": [
        ["--games", "0"], ["--games", "-3"], ["--jobs", "0"], ["--seed", "-1"],
        ["--think-ms", "0"], ["--iterations", "0"], ["--progress", "-1"],
        ["--hard-iterations", "0"], ["--start", "-1"], ["--players", "5"],
        ["--seats", "grandmaster,medium"], ["--seats", "medium:once,hard"], ["--seats", ","],
        ["--ladder", "--pairs", "easy:hard"],
    ],
    "ganesha.bench": [
        ["engine", "--runs", "0"], ["engine", "--games", "0"], ["ui", "--frames", "0"],
        ["ui", "--players", "9"], ["ui", "--seed", "-1"], ["frames", "--games", "0"],
        ["frames", "--players", "5"], ["frames", "--players", ","], ["frames", "--load", "-1"],
        ["rest", "--seconds", "0"], ["rest", "--warm", "-1"], ["rest", "--events", "-1"],
        ["ai", "--runs", "0"], ["ai", "--iterations", "0"], ["tune", "--step", "nan"],
        ["tune", "--games", "0"], ["depth", "--games", "0"], ["depth", "--depth", "-1"],
        ["reach", "--positions", "0"], ["review", "--games", "0"],
        ["calibrate", "--games", "0"], ["calibrate", "--jobs", "0"],
        ["calibrate", "--expert-check", "-1"],
    ],
    "ganesha.lab.rest": [
        ["title", "--seconds", "0"], ["title", "--warm", "-1"], ["title", "--events", "-1"],
        ["title", "--seconds", "inf"],
    ],
    "ganesha": [
        ["--timeout", "-1"], ["--timeout", "nan"], ["--think-ms", "-5"], ["--think-ms", "0"],
        ["--seed", "-1"], ["--seed", "x"], ["--players", "5"], ["--size", "10x10"],
        ["--spices", "--no-spices"], ["--seats", "human,grandmaster"], ["--speed", "3"],
    ],
    "ganesha.lab.worker_frames": [
        ["--seconds", "0"], ["--seconds", "nan"], ["--think-ms", "0"], ["--players", "1"],
    ],
}

#: Modules that run as the same tool as another one (the short names people type).
SAME_TOOL = {"ganesha.lab.arena": "ganesha.arena", "ganesha.lab.bench": "ganesha.bench",
             "ganesha.__main__": "ganesha"}


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    state = new_game(GameConfig(players=2, seed=5))
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    path = tmp_path_factory.mktemp("game") / "game.json"
    path.write_text(state.to_json())
    return path


#: Every how many of a tool's bad values the everyday run tries (each is a Python process of
#: its own); the full run tries them all.
DAILY_EVERY = 4


def _cases() -> list[object]:
    """Each tool's bad values; all but every :data:`DAILY_EVERY`-th are ``slow``."""
    return [pytest.param(module, argv, id=f"{module}:{' '.join(argv)}",
                         marks=() if k % DAILY_EVERY == 0 else pytest.mark.slow)
            for module, bad in BAD_VALUES.items() for k, argv in enumerate(bad)]


@pytest.mark.parametrize(("module", "argv"), _cases())
def test_a_bad_value_is_one_line_and_exit_2(module: str, argv: list[str], save: Path,
                                            tmp_path: Path) -> None:
    args = [str(save) if arg == SAVE else arg for arg in argv]
    env = dict(os.environ, GANESHA_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", module, *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert "Traceback" not in done.stderr
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1, lines
    assert ": error: " in lines[0]
    assert done.stdout == ""


def _runnable_modules() -> set[str]:
    """Every module of the package that does something when run with ``python -m``."""
    found = set()
    for path in (ROOT / "ganesha").rglob("*.py"):
        if re.search(r"^if __name__ == .__main__.:", path.read_text(encoding="utf-8"), re.M):
            found.add(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


def test_every_tool_with_a_command_line_is_tried() -> None:
    """A new ``python -m`` tool fails this test until its bad values are in the table above."""
    assert _runnable_modules() == (set(BAD_VALUES) - {"ganesha"}) | set(SAME_TOOL)


def test_a_good_seat_list_is_taken() -> None:
    from ganesha.data import arguments

    assert arguments.seat_numbers("0, 2") == (0, 2)
    assert arguments.seat_numbers("3") == (3,)
    assert arguments.positive("1") == 1
    assert arguments.count("0") == 0
    assert arguments.number_or_zero("0") == 0.0
    assert arguments.positive_number("0.25") == 0.25
    assert arguments.player_counts("2,4") == (2, 4)


@pytest.mark.parametrize("text", ["4", "-1", "0,0", "", "x"])
def test_a_seat_no_game_has_is_refused_as_it_is_parsed(text: str) -> None:
    from ganesha.data import arguments

    with pytest.raises(arguments.BadValue):
        arguments.seat_numbers(text)
