"""What a mutant is: the sites of a package where one slip of the keyboard can be made, each
applied to a fresh parse of its file (build/mutation.py runs them against the tests)."""

from __future__ import annotations

import ast
import random
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
    """One mutant: the ``node``-th node of ``path`` (in ``ast.walk`` order) changed by ``how``."""

    path: str
    node: int
    how: str
    line: int
    before: str
    after: str

    def label(self) -> str:
        return f"{self.path}:{self.line}  {self.before}  ->  {self.after}"


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


def sites_of(path: Path) -> list[Site]:
    """Every mutant of one source file, in a stable order."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    skip = _unreachable_ids(tree, source)
    statement = _statement_lines(tree)
    rel = path.relative_to(ROOT).as_posix()
    found: list[Site] = []
    for index, node in enumerate(_walk(tree)):
        if id(node) in skip:
            continue
        for how in _variants(node):
            before = ast.get_source_segment(source, node) or ast.unparse(node)
            changed = ast.parse(source)
            target = _walk(changed)[index]
            _mutate(target, how)
            found.append(Site(rel, index, how, statement.get(id(node), 0),
                              " ".join(before.split()),
                              ast.unparse(target)))
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
