"""A hosted table survives its host: the app's Host dialog autosaves the whole networked
match (``hosted.json`` beside the autosave), a host killed with SIGKILL mid-match resumes it
from the Host dialog at the same card, code and port, the joiner takes its seat back with its
token and sees only its own cards, and the match plays to its end. A damaged or foreign
autosave is told in words and kept aside. Loopback only, port 0, every wait a watchdog."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ciapano_qt.engine.hand import HandState
from ciapano_qt.engine.record import to_record
from ciapano_qt.engine.rules import Rules
from ciapano_qt.engine.view import view_of
from ciapano_qt.net import resume
from ciapano_qt.ui.remote import hosted

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("host_child.py")
WATCHDOG = 90.0  # seconds

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _line(child: subprocess.Popen[bytes], word: str) -> list[str]:
    """The child's next line starting with ``word`` (watchdog: WATCHDOG seconds)."""
    assert child.stdout is not None
    fd, data = child.stdout.fileno(), b""
    deadline = time.monotonic() + WATCHDOG
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            pytest.fail(f"the host did not say {word} in time: {data!r}")
        chunk = os.read(fd, 1)
        if not chunk:
            pytest.fail(f"the host ended before saying {word}: {data!r}")
        data += chunk
        if data.endswith(b"\n"):
            words = data.decode().split()
            if words and words[0] == word:
                return words[1:]
            data = b""


