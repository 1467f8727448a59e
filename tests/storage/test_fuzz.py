"""Every loader against damaged files: truncated, bit-flipped, keys deleted or duplicated,
numbers and card codes changed, random bytes and random JSON. Each load ends in a valid match
(or statistics) or a clean refusal with a code and a message naming the problem; a refused
autosave or statistics file is renamed aside, never deleted; an imported file is left alone.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.record import to_record
from ciapano_qt.storage.saves import AutosaveStore, import_record, record_text
from ciapano_qt.storage.stats import Stats, StatsStore

from .helpers import RULES, finished_match, get, partial_match, paths, replace

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
)

RECORD_TEXTS = [
    record_text(partial_match(RULES[0], 11, 23), {"human": 0}),
    record_text(partial_match(RULES[2], 12, 17), {"human": 0}),  # three players, discard
    record_text(partial_match(RULES[4], 13, 31), {"human": 0}),  # three players, monte
    record_text(partial_match(RULES[7], 14, 45), {"human": 0}),  # Busca
    record_text(finished_match(RULES[1], 15)),  # two players, a stock
]


def _stats_text() -> str:
    stats = Stats()
    for i, rules in enumerate((RULES[1], RULES[7], RULES[3])):
        stats.add(finished_match(rules, 100 + i), 0, when=1_700_000_000 + i)
    return json.dumps(stats.to_dict(), indent=1)


STATS_TEXT = _stats_text()
CODES = [c.code for c in CARDS]

# Mutations ------------------------------------------------------------------------------------


ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.integers(-3, 45),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([*CODES, "", "ZZ", "10D", "ad", "A", "AD ", "XX"]),
    st.text(max_size=8),
    st.lists(st.sampled_from(CODES), max_size=12),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


def dump_with_duplicate(node: Any, target: tuple[Any, ...], key: Any, value: Any) -> str:
    """JSON text of ``node`` where the object at ``target`` repeats ``key`` with ``value``
    (after the real one, so that the duplicate wins for Python's json)."""

    def walk(n: Any, at: tuple[Any, ...]) -> str:
        if isinstance(n, dict):
            items = [f"{json.dumps(k)}: {walk(v, (*at, k))}" for k, v in n.items()]
            if at == target:
                items.append(f"{json.dumps(key)}: {json.dumps(value)}")
            return "{" + ", ".join(items) + "}"
        if isinstance(n, list):
            return "[" + ", ".join(walk(v, (*at, i)) for i, v in enumerate(n)) + "]"
        return json.dumps(n)

    return walk(node, ())


@st.composite
def mutated(draw: st.DrawFn, texts: list[str]) -> bytes:
    text = draw(st.sampled_from(texts))
    kind = draw(
        st.sampled_from(
            ["truncate", "flip", "delete", "duplicate", "value", "card", "number", "swap", "mix"]
        )
    )
    data = text.encode("utf-8")
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data) - 1))]
    if kind == "flip":
        buf = bytearray(data)
        for _ in range(draw(st.integers(1, 8))):
            i = draw(st.integers(0, len(buf) - 1))
            buf[i] ^= 1 << draw(st.integers(0, 7))
        return bytes(buf)
    doc = json.loads(text)
    all_paths = paths(doc)
    if kind == "delete":
        keyed = [p for p in all_paths if p and isinstance(get(doc, p[:-1]), (dict, list))]
        path = draw(st.sampled_from(keyed))
        del get(doc, path[:-1])[path[-1]]
    elif kind == "duplicate":
        dicts = [p for p in all_paths if isinstance(get(doc, p), dict) and get(doc, p)]
        target = draw(st.sampled_from(dicts))
        key = draw(st.sampled_from(sorted(get(doc, target))))
        return dump_with_duplicate(doc, target, key, draw(ODD_VALUES)).encode("utf-8")
    elif kind == "value":
        doc = replace(doc, draw(st.sampled_from(all_paths)), draw(ODD_VALUES))
    elif kind == "card":
        cards = [p for p in all_paths if get(doc, p) in CODES]
        if cards:
            doc = replace(doc, draw(st.sampled_from(cards)), draw(st.sampled_from(CODES)))
    elif kind == "number":
        numbers = [p for p in all_paths if type(get(doc, p)) is int]
        if numbers:
            path = draw(st.sampled_from(numbers))
            doc = replace(doc, path, get(doc, path) + draw(st.integers(-3, 3)))
    elif kind == "swap":
        lists = [p for p in all_paths if isinstance(get(doc, p), list) and len(get(doc, p)) > 1]
        if lists:
            lst = get(doc, draw(st.sampled_from(lists)))
            i = draw(st.integers(0, len(lst) - 1))
            j = draw(st.integers(0, len(lst) - 1))
            lst[i], lst[j] = lst[j], lst[i]
    else:  # several changes at once
        for _ in range(draw(st.integers(2, 5))):
            all_paths = paths(doc)
            doc = replace(doc, draw(st.sampled_from(all_paths[1:])), draw(ODD_VALUES))
    return json.dumps(doc, indent=draw(st.sampled_from([None, 1]))).encode("utf-8")


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)


