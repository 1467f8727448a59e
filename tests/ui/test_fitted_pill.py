"""The table's fitted banner lays out the text it shows, not the one it showed before."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from ciapano_qt.ui.table.fitted import FittedPill

LONG = "Die Partie ist vorbei. Gewonnen hat: Anna-Lena Schmidt"


def _fresh(text: str, pixels: int, room: tuple[float, float]) -> FittedPill:
    pill = FittedPill(pixels)
    pill.set_room(*room)
    pill.set_text(text)
    return pill


def test_a_new_text_in_a_pill_on_a_scene_gets_its_own_size(qapp):
    scene = QGraphicsScene()
    pill = FittedPill(16)
    scene.addItem(pill)  # a scene's index asks for the old rect before each change
    pill.set_room(200, 80)
    pill.set_text("Short")
    short = pill.boundingRect()
    pill.set_text(LONG)
    rect = pill.boundingRect()
    assert rect == _fresh(LONG, 16, (200, 80)).boundingRect()
    assert rect.width() <= 200 and rect.height() > short.height()  # wrapped: two lines or more
    pill.set_pixel_size(12)
    assert pill.boundingRect() == _fresh(LONG, 12, (200, 80)).boundingRect()
    assert pill.fitted_pixel_size() == 12
