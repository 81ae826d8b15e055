"""The hostile-start measurement's records cases test what they name: each records file is
complete (a whole finished game under "game"), so a bad date is what refuses it, and the
measurement opens Records (the title never reads the file)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))

import hostile_starts  # noqa: E402

from ganesha.store import dirs as userdirs  # noqa: E402
from ganesha.store import files, records  # noqa: E402


@pytest.mark.parametrize("case", sorted(hostile_starts.RECORDS_CASES))
def test_each_records_case_is_complete_and_refused_only_for_its_date(home: Path,
                                                                      case: str) -> None:
    hostile_starts.RECORDS_CASES[case](home)
    data = json.loads(files.read_bytes(userdirs.data_dir() / records.FILE) or b"null")
    assert data is not None
    assert "game" in data["games"][0]
    kept, notice = records.load()
    if case.endswith("a sound file"):
        assert notice is None
        assert len(kept.games) == 1
    else:
        assert notice is not None
        assert "date" in notice


@pytest.mark.slow
def test_the_measurement_opens_records(tmp_path: Path) -> None:
    hostile_starts.RECORDS_CASES["records: an emoji date"](tmp_path)
    said = hostile_starts.open_records(tmp_path)
    assert said.startswith("RecordsScene drawn")
    assert "kept aside with a notice" in said
