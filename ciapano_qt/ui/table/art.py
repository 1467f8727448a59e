"""The card pictures in use: deck, back, corner indices and the renderer, behind one small
interface.

``CardArt.pixmap(code, width, height, dpr)`` is all the table needs. The deck style, the back
(the deck's own, ``DECK_BACK``, or one of the catalogue's backs that go with any deck) and the
indices can change at any moment (``changed`` is emitted and every item repaints). Only the
back in use is ever read from its file.

Pictures are drawn when first asked for (so the first paint draws only the cards it shows).
Once the table has been painted at a card size, and that size has held for a moment, the rest
of the deck is prepared at that size, one card per turn of the event loop, so that a card
turned face up later does not have to be drawn from SVG in the middle of an animation; the
pictures at that size are then kept on disk (``card_renderer.DiskCache``, in the cache
folder) for the next start, and those of sizes not used lately are removed. Sizes passed
through while the window is being resized are never written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, QStandardPaths, QTimer, Signal, Slot
from PySide6.QtGui import QPixmap

from ...decks import DECK_BACK
from ...engine.cards import CARDS
from ..text import cardnames

if TYPE_CHECKING:  # loaded for the window's icon, after the first paint
    from PySide6.QtGui import QIcon

PREPARE_AFTER_MS = 300
"""How long a card size must hold before the rest of the deck is prepared at it."""
CODES = [card.code for card in CARDS] + ["back"]


def cache_folder() -> str | None:
    """Where rendered cards are kept between runs (None: nowhere writable)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return f"{location}/cards" if location else None


class CardArt(QObject):
    changed = Signal()

    def __init__(
        self,
        deck_id: str | None = None,
        indices: bool = True,
        parent: QObject | None = None,
        back_id: str = DECK_BACK,
    ) -> None:
        """The deck ``deck_id`` (None: the settings' default deck, or the catalogue's first
        when that one is missing) with the back ``back_id``."""
        super().__init__(parent)
        self.indices = indices
        self.back_id = back_id
        self._size: tuple[int, int, float] | None = None  # the last card size painted
        self._todo: list[str] = []
        self._prepare = QTimer(self, singleShot=True, interval=PREPARE_AFTER_MS)
        self._prepare.timeout.connect(self._start_preparing)
        self._step = QTimer(self, singleShot=True, interval=0)
        self._step.timeout.connect(self._prepare_one)
        self.changed.connect(self._prepare.start)
        from .card_renderer import BACKS, CardRenderer, DiskCache

        catalogue = cardnames.catalogue()  # a missing or broken deck file is reported
        folder = cache_folder()
        disk = DiskCache(folder) if folder else None
        self._renderer = CardRenderer(catalogue.decks, disk=disk, backs=catalogue.backs)
        self._backs_key = BACKS
        self._back_ids = frozenset(catalogue.back_ids())
        self._systems = {d.id: d.suit_system for d in catalogue.decks}
        if deck_id is None:
            from ..app.settings import DEFAULT_DECK

            ids = catalogue.ids()
            deck_id = DEFAULT_DECK if DEFAULT_DECK in ids or not ids else ids[0]
        self.deck_id = deck_id

    @property
    def suit_system(self) -> str:
        return self._systems.get(self.deck_id, cardnames.ITALIAN)

    def set_deck(self, deck_id: str) -> None:
        if deck_id != self.deck_id:
            self.deck_id = deck_id
            self.changed.emit()

    def set_back(self, back_id: str) -> None:
        """The back of every card: ``DECK_BACK`` (the deck's own) or a catalogue back's id
        (one not in the catalogue: the deck's own)."""
        if back_id != self.back_id:
            self.back_id = back_id
            self.changed.emit()

    def source(self, code: str) -> tuple[str, str]:
        """The (deck id, code) the renderer draws for ``code``: a chosen back is drawn from
        the backs that go with any deck, everything else from the deck."""
        if code == "back" and self.back_id in self._back_ids:
            return self._backs_key, self.back_id
        return self.deck_id, code

    def art_id(self, code: str) -> str:
        """Which picture ``code`` is drawn as now, e.g. "milanese/AD", "_backs/stelle"."""
        return "/".join(self.source(code))

    def set_indices(self, on: bool) -> None:
        if on != self.indices:
            self.indices = on
            self.changed.emit()

    def card_name(self, card: int) -> str:
        """What a screen reader says for ``card`` (-1: a face-down card)."""
        return cardnames.back_name() if card < 0 else cardnames.card_name(card, self.suit_system)

    def shown_name(self, card: int) -> str:
        """The card's name with the letter its corner shows ("King of batons (R)"): the
        status line and the hints use it (``cardnames.shown_card_name``)."""
        if card < 0:
            return self.card_name(card)
        return cardnames.shown_card_name(card, self.suit_system)

    def pixmap(self, code: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """A card of the table: the rest of the deck is prepared at the size of the last."""
        if (width, height, dpr) != self._size:
            self._size = (width, height, dpr)
            self._prepare.start()  # (again): the size must hold for a moment
        size = QSize(width, height)
        deck_id, code = self.source(code)
        return self._renderer.pixmap(deck_id, code, size, dpr, self.indices, keep=False)

    def icon(self) -> QIcon:
        """The application's icon: the Pita (ace of coins)."""
        from PySide6.QtGui import QIcon

        return QIcon(self.picture("AD", 72, 128, 2.0))

    def picture(self, code: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
        """A card for a dialog (or the icon): the table's card size is left as it is."""
        deck_id, code = self.source(code)
        return self._renderer.pixmap(deck_id, code, QSize(width, height), dpr, self.indices)

    # Preparing the rest of the deck ------------------------------------------------------

    # Declared slots: the timers find them in the meta-object, also while the wrapper of a
    # window's leftover CardArt is being collected (PySide looked a bare method up by name
    # then and reported "Slot 'CardArt::' not found" from the event loop).
    @Slot()
    def _start_preparing(self) -> None:
        self._todo = list(reversed(CODES))
        self._step.start()

    @Slot()
    def _prepare_one(self) -> None:
        """Draw (or load) one card not in memory yet at the current size; then yield."""
        renderer, size = self._renderer, self._size
        if size is None:
            return
        width, height, dpr = size
        while self._todo:
            deck_id, code = self.source(self._todo.pop())
            args = (deck_id, code, QSize(width, height), dpr, self.indices)
            drawn = not renderer.is_cached(*args)
            renderer.pixmap(*args, keep=True)  # the size holds: on disk for the next start
            if drawn:
                break
        if self._todo:
            self._step.start()
        elif renderer.disk is not None:
            current = renderer.disk.size_tag(width, height, dpr)
            renderer.disk.prune(self.deck_id, current)  # pictures of sizes not used lately
            if self.back_id in self._back_ids:
                renderer.disk.prune(self._backs_key, current)

    def preparing(self) -> bool:
        """Whether cards are still being prepared (tests)."""
        return self._prepare.isActive() or self._step.isActive() or bool(self._todo)
