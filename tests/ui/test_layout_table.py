"""The table's geometry: trick cards keep their corner indices in sight, the fan its room.

Pure geometry on ``TableLayout`` (no scene): every card is the rotated, scaled rectangle it
is painted as, and a corner index is the small box at its top-left and bottom-right corners
where the decks print rank and suit (``tools/cardart/card.py``: x 7..22, y 11..50 of 212x400).
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPolygonF, QTransform

from ciapano_qt.ui.table.layout import (
    BADGE,
    FAN_STEP_MIN,
    HAND_SCALE_OPPONENT,
    LABEL_W,
    STOCK_SCALE,
    TRICK_SCALE,
    TableLayout,
)

SIZES = [
    (640, 480),
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1280, 860),
    (1366, 768),
    (1920, 1080),
    (2560, 1080),
    (2560, 1440),
    (3840, 2160),
]
SEATS = [2, 3, 4, 5, 6, 7, 8]
INDEX = QRectF(7 / 212, 11 / 400, 15 / 212, 39 / 400)  # fractions of the card


def card_polygon(lay: TableLayout, pos: QPointF, angle: float, scale: float) -> QPolygonF:
    w, h = lay.card_w, lay.card_h
    return card_transform(pos, angle, scale).map(QPolygonF(QRectF(-w / 2, -h / 2, w, h)))


def card_transform(pos: QPointF, angle: float, scale: float) -> QTransform:
    t = QTransform()
    t.translate(pos.x(), pos.y())
    t.rotate(angle)
    t.scale(scale, scale)
    return t


def index_polygons(lay: TableLayout, pos: QPointF, angle: float, scale: float) -> list[QPolygonF]:
    w, h = lay.card_w, lay.card_h
    box = QRectF(
        -w / 2 + INDEX.x() * w, -h / 2 + INDEX.y() * h, INDEX.width() * w, INDEX.height() * h
    )
    turned = QRectF(-box.right(), -box.bottom(), box.width(), box.height())  # the 180° copy
    t = card_transform(pos, angle, scale)
    return [t.map(QPolygonF(box)), t.map(QPolygonF(turned))]


def overlaps(a: QPolygonF, b: QPolygonF) -> bool:
    return not a.intersected(b).isEmpty()


def trick_cards(lay: TableLayout) -> list[tuple[QPointF, float]]:
    return [(lay.spots[s].trick, lay.spots[s].trick_angle) for s in range(lay.n_seats)]


@pytest.mark.parametrize("n", SEATS)
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_trick_cards_never_cover_a_corner_index(n: int, w: int, h: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    cards = trick_cards(lay)
    for i, (pos, angle) in enumerate(cards):
        indices = index_polygons(lay, pos, angle, TRICK_SCALE)
        for j, (other, other_angle) in enumerate(cards):
            if i != j:
                body = card_polygon(lay, other, other_angle, TRICK_SCALE)
                assert not any(overlaps(body, box) for box in indices), (n, w, h, i, j)


@pytest.mark.parametrize("n", SEATS)
@pytest.mark.parametrize(("w", "h"), SIZES)
def test_trick_stays_clear_of_the_hands(n: int, w: int, h: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    trick = [card_polygon(lay, p, a, TRICK_SCALE) for p, a in trick_cards(lay)]
    lift = QPointF(0, -lay.card_h * 0.12)  # a hovered or focused card rises
    hands = [card_polygon(lay, p + lift, a, 1.0) for p, a in lay.human_hand(40 // n)]
    for seat in range(1, n):
        hands += [
            card_polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, 10)
        ]
    for card in trick:
        assert not any(overlaps(card, hand) for hand in hands), (n, w, h)


@pytest.mark.parametrize("n", SEATS)
@pytest.mark.parametrize(("w", "h"), [*SIZES, (640, 540 - 70)])
def test_the_fan_keeps_off_the_plate_and_the_pile(n: int, w: int, h: int) -> None:
    """The viewer's fan passes beside its plate, its pile with its trick counter, the
    dealer's discard when the viewer has one, and the cards set apart with their label."""
    lay = TableLayout(QSizeF(w, h), n, 0)
    spot = lay.spots[0]
    size = lay.plate_size
    plate = QPolygonF(
        QRectF(spot.plate.x() - size.width() / 2 - 8, 0, size.width() + 16, h)
    )  # the plate with its gold ring, the whole height: the fan must pass beside it
    pile = card_polygon(lay, *lay.pile(0, 0), 0.5)
    bw, bh = BADGE
    badge = lay.badge(0, 10)
    counter = QPolygonF(QRectF(badge.x() - bw / 2, badge.y() - bh / 2, bw, bh))
    discard = card_polygon(lay, lay.discard(0), 8.0, 0.5)
    # Three in play either discard or set a card apart; six or seven set four or five apart.
    for dealt, apart in ((False, 0), (True, 0), (False, 1), (False, 4), (False, 5)):
        aside = [card_polygon(lay, lay.aside(i, apart), 0.0, STOCK_SCALE) for i in range(apart)]
        label = lay.aside_label(apart, LABEL_W)
        aside.append(QPolygonF(QRectF(label.x() - LABEL_W / 2, label.y() - 12, LABEL_W, 24)))
        mark = lay.discard_label(0, LABEL_W)
        sign = QPolygonF(QRectF(mark.x() - LABEL_W / 2, mark.y() - 12, LABEL_W, 24))
        for count in range(1, 15 if apart < 4 else 11):
            fan = lay.human_hand(count, discard=dealt, aside=apart)
            for pos, angle in fan:
                card = card_polygon(lay, pos, angle, 1.0)
                assert QRectF(0, 0, w, h).contains(card.boundingRect()), (n, w, h, count)
                assert not overlaps(card, plate), (n, w, h, count)
                assert not overlaps(card, pile), (n, w, h, count)
                assert not overlaps(card, counter), (n, w, h, count)
                if dealt:
                    assert not overlaps(card, discard), (n, w, h, count)
                    assert not overlaps(card.translated(0, -lay.card_h * 0.12), sign)
                if apart and n >= 4:
                    assert not any(overlaps(card, a) for a in aside), (n, w, h, count)
            for (a, _), (b, _) in itertools.pairwise(fan):
                assert b.x() - a.x() >= lay.card_w * FAN_STEP_MIN - 1e-6


