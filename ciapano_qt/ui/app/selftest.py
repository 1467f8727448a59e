"""``ciapano --self-test [--verbose]``: what a frozen build most often gets wrong, checked
offscreen in a few seconds.

The checks: fonts are found; every deck renders; one card renders through Qt's SVG image plugin
(``QImageReader``) and its SVG icon engine (``QIcon``), not only through ``QSvgRenderer``; the
native platform plugin and the SVG plugins are where Qt looks for plugins (``selfchecks.py``);
one hand is played to the end at instant speed with a seat played by ``hard``, whose search runs
in the spawned helper process (in a bundle it starts through ``multiprocessing.freeze_support``
in ``packaging/entry.py``), and the helper must have answered; a protocol-3 join over loopback
(``ssl``'s TLS 1.3 with a certificate ``cryptography`` makes, a ``spake2`` exchange and its key
confirmations), so a bundle without them fails; a club's connection over loopback (a WebSocket,
``websockets``, over TLS 1.3, its certificate's fingerprint as a pin and an invitation link
read back: ``ciapano_qt.net.club``), so a bundle without online play fails. Any Qt warning
fails the test but the understood ones of ``selfchecks.HARMLESS``.

Used by packaging to check a frozen build. Silent on success and returns 0; with ``verbose``
one line per check on stdout. Prints what failed on stderr and returns 1 otherwise.
"""

from __future__ import annotations

import glob
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from .selfchecks import harmless, offscreen_font_dir, required_plugins

SEATS = ("hard", "random", "random", "random")  # one search player: the helper process runs
HAND_TIMEOUT_MS = 60_000


class Report:
    """The checks' lines (stdout, with verbose) and the problems (stderr)."""

    def __init__(self, verbose: bool) -> None:
        self.verbose = verbose
        self.problems: list[str] = []
        self.ignored: list[str] = []

    def ok(self, line: str) -> None:
        if self.verbose:
            print(line, flush=True)

    def problem(self, line: str) -> None:
        self.problems.append(line)

    def qt_message(self, mode: Any, message: str) -> None:
        """A message of Qt's: debug output is no problem, nor an understood notice
        (``selfchecks.HARMLESS``); any other warning is."""
        from PySide6.QtCore import QtMsgType

        if mode == QtMsgType.QtDebugMsg:
            return
        reason = harmless(message)
        if reason is None:
            self.problem(f"Qt: {message}")
        else:
            self.ignored.append(reason)

    def finish(self) -> int:
        for problem in self.problems:
            print(f"self-test: {problem}", file=sys.stderr)
        return 1 if self.problems else 0


def run_self_test(verbose: bool = False) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    font_dir = offscreen_font_dir(sys.platform, os.environ)
    if font_dir is not None:  # before the application exists: the font database reads it once
        os.environ["QT_QPA_FONTDIR"] = font_dir
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    report = Report(verbose)

    def on_message(mode: QtMsgType, context: object, message: str) -> None:
        del context
        report.qt_message(mode, message)

    def on_exception(kind: type, value: BaseException, tb: object) -> None:
        del tb
        report.problem(f"{kind.__name__}: {value}")

    qInstallMessageHandler(on_message)
    sys.excepthook = on_exception
    app = QApplication.instance() or QApplication(["ciapano", "-platform", "offscreen"])
    check_fonts(report, font_dir)
    decks = check_decks(report)
    if decks:
        check_svg_plugins(report, decks[0])
    check_plugins(report)
    check_hand(report, app)
    check_network(report)
    check_online(report)
    if report.ignored:
        reasons = "; ".join(dict.fromkeys(report.ignored))
        report.ok(f"qt notices ignored: {len(report.ignored)} ({reasons})")
    return report.finish()


