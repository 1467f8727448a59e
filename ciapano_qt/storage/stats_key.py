"""What kind of match a group of the statistics counts: ``GroupKey``.

Its own module so that ``stats_reviews`` (whose reviewed matches name their group) and
``stats_model`` (the groups) both import it and neither imports the other.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine.match import Match
from ..engine.rules import Rules

_KEY_RULES = ("variant", "players", "teams")  # the options are the other rules

OptionItems = tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class GroupKey:
    """What kind of match a group counts. ``None`` where a migrated version-1 file did not
    say (the players, the options, whether the player was helped)."""

    variant: str
    players: int | None = None
    options: OptionItems | None = None  # sorted (rule, value) pairs differing from defaults
    teams: bool | str = False
    assisted: bool | None = None

    @classmethod
    def of(cls, match: Match, assisted: bool) -> GroupKey:
        # Only the options that change the game (Rules.in_effect): Busca played with an
        # ignored classic option, or a hands limit with another target, is the same game.
        rules = match.rules.in_effect()
        variant = match.rules.variant
        defaults = Rules.from_dict({"variant": variant}).to_dict()
        options = tuple(
            sorted(
                (k, v)
                for k, v in rules.items()
                if k not in _KEY_RULES and defaults.get(k, object()) != v
            )
        )
        return cls(variant, match.rules.players, options, match.rules.uses_teams, assisted)

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "options": None if self.options is None else dict(self.options),
            "teams": self.teams,
            "assisted": self.assisted,
        }

    def sort_key(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)