def test_a_five_player_fan_has_more_room_than_a_full_four_player_one() -> None:
    for w, h in SIZES[1:]:
        five = TableLayout(QSizeF(w, h), 5, 0).human_hand(8)
        four = TableLayout(QSizeF(w, h), 4, 0).human_hand(10)
        step5 = five[1][0].x() - five[0][0].x()
        step4 = four[1][0].x() - four[0][0].x()
        assert step5 > step4 * 1.1, (w, h)


@pytest.mark.parametrize("n", SEATS)
@pytest.mark.parametrize(("w", "h"), [*SIZES, (640, 470)])
def test_plates_lie_on_the_table_clear_of_the_cards(n: int, w: int, h: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    size = lay.plate_size
    table = QRectF(0, 0, w, h)
    plates = [
        QRectF(
            lay.spots[s].plate.x() - size.width() / 2,
            lay.spots[s].plate.y() - size.height() / 2,
            size.width(),
            size.height(),
        )
        for s in range(n)
    ]
    cards = []
    for seat in range(1, n):
        cards += [
            card_polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, 10)
        ]
        cards.append(card_polygon(lay, *lay.pile(seat, 0), 0.5))
    for i, plate in enumerate(plates):
        assert table.contains(plate), (n, w, h, i)
        assert not any(plate.intersects(other) for other in plates[i + 1 :]), (n, w, h, i)
        assert not any(overlaps(QPolygonF(plate), card) for card in cards), (n, w, h, i)
    piles = [card_polygon(lay, *lay.pile(s, 0), 0.5) for s in range(n)]
    for i, pile in enumerate(piles):
        assert not any(overlaps(pile, other) for other in piles[i + 1 :]), (n, w, h, i)


def _plate(lay: TableLayout, seat: int) -> QPolygonF:
    size, centre = lay.plate_size, lay.spots[seat].plate
    return QPolygonF(
        QRectF(
            centre.x() - size.width() / 2 - 4,
            centre.y() - size.height() / 2 - 4,
            size.width() + 8,
            size.height() + 8,
        )
    )  # with the gold ring


