"""Every option of the rule book, with its default, in one frozen dataclass."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Final

from .errors import RulesError

VARIANTS: Final = ("classic", "busca")
THREE_PLAYER_METHODS: Final = ("discard", "remove_four", "monte")
FRACTIONS: Final = ("last_trick_pays", "lost")
CAPPOTTO: Final = ("strict", "lenient")
BUSCA_COVER: Final = ("card_points", "tricks")
BUSCA_DEALER: Final = ("rotate", "loser")

MIN_PLAYERS, MAX_PLAYERS = 2, 5
CLASSIC_TARGET_RANGE: Final = (11, 101)
BUSCA_LIMIT_RANGE: Final = (3, 50)
SURVIVORS_RANGE: Final = (1, 3)
TARGET_CHOICES: Final = (21, 31, 41)
CLASSIC_DEFAULT_TARGET: Final = 31
BUSCA_DEFAULT_LIMIT: Final = 10
BUSCA_PLAYERS: Final = 4


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of a match. ``Rules()`` is the default classic game for four."""

    variant: str = "classic"  # classic Ciapanò or Busca
    players: int = 4  # players at the start: 2..5 (Busca: 4)
    target: int = CLASSIC_DEFAULT_TARGET  # drop-out total 11..101; Busca: busche limit 3..50
    survivors: int = 1  # the match ends when at most this many remain in play (< players)
    lowest_wins_at_target: bool = False  # end at the first total reaching the target instead
    three_player_method: str = "discard"  # with three: dealer discards, remove a Four, or monte
    fractions: str = (
        "last_trick_pays"  # last-trick winner pays the rest up to 11, or fractions lost
    )
    cappotto: str = "strict"  # all 32 thirds and the last trick, or others all under one point
    busca_cover: str = "card_points"  # a Busca player covers by a card point, or by any trick
    busca_dealer: str = "rotate"  # Busca dealer: passes to the right, or the last hand's loser

    def __post_init__(self) -> None:
        self.validate()

    @property
    def is_busca(self) -> bool:
        return self.variant == "busca"

    def validate(self) -> None:
        def choice(name: str, allowed: tuple[str, ...]) -> None:
            value = getattr(self, name)
            if value not in allowed:
                raise RulesError(
                    "rules.bad_choice",
                    f"{name} must be one of {', '.join(allowed)}, not {value!r}",
                    option=name,
                    value=value,
                    allowed=list(allowed),
                )

        def integer(name: str, low: int, high: int) -> None:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(
                    "rules.not_integer", f"{name} must be a whole number", option=name, value=value
                )
            if not low <= value <= high:
                raise RulesError(
                    "rules.out_of_range",
                    f"{name} must be from {low} to {high}, not {value}",
                    option=name,
                    value=value,
                    low=low,
                    high=high,
                )

        choice("variant", VARIANTS)
        choice("three_player_method", THREE_PLAYER_METHODS)
        choice("fractions", FRACTIONS)
        choice("cappotto", CAPPOTTO)
        choice("busca_cover", BUSCA_COVER)
        choice("busca_dealer", BUSCA_DEALER)
        if not isinstance(self.lowest_wins_at_target, bool):
            raise RulesError(
                "rules.not_bool",
                "lowest_wins_at_target must be true or false",
                option="lowest_wins_at_target",
                value=self.lowest_wins_at_target,
            )
        integer("players", MIN_PLAYERS, MAX_PLAYERS)
        if self.is_busca:
            if self.players != BUSCA_PLAYERS:
                raise RulesError(
                    "rules.busca_players",
                    f"Busca is played by exactly 4 players, not {self.players}",
                    option="players",
                    value=self.players,
                )
            integer("target", *BUSCA_LIMIT_RANGE)
        else:
            integer("target", *CLASSIC_TARGET_RANGE)
        integer("survivors", *SURVIVORS_RANGE)
        if not self.is_busca and self.survivors >= self.players:
            raise RulesError(
                "rules.survivors_too_many",
                f"survivors must be fewer than the players ({self.players}), not {self.survivors}",
                option="survivors",
                value=self.survivors,
                players=self.players,
            )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a record's ``rules`` object: missing keys take their defaults.

        Busca's default limit is 10, not the classic 31, when ``target`` is missing. Unknown
        keys are ignored (later versions may add options).
        """
        if not isinstance(data, dict):
            raise RulesError("rules.not_object", "rules must be a JSON object", value=data)
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if values.get("variant") == "busca" and "target" not in values:
            values["target"] = BUSCA_DEFAULT_LIMIT
        return cls(**values)

    @classmethod
    def busca(cls, **overrides: Any) -> Rules:
        """Busca with its defaults (4 players, limit 10), with any overrides."""
        values: dict[str, Any] = {"variant": "busca", "players": 4, "target": BUSCA_DEFAULT_LIMIT}
        values.update(overrides)
        return cls(**values)
