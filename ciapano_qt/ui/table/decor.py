"""The table's texts: name plates, pile counters, stock/aside/discard labels, the banner.

The scene has a ``Decor`` (composed, not mixed in): it owns those items and builds every
text with ``translate``, so that a language change only has to call its methods again. The
plates read the seats model (name, totals, dealer, in play, winner, turn); the counters and
labels read the scene's ``Placement``, which follows the events as they are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from ..models.seats import SeatRole, SeatsModel
from ..text.plain import plain_tip
from .items import Pill, SeatPlate
from .placement import Placement
from .timing import BANNER_MIN_MS

if TYPE_CHECKING:
    from .fitted import FittedPill


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


class Decor:
    def __init__(
        self,
        scene: QGraphicsScene,
        seats: SeatsModel,
        placement: Placement,
        ms: Callable[[str], int],
        finished: Callable[[], bool],
    ) -> None:
        self.scene = scene
        self.seats = seats
        self.placement = placement
        self.ms = ms  # a duration by name, at the table's speed
        self.finished = finished  # the match is over
        self.plates: list[SeatPlate] = []
        self.names: list[str] | None = None  # the names the plates were laid out for
        self.names_changed: Callable[[], None] | None = None  # lays the table out again
        self.between_turns = False  # the table shows a moment the session has left: no glow
        self.badges: list[Pill] = []
        self._banner: FittedPill | None = None  # made with its first text (see banner)
        self.labels = {k: Pill(12) for k in ("stock", "aside", "discard", "draw")}
        for pill in self.labels.values():
            pill.setZValue(5)
            pill.setVisible(False)
            scene.addItem(pill)
        self._banner_timer = QTimer(scene)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.hide_banner)

    @property
    def banner(self) -> FittedPill:
        """The text in the middle of the table (hints, refusals, prompts), made when first
        wanted: a resumed match's first paint shows none (``fitted.py`` loads then)."""
        if self._banner is None:
            from .fitted import FittedPill

            self._banner = FittedPill(18, strong=True)
            self._banner.setZValue(900)
            self._banner.setVisible(False)
            self.scene.addItem(self._banner)
            self.place_banner()
        return self._banner

    def banner_shown(self) -> str:
        """The banner's text while it is on show, else ""."""
        banner = self._banner
        return banner.text if banner is not None and banner.isVisible() else ""

    def make_plates(self, n_seats: int) -> None:
        """A name plate and a trick counter for each seat of a new match."""
        for item in (*self.plates, *self.badges):
            self.scene.removeItem(item)
        self.plates = [SeatPlate() for _ in range(n_seats)]
        self.names = None
        self.badges = [Pill(12, strong=True) for _ in range(n_seats)]
        for plate, badge in zip(self.plates, self.badges, strict=True):
            plate.setZValue(4)
            badge.setZValue(99)
            badge.setVisible(False)
            self.scene.addItem(plate)
            self.scene.addItem(badge)

    def _seat(self, seat: int, role: int) -> object:
        return self.seats.data(self.seats.index(seat), role)

    def _names(self) -> list[str]:
        return [str(self._seat(s, SeatRole.NAME)) for s in range(self.seats.rowCount())]

    def plate_need(self, seat: int, height: float) -> float:
        """How wide ``seat``'s plate would be to show its whole name (``TableLayout``)."""
        if seat >= self.seats.rowCount():
            return 0.0
        return SeatPlate.width_for(str(self._seat(seat, SeatRole.NAME)), height)

    def update_plates(self) -> None:
        if not self.plates or self.seats.rowCount() != len(self.plates):
            return
        if self.names is not None and self.names != self._names() and self.names_changed:
            self.names_changed()  # a plate grows or shrinks to its new name
            return
        place = self.placement
        busca = place.busca
        over = self.finished()
        for seat, plate in enumerate(self.plates):
            total = self._seat(seat, SeatRole.TOTAL if place.revealed else SeatRole.HAND_TOTAL)
            team = self._seat(seat, SeatRole.TEAM)
            team = team if isinstance(team, int) else -1
            if busca:
                text = _t("Busche: %1").replace("%1", str(total))
            elif team >= 0:  # two against two: a seat's total is its team's
                text = _t("Team: %1").replace("%1", str(total))
            else:  # the match's total (at the hand's start while it is played): say so
                text = _t("Match: %1").replace("%1", str(total))
            out = not self._seat(seat, SeatRole.IN_PLAY) and not busca
            if out and not over:
                text = _t("Out") + " · " + text
            away = bool(self._seat(seat, SeatRole.AWAY))  # a networked person, dropped
            if away:
                text = _t("Away") + " · " + text
            winner = bool(self._seat(seat, SeatRole.WINNER))
            plate.set_state(
                name=self._seat(seat, SeatRole.NAME),
                detail=text,
                dealer=seat == place.dealer,
                active=bool(self._seat(seat, SeatRole.TURN)) and not self.between_turns,
                out=out and not winner,
                winner=winner,
                dealer_text=_t("D", -1),
                team="AB"[team] if team >= 0 else "",  # rulenames.TEAM_LETTERS
                team_index=team,
            )
            tips = []
            if team >= 0:  # two against two only: the rule names wait for such a match
                from ..text.rulenames import team_label

                partner = (seat + 2) % len(self.plates)
                name = str(self._seat(partner, SeatRole.NAME))
                tips.append(team_label(team) + ": " + _t("partner of %1").replace("%1", name))
            if away:
                name = str(self._seat(seat, SeatRole.NAME))
                tips.append(_t("Played by the computer until %1 returns").replace("%1", name))
            if seat == place.dealer:
                tips.append(_t("Dealer"))
            plate.setToolTip(plain_tip("\n".join(tips)))  # names: never rich text

    def update_labels(self) -> None:
        place = self.placement
        lay = place.layout
        if lay is None:
            return
        stock = self.labels["stock"]
        stock.set_text(_t("Stock: %n", len(place.stock)) if place.stock else "")
        if place.stock:
            stock.setPos(lay.stock(0) + QPointF(0, lay.card_h * 0.5))
        aside = self.labels["aside"]
        text = ""
        if place.aside:
            text = _t("Monte") if place.aside_is_monte else _t("Removed")
        aside.set_text(text)
        aside.setPos(lay.aside_label(len(place.aside), aside.boundingRect().width()))
        for seat, badge in enumerate(self.badges):
            won = place.tricks_won[seat] if seat < len(place.tricks_won) else 0
            badge.set_text(str(won) if won else "")
            # whose pile it is, by the name on its plate
            name = str(self._seat(seat, SeatRole.NAME)) if seat < self.seats.rowCount() else ""
            badge.setToolTip(plain_tip(_t("%1: %n trick(s) taken", won).replace("%1", name)))
            if won:
                badge.setPos(lay.badge(seat, len(place.piles.get(seat, []))))
        draw = self.labels["draw"]
        if place.shown and self.seats.rowCount():
            seat = place.shown[-1][0]
            if self._seat(seat, SeatRole.VIEWER):  # the player's own sentence: "You draw"
                draw.set_text(_t("You draw"))
            else:
                draw.set_text(_t("%1 draws").replace("%1", str(self._seat(seat, SeatRole.NAME))))
            draw.setPos(lay.shown(len(place.shown) - 1) + QPointF(0, lay.card_h * 0.55))
        else:
            draw.set_text("")
        discard = self.labels["discard"]
        discard.set_text(_t("Discard") if place.discard is not None else "")
        if place.discard is not None:
            width = discard.boundingRect().width()
            discard.setPos(lay.discard_label(place.dealer, width))

    def trick_text(self, winner: int, click: bool) -> str:
        """The status line while a finished trick is shown (its pause, its collection, the
        cards drawn after it): who took it, and ``click``: that it waits for a click."""
        if self._seat(winner, SeatRole.VIEWER):
            if click:
                return _t("You take the trick. Click to continue.")
            return _t("You take the trick.")
        text = _t("%1 takes the trick. Click to continue.") if click else _t("%1 takes the trick.")
        return text.replace("%1", str(self._seat(winner, SeatRole.NAME)))

    def place_plates(self) -> None:
        lay = self.placement.layout
        assert lay is not None
        for seat, plate in enumerate(self.plates):
            plate.set_size(lay.plate_width(seat), lay.plate_size.height())
            plate.setPos(lay.spots[seat].plate)
        self.names = self._names()
        self.update_plates()
        self.place_banner()

    def show_banner(self, text: str, ms: int | None = None) -> None:
        self.banner.set_text(text)
        self.place_banner()
        self.banner.setVisible(bool(text))
        duration = self.ms("banner") if ms is None else ms
        if duration > 0 or (ms is None and text):
            self._banner_timer.start(max(duration, BANNER_MIN_MS))
        else:
            self._banner_timer.stop()

    def place_banner(self) -> None:
        """The banner into its room: centred, wrapped and shrunk to fit; when even its
        smallest letters need more height, its bottom on the room's (over the trick, never
        over the player's cards)."""
        lay, banner = self.placement.layout, self._banner
        if lay is None or banner is None:
            return
        banner.set_pixel_size(max(14, round(lay.card_h * 0.12)))
        room = lay.banner_room()
        banner.set_room(room.width(), room.height())
        height = banner.boundingRect().height()
        y = room.center().y()
        if height > room.height():
            y = room.bottom() - height / 2
        banner.setPos(room.center().x(), y)

    def hide_banner(self) -> None:
        if self._banner is not None:
            self._banner.setVisible(False)
