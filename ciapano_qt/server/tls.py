"""The club's certificate: a real one (``--cert/--key``) or a self-signed one made once and
kept in the data folder; its SHA-256 fingerprint; the TLS contexts of both sides.

A client trusts the server through the system's store, a ``--cafile``, or a pinned SHA-256
fingerprint of the certificate (64 hex digits, colons allowed), checked before a byte of the
game is sent. TLS 1.3 only.
"""

from __future__ import annotations

import hmac
import re
import ssl
from pathlib import Path

from ..net.secure import client_context as pinned_context
from ..net.secure import fingerprint_of, new_identity
from ..storage.atomic import atomic_write_bytes

CERT_NAME, KEY_NAME = "cert.pem", "key.pem"
PIN_RE = re.compile(r"[0-9a-fA-F]{64}")


def fingerprint_der(der: bytes) -> str:
    """``AB:CD:...``: the SHA-256 of a certificate in DER, as people compare it."""
    digest = fingerprint_of(der).upper()
    return ":".join(digest[i : i + 2] for i in range(0, 64, 2))


def fingerprint_file(cert: Path) -> str:
    der = ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii"))
    return fingerprint_der(der)


def parse_pin(text: str) -> str | None:
    """A pinned fingerprint in canonical form, or None when ``text`` is not 64 hex digits
    (colons allowed anywhere)."""
    raw = text.replace(":", "").strip()
    if not PIN_RE.fullmatch(raw):
        return None
    return ":".join(raw.upper()[i : i + 2] for i in range(0, 64, 2))


def pin_matches(pin: str, der: bytes) -> bool:
    return hmac.compare_digest(pin, fingerprint_der(der))


def self_signed(folder: Path) -> tuple[Path, Path]:
    """The data folder's own certificate and key, made on the first run (key mode 0600)."""
    cert, key = folder / CERT_NAME, folder / KEY_NAME
    if cert.exists() and key.exists():
        return cert, key
    folder.mkdir(parents=True, exist_ok=True)
    identity = new_identity("ciapano-server", ("localhost", "127.0.0.1", "::1"))
    atomic_write_bytes(key, identity.key_pem.encode("ascii"), mode=0o600)
    atomic_write_bytes(cert, identity.cert_pem.encode("ascii"), mode=0o644)
    return cert, key


def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    context.load_cert_chain(cert, key)
    return context


def client_context(cafile: Path | None = None, pinned: bool = False) -> ssl.SSLContext:
    """The system's trust store (plus ``cafile``); with ``pinned`` no chain is checked here:
    the caller compares the certificate's fingerprint before sending anything."""
    if pinned:
        return pinned_context()
    context = ssl.create_default_context(cafile=str(cafile) if cafile else None)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context
