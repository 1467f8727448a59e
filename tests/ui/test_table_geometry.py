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
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF, QTransform
from PySide6.QtWidgets import QApplication

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.match import NAME_LIMIT
from ciapano_qt.ui.table.fitted import MIN_PIXELS
from ciapano_qt.ui.table.layout import (
    BADGE,
    HAND_SCALE_OPPONENT,
    LABEL_W,
    PILE_SCALE,
    STOCK_SCALE,
    TRICK_SCALE,
    TableLayout,
)

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


# Three players: the cards set apart and the discard ------------------------------------

SCENES = [(800, 510), (1024, 680), (1280, 712), (1920, 990), (2560, 1350)]  # the windows' tables


def _label_rect(centre: QPointF, text: str) -> QRectF:
    """A label's rectangle as ``items.Pill(12)`` draws it."""
    font = QFont()
    font.setPixelSize(12)
    m = QFontMetricsF(font)
    w, h = m.horizontalAdvance(text) + 12 * 1.6, m.height() + 12 * 0.7
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def _longest_table_text(source: str) -> str:
    return max((_longest(lang, "Table", source) for lang in LANGUAGES), key=len)


def _polygon(lay: TableLayout, pos: QPointF, angle: float, scale: float) -> QPolygonF:
    t = QTransform()
    t.translate(pos.x(), pos.y())
    t.rotate(angle)
    t.scale(scale, scale)
    w, h = lay.card_w, lay.card_h
    return t.map(QPolygonF(QRectF(-w / 2, -h / 2, w, h)))


@pytest.mark.parametrize(("w", "h"), SCENES)
def test_three_players_cards_set_apart_lie_above_the_trick_oval(qapp, w: int, h: int) -> None:  # type: ignore[no-untyped-def]
    """The removed Four or the monte card, with its label, lies wholly above the oval the
    cloth draws round the trick (``felt.py``: centred at 0.45 of the height, 0.42 of it
    tall), so that it is not taken for a played card; and a card's height from any trick
    card."""
    lay = TableLayout(QSizeF(w, h), 3, 0)
    oval_top = h * 0.45 - h * 0.42 / 2
    card = _polygon(lay, lay.aside(0), 0.0, STOCK_SCALE)
    for text in (_longest_table_text("Removed"), _longest_table_text("Monte")):
        label = _label_rect(lay.aside_label(1), text)
        assert label.bottom() < oval_top, (w, h, text)
        assert QRectF(0, 0, w, h).contains(label)
        assert not QPolygonF(label).intersects(card)
    assert card.boundingRect().bottom() < oval_top
    assert QRectF(0, 0, w, h).contains(card.boundingRect())
    for seat in range(3):
        spot = lay.spots[seat]
        trick = _polygon(lay, spot.trick, spot.trick_angle, TRICK_SCALE).boundingRect()
        assert trick.top() - card.boundingRect().bottom() > lay.card_h * 0.5, (w, h, seat)


@pytest.mark.parametrize(("w", "h"), SCENES)
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_discard_label_lies_clear_of_the_hands(qapp, w: int, h: int, dealer: int) -> None:  # type: ignore[no-untyped-def]
    """Three players, the dealer's discard: its label (the longest translation) meets no
    card of any hand, no pile and no plate (a side player's hand lay over it)."""
    lay = TableLayout(QSizeF(w, h), 3, 0)
    text = _longest_table_text("Discard")
    width = _label_rect(QPointF(0, 0), text).width()
    label = QPolygonF(_label_rect(lay.discard_label(dealer, width), text))
    assert QRectF(0, 0, w, h).contains(label.boundingRect())
    lift = QPointF(0, -lay.card_h * 0.12)  # a card of the viewer's raised under the mouse
    fan = lay.human_hand(14 if dealer == 0 else 13, discard=dealer == 0)
    cards = [_polygon(lay, p + lift, a, 1.0) for p, a in fan]
    for seat in (1, 2):
        count = 14 if seat == dealer else 13
        cards += [
            _polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, count)
        ]
    cards += [_polygon(lay, *lay.pile(s, 0), PILE_SCALE) for s in range(3)]
    cards.append(_polygon(lay, lay.discard(dealer), 8.0, PILE_SCALE))
    assert not any(label.intersects(c) for c in cards), (w, h, dealer)
    assert not any(label.intersects(QPolygonF(lay.plate_rect(s))) for s in range(3))


