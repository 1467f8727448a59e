"""Names from a file (a record's seats, the settings) are shown as written, never as rich text.

A name such as ``<img height=200000>`` rendered as HTML would make a dialog 200,000 pixels
high; ``<b>x</b>`` would fake bold text. Every dialog that shows names must show them literally.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ciapano_qt.engine.match import NAME_LIMIT
from ciapano_qt.engine.record import from_record, to_record
from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.dialogs.scoresheet import ScoreSheetDialog
from ciapano_qt.ui.dialogs.summary import HandSummaryDialog
from ciapano_qt.ui.models.replay import ReplayModel
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel
from ciapano_qt.ui.models.summary import hand_summary
from ciapano_qt.ui.table.art import CardArt
from ciapano_qt.ui.text.plain import escaped

from .model_helpers import NAMES, cappotto_match

BOLD, IMAGE = NAMES[0], NAMES[2]  # "<b>x</b>", "<img height=200000>"


def shown(dialog: QWidget) -> list[str]:
    """What the dialog's labels show, as plain text (a rich-text label: its document's text)."""
    from PySide6.QtGui import QTextDocument

    texts = []
    for label in dialog.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.PlainText:
            texts.append(label.text())
        else:
            doc = QTextDocument()
            doc.setHtml(label.text())
            texts.append(doc.toPlainText())
    return texts


def assert_literal(dialog: QWidget, *names: str) -> None:
    dialog.adjustSize()
    assert dialog.sizeHint().height() < 1000  # no picture 200,000 pixels high
    text = "\n".join(shown(dialog))
    for name in names:
        assert name in text, (name, text)
    for label in dialog.findChildren(QLabel):
        if label.textFormat() != Qt.TextFormat.PlainText:  # HTML only with the names quoted
            assert BOLD not in label.text() and IMAGE not in label.text()


def test_hand_summary_shows_names_literally(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = cappotto_match(target=11, human=1)  # ends: winner, players out, cappotto (named)
    dialog = HandSummaryDialog(hand_summary(match, 0), CardArt(parent=None))
    qtbot.addWidget(dialog)
    assert_literal(dialog, f"{BOLD} made cappotto!", f"Winner: {BOLD}", f"Last trick: {BOLD}.")
    assert f"Out of the match: Anna, {IMAGE} and Dario." in shown(dialog)
    headers = dialog.model.data(dialog.model.index(2, 0))
    assert headers == IMAGE


def test_replay_and_last_trick_show_names_literally(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = cappotto_match(target=11, human=1)  # the taker is not the viewer: named
    replay = ReplayDialog(ReplayModel(match))
    qtbot.addWidget(replay)
    replay.last()
    assert_literal(replay, f"{BOLD} takes the trick.", "Dealer: Dario", f"Winner: {BOLD}")
    assert escaped(IMAGE) in replay.tally.text()  # the tally is HTML: the name is quoted
    captions = [replay.trick.trick_model.data(replay.trick.trick_model.index(r)) for r in range(4)]
    assert captions == [f"★ {BOLD}", "Anna", IMAGE, "Dario"]
    last = LastTrickDialog(ReplayModel(match), replay.art)
    qtbot.addWidget(last)
    assert_literal(last, f"{BOLD} took the last trick.")


def test_score_sheet_shows_names_literally(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ScoreSheetDialog(ScoreSheetModel(cappotto_match()))
    qtbot.addWidget(dialog)
    header = [dialog.model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert header == list(NAMES)
    assert dialog.sizeHint().height() < 1000


def test_new_match_dialog_shows_setting_names_literally(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("players/name0", BOLD)
    settings.set("players/name1", IMAGE)
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    assert_literal(dialog)
    assert [dialog.seats.names[i].text() for i in (0, 1)] == [BOLD, IMAGE]  # in line edits


def test_a_long_name_in_a_record_is_cut_when_read() -> None:
    record = to_record(cappotto_match())
    record["seats"][1]["name"] = "N" * 1000
    match = from_record(json.loads(json.dumps(record)))
    assert match.seats[1].name == "N" * NAME_LIMIT


def test_a_refused_file_s_name_is_shown_literally(qtbot, make_window, data, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.session.persistence import install_persistence

    win = make_window()
    install_persistence(win, data)
    bad = tmp_path / f"{IMAGE}.json"
    bad.write_text("[1, 2")
    assert win.persistence.files.open_path(bad) == "refused"
    box = win.persistence.message_box
    assert box.textFormat() == Qt.TextFormat.PlainText and f"{IMAGE}.json" in box.text()
    assert box.sizeHint().height() < 1000
    box.close()


def test_the_status_line_shows_names_literally(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.engine import Rules, Seat

    seats = [Seat(IMAGE, "ai", "random"), Seat(BOLD, "ai", "random"), Seat("C", "ai", "random")]
    window.session.new_match(Rules(players=3, target=11), seats, seed=9, demo=True)
    qtbot.waitUntil(lambda: BOLD in window.status.text() or IMAGE in window.status.text())
    assert window.status.textFormat() == Qt.TextFormat.PlainText
    assert window.statusBar().sizeHint().height() < 200
