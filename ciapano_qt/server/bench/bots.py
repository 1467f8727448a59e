"""A bot process of the benchmark: many asyncio bots, four seats a table (or two with the
node's computers in the other two), each seat its own TLS WebSocket connection, each thinking
a uniform ``think`` seconds before playing a random legal card.

The job comes as one JSON object on stdin; the figures go out as one JSON object to the file
the job names (``out``). The bots run on the node's event loop (``server.run.loop_factory``:
uvloop where it is installed) and read JSON with orjson, as the node does: the bots share the
machine's two cores with the node, and every millisecond they spend is one the node waits for.
A seat's **round trip** runs from sending its card to receiving the ``state`` that shows it
played (the first whose moment is past the one the card was played at).

A bot speaks the protocol (docs/server.md, docs/network.md) but does not check the server's
messages as the real client does (``net.clientcore.ClientCore`` checks every view and deals each
finished hand again): the bots share the machine's cores with the node, and those checks cost
more than the node's own work for a card. It reads the ``state``'s view for whose turn it is
and the legal cards, and plays one of them at random.

With ``rejoin`` (the benchmark kills a node), a seat whose connection drops mid-match comes
back with its rejoin token at the club's other nodes in turn, every ``RETRY`` seconds: a node
that has not yet taken the table over refuses the token, and the seat tries again until
``REJOIN_LIMIT``. The first ``state`` after the rejoin that shows a new card is the table's
**first card after the failover** (``time.monotonic``, which every process of the machine
shares).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import ssl
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ...engine.hand import DISCARD
from ...net.club.trust import client_context
from ...net.protocol import APP, MAX_HOST_MESSAGE, PROTOCOL_VERSION
from ..run import loop_factory

CONNECT_LIMIT = 120.0  # seconds for a connection to open on a crowded machine (a bound)
CODE_LIMIT = 300.0  # seconds for the creator to hear its table's code (a bound)
RETRY = 2.5  # seconds between a dropped seat's attempts to rejoin (a node not yet owning
# its table refuses the token: at most 10 wrong tokens a minute from one address)
REJOIN_LIMIT = 120.0  # seconds a dropped seat keeps trying


@dataclass
class Tally:
    rtts: list[float] = field(default_factory=list)
    cards: int = 0
    finished: int = 0
    connections: int = 0
    refusals: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    resumed: dict[int, float] = field(default_factory=dict)  # table: first card after a rejoin

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
            "resumed": self.resumed,
        }


def source(index: int, seat: int, per_seat: bool) -> str:
    """The loopback address a seat connects from: four tables an address (the default limit
    of 16 connections an address, as four households behind one router), or one address a
    seat when seats rejoin (each address may offer 10 wrong tokens a minute)."""
    if per_seat:
        n = index * 4 + seat
        return f"127.2.{n // 250}.{n % 250 + 1}"
    n = index // 4
    return f"127.1.{n // 250}.{n % 250 + 1}"


class Refused(Exception):
    """The server said no (``refused``, ``denied``, or ``closed`` before the end)."""

    def __init__(self, message: str, token: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.token = token  # the refusal was of the rejoin token


@dataclass
class Player:
    """One seat's side of the protocol, unchecked: what it must remember across messages and
    connections."""

    name: str
    create: dict[str, Any] | None  # the creator's table, or None for a joiner
    people: int
    code: str | None = None
    seat: int | None = None
    token: str | None = None
    started: bool = False
    started_it: bool = False
    over: bool = False
    sent: tuple[int, int] | None = None  # the moment of the last card sent

    def hello(self) -> dict[str, Any]:
        """The first message of each connection; a card sent on a connection that dropped may
        never have been played, so it is not counted as sent on the next."""
        self.sent = None
        m: dict[str, Any] = {"type": "hello", "app": APP, "protocol": PROTOCOL_VERSION}
        m["name"] = self.name
        if self.token is not None:
            m["token"] = self.token
        return m

    def replies(self, m: dict[str, Any]) -> list[dict[str, Any]]:
        """What to answer ``m`` with (a card is the caller's: it thinks first)."""
        kind = m["type"]
        if kind in ("refused", "denied"):
            raise Refused(f"{kind}: {m['message']}", m.get("reason") == "token")
        if kind == "closed" and not self.over:
            raise Refused(f"closed: {m['message']}")
        if kind == "lobby" and self.token is None:
            if self.create is not None:
                return [{"type": "create", **self.create}]
            return [{"type": "join", "code": self.code}]
        if kind == "created":
            self.code = m["code"]
        elif kind == "welcome":
            self.seat = m["seat"]
            self.started = self.started or m["started"]
        elif kind == "start":
            self.started, self.token = True, m["token"]
        elif kind == "match_over" and m["last"]:
            self.over, self.token = True, None
        if kind in ("welcome", "seats") and self.create is not None and not self.started_it:
            present = sum(e["kind"] == "remote" and e["status"] == "present" for e in m["seats"])
            if not self.started and present >= self.people:
                self.started_it = True
                return [{"type": "start"}]
        return []

    def turn(self, m: dict[str, Any]) -> list[str] | None:
        """The legal cards when ``m`` is a state asking this seat for a card not yet sent."""
        if m["type"] != "state":
            return None
        view = m["view"]
        moment = (m["hand"], m["plays"])
        if view["current"] != self.seat or not view["legal"] or moment == self.sent:
            return None
        return list(view["legal"])

    def intent(self, m: dict[str, Any], card: str) -> dict[str, Any]:
        self.sent = (m["hand"], m["plays"])
        kind = "discard" if m["view"]["phase"] == DISCARD else "play"
        return {"type": kind, "hand": m["hand"], "plays": m["plays"], "card": card}


class Seat:
    def __init__(self, job: dict[str, Any], context: ssl.SSLContext, tally: Tally) -> None:
        self.job = job
        self.context = context
        self.tally = tally
        self.rng = random.Random()

    async def _open(self, url: str, address: str) -> ClientConnection:
        async with asyncio.timeout(CONNECT_LIMIT):
            ws = await connect(
                url,
                ssl=self.context,
                max_size=MAX_HOST_MESSAGE,
                compression=None,
                open_timeout=CONNECT_LIMIT,
                user_agent_header=None,
                local_addr=(address, 0),
            )
        self.tally.connections += 1
        return ws

    async def play(self, index: int, seat: int, player: Player, told: Any) -> bool:
        """One seat's whole match; True when its last match ended."""
        job = self.job
        urls: list[str] = job["urls"]
        home = index % len(urls)
        address = source(index, seat, job["rejoin"])
        ws = await self._open(urls[home], address)
        rejoined = False
        token: str | None = None
        attempt = 0
        end = 0.0
        while True:
            try:
                if await self._session(ws, player, index, told, rejoined):
                    return True
            except Refused as e:  # a node that has not taken the table over yet: again
                if not (rejoined and e.token and time.monotonic() < end):
                    raise
                player.token = token
            finally:
                with contextlib.suppress(Exception):
                    await ws.close()
            token = player.token
            if not job["rejoin"] or token is None:
                return False  # dropped, and not asked to come back (or before the start)
            if not rejoined:
                rejoined, end = True, time.monotonic() + REJOIN_LIMIT
            while True:  # the other nodes first, in turn
                attempt += 1
                await asyncio.sleep(RETRY * (0.8 + 0.4 * self.rng.random()))
                if time.monotonic() > end:
                    return False
                try:
                    ws = await self._open(urls[(home + attempt) % len(urls)], address)
                    break
                except (OSError, TimeoutError, InvalidHandshake, ssl.SSLError):
                    continue

    async def _session(
        self, ws: ClientConnection, player: Player, index: int, told: Any, rejoined: bool
    ) -> bool:
        """One connection; True when the last match ended, False when it dropped."""
        lo, hi = self.job["think"]
        sent: tuple[int, int, float] | None = None
        since: tuple[int, int] | None = None  # the moment the rejoin's welcome showed
        try:
            await ws.send(_text(player.hello()))
            async for message in ws:
                got = time.perf_counter()
                m = orjson.loads(message)
                replies = player.replies(m)
                kind = m["type"]
                if kind == "created" and told is not None:
                    told.set_result(m["code"])
                moment = (m.get("hand", 0), m.get("plays", 0))
                if kind == "welcome" and rejoined:
                    since = moment
                if kind == "state" and since is not None and moment > since:
                    now = time.monotonic()
                    self.tally.resumed[index] = min(self.tally.resumed.get(index, now), now)
                    since = None
                if kind == "state" and sent is not None and moment > sent[:2]:
                    self.tally.rtts.append(got - sent[2])
                    sent = None
                for reply in replies:
                    await ws.send(_text(reply))
                if player.over:
                    return True
                legal = player.turn(m)
                if legal is None:
                    continue
                await asyncio.sleep(self.rng.uniform(lo, hi))
                intent = player.intent(m, self.rng.choice(legal))
                sent = (intent["hand"], intent["plays"], time.perf_counter())
                await ws.send(_text(intent))
                self.tally.cards += 1
        except ConnectionClosed:
            pass
        return player.over


async def table(job: dict[str, Any], index: int, context: ssl.SSLContext, tally: Tally) -> None:
    """Table ``index``: its creator, then the others joining by the invitation code."""
    people = 2 if job["computers"] else 4
    seats = ["person"] * people + [job["level"]] * (4 - people)
    create = {"rules": job["rules"], "seats": seats, "public": False}
    name = f"Bot {index}."
    loop = asyncio.get_running_loop()
    told: asyncio.Future[str] = loop.create_future()

    tasks: list[asyncio.Task[bool]] = []

    async def guarded(coro: Any) -> bool:
        try:
            if await coro:
                return True
            tally.errors.append(f"table {index}: a seat's connection dropped for good")
        except Refused as e:
            tally.refusals.append(f"table {index}: {e.message}")
        except (KeyError, TypeError, ValueError) as e:  # a message not as the protocol says
            tally.errors.append(f"table {index}: unexpected message: {e!r}")
        except Exception as e:  # a refused connection, a timeout: counted
            tally.errors.append(f"table {index}: {e!r}")
        # A table missing a seat would wait for it (before the start, up to the club's 30
        # minutes): its other seats leave, and the other tables go on.
        if not told.done():
            told.cancel()
        for task in tasks:
            if task is not asyncio.current_task():
                task.cancel()
        return False

    async def joiner(seat: int) -> bool:
        async with asyncio.timeout(CODE_LIMIT):
            code = await asyncio.shield(told)
        player = Player(f"{name}{seat}", None, people, code=code)
        return await Seat(job, context, tally).play(index, seat, player, None)

    player = Player(f"{name}0", create, people)
    tasks.append(
        asyncio.ensure_future(guarded(Seat(job, context, tally).play(index, 0, player, told)))
    )
    tasks += [asyncio.ensure_future(guarded(joiner(s))) for s in range(1, people)]
    done = await asyncio.gather(*tasks, return_exceptions=True)
    if all(d is True for d in done):
        tally.finished += 1


async def run(job: dict[str, Any]) -> Tally:
    context = client_context(Path(job["cafile"]))
    tally = Tally()
    ramp = job["ramp"]
    start = asyncio.get_running_loop().time()
    tasks = []
    for index in job["tables"]:  # table i of N starts ramp * i / N seconds in
        delay = start + ramp * index / job["count"] - asyncio.get_running_loop().time()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.ensure_future(table(job, index, context, tally)))
    await asyncio.gather(*tasks)
    return tally


def main() -> None:
    job = orjson.loads(sys.stdin.buffer.read())
    with asyncio.Runner(loop_factory=loop_factory()) as runner:
        tally = runner.run(run(job))
    Path(job["out"]).write_bytes(orjson.dumps(tally.as_json(), option=orjson.OPT_NON_STR_KEYS))


def _text(message: dict[str, Any]) -> str:
    return orjson.dumps(message).decode("utf-8")
