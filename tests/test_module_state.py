"""Process-wide state is a documented few: every module-level value of ``ganesha`` that the
code changes while it runs — rebound through ``global``, mutated in place from a function, set
on another module from outside, or a lowercase module variable (a hook or a setting) — must be
one of :data:`ALLOWED`, each listed with its reason in docs/architecture.md ("Process-wide
state"). Everything else reaches the code that needs it as an argument: a screen holds what it
shares (the reviews under way are the app's, handed to the results and the review)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ganesha"
ARCHITECTURE = ROOT / "docs" / "architecture.md"

#: The state that stays process-wide, as ``module:name`` (docs/architecture.md says why).
ALLOWED = frozenset({
    # the player's language, text size, reduced motion and colour-blind letters: every screen
    # draws in them, and a change re-lays out every open screen
    "ganesha.data.i18n:_language",
    "ganesha.data.i18n:_catalogue",
    "ganesha.ui.kit.type_scale:_factor",
    "ganesha.ui.kit.motion:_reduced",
    "ganesha.ui.kit.gems:_letters",
    # the tests' look at every line drawn, scoped by a context manager that restores it
    "ganesha.ui.kit.typeset:_sheet",
    # facts about this process: its AI workers, its locks and blocked folders, its crash
    # context, its first frame, the store's change hook
    "ganesha.ai.worker:_live",
    "ganesha.ai.worker:_leaving",
    "ganesha.store.lock:_held",
    "ganesha.store.files:_blocked",
    "ganesha.store.files:change_hook",
    "ganesha.store.crash:_context",
    "ganesha.ui.shell.startup_probe:_done",
    # memo caches of pure functions: what they hold never changes an answer
    "ganesha.ai.heuristics:_VALUES",
    "ganesha.ui.table.draw.asked:_MAPS",
    "ganesha.ui.table.words.prompts:_starts",
    "ganesha.ui.table.words.prompts:_gains",
})

#: Methods that change a list, dict or set in place.
MUTATORS = frozenset({"append", "extend", "insert", "add", "update", "clear", "pop", "popitem",
                      "setdefault", "remove", "discard"})
#: Module-level values that hold no state of the program's own: a logger, a lock.
NOT_STATE = ("logging.getLogger", "threading.Lock", "threading.RLock")


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def top_level(tree: ast.Module) -> dict[str, ast.stmt]:
    """Each name bound at the module's top level by an assignment, with its statement."""
    names: dict[str, ast.stmt] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else [])
        for target in targets:
            names.update((n.id, node) for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def ganesha_imports(tree: ast.Module) -> dict[str, str]:
    """Local name → the ganesha module (or name in one) it was imported as."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ganesha"):
            found.update((a.asname or a.name, f"{node.module}.{a.name}") for a in node.names)
        elif isinstance(node, ast.Import):
            found.update((a.asname or a.name, a.name) for a in node.names
                         if a.name.startswith("ganesha"))
    return found


def bound_locally(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    args = function.args
    names = {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def base_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Subscript | ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def changed_in(function: ast.FunctionDef | ast.AsyncFunctionDef, module: str,
               top: dict[str, ast.stmt], imports: dict[str, str]) -> Iterator[str]:
    """The module-level values ``function`` changes: its own module's or another's."""
    local = bound_locally(function)
    for node in ast.walk(function):
        if isinstance(node, ast.Global):
            yield from (f"{module}:{name}" for name in node.names)
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign | ast.Delete):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in MUTATORS:
            targets = [ast.Subscript(node.func.value, ast.Constant(None))]
        for target in targets:
            if not isinstance(target, ast.Subscript | ast.Attribute):
                continue
            name = base_name(target)
            if name in top and name not in local:
                yield f"{module}:{name}"
            elif name in imports and name not in local and isinstance(target, ast.Attribute) \
                    and isinstance(target.value, ast.Name):
                yield f"{imports[name]}:{target.attr}"


def module_state(path: Path) -> set[str]:
    module = module_name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    top, imports = top_level(tree), ganesha_imports(tree)
    found = {f"{module}:{name}" for name, node in top.items()
             if name.islower() and not name.startswith("__")
             and not ast.unparse(node).split("=", 1)[-1].strip().startswith(NOT_STATE)}
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            found.update(changed_in(function, module, top, imports))
    return found


def package_state() -> set[str]:
    return set().union(*(module_state(path) for path in sorted(PACKAGE.rglob("*.py"))))


def test_the_check_sees_state_of_every_kind() -> None:
    state = package_state()
    assert "ganesha.ui.kit.type_scale:_factor" in state  # rebound through ``global``
    assert "ganesha.store.lock:_held" in state  # mutated in place
    assert "ganesha.store.files:change_hook" in state  # a hook another module may set
    assert "ganesha.ui.kit.motion:_reduced" in state  # a list changed in place


def test_process_wide_state_is_only_the_documented_few() -> None:
    state = package_state()
    assert state - ALLOWED == set(), "new process-wide state: pass it instead, or document it"
    assert ALLOWED - state == set(), "documented state that is gone: strike it from the list"


def test_every_allowed_piece_of_state_is_listed_with_its_reason() -> None:
    listed = ARCHITECTURE.read_text(encoding="utf-8")
    missing = [name for name in sorted(ALLOWED) if f"`{name}`" not in listed]
    assert not missing, missing
