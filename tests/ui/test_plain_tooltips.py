"""Every tooltip that carries a seat's name shows the name as written, never as rich text.

Qt reads a tooltip as HTML when ``Qt.mightBeRichText`` says so: a name such as
``<img src=x width=100000>`` (24 characters, within the limit) made the taken-tricks badge's
tooltip a picture 32767 pixels square, froze the window for seconds and took gigabytes. What a
tooltip would show is read here as Qt reads it (``shown_tip``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QMessageBox

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.text.plain import NAME_LIMIT, plain_tip

HOSTILE = "<img src=x width=100000>"


def shown_tip(tip: str) -> QTextDocument:
    """The document a tooltip of ``tip`` shows (rich text where Qt takes it for such)."""
    doc = QTextDocument()
    if GuiQt.mightBeRichText(tip):
        doc.setHtml(tip)
    else:
        doc.setPlainText(tip)
    return doc


def assert_plain(tip: str, *names: str) -> None:
    doc = shown_tip(tip)
    images = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            if it.fragment().charFormat().isImageFormat():
                images.append(QTextImageFormat(it.fragment().charFormat()).name())
            it += 1
        block = block.next()
    assert not images, images
    doc.setTextWidth(-1)
    assert doc.size().width() < 2000 and doc.size().height() < 400, doc.size()
    for name in names:
        assert name in doc.toPlainText(), (name, doc.toPlainText())


def test_the_hostile_name_fits_the_limit() -> None:
    assert len(HOSTILE) <= NAME_LIMIT and GuiQt.mightBeRichText(HOSTILE)


def test_plain_tip_quotes_only_what_qt_would_read_as_html(qapp: Any) -> None:
    assert plain_tip("Anna: 3 tricks taken") == "Anna: 3 tricks taken"
    assert_plain(plain_tip(f"{HOSTILE}: 3 tricks taken"), f"{HOSTILE}: 3 tricks taken")
    assert_plain(plain_tip(f"Team A: partner of {HOSTILE}\nDealer"), HOSTILE, "Dealer")
    assert "\n" in shown_tip(plain_tip(f"{HOSTILE}\nDealer")).toPlainText()  # lines kept


def test_the_table_s_tooltips_show_names_as_written(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    seats = [
        Seat("You", "human", None),
        Seat(HOSTILE, "ai", "random"),
        Seat("<b>B</b>", "ai", "random"),
        Seat("C & D", "ai", "random"),
    ]
    window.session.new_match(Rules(teams=True), seats, seed=5)
    qtbot.waitUntil(lambda: not window.scene.queue.busy, timeout=10_000)
    decor = window.scene.decor
    decor.update_labels()
    badge = decor.badges[1].toolTip()  # the taken-tricks badge of the hostile seat
    assert_plain(badge, HOSTILE)
    assert_plain(decor.plates[3].toolTip(), f"partner of {HOSTILE}")  # its partner's plate
    assert_plain(decor.plates[0].toolTip(), "partner of <b>B</b>")
    assert_plain(decor.badges[3].toolTip(), "C & D")


def test_the_review_s_reasons_are_plain_tooltips(qapp: Any) -> None:
    from ciapano_qt.ai.review import review_match
    from ciapano_qt.ui.models.review import ReviewModel

    from .test_review_dialog import DUCK_TRICKS, WORLDS, match_of

    model = ReviewModel("italian", ("Anna", HOSTILE, "AI 2", "AI 3"), by_hand=True)
    model.set_review(review_match(match_of(DUCK_TRICKS), 0, worlds=WORLDS))
    tips = [model.index(r, 6).data(Qt.ItemDataRole.ToolTipRole) for r in range(model.rowCount())]
    named = [t for t in tips if t and "Duck under" in shown_tip(t).toPlainText()]
    assert named
    for tip in named:
        assert_plain(tip, f"the trick goes to {HOSTILE}.")


def test_a_notice_quoting_a_file_is_plain_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.app.notices import tell

    box: QMessageBox = tell(None, "Settings", f"The old settings file was kept as /x/{HOSTILE}.")
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert box.sizeHint().height() < 1000
    box.close()


def test_the_pass_screen_and_the_table_s_reader_texts_show_names_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The other kinds of text that carry a name: the hot-seat pass screen's labels (plain
    text), its button and accessible name (never rendered as HTML), with the hostile name."""
    from PySide6.QtWidgets import QLabel, QWidget

    from ciapano_qt.ui.table.passscreen import PassScreen

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 500)
    table.show()
    screen = PassScreen(table)
    screen.show_for(HOSTILE)
    for label in screen.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert screen.title.text() == f"Pass to {HOSTILE}"
    assert screen.button.text() == f"I am {HOSTILE}: show my cards"
    assert screen.accessibleName() == f"Pass to {HOSTILE}"
    assert screen.sizeHint().height() < 1000
