"""Generate the card decks and the backs that go with either:
``python -m tools.cardart [--out DIR] [--deck ID]`` (``--deck backs``: only the backs)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .decks import BACKS_FOLDER, DECKS, build, build_backs

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "cards"


def generate(out_dir: Path, only: str | None = None) -> list[Path]:
    written = []
    folders = [(spec.ident, lambda spec=spec: build(spec)) for spec in DECKS]
    folders.append((BACKS_FOLDER, build_backs))
    for ident, make in folders:
        if only and ident != only:
            continue
        folder = out_dir / ident
        folder.mkdir(parents=True, exist_ok=True)
        for name, data in make().items():
            path = folder / name
            path.write_bytes(data)
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.cardart", description=__doc__)
    parser.add_argument("--out", type=Path, default=ASSETS, help="output folder (assets/cards)")
    parser.add_argument("--deck", help="only this deck id (or 'backs')")
    args = parser.parse_args(argv)
    files = generate(args.out, args.deck)
    print(f"wrote {len(files)} files under {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
