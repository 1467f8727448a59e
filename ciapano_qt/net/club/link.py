"""The invitation link to a private table at a club, and a club's typed address.

A link carries everything a player needs to join, in one line to paste or open:
``ciapano://HOST:PORT/CODE?pin=HEX`` (an IPv6 host in brackets; no ``?pin`` for a club whose
certificate an authority vouches for). ``pin`` is the SHA-256 fingerprint of the club's
certificate, so the joiner's app can check it is talking to the club the inviter meant.

What a person pastes is read leniently where that is harmless (surrounding whitespace, the
scheme and host in any case, a code in lower case or without dashes, a pin with colons,
percent-encoding where a URL allows it: the host name, the code, the query) and strictly
everywhere else: user info, a fragment, an unknown or repeated query key, a port outside
1..65535, a pin that is not 64 hex digits, an over-long text are refused. A refusal is a
``LinkError`` whose ``reason`` is one of a few constants, for the app to word in its languages.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Final

from ..address import format_address
from .codes import normalize
from .trust import parse_pin

SCHEME: Final = "ciapano"
DEFAULT_PORT: Final = 8443  # a club's port when a typed address names none (docs/server.md)
MAX_LENGTH: Final = 512  # a real link is under 140 characters

# Why a text is not a link (``LinkError.reason``): the app words each in five languages.
NOT_A_LINK: Final = "not_a_link"
BAD_HOST: Final = "bad_host"
BAD_PORT: Final = "bad_port"
BAD_CODE: Final = "bad_code"
BAD_PIN: Final = "bad_pin"
UNKNOWN_PART: Final = "unknown_part"
TOO_LONG: Final = "too_long"
REASONS: Final = (NOT_A_LINK, BAD_HOST, BAD_PORT, BAD_CODE, BAD_PIN, UNKNOWN_PART, TOO_LONG)

_LABEL = re.compile(r"(?!-)[a-z0-9-]{1,63}(?<!-)")
_PORT = re.compile(r"[0-9]{1,5}")
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")
_NUMERIC_HOST = re.compile(r"[0-9.]+")
_IPV6_LITERAL = re.compile(r"[0-9A-Fa-f:.]+")
_PCHARS = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@%]*")  # what a URL's path may hold raw


class LinkError(ValueError):
    """A text that is not an invitation link (or a club's address); ``reason`` says why."""

    def __init__(self, reason: str) -> None:
        assert reason in REASONS, reason
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Invitation:
    """A private table at a club: where the club is, the table's code, the club's pin."""

    host: str
    port: int
    code: str  # canonical, ``KQ7M-3XTR-W9``
    pin: str | None  # the club certificate's SHA-256 (``AB:CD:...``); None: an authority's

    def text(self) -> str:
        """The link to share: ``ciapano://HOST:PORT/CODE?pin=HEX``."""
        link = f"{SCHEME}://{self.address()}/{self.code}"
        if self.pin is None:
            return link
        return f"{link}?pin={self.pin.replace(':', '').lower()}"

    def address(self) -> str:
        """The club's address as people read it: ``HOST:PORT`` (IPv6 in brackets)."""
        return format_address(self.host, self.port)

    def url(self) -> str:
        """The club's address for the connection: ``wss://HOST:PORT``."""
        return f"wss://{self.address()}"


def _unescape(text: str, reason: str) -> str:
    """``text`` with its percent-escapes decoded; refused (``reason``) when an escape is broken
    or the result is not printable ASCII."""
    if "%" in _ESCAPE.sub("", text):
        raise LinkError(reason)
    decoded = _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    if not all(" " <= ch <= "~" for ch in decoded):
        raise LinkError(reason)
    return decoded


def _host(text: str) -> str:
    """A host name or an IPv4 address (lower case), or an IPv6 address without brackets."""
    if ":" in text:  # only an IPv6 address has colons, and it has no escapes nor zone
        if not _IPV6_LITERAL.fullmatch(text):
            raise LinkError(BAD_HOST)
        try:
            return str(ipaddress.IPv6Address(text))
        except ValueError:
            raise LinkError(BAD_HOST) from None
    name = _unescape(text, BAD_HOST).lower()
    if _NUMERIC_HOST.fullmatch(name):
        try:
            return str(ipaddress.IPv4Address(name))
        except ValueError:
            raise LinkError(BAD_HOST) from None
    labels = name.split(".")
    if len(name) > 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise LinkError(BAD_HOST)
    if labels[-1].isdigit():  # ``10.0.0.300``-like, or a number: not a name
        raise LinkError(BAD_HOST)
    return name


def _authority(text: str, bare_ipv6: bool) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT``, ``[IPV6]`` or ``[IPV6]:PORT`` (with ``bare_ipv6``, as typed:
    an IPv6 address without brackets nor port too); the default port when none."""
    if "@" in text:
        raise LinkError(UNKNOWN_PART)
    if text.startswith("["):
        inside, bracket, rest = text[1:].partition("]")
        if not bracket or ":" not in inside:
            raise LinkError(BAD_HOST)
        host = _host(inside)
        if rest and not rest.startswith(":"):
            raise LinkError(BAD_HOST)
        port_text = rest[1:] if rest else None
    elif bare_ipv6 and text.count(":") > 1:
        host, port_text = _host(text), None  # a bare IPv6 address, typed
    else:
        name, colon, after = text.partition(":")
        host, port_text = _host(name), (after if colon else None)
    if port_text is None:
        return host, DEFAULT_PORT
    if not _PORT.fullmatch(port_text) or not 0 < int(port_text) < 65536:
        raise LinkError(BAD_PORT)
    return host, int(port_text)


def _pin(query: str) -> str | None:
    """The pin in a link's query: ``pin=HEX``, nothing else, once."""
    pin: str | None = None
    if not _PCHARS.fullmatch(query.replace("/", "").replace("?", "")):
        raise LinkError(UNKNOWN_PART)
    for item in query.split("&") if query else ():
        key, equals, value = item.partition("=")
        if _unescape(key, UNKNOWN_PART) != "pin":
            raise LinkError(UNKNOWN_PART)
        if not equals or pin is not None:
            raise LinkError(BAD_PIN)
        pin = parse_pin(_unescape(value, BAD_PIN))
        if pin is None:
            raise LinkError(BAD_PIN)
    return pin


def _trimmed(text: str) -> str:
    if len(text) > 8 * MAX_LENGTH:
        raise LinkError(TOO_LONG)
    text = text.strip()
    if len(text) > MAX_LENGTH:
        raise LinkError(TOO_LONG)
    return text


def parse_invitation(text: str) -> Invitation:
    """The invitation a pasted link carries; ``LinkError`` when it is not one."""
    text = _trimmed(text)
    prefix = f"{SCHEME}://"
    if text[: len(prefix)].lower() != prefix:
        raise LinkError(NOT_A_LINK)
    rest = text[len(prefix) :]
    if "#" in rest:
        raise LinkError(UNKNOWN_PART)
    before, _, query = rest.partition("?")
    authority, slash, path = before.partition("/")
    host, port = _authority(authority, bare_ipv6=False)
    if "/" in path:
        raise LinkError(UNKNOWN_PART)
    if not _PCHARS.fullmatch(path):
        raise LinkError(BAD_CODE)
    code = normalize(_unescape(path, BAD_CODE)) if slash else None
    if code is None:
        raise LinkError(BAD_CODE)
    return Invitation(host, port, code, _pin(query))


def parse_club_address(text: str) -> tuple[str, int]:
    """A club's address as a player types it: ``HOST``, ``HOST:PORT``, ``[IPV6]:PORT``, a bare
    IPv6 address, each optionally as ``wss://...`` (the CLI's form) with a trailing ``/``; the
    club's default port when none is given. ``LinkError`` when it is not one."""
    text = _trimmed(text)
    if text[:6].lower() == "wss://":
        text = text[6:]
    elif "://" in text:
        raise LinkError(NOT_A_LINK)
    if text.endswith("/"):
        text = text[:-1]
    if not text:
        raise LinkError(BAD_HOST)
    if any(ch in text for ch in "/?#"):
        raise LinkError(UNKNOWN_PART)
    return _authority(text, bare_ipv6=True)
