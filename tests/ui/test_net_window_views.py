"""The joiner's window shows what the main window shows of a match: each hand's summary (the
table waits while it is open), the score sheet, the last trick, and the export of the match
as this seat saw it, which is the host's own match, hand for hand, and holds no card of the
hand in play. Loopback only, port 0, every wait bounded by a watchdog."""

from __future__ import annotations

from ciapano_qt.engine.record import to_record
from ciapano_qt.engine.rules import Rules
from ciapano_qt.storage.saves import read_record_file
from ciapano_qt.ui.remote.link import JoinLink
from ciapano_qt.ui.remote.session import RemoteSession

from .net_helpers import LOOPBACK, WATCHDOG, autoplay, host_table

CODE = "577215"


def _table(qtbot, settings):
    from ciapano_qt.ui.dialogs.join_window import NetTableWindow

    rules = Rules(players=3, target=11)
    layout, names = ["remote", "remote", "computer"], ["", "", "Carla"]
    table, link, host, port = host_table(qtbot, rules, layout, names, CODE, seed=4)
    joiner = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    window = NetTableWindow(settings, joiner, "test")
    qtbot.addWidget(window)
    joiner.matchStarted.connect(window.show)
    joiner.link.open()
    qtbot.waitUntil(lambda: joiner.viewer == 1, timeout=WATCHDOG)
    return table, link, host, joiner, window


def test_the_joiners_window_shows_summaries_sheet_last_trick_and_exports(
    qtbot, settings, tmp_path, monkeypatch
):
    from ciapano_qt.ui.dialogs.lasttrick import LastTrickDialog
    from ciapano_qt.ui.dialogs.scoresheet import ScoreSheetDialog

    shown: list[object] = []
    monkeypatch.setattr(ScoreSheetDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(LastTrickDialog, "exec", lambda self: shown.append(self) or 0)
    table, link, host, joiner, window = _table(qtbot, settings)
    views = window.views
    assert not views.act_sheet.isEnabled() and not views.act_export.isEnabled()
    assert not views.act_last.isEnabled()
    path = tmp_path / "seen.json"
    window.ask_save_path = lambda suggested: str(path)
    at_end: list[object] = []  # what the window showed as the first hand ended
    turns: list[tuple[int, bool]] = []  # each turn of Bruno's: the hand, a summary open

    def first_end(index: int) -> None:
        if index != 0:
            return
        dialog = views.summary
        rows = {row.seat: row for row in dialog.model.summary.rows}
        at_end.append((dialog.windowTitle(), hasattr(dialog, "review_button"), rows))
        views.act_sheet.trigger()
        views.act_last.trigger()
        at_end.extend(shown)

    def turn(_seat: int) -> None:
        turns.append((joiner.hands_dealt, views.summary is not None))
        if joiner.hands_dealt == 2 and not path.exists():  # mid-hand: export what was seen
            assert views.export_match(confirm=False)

    joiner.handFinished.connect(first_end)
    joiner.humanTurn.connect(turn)
    autoplay(host)
    autoplay(joiner)
    link.start_match()
    qtbot.waitUntil(lambda: path.exists(), timeout=WATCHDOG)

    # The first hand's end: its summary, the score sheet and the last trick.
    (title, has_review, rows), sheet, last = at_end
    seen = joiner.seen_match()
    assert seen is not None and len(seen.hands) >= 1
    first = seen.hands[0]
    assert title == "Hand 1" and not has_review  # no coach at a table of people
    assert [rows[s].total for s in range(3)] == list(first.totals)
    assert [rows[s].score for s in range(3)] == list(first.state.result.scores)
    assert isinstance(sheet, ScoreSheetDialog)
    assert sheet.model.rowCount() == 2 and sheet.model.columnCount() == 3
    assert [sheet.model.index(1, s).data() for s in range(3)] == [str(t) for t in first.totals]
    assert isinstance(last, LastTrickDialog)
    trick = [(p.seat, p.card) for p in last.model.step(0).plays]
    leader = first.state.tricks[-1][0]
    assert trick[0][0] == leader and [c for _s, c in trick] == list(first.state.plays[-3:])
    taker = first.state.last_winner
    expected = "You took the last trick." if taker == 1 else f"{joiner.seat_name(taker)} took"
    assert last.summary.text().startswith(expected)

    # Bruno's turn in the next hand: the summary had made way for the table.
    hand_two = [open_ for hand, open_ in turns if hand == 2]
    assert hand_two and not any(hand_two)

    # The export made mid-hand: the hand finished, never the one in play.
    match, _app = read_record_file(path)
    assert len(match.hands) == 1 and match.hands[0].finished
    host_first = table.match.hands[0]  # finished: it does not change any more
    assert match.hands[0].state.plays == host_first.state.plays
    assert [set(h) for h in match.hands[0].deal.hands] == [set(h) for h in host_first.deal.hands]

    # To the end: the match as Bruno saw it is the host's match, hand for hand.
    qtbot.waitUntil(lambda: joiner.finished, timeout=WATCHDOG)
    qtbot.waitUntil(
        lambda: views.summary is not None and views.summary.model.summary.match_over,
        timeout=WATCHDOG,
    )
    assert views.summary.primary.text() == "&Close"
    seen, theirs = to_record(joiner.seen_match()), to_record(table.match)
    assert len(seen["hands"]) == len(theirs["hands"]) >= 2
    for a, b in zip(seen["hands"], theirs["hands"], strict=True):
        assert [sorted(d) for d in a["deal"]] == [sorted(d) for d in b["deal"]]
        assert (a["plays"], a["discard"], a["totals"]) == (b["plays"], b["discard"], b["totals"])
    assert seen["result"] == theirs["result"]
    window.close()
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)
