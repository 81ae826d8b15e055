"""One frame of the table, drawn from what the parts hold: the state (through the controller),
the highlights, the effects in the air, the input's hand and hover, the bar and the dialog.

Only reads. The scene decides *what* is on the table; this module paints each layer, in the one
order :mod:`ganesha.ui.table.draw.layers` declares (the input offers a click in the same order,
top first): board, tiles, marks, words, the lesson's card, motion, dialog, then the focus ring,
a tooltip and the lifted gem.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ganesha.engine import GameState
from ganesha.ui.kit import motion, type_scale
from ganesha.ui.kit.gems import gem_surface, glow_surface, rect_glow
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import Palette, TextCache, blit_text, wrap
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.drag import TableInput
from ganesha.ui.table.draw.asked import draw_asked, pointed_option
from ganesha.ui.table.draw.banner import banner_rect, draw_banner
from ganesha.ui.table.draw.dialog_paint import (
    HAND_OVER_VEIL,
    draw_dialog_over,
    is_hand_over,
)
from ganesha.ui.table.draw.effects import TableEffects
from ganesha.ui.table.draw.ghost_paint import (
    REPLAY_BEAT,
    draw_plan_ghosts,
    draw_preview,
    draw_replay,
)
from ganesha.ui.table.draw.highlights import Highlights
from ganesha.ui.table.draw.layers import DRAW_ORDER, Layer
from ganesha.ui.table.draw.layout import Layout
from ganesha.ui.table.draw.log_view import LogView
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.draw.rings import draw_rings
from ganesha.ui.table.intents import (
    AltarGem,
    TakenGem,
    ToGanesha,
    ToSlot,
    ToTreasury,
    TreasuryGem,
)
from ganesha.ui.table.moves import piece_colour
from ganesha.ui.table.words.tile_story import draw_story, story_entry
from ganesha.ui.table.words.tooltips import draw_tooltip, tooltip_at

TOOLTIP_DELAY = 0.45  # seconds the pointer rests before hover help appears
PULSE_PERIOD = 1.6  # seconds of one breath of the legal targets' glow


def breath(clock: float, instant: bool) -> float:
    """How far the legal targets' glow has breathed in (0..1): gently in and out, except at the
    instant speed or with reduced motion, when nothing on the table moves by itself."""
    if instant or motion.reduced():
        return 0.0
    return 0.5 + 0.5 * math.sin(clock * math.tau / PULSE_PERIOD)


@dataclass(frozen=True)
class Frame:
    """What one frame is drawn from (the parts as the scene holds them)."""

    surface: pygame.Surface
    painter: Painter
    controller: TableController
    effects: TableEffects
    hl: Highlights
    hand: TableInput
    bar: list[Button]
    dialog: Dialog | None
    dialog_age: float
    log_view: LogView
    clock: float
    lesson: Callable[[pygame.Surface], None] | None


def draw_table(surface: pygame.Surface, painter: Painter, controller: TableController,
               effects: TableEffects, hl: Highlights, hand: TableInput, bar: list[Button],
               dialog: Dialog | None, dialog_age: float, log_view: LogView,
               clock: float, lesson: Callable[[pygame.Surface], None] | None = None) -> None:
    """One frame, back to front in the layers' one order (:data:`~.layers.DRAW_ORDER`, which
    the input reads top first): the board, the tiles, the marks on pieces, the words, then
    what lies over everything (motion, the dialog, the focus ring, a tooltip, the lifted gem).
    ``lesson`` draws the lesson's card, in its layer."""
    surface.blit(painter.background, (0, 0))
    painter.start_frame()
    frame = Frame(surface, painter, controller, effects, hl, hand, bar, dialog, dialog_age,
                  log_view, clock, lesson)
    for layer in DRAW_ORDER:
        _PAINT[layer](frame)


def _pulse(f: Frame) -> float:
    return breath(f.clock, f.effects.speed.instant)


def _paint_prompt(f: Frame) -> None:
    """The line under the mandala (a notice in its place) and the take-back countdown."""
    lay, p, text, effects, hl = f.painter.lay, f.painter.p, f.painter.text, f.effects, f.hl
    # while a gem is held over Ganesha (or a Destiny slot hovered) the line says what it does
    _draw_prompt(f.surface, lay, p, text,
                 effects.notice if effects.notice_left > 0 and hl.preview is None else "",
                 hl.preview.text if hl.preview is not None else f.controller.prompt(),
                 effects.notice_tone == "news", f.painter.drawn)
    if f.controller.take_back is not None:
        _draw_countdown(f.surface, lay, p, f.controller.take_back.share_left(effects.speed))


def _paint_bar(f: Frame) -> None:
    for b in f.bar:
        b.draw(f.surface, f.painter.p, f.painter.text)


