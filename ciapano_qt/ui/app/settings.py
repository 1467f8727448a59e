"""A typed wrapper around QSettings: every key, its type and its default in one table.

Values are read with ``type=`` (otherwise a bool comes back as the string ``'false'``). A value
of the wrong type or out of range is replaced by its default and a warning is logged. Tests
pass their own ``QSettings`` (an INI file in a temporary folder) so they never touch the user's
configuration.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import fields
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from ...decks import DECK_BACK
from ...engine import rules as R
from ...engine.errors import RulesError
from ...engine.frozen import frozen
from ...engine.match import NAME_LIMIT, Seat
from ...engine.rules import Rules
from ..table.felt import CLOTHS, DEFAULT_CLOTH
from ..table.timing import SPEEDS
from ..text import cardnames

if TYPE_CHECKING:
    from .settings_file import SettingsFile

log = logging.getLogger(__name__)

LANGUAGES = ("it", "en", "de", "fr", "es")
DEFAULT_DECK = "milanese"  # the catalogue (assets/cards) says which decks there are
PLAY_BY = ("click", "double_click")
TRICK_HOLD = ("timed", "click")
MAX_SEATS = R.MAX_PLAYERS  # the table lays out 2 to 8 seats (ui/table/layout.py)
DEFAULT_LEVELS = ("medium",) * MAX_SEATS
DEMO_NAME = "Elia"
DEFAULT_NAMES = ("", "Anna", "Bepi", "Carla", "Dario", "Franca", "Gino", "Ida")  # seat 0: "You"
assert len(DEFAULT_NAMES) >= MAX_SEATS, "a default name for every seat the rules allow"


@frozen
class Key:
    type: type
    default: Any
    check: Callable[[Any], bool] = lambda v: True


def _choice(*allowed: str) -> Callable[[Any], bool]:
    return lambda v: v in allowed


def _range(low: int, high: int) -> Callable[[Any], bool]:
    return lambda v: low <= v <= high


def _level(v: Any) -> bool:
    from ...ai.levels import level_names

    return v in level_names()


def _name(v: Any) -> bool:
    return len(v.strip()) <= NAME_LIMIT


def _opponent_name(v: Any) -> bool:
    return 0 < len(v.strip()) <= NAME_LIMIT


def _deck(v: Any) -> bool:
    return v in cardnames.decks()


def _back(v: Any) -> bool:
    """The deck's own back, or one of the catalogue's backs that go with any deck."""
    return v == DECK_BACK or v in cardnames.catalogue().back_ids()


RULE_OPTIONS = tuple(f.name for f in fields(Rules) if f.init)
"""Every option of the engine's ``Rules``, each kept under ``rules/<name>`` with its default.

Busca's limit is ``rules/busca_limit`` (its ``target``), so that the classic target is kept while
Busca is chosen; Busca's players and survivors are fixed."""
BUSCA_FIXED = ("players", "target", "survivors")


def _accepted(option: str, value: Any) -> bool:
    """Whether the engine takes ``value`` for ``option``, the other options at their defaults."""
    try:
        if option == "busca_limit":
            Rules.busca(target=value)
        else:
            Rules(**{option: value})
    except RulesError:
        return False
    return True


def _rule_keys() -> dict[str, Key]:
    defaults = Rules()
    keys: dict[str, Key] = {}
    for option in RULE_OPTIONS:
        default = getattr(defaults, option)
        keys[f"rules/{option}"] = Key(type(default), default, partial(_accepted, option))
    busca = Rules.busca().target
    keys["rules/busca_limit"] = Key(int, busca, partial(_accepted, "busca_limit"))
    return keys


KEYS: dict[str, Key] = {
    # The rules of the next match, one key per option (checked together by Rules() when read).
    **_rule_keys(),
    # Seat 0 is the human; the others are computer opponents.
    "players/name0": Key(str, "", _name),  # empty: the translation of "You"
    **{f"players/name{i}": Key(str, DEFAULT_NAMES[i], _opponent_name) for i in range(1, MAX_SEATS)},
    **{f"players/level{i}": Key(str, DEFAULT_LEVELS[i], _level) for i in range(1, MAX_SEATS)},
    # A seat played by a person at this screen (hot seat) instead of its computer level.
    **{f"players/person{i}": Key(bool, False) for i in range(1, MAX_SEATS)},
    # The table.
    "table/deck": Key(str, DEFAULT_DECK, _deck),
    "table/indices": Key(bool, True),
    "table/back": Key(str, DECK_BACK, _back),
    "table/cloth": Key(str, DEFAULT_CLOTH, _choice(*CLOTHS)),
    "table/large_cards": Key(bool, False),  # where they fit (ui/table/layout.py card_scale)
    "table/speed": Key(str, "normal", _choice(*SPEEDS)),
    "table/play_by": Key(str, "click", _choice(*PLAY_BY)),
    "table/trick_hold": Key(str, "timed", _choice(*TRICK_HOLD)),
    "game/casual": Key(bool, True),  # undo and hints allowed
    "game/auto_review": Key(bool, False),  # the coach reviews every hand of the player's
    "general/language": Key(str, "en", _choice(*LANGUAGES)),
    "general/first_run": Key(bool, True),
    "general/guided_match": Key(bool, True),  # the guided first match opens at the next start
    "window/geometry": Key(QByteArray, QByteArray()),
    "window/state": Key(QByteArray, QByteArray()),
}


def stored(key: str) -> str:
    """The key in the ``QSettings`` store: ``general/…`` is kept as ``General/…``.

    In an INI file (Linux) Qt keeps the keys of a group named "general" in a section it
    reads back as "General", so ``general/language`` was never found again after a restart;
    the registry (Windows) does not mind the case. A value stored the old way on macOS is
    still read (``Settings.get``)."""
    group, _, name = key.partition("/")
    return f"General/{name}" if group == "general" else key


