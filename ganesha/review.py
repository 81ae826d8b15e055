"""``python -m ganesha.review SAVE.json``: the game review of a saved game, printed; the command
lives in :mod:`ganesha.lab.review_cli` with the other tools, which the app never imports."""

from __future__ import annotations

from ganesha.lab.review_cli import main

if __name__ == "__main__":
    raise SystemExit(main())