@st.composite
def random_json(draw: st.DrawFn, fmt: str) -> bytes:
    doc = draw(st.dictionaries(st.text(max_size=8), JSON_VALUES, max_size=6))
    if draw(st.booleans()):
        doc["format"] = fmt
        doc["version"] = draw(st.sampled_from([1, 1, 2, 0, -1, "1", True, None, 1.0]))
    return json.dumps(doc).encode("utf-8")


def damaged(texts: list[str], fmt: str) -> st.SearchStrategy[bytes]:
    return st.one_of(
        mutated(texts),
        random_json(fmt),
        st.binary(max_size=300),
        st.text(max_size=200).map(lambda t: t.encode("utf-8")),
        st.sampled_from(
            [b"", b" ", b"{", b"[]", b"null", b"1e999999", b"9" * 5000, b"[" * 100_000]
        ),
    )


# The properties -------------------------------------------------------------------------------


def check_clean_message(message: str, code: str | None) -> None:
    assert code and "." in code
    assert message and "Traceback" not in message


def autosave_case(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = AutosaveStore(folder)
        store.path.write_bytes(data)
        result = store.load()
        if result.status == "loaded":
            assert result.match is not None and result.error is None
            assert store.path.read_bytes() == data
            # what loads saves again and reloads the same
            store.save(result.match, result.app)
            again = store.load()
            assert again.ok and to_record(again.match) == to_record(result.match)
        else:
            assert result.status == "refused" and result.match is None
            check_clean_message(result.message, result.code)
            assert result.code != "storage.invalid", result.message  # an engine bug
            assert not store.path.exists()
            assert result.kept_as is not None and result.kept_as.read_bytes() == data
            assert [p.name for p in Path(folder).iterdir()] == [result.kept_as.name]


def import_case(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "shared match.json"
        path.write_bytes(data)
        result = import_record(path)
        assert result.status in ("loaded", "refused")
        if result.status == "refused":
            check_clean_message(result.message, result.code)
            assert result.code != "storage.invalid", result.message
            assert result.kept_as is None
        assert path.read_bytes() == data  # the player's file is never touched


def stats_case(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = StatsStore(folder)
        store.path.write_bytes(data)
        loaded = store.load()
        if loaded.error is None:
            assert store.path.read_bytes() == data
            store.save(loaded.stats)
            assert store.load().stats.to_dict() == loaded.stats.to_dict()
        else:
            check_clean_message(loaded.message, loaded.error.code)
            assert loaded.error.code != "storage.invalid", loaded.message
            assert loaded.stats.to_dict() == Stats().to_dict()  # fresh statistics
            assert loaded.kept_as is not None and loaded.kept_as.read_bytes() == data
            assert not store.path.exists()
            store.save(loaded.stats)  # the app goes on with fresh statistics
            assert store.load().error is None


@SETTINGS
@given(damaged(RECORD_TEXTS, "ciapano-record"))
def test_autosave_loader_never_crashes(data):
    autosave_case(data)


@settings(SETTINGS, max_examples=30)
@given(damaged(RECORD_TEXTS, "ciapano-record"))
def test_import_never_crashes_nor_touches_the_file(data):
    import_case(data)


@SETTINGS
@given(damaged([STATS_TEXT], "ciapano-stats"))
def test_stats_loader_never_crashes(data):
    stats_case(data)


def test_the_samples_themselves_load():
    for text in RECORD_TEXTS:
        autosave_case(text.encode("utf-8"))
    stats_case(STATS_TEXT.encode("utf-8"))
