"""Where the results screen's band under the heading stands: the people's rating (or its
button) or the notices, between the line under the heading and the ranking's panels."""

from __future__ import annotations

from dataclasses import dataclass

SUBTITLE_Y = 92  # design y of the line under the heading (the setup, or the tie-break)


@dataclass(frozen=True)
class Band:
    """The band between the heading and the panels (the rating, or the notices), in design
    units: its ``top``, the ``centre`` of its line, ``half`` the rating button's height and the
    panels' top (``panels``). The setup line over it and the band's own words are body text,
    which grows to 150 %: the band starts under that line, and pushes the panels down when it
    needs the room (at 150 % a 4-player ranking still ends above the buttons)."""

    top: float
    centre: float
    half: float
    panels: float

    @staticmethod
    def under_the_heading(body: float, panels: float) -> Band:
        """``body``: the body role's size in design units; ``panels``: where the panels would
        stand (centred in the window)."""
        top = SUBTITLE_Y + body * 0.625  # under the line's letters: 102 at 100 %
        half = max(13.0, body * 0.8)  # 26 design px at 100 %, growing with the words
        centre = max(min(122.0, (100 + panels) / 2), top + half + 3)
        return Band(top, centre, half, max(panels, centre + half + 6))


__all__ = ["SUBTITLE_Y", "Band"]
