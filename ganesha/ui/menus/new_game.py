"""The New game screen: 2–4 seats (human or AI level, a name, a pawn), the mandala side, spice
tokens, the two rule variants with one-line explanations, the first player and the seed.

Everything chosen here ends up in a :class:`~ganesha.data.match.Match`, the same value the command
line builds and a save stores; the seed is shown and editable so a game
can be replayed exactly (the same seed with the same choices deals the same altar). The screen
opens with the last game's choices (:mod:`ganesha.store.last_setup`, given by the host), and an
option that cannot apply to the seats chosen (the fourth-seat start below 4 players) is hidden,
its note saying why.

Spice tokens are the one option here that is also a setting ("Spice tokens in new games"): the
screen shows the setting and a change of it here is a change of the setting, saved at once and
seen by the Settings screen, so the two can never disagree and the last game's choices cannot
bring back a value the player has since changed.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import pygame

from ganesha.ai.registry import RATED, base_level, rated_level, rating_of
from ganesha.data import ratings
from ganesha.data.match import Match
from ganesha.data.names import check_name
from ganesha.data.ratings import in_words
from ganesha.data.vocabulary import HUMAN, OFFERED_SEAT_KINDS, PAWNS, SEED_MAX
from ganesha.engine import GameConfig
from ganesha.engine.boards import DEFAULT_NAMES
from ganesha.store.last_setup import Setup
from ganesha.store.settings import changed
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.gems import pawn_surface
from ganesha.ui.kit.text import seat_kind_label, tr, trn
from ganesha.ui.kit.theme import PLAYER_COLOURS
from ganesha.ui.kit.widgets.choice import Choice, Icon
from ganesha.ui.kit.widgets.control import Control
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.kit.widgets.text_field import TextField
from ganesha.ui.menus import my_level
from ganesha.ui.menus.host import Games, Navigation, SettingsAccess
from ganesha.ui.menus.menu_base import MenuScene

#: An opponent's level until the player picks another (the middle of what is offered).
DEFAULT_AI = "medium" if "medium" in OFFERED_SEAT_KINDS else OFFERED_SEAT_KINDS[-1]
#: Who a seat's kind choice offers: a person, the fixed levels, and an AI at the dial's rating.
KINDS = (*OFFERED_SEAT_KINDS, RATED)
EXTRA_NAMES = ("Kiran",)
#: One honest English line per offered AI level, shown under the seats that have it (collected
#: for translation by name: build/make_locale.py's WORD_DICTS; translated when drawn).
LEVEL_BLURBS: dict[str, str] = {
    "easy": "Plays by rules of thumb and sometimes slips: good for learning the game.",
    "medium": "Plans its whole turn and picks the best-looking outcome; answers in a blink.",
    "hard": "Simulates many possible futures for about a second per decision.",
    "expert": "Hard's search, a round further ahead, about 3 s a decision: strongest, slowest.",
}
def rating_words(level: str) -> str:
    """The level's measured strength in one plain sentence (``assets/ratings.json``, made by the
    arena's ladder): its rating with the interval, and how often it beat the level below it;
    empty when the level has no rating."""
    rated = ratings.ratings().get(level)
    if rated is None:
        return ""
    if rated.against is None:
        return tr("Rating {rating}.", rating=round(rated.rating))
    n, m = in_words(rated.against.win_rate)
    beats = trn("It wins about {n} game in {m} against {other}.",
                "It wins about {n} games in {m} against {other}.", n, m=m,
                other=tr(rated.against.weaker))
    if rated.low == rated.high:
        span = tr("the scale's fixed point")
    elif math.isinf(rated.high):
        span = tr("{low} or more", low=round(rated.low))
    else:
        span = tr("{low} to {high}", low=round(rated.low), high=round(rated.high))
    return tr("Rating {rating} ({span}).", rating=round(rated.rating), span=span) + " " + beats


class Part(Enum):
    """What a seat's control changes: its pawn, its name, who plays it, or removes it."""

    PAWN = auto()
    NAME = auto()
    KIND = auto()
    REMOVE = auto()


@dataclass(frozen=True, slots=True)
class SeatControl:
    """A seat row's control: which part of which seat. The screen reads this identity, never a
    name to parse, so a fifth kind of control or a tenth seat cannot be misread."""

    part: Part
    seat: int


class Option(Enum):
    """The screen's controls that are not a seat's: the game's options and the buttons."""

    ADD = auto()
    FIRST = auto()
    SIDE = auto()
    SPICES = auto()
    DRUM_BONUS = auto()
    FOURTH_SEAT = auto()
    MY_LEVEL = auto()
    SEED = auto()
    RESEED = auto()
    BACK = auto()
    START = auto()


