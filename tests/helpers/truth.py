"""The table's sentences held against the game: an oracle that watches a real table play.

The oracle listens to the controller like any part of the table does. Before each action it
notes what the engine answers about it (who decides, the turn, the token under a taken gem, the
action's :meth:`~ganesha.engine.GameState.preview`, its :meth:`describe` line); after it, what the
engine's state became (scores, mandala, phase, the pending spice). From these records alone —
never from the UI's words — it says what each sentence on the table must say, and
:meth:`Oracle.check` compares: the prompt's offer with ``legal_actions()``, each turn's summary in
the log and on the tiles with the turn's own gems and points, the spice guide's status of each
token with what became of it, the score pops with the preview, the log panel with its newest line
and the hot-seat hand-over's promise with the catch-up that follows it.

Every failure says which sentence is untrue and what the game says instead.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ganesha.engine import (
    COLOURS,
    Action,
    GameState,
    Phase,
    Place,
    Reslot,
    SkipSpice,
    Take,
)
from ganesha.ui.kit.text import spice_name, tr
from ganesha.ui.table.draw.view import is_hand_over
from ganesha.ui.table.intents import HandOver
from tests.helpers.table import Table
from tests.helpers.truth_parts import (
    check_emptied,
    check_parts,
    check_pushes,
    record_sources,
)

TurnKey = tuple[int, int, bool]

#: The guide's status word for each fate of a token whose gem is gone (English table).
STATUS = {"used": "used", "skipped": "not used", "not offered": "not offered", "now": "now",
          "waiting": "after placing", "no gem": "no gem"}


def turn_key(state: GameState) -> TurnKey:
    return state.round, state.turn_player, state.phase == Phase.FINAL


@dataclass
class Act:
    """One action as the engine saw it."""

    action: Action
    seat: int  # who decided it
    key: TurnKey
    line: str  # the engine's describe() of it
    preview: tuple[tuple[int, ...], tuple[int, ...]]  # (points per seat, slot values filled)
    points: int = 0  # the turn seat's score change, the drum's point aside
    placed: dict[str, int] = field(default_factory=dict)
    removed: dict[str, int] = field(default_factory=dict)
    pops: list[str] = field(default_factory=list)  # the score pops the table set off for it
    gem_points: dict[str, int] = field(default_factory=dict)  # colour → its slots' values
    spice: tuple[str, int] | None = None  # the spice that changed the score, and by how much
    pushed: list[str] = field(default_factory=list)  # Destiny gems it sent to the Treasury


@dataclass
class Turn:
    key: TurnKey
    seat: int
    acts: list[Act] = field(default_factory=list)
    not_offered: int = 0  # tokens passed over because they could do nothing

    @property
    def points(self) -> int:
        return sum(a.points for a in self.acts)

    def count(self, part: str) -> dict[str, int]:
        total: dict[str, int] = {}
        for act in self.acts:
            for colour, n in getattr(act, part).items():
                total[colour] = total.get(colour, 0) + n
        return total


class Oracle:
    """Records a table's game through the controller's listener and checks its sentences."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.turns: list[Turn] = []
        self.fates: dict[int, str] = {}  # token hex → what became of it (this altar)
        self.failures: list[str] = []
        self.emptied: list[str] = []  # the lines the end of the last round must have said
        self._before: dict | None = None
        self._pending_coriander: int | None = None
        table.controller.listeners.append(self._listen)

    # --- recording --------------------------------------------------------------------------
    def _listen(self, action: Action, context: dict) -> None:
        if context.get("replay"):
            return  # a hand-over's catch-up plays the past again: nothing new happened
        state = self.table.controller.state
        if not context.get("after"):
            preview = state.preview(action)
            self._before = {
                "seat": state.current_player, "key": turn_key(state),
                "turn_seat": state.turn_player, "scores": state.scores,
                "drum": [p.get("drum", 0) for p in state.points_by_source],
                "mandala": state.mandala_filled(), "history": len(state.history),
                "line": state.describe(action, tr),
                "token": state.spice_tokens().get(action.hex) if isinstance(action, Take)
                else None,
                "preview": (preview.points, tuple(v for _, _, v in preview.slots)),
                "slots_filled": preview.slots,
                "tiles": [state.seat(s).slots for s in range(state.config.players)],
                "effect": state.spice_effect,
                "pops": len(self.table.scene.effects.animator.pops),
                "phase": state.phase,
            }
            return
        before, self._before = self._before, None
        assert before is not None
        self._record(action, before, state)

    def _record(self, action: Action, before: dict, state: GameState) -> None:
        seat = before["turn_seat"]
        drum = [p.get("drum", 0) for p in state.points_by_source]
        act = Act(action, before["seat"], before["key"], before["line"], before["preview"])
        act.points = state.scores[seat] - before["scores"][seat] - (drum[seat]
                                                                    - before["drum"][seat])
        for colour in COLOURS:
            change = state.mandala_filled()[colour] - before["mandala"][colour]
            if change > 0:
                act.placed[colour] = change
            elif change < 0:
                act.removed[colour] = -change
        act.pops = [p.text for p in self.table.scene.effects.animator.pops[before["pops"]:]]
        record_sources(self, act, before, state)
        if not self.turns or self.turns[-1].key != act.key:
            self.turns.append(Turn(act.key, seat))
        turn = self.turns[-1]
        turn.acts.append(act)
        self._fate(action, before, state, turn)

    def _fate(self, action: Action, before: dict, state: GameState, turn: Turn) -> None:
        """What became of the token under a taken gem, read off the phases the engine went
        through (a new altar forgets the old fates)."""
        if any(type(item).__name__ == "SpicesPlaced"
               for item in state.history[before["history"]:]):
            self.fates = {}
        pending = state.pending_spice()
        if isinstance(action, Take) and before["token"] is not None:
            if before["token"] == "reslot":
                self.fates[action.hex] = "waiting"
                self._pending_coriander = action.hex
            elif pending is not None and pending.hex == action.hex:
                self.fates[action.hex] = "now"
            else:
                self.fates[action.hex] = "not offered"
                turn.not_offered += 1
            return
        if before["phase"] in (Phase.SPICE, Phase.ANSWER, Phase.RESLOT):
            for hex_, fate in self.fates.items():
                if fate == "now" and (pending is None or pending.hex != hex_):
                    self.fates[hex_] = "skipped" if isinstance(action, SkipSpice) else "used"
                    if before["phase"] == Phase.RESLOT:
                        self._pending_coriander = None
        coriander = self._pending_coriander
        if coriander is not None and self.fates.get(coriander) == "waiting":
            if state.phase == Phase.RESLOT:
                self.fates[coriander] = "now"
            elif isinstance(action, Place) and state.phase != Phase.PLACE:
                self.fates[coriander] = "not offered"
                turn.not_offered += 1
                self._pending_coriander = None
        if isinstance(action, Reslot):
            self._pending_coriander = None

    # --- checking ---------------------------------------------------------------------------
    def fail(self, what: str) -> None:
        if what not in self.failures:
            self.failures.append(what)

    def check(self, whole: bool = False) -> None:
        """Every sentence on the table now, against the records (after a frame was drawn); the
        log's older turns were checked when they were new, unless ``whole``."""
        c = self.table.controller
        if c.hot_seat.catchup is not None:
            return  # the table shows the past while it lasts
        self.check_prompt()
        self.check_log(whole)
        self.check_stories()
        self.check_guide()
        self.check_log_view()
        check_emptied(self)

    def check_prompt(self) -> None:
        """"take a gem, or two starting with C": every C named starts a two-gem take that the
        engine allows, and every colour that does is named."""
        c = self.table.controller
        state = c.state
        words = c.prompt()
        if state.phase != Phase.TAKE or not c.human_to_act:
            return
        named: set[str] = set()
        match = re.search(r"two starting with (.+)$", words)
        if match:
            named = {w.strip() for w in match.group(1).split(" or ")}
        real = set()
        gems = state.altar_gems()
        for take in state.legal_actions():
            if not isinstance(take, Take):
                continue
            probe = state.clone()
            probe.apply(take)
            if probe.phase == Phase.SPICE:
                probe.apply(SkipSpice())
            if probe.phase == Phase.SECOND:
                real.add(gems[take.hex])
        if named != real:
            self.fail(f"prompt {words!r}: two-gem starts the engine allows are {sorted(real)}")

    def _turn_entries(self) -> list:
        return [e for e in self.table.controller.log_entries if e.details]

    def check_log(self, whole: bool = True) -> None:
        """Each turn's summary names the gems it placed (and took off) and its points; a
        passed-over token has its line; no line says an offering of nothing (the last turns
        only, unless ``whole``)."""
        entries = self._turn_entries()
        if len(entries) != len(self.turns):
            self.fail(f"log has {len(entries)} turns, the game {len(self.turns)}")
            return
        recent = 0 if whole else max(0, len(entries) - 3)
        for entry, turn in zip(entries[recent:], self.turns[recent:], strict=True):
            self._check_summary(entry.summary.text, turn)
            check_pushes(self, [d.text for d in entry.details], turn)
            said = sum("is not offered" in line.text for line in entry.details)
            if said != turn.not_offered:
                self.fail(f"turn {turn.key}: {said} 'not offered' lines, the game passed "
                          f"{turn.not_offered} token(s): {[d.text for d in entry.details]}")
            for line in entry.details:
                if "sacrifices nothing" in line.text:
                    self.fail(f"log line {line.text!r} offers nothing")
        for line in self.table.controller.log[-12 if not whole else 0:]:
            if "sacrifices nothing" in line.text:
                self.fail(f"log line {line.text!r} offers nothing")

    def _check_summary(self, text: str, turn: Turn) -> None:
        check_parts(self, text, turn)
        placed, removed = turn.count("placed"), turn.count("removed")
        if not text.endswith(f"{turn.points:+d}"):
            self.fail(f"summary {text!r}: the turn earned {turn.points:+d}")
        for colour, n in placed.items():
            if f"{colour} ×{n}" not in text:
                self.fail(f"summary {text!r}: the turn placed {colour} ×{n}")
        for colour, n in removed.items():
            if f"{colour} ×{n}" not in text:
                self.fail(f"summary {text!r}: the turn took {colour} ×{n} off the mandala")
        if placed and "nothing" in text:
            self.fail(f"summary {text!r} says nothing, the turn placed {placed}")
        elif removed and "nothing on the mandala" in text:  # "nothing placed, … taken off": true
            self.fail(f"summary {text!r}: the turn took {removed} off the mandala")

    def check_stories(self) -> None:
        """A tile's last turn shows its summary and every line that scored; anything left out
        is counted ("… and N more")."""
        c = self.table.controller
        state = c.state
        if state.config.players != 2:
            return
        said = self.table.scene.painter.said
        entries = self._turn_entries()
        if len(entries) != len(self.turns):
            return
        ongoing = len(self.turns) - 1 if self.turns and not state.is_over \
            and self.turns[-1].key == turn_key(state) else None  # the turn being played
        for seat in range(2):
            index = next((i for i in range(len(self.turns) - 1, -1, -1)
                          if self.turns[i].seat == seat and i != ongoing), None)
            lines = [w for where, w in said if where == f"story {seat}"]
            if index is None:
                continue
            entry, turn = entries[index], self.turns[index]
            if entry.summary.text not in lines:
                self.fail(f"tile {seat}'s story {lines} lacks its summary {entry.summary.text!r}")
            scoring = [a.line for a in turn.acts if a.points or a.placed]
            for line in scoring:
                if line not in lines:
                    self.fail(f"tile {seat}'s story {lines} lacks the line that scored {line!r}")
            drawn = Counter(lines)
            left = sum((Counter(d.text for d in entry.details) - drawn).values())
            more = [w for w in lines if re.fullmatch(r"… and \d+ more", w)]
            if left and more != [f"… and {left} more"]:
                self.fail(f"tile {seat}'s story leaves out {left} line(s) silently: {lines}")

    def check_guide(self) -> None:
        """Each spice token's line in the guide: no status while its gem is there, else what
        became of it, in its own words."""
        state = self.table.controller.state
        gems = state.altar_gems()
        for where, line in self.table.scene.painter.said:
            if where != "guide":
                continue
            match = re.search(r"hex (\d+)", line)
            assert match, line
            hex_ = int(match.group(1)) - 1
            effect = state.spice_tokens().get(hex_)
            if effect is None or not line.startswith(spice_name(effect)):
                self.fail(f"guide line {line!r}: hex {hex_ + 1} holds {effect}")
                continue
            parts = line.split(" · ")
            status = parts[2] if len(parts) > 2 else ""
            fate = None if hex_ in gems else self.fates.get(hex_, "no gem")
            want = STATUS[fate] if fate else ""
            if status != want:
                self.fail(f"guide line {line!r}: the token's fate is {fate or 'its gem is there'}"
                          f" ({want or 'no status'})")

    def check_log_view(self) -> None:
        """The log follows its newest line unless the player scrolled; then a "latest" control
        shows the way back."""
        view = self.table.scene.log_view
        rows = view.wrapped
        if not rows:
            return
        if view.scroll == 0:
            if rows[-1] not in view.shown:
                self.fail("the log does not show its newest line though it was not scrolled")
        elif not getattr(view, "latest_shown", False):
            self.fail("the log is scrolled back and shows no way to the latest line")

    def check_pops(self) -> None:
        """Each action's score pops are the points and slot values the engine previewed (at
        the instant speed nothing pops)."""
        if self.table.scene.speed.instant:
            return
        for turn in self.turns:
            for act in turn.acts:
                points, slots = act.preview
                want = sorted([f"+{v}" for v in slots] + [f"{p:+d}" for p in points if p])
                if sorted(act.pops) != want:
                    self.fail(f"{act.line!r}: pops {act.pops}, the engine previewed {want}")

    # --- the hot-seat hand-over -------------------------------------------------------------
    def hand_over(self) -> bool:
        """Answer a hand-over dialog if one shows, checking what it promises; True if it did."""
        scene, c = self.table.scene, self.table.controller
        dialog = scene.dialog
        if dialog is None or not is_hand_over(dialog):
            return False
        seat = c.state.current_player
        body = " ".join(getattr(dialog, "body", "") .split())
        had_turn = any(a.seat == seat for t in self.turns for a in t.acts)
        if "your last turn" in body and not had_turn:
            self.fail(f"hand-over {body!r}: {seat} has had no turn yet")
        option = next(b.intent for b in dialog.buttons if isinstance(b.intent, HandOver))
        c.choose(option)
        promised = "shown again" in body or "shown first" in body
        catchup = c.hot_seat.catchup
        shows = catchup is not None and catchup.total > 0 and not scene.speed.instant
        if promised and not shows:
            self.fail(f"hand-over {body!r}, but the catch-up shows nothing")
        if c.hot_seat.catchup is not None:
            c.skip_catchup()
        self.table.frame()
        return True


