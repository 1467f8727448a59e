"""The rules engine: pure Python, no Qt. See ``docs/architecture.md``."""

from .cards import CARDS, PITA, Card, cards_of, mask_of, parse_card
from .deal import Deal, shuffled_deal
from .errors import EngineError, IllegalMove, RecordError, RulesError
from .hand import HandState
from .match import Match, Seat
from .rules import Rules
from .view import View, state_from_view, view_of

__all__ = [
    "CARDS",
    "PITA",
    "Card",
    "Deal",
    "EngineError",
    "HandState",
    "IllegalMove",
    "Match",
    "RecordError",
    "Rules",
    "RulesError",
    "Seat",
    "View",
    "cards_of",
    "mask_of",
    "parse_card",
    "shuffled_deal",
    "state_from_view",
    "view_of",
]
