"""``python -m ganesha.lab.worker_frames``: the frame gaps of a 16 ms loop while an AI level
thinks through the worker (a process, or ``--thread`` to compare) — the figure behind "the AI
never stalls the table"."""

from __future__ import annotations

import statistics
import sys
import time

from ganesha.ai.worker import AIWorker
from ganesha.data.arguments import ToolParser, players, positive, positive_number
from ganesha.engine import GameConfig, new_game


def measure_frames(level: str, think_ms: int | None, seconds: float, players: int,
                   use_process: bool, frame_ms: float = 16.0) -> dict[str, float]:
    """Run a ``frame_ms`` loop (sleeping like a capped frame rate) for ``seconds`` while
    ``level`` plays every seat of a game through the worker; return the frame gaps."""
    state = new_game(GameConfig(players=players, seed=11))
    worker = AIWorker(use_process=use_process)
    gaps: list[float] = []
    decisions = 0
    try:
        worker.start(state, level, 1, think_ms)
        started = last = time.perf_counter()
        while last - started < seconds:
            target = last + frame_ms / 1000.0
            action = worker.poll()
            if action is not None:
                state.apply(action)
                decisions += 1
                if state.is_over:
                    state = new_game(GameConfig(players=players, seed=11 + decisions))
                seed = decisions * 7919 + state.current_player  # a new seed each time, like the UI
                worker.start(state, level, seed, think_ms)
            pause = target - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
    finally:
        worker.close()
    gaps.sort()
    return {
        "frames": len(gaps), "decisions": decisions,
        "gap_ms_median": 1000 * statistics.median(gaps),
        "gap_ms_p99": 1000 * gaps[int(0.99 * (len(gaps) - 1))],
        "gap_ms_max": 1000 * gaps[-1],
    }


def main(argv: list[str] | None = None) -> int:
    parser = ToolParser(prog="python -m ganesha.lab.worker_frames",
                        description="Frame gaps of a 16 ms loop while an AI thinks")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--think-ms", type=positive, default=None)
    parser.add_argument("--seconds", type=positive_number, default=10.0)
    parser.add_argument("--players", type=players, default=2)
    parser.add_argument("--thread", action="store_true", help="think in a thread (to compare)")
    args = parser.parse_args(argv)
    result = measure_frames(args.level, args.think_ms, args.seconds, args.players,
                            use_process=not args.thread)
    mode = "thread" if args.thread else "process"
    print(f"{args.level} in a {mode}: {result['frames']} frames, {result['decisions']} decisions, "
          f"gap median {result['gap_ms_median']:.1f} ms, p99 {result['gap_ms_p99']:.1f} ms, "
          f"max {result['gap_ms_max']:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