# The plates' own lines --------------------------------------------------------------------


def _detail(lang: str, away: bool) -> str:
    """A plate's longest detail line: its total ('Match: %1', 'Team: %1' or 'Busche: %1'
    with three digits), out of the match, and (a networked person dropped) away."""
    total = max(
        (_longest(lang, "Table", k).replace("%1", "123") for k in ("Match: %1", "Team: %1")),
        key=len,
    )
    text = _longest(lang, "Table", "Out") + " · " + total
    return (_longest(lang, "Table", "Away") + " · " + text) if away else text


@pytest.mark.parametrize(("w", "h"), SCENES)
@pytest.mark.parametrize("n", [3, 6])
def test_a_plates_detail_line_fits_inside_it(qapp, w: int, h: int, n: int) -> None:  # type: ignore[no-untyped-def]
    """The detail line shrinks into the plate: whole when the seat is out ('Raus · Punkte:
    123'), at worst cut with an ellipsis when away as well, never past the plate's edge."""
    from ciapano_qt.ui.table.items import SeatPlate

    lay = TableLayout(QSizeF(w, h), n, 0)
    plate = SeatPlate()
    plate.set_size(lay.plate_size.width(), lay.plate_size.height())
    width = plate.text_width()
    for lang in LANGUAGES:
        for away in (False, True):
            plate.detail = _detail(lang, away)
            font, shown = plate.detail_fit(width)
            assert QFontMetricsF(font).horizontalAdvance(shown) <= width + 0.5, (lang, away)
            assert font.pixelSize() >= 8
            if not away:
                assert shown == plate.detail, (lang, w, n, shown)


# Whose pile is whose, the counters, the cards set apart (the player's-eye review) ---------

ALL_SCENES = [(640, 470), *SCENES]
MANY_COUNTS = (5, 10, 14)  # six to eight: hands grow as players drop out


