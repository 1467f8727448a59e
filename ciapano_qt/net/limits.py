"""Rate limits, driven by the caller's clock (sans-IO: no sleeping, no timers)."""

from __future__ import annotations

from collections import deque
from typing import SupportsIndex, TypeVar

T = TypeVar("T")


class TokenBucket:
    """``rate`` events a second on average, bursts of up to ``burst``."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp = now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class SlidingWindow:
    """Counts events in the last ``window`` seconds: at most ``limit`` are allowed."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self.events: deque[float] = deque()

    def _expire(self, now: float) -> None:
        while self.events and self.events[0] <= now - self.window:
            self.events.popleft()

    def full(self, now: float) -> bool:
        self._expire(now)
        return len(self.events) >= self.limit

    def add(self, now: float) -> None:
        self._expire(now)
        self.events.append(now)


class PerAddress:
    """A sliding window per remote address; forgets idle addresses so memory stays bounded."""

    def __init__(self, limit: int, window: float, max_addresses: int = 4096) -> None:
        self.limit = limit
        self.window = window
        self.max_addresses = max_addresses
        self.windows: dict[str, SlidingWindow] = {}

    def full(self, address: str, now: float) -> bool:
        w = self.windows.get(address)
        return w is not None and w.full(now)

    def add(self, address: str, now: float) -> None:
        if address not in self.windows and len(self.windows) >= self.max_addresses:
            for key in [k for k, w in self.windows.items() if not w.full(now) and not w.events]:
                del self.windows[key]
            if len(self.windows) >= self.max_addresses:
                self.windows.pop(next(iter(self.windows)))
        self.windows.setdefault(address, SlidingWindow(self.limit, self.window)).add(now)


class Recent(list[T]):
    """A list that keeps only its last ``keep`` items (``dropped`` counts the others): what a
    peer can make a program note down, a bug's exception, never grows its memory."""

    def __init__(self, keep: int) -> None:
        super().__init__()
        self.keep = keep
        self.dropped = 0

    def append(self, item: T) -> None:
        super().append(item)
        if len(self) > self.keep:
            del self[0]
            self.dropped += 1

    def insert(self, index: SupportsIndex, item: T) -> None:
        super().insert(index, item)
        while len(self) > self.keep:
            del self[0]
            self.dropped += 1