def check_network(report: Report) -> None:
    """A protocol-3 join over loopback: TLS 1.3 (``ssl``) with a self-signed certificate
    (``cryptography``), then SPAKE2 on a code (``spake2``) and both key confirmations."""
    import asyncio

    try:
        from ...net import pake
        from ...net.joining import secure
        from ...net.protocol import MAX_CLIENT_MESSAGE, FrameDecoder, encode, parse_body
        from ...net.secure import new_identity, server_context
        from ...net.wire import Wire, open_wire
    except ImportError as e:
        report.problem(f"network: {e}")
        return
    code = "123456"

    async def join() -> tuple[str, str]:
        identity = new_identity()
        context = server_context(identity)

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            wire = Wire(reader, writer)
            try:
                await wire.accept(context, 10)
                decoder = FrameDecoder(MAX_CLIENT_MESSAGE)

                async def frame() -> dict[str, Any]:
                    while True:
                        data = await wire.read()
                        if not data:
                            raise ConnectionError("the joiner left")
                        if bodies := decoder.feed(data):
                            return parse_body(bodies[0])

                host = pake.Exchange(code, pake.HOST, identity.fingerprint)
                wire.write(encode(pake.host_reply(host, pake.read_joiner_start(await frame()))))
                host.check(pake.read_joiner_confirm(await frame()))
                wire.write(encode(pake.CONFIRMED))
            finally:
                writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        wire = await open_wire("127.0.0.1", port, 10)
        try:
            seen, _decoder = await secure(wire, code, None, 10)
        finally:
            wire.close()
            server.close()
        return seen, identity.fingerprint

    try:
        seen, fingerprint = asyncio.run(asyncio.wait_for(join(), 30))
    except Exception as e:  # any failure is the finding: name it
        report.problem(f"network: a protocol-3 join over loopback failed: {e!r}")
        return
    if seen != fingerprint:
        report.problem("network: the joiner saw another certificate than the host's")
        return
    import ssl

    report.ok(f"network: TLS 1.3 ({ssl.OPENSSL_VERSION}), SPAKE2 and key confirmation")


def check_online(report: Report) -> None:
    """A club's connection over loopback: a WebSocket (``websockets``) over TLS 1.3 to a
    self-signed certificate, whose fingerprint goes into an invitation link read back."""
    import asyncio

    try:
        from websockets.asyncio.client import connect
        from websockets.asyncio.server import ServerConnection, serve

        from ...net.club import client  # noqa: F401  (the app's club client, as it loads)
        from ...net.club.link import Invitation, parse_invitation
        from ...net.club.trust import client_context, fingerprint_der, parse_pin
        from ...net.secure import new_identity, server_context
    except ImportError as e:
        report.problem(f"online: {e}")
        return

    async def echo(ws: ServerConnection) -> None:
        async for message in ws:
            await ws.send(message)

    async def talk() -> tuple[str, str, Invitation]:
        identity = new_identity()
        async with serve(echo, "127.0.0.1", 0, ssl=server_context(identity)) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            url = f"wss://127.0.0.1:{port}"
            async with connect(url, ssl=client_context(pinned=True), open_timeout=10) as ws:
                der = ws.transport.get_extra_info("ssl_object").getpeercert(binary_form=True)
                await ws.send("ciapano")
                answer = str(await ws.recv())
        invitation = Invitation("127.0.0.1", port, "KQ7M-3XTR-W9", fingerprint_der(der))
        return answer, identity.fingerprint, invitation

    try:
        answer, fingerprint, invitation = asyncio.run(asyncio.wait_for(talk(), 30))
    except Exception as e:  # any failure is the finding: name it
        report.problem(f"online: a WebSocket over TLS on loopback failed: {e!r}")
        return
    if answer != "ciapano" or invitation.pin != parse_pin(fingerprint):
        report.problem("online: the WebSocket's answer or certificate was not the server's")
        return
    if parse_invitation(invitation.text()) != invitation:
        report.problem(f"online: the invitation link {invitation.text()} did not read back")
        return
    from websockets.version import version

    report.ok(f"online: WebSocket over TLS 1.3 (websockets {version}), invitation link read back")


def check_fonts(report: Report, font_dir: str | None) -> None:
    from PySide6.QtGui import QFontDatabase

    families = QFontDatabase.families()
    where = f" (QT_QPA_FONTDIR={font_dir})" if font_dir else ""
    if families:
        report.ok(f"fonts: {len(families)} families{where}")
    else:
        report.problem(f"no fonts found{where}: the table's text would not show")


def check_decks(report: Report) -> list[Any]:
    """Every card of every deck renders; the decks found."""
    from PySide6.QtCore import QSize

    from ...decks import CARD_CODES, load_decks
    from ..table.card_renderer import CardRenderer

    catalogue = load_decks()
    for error in catalogue.errors:
        report.problem(str(error))
    if not catalogue.decks:
        report.problem("no card deck found")
        return []
    renderer = CardRenderer(catalogue.decks)
    failed = 0
    for deck in catalogue.decks:
        for code in (*CARD_CODES, "back"):
            if renderer.pixmap(deck.id, code, QSize(56, 100)).isNull():
                report.problem(f"deck {deck.id}: card {code} did not render")
                failed += 1
    if not failed:
        ids = ", ".join(d.id for d in catalogue.decks)
        report.ok(f"decks: {len(catalogue.decks)} ({ids}), {len(CARD_CODES) + 1} images each")
    return list(catalogue.decks)


