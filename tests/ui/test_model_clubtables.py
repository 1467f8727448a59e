"""A club's public tables (``models/clubtables.py``): each table's rules in one line in the
player's language, from the ruleset the club lists with it (the app's own summary); a club
that sends none, or rules this app cannot read, is shown its own text. The lines are worked
out by hand from the translations."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt

from ciapano_qt.engine.rules import Rules
from ciapano_qt.net.club.schema import check_notice
from ciapano_qt.ui.models.clubtables import RULES, ClubTablesModel


def _row(table: str, **fields: Any) -> dict[str, Any]:
    row = {
        "table": table,
        "rules": "classic, 4 players, target 31",
        "players": 4,
        "free": 3,
        "who": ["Ada"],
        "started": False,
    }
    return {**row, **fields}


def _arrived(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows as the club's ``tables`` message brings them, checked."""
    body = json.loads(json.dumps({"type": "tables", "tables": rows}))
    return list(check_notice(body)["tables"])


def test_the_rules_of_each_table_are_worded_in_the_players_language(qtmodeltester, language):
    rows = _arrived(
        [
            _row("0123456789a0", ruleset=Rules(players=4, target=31).to_dict()),
            _row("0123456789a1", ruleset=Rules.busca(target=15).to_dict()),
            _row("0123456789a2", ruleset=Rules(players=4, teams=True, target=21).to_dict()),
            _row("0123456789a3"),  # an older club: no ruleset
            _row("0123456789a4", ruleset={"variant": "poker"}),  # one this app cannot read
        ]
    )
    model = ClubTablesModel()
    model.set_tables(rows)
    qtmodeltester.check(model)

    def rules(row: int, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> Any:
        return model.index(row, RULES).data(role)

    language.set_language("it")
    model.retranslate()
    assert [rules(i) for i in range(5)] == [
        "Ciapanò classico, 4 giocatori, quota 31",
        "Busca, quattro giocatori, limite di busche 15",
        "Ciapanò classico, 4 giocatori, quota 21",
        "classic, 4 players, target 31",
        "classic, 4 players, target 31",
    ]
    assert rules(2, Qt.ItemDataRole.ToolTipRole) == (
        "Ciapanò classico, 4 giocatori, quota 21\n"
        "A coppie: tu e il giocatore di fronte siete compagni"
    )
    language.set_language("en")
    model.retranslate()
    assert rules(0) == "Classic Ciapanò, 4 players, target 31"
    assert rules(1) == "Busca, four players, busche limit 15"
    qtmodeltester.check(model)
