"""Options shared by build/ganesha.spec and the hello-world build of build/measure.py, and the
list of game files the spec ships (the same list a wheel carries)."""

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Modules the game never uses; each is something PyInstaller would pull in through an optional
# import somewhere (pygame's surfarray -> numpy, hashlib -> OpenSSL, pdb -> readline...). If the
# game starts to import one of them, delete it here: the frozen smoke test would end in a crash
# report naming the missing module.
EXCLUDES = [
    # GUI toolkits and image libraries other than pygame's own
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "PIL", "matplotlib",
    # numeric stacks: pygame's surfarray/sndarray only import numpy when called
    "numpy", "scipy", "pandas",
    # development tools
    "unittest", "doctest", "pdb", "pydoc", "pydoc_data", "lib2to3", "ensurepip", "venv",
    "distutils", "setuptools", "pkg_resources", "pip", "test", "tests", "pytest", "hypothesis",
    "cProfile", "profile", "pstats", "timeit", "trace", "tracemalloc",
    # terminals and databases
    "curses", "_curses", "readline", "sqlite3", "_sqlite3", "dbm",
    # networking and TLS (the game is offline; hashlib falls back to its built-in digests;
    # logging.handlers names http.client only inside the HTTPHandler the game never makes)
    "ssl", "_ssl", "_hashlib", "http", "xmlrpc", "ftplib", "imaplib", "poplib", "smtplib",
    "nntplib", "telnetlib", "urllib.request", "mailbox", "cgi", "cgitb", "wsgiref",
    # third-party modules that hooks drag in when they happen to be installed
    "yaml", "charset_normalizer", "chardet", "cryptography", "cffi", "IPython", "jedi",
    # msgspec decodes attrs classes when attrs is there; the game's schemas are Structs
    "attr", "attrs",
    # pygame's own extras the game does not ship
    "pygame.tests", "pygame.examples", "pygame.docs", "pygame.__briefcase",
]

# Drop debug symbols from the bundled libraries on Linux (libpython alone shrinks by ~17 MB).
# Never on macOS, where stripping would break the code signatures; Windows DLLs carry none.
STRIP = sys.platform.startswith("linux")


def runtime_assets(root: Path = ROOT) -> list[Path]:
    """The files below ``assets/`` the game reads while it runs, sorted.

    One list for every install: the ``assets/`` patterns of pyproject.toml's wheel ``include``
    (what a wheel carries), read here so the frozen app ships exactly the same files. README
    screenshots, the catalogues' ``.po`` sources and the icon's build inputs stay out.
    """
    base = root / "assets"
    return sorted({path for pattern in asset_patterns(root)
                   for path in base.glob(pattern) if path.is_file()})


def asset_patterns(root: Path = ROOT) -> list[str]:
    """The wheel's ``/assets/…`` include patterns, relative to ``assets/``."""
    with open(root / "pyproject.toml", "rb") as fh:
        include = tomllib.load(fh)["tool"]["hatch"]["build"]["targets"]["wheel"]["include"]
    return [pattern.removeprefix("/assets/") for pattern in include
            if pattern.startswith("/assets/")]
