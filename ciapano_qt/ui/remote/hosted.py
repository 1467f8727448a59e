"""The hosted table's autosave: the whole networked match, so that a host that crashed (or
was closed without closing its table) resumes it with everyone rejoining.

While the app hosts a table, ``remote.link.HostLink`` keeps it in the app-data folder as
``hosted.json`` (beside ``autosave.json``), a ``ciapano-table`` snapshot (``net/resume.py``:
the match's record, the table code, each remote seat's name and rejoin token, 0600) written
after every card, and removes it when the table closes. Its ``app`` section says where the
table listened (the same port again, so the others' apps find it and their rejoin tokens,
kept per ``address:port``, fit) and which seat is the host's own.

``find`` reads it at the next start or when the Host dialog opens: an ``Interrupted`` table
to offer, or a ``Refused`` one, renamed aside (never deleted) with the reason in words.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.errors import EngineError, RecordError
from ...engine.rules import Rules
from ...net import resume
from ...net.table import Table
from ...storage.saves import aside_label, keep_aside

NAME = "hosted.json"


def _t(text: str) -> str:
    return QCoreApplication.translate("HostedTable", text)


def path_in(folder: Path) -> Path:
    return Path(folder) / NAME


@dataclass(frozen=True)
class Interrupted:
    """A hosted table that stopped mid-match, as its autosave keeps it."""

    path: Path
    data: dict[str, Any]
    title: str
    code: str
    names: tuple[str, ...]
    rules: Rules
    hand: int  # from 0
    plays: int
    seat: int  # the host's own seat
    bind: str
    port: int

    def table(self) -> Table:
        """The table again, its match where it stopped; the others have its idle limit to
        rejoin (from now) before computers play their seats."""
        return resume.resume(self.data, now=time.monotonic())

    def app(self) -> dict[str, Any]:
        return app_section(self.bind, self.port, self.seat)


@dataclass(frozen=True)
class Refused:
    """An autosave that cannot be resumed: why (translated), and where it was kept."""

    text: str


def app_section(bind: str, port: int, seat: int) -> dict[str, Any]:
    """What the app keeps beside the table in its autosave."""
    return {"bind": bind, "port": port, "seat": seat}


def _check_app(app: dict[str, Any], table: Table) -> tuple[str, int, int]:
    bind, port, seat = app.get("bind"), app.get("port"), app.get("seat")
    if not isinstance(bind, str) or not 0 < len(bind) <= 64:
        raise RecordError("table.bad_snapshot", "not a table to resume: the address")
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
        raise RecordError("table.bad_snapshot", "not a table to resume: the port")
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in table.remote:
        raise RecordError("table.bad_snapshot", "not a table to resume: the host's seat")
    return bind, port, seat


def find(folder: Path) -> Interrupted | Refused | None:
    """The interrupted table in ``folder``, if any (a refused one is renamed aside)."""
    path = path_in(folder)
    try:
        data = resume.read(path)
        table = resume.resume(data)  # every check, once, before anything is offered
        bind, port, seat = _check_app(resume.app_section(data), table)
    except FileNotFoundError:
        return None
    except EngineError as e:
        return Refused(_refused_text(e, path))
    assert table.match is not None and table.match.hands
    state = table.match.hands[-1].state
    return Interrupted(
        path,
        data,
        table.config.title,
        table.code,
        tuple(s.name for s in table.match.seats),
        table.match.rules,
        state.hand_index,
        len(state.plays),
        seat,
        bind,
        port,
    )


def _refused_text(error: EngineError, path: Path) -> str:
    from ..session.fileactions import problem_text, where_text

    kept = None if error.code == "storage.not_a_file" else keep_aside(path, aside_label(error))
    if error.code == "table.bad_snapshot":
        problem = _t("The file is not a table this version of Ciapanò can resume (%1).")
        problem = problem.replace("%1", error.message)
    else:
        problem = problem_text(error)
    text = _t("The interrupted table cannot be resumed. %1").replace("%1", problem)
    # Where the file is now: the same words as for the match's own autosave.
    return text + "\n\n" + where_text(error, path, kept)


def discard(item: Interrupted) -> None:
    """Forget the interrupted table (the host chose so)."""
    item.path.unlink(missing_ok=True)
