"""The player's default name ("You", the settings' empty name) follows a language change made
mid-match: the plate, the seats model, the score sheet and the record say the new word; a
name the player chose stays as it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.ui.models.scoresheet import ScoreSheetModel
from ciapano_qt.ui.models.seats import SeatRole

from .i18n_helpers import catalogue


def _you(lang: str) -> str:
    """The word "You" in ``lang``, read from its catalogue (the settings' default name)."""
    (entry,) = [e for e in catalogue(lang) if e.context == "Settings" and e.source == "You"]
    return entry.forms[0]


def _names(window) -> tuple[str, str, str, str]:  # type: ignore[no-untyped-def]
    seats = window.seats_model
    sheet = ScoreSheetModel(window.session.snapshot())
    return (
        window.scene.decor.plates[0].name,
        seats.data(seats.index(0), SeatRole.NAME),
        sheet.headerData(0, Qt.Orientation.Horizontal),
        window.session.record()["seats"][0]["name"],
    )


def test_the_default_name_follows_the_language(qtbot, window, settings, language) -> None:  # type: ignore[no-untyped-def]
    assert _you("de") == "Du" and _you("fr") == "Vous"  # the catalogues' words, by hand
    language.set_language("en")
    QApplication.processEvents()
    window.start_match()
    qtbot.waitUntil(lambda: window.session.hands_dealt == 1)
    assert _names(window) == ("You",) * 4
    for lang in ("de", "fr", "it", "es", "en"):
        language.set_language(lang)
        QApplication.processEvents()
        assert QCoreApplication.translate("Settings", "You") == _you(lang)
        assert _names(window) == (_you(lang),) * 4, lang
    assert window.session.seat_name(1) == settings.get("players/name1")  # the others unchanged


def test_a_chosen_name_stays(qtbot, window, settings, language) -> None:  # type: ignore[no-untyped-def]
    language.set_language("en")
    settings.set("players/name0", "Bob")
    window.start_match()
    qtbot.waitUntil(lambda: window.session.hands_dealt == 1)
    language.set_language("de")
    QApplication.processEvents()
    assert _names(window) == ("Bob",) * 4


def test_a_name_that_is_the_word_but_chosen_stays(qtbot, window, settings, language) -> None:  # type: ignore[no-untyped-def]
    """A player named "You" in the settings (not the empty default) keeps the name."""
    language.set_language("en")
    settings.set("players/name0", "You")
    window.start_match()
    qtbot.waitUntil(lambda: window.session.hands_dealt == 1)
    language.set_language("de")
    QApplication.processEvents()
    assert _names(window) == ("You",) * 4


def test_the_name_follows_while_the_screen_is_passed(qtbot, window, language) -> None:  # type: ignore[no-untyped-def]
    """Hot seat: people sharing the screen are called by name, never "You" (seat 0 left with
    the default name is "Player 1", hotseat.name_people); a language change while the screen
    is passed (nobody the viewer) renames nobody."""
    language.set_language("en")
    people = [Seat("You", "human", None), Seat("Bepi", "human", None)]
    people.append(Seat("Carla", "human", None))
    s = window.session
    s.new_match(Rules(players=3), people, seed=11)
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    assert s.viewer is None
    language.set_language("de")
    QApplication.processEvents()
    assert [s.seat_name(i) for i in range(3)] == ["Player 1", "Bepi", "Carla"]
    assert s.passing_to is not None and s.viewer is None
