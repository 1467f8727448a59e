"""Card pictures for the table: SVG decks rendered into cached pixmaps.

One ``QPixmap`` per (deck id, card code or ``"back"``, corner indices on/off, size, device pixel
ratio). With indices off only the SVG element ``"art"`` is drawn. The backs that go with any
deck (the catalogue's ``backs``) are drawn as the cards of a deck named ``BACKS`` whose codes are
the backs' ids. A missing or broken file gives a
visible placeholder (card-shaped, hatched, with the code written on it) and a ``logging``
warning; rendering never raises.

Given a folder (``DiskCache``), rendered pictures are also kept there, named after the same key
and a checksum of the SVG file (and of the renderer and Qt versions), so that the next start
loads a few small files instead of parsing and drawing SVG. A file holds the picture's pixels as
Qt holds them (premultiplied ARGB32, native byte order: a cache folder belongs to one machine),
zlib-compressed: reading one back costs less than half of decoding a PNG and gives the very
pixels drawn. A cached file that cannot be read or has the wrong size is ignored, rendered again
and rewritten; a changed SVG file has a new checksum and so a new name. Files are written by a
background thread, atomically (it starts with the first file to write and ends after ``IDLE``
seconds with nothing to do, so that it does not keep a cache nobody uses alive); ``prune`` keeps
a deck's pictures at the few card sizes used last (and removes the PNG files earlier versions
kept).
"""

from __future__ import annotations

import logging
import os
import threading
import time
import zlib
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, QtMsgType, qInstallMessageHandler, qVersion
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap

from ciapano_qt.decks import Back, Deck

log = logging.getLogger(__name__)

BACK = "back"
BACKS = "_backs"
"""The deck id of the backs that go with any deck (the code is the back's id)."""
ART_ELEMENT = "art"
CacheKey = tuple[str, str, bool, int, int, float]
CORNER = 0.06
"""The radius of a card's rounded corners, of its width: pictures are cut to it when drawn."""
SUFFIX = ".argb"
"""The cached files' extension (zlib-compressed premultiplied ARGB32 pixels)."""
KEEP_SIZES = 4
"""Card sizes whose pictures the disk cache keeps for each deck (the last used)."""
RENDER_VERSION = "3"
"""Part of every cached file's hash: change it when the way cards are drawn changes."""
IDLE = 5.0
"""Seconds with nothing to write after which the writer thread ends (the next job starts one)."""


@contextmanager
def _qt_messages_to_log(source: str) -> Iterator[list[str]]:
    """Route Qt's own messages (e.g. SVG parse warnings) to ``logging`` while rendering."""
    seen: list[str] = []

    def handler(mode: QtMsgType, context: object, message: str) -> None:
        del mode, context
        seen.append(message)
        log.warning("Qt while rendering %s: %s", source, message)

    previous: Callable[..., None] | None = qInstallMessageHandler(handler)
    try:
        yield seen
    finally:
        qInstallMessageHandler(previous)


