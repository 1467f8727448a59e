"""Card backs: Lombard-style diapered patterns in the palette, inside a border."""

from __future__ import annotations

from . import card
from .style import BLACK, BLUE, CX, CY, GREEN, RED, STOCK, SW, SW2, YELLOW, ink
from .svg import Doc, circle, group, path_el, rect, use

INSET = 14.0


def _field(doc: Doc, tile: str, step_x: float, step_y: float, ground: str) -> list[str]:
    x0, y0 = INSET, INSET
    w, h = card.W - 2 * INSET, card.H - 2 * INSET
    out = [rect(x0, y0, w, h, rx=4, fill=ground)]
    cols = int(w / step_x) + 1
    rows = int(h / step_y) + 1
    off_x = x0 + (w - (cols - 1) * step_x) / 2
    off_y = y0 + (h - (rows - 1) * step_y) / 2
    for j in range(rows):
        for i in range(cols):
            out.append(use(tile, f"translate({off_x + i * step_x:.2f} {off_y + j * step_y:.2f})"))
    return out


def border(color: str) -> list[str]:
    w, h = card.W - 2 * INSET, card.H - 2 * INSET
    return [
        rect(INSET - 4, INSET - 4, w + 8, h + 8, rx=6, fill="none", stroke=color, stroke_width=8),
        rect(
            INSET - 8, INSET - 8, w + 16, h + 16, rx=8, fill="none", stroke=BLACK, stroke_width=SW2
        ),
        rect(INSET, INSET, w, h, rx=4, fill="none", stroke=BLACK, stroke_width=SW2),
        rect(
            INSET - 4,
            INSET - 4,
            w + 8,
            h + 8,
            rx=6,
            fill="none",
            stroke=YELLOW,
            stroke_width=1,
            stroke_dasharray="2 3",
        ),
    ]


def milanese_back() -> bytes:
    """Blue diaper lattice with red quatrefoils on the stock, in a blue border."""
    doc = Doc(card.W, card.H)
    flower = "".join(
        circle(dx * 3.2, dy * 3.2, 3, **ink(RED, 0.6))
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
    ) + circle(0, 0, 1.8, **ink(YELLOW, 0.5))
    tile = doc.define(
        "back-tile",
        path_el("M0 -14L11 0L0 14L-11 0Z", fill="none", stroke=BLUE, stroke_width=2.2)
        + path_el("M0 -9L7 0L0 9L-7 0Z", fill="none", stroke=BLUE, stroke_width=0.7)
        + group([flower], transform="translate(11 14)")
        + circle(0, 0, 1.6, fill=GREEN),
    )
    art = _field(doc, tile, 22, 28, STOCK)
    art += border(BLUE)
    art.append(_medallion(BLUE))
    art.append(card.frame())
    return card.back(doc, art, "Dorso milanese")


def bergamasche_back() -> bytes:
    """Red tartan-like checks with yellow stitching, a blue-bordered medallion in the centre."""
    doc = Doc(card.W, card.H)
    tile = doc.define(
        "back-check",
        rect(-9, -9, 9, 9, fill=RED)
        + rect(0, 0, 9, 9, fill=RED)
        + path_el("M-9 -4.5H9M-4.5 -9V9", fill="none", stroke=YELLOW, stroke_width=0.8)
        + path_el("M-9 4.5H9M4.5 -9V9", fill="none", stroke=BLUE, stroke_width=1.2),
    )
    art = _field(doc, tile, 18, 18, STOCK)
    art += border(RED)
    art.append(_medallion(RED))
    art.append(card.frame())
    return card.back(doc, art, "Dorso bergamasco")


def _medallion(color: str) -> str:
    out = [
        path_el(
            f"M{CX:g} {CY - 46:g}L{CX + 32:g} {CY:g}L{CX:g} {CY + 46:g}L{CX - 32:g} {CY:g}Z",
            **ink(STOCK, SW),
        ),
        path_el(
            f"M{CX:g} {CY - 40:g}L{CX + 27:g} {CY:g}L{CX:g} {CY + 40:g}L{CX - 27:g} {CY:g}Z",
            fill="none",
            stroke=color,
            stroke_width=3,
        ),
    ]
    for i in range(8):
        out.append(
            path_el(
                "M0 0C3.4 -4 3.6 -12 0 -17C-3.6 -12 -3.4 -4 0 0Z",
                **ink(RED if i % 2 else BLUE, SW2),
                transform=f"translate({CX:g} {CY:g}) rotate({i * 45:g})",
            )
        )
    out.append(circle(CX, CY, 5, **ink(YELLOW, SW2)))
    out.append(circle(CX, CY, 1.8, fill=GREEN))
    return "".join(out)


__all__ = ["STOCK"]
