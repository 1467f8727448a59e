"""One copy of the app per data folder: a lock file decides, a local socket says "come forward".

Two copies writing one autosave destroy the match (each resumes it and they write in turns),
so the app takes a ``QLockFile`` in the data folder before it reads or writes anything there.
A lock left by a copy that died is recovered (its process is gone); a lock held by a live
copy is never broken, however old. The lock file alone decides: the socket only carries the
request to bring the running window forward, so nobody can keep the app from starting by
squatting a socket name.

The running copy listens on a ``QLocalServer`` reachable only by its user: a socket file in
the data folder itself on POSIX (a per-user folder; in the per-user runtime folder when the
path would be too long for a socket), a named pipe on Windows, open to this user only; it
listens once the table is painted (QtNetwork is not loaded before). A second start connects,
asks, and exits without touching any file (``main`` returns before
the settings, the log or the autosave are opened). ``--self-test`` takes no lock.

A start with an invitation link (``ciapano ciapano://…``, as the desktop opens one) hands the
link over with the request (``open LINK``): the running copy comes forward and opens it
(``linkOpened``), so a link opened while the app runs still joins its table.

The running copy answers the request (``ANSWER``) once it has handled it: a copy that is
frozen still accepts the connection (the system does) and the request fits in the socket's
buffer, so only its answer shows that the window came forward. Without one the second start
says, in a message box in the player's language (read without writing anything), that another
copy runs, does not answer, and keeps the data folder.
"""

from __future__ import annotations

import logging
import os
import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

if TYPE_CHECKING:  # QtNetwork loads once the table is painted, not at start-up
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "ciapano.lock"
SOCKET_NAME = "ciapano.sock"
REQUEST = b"raise\n"
LINK_REQUEST = b"open "  # + an invitation link + newline: come forward and open it
MAX_REQUEST = 600  # bytes of one request line (a link is at most 512 characters)
ANSWER = b"raised\n"
CONNECT_MS = 2000
_MAX_SOCKET_PATH = 100  # sun_path holds 104 (macOS) to 108 (Linux) bytes


def server_name(folder: Path) -> str:
    """Where the running copy for ``folder`` listens (see the module)."""
    path = folder / SOCKET_NAME
    if os.name != "nt" and len(os.fsencode(path)) <= _MAX_SOCKET_PATH:
        return str(path)
    import hashlib  # OpenSSL: only for these names, never at start-up

    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    if os.name == "nt":
        return f"ciapano-{digest}"
    runtime = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
    return str(Path(runtime) / f"ciapano-{digest}.sock")


class SingleInstance(QObject):
    """The data folder's lock (``claim``) and the channel to the copy that holds it."""

    activated = Signal()  # another start asked this copy to come forward
    linkOpened = Signal(str)  # ... and to open this invitation link (the text as given)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # only a dead owner makes a lock stale, never its age
        self.server: QLocalServer | None = None

    def claim(self) -> bool:
        """Take the lock: True when this copy may use the folder (``listen`` then answers
        other starts); False when a live copy holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            log.error("cannot create the data folder %s: %s", self.folder, e)
        if not self.lock.tryLock(0):
            if self.lock.error() == QLockFile.LockError.LockFailedError:
                return False
            # No lock can be written (a read-only folder): nothing will be saved there
            # either, so this copy goes on without one.
            log.warning("cannot take the lock in %s (%s)", self.folder, self.lock.error())
        return True

    def listen(self) -> None:
        """Answer other starts from now on (once the table is painted; idempotent)."""
        if self.server is not None or not self.lock.isLocked():
            return
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.folder)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(name)  # a socket left by a copy that died: we hold the lock
        if not server.listen(name):
            log.warning("cannot listen on %s: %s", name, server.errorString())
            return
        server.newConnection.connect(self._on_connection)
        self.server = server

    def _on_connection(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(partial(self._answer, socket))  # the server owns it
            self._answer(socket)  # the request may have come with the connection

    def _answer(self, socket: QLocalSocket) -> None:
        """Handle a whole request (one line): come forward (and open the link handed
        over), say so (``ANSWER``), close."""
        if not socket.canReadLine() and socket.bytesAvailable() < MAX_REQUEST:
            return  # not all here yet (readyRead comes again)
        socket.readyRead.disconnect()
        data = bytes(socket.readLine(MAX_REQUEST).data())
        link = data[len(LINK_REQUEST) : -1] if data.startswith(LINK_REQUEST) else None
        if data == REQUEST or (link is not None and data.endswith(b"\n")):
            log.info("another start asked this window to come forward")
            self.activated.emit()
            if link is not None:
                self.linkOpened.emit(link.decode("utf-8", "replace"))
            socket.write(ANSWER)
            socket.flush()
        socket.disconnected.connect(socket.deleteLater)  # once the answer is out
        socket.disconnectFromServer()

    def ask_running_copy(self, link: str | None = None) -> bool:
        """Ask the copy holding the lock to come forward (and to open ``link``, an
        invitation link): True when it answered that it did (a frozen copy accepts the
        connection and the request, but never answers)."""
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        if not socket.waitForConnected(CONNECT_MS):
            return False
        request = REQUEST
        if link is not None:
            line = LINK_REQUEST + " ".join(link.split()).encode("utf-8") + b"\n"
            request = line if len(line) <= MAX_REQUEST else REQUEST  # too long: not a link
        socket.write(request)
        answer = b""
        if socket.waitForBytesWritten(CONNECT_MS):
            while len(answer) < len(ANSWER) and socket.waitForReadyRead(CONNECT_MS):
                answer += bytes(socket.readAll().data())
        socket.abort()
        return answer == ANSWER

    def release(self) -> None:
        """Give the folder back (at exit)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def bring_forward(window: object) -> None:
    """Show ``window`` over the others, restored if minimized."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    assert isinstance(window, QWidget)
    state = window.windowState()
    if state & Qt.WindowState.WindowMinimized:
        window.setWindowState(state & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def claim_or_hand_over(
    folder: Path, parent: QObject | None = None, link: str | None = None
) -> SingleInstance | None:
    """The lock for this start, or None after asking the running copy to come forward and
    to open ``link`` (this start must then exit, touching nothing)."""
    instance = SingleInstance(folder, parent)
    if instance.claim():
        return instance
    if instance.ask_running_copy(link):
        print(
            "ciapano: Ciapanò is already running with this data folder; "
            "its window was brought forward.",
            file=sys.stderr,
        )
        return None
    print(
        "ciapano: another copy of Ciapanò is running with this data folder "
        f"({folder}) but does not answer; it keeps the folder until it ends.",
        file=sys.stderr,
    )
    not_answering(folder)
    return None


def not_answering_text(folder: Path) -> str:
    return QCoreApplication.translate(
        "Instance",
        "Another copy of Ciapanò is running, but it does not answer: it may be busy or stuck. "
        "It keeps its data folder (%1), with the match in progress and the statistics, "
        "until it ends.\n\nSwitch to it and wait, or close it (end it if it stays stuck), "
        "then start Ciapanò again.",
    ).replace("%1", str(folder))


def not_answering(folder: Path) -> None:
    """Tell the player, in their language, that the running copy does not answer."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    if not isinstance(QCoreApplication.instance(), QApplication):
        return  # no screen (a test's core application): standard error said it
    from .i18n import Language
    from .settings_file import stored_language

    Language().set_language(stored_language())
    title = QCoreApplication.translate("Instance", "Ciapanò is already running")
    box = QMessageBox(QMessageBox.Icon.Warning, title, not_answering_text(folder))
    box.setObjectName("not-answering")
    box.exec()