class CardRenderer:
    """Renders card faces and backs of the known decks, caching one pixmap per key."""

    def __init__(
        self,
        decks: Sequence[Deck] = (),
        max_items: int = 512,
        disk: DiskCache | None = None,
        backs: Sequence[Back] = (),
    ) -> None:
        self._decks = {deck.id: deck for deck in decks}
        self._backs = {back.id: back for back in backs}
        self._cache: dict[CacheKey, QPixmap] = {}
        self._renderers: dict[Path, Any] = {}  # QSvgRenderer, or None for a broken file
        self._digests: dict[Path, str | None] = {}
        self._unsaved: dict[CacheKey, tuple[Path, QImage]] = {}  # drawn with keep=False
        self._max_items = max_items
        self.disk = disk

    def clear(self) -> None:
        self._cache.clear()
        self._unsaved.clear()
        self._renderers.clear()
        self._digests.clear()

    def cache_size(self) -> int:
        return len(self._cache)

    def is_cached(
        self, deck_id: str, code: str, size: QSize, dpr: float = 1.0, indices: bool = True
    ) -> bool:
        return self._key(deck_id, code, size, dpr, indices) in self._cache

    def path_for(self, deck_id: str, code: str) -> Path | None:
        if deck_id == BACKS:
            back = self._backs.get(code)
            return None if back is None else back.path
        deck = self._decks.get(deck_id)
        if deck is None:
            return None
        if code == BACK:
            return deck.back_path()
        try:
            return deck.face_path(code)
        except KeyError:
            return None

    @staticmethod
    def _key(deck_id: str, code: str, size: QSize, dpr: float, indices: bool) -> CacheKey:
        width, height = max(size.width(), 1), max(size.height(), 1)
        ratio = max(float(dpr), 0.1)
        face = code != BACK and deck_id != BACKS  # a back has no corner indices
        return (deck_id, code, bool(indices) and face, width, height, ratio)

    def pixmap(
        self,
        deck_id: str,
        code: str,
        size: QSize,
        device_pixel_ratio: float = 1.0,
        indices: bool = True,
        keep: bool = True,
    ) -> QPixmap:
        """The picture of ``code`` (or ``"back"``) at ``size`` logical pixels.

        ``keep``: write a picture drawn now to the disk cache. The table passes False while
        its size may still be changing (a window being resized would fill the cache with
        sizes never seen again) and True once it holds (``keep`` then writes the pictures
        drawn meanwhile)."""
        key = self._key(deck_id, code, size, device_pixel_ratio, indices)
        if keep and key in self._unsaved:
            self._save(key, *self._unsaved.pop(key))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap.fromImage(self._image(key, keep))
        pixmap.setDevicePixelRatio(key[5])
        if len(self._cache) >= self._max_items:
            self._cache.pop(next(iter(self._cache)))
        self._cache[key] = pixmap
        return pixmap

    def _save(self, key: CacheKey, name: Path, image: QImage) -> None:
        if self.disk is not None:
            self.disk.save(name, image)

    def _image(self, key: CacheKey, keep: bool) -> QImage:
        """From the disk cache if it holds a good copy, else rendered (and kept there)."""
        deck_id, code = key[0], key[1]
        path = self.path_for(deck_id, code)
        name = None
        if self.disk is not None and path is not None:
            digest = self._digest(path)
            if digest is not None:
                name = self.disk.name(key, digest)
                image = self.disk.load(name, round(key[3] * key[5]), round(key[4] * key[5]))
                if image is not None:
                    return image
        image, good = self._render(key, path)
        if name is not None and good:
            if keep:
                self._save(key, name, image)
            else:
                if len(self._unsaved) >= self._max_items:
                    self._unsaved.pop(next(iter(self._unsaved)))
                self._unsaved[key] = (name, image)
        return image

    def _digest(self, path: Path) -> str | None:
        if path not in self._digests:
            try:
                data = path.read_bytes()
            except OSError:
                self._digests[path] = None
            else:
                # Two 32-bit checksums of the file and the versions: a changed file gets a
                # new name (hashlib would load OpenSSL, ~9M instructions at start-up).
                tag = f"/{RENDER_VERSION}/{qVersion()}".encode()
                crc = zlib.crc32(tag, zlib.crc32(data))
                adler = zlib.adler32(tag, zlib.adler32(data))
                self._digests[path] = f"{crc:08x}{adler:08x}"
        return self._digests[path]

    def _render(self, key: CacheKey, path: Path | None) -> tuple[QImage, bool]:
        """The picture drawn from its SVG, and whether it is the real one (not a stand-in)."""
        deck_id, code, indices, width, height, dpr = key
        image = QImage(
            round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, width, height)
        corners = QPainterPath()
        corners.addRoundedRect(target, width * CORNER, width * CORNER)
        painter.setClipPath(corners)  # once here, not at every paint of the card
        renderer = self._renderer(path, f"{deck_id}/{code}") if path else None
        if renderer is None:
            if path is None:
                log.warning("no picture for card %s in deck %r", code, deck_id)
            draw_placeholder(painter, target, code)
        elif indices or not renderer.elementExists(ART_ELEMENT):
            renderer.render(painter, target)
        else:
            renderer.render(painter, ART_ELEMENT, target)
        painter.end()
        return image, renderer is not None

    def _renderer(self, path: Path, label: str) -> Any:
        if path in self._renderers:
            return self._renderers[path]
        # Only when a card is drawn from SVG. expat, not ElementTree (which parses with it):
        # the same check of the XML, without building a tree (ElementTree's import ~12M).
        from xml.parsers import expat

        from PySide6.QtCore import QByteArray
        from PySide6.QtSvg import QSvgRenderer

        renderer: QSvgRenderer | None = None
        try:
            data = path.read_bytes()
            expat.ParserCreate().Parse(data, True)  # reject malformed XML before Qt sees it
        except (OSError, expat.ExpatError) as exc:
            log.warning("card picture %s (%s) cannot be used: %s", label, path, exc)
        else:
            with _qt_messages_to_log(label) as messages:
                candidate = QSvgRenderer(QByteArray(data))
            if candidate.isValid() and not messages:
                renderer = candidate
            else:
                log.warning("card picture %s (%s) is not a valid SVG", label, path)
        self._renderers[path] = renderer
        return renderer


