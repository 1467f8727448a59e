"""Shared by the translation tests: the languages, the entries of a ``.ts`` file read with
ElementTree, and a short ``QCoreApplication.translate``."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tools import i18n as tool

LANGUAGES = tool.LANGUAGES
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "" when finished
    forms: tuple[str, ...]  # the translation, or its plural forms


def read_ts(path: Path) -> list[Entry]:
    root = ET.parse(path).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            out.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    kind="missing" if tr is None else tr.get("type", ""),
                    forms=forms,
                )
            )
    return out


def catalogue(lang: str) -> list[Entry]:
    return read_ts(tool.ts_path(lang))


def keys(entries: list[Entry]) -> set[tuple[str, str, str]]:
    return {(e.context, e.source, e.comment) for e in entries}


def tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)
