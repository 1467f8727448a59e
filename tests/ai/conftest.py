"""Shared rule sets for the AI tests: every variant, option and player count."""

from __future__ import annotations

from ciapano_qt.engine.rules import Rules

ALL_RULES: list[Rules] = [
    Rules(players=2, target=21),
    Rules(players=3, target=21, three_player_method="discard"),
    Rules(players=3, target=21, three_player_method="remove_four"),
    Rules(players=3, target=21, three_player_method="monte", fractions="lost"),
    Rules(players=4, target=21, cappotto="lenient"),
    Rules(players=5, target=21, survivors=2),
    Rules(players=4, target=21, lowest_wins_at_target=True),
    Rules.busca(target=6),
    Rules.busca(target=6, busca_cover="tricks", busca_dealer="loser"),
    # the regional rules (issue 16)
    Rules(players=6, target=11, survivors=3),
    Rules(players=6, target=11, survivors=3, many_player_method="monte"),
    Rules(players=7, target=11, survivors=3, many_player_method="monte"),
    Rules(players=8, target=11, survivors=3, ace_of_batons="six"),
    Rules(players=4, target=31, ace_of_batons="eleven"),
    Rules(players=4, teams=True, target=21),
    Rules(players=4, teams=True, hands_limit=2, ace_of_batons="eleven", cappotto="lenient"),
    Rules(players=3, hands_limit=2, three_player_method="monte", ace_of_batons="six"),
]


def rules_id(r: Rules) -> str:
    if r.is_busca:
        return f"busca-{r.busca_cover}-{r.busca_dealer}"
    extra = f"-{r.three_player_method}" if r.players == 3 else ""
    extra += f"-{r.many_player_method}" if r.players >= 6 else ""
    extra += "-teams" if r.teams else ""
    extra += f"-ab{r.ace_of_batons}" if r.ace_of_batons != "one" else ""
    extra += f"-hl{r.hands_limit}" if r.hands_limit else ""
    return f"{r.players}p{extra}-{r.fractions}-{r.cappotto}-lw{int(r.lowest_wins_at_target)}"
