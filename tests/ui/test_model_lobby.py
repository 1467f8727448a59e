"""The networked lobby's models: who sits at the table (the host's list) and the tables found
on the network (the joiner's list). Each passes qtmodeltester; the lines are the ones the
dialogs list, in English and Italian, worked out by hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ciapano_qt.net.discovery import TableInfo
from ciapano_qt.ui.models.found import FoundRole, FoundTablesModel
from ciapano_qt.ui.models.lobby import LobbyModel, LobbyRole


class _Core:
    def __init__(self) -> None:
        self.seat = 1
        self.seats: list[dict[str, Any]] = []


class _Session(QObject):
    """What the lobby model reads of a ``RemoteSession``: its core's seats and the signal."""

    lobbyChanged = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.core = _Core()


def _lines(model: Any) -> list[str]:
    return [model.index(i).data() for i in range(model.rowCount())]


def test_the_lobby_lists_each_seat_as_the_host_tells_it(qtmodeltester, language):
    session = _Session()
    model = LobbyModel(session)
    qtmodeltester.check(model)
    assert model.rowCount() == 0  # nothing told yet
    session.core.seats = [
        {"name": "Anna", "kind": "host", "status": "present"},
        {"name": "Bruno", "kind": "remote", "status": "present"},
        {"name": "Carla", "kind": "computer", "status": "computer", "level": "hard"},
        {"name": "<b>Dario</b>", "kind": "remote", "status": "computer"},
    ]
    session.lobbyChanged.emit()
    qtmodeltester.check(model)
    assert _lines(model) == [
        "Anna",
        "Bruno (you)",  # this app's seat is seat 1
        "Carla (computer, Hard)",
        "a free seat (the computer plays it if nobody comes)",
    ]
    third = model.index(2)
    assert third.data(LobbyRole.KIND) == "computer" and third.data(LobbyRole.LEVEL) == "hard"
    assert model.index(3).data(LobbyRole.PRESENT) is False
    assert model.index(3).data(LobbyRole.NAME) == "<b>Dario</b>"  # as sent
    # Dario sits down: his name is listed as plain text, markup and all.
    session.core.seats[3] = {"name": "<b>Dario</b>", "kind": "remote", "status": "present"}
    session.lobbyChanged.emit()
    assert model.index(3).data() == "<b>Dario</b>"
    language.set_language("it")
    model.retranslate()
    assert _lines(model)[1:3] == ["Bruno (tu)", "Carla (computer, Difficile)"]
    language.set_language("en")


def test_the_tables_found_say_where_they_are_and_how_many_seats_are_open(qtmodeltester, language):
    language.set_language("en")  # English's plural forms are a translation too
    model = FoundTablesModel()
    qtmodeltester.check(model)
    model.set_tables(
        [
            TableInfo("192.168.1.5", 40123, "Bar Sport", 4, 1, False),
            TableInfo("fd00::2", 7, "Ciapanò", 5, 3, False),
            TableInfo("10.0.0.9", 40000, "Osteria", 4, 0, True),
        ]
    )
    qtmodeltester.check(model)
    assert _lines(model) == [
        "Bar Sport — 192.168.1.5:40123 (1 seat open)",
        "Ciapanò — [fd00::2]:7 (3 seats open)",  # IPv6 in brackets, as typed
        "Osteria — 10.0.0.9:40000 (playing)",
    ]
    assert model.index(1).data(FoundRole.WHERE) == "[fd00::2]:7"
    assert model.index(2).data(FoundRole.STARTED) is True
    language.set_language("it")
    model.retranslate()
    assert _lines(model)[:2] == [
        "Bar Sport — 192.168.1.5:40123 (1 posto libero)",
        "Ciapanò — [fd00::2]:7 (3 posti liberi)",
    ]
    language.set_language("en")
    model.set_tables([])
    assert model.rowCount() == 0
