"""A real ``redis-server`` (Debian's package, installed by packaging/linux/build-deps.sh) for
the tests of a club on several nodes and for ``ciapano-cli server-bench --nodes K``: started
on a free loopback port in a temporary folder, with a password and an append-only file, and
stopped after. A test may stop it and start it again on the same port and folder (its
append-only file read back)."""

from __future__ import annotations

import secrets
import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis
import redis.asyncio as aioredis

START_LIMIT = 30.0  # seconds for redis-server to answer PING (a generous bound, not a measure)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RedisServer:
    """``redis-server`` bound to 127.0.0.1 in ``folder`` until ``stop``."""

    def __init__(self, folder: Path) -> None:
        program = shutil.which("redis-server")
        if program is None:
            raise RuntimeError(
                "redis-server is not installed: run bash packaging/linux/build-deps.sh "
                "(Debian's redis-server package)"
            )
        self.folder = folder
        self.program = program
        self.password = secrets.token_hex(16)
        config = folder / "redis.conf"  # the password in a file, not on a command line
        config.write_text(f"requirepass {self.password}\n", encoding="utf-8")
        config.chmod(0o600)
        self.config = config
        for _ in range(5):  # another process may take the free port first: another one then
            self.port = free_port()
            self._start(program, config)
            if self._wait():
                return
        log = (self.folder / "redis.log").read_text(errors="replace")[-2000:]
        raise RuntimeError(f"redis-server exited with {self.process.returncode}: {log}")

    def start(self) -> None:
        """Start it again after ``stop``, on the same port and folder (``appendonly yes``: it
        reads back its append-only file)."""
        self._start(self.program, self.config)
        if not self._wait():
            log = (self.folder / "redis.log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"redis-server did not start again on {self.port}: {log}")

    def _start(self, program: str, config: Path) -> None:
        folder = self.folder
        self.process = subprocess.Popen(
            [
                program,
                str(config),
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(folder),
                "--save",
                "",
                "--appendonly",
                "yes",
                "--appendfsync",
                "always",
                "--protected-mode",
                "yes",
                "--daemonize",
                "no",
                "--logfile",
                str(folder / "redis.log"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    @property
    def url(self) -> str:
        """The URL without the password (the nodes read it from a file or the environment)."""
        return f"redis://127.0.0.1:{self.port}/0"

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url, password=self.password)

    def async_client(self) -> aioredis.Redis:
        """An asyncio client (a node's), to be used on one event loop only."""
        return aioredis.Redis.from_url(self.url, password=self.password)

    def _wait(self) -> bool:
        """True once it answers; False if it exited (its port taken)."""
        end = time.monotonic() + START_LIMIT
        while True:
            if self.process.poll() is not None:
                return False
            try:  # (a foreign listener on the port would not answer: a short timeout)
                with redis.Redis.from_url(self.url, password=self.password, socket_timeout=1) as c:
                    c.ping()
                return True
            except redis.RedisError:
                if time.monotonic() > end:
                    self.stop()
                    text = f"redis-server did not answer in {START_LIMIT:.0f} s"
                    raise RuntimeError(text) from None
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
