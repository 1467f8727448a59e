"""The settings dialog's shape: three tabs; the note on rule changes only on the page of the
rules; the Players page draws the table's seats with the names typed, in the order of play;
every labelled field and check box has its own shortcut letter on its page, in every
language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.table.seatring import seat_angle

from .i18n_helpers import TRANSLATED


def _dialog(qtbot, settings: Settings) -> SettingsDialog:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings, None, lambda: True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_rule_note_is_on_the_match_page_only(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, settings)
    assert dialog.tabs.count() == 3
    for index in range(3):
        dialog.tabs.setCurrentIndex(index)
        assert dialog.rule_note.isVisible() is (index == 0), index
    dialog.tabs.setCurrentIndex(0)
    below = dialog.rule_note.mapTo(dialog, dialog.rule_note.rect().topLeft()).y()
    dealer = dialog.match_page.dealer  # the page's last option
    assert below > dealer.mapTo(dialog, dealer.rect().bottomLeft()).y()


def test_the_dialog_fits_an_800_by_600_screen(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, settings)
    hint = dialog.sizeHint()
    assert hint.width() <= 800 and hint.height() <= 600 - 40, hint  # 40: a title bar


def test_the_seats_follow_the_names_and_the_number_of_players(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 4)
    dialog = _dialog(qtbot, settings)
    page = dialog.players_page
    ring = page.ring
    assert ring.names == ("You", "Anna", "Bepi", "Carla")  # the defaults; the placeholder
    page.names[2].setText("Maximiliane")
    assert ring.names[2] == "Maximiliane"
    assert "Maximiliane" in ring.accessibleDescription()
    dialog.match_page.players.setValue(6)
    assert len(ring.names) == 6 and ring.names[5] == "Franca"
    # the bottom seat is "You", opponent 1 on its right, opponent 3 of six at the top
    centres = ring.seat_centres()
    you, first, top = centres[0], centres[1], centres[3]
    assert you.y() == max(c.y() for c in centres)
    assert first.x() > you.x() and first.y() < you.y()
    assert top.y() == min(c.y() for c in centres)
    assert abs(top.x() - you.x()) < 1


def test_seat_angles_go_round_to_the_right() -> None:
    # y points down on the screen: 90 is the bottom, 0 the right, 270 the top
    assert [seat_angle(k, 4) for k in range(4)] == [90.0, 0.0, 270.0, 180.0]
    assert seat_angle(1, 3) == 330.0  # three players: the next one up on the right


def _mnemonic(text: str) -> str | None:
    found = re.findall(r"&([^&\s])", text.replace("&&", ""))
    assert len(found) <= 1, text
    return found[0].lower() if found else None


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_every_field_has_its_own_shortcut_letter_on_its_page(
    qtbot, settings: Settings, language: i18n.Language, lang: str
) -> None:  # type: ignore[no-untyped-def]
    language.set_language(lang)
    settings.set("rules/players", 8)  # every opponent's row in use
    dialog = _dialog(qtbot, settings)
    for index, page in enumerate(dialog.pages):
        dialog.tabs.setCurrentIndex(index)
        letters: dict[str, str] = {}
        shown: list[QWidget] = [
            w
            for w in page.findChildren(QLabel) + page.findChildren(QAbstractButton)
            if w.isVisibleTo(dialog)
        ]
        for widget in shown:
            text = widget.text()
            is_field = isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy() is not None
            )
            letter = _mnemonic(text)
            if is_field and text:
                assert letter is not None, (lang, page.title(), text)
            if letter is not None:
                assert letter not in letters, (lang, page.title(), text, letters[letter])
                letters[letter] = text
    language.set_language("en")
