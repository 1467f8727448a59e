"""Generate Ciapanò's application icons from our own card art.

The picture is two fanned cards: the Milanese ace of hearts behind, the Bergamasche ace of coins
(the "Pita") in front, each rendered from its SVG with ``QSvgRenderer`` on the offscreen platform.
The small sizes (16 to 32 px) show the ace of coins alone, upright and cropped to its coin, since
two cards are unreadable at that size.

Output (into ``--out``, default ``build/icons``; generated at build time, not committed):
``ciapano-<N>.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512; ``ciapano.ico`` (Windows, 16 to
256); ``ciapano.icns`` (macOS, 16 to 1024).

    .venv/bin/python packaging/icons.py [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "assets" / "cards"
FRONT = CARDS / "bergamasche" / "AD.svg"
BEHIND = CARDS / "milanese" / "AC.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
SMALL = 32  # at and below this size the icon is the single coin
MASTER = 1024


def _qt_app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["ciapano-icons"])


def _to_pil(image: object) -> Image.Image:
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(rgba.constBits())[: rgba.sizeInBytes()]
    return Image.frombuffer(
        "RGBA", (rgba.width(), rgba.height()), data, "raw", "RGBA", rgba.bytesPerLine(), 1
    ).copy()


def _card_shadow(painter: object, rect: object, radius: float) -> None:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QPainter

    assert isinstance(painter, QPainter) and isinstance(rect, QRectF)
    painter.setPen(Qt.PenStyle.NoPen)
    for step in range(6, 0, -1):
        painter.setBrush(QColor(0, 0, 0, 14))
        grown = rect.adjusted(-step * 2.0, -step * 1.0, step * 2.0, step * 3.5)
        painter.drawRoundedRect(grown, radius + step, radius + step)


def render_master(size: int = MASTER) -> Image.Image:
    """The full icon (two fanned cards) as a square RGBA image."""
    _qt_app()
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    card_h = size * 0.80
    for path, angle, dx in ((BEHIND, -14.0, -0.13), (FRONT, 11.0, 0.11)):
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise SystemExit(f"icons: cannot render {path}")
        view = renderer.viewBoxF()
        card_w = card_h * view.width() / view.height()
        painter.save()
        painter.translate(QPointF(size * (0.5 + dx), size * 0.54))
        painter.rotate(angle)
        rect = QRectF(-card_w / 2, -card_h / 2, card_w, card_h)
        _card_shadow(painter, rect, card_w * 0.06)
        renderer.render(painter, rect)
        painter.restore()
    painter.end()
    return _to_pil(image)


def render_small(size: int = 256) -> Image.Image:
    """The ace of coins alone, cropped around its coin: legible at 16 to 32 px."""
    _qt_app()
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(FRONT))
    view = renderer.viewBoxF()
    # the coin sits in the middle of the card; show the middle 90% of the width, square
    crop = view.width() * 0.9
    scale = size / crop
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    tile = QRectF(0, 0, size, size).adjusted(size * 0.03, size * 0.03, -size * 0.03, -size * 0.03)
    clip = QPainterPath()
    clip.addRoundedRect(tile, size * 0.16, size * 0.16)
    painter.setClipPath(clip)
    full = QRectF(0, 0, view.width() * scale, view.height() * scale)
    full.moveCenter(tile.center())
    renderer.render(painter, full)
    painter.setClipping(False)
    painter.setPen(QPen(QColor("#1B1B1B"), size * 0.035))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(clip)
    painter.end()
    return _to_pil(image)


def _sized(master: Image.Image, small: Image.Image, n: int) -> Image.Image:
    source = small if n <= SMALL else master
    return source.resize((n, n), Image.Resampling.LANCZOS)


def generate(out: Path) -> list[Path]:
    """Write every icon file into ``out``; return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    master = render_master()
    small = render_small()
    written: list[Path] = []
    for n in PNG_SIZES:
        path = out / f"ciapano-{n}.png"
        _sized(master, small, n).save(path, optimize=True)
        written.append(path)
    ico = out / "ciapano.ico"
    ico_images = [_sized(master, small, n) for n in ICO_SIZES]
    ico_images[-1].save(
        ico, format="ICO", sizes=[(n, n) for n in ICO_SIZES], append_images=ico_images[:-1]
    )
    written.append(ico)
    icns = out / "ciapano.icns"
    icns_images = [_sized(master, small, n) for n in ICNS_SIZES]
    icns_images[-1].save(icns, format="ICNS", append_images=icns_images[:-1])
    written.append(icns)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons")
    args = parser.parse_args(argv)
    for path in generate(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
