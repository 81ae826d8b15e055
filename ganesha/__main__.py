"""``python -m ganesha`` starts the game."""

import sys

from .app import main

sys.exit(main())
