"""A joiner away for whole hands comes back to a complete copy of the match: the host sends a
rejoined seat every finished hand (``past``), so its score sheet, summaries and export hold
the hands it missed as well as those it watched. Loopback only, port 0, bounded waits."""

from __future__ import annotations

from ciapano_qt.engine.record import to_record
from ciapano_qt.engine.rules import Rules
from ciapano_qt.ui.remote.link import JoinLink
from ciapano_qt.ui.remote.session import RemoteSession

from .net_helpers import LOOPBACK, WATCHDOG, autoplay, host_table

CODE = "271828"


def _finished(table) -> int:
    return sum(h.finished for h in table.match.hands) if table.match else 0


def _bruno_away(qtbot, table, link, host, port, anna) -> str:  # type: ignore[no-untyped-def]
    """Bruno sits at seat 1, the match starts with ``anna`` playing the host's seat, and
    his network fails (the computer plays his seat): his rejoin token."""
    first = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", CODE)
    first.wait_for_table = False
    first.link.open()
    qtbot.waitUntil(lambda: first.viewer == 1, timeout=WATCHDOG)
    host.humanTurn.connect(anna)
    link.start_match()
    qtbot.waitUntil(lambda: table.remote[1].token != "", timeout=WATCHDOG)
    token = table.remote[1].token
    first.link.drop()
    first.link.close()
    qtbot.waitUntil(lambda: table.remote[1].conn is None, timeout=WATCHDOG)
    if host.viewer_legal():
        anna(0)
    return token


def _bruno_back(qtbot, port: int, token: str, pin: str) -> RemoteSession:  # type: ignore[no-untyped-def]
    # Protocol 3: the rejoin is TLS pinned to the host's certificate, as his app kept it.
    back = RemoteSession(JoinLink(LOOPBACK, port), "Bruno", None, token=token, pin=pin)
    back.wait_for_table = False
    back.link.open()
    qtbot.waitUntil(lambda: back.viewer == 1 and back.core.view is not None, timeout=WATCHDOG)
    return back


def _play_out_and_compare(qtbot, table, link, host, back, anna) -> None:  # type: ignore[no-untyped-def]
    """Both play the match to its end: Bruno's copy is the host's record, every hand's
    deal, drawing order (heads-up), plays and the result."""
    autoplay(back)
    anna(0)
    qtbot.waitUntil(lambda: host.finished and back.finished, timeout=WATCHDOG)
    seen = back.seen_match()
    assert back.seen_complete() and seen is not None
    mine, theirs = to_record(seen), to_record(table.match)
    for a, b in zip(mine["hands"], theirs["hands"], strict=True):
        assert [sorted(d) for d in a["deal"]] == [sorted(d) for d in b["deal"]]
        assert a["stock"] == b["stock"] and a["plays"] == b["plays"]
    assert mine["result"] == theirs["result"]
    qtbot.waitUntil(lambda: link.closed, timeout=WATCHDOG)


def test_a_seat_back_after_two_hands_away_has_every_hand_of_the_match(qtbot):
    table, link, host, port = host_table(
        qtbot,
        Rules(players=3, target=31),
        ["remote", "remote", "computer"],
        ["", "", "Carla"],
        CODE,
        seed=5,
    )
    hold = [True]  # Anna, at the host, stops at her first turn of the third hand

    def anna(_seat: int) -> None:
        legal = host.viewer_legal()
        if legal and not (hold[0] and _finished(table) >= 2):
            host.play_human(min(legal))

    token = _bruno_away(qtbot, table, link, host, port, anna)
    qtbot.waitUntil(
        lambda: (
            _finished(table) == 2 and table.match.hand is not None and table.match.hand.current == 0
        ),
        timeout=WATCHDOG,
    )

    back = _bruno_back(qtbot, port, token, link.host.identity.fingerprint)
    seen = back.seen_match()
    assert back.seen_complete() and seen is not None and len(seen.hands) == 2
    host_plays = [h.state.plays for h in table.match.hands[:2]]
    assert [h.state.plays for h in seen.hands] == host_plays  # both hands Bruno missed
    assert [h.totals for h in seen.hands] == [h.totals for h in table.match.hands[:2]]

    hold[0] = False
    _play_out_and_compare(qtbot, table, link, host, back, anna)


def test_a_seat_back_in_the_middle_of_a_heads_up_hand_keeps_the_whole_copy(qtbot):
    """Heads-up, who drew which card while Bruno was away is in no view of his: the host sends
    him that hand whole as it ends, so his copy still holds every hand to the match's end."""
    table, link, host, port = host_table(
        qtbot, Rules(players=2, target=11), ["remote", "remote"], ["", ""], CODE, seed=8
    )
    hold = [True]  # Anna, at the host, stops at her first turn after four cards of hand 1

    def plays() -> int:
        state = table.match.hand if table.match else None
        return len(state.plays) if state is not None else 0

    def anna(_seat: int) -> None:
        legal = host.viewer_legal()
        if legal and not (hold[0] and plays() >= 4):
            host.play_human(min(legal))

    token = _bruno_away(qtbot, table, link, host, port, anna)
    qtbot.waitUntil(
        lambda: table.match.hand is not None and table.match.hand.current == 0 and plays() >= 4,
        timeout=WATCHDOG,
    )
    assert len(table.match.hands) == 1 and table.match.hand.stock_pos > 0  # cards were drawn

    back = _bruno_back(qtbot, port, token, link.host.identity.fingerprint)
    hold[0] = False
    _play_out_and_compare(qtbot, table, link, host, back, anna)
