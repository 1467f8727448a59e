"""The settings as the main window shows them: the deck, its indices and back, the cloth, large
cards, the speed, casual play, how a card is played and how long a trick is held, applied to the
window's parts (``apply``) at start and at every change; and the player's default name ("You",
"Du", "Tu" ...), the word of the language in use (``default_name``, ``rename_default``).

``mainwindow.MainWindow`` calls these; they take the window as a ``mainbase.MainWindowBase``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from .mainbase import MainWindowBase


def default_name() -> str:
    """The player's name when the settings leave it empty (``Settings.seats``)."""
    return QCoreApplication.translate("Settings", "You")


def apply(window: MainWindowBase) -> None:
    """Every table and game setting on the window's parts."""
    s = window.settings
    art, scene, session = window.art, window.scene, window.session
    art.set_deck(s.get("table/deck"))
    art.set_indices(s.get("table/indices"))
    art.set_back(s.get("table/back"))
    scene.set_cloth(s.get("table/cloth"))
    scene.set_large_cards(s.get("table/large_cards"))
    if session.suit_system != art.suit_system:
        session.suit_system = art.suit_system
        window.hand_model.retranslate()  # "follow spade" becomes "follow picche"
        if window.tracker_panel is not None:
            window.tracker_panel.set_system(art.suit_system)
    window.refresh_status()  # "follow spade" becomes "follow picche" with the other deck
    session.speed = s.get("table/speed")
    session.casual = s.get("game/casual")
    scene.set_speed(s.get("table/speed"))
    scene.play_by = s.get("table/play_by")
    scene.trick_hold = s.get("table/trick_hold")


def rename_default(window: MainWindowBase, old: str, new: str) -> None:
    """The player's default name was ``old`` and is ``new`` now (a language switch): the plate,
    the score sheet and the record say the new one. A name the player chose stays, even when
    it is that word."""
    if old == new:
        return
    session = window.session
    for seat in range(session.n_seats):  # seat 0, or any seat left unnamed
        named = window.settings.get(f"players/name{seat}").strip()
        if not named and session.seat_name(seat) == old:
            session.rename_seat(seat, new)
