"""The title screen: Continue (only when an unfinished game is saved), Learn to play (next,
until a game has been finished; after Records then), New game, Last game and Earlier game (when
there is one), Records, Puzzles (once the lesson or a game is finished), Settings, Rules, Quit.
A notice about a file that could not be read is shown here once.

The screen lives quietly: behind the game's name a mandala of petals turns, one way and its
inner ring the other (a turn takes a minute and more), and the crown of gems and spices above it
breathes, drawn at a modest rate so the screen left open costs little. With reduced motion both
rest and the screen is drawn only when the player does something (:mod:`ganesha.ui.kit.motion`)."""

from __future__ import annotations

import math

import pygame

from ganesha.data.i18n import N_
from ganesha.data.i18n import translate as tr
from ganesha.data.names import drawable
from ganesha.ui.kit import motion, type_scale
from ganesha.ui.kit.gems import gem_surface, spice_surface
from ganesha.ui.kit.theme import wrap
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import GameFiles, Games, Navigation, Training, Watching
from ganesha.ui.menus.menu_base import MenuScene

ROOM_TOP = 346  # design y: the title's buttons share ROOM px below the game's name
ROOM = 400  # ... and above the notices of files that could not be read
#: The most of one notice the title shows: a notice quoting a damaged file is cut here, so no
#: value from a file can make wrapping it slow (it is wrapped once per layout, not per frame).
NOTICE_CHARS = 600
TURN = 0.09  # radians a second the title's mandala turns (a turn in about 70 s)

#: What each of the title's buttons does, in one line under the list (for the focused button,
#: or the one under the pointer); "quit" has its own words while a game is saved.
DOES: dict[str, str] = {
    "continue": N_("Go back to the game in progress, at the turn where you left it."),
    "lesson": N_("A guided game that teaches the rules move by move."),
    "new": N_("Choose the players, the AI levels and the options, then play."),
    "last": N_("Watch your last finished game again, move by move."),
    "recent": N_("Go back to the game that the new one replaced, where you left it."),
    "records": N_("Your finished games and their scores; watch any of them again."),
    "puzzles": N_("Find the best turn in positions from real games, with a rating of your own."),
    "settings": N_("Language, text size, sound, animation speed and more."),
    "rules": N_("The rules of the game, every spice explained."),
    "quit": N_("Close the game."),
}
QUIT_SAVED = N_("Close the game; the game in progress stays saved for Continue.")


