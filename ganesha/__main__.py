"""``python -m ganesha`` starts the game."""

import multiprocessing
import sys

from ganesha.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process in a frozen app
    sys.exit(main())
