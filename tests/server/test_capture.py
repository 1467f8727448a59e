"""What a listener on the path sees of a club's table: a loopback TCP relay records every
byte both ways while two programs create, join and play a whole match through it. No card
code, invitation code, rejoin token or player's name is in the capture; the same search over
the messages as the programs read them finds every kind, which shows the search works."""

from __future__ import annotations

import asyncio

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.client import OnlineClient
from ciapano_qt.net.club.online import Plan

from ..net.helpers import Capture
from .helpers import WATCHDOG, Frames, code_of, start_club

NAMES = ("Zaccaria", "Ottavina")


def _secrets(data: bytes, words: list[str]) -> list[str]:
    """Every card (its quoted code as JSON writes it in a list or an object: five bytes, so
    that 200 KB of ciphertext holds none by chance), and every word, found in ``data``."""
    found = [w for w in words if w.encode() in data]
    for c in CARDS:
        if any(f'"{c.code}"{end}'.encode() in data for end in ",]}"):
            found.append(f'"{c.code}"')
    return found


def test_a_capture_of_a_club_match_holds_no_card_code_token_or_name(tmp_path):
    async def scenario():
        run = await start_club(tmp_path)
        try:
            port = int(run.url.rsplit(":", 1)[1].rstrip("/"))
            capture = Capture(port)
            url = f"wss://127.0.0.1:{await capture.start()}"
            told: list[str] = []
            taps = [Frames(), Frames()]
            rules = Rules(players=3, target=11).to_dict()
            seats = ["person", "person", "random"]
            plan = Plan(create={"rules": rules, "seats": seats, "public": False}, people=2)
            pin, wait = run.fingerprint, 20.0
            ada = OnlineClient(
                [url],
                NAMES[0],
                "random",
                plan,
                pin=pin,
                seed=1,
                tap=taps[0].tap,
                told=told.append,
                wait=wait,
            )
            first = asyncio.ensure_future(ada.run())
            code = await code_of(told)
            bob = OnlineClient(
                [url],
                NAMES[1],
                "random",
                Plan(code=code),
                pin=pin,
                seed=2,
                tap=taps[1].tap,
                told=lambda _line: None,
                wait=wait,
            )
            results = await asyncio.gather(first, bob.run())
            return results, capture, taps, code
        finally:
            await run.club.stop()

    results, capture, taps, code = asyncio.run(asyncio.wait_for(scenario(), WATCHDOG))
    assert results == [(0, "the match is over")] * 2
    plain = b"".join(f for t in taps for f in t.frames)
    tokens = sorted({m["token"] for t in taps for m in t.messages() if m.get("token")})
    words = [code, *NAMES, *tokens]
    assert tokens and len(capture.bytes) > 10_000
    assert _secrets(bytes(capture.bytes), words) == []
    found = _secrets(plain, words)  # the messages as read: the search finds every kind
    assert code in found and set(NAMES) <= set(found) and set(tokens) <= set(found)
    assert sum(w.startswith('"') for w in found) >= 30
