"""The rules overlay, in the player's language, with the pictures the table uses.

The text restates ``docs/rules.md`` for players: setup, the three phases of a turn, every spice,
the end of the round and of the game, the two variants and the game review. Scroll with the wheel,
the arrow keys or Page Up / Page Down; Esc or Close returns to where it was opened. Its last
section lists the keys (the M key's mute among them).
"""

from __future__ import annotations

import pygame

from ganesha.data.i18n import N_, spice_name
from ganesha.data.i18n import translate as tr
from ganesha.data.vocabulary import PAWNS
from ganesha.engine.boards import COLOURS
from ganesha.ui.kit import type_scale
from ganesha.ui.kit.gems import gem_surface, pawn_surface, spice_surface
from ganesha.ui.kit.widgets.form import Form
from ganesha.ui.kit.widgets.push_button import PushButton
from ganesha.ui.menus.host import Navigation
from ganesha.ui.menus.menu_base import MenuScene
from ganesha.ui.table.draw.painter import draw_drum

# (kind, content): "h" heading, "p" paragraph, "gems" a row of the five gems, "spice" an effect id,
# "drum" the drum picture beside a paragraph.
RULES: tuple[tuple[str, str], ...] = (
    ("h", N_("Goal")),
    ("p", N_("Take gems from Ganesha's altar, keep them on your Destiny tile and offer them to "
             "Ganesha to fill the mandala. Each gem placed on the mandala scores the number of "
             "its slot. Most points wins. The score track runs to 50 and then goes on at 1 (0 "
             "is skipped); the game keeps your true score.")),
    ("gems", ""),
    ("h", N_("Setup")),
    ("p", N_("2 players use 40 gems, 13 altar hexes and 12 rounds; 3 players 50 gems, 16 hexes "
             "and 9 rounds; 4 players 60 gems, all 19 hexes and 9 rounds. The altar is filled "
             "from the bag left to right, top to bottom. With spices, one spice token per player "
             "lies under the gems, never two side by side.")),
    ("drum", N_("The first player holds the drum. Every Destiny tile has two Destiny slots "
                "(one gem each) and a Treasury without limit. All gems are visible; only the "
                "bag is hidden.")),
    ("h", N_("A turn: 1. Take")),
    ("p", N_("Take one gem from any hex. Or, while a Destiny slot holds a gem, take two: the "
             "first of the same colour as a gem in your Destiny slots, the second of any colour "
             "from a hex next to the first. If both Destiny slots hold the same colour, the "
             "second may come from anywhere. An empty altar skips phases 1 and 2.")),
    ("h", N_("A turn: 2. Place")),
    ("p", N_("Put every gem you took into your Treasury or into a Destiny slot (two gems into "
             "two different slots). A gem put on an occupied slot pushes the old one into the "
             "Treasury. Gems never go back from the Treasury to a slot.")),
    ("h", N_("A turn: 3. Offer and place (optional)")),
    ("p", N_("Sacrifice one Treasury gem to Ganesha (it returns to the bag): a gem of a colour "
             "lets you place all your other Treasury gems of that colour on the mandala; a "
             "yellow gem lets you place all gems of any one colour; without a sacrifice you may "
             "place all your yellow gems. Under Clove any gem unlocks any one colour. Only a "
             "sacrifice that places at least one gem is allowed. Gems fill their colour's slots "
             "in order from its start symbol, clockwise, and score at once.")),
    ("h", N_("Spices")),
    ("p", N_("Taking a gem from a hex with a spice token lets you use the spice at once, if "
             "you want to. Each token works once per altar. A spice that could do nothing now "
             "is not offered, and the table says why. The editions name two spices "
             "differently: Cinnamon (+1 point) is «Чёрная горчица» in the Russian edition, "
             "Clove (any sacrifice) is «Корица».")),
    ("spice", "remove_last"),
    ("spice", "swap"),
    ("spice", "reslot"),
    ("spice", "trade"),
    ("spice", "point"),
    ("spice", "any_sacrifice"),
    ("spice", "gamble"),
    ("spice", "redraw"),
    ("h", N_("End of a round")),
    ("p", N_("The first player turns the drum. After rounds 3, 6 and 9 (never after the last "
             "round) the drum passes clockwise, the gems left on the altar go back into the bag, "
             "new spice tokens are laid out and the altar is filled again.")),
    ("h", N_("End of the game")),
    ("p", N_("After the last round everyone moves their Destiny gems into the Treasury. Then, "
             "starting with the player with the fewest points, each places one Treasury gem of "
             "their choice on the mandala in turn, without a sacrifice, until every Treasury is "
             "empty. If several have the fewest points, the one of them who played last in the "
             "final round starts (in place of the printed rule's youngest player). A tie for the "
             "win goes to the player who reached the winning score first; if the tied players "
             "had that score from the start, the one earlier in round 1's turn order wins.")),
    ("h", N_("Variants")),
    ("p", N_("Drum bonus (on by default): the first player gains 1 point at the end of every "
             "round, the last round included. Fourth-seat start (on by default): in a "
             "4-player game the last player of round 1 starts with 2 points. Switch both off "
             "for the Russian rulebook's game.")),
    ("h", N_("Game review")),
    ("p", N_("Review (on the results screen, in Records and for the last game) replays a "
             "finished game and values each of your turns against the best plan the AI finds "
             "from the same position, by letting the expert's search play on from each plan "
             "many times, three rounds ahead: the points lost are the expected final margin "
             "you gave up. Labels: best (no more than the estimate's noise), good (under 1.5 "
             "points lost), inaccuracy (under 3), mistake (under 6), blunder (6 or more). "
             "Accuracy is the share of turns that were best or good. Rate my play reads the "
             "points you lost per turn as a rating on the AI levels' scale; a game with too "
             "few turns of yours is not rated.")),
    ("h", N_("Keys")),
    ("p", N_("H asks for a hint. Ctrl+Z takes back your last decision of the turn. Esc or Pause "
             "pauses the game. F11 or Alt+Enter switches fullscreen. M mutes or unmutes all "
             "sound, music and effects (the Settings remember it).")),
)

