"""The game table: the scene a player spends the whole game in, put together from its parts.

    pygame event → TableInput → typed intent (ui/table/intents.py)
                 → TableController (plan queue, AI pacing, undo boundary, end of game)
                 → engine (GameState.apply) → new state + history
                 → TableEffects / highlights / table_view (read only)

The scene only routes: it hands events to the input, intents to the controller, the controller's
actions to the effects, and draws with :func:`~ganesha.ui.table.draw.view.draw_table`.

The shell opens a table with ONE call::

    open_table(match, state, size, speed, think_ms=None, *, ai_seed=None,
               spectator=False) -> TableScene

``state`` is a saved game (a new one from ``match.config`` when None); ``speed`` a
:class:`~ganesha.data.vocabulary.Speed`. Public seams of the scene: ``state`` and ``controller``
(state, history, log for autosave), ``idle`` (nothing in hand: Esc may pause), ``speed`` /
``set_speed``, ``say`` (a notice), ``calm`` and ``hold_ai`` (the screenshot mode). When the game
is over the scene pushes the results itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from ganesha.data.match import Match
from ganesha.data.vocabulary import HUMAN, NORMAL_SPEED, SPEEDS, Speed, speed_named
from ganesha.engine import COLOURS, Action, GameState, new_game
from ganesha.ui.kit.scene import Scene
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import TextCache, palette_for
from ganesha.ui.kit.widgets.button import Button
from ganesha.ui.kit.widgets.dialog import Dialog
from ganesha.ui.table.at_rest import Ambient, moving, table_due
from ganesha.ui.table.controller import TableController
from ganesha.ui.table.dialogs import build_dialog
from ganesha.ui.table.drag import TableInput
from ganesha.ui.table.draw.bar_layout import bar_button, bar_places
from ganesha.ui.table.draw.effects import TableEffects
from ganesha.ui.table.draw.highlights import Highlights, highlights, with_ghosts, with_hint
from ganesha.ui.table.draw.layout import Layout, piece_key
from ganesha.ui.table.draw.log_view import LOG_MOST, PAGE_KEYS, LogView
from ganesha.ui.table.draw.painter import Painter
from ganesha.ui.table.draw.view import draw_table
from ganesha.ui.table.hint import HintAdvisor
from ganesha.ui.table.intents import (
    HINT,
    SKIP_STEP,
    UNDO,
    ChangeSpeed,
    Choose,
    Command,
    Drop,
    Intent,
    PickUp,
    Press,
    PutDown,
    Unavailable,
)
from ganesha.ui.table.lesson_card import LessonTable
from ganesha.ui.table.moves import piece_colour
from ganesha.ui.table.previews import PreviewCache, hand_question
from ganesha.ui.table.words.prompts import BarButton, BarRole, primary_flags, resting_flags

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)  # end a hand-over's catch-up


def open_table(match: Match, state: GameState | None, size: tuple[int, int],
               speed: Speed = NORMAL_SPEED, think_ms: int | None = None, *,
               ai_seed: int | None = None, spectator: bool = False,
               ai_processes: bool = True) -> TableScene:
    """The table for ``match``: the saved ``state`` of it, or a new game when None. ``ai_seed``
    defaults to the game's seed (a replayed game plays the same); ``spectator`` lets nobody act
    (replays); ``ai_processes=False`` has the AI seats think in a thread, not a worker process
    (a host that is not the game: a test)."""
    if state is None:
        state = new_game(match.config)
    people = sum(seat == HUMAN for seat in match.seats)
    controller = TableController(state, match.seats,
                                 ai_seed=state.config.seed if ai_seed is None else ai_seed,
                                 think_ms=think_ms, pawns=match.seat_pawns, spectator=spectator,
                                 hand_over=people >= 2 and not spectator,
                                 ai_processes=ai_processes)
    return TableScene(controller, size, speed)


class TableScene(Scene):
    """One match at the table. Owns the parts and routes between them; decides nothing a part
    can decide (the input keeps the hand, the controller the game, the effects the motion)."""

    def __init__(self, controller: TableController, size: tuple[int, int],
                 speed: Speed | str = NORMAL_SPEED) -> None:
        super().__init__()
        self.controller = controller
        self.state = controller.state
        self.text = TextCache()
        self.palette = palette_for(self.state.config.side)
        self.effects = TableEffects(self.state, speed_named(speed)
                                    if isinstance(speed, str) else speed)
        self.clock = 0.0  # the ambient motion's clock (ui/table/at_rest.py)
        self.ambient = Ambient()
        self.dialog: Dialog | None = None
        # where the results screen's Rematch / New game / Main menu lead (the app sets it)
        self.leave: Callable[[str], None] | None = None
        # the screen pushed when the game is over (the app sets it: the results live with the
        # menus, which the table never imports)
        self.results: Callable[[TableScene], Scene] | None = None
        # told the speed the player picks at the table (button, +/-), which is the animation
        # speed setting (the app sets it; a replay's table keeps its choice to itself)
        self.speed_chosen: Callable[[Speed], None] | None = None
        # a plan shown as ghosts when no hint is (the game review's better plan)
        self.shown_plan: tuple[Action, ...] = ()
        self.dialog_age = 1.0
        self._dialog_key: object = None
        self.buttons: list[Button] = []
        self._buttons_key: object = None
        self.log_view = LogView(pygame.Rect(0, 0, 10, 10), 14)
        self._previews = PreviewCache()
        self._looked: object = None  # the position where a scoring preview was last shown
        self.lesson: LessonTable | None = None  # Learn to play: card, spotlight, gate
        self.layout = self._layout(size)
        self.input = TableInput(controller, self.layout)
        self.input.log = self.log_view  # the clicks in its panel that nothing over it takes
        self.hint = HintAdvisor(think_ms=controller.ai.think_ms, seed=controller.ai.ai_seed)
        self.hint_offered = True  # the Hint button and H (not at a puzzle: it would tell)
        self._hint_said = ""
        controller.listeners.append(self._on_action)
        self.resize(size)

    # --- public seams -------------------------------------------------------------------------
    @property
    def idle(self) -> bool:
        """Nothing in hand and no choice open: a good moment to pause on Esc."""
        return self.input.idle and not self.controller.choice

    @property
    def speed(self) -> Speed:
        return self.effects.speed

    def set_speed(self, speed: Speed) -> None:
        self.effects.set_speed(speed)

    @property
    def calm(self) -> bool:
        """Nothing moving: a good moment for a screenshot."""
        return self.effects.calm

    @property
    def hold_ai(self) -> bool:
        return self.controller.ai.hold_ai

    @hold_ai.setter
    def hold_ai(self, value: bool) -> None:
        self.controller.ai.hold_ai = value

    def say(self, text: str) -> None:
        self.effects.say(text)

    def _ghosts(self, hl: Highlights) -> Highlights:
        """The hint's turn as ghosts, and what the gem in hand (or the Destiny slot under the
        pointer or the keyboard's ring) would score now (draw/ghosts.py, previews.py)."""
        acting = self.controller.human_to_act
        hint = self.hint.current(self.state) if acting else None
        asked = hand_question(self.state, self.layout, self.input) if acting else None
        preview = self._previews.get(self.state, asked) if asked else None
        if preview is not None and any(o.points > 0 for o in preview.options):
            self._looked = self._position()  # End turn may be suggested again (words/prompts)
        return replace(with_ghosts(hl, self.state, hint.plan if hint else self.shown_plan),
                       preview=preview)

    def _position(self) -> object:
        """This position, as far as "the player has looked at a scoring move" goes: it is
        forgotten with the next action (or an undo)."""
        history = self.state.history
        return len(history), repr(history[-1]) if history else ""

    def highlights(self) -> Highlights:
        """What glows now (the painter draws exactly this)."""
        hl = self._ghosts(highlights(self.controller.shown, self.layout, self.controller,
                                     self.input.selected, self.input.lifted))
        hint = self.hint.current(self.state) if self.controller.human_to_act else None
        shown = hint.action if hint else None
        if shown is None and self.lesson is not None and self.controller.human_to_act:
            return self.lesson.marks(hl, self.state, self.layout)  # the taught move's glow
        return with_hint(hl, self.state, self.layout, shown)

    def ask_hint(self) -> None:
        """The Hint button or the H key: the strongest AI thinks about this decision."""
        if self.controller.human_to_act and self.lesson is None and self.hint_offered:
            self.hint.ask(self.state)  # (in the lesson its own glow leads)

    # --- sizing -------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> Layout:
        state = self.state
        counts = tuple(len(state.slot_values()[c]) for c in COLOURS)
        # the lesson's card takes the foot of the tiles' column (ui/table/lesson_card.py)
        room = LessonTable.CARD_ROOM if self.lesson is not None else 0
        return Layout(size[0], size[1], state.config.players, counts, card_room=room)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self._layout(size)
        self.input.layout = self.layout
        self.text.clear()
        self.painter = Painter(self.layout, self.palette, self.text, self.state,
                               list(self.controller.seats), self.controller.pawns)
        self.log_view.resize(self.layout.log_rect, self.layout.font_px("small", LOG_MOST))
        self._dialog_key = None
        self._buttons_key = None
        self.effects.reset()

    # --- actions and intents ------------------------------------------------------------------
    def _on_action(self, action: Action, context: dict) -> None:
        if context.get("after"):
            self.input.clear()
        self.effects.on_action(action, context, self.layout, self.palette)

    def submit(self, action: Action) -> None:
        """Apply ``action`` as played at this table (replays step forward with it)."""
        self.controller.submit(action)

    def process_event(self, event: pygame.event.Event) -> bool:
        """A catch-up ends at any click or key; the log's keys scroll it; H asks a hint; the rest
        goes to the input, which gives a pointer event to the part on top (draw/layers.py)."""
        self.ambient.stir()
        if self.controller.hot_seat.catchup is not None and (
                event.type == pygame.MOUSEBUTTONDOWN
                or (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS)):
            self.controller.skip_catchup()  # a click or a key: straight to the present
            self.effects.finish()  # the pawns then glide on from where the replay stood
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_END, *PAGE_KEYS) \
                and self.log_view.process_event(event):
            return True  # End: the log back to its newest line; Page Up/Down, Home: scroll
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.ask_hint()
            return True
        consumed, intent = self.input.handle(event)
        if intent is not None:
            self.apply(intent)
        return consumed

    def apply(self, intent: Intent) -> None:
        """What each intent means at this table."""
        c = self.controller
        match intent:
            case PickUp():
                pass  # the input holds the selection; the highlights show it
            case PutDown():
                c.cancel_choice()
            case Drop(piece, spot, pos):
                key = piece_key(self.state, piece)
                res = c.drop(piece, spot, {key: pos} if pos is not None else None)
                if res.error:
                    self.say(res.error)
                    if pos is not None:  # the gem glides home from where it was let go
                        lay = self.layout
                        self.effects.animator.fly(piece_colour(self.state, piece), pos,
                                                  lay.token_pos(key), lay.gem_tile,
                                                  lay.token_size(key), key, duration=0.35)
            case Press(command):
                self.press_button(command)
            case Choose(option):
                c.choose(option)
            case Unavailable(purpose):
                self.say(c.why_unavailable(purpose))
            case ChangeSpeed(step, wrap):
                i = SPEEDS.index(self.speed) + step
                self.set_speed(SPEEDS[i % len(SPEEDS)] if wrap
                               else SPEEDS[max(0, min(i, len(SPEEDS) - 1))])
                if self.speed_chosen is not None:
                    self.speed_chosen(self.speed)

    def press_button(self, command: Command) -> None:
        """A bar button was pressed (by the mouse or the keyboard ring)."""
        if command == UNDO:
            self.undo()
        elif command == HINT:
            self.ask_hint()
        elif command == SKIP_STEP and self.lesson is not None:
            self.lesson.skip()
            self._buttons_key = None
        else:
            self.controller.press(command)

    def undo(self) -> None:
        """Take back the human's last decision of this turn (see TableController.undo)."""
        if self.controller.undo():
            if self.lesson is not None:
                self.lesson.undone()  # the step goes back with the move, and is saved
            self.input.clear()
            self.effects.reset()
            self._dialog_key = None
            self._buttons_key = None

    # --- per frame ----------------------------------------------------------------------------
    def frame_due(self) -> float | None:
        return table_due(self)

    def update(self, dt: float) -> None:
        if moving(self):
            self.ambient.stir()
        self.clock = self.ambient.advance(self.clock, dt)
        self.dialog_age += dt
        self.input.update(dt)
        shown = self.controller.shown
        if self.effects.state is not shown:  # a hand-over's catch-up begins or ends
            if shown is not self.state:
                self.effects.rewind(shown)  # it begins: from the earlier picture
            else:
                self.effects.state = shown
        self.effects.update(dt)
        while self.controller.notices:
            self.say(self.controller.notices.pop(0))
        while self.controller.news:  # in the prompt's ink: nobody did anything wrong
            self.effects.say(self.controller.news.pop(0), tone="news")
        self._update_hint()
        if self.controller.step(dt, not self.effects.animator.busy, self.speed) \
                and self.stack is not None and self.results is not None:
            self.stack.push(self.results(self))
        self._sync_widgets()

    def _update_hint(self) -> None:
        """The hint's words stand in the notice line while they are current (a refused drop's
        notice still takes its turn), and leave it with the position they were about."""
        self.hint.update(self.state)
        lay = self.layout
        label = lay.font_px("label")
        words = self.hint.words(
            lambda line: self.text.size(line, label, "bold")[0] <= lay.prompt_rect.width)
        fx = self.effects
        if words and (fx.notice_left <= 0 or fx.notice == self._hint_said):
            fx.say(words, tone="news")  # advice, in the prompt's ink: red is for a refusal
        elif not words and self._hint_said and fx.notice == self._hint_said:
            fx.notice_left = 0.0
        self._hint_said = words

    def _sync_widgets(self) -> None:
        c = self.controller
        bar = c.buttons()
        if bar and "human" in c.seats and self.lesson is None and self.hint_offered:
            # (the lesson shows its own) beside the bar whenever it shows, in its own place
            bar.append(BarButton(BarRole.HINT, tr("Hint"), HINT if c.human_to_act else None))
        lesson = self.lesson  # in the lesson only its taught button is the bright one
        taught = lesson.spotlight(self.state) if lesson is not None and c.human_to_act else None
        advice = self.hint.current(self.state)  # the bright button never contradicts a hint
        flags = primary_flags(bar, self.state, self._looked == self._position(),
                              advice.action if advice is not None else None) \
            if c.human_to_act else resting_flags(bar)
        # the lesson's bright button is its taught one, whatever a look at a scoring move
        # suggests: no rebuild then, which would drop a press already under way
        key = (tuple(bar), lesson is not None and lesson.can_skip, taught,
               tuple(flags) if lesson is None else ())
        if key != self._buttons_key:
            self._buttons_key = key
            lay = self.layout
            built, self.buttons = self.buttons, []
            # fixed places (see bar_buttons), one row or two with larger text (draw/bar_layout.py);
            # a button keeps its identity while its command stays, so no press is dropped
            font, places = bar_places([b.label for b in bar], lay, self.text)
            for item, place, flag in zip(bar, places, flags, strict=True):
                self.buttons.append(bar_button(built, place, item.label, item.command,
                                               primary=item.command == taught
                                               if lesson is not None else flag,
                                               font_size=font, purpose=item.role))
            # the card's own button keeps one size, whatever the bar above it shrank to
            skip = lesson.layout_button(lay, lay.font_px("heading"), self.text) \
                if lesson is not None else None
            self.input.buttons = self.buttons
            self.input.card = (lesson.card_rect(lay) if lesson is not None else None, skip)
        dkey = (len(self.state.history), self.state.phase, self.state.current_player,
                id(c.choice) if c.choice else None, c.hot_seat.acknowledged, c.human_to_act, taught,
                self.speed.instant)
        if dkey != self._dialog_key:
            self._dialog_key = dkey
            old = self.dialog
            self.dialog = build_dialog(self.state, self.layout, c, self.text,
                                       instant=self.speed.instant)
            self.input.dialog = self.dialog
            for button in self.dialog.buttons if self.dialog and lesson is not None else ():
                button.primary = button.intent == taught  # the lesson's option stands out
            if self.dialog is not None and (old is None or [b.intent for b in old.buttons]
                                            != [b.intent for b in self.dialog.buttons]):
                self.dialog_age = 0.0

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.stack is not None and self.stack.scenes and self.stack.scenes[-1] is not self:
            # covered by an overlay (pause, rules, results): no hover help under it, and none
            # from a stale pointer when the table is back on top ("See the table"); nothing
            # hangs in mid-air under it either: every flight lands before the overlay shows
            self.input.hover = None
            self.effects.finish()
        lesson = self.lesson
        draw_table(surface, self.painter, self.controller, self.effects, self.highlights(),
                   self.input, self.buttons, self.dialog, self.dialog_age, self.log_view,
                   self.clock, None if lesson is None else
                   lambda on: lesson.draw(on, self.layout, self.palette, self.text))

    def close(self) -> None:
        self.hint.close()
        self.controller.close()


__all__ = ["TableScene", "open_table"]
