"""Resuming a saved match where it stopped: which seat is the person, the levels the computer
seats can play (a level this version does not know plays as medium: ``players.playable_seats``),
the settings saved with it, and a match that cannot be resumed turned into a refusal whose file
is kept aside. ``persistence.Persistence`` calls these at start and for Open match….
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...engine.errors import RecordError
from ...engine.match import Match
from ...storage.saves import LoadResult, keep_aside
from .players import playable_seats

if TYPE_CHECKING:
    from .session import Session

log = logging.getLogger(__name__)


def progress(match: Match) -> tuple[int, int]:
    """(hands dealt, cards played including discards): where a match stands."""
    return len(match.hands), sum(h.state.moves_made for h in match.hands)


def human_of(match: Match, app: Mapping[str, Any]) -> int | None:
    """The person's seat of a saved match: the one its app section names, else the first."""
    humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    wanted = app.get("human")
    if wanted in humans:
        return int(wanted)
    return humans[0] if humans else None


def check_levels(match: Match, window: object | None) -> None:
    """``playable_seats(match)``: at once when a computer is to move, else once the table is
    painted (the AI's table of levels takes ~10 ms to load, and no computer moves before the
    player has played a card); the session follows the seats' levels."""
    state = match.hand
    computer_next = state is not None and match.seats[state.current].kind != "human"
    later = getattr(window, "after_first_paint", None)
    if later is None or computer_next:
        playable_seats(match)
    else:
        later(lambda: playable_seats(match))


def resume(
    session: Session, window: object | None, match: Match, app: Mapping[str, Any] | None
) -> None:
    """Go on with ``match`` in ``session`` where it stopped, with its levels and the saved
    settings (``casual``)."""
    app = dict(app or {})
    check_levels(match, window)
    casual = app.get("casual")
    if isinstance(casual, bool):
        session.casual = casual
    hands, cards = progress(match)
    log.info("resuming a match at hand %d, %d cards played", hands, cards)
    session.resume(match, app)


def unresumable(path: Path, error: Exception) -> LoadResult:
    """A saved match that raised while resuming (a bug must not cost the match): the file kept
    aside, and the refusal that says so."""
    record_error = RecordError(
        "storage.invalid",
        f"the match cannot be resumed ({type(error).__name__}: {error})",
        path=str(path),
    )
    kept = keep_aside(path)
    return LoadResult("refused", path, error=record_error, kept_as=kept)
