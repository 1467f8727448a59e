"""Telling the player, once and in words, about a file the app could not use.

Two things used to be said only in the log:

- **the settings held garbage** (a settings file Qt could not parse, or values of the wrong
  type or out of range): ``keep_bad_settings`` copies the file aside *before* anything is
  written to it (``Ciapano.conf.damaged-YYYYmmdd-HHMMSS``), removes the bad values so that the
  defaults apply from now on (the next start has nothing more to say), and returns the text;
- **the settings file was refused** (a link, a folder, a pipe, an unreadable or binary file:
  ``settings_file.py`` moved it aside): ``settings_file_text``;
- **the statistics were set aside** (damaged, foreign or unreadable) and new ones started:
  ``stats_notice_text`` turns ``StatsStore.take_notice()`` into the text.

``tell`` shows such a text in a non-modal message box once the table is on the screen.
"""

from __future__ import annotations

import logging
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...storage.conffile import Settled
    from ...storage.stats import StatsLoad
    from .settings import Settings

log = logging.getLogger(__name__)


def _t(text: str) -> str:
    return QCoreApplication.translate("Notices", text)


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return candidate


def keep_bad_settings(settings: Settings, bad: list[str] | None = None) -> str | None:
    """When the settings file held garbage: keep a copy of it aside, drop the bad values
    (their defaults apply) and return what to tell the player; None when all was well.
    ``bad``: ``settings.unusable()`` when the caller has read it already."""
    unparsed = not settings.parsed()
    if bad is None:
        bad = settings.unusable()
    if not unparsed and not bad:
        return None
    path = settings.path()
    kept: Path | None = None
    if path.is_file():
        kept = _aside_name(path)
        try:
            shutil.copy2(path, kept)
        except OSError as e:
            log.error("cannot keep a copy of the settings file %s: %s", path, e)
            kept = None
    for key in sorted(settings.fallbacks):
        settings.forget(key)  # the default from now on; the old value is in the copy
    log.warning(
        "the settings file %s held values that cannot be used (%s); defaults used, kept as %s",
        path,
        "unreadable file" if unparsed else ", ".join(bad),
        kept,
    )
    text = _t("Some of your settings could not be read, so their defaults are used.")
    if kept is not None:
        text += " " + _t("The old settings file was kept as %1.").replace("%1", str(kept))
    return text


def settings_file_text(notice: Settled, at_start: bool = True) -> str:
    """What to say when the settings file was refused (``settings_file.py``): what stood in
    its place, that the defaults apply (at start) or that the settings go on in a new file
    (later), and where the old one is now, or that it stays and nothing is saved."""
    from .settings_file import refusal_kind

    assert notice.error is not None
    path = str(notice.error.params.get("path", ""))
    kind = refusal_kind(notice.error)
    if kind == "link":
        text = _t(
            "Your settings file %1 was a link to another file, which Ciapanò does not "
            "write through."
        )
    elif kind == "not_a_file":
        text = _t("Your settings file %1 was a folder, a pipe or a device, not a file.")
    elif kind == "unreadable":
        text = _t("Ciapanò may not read your settings file %1.")
    else:
        text = _t("Your settings file %1 was not a text file that Ciapanò can read.")
    text = text.replace("%1", path)
    if at_start:
        text += " " + _t("Your settings start from their defaults.")
    if notice.kept_as is not None:
        text += " " + _t("It was moved aside as %1.").replace("%1", str(notice.kept_as))
        if not at_start:
            text += " " + _t("Your settings are kept in a new file.")
    else:
        text += " " + _t(
            "It could not be moved aside and is left as it is: your settings are not saved "
            "until it is moved away."
        )
    return text


def stats_notice_text(notice: StatsLoad) -> str:
    """What to say when the statistics file was refused (and, if so, where it is now)."""
    assert notice.error is not None
    if notice.error.code == "storage.unreadable":
        text = _t("Ciapanò may not read the statistics file, so statistics start again.")
    else:
        text = _t("The statistics file was damaged, so statistics start again.")
    if notice.kept_as is not None:
        text += " " + _t("Your old statistics were kept as %1.").replace("%1", str(notice.kept_as))
    elif notice.blocked:
        text += " " + _t(
            "The file could not be moved aside and is left as it is (%1): "
            "no match is counted until it can be read or is moved."
        ).replace("%1", str(notice.error.params.get("path", "stats.json")))
    return text


def tell(window: QWidget | None, title: str, text: str) -> Any:
    """A non-modal warning over ``window`` (the game goes on under it)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
    box.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a file's name
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.setModal(False)
    box.show()
    return box


def settings_title() -> str:
    return _t("Settings reset to their defaults")


def stats_title() -> str:
    return _t("Statistics started again")
