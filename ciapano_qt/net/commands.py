"""The headless ``host`` and ``join`` commands' work (their parsers live in ``ciapano_qt.cli``).

``host`` hosts a table where ``remote`` seats are for people joining over the network and the
others are computers, starts when every remote seat is taken and writes each finished match's
record to a folder. ``join`` sits at a table and lets a computer level play the seat. Both
return 0 when the match ends and 2 (with one line on stderr) when refused; ``join`` returns 3
when no host answers in time.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import TextIO

from ..ai.levels import level_names
from ..engine.errors import EngineError
from ..engine.match import Match
from ..engine.record import dumps
from ..engine.rules import Rules
from ..storage.atomic import atomic_write_text
from . import resume
from .address import format_address, parse_address
from .admission import new_code
from .client import EXIT_NO_HOST, EXIT_OK, EXIT_REFUSED, Joiner
from .discovery import DISCOVERY_PORT
from .host import Host
from .schema import CODE_RE, is_name
from .seating import Config
from .table import Table
from .tokens import TokenStore


def _refuse(prog: str, message: str, err: TextIO) -> int:
    print(f"{prog}: {message}", file=err)
    return EXIT_REFUSED


def host(
    rules: Rules,
    remote: int,
    out: Path,
    code: str | None = None,
    port: int = 0,
    bind: str = "127.0.0.1",
    level: str = "easy",
    idle: float = 60.0,
    matches: int = 1,
    seed: int | None = None,
    move_delay: float = 0.0,
    lan: bool = False,
    discovery_port: int = DISCOVERY_PORT,
    autosave: Path | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    so, err = stdout or sys.stdout, stderr or sys.stderr
    prog = "ciapano-cli host"
    n = rules.players
    if not 1 <= remote <= n:
        return _refuse(prog, f"--remote must be from 1 to the {n} players, not {remote}", err)
    if code is not None and not CODE_RE.fullmatch(code):
        return _refuse(prog, f"the table code must be six digits, not {code!r}", err)
    if level not in level_names():
        return _refuse(prog, f"unknown level {level!r}; known: {', '.join(level_names())}", err)
    if not 0 < idle <= 86_400 or matches < 1 or not 0 <= move_delay <= 10:
        return _refuse(
            prog, "--idle must be 0 to 86400 s, --move-delay 0 to 10 s, --matches 1 or more", err
        )
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        return _refuse(prog, f"cannot create {out}: {e.strerror or e}", err)
    layout = ["remote"] * remote + ["computer"] * (n - remote)
    names = ["" if k == "remote" else f"Computer {s + 1}" for s, k in enumerate(layout)]
    config = Config(rules, layout, names, code or new_code(), level, idle, matches, seed=seed)
    table = Table(config)
    failed_saves: list[str] = []

    def save(index: int, match: Match) -> None:
        path = out / f"match-{index + 1:04d}.json"
        atomic_write_text(path, dumps(match) + "\n")
        print(f"wrote {path}", file=so, flush=True)

    def keep() -> None:
        assert autosave is not None
        try:
            resume.save(table, autosave)
        except OSError as e:
            if not failed_saves:  # said once; the table goes on
                print(f"{prog}: cannot save {autosave}: {e.strerror or e}", file=err, flush=True)
            failed_saves.append(str(e))

    def new_code_drawn(new: str) -> None:
        print(f"someone is guessing the code: the new table code is {new}", file=so, flush=True)

    async def serve() -> int:
        nonlocal table
        if autosave is not None and autosave.exists():
            now = asyncio.get_running_loop().time()
            try:
                table = resume.load(autosave, level, idle, matches, now)
            except EngineError as e:
                return _refuse(prog, f"{autosave}: {e.message}", err)
            print(f"resumed the table of {autosave}", file=so, flush=True)
        h = Host(
            table,
            bind,
            port,
            on_match=save,
            on_code=new_code_drawn,
            seed=seed,
            move_delay=move_delay,
            discovery_port=discovery_port if lan else None,
            on_progress=keep if autosave is not None else None,
        )
        try:
            chosen = await h.start()
        except OSError as e:
            return _refuse(prog, f"cannot listen on {bind}:{port}: {e.strerror or e}", err)
        print(f"listening on {bind}:{chosen}", file=so, flush=True)
        print(f"table code: {table.code}", file=so, flush=True)
        await h.wait_closed()
        if autosave is not None:
            autosave.unlink(missing_ok=True)  # the table is closed: nothing to resume
        return EXIT_OK

    try:
        return asyncio.run(serve())
    except KeyboardInterrupt:
        return _refuse(prog, "interrupted: the table is closed", err)


def join(
    address: str,
    code: str,
    name: str,
    level: str,
    log: Path | None = None,
    token_file: Path | None = None,
    wait: float = 30.0,
    stderr: TextIO | None = None,
) -> int:
    err = stderr or sys.stderr
    prog = "ciapano-cli join"
    where = parse_address(address)
    if where is None:
        return _refuse(prog, f"{address!r} is not HOST:PORT", err)
    if not CODE_RE.fullmatch(code):
        return _refuse(prog, f"the table code must be six digits, not {code!r}", err)
    if not is_name(name):
        return _refuse(prog, "the name must be 1 to 24 characters of plain text", err)
    if level not in level_names():
        return _refuse(prog, f"unknown level {level!r}; known: {', '.join(level_names())}", err)
    joiner = Joiner(*where, name, level, code, log=log, store=TokenStore(token_file), wait=wait)
    try:
        status, message = asyncio.run(joiner.run())
    except KeyboardInterrupt:
        return _refuse(prog, "interrupted", err)
    except OSError as e:
        return _refuse(prog, f"cannot write {log}: {e.strerror or e}", err)
    if status != EXIT_OK:
        print(f"{prog}: {message}", file=err)  # one line: the reason
    else:
        for warning in list(dict.fromkeys(joiner.warnings))[:5]:
            print(f"{prog}: warning: {warning}", file=err)
    return status if status in (EXIT_OK, EXIT_REFUSED, EXIT_NO_HOST) else EXIT_REFUSED


def tables(
    address: str | None, port: int, timeout: float, as_json: bool, stdout: TextIO | None = None
) -> int:
    """Print the tables that answer a discovery query (none found is not an error)."""
    import json

    from .discovery import find_everywhere, find_tables

    so = stdout or sys.stdout
    if not 0 < timeout <= 30 or not 0 < port < 65536:
        return _refuse(
            "ciapano-cli tables", "--timeout must be 0 to 30 s, --port 1 to 65535", sys.stderr
        )
    try:
        if address is None:
            found = asyncio.run(find_everywhere(timeout, port))
        else:
            found = asyncio.run(find_tables(timeout, address, port))
    except OSError as e:
        where = address or "the local network"
        return _refuse(
            "ciapano-cli tables", f"cannot ask {where}:{port}: {e.strerror or e}", sys.stderr
        )
    for t in found:
        if as_json:
            print(
                json.dumps(
                    {
                        "address": t.address,
                        "port": t.port,
                        "name": t.name,
                        "players": t.players,
                        "open": t.open,
                        "started": t.started,
                    },
                    ensure_ascii=False,
                ),
                file=so,
            )
        else:
            state = "playing" if t.started else f"{t.open} seat(s) open"
            where = format_address(t.address, t.port)
            print(f"{where}  {t.name}  ({t.players} players, {state})", file=so)
    return EXIT_OK
