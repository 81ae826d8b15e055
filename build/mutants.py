"""What a mutant is: the sites of a package where one slip of the keyboard can be made, each
applied to a fresh parse of its file (build/mutation.py runs them against the tests).

A site is named by its content, not its place: the file, the function or class it is in, the
source line(s) of the changed expression, the expression and the change (and which of several
identical ones it is). An edit elsewhere in the file leaves the name alone, so the recorded list
of mutants the gate runs (build/mutation_sites.toml) stays valid until its own lines change."""

from __future__ import annotations

import ast
import copy
import io
import json
import random
import tokenize
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# A comparison's one mutant: across the boundary for an order, the negation for the others.
COMPARE_SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Site:
    """One mutant: the ``node``-th node of ``path`` (in ``ast.walk`` order) changed by ``how``.

    ``node`` and ``line`` say where it is in today's file; :meth:`key` names it by content
    (``scope``: the enclosing function or class, ``anchor``: the source line(s) of the changed
    expression, ``nth``: which of identical ones), so a list of keys outlives other edits."""

    path: str
    node: int
    how: str
    line: int
    before: str
    after: str
    scope: str = ""
    anchor: str = ""
    nth: int = 0

    def label(self) -> str:
        return f"{self.path}:{self.line}  {self.before}  ->  {self.after}"

    def key(self) -> SiteKey:
        return SiteKey(self.path, self.scope, self.anchor, self.before, self.how, self.nth)


@dataclass(frozen=True, order=True)
class SiteKey:
    """A mutant's content-anchored name (see :class:`Site`); the fields of a recorded entry."""

    path: str
    scope: str
    line: str
    node: str
    how: str
    nth: int = 0

    def label(self) -> str:
        where = f"{self.path} ({self.scope})" if self.scope else self.path
        nth = f" #{self.nth + 1}" if self.nth else ""
        return f"{where}: `{self.line}`: {self.how} of `{self.node}`{nth}"


def _unreachable_ids(tree: ast.AST, source: str) -> set[int]:
    """Nodes no test can run: inside type annotations (``from __future__ import annotations``
    keeps them as text), and statements marked ``# pragma: no cover`` as coverage excludes them
    (code that needs a real display, say), with all they hold. Also ``zip``'s ``strict=True``:
    a check that the lengths agree, so turning it off changes nothing while they do."""
    found: set[int] = set()
    lines = source.splitlines()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and "pragma: no cover" in lines[node.lineno - 1]:
            found.update(id(inner) for inner in ast.walk(node))
        if isinstance(node, ast.keyword) and node.arg == "strict":
            found.add(id(node.value))
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.AnnAssign | ast.arg):
            notes.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            notes.append(node.returns)
        for note in notes:
            if note is not None:
                found.update(id(inner) for inner in ast.walk(note))
    return found


def _variants(node: ast.AST) -> Iterator[str]:
    """The names of the mutations that apply to ``node``."""
    if isinstance(node, ast.Compare):
        for index, op in enumerate(node.ops):
            if type(op) in COMPARE_SWAPS:
                yield f"compare{index}"
    elif isinstance(node, ast.BoolOp):
        yield "boolop"
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        yield "bool"
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield "int+1"


def _mutate(node: ast.AST, how: str) -> None:
    """Apply the mutation ``how`` to ``node`` in place."""
    if how.startswith("compare"):
        assert isinstance(node, ast.Compare)
        index = int(how.removeprefix("compare"))
        node.ops[index] = COMPARE_SWAPS[type(node.ops[index])]()
    elif how == "boolop":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif how == "bool":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif how == "int+1":
        assert isinstance(node, ast.Constant)
        assert isinstance(node.value, int)
        node.value = node.value + 1


def _walk(tree: ast.AST) -> list[ast.AST]:
    return list(ast.walk(tree))


def _statement_lines(tree: ast.AST) -> dict[int, int]:
    """Each node's innermost statement's first line: the line coverage measures it by."""
    lines: dict[int, int] = {}
    for node in ast.walk(tree):  # outer statements first, so the innermost one is kept
        if isinstance(node, ast.stmt):
            for inner in ast.walk(node):
                lines[id(inner)] = node.lineno
    return lines


def _scopes(tree: ast.AST) -> dict[int, str]:
    """Each node's enclosing functions and classes, dotted (``Records.add``; "" at the top)."""
    scopes: dict[int, str] = {}

    def visit(node: ast.AST, scope: str) -> None:
        scopes[id(node)] = scope
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            scope = f"{scope}.{node.name}" if scope else node.name
        for child in ast.iter_child_nodes(node):
            visit(child, scope)

    visit(tree, "")
    return scopes


def _code_lines(source: str) -> list[str]:
    """The file's lines without their comments (a comment's rewording renames no mutant)."""
    lines = source.splitlines()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            lines[row - 1] = lines[row - 1][:col]
    return lines


def _anchor(lines: list[str], node: ast.AST) -> str:
    """The source line(s) ``node`` stands on, its whitespace collapsed."""
    first, last = getattr(node, "lineno", 1), getattr(node, "end_lineno", None) or 1
    return " ".join(" ".join(lines[first - 1:last]).split())


