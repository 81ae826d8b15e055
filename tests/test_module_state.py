"""Process-wide state is a documented few: every module-level value of ``ganesha`` that the
code changes while it runs — rebound through ``global``, mutated in place from a function, set
on another module from outside, or a lowercase module variable (a hook or a setting) — must be
one of :data:`ALLOWED`, each listed with its reason in docs/architecture.md ("Process-wide
state"). Everything else reaches the code that needs it as an argument: a screen holds what it
shares (the reviews under way are the app's, handed to the results and the review)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

#: A scan of the code's shape, not of the game's behaviour: run with the slow checks (CI, on
#: every push), beside ruff, mypy and lint-imports, and left out of the everyday run.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ganesha"
ARCHITECTURE = ROOT / "docs" / "architecture.md"

#: The state that stays process-wide, as ``module:name`` (docs/architecture.md says why).
ALLOWED = frozenset({
    # context variables, each set only inside a ``with`` and reset by its token (see
    # :func:`test_every_context_variable_is_set_only_inside_a_with_that_resets_it`): the look
    # worn for a frame, and the type checks' record of every line drawn
    "ganesha.data.look:_worn",
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


@cache
def parsed(path: Path) -> ast.Module:
    """A source file's tree, parsed once for every check of this module (none changes it)."""
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


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
    tree = parsed(path)
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
    assert "ganesha.ui.shell.startup_probe:_done" in state  # rebound through ``global``
    assert "ganesha.store.lock:_held" in state  # mutated in place
    assert "ganesha.store.files:change_hook" in state  # a hook another module may set
    assert "ganesha.data.look:_worn" in state  # a lowercase module variable


def test_process_wide_state_is_only_the_documented_few() -> None:
    state = package_state()
    assert state - ALLOWED == set(), "new process-wide state: pass it instead, or document it"
    assert ALLOWED - state == set(), "documented state that is gone: strike it from the list"


def test_every_allowed_piece_of_state_is_listed_with_its_reason() -> None:
    listed = ARCHITECTURE.read_text(encoding="utf-8")
    missing = [name for name in sorted(ALLOWED) if f"`{name}`" not in listed]
    assert not missing, missing


# --- context variables: set in a ``with``, reset by its token -----------------------------------
def context_variables() -> set[str]:
    """Every module-level ``ContextVar`` of ``ganesha``, as ``module:name``."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = parsed(path)
        for name, node in top_level(tree).items():
            value = getattr(node, "value", None)
            if isinstance(value, ast.Call) and ast.unparse(value.func).endswith("ContextVar"):
                found.add(f"{module_name(path)}:{name}")
    return found


def receiver(call: ast.Call, module: str, imports: dict[str, str]) -> str | None:
    """The ``module:name`` whose method ``call`` calls, when it is a module-level name."""
    target = call.func.value if isinstance(call.func, ast.Attribute) else None
    if isinstance(target, ast.Name):
        return ":".join(imports[target.id].rsplit(".", 1)) if target.id in imports \
            else f"{module}:{target.id}"
    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
            and target.value.id in imports:
        return f"{imports[target.value.id]}:{target.attr}"
    return None


def calls_of(method: str) -> Iterator[tuple[str, str, ast.FunctionDef | None, ast.Call]]:
    """(variable, module, enclosing function, call) for every ``X.method(...)`` in ``ganesha``."""
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        tree = parsed(path)
        imports = ganesha_imports(tree)
        functions = [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)]
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == method:
                name = receiver(node, module, imports)
                home = next((f for f in functions if node in ast.walk(f)), None)
                if name is not None:
                    yield name, module, home, node


def resets_in_finally(function: ast.FunctionDef, variable: str) -> bool:
    name = variable.split(":")[1]
    return any(isinstance(node, ast.Try) and any(
        f"{name}.reset(" in ast.unparse(statement) for statement in node.finalbody)
        for node in ast.walk(function))


def test_every_context_variable_is_set_only_inside_a_with_that_resets_it() -> None:
    """A context variable is set by a context manager alone, which resets it by its token in a
    ``finally``: nothing outside a ``with`` changes it, and nothing is left changed after one."""
    variables = context_variables()
    assert variables == {"ganesha.data.look:_worn", "ganesha.ui.kit.typeset:_sheet"}
    setters: dict[str, set[str]] = {}
    for name, module, function, _ in calls_of("set"):
        if name not in variables:
            continue
        where = f"{module}:{function.name if function else '<module>'}"
        setters.setdefault(name, set()).add(where)
        assert function is not None, where
        assert any(ast.unparse(d).endswith("contextmanager") for d in function.decorator_list), \
            where
        assert resets_in_finally(function, name), where
    assert setters == {"ganesha.data.look:_worn": {"ganesha.data.look:wearing"},
                       "ganesha.ui.kit.typeset:_sheet": {"ganesha.ui.kit.typeset:watching"}}


def autouse_fixtures() -> Iterator[tuple[Path, ast.FunctionDef]]:
    """Every fixture of the tests that pytest runs around each test unasked."""
    for path in sorted((ROOT / "tests").rglob("*.py")):
        tree = parsed(path)
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and any(
                    "fixture" in ast.unparse(d) and "autouse=True" in ast.unparse(d)
                    for d in node.decorator_list):
                yield path, node


#: Names through which a test could set the player's look, or reset it behind the tests' backs.
LOOK_NAMES = ("wearing", "worn", "Look", "look", "i18n", "type_scale", "motion", "gems",
              "set_language", "set_text_size", "set_reduced", "set_colour_blind")


def touches_look(fixture: ast.FunctionDef) -> bool:
    used = {n.id for n in ast.walk(fixture) if isinstance(n, ast.Name)} | {
        n.attr for n in ast.walk(fixture) if isinstance(n, ast.Attribute)}
    return bool(used & set(LOOK_NAMES))


def test_no_fixture_wears_or_resets_a_look_around_every_test() -> None:
    """A test that needs a look wears it (a plain fixture it names, or a ``with``); none is
    reset after every test, since none can leak out of its ``with``."""
    found = [f"{path.relative_to(ROOT)}:{fixture.name}" for path, fixture in autouse_fixtures()
             if touches_look(fixture)]
    assert not found, found


def test_the_fixture_check_tells_a_look_reset_from_other_autouse_work() -> None:
    resets, homes = (ast.parse(f"def f():\n    yield\n    {line}\n").body[0] for line in (
        "type_scale.set_text_size(100)", "monkeypatch.setenv('GANESHA_HOME', str(tmp_path))"))
    assert isinstance(resets, ast.FunctionDef)
    assert isinstance(homes, ast.FunctionDef)
    assert touches_look(resets)
    assert not touches_look(homes)
