"""The replay's top line names the hand once (the label), then which of how many and the
trick; the line under the cards follows their captions at any window height (a band of empty
room lay between them)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.replay import ReplayDialog
from ciapano_qt.ui.dialogs.trickview import GAP
from ciapano_qt.ui.models.replay import ReplayModel
from ciapano_qt.ui.table.art import CardArt

from .i18n_helpers import TRANSLATED


def _match():  # type: ignore[no-untyped-def]
    return play_match(Rules(players=4, target=21), ["random"] * 4, random.Random(5))


def _dialog(qtbot, match) -> ReplayDialog:  # type: ignore[no-untyped-def]
    dialog = ReplayDialog(ReplayModel(match), CardArt("milanese"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_top_line_says_hand_once(qtbot, settings: Settings, language: i18n.Language) -> None:  # type: ignore[no-untyped-def]
    match = _match()
    hands = len(match.hands)
    assert hands >= 2
    language.attach(settings)
    for lang in ("en", *TRANSLATED):
        settings.set("general/language", lang)
        dialog = _dialog(qtbot, match)
        word = dialog.tr("&Hand:").replace("&", "").rstrip(": \u00a0")
        line = [
            dialog.tr("&Hand:").replace("&", ""),
            dialog.hand_box.currentText(),
            dialog.position.text(),
        ]
        assert " ".join(line).count(word) == 1, (lang, line)
        assert dialog.hand_box.currentText() == dialog.tr("%1 of %2").replace("%1", "1").replace(
            "%2", str(hands)
        )
        assert dialog.hand_box.count() == hands
        # a reader still hears the hand with the trick
        assert dialog.position.accessibleName() == dialog.model.data(dialog.model.index(0))
        dialog.close()
    settings.set("general/language", "en")
    dialog = _dialog(qtbot, match)
    assert dialog.position.text() == "Trick 1 of 10"
    dialog.go_to_hand(1)
    assert dialog.hand_box.currentText() == f"2 of {hands}"


def test_the_taker_line_follows_the_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, _match())
    for height in (dialog.height(), 900):
        dialog.resize(dialog.width(), height)
        QApplication.processEvents()
        view = dialog.trick
        model = view.trick_model
        bottom = max(view.visualRect(model.index(r)).bottom() for r in range(model.rowCount()))
        cards_end = view.viewport().mapTo(dialog, view.viewport().rect().topLeft()).y() + bottom
        taker = dialog.taker.mapTo(dialog, dialog.taker.rect().topLeft()).y()
        assert 0 < taker - cards_end <= dialog.layout().spacing() + GAP, (height, taker, cards_end)
        assert not dialog.coach.isVisible()  # no review yet: no empty line for it