def _paint_log(f: Frame) -> None:
    lay = f.painter.lay
    f.log_view.draw(f.surface, f.painter.p, f.painter.text, f.controller.log_entries,
                    lay.speed_button.bottom + lay.px(4))


def _paint_banner(f: Frame) -> None:
    effects = f.effects
    if effects.banner:
        draw_banner(f.surface, f.painter.lay, f.painter.p, f.painter.text, effects.banner,
                     effects.banner_line, min(1.0, effects.banner_time / 0.6))


def _paint_dialog(f: Frame) -> None:
    if f.dialog is not None:
        draw_asked(f.surface, f.painter.lay, f.painter.p, getattr(f.dialog, "places", ()),
                   pointed_option(f.dialog, f.hand))
        draw_dialog_over(f.surface, f.painter, f.dialog, f.dialog_age, f.effects.speed.instant)


def _paint_lesson(f: Frame) -> None:
    if f.lesson is not None:
        f.lesson(f.surface)


_PAINT: dict[Layer, Callable[[Frame], None]] = {
    Layer.BOARD: lambda f: _draw_board(f.surface, f.painter, f.controller.shown, f.effects,
                                       f.hl, _pulse(f)),
    Layer.TILES: lambda f: _draw_tiles(f.surface, f.painter, f.controller, f.controller.shown,
                                       f.effects, f.hl, f.hand, f.clock),
    Layer.MARKS: lambda f: _draw_marks(f.surface, f.painter, f.controller, f.controller.shown,
                                       f.effects, f.hl, _pulse(f)),
    Layer.PROMPT: _paint_prompt,
    Layer.BAR: _paint_bar,
    Layer.LOG: _paint_log,
    Layer.SPEED: lambda f: _draw_speed(f.surface, f.painter.lay, f.painter.p, f.painter.text,
                                       f.effects.speed.label),
    Layer.BANNER: _paint_banner,
    Layer.LESSON: _paint_lesson,
    Layer.MOTION: lambda f: f.effects.animator.draw(f.surface, f.painter.text),
    Layer.DIALOG: _paint_dialog,
    Layer.POINTER: lambda f: _draw_pointer(f.surface, f.painter, f.controller.shown, f.effects,
                                           f.hl, f.hand, f.dialog, f.log_view),
}
"""Each layer's painter (every layer of :data:`~.layers.DRAW_ORDER` has one)."""


def _draw_board(surface: pygame.Surface, painter: Painter, state: GameState,
                effects: TableEffects, hl: Highlights, pulse: float) -> None:
    """The header, the altar, Ganesha and the mandala, the pawns, and the drop targets' glow."""
    lay, p = painter.lay, painter.p
    hidden = effects.animator.hidden()
    lifted = hl.lifted
    painter.draw_header(surface, state)
    painter.draw_altar(surface, state, hidden, set(hl.glow), set(hl.dim),
                       lifted.hex if isinstance(lifted, AltarGem) else None,
                       outline=hl.outline, token_alpha=effects.token_alpha, pulse=pulse)
    if ToGanesha() in hl.targets:  # drop targets glow while something is held or selected
        g = glow_surface(round(lay.r_medallion * 1.25), p.accent, 200)
        surface.blit(g, g.get_rect(center=(round(lay.centre[0]), round(lay.centre[1]))))
    painter.draw_mandala(surface, state, hidden, show_next=hl.next_slots)
    if hl.preview is not None:  # the slots the held gem (or the hovered colour) would fill
        draw_preview(surface, painter, hl.preview.options)
    painter.draw_pawns(surface, [t.value for t in effects.pawns], state.scores)
    tile = lay.tiles[state.turn_player]
    glowing = [tile.treasury_rect] if ToTreasury() in hl.targets else []
    glowing += [tile.slots[i] for i in (0, 1) if ToSlot(i) in hl.targets]
    for r in glowing:
        surface.blit(rect_glow(r.width, r.height, p.accent, lay.px(12)),
                     (r.left - lay.px(12), r.top - lay.px(12)))


