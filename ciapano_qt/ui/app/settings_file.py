"""The settings kept in memory and written with the project's atomic writer (Linux and the
other systems whose settings are an INI file; the registry on Windows and the ``.plist`` on
macOS stay ``QSettings``' own).

``SettingsFile.store`` is a ``QSettings`` with no file of its own: it holds the values, and
the typed table (``settings.py``) reads and writes them as before. The file itself
(``storage/conffile.py``) is read once at start, guarded as the autosave is (a link, a pipe, a
folder, an unreadable or binary file is moved aside and the player told once), and written
after every change (coalesced in one write per turn of the event loop, and at exit): Qt turns
the values into its INI text in a private temporary file, and the text replaces the settings
file atomically, never through a link.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QStandardPaths, QTimer

from ...engine.errors import RecordError
from ...storage import conffile

log = logging.getLogger(__name__)

INI_FILE = sys.platform not in ("win32", "darwin")
"""Whether the settings are a file (written here) rather than the registry or a plist."""

_FILE_FREE = ""  # a QSettings on no file: it keeps its values in memory and writes nothing


def settings_path() -> Path:
    """Where ``QSettings()`` keeps the app's settings on an INI system (without opening it):
    ``$XDG_CONFIG_HOME/<organization>/<application>.conf``."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    org = QCoreApplication.organizationName() or "Unknown Organization"
    app = QCoreApplication.applicationName() or "Unknown Application"
    return Path(folder) / org / f"{app}.conf"


def _scratch() -> Path:
    fd, name = tempfile.mkstemp(prefix="ciapano-settings-", suffix=".conf")  # 0600
    os.close(fd)
    return Path(name)


def parse_ini(text: str) -> tuple[dict[str, object], bool]:
    """Qt's reading of an INI text: the values by key, and whether Qt could parse it."""
    scratch = _scratch()
    try:
        scratch.write_text(text, encoding="utf-8")
        reader = QSettings(str(scratch), QSettings.Format.IniFormat)
        values = {key: reader.value(key) for key in reader.allKeys()}
        return values, reader.status() != QSettings.Status.FormatError
    finally:
        with contextlib.suppress(OSError):
            scratch.unlink()


def ini_bytes(store: QSettings) -> bytes:
    """The INI text Qt writes for the values of ``store``."""
    scratch = _scratch()
    try:
        writer = QSettings(str(scratch), QSettings.Format.IniFormat)
        for key in store.allKeys():
            writer.setValue(key, store.value(key))
        writer.sync()
        if writer.status() != QSettings.Status.NoError:
            raise OSError(f"cannot write the settings text ({writer.status().name})")
        del writer
        return scratch.read_bytes()
    finally:
        with contextlib.suppress(OSError):
            scratch.unlink()


def stored_language() -> str:
    """The language setting, read without writing or moving anything (a second start, which
    touches no file); the system's language when there is none or it cannot be read."""
    from .i18n import system_language

    if INI_FILE:
        text, error = conffile.inspect(settings_path())
        values = parse_ini(text)[0] if error is None and text else {}
    else:
        store = QSettings()
        values = {key: store.value(key) for key in store.allKeys()}
    for key in ("General/language", "general/language"):  # settings.stored(): both ways
        value = values.get(key)
        if isinstance(value, str) and value:
            return value
    return system_language()


class SettingsFile(QObject):
    """The values in memory (``store``) and the file they are kept in (``path``)."""

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.store = QSettings(_FILE_FREE, QSettings.Format.IniFormat)
        self.parsed = True
        self.blocked = False  # the refused thing could not be moved: nothing is written
        self.notice: conffile.Settled | None = None  # a refusal not yet told (take_notice)
        self.on_notice: Callable[[], None] | None = None  # the app: tell it now
        self.write_failures = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.write)
        self._load()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)  # the window's size, set at its close

    def _load(self) -> None:
        settled = conffile.settle(self.path)
        if settled.error is not None:
            self._refused(settled)
            return
        if not settled.text:
            return
        values, self.parsed = parse_ini(settled.text)
        for key, value in values.items():
            self.store.setValue(key, value)

    def _refused(self, settled: conffile.Settled) -> None:
        self.blocked = settled.blocked
        if self.notice is None:
            self.notice = settled
            if self.on_notice is not None:
                self.on_notice()

    def take_notice(self) -> conffile.Settled | None:
        """The refused settings file to tell the player about, once."""
        notice, self.notice = self.notice, None
        return notice

    def changed(self) -> None:
        """A value changed: write the file once the current work is done."""
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Write now what is not written yet."""
        if self._timer.isActive():
            self._timer.stop()
            self.write()

    def write(self) -> bool:
        """Write the file (True when it was written). A link, a folder or a pipe that has
        appeared in its place is moved aside first (and told); if it cannot be, nothing is
        written to it."""
        self._timer.stop()
        if self.blocked:
            return False
        found = conffile.before_write(self.path)
        if found is not None:
            self._refused(found)
            if found.blocked:
                return False
        try:
            conffile.write(self.path, ini_bytes(self.store))
        except OSError as e:
            self.write_failures += 1
            if self.write_failures == 1:  # the disk stays full for a while: said once
                log.error("cannot write the settings file %s: %s", self.path, e)
            return False
        self.write_failures = 0
        return True


def refusal_kind(error: RecordError) -> str:
    """What a refused settings file was, in one word (``notices.settings_file_text``)."""
    if error.code == "storage.unreadable":
        return "unreadable"
    if error.code == "storage.not_a_file":
        return "link" if error.params.get("kind") == "symbolic link" else "not_a_file"
    return "damaged"