ROW_Y = (188, 256, 324, 392)
RIGHT_Y = (140, 236, 332, 428)  # tops of the right panel's rows
MOST = 1.25
#: The middle of the "at my level" dial's row, under the seats and above "First player".
DIAL_Y = 490
"""How far the controls grow with the text: the seat rows are 68 apart and a control 48 tall at
100 % (60 at 1.25x) leaves a gap of 8; the right panel's notes sit 6 below a grown choice."""


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 1 << 31)


def pawn_icon(seat: int) -> Icon:
    """Draws seat ``seat``'s pawn in the given animal, beside its name in the pawn choice."""
    def draw(pawn: Any, size: int) -> pygame.Surface | None:
        return pawn_surface(seat, pawn, size)
    return draw


class NewGameScene(MenuScene):
    def __init__(self, navigation: Navigation, games: Games, settings: SettingsAccess,
                 size: tuple[int, int], seed: int | None = None) -> None:
        self.navigation, self.games, self.preferences = navigation, games, settings
        self.seats: list[dict[str, str]] = [
            {"kind": HUMAN, "name": DEFAULT_NAMES[0], "pawn": PAWNS[0]},
            {"kind": DEFAULT_AI, "name": DEFAULT_NAMES[1], "pawn": PAWNS[1]},
            {"kind": DEFAULT_AI, "name": DEFAULT_NAMES[2], "pawn": PAWNS[2]},
        ]
        self.side = "day"
        self.drum_bonus = True
        self.fourth_seat = True
        self.first: Any = "random"
        if games.last_setup is not None:
            self.recall(games.last_setup)
        people = [s["name"] for s in self.seats if s["kind"] == HUMAN]
        self.player = my_level.player_rating(people[0]) if people else None
        self.dial = my_level.opening_setting(self.seats, self.player)
        self.set_dial(self.dial)
        self.seed = str(seed if seed is not None else new_seed())
        self.error = ""
        super().__init__(size)

    # --- the model -------------------------------------------------------------------------------
    @property
    def spices(self) -> bool:
        """Spice tokens in this game: the setting itself, read each time (never a copy)."""
        return self.preferences.settings.spices

    def match(self) -> Match:
        """The match as chosen; ValueError (with a sentence for the player) if it cannot be."""
        names = tuple(s["name"].strip() for s in self.seats)
        for name in names:
            problem = check_name(name)
            if problem is not None:
                raise ValueError(problem)
        if not self.seed.isdigit() or not 0 <= int(self.seed) <= SEED_MAX:
            raise ValueError(tr("The seed must be a whole number"))
        config = GameConfig(players=len(self.seats), side=self.side, spices=self.spices,
                            drum_bonus=self.drum_bonus, fourth_seat_bonus=self.fourth_seat,
                            seed=int(self.seed),
                            first_player=None if self.first == "random" else self.first,
                            names=names)
        return Match(config, tuple(s["kind"] for s in self.seats),
                     tuple(s["pawn"] for s in self.seats))

    def recall(self, setup: Setup) -> None:
        """Open with the last game's choices (a level no longer offered becomes the default; a
        rated seat stays one, its setting read by the dial)."""
        self.seats = [{"kind": seat.kind if base_level(seat.kind) in KINDS else DEFAULT_AI,
                       "name": seat.name, "pawn": seat.pawn} for seat in setup.seats]
        self.side = setup.side
        self.drum_bonus, self.fourth_seat = setup.drum_bonus, setup.fourth_seat
        self.first = "random" if setup.first is None else setup.first

    def add_seat(self) -> None:
        if len(self.seats) < 4:
            used = {s["pawn"] for s in self.seats}
            names = {s["name"] for s in self.seats}
            name = next(n for n in (*DEFAULT_NAMES, *EXTRA_NAMES) if n not in names)
            pawn = next(p for p in PAWNS if p not in used)
            self.seats.append({"kind": DEFAULT_AI, "name": name, "pawn": pawn})

    def set_dial(self, rating: int) -> None:
        """Every "at my level" seat plays at the dial's ``rating``."""
        self.dial = rating
        for seat in self.seats:
            if rating_of(seat["kind"]) is not None:
                seat["kind"] = rated_level(rating)

    @property
    def has_rated(self) -> bool:
        return any(rating_of(s["kind"]) is not None for s in self.seats)

    def remove_seat(self, index: int) -> None:
        if len(self.seats) > 2:
            del self.seats[index]
            if self.first != "random" and self.first >= len(self.seats):
                self.first = "random"

    def set_pawn(self, index: int, pawn: str) -> None:
        """Pawns are unique: taking another seat's animal swaps the two."""
        for other in self.seats:
            if other["pawn"] == pawn:
                other["pawn"] = self.seats[index]["pawn"]
        self.seats[index]["pawn"] = pawn

    def row_y(self, seat: int) -> float:
        """The middle of a seat's row: its 100 % place, lowered by most of what the rows grow
        with larger text, so the grown rows keep clear of the "Players" heading above them
        (lifting the heading instead pressed it against its panel's top edge)."""
        heading = type_scale.style("heading")
        taller = heading.px(1.0, self.text_most) - heading.px(1.0, 1.0)
        return ROW_Y[seat] + (type_scale.grown(48, MOST) - 48) * 0.75 + taller / 2

    # --- controls --------------------------------------------------------------------------------
    def build(self) -> None:
        c: list[Control] = []
        for i, seat in enumerate(self.seats):
            y = self.row_y(i)
            c.append(Choice(SeatControl(Part.PAWN, i),
                            self.grown_rect(120, y - 24, 216, 48, MOST),
                            [(p, tr(p)) for p in PAWNS], seat["pawn"],
                            icon=pawn_icon(i)))
            c.append(TextField(SeatControl(Part.NAME, i),
                               self.grown_rect(348, y - 24, 160, 48, MOST), seat["name"], 16))
            c.append(Choice(SeatControl(Part.KIND, i),
                            self.grown_rect(520, y - 24, 212, 48, MOST),
                            [(k, seat_kind_label(k)) for k in KINDS], base_level(seat["kind"])))
            if len(self.seats) > 2:
                c.append(PushButton(SeatControl(Part.REMOVE, i),
                                    self.grown_rect(746, y - 18, 36, 36, MOST), "×",
                                    role="button"))
        if len(self.seats) < 4:
            add_y = self.row_y(len(self.seats)) - 22
            c.append(PushButton(Option.ADD, self.grown_rect(120, add_y, 240, 44, MOST),
                                tr("+ Add a player"), role="label"))
        if self.has_rated:
            c.append(my_level.Dial(Option.MY_LEVEL,
                                   self.grown_rect(256, DIAL_Y - 24, 150, 48, MOST), self.dial))
        c += self.option_controls()
        self.form = Form(c)
        if self.form.focus is None:
            self.form.focus_on(Option.START)

    def option_controls(self) -> list[Control]:
        """The game's options (right panel, first player), the seed and the two buttons."""
        on_off = [(True, tr("On")), (False, tr("Off"))]
        first: list[tuple[Any, str]] = [("random", tr("Random"))]
        first += [(i, s["name"] or "?") for i, s in enumerate(self.seats)]
        c: list[Control] = [
            Choice(Option.FIRST, self.grown_rect(420, 520, 300, 48, MOST), first, self.first),
            Choice(Option.SIDE, self.grown_rect(1046, RIGHT_Y[0], 160, 48, MOST),
                   [("day", tr("Day")), ("night", tr("Night"))], self.side),
            Choice(Option.SPICES, self.grown_rect(1046, RIGHT_Y[1], 160, 48, MOST), on_off,
                   self.spices),
            Choice(Option.DRUM_BONUS, self.grown_rect(1046, RIGHT_Y[2], 160, 48, MOST), on_off,
                   self.drum_bonus)]
        if len(self.seats) == 4:  # it cannot apply otherwise: hidden, and the note says why
            c.append(Choice(Option.FOURTH_SEAT, self.grown_rect(1046, RIGHT_Y[3], 160, 48, MOST),
                            on_off, self.fourth_seat))
        c.append(TextField(Option.SEED, self.grown_rect(926, 540, 190, 48, MOST), self.seed, 19,
                           str.isdigit))
        c.append(PushButton(Option.RESEED, self.grown_rect(1124, 544, 82, 40, MOST), tr("New"),
                            role="label"))
        c.append(PushButton(Option.BACK, self.grown_rect(380, 700, 220, 56, MOST, False),
                            tr("Back")))
        c.append(PushButton(Option.START, self.grown_rect(680, 700, 220, 56, MOST, False),
                            tr("Start game"), True))
        return c

    def on_change(self, name: Any, value: Any) -> None:
        self.error = ""
        if isinstance(name, SeatControl):
            self.change_seat(name, value)
        elif name is Option.BACK:
            self.back()
        elif name is Option.START:
            try:
                match = self.match()
            except ValueError as exc:
                self.error = str(exc)
                return
            self.games.start(match)
        elif name is Option.SEED:
            self.seed = value  # typed: the field keeps its place and its focus
        else:
            self.change_option(name, value)
            self.rebuild()

    def change_seat(self, control: SeatControl, value: Any) -> None:
        seat = self.seats[control.seat]
        if control.part is Part.PAWN:
            self.set_pawn(control.seat, value)
        elif control.part is Part.NAME:
            seat["name"] = value
        elif control.part is Part.KIND:
            seat["kind"] = rated_level(self.dial) if value == RATED else value
            if self.has_rated == any(isinstance(c, my_level.Dial) for c in self.form.controls):
                return  # the dial stays or stays away: nothing to lay out again
        else:
            self.remove_seat(control.seat)
        self.rebuild()

    def change_option(self, option: Option, value: Any) -> None:
        if option is Option.ADD:
            self.add_seat()
        elif option is Option.FIRST:
            self.first = value
        elif option is Option.SIDE:
            self.side = value
        elif option is Option.SPICES:
            kept = self.preferences
            problem = kept.update_settings(changed(kept.settings, spices=value))
            self.error = problem or ""
        elif option is Option.MY_LEVEL:
            self.set_dial(value)
        elif option is Option.DRUM_BONUS:
            self.drum_bonus = value
        elif option is Option.FOURTH_SEAT:
            self.fourth_seat = value
        elif option is Option.RESEED:
            self.seed = str(new_seed())

    def back(self) -> None:
        self.navigation.close_screen(self)

    def paint(self, surface: pygame.Surface) -> None:
        p = self.palette
        self.heading(surface, tr("New game"), 58)
        self.board(surface, self.r(80, 110, 720, 560))
        self.board(surface, self.r(830, 110, 400, 560))
        # hung from its top, as far below the panel's edge at every text size
        self.label(surface, tr("Players"), 120, 126, "heading", anchor="topleft", kind="serif")
        for i in range(len(self.seats)):
            stripe = self.r(104, self.row_y(i) - 22, 6, 44)
            pygame.draw.rect(surface, PLAYER_COLOURS[i], stripe, border_radius=self.px(3))
        # what each AI level at the table is like, in one honest line each
        levels = [k for k in OFFERED_SEAT_KINDS if k in LEVEL_BLURBS
                  and any(s["kind"] == k for s in self.seats)]
        y = self.row_y(3) + 38 - (self.row_y(0) - ROW_Y[0]) / 2  # under the lowest row
        # each level's measured strength after its line, while they all fit above First
        # player; short of room (three levels or more) the rating alone stands in for both
        bottom = DIAL_Y - 34 if self.has_rated else 528
        room = (bottom - y) / max(1, len(levels))
        if self.has_rated and len(self.seats) == 4:  # no room for a line: the dial says enough
            levels = []  # (the at-my-level seats have no line: the dial and its note say it)
        for level in levels:
            rated = ratings.ratings().get(level)
            short = len(levels) >= 3 or room < 32  # one line's room (above the dial)
            said = tr(LEVEL_BLURBS[level]) + " " + rating_words(level) if not short \
                or rated is None else tr("Rating {rating}.", rating=round(rated.rating))
            # wrapped in the level's share of the room (the small role keeps to it)
            y = self.paragraph(surface, f"{seat_kind_label(level)}: {said}", 120, y, 660,
                               "small", height=room) + 2
        if self.has_rated:
            self.label(surface, tr("At my level"), 120, DIAL_Y, "label", width=130)
            self.paragraph(surface, my_level.note(self.player), 420, DIAL_Y - 20, 364, "small",
                           height=44)
        self.label(surface, tr("First player"), 120, 544, "heading")
        self.paragraph(surface, tr("The first player receives the drum; it passes on every "
                                   "three rounds."), 120, 580, 640, "small")
        rows = (
            (RIGHT_Y[0], tr("Mandala side"), tr("Night slots jump in value: timing matters more.")),
            (RIGHT_Y[1], tr("Spice tokens"), tr("Eight spices with small one-off effects.")),
            (RIGHT_Y[2], tr("Drum bonus"),
             tr("The first player gains 1 point at every round's end.")),
            (RIGHT_Y[3], tr("Fourth-seat start"),
             tr("With 4 players, the last seat of round 1 starts with 2 points.")
             if len(self.seats) == 4 else tr("Only with 4 players: add a player to use it.")),
        )
        for k, (y, title, note) in enumerate(rows):  # each note keeps to its row's room
            self.label(surface, title, 856, y + 24, "label", width=180)
            self.paragraph(surface, note, 856, y + 54, 350, "small", height=42 if k < 3 else 54)
        self.label(surface, tr("Seed"), 856, 564, "label", width=62)
        self.paragraph(surface, tr("The same seed and choices deal the same game."), 856, 598,
                       350, "small", height=66)
        if self.error:
            self.label(surface, self.error, 640, 680, "label", p.bad, "center", "bold")
