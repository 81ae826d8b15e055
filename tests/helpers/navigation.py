"""A :class:`~ganesha.ui.menus.host.Navigation` double for a screen driven alone: it records
where the screen asked to go instead of going there, so a test reads the screen's request."""

from __future__ import annotations

from ganesha.ui.kit.scene import Scene


class RecordedNavigation:
    """Every request a screen made, in order, in :attr:`asked` (the method's name); the screens
    closed in :attr:`closed`."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.closed: list[Scene] = []

    def show_title(self) -> None:
        self.asked.append("show_title")

    def new_game(self) -> None:
        self.asked.append("new_game")

    def open_settings(self, overlay: bool = False) -> None:
        self.asked.append("open_settings")

    def open_rules(self) -> None:
        self.asked.append("open_rules")

    def open_records(self) -> None:
        self.asked.append("open_records")

    def close_screen(self, scene: Scene) -> None:
        self.asked.append("close_screen")
        self.closed.append(scene)

    def quit(self) -> None:
        self.asked.append("quit")


__all__ = ["RecordedNavigation"]
