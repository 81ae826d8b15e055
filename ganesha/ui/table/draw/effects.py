"""The table's motion, derived from the state before and after each action: gems gliding, points
popping at the scorer's tile and on the mandala, pawns walking the track, the drum passing and
flipping, new spice tokens fading in, and the round banner.

:class:`TableEffects` listens to the controller (it is called before and after every action) and
never changes the game; the scene draws what it holds. At the instant speed it keeps nothing in
the air, so every frame shows the state as it is.
"""

from __future__ import annotations

from typing import Any

from ganesha.data.vocabulary import Speed
from ganesha.engine import COLOURS, Action, Drawn, GameState
from ganesha.ui.kit.shapes import drum_rect
from ganesha.ui.kit.text import tr
from ganesha.ui.kit.theme import Palette
from ganesha.ui.table.draw.animation import Animator, Tween
from ganesha.ui.table.draw.bag_draws import fly_draws
from ganesha.ui.table.draw.layout import Layout, TokenKey, token_keys
from ganesha.ui.table.words.exchange import GingerExchange

BANNER_SECONDS = 2.2
NOTICE_SECONDS = 3.5
TOKEN_FADE = 0.6
STAGED_PACE = 0.65  # animation speed of a staged action: a 0.42 s flight takes ~0.65 s


