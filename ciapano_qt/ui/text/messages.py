"""Translated messages built from engine error codes and parameters (and the hint reasons).

The engine raises ``EngineError`` values carrying a ``code`` and ``params`` with an English
message for logs; the screen shows the text made here. Unknown codes fall back to the engine's
English message, so a new code never shows nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine.cards import PITA
from ...engine.errors import EngineError
from .cardnames import shown_card_name, suit_name

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
        "many_player_method": _t("method for six to eight players"),
        "ace_of_batons": _t("ace of batons"),
        "hands_limit": _t("number of hands"),
        "teams": _t("two against two"),
    }
    return names.get(option, option)


def _fmt(text: str, **values: object) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def _card(params: dict[str, object], system: str) -> str:
    from ...engine.cards import parse_card

    try:
        return shown_card_name(parse_card(str(params.get("card"))), system)
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
            card=shown_card_name(PITA, system),
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
    if code == "rules.teams_players":
        return _t("Two against two is played by exactly four players.")
    if code == "record.needs_version_2":
        return _fmt(
            _t(
                "The record is marked as version 1 but uses an option of version 2 "
                "({option}): it was altered or damaged."
            ),
            option=option_name(str(p.get("option"))),
        )
    if code in ("rules.bad_choice", "rules.not_integer", "rules.not_bool"):
        return _fmt(
            _t("The value of the {option} is not allowed."),
            option=option_name(str(p.get("option"))),
        )
    return error.message


def not_your_turn() -> str:
    return _t("Wait for your turn.")


def hint_text(
    code: str,
    params: dict[str, object],
    reason_en: str,
    system: str,
    seat_name: Callable[[int], str] = str,
) -> str:
    """A hint's reason, translated from its code; the English text for an unknown code."""
    from ...engine.cards import parse_card

    def card(key: str) -> str:
        try:
            return shown_card_name(parse_card(str(params[key])), system)
        except (KeyError, ValueError):
            return "?"

    def suit(key: str) -> str:
        value = params.get(key)
        return suit_name(int(value), system) if isinstance(value, int) else "?"

    def seat(key: str) -> str:
        value = params.get(key)
        return seat_name(value) if isinstance(value, int) else "?"

    texts = {
        "only_move": lambda: _t("The {card} is your only legal card."),
        "discard": lambda: _t("Discard the {card}: it is the card most likely to cost you points."),
        "cappotto": lambda: _t("Play the {card} and go for cappotto: every point is yours."),
        "stop_cappotto": lambda: _t(
            "Take this trick with the {card}: otherwise {seat} may make cappotto."
        ),
        "cover": lambda: _t("Take this trick with the {card}: you still need a point to cover."),
        "keep_for_last": lambda: _t(
            "Play the {card} and keep the {keep} for the last trick, where it is less likely "
            "to win."
        ),
        "lead_low": lambda: _t("Lead low in {suit}: the others still hold higher cards."),
        "lead_winner": lambda: _t("Lead the {card} now: it would win a trick anyway."),
        "lead": lambda: _t("Lead the {card}."),
        "duck": lambda: _t("Duck under the {best}: the trick goes to {winner}."),
        "win_cheap": lambda: _t("You must take this trick: shed the {card} with it."),
        "play_low": lambda: _t("Play the {card}: a later player may still overtake it."),
        "follow": lambda: _t("Follow with the {card}."),
        "dump_ace": lambda: _t("Get rid of the {card} while you are void in {void}."),
        "dump_high": lambda: _t(
            "Get rid of the {card} while you are void in {void}: nobody could beat it later."
        ),
        "dump": lambda: _t("Throw away the {card} while you are void in {void}."),
    }
    make = texts.get(code)
    if make is None:
        return reason_en
    return _fmt(
        make(),
        card=card("card"),
        keep=card("keep"),
        best=card("best"),
        suit=suit("suit"),
        void=suit("void_suit"),
        seat=seat("seat"),
        winner=seat("winner"),
    )
