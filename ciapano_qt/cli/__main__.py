"""``python -m ciapano_qt.cli``: the headless commands."""

import sys

from .app import main

if __name__ == "__main__":  # not when a helper process (multiprocessing "spawn") loads us
    sys.exit(main())
