"""The frozen app's entry script: the ``ganesha`` command under the crash guard.

PyInstaller runs this file as ``__main__``. The game is imported inside the guard, so even an
import that fails in the bundle (a module left out by the spec's excludes) ends in a crash report
and a message rather than a window that vanishes.

``GANESHA_CRASH_SELFTEST=1`` raises a deliberate error inside the guard; the packaging test uses it
to check that a frozen crash writes its report (see tests/packaging/test_frozen_app.py).
"""

import os
import sys

from ganesha.store.crash import guard
from ganesha.ui.shell.startup_probe import install_display_hook


def _main() -> int:
    if os.environ.get("GANESHA_CRASH_SELFTEST", "").strip() not in ("", "0"):
        raise RuntimeError("GANESHA_CRASH_SELFTEST: a deliberate crash to test the report")
    from ganesha.app import main

    return main()


if __name__ == "__main__":
    # A process-based AI worker in a frozen app re-enters here in each child (spawn on Windows
    # and macOS): freeze_support() turns those runs into workers instead of second games.
    import multiprocessing

    multiprocessing.freeze_support()
    install_display_hook()  # only when build/measure.py asks (GANESHA_FIRST_FRAME_FILE)
    sys.exit(guard(_main))
