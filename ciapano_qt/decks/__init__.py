"""Deck catalogue: finds ``assets/cards/*/manifest.json`` and validates every deck (no Qt).

A deck is a folder holding ``manifest.json``, the 40 card faces and a back as SVG, and a
``LICENSE``. A folder holding ``backs.json`` instead is a set of card backs that go with any
deck (:class:`Back`: an id, names, an SVG file). Problems are reported as :class:`DeckError`
values (a code, its parameters and an English message) and logged; a missing or broken deck
or back never raises out of :func:`load_decks`.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..engine.frozen import frozen

__all__ = [
    "BACKS_MANIFEST",
    "CARD_CODES",
    "DECK_BACK",
    "RANKS",
    "SUITS",
    "Back",
    "Catalogue",
    "Deck",
    "DeckError",
    "assets_dir",
    "load_backs",
    "load_deck",
    "load_decks",
]

log = logging.getLogger(__name__)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")
SUITS = ("D", "C", "S", "B")
CARD_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
SUIT_SYSTEMS = ("french", "italian")
ENV_VAR = "CIAPANO_ASSETS"
BACKS_MANIFEST = "backs.json"
DECK_BACK = "deck"
"""The back id meaning "the deck's own back" (no back of a set may take it)."""

_MESSAGES = {
    "no_manifest": "deck folder {path} has no manifest.json",
    "bad_manifest": "manifest of deck {path} cannot be read: {reason}",
    "bad_field": "manifest of deck {deck} has a missing or invalid field {field!r}",
    "missing_file": "deck {deck} is missing {file}",
    "empty_file": "deck {deck} has an empty file {file}",
    "unknown_deck": "no deck with id {deck}",
    "no_assets": "card assets folder {path} does not exist",
    "bad_back": "card back {index} in {path} has a missing or invalid field {field!r}",
}


@frozen
class DeckError:
    """A problem with a deck, as data: a stable code, its parameters, an English message."""

    code: str
    params: MappingProxyType[str, str] = MappingProxyType({})  # read only: shared safely

    @classmethod
    def make(cls, code: str, **params: object) -> DeckError:
        return cls(code, MappingProxyType({k: str(v) for k, v in params.items()}))

    @property
    def message(self) -> str:
        return _MESSAGES.get(self.code, self.code).format(**self.params)

    def __str__(self) -> str:
        return self.message


@frozen
class Deck:
    """One validated deck of card art."""

    id: str
    name: str
    suit_system: str
    suit_names: MappingProxyType[str, str]
    court_names: MappingProxyType[str, str]
    directory: Path
    faces: MappingProxyType[str, str]
    back: str = "back.svg"
    licence: str = ""
    author: str = ""
    indices_default: bool = True
    names: tuple[tuple[str, str], ...] = ()  # (language, name) pairs, from the manifest
    order: int = 100

    def display_name(self, language: str) -> str:
        """The deck's name in ``language`` ("de", "fr", ...), else in English (the interface's
        own language for one it does not have), else its own ``name``."""
        names = dict(self.names)
        return names.get(language) or names.get("en") or self.name

    def face_path(self, code: str) -> Path:
        """The SVG file of card ``code`` (e.g. ``"AD"``); raises KeyError for an unknown code."""
        return self.directory / self.faces[code]

    def back_path(self) -> Path:
        return self.directory / self.back


@frozen
class Back:
    """A card back that goes with every deck (from a folder's ``backs.json``)."""

    id: str
    name: str
    path: Path
    names: tuple[tuple[str, str], ...] = ()  # (language, name) pairs
    order: int = 100

    def display_name(self, language: str) -> str:
        """Its name in ``language``, else in English, else its own ``name``."""
        names = dict(self.names)
        return names.get(language) or names.get("en") or self.name


@frozen
class Catalogue:
    """Every deck found, in their order, the backs that go with any deck, and every problem
    met while looking."""

    decks: tuple[Deck, ...]
    errors: tuple[DeckError, ...]
    backs: tuple[Back, ...] = ()

    def get(self, deck_id: str) -> Deck | None:
        return next((d for d in self.decks if d.id == deck_id), None)

    def ids(self) -> tuple[str, ...]:
        return tuple(d.id for d in self.decks)

    def back(self, back_id: str) -> Back | None:
        return next((b for b in self.backs if b.id == back_id), None)

    def back_ids(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.backs)


def assets_dir() -> Path:
    """``$CIAPANO_ASSETS``, else the PyInstaller bundle's, else the installed package's
    ``ciapano_qt/assets/cards`` (a wheel: setup.py puts the decks there), else the
    repository's top-level assets/cards (a checkout or an editable install)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "assets" / "cards"
    package = Path(__file__).resolve().parents[1]
    installed = package / "assets" / "cards"
    if installed.is_dir():
        return installed
    return package.parent / "assets" / "cards"


def _str_map(value: Any, keys: tuple[str, ...]) -> MappingProxyType[str, str] | None:
    if not isinstance(value, dict) or any(not isinstance(value.get(k), str) for k in keys):
        return None
    return MappingProxyType({k: str(value[k]) for k in keys})


def load_deck(folder: Path) -> tuple[Deck | None, list[DeckError]]:
    """Read and check one deck folder; return the deck (or None) and its problems."""
    manifest = folder / "manifest.json"
    if not manifest.is_file():
        return None, [DeckError.make("no_manifest", path=folder)]
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return None, [DeckError.make("bad_manifest", path=folder, reason=exc)]
    if not isinstance(data, dict):
        return None, [DeckError.make("bad_manifest", path=folder, reason="not an object")]
    deck_id = data.get("id")
    if not isinstance(deck_id, str) or not deck_id:
        return None, [DeckError.make("bad_field", deck=folder.name, field="id")]
    errors: list[DeckError] = []
    name = data.get("name")
    system = data.get("suit_system")
    suits = _str_map(data.get("suits"), SUITS)
    courts = _str_map(data.get("courts"), ("F", "C", "R"))
    faces = _str_map(data.get("faces"), CARD_CODES)
    back = data.get("back", "back.svg")
    names = data.get("names", {})
    order = data.get("order", 100)
    checks = {
        "name": isinstance(name, str) and bool(name),
        "suit_system": system in SUIT_SYSTEMS,
        "suits": suits is not None,
        "courts": courts is not None,
        "faces": faces is not None,
        "back": isinstance(back, str) and bool(back),
        "names": isinstance(names, dict)
        and all(isinstance(k, str) and isinstance(v, str) and v for k, v in names.items()),
        "order": type(order) is int and 0 <= order <= 1000,
    }
    errors.extend(
        DeckError.make("bad_field", deck=deck_id, field=k) for k, ok in checks.items() if not ok
    )
    if errors or suits is None or courts is None or faces is None:
        return None, errors
    files = [faces[code] for code in CARD_CODES] + [str(back)]
    for file_name in files:
        path = folder / file_name
        if not path.is_file():
            errors.append(DeckError.make("missing_file", deck=deck_id, file=file_name))
        elif path.stat().st_size == 0:
            errors.append(DeckError.make("empty_file", deck=deck_id, file=file_name))
    if errors:
        return None, errors
    indices = data.get("indices")
    deck = Deck(
        id=deck_id,
        name=str(name),
        suit_system=str(system),
        suit_names=suits,
        court_names=courts,
        directory=folder,
        faces=faces,
        back=str(back),
        licence=str(data.get("licence", "")),
        author=str(data.get("author", "")),
        indices_default=bool(indices.get("default", True)) if isinstance(indices, dict) else True,
        names=tuple(names.items()),
        order=order,
    )
    return deck, []


def _is_name(value: Any) -> bool:
    return isinstance(value, str) and value.isascii() and value.isidentifier()


def load_backs(folder: Path) -> tuple[list[Back], list[DeckError]]:
    """The valid backs listed in ``folder``'s ``backs.json`` and the problems with the rest
    (a back with a bad entry or a missing or empty file is left out)."""
    try:
        data = json.loads((folder / BACKS_MANIFEST).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return [], [DeckError.make("bad_manifest", path=folder, reason=exc)]
    entries = data.get("backs") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return [], [DeckError.make("bad_manifest", path=folder, reason="no list of backs")]
    backs: list[Back] = []
    errors: list[DeckError] = []
    seen: set[str] = {DECK_BACK}
    for index, entry in enumerate(entries):
        item = entry if isinstance(entry, dict) else {}
        back_id, name, file_name = item.get("id"), item.get("name"), item.get("file")
        names, order = item.get("names", {}), item.get("order", 100)
        checks = {
            "id": _is_name(back_id) and back_id not in seen,
            "name": isinstance(name, str) and bool(name),
            "file": isinstance(file_name, str) and bool(file_name) and "/" not in file_name,
            "names": isinstance(names, dict)
            and all(isinstance(k, str) and isinstance(v, str) and v for k, v in names.items()),
            "order": type(order) is int and 0 <= order <= 1000,
        }
        bad = [k for k, ok in checks.items() if not ok]
        if bad:
            errors.extend(
                DeckError.make("bad_back", index=index, path=folder, field=k) for k in bad
            )
            continue
        path = folder / str(file_name)
        if not path.is_file():
            errors.append(DeckError.make("missing_file", deck=folder.name, file=file_name))
        elif path.stat().st_size == 0:
            errors.append(DeckError.make("empty_file", deck=folder.name, file=file_name))
        else:
            seen.add(str(back_id))
            backs.append(Back(str(back_id), str(name), path, tuple(names.items()), order))
    return backs, errors


def load_decks(root: Path | None = None) -> Catalogue:
    """Every valid deck and back under ``root`` (default :func:`assets_dir`); problems are
    logged."""
    base = assets_dir() if root is None else root
    decks: list[Deck] = []
    backs: list[Back] = []
    errors: list[DeckError] = []
    if not base.is_dir():
        errors.append(DeckError.make("no_assets", path=base))
    else:
        for folder in sorted(p for p in base.iterdir() if p.is_dir()):
            if (folder / BACKS_MANIFEST).is_file() and not (folder / "manifest.json").exists():
                found, problems = load_backs(folder)
                backs.extend(b for b in found if b.id not in {x.id for x in backs})
            else:
                deck, problems = load_deck(folder)
                if deck is not None:
                    decks.append(deck)
            errors.extend(problems)
    for error in errors:
        log.warning("card deck problem [%s]: %s", error.code, error.message)
    return Catalogue(
        tuple(sorted(decks, key=lambda d: (d.order, d.id))),
        tuple(errors),
        tuple(sorted(backs, key=lambda b: (b.order, b.id))),
    )