def sites_of(path: Path) -> list[Site]:
    """Every mutant of one source file, in a stable order."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    skip = _unreachable_ids(tree, source)
    statement = _statement_lines(tree)
    scopes = _scopes(tree)
    lines = _code_lines(source)
    rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()
    found: list[Site] = []
    seen: dict[tuple[str, str, str, str], int] = {}
    for index, node in enumerate(_walk(tree)):
        if id(node) in skip:
            continue
        for how in _variants(node):
            before = " ".join((ast.get_source_segment(source, node) or ast.unparse(node)).split())
            target = copy.deepcopy(node)
            _mutate(target, how)
            scope, anchor = scopes.get(id(node), ""), _anchor(lines, node)
            nth = seen.get((scope, anchor, before, how), 0)
            seen[(scope, anchor, before, how)] = nth + 1
            found.append(Site(rel, index, how, statement.get(id(node), 0), before,
                              ast.unparse(target), scope, anchor, nth))
    return found


def mutated_source(site: Site) -> str:
    tree = ast.parse((ROOT / site.path).read_text(encoding="utf-8"))
    _mutate(_walk(tree)[site.node], site.how)
    return ast.unparse(tree) + "\n"


def package_sites(paths: list[str]) -> list[Site]:
    files = sorted(file for entry in paths
                   for file in ([ROOT / entry] if entry.endswith(".py")
                                else (ROOT / entry).rglob("*.py")))
    return [site for file in files for site in sites_of(file)]


def choose(sites: list[Site], sample: int | None, seed: int) -> list[Site]:
    """A fixed, seeded sample (all of them when ``sample`` is None or covers them all)."""
    if sample is None or sample >= len(sites):
        return list(sites)
    picked = random.Random(seed).sample(range(len(sites)), sample)
    return [sites[index] for index in sorted(picked)]


#: The recorded mutants the gate runs (see build/mutation.py).
LIST = ROOT / "build" / "mutation_sites.toml"


@dataclass(frozen=True)
class Listed:
    """A recorded mutant: its key, and why it is equivalent when no test can tell it from the
    real code ("" for one a test must kill)."""

    key: SiteKey
    equivalent: str = ""


def read_list(path: Path = LIST) -> dict[str, list[Listed]]:
    """The recorded mutants of each package (an array of tables per package)."""
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        table = tomllib.load(handle)
    return {package: [Listed(SiteKey(entry["path"], entry.get("scope", ""), entry["line"],
                                     entry["node"], entry["how"], entry.get("nth", 0)),
                             entry.get("equivalent", "")) for entry in entries]
            for package, entries in table.items() if isinstance(entries, list)}


def _toml_text(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string


def write_list(listed: dict[str, list[Listed]], path: Path = LIST) -> None:
    out = [LIST_HEADER]
    for package in sorted(listed):
        for entry in sorted(listed[package], key=lambda e: e.key):
            out.append(f"\n[[{package}]]\n")
            for name in ("path", "scope", "line", "node", "how"):
                out.append(f"{name} = {_toml_text(getattr(entry.key, name))}\n")
            if entry.key.nth:
                out.append(f"nth = {entry.key.nth}\n")
            if entry.equivalent:
                out.append(f"equivalent = {_toml_text(entry.equivalent)}\n")
    path.write_text("".join(out), encoding="utf-8")


LIST_HEADER = """\
# The mutants the mutation gate runs (python build/mutation.py): each one is killed by a test,
# or carries `equivalent`, the reason no test can tell it from the real code. A mutant is named
# by content (file, enclosing function or class, its code line, the expression, the change;
# `nth` among identical ones), so edits elsewhere leave this list alone; when a listed line
# itself changes, `python build/mutation.py --pick` drops it and draws a replacement (seeded).
# docs/development.md, "Mutation testing".
"""


def resolve(listed: list[Listed], sites: list[Site]) -> tuple[list[tuple[Listed, Site]],
                                                              list[Listed]]:
    """(each recorded mutant with today's site, the recorded ones whose code is gone)."""
    by_key = {site.key(): site for site in sites}
    found = [(entry, by_key[entry.key]) for entry in listed if entry.key in by_key]
    return found, [entry for entry in listed if entry.key not in by_key]


def equivalent_of(listed: list[Listed], sites: list[Site]) -> dict[Site, str]:
    """Those of ``sites`` the list records as equivalent, each with its reason."""
    return {site: entry.equivalent for entry, site in resolve(listed, sites)[0]
            if entry.equivalent}


def pick(listed: list[Listed], sites: list[Site], size: int, seed: int) -> list[Listed]:
    """The recorded mutants still there, topped up to ``size`` with a seeded draw from the
    rest: a stable list that only changes where the code did."""
    found, _ = resolve(listed, sites)
    kept = [entry for entry, _ in found]
    taken = {entry.key for entry in kept}
    rest = [site for site in sites if site.key() not in taken]
    wanted = max(0, size - len(kept))
    return kept + [Listed(site.key()) for site in choose(rest, wanted, seed)]
