"""Protocol 3's TLS: the host's self-signed identity, its fingerprint and the TLS contexts.

A host makes one identity per table (an EC P-256 key and a self-signed certificate, with
``cryptography``) and keeps it with the table (``resume.py``), so a resumed table shows the
same fingerprint. Nobody checks the certificate against an authority: a first join binds the
fingerprint into the SPAKE2 key confirmation (``pake.py``), and a rejoin pins it (the joiner
kept it with its token). Both sides speak TLS 1.3 only.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import os
import re
import ssl
import tempfile
from dataclasses import dataclass
from typing import Final

FINGERPRINT_RE: Final = re.compile(r"[0-9a-f]{64}")
TLS_HANDSHAKE: Final = 0x16  # the first byte of a TLS connection (a handshake record)
VALID_DAYS: Final = 3650  # nothing checks it; a table outlives no certificate


@dataclass(frozen=True, slots=True)
class Identity:
    """A host's TLS key and self-signed certificate (PEM text): secret, kept 0600."""

    key_pem: str
    cert_pem: str

    @property
    def fingerprint(self) -> str:
        """The SHA-256 of the certificate (DER), as 64 hex digits."""
        return fingerprint_of(ssl.PEM_cert_to_DER_cert(self.cert_pem))


def fingerprint_of(der: bytes) -> str:
    return hashlib.sha256(der).hexdigest()


def same_fingerprint(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))


def new_identity(name: str = "Ciapanò table", hosts: tuple[str, ...] = ()) -> Identity:
    """A fresh EC P-256 key and a certificate it signs, with subject ``name``. ``hosts``
    (names and IP addresses): the certificate names them and may be trusted as its own
    authority (``--cafile``), as the club server's self-signed one is; a table's names none."""
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
    )
    if hosts:
        entries: list[x509.GeneralName] = []
        for host in hosts:
            try:
                entries.append(x509.IPAddress(ipaddress.ip_address(host)))
            except ValueError:
                entries.append(x509.DNSName(host))
        builder = builder.add_extension(x509.SubjectAlternativeName(entries), critical=False)
        constraints = x509.BasicConstraints(ca=True, path_length=None)
        builder = builder.add_extension(constraints, critical=True)
    cert = builder.sign(key, hashes.SHA256())
    key_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode("ascii")
    return Identity(key_pem, cert.public_bytes(serialization.Encoding.PEM).decode("ascii"))


def check_identity(key_pem: object, cert_pem: object) -> Identity | None:
    """The identity kept in a file, if the key and certificate are valid and belong together."""
    if not isinstance(key_pem, str) or not isinstance(cert_pem, str):
        return None
    if len(key_pem) > 8192 or len(cert_pem) > 8192:
        return None
    try:
        identity = Identity(key_pem, cert_pem)
        server_context(identity)
    except (ssl.SSLError, ValueError, OSError):
        return None
    return identity


def server_context(identity: Identity) -> ssl.SSLContext:
    """The host's TLS 1.3 context with ``identity`` loaded (no client certificates)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.num_tickets = 0  # no session resumption: nothing kept between connections
    # ssl loads a key and certificate only from files: a private temporary folder, at once
    # removed (mkdtemp makes it 0700; the files are written 0600 inside it).
    folder = tempfile.mkdtemp(prefix="ciapano-tls-")
    key_path, cert_path = os.path.join(folder, "key.pem"), os.path.join(folder, "cert.pem")
    try:
        for path, text in ((key_path, identity.key_pem), (cert_path, identity.cert_pem)):
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(text)
        ctx.load_cert_chain(cert_path, key_path)
    finally:
        for path in (key_path, cert_path):
            if os.path.exists(path):
                os.unlink(path)
        os.rmdir(folder)
    return ctx


def client_context() -> ssl.SSLContext:
    """The joiner's TLS 1.3 context. The certificate is self-signed: no authority checks it;
    the joiner checks its fingerprint instead (a pin, or the SPAKE2 key confirmation)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx
