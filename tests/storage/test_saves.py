"""The autosave and export/import: round trips, and clean refusals that keep the file aside."""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import (
    AutosaveStore,
    damaged_name,
    export_record,
    import_record,
    record_text,
    replaced_by_save,
)

from .helpers import RULES, finished_match, n_plays, partial_match

DAMAGED = re.compile(r"^autosave\.damaged-\d{8}-\d{6}(-\d+)?\.json$")
APP = {"human": 0, "levels": ["random", "easy"], "speed": "fast", "undo": True}


def files(folder):
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"{r.variant}-{r.players}")
def test_round_trip_of_finished_and_unfinished_matches(tmp_path, rules):
    store = AutosaveStore(tmp_path)
    for match in (
        finished_match(rules, 7),
        partial_match(rules, 7, 13),
        partial_match(rules, 7, 1),
    ):
        store.save(match, APP)
        result = store.load()
        assert result.ok and result.status == "loaded" and result.error is None
        assert result.app == APP
        assert to_record(result.match) == to_record(match)
        assert n_plays(result.match) == n_plays(match)
    assert files(tmp_path) == ["autosave.json"]


def test_three_player_save_before_the_dealer_discards(tmp_path):
    rules = RULES[2]  # three players, dealer discards
    match = partial_match(rules, 3, 0)
    match.deal_hand(__import__("random").Random(1))
    assert match.hand is not None and match.hand.phase == "discard"
    store = AutosaveStore(tmp_path)
    store.save(match)
    loaded = store.load().match
    assert loaded is not None and loaded.hand is not None and loaded.hand.phase == "discard"


def test_hand_notes_and_unknown_keys_survive(tmp_path):
    match = partial_match(RULES[0], 2, 25)
    match.hands[-1].extra["undos"] = 2
    match.extra["future_key"] = {"x": [1, 2]}
    store = AutosaveStore(tmp_path)
    store.save(match, APP)
    loaded = store.load().match
    assert loaded.hands[-1].extra == {"undos": 2}
    assert loaded.extra == {"future_key": {"x": [1, 2]}}
    assert "app" not in loaded.extra  # handed back separately


def test_the_file_is_a_ciapano_record_with_an_app_section(tmp_path):
    store = AutosaveStore(tmp_path)
    store.save(partial_match(RULES[1], 1, 5), APP)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["format"] == "ciapano-record" and data["version"] == 1
    assert data["app"] == APP


def test_no_file_is_nothing_to_resume(tmp_path):
    result = AutosaveStore(tmp_path / "not-yet").load()
    assert result.status == "empty" and result.match is None and result.message == ""


def test_clear_removes_the_autosave(tmp_path):
    store = AutosaveStore(tmp_path)
    store.save(finished_match(RULES[1], 1))
    store.clear()
    store.clear()
    assert store.load().status == "empty"


def save_then_damage(tmp_path, damage):
    store = AutosaveStore(tmp_path)
    match = partial_match(RULES[0], 5, 30)
    store.save(match, APP)
    text = store.path.read_text(encoding="utf-8")
    store.path.write_bytes(damage(text))
    return store, text


def refused(store, original_bytes):
    result = store.load()
    assert result.status == "refused" and result.match is None and not result.ok
    assert result.kept_as is not None and DAMAGED.match(result.kept_as.name)
    assert result.kept_as.read_bytes() == original_bytes
    assert not store.path.exists()
    assert result.kept_as.name in result.message
    return result


