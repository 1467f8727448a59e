"""Card assembly: stock, frame, the two top-level groups ("art" and "indices")."""

from __future__ import annotations

from .glyphs import GLYPHS
from .style import BLACK, CORNER, CX, CY, EDGE, FRAME, STOCK, H, W

__all__ = ["H", "W", "back", "both_halves", "face", "frame", "indices"]
from .svg import Doc, group, path_el, rect, tf, use

INDEX_X = 9.2  # left edge of the index glyph cell
INDEX_Y = 11.0
INDEX_SCALE = 1.0
INDEX_PIP_Y = 41.0  # centre of the small pip under the rank (at most 14 wide, 18 tall)


def background() -> str:
    """Full-card stock rectangle: the first element of "art", so its bounds are the card's."""
    return rect(0, 0, W, H, rx=CORNER, fill=STOCK)


def frame(color: str = BLACK, sw: float = 0.8, inset: float = FRAME) -> str:
    edge = rect(
        0.4, 0.4, W - 0.8, H - 0.8, rx=CORNER - 0.4, fill="none", stroke=EDGE, stroke_width=0.8
    )
    line = rect(
        inset,
        inset,
        W - 2 * inset,
        H - 2 * inset,
        rx=CORNER - inset / 2,
        fill="none",
        stroke=color,
        stroke_width=sw,
    )
    return edge + line


def rotate_half(content: str) -> str:
    """The same drawing turned by 180 degrees about the card centre (the lower half)."""
    return group([content], transform=f"rotate(180 {CX:g} {CY:g})")


def both_halves(content: str) -> str:
    return content + rotate_half(content)


def indices(doc: Doc, rank: str, color: str, pip_id: str) -> str:
    glyph = doc.define(
        f"idx-{rank}-{color[1:]}",
        path_el(
            GLYPHS[rank],
            fill="none",
            stroke=color,
            stroke_width=2.7,
            stroke_linecap="round",
            stroke_linejoin="round",
            transform=tf(INDEX_X, INDEX_Y),
        )
        + use(pip_id, tf(INDEX_X + 5, INDEX_PIP_Y)),
    )
    corner = use(glyph)
    return group([corner, rotate_half(corner)], id="indices")


def face(doc: Doc, art: list[str], rank: str, color: str, pip_id: str, title: str) -> bytes:
    art_group = group([background(), *art], id="art")
    return doc.render([art_group, indices(doc, rank, color, pip_id)], title)


def back(doc: Doc, art: list[str], title: str) -> bytes:
    return doc.render([group([background(), *art], id="art")], title)
