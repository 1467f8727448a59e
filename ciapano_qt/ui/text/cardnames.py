"""Card, rank and suit names for the screen and for screen readers, by the deck's suit system.

Italian suits (Bergamasche): denari, coppe, spade, bastoni and the Cavallo; French suits
(Milanese): quadri, cuori, picche, fiori and the Donna. English: "Ace of coins", "Queen of
hearts". Every name goes through ``QCoreApplication.translate`` (context ``CardNames``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine.cards import Card

if TYPE_CHECKING:
    from ...decks import Catalogue

ITALIAN, FRENCH = "italian", "french"


def _t(text: str) -> str:
    return QCoreApplication.translate("CardNames", text)


@cache
def _catalogue(root: Path) -> Catalogue:
    from ...decks import load_decks

    return load_decks(root)


def catalogue() -> Catalogue:
    """The deck catalogue (``assets/cards``), read once per folder: the table's art, the
    settings, the deck chooser and the card names all take it from here."""
    from ...decks import assets_dir

    return _catalogue(assets_dir())


def decks() -> dict[str, tuple[str, str]]:
    """Every deck of the catalogue: id -> (name in the interface's language, suit system), in
    the catalogue's order (the language is the default locale's, which the language service
    sets with the translators)."""
    language = QLocale().name().split("_")[0]
    return {d.id: (d.display_name(language), d.suit_system) for d in catalogue().decks}


def suit_system(deck_id: str) -> str:
    """The suit system of a deck, from its manifest (Italian for a deck not found)."""
    found = decks().get(deck_id)
    return found[1] if found is not None else ITALIAN


@cache
def index_letters(system: str) -> dict[int, str]:
    """The rank letters the corner indices of the deck of ``system`` show, by strength: its
    courts by the initials of the names in its manifest (Bergamasche: F, C, R for Fante,
    Cavallo, Re; Milanese: F, D, R for Fante, Donna, Re), the ace "A", the numbers as they
    are. The same in every language: what the cards show."""
    letters = {0: "4", 1: "5", 2: "6", 3: "7", 4: "F", 5: "C", 6: "R", 7: "A", 8: "2", 9: "3"}
    deck = next((d for d in catalogue().decks if d.suit_system == system), None)
    if deck is not None:
        for strength, code in ((4, "F"), (5, "C"), (6, "R")):
            name = deck.court_names.get(code, "")
            letters[strength] = name[:1].upper() or code
    return letters


def suit_name(suit: int, system: str) -> str:
    """The plural suit name used in messages: "coins", "hearts"."""
    if system == FRENCH:
        return (_t("diamonds"), _t("hearts"), _t("spades"), _t("clubs"))[suit]
    return (_t("coins"), _t("cups"), _t("swords"), _t("batons"))[suit]


def rank_name(strength: int, system: str) -> str:
    names = (
        _t("Four"),
        _t("Five"),
        _t("Six"),
        _t("Seven"),
        _t("Jack"),
        _t("Queen") if system == FRENCH else _t("Knight"),
        _t("King"),
        _t("Ace"),
        _t("Two"),
        _t("Three"),
    )
    return names[strength]


def card_name(card: int, system: str) -> str:
    """The full name of a card: "Ace of coins" (Italian: "Asso di denari").

    One pattern per suit, so that each language joins rank and suit as it must: German
    compounds ("Münz-Ass", not the plural "Münzen"), French elision ("as d'épées").
    """
    c = Card(int(card))
    if system == FRENCH:
        patterns = (_t("%1 of diamonds"), _t("%1 of hearts"), _t("%1 of spades"), _t("%1 of clubs"))
    else:
        patterns = (_t("%1 of coins"), _t("%1 of cups"), _t("%1 of swords"), _t("%1 of batons"))
    return patterns[c.suit].replace("%1", rank_name(c.strength, system))


def shown_card_name(card: int, system: str) -> str:
    """The card's name as the player reads it against the card: with the letter its corner
    shows where the name does not start with it ("King of batons (R)", "Knight of coins (C)";
    in Italian "Re di bastoni" needs none). The status line, refusals and hints use it; a
    screen reader hears ``card_name``."""
    name = card_name(card, system)
    strength = Card(int(card)).strength
    letter = index_letters(system)[strength]
    word = rank_name(strength, system)
    if letter.isdigit() or word[:1].upper() == letter:
        return name
    return (
        QCoreApplication.translate(
            "CardNames", "%1 (%2)", "a card's name and the letter its corner shows"
        )
        .replace("%1", name)
        .replace("%2", letter)
    )


def back_name() -> str:
    return _t("Face-down card")
