"""Every option of the rule book, with its default, in one frozen dataclass."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Final

from .errors import RulesError

VARIANTS: Final = ("classic", "busca")
THREE_PLAYER_METHODS: Final = ("discard", "remove_four", "monte")
FRACTIONS: Final = ("last_trick_pays", "lost")
CAPPOTTO: Final = ("strict", "lenient")
BUSCA_COVER: Final = ("card_points", "tricks")
BUSCA_DEALER: Final = ("rotate", "loser")
MANY_PLAYER_METHODS: Final = ("strip", "monte")
ACE_OF_BATONS: Final = ("one", "eleven", "six")

MIN_PLAYERS, MAX_PLAYERS = 2, 8
HANDS_LIMIT_RANGE: Final = (0, 50)  # 0: no limit
TEAM_PLAYERS = 4
ACE_OF_BATONS_THIRDS: Final = {"one": 3, "eleven": 33, "six": 18}
"""The ace of batons' value in thirds under each ``ace_of_batons`` option."""
PACK_THIRDS = 32  # the classic pack with the ace of batons worth 1
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
    players: int = 4  # players at the start: 2..8 (Busca and teams: 4)
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
    many_player_method: str = "strip"  # six to eight: take out Fours (and a Five), or a monte
    ace_of_batons: str = "one"  # the ace of batons is worth 1 point, 11 or 6 (classic)
    hands_limit: int = 0  # classic: the match is this many hands (0: no limit), lowest wins
    teams: bool = False  # classic for four: two against two, seats 0 & 2 against 1 & 3

    # Derived once (the scoring at the end of every playout reads them): not options.
    ace_bonus: int = field(init=False, repr=False, compare=False)
    """Thirds the ace of batons is worth over an ordinary ace: 0, 30 (eleven), 15 (six)."""
    pack_thirds: int = field(init=False, repr=False, compare=False)
    """Every card point of the pack, in thirds: 32, 62 (eleven) or 47 (six)."""
    hand_total: int = field(init=False, repr=False, compare=False)
    """H: the pack's whole points plus 1 for the last trick: 11, 21 (eleven) or 16 (six)."""
    uses_teams: bool = field(init=False, repr=False, compare=False)
    """Two against two is in play (classic only; Busca ignores the option)."""

    def __post_init__(self) -> None:
        self.validate()
        classic = self.variant != "busca"
        bonus = ACE_OF_BATONS_THIRDS[self.ace_of_batons] - 3 if classic else 0
        object.__setattr__(self, "ace_bonus", bonus)
        object.__setattr__(self, "pack_thirds", PACK_THIRDS + bonus)
        object.__setattr__(self, "hand_total", (PACK_THIRDS + bonus) // 3 + 1)
        object.__setattr__(self, "uses_teams", self.teams and classic)

    @property
    def is_busca(self) -> bool:
        return self.variant == "busca"

    @property
    def uses_hands_limit(self) -> bool:
        """The match is a fixed number of hands (classic only)."""
        return self.hands_limit > 0 and not self.is_busca

    @property
    def needs_version_2(self) -> bool:
        """A record of these rules is version 2: a new option off its default, or 6+ players."""
        return (
            self.players > 5
            or self.many_player_method != "strip"
            or self.ace_of_batons != "one"
            or self.hands_limit != 0
            or self.teams
        )

    def in_effect(self) -> dict[str, Any]:
        """The options that change this game, for keying statistics: every option the rule
        book says is not used in it (Busca's classic-only options, the three-player method
        when three are never in play, survivors and the target under a hands limit or teams,
        ...) is left out, so two matches played alike have the same keys and values."""
        d = self.to_dict()
        if self.is_busca:
            for k in ("survivors", "lowest_wins_at_target", "three_player_method", "fractions",
                      "cappotto", "many_player_method", "ace_of_batons", "hands_limit",
                      "teams"):  # fmt: skip
                del d[k]
            return d
        del d["busca_cover"], d["busca_dealer"]
        fixed = self.uses_teams or self.uses_hands_limit  # nobody drops out
        # the fewest ever in play: the players at the start when nobody drops out, else one
        # more than the survivors (the match ends at the survivors)
        fewest = self.players if fixed or self.lowest_wins_at_target else self.survivors + 1
        if not fewest <= 3 <= self.players:
            del d["three_player_method"]
        if self.players < 6:
            del d["many_player_method"]
        if fixed:
            del d["survivors"], d["lowest_wins_at_target"]
        elif self.lowest_wins_at_target:
            del d["survivors"]
        if self.uses_hands_limit:
            del d["target"]
        else:
            del d["hands_limit"]
        return d

    def three_player_stage(self) -> str:
        """When the three-player method is used in this match: ``"start"`` (three players
        from the first hand), ``"later"`` (once players have dropped out and three are left)
        or ``""`` (never: ``in_effect`` leaves it out)."""
        if "three_player_method" not in self.in_effect():
            return ""
        return "start" if self.players == 3 else "later"

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
        choice("many_player_method", MANY_PLAYER_METHODS)
        choice("ace_of_batons", ACE_OF_BATONS)
        for name in ("lowest_wins_at_target", "teams"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(
                    "rules.not_bool",
                    f"{name} must be true or false",
                    option=name,
                    value=getattr(self, name),
                )
        integer("players", MIN_PLAYERS, MAX_PLAYERS)
        integer("hands_limit", *HANDS_LIMIT_RANGE)
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
        if self.teams and not self.is_busca and self.players != TEAM_PLAYERS:
            raise RulesError(
                "rules.teams_players",
                f"two against two is played by exactly 4 players, not {self.players}",
                option="teams",
                value=self.players,
            )

    def to_dict(self) -> dict[str, Any]:
        """Every option by name (the derived values left out)."""
        return {name: getattr(self, name) for name in OPTION_NAMES}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a record's ``rules`` object: missing keys take their defaults.

        Busca's default limit is 10, not the classic 31, when ``target`` is missing. Unknown
        keys are ignored (later versions may add options).
        """
        if not isinstance(data, dict):
            raise RulesError("rules.not_object", "rules must be a JSON object", value=data)
        values = {k: v for k, v in data.items() if k in OPTION_NAMES}
        if values.get("variant") == "busca" and "target" not in values:
            values["target"] = BUSCA_DEFAULT_LIMIT
        return cls(**values)

    @classmethod
    def busca(cls, **overrides: Any) -> Rules:
        """Busca with its defaults (4 players, limit 10), with any overrides."""
        values: dict[str, Any] = {"variant": "busca", "players": 4, "target": BUSCA_DEFAULT_LIMIT}
        values.update(overrides)
        return cls(**values)


OPTION_NAMES: Final = tuple(f.name for f in fields(Rules) if f.init)
"""Every option of the rule book, in the settings table's order."""
NEW_IN_VERSION_2: Final = ("many_player_method", "ace_of_batons", "hands_limit", "teams")
"""The options a version-1 record does not have (record-format.md, "Versions")."""
