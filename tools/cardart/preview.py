"""Write ``assets/cards/<deck>/preview.png``: the 40 faces in four rows by suit, and the back.

Run ``python -m tools.cardart.preview [--deck ID] [--out DIR] [--width PX]`` from the repository
root. Rendering uses QSvgRenderer on the offscreen platform, like the game.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from .decks import DECKS, RANKS, SUITS

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "cards"
TABLE = QColor("#2E5E3F")


def render_card(path: Path, width: int, height: int, art_only: bool = False) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(path))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if art_only:
        renderer.render(painter, "art", QRectF(0, 0, width, height))
    else:
        renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def sheet(folder: Path, card_w: int = 106, gap: int = 8) -> QImage:
    card_h = round(card_w * 400 / 212)
    cols, rows = len(RANKS) + 1, len(SUITS)
    image = QImage(
        gap + cols * (card_w + gap), gap + rows * (card_h + gap), QImage.Format.Format_RGB32
    )
    image.fill(TABLE)
    painter = QPainter(image)
    for r, suit in enumerate(SUITS):
        for c, rank in enumerate(RANKS):
            card = render_card(folder / f"{rank}{suit}.svg", card_w, card_h)
            painter.drawImage(gap + c * (card_w + gap), gap + r * (card_h + gap), card)
    back = render_card(folder / "back.svg", card_w, card_h)
    painter.drawImage(gap + len(RANKS) * (card_w + gap), gap, back)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.cardart.preview", description=__doc__)
    parser.add_argument("--deck", help="only this deck id")
    parser.add_argument("--src", type=Path, default=ASSETS, help="decks folder (assets/cards)")
    parser.add_argument("--out", type=Path, help="write PNGs here instead of into each deck")
    parser.add_argument("--width", type=int, default=106, help="card width in pixels")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication([])
    for spec in DECKS:
        if args.deck and spec.ident != args.deck:
            continue
        target = (args.out / f"{spec.ident}-preview.png") if args.out else None
        target = target or args.src / spec.ident / "preview.png"
        sheet(args.src / spec.ident, args.width).save(str(target))
        print(f"wrote {target}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
