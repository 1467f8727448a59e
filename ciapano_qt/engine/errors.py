"""Errors are data: a code, its parameters and an English message.

The CLI and the logs print the English message; the desktop app builds a translated one from
``code`` and ``params``.
"""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base of every refusal the engine makes."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Any] = params
        self.message = message

    def __str__(self) -> str:
        return self.message


class RulesError(EngineError):
    """An option value out of range or a combination the rule book does not allow."""


class IllegalMove(EngineError):
    """A move refused by the rules (revoke, card not held, Busca first-trick limit...)."""


class RecordError(EngineError):
    """A game record that cannot be read, or that describes an illegal or inconsistent game."""


def where(hand: int | None = None, trick: int | None = None, seat: int | None = None) -> str:
    """``hand 3, trick 5, seat 2`` (1-based hand and trick numbers, seats as numbered)."""
    parts = []
    if hand is not None:
        parts.append(f"hand {hand + 1}")
    if trick is not None:
        parts.append(f"trick {trick + 1}")
    if seat is not None:
        parts.append(f"seat {seat}")
    return ", ".join(parts)
