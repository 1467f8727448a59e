"""The language of the interface: chosen from the system at first start, switched at run time.

Our strings come from ``ciapano_qt/i18n/ciapano_<lang>.qm`` (compiled from ``i18n/*.ts`` by
``tools/i18n.py release``); Qt's own (the standard buttons, context menus of line edits, ...)
from ``qtbase_<lang>.qm`` in Qt's translations folder. Switching removes the old translators and
installs the new ones; Qt then sends ``QEvent.LanguageChange`` to every widget, whose
``changeEvent`` sets its texts again, and ``languageChanged`` tells everything else (the texts
drawn on the table, for one).

Start-up, before the first window::

    from ciapano_qt.ui.app import i18n
    language = i18n.install(settings)   # keeps a Language alive on the application

The in-app rules are one document per language, ``help/rules_<lang>.md``, which the help
dialog picks by the same ``general/language`` setting (``help.rules_file``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

log = logging.getLogger(__name__)

LANGUAGES = ("it", "en", "de", "fr", "es")
FALLBACK = "en"
SETTING = "general/language"
QM_DIR = Path(__file__).resolve().parents[2] / "i18n"


def normalise(code: str) -> str:
    """``"de_CH"``, ``"de-CH"``, ``"DE"`` -> ``"de"``; anything we do not have -> English."""
    base = code.replace("-", "_").split("_")[0].strip().lower()
    return base if base in LANGUAGES else FALLBACK


def system_language(locale: QLocale | None = None) -> str:
    """Our language for the system's (or ``locale``'s) preferred languages, else English."""
    locale = QLocale.system() if locale is None else locale
    for name in [*locale.uiLanguages(), locale.name()]:
        base = name.replace("-", "_").split("_")[0].lower()
        if base in LANGUAGES:
            return base
    return FALLBACK


def qm_path(language: str) -> Path:
    """Our compiled translation for ``language``."""
    return QM_DIR / f"ciapano_{language}.qm"


def qt_translations_dir() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


class Language(QObject):
    """Installs the translators of one language at a time; ``languageChanged(code)`` after a
    switch (when every widget has already been sent ``LanguageChange``)."""

    languageChanged = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else QCoreApplication.instance())
        self._language = ""
        self._translators: list[QTranslator] = []
        self._settings: object | None = None
        self._default_locale = QLocale()  # restored by uninstall()

    @property
    def language(self) -> str:
        """The language installed ("" before the first ``set_language``)."""
        return self._language

    def set_language(self, language: str) -> bool:
        """Install ``language`` (English for one we do not have). True when it changed."""
        code = normalise(language)
        if code != language:
            log.warning("language %r not available; using %r", language, code)
        if code == self._language:
            return False
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the application before choosing a language")
        new: list[QTranslator] = []
        qt = QTranslator(self)
        if qt.load(f"qtbase_{code}", qt_translations_dir()):
            new.append(qt)
        elif code != FALLBACK:
            log.info("Qt's own translation for %r not found in %s", code, qt_translations_dir())
        ours = QTranslator(self)
        if ours.load(str(qm_path(code))):
            new.append(ours)  # installed last: searched first
        else:
            log.warning("translation file %s not found or unreadable", qm_path(code))
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        for translator in new:
            QCoreApplication.installTranslator(translator)
        self._translators = new
        self._language = code
        QLocale.setDefault(QLocale(code))
        self.languageChanged.emit(code)
        return True

    def attach(self, settings: object) -> None:
        """Follow the ``general/language`` setting: choose it from the system at first start,
        install it now and whenever it changes (``settings.languageChanged``)."""
        contains = getattr(settings, "contains", None)
        if contains is not None and not contains(SETTING):
            chosen = system_language()
            log.info("first start: language %r from the system locale", chosen)
            settings.set(SETTING, chosen)  # type: ignore[attr-defined]
        if settings is not self._settings:
            if self._settings is not None:
                self._settings.languageChanged.disconnect(self.set_language)  # type: ignore[attr-defined]
            settings.languageChanged.connect(self.set_language)  # type: ignore[attr-defined]
            self._settings = settings
        self.set_language(settings.get(SETTING))  # type: ignore[attr-defined]

    def uninstall(self) -> None:
        """Remove our translators (the source texts, in English, show again)."""
        if self._settings is not None:
            self._settings.languageChanged.disconnect(self.set_language)  # type: ignore[attr-defined]
            self._settings = None
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        self._translators = []
        self._language = ""
        QLocale.setDefault(self._default_locale)


def install(settings: object) -> Language:
    """Create the language service of the running application and attach it to ``settings``."""
    app = QCoreApplication.instance()
    existing = getattr(app, "_ciapano_language", None)
    if isinstance(existing, Language):
        existing.attach(settings)
        return existing
    language = Language(app)
    language.attach(settings)
    if app is not None:
        app._ciapano_language = language  # type: ignore[attr-defined]
    return language
