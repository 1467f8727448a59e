"""What one whole match through a club costs each seat on the wire: messages and bytes.

Runs a club on 127.0.0.1 (port 0) in this process with its data in a temporary folder, one
table of the given rules (default: classic for four to 31, two people and two computers at
``random``), the two people played by headless online clients; prints, per seat, the messages
received and their JSON bytes, and the same with the WebSocket and TLS 1.3 framing added
(2-4 bytes a WebSocket frame, 22 a TLS record: one record a message). Nothing is asserted.

    .venv/bin/python tools/club_traffic.py [--players N] [--target T] [--people K] [--seed S]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TLS_RECORD = 22  # 5-byte header, 1 content type, 16-byte AEAD tag


def _ws_header(size: int) -> int:
    return 2 if size < 126 else 4 if size < 65536 else 10


async def measure(players: int, target: int, people: int, seed: int) -> None:
    from ciapano_qt.engine.rules import Rules
    from tests.server.helpers import code_of, creating, joining, start_club

    with tempfile.TemporaryDirectory() as folder:
        run = await start_club(Path(folder))
        try:
            rules = Rules(players=players, target=target)
            seats = ["person"] * people + ["random"] * (players - people)
            told: list[str] = []
            ada, ada_frames = creating(run, rules.to_dict(), seats, people, told=told, seed=seed)
            tasks = [asyncio.ensure_future(ada.run())]
            taps = [ada_frames]
            if people > 1:
                code = await code_of(told)
                for i in range(1, people):
                    client, frames = joining(run, f"Player {i + 1}", seed + i, code=code)
                    tasks.append(asyncio.ensure_future(client.run()))
                    taps.append(frames)
            results = await asyncio.gather(*tasks)
        finally:
            await run.club.stop()
    hands = sum(1 for m in ada_frames.messages() if m["type"] == "scored")
    print(f"rules: {players} players, target {target}; {hands} hands; results {results}")
    for seat, frames in enumerate(taps):
        wire = sum(len(f) + _ws_header(len(f)) + TLS_RECORD for f in frames.frames)
        print(
            f"seat {seat}: {len(frames.frames)} messages, {frames.size} bytes of JSON, "
            f"~{wire} bytes with WebSocket and TLS framing"
        )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--target", type=int, default=31)
    p.add_argument("--people", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    asyncio.run(measure(args.players, args.target, args.people, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
