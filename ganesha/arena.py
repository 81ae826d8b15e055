"""``python -m ganesha.arena``: the command people know, kept working; the tool lives in
:mod:`ganesha.lab.arena` with the other measuring tools, which the app never imports."""

from __future__ import annotations

from ganesha.lab.arena import main

if __name__ == "__main__":
    raise SystemExit(main())
