"""The rule options' flags, one per field of the engine's ``Rules``, for every command.

A new field of ``Rules`` becomes a flag by itself (``--field-name``, its default the field's):
a whole number takes ``type=int``, a yes/no option is a switch, and a text option takes its
allowed values from ``CHOICES`` (add the field there; ``add_rules_arguments`` refuses a text
option without them). An option whose default depends on the variant goes in
``VARIANT_DEFAULTS``: its flag defaults to None and ``Rules``/``Rules.busca`` fill it in.
"""

from __future__ import annotations

import argparse
from dataclasses import fields
from typing import Any, Final

from ..engine.rules import (
    ACE_OF_BATONS,
    BUSCA_COVER,
    BUSCA_DEALER,
    CAPPOTTO,
    FRACTIONS,
    MANY_PLAYER_METHODS,
    THREE_PLAYER_METHODS,
    VARIANTS,
    Rules,
)

CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "variant": VARIANTS,
    "three_player_method": THREE_PLAYER_METHODS,
    "fractions": FRACTIONS,
    "cappotto": CAPPOTTO,
    "busca_cover": BUSCA_COVER,
    "busca_dealer": BUSCA_DEALER,
    "many_player_method": MANY_PLAYER_METHODS,
    "ace_of_batons": ACE_OF_BATONS,
}
"""The allowed values of every text option of ``Rules``."""

VARIANT_DEFAULTS: Final = frozenset({"target"})
"""Options whose default is the variant's (the classic target 31, Busca's limit 10)."""

HELP: Final[dict[str, str]] = {
    "target": "target (Busca: busche limit)",
    "players": "players at the start, 2 to 8 (Busca and --teams: 4)",
    "many_player_method": "six to eight players: take out the Fours (and a Five), or a monte",
    "ace_of_batons": "the ace of batons is worth 1, 11 or 6 points",
    "hands_limit": "a match of this many hands, lowest total wins (0: no limit)",
    "teams": "two against two: seats 0 and 2 against 1 and 3 (four players)",
}
"""A flag's help text, where its name does not say enough."""


def _option_names() -> list[str]:
    """The options of ``Rules``: its fields but the values it derives (``init=False``)."""
    return [f.name for f in fields(Rules) if f.init]


def add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    """One flag per option of ``Rules``, in the order of its fields."""
    defaults = Rules()
    for name in _option_names():
        flag = "--" + name.replace("_", "-")
        default = getattr(defaults, name)
        extra: dict[str, Any] = {"default": None if name in VARIANT_DEFAULTS else default}
        if name in HELP:
            extra["help"] = HELP[name]
        if isinstance(default, bool):
            action = argparse.BooleanOptionalAction if default else "store_true"
            parser.add_argument(flag, action=action, **extra)
        elif isinstance(default, int):
            parser.add_argument(flag, type=int, **extra)
        elif isinstance(default, str):
            if name not in CHOICES:
                raise TypeError(f"the text option {name!r} of Rules has no CHOICES entry")
            parser.add_argument(flag, choices=CHOICES[name], **extra)
        else:
            raise TypeError(f"no flag for the option {name!r} of type {type(default).__name__}")


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The ``Rules`` the flags ask for (``RulesError`` if they do not go together)."""
    values = {name: getattr(args, name) for name in _option_names()}
    values = {k: v for k, v in values.items() if v is not None}
    if values.get("variant") == "busca":
        return Rules.busca(**values)
    return Rules(**values)
