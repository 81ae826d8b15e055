"""The table's game log as a function of the game's history.

The log is never patched: it is read off the history by replaying it from the game's config
(:func:`ganesha.engine.replay` reproduces every draw), so a taken-back decision takes its lines
with it, a continued game shows every move it had, and a language change re-words every line.
:class:`GameLog` keeps the replay it made last and only extends it while the history only grows;
anything else (an undo, another language) rebuilds it from the start.

A line (:class:`LogLine`) has its words, the seat it is about (None for the table's own news:
draws, rounds, the winner) and its round. Lines are grouped into entries (:class:`LogEntry`): one
per turn, with a summary line ("Ravi: red ×3 on the mandala, +13") over its actions, and one per
piece of table news between turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ganesha.data import i18n
from ganesha.engine import (
    COLOURS,
    Action,
    AnswerTrade,
    AnySacrifice,
    ChanceResult,
    Drawn,
    EndTurn,
    GainPoint,
    Gamble,
    GameState,
    IllegalAction,
    Phase,
    Place,
    Redraw,
    RemoveLast,
    Reslot,
    Sacrifice,
    SkipSpice,
    SpicesPlaced,
    Swap,
    Take,
    new_game,
    pushed,
    scored,
)
from ganesha.engine.describe import not_offered, spice_draw
from ganesha.ui.kit.text import colour_name, spice_name, tr, trn


@dataclass(frozen=True)
class LogLine:
    text: str
    seat: int | None
    round: int
    scored: bool = False  # the action changed its player's points or the mandala


#: What became of a spice token whose gem was taken (see :meth:`GameLog.fates`).
USED, SKIPPED, NOT_OFFERED, NOW, WAITING = "used", "skipped", "not offered", "now", "waiting"
#: The actions that use the spice waiting (Ginger's Trade waits for its answer first).
_SPICE_USES = (RemoveLast, Swap, GainPoint, AnySacrifice, Gamble, Redraw, Reslot, AnswerTrade)


@dataclass
class LogEntry:
    """One turn (``details`` its actions, ``summary`` what it came to) or one piece of news
    (``details`` empty)."""

    summary: LogLine
    details: list[LogLine] = field(default_factory=list)
    points: int = 0  # what the turn earned its player (paid points count against it)
    final: bool = False  # a turn of the final stage


def _drum(state: GameState) -> list[int]:
    return [p.get("drum", 0) for p in state.points_by_source]


def _news(state: GameState, item: Action | ChanceResult) -> bool:
    """Chance results that are table news rather than part of a player's turn."""
    return isinstance(item, SpicesPlaced) or (isinstance(item, Drawn) and item.why == "altar")


def passed_over(token: str | None, state: GameState) -> str | None:
    """Why the spice ``token`` under the gem just taken was not offered (None when it was, or
    there was none): its effect could do nothing now."""
    return not_offered(token, tr) if token and state.phase != Phase.SPICE else None


class _Fates:
    """What became of each spice token of the altar now, told by the phases the engine went
    through as the history is read: offered and used, skipped, not offered (its effect could do
    nothing), deciding now, or Coriander waiting for the gems to be placed. A new altar (spice
    tokens laid again) starts afresh."""

    def __init__(self) -> None:
        self.fates: dict[int, str] = {}
        self.coriander: int | None = None

    def after(self, item: Action, token: str | None, state: GameState) -> str | None:
        """Note ``item`` (just applied to ``state``; ``token``: the effect under a taken gem);
        returns why a waiting Coriander was passed over, if it just was."""
        pending = state.pending_spice() \
            if state.phase in (Phase.SPICE, Phase.ANSWER, Phase.RESLOT) else None
        for hex_, fate in list(self.fates.items()):
            if fate == NOW and (pending is None or pending.hex != hex_):
                self.fates[hex_] = SKIPPED if isinstance(item, SkipSpice) \
                    else USED if isinstance(item, _SPICE_USES) else fate
        if isinstance(item, Take) and token is not None:
            if token == "reslot":
                self.fates[item.hex], self.coriander = WAITING, item.hex
            elif pending is None or pending.hex != item.hex:
                self.fates[item.hex] = NOT_OFFERED
        if pending is not None:
            self.fates[pending.hex] = NOW
        armed = self.coriander
        if armed is not None and self.fates.get(armed) != WAITING:
            self.coriander = None
        elif armed is not None and isinstance(item, Place) and state.phase != Phase.PLACE:
            self.fates[armed], self.coriander = NOT_OFFERED, None
            return tr("Coriander is not offered: no Destiny slot holds a gem")
        return None


