"""The table through a real AT-SPI stack, as a screen reader on Linux gets it.

A private D-Bus session (dbus-run-session), an X server (xvfb-run) with openbox, at-spi2-core's
bus launcher and registry, the app with accessibility on (``atspi/app.py``, over the xcb
platform) and an AT-SPI client (``atspi/client.py``, Debian's python3-pyatspi under
/usr/bin/python3) that plays one hand by keyboard: Right until a card is playable (round
the hand: "First card." past the last), Enter to play, and 1, 2, 3 once at its first turn.
The client records every name and description change and every announcement, and reads the
table's accessible objects (its panels and their labels) at the player's first two turns;
these tests check what it heard.
A second session (``atspi/dialogs_app.py``, ``atspi/dialogs_client.py``, a few seconds) opens
the settings, new-match, host, join, score sheet, hand summary and statistics dialogs and reads
their controls and tables as a reader finds them.
Its Debian packages come from packaging/linux/build-deps.sh (tools/bootstrap.sh test runs it):
a missing one fails the test, it never skips. About a minute.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent / "atspi"
ROOT = HERE.parents[2]
TOOLS = ("dbus-run-session", "xvfb-run", "openbox", "xprop")
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
XSERVER = ("dbus-run-session", "--", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24")
SCRIPT = """
openbox >/dev/null 2>&1 &
for _ in $(seq 300); do  # until openbox manages the screen (a window shown before it would
    # lose the keyboard focus when it takes over; at most about 30 s, a cold first start)
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.1
done
"$LAUNCHER" --launch-immediately >/dev/null 2>&1 &
for _ in $(seq 300); do  # until the accessibility bus answers (at most about 30 s)
    dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus \
        org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
    sleep 0.1
done
exec /usr/bin/python3 "$CLIENT" "$APP_PYTHON" "$APP"
"""


def _missing() -> list[str]:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not LAUNCHER.exists():
        missing.append("at-spi2-core")
    check = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if check.returncode:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def heard(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, str]]:
    missing = _missing()
    assert not missing, f"install {missing}: bash packaging/linux/build-deps.sh"
    said = _hear(tmp_path_factory.mktemp("atspi"), "client.py", "app.py")
    if not _a_key_was_heard(said):
        # Under a loaded machine (two in a few full runs) no key the client sent reached
        # the app: its turn came and not one card was ever named. That is the X session's
        # keyboard, not the app, so the session runs once more; a view that ignores keys
        # fails both times.
        said = _hear(tmp_path_factory.mktemp("atspi"), "client.py", "app.py")
    return [(kind, text) for kind, text in said]


def _a_key_was_heard(said: list[list[str]]) -> bool:
    """Whether the Right key ever moved the focus to a card (its name was told)."""
    return any(kind == "name" and " of " in text for kind, text in said)


@pytest.fixture(scope="module")
def dialogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, list]]:  # type: ignore[type-arg]
    """Each dialog's controls and tables as a reader finds them (atspi/dialogs_client.py)."""
    missing = _missing()
    assert not missing, f"install {missing}: bash packaging/linux/build-deps.sh"
    found = _hear(tmp_path_factory.mktemp("atspi"), "dialogs_client.py", "dialogs_app.py")
    assert isinstance(found, dict)
    return found


def _hear(tmp_path: Path, client: str, app: str) -> Any:
    """Run ``atspi/<client>`` over ``atspi/<app>`` and return the JSON it printed last."""
    env = dict(os.environ)
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(name, None)
    env.update(
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        XDG_RUNTIME_DIR=str(tmp_path),
        LAUNCHER=str(LAUNCHER),
        CLIENT=str(HERE / client),
        APP_PYTHON=sys.executable,
        APP=str(HERE / app),
        PYTHONPATH=str(ROOT),
    )
    # One session at a time on this machine: the two fixtures may run at once in two xdist
    # workers, and ``xvfb-run -a`` picks its display by looking for a free number, which two
    # runs starting together could both take (the app would then share the other's screen
    # and keyboard). Not seen here, where two at once got :99 and :100; a guard only.
    import fcntl  # Linux's (the tests that use it skip elsewhere)

    with open(Path(tempfile.gettempdir()) / "ciapano-atspi.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        run = subprocess.run(
            [*XSERVER, "bash", "-c", SCRIPT],
            env=env,
            capture_output=True,
            text=True,
            timeout=150,
            cwd=tmp_path,
        )
    lines = [line for line in run.stdout.splitlines() if line.startswith(("[", "{"))]
    assert lines, (run.returncode, run.stdout[-2000:], run.stderr[-2000:])
    return json.loads(lines[-1])


LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="AT-SPI is Linux's bus")