def _draw_tiles(surface: pygame.Surface, painter: Painter, controller: TableController,
                state: GameState, effects: TableEffects, hl: Highlights, hand: TableInput,
                clock: float) -> None:
    """Every seat's tile with its last turn's story, and the ghosts of a replayed turn (the
    pointer resting on a tile) or of the hint's move."""
    lay = painter.lay
    hidden = effects.animator.hidden()
    lifted = hl.lifted
    on_tile = lifted if isinstance(lifted, (TakenGem, TreasuryGem)) else None
    for seat in range(state.config.players):
        active = seat == state.current_player and not state.is_over
        painter.draw_tile(surface, state, seat, hidden, active,
                          controller.ai.thinking_for if active else 0.0, on_tile,
                          effects.pawns[seat].value, clock)
    entries = controller.log_entries
    for seat in range(state.config.players):  # a tall tile tells its seat's last turn
        draw_story(surface, painter, seat, story_entry(entries, state, seat),
                   seat in hl.replays)
    strong = next((seat for seat, t in enumerate(lay.tiles)
                   if hand.hover is not None and t.rect.collidepoint(hand.hover)), None)
    painter.draw_last_turn(surface, hl.last_turn, strong)  # what each seat's last turn did
    rest = hand.tile_under  # resting there with an empty hand (not a gem let go there)
    beats = hl.replays.get(rest, ()) if rest is not None and hand.hold is None else ()
    if beats:  # resting on a tile replays that seat's last turn (all landed at once: instant)
        draw_replay(surface, painter, beats,
                    len(beats) * REPLAY_BEAT if effects.speed.instant else hand.tile_rest)
    else:  # the hint's move, at its destinations (not mixed with a replay's ghosts)
        draw_plan_ghosts(surface, painter, hl.ghosts)


def _draw_marks(surface: pygame.Surface, painter: Painter, controller: TableController,
                state: GameState, effects: TableEffects, hl: Highlights, pulse: float) -> None:
    """The spice guide (each token's fate read off the log), the drum, the rings on pieces that
    may be picked up and the selection."""
    lay, p = painter.lay, painter.p
    painter.draw_guide(surface, state, controller.game_log.fates(state))
    _draw_drum(surface, painter, effects, state)
    painter.drawn += draw_rings(surface, lay, p, hl.rings, hl.selected_at, pulse)


def _draw_pointer(surface: pygame.Surface, painter: Painter, state: GameState,
                  effects: TableEffects, hl: Highlights, hand: TableInput,
                  dialog: Dialog | None, log_view: LogView) -> None:
    """What follows the player's hand: the focus ring, the hover's tooltip (the table's, or
    the log's: a click opens the turn under it), the lifted gem."""
    lay = painter.lay
    items = hand.focus_items() if hand.focus.active else []
    hand.focus.draw(surface, lay, items)
    if hand.hover is not None and hand.hold is None and dialog is None \
            and hand.hover_still >= TOOLTIP_DELAY and not hand.focus.active:
        tip = tooltip_at(state, lay, [t.value for t in effects.pawns], hand.hover) \
            or log_view.tip(hand.hover)
        if tip:
            draw_tooltip(surface, tip, hand.hover, painter.p, painter.text, lay.s)
    if hl.lifted is not None and hand.hold is not None:
        img = gem_surface(piece_colour(state, hl.lifted), round(lay.gem_tile * 1.2))
        x, y = hand.hold.pos
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def prompt_plate(lay: Layout, text: TextCache,
                 line: str) -> tuple[pygame.Rect, int, tuple[str, ...]]:
    """Where the line under the mandala goes: the plate it is drawn on, its size and its lines.
    The plate is the ribbon of the background; a notice too long for it even wrapped at the
    body role's 100 % size (a worker's notice in Russian at 1024x600, any long one at 150 %
    text) gets a taller plate, grown upward over the mandala's foot while it shows, but not
    over its slots: what would reach them is set smaller (down to the small role's 100 %)."""
    ribbon = lay.prompt_rect.inflate(lay.px(20), lay.px(8))
    width = lay.prompt_rect.width - lay.px(20)  # clear of the round ends
    inside = ribbon.height - lay.px(6)  # a little paper above and below (two lines had touched)
    size, lines = _fitting_lines(text, line, lay.font_px("heading"), lay.font_px("body"), width,
                                 inside - 2, lay.font_px("body", 1.0))
    needed = _lines_height(text, size, lines)
    if needed <= inside:
        return ribbon, size, lines
    lowest = max((y for row in lay.slot_pos for _, y in row), default=ribbon.top)
    room = ribbon.bottom - round(lowest + lay.slot_radius) - lay.px(4)  # up to the slots
    if needed + lay.px(8) > room:
        size, lines = _fitting_lines(text, line, size, size, width, room - lay.px(8),
                                     max(type_scale.MIN_PX, lay.font_px("small", 1.0)))
        needed = _lines_height(text, size, lines)
    plate = ribbon.copy()
    plate.height, plate.bottom = needed + lay.px(8), ribbon.bottom
    return plate, size, lines


def countdown_rect(lay: Layout, share: float) -> pygame.Rect:
    """The take-back moment's bar along the foot of the prompt's ribbon: ``share`` of its width
    is the time left (it shrinks towards the middle as the moment runs out)."""
    ribbon = lay.prompt_rect.inflate(lay.px(20), lay.px(8))
    full = ribbon.width - lay.px(48)  # clear of the ribbon's round ends
    rect = pygame.Rect(0, 0, max(1, round(full * max(0.0, min(1.0, share)))), max(2, lay.px(4)))
    rect.midbottom = (ribbon.centerx, ribbon.bottom - lay.px(2))
    return rect


