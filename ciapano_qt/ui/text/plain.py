"""Names and other texts that come from a file, made safe to show.

A seat name read from a record or from the settings is shown as it is written: never as rich
text (a name such as ``<img src=... height=200000>`` would load a picture and take a dialog's
memory), cut to :data:`NAME_LIMIT` characters, with line breaks and other control characters
shown as spaces. Views show these texts with ``Qt.TextFormat.PlainText`` (item views always
do); where a text must be HTML, :func:`escaped` quotes it. A tooltip has no text format: Qt
reads it as rich text when ``Qt.mightBeRichText`` says so, so a tooltip that may carry a name
is set with :func:`plain_tip`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # the same namespace, with Qt GUI's functions
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.match import NAME_LIMIT

__all__ = ["NAME_LIMIT", "escaped", "plain_label", "plain_tip", "shown_name"]


def shown_name(name: str) -> str:
    """``name`` as the UI shows it: control characters as spaces, at most ``NAME_LIMIT``."""
    cleaned = "".join(" " if not ch.isprintable() else ch for ch in name).strip()
    if len(cleaned) > NAME_LIMIT:
        cleaned = cleaned[: NAME_LIMIT - 1].rstrip() + "…"
    return cleaned


def escaped(text: str) -> str:
    """``text`` quoted for a place that only takes HTML (its markup shown literally)."""
    import html  # not at start-up: html.entities is large, and only the replay needs it

    return html.escape(text, quote=True)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows its text as it is: never read as rich text."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tip(text: str) -> str:
    """``text`` for a tooltip, shown as it is written: a text Qt would take for rich text
    (a name such as ``<img src=x width=100000>``) is quoted and given as HTML, its lines kept;
    any other is left as it is (Qt shows it as plain text)."""
    if not text or not GuiQt.mightBeRichText(text):
        return text
    # Not html.escape: html.entities is large, and the table's plates set tooltips at start.
    quoted = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return "<qt>" + quoted.replace("\n", "<br>") + "</qt>"