def check_svg_plugins(report: Report, deck: Any) -> None:
    """One card through the SVG image plugin (QImageReader) and the SVG icon engine (QIcon):
    what a missing or broken ``qsvg``/``qsvgicon`` plugin breaks (QSvgRenderer does not)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QImageReader

    path = str(deck.face_path("AD"))
    name = f"{deck.id}/{Path(path).name}"
    if b"svg" not in QImageReader.supportedImageFormats():
        report.problem("the SVG image plugin is missing: QImageReader cannot read SVG")
        return
    reader = QImageReader(path, b"svg")
    reader.setScaledSize(QSize(112, 200))
    image = reader.read()
    if image.isNull() or image.pixelColor(56, 100).alpha() == 0:
        report.problem(f"the SVG image plugin did not render {name}: {reader.errorString()}")
    else:
        report.ok(f"svg image plugin: {name} read at {image.width()}x{image.height()}")
    pixmap = QIcon(path).pixmap(QSize(56, 100))
    if pixmap.isNull() or pixmap.toImage().pixelColor(pixmap.width() // 2, 50).alpha() == 0:
        report.problem(f"the SVG icon engine did not render {name}")
    else:
        report.ok(f"svg icon engine: {name} drawn at {pixmap.width()}x{pixmap.height()}")


def check_plugins(report: Report) -> None:
    """The native platform plugin and the SVG plugins are where Qt looks, with the right
    metadata; the SVG ones were loaded by the renders above (they are what drew them)."""
    from PySide6.QtCore import QCoreApplication, QPluginLoader

    found = []
    for plugin in required_plugins(sys.platform):
        loader = None
        for base in QCoreApplication.libraryPaths():
            for file in sorted(glob.glob(os.path.join(base, plugin.folder, plugin.pattern))):
                if plugin.key in plugin_keys(file):
                    loader = QPluginLoader(file)
                    break
            if loader is not None:
                break
        if loader is None:
            paths = os.pathsep.join(QCoreApplication.libraryPaths())
            report.problem(f"Qt plugin {plugin} ({plugin.key}) not found in {paths}")
            continue
        if plugin.folder != "platforms" and not loader.isLoaded():
            report.problem(f"Qt plugin {plugin.folder}/{Path(loader.fileName()).name} unused")
            continue
        found.append(f"{plugin.folder}/{Path(loader.fileName()).name}")
    if len(found) == len(required_plugins(sys.platform)):
        report.ok(f"plugins: {', '.join(found)}")


def plugin_keys(file: str) -> list[str]:
    """The keys in a Qt plugin's metadata (read from the file, without loading it)."""
    from PySide6.QtCore import QPluginLoader

    meta: Any = QPluginLoader(file).metaData()
    keys = meta.get("MetaData", {}).get("Keys", []) if isinstance(meta, dict) else []
    return [str(k) for k in keys] if isinstance(keys, list) else []


def check_hand(report: Report, app: Any) -> None:
    """One hand at instant speed, a seat played by ``hard`` in the helper process."""
    from PySide6.QtCore import QElapsedTimer, QSettings

    from ...ai.thinker import HELPER
    from ...engine.match import Seat
    from ...engine.rules import Rules
    from ..mainwindow import MainWindow
    from .settings import Settings

    answers: list[int] = []
    ask = HELPER.choose

    def counted(*args: Any, **kwargs: Any) -> int:
        card = ask(*args, **kwargs)
        answers.append(card)
        return card

    HELPER.choose = counted  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as tmp:
        store = QSettings(os.path.join(tmp, "selftest.ini"), QSettings.Format.IniFormat)
        settings = Settings(store)
        settings.set("table/speed", "instant")
        window = MainWindow(settings)
        window.resize(1024, 768)
        window.show()
        c = window.session
        seats = [Seat(f"Computer {i + 1}", "ai", level) for i, level in enumerate(SEATS)]
        c.new_match(Rules(), seats, seed=2024, demo=True)
        clock = QElapsedTimer()
        clock.start()
        while (not c.has_match or c.hand_in_play) and clock.elapsed() < HAND_TIMEOUT_MS:
            app.processEvents()
        if not c.has_match or c.hand_in_play or c.hands_dealt < 1:
            report.problem("the computer players did not finish a hand")
        else:
            report.ok(f"hand: played to the end in {clock.elapsed()} ms ({', '.join(SEATS)})")
        c.shutdown()
        window.close_summary()
        window.hide()
        window.deleteLater()
        app.processEvents()
        del store
    process = HELPER._process
    pid = process.pid if process is not None else None
    HELPER.choose = ask  # type: ignore[method-assign]
    HELPER.stop()
    if answers and HELPER.failures == 0:
        report.ok(f"helper process: answered ({len(answers)} moves, process {pid})")
    else:
        report.problem(
            f"the helper process did not answer ({len(answers)} answers, "
            f"{HELPER.failures} failures): the hard seat thought in the app"
        )
