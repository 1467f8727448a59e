"""The networked table's window draws its deck while it waits for the match: once the joiner
is seated the hidden window prepares every card at the size its table will use, so the first
deal, shown when the match starts, draws no card from its SVG (the stall of a first paint that
drew them: tools/net_gui_bench.py). Loopback only, port 0, bounded waits."""

from __future__ import annotations

from PySide6.QtCore import QSize

from ciapano_qt.engine.rules import Rules
from ciapano_qt.ui.remote.link import JoinLink
from ciapano_qt.ui.remote.session import RemoteSession
from ciapano_qt.ui.table.art import CODES

from .net_helpers import LOOPBACK, WATCHDOG, host_table

CODE = "161803"


def test_the_hidden_table_window_prepares_its_deck_before_the_deal(qtbot, settings):
    from ciapano_qt.ui.dialogs.join_window import NetTableWindow

    layout, names = ["remote", "remote", "computer", "computer"], ["", "", "C", "D"]
    _table, link, _host, port = host_table(
        qtbot, Rules(players=4, target=11), layout, names, CODE, 2
    )
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    window = NetTableWindow(settings, joiner, "test")
    qtbot.addWidget(window)
    window.resize(900, 640)  # hidden until the match starts, as the join dialog keeps it
    joiner.matchStarted.connect(window.show)
    assert window.prepare_cards() is None  # no seats known yet: nothing to prepare
    joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1, timeout=WATCHDOG)
    assert window.art.preparing()  # the welcome told the seats: the window began by itself
    size = window.prepare_cards()  # (the size it prepares at; asked again, nothing restarts)
    assert size is not None and not window.isVisible()
    qtbot.waitUntil(lambda: not window.art.preparing(), timeout=WATCHDOG)
    art, dpr = window.art, window.devicePixelRatioF()
    renderer = art._renderer

    def cached(code: str) -> bool:
        deck, name = art.source(code)
        return renderer.is_cached(deck, name, QSize(*size), dpr, art.indices)

    assert all(cached(code) for code in CODES)  # the whole deck and the back
    held = renderer.cache_size()

    link.start_match()
    qtbot.waitUntil(lambda: window.isVisible() and bool(joiner.viewer_hand()), timeout=WATCHDOG)
    window.grab()  # paint everything the table shows now
    shown = [item for item in window.scene.items_by_card.values() if item.isVisible()]
    assert shown and all(
        (round(item._w), round(item._h)) == size for item in shown
    )  # drawn at the size prepared
    assert renderer.cache_size() == held  # no card drawn from SVG for the first deal
    window.close()
    link.close()
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)