class TitleScene(MenuScene):
    def __init__(self, navigation: Navigation, files: GameFiles, games: Games,
                 watching: Watching, training: Training, size: tuple[int, int]) -> None:
        self.navigation, self.files, self.games, self.watching = navigation, files, games, watching
        self.training = training
        self.clock = 0.0
        self.notices = [drawable(notice, NOTICE_CHARS) for notice in files.notices]
        files.notices.clear()
        self.notice_lines: list[str] = []
        super().__init__(size)

    def build(self) -> None:
        items = []
        if self.files.has_saved_game():  # a game in progress comes first, always
            items.append(("continue", tr("Continue"), True))
        # nobody has finished a game (nor the lesson) here yet: Learn to play leads
        novice = not self.files.has_records() and not self.files.lesson_done()
        lesson = ("lesson", tr("Learn to play"), novice and not items)
        if novice:
            items.append(lesson)
        items.append(("new", tr("New game"), not items))
        if self.files.has_last_game():
            items.append(("last", tr("Last game"), False))
        if self.files.has_recent_game():  # the game a new one replaced: one mistake undone
            items.append(("recent", tr("Earlier game"), False))
        if self.files.has_records():
            items.append(("records", tr("Records"), False))
        if not novice:  # once the rules are known: a puzzle is a turn to find, not to learn
            items += [("puzzles", tr("Puzzles"), False), lesson]
        items += [("settings", tr("Settings"), False), ("rules", tr("Rules"), False),
                  ("quit", tr("Quit"), False)]
        self.form = Form([PushButton(name, rect, label, primary)
                          for (name, label, primary), rect in zip(items, self.places(len(items)),
                                                                  strict=True)])
        self.form.focus = 0
        self.notice_lines = [line for notice in self.notices[:3]
                             for line in wrap(self.text, notice, self.font_px("small"),
                                              self.px(860))][-4:]

    def places(self, count: int) -> list[pygame.Rect]:
        """Where ``count`` buttons go, top to bottom: one column between the name and the
        notices (ROOM from ROOM_TOP) while the buttons, grown with the text, fit it; else two
        columns side by side (filled top to bottom, left first, so Tab reads them in order),
        their height capped only where even two columns fit no more."""
        step = 72 if count <= 5 else min(66, ROOM // count)  # at 100 % text
        base = min(56, step - 8)
        gap = step - base
        tall = type_scale.grown(base)
        if count * (tall + gap) - gap > ROOM:
            gap = 8  # closer together before a second column
        top = 372 if count <= 5 else ROOM_TOP
        if top + count * (tall + gap) - gap > ROOM_TOP + ROOM:
            top = ROOM_TOP
        columns = 1 if count * (tall + gap) - gap <= ROOM else 2
        rows = math.ceil(count / columns)
        tall = min(tall, (ROOM + gap) / rows - gap)
        lefts = (490,) if columns == 1 else (330, 650)
        return [self.r(lefts[k // rows], top + (k % rows) * (tall + gap), 300, tall)
                for k in range(count)]

    def pointed(self) -> str | None:
        """The button the description speaks of: the one under the pointer, else the one with
        the keyboard's focus."""
        hovered = next((c.name for c in self.form.controls
                        if isinstance(c, PushButton) and c.button.hover), None)
        focused = self.form.focused
        name = hovered if hovered is not None else focused.name if focused else None
        return name if isinstance(name, str) else None

    def description(self) -> str:
        """What the pointed button does, in the player's language ("" for none)."""
        name = self.pointed()
        if name == "quit" and self.files.has_saved_game():
            return tr(QUIT_SAVED)
        return tr(DOES[name]) if name in DOES else ""

    def paint_description(self, surface: pygame.Surface) -> None:
        """One line under the buttons saying what the pointed one does (above the notices of
        files that could not be read, which stand at the foot of the screen)."""
        words = self.description()
        if words:
            below = max(c.rect.bottom for c in self.form.controls)
            y = (below - self.oy) / self.s + 24
            if self.notice_lines:  # the highest notice's middle, less a line
                y = min(y, 776 - type_scale.grown(22) * (len(self.notice_lines) - 1) - 24)
            self.label(surface, words, 640, y, "body", self.palette.ink_soft, "center",
                       width=1000)

    def on_change(self, name: str, value) -> None:
        if name == "lesson":
            self.games.start_lesson()
        elif name == "continue":
            self.games.continue_game()
        elif name == "new":
            self.navigation.new_game()
        elif name == "last":
            self.watching.watch_last()
        elif name == "recent":
            self.games.resume_recent()
        elif name == "records":
            self.navigation.open_records()
        elif name == "puzzles":
            self.training.open_puzzles()
        elif name == "settings":
            self.navigation.open_settings()
        elif name == "rules":
            self.navigation.open_rules()
        elif name == "quit":
            self.navigation.quit()

    def back(self) -> None:
        self.navigation.quit()

    def update(self, dt: float) -> None:
        self.clock += dt

    def frame_due(self) -> float | None:
        """The mandala and the crown move about a pixel a frame at :data:`motion.LIVING_FPS`,
        smooth to the eye at a fifth of the display rate's cost; with reduced motion they rest
        and the title waits for input."""
        return motion.living_due()

    def paint_mandala(self, surface: pygame.Surface) -> None:
        """Two rings of petals around the name, turning slowly against each other."""
        p = self.palette
        size = self.px(360)
        layer = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        turn = 0.0 if motion.reduced() else self.clock * TURN
        for radius, count, petal, spin, width in ((162, 24, 14, 1.0, max(1, self.px(2))),
                                                  (120, 16, 6, -1.4, 0)):
            for k in range(count):
                a = 2 * math.pi * k / count + spin * turn
                x, y = c + self.px(radius) * math.cos(a), c + self.px(radius) * math.sin(a)
                colour = (*(p.accent if width else p.mandala_line), 96 if width else 80)
                pygame.draw.circle(layer, colour, (round(x), round(y)), self.px(petal), width)
        pygame.draw.circle(layer, (*p.mandala_ring, 70), (round(c), round(c)), self.px(140),
                           max(1, self.px(2)))
        cx, cy = self.p(640, 200)
        surface.blit(layer, layer.get_rect(center=(round(cx), round(cy))))

    def paint(self, surface: pygame.Surface) -> None:
        p = self.palette
        self.paint_mandala(surface)
        # a crown of gems and spices above the name, slowly breathing
        cx, cy = self.p(640, 176)
        colours = ("red", "green", "purple", "blue", "yellow")
        breathing = 0.0 if motion.reduced() else 1.0
        for k in range(10):
            a = math.pi * (1.14 + 0.72 * k / 9)
            rad = self.px(196 + 5 * breathing * math.sin(self.clock * 1.3 + k))
            x, y = cx + rad * math.cos(a), cy + rad * math.sin(a) * 0.5
            img = (gem_surface(colours[k % 5], self.px(34)) if k % 2 == 0
                   else spice_surface(("point", "swap", "gamble", "redraw", "trade")[k // 2],
                                      self.px(30)))
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        self.heading(surface, tr("Ganesha"), 190)
        self.label(surface, tr("The gem-drafting game of Ganesha's temple"), 640, 246, "heading",
                   p.ink_soft, "center", "sans")
        ornament = self.r(540, 276, 200, 3)
        pygame.draw.rect(surface, p.panel_edge, ornament, border_radius=2)
        pygame.draw.circle(surface, p.accent, ornament.center, self.px(7))
        self.label(surface, tr("a game by Maxim Istomin"), 640, 306, "body", p.ink_soft, "center",
                   "sans")
        self.paint_description(surface)
        lines = self.notice_lines  # wrapped in build(): once per layout, never per frame
        step = type_scale.grown(22)  # a line of the small role, as tall as the text grows
        for i, line in enumerate(lines):
            self.label(surface, line, 640, 776 - step * (len(lines) - 1 - i), "small", p.bad,
                       "center", "sans")
