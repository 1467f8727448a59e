"""Switching language at run time reaches the menus, the texts drawn on the table, the settings
pages, and dialogs already open."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings

from .conftest import start_human_match
from .i18n_helpers import TRANSLATED, tr


def _menu_texts(window: QWidget) -> list[str]:
    bar = window.menuBar()  # type: ignore[attr-defined]
    texts = []
    for action in bar.actions():
        texts.append(action.text())
        menu = action.menu()
        if menu is not None:
            texts += [a.text() for a in menu.actions() if not a.isSeparator()]
    return texts


def _table_texts(window: QWidget) -> list[str]:
    scene = window.scene  # type: ignore[attr-defined]
    return [plate.detail for plate in scene.decor.plates]


def test_the_main_window_and_the_table_follow_a_switch(
    qtbot, window, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    start_human_match(window)
    qtbot.waitUntil(lambda: window.session.is_human_turn(), timeout=20_000)
    english_menus = _menu_texts(window)
    english_table = _table_texts(window)
    assert window.menus.game.title() == "&Game"
    assert english_table[0] == "Match: 0"

    for lang in TRANSLATED:
        settings.set("general/language", lang)
        game_menu = tr("MainWindow", "&Game")
        assert game_menu != "&Game"
        qtbot.waitUntil(lambda g=game_menu: window.menus.game.title() == g)
        # The seat plates drawn on the table: every one says its points in the new language.
        table = _table_texts(window)
        assert all(new != old for new, old in zip(table, english_table, strict=True)), table
        assert table[0] == tr("Table", "Match: %1").replace("%1", "0")
        texts = _menu_texts(window)
        changed = [new for new, old in zip(texts, english_menus, strict=True) if new != old]
        # Every menu entry changes (Italian keeps "File").
        assert len(changed) >= len(texts) - 1, (lang, texts)
        assert window.view.accessibleName() == tr("MainWindow", "Card table")
    settings.set("general/language", "en")
    qtbot.waitUntil(lambda: window.menus.game.title() == "&Game")
    assert _menu_texts(window) == english_menus
    assert _table_texts(window) == english_table


def _visible_texts(widget: QWidget) -> list[str]:
    texts = [widget.windowTitle()] if widget.windowTitle() else []
    for label in widget.findChildren(QLabel):
        if label.text():
            texts.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.text():
            texts.append(button.text())
    return texts


def _settings_widget(settings: Settings) -> QWidget:
    """The settings dialog when the UI has one, else its pages side by side."""
    try:
        from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog  # type: ignore[import-not-found]
    except ImportError:
        from PySide6.QtWidgets import QVBoxLayout

        from ciapano_qt.ui.dialogs.settingspages import MatchPage, PlayersPage, TablePage

        box = QWidget()
        layout = QVBoxLayout(box)
        for page in (MatchPage(), PlayersPage(), TablePage()):
            page.load(settings)
            layout.addWidget(page)
        return box
    return SettingsDialog(settings)


def test_the_settings_speak_the_chosen_language(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    english = _settings_widget(settings)
    qtbot.addWidget(english)
    english_texts = _visible_texts(english)
    assert any("Variant" in t for t in english_texts)
    for lang, word in (("it", "Variante"), ("de", "Variante"), ("fr", "Variante"), ("es", "Rival")):
        settings.set("general/language", lang)
        widget = _settings_widget(settings)
        qtbot.addWidget(widget)
        texts = _visible_texts(widget)
        assert any(word in t for t in texts), (lang, texts)
        same = [t for t in texts if t in english_texts and t not in ("", "&Cappotto:")]
        assert len(same) <= len(texts) // 5, (lang, same)


def test_an_open_settings_dialog_retranslates(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog

    language.attach(settings)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    english = _visible_texts(dialog)
    assert any("Variant" in t for t in english) or dialog.tabs.tabText(0) == "Match"
    first = dialog.tabs.tabText(0)
    settings.set("general/language", "it")  # as Apply does from this very dialog
    qtbot.waitUntil(lambda: dialog.tabs.tabText(0) != first)
    assert dialog.windowTitle() != "Settings"
    assert dialog.tabs.currentIndex() == 2  # the page the player was on
    italian = _visible_texts(dialog)
    same = [t for t in italian if t in english and t not in ("", "&Cappotto:")]
    assert len(same) <= len(italian) // 5, same


def test_an_open_new_match_dialog_retranslates(
    qtbot, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog

    language.attach(settings)
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    title, start, change = dialog.windowTitle(), dialog.start.text(), dialog.change.text()
    settings.set("general/language", "de")
    qtbot.waitUntil(lambda: dialog.windowTitle() != title)
    assert dialog.start.text() != start and dialog.change.text() != change


def test_an_open_hand_summary_is_rebuilt_in_the_new_language(
    qtbot, window, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.engine import Rules, Seat

    i18n.install(settings)
    seats = [Seat("You", "human", None)] + [Seat(f"AI {i}", "ai", "random") for i in (1, 2, 3)]
    window.session.new_match(Rules(), seats, seed=5)
    c = window.session
    while window.summary is None:  # play the human's cards until the hand is scored
        qtbot.waitUntil(lambda: c.is_human_turn() or window.summary is not None, timeout=30_000)
        if window.summary is None:
            c.play_human(c.human_view().legal_moves[0])
    old, title = window.summary, window.summary.windowTitle()
    settings.set("general/language", "it")
    qtbot.waitUntil(lambda: window.summary is not old and window.summary is not None)
    assert window.summary.isVisible() and window.summary.windowTitle() != title
    settings.set("general/language", "en")
