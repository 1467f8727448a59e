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


def test_a_text_that_fits_one_line_is_drawn_on_one_line(qapp):
    """Drawn in a rect exactly as wide as the text measured, with word wrap, a font whose
    painted advances rounded up by a fraction of a pixel broke "Wait for your turn." onto two
    lines centred on one line's height: the letters were cut at the top and the bottom."""
    from unittest.mock import MagicMock

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    for text in ("Wait for your turn.", "Warte, bis du an der Reihe bist.", "Attends ton tour."):
        for pixels in (14, 17, 19, 23):
            pill = _fresh(text, pixels, (900, 120))
            painter = MagicMock()
            pill.paint(painter, MagicMock())
            (font,) = painter.setFont.call_args.args
            rect, flags, drawn = painter.drawText.call_args.args
            assert drawn == text
            metrics = QFontMetricsF(font)
            # the painted text a third of a pixel wider than measured: still one line
            narrower = QRectF(rect).adjusted(0.2, 0, -0.2, 0)
            lines = metrics.boundingRect(narrower, flags, text).height() / metrics.height()
            assert lines < 1.5, (text, pixels, lines)
            assert pill.boundingRect().contains(rect)