class _Turn:
    """The turn being read: its seat, each source of its points and the gems it took off."""

    def __init__(self, state: GameState) -> None:
        self.key = (state.round, state.turn_player, state.phase == Phase.FINAL)
        self.seat = state.turn_player
        # (source, key) → [gems, points], in the order the turn earned them (see read.Scored)
        self.parts: dict[tuple[str, str], list[int]] = {}
        self.removed = [0] * len(COLOURS)  # gems it took off the mandala (Cardamom)
        self.entry = LogEntry(LogLine("", self.seat, state.round), final=self.key[2])

    def note(self, before: GameState, after: GameState) -> bool:
        """Add one action's points and mandala change; True if it changed either."""
        for part in scored(before, after):
            if part.seat == self.seat:
                gems_points = self.parts.setdefault((part.source, part.key), [0, 0])
                gems_points[0] += part.gems
                gems_points[1] += part.points
        for c, (was, now) in enumerate(zip(before.mandala, after.mandala, strict=True)):
            self.removed[c] += max(0, was - now)
        return before.mandala != after.mandala or before.score[self.seat] != after.score[self.seat]

    def summarise(self, state: GameState) -> None:
        self.entry.points = sum(points for _, points in self.parts.values())
        self.entry.summary = LogLine(summary(state.config.seat_names[self.seat], self.parts,
                                             self.removed, self.entry.points),
                                     self.seat, self.entry.summary.round)


def _part(source: str, key: str, gems: int, points: int) -> str:
    """One source of a turn's points in words: "yellow ×1 +2", "Cinnamon +1", "drum +1"."""
    signed = f"{points:+d}"
    if source == "gem":
        return tr("{colour} ×{n} {points}", colour=colour_name(key), n=gems, points=signed)
    if source == "spice":
        return tr("{spice} {points}", spice=spice_name(key), points=signed)
    if source == "drum":
        return tr("drum {points}", points=signed)
    return signed


def summary(who: str, parts: dict[tuple[str, str], list[int]], removed: Sequence[int],
            total: int) -> str:
    """A turn's summary line: every source of its points and every gem it took off the
    mandala, then the total when it is more than its one part ("Asha: yellow ×1 +2, Cinnamon
    +1 = +3"; "Ravi: red ×3 +9"; "Meera: nothing on the mandala, +0"; "Meera: yellow ×1 taken
    off, +0")."""
    gems = [(s, k, g, p) for (s, k), (g, p) in parts.items() if s == "gem"]
    rest = [(s, k, g, p) for (s, k), (g, p) in parts.items() if s != "gem" and p]
    words = [_part(*part) for part in sorted(gems, key=lambda g: COLOURS.index(g[1])) + rest]
    words += [trn("{colour} ×{n} taken off", "{colour} ×{n} taken off", n,
                  colour=colour_name(c)) for c, n in zip(COLOURS, removed, strict=True) if n]
    signed = f"{total:+d}"
    if not words:
        return tr("{who}: nothing on the mandala, {points}", who=who, points=signed)
    if len(words) == 1 and gems + rest:
        return tr("{who}: {parts}", who=who, parts=words[0])
    if not gems + rest:  # only gems taken off: nothing to add up
        return tr("{who}: {parts}, {points}", who=who, parts=", ".join(words), points=signed)
    return tr("{who}: {parts} = {points}", who=who, parts=", ".join(words), points=signed)


