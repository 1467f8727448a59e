"""Who sits at a networked table, one row a seat, as the host tells it (the lobby's list).

A row says the seat's name as sent, its kind (``host``, ``remote``, ``computer``), whether
someone is there, a computer's level and whether it is this app's own seat; the display
text is the line the host's dialog lists: "Carla (computer, Hard)", "Anna (you)", a name,
or a free seat. The rows follow the session's ``lobbyChanged``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt

from ...engine.frozen import frozen
from ..text.rulenames import computer_seat_label
from .rows import RowsModel, role_fields, shown

if TYPE_CHECKING:
    from ...net.clientcore import ClientCore
    from ..remote.session import RemoteSession

_CTX = "LobbyModel"
_USER = int(Qt.ItemDataRole.UserRole)


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


@frozen
class LobbySeat:
    seat: int
    name: str  # as the host sent it
    kind: str  # "host", "remote" or "computer"
    present: bool  # someone sits there (a computer always does)
    level: str | None  # a computer's level, else None
    own: bool  # this app's own seat


class LobbyRole:
    """The lobby model's roles (named by ``roleNames()``)."""

    SEAT = _USER + 1
    NAME = _USER + 2  # the name as sent (DisplayRole: the line as listed)
    KIND = _USER + 3
    PRESENT = _USER + 4
    LEVEL = _USER + 5
    OWN = _USER + 6


def lobby_seats(core: ClientCore) -> list[LobbySeat]:
    """The seats as the host's last ``seats`` message tells them."""
    return [
        LobbySeat(
            seat=i,
            name=s["name"],
            kind=s["kind"],
            present=s["status"] == "present" or s["kind"] == "computer",
            level=s.get("level"),  # the schema's: there for a computer, only for one
            own=i == core.seat,
        )
        for i, s in enumerate(core.seats)
    ]


def seated_name(row: LobbySeat) -> str:
    """Who sits there: "Carla (computer, Hard)" for a computer, else the name as shown."""
    if row.kind == "computer":
        return computer_seat_label(shown(row.name), row.level or "")
    return shown(row.name)


class LobbyModel(RowsModel[LobbySeat]):
    FIELDS = role_fields(LobbyRole)

    def __init__(self, session: RemoteSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.lobbyChanged.connect(self.refresh)
        self.refresh()

    def compute(self) -> list[LobbySeat]:
        return lobby_seats(self.session.core)

    def line(self, row: LobbySeat) -> str:
        if row.own:  # a person: no computer plays this app's own seat
            return _t("%1 (you)").replace("%1", shown(row.name))
        if row.present:
            return seated_name(row)
        return _t("a free seat (the computer plays it if nobody comes)")

    def roleNames(self) -> dict[int, QByteArray]:
        return self.named_roles(LobbyRole)
