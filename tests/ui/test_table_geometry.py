"""The table's texts keep off the name plates, in every language, at every window size.

The longest texts come from the translation catalogues themselves (``i18n/*.ts``): the banner
is given the longest message of the "Messages" context (the engine's refusals and the hints'
reasons) after the longest "Hint: %1." with a long card name, in each of the five languages;
the labels (stock, cards set apart, discard, a draw) are drawn by the decor itself with the
language installed and seats with names as long as a name may be. For two to eight seats and
two against two, at window sizes from 800x600 up, no text's scene rectangle may meet a plate's
(which holds the plate, its total, its dealer and team chips and the turn's glow).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.match import NAME_LIMIT
from ciapano_qt.ui.table.fitted import MIN_PIXELS

from .i18n_helpers import LANGUAGES, catalogue

LONG_NAME = "Massimiliano Bartolomeus"[:NAME_LIMIT]
LONG_CARD = "Cavallo di Bastoni"  # of the longest card names in any deck's words
WINDOWS = [(800, 600), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440)]
TABLES = [(n, False) for n in range(2, 9)] + [(4, True)]


def _longest(lang: str, context: str, source: str | None = None) -> str:
    forms = [
        form
        for e in catalogue(lang)
        if e.context == context and (source is None or e.source == source)
        for form in e.forms
    ]
    assert forms, (lang, context, source)
    return max(forms, key=len)


def longest_banner(lang: str) -> str:
    """The longest banner a player could see, and longer: a hint's opening and the longest
    message of the catalogue, its places filled with long words."""
    message = _longest(lang, "Messages")
    for key in ("card", "keep", "best"):
        message = message.replace("{" + key + "}", LONG_CARD)
    for key in ("seat", "winner", "option", "suit"):
        message = message.replace("{" + key + "}", LONG_NAME)
    return _longest(lang, "MainWindow", "Hint: %1.").replace("%1", LONG_CARD) + " " + message


def test_the_longest_banner_is_long() -> None:
    """The check below is worth something only if its texts are the long ones."""
    for lang in LANGUAGES:
        assert len(longest_banner(lang)) > 120, lang


def _start(window, n: int, teams: bool) -> None:  # type: ignore[no-untyped-def]
    rules = Rules(players=n, teams=teams)
    seats = [Seat(LONG_NAME, "human", None)]
    seats += [Seat(f"{LONG_NAME[: NAME_LIMIT - 2]} {i}", "ai", "random") for i in range(1, n)]
    window.session.new_match(rules, seats, seed=3)


def _show_every_label(window) -> None:  # type: ignore[no-untyped-def]
    """Put the stock, a drawn card, the discard and the cards set apart on the table, as the
    decor shows them, with the dealer's discard at each seat in turn (see the caller)."""
    place = window.scene.placement
    place.stock = list(range(30, 40))
    other = (place.bottom + 1) % len(place.hands)
    place.shown = [(other, 29)]
    n = len(place.hands)
    place.discard = 28 if n == 3 else None  # three players: the dealer's card over
    if n in (3, 6, 7):
        place.aside = (25, 26, 27)[: 1 if len(place.hands) == 3 else 3]
    window.scene.decor.update_labels()


def _texts(window) -> list[tuple[str, QRectF]]:  # type: ignore[no-untyped-def]
    decor = window.scene.decor
    items = [("banner", decor.banner), *decor.labels.items()]
    return [(name, item.sceneBoundingRect()) for name, item in items if item.isVisible()]


@pytest.mark.parametrize(("n", "teams"), TABLES)
def test_no_table_text_covers_a_plate(qtbot, window, language, n: int, teams: bool) -> None:  # type: ignore[no-untyped-def]
    _start(window, n, teams)
    scene = window.scene
    for lang in LANGUAGES:
        language.set_language(lang)
        QApplication.processEvents()
        banner = longest_banner(lang)
        for width, height in WINDOWS:
            window.resize(width, height)
            QApplication.processEvents()
            assert abs(scene.sceneRect().width() - width) < 2, (width, scene.sceneRect())
            for dealer in range(n if n == 3 else 1):
                scene.placement.dealer = dealer
                _show_every_label(window)
                scene.show_banner(banner, 0)
                texts = _texts(window)
                shown = {"banner", "stock", "draw"} | ({"discard", "aside"} if n == 3 else set())
                assert shown <= {name for name, _ in texts}
                plates = [p.sceneBoundingRect() for p in scene.decor.plates]
                for name, rect in texts:
                    assert scene.sceneRect().contains(rect), (lang, width, name, rect)
                    for seat, plate in enumerate(plates):
                        assert not rect.intersects(plate), (lang, n, teams, width, name, seat)
                assert scene.decor.banner.fitted_pixel_size() >= MIN_PIXELS
