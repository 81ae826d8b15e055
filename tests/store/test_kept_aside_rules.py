"""A damaged file of the player's is kept aside, never deleted, and the notice names the file it
was kept as, so the player can find it (settings, the last setup, the records, Continue, the
lesson)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ganesha.store import last_setup, lesson_progress, records, saves, settings

pytestmark = pytest.mark.usefixtures("home")

LOADERS: dict[str, tuple[str, Callable[[], tuple[object, str | None]]]] = {
    "settings": ("config/settings.json", settings.load_settings),
    "last setup": ("config/last-setup.json", last_setup.load_setup),
    "records": (f"data/{records.FILE}", records.load),
    "continue": (f"data/{saves.CURRENT}", saves.load_current),
    "lesson": (f"data/{lesson_progress.FILE}", lesson_progress.load),
}


@pytest.mark.parametrize("which", sorted(LOADERS))
def test_a_damaged_file_is_kept_aside_under_the_name_its_notice_gives(home: Path,
                                                                      which: str) -> None:
    relative, load = LOADERS[which]
    path = home / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    _, notice = load()
    kept = [p.name for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.bad-")]
    assert not path.exists()
    assert len(kept) == 1
    assert notice is not None
    assert kept[0] in notice
