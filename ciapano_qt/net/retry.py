"""When a joiner tries again, until when, and how long it listens (sans-IO: the caller's clock).

A joiner whose connection drops, or whom a host turns away as ``busy``, tries again, for a
while, and not in a storm: ``Backoff`` gives the pause before each try (doubling up to a cap,
each drawn at random between half and all of it, so many joiners do not come back at the same
instant; only a connection that made progress and lasted ``STABLE`` seconds starts it afresh).
The while is a deadline that only **real progress** renews (``Progress``): being seated the
first time, or the game moving on past every moment seen before *during* one connection. A
host that greets and drops, again and again, even at a new moment each time, renews nothing;
the joiner gives up when the deadline passes.

``Silence`` is how long a read may wait: a silence limit counted in whole messages (bytes of a
frame not yet complete are no sign of life), and a limit on a frame begun and not finished.
See docs/network.md ("Faults").
"""

from __future__ import annotations

import random

BASE = 0.25  # s: the first pause of the headless joiner
CAP = 5.0  # s: the longest
STABLE = 10.0  # s: a connection that made progress and lasted this long starts pauses afresh


class Backoff:
    """Pauses between tries: ``base``, twice that, ... up to ``cap``, each with jitter."""

    def __init__(self, base: float = BASE, cap: float = CAP, rng: random.Random | None = None):
        self.base = base
        self.cap = cap
        self.rng = rng or random.Random()
        self.tries = 0

    def next(self) -> float:
        """The pause before the next try (between half and all of the step's length)."""
        step: float = min(self.cap, self.base * (2.0 ** min(self.tries, 30)))
        self.tries += 1
        return step * (0.5 + 0.5 * self.rng.random())

    def reset(self) -> None:
        self.tries = 0


class Progress:
    """Whether the host's messages are real progress (what renews a joiner's deadline)."""

    def __init__(self) -> None:
        self.seated = False  # a first welcome came (on any connection)
        self.match: str | None = None  # the token of the match the moments are of
        self.best: tuple[int, int] | None = None  # its latest moment seen, on any connection
        self.first: tuple[int, int] | None = None  # this connection's first moment seen

    def connected(self) -> None:
        """A new connection: its first moment is not progress yet (a host may say anything
        once; the game must move on while connected)."""
        self.first = None

    def heard(self, kind: str, moment: tuple[int, int], token: str | None = None) -> bool:
        """A checked message of ``kind`` at ``moment`` came (a ``start``: with its match's
        ``token``): True when it is progress."""
        if kind == "welcome" and not self.seated:
            self.seated = True
            return True
        if kind == "start" and token != self.match:  # another match: its moments start anew
            self.match, self.best, self.first = token, None, None
        if kind != "state":
            return False
        if self.first is None:
            self.first = moment
            self.best = moment if self.best is None else max(self.best, moment)
            return False
        if self.best is not None and moment <= self.best:
            return False
        self.best = moment  # later than every moment seen, this connection's first too
        return True


class Silence:
    """How long a read may wait: ``limit`` seconds after the last whole message (None: no
    limit), and ``partial`` seconds for a frame begun to be finished (None: no limit)."""

    def __init__(self, now: float, limit: float | None, partial: float | None = None) -> None:
        self.limit = limit
        self.partial = partial
        self.last = now  # the last whole message (or the connection's start)
        self.begun: float | None = None  # when the frame not yet complete began

    def read(self, now: float, whole: bool, pending: int) -> None:
        """Bytes came: ``whole`` if they completed a message, ``pending`` bytes still wait."""
        if whole:
            self.last = now
            self.begun = None
        if not pending:
            self.begun = None
        elif self.begun is None or whole:
            self.begun = now

    def left(self, now: float) -> float | None:
        """Seconds the next read may wait (0: give up now), None for no limit."""
        ends = []
        if self.limit is not None:
            ends.append(self.last + self.limit)
        if self.partial is not None and self.begun is not None:
            ends.append(self.begun + self.partial)
        return max(0.0, min(ends) - now) if ends else None
