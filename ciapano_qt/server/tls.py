"""The club's certificate: a real one (``--cert/--key``) or a self-signed one made once and
kept in the data folder; its SHA-256 fingerprint; the TLS contexts of both sides.

A client trusts the server through the system's store, a ``--cafile``, or a pinned SHA-256
fingerprint of the certificate (64 hex digits, colons allowed), checked before a byte of the
game is sent. TLS 1.3 only.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import ipaddress
import re
import ssl
from pathlib import Path

from ..storage.atomic import atomic_write_bytes

CERT_NAME, KEY_NAME = "cert.pem", "key.pem"
PIN_RE = re.compile(r"[0-9a-fA-F]{64}")
YEARS = 10


def fingerprint_der(der: bytes) -> str:
    """``AB:CD:...``: the SHA-256 of a certificate in DER, as people compare it."""
    digest = hashlib.sha256(der).hexdigest().upper()
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
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    folder.mkdir(parents=True, exist_ok=True)
    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "ciapano-server")])
    now = datetime.datetime.now(datetime.UTC)
    alt = x509.SubjectAlternativeName(
        [
            x509.DNSName("localhost"),
            x509.IPAddress(ipaddress.ip_address("127.0.0.1")),
            x509.IPAddress(ipaddress.ip_address("::1")),
        ]
    )
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=365 * YEARS))
        .add_extension(alt, critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(private, hashes.SHA256())
    )
    key_pem = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    atomic_write_bytes(key, key_pem, mode=0o600)
    atomic_write_bytes(cert, certificate.public_bytes(serialization.Encoding.PEM), mode=0o644)
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
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    else:
        context = ssl.create_default_context(cafile=str(cafile) if cafile else None)
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    return context
