"""A finished match into the statistics (``storage/stats.py``), for ``Persistence``.

The match counts as the statistics' rules say (one local person, no remote one, no practice
deal: ``StatsStore.record_match`` decides); ``matchCounted`` tells the views. When the file
cannot be written the match is not counted and the autosave stays, so the next start counts
it; statistics set aside while counting (a damaged file) are told once, with where the old
file went. Loaded at the first match that ends, never at start-up.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.match import Match
    from .keeper import Keeper as Persistence  # not persistence.py: no circle

log = logging.getLogger(__name__)


def count(owner: Persistence, match: Match, human: int) -> bool:
    """Count ``match`` for the person at seat ``human``; False when it could not be written."""
    try:
        if owner.stats.record_match(match, human):
            owner.matchCounted.emit()
    except OSError as e:
        log.error("cannot write the statistics in %s: %s", owner.folder, e)
        return False
    finally:
        _tell_notice(owner)
    return True


def _tell_notice(owner: Persistence) -> None:
    """Statistics set aside while counting: say so once, and where the old file is."""
    notice = owner.stats.take_notice()
    if notice is not None and notice.error is not None and owner.window is not None:
        from ..app.notices import stats_notice_text, stats_title

        owner.warn(stats_title(), stats_notice_text(notice), modal=False)
