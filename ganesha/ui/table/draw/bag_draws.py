"""Gems drawn from the bag, shown coming out of it.

The animator's diff pairs gems by colour, which tells the story of a draw wrongly or not at all:
when the altar is reset a leftover red gem would slide to the hex where a new red one was drawn;
a Red Pepper gem that does not match goes back into the bag, so the gem maps before and after are
equal and nothing would move; a Black Pepper redraw of the same colour it returned looks like no
change. The engine records every draw (``Drawn`` in the history), so this module reads the draws
an action caused, flies them out of the bag itself and hands the diff the rest.
"""

from __future__ import annotations

from ganesha.engine import COLOURS, Action, Drawn, Redraw
from ganesha.ui.table.draw.animation import Animator
from ganesha.ui.table.draw.layout import Layout, TokenKey

OUT = 0.42  # seconds of one flight into or out of the bag, at speed 1
SHOW = 0.55  # how long a Red Pepper gem that does not match stays in view before going back
PEAK_DROP = 80  # design pixels below the bag where that gem is shown


def fly_draws(animator: Animator, lay: Layout, action: Action, draws: list[Drawn], seat: int,
              before: dict[TokenKey, str], after: dict[TokenKey, str]
              ) -> tuple[dict[TokenKey, str], dict[TokenKey, str]]:
    """Fly the gems ``action`` drew (``draws``, its new ``Drawn`` records) out of the bag for
    ``seat`` (the seat that acted); return the gem maps the ordinary diff should still compare."""
    before, after = dict(before), dict(after)
    for drawn in draws:
        if drawn.why == "altar":
            _refill(animator, lay, before, after)
        elif drawn.why == "gamble" and drawn.gems:
            colour = drawn.gems[0]
            if _treasury(after, seat, colour) <= _treasury(before, seat, colour):
                _show_and_return(animator, lay, colour)
            # a kept gem appears in the Treasury: the diff flies it from the bag
        elif drawn.why == "redraw" and drawn.gems and isinstance(action, Redraw):
            _redraw(animator, lay, seat, action.gem, drawn.gems[0], before, after)
    return before, after


def _treasury(tokens: dict[TokenKey, str], seat: int, colour: str) -> int:
    c = COLOURS.index(colour)
    return sum(1 for key in tokens if key[0] == "treasury" and key[1] == seat and key[2] == c)


def _refill(animator: Animator, lay: Layout, before: dict[TokenKey, str],
            after: dict[TokenKey, str]) -> None:
    """The altar reset: every gem left on it goes into the bag, then the new ones come out one
    by one in the order they were drawn (the hexes' filling order)."""
    small = round(lay.gem_tile * 0.5)
    for key in sorted(k for k in before if k[0] == "hex"):
        animator.fly(before.pop(key), lay.token_pos(key), lay.bag, lay.gem_altar, small, None,
                     duration=OUT, fade=True)
    for i, key in enumerate(sorted(k for k in after if k[0] == "hex")):
        animator.fly(after.pop(key), lay.bag, lay.token_pos(key), small, lay.gem_altar, key,
                     delay=OUT + 0.06 * i, duration=OUT, wait_hidden=True)


def _show_and_return(animator: Animator, lay: Layout, colour: str) -> None:
    """Red Pepper without a match: the gem rises out of the bag, stays in view a moment just
    below it (at the altar's empty top right corner, clear of every hex), and sinks back in."""
    small = round(lay.gem_tile * 0.5)
    big = round(lay.gem_tile * 1.2)
    peak = (lay.bag[0], lay.bag[1] + lay.px(PEAK_DROP))
    animator.fly(colour, lay.bag, peak, small, big, None, duration=OUT + 0.08)
    animator.fly(colour, peak, peak, big, big, None, delay=OUT + 0.08, duration=SHOW,
                 wait_hidden=True)
    animator.fly(colour, peak, lay.bag, big, small, None, delay=OUT + 0.08 + SHOW,
                 duration=OUT, fade=True, wait_hidden=True)


def _redraw(animator: Animator, lay: Layout, seat: int, returned: str, drawn: str,
            before: dict[TokenKey, str], after: dict[TokenKey, str]) -> None:
    """Black Pepper: the chosen Treasury gem goes into the bag, then the drawn one comes out
    into the Treasury (even when both are of one colour, so the draw is still seen)."""
    small = round(lay.gem_tile * 0.5)
    gone = ("treasury", seat, COLOURS.index(returned), _treasury(before, seat, returned) - 1)
    came = ("treasury", seat, COLOURS.index(drawn), _treasury(after, seat, drawn) - 1)
    before.pop(gone, None)
    after.pop(came, None)
    animator.fly(returned, lay.token_pos(gone), lay.bag, lay.token_size(gone), small, None,
                 duration=OUT, fade=True)
    animator.fly(drawn, lay.bag, lay.token_pos(came), small, lay.token_size(came), came,
                 delay=OUT + 0.1, duration=OUT + 0.08, wait_hidden=True)


__all__ = ["fly_draws"]
