"""The table's texts: name plates, pile counters, stock/aside/discard labels, the banner.

``Decor`` is mixed into the scene; every text is built here with ``translate`` so that a
language change only has to call these methods again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from .timing import BANNER_MIN_MS


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


class Decor:
    # Provided by the scene: match, layout, plates, badges, labels, banner, hands, piles,
    # stock, shown, aside, aside_is_monte, discard, dealer, active, tricks_won, totals,
    # revealed, active_seat, _banner_timer, ms().

    def update_plates(self) -> None:
        match = self.match
        if match is None or not self.plates:
            return
        busca = match.rules.is_busca
        for seat, plate in enumerate(self.plates):
            total = match.totals[seat] if self.revealed or not match.hands else self.totals[seat]
            text = (_t("Busche: %1") if busca else _t("Points: %1")).replace("%1", str(total))
            out = seat not in match.in_play and not busca
            if out and not match.finished:
                text = _t("Out") + " · " + text
            plate.set_state(
                name=match.seats[seat].name,
                detail=text,
                dealer=seat == self.dealer,
                active=seat == self.active_seat,
                out=out and seat not in match.winners,
                winner=match.finished and seat in match.winners,
                dealer_text=_t("D", -1),
            )
            plate.setToolTip(_t("Dealer") if seat == self.dealer else "")

    def update_labels(self) -> None:
        lay = self.layout
        if lay is None:
            return
        stock = self.labels["stock"]
        stock.set_text(_t("Stock: %n", len(self.stock)) if self.stock else "")
        if self.stock:
            stock.setPos(lay.stock(0) + QPointF(0, lay.card_h * 0.5))
        aside = self.labels["aside"]
        text = ""
        if self.aside is not None:
            text = _t("Monte") if self.aside_is_monte else _t("Removed")
        aside.set_text(text)
        aside.setPos(lay.aside() + QPointF(0, lay.card_h * 0.48))
        for seat, badge in enumerate(self.badges):
            won = self.tricks_won[seat] if seat < len(self.tricks_won) else 0
            badge.set_text(str(won) if won else "")
            badge.setToolTip(_t("%n trick(s) taken", won))
            if won:
                pile = lay.pile(seat, len(self.piles.get(seat, [])))[0]
                badge.setPos(pile + QPointF(lay.card_w * 0.32, lay.card_h * 0.2))
        draw = self.labels["draw"]
        if self.shown and self.match is not None:
            seat = self.shown[-1][0]
            draw.set_text(_t("%1 draws").replace("%1", self.match.seats[seat].name))
            draw.setPos(lay.shown(len(self.shown) - 1) + QPointF(0, lay.card_h * 0.55))
        else:
            draw.set_text("")
        discard = self.labels["discard"]
        discard.set_text(_t("Discard") if self.discard is not None else "")
        if self.discard is not None:
            discard.setPos(lay.discard(self.dealer) + QPointF(0, lay.card_h * 0.35))

    def place_plates(self) -> None:
        lay = self.layout
        assert lay is not None
        for seat, plate in enumerate(self.plates):
            plate.set_size(lay.plate_size.width(), lay.plate_size.height())
            plate.setPos(lay.spots[seat].plate)
        self.update_plates()

    def show_banner(self, text: str, ms: int | None = None) -> None:
        self.banner.set_text(text)
        if self.layout is not None:
            self.banner.set_pixel_size(max(14, round(self.layout.card_h * 0.12)))
            self.banner.setPos(self.layout.banner())
        self.banner.setVisible(bool(text))
        duration = self.ms("banner") if ms is None else ms
        if duration > 0 or (ms is None and text):
            self._banner_timer.start(max(duration, BANNER_MIN_MS))
        else:
            self._banner_timer.stop()
