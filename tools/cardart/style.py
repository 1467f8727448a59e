"""Palette, card dimensions and line weights shared by every drawing module."""

STOCK = "#FBF6E9"
RED = "#C8322B"
BLUE = "#1F4FA3"
YELLOW = "#EDBE3A"
GREEN = "#2F7A3E"
BLACK = "#1B1B1B"
FLESH = "#F2CFAE"
BAY = "#8F5230"  # the animals only (horse, falcon): a bay brown that stands off the stock
EDGE = "#D8CDB4"  # the cut edge of the stock, only around the card

W = 212.0
H = 400.0
CX = W / 2
CY = H / 2
CORNER = 10.0
FRAME = 6.0  # inset of the thin frame line

SW = 1.4  # main outline
SW2 = 0.8  # fine detail lines


def ink(fill: str, sw: float = SW) -> dict[str, str | float]:
    """Fill with a black outline of one of the two standard weights."""
    return {
        "fill": fill,
        "stroke": BLACK,
        "stroke_width": sw,
        "stroke_linejoin": "round",
    }


def line(color: str = BLACK, sw: float = SW2) -> dict[str, str | float]:
    return {
        "fill": "none",
        "stroke": color,
        "stroke_width": sw,
        "stroke_linecap": "round",
        "stroke_linejoin": "round",
    }
