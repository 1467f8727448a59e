"""Entry point of the frozen (PyInstaller) Ciapanò: the same start-up as the ``ciapano`` script.

A bundle exists to show the desktop table, so unlike a source install (where
:func:`ciapano_qt.launch.main` falls back to a text demo without the UI) a bundle built without
``ciapano_qt.ui.app`` says so on stderr and exits 3: its smoke test then fails loudly.
"""

from __future__ import annotations

import importlib.util
import multiprocessing
import sys

MISSING_UI_EXIT = 3


def main() -> int:
    multiprocessing.freeze_support()  # any worker process started with "spawn" lands here first
    if importlib.util.find_spec("ciapano_qt.ui.app") is None:
        print(
            "ciapano: this bundle was built without the desktop UI (ciapano_qt.ui.app is missing)",
            file=sys.stderr,
        )
        return MISSING_UI_EXIT
    from ciapano_qt.launch import main as launch_main

    return launch_main()


if __name__ == "__main__":
    sys.exit(main())