Chooser = Callable[[GameState], Action]


def play(table: Table, oracle: Oracle, chooser: Chooser, rng: random.Random,
         limit: int | None = None, scrolls: bool = True) -> None:
    """Play ``table`` with ``chooser`` deciding every person's seat through the table (its AI
    seats play themselves), checking every state; now and then the player scrolls the log
    back, and comes back with End or the "latest" control."""
    c = table.controller
    steps = 0
    while not c.state.is_over and (limit is None or steps < limit):
        if oracle.hand_over():
            oracle.check()
            continue
        if not c.human_to_act:  # an AI seat of the table plays (a turn a frame when instant)
            table.frame()
            oracle.check()
            continue
        c.choose(chooser(c.state))
        steps += 1
        table.frame()
        oracle.check()
        if scrolls:
            _scroll(table, oracle, rng)
    table.frame()
    oracle.check(whole=True)


def _scroll(table: Table, oracle: Oracle, rng: random.Random) -> None:
    view = table.scene.log_view
    roll = rng.random()
    if roll < 0.05:
        table.send(pygame.MOUSEWHEEL, x=0, y=2, pos=view.rect.center, flipped=False)
        oracle.check()
    elif roll < 0.08 and view.scroll:
        table.send(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
        if view.scroll:
            oracle.fail("End does not bring the log back to its latest line")
    elif roll < 0.11 and view.scroll:
        rect = getattr(view, "latest_rect", None)
        if rect is None:
            oracle.fail("the scrolled log has no latest control to click")
            return
        dialog = table.scene.dialog
        covered = dialog is not None and dialog.modal  # a box waiting keeps every click
        scrolled = view.scroll
        table.click(rect.center)
        if covered and view.scroll != scrolled:
            oracle.fail("a click beside a box waiting for its answer moved the log")
        elif not covered and view.scroll:
            oracle.fail("clicking the latest control does not bring the log back")


__all__ = ["Oracle", "play"]
