"""The new-match dialog's seats (issue 20, hot seat): any seat but the first can be a person at
this screen; names are edited there (24 characters at most), checked, and kept for the match."""

from __future__ import annotations

from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog


def test_a_seat_made_a_person_plays_at_this_screen(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.settings.set("rules/players", 3)

    def start(self) -> int:  # type: ignore[no-untyped-def]
        self.seats.names[0].setText("Elsa")
        self.seats.set_kind(2, "human")
        self.seats.names[2].setText("Carla")
        assert self.start.isEnabled()
        self.accept()
        return 1

    monkeypatch.setattr(NewMatchDialog, "exec", start)
    window.new_match_dialog()
    s = window.session
    assert [(x.name, x.kind) for x in s.match.seats] == [
        ("Elsa", "human"),
        ("Anna", "ai"),  # the default names of the settings: Anna, Bepi, ...
        ("Carla", "human"),
    ]
    assert s.people == (0, 2) and s.viewer is None
    assert window.settings.get("players/person2") and not window.settings.get("players/person1")
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    assert window.pass_screen.isVisible()


def test_the_seats_are_checked_before_the_start(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 4)
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    seats = dialog.seats
    assert [seats.names[i].isVisibleTo(dialog) for i in range(5)] == [True] * 4 + [False]
    assert seats.names[0].maxLength() == 24
    assert not seats.who[0].isEnabled() and seats.kind(0) == "human"  # who starts: a person
    assert dialog.start.isEnabled() and seats.people() == [0]
    seats.set_kind(1, "human")  # two people: seat 1 needs a name for the pass screen
    assert not dialog.start.isEnabled()
    assert dialog.seats_note.text() == "People at one screen: give yourself a name in seat 1."
    seats.names[0].setText("anna")  # the same as seat 2's "Anna" (a person now)
    assert not dialog.start.isEnabled() and "same name" in dialog.seats_note.text()
    seats.names[0].setText("Elsa")
    assert dialog.start.isEnabled() and "not counted" in dialog.seats_note.text()
    seats.names[3].setText("  ")
    assert not dialog.start.isEnabled() and dialog.seats_note.text() == "Every seat needs a name."
    seats.names[3].setText("Dario")
    seats.set_kind(3, "expert")
    dialog.accept()
    assert settings.get("players/name0") == "Elsa" and settings.get("players/person1")
    assert settings.get("players/level3") == "expert" and not settings.get("players/person3")
    people = [s.name for s in settings.seats(4) if s.kind == "human"]
    assert people == ["Elsa", "Anna"]
    assert [s.kind for s in settings.seats(4, demo=True)] == ["ai"] * 4  # a demo: no one


def test_the_settings_players_page_offers_a_person(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.settingspages import PlayersPage

    settings.set("players/person2", True)
    page = PlayersPage()
    qtbot.addWidget(page)
    page.load(settings)
    assert page.levels[2].currentData() == "human" and page.levels[1].currentData() == "medium"
    page.levels[2].setCurrentIndex(page.levels[2].findData("easy"))
    page.levels[1].setCurrentIndex(page.levels[1].findData("human"))
    page.save(settings)
    assert settings.get("players/person1") and not settings.get("players/person2")
    assert settings.get("players/level2") == "easy"
