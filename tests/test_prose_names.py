"""Prose is checked like code: every repository file or module that the README, the docs, a
comment or a docstring names must exist.

Files move (the flat ``ui/`` became ``ui/table/``, ``ui/menus/`` …) and a sentence that names the
old place sends the next reader to a file that is not there. So every path-like token
(``ganesha/engine/undo.py``, ``ui/table/draw/layout.py``, ``tests/helpers/truth.py``,
``build/make_app.py``, ``docs/rules.md``, ``assets/ratings.json``) and every dotted module name
(``ganesha.engine.state``, ``python -m ganesha.bench``) is resolved here against the checkout:
a path against the top level, ``ganesha/`` and each package folder (a path written relative to a
package, like ``table/draw/layout.py``, counts); a dotted name to its longest module, whose source
must then define the attribute it names, if any.

The dated logs under ``docs/measurements/`` and the changelog record what was true when they were
written (files named there may have moved since), so they are left out.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]

#: A path-like token: an optional top folder, sub-folders, a file with one of these endings.
PATH = re.compile(
    r"(?<![\w./<>{}*-])((?:\.ci/)?(?:[a-z_][a-z0-9_]*/)+[a-z_][a-z0-9_.-]*"
    r"\.(?:py|md|json|toml|spec|cfg|txt|po|mo|svg|png|jpg|ogg|opus|otf|ttf))(?![\w/*<{-])")
#: A dotted name below the package.
DOTTED = re.compile(r"(?<![\w./])(ganesha(?:\.[a-z_][a-z0-9_]*)+)")
#: Top folders of the repository: a token starting with one of these is a repository path; any
#: other relative token counts only as a module path (``….py``), since ``logs/ganesha.log`` or
#: ``config/settings.json`` are paths in the player's home, not here.
TOP = ("ganesha/", "tests/", "build/", "docs/", "assets/", ".ci/")
#: Dotted words that are file names (``ganesha.log``, ``ganesha.mo``) or a logger's name, not
#: modules.
NOT_MODULES = re.compile(r"ganesha\.(log|png|ico|icns|mo|po|spec|json|txt|test)")
#: Folders that are not the repository's, named in the prose for other reasons.
FOREIGN = ("site-packages/", "usr/", "tmp/", "dist/", "build/work/", "build/dist/")


def prose_files() -> list[Path]:
    """README, the docs (not the dated logs) and every Python file of the package, the tests and
    the build scripts (their comments and docstrings are prose)."""
    docs = [p for p in sorted((ROOT / "docs").rglob("*.md"))
            if "measurements" not in p.parts and p.name != "CHANGELOG.md"]
    code = [p for folder in ("ganesha", "tests", "build")
            for p in sorted((ROOT / folder).rglob("*.py"))
            if not {"__pycache__", "work", "dist"} & set(p.relative_to(ROOT).parts[:2])
            and p != Path(__file__).resolve()]  # this file's own sample of stale names
    return [ROOT / "README.md", *docs, *code]


def _bases() -> list[Path]:
    folders = [ROOT, ROOT / "ganesha", ROOT / "tests"]
    for top in ("ganesha", "tests"):
        folders += [p for p in sorted((ROOT / top).rglob("*"))
                    if p.is_dir() and "__pycache__" not in p.parts]
    return folders


BASES = _bases()


def path_exists(token: str) -> bool:
    """Whether ``token`` names a file of the checkout (``ganesha/assets/…`` is where an install
    puts ``assets/…``)."""
    if token.startswith("ganesha/assets/"):
        token = token.removeprefix("ganesha/")
    if token.startswith(TOP):
        return (ROOT / token).exists()
    return any((base / token).exists() for base in BASES)


def module_exists(dotted: str) -> bool:
    """Whether ``dotted`` is a module or package of ``ganesha`` or an attribute its module's
    source defines (a function, class, constant or an imported name)."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        here = ROOT.joinpath(*parts[:cut])
        source = here / "__init__.py" if here.is_dir() else here.with_suffix(".py")
        if not source.is_file():
            continue
        rest = parts[cut:]
        if not rest or rest[0].startswith("__"):  # the module itself, or one of its dunders
            return True
        text = source.read_text(encoding="utf-8")
        return re.search(rf"\b{re.escape(rest[0])}\b", text) is not None
    return False


def stale_names(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line: token`` for each name in ``path`` that the checkout does not have (the file
    named relative to ``root``)."""
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        tokens = [m.group(1) for m in PATH.finditer(line)
                  if not m.group(1).startswith(FOREIGN)
                  and (m.group(1).startswith(TOP) or m.group(1).endswith(".py"))
                  and not path_exists(m.group(1))]
        tokens += [m.group(1) for m in DOTTED.finditer(line)
                   if not NOT_MODULES.fullmatch(m.group(1)) and not module_exists(m.group(1))]
        found += [f"{path.relative_to(root)}:{number}: {token}" for token in tokens]
    return found


def test_docs_comments_and_docstrings_name_only_files_and_modules_that_exist() -> None:
    stale = [entry for path in prose_files() for entry in stale_names(path)]
    assert stale == [], "names of files or modules that do not exist:\n" + "\n".join(stale)


#: A file of the old flat ui/ layout, written in two parts so no reader of this file takes it for
#: a real name.
GONE = "ui/" + "log.py"


def test_the_check_sees_a_stale_path_a_stale_module_and_passes_real_ones(tmp_path: Path) -> None:
    """The check itself: a moved file and a merged module are found; real names, a path in the
    player's home and an installed asset path are not."""
    prose = tmp_path / "note.py"
    prose.write_text(
        f'"""See {GONE} and ganesha.engine.chance; ganesha/engine/undo.py is real,\n'
        "as are ui/table/draw/layout.py, ganesha.engine.state.GameState, docs/rules.md,\n"
        "ganesha/assets/ratings.json and the player's logs/ganesha.log.\n"
        'Also ganesha.engine.state.no_such_name."""\n', encoding="utf-8")
    found = [entry.split(": ", 1)[1] for entry in stale_names(prose, tmp_path)]
    assert found == [GONE, "ganesha.engine.chance", "ganesha.engine.state.no_such_name"]
