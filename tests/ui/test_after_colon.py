"""A rule's choice after a colon in the match's summary ("With three players: %1") goes on in
small letters where the language writes so: Italian, French and Spanish; English and German
keep the label as it is (German nouns keep their capital)."""

from __future__ import annotations

import pytest

from ciapano_qt.engine import Rules
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.text.rulenames import rules_details

EXPECTED = {  # the .ts translations, read by hand
    "en": [
        "Ace of batons: Worth 11 points (hands of 21)",
        "With three players: Monte (one card face down)",
    ],
    "it": ["Asso di bastoni: vale 11 punti (mani da 21)", "In tre: monte (una carta coperta)"],
    "de": ["Stäbe-Ass: 11 Punkte wert (Runden zu 21)", "Zu dritt: Monte (eine Karte verdeckt)"],
    "fr": [
        "As de bâtons\u00a0: vaut 11 points (donnes de 21)",
        "À trois\u00a0: monte (une carte face cachée)",
    ],
    "es": [
        "As de bastos: vale 11 puntos (manos de 21)",
        "Con tres jugadores: monte (una carta boca abajo)",
    ],
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_the_choice_after_a_colon(language: i18n.Language, lang: str) -> None:
    language.set_language(lang)
    rules = Rules(players=3, target=31, ace_of_batons="eleven", three_player_method="monte")
    lines = rules_details(rules)
    ace, three = lines[0], lines[-1]
    assert [ace, three] == EXPECTED[lang]
    language.set_language("en")
