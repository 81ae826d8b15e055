"""The rated level's calibration: how strong each dial setting plays, on the ladder's scale.

    python -m ganesha.bench calibrate-rated --targets 1200,1600,2000 --games 100 --jobs 2 --write

At each target the rated player (``rated:1600``, no clock: a fixed number of simulations, so a
match reproduces) plays paired 2-player matches (every deal from both seats) against the fixed
levels of the ladder nearest that target (``--against`` names them instead), at their own
budgets, as the ladder itself was measured. Its rating is fitted with the opponents held at
their ladder ratings (:func:`ganesha.data.rated_calibration.fit_rating`), and ``--write``
replaces ``assets/rated_calibration.json``. ``--pilot`` marks a run too short to settle the
figures; the file keeps that mark and the games behind every point.
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import math
from pathlib import Path

import msgspec

from ganesha.ai.registry import rated_level
from ganesha.data.rated_calibration import (
    FORMAT,
    Bout,
    CalibrationFile,
    Point,
    fit_rating,
    to_json,
)
from ganesha.data.ratings import Rating, bound_gap, ratings, wilson
from ganesha.lab import arena
from ganesha.lab.ladder import commit

FILE = Path(__file__).resolve().parents[2] / "assets" / "rated_calibration.json"
#: Levels the rated player may be measured against: the ladder's, random excluded (nothing
#: near the dial's range).
OPPONENTS = ("easy", "medium", "hard", "expert")
ABOUT = ("The rated level's strength at each dial setting: paired 2-player arena matches of "
         "rated:TARGET (no clock) against the fixed levels, its rating fitted with theirs held "
         "at assets/ratings.json's (maximum likelihood, 95% profile-likelihood interval; null: "
         "unbounded). 'pilot': true means too few games to settle the figures.")


#: How many ladder levels nearest a target it meets by default.
NEAREST = 2


def nearest(target: int, ladder: dict[str, Rating], count: int = NEAREST) -> list[str]:
    """The ``count`` opponents whose ladder ratings lie nearest ``target`` (the most telling
    matches: a win rate far from a half says little)."""
    known = [level for level in OPPONENTS if level in ladder]
    return sorted(known, key=lambda level: abs(ladder[level].rating - target))[:count]


def play(target: int, against: str, games: int, seed: int, jobs: int) -> Bout:
    """One paired match of the rated player at ``target`` against a fixed level."""
    args = arena.parse_args(["--players", "2", "--games", str(games), "--paired", "--seats",
                             f"{rated_level(target)},{against}", "--seed", str(seed),
                             "--jobs", str(jobs)])
    report = arena.run(args)
    top = report["seats"][0]
    return Bout(against, ratings()[against].rating, int(top["wins"]), int(top["games"]))


def measure(target: int, opponents: list[str], games: int, seed: int, jobs: int) -> Point:
    """Every match of one target, and the rating fitted from them."""
    bouts = [play(target, level, games, seed + 97 * i, jobs) for i, level in enumerate(opponents)]
    rating, low, high = fit_rating([(b.against_rating, b.wins, b.games) for b in bouts])
    return Point(target=target, rating=round(rating, 1), low=_rounded(low), high=_rounded(high),
                 games=sum(b.games for b in bouts), bouts=bouts)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def command_line(args: argparse.Namespace) -> str:
    """The command that reproduces a run (written into the file)."""
    line = (f"python -m ganesha.bench calibrate-rated --targets {args.targets} --games "
            f"{args.games} --seed {args.seed} --jobs {args.jobs}")
    if args.against:
        line += f" --against {args.against}"
    elif args.nearest != NEAREST:
        line += f" --nearest {args.nearest}"
    return line + (" --pilot" if args.pilot else "") + " --write"


def calibrate(args: argparse.Namespace) -> CalibrationFile:
    """Play every target's matches (printing each as it ends) and return the file's data."""
    ladder = ratings()
    points = []
    for i, target in enumerate(int(t) for t in args.targets.split(",")):
        opponents = (args.against.split(",") if args.against
                     else nearest(target, ladder, args.nearest))
        point = measure(target, opponents, args.games, args.seed + 1000 * i, args.jobs)
        print(point_line(point), flush=True)
        points.append(point)
    return CalibrationFile(format=FORMAT, about=ABOUT, pilot=args.pilot,
                           command=command_line(args), date=datetime.date.today().isoformat(),
                           commit=commit(), points=points)


def bout_words(bout: Bout) -> str:
    """One match as the calibration table gives it: the wins, the win rate with its Wilson 95 %
    interval, and the ratings that interval's ends stand for against this opponent's (open on
    the side of a perfect or nil score, as the ladder reads them)."""
    low, high = wilson(bout.wins, bout.games)
    rate = bout.wins / bout.games if bout.games else 0.0
    ends = [bout.against_rating + bound_gap(end, bout.games) for end in (low, high)]
    low_words, high_words = (f"{end:.0f}" if math.isfinite(end) else "open" for end in ends)
    return (f"{bout.wins}/{bout.games} vs {bout.against} ({rate:.0%}, Wilson 95 % "
            f"{low:.0%}–{high:.0%}: {low_words}–{high_words} against its "
            f"{bout.against_rating:.0f})")


def point_line(point: Point) -> str:
    """One target's result: the fitted rating with its profile-likelihood interval, and each
    match in :func:`bout_words`."""
    low = "open" if point.low is None else f"{point.low:.0f}"
    high = "open" if point.high is None else f"{point.high:.0f}"
    return (f"rated:{point.target}: {point.rating:.0f} ({low}–{high}) over {point.games} "
            f"games: " + "; ".join(bout_words(b) for b in point.bouts))


def show(path: Path | None = None) -> int:
    """``--show``: the committed calibration's lines, without playing a game."""
    calibration = msgspec.json.decode((path or FILE).read_bytes(), type=CalibrationFile,
                                      strict=True)
    print(f"{calibration.command} ({calibration.date}, commit {calibration.commit})")
    for point in calibration.points:
        print(point_line(point))
    return 0


def targets(text: str) -> str:
    """``--targets`` checked as it is parsed: rising whole ratings."""
    values = [int(t) for t in text.split(",")]
    if values != sorted(set(values)) or not all(0 < v < 5000 for v in values):
        raise argparse.ArgumentTypeError("give rising ratings, e.g. 1200,1600,2000")
    return text


def opponents(text: str) -> str:
    """``--against`` checked as it is parsed: empty (the nearest levels) or ladder levels."""
    if text and not all(level in OPPONENTS for level in text.split(",")):
        raise argparse.ArgumentTypeError(f"choose from {', '.join(OPPONENTS)}")
    return text


def rises(points: list[Point]) -> bool:
    """Whether the fitted ratings rise strictly with the targets (the dial's first promise)."""
    return all(a.rating < b.rating for a, b in itertools.pairwise(points))


def run(args: argparse.Namespace) -> int:
    """The sub-command: measure, print, and with ``--write`` replace the file. Fails (1) when
    the fitted ratings do not rise with the targets."""
    if args.show:
        return show(args.out)
    data = calibrate(args)
    if args.write:
        (args.out or FILE).write_text(to_json(data), encoding="utf-8")
    return 0 if rises(data.points) else 1


__all__ = ["FILE", "NEAREST", "OPPONENTS", "bout_words", "calibrate", "command_line", "measure",
           "nearest", "opponents", "play", "point_line", "rises", "run", "show", "targets"]
