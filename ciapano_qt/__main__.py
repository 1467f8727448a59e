"""``python -m ciapano_qt``: start the game."""

import sys

from .launch import main

if __name__ == "__main__":  # not when a helper process (multiprocessing "spawn") loads us
    sys.exit(main())
