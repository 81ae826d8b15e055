"""``python -m ganesha.bench``: the command people know, kept working; the tool lives in
:mod:`ganesha.lab.bench` with the other measuring tools, which the app never imports."""

from __future__ import annotations

from ganesha.lab.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
