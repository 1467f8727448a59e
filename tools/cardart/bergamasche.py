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


def swords(doc: Doc, n: int) -> list[str]:
    strands: list[Strand] = []
    bow, dx, top, bot = 50.0, 16.0, 60.0, 336.0
    for sx, sy in SHIFTS[n - n % 2]:
        hilt = (CX + dx + sx, bot + sy)
        tip = (CX + dx + sx, top + sy)
        ctrl = (CX - 2 * bow - dx + sx, CY + sy)
        left = quad(hilt, ctrl, tip, 30)
        strands.append(italian.sword(left))
        strands.append(italian.sword([_turn(p) for p in left]))
    if n % 2:
        straight = [(CX, 352 - 300 * i / 30) for i in range(31)]
        strands.append(italian.sword(straight, 7.5))
    out = [weave(strands)]
    if n == 3:
        out.append(group([italian.crown()], transform=f"translate({CX:g} {CY + 8:g})"))
    return out


def batons(doc: Doc, n: int) -> list[str]:
    strands: list[Strand] = []
    shifts = {2: [0.0], 4: [-20.0, 20.0], 6: [-30.0, 0.0, 30.0]}[n - n % 2]
    for i, s in enumerate(shifts):
        a = (58 + s, 332.0)
        b = (154 + s, 68.0)
        mid = ((a[0] + b[0]) / 2 + 6, (a[1] + b[1]) / 2)
        strands.append(
            italian.baton(quad(a, mid, b, 24) if i % 2 == 0 else quad(b, mid, a, 24), 10.5)
        )
        c = (154 - s, 332.0)
        d = (58 - s, 68.0)
        mid2 = ((c[0] + d[0]) / 2 - 6, (c[1] + d[1]) / 2)
        strands.append(italian.baton(quad(c, mid2, d, 24) if i % 2 else quad(d, mid2, c, 24), 10.5))
    if n % 2:
        strands.append(italian.baton([(CX, 346 - 292 * i / 24) for i in range(25)], 10.5, knots=5))
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
