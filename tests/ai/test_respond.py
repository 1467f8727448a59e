"""tools/ai_respond.py: the best response to random players that docs/ai.md quotes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# the rule player's rules that choose a card (policy.py), and its two-cards-left keeper
RULES = {"_busca_cover", "_keep_bare", "_before_last", "_unload", "lead_card", "follow_card"}
RULES |= {"partner_dump", "dump_card", "two cards left"}


def _respond(*args: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "ai_respond.py"), "--json", *args],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_the_best_response_is_never_valued_below_the_rule_players_card() -> None:
    out = _respond("--variant", "busca", "--deals", "1", "--seed", "3", "--worlds", "3")
    assert out["hands"] == 4  # one deal, the seat rotating over the four seats
    rows = out["rows"]
    assert isinstance(rows, list) and rows
    # a Busca hand of ten cards: at most nine choices a seat (the last card is forced)
    assert sum(r["decisions"] for r in rows) <= 4 * 9
    for r in rows:
        rule, cover, stage = r["rule"].split("/")
        assert rule in RULES
        assert cover in ("covered", "uncovered") and stage in ("early", "middle", "late")
        assert 0.0 <= r["differ"] <= 1.0
        # the best response takes the card it values best: never worse than medium's
        assert r["gain_per_hand"] >= 0.0
        assert r["differ"] > 0 or r["gain_per_hand"] == 0.0
    again = _respond("--variant", "busca", "--deals", "1", "--seed", "3", "--worlds", "3")
    assert again == out  # seeded: the same report
