"""The Bergamasche Cavallo: a rider sitting a bay horse, seen from the waist up.

Drawn facing left in half coordinates (see figure.py). The horse's head and neck rise at the
left, bent at the poll, in a red bridle with the reins running to the rider's front hand; its
body is hidden under a caparison in the suit's colours, on which the rider's leg rests. The rider
sits behind and above the horse's head and raises the suit sign in his back hand.
"""

from __future__ import annotations

from collections.abc import Callable

from . import patterns as pat
from .faces import head, head_map
from .figure import Look, fist, pattern_fill, sleeve
from .geom import Pt, band, cubic, normals, scale, translate
from .style import BAY, BLACK, RED, STOCK, SW, SW2, YELLOW, ink, line
from .svg import Path, circle, num, parse, path_el

RIDER_HEAD = head_map(14.0, -137.0, 1.0)
HORSE = scale(0.94).then(translate(4, 0))  # the horse is drawn a little larger, then fitted

# the horse: head and neck in one outline (poll, face, muzzle, jaw, throat, breast, crest)
NECK = (
    "M-40 -126C-48 -122 -55 -112 -60 -102C-65 -92 -70 -82 -74 -74C-78 -68 -78.6 -61 -74 -57.6"
    "C-71 -55.4 -66.6 -56 -63.4 -58C-58 -61 -51 -67 -43 -71C-45 -60 -55 -46 -62 -34"
    "C-70 -22 -74 -10 -72 0H0L4 -56C0 -80 -14 -108 -26 -120C-30 -124 -35 -127 -40 -126Z"
)
CREST = ((4.0, -56.0), (0.0, -80.0), (-14.0, -108.0), (-30.0, -124.0))
EAR_NEAR = "M-43 -123C-47 -132 -46.5 -141 -43 -148C-38.5 -142 -35 -133 -35.5 -124Z"
EAR_FAR = "M-33 -124C-34 -133 -31.5 -141 -27 -146C-24.6 -139 -24.6 -130 -27 -121Z"
FORELOCK = "M-44 -124C-50 -121 -52 -114 -50 -106C-47 -111 -44 -114 -39 -117Z"
BLAZE = (
    "M-51 -113C-54 -106 -59 -96 -64 -86C-67 -80 -70 -75 -72 -70L-69 -69C-65 -79 -57 -97 -48 -112Z"
)
EYE = "M-54 -104C-51.4 -107.4 -47 -107.8 -44.4 -105.4C-47 -102.6 -51.2 -102 -54 -104Z"
CHEEK = "M-43 -71C-50 -76 -52 -86 -46 -92C-42 -96 -37 -96 -35 -94"
NOSTRIL = "M-75.6 -69C-72.6 -71.4 -70 -69.6 -71 -66"
MOUTH = "M-76.4 -61.4C-73 -61 -70 -60.8 -66 -62"
BIT: Pt = (-66.0, -62.0)
# straps of the bridle: headpiece and cheekpiece, browband, noseband, throatlatch
BRIDLE = (
    "M-37 -123L-45 -100L-56 -78L-65.4 -62.6",
    "M-37.5 -121C-42 -118 -47 -117 -52.4 -115.6",
    "M-73.6 -79C-68 -76 -62.4 -74.4 -56.6 -74.6",
    "M-37.6 -119C-35 -112 -34.6 -104 -35.4 -95",
)
BREAST_STRAP = "M-71.6 -25C-62 -28 -52 -30 -42 -31"
CAPARISON: list[Pt] = [
    (-42, 0),
    (-45, -16),
    (-39, -34),
    (-24, -46),
    (6, -53),
    (78, -55),
    (78, 0),
]
HEM: list[Pt] = [(-42, 0), (-45, -16), (-39, -34), (-24, -46), (6, -53)]

# the rider
TORSO: list[Pt] = [
    (2, -106),
    (22, -106),
    (42, -100),
    (50, -88),
    (50, -62),
    (46, -46),
    (-10, -46),
    (-14, -62),
    (-16, -88),
    (-10, -100),
]
PANEL: list[Pt] = [(5, -106), (19, -106), (24, -46), (0, -46)]
BELT: list[Pt] = [(-14, -60), (50, -60), (49, -54), (-13, -54)]
THIGH = [(36, -36), (10, -34), (-14, -28)]
SHIN = [(-14, -28), (-12, -14), (-10, 0)]
FRONT_ARM = [(-6, -100), (-18, -88), (-20, -78), (-21, -70), (-22, -64)]
REIN_HAND: Pt = (-24.0, -62.0)
BACK_ARM = [(40, -100), (58, -92), (60, -100), (61, -106), (58, -114)]
SIGN_HAND: Pt = (56.0, -116.0)


def strap(d: str, color: str = RED, w: float = 2.4) -> str:
    """A leather strap: a colour line over a slightly wider black one."""
    return path_el(d, **line(BLACK, w + 1.4)) + path_el(d, **line(color, w))


def hp(d: str) -> Path:
    return parse(d).transformed(HORSE)