@LINUX
def test_a_hand_played_through_at_spi(heard: list[tuple[str, str]]) -> None:
    assert ("error", "timeout") not in heard, heard[-10:]
    described = [text for kind, text in heard if kind == "description"]
    named = [text for kind, text in heard if kind == "name"]
    # the hand was played to its end, and the end was said
    assert any(t.startswith("The hand is over.") for t in described), described[-5:]
    # every move named a card and said its place and playability in the description
    places = [t for t in described if re.search(r"Card \d+ of \d+\. ", t)]
    assert len(places) >= 20
    assert all(
        "Playable: Enter plays it." in t or "Not playable: " in t or "Wait for your turn." in t
        for t in places
    )
    moves = [i for i, (kind, text) in enumerate(heard) if kind == "name" and " of " in text]
    assert len(moves) >= 10, named[:20]
    for i in moves:  # the description that follows a card's name tells its place
        after = next((text for kind, text in heard[i + 1 :] if kind == "description"), "")
        assert re.search(r"Card \d+ of \d+\.", after), (heard[i], after)
    # Right at the last card goes round to the first and says so (never silently)
    assert any(t.startswith("First card. Card 1 of ") for t in described)
    # the opponents' cards and the tricks with their points are told, at the focused view
    assert any(re.search(r"AI \d plays .+\.", t) for t in described)
    assert any(re.search(r"takes the trick: .*point", t) for t in described), described
    # the player's own card is never left "Playable" once played (after "You take the
    # trick" the player leads, and the card now in focus is playable: that is no stale text)
    for text in described:
        if text.startswith("You play ") and "You take the trick" not in text:
            assert "Playable: Enter plays it." not in text, text
    # the reading keys
    assert any(t.startswith("Trick: AI ") for t in described)
    assert any(t.startswith("Scores: You: 0; AI 1: 0") for t in described)
    assert any(t.startswith("Your turn.") for t in described)
    # told once: while the view has the focus, nothing is also posted as an announcement
    said = {text for kind, text in heard if kind == "announcement"}
    assert not [t for t in described if any(t.startswith(a) for a in said if a)]


def _shots(heard: list[tuple[str, str]]) -> list[dict]:  # type: ignore[type-arg]
    shots = [json.loads(text) for kind, text in heard if kind == "objects"]
    assert [shot["when"] for shot in shots] == [0, 1], heard[-10:]
    return shots


def _objects(heard: list[tuple[str, str]]) -> list[dict[str, dict]]:  # type: ignore[type-arg]
    return [shot["panels"] for shot in _shots(heard)]


@LINUX
def test_every_child_of_the_status_line_is_named(heard: list[tuple[str, str]]) -> None:
    for shot in _shots(heard):
        children = shot["status"]
        assert children, shot  # the status label and the size grip at least
        assert all(name for _role, name in children), children
        # the status label is named by what it says: at each of these turns, "Your turn: ..."
        assert any(r == "label" and n.startswith("Your turn: ") for r, n in children), children


def _names(panel: dict) -> list[str]:  # type: ignore[type-arg]
    return [name for _role, name, _description in panel["children"]]


@LINUX
def test_the_table_is_a_tree_of_objects_a_reader_can_review(heard: list[tuple[str, str]]) -> None:
    first, second = _objects(heard)
    assert list(first) == ["Players", "Trick", "Your hand", "Stock and cards aside"]
    for panels in (first, second):
        assert {p["role"] for p in panels.values()} == {"panel"}
        assert {c[0] for p in panels.values() for c in p["children"]} == {"label"}
    # seed 3: the player deals; AI 1, on the dealer's right, leads spades; the Two ranks above
    # the King and the Six (3, 2, Ace, King, ... 4), so AI 1 takes the trick so far
    assert _names(first["Players"]) == [
        "You, Match: 0, dealer, your turn",
        "AI 1, Match: 0",
        "AI 2, Match: 0",
        "AI 3, Match: 0",
    ]
    assert _names(first["Trick"]) == [
        "AI 1: Two of spades, taking the trick so far",
        "AI 2: Six of spades",
        "AI 3: King of spades",
    ]
    hand = first["Your hand"]["children"]
    assert len(hand) == 10
    # the hand's only spades are its Ace and Jack: the two cards that follow suit
    playable = [name for _role, name, state in hand if state == "Playable: Enter plays it."]
    assert playable == ["Ace of spades", "Jack of spades"]
    assert all(
        state == "Not playable: You must follow spades."
        for _role, name, state in hand
        if name not in playable
    )
    assert first["Stock and cards aside"]["children"] == []  # four players: no stock