class Settings(QObject):
    """Typed access to the preferences; ``changed(key)`` after every write."""

    changed = Signal(str)
    languageChanged = Signal(str)

    def __init__(
        self,
        store: QSettings | None = None,
        parent: QObject | None = None,
        file: SettingsFile | None = None,
    ) -> None:
        """``store``: a ``QSettings`` of the caller's (tests); ``file``: the settings file
        kept by the app's own reader and writer (``settings_file.py``), which the app uses
        where the settings are a file; by default the user's settings, so kept where they
        are a file, else in ``QSettings()`` (the registry, a plist)."""
        super().__init__(parent)
        if store is None and file is None:
            from .settings_file import INI_FILE, SettingsFile, settings_path

            file = SettingsFile(settings_path(), self) if INI_FILE else None
        self.file = file
        if file is not None:
            store = file.store
        self.store = store if store is not None else QSettings()
        self.fallbacks: set[str] = set()  # stored keys whose value was unusable (notices.py)

    def path(self) -> Path:
        """The settings file (on Windows the registry key's name, on macOS the plist)."""
        return self.file.path if self.file is not None else Path(self.store.fileName())

    def forget(self, key: str) -> None:
        """Remove a stored key (its default applies from now on)."""
        self.store.remove(key)
        self._stored()

    def _stored(self) -> None:
        if self.file is not None:
            self.file.changed()

    def _where(self, key: str) -> str | None:
        """The store's key holding ``key`` (the new way first, then the old), or None."""
        for k in (stored(key), key):
            if self.store.contains(k):
                return k
        return None

    def unusable(self) -> list[str]:
        """The keys whose stored value cannot be used (each is read once and its default
        applies): what ``notices.keep_bad_settings`` tells about."""
        bad = []
        for key in KEYS:
            before = len(self.fallbacks)
            self.get(key)
            if len(self.fallbacks) > before:
                bad.append(key)
        return bad

    def parsed(self) -> bool:
        """The settings file could be parsed (or there is none)."""
        if self.file is not None:
            return self.file.parsed
        return self.store.status() != QSettings.Status.FormatError

    def contains(self, key: str) -> bool:
        """Whether ``key`` has been stored (else ``get`` gives its default)."""
        return self._where(key) is not None

    def get(self, key: str) -> Any:
        spec = KEYS[key]
        found = self._where(key)
        if found is None:
            return spec.default
        key = found
        try:
            value = self.store.value(key, spec.default, type=spec.type)
        except (TypeError, ValueError) as exc:
            log.warning("setting %s unreadable (%s); using %r", key, exc, spec.default)
            self.fallbacks.add(key)
            return spec.default
        ok = isinstance(value, spec.type)
        if ok and spec.type is int and isinstance(value, bool):
            ok = False
        if ok and spec.type in (str, bool):
            raw = self.store.value(key)
            if spec.type is str:
                ok = isinstance(raw, str)
            else:  # Qt turns any text or number into a bool: accept only a real one
                ok = isinstance(raw, bool) or (
                    isinstance(raw, str) and raw.lower() in ("true", "false")
                )
        if not ok or not spec.check(value):
            log.warning("setting %s has a bad value %r; using %r", key, value, spec.default)
            self.fallbacks.add(key)
            return spec.default
        return value

    def set(self, key: str, value: Any) -> None:
        spec = KEYS[key]
        if not isinstance(value, spec.type) or not spec.check(value):
            raise ValueError(f"bad value for setting {key}: {value!r}")
        old = self.get(key)
        if stored(key) != key:
            self.store.remove(key)  # stored the old way (macOS): now under the new key
        self.store.setValue(stored(key), value)
        self._stored()
        if old != value:
            self.changed.emit(key)
            if key == "general/language":
                self.languageChanged.emit(value)

    def sync(self) -> None:
        if self.file is not None:
            self.file.write()
        else:
            self.store.sync()

    # The next match ---------------------------------------------------------------------

    def rules(self) -> Rules:
        """The rules of the next match; the defaults if the stored combination is refused."""
        values: dict[str, Any] = {name: self.get(f"rules/{name}") for name in RULE_OPTIONS}
        if values["variant"] == "busca":
            values.update(
                players=R.BUSCA_PLAYERS, target=self.get("rules/busca_limit"), survivors=1
            )
        try:
            return Rules(**values)
        except RulesError as exc:
            log.warning("stored rules refused (%s); using the defaults", exc)
            return Rules()

    def set_rules(self, rules: Rules) -> None:
        """Keep ``rules`` for the next match (Busca's limit apart from the classic target)."""
        for name in RULE_OPTIONS:
            if not (rules.is_busca and name in BUSCA_FIXED):
                self.set(f"rules/{name}", getattr(rules, name))
        if rules.is_busca:
            self.set("rules/busca_limit", rules.target)

    def seats(self, n: int, demo: bool = False) -> list[Seat]:
        """Seat 0 a person (a computer in demo mode), the others computer opponents or,
        where ``players/person<i>`` says so, people at the same screen (not in a demo)."""
        seats = []
        for i in range(n):
            name = self.get(f"players/name{i}").strip()
            if not name:
                name = QCoreApplication.translate("Settings", "You")
            if (i == 0 or self.get(f"players/person{i}")) and not demo:
                seats.append(Seat(name, "human", None))
            elif i == 0:
                seats.append(Seat(DEMO_NAME, "ai", "medium"))  # demo: a computer sits there
            else:
                level = self.get(f"players/level{i}") if i else "medium"
                seats.append(Seat(name, "ai", level))
        return seats
