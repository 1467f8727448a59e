"""Help: the rules (one Markdown document per language) and the About box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

HELP_DIR = Path(__file__).resolve().parent / "help"
REPO_RULES = Path(__file__).resolve().parents[3] / "docs" / "rules.md"


def rules_file(language: str) -> Path | None:
    """``help/rules_<lang>.md``, else ``rules_en.md``, else the repository's ``docs/rules.md``."""
    for path in (HELP_DIR / f"rules_{language}.md", HELP_DIR / "rules_en.md", REPO_RULES):
        if path.is_file():
            return path
    return None


SECTIONS = ("people", "network", "online", "access")
"""The help's sections after the rules, each ``help/<name>_<lang>.md``: playing with people at
one screen, with people at other computers (who sees what, the code, the encryption), at a club
on the internet (what the club sees, what a fingerprint is for), playing with a screen
reader."""


def section_file(name: str, language: str) -> Path | None:
    """``help/<name>_<lang>.md``, else the English one."""
    for path in (HELP_DIR / f"{name}_{language}.md", HELP_DIR / f"{name}_en.md"):
        if path.is_file():
            return path
    return None


def network_file(language: str) -> Path | None:
    """``help/network_<lang>.md`` (playing over the network), else the English one."""
    return section_file("network", language)


def access_file(language: str) -> Path | None:
    """``help/access_<lang>.md`` (playing with a screen reader), else the English one."""
    return section_file("access", language)


class RulesDialog(QDialog):
    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Ciapanò"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules"))
        path = rules_file(language)
        if path is None:
            self.browser.setPlainText(
                self.tr("The rules document is missing from this installation.")
            )
        else:
            text = path.read_text(encoding="utf-8")
            for name in SECTIONS:  # after the rules: people at one screen, screen readers
                section = section_file(name, language)
                if section is not None:
                    text += "\n\n" + section.read_text(encoding="utf-8")
            self.browser.setMarkdown(text)
        self.path = path
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(720, 640)


def about_text() -> str:
    from ... import __version__

    t = QCoreApplication.translate
    return (
        "<h2>Ciapanò</h2>"
        + "<p>"
        + t("About", "The Lombard reverse of Tressette: take as few points as you can.")
        + "</p><p>"
        + t("About", "Version %1").replace("%1", __version__)
        + "</p><p>"
        + t("About", "Licence: GPL-3.0-or-later.")
        + "<br>"
        + t("About", "Built with Qt %1 and PySide6 (LGPL-3.0).").replace("%1", qVersion())
        + "</p>"
    )


def about(parent: QWidget) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About Ciapanò"), about_text())