@pytest.mark.parametrize("n", [6, 7, 8])
@pytest.mark.parametrize(("w", "h"), [s for s in SIZES if s[0] >= 800])
@pytest.mark.parametrize("count", [5, 10, 14])
def test_many_seats_keep_every_hand_in_its_block(n: int, w: int, h: int, count: int) -> None:
    """Six to eight seats: as players drop out a hand grows to 10 (four in play) or 14
    (three): each opponent's hand, squeezed, stays off every plate, pile, other hand and the
    trick; the viewer's fan keeps off the trick; everything lies on the table."""
    lay = TableLayout(QSizeF(w, h), n, 0)
    trick = [card_polygon(lay, p, a, TRICK_SCALE) for p, a in trick_cards(lay)]
    plates = [_plate(lay, s) for s in range(n)]
    piles = [card_polygon(lay, *lay.pile(s, 0), 0.5) for s in range(n)]
    lift = QPointF(0, -lay.card_h * 0.12)
    fan = [card_polygon(lay, p + lift, a, 1.0) for p, a in lay.human_hand(count)]
    hands = {0: fan}
    for seat in range(1, n):
        hands[seat] = [
            card_polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, count)
        ]
    for seat, cards in hands.items():
        for card in cards:
            assert QRectF(0, 0, w, h).contains(card.boundingRect()), (n, w, h, seat)
            assert not any(overlaps(card, t) for t in trick), (n, w, h, count, seat)
            assert not any(overlaps(card, p) for p in plates), (n, w, h, count, seat)
            for other, pile in enumerate(piles):
                assert not overlaps(card, pile), (n, w, h, count, seat, other)
            for other, others in hands.items():
                if other != seat:
                    assert not any(overlaps(card, o) for o in others), (n, w, h, seat, other)
    for i, plate in enumerate(plates):
        assert QRectF(0, 0, w, h).contains(plate.boundingRect()), (n, w, h, i)
        assert not any(overlaps(plate, p) for p in plates[i + 1 :]), (n, w, h, i)
        assert not any(overlaps(plate, p) for p in piles), (n, w, h, i)
        assert not any(overlaps(plate, t) for t in trick), (n, w, h, i)


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize(("w", "h"), [s for s in SIZES if s[0] >= 800])
def test_the_cards_set_apart_lie_apart_with_their_indices_in_sight(n: int, w: int, h: int) -> None:
    """The strip (four or five taken out, face up) or the monte lies apart from the trick,
    the piles, the plates and the hands, each card's top corner index in sight."""
    lay = TableLayout(QSizeF(w, h), n, 0)
    count = 5 if n >= 6 else 1
    aside = [(lay.aside(i, count), 0.0) for i in range(count)]
    bodies = [card_polygon(lay, p, a, STOCK_SCALE) for p, a in aside]
    for i, (pos, angle) in enumerate(aside):
        top_index = index_polygons(lay, pos, angle, STOCK_SCALE)[0]
        assert not any(overlaps(body, top_index) for body in bodies[i + 1 :]), (n, w, h, i)
    others = [card_polygon(lay, p, a, TRICK_SCALE) for p, a in trick_cards(lay)]
    others += [_plate(lay, s) for s in range(n)]
    others += [card_polygon(lay, *lay.pile(s, 0), 0.5) for s in range(n)]
    for seat in range(1, n):
        others += [
            card_polygon(lay, p, a, HAND_SCALE_OPPONENT) for p, a in lay.opponent_hand(seat, 10)
        ]
    others += [
        card_polygon(lay, p, a, 1.0)
        for p, a in lay.human_hand(13 if count == 1 else 6, aside=count)
    ]
    for body in bodies:
        assert QRectF(0, 0, w, h).contains(body.boundingRect()), (n, w, h)
        assert not any(overlaps(body, other) for other in others), (n, w, h)


@pytest.mark.parametrize("n", [6, 7, 8])
@pytest.mark.parametrize(("w", "h"), [s for s in SIZES if s[0] >= 800])
def test_many_seats_show_the_banner_between_the_trick_and_the_fan(n: int, w: int, h: int) -> None:
    lay = TableLayout(QSizeF(w, h), n, 0)
    half = max(14, round(lay.card_h * 0.12))  # the banner's text size: its half height and more
    banner = QPolygonF(QRectF(w / 2 - w * 0.2, lay.banner().y() - half, w * 0.4, 2 * half))
    trick = [card_polygon(lay, p, a, TRICK_SCALE) for p, a in trick_cards(lay)]
    lift = QPointF(0, -lay.card_h * 0.12)
    fan = [card_polygon(lay, p + lift, a, 1.0) for p, a in lay.human_hand(10)]
    assert not any(overlaps(banner, card) for card in trick + fan), (n, w, h)