@LINUX
def test_the_objects_follow_the_play(heard: list[tuple[str, str]]) -> None:
    first, second = _objects(heard)
    at_second = [i for i, (kind, _text) in enumerate(heard) if kind == "objects"][1]
    said = [text for kind, text in heard[:at_second] if kind == "description"]
    mine = next(t for t in said if t.startswith("You play "))
    card = re.match(r"You play (.+?)\.", mine)
    assert card is not None
    played = card.group(1)
    # the card played has left the hand, and nothing else has
    assert _names(second["Your hand"]) == [n for n in _names(first["Your hand"]) if n != played]
    # the first trick (the player's card last) went to AI 1: its plate counts it
    assert "AI 1, Match: 0, 1 trick taken" in _names(second["Players"])
    # the trick now shown is the one heard since the last trick was taken
    at = max(i for i, t in enumerate(said) if "takes the trick" in t or "take the trick" in t)
    last = said[at].rsplit("the trick: ", 1)[1]
    plays = re.findall(r"(AI \d) plays (.+?)\.", " ".join([last, *said[at + 1 :]]))
    shown = [n.split(", ")[0] for n in _names(second["Trick"])]
    assert shown == [f"{who}: {what}" for who, what in plays]
    assert sum(n.endswith(", taking the trick so far") for n in _names(second["Trick"])) == 1


DIALOGS = ("Settings", "New match", "Host a table", "Join a table")


def _reader_name(control: list) -> str:  # type: ignore[type-arg]
    """What a reader calls a control: the labels linked to it (Orca: "labelled-by"), else
    its own name."""
    _role, name, labels, _value, _showing = control
    return " ".join(labels) if labels else name


@LINUX
def test_every_control_of_the_dialogs_is_named_by_its_label(
    dialogs: dict[str, dict[str, list]],  # type: ignore[type-arg]
) -> None:
    for title in DIALOGS:
        controls = dialogs[title]["controls"]
        assert controls, title
        for control in controls:
            role, _name, labels, value, _showing = control
            said = _reader_name(control).strip()
            assert said, (title, control)
            assert said != (value or "").strip(), (title, control)
            if role == "combo box":  # Linux Qt names a combo box by its text: a label must say it
                assert labels and labels != [value], (title, control)
    settings = {_reader_name(c): c[3] for c in dialogs["Settings"]["controls"]}
    # every page's controls are there (the pages the list does not show too), by label
    assert settings["Variant:"] == "Classic Ciapanò"
    assert settings["Players:"] == "4"
    assert settings["Level of opponent 1"] == "Medium"
    assert settings["Opponent 1:"] == "Anna"
    assert settings["Table cloth:"] == "Green"
    assert settings["Language:"] == "English"
    seats = {_reader_name(c): c[3] for c in dialogs["New match"]["controls"]}
    assert seats["Seat 2:"] == "Anna" and seats["Who plays seat 2"] == "Computer: Medium"
    host = {_reader_name(c): c[3] for c in dialogs["Host a table"]["controls"]}
    assert host["Who plays seat 2"] == "Person at another computer"
    join = {_reader_name(c): c[3] for c in dialogs["Join a table"]["controls"]}
    assert set(join) == {"Address:", "Table code:", "Your name:"}


@LINUX
def test_score_cells_are_read_as_header_and_value_only(
    dialogs: dict[str, dict[str, list]],  # type: ignore[type-arg]
) -> None:
    """Orca 43 says "not selected" after a cell it reads with Up, Down or Tab unless that
    cell is selected (any Qt table offers a selection): the keyboard's cell is the selected
    one, and only it. In each table the keyboard went Down (to the first cell) and Right.
    The first rows, worked out by hand for the match of dialogs_app.py (one hand, "You" takes
    all ten tricks: a strict cappotto, 0 points; the others score 11, the target, and are
    out)."""
    tables = {title: dialogs[title]["tables"] for title in ("Score sheet", "Hand 1", "Statistics")}
    for title, found in tables.items():
        assert len(found) == 1, title
        cells = found[0]["cells"]
        selected = [i for i, (_name, states) in enumerate(cells) if "selected" in states]
        assert selected == [1], (title, found[0]["cells"])
    (sheet,) = tables["Score sheet"]
    assert sheet["headers"] == ["You", "Anna", "Bepi", "Carla"]
    assert [name for name, _ in sheet["cells"]] == ["0"] + ["11, out after this hand"] * 3
    (summary,) = tables["Hand 1"]
    assert summary["headers"] == ["Player", "Tricks", "Points taken", "Score", "Total"]
    # the card points: four aces and twenty thirds (the last trick's third is the score's)
    assert [n for n, _ in summary["cells"]] == ["You", "10", "10 and two thirds", "0", "0"]
    (stats,) = tables["Statistics"]
    assert stats["headers"][0] == "Classic Ciapanò\nunassisted"
    assert [n for n, _ in stats["cells"]] == ["1", "0", "0", "0"]  # one match counted
