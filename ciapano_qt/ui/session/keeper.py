"""What the File actions (``fileactions.py``) and the counting of a finished match
(``counting.py``) use of their ``persistence.Persistence``: the ``Keeper`` protocol.

``Persistence`` loads both modules when first needed and has these members; naming them here
lets the two type their owner without importing ``persistence.py`` back (no import circle).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ...engine.match import Match
    from ...storage.stats import StatsStore
    from .session import Session


class Keeper(Protocol):
    """The autosave's keeper as its collaborators see it (``Persistence`` for the meaning)."""

    session: Session
    window: QWidget | None
    folder: Path
    replay: QWidget | None
    ask_save_path: Callable[[str], str]
    ask_open_path: Callable[[], str]
    ask_yes_no: Callable[[str, str], bool]

    @property
    def stats(self) -> StatsStore: ...

    @property
    def matchCounted(self) -> SignalInstance: ...

    def app_section(self) -> dict[str, Any]: ...

    def save_now(self) -> bool: ...

    def resume_match(self, match: Match, app: Mapping[str, Any] | None = None) -> None: ...

    def warn(
        self, title: str, text: str, modal: bool = True, info: bool = False
    ) -> QMessageBox: ...
