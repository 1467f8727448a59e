"""Rejoin tokens kept on disk, so a player whose program restarts can take the seat back.

One small JSON object per file: ``{"HOST:PORT": {"token": T, "fingerprint": F}, ...}``, the
token with the SHA-256 fingerprint of the host's certificate (protocol 3): a rejoin is TLS
pinned to it, so the token goes to that host only. (An entry of an older version, a bare
token without a fingerprint, is used only after the code is proven again.) A token is void when
its match ends; the client forgets it then, and when a host refuses it. An unreadable or broken
file counts as empty (the worst case is a seat played by the computer until the match ends).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from ..storage.atomic import atomic_write_text
from .schema import TOKEN_RE
from .secure import FINGERPRINT_RE

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

    def _read(self) -> dict[str, dict[str, str]]:
        try:
            with self.path.open("rb") as f:
                data = json.loads(f.read(MAX_FILE + 1)[:MAX_FILE].decode("utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        out = {}
        for k, v in data.items():
            entry = {"token": v} if isinstance(v, str) else v  # an older version's bare token
            if not isinstance(k, str) or len(k) > 300 or not isinstance(entry, dict):
                continue
            token, pin = entry.get("token"), entry.get("fingerprint")
            if not isinstance(token, str) or not TOKEN_RE.fullmatch(token):
                continue
            if isinstance(pin, str) and FINGERPRINT_RE.fullmatch(pin):
                out[k] = {"token": token, "fingerprint": pin}
            else:
                out[k] = {"token": token}
        return out

    def get(self, table: str) -> tuple[str, str | None] | None:
        """``(token, the host's fingerprint)`` kept for ``table`` (the fingerprint None for
        an older version's entry)."""
        entry = self._read().get(table)
        return None if entry is None else (entry["token"], entry.get("fingerprint"))

    def put(self, table: str, token: str, fingerprint: str) -> bool:
        """Keep ``token`` and the host's ``fingerprint`` for ``table``; False if the file
        cannot be written."""
        data = self._read()
        data.pop(table, None)
        data[table] = {"token": token, "fingerprint": fingerprint}
        while len(data) > MAX_ENTRIES:
            data.pop(next(iter(data)))
        return self._write(data)

    def forget(self, table: str) -> None:
        data = self._read()
        if data.pop(table, None) is not None:
            self._write(data)

    def _write(self, data: dict[str, dict[str, str]]) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(data, indent=1) + "\n", mode=0o600)
        except OSError:
            return False  # the seat cannot be re-taken after a restart: the computer plays it
        return True
