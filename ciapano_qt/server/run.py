"""Running a club from the command line: its data folder, certificate, log and pool, until
it is stopped (``ciapano-server``; the flags are ``cli/serve.py``'s)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import logging.handlers
import os
import signal
import sys
from pathlib import Path

from .core import Core
from .limits import Limits
from .shell import Club
from .store import DiskStore
from .tls import fingerprint_file, self_signed, server_context

LOG_BYTES, LOG_FILES = 1 << 20, 3  # the log (it holds addresses) rotates: at most ~4 MB kept


def default_data() -> Path:
    """``$XDG_DATA_HOME/ciapano-server`` (``~/.local/share/ciapano-server``)."""
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "ciapano-server"


def _logging(folder: Path) -> None:
    handler = logging.handlers.RotatingFileHandler(
        folder / "server.log", maxBytes=LOG_BYTES, backupCount=LOG_FILES, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("ciapano_qt.server")
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    for name in ("websockets", "websockets.server"):  # handshake failures name addresses too
        logging.getLogger(name).addHandler(handler)


async def serve(
    port: int,
    bind: str,
    data: Path,
    cert: Path | None,
    key: Path | None,
    max_level: str,
    slots: int,
    limits: Limits,
) -> int:
    data.mkdir(parents=True, exist_ok=True)
    _logging(data)
    if cert is None or key is None:
        cert, key = self_signed(data / "tls")
    try:
        context = server_context(cert, key)
    except (OSError, ValueError) as e:
        print(f"ciapano-server: cannot use the certificate {cert}: {e}", file=sys.stderr)
        return 2
    club = Club(Core(limits, max_level), DiskStore(data), context, bind, port, slots)
    try:
        port = await club.start()
    except OSError as e:
        print(f"ciapano-server: cannot listen on {bind}:{port}: {e.strerror}", file=sys.stderr)
        await club.stop()
        return 2
    shown = f"[{bind}]" if ":" in bind else bind
    print(f"listening on {shown}:{port}", flush=True)
    print(f"certificate SHA-256 fingerprint: {fingerprint_file(cert)}", flush=True)
    print(f"tables resumed: {len(club.core.rooms)}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await club.stop()  # the tables stay on disk: a restart resumes them
    return 0


def run(*args: object, **kwargs: object) -> int:
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(serve(*args, **kwargs))  # type: ignore[arg-type]
    return 0