def test_truncated_save_is_refused_and_kept(tmp_path):
    store, text = save_then_damage(tmp_path, lambda t: t[: len(t) // 2].encode())
    r = refused(store, text[: len(text) // 2].encode())
    assert r.code == "storage.truncated" and "stops before its end" in r.message


def test_not_json_is_refused(tmp_path):
    store, _ = save_then_damage(tmp_path, lambda t: b"hello, world")
    r = refused(store, b"hello, world")
    assert r.code == "record.not_json" and "not a JSON document" in r.message


def test_empty_and_binary_files_are_refused(tmp_path):
    store, _ = save_then_damage(tmp_path, lambda t: b"")
    assert refused(store, b"").code == "storage.empty"
    store, _ = save_then_damage(tmp_path, lambda t: b"\xff\xfe\x00garbage")
    assert refused(store, b"\xff\xfe\x00garbage").code == "storage.not_utf8"


def test_newer_version_is_refused_saying_so(tmp_path):
    def newer(t):
        return t.replace('"version": 1', '"version": 7', 1).encode()

    store, text = save_then_damage(tmp_path, newer)
    r = refused(store, newer(text))
    assert r.code == "record.newer_version" and r.params["version"] == 7
    assert "newer" in r.message


def test_unknown_format_is_refused(tmp_path):
    store, _ = save_then_damage(tmp_path, lambda t: b'{"format": "something-else"}')
    assert refused(store, b'{"format": "something-else"}').code == "record.unknown_format"


def test_an_illegal_game_is_refused_naming_the_hand_and_card(tmp_path):
    def swap(t):
        data = json.loads(t)
        hand = data["hands"][0]
        seat_cards = hand["deal"][0]
        # a card seat 0 was never dealt, played first: not held or out of turn
        foreign = next(c for c in hand["deal"][1] if c not in seat_cards)
        hand["plays"][0] = foreign if hand["plays"][0] != foreign else hand["deal"][2][0]
        return json.dumps(data).encode()

    store, text = save_then_damage(tmp_path, swap)
    r = refused(store, swap(text))
    assert r.code in ("record.illegal_play", "record.derived_mismatch")
    assert "hand 1" in r.message


def test_two_damaged_files_in_the_same_second_get_distinct_names(tmp_path):
    path = tmp_path / "autosave.json"
    first = damaged_name(path, 1_000_000_000)
    first.write_text("x")
    second = damaged_name(path, 1_000_000_000)
    assert second != first and second.name.endswith("-2.json")


def test_after_a_refusal_the_next_save_and_load_work(tmp_path):
    store, _ = save_then_damage(tmp_path, lambda t: b"{")
    assert store.load().status == "refused"
    match = partial_match(RULES[0], 9, 4)
    store.save(match)
    assert store.load().ok
    assert len([n for n in files(tmp_path) if DAMAGED.match(n)]) == 1


def test_a_folder_in_place_of_the_file_is_refused_without_moving_it(tmp_path):
    store = AutosaveStore(tmp_path)
    store.path.mkdir()
    result = store.load()
    assert result.status == "refused" and result.code == "storage.not_a_file"
    assert result.kept_as is None and store.path.is_dir()
    assert not replaced_by_save(result.error)  # the next save fails while it is there
    with pytest.raises(OSError):
        store.save(partial_match(RULES[0], 9, 4))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_in_place_of_the_file_is_replaced_by_the_next_save(tmp_path):
    store = AutosaveStore(tmp_path)
    os.mkfifo(store.path)
    result = store.load()
    assert result.status == "refused" and result.params["kind"] == "named pipe"
    assert result.kept_as is None and replaced_by_save(result.error)
    store.save(partial_match(RULES[0], 9, 4))
    assert stat.S_ISREG(os.lstat(store.path).st_mode) and store.load().ok


def test_export_and_import_round_trip(tmp_path):
    match = finished_match(RULES[7], 4)
    out = tmp_path / "shared" / "partita.json"
    out.parent.mkdir()
    export_record(out, match, {"note": "bella"})
    result = import_record(out)
    assert result.ok and result.app == {"note": "bella"}
    assert to_record(result.match) == to_record(match)
    assert out.read_text(encoding="utf-8") == record_text(match, {"note": "bella"})


def test_a_refused_import_leaves_the_players_file_alone(tmp_path):
    path = tmp_path / "downloaded.json"
    path.write_bytes(b'{"format": "ciapano-record", "version": 1, "rules": {"players": 9}}')
    result = import_record(path)
    assert result.status == "refused" and result.code == "record.bad_rules"
    assert "players" in result.message and result.kept_as is None
    assert path.exists()


def test_import_of_a_missing_file_is_a_refusal(tmp_path):
    result = import_record(tmp_path / "nope.json")
    assert result.status == "refused" and result.code == "storage.unreadable"


def test_save_does_not_hide_a_full_disk(tmp_path, monkeypatch):
    store = AutosaveStore(tmp_path)
    match = partial_match(RULES[0], 1, 10)
    store.save(match)
    before = store.path.read_bytes()

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("ciapano_qt.storage.atomic.os.write", full)
    with pytest.raises(OSError):
        store.save(partial_match(RULES[0], 1, 11))
    monkeypatch.undo()
    assert store.path.read_bytes() == before


@settings(max_examples=25, deadline=None, derandomize=True)
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(0, 10_000),
    cards=st.integers(0, 400),
    app=st.dictionaries(st.text(max_size=6), st.integers() | st.text(max_size=6), max_size=3),
)
def test_any_moment_of_any_match_round_trips_and_plays_on_alike(rules, seed, cards, app):
    match = partial_match(rules, seed, cards)
    with tempfile.TemporaryDirectory() as folder:
        store = AutosaveStore(folder)
        store.save(match, app)
        result = store.load()
    assert result.ok and result.app == app
    loaded = result.match
    assert to_record(loaded) == to_record(match)
    # both go on the same way: same turn, same legal cards, same totals after the same card
    for m in (match, loaded):
        if m.hand is not None:
            m.play(m.hand.legal_moves()[-1])
    assert to_record(loaded) == to_record(match)
    assert loaded.totals == match.totals and loaded.in_play == match.in_play