SPICE_RULES = {
    "remove_last": N_("Remove the last gem of any colour from the mandala; it returns to the bag "
                      "and its slot is empty again. It costs no points: nobody loses what "
                      "that gem scored."),
    "swap": N_("Put the gem you just took onto the hex of any other altar gem and take that gem "
               "instead; that hex's spice does not fire now, but can still fire when its gem "
               "is taken later. A second gem is still measured from the original hex."),
    "reslot": N_("After phase 2, move one or two gems from your Destiny slots to the Treasury, "
                 "then as many from the Treasury to the slots."),
    "trade": N_("Give the gem you just took to an opponent, who hands you a Treasury gem of "
                "another colour of their choice; it takes the given gem's place among your "
                "taken gems. Only an opponent with such a gem can be chosen."),
    "point": N_("Gain 1 point."),
    "any_sacrifice": N_("This turn any gem may be sacrificed, and it unlocks any colour."),
    "gamble": N_("Pay 1 point and draw a gem from the bag: if it is the colour of the gem you took "
                 "here, keep it; if not, it goes back. You need at least 1 point and a gem in "
                 "the bag."),
    "redraw": N_("Return a Treasury gem of your choice to the bag, then draw one at random into "
                 "your Treasury."),
}

PANEL = (170, 30, 940, 740)


