"""Invitation codes to a private table: 50 random bits written to be read aloud.

Ten characters from an alphabet without look-alikes (no 0/O, no 1/I), grouped 4-4-2 with
dashes (``KQ7M-3XTR-W9``). What a person types is read leniently (any case, dashes and spaces
anywhere). A code is found through a keyed hash, so a lookup's timing says nothing of the
codes kept, and confirmed with a constant-time comparison.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Final

ALPHABET: Final = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 symbols: 5 bits each
LENGTH: Final = 10  # 50 bits
GROUPS: Final = (4, 4, 2)


def new_code() -> str:
    """A fresh code from the system's random source, e.g. ``KQ7M-3XTR-W9``."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
    return format_code(raw)


def format_code(raw: str) -> str:
    parts, i = [], 0
    for size in GROUPS:
        parts.append(raw[i : i + size])
        i += size
    return "-".join(parts)


def normalize(text: object) -> str | None:
    """The canonical form of a typed code, or None when it cannot be one."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    raw = "".join(ch for ch in text.upper() if ch not in "- ")
    if len(raw) != LENGTH or any(ch not in ALPHABET for ch in raw):
        return None
    return format_code(raw)


class SecretIndex:
    """Secrets (invitation codes, rejoin tokens), each naming a table id: found through a
    keyed hash, so a lookup's timing says nothing of the secrets kept, and confirmed with a
    constant-time comparison."""

    def __init__(self) -> None:
        self._key = secrets.token_bytes(32)
        self._tables: dict[bytes, tuple[str, str]] = {}  # keyed hash -> (secret, table id)

    def _slot(self, secret: str) -> bytes:
        return hmac.new(self._key, secret.encode("utf-8"), hashlib.sha256).digest()

    def add(self, secret: str, table: str) -> None:
        self._tables[self._slot(secret)] = (secret, table)

    def remove(self, secret: str) -> None:
        self._tables.pop(self._slot(secret), None)

    def __contains__(self, secret: str) -> bool:
        return self._slot(secret) in self._tables

    def __len__(self) -> int:
        return len(self._tables)

    def find(self, secret: str) -> str | None:
        entry = self._tables.get(self._slot(secret))
        if entry is None or not hmac.compare_digest(entry[0], secret):
            return None
        return entry[1]


class CodeBook(SecretIndex):
    """The invitation codes in use, each naming a table id."""

    def find(self, typed: object) -> str | None:
        """The table id of a typed code, or None."""
        code = normalize(typed)
        return None if code is None else super().find(code)
