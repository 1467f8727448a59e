"""Who may sit down: the six-digit table code, the limits on wrong codes, rejoin tokens.

Before the match a joiner needs the code; after it starts only a seat's rejoin token admits.
Wrong codes and wrong tokens count against the address (at most 5 a minute); after 50 wrong
codes in all the table draws a new code. Secrets are compared in constant time.
"""

from __future__ import annotations

import hmac
import random
import secrets
from collections.abc import Mapping
from typing import Any

from .limits import PerAddress

WRONG_PER_ADDRESS = 5  # wrong codes or tokens a minute from one address
WRONG_PER_TABLE = 50  # wrong codes in all before a new code is drawn


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
        self.wrong_codes = 0
        self.by_address = PerAddress(WRONG_PER_ADDRESS, 60.0)

    def held_back(self, address: str, now: float) -> bool:
        """Whether ``address`` used up its wrong attempts for the minute."""
        return self.by_address.full(address, now)

    def check_code(self, address: str, code: Any, now: float) -> tuple[bool, str | None]:
        """``(right, new code)``: whether ``code`` is the table's, and a code drawn anew."""
        if hmac.compare_digest(str(code or ""), self.code):
            return True, None
        self.by_address.add(address, now)
        self.wrong_codes += 1
        if self.wrong_codes < WRONG_PER_TABLE:
            return False, None
        self.wrong_codes = 0
        self.code = new_code()
        return False, self.code

    def seat_of_token(
        self, tokens: Mapping[int, str], token: Any, address: str, now: float
    ) -> int | None:
        """The seat whose token ``token`` is; a wrong token counts against ``address``."""
        found = None
        if isinstance(token, str):
            for seat, known in tokens.items():
                if known and hmac.compare_digest(known, token):
                    found = seat
        if found is None and token is not None:
            self.by_address.add(address, now)
        return found
