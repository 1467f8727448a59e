"""The clubs a player has visited, remembered between runs, and the trust decision for a club.

The book is a small versioned JSON file the caller names (the app keeps ``clubs.json`` in its
app-data folder)::

    {"format": "ciapano-clubs", "version": 1,
     "clubs": [{"host": "club.example.org", "port": 8443, "name": "Ann",
                "pin": "AB:CD:...", "used": 1764900000.0}, ...]}

Each club: its address (the host in canonical form, as ``link.parse_club_address`` gives it),
the name the player used there (``""`` before the first visit), the SHA-256 fingerprint of its
certificate when the player pinned it (None: an authority vouches for the club's certificate,
nothing to pin), and when it was last used. Most recent first; at most ``MAX_CLUBS`` (the
oldest is forgotten). A file that is not such a book is renamed aside (never deleted) by
``load``, which starts an empty book and keeps the reason in ``refused``; ``save`` replaces the
file atomically.

``decide`` is the trust decision as data: an authority's certificate needs nothing, a pinned
club's certificate must match its pin, a new self-signed one is the player's to confirm.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from ...engine.errors import RecordError
from ...storage.atomic import atomic_write_text, remove_stale_temps
from ...storage.reader import read_json
from ...storage.saves import aside_label, keep_aside
from ..address import format_address
from ..schema import is_name
from ..secure import same_fingerprint
from .link import LinkError, parse_club_address
from .trust import Seen, parse_pin

NAME: Final = "clubs.json"
FORMAT: Final = "ciapano-clubs"
VERSION: Final = 1
MAX_CLUBS: Final = 32
MAX_BYTES: Final = 64 * 1024  # 32 clubs take about 6 KB

Address = tuple[str, int]  # (host, port) as ``link.parse_club_address`` gives it


@dataclass(frozen=True)
class Club:
    host: str
    port: int
    name: str  # the player's name there; "" before the first visit
    pin: str | None  # ``AB:CD:...``; None: an authority's certificate
    used: float  # seconds since the epoch

    @property
    def address(self) -> Address:
        return (self.host, self.port)

    def text(self) -> str:
        """``HOST:PORT`` as people read it."""
        return format_address(self.host, self.port)


@dataclass(frozen=True)
class Refused:
    """A book file that could not be read: why (``error.message`` names the problem in
    English, ``error.code`` for the app's words), and where it was kept (None: it could not
    be renamed, or it is not a file)."""

    error: RecordError
    kept_as: Path | None


def _bad(path: Path, problem: str) -> RecordError:
    return RecordError("clubs.bad_file", f"{path.name}: {problem}", path=str(path))


def _club(path: Path, i: int, item: Any) -> Club:
    if not isinstance(item, dict) or set(item) != {"host", "port", "name", "pin", "used"}:
        raise _bad(path, f"club {i + 1} is not host, port, name, pin and used")
    host, port, name, pin, used = (item[k] for k in ("host", "port", "name", "pin", "used"))
    if not isinstance(host, str) or isinstance(port, bool) or not isinstance(port, int):
        raise _bad(path, f"club {i + 1} has no address")
    try:
        address = parse_club_address(format_address(host, port))
    except LinkError:
        address = None
    if address != (host, port):
        raise _bad(path, f"club {i + 1} has a bad address")
    if not (name == "" or is_name(name)):
        raise _bad(path, f"club {i + 1} has a bad name")
    if pin is not None and (not isinstance(pin, str) or parse_pin(pin) != pin):
        raise _bad(path, f"club {i + 1} has a bad pin")
    if isinstance(used, bool) or not isinstance(used, int | float) or not math.isfinite(used):
        raise _bad(path, f"club {i + 1} has a bad time")
    return Club(host, port, name, pin, float(used))


def _clubs(path: Path, data: Any) -> list[Club]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("record.unknown_format", f"{path.name} is not a book of clubs")
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise RecordError(
            "record.bad_version", f"{path.name} has an unknown version", path=str(path)
        )
    items = data.get("clubs")
    if set(data) != {"format", "version", "clubs"} or not isinstance(items, list):
        raise _bad(path, "not format, version and clubs")
    if len(items) > MAX_CLUBS:
        raise _bad(path, f"more than {MAX_CLUBS} clubs")
    clubs = [_club(path, i, item) for i, item in enumerate(items)]
    if len({club.address for club in clubs}) != len(clubs):
        raise _bad(path, "a club is there twice")
    return sorted(clubs, key=lambda club: -club.used)


class ClubBook:
    """The remembered clubs, most recent first (see the module)."""

    def __init__(self, path: Path, clubs: list[Club] | None = None) -> None:
        self.path = Path(path)
        self._clubs: list[Club] = list(clubs or [])
        self.refused: Refused | None = None

    @classmethod
    def load(cls, path: Path) -> ClubBook:
        """The book in ``path``: empty when there is none, or when the file is refused (then
        renamed aside, and the reason in ``refused``)."""
        path = Path(path)
        remove_stale_temps(path)  # a save cut short by a crash
        try:
            return cls(path, _clubs(path, read_json(path, MAX_BYTES)))
        except FileNotFoundError:
            return cls(path)
        except RecordError as e:
            book = cls(path)
            kept = None if e.code == "storage.not_a_file" else keep_aside(path, aside_label(e))
            book.refused = Refused(e, kept)
            return book

    @property
    def clubs(self) -> tuple[Club, ...]:
        return tuple(self._clubs)

    def find(self, address: Address) -> Club | None:
        return next((club for club in self._clubs if club.address == address), None)

    def _put(self, club: Club) -> Club:
        self._clubs = [c for c in self._clubs if c.address != club.address]
        self._clubs.insert(0, club)
        del self._clubs[MAX_CLUBS:]
        return club

    def remember(self, address: Address, name: str, now: float | None = None) -> Club:
        """The club used just now under ``name`` (its pin kept): first in the book."""
        if not is_name(name):
            raise ValueError(f"not a player's name: {name!r}")
        when = time.time() if now is None else now
        known = self.find(address)
        pin = known.pin if known else None
        return self._put(Club(*_checked(address), name, pin, when))

    def pin(self, address: Address, fingerprint: str | None, now: float | None = None) -> Club:
        """Pin the club's certificate (None: an authority's, nothing pinned); a club not yet
        in the book is added (without a name)."""
        pin = None if fingerprint is None else parse_pin(fingerprint)
        if fingerprint is not None and pin is None:
            raise ValueError(f"not a SHA-256 fingerprint: {fingerprint!r}")
        known = self.find(address)
        if known is not None:
            return self._put(replace(known, pin=pin, used=known.used if now is None else now))
        when = time.time() if now is None else now
        return self._put(Club(*_checked(address), "", pin, when))

    def forget(self, address: Address) -> bool:
        """Forget the club; whether it was in the book."""
        before = len(self._clubs)
        self._clubs = [c for c in self._clubs if c.address != address]
        return len(self._clubs) != before

    def data(self) -> dict[str, Any]:
        clubs = [
            {"host": c.host, "port": c.port, "name": c.name, "pin": c.pin, "used": c.used}
            for c in self._clubs
        ]
        return {"format": FORMAT, "version": VERSION, "clubs": clubs}

    def save(self) -> None:
        """Replace the file atomically (``OSError`` when it cannot be written)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.data(), ensure_ascii=False, indent=1) + "\n"
        atomic_write_text(self.path, text)


