"""The seat a joiner holds at a networked table, kept on disk so that it survives a restart.

When a match starts the host gives each joiner a rejoin token (128 random bits, good for one
seat of that match). The app keeps it with the table's address, the seat, the name and the
SHA-256 fingerprint of the host's TLS certificate (protocol 3: a rejoin is TLS pinned to it,
so the token goes to that host only, and no code is needed) in a
small file of the app-data folder (``rejoin-table.json``, written atomically, mode 0600: the
token is a secret), so that after a crash or a restart *Join a table* offers to sit back
down. It holds nothing hidden: no card at all. The file is forgotten when the match ends,
when the host refuses the token (the match is over, or void), and when the player says so
(*Forget*); a player who closed the table's window may sit back down while the match lasts.
A file that cannot be read, or does not hold a valid note, counts as none (a version-1 note,
from before protocol 3, has no fingerprint to pin: none too).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from ...net.address import format_address

FORMAT = "ciapano-rejoin"
VERSION = 2
FILE_NAME = "rejoin-table.json"
MAX_FILE = 4096  # a note is ~200 bytes
MAX_HOST = 255  # a host name, or an IPv6 address with its interface


@dataclass(frozen=True, slots=True)
class Rejoin:
    """Where to sit back down: the host's address and port, the seat, the name, the token
    and the host's certificate's fingerprint (the pin)."""

    host: str
    port: int
    seat: int
    name: str
    token: str
    fingerprint: str

    @property
    def address(self) -> str:
        """``HOST:PORT`` as a joiner types it (an IPv6 address in brackets)."""
        return format_address(self.host, self.port)


def default_path() -> Path:
    from ..session.persistence import app_data_folder

    return app_data_folder() / FILE_NAME


def from_json(data: object) -> Rejoin | None:
    """The note in ``data``, checked field by field; None when it is not a valid one."""
    from ...net.schema import MAX_SEATS, TOKEN_RE, is_name
    from ...net.secure import FINGERPRINT_RE

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if data.get("version") != VERSION:
        return None
    host, port, seat = data.get("host"), data.get("port"), data.get("seat")
    name, token, pin = data.get("name"), data.get("token"), data.get("fingerprint")
    if not isinstance(host, str) or not 0 < len(host) <= MAX_HOST or not host.isprintable():
        return None
    if not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536:
        return None
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < MAX_SEATS:
        return None
    if not is_name(name) or not isinstance(token, str) or not TOKEN_RE.fullmatch(token):
        return None
    if not isinstance(pin, str) or not FINGERPRINT_RE.fullmatch(pin):
        return None
    assert isinstance(name, str)
    return Rejoin(host, port, seat, name, token, pin)


def to_json(note: Rejoin) -> dict[str, object]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "host": note.host,
        "port": note.port,
        "seat": note.seat,
        "name": note.name,
        "token": note.token,
        "fingerprint": note.fingerprint,
    }


class RejoinStore:
    """The file of the one table this app has a seat at (``path``: tests give their own)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()

    def read(self) -> Rejoin | None:
        from ...engine.errors import RecordError
        from ...storage.reader import read_json

        try:
            return from_json(read_json(self.path, MAX_FILE))
        except (RecordError, OSError):
            return None  # none kept (or unreadable): nothing to offer

    def keep(self, note: Rejoin) -> bool:
        """Keep ``note`` (replacing any other); False if the file cannot be written."""
        from ...storage.atomic import atomic_write_text

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(to_json(note)) + "\n", mode=0o600)
        except OSError:
            return False  # a restart cannot take the seat back: the computer plays it
        return True

    def forget(self, token: str | None = None) -> None:
        """Forget the note (only if it holds ``token``, when one is given)."""
        if token is not None:
            note = self.read()
            if note is None or note.token != token:
                return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            # cannot remove it: make it hold nothing valid rather than a void token
            from ...storage.atomic import atomic_write_text

            with contextlib.suppress(OSError):
                atomic_write_text(self.path, "{}\n", mode=0o600)