class RulesScene(MenuScene):
    overlay = True

    def __init__(self, navigation: Navigation, size: tuple[int, int]) -> None:
        self.navigation = navigation
        self.scroll = 0.0
        self.content_height = 0.0
        super().__init__(size)

    def build(self) -> None:
        self.form = Form([PushButton("close", self.grown_rect(560, 700, 160, 48, 1.5, False),
                                     tr("Close"), True)])
        self.form.focus = 0

    @property
    def view_height(self) -> float:
        return 590.0

    def scroll_by(self, delta: float) -> None:
        bottom = max(0.0, self.content_height - self.view_height)
        self.scroll = max(0.0, min(self.scroll + delta, bottom))

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_DOWN: 50, pygame.K_UP: -50, pygame.K_PAGEDOWN: 400,
                     pygame.K_PAGEUP: -400, pygame.K_SPACE: 400, pygame.K_HOME: -1e9,
                     pygame.K_END: 1e9}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
        return super().process_event(event)

    def on_change(self, name: str, value) -> None:
        if name == "close":
            self.back()

    def back(self) -> None:
        self.navigation.close_screen(self)

    def paint(self, surface: pygame.Surface) -> None:
        p = self.palette
        self.board(surface, self.r(*PANEL))
        self.heading(surface, tr("Rules"), 76)
        view = self.r(200, 112, 880, self.view_height - 20)
        clip = surface.get_clip()
        surface.set_clip(view)
        x, width = 210.0, 860.0
        y = 118 - self.scroll
        for kind, content in RULES:
            if kind == "h":
                y += 10
                self.label(surface, tr(content), x, y + 14, "heading", kind="serif")
                y += 36
            elif kind == "p":
                y = self.paragraph(surface, tr(content), x, y, width, "body", p.ink) + 8
            elif kind == "gems":
                # each word starts after the one before it ends: Russian colour words are long
                gx = x + 12
                for colour in COLOURS:
                    img = gem_surface(colour, self.px(34))
                    # the rects as placed, not as blitted: a blit clipped away by the scroll
                    # returns an empty rect, which would move the words and the line break
                    spot = img.get_rect(midleft=self.p(gx, y + 22))
                    surface.blit(img, spot)
                    left = self.design_x(spot.right) + 4
                    word = self.label(surface, tr(colour), left, y + 22, "caption", p.ink_soft)
                    gx = left + word.width / self.s + 10
                pawn_words = tr("your pawn on the score track")
                caption = type_scale.style("caption").px(self.s)
                if gx + 48 + self.text.size(pawn_words, caption)[0] / self.s > x + width:
                    gx, y = x + 12, y + 40  # no room left on the line: the pawn goes below
                pawn = pawn_surface(0, PAWNS[0], self.px(36))
                spot = pawn.get_rect(midleft=self.p(gx, y + 22))
                surface.blit(pawn, spot)
                self.label(surface, pawn_words, self.design_x(spot.right) + 6, y + 22, "caption",
                           p.ink_soft)
                y += 52
            elif kind == "drum":
                centre = self.p(x + 34, y + 26)
                draw_drum(surface, centre, self.px(48), 1, p, self.text)
                y = max(y + 56, self.paragraph(surface, tr(content), x + 80, y, width - 80, "body",
                                               p.ink) + 8)
            elif kind == "spice":
                icon = spice_surface(content, self.px(40))
                surface.blit(icon, icon.get_rect(center=self.p(x + 24, y + 20)))
                self.label(surface, spice_name(content), x + 56, y + 10, "label")
                y = self.paragraph(surface, tr(SPICE_RULES[content]), x + 56, y + 22,
                                   width - 56, "small") + 10
        self.content_height = y + self.scroll - 118
        surface.set_clip(clip)
        if self.content_height > self.view_height:
            track = self.r(1090, 112, 6, self.view_height - 20)
            pygame.draw.rect(surface, p.panel_shadow, track, border_radius=3)
            frac = (self.view_height - 20) / self.content_height
            top = track.top + track.height * self.scroll / self.content_height
            thumb = pygame.Rect(track.left, round(top), track.width,
                                max(12, round(track.height * frac)))
            pygame.draw.rect(surface, p.accent, thumb, border_radius=3)


__all__ = ["RULES", "SPICE_RULES", "RulesScene"]