class GameLog:
    """The log of one game, kept in step with its history (see the module docstring)."""

    def __init__(self, state: GameState) -> None:
        # Where the replay starts: the game's own setup when the history replays to this very
        # position (every real game), otherwise (a hand-set position) this position as it is.
        actions = state.player_actions()
        start: GameState = state.snapshot()
        if actions:
            try:
                fresh = new_game(state.config)
                for action in actions:
                    fresh.apply(action)
                if fresh.digest() == state.digest():
                    start = new_game(state.config)
            except IllegalAction:
                pass
        self._start = start
        self._key: tuple[str, int] = ("", -1)
        self._history: list[Action | ChanceResult] = []
        self._replay = start.snapshot()
        self._entries: list[LogEntry] = []
        self._lines: list[LogLine] = []
        self._turn: _Turn | None = None
        self._fates = _Fates()

    def fates(self, state: GameState) -> dict[int, str]:
        """What became of each spice token of ``state``'s altar whose gem was taken (hex →
        "used", "skipped", "not offered", "now" or "waiting"), read off the history."""
        self._sync(state)
        return self._fates.fates

    def entries(self, state: GameState) -> list[LogEntry]:
        """The log of ``state``'s history as it is now, in the current language."""
        self._sync(state)
        return self._entries

    def lines(self, state: GameState) -> list[LogLine]:
        """Every line of the log (turn summaries left out), oldest first."""
        self._sync(state)
        return self._lines

    def _sync(self, state: GameState) -> None:
        history = state.history
        key = (i18n.language(), len(history))
        if key == self._key and (not history or history[-1] is self._history[-1]):
            return
        known = self._history
        same = key[0] == self._key[0] and len(history) >= len(known) \
            and all(a is b or a == b for a, b in zip(known, history, strict=False))
        if not same:
            self._restart()
        for item in history[len(self._history):]:
            self._read(item)
        self._key = key

    def _restart(self) -> None:
        self._replay = self._start.snapshot()
        self._entries, self._lines, self._turn = [], [], None
        self._fates = _Fates()
        self._history = list(self._start.history)
        for item in self._start.history:
            self._say(self._replay.describe(item, tr), None)

    def _say(self, text: str, seat: int | None) -> None:
        line = LogLine(text, seat, self._replay.round)
        self._lines.append(line)
        self._entries.append(LogEntry(line))

    def _detail(self, turn: _Turn, line: LogLine) -> None:
        """A line of the turn being read."""
        turn.entry.details.append(line)
        self._lines.append(line)

    def _read(self, item: Action | ChanceResult) -> None:
        """Take the next history entry: a chance result (already read as its action's
        consequence) or an action, replayed to learn its consequences."""
        self._history.append(item)
        if isinstance(item, (Drawn, SpicesPlaced)):
            return
        state = self._replay
        if len(state.history) != len(self._history) - 1:
            return  # the replay fell behind a history it could not follow: nothing to say
        key = (state.round, state.turn_player, state.phase == Phase.FINAL)
        if self._turn is None or self._turn.key != key:
            self._turn = _Turn(state)
            self._entries.append(self._turn.entry)
        turn = self._turn
        seat = state.current_player
        words = state.describe(item, tr)
        known = len(state.history)
        before = state.clone()
        round_before = state.round
        drum = _drum(state)
        token = state.spice_tokens().get(item.hex) if isinstance(item, Take) else None
        taken = COLOURS[state.pending_gem] if isinstance(item, Gamble) else None
        try:
            state.apply(item)
        except IllegalAction:
            self._history.pop()
            return
        changed = turn.note(before, state) or state.score[seat] != before.score[seat]
        self._detail(turn, LogLine(words, seat, round_before, changed))
        for why in (passed_over(token, state), self._fates.after(item, token, state)):
            if why:
                self._detail(turn, LogLine(why, None, state.round))
        news = self._draws(turn, state, known, taken)
        turn.summarise(state)
        first, last = _round_news(state, item, round_before, drum,
                                  _emptied(before, state, item))
        for words in first + news + last:
            self._say(words, None)


    def _draws(self, turn: _Turn, state: GameState, known: int, taken: str | None) -> list[str]:
        """The draws and tokens that followed the action in the history: news for the table's
        notice line, the rest as lines of the turn (a new altar's tokens start without a past)."""
        news: list[str] = []
        for later in state.history[known + 1:]:
            if isinstance(later, SpicesPlaced):
                self._fates = _Fates()
            if isinstance(later, (Drawn, SpicesPlaced)):
                words = spice_draw(later, taken, tr) if isinstance(later, Drawn) \
                    and later.why in ("gamble", "redraw") else state.describe(later, tr)
                if _news(state, later):
                    news.append(words)
                else:
                    self._detail(turn, LogLine(words, None, state.round))
        return news

def _emptied(before: GameState, after: GameState, item: Action) -> list[str]:
    """The end of the last round moves every Destiny gem into its seat's Treasury: one line per
    seat that had any (a placement's push is said in its own line)."""
    if isinstance(item, (Place, Reslot)):
        return []
    lines = []
    moved = pushed(before, after, item)
    for seat in sorted({s for s, _ in moved}):
        colours = [c for s, c in moved if s == seat]
        lines.append(trn("{who} moves {n} Destiny gem into the Treasury: {gems}",
                         "{who} moves {n} Destiny gems into the Treasury: {gems}", len(colours),
                         who=after.config.seat_names[seat],
                         gems=", ".join(colour_name(c) for c in colours)))
    return lines


def _round_news(state: GameState, item: Action, round_before: int, drum: Sequence[int],
                emptied: list[str]) -> tuple[list[str], list[str]]:
    """What the action brought about for everyone, said before the draws (the drum's point, a
    new round) and after them (the final stage, the ``emptied`` Destiny slots, the winner)."""
    first: list[str] = []
    if state.round != round_before and not state.is_over:
        first.append(tr("Round {n} begins", n=state.round))
    for seat, (was, now) in enumerate(zip(drum, _drum(state), strict=True)):
        if now > was:
            first.insert(0, tr("{who} turns the drum: +{points}",
                               who=state.config.seat_names[seat], points=now - was))
    last: list[str] = []
    if state.phase == Phase.FINAL and isinstance(item, (Sacrifice, EndTurn)):
        last.append(tr("The final stage begins: one Treasury gem at a time"))
    last += emptied  # the Destiny gems every seat moved into its Treasury
    if state.is_over and state.winner is not None:
        last.append(trn("{name} wins with {n} point", "{name} wins with {n} points",
                        state.scores[state.winner], name=state.config.seat_names[state.winner]))
    return first, last

__all__ = ["NOT_OFFERED", "NOW", "SKIPPED", "USED", "WAITING", "GameLog", "LogEntry", "LogLine",
           "passed_over"]
