"""Named roles: each model's role enum, published through ``roleNames()``."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QByteArray, QModelIndex, QPersistentModelIndex

Index = QModelIndex | QPersistentModelIndex
"""What Qt passes as a model index."""


def role_names(base: dict[int, QByteArray], roles: type[IntEnum]) -> dict[int, QByteArray]:
    """Qt's role names with a model's own added, lower case (``SummaryRole.TOTAL``: "total")."""
    names = dict(base)
    names.update({int(role): QByteArray(role.name.lower().encode()) for role in roles})
    return names
