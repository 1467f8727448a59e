"""A bot process of the benchmark: many asyncio bots, four seats a table (or two with the
node's computers in the other two), each seat its own TLS WebSocket connection, each thinking
a uniform ``think`` seconds before playing a random legal card.

The job comes as one JSON object on stdin; the figures go out as one JSON object on stdout.
A seat's **round trip** runs from sending its card to receiving the ``state`` that shows it
played (the first whose moment is past the one the card was played at).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import ssl
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from ...engine.cards import cards_of
from ...net.club.online import Online, Plan, Refused
from ...net.club.schema import LOBBY_TYPES
from ...net.club.trust import client_context
from ...net.protocol import MAX_HOST_MESSAGE, ProtocolError

CONNECT_LIMIT = 120.0  # seconds for a connection to open on a crowded machine (a bound)
CODE_LIMIT = 300.0  # seconds for the creator to hear its table's code (a bound)


@dataclass
class Tally:
    rtts: list[float] = field(default_factory=list)
    cards: int = 0
    finished: int = 0
    connections: int = 0
    refusals: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "rtts": self.rtts,
            "cards": self.cards,
            "finished": self.finished,
            "connections": self.connections,
            "refusals": self.refusals[:20],
            "refused": len(self.refusals),
            "errors": self.errors[:20],
            "errored": len(self.errors),
        }


class Seat:
    def __init__(self, job: dict[str, Any], context: ssl.SSLContext, tally: Tally) -> None:
        self.job = job
        self.context = context
        self.tally = tally
        self.rng = random.Random()

    async def play(self, url: str, name: str, plan: Plan, source: str, told: Any) -> bool:
        """One seat's whole match; True when its last match ended."""
        online = Online(name, plan)
        lo, hi = self.job["think"]
        async with asyncio.timeout(CONNECT_LIMIT):
            ws = await connect(
                url,
                ssl=self.context,
                max_size=MAX_HOST_MESSAGE,
                compression=None,
                open_timeout=CONNECT_LIMIT,
                user_agent_header=None,
                local_addr=(source, 0),
            )
        self.tally.connections += 1
        sent: tuple[int, int, float] | None = None
        try:
            await ws.send(_text(online.hello()))
            async for message in ws:
                got = time.perf_counter()
                data = message.encode("utf-8") if isinstance(message, str) else message
                m, replies = online.receive(data)
                kind = m["type"]
                if kind == "created" and told is not None:
                    told.set_result(m["code"])
                if kind == "state" and sent is not None and (m["hand"], m["plays"]) > sent[:2]:
                    self.tally.rtts.append(got - sent[2])
                    sent = None
                for reply in replies:
                    await ws.send(_text(reply))
                if kind == "match_over" and m["last"]:
                    return True
                if kind in LOBBY_TYPES:
                    continue
                view = online.core.my_turn()
                if view is None:
                    continue
                await asyncio.sleep(self.rng.uniform(lo, hi))
                card = self.rng.choice(cards_of(view.legal))
                intent = online.intent(card)
                sent = (intent["hand"], intent["plays"], time.perf_counter())
                await ws.send(_text(intent))
                self.tally.cards += 1
        finally:
            with contextlib.suppress(Exception):
                await ws.close()
        return online.match_over


async def table(job: dict[str, Any], index: int, context: ssl.SSLContext, tally: Tally) -> None:
    """Table ``index``: its creator, then the others joining by the invitation code."""
    url = job["urls"][index % len(job["urls"])]
    source = job["sources"][str(index)]
    people = 2 if job["computers"] else 4
    seats = ["person"] * people + [job["level"]] * (4 - people)
    create = {"rules": job["rules"], "seats": seats, "public": False}
    loop = asyncio.get_running_loop()
    told: asyncio.Future[str] = loop.create_future()

    async def guarded(coro: Any) -> bool:
        try:
            return bool(await coro)
        except Refused as e:
            tally.refusals.append(f"table {index}: {e.message}")
        except ProtocolError as e:
            tally.errors.append(f"table {index}: invalid message: {e.message}")
        except Exception as e:  # a dropped connection, a timeout: counted, the others go on
            tally.errors.append(f"table {index}: {e!r}")
        if not told.done():
            told.cancel()
        return False

    async def joiner(seat: int) -> bool:
        async with asyncio.timeout(CODE_LIMIT):
            code = await asyncio.shield(told)
        plan = Plan(code=code)
        return await Seat(job, context, tally).play(url, f"Bot {index}.{seat}", plan, source, None)

    creator = Seat(job, context, tally).play(
        url, f"Bot {index}.0", Plan(create=create, people=people), source, told
    )
    done = await asyncio.gather(guarded(creator), *(guarded(joiner(s)) for s in range(1, people)))
    if all(done):
        tally.finished += 1


async def run(job: dict[str, Any]) -> Tally:
    context = client_context(Path(job["cafile"]))
    tally = Tally()
    tables = job["tables"]
    ramp = job["ramp"]
    start = asyncio.get_running_loop().time()
    tasks = []
    for index in tables:  # table i of N starts ramp * i / N seconds in
        delay = start + ramp * index / job["count"] - asyncio.get_running_loop().time()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.ensure_future(table(job, index, context, tally)))
    await asyncio.gather(*tasks)
    return tally


def main() -> None:
    job = json.loads(sys.stdin.read())
    tally = asyncio.run(run(job))
    sys.stdout.write(json.dumps(tally.as_json()))
    sys.stdout.flush()


def _text(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