def _draw_countdown(surface: pygame.Surface, lay: Layout, p: Palette, share: float) -> None:
    """The moment's time left, drawn as a bar in the ink of the prompt."""
    pygame.draw.rect(surface, p.ink, countdown_rect(lay, share), border_radius=lay.px(2))


def _lines_height(text: TextCache, size: int, lines: tuple[str, ...]) -> int:
    """The height of ``lines`` drawn ``size`` px apart as _draw_prompt draws them."""
    return round(size * 1.15) * (len(lines) - 1) + text.size("Ag", size, "bold")[1] + 2


def _draw_prompt(surface: pygame.Surface, lay: Layout, p: Palette, text: TextCache,
                 notice: str, prompt: str, news: bool = False,
                 drawn: list[tuple[str, pygame.Rect]] | None = None) -> None:
    """The prompt, or a notice in its place: a refusal in the warning colour, news of the table
    (``news``: Ginger's exchange) in the ink of the prompt. Its lines, and a taller plate, are
    noted in ``drawn`` (the painter's list) for the overlap tests."""
    line, colour = (notice, p.ink if news else p.bad) if notice else (prompt, p.ink)
    plate, size, lines = prompt_plate(lay, text, line)
    if plate.height > lay.prompt_rect.inflate(lay.px(20), lay.px(8)).height:
        card = pygame.Surface(plate.size, pygame.SRCALPHA)  # the ribbon's look, taller
        pygame.draw.rect(card, (*p.panel, 240), card.get_rect(), border_radius=lay.px(20))
        pygame.draw.rect(card, (*p.panel_edge, 255), card.get_rect(), width=max(1, lay.px(2)),
                         border_radius=lay.px(20))
        surface.blit(card, plate)
        if drawn is not None:
            drawn.append(("prompt_plate", plate))
    step = round(size * 1.15)
    y = plate.centery - step * (len(lines) - 1) / 2
    block: list[pygame.Rect] = []
    for words in lines:
        block.append(blit_text(surface, text, words, size, colour, (plate.centerx, y), "center",
                               "bold"))
        y += step
    if drawn is not None and block:  # one label: the lines' boxes touch, their ink does not
        drawn.append(("label", block[0].unionall(block[1:])))


@lru_cache(maxsize=32)
def _fitting_lines(text: TextCache, line: str, largest: int, smallest: int,
                   width: int, height: int, floor: int) -> tuple[int, tuple[str, ...]]:
    """The largest size from ``largest`` down to ``smallest`` at which ``line`` fits ``width``;
    a line too long even then (a worker's or a save's notice at 1024x600 ran across the altar
    and the tiles) is wrapped, at ``smallest`` or smaller (not below ``floor``) until its
    lines fit ``height`` too. Measured once per line."""
    size = largest
    while size > smallest and text.size(line, size, "bold")[0] > width:
        size -= 1
    if text.size(line, size, "bold")[0] <= width:
        return size, (line,)
    lines = tuple(wrap(text, line, size, width, "bold"))
    while size > floor and round(size * 1.15) * (len(lines) - 1) \
            + text.size("Ag", size, "bold")[1] > height:
        size -= 1
        lines = tuple(wrap(text, line, size, width, "bold"))
    return size, lines


def _draw_drum(surface: pygame.Surface, painter: Painter, effects: TableEffects,
               state: GameState) -> None:
    """The drum travels between the tiles as it passes, and flips to its new number."""
    v = effects.drum.value
    a, b = math.floor(v), math.ceil(v)
    t = v - a
    n = state.config.players
    pa, pb = painter.drum_point(a % n), painter.drum_point(b % n)
    pos = (pa[0] + (pb[0] - pa[0]) * t, pa[1] + (pb[1] - pa[1]) * t)
    flip = effects.drum_flip
    squash = abs(flip - 0.25) / 0.25 if flip > 0 else 1.0
    painter.draw_drum(surface, effects.drum_shown, pos, squash)


def _draw_speed(surface: pygame.Surface, lay: Layout, p: Palette, text: TextCache,
                label: str) -> None:
    r = lay.speed_button
    pygame.draw.rect(surface, p.panel, r, border_radius=r.height // 2)
    pygame.draw.rect(surface, p.panel_edge, r, width=max(1, lay.px(2)),
                     border_radius=r.height // 2)
    blit_text(surface, text, tr("speed {s}", s=label), type_scale.style("small").px(lay.s), p.ink,
              r.center, "center", "bold")


__all__ = ["HAND_OVER_VEIL", "TOOLTIP_DELAY", "banner_rect", "draw_table", "is_hand_over",
           "prompt_plate"]