def _checked(address: Address) -> Address:
    """The address in canonical form; ``ValueError`` when it is not a club's address."""
    host, port = address
    try:
        canonical = parse_club_address(format_address(host, port))
    except LinkError as e:
        raise ValueError(f"not a club's address: {host!r}, {port!r} ({e.reason})") from None
    if canonical != (host, port):
        raise ValueError(f"not a club's address in canonical form: {host!r}, {port!r}")
    return canonical


# The trust decision -----------------------------------------------------------------------


@dataclass(frozen=True)
class Trusted:
    """Connect: an authority vouches for the certificate, or it is the pinned one (or the one
    the invitation carried)."""


@dataclass(frozen=True)
class FirstMeeting:
    """A self-signed certificate never seen here: show its fingerprint for the player to
    compare with what the club's host told them, and pin it if they confirm. With
    ``before_authority`` the book knew the club with an authority's certificate: a self-signed
    one now may mean someone is between the player and the club."""

    fingerprint: str
    before_authority: bool = False


@dataclass(frozen=True)
class Changed:
    """Refuse: the certificate is not the one pinned (or the one the invitation carried). Its
    host may have made a new one, or someone is between the player and the club."""

    pinned: str
    seen: str


Decision = Trusted | FirstMeeting | Changed


def decide(book: ClubBook, address: Address, seen: Seen, offered: str | None = None) -> Decision:
    """Whether to trust the club at ``address`` showing ``seen``. ``offered``: the pin an
    invitation link carried, which stands for the player's confirmation when nothing is
    pinned yet (the caller pins it then). A certificate a known authority vouches for is
    trusted as it is (a club that moved from a self-signed certificate to an authority's)."""
    if seen.authority:
        return Trusted()
    club = book.find(address)
    expected = club.pin if club is not None and club.pin is not None else None
    if expected is None and offered is not None:
        expected = parse_pin(offered)
        if expected is None:
            raise ValueError(f"not a SHA-256 fingerprint: {offered!r}")
    if expected is None:
        return FirstMeeting(seen.fingerprint, before_authority=club is not None)
    if same_fingerprint(expected, seen.fingerprint):
        return Trusted()
    return Changed(expected, seen.fingerprint)
