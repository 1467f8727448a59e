"""Rejoin tokens kept on disk, so a player whose program restarts can take the seat back.

One small JSON object per file: ``{"HOST:PORT": "token", ...}``. A token is void when its
match ends; the client forgets it then, and when a host refuses it. An unreadable or broken
file counts as empty (the worst case is a seat played by the computer until the match ends).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from ..storage.atomic import atomic_write_text
from .schema import TOKEN_RE

MAX_FILE = 64 * 1024
MAX_ENTRIES = 32


def default_path() -> Path:
    """The per-user state folder's ``rejoin.json`` (XDG on Linux, Library on macOS, AppData)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "Ciapano" / "rejoin.json"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Ciapano" / "rejoin.json"
    base = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    return base / "ciapano" / "rejoin.json"


class TokenStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()

    def _read(self) -> dict[str, str]:
        try:
            with self.path.open("rb") as f:
                data = json.loads(f.read(MAX_FILE + 1)[:MAX_FILE].decode("utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {
            k: v
            for k, v in data.items()
            if isinstance(k, str) and len(k) <= 300 and isinstance(v, str) and TOKEN_RE.fullmatch(v)
        }

    def get(self, table: str) -> str | None:
        return self._read().get(table)

    def put(self, table: str, token: str) -> bool:
        """Keep ``token`` for ``table``; False if the file cannot be written."""
        data = self._read()
        data.pop(table, None)
        data[table] = token
        while len(data) > MAX_ENTRIES:
            data.pop(next(iter(data)))
        return self._write(data)

    def forget(self, table: str) -> None:
        data = self._read()
        if data.pop(table, None) is not None:
            self._write(data)

    def _write(self, data: dict[str, str]) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(data, indent=1) + "\n", mode=0o600)
        except OSError:
            return False  # the seat cannot be re-taken after a restart: the computer plays it
        return True
