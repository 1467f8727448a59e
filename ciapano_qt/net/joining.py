"""A joiner's way in, protocol 3: TLS, then SPAKE2 on the code or the host's pinned
fingerprint, before the hello. Shared by ``ciapano-cli join`` (``client.py``) and the app's
``JoinLink``. (A kept pin that does not match, with the code at hand: the code is proven
instead, as for a first join: the same host's new table there, or someone in the middle who
then fails the proof.)

``secure(wire, code, pin)`` returns the host's fingerprint and the frame decoder to go on
with, or raises ``Failed`` with what went wrong: ``"older"`` (the host answered in clear: an
older program), ``"mitm"`` (a key confirmation or the pin did not match: a wrong code, or
someone between the joiner and the host; final, never retried by itself), ``"refused"`` (the
host's own ``refused`` before the code was proven, in ``message``).
"""

from __future__ import annotations

import asyncio
import ssl
from typing import Any

from . import pake
from .protocol import MAX_HOST_MESSAGE, FrameDecoder, ProtocolError, encode, parse_body
from .secure import client_context, same_fingerprint
from .wire import NotTls, Wire

HANDSHAKE_TIMEOUT = 10.0
MITM_TEXT = "wrong code, or someone between you and the host"
NO_CODE = "the table code is needed to join"
OLDER_TEXT = "the host runs an older version of Ciapanò: it needs to update"


class Failed(Exception):
    def __init__(self, kind: str, text: str, message: dict[str, Any] | None = None) -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text
        self.message = message


def _older(data: bytes) -> bool:
    """Whether ``data`` (the answer to a TLS hello) is a version-2 frame."""
    try:
        bodies = FrameDecoder(MAX_HOST_MESSAGE).feed(data)
        return bool(bodies) and "type" in parse_body(bodies[0])
    except ProtocolError:
        return False


async def _frame(wire: Wire, decoder: FrameDecoder, timeout: float) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        data = await asyncio.wait_for(wire.read(), max(0.0, deadline - loop.time()))
        if not data:
            raise ConnectionError("the host closed the connection")
        bodies = decoder.feed(data)
        if bodies:
            if len(bodies) > 1:
                raise ProtocolError("invalid", "the host ran ahead of the handshake")
            return parse_body(bodies[0])


def _refused(m: dict[str, Any]) -> Failed:
    if m.get("reason") == "code":
        return Failed("mitm", MITM_TEXT, m)
    return Failed("refused", str(m.get("message", "refused"))[:300], m)


async def secure(
    wire: Wire, code: str | None, pin: str | None, timeout: float = HANDSHAKE_TIMEOUT
) -> tuple[str, FrameDecoder]:
    """TLS with the host, then the proof: the pin when one is kept (a rejoin), else SPAKE2
    on ``code``. ``ConnectionError``/``TimeoutError`` when the connection fails."""
    try:
        fingerprint = await wire.connect(client_context(), timeout)
    except NotTls as e:
        if _older(e.data):
            raise Failed("older", OLDER_TEXT) from None
        raise ConnectionError("the host does not speak TLS") from None
    except ssl.SSLError as e:
        raise ConnectionError(f"TLS: {e.reason or e}") from None
    decoder = FrameDecoder(MAX_HOST_MESSAGE)
    if pin is not None and same_fingerprint(fingerprint, pin):
        return fingerprint, decoder
    if code is None:  # a pin that does not match, and no code to prove the host by
        raise Failed("mitm" if pin is not None else "refused", MITM_TEXT if pin else NO_CODE)
    exchange = pake.Exchange(code, pake.JOINER, fingerprint)
    wire.write(encode(pake.joiner_start(exchange)))
    try:
        m = await _frame(wire, decoder, timeout)
        if m.get("type") in ("refused", "closed"):
            raise _refused(m)
        theirs, confirm = pake.read_host_reply(m)
        mine = exchange.finish(theirs)
        exchange.check(confirm)
    except pake.ConfirmationFailed:
        raise Failed("mitm", MITM_TEXT) from None
    except ProtocolError as e:
        raise Failed("refused", f"the host broke the protocol: {e.message}") from None
    wire.write(encode(pake.joiner_confirm(mine)))
    try:
        m = await _frame(wire, decoder, timeout)
    except ProtocolError as e:
        raise Failed("refused", f"the host broke the protocol: {e.message}") from None
    if m != pake.CONFIRMED:
        raise _refused(m) if m.get("type") in ("refused", "closed") else Failed("mitm", MITM_TEXT)
    return fingerprint, decoder
