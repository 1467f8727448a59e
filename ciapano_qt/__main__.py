"""``python -m ciapano_qt``: start the game."""

import sys

from .launch import main

sys.exit(main())
