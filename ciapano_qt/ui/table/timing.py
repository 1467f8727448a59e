"""Every animation duration of the table, in one place, scaled by the speed setting.

Durations are in milliseconds at ``normal`` speed. ``instant`` makes every one of them zero:
the table then applies each change at once (tests and the self-test use it).
"""

from __future__ import annotations

from typing import Final

SPEEDS: Final = ("slow", "normal", "fast", "instant")
SPEED_FACTORS: Final = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0, "finish": 0.15}
FINISHING: Final = "finish"  # the pace of a hand finished for the person (not a setting)

DURATIONS: Final = {
    "deal_card": 260,  # one card flying from the dealer to a hand
    "deal_stagger": 28,  # delay between two dealt cards
    "play_card": 300,  # a card moving from a hand to the trick
    "refan": 180,  # a hand closing up after a card left it
    "trick_hold": 1300,  # a finished trick staying on the table (when not held until a click)
    "trick_collect": 380,  # a finished trick sliding to its winner's pile
    "draw_show": 900,  # a heads-up stock card shown face up before it goes to its hand
    "draw_move": 300,  # a drawn card moving
    "discard": 320,  # the three-player dealer's discard moving away
    "reveal": 400,  # hidden cards turned up at scoring
    "ai_think": 420,  # the least time a computer player seems to think
    "hand_pause": 2200,  # demo mode: the summary shown before the next hand
    "banner": 2600,  # a message shown in the middle of the table
}


# Not scaled by the speed: the least time a message stays readable, the longest a "hold until
# click" waits, and how much earlier than the next deal a demo closes its summary.
BANNER_MIN_MS: Final = 1500
HOLD_FOREVER_MS: Final = 10 * 60 * 1000
SUMMARY_EARLY_MS: Final = 200


def factor(speed: str) -> float:
    return SPEED_FACTORS.get(speed, 1.0)


def duration(name: str, speed: str) -> int:
    """The duration of ``name`` at ``speed`` in milliseconds (0 when instant)."""
    return round(DURATIONS[name] * factor(speed))


def is_instant(speed: str) -> bool:
    return factor(speed) == 0.0


def finishing(speed: str) -> str:
    """The pace of a hand the computer finishes for the person ("Finish the hand for me"):
    quick, since nobody is choosing (instant stays instant)."""
    return speed if is_instant(speed) else FINISHING