def mane() -> str:
    """Black locks along the crest, from the withers to the poll."""
    crest = [HORSE.apply(p) for p in cubic(*CREST, n=14)]
    ns = normals(crest)
    inner = [(x - nx * 3, y - ny * 3) for (x, y), (nx, ny) in zip(crest, ns, strict=True)]
    outer = []
    for i, ((x, y), (nx, ny)) in enumerate(zip(crest, ns, strict=True)):
        reach = 8.6 if i % 2 else 3.6
        outer.append((x + nx * reach - 2.2 * (i % 2), y + ny * reach + 2.2 * (i % 2)))
    return path_el(Path().poly(inner + outer[::-1]), **ink(BLACK, SW2))


def horse_head() -> str:
    out = [path_el(hp(EAR_FAR), **ink(BAY, SW))]
    out.append(path_el(hp(NECK), **ink(BAY)))
    out.append(mane())
    out.append(path_el(hp(BLAZE), fill=STOCK))
    out.append(path_el(hp(EAR_NEAR), **ink(BAY)))
    out.append(path_el(hp("M-42.4 -127C-42.6 -133 -42 -138 -42.6 -142"), **line(BLACK, SW2)))
    out.append(path_el(hp(FORELOCK), **ink(BLACK, SW2)))
    out.append(path_el(hp(EYE), **ink(STOCK, SW2)))
    out.append(circle(*HORSE.apply((-49.6, -104.8)), 1.9, fill=BLACK))
    out.append(path_el(hp(CHEEK + NOSTRIL + MOUTH), **line(BLACK, 1.0)))
    for d in BRIDLE:
        out.append(strap(hp(d).d()))
    for p in ((-45, -100), (-56.6, -74.6), (-52.4, -115.6)):
        out.append(circle(*HORSE.apply(p), 1.7, **ink(YELLOW, 0.6)))
    out.append(circle(*HORSE.apply(BIT), 3.2, **ink(YELLOW, SW2)))
    return "".join(out)


def caparison(look: Look) -> str:
    cloth = look.mantle or RED
    out = [pat.region(CAPARISON, cloth)]
    out.append(pattern_fill(CAPARISON, look.pattern, YELLOW if cloth != YELLOW else RED))
    hem = band(HEM, [7.0] * len(HEM))
    out.append(path_el(Path().poly(hem), **ink(YELLOW, SW2)))
    for (x, y), (nx, ny) in zip(HEM[1:], normals(HEM)[1:], strict=True):
        out.append(circle(x + nx * 5.4, y + ny * 5.4, 2.4, **ink(RED, SW2)))
    return "".join(out)


def rider_body(look: Look) -> str:
    out = [pat.region(TORSO, look.body)]
    out.append(pattern_fill(TORSO, "dots", look.pattern_ink))
    out.append(pat.region(PANEL, look.panel))
    out.append(pat.region(BELT, BLACK, SW2))
    out.append(path_el(Path().poly([(8, -61), (16, -61), (16, -53), (8, -53)]), **ink(YELLOW, SW2)))
    collar = parse("M-14 27C-6 36 8 36 15 27L19 34C8 44 -8 44 -18 34Z").transformed(RIDER_HEAD)
    out.append(path_el(collar, **ink(look.collar)))
    return "".join(out)


def leg(look: Look) -> str:
    thigh = cubic(THIGH[0], THIGH[1], THIGH[1], THIGH[2], 8)
    shin = cubic(SHIN[0], SHIN[1], SHIN[1], SHIN[2], 8)
    thigh_w = [20, 19, 18, 17, 17, 16, 16, 15, 15]
    out = [path_el(Path().poly(band(thigh, thigh_w)), **ink(look.sleeve))]
    out.append(path_el(Path().poly(band(shin, [15, 14, 14, 13, 13, 13, 13, 13, 13])), **ink(BLACK)))
    out.append(circle(-14, -28, 6.4, **ink(look.sleeve)))
    out.append(path_el("M-19 -19C-16 -17 -10 -17 -6 -19", **line(YELLOW, 1.6)))
    return "".join(out)


def cavallo(look: Look, held: Callable[[Pt], str]) -> str:
    """The whole upper half of the Cavallo."""
    out = [horse_head(), caparison(look)]
    out.append(strap(hp(BREAST_STRAP).d()))
    out.append(path_el("M44 -46C46 -54 52 -62 58 -64L60 -52Z", **ink(RED)))  # cantle
    out.append(rider_body(look))
    out.append(head(look, RIDER_HEAD))
    out.append(leg(look))
    out.append(sleeve(BACK_ARM, look.sleeve, look.cuff, 17, 13))
    out.append(held(SIGN_HAND))
    out.append(fist(*SIGN_HAND, flip=True))
    bx, by = HORSE.apply(BIT)
    rein = f"M{num(bx)} {num(by)}C-48 -56 -36 -60 {REIN_HAND[0]:g} {REIN_HAND[1]:g}"
    out.append(strap(rein))
    out.append(sleeve(FRONT_ARM, look.sleeve, look.cuff, 17, 13))
    out.append(fist(*REIN_HAND))
    return "".join(out)


__all__ = ["cavallo"]
