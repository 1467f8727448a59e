"""Long interlacing strands (sword blades, batons) with over/under crossings."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .geom import Pt, band
from .style import BLACK, SW
from .svg import Path, path_el

Extra = Callable[["Strand"], str]


@dataclass
class Strand:
    centre: list[Pt]
    widths: list[float]
    fill: str
    sw: float = SW
    under: list[Extra] = field(default_factory=list)  # drawn with the strand (knots, fuller)
    over: list[Extra] = field(default_factory=list)  # drawn after all strands (hilts)

    def full(self) -> str:
        return path_el(
            Path().poly(band(self.centre, self.widths)),
            fill=self.fill,
            stroke=BLACK,
            stroke_width=self.sw,
            stroke_linejoin="round",
        )

    def patch(self, i0: int, i1: int) -> str:
        """Part of the strand redrawn on top: its fill, then only its two side lines."""
        i0, i1 = max(i0, 0), min(i1, len(self.centre) - 1)
        part = self.centre[i0 : i1 + 1]
        poly = band(part, self.widths[i0 : i1 + 1])
        m = len(part)
        style = {"fill": "none", "stroke": BLACK, "stroke_width": self.sw, "stroke_linecap": "butt"}
        return (
            path_el(Path().poly(poly), fill=self.fill)
            + path_el(Path().poly(poly[:m], close=False), **style)
            + path_el(Path().poly(poly[m:], close=False), **style)
        )


def _orient(a: Pt, b: Pt, c: Pt) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _crosses(p: Pt, q: Pt, r: Pt, s: Pt) -> bool:
    return (_orient(p, q, r) > 0) != (_orient(p, q, s) > 0) and (_orient(r, s, p) > 0) != (
        _orient(r, s, q) > 0
    )


def crossings(a: Sequence[Pt], b: Sequence[Pt]) -> list[tuple[int, int]]:
    out = []
    for i in range(len(a) - 1):
        for j in range(len(b) - 1):
            if _crosses(a[i], a[i + 1], b[j], b[j + 1]):
                out.append((i, j))
    return out


def weave(strands: Sequence[Strand], span: int = 2) -> str:
    """Draw strands so that along each one its crossings alternate over and under."""
    parts = []
    for s in strands:
        parts.append(s.full())
        parts.extend(extra(s) for extra in s.under)
    events: dict[int, list[tuple[int, int, int, int]]] = {i: [] for i in range(len(strands))}
    found = []
    for a in range(len(strands)):
        for b in range(a + 1, len(strands)):
            for ia, ib in crossings(strands[a].centre, strands[b].centre):
                found.append((a, b, ia, ib))
                events[a].append((ia, a, b, ib))
                events[b].append((ib, a, b, ia))
    rank: dict[tuple[int, int, int], int] = {}
    for k, evs in events.items():
        for pos, (idx, a, b, _) in enumerate(sorted(evs)):
            rank[(k, a if k != a else b, idx)] = pos
    for a, b, ia, ib in found:
        ra = rank[(a, b, ia)]
        parity = (ra + a) % 2
        top, idx = (a, ia) if parity == 0 else (b, ib)
        if top == a:  # a was drawn first: redraw its crossing part on top of b
            s = strands[a]
            parts.append(s.patch(idx - span, idx + 1 + span))
    for s in strands:
        parts.extend(extra(s) for extra in s.over)
    return "".join(parts)
