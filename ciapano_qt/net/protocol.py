"""The wire format: length-prefixed JSON frames, sans-IO.

A frame is a 4-byte big-endian unsigned length followed by that many bytes of UTF-8 JSON
holding one object. The length is checked before a single byte of the body is buffered, so an
oversized frame costs the reader four bytes, not the frame. See ``docs/network.md``.
"""

from __future__ import annotations

import json
import re
import struct
from typing import Any, Final

PROTOCOL_VERSION: Final = 3
APP: Final = "ciapano"

HEADER = struct.Struct(">I")
MAX_CLIENT_MESSAGE: Final = 1024
"""The largest frame body a host accepts from a client (intents are a few dozen bytes)."""
MAX_HOST_MESSAGE: Final = 65536
"""The largest frame body a client accepts from a host (a full seat view is ~2 KiB)."""
MAX_DEPTH: Final = 8
"""JSON nesting deeper than this is refused (the schema never nests deeper than 4)."""
SURROGATE: Final = re.compile("[\ud800-\udfff]")


class ProtocolError(Exception):
    """A frame or a message that breaks the protocol. ``code`` names the problem."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def encode(message: dict[str, Any], limit: int = MAX_HOST_MESSAGE) -> bytes:
    """One frame holding ``message`` (compact JSON, non-ASCII kept as UTF-8)."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > limit:
        raise ProtocolError("too_large", f"a message of {len(body)} bytes exceeds {limit}")
    return HEADER.pack(len(body)) + body


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


def _has_surrogate(value: Any) -> bool:
    """Whether a string anywhere in ``value`` (a key too) holds a lone surrogate: JSON's
    ``\\ud800`` escape makes one, and it is no text (it cannot be written back as UTF-8)."""
    if isinstance(value, str):
        return SURROGATE.search(value) is not None
    if isinstance(value, dict):
        return any(_has_surrogate(k) or _has_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_surrogate(v) for v in value)
    return False


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_body(body: bytes) -> dict[str, Any]:
    """The object in one frame body, or ``ProtocolError`` (not UTF-8, not JSON, not an
    object, too deep, or a string holding a lone surrogate)."""
    try:
        text = body.decode("utf-8")
        value = json.loads(text, parse_constant=_no_constants)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_json", "the message is not UTF-8 JSON") from None
    if not isinstance(value, dict):
        raise ProtocolError("not_object", "the message is not a JSON object")
    if _depth(value) > MAX_DEPTH:
        raise ProtocolError("too_deep", "the message nests too deeply")
    if "\\u" in text and _has_surrogate(value):
        raise ProtocolError("bad_json", "the message holds a lone surrogate, which is not text")
    return value


class FrameDecoder:
    """Feed bytes as they arrive; take whole frames out. Raises on an oversized length.

    ``feed`` returns the bodies completed by the bytes given (possibly none). After a
    ``ProtocolError`` the stream cannot be resynchronised: the caller closes it.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._need: int | None = None

    def feed(self, data: bytes) -> list[bytes]:
        self._buffer += data
        out: list[bytes] = []
        while True:
            if self._need is None:
                if len(self._buffer) < HEADER.size:
                    break
                (size,) = HEADER.unpack_from(self._buffer)
                if size > self.limit:
                    raise ProtocolError(
                        "too_large", f"a frame of {size} bytes exceeds the limit of {self.limit}"
                    )
                del self._buffer[: HEADER.size]
                self._need = size
            if len(self._buffer) < self._need:
                break
            out.append(bytes(self._buffer[: self._need]))
            del self._buffer[: self._need]
            self._need = None
        return out

    @property
    def pending(self) -> int:
        """Bytes held for a frame not yet complete."""
        return len(self._buffer)
