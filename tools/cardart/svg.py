"""Tiny deterministic SVG writer: number formatting, path building, elements, documents."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .geom import Affine, Pt

SVG_NS = "http://www.w3.org/2000/svg"


def num(value: float) -> str:
    """Format a number with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[Pt]) -> str:
    return " ".join(f"{num(x)} {num(y)}" for x, y in points)


class Path:
    """Absolute path data builder (M, L, C, Q, Z) that can be transformed before output."""

    def __init__(self) -> None:
        self.cmds: list[tuple[str, tuple[float, ...]]] = []

    def M(self, x: float, y: float) -> Path:
        self.cmds.append(("M", (x, y)))
        return self

    def L(self, x: float, y: float) -> Path:
        self.cmds.append(("L", (x, y)))
        return self

    def C(self, *c: float) -> Path:
        self.cmds.append(("C", c))
        return self

    def Q(self, *c: float) -> Path:
        self.cmds.append(("Q", c))
        return self

    def Z(self) -> Path:
        self.cmds.append(("Z", ()))
        return self

    def poly(self, points: Sequence[Pt], close: bool = True) -> Path:
        for i, (x, y) in enumerate(points):
            self.cmds.append(("M" if i == 0 else "L", (x, y)))
        if close:
            self.Z()
        return self

    def transformed(self, t: Affine) -> Path:
        out = Path()
        for cmd, c in self.cmds:
            flat: list[float] = []
            for i in range(0, len(c), 2):
                flat.extend(t.apply((c[i], c[i + 1])))
            out.cmds.append((cmd, tuple(flat)))
        return out

    def d(self) -> str:
        parts = []
        for cmd, c in self.cmds:
            parts.append(cmd + " ".join(num(v) for v in c))
        return "".join(parts)


def parse(d: str) -> Path:
    """Parse simple absolute path data (M L H V C Q Z, space/comma separated)."""
    import re

    tokens = re.findall(r"[MLHVCQZmlhvcqz]|-?\d*\.?\d+(?:e-?\d+)?", d)
    path = Path()
    cmd = ""
    args: list[float] = []
    cur = (0.0, 0.0)
    sizes = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "Q": 4, "Z": 0}

    def flush() -> None:
        nonlocal cur, cmd
        if cmd == "H":
            cur = (args[0], cur[1])
            path.L(*cur)
        elif cmd == "V":
            cur = (cur[0], args[0])
            path.L(*cur)
        elif cmd in ("M", "L", "C", "Q"):
            getattr(path, cmd)(*args)
            cur = (args[-2], args[-1])
            if cmd == "M":
                cmd = "L"

    for tok in tokens:
        if tok.isalpha():
            cmd = tok.upper()
            if cmd == "Z":
                path.Z()
            continue
        args.append(float(tok))
        if len(args) == sizes[cmd]:
            flush()
            args = []
    return path


def attrs(**kw: str | float | None) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, (int, float)) else value
        out.append(f' {name}="{text}"')
    return "".join(out)


def path_el(d: str | Path, **kw: str | float | None) -> str:
    data = d.d() if isinstance(d, Path) else d
    return f'<path d="{data}"{attrs(**kw)}/>'


def circle(cx: float, cy: float, r: float, **kw: str | float | None) -> str:
    return f"<circle{attrs(cx=cx, cy=cy, r=r, **kw)}/>"


def ellipse(cx: float, cy: float, rx: float, ry: float, **kw: str | float | None) -> str:
    return f"<ellipse{attrs(cx=cx, cy=cy, rx=rx, ry=ry, **kw)}/>"


def rect(x: float, y: float, w: float, h: float, **kw: str | float | None) -> str:
    return f"<rect{attrs(x=x, y=y, width=w, height=h, **kw)}/>"


def group(children: Iterable[str], **kw: str | float | None) -> str:
    return f"<g{attrs(**kw)}>" + "".join(children) + "</g>"


def use(ref: str, transform: str | None = None) -> str:
    return f'<use href="#{ref}"{attrs(transform=transform)}/>'


def tf(x: float = 0, y: float = 0, rot: float = 0, sx: float = 1, sy: float | None = None) -> str:
    """A transform attribute: translate, then rotate (degrees), then scale."""
    parts = []
    if x or y:
        parts.append(f"translate({num(x)} {num(y)})")
    if rot:
        parts.append(f"rotate({num(rot)})")
    sy = sx if sy is None else sy
    if sx != 1 or sy != 1:
        parts.append(f"scale({num(sx)})" if sx == sy else f"scale({num(sx)} {num(sy)})")
    return " ".join(parts) or ""


class Doc:
    """Collects reusable definitions (first use wins, order kept) and body parts."""

    def __init__(self, width: float, height: float) -> None:
        self.width = width
        self.height = height
        self.defs: dict[str, str] = {}

    def define(self, ident: str, content: str) -> str:
        """Register ``content`` (the inner SVG of a group) under ``ident``; return the id."""
        if ident not in self.defs:
            self.defs[ident] = f'<g id="{ident}">{content}</g>'
        return ident

    def render(self, groups: Sequence[str], title: str) -> bytes:
        head = (
            f'<svg xmlns="{SVG_NS}" version="1.2" baseProfile="tiny" '
            f'viewBox="0 0 {num(self.width)} {num(self.height)}" '
            f'width="{num(self.width)}" height="{num(self.height)}">\n'
            f"<title>{title}</title>\n"
        )
        body = ""
        if self.defs:
            body += "<defs>\n" + "\n".join(self.defs.values()) + "\n</defs>\n"
        body += "\n".join(groups) + "\n</svg>\n"
        return (head + body).encode("utf-8")
