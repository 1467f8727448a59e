"""The club's certificate: a real one (``--cert/--key``) or a self-signed one made once and
kept in the data folder; its fingerprint; the server's TLS context (TLS 1.3 only). How a
client trusts it is ``net.club.trust``.
"""

from __future__ import annotations

import ssl
from pathlib import Path

from ..net.club.trust import fingerprint_der
from ..net.secure import new_identity
from ..storage.atomic import atomic_write_bytes

CERT_NAME, KEY_NAME = "cert.pem", "key.pem"


def fingerprint_file(cert: Path) -> str:
    der = ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii"))
    return fingerprint_der(der)


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
