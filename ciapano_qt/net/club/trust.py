"""How a club client trusts the club's certificate: the system's store, a ``cafile``, or a
pinned SHA-256 fingerprint (64 hex digits, colons allowed) compared before a byte of the game
is sent. TLS 1.3 only. The server's side (its certificate and context) is ``server.tls``.
"""

from __future__ import annotations

import hmac
import re
import ssl
from pathlib import Path

from ..secure import client_context as pinned_context
from ..secure import fingerprint_of

PIN_RE = re.compile(r"[0-9a-fA-F]{64}")


def fingerprint_der(der: bytes) -> str:
    """``AB:CD:...``: the SHA-256 of a certificate in DER, as people compare it."""
    digest = fingerprint_of(der).upper()
    return ":".join(digest[i : i + 2] for i in range(0, 64, 2))


def parse_pin(text: str) -> str | None:
    """A pinned fingerprint in canonical form, or None when ``text`` is not 64 hex digits
    (colons allowed anywhere)."""
    raw = text.replace(":", "").strip()
    if not PIN_RE.fullmatch(raw):
        return None
    return ":".join(raw.upper()[i : i + 2] for i in range(0, 64, 2))


def pin_matches(pin: str, der: bytes) -> bool:
    return hmac.compare_digest(pin, fingerprint_der(der))


def client_context(cafile: Path | None = None, pinned: bool = False) -> ssl.SSLContext:
    """The system's trust store (plus ``cafile``); with ``pinned`` no chain is checked here:
    the caller compares the certificate's fingerprint before sending anything."""
    if pinned:
        return pinned_context()
    context = ssl.create_default_context(cafile=str(cafile) if cafile else None)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context