def _joiner(port: int, code: str, folder: Path) -> subprocess.Popen[str]:
    args = ("join", f"127.0.0.1:{port}", "--table-code", code, "--name", "Bruno")
    args += ("--ai", "random", "--token-file", str(folder / "bruno.token"))
    args += ("--log-received", str(folder / "bruno.jsonl"))
    return subprocess.Popen(
        [sys.executable, "-m", "ciapano_qt.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _received(folder: Path) -> list[dict]:
    out = []
    for text in (folder / "bruno.jsonl").read_text(encoding="utf-8").splitlines():
        out.append(json.loads(text))
    return out


def _saved_moment(path: Path) -> tuple[int, int] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    hands = data["record"]["hands"]
    return len(hands) - 1, len(hands[-1]["plays"])


def test_a_host_killed_mid_match_resumes_from_the_host_dialog_and_the_joiner_rejoins(
    qtbot, settings, tmp_path
):
    from ciapano_qt.ui.dialogs.host import HostDialog

    data = tmp_path / "appdata"
    data.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(data), str(tmp_path / "host.ini"), "3"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    joiner = None
    try:
        port_text, code = _line(child, "OPEN")
        port = int(port_text)
        joiner = _joiner(port, code, tmp_path)
        hand, plays = (int(w) for w in _line(child, "WAITING"))
        path = data / hosted.NAME
        qtbot.waitUntil(lambda: _saved_moment(path) == (hand, plays), timeout=WATCHDOG * 1000)
        os.kill(child.pid, signal.SIGKILL)  # the host's app dies mid-match
        child.communicate(timeout=WATCHDOG)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert path.stat().st_mode & 0o077 == 0  # the rejoin tokens in it are the host's secret
    before = json.loads(path.read_text(encoding="utf-8"))
    assert before["app"] == {"bind": "127.0.0.1", "port": port, "seat": 0}
    seen_before = len(_received(tmp_path))

    # The app starts again: the Host dialog offers the table and resumes it.
    settings.set_rules(Rules(players=5))  # today's settings do not change the table's rules
    dialog = HostDialog(settings, data_folder=data)
    qtbot.addWidget(dialog)
    dialog.lan = False
    box = dialog.resume_box
    assert box is not None and box.resume.isVisible() is False  # not shown yet
    dialog.show()
    assert box.resume.isVisible() and not dialog.open_button.isEnabled()
    text = box.text.text()
    assert f"hand {hand + 1}," in text and f"{code[:3]} {code[3:]}" in text
    assert "Anna, Bruno, " in text
    box.resume.click()
    assert dialog.link is not None and dialog.session is not None
    table = dialog.link.table
    assert table.moment() == (hand, plays) and table.code == code
    session = dialog.session
    played: list[int] = []

    def play(_seat: int) -> None:
        legal = session.viewer_legal()
        if legal:
            played.append(min(legal))
            session.play_human(min(legal))

    session.humanTurn.connect(play)
    qtbot.waitUntil(lambda: dialog.window_ is not None, timeout=WATCHDOG * 1000)
    assert dialog.port == port and not dialog.start.isEnabled()
    if session.viewer_legal():  # the turn came before the player was connected
        session.humanTurn.emit(0)
    qtbot.waitUntil(lambda: session.finished, timeout=WATCHDOG * 1000)
    assert played
    assert joiner is not None
    _out, err = joiner.communicate(timeout=WATCHDOG)
    assert joiner.returncode == 0, err
    qtbot.waitUntil(lambda: dialog.link.closed, timeout=WATCHDOG * 1000)
    assert not path.exists()  # the table closed: nothing to resume

    # The match went on from the card where it stopped: the same deals, the same cards.
    match = table.match
    assert match is not None and match.finished
    record = to_record(match)
    for h, saved in enumerate(before["record"]["hands"]):
        assert record["hands"][h]["deal"] == saved["deal"]
        assert record["hands"][h]["plays"][: len(saved["plays"])] == saved["plays"]
    # Bruno came back (a second welcome, the match started) and saw only his own cards.
    messages = _received(tmp_path)
    welcomes = [m for m in messages if m["type"] == "welcome"]
    assert len(welcomes) == 2 and welcomes[1]["started"] and welcomes[1]["seat"] == 1
    assert any(m["type"] == "state" for m in messages[seen_before:])
    for m in messages:
        if m["type"] == "state":
            mine = _cards_at(match, m["hand"], m["plays"], m["view"]["phase"] == "discard")
            assert set(m["view"]["cards"]) == mine


def _cards_at(match, hand: int, plays: int, discarding: bool) -> set[str]:
    """Seat 1's cards after ``plays`` cards of ``hand`` (the deal replayed by the engine:
    the heads-up draws and the three-player discard included)."""
    log = match.hands[hand]
    deal, old = log.deal, log.state
    state = HandState(
        match.rules,
        match.n_seats,
        deal.dealer,
        deal.hands,
        deal.stock,
        deal.removed,
        totals=old.totals,
        hand_index=old.hand_index,
    )
    if old.discard is not None and not discarding:
        state.play(old.discard)
    for card in old.plays[:plays]:
        state.play(card)
    return {card.code for card in view_of(state, 1).hand_cards}


def _write_snapshot(folder: Path, text: str) -> Path:
    path = folder / hosted.NAME
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ('{"format": "ciapano-table", "version": 1, "code"', "cut short"),
        ('{"format": "ciapano-record", "version": 1}', "not a table this version"),
        ('{"format": "ciapano-table", "version": 7}', "version 7"),
    ],
)
def test_a_damaged_or_foreign_table_autosave_is_told_and_kept_aside(
    qtbot, settings, tmp_path, content, said
):
    from ciapano_qt.ui.dialogs.host import HostDialog

    _write_snapshot(tmp_path, content)
    dialog = HostDialog(settings, data_folder=tmp_path)
    qtbot.addWidget(dialog)
    box = dialog.resume_box
    assert box is not None
    dialog.show()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("hosted.damaged-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content  # nothing lost
    assert not (tmp_path / hosted.NAME).exists()
    text = box.text.text()
    assert text.startswith("The interrupted table cannot be resumed.") and said in text
    assert str(kept[0]) in text
    assert not box.resume.isVisible() and dialog.open_button.isEnabled()  # host anew


def _interrupted_table(folder: Path) -> dict:
    """A table of three, Anna at the host and Bruno joined, two cards into its match."""
    from ciapano_qt.net.seating import Config
    from ciapano_qt.net.table import Table

    hello = {"type": "hello", "app": "ciapano", "protocol": 3, "code": "123456"}
    config = Config(Rules(players=3), ["remote", "remote", "computer"], ["", "", "C"], "123456")
    config.title = "Bar Sport"
    table = Table(config)
    for conn, name in ((1, "Anna"), (2, "Bruno")):
        table.open(conn, "127.0.0.1", 0.0)
        table.receive(conn, json.dumps({**hello, "name": name}).encode(), 0.0)
    assert table.started
    app = hosted.app_section("127.0.0.1", 40000, 0)
    resume.save(table, folder / hosted.NAME, app)
    return resume.snapshot(table, app)


def test_an_interrupted_table_is_described_and_can_be_discarded(qtbot, settings, tmp_path):
    from ciapano_qt.ui.dialogs.host import HostDialog

    _interrupted_table(tmp_path)
    dialog = HostDialog(settings, data_folder=tmp_path)
    qtbot.addWidget(dialog)
    box = dialog.resume_box
    assert box is not None
    assert box.text.text().startswith(
        "Your table “Bar Sport” stopped in the middle of its match (hand 1, table code "
        "123 456; at the table: Anna, Bruno, C)."
    )
    asked: list[bool] = []
    box.ask_discard = lambda: asked.append(True) or False  # "No": nothing changes
    box.discard.click()
    assert asked == [True] and (tmp_path / hosted.NAME).exists()
    assert dialog.resume_box is box and not dialog.open_button.isEnabled()
    assert dialog.setup.isHidden()  # the new table's part waits
    box.ask_discard = lambda: True
    box.discard.click()
    assert not (tmp_path / hosted.NAME).exists()
    assert dialog.resume_box is None and dialog.open_button.isEnabled()
    assert not dialog.setup.isHidden() and dialog.setup.seats.isEnabled()


def test_an_interrupted_table_whose_port_is_taken_stays_to_be_resumed(qtbot, settings, tmp_path):
    import socket

    from ciapano_qt.ui.dialogs.host import HostDialog

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        snapshot = _interrupted_table(tmp_path)
        snapshot["app"]["port"] = port
        (tmp_path / hosted.NAME).write_text(json.dumps(snapshot), encoding="utf-8")
        dialog = HostDialog(settings, data_folder=tmp_path)
        qtbot.addWidget(dialog)
        dialog.lan = False
        dialog.resume_box.resume.click()
        qtbot.waitUntil(
            lambda: dialog.note.text().startswith("The table cannot be opened:"),
            timeout=WATCHDOG * 1000,
        )
    assert (tmp_path / hosted.NAME).exists()  # kept: it can be resumed once the port is free
    assert dialog.resume_box.isEnabled() and not dialog.open_button.isEnabled()
    assert dialog.lobby is None and dialog.seated.model() is None  # the next try makes its own


START = """
import json, sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
from ciapano_qt.ui.app import startup as app

def ready(window):  # before the event loop runs: before the first paint
    found = {"host_loaded_before_paint": "ciapano_qt.ui.dialogs.host" in sys.modules}

    def look():
        dialogs = [d for d in window.net_dialogs if d.isVisible()]
        found["dialogs"] = [type(d).__name__ for d in dialogs]
        found["offer"] = bool(dialogs) and dialogs[0].resume_box is not None
        found["text"] = dialogs[0].resume_box.text.text() if found["offer"] else ""
        modal = QApplication.activeModalWidget()
        found["modal"] = type(modal).__name__ if modal is not None else None
        if modal is not None:
            modal.reject()
        found["folder"] = str(window.persistence.folder)
        print(json.dumps(found), flush=True)
        QTimer.singleShot(0, QCoreApplication.quit)

    QTimer.singleShot(1500, look)

app.main([sys.argv[0]], ready=ready)
"""


def test_the_next_start_offers_the_interrupted_table_instead_of_a_new_match(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C", LANG="C")
    env.pop("LANGUAGE", None)
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    folder = tmp_path / "data" / "Ciapano" / "Ciapano"
    folder.mkdir(parents=True)
    assert hosted.NAME == "hosted.json"  # ui/app/startup.py looks for it by this name
    _interrupted_table(folder)

    def start() -> dict:
        result = subprocess.run(
            [sys.executable, "-c", START], env=env, cwd=ROOT, capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
        assert lines, result.stderr
        return json.loads(lines[-1])

    found = start()
    assert found["folder"] == str(folder)
    assert found["host_loaded_before_paint"] is False  # the offer waits for the first paint
    assert found["dialogs"] == ["HostDialog"] and found["offer"] is True
    assert "Bar Sport" in found["text"]
    assert found["modal"] is None  # no New match dialog in its way
    (folder / hosted.NAME).unlink()
    again = start()  # nothing to resume: the start offers a new match as before
    assert again["dialogs"] == [] and again["modal"] == "NewMatchDialog"
