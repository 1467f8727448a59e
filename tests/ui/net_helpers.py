"""A hosted table on loopback for the networked-window tests: the ``Table`` (port 0, never
auto-started, idle players never replaced), its ``HostLink`` and the host's person's
``RemoteSession`` (no table view: nothing animates), and a player that plays its first
legal card at each turn."""

from __future__ import annotations

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.seating import Config
from ciapano_qt.net.table import Table
from ciapano_qt.ui.remote.link import HostLink
from ciapano_qt.ui.remote.session import RemoteSession

LOOPBACK = "127.0.0.1"
WATCHDOG = 90_000  # ms


def host_table(qtbot, rules: Rules, layout: list[str], names: list[str], code: str, seed: int):
    """``(table, link, host session, port)``: the table open, the host's person seated."""
    table = Table(
        Config(rules, layout, names, code, level="random", seed=seed, auto_start=False, idle=600.0)
    )
    link = HostLink(table, LOOPBACK, 0, lan=False)
    host = RemoteSession(link, "Anna", code)
    host.wait_for_table = False
    with qtbot.waitSignal(link.opened, timeout=WATCHDOG) as opened:
        link.open()
    host.hello()
    return table, link, host, opened.args[0]


def autoplay(session: RemoteSession, played: list[int] | None = None) -> None:
    """``session``'s person plays its lowest legal card at each turn (noted in ``played``)."""

    def play(_seat: int) -> None:
        legal = session.viewer_legal()
        if legal:
            if played is not None:
                played.append(min(legal))
            session.play_human(min(legal))

    session.humanTurn.connect(play)
    if session.viewer_legal():
        play(session.viewer or 0)


def seat_kinds(session: RemoteSession) -> list[tuple[str, str, str]]:
    """Each seat's name, kind and status as the host's last ``seats`` message tells them."""
    return [(s["name"], s["kind"], s["status"]) for s in session.core.seats]
