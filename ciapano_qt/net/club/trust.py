"""How a club client trusts the club's certificate: the system's store, a ``cafile``, or a
pinned SHA-256 fingerprint (64 hex digits, colons allowed) compared before a byte of the game
is sent. TLS 1.3 only. The server's side (its certificate and context) is ``server.tls``.

``probe`` looks at a club's certificate before anything else (``clubs.decide`` judges it).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import re
import ssl
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Seen:
    """A club's certificate as a handshake showed it: its fingerprint (``AB:CD:...``) and
    whether a known authority (the system's store, or the ``cafile``) vouches for it."""

    fingerprint: str
    authority: bool


async def _handshake(host: str, port: int, context: ssl.SSLContext) -> bytes:
    """One TLS handshake with ``host:port``: the certificate it showed (DER); then closed."""
    _, writer = await asyncio.open_connection(host, port, ssl=context, server_hostname=host)
    try:
        ssl_object = writer.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
        if not der:
            raise ssl.SSLError("the club showed no certificate")
        return bytes(der)
    finally:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()


async def probe(host: str, port: int, timeout: float, cafile: Path | None = None) -> Seen:
    """The club's certificate: a TLS 1.3 handshake checked against the system's store (and
    ``cafile``); when no authority vouches for it, a second one that only reads it. Nothing
    of the game is sent. All within ``timeout`` seconds; ``OSError`` (``TimeoutError`` and
    ``ssl.SSLError`` included) when the club cannot be reached or speaks no TLS 1.3."""
    async with asyncio.timeout(timeout):
        try:
            der = await _handshake(host, port, client_context(cafile))
            return Seen(fingerprint_der(der), authority=True)
        except ssl.SSLCertVerificationError:
            pass
        der = await _handshake(host, port, client_context(pinned=True))
        return Seen(fingerprint_der(der), authority=False)