def _gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0 when they meet)."""
    dx = max(0.0, a.left() - b.right(), b.left() - a.right())
    dy = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return (dx * dx + dy * dy) ** 0.5


def _pile_rect(lay: TableLayout, seat: int) -> QRectF:
    pos, angle = lay.pile(seat, 0)
    return _polygon(lay, pos, angle, PILE_SCALE).boundingRect()


@pytest.mark.parametrize(("w", "h"), ALL_SCENES)
@pytest.mark.parametrize("n", range(2, 9))
def test_each_pile_lies_by_its_own_plate(qapp, w: int, h: int, n: int) -> None:  # type: ignore[no-untyped-def]
    """A pile of taken tricks is told by where it lies: within a card's height of its own
    plate (a plate's room: its chips and glow), and at least twice as far from every other
    plate as from its own (the piles lay a seat along, beside a neighbour's plate)."""
    for bottom in (0, n - 1):
        lay = TableLayout(QSizeF(w, h), n, bottom)
        plates = [lay.plate_rect(s) for s in range(n)]
        for seat in range(n):
            pile = _pile_rect(lay, seat)
            own = _gap(pile, plates[seat])
            assert own <= lay.card_h * 0.5, (w, h, n, seat, own)
            for other in range(n):
                if other != seat:
                    assert _gap(pile, plates[other]) >= 2 * own + 8, (w, h, n, seat, other)


def _hands(lay: TableLayout, count: int) -> list[QPolygonF]:
    lift = QPointF(0, -lay.card_h * 0.12)  # a card of the viewer's raised under the mouse
    cards = [_polygon(lay, p + lift, a, 1.0) for p, a in lay.human_hand(min(count, 14))]
    for seat in range(lay.n_seats):
        if seat != lay.bottom:
            cards += [
                _polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, count)
            ]
    return cards


@pytest.mark.parametrize(("w", "h"), ALL_SCENES)
@pytest.mark.parametrize("n", range(2, 9))
def test_no_trick_counter_meets_a_hand_a_plate_or_another_pile(
    qapp, w: int, h: int, n: int
) -> None:  # type: ignore[no-untyped-def]
    """Each pile's counter (as large as "10" is drawn), on a pile of one card or of twenty,
    touches no card of any hand, no plate (with its chips and glow), no other pile and no
    other counter, and lies on the table (at 800x600 six players' counter met a hand)."""
    lay = TableLayout(QSizeF(w, h), n, 0)
    bw, bh = BADGE
    for count in MANY_COUNTS if n >= 6 else (10, 13):
        hands = _hands(lay, count)
        for cards in (1, 20):
            badges = [lay.badge(s, cards) for s in range(n)]
            rects = [QRectF(b.x() - bw / 2, b.y() - bh / 2, bw, bh) for b in badges]
            for seat, rect in enumerate(rects):
                assert QRectF(0, 0, w, h).contains(rect), (w, h, n, seat)
                badge = QPolygonF(rect)
                assert not any(badge.intersects(c) for c in hands), (w, h, n, count, seat)
                for other in range(n):
                    assert not rect.intersects(lay.plate_rect(other)), (w, h, n, seat, other)
                    if other != seat:
                        assert not rect.intersects(_pile_rect(lay, other)), (w, h, n, seat)
                        assert not rect.intersects(rects[other]), (w, h, n, seat, other)


def test_a_counter_is_no_larger_than_the_layout_allows(qapp) -> None:  # type: ignore[no-untyped-def]
    from ciapano_qt.ui.table.items import Pill

    badge = Pill(12, strong=True)
    for text in ("1", "10", "20"):
        badge.set_text(text)
        assert badge.boundingRect().width() <= BADGE[0]
        assert badge.boundingRect().height() <= BADGE[1]


def _oval(w: float, h: float) -> QPainterPath:
    """The ring the cloth draws round the trick (``felt.py``)."""
    path = QPainterPath()
    path.addEllipse(QRectF(w / 2 - w * 0.25, h * 0.45 - h * 0.21, w * 0.5, h * 0.42))
    return path


@pytest.mark.parametrize(("w", "h"), ALL_SCENES)
@pytest.mark.parametrize("n", range(4, 9))
def test_cards_set_apart_lie_outside_the_trick_oval(qapp, w: int, h: int, n: int) -> None:  # type: ignore[no-untyped-def]
    """Four seats or more (the strip or monte of six or seven, or three left in play): the
    cards set apart and their label lie wholly outside the oval the trick lies in (inside it
    they looked like part of the trick), clear of every trick card, and on the table."""
    lay = TableLayout(QSizeF(w, h), n, 0)
    oval = _oval(w, h)
    trick = [
        _polygon(lay, lay.spots[s].trick, lay.spots[s].trick_angle, TRICK_SCALE) for s in range(n)
    ]
    text = max(_longest_table_text("Removed"), _longest_table_text("Monte"), key=len)
    for count in (1, 4, 5):
        cards = [_polygon(lay, lay.aside(i, count), 0.0, STOCK_SCALE) for i in range(count)]
        width = _label_rect(QPointF(0, 0), text).width()
        assert width <= LABEL_W
        label = QPolygonF(_label_rect(lay.aside_label(count, width), text))
        for shape in (*cards, label):
            path = QPainterPath()
            path.addPolygon(shape)
            assert not path.intersects(oval), (w, h, n, count)
            assert QRectF(0, 0, w, h).contains(shape.boundingRect()), (w, h, n, count)
            assert not any(shape.intersects(t) for t in trick), (w, h, n, count)
        assert not any(label.intersects(c) for c in cards), (w, h, n, count)
