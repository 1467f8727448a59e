"""Named roles: each model's role enum, published through ``roleNames()``."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QModelIndex, QPersistentModelIndex

Index = QModelIndex | QPersistentModelIndex
"""What Qt passes as a model index."""


def role_names(base: dict[int, QByteArray], roles: type) -> dict[int, QByteArray]:
    """Qt's role names with a model's own added, lower case (``SummaryRole.TOTAL``: "total").
    ``roles``: an IntEnum, or a class of upper-case int constants (``SeatRole``)."""
    members = getattr(roles, "__members__", None)
    if members is None:
        members = {k: v for k, v in vars(roles).items() if k.isupper() and isinstance(v, int)}
    names = dict(base)
    names.update({int(v): QByteArray(k.lower().encode()) for k, v in members.items()})
    return names
