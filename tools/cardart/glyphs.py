"""A small stroke alphabet (digits and the few capitals we need), drawn as paths.

Cells are 10 wide and 16 tall with the origin at the top left; letters are stroked with round
caps, which gives a plain bold sans-serif look at any size without depending on fonts.
"""

from __future__ import annotations

GLYPHS: dict[str, str] = {
    "A": "M0.4 16L5 0L9.6 16M1.9 10.6H8.1",
    "2": "M0.8 4C0.8 1.6 2.6 0 5 0C7.5 0 9.2 1.6 9.2 4.1C9.2 7.4 6.2 9.4 0.6 16H9.6",
    "3": "M0.8 2.4C1.8 0.8 3.3 0 5 0C7.6 0 9 1.6 9 3.9C9 6.2 7.3 7.6 4.4 7.6"
    "C7.7 7.6 9.5 9.3 9.5 11.8C9.5 14.4 7.6 16 4.8 16C2.9 16 1.4 15.2 0.4 13.6",
    "4": "M7.2 16V0L0.3 11H9.8",
    "5": "M9 0H1.6L0.9 7.3C2 6.5 3.4 6.1 4.8 6.1C7.8 6.1 9.6 8 9.6 10.9"
    "C9.6 14 7.6 16 4.7 16C2.8 16 1.3 15.2 0.4 13.8",
    "6": "M8.7 1.3C7.8 0.4 6.6 0 5.3 0C2.1 0 0.4 3.1 0.4 8.3C0.4 13.4 2.2 16 5 16"
    "C7.8 16 9.6 14 9.6 11.1C9.6 8.2 7.8 6.3 5.1 6.3C3 6.3 1.3 7.6 0.5 9.6",
    "7": "M0.3 0H9.7L3.6 16",
    "F": "M1.2 16V0H9.4M1.2 7.4H7.8",
    "C": "M9.3 2.8C8.4 1 6.8 0 5.2 0C2.1 0 0.4 3.4 0.4 8C0.4 12.6 2.1 16 5.2 16"
    "C6.8 16 8.4 15 9.3 13.2",
    "D": "M1.2 0V16H4.2C7.8 16 9.5 13 9.5 8C9.5 3 7.8 0 4.2 0Z",
    "R": "M1.2 16V0H5.2C7.8 0 9.3 1.6 9.3 4.2C9.3 6.8 7.8 8.4 5.2 8.4H1.2M5 8.4L9.5 16",
    "V": "M0.3 0L5 16L9.7 0",
    "I": "M5 0V16",
    "N": "M1 16V0L9 16V0",
    "E": "M9.2 0H1V16H9.2M1 7.8H7.8",
}

ADVANCE = {"I": 4.0}


def word(text: str, spacing: float = 2.5) -> tuple[str, float]:
    """Path data for ``text`` set on one line, and its total width (cell units)."""
    from .geom import translate
    from .svg import parse

    parts = []
    x = 0.0
    for ch in text:
        adv = ADVANCE.get(ch, 10.0)
        shift = x - (10.0 - adv) / 2 if adv != 10.0 else x
        parts.append(parse(GLYPHS[ch]).transformed(translate(shift, 0)).d())
        x += adv + spacing
    return "".join(parts), x - spacing
