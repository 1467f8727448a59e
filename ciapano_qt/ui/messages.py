"""Translated messages built from engine error codes and parameters (and the hint reasons).

The engine raises ``EngineError`` values carrying a ``code`` and ``params`` with an English
message for logs; the screen shows the text made here. Unknown codes fall back to the engine's
English message, so a new code never shows nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import PITA
from ..engine.errors import EngineError
from .cardnames import card_name, suit_name

_CTX = "Messages"


def _t(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def option_name(option: str) -> str:
    names = {
        "variant": _t("variant"),
        "players": _t("number of players"),
        "target": _t("target"),
        "survivors": _t("survivors"),
        "lowest_wins_at_target": _t("lowest total wins at the target"),
        "three_player_method": _t("three-player method"),
        "fractions": _t("fractions"),
        "cappotto": _t("cappotto"),
        "busca_cover": _t("Busca covering"),
        "busca_dealer": _t("Busca dealer"),
    }
    return names.get(option, option)


def _fmt(text: str, **values: object) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def _card(params: dict[str, object], system: str) -> str:
    from ..engine.cards import parse_card

    try:
        return card_name(parse_card(str(params.get("card"))), system)
    except ValueError:
        return str(params.get("card"))


def error_text(error: EngineError, system: str) -> str:
    """The translated message for an engine refusal."""
    p = error.params
    code = error.code
    if code == "move.must_follow":
        return _fmt(_t("You must follow {suit}."), suit=suit_name(int(p["suit"]), system))
    if code == "move.not_held":
        return _fmt(_t("{card} is not in your hand."), card=_card(p, system))
    if code == "move.hand_over":
        return _t("The hand is over.")
    if code == "move.no_hand":
        return _t("No hand is being played.")
    if code == "move.busca_no_coin_lead":
        return _fmt(_t("You may not lead {suit} to the first trick."), suit=suit_name(0, system))
    if code == "move.busca_no_pita":
        return _fmt(
            _t("You may not throw away the {card} on the first trick."),
            card=card_name(PITA, system),
        )
    if code == "move.undo_finished":
        return _t("A finished hand cannot be undone.")
    if code == "rules.out_of_range":
        return _fmt(
            _t("The {option} must be from {low} to {high}."),
            option=option_name(str(p.get("option"))),
            low=p.get("low"),
            high=p.get("high"),
        )
    if code == "rules.busca_players":
        return _t("Busca is played by exactly four players.")
    if code == "rules.survivors_too_many":
        return _fmt(
            _t("There must be fewer survivors than players ({players})."), players=p.get("players")
        )
    if code in ("rules.bad_choice", "rules.not_integer", "rules.not_bool"):
        return _fmt(
            _t("The value of the {option} is not allowed."),
            option=option_name(str(p.get("option"))),
        )
    return error.message


def not_your_turn() -> str:
    return _t("Wait for your turn.")


def hint_text(reason_code: str, reason_params: dict[str, object], reason_en: str) -> str:
    """A hint's reason. Known codes would be translated here; otherwise the English text."""
    del reason_code, reason_params
    return reason_en
