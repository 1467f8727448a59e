"""The programs ``ui_bench.py startup`` and ``ui_bench.py floor`` start and time.

Every program is run with ``python -c PAINTED + program`` and calls ``watch(widget, ready)``:
its time ends with the first paint of ``widget`` after which ``ready()`` is true.
"""

# Every program ends the same way: a Paint event of the watched widget that shows what it
# should, then (once that paint is done) the monotonic clock on stdout and an immediate exit.
PAINTED = """
import os, sys, time
def watch(widget, ready, before_exit=lambda: None):
    from PySide6.QtCore import QEvent, QObject, QTimer
    class Painted(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and ready():
                QTimer.singleShot(0, self.done)
            return False
        def done(self):
            size = widget.window().size()
            sys.stdout.write(
                f"{time.monotonic()!r} {time.process_time()!r} {size.width()} {size.height()}\\n"
            )
            sys.stdout.flush()
            before_exit()
            os._exit(0)
    watch.painted = Painted(widget)
    widget.installEventFilter(watch.painted)
"""

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 860)
watch(w, lambda: True)
w.show()
app.exec()
"""

APP = """
import sys
from ciapano_qt.ui.app import startup as app
def ready(window):
    scene = window.scene
    def shown():
        cards = scene.human_cards()
        items = [scene.items_by_card[c] for c in cards]
        return bool(items) and all(i.isVisible() and i.face_up for i in items) and (
            not scene.queue.busy)
    def flush():  # after the clock: what a run that goes on does (the deck kept on disk)
        from PySide6.QtCore import QCoreApplication
        art = window.art
        while art.preparing():
            QCoreApplication.processEvents()
        if art._renderer is not None and art._renderer.disk is not None:
            art._renderer.disk.flush()
    watch(window.view.viewport(), shown, flush)
app.main([sys.argv[0]], ready=ready)
"""

PREPARE = """
import random, sys
from PySide6.QtCore import QCoreApplication
from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.storage.saves import AutosaveStore
from ciapano_qt.ui.app import startup as app
from ciapano_qt.ui.session.persistence import APP_FORMAT, app_data_folder
from ciapano_qt.ui.app.settings import Settings
QCoreApplication.setOrganizationName(app.ORGANIZATION)
QCoreApplication.setApplicationName(app.APPLICATION)
qapp = QCoreApplication(sys.argv)
settings = Settings()
settings.set("general/language", sys.argv[1] if len(sys.argv) > 1 else "it")
settings.set("general/first_run", False)
settings.sync()
levels = sys.argv[2].split(",") if len(sys.argv) > 2 else ["medium"] * 3
seats = [Seat("Tu", "human", None)] + [
    Seat(name, "ai", level) for name, level in zip(("Anna", "Bepi", "Carla"), levels)
]
match = Match(Rules(), seats)
match.deal_hand(random.Random(1))
state = match.hand
while len(state.plays) < 8 or state.current != 0:  # two tricks, then the human's turn
    match.play(state.legal_moves()[0])
info = {"format": APP_FORMAT, "human": 0, "demo": False, "casual": True}
AutosaveStore(app_data_folder()).save(match, info)
"""


SCREEN = """{"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
  "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}"""


# The least a PySide6 card table costs, with no game in it: the window's view and scene,
# a felt in one radial gradient, a dozen card-sized pictures and eight lines of text (the
# seats' names and totals), all drawn by Qt's own items (no paint code in Python).
FLOOR = """
import sys
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPixmap, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
scene = QGraphicsScene(0, 0, 1280, 860)
felt = QRadialGradient(640, 430, 800)
felt.setColorAt(0, QColor(30, 110, 60))
felt.setColorAt(1, QColor(10, 60, 30))
scene.setBackgroundBrush(QBrush(felt))
card = QImage(120, 200, QImage.Format.Format_ARGB32_Premultiplied)
card.fill(QColor(250, 245, 230))
picture = QPixmap.fromImage(card)
for i in range(12):
    scene.addPixmap(picture).setPos(100 + 80 * i, 600)
font = QFont()
font.setPointSize(12)
for i in range(8):
    scene.addSimpleText(f"Giocatore {i}: 12 punti", font).setPos(100 + 140 * i, 100)
view = QGraphicsView(scene)
view.resize(1280, 860)
watch(view.viewport(), lambda: True)
view.show()
app.exec()
"""

# The same table after importing what resuming a match needs before its first paint: the
# rule engine and the autosave's reader (Qt-free, imported before PySide6 as the app does).
FLOOR_ENGINE = "import ciapano_qt.engine, ciapano_qt.storage.saves\n" + FLOOR
