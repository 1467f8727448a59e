"""The Bergamasche pack (Italian suits): pip cards, aces and court cards."""

from __future__ import annotations

from . import card, italian, italian_aces
from .courts_bergamasche import court
from .geom import Pt, quad
from .style import CX, CY
from .svg import Doc, group, tf, use
from .weave import Strand, weave

TITLES = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}
RANK_TITLES = {"A": "Asso", "F": "Fante", "C": "Cavallo", "R": "Re"}

XL, XR = 66.0, 146.0
COINS: dict[int, list[Pt]] = {
    1: [(CX, CY)],
    2: [(CX, 104), (CX, 296)],
    3: [(CX, 80), (CX, CY), (CX, 320)],
    4: [(XL, 100), (XR, 100), (XL, 300), (XR, 300)],
    5: [(XL, 84), (XR, 84), (CX, CY), (XL, 316), (XR, 316)],
    6: [(XL, 80), (XR, 80), (XL, CY), (XR, CY), (XL, 320), (XR, 320)],
    7: [(XL, 80), (XR, 80), (CX, 140), (XL, CY), (XR, CY), (XL, 320), (XR, 320)],
}
CUPS: dict[int, list[Pt]] = {
    1: [(CX, CY)],
    2: [(CX, 102), (CX, 298)],
    3: [(CX, 78), (CX, CY), (CX, 322)],
    4: [(XL, 102), (XR, 102), (XL, 298), (XR, 298)],
    5: [(XL, 80), (XR, 80), (CX, CY), (XL, 320), (XR, 320)],
    6: [(XL, 78), (XR, 78), (XL, CY), (XR, CY), (XL, 322), (XR, 322)],
    7: [(XL, 78), (XR, 78), (CX, 139), (XL, CY), (XR, CY), (XL, 322), (XR, 322)],
}
SHIFTS: dict[int, list[Pt]] = {
    2: [(0, 0)],
    4: [(-12, -8), (12, 8)],
    6: [(-20, -12), (0, 0), (20, 12)],
}


def _turn(p: Pt) -> Pt:
    return (2 * CX - p[0], 2 * CY - p[1])


def coins(doc: Doc, n: int) -> list[str]:
    ref = doc.define("coin-m", italian.coin(26))
    return [use(ref, tf(x, y)) for x, y in COINS[n]]


def cups(doc: Doc, n: int) -> list[str]:
    ref = doc.define("cup-m", italian.cup(1.15))
    return [use(ref, tf(x, y, 180 if y > CY + 1 else 0)) for x, y in CUPS[n]]


# lenses of scimitars, per card: (half-width, offset of the ends from the centre line, inset of
# the ends from the top and bottom); odd cards keep the ends clear of the straight middle sword
LENSES: dict[int, list[tuple[float, float, float]]] = {
    2: [(50.0, 16.0, 0.0)],
    3: [(50.0, 24.0, 0.0)],
    4: [(60.0, 10.0, 0.0), (22.0, 42.0, 14.0)],
    5: [(60.0, 20.0, 0.0), (24.0, 48.0, 14.0)],
    6: [(62.0, 8.0, 0.0), (38.0, 30.0, 12.0), (14.0, 50.0, 24.0)],
    7: [(62.0, 18.0, 0.0), (38.0, 38.0, 12.0), (14.0, 56.0, 24.0)],
}


def swords(doc: Doc, n: int) -> list[str]:
    """Scimitars bowing left and right in nested lenses; hilts alternate top and bottom."""
    strands: list[Strand] = []
    top, bot = (72.0, 328.0) if n % 2 else (66.0, 334.0)
    for k, (w, h, inset) in enumerate(LENSES[n]):
        ends = [(CX + h, bot - inset), (CX + h, top + inset)]
        hilt, tip = ends if k % 2 == 0 else ends[::-1]
        left = quad(hilt, (CX + h - 2 * (w + h), CY), tip, 30)
        strands.append(italian.sword(left))
        strands.append(italian.sword([_turn(p) for p in left]))
    if n % 2:
        straight = [(CX, 354 - 308 * i / 30) for i in range(31)]
        strands.append(italian.sword(straight, 7.5))
    out = [weave(strands)]
    if n == 3:
        out.append(group([italian.crown()], transform=f"translate({CX:g} {CY + 8:g})"))
    return out


# batons: horizontal shifts of the parallel staves, half the horizontal run of each stave, its
# width, and where its knots sit (out of the middle, where the staves cross), per card; on the 7
# the staves are steeper and further apart, so no crossing crowds the middle one
BATONS: dict[int, tuple[list[float], float, float, tuple[float, ...]]] = {
    2: ([0.0], 54.0, 10.5, (0.2, 0.4, 0.6, 0.8)),
    3: ([0.0], 54.0, 10.5, (0.2, 0.4, 0.6, 0.8)),
    4: ([-22.0, 22.0], 54.0, 10.5, (0.14, 0.3, 0.7, 0.86)),
    5: ([-22.0, 22.0], 54.0, 10.5, (0.14, 0.3, 0.7, 0.86)),
    6: ([-28.0, 0.0, 28.0], 54.0, 9.5, (0.12, 0.86)),
    7: ([-38.0, 0.0, 38.0], 46.0, 9.0, (0.1, 0.88)),
}


def batons(doc: Doc, n: int) -> list[str]:
    """Knotty staves crossing in a lattice; odd cards add a straight one lying over the rest."""
    strands: list[Strand] = []
    shifts, run, width, knots = BATONS[n]
    for i, s in enumerate(shifts):
        a, b = (CX - run + s, 334.0), (CX + run + s, 66.0)
        mid = ((a[0] + b[0]) / 2 + 5, (a[1] + b[1]) / 2)
        line = quad(a, mid, b, 30)
        mirrored = [(2 * CX - x, y) for x, y in line]
        if i % 2:
            line, mirrored = line[::-1], mirrored[::-1]
        strands.append(italian.baton(line, width, knot_at=knots))
        strands.append(italian.baton(mirrored[::-1], width, knot_at=knots))
    if n % 2:
        straight = [(CX, 346 - 292 * i / 30) for i in range(31)]
        strands.append(italian.baton(straight, width, knot_at=(0.1, 0.26, 0.74, 0.9)))
        return [weave(strands, top=[len(strands) - 1])]
    return [weave(strands)]


def pips(doc: Doc, suit: str, n: int) -> list[str]:
    return {"D": coins, "C": cups, "S": swords, "B": batons}[suit](doc, n)


def face(rank: str, suit: str) -> bytes:
    doc = Doc(card.W, card.H)
    if rank == "A":
        art = italian_aces.ace(doc, suit)
    elif rank in "FCR":
        art = court(doc, rank, suit)
    else:
        art = pips(doc, suit, int(rank))
    art.append(card.frame())
    title = f"{RANK_TITLES.get(rank, rank)} di {TITLES[suit]}"
    return card.face(doc, art, rank, "#1B1B1B", italian.index_pip(doc, suit), title)
