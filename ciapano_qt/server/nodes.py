"""The nodes of a club sharing Redis: where each one is reached, which node plays a table, the
invitation codes and the public tables of all of them (``redis.asyncio``).

Besides ``redis_store.py``'s keys (a table's lease names the node that plays it), Redis holds
(``P`` the same key prefix, ``ciapano:`` by default):

- ``Pnodes``: the set of the club's node names;
- ``Pnode:<name>``: the address clients reach that node at (``wss://HOST:PORT``), which
  expires ``TTL`` seconds after the node's last heartbeat (a node that died drops out);
- ``Pnode:<name>:tables``: that node's public tables for the lobby's list (JSON), expiring
  with it;
- ``Pcode:<SHA-256 of the code>``: the table id of a private table's invitation code, from its
  creation to its end (the code itself is not a key name).

A node that does not play a table a program asks for looks its owner up here and sends the
program there (``moved``): see docs/server.md, "Routing".
"""

from __future__ import annotations

import hashlib
import json
import socket
from typing import Any

import redis.asyncio as aioredis

from ..net.club.schema import is_table_id

TTL = 10.0  # seconds a node stays listed after its last heartbeat (the leases' time)


def default_url(bind: str, port: int) -> str:
    """The address a node advertises when not told: its bind address and port (the host's
    name for a wildcard bind)."""
    host = socket.getfqdn() if bind in ("", "0.0.0.0", "::") else bind
    return f"wss://[{host}]:{port}" if ":" in host else f"wss://{host}:{port}"


_FORGET_CODE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def _text(value: bytes | str) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _listed(entry: Any) -> bool:
    """Whether ``entry`` is a table as ``Core.published`` gives it (what another node wrote)."""
    return (
        isinstance(entry, dict)
        and is_table_id(entry.get("table"))
        and isinstance(entry.get("started"), bool)
        and isinstance(entry.get("born"), int | float)
        and not isinstance(entry.get("born"), bool)
    )


class Nodes:
    """This node (``node``, reached at ``url``) among the club's nodes in Redis."""

    def __init__(
        self,
        client: aioredis.Redis,
        node: str,
        url: str = "",
        prefix: str = "ciapano:",
        ttl: float = TTL,
    ) -> None:
        self.client = client
        self.node = node
        self.url = url  # set by the shell once it listens (the port may be chosen then)
        self.prefix = prefix
        self.ttl_ms = max(1, int(ttl * 1000))

    def _node_key(self, name: str) -> str:
        return f"{self.prefix}node:{name}"

    def _code_key(self, code: str) -> str:
        return f"{self.prefix}code:{hashlib.sha256(code.encode('utf-8')).hexdigest()}"

    def lease_key(self, table: str) -> str:
        """The key of the table's lease, as ``redis_store.RedisStore`` names it."""
        return f"{self.prefix}{table}:lease"

    async def beat(self, published: list[dict[str, Any]]) -> list[str]:
        """This node is alive, at ``url``, with these public tables; the live nodes'
        addresses (this node's first, then the others sorted)."""
        me = self._node_key(self.node)
        pipe = self.client.pipeline(transaction=True)
        pipe.sadd(f"{self.prefix}nodes", self.node)
        pipe.set(me, self.url, px=self.ttl_ms)
        text = json.dumps(published, ensure_ascii=False, separators=(",", ":"))
        pipe.set(f"{me}:tables", text, px=self.ttl_ms)
        await pipe.execute()
        live = await self._live()
        return [self.url, *sorted({u for n, u in live if n != self.node and u != self.url})]

    async def _live(self) -> list[tuple[str, str]]:
        """The nodes whose heartbeat has not run out, as ``(name, address)``; the others are
        taken off the set."""
        names = sorted(_text(n) for n in await self.client.smembers(f"{self.prefix}nodes"))
        if not names:
            return []
        urls = await self.client.mget([self._node_key(n) for n in names])
        gone = [n for n, u in zip(names, urls, strict=True) if u is None]
        if gone:
            await self.client.srem(f"{self.prefix}nodes", *gone)
        return [(n, _text(u)) for n, u in zip(names, urls, strict=True) if u is not None]

    async def leave(self) -> None:
        """This node stops: it is listed no more."""
        me = self._node_key(self.node)
        pipe = self.client.pipeline(transaction=True)
        pipe.srem(f"{self.prefix}nodes", self.node)
        pipe.delete(me, f"{me}:tables")
        await pipe.execute()

    async def invite(self, table: str, code: str, live: bool) -> None:
        """The private table ``table`` is found by ``code`` at every node (or no longer)."""
        if live:
            await self.client.set(self._code_key(code), table)
        else:  # only if the code still names this table
            await self.client.eval(_FORGET_CODE, 1, self._code_key(code), table)

    async def locate(
        self, table: str | None = None, code: str | None = None
    ) -> tuple[str | None, str | None]:
        """The address of the node that plays ``table`` (or the table of ``code``) and the
        table's id; ``(None, None)`` when no node of the club has it. A table between two
        nodes (its node died, no other has taken it yet) is at this node's own address: the
        program comes back after a pause and is sent on then."""
        if code is not None:
            found = await self.client.get(self._code_key(code))
            table = _text(found) if found is not None else None
        if table is None or not is_table_id(table):
            return None, None
        owner = await self.client.hget(self.lease_key(table), "owner")
        if owner is None:
            if await self.client.sismember(f"{self.prefix}tables", table):
                return self.url, table
            return None, None
        if _text(owner) == self.node:
            return self.url, table
        url = await self.client.get(self._node_key(_text(owner)))
        return (_text(url) if url is not None else self.url), table

    async def gather(self) -> list[dict[str, Any]]:
        """The other live nodes' public tables (as of their last heartbeats)."""
        names = [n for n, _ in await self._live() if n != self.node]
        if not names:
            return []
        texts = await self.client.mget([f"{self._node_key(n)}:tables" for n in names])
        out: list[dict[str, Any]] = []
        for text in texts:
            try:
                entries = json.loads(text) if text is not None else []
            except ValueError:
                continue
            if isinstance(entries, list):
                out += [e for e in entries if _listed(e)]
        return out

    async def close(self) -> None:
        await self.client.aclose()
