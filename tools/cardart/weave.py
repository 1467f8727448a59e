"""Long interlacing strands (sword blades, batons) with alternating over/under crossings.

Every strand is drawn whole first; then, at each crossing, the part of the strand that goes over
is drawn again on top, preceded by a slightly wider band of card stock, which leaves a small gap
in the under-strand on both sides, as in an engraved interlace. Which strand goes over is solved
so that, along every strand, its crossings alternate over, under, over as far as the figure
allows (parity constraints, solved breadth first in a fixed order, so the result is stable).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from .geom import Pt, band
from .style import BLACK, STOCK, SW
from .svg import Path, path_el

Extra = Callable[["Strand"], str]
Decor = Callable[["Strand", int, int], str]
GAP = 1.6  # width of the stock margin left on each side of an over-strand


@dataclass
class Strand:
    centre: list[Pt]
    widths: list[float]
    fill: str
    sw: float = SW
    under: list[Extra] = field(default_factory=list)  # drawn with the strand (knots, fuller)
    over: list[Extra] = field(default_factory=list)  # drawn after all strands (hilts)
    decor: Decor | None = None  # the strand's own markings between two indices, redrawn on top

    def full(self) -> str:
        return path_el(
            Path().poly(band(self.centre, self.widths)),
            fill=self.fill,
            stroke=BLACK,
            stroke_width=self.sw,
            stroke_linejoin="round",
        )

    def patch(self, i0: int, i1: int, gap: float = 0.0) -> str:
        """Part of the strand redrawn on top: a stock margin, its fill, then its two sides.

        The margin covers ``i0..i1``; the redrawn strand runs one point further at each end,
        so the margin's ends lie under it and leave no seam across the strand.
        """
        last = len(self.centre) - 1
        i0, i1 = max(i0, 0), min(i1, last)
        out = ""
        if gap:
            part = self.centre[i0 : i1 + 1]
            margin = band(part, [w + self.sw + 2 * gap for w in self.widths[i0 : i1 + 1]])
            out += path_el(Path().poly(margin), fill=STOCK)
            i0, i1 = max(i0 - 1, 0), min(i1 + 1, last)
        part = self.centre[i0 : i1 + 1]
        poly = band(part, self.widths[i0 : i1 + 1])
        m = len(part)
        style = {"fill": "none", "stroke": BLACK, "stroke_width": self.sw, "stroke_linecap": "butt"}
        out += (
            path_el(Path().poly(poly), fill=self.fill)
            + path_el(Path().poly(poly[:m], close=False), **style)
            + path_el(Path().poly(poly[m:], close=False), **style)
        )
        if self.decor:
            out += self.decor(self, i0, i1)
        return out


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


def _distance(p: Pt, line: Sequence[Pt]) -> float:
    best = math.inf
    for (x0, y0), (x1, y1) in pairwise(line):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((p[0] - x0) * dx + (p[1] - y0) * dy) / (dx * dx + dy * dy or 1)))
        best = min(best, math.hypot(p[0] - x0 - t * dx, p[1] - y0 - t * dy))
    return best


def _span(top: Strand, idx: int, under: Strand, jdx: int) -> tuple[int, int]:
    """Indices of ``top`` around crossing segment ``idx`` that clear ``under`` with margin."""
    clear = under.widths[jdx] / 2 + top.widths[idx] / 2 + 2 * GAP + top.sw
    i0, i1 = idx, idx + 1
    while i0 > 0 and _distance(top.centre[i0], under.centre) < clear:
        i0 -= 1
    while i1 < len(top.centre) - 1 and _distance(top.centre[i1], under.centre) < clear:
        i1 += 1
    return i0, i1


def _hidden(p: Pt, strands: Sequence[Strand], top: Sequence[int]) -> bool:
    """Whether a crossing at ``p`` lies under one of the ``top`` strands (no patch needed)."""
    return any(_distance(p, strands[k].centre) < max(strands[k].widths) for k in top)


def _solve(
    strands: Sequence[Strand], found: list[tuple[int, int, int, int]], top: Sequence[int]
) -> list[bool]:
    """For each crossing (a, b, ia, ib), whether ``a`` goes over, alternating along strands.

    Crossings with a strand in ``top`` are fixed (that strand goes over) and the others follow
    from them; where the figure makes strict alternation impossible, the first choice stands.
    """
    # along each strand, consecutive crossings must differ: x_c1 xor x_c2 = parity
    links: dict[int, list[tuple[int, int]]] = {c: [] for c in range(len(found))}
    for k in range(len(strands)):
        events = sorted(
            (ia if a == k else ib, c) for c, (a, b, ia, ib) in enumerate(found) if k in (a, b)
        )
        for (_, c1), (_, c2) in pairwise(events):
            # "k is over at c" equals x_c when k is the crossing's first strand, else not x_c
            flip = (found[c1][0] != k) != (found[c2][0] != k)
            links[c1].append((c2, 0 if flip else 1))
            links[c2].append((c1, 0 if flip else 1))
    value: dict[int, int] = {}
    for c, (a, b, _, _) in enumerate(found):
        if a in top or b in top:
            value[c] = 1 if a in top else 0
    seeds = [c for c in range(len(found)) if c in value] + list(range(len(found)))
    for start in seeds:
        if start not in value:
            value[start] = 1
        queue = [start]
        while queue:
            c = queue.pop(0)
            for d, parity in links[c]:
                if d not in value:
                    value[d] = value[c] ^ parity
                    queue.append(d)
    return [value[c] == 1 for c in range(len(found))]


def weave(strands: Sequence[Strand], gap: float = GAP, top: Sequence[int] = ()) -> str:
    """Draw strands so that along each one its crossings alternate over and under.

    Strands listed in ``top`` lie over all the others (the straight middle baton, which passes
    through the points where the diagonal ones cross each other).
    """
    parts = []
    for s in strands:
        parts.append(s.full())
        parts.extend(extra(s) for extra in s.under)
    found = []
    for a in range(len(strands)):
        for b in range(a + 1, len(strands)):
            for ia, ib in crossings(strands[a].centre, strands[b].centre):
                found.append((a, b, ia, ib))
    for (a, b, ia, ib), a_over in zip(found, _solve(strands, found, top), strict=True):
        if a in top or b in top or _hidden(strands[a].centre[ia], strands, top):
            continue
        over, idx, under, jdx = (a, ia, b, ib) if a_over else (b, ib, a, ia)
        i0, i1 = _span(strands[over], idx, strands[under], jdx)
        parts.append(strands[over].patch(i0, i1, gap))
    for k in top:
        s = strands[k]
        parts.append(s.patch(0, len(s.centre) - 1, gap))
        parts.extend(extra(s) for extra in s.under)
    for s in strands:
        parts.extend(extra(s) for extra in s.over)
    return "".join(parts)
