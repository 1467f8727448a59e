"""The card pictures kept on disk: what is read back is what was drawn, and a bad or stale file
is never used."""

from __future__ import annotations

import gc
import os
import random
import shutil
import threading
import time
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from ciapano_qt.decks import load_decks
from ciapano_qt.ui.table import card_renderer
from ciapano_qt.ui.table.art import CODES, CardArt
from ciapano_qt.ui.table.card_renderer import SUFFIX, CardRenderer, DiskCache

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "cards"
SIZE = QSize(73, 130)


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    """A writable copy of the shipped decks."""
    target = tmp_path / "cards"
    for deck in ("milanese", "bergamasche"):
        shutil.copytree(ASSETS / deck, target / deck, ignore=shutil.ignore_patterns("*.png"))
    return target


def renderer(decks: Path, folder: Path) -> tuple[CardRenderer, DiskCache]:
    disk = DiskCache(folder)
    return CardRenderer(load_decks(decks).decks, disk=disk), disk


def files(folder: Path) -> list[Path]:
    return sorted(folder.rglob(f"*{SUFFIX}"))


def test_a_cached_picture_is_the_picture_drawn(qapp: object, decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first, disk = renderer(decks, cache)
    for deck, code, dpr, indices in (
        ("milanese", "AD", 1.0, True),
        ("bergamasche", "RB", 2.0, True),
        ("milanese", "7C", 1.5, False),
        ("bergamasche", "back", 1.0, True),
    ):
        drawn = first.pixmap(deck, code, SIZE, dpr, indices)
        assert disk.flush()
        written = files(cache)
        again, _ = renderer(decks, cache)  # a new start: nothing in memory
        loaded = again.pixmap(deck, code, SIZE, dpr, indices)
        assert files(cache) == written  # read, not drawn and written again
        assert loaded.toImage() == drawn.toImage()
        assert loaded.devicePixelRatio() == dpr
        assert (loaded.width(), loaded.height()) == (round(73 * dpr), round(130 * dpr))
    assert len(files(cache)) == 4


def test_a_corrupt_file_is_drawn_again_and_rewritten(
    qapp: object, decks: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    first, disk = renderer(decks, cache)
    drawn = first.pixmap("milanese", "CC", SIZE)
    assert disk.flush()
    [path] = files(cache)
    good = path.read_bytes()
    path.write_bytes(b"x\x9c but not really")
    again, disk = renderer(decks, cache)
    assert again.pixmap("milanese", "CC", SIZE).toImage() == drawn.toImage()
    assert disk.flush()
    assert files(cache) == [path] and path.read_bytes() == good
    # A picture of another size under the right name is not used either.
    small = again.pixmap("milanese", "CC", QSize(20, 36)).toImage()
    assert disk.flush()
    [wrong] = [p for p in files(cache) if "20x36" in p.name]
    wrong.write_bytes(path.read_bytes())  # a 73x130 picture where a 20x36 one belongs
    third, _ = renderer(decks, cache)
    assert third.pixmap("milanese", "CC", QSize(20, 36)).toImage() == small


def test_a_changed_svg_is_drawn_anew(qapp: object, decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first, disk = renderer(decks, cache)
    old = first.pixmap("milanese", "AD", SIZE).toImage()
    assert disk.flush()
    svg = decks / "milanese" / "AD.svg"
    other = (decks / "milanese" / "RB.svg").read_bytes()
    svg.write_bytes(other)  # the ace's file now holds the king's picture
    again, disk = renderer(decks, cache)
    new = again.pixmap("milanese", "AD", SIZE).toImage()
    assert new != old
    assert new == again.pixmap("milanese", "RB", SIZE).toImage()
    assert disk.flush()
    assert len([p for p in files(cache) if p.name.startswith("AD-")]) == 2


def test_a_placeholder_is_not_kept(qapp: object, decks: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    (decks / "bergamasche" / "CC.svg").write_text("<svg><g id='art'>", encoding="utf-8")
    first, disk = renderer(decks, cache)
    assert not first.pixmap("bergamasche", "CC", SIZE).isNull()
    assert disk.flush()
    assert files(cache) == []


def test_an_unwritable_cache_only_costs_time(qapp: object, decks: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    first, disk = renderer(decks, blocker / "cache")
    assert not first.pixmap("milanese", "AD", SIZE).isNull()
    assert disk.flush()


def test_the_rest_of_the_deck_is_prepared_at_the_table_size(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    art = CardArt("milanese", True)
    renderer = art._renderer
    assert renderer is not None
    disk = renderer.disk = DiskCache(tmp_path / "cache")
    art.picture("AD", 50, 89, 1.0)  # a dialog's card: no size for the table yet
    assert not art.preparing()
    art.pixmap("back", 61, 108, 1.0)  # the table paints at this size
    qtbot.waitUntil(lambda: not art.preparing(), timeout=10_000)
    size = QSize(61, 108)
    assert all(renderer.is_cached("milanese", code, size, 1.0, True) for code in CODES)
    assert disk.flush()
    kept = [p.name for p in files(tmp_path / "cache" / "milanese")]
    assert len([n for n in kept if "-61x108@1-" in n]) == len(CODES)
    art.set_deck("bergamasche")  # a deck change mid-match: prepared again
    qtbot.waitUntil(lambda: not art.preparing(), timeout=10_000)
    assert all(renderer.is_cached("bergamasche", code, size, 1.0, True) for code in CODES)


def test_sizes_passed_while_resizing_are_not_kept(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    art = CardArt("milanese", True)
    renderer = art._renderer
    assert renderer is not None
    disk = renderer.disk = DiskCache(tmp_path / "cache")
    for width in range(40, 80, 4):  # a window being resized: each size shown once
        art.pixmap("AD", width, round(width * 1.78), 1.0)
    qtbot.waitUntil(lambda: not art.preparing(), timeout=10_000)
    assert disk.flush()
    tags = {p.name.split("-")[2] for p in files(tmp_path / "cache")}
    assert tags == {"76x135@1"}  # only the size that held


def test_the_cache_keeps_the_sizes_used_last(qapp: object, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    disk = DiskCache(folder)
    renderer = CardRenderer(load_decks(ASSETS).decks, disk=disk)
    for n, width in enumerate((40, 44, 48, 52, 56, 60)):
        renderer.pixmap("milanese", "AD", QSize(width, 71), 1.0)
        assert disk.flush()
        [path] = [p for p in files(folder) if f"-{width}x71@" in p.name]
        os.utime(path, (1_000_000 + n, 1_000_000 + n))  # written in this order
    disk.prune("milanese", current=DiskCache.size_tag(40, 71, 1.0), keep=3)
    assert disk.flush()
    tags = sorted(p.name.split("-")[2] for p in files(folder))
    assert tags == ["40x71@1", "56x71@1", "60x71@1"]  # the one in use and the last two


def test_pictures_of_the_png_era_are_removed(qapp: object, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    old = folder / "milanese" / "AD-i-40x71@1-0123456789abcdef.png"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"\x89PNG")
    disk = DiskCache(folder)
    disk.prune("milanese", current=DiskCache.size_tag(40, 71, 1.0))
    assert disk.flush()
    assert not old.exists()


WAIT = 10.0  # seconds: the bound on waiting for the writer thread to end (it takes IDLE)


@pytest.fixture
def writers(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread of each file written, in order (with the idle time lowered to 20 ms)."""
    seen: list[threading.Thread] = []
    real = DiskCache._write

    def write(path: Path, image: QImage) -> None:
        seen.append(threading.current_thread())
        real(path, image)

    monkeypatch.setattr(DiskCache, "_write", staticmethod(write))
    monkeypatch.setattr(card_renderer, "IDLE", 0.02)
    return seen


def picture(shade: int) -> QImage:
    image = QImage(4, 6, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(shade, 0, 0))
    return image


def test_the_writer_thread_ends_when_idle_and_the_next_file_starts_one(
    qapp: object, tmp_path: Path, writers: list[threading.Thread]
) -> None:
    disk = DiskCache(tmp_path / "cache")
    disk.save(tmp_path / "cache" / "one.argb", picture(1))
    assert disk.flush()
    [first] = writers
    assert first.name == "card-cache"
    first.join(WAIT)
    assert not first.is_alive()
    assert first not in threading.enumerate()
    disk.save(tmp_path / "cache" / "two.argb", picture(2))
    assert disk.flush()
    assert disk.load(tmp_path / "cache" / "two.argb", 4, 6) == picture(2)
    [_, second] = writers
    assert second is not first and second.name == "card-cache"


def test_no_file_is_lost_while_the_writer_ends(
    qapp: object, tmp_path: Path, writers: list[threading.Thread], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(card_renderer, "IDLE", 0.001)
    disk = DiskCache(tmp_path / "cache")
    pauses = random.Random(7)
    for n in range(300):
        disk.save(tmp_path / "cache" / f"{n}.argb", picture(n % 256))
        assert disk.flush()  # the writer now waits for IDLE: the next file comes around then
        if n % 30 == 29:
            writers[-1].join(WAIT)  # so that the next file surely starts another writer
        else:
            time.sleep(pauses.choice((0.0005, 0.0008, 0.001, 0.0012, 0.0015)))
    assert all(disk.load(tmp_path / "cache" / f"{n}.argb", 4, 6) for n in range(300))
    assert len(set(writers)) >= 10  # the boundary was crossed (at least at each join)


def test_a_renderer_dropped_is_collected_with_its_cache(
    qapp: object, tmp_path: Path, writers: list[threading.Thread]
) -> None:
    renderer = CardRenderer(load_decks(ASSETS).decks, disk=DiskCache(tmp_path / "cache"))
    assert renderer.disk is not None
    gone = weakref.ref(renderer), weakref.ref(renderer.disk)
    renderer.pixmap("milanese", "AD", QSize(40, 71))
    assert renderer.disk.flush()
    writers[-1].join(WAIT)
    del renderer
    gc.collect()
    assert [ref() for ref in gone] == [None, None]