class DiskCache:
    """Rendered cards as files in ``folder`` (see the module's docstring), written by a
    background thread."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self._jobs: deque[Callable[[], None]] = deque()
        self._pending = 0  # jobs handed over and not done yet
        self._thread: threading.Thread | None = None  # the writer, while it runs
        self._idle = threading.Condition()

    def name(self, key: CacheKey, digest: str) -> Path:
        deck_id, code, indices, width, height, dpr = key
        mode = "i" if indices else "a"
        tag = self.size_tag(width, height, dpr)
        return self.folder / deck_id / f"{code}-{mode}-{tag}-{digest}{SUFFIX}"

    @staticmethod
    def size_tag(width: int, height: int, dpr: float) -> str:
        return f"{width}x{height}@{dpr:g}"

    def load(self, path: Path, width: int, height: int) -> QImage | None:
        """The cached picture, or None when there is none or it is unusable (then removed)."""
        try:
            packed = path.read_bytes()
        except OSError:  # not cached (yet)
            return None
        try:
            data = zlib.decompress(packed)
        except zlib.error:
            data = b""
        if len(data) != width * height * 4:
            log.info("cached card picture %s is unusable: drawn again", path)
            self._remove(path)
            return None
        pixels = QImage(data, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied)
        return pixels.copy()  # its own pixels (``data`` goes away)

    def save(self, path: Path, image: QImage) -> None:
        """Write ``image`` to ``path`` soon, off the calling thread."""
        self._later(lambda: self._write(path, image))

    def prune(self, deck_id: str, current: str, keep: int = KEEP_SIZES) -> None:
        """Soon, off the calling thread: remove the pictures of ``deck_id`` at all but the
        ``current`` size (a ``size_tag``) and the others written last (``keep`` sizes in
        all), and temporary files left by a run that was killed."""
        self._later(lambda: self._prune(self.folder / deck_id, current, keep))

    def _later(self, job: Callable[[], None]) -> None:
        with self._idle:
            self._pending += 1
            self._jobs.append(job)
            # Under this lock, a writer ending idle has either marked itself gone (start
            # another) or not yet given up waiting (it takes this job).
            if self._thread is None:
                self._thread = threading.Thread(target=self._writer, name="card-cache", daemon=True)
                self._thread.start()
            else:
                self._idle.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every picture handed to ``save`` is written (tests). True when done."""
        with self._idle:
            return self._idle.wait_for(lambda: self._pending == 0, timeout)

    def _writer(self) -> None:
        while True:
            with self._idle:
                if not self._idle.wait_for(lambda: bool(self._jobs), IDLE):
                    self._thread = None  # idle: gone (the next job starts another)
                    return
                job = self._jobs.popleft()
            try:
                job()
            except Exception:  # a cache that cannot be written is only slower
                log.exception("card picture cache")
            finally:
                with self._idle:
                    self._pending -= 1
                    self._idle.notify_all()

    @staticmethod
    def _prune(folder: Path, current: str, keep: int) -> None:
        sizes: dict[str, list[tuple[float, Path]]] = {}
        try:
            entries = list(os.scandir(folder))
        except OSError:
            return
        now = time.time()
        for entry in entries:
            parts = entry.name.split("-")
            try:
                mtime = entry.stat().st_mtime
            except OSError:
                continue
            if entry.name.startswith("."):
                if now - mtime > 3600:  # a temporary file nobody is writing any more
                    DiskCache._remove(Path(entry.path))
            elif len(parts) == 4 and entry.name.endswith(SUFFIX):
                sizes.setdefault(parts[2], []).append((mtime, Path(entry.path)))
            elif entry.name.endswith(".png"):  # kept by a version that wrote PNG files
                DiskCache._remove(Path(entry.path))
        others = [tag for tag in sizes if tag != current]
        newest = sorted(others, key=lambda tag: max(m for m, _ in sizes[tag]), reverse=True)
        for tag in newest[keep - 1 :]:
            for _mtime, path in sizes[tag]:
                DiskCache._remove(path)

    @staticmethod
    def _write(path: Path, image: QImage) -> None:
        temp = path.with_name(f".{path.stem}.{os.getpid()}.{threading.get_ident()}{SUFFIX}")
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_bytes(zlib.compress(bytes(image.constBits())))
            os.replace(temp, path)
        except OSError as exc:  # a cache that cannot be written is only slower
            log.info("card picture not cached (%s)", exc)
            DiskCache._remove(temp)

    @staticmethod
    def _remove(path: Path) -> None:
        with suppress(OSError):
            path.unlink()


def draw_placeholder(painter: QPainter, rect: QRectF, code: str) -> None:
    """A visible stand-in for a missing card: pale card, hatched, the code in the middle."""
    radius = rect.width() * 0.05
    outline = QPainterPath()
    inner = rect.adjusted(0.5, 0.5, -0.5, -0.5)
    outline.addRoundedRect(inner, radius, radius)
    painter.save()
    painter.fillPath(outline, QColor("#F4EFE2"))
    painter.fillPath(outline, QBrush(QColor("#C8322B"), Qt.BrushStyle.BDiagPattern))
    painter.setPen(QPen(QColor("#1B1B1B"), max(1.0, rect.width() / 80)))
    painter.drawPath(outline)
    label = rect.adjusted(rect.width() * 0.15, rect.height() * 0.4, -rect.width() * 0.15, 0)
    label.setHeight(rect.height() * 0.2)
    painter.fillRect(label, QColor("#FBF6E9"))
    painter.drawRect(label)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(label.height() * 0.6)))
    painter.setFont(font)
    painter.drawText(label, Qt.AlignmentFlag.AlignCenter, code)
    painter.restore()