class TableEffects:
    """Everything that moves on the table, at one speed."""

    def __init__(self, state: GameState, speed: Speed) -> None:
        self.state = state
        self.speed = speed
        self.animator = Animator()
        self.animator.speed = speed.factor
        self.pawns = [Tween(score, 0.7) for score in state.scores]
        self.drum = Tween(state.first_player, 0.9)
        self.drum_shown = state.drum
        self.drum_flip = 0.0
        self.banner = ""
        self.banner_line = ""  # the banner's second, smaller line (who has the drum now)
        self.banner_time = 0.0
        self.notice = ""
        self.notice_tone = "bad"
        self.notice_left = 0.0
        self.exchange = GingerExchange()
        self.token_seen = dict(state.spice_tokens())
        self.token_age: dict[int, float] = {}  # hex → seconds since its spice token appeared
        self._before: dict[str, Any] | None = None

    def set_speed(self, speed: Speed) -> None:
        self.speed = speed
        self.animator.speed = speed.factor
        if speed.instant:
            self.animator.clear()

    @property
    def calm(self) -> bool:
        """Nothing moving: the next AI move may come, a screenshot may be taken."""
        return not self.animator.busy and not any(t.moving for t in self.pawns)

    def say(self, text: str, tone: str = "bad") -> None:
        """A notice in place of the prompt for a few seconds: why a drop was refused (``tone``
        "bad"), or news of the table such as Ginger's exchange ("news")."""
        self.notice = text
        self.notice_tone = tone
        self.notice_left = NOTICE_SECONDS

    @property
    def token_alpha(self) -> dict[int, float]:
        return {h: max(0.0, age / TOKEN_FADE) for h, age in self.token_age.items()}

    # --- per action -----------------------------------------------------------------------------
    def on_action(self, action: Action, context: dict, lay: Layout, palette: Palette) -> None:
        """The controller's listener: remember the picture before, animate the difference after."""
        state = self.state
        if not context.get("after"):
            self._before = {
                "tokens": token_keys(state), "scores": state.scores, "round": state.round,
                "mandala": state.mandala_filled(), "first": state.first_player,
                "final": state.final_stage, "seat": state.current_player,
                "known": len(state.history),
            }
            self.exchange.before(action, state)
            return
        before, self._before = self._before or {}, None
        news = self.exchange.after(action, state)
        if news:
            self.say(news, tone="news")
        if self.speed.instant:
            return
        hints: dict[TokenKey, Any] = context.get("hints") or {}
        # another seat's action (staged) flies slower, filling most of its beat (see BEAT in
        # the controller); a person's own moves keep the quick flight
        self.animator.speed = self.speed.factor * (STAGED_PACE if context.get("staged") else 1)
        draws = [item for item in state.history[before.get("known", len(state.history)):]
                 if isinstance(item, Drawn)]
        tokens_before, tokens_after = fly_draws(self.animator, lay, action, draws,
                             before.get("seat", state.current_player),
                             before.get("tokens", {}), token_keys(state))
        self.animator.diff(tokens_before, tokens_after, lay, hints)
        self.animator.speed = self.speed.factor
        old_m = before.get("mandala", {})
        order = 0
        values = state.slot_values()
        for col, colour in enumerate(COLOURS):
            for i in range(old_m.get(colour, 0), state.mandala_filled().get(colour, 0)):
                pos = lay.slot_pos[col][i]
                self.animator.pop(f"+{values[colour][i]}", (pos[0], pos[1] - lay.px(10)),
                                  palette.accent, lay.font_px("score"), delay=0.22 * order + 0.5)
                order += 1
        old_scores = before.get("scores", state.scores)
        for seat, (old, new) in enumerate(zip(old_scores, state.scores, strict=True)):
            if new != old:
                # under the score it changes, rising no higher than the drum's foot: the
                # drum's mark stays readable whichever tile it is on
                t = lay.tiles[seat]
                ceiling = drum_rect(t.drum, lay.drum_px).bottom + lay.px(2)
                self.animator.pop(f"{new - old:+d}", (t.score[0], ceiling + lay.px(30)),
                                  palette.good if new > old else palette.bad, lay.font_px("score"),
                                  delay=0.2 * order + 0.4, anchor="topright", ceiling=ceiling)
        if before.get("round") != state.round and not state.is_over:
            self.banner = tr("Round {n}", n=state.round)
            self.banner_line = tr("the drum passes to {name}",
                                  name=state.config.seat_names[state.first_player]) \
                if before.get("first") != state.first_player else ""
            self.banner_time = BANNER_SECONDS
        elif state.final_stage and not before.get("final"):
            self.banner, self.banner_line = tr("Final stage"), ""
            self.banner_time = BANNER_SECONDS

    # --- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        state, factor = self.state, self.speed.factor
        self.notice_left -= dt
        tokens = state.spice_tokens()
        if tokens != self.token_seen:
            for h, effect in tokens.items():
                if self.token_seen.get(h) != effect and factor:
                    self.token_age[h] = -0.4 / factor  # after the old gems have left
            self.token_seen = dict(tokens)
        for h in list(self.token_age):
            self.token_age[h] += dt * (factor or 1)
            if self.token_age[h] >= TOKEN_FADE:
                del self.token_age[h]
        if state.drum != self.drum_shown and self.drum_flip <= 0:
            self.drum_flip = 0.5 if factor else 0.0
            if not self.drum_flip:
                self.drum_shown = state.drum
        if self.drum_flip > 0:
            self.drum_flip -= dt * max(1.0, factor)
            if self.drum_flip <= 0.25:
                self.drum_shown = state.drum
        self.animator.update(dt)
        for seat, tween in enumerate(self.pawns):
            tween.duration = 0.7 / factor if factor else 0
            tween.set(state.scores[seat], factor)
            tween.update(dt)
        self.drum.duration = 0.9 / factor if factor else 0
        self.drum.set(state.first_player, factor)
        self.drum.update(dt)
        if self.banner_time > 0:
            self.banner_time -= dt * (factor or 10)
            if self.banner_time <= 0:
                self.banner = self.banner_line = ""

    def finish(self) -> None:
        """Land everything in the air at once: the table is covered (the pause, the rules), and
        a gem hanging mid-flight under the overlay reads as a frozen glitch. Words stay."""
        state = self.state
        self.animator.clear()
        for seat, tween in enumerate(self.pawns):
            tween.finish(state.scores[seat])
        self.drum.finish(state.first_player)
        self.drum_shown, self.drum_flip = state.drum, 0.0
        self.token_seen = dict(state.spice_tokens())
        self.token_age.clear()

    def rewind(self, state: GameState) -> None:
        """A hand-over's catch-up shows ``state``, an earlier picture: land everything, and drop
        the banner the present raised (its round is not reached yet; the replay raises it again
        when it gets there)."""
        self.state = state
        self.finish()
        self.banner = self.banner_line = ""
        self.banner_time = 0.0

    def reset(self) -> None:
        """Drop everything in the air (after an undo or a resize)."""
        self.animator.clear()


__all__ = ["TableEffects"]
