"""Whether the player asked for reduced motion (the Settings screen's switch, part of the look
worn now: :func:`ganesha.data.look.current`), so every screen and the table read one answer; and
how often what moves by itself is drawn.

With reduced motion on nothing moves by itself: the table's legal targets stop breathing, the
"thinking" dots and a text field's cursor stand still, the title's crown and mandala rest, and
screens change without a fade. What the player does still moves (a gem flies where it is put).

Even with it off, motion nobody asked for costs a laptop's battery: the loop sleeps whenever no
screen needs a frame (:meth:`ganesha.ui.kit.scene.Scene.frame_due`). So the slow living motion of
the title is drawn at :data:`LIVING_FPS`, not at the display's rate (its petals move about a
pixel a frame, which reads as smooth), and the table's breathing glow lasts
:data:`AMBIENT_SECONDS` after the player's last input or the game's last change, then rests at
its brightest until something happens.
"""

from __future__ import annotations

from ganesha.data.look import current

#: Frames a second of slow motion that runs for its own sake (the title's mandala and crown).
LIVING_FPS = 12
#: Seconds the table's ambient motion (the legal targets' breath) goes on after the last input or
#: change before it settles.
AMBIENT_SECONDS = 8.0
#: A text field's cursor shows and hides every this many seconds.
BLINK_SECONDS = 0.53

def reduced() -> bool:
    """Whether the look worn now asks for reduced motion."""
    return current().reduced_motion


def living_due() -> float | None:
    """When slow living motion next needs a frame: at :data:`LIVING_FPS`, or never with reduced
    motion on."""
    return None if reduced() else 1.0 / LIVING_FPS


def blink_on(ticks_ms: int) -> bool:
    """Whether a focused text field shows its cursor at ``ticks_ms`` (always with reduced
    motion)."""
    return reduced() or int(ticks_ms / (BLINK_SECONDS * 1000)) % 2 == 0


def blink_due(ticks_ms: int) -> float | None:
    """Seconds until a focused text field's cursor next shows or hides (None: it stands)."""
    if reduced():
        return None
    period = BLINK_SECONDS * 1000
    return (period - ticks_ms % period) / 1000


__all__ = ["AMBIENT_SECONDS", "BLINK_SECONDS", "LIVING_FPS", "blink_due", "blink_on",
           "living_due", "reduced"]
