"""Who may sit down: the six-digit table code, the limits on wrong codes, rejoin tokens.

Before the match a joiner needs the code; after it starts only a seat's rejoin token admits.
A valid token is looked for first, in constant time, and no limit ever refuses it. Wrong codes
and wrong tokens count against their address and against the table:

- **per address:** 5 wrong in a minute, then that address's code attempts pause (``busy``,
  even the right code) until the minute has passed;
- **per table:** 20 wrong in a minute from all addresses together, then every code attempt
  pauses until the minute has passed;
- **a new code:** after 50 wrong codes in all (since the code was drawn) a new code is drawn
  and shown to the host ("someone is guessing the code"); the guesses at the old one are worth
  nothing now, so the table's minute starts afresh.

So a guesser gets at most 20 tries a minute at one table whatever its addresses, and each
code at most 50 (a chance of 50 in a million) before it is drawn anew. See docs/network.md.
"""

from __future__ import annotations

import hmac
import random
import secrets
from collections.abc import Mapping
from typing import Any

from .limits import PerAddress, SlidingWindow

WRONG_PER_ADDRESS = 5  # wrong codes or tokens a minute from one address, then a pause
WRONG_PER_TABLE = 50  # wrong codes in all before a new code is drawn
WRONG_PER_MINUTE = 20  # wrong codes or tokens a minute from all addresses, then a pause
PAUSE = 60.0  # the window of both pauses

ADDRESS_PAUSED = "too many wrong codes from this address: wait a minute"
TABLE_PAUSED = "too many wrong codes at this table: wait a minute"


def new_code(rng: random.Random | None = None) -> str:
    """A six-digit table code (from the system's random source unless ``rng`` is given)."""
    value = rng.randrange(1_000_000) if rng else secrets.randbelow(1_000_000)
    return f"{value:06d}"


def new_token() -> str:
    """A rejoin token: 128 random bits as 32 hex digits."""
    return secrets.token_hex(16)


class Admission:
    def __init__(self, code: str) -> None:
        self.code = code
        self.wrong_codes = 0  # since the code was drawn
        self.by_address = PerAddress(WRONG_PER_ADDRESS, PAUSE)
        self.at_table = SlidingWindow(WRONG_PER_MINUTE, PAUSE)

    def held_back(self, address: str, now: float) -> str | None:
        """Why a code attempt from ``address`` waits now (the refusal's text), or None."""
        if self.by_address.full(address, now):
            return ADDRESS_PAUSED
        if self.at_table.full(now):
            return TABLE_PAUSED
        return None

    def _wrong(self, address: str, now: float) -> None:
        self.by_address.add(address, now)
        self.at_table.add(now)

    def check_code(self, address: str, code: Any, now: float) -> tuple[bool, str | None]:
        """``(right, new code)``: whether ``code`` is the table's, and a code drawn anew."""
        if hmac.compare_digest(str(code or ""), self.code):
            return True, None
        self._wrong(address, now)
        self.wrong_codes += 1
        if self.wrong_codes < WRONG_PER_TABLE:
            return False, None
        self.wrong_codes = 0
        self.code = new_code()
        self.at_table = SlidingWindow(WRONG_PER_MINUTE, PAUSE)  # the old code's guesses are moot
        return False, self.code

    def seat_of_token(
        self, tokens: Mapping[int, str], token: Any, address: str, now: float
    ) -> int | None:
        """The seat whose token ``token`` is, whatever the limits (every token is compared,
        in constant time); a wrong token counts against ``address`` and the table."""
        found = None
        if isinstance(token, str):
            for seat, known in tokens.items():
                if known and hmac.compare_digest(known, token):
                    found = seat
        if found is None and token is not None:
            self._wrong(address, now)
        return found
