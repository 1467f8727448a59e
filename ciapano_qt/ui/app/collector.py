"""Cyclic garbage is collected on the GUI thread only.

Python's collector runs in whichever thread happens to allocate past its threshold. The app
has threads of its own (the card cache's writer, the computers' thinking), and a cycle that
holds a Qt object (a window, a scene, a model) collected in one of them destroys that object
off the GUI thread: Qt then crashes (a segmentation fault seen in the test suite, the card
cache's writer thread "Garbage-collecting" a test's window). So once the table is on the
screen the automatic collector stays off and a timer on the GUI thread collects by the same
thresholds Python uses, every ``INTERVAL_MS``.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250


class GuiCollector(QObject):
    """Collects the generations whose thresholds are passed, on the thread it lives in."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start()

    def collect_due(self) -> int:
        """Collect as Python would have by now; the generation collected, -1 for none."""
        counts = gc.get_count()
        t0, t1, t2 = self.thresholds
        if counts[0] < max(t0, 1):
            return -1
        generation = 2 if counts[1] >= t1 and counts[2] >= t2 else 1 if counts[1] >= t1 else 0
        gc.collect(generation)
        return generation


def install(app: QCoreApplication) -> GuiCollector:
    """Turn the automatic collector off and collect on ``app``'s thread from now on (once)."""
    found = app.findChild(GuiCollector)
    gc.disable()
    if isinstance(found, GuiCollector):
        return found
    return GuiCollector(app)


def active(app: QCoreApplication | None = None) -> bool:
    """Whether ``app`` (the running application) collects on its GUI thread."""
    app = app or QCoreApplication.instance()
    return app is not None and isinstance(app.findChild(GuiCollector), GuiCollector)
