"""Said once, in words, with where the old file is (issue 21, items 5 and 6): settings that
held garbage, statistics set aside while a match is counted, absurd figures."""

from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import QSettings

from ciapano_qt.ai.play import play_match
from ciapano_qt.engine import Rules, Seat
from ciapano_qt.storage.stats import StatsStore
from ciapano_qt.ui.app.notices import keep_bad_settings
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.session.persistence import install_persistence


def _match(seed: int):  # type: ignore[no-untyped-def]
    match = play_match(Rules(players=3, target=11), ["random"] * 3, random.Random(seed))
    match.seats[0] = Seat("You", "human", None)
    return match


def test_garbage_in_the_settings_is_kept_aside_and_said_once(tmp_path: Path) -> None:
    path = tmp_path / "Ciapano.conf"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("rules/players", 9)
    writer.setValue("table/speed", "warp")
    writer.setValue("rules/target", 21)  # a good one stays
    writer.sync()
    before = path.read_bytes()
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    text = keep_bad_settings(settings)
    assert text is not None and "defaults" in text
    kept = next(tmp_path.glob("Ciapano.conf.damaged-*"))
    assert str(kept) in text and kept.read_bytes() == before
    settings.sync()
    again = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert keep_bad_settings(again) is None  # told once: the bad values are gone
    assert again.get("rules/target") == 21 and again.get("rules/players") == 4


def test_good_settings_say_nothing(tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "ok.conf"), QSettings.Format.IniFormat))
    settings.set("rules/target", 21)
    assert keep_bad_settings(settings) is None
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_statistics_set_aside_at_a_match_end_are_told_once(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    (data / "stats.json").write_text('{"format": "ciapano-stats", "version": 2, "groups": [')
    win = make_window()
    install_persistence(win, data)
    shown: list[str] = []
    win.persistence.warn = lambda title, text, modal=True: shown.append(text)
    assert win.persistence._count(_match(1), 0)
    assert len(shown) == 1 and "damaged" in shown[0]
    kept = next(data.glob("stats.damaged-*.json"))
    assert str(kept) in shown[0]
    assert win.persistence._count(_match(2), 0)
    assert len(shown) == 1  # nothing new to say
    assert StatsStore(data).load().stats.variants["classic"].played == 2


def test_a_401_digit_penalty_does_not_break_the_dialog(qtbot, make_window, data: Path) -> None:  # type: ignore[no-untyped-def]
    store = StatsStore(data)
    assert store.record_match(_match(3), 0)
    doc = json.loads(store.path.read_text(encoding="utf-8"))
    doc["groups"][0]["penalty"] = 10**400
    store.path.write_text(json.dumps(doc), encoding="utf-8")
    win = make_window()
    install_persistence(win, data)
    dialog = win.persistence.files.show_statistics()  # OverflowError here before
    assert dialog.isVisible() and not dialog.note.isHidden()
    assert next(data.glob("stats.damaged-*.json")).read_text(encoding="utf-8") == json.dumps(doc)
    dialog.close()
