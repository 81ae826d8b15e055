"""The Settings screen (from the title) and overlay (during a game).

Each change is applied and saved at once through the host, so there is no "Apply" to forget and a
language change redraws every open screen in the new language.

Spice tokens are a property of a game's rules, fixed when it is dealt: the row says which games
follow it (every new one: New game, where the same switch shows this setting, the command line
and a rematch) and that a game under way, continued or paused, keeps its own.
"""

from __future__ import annotations

from typing import Any

import pygame

from ganesha.data.i18n import LANGUAGE_NAMES, N_
from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import SPEEDS, TEXT_SIZES
from ganesha.store.settings import changed
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.widgets.choice import Choice
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.kit.widgets.slider import Slider
from ganesha.ui.menus.host import Navigation, SettingsAccess
from ganesha.ui.menus.menu_base import MenuScene

# The word for each of vocabulary.SPEEDS (a speed without one shows its label, "4×").
SPEED_WORDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "faster": N_("Very fast"), "instant": N_("Instant")}
# Language first (a row with a note under its title cannot be the first: at 150 % the note
# pushes the title into the heading), then spice tokens, the choice most players come here for.
ROWS = ("language", "spices", "text_size", "colour_blind", "animation_speed", "reduced_motion",
        "sound", "volume", "music_volume", "fullscreen")
SLIDERS = ("volume", "music_volume")
ROW_TOP = 150
ROW_STEP = 49
ROW_H = 42
MOST = 1.25
"""How far the rows grow with the text: ten rows of 1.25x their height, the heading and Done
fill the 800 design px (at 150 % the rows stay at 1.25x; their text still grows)."""


def between(at_100: float, at_most: float) -> float:
    """A design length of the layout at the player's text size: the 100 % layout's ``at_100``
    moving towards ``at_most`` (the layout whose rows are MOST times as tall) as the rows grow;
    the rows gain room from the heading and the board's margins."""
    grow = type_scale.grown(1.0, MOST)
    return at_100 + (at_most - at_100) * (grow - 1) / (MOST - 1)


def row_y(i: int) -> float:
    """The design y of row ``i``'s middle: closer together as the rows grow (gap 7 to 4)."""
    return between(ROW_TOP, 124) + between(ROW_STEP, 56.5) * i


class SettingsScene(MenuScene):
    def __init__(self, navigation: Navigation, settings: SettingsAccess, size: tuple[int, int],
                 overlay: bool = False) -> None:
        self.notice: str | None = None  # why the last change could not be saved, if it could not
        self.navigation, self.preferences = navigation, settings
        self.overlay = overlay
        super().__init__(size)

    def build(self) -> None:
        s = self.preferences.settings
        on_off = [(True, tr("On")), (False, tr("Off"))]
        choices: dict[str, list[tuple[Any, str]]] = {
            "spices": on_off,
            "language": list(LANGUAGE_NAMES.items()),
            "text_size": [(v, f"{v} %") for v in TEXT_SIZES],
            "colour_blind": on_off,
            "animation_speed": [(v.key, tr(SPEED_WORDS[v.key]) if v.key in SPEED_WORDS
                                 else v.label) for v in SPEEDS],
            "reduced_motion": on_off,
            "sound": on_off,
            "fullscreen": on_off,
        }
        controls: list = []
        for i, name in enumerate(ROWS):
            rect = self.grown_rect(700, row_y(i) - ROW_H / 2, 260, ROW_H, MOST)
            if name in SLIDERS:
                controls.append(Slider(name, rect, getattr(s, name)))
            else:
                controls.append(Choice(name, rect, choices[name], getattr(s, name)))
        controls.append(PushButton("done", self.grown_rect(530, 660, 220, 56, MOST, False),
                                   tr("Done"), True))
        self.form = Form(controls)
        if self.form.focus is None:
            self.form.focus_on("spices")

    def on_change(self, name: str, value: Any) -> None:
        if name == "done":
            self.back()
            return
        kept = self.preferences
        self.notice = kept.update_settings(changed(kept.settings, **{name: value}))

    def back(self) -> None:
        self.navigation.close_screen(self)

    def paint(self, surface: pygame.Surface) -> None:
        p = self.palette
        top = between(40, 24)
        self.board(surface, self.r(250, top, 780, 800 - 2 * top))
        first = row_y(0) - type_scale.grown(ROW_H, MOST) / 2  # the first row's top
        # inside the board, between its edge and the first row, at every text size
        self.heading(surface, tr("Settings"), (top + 4 + first - 4) / 2, first - 4 - top - 4)
        labels = {
            "spices": (tr("Spice tokens in new games"),
                       tr("Rematches too; a game under way keeps its own")),
            "language": (tr("Language"), ""),
            "text_size": (tr("Text size"), ""),
            "colour_blind": (tr("Colour-blind symbols"), tr("A letter on every gem and slot")),
            "animation_speed": (tr("Animation speed"), ""),
            "reduced_motion": (tr("Reduced motion"), ""),
            "sound": (tr("Sound (M)"), ""),
            "volume": (tr("Effects volume"), ""),
            "music_volume": (tr("Music volume"), ""),
            "fullscreen": (tr("Fullscreen"), ""),
        }
        if self.notice:
            self.label(surface, self.notice, 640, between(628, 752), "small", p.bad, "center",
                       kind="sans", width=740)
        for i, name in enumerate(ROWS):
            y = row_y(i)
            title, note = labels[name]
            grow = type_scale.text_factor()  # a title with a note spreads with the text
            if note:
                self.label(surface, title, 320, y - 9 * grow, "heading", width=370)
                self.label(surface, note, 320, y + 14 * grow, "small", p.ink_soft, kind="sans",
                           width=370)
            else:
                self.label(surface, title, 320, y, "heading", width=370)
