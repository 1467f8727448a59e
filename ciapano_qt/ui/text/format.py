"""Small text formats shared by the dialogs: thirds of a point, lists of names."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

_FRACTIONS = {0: "", 1: "⅓", 2: "⅔"}


def thirds(value: int) -> str:
    """Classic card points kept in thirds: 10 -> "3⅓", 2 -> "⅔", 0 -> "0"."""
    whole, rest = divmod(value, 3)
    if whole == 0 and rest:
        return _FRACTIONS[rest]
    return f"{whole}{_FRACTIONS[rest]}"


def spoken_thirds(value: int) -> str:
    """Thirds as a screen reader should say them, the accessible text of ``thirds``: 13 ->
    "4 and a third", 2 -> "two thirds", 9 -> "3" (Orca 43.1 hands "4⅓" to the synthesizer
    as it is, and what a voice makes of "⅓" depends on the voice)."""
    whole, rest = divmod(value, 3)
    if not rest:
        return str(whole)
    if whole == 0 and rest == 1:
        return QCoreApplication.translate("Format", "a third")
    if whole == 0:
        return QCoreApplication.translate("Format", "two thirds")
    if rest == 1:
        text = QCoreApplication.translate("Format", "%1 and a third")
    else:
        text = QCoreApplication.translate("Format", "%1 and two thirds")
    return text.replace("%1", str(whole))


def names(items: Sequence[str]) -> str:
    """ "Anna", "Anna and Bepi", "Anna, Bepi and Carla"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    last = QCoreApplication.translate("Format", "%1 and %2")
    return last.replace("%1", ", ".join(items[:-1])).replace("%2", items[-1])
