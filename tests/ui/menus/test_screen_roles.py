"""The menu screens' seams: each screen is handed only the roles it uses, never the whole app,
and each role stays small enough to fake in a test (``ganesha/ui/menus/host.py``)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from typing import get_type_hints

import ganesha.ui.menus
from ganesha.ui.kit.scene import Scene
from ganesha.ui.menus.host import ROLES, Host

#: The most members (methods and fields) one role may ask a host for.
MOST_MEMBERS = 7


def menu_screens() -> Iterator[type[Scene]]:
    """Every scene class defined in the menus' package and its sub-packages."""
    prefix = ganesha.ui.menus.__name__ + "."
    for info in pkgutil.walk_packages(ganesha.ui.menus.__path__, prefix):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, Scene):
                yield cls


def members(role: type) -> set[str]:
    own = {name for name in vars(role) if not name.startswith("_")}
    return own | set(getattr(role, "__annotations__", {}))


def test_the_walk_finds_the_screens() -> None:
    names = {cls.__name__ for cls in menu_screens()}
    assert {"TitleScene", "RecordsScene", "ReviewScene", "PauseScene"} <= names


def test_every_screen_asks_only_for_role_protocols() -> None:
    """A parameter that speaks to the app is typed by a role; the whole :class:`Host`, the app's
    classes or an untyped ``Any`` would hand the screen everything."""
    wrong = []
    for cls in menu_screens():
        hints = get_type_hints(cls.__init__)
        for name, hint in hints.items():
            speaks_to_app = name in {"host", "app"} or hint is Host or (
                inspect.isclass(hint) and hint.__name__ in {"MenuApp", "MenuScreens", "Host"})
            if speaks_to_app or (name not in {"return"} and hint is object):
                wrong.append(f"{cls.__name__}({name}: {hint})")
        params = inspect.signature(cls.__init__).parameters
        untyped = [p for p in params if p != "self" and p not in hints]
        wrong += [f"{cls.__name__}({p}: untyped)" for p in untyped]
        roles = [hint for hint in hints.values() if hint in ROLES]
        if "navigation" in params:
            assert roles, cls  # a screen with a way back names it by its role
    assert not wrong, wrong


def test_screens_that_ask_for_a_role_use_it() -> None:
    """No role handed for nothing: each role parameter is read in the screen's own source."""
    idle = []
    for cls in menu_screens():
        source = inspect.getsource(cls)
        for name, hint in get_type_hints(cls.__init__).items():
            if hint in ROLES and source.count(name) < 3:  # its parameter, its store, a use
                idle.append(f"{cls.__name__}.{name}")
    assert not idle, idle


def test_every_role_is_small_and_the_host_is_all_of_them() -> None:
    sizes = {role.__name__: len(members(role)) for role in ROLES}
    assert all(0 < size <= MOST_MEMBERS for size in sizes.values()), sizes
    every = set().union(*(members(role) for role in ROLES))
    assert members(Host) | every == every  # the host asks for nothing a role does not name
    assert len(every) == sum(sizes.values())  # no member in two roles
