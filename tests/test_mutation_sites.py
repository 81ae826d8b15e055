"""The mutation gate's recorded list (build/mutation_sites.toml, build/mutants.py): a mutant's
name outlives edits elsewhere, re-recording keeps what is there, and the list fits today's code
and the docs. Kept outside tests/engine: the gate runs those tests against every mutant."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))

from mutants import (  # noqa: E402
    Listed,
    SiteKey,
    equivalent_of,
    pick,
    read_list,
    resolve,
    sites_of,
    write_list,
)

MODULE = """
LIMIT = 3


def check(n):
    if n > LIMIT:  # too many
        return True
    return n == 1 or n == 2
"""


def _keys(tmp_path: Path, source: str) -> list[object]:
    return [site.key() for site in sites_of(_write(tmp_path, source))]


def test_a_mutants_name_outlives_edits_elsewhere(tmp_path: Path) -> None:
    """Lines added above, another function, a reworded comment: every name stays; only the
    mutants of a changed line get new names."""
    before = _keys(tmp_path, MODULE)
    edited = MODULE.replace("LIMIT = 3\n", "LIMIT = 3\nOTHER = 2 < 1\n\n\ndef f():\n    pass\n")
    edited = edited.replace("# too many", "# past the limit")
    after = _keys(tmp_path, edited)
    assert len(before) == 8
    assert set(before) <= set(after)
    changed = _keys(tmp_path, MODULE.replace("n > LIMIT", "n >= LIMIT"))
    assert len(set(before) - set(changed)) == 1  # only that comparison's name is new


def test_the_list_keeps_what_is_there_and_replaces_what_is_gone(tmp_path: Path) -> None:
    sites = sites_of(_write(tmp_path, MODULE))
    listed = [Listed(sites[0].key(), "a reason"), Listed(sites[1].key())]
    gone = Listed(sites_of(_write(tmp_path, MODULE.replace("LIMIT = 3", "LIMIT = 4")))[0].key())
    found, stale = resolve([*listed, gone], sites)
    assert [entry for entry, _ in found] == listed
    assert stale == [gone]
    again = pick([*listed, gone], sites, 4, seed=1)
    assert again[:2] == listed  # kept, the reason with it
    assert len(again) == 4
    assert len({entry.key for entry in again}) == 4
    assert pick([*listed, gone], sites, 4, seed=1) == again  # seeded


def test_a_drawn_mutant_the_list_explains_is_known_as_equivalent(tmp_path: Path) -> None:
    """A fresh sample that draws a mutant the list records as equivalent reports its reason
    and does not run it; a listed mutant to be killed, or one not listed, is run."""
    sites = sites_of(_write(tmp_path, MODULE))
    listed = [Listed(sites[0].key(), "a reason"), Listed(sites[1].key())]
    assert equivalent_of(listed, sites[:3]) == {sites[0]: "a reason"}
    assert equivalent_of(listed, sites[1:]) == {}


def _write(tmp_path: Path, source: str) -> Path:
    module = tmp_path / "module.py"
    module.write_text(source, encoding="utf-8")
    return module


@pytest.mark.slow  # a scan of the code's shape: with the slow checks
def test_the_recorded_mutants_are_all_there_and_explained() -> None:
    """Every recorded mutant's code is still there, every equivalent one gives its reason, and
    the docs list the same equivalent mutants (``python build/mutation.py --check``)."""
    done = subprocess.run([sys.executable, str(ROOT / "build" / "mutation.py"), "--check"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


@pytest.mark.slow
def test_a_recorded_mutant_whose_code_is_gone_fails_the_check(tmp_path: Path) -> None:
    listed = tmp_path / "sites.toml"
    listed.write_text((ROOT / "build" / "mutation_sites.toml").read_text(encoding="utf-8")
                      + '\n[[store]]\npath = "ganesha/store/records.py"\nscope = ""\n'
                      'line = "MOST_GAMES = 12_345"\nnode = "12_345"\nhow = "int+1"\n',
                      encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "build" / "mutation.py"), "--check",
                           "--sites", str(listed)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 1
    assert "store: gone from the code" in done.stdout
    assert "MOST_GAMES = 12_345" in done.stdout


@pytest.mark.slow
def test_a_reason_the_docs_do_not_give_fails_the_check(tmp_path: Path) -> None:
    listed = tmp_path / "sites.toml"
    text = (ROOT / "build" / "mutation_sites.toml").read_text(encoding="utf-8")
    listed.write_text(text.replace('equivalent = "', 'equivalent = "reworded: ', 1),
                      encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "build" / "mutation.py"), "--check",
                           "--sites", str(listed)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 1
    assert "the equivalent mutants are not the list's" in done.stdout


def test_the_list_file_reads_back_as_written(tmp_path: Path) -> None:
    where = "ganesha/store/records.py"
    key = SiteKey(where, "f", 'if a == "b":  # "quoted"', 'a == "b"', "compare0", 2)
    listed = {"store": [Listed(key, 'one "quoted" reason, in Русский too'),
                        Listed(SiteKey(where, "", "N = 1", "1", "int+1"))]}
    write_list(listed, tmp_path / "sites.toml")
    assert read_list(tmp_path / "sites.toml") == {"store": sorted(listed["store"],
                                                                  key=lambda e: e.key)}
