"""Protocol 3's proof of the table code, sans-IO: SPAKE2 on the six digits, then a key
confirmation in both directions bound to the host's certificate.

Both sides run symmetric SPAKE2 (the ``spake2`` package) on the code: each sends one message
and both derive the same key only if they used the same code; the code itself never travels,
and someone in the middle gets one guess per exchange. From the SPAKE2 key, HKDF-SHA256
derives a confirmation key; each side sends HMAC-SHA256 over the protocol version, its role
and the SHA-256 fingerprint of the host's certificate *as it sees it*, and checks the other's
in constant time. A machine in the middle that terminates TLS with its own certificate makes
the fingerprints differ, so the confirmations fail even if it relays the SPAKE2 messages.

The messages (JSON frames inside TLS, ``docs/network.md``): the joiner's
``{"type": "pake", "protocol": 3, "spake": HEX}``; the host's ``{"type": "pake", "spake": HEX,
"confirm": HEX}``; the joiner's ``{"type": "confirm", "confirm": HEX}``; the host's
``{"type": "confirmed"}`` (or a ``refused``). Only then the hello.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import Any, Final

from .protocol import PROTOCOL_VERSION, ProtocolError

SPAKE_ID: Final = b"ciapano table code"
CONFIRM_INFO: Final = b"ciapano protocol 3 key confirmation"
HEX_RE: Final = re.compile(r"[0-9a-f]{2,256}")
HOST, JOINER = "host", "joiner"


class ConfirmationFailed(Exception):
    """The other side's key confirmation does not match: a wrong code, or someone between."""


def _hex(value: Any, what: str) -> bytes:
    if not isinstance(value, str) or not HEX_RE.fullmatch(value) or len(value) % 2:
        raise ProtocolError("invalid", f"the {what} is not hex")
    return bytes.fromhex(value)


def _confirm_key(spake_key: bytes) -> bytes:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    return HKDF(hashes.SHA256(), 32, salt=None, info=CONFIRM_INFO).derive(spake_key)


def confirmation(key: bytes, role: str, fingerprint: str) -> bytes:
    """The MAC ``role`` sends: HMAC-SHA256 over the version, the role and the fingerprint."""
    text = f"ciapano|protocol {PROTOCOL_VERSION}|{role}|{fingerprint}".encode("ascii")
    return hmac.new(key, text, hashlib.sha256).digest()


class Exchange:
    """One side's SPAKE2 and confirmation. ``fingerprint``: the host's certificate's as this
    side sees it (the host its own; the joiner the one TLS showed it)."""

    def __init__(self, code: str, role: str, fingerprint: str) -> None:
        from spake2 import SPAKE2_Symmetric

        self.role = role
        self.fingerprint = fingerprint
        self._spake = SPAKE2_Symmetric(code.encode("ascii"), idSymmetric=SPAKE_ID)
        self.message = self._spake.start()
        self.key: bytes | None = None

    def finish(self, other: bytes) -> bytes:
        """Take the other side's SPAKE2 message; return this side's confirmation."""
        from spake2 import SPAKEError

        try:
            self.key = _confirm_key(self._spake.finish(other))
        except (SPAKEError, ValueError, AssertionError) as e:
            raise ConfirmationFailed(f"a bad SPAKE2 message: {e}") from None
        return confirmation(self.key, self.role, self.fingerprint)

    def check(self, other_confirm: bytes) -> None:
        """The other side's confirmation, compared in constant time; raises if it differs."""
        assert self.key is not None
        other = JOINER if self.role == HOST else HOST
        expected = confirmation(self.key, other, self.fingerprint)
        if not hmac.compare_digest(expected, other_confirm):
            raise ConfirmationFailed("the key confirmation does not match")


# The frames ----------------------------------------------------------------------------


def joiner_start(exchange: Exchange) -> dict[str, Any]:
    return {"type": "pake", "protocol": PROTOCOL_VERSION, "spake": exchange.message.hex()}


def read_joiner_start(m: dict[str, Any]) -> bytes:
    """The joiner's SPAKE2 message (``ProtocolError`` when the frame is not one)."""
    if m.get("type") != "pake" or set(m) != {"type", "protocol", "spake"}:
        raise ProtocolError("invalid", "expected the joiner's pake message")
    return _hex(m["spake"], "SPAKE2 message")


def host_reply(exchange: Exchange, joiner_message: bytes) -> dict[str, Any]:
    confirm = exchange.finish(joiner_message)
    return {"type": "pake", "spake": exchange.message.hex(), "confirm": confirm.hex()}


def read_host_reply(m: dict[str, Any]) -> tuple[bytes, bytes]:
    if m.get("type") != "pake" or set(m) != {"type", "spake", "confirm"}:
        raise ProtocolError("invalid", "expected the host's pake message")
    return _hex(m["spake"], "SPAKE2 message"), _hex(m["confirm"], "confirmation")


def joiner_confirm(confirm: bytes) -> dict[str, Any]:
    return {"type": "confirm", "confirm": confirm.hex()}


def read_joiner_confirm(m: dict[str, Any]) -> bytes:
    if m.get("type") != "confirm" or set(m) != {"type", "confirm"}:
        raise ProtocolError("invalid", "expected the joiner's confirmation")
    return _hex(m["confirm"], "confirmation")


CONFIRMED: Final = {"type": "confirmed"}
