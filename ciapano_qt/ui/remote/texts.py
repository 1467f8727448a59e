"""The words of a networked table: a host's refusals and a card it rejected, translated
(context ``Remote``; the codes are docs/network.md's)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..text import messages


def _t(text: str) -> str:
    return QCoreApplication.translate("Remote", text)


def refusal_text(reason: str, host_protocol: int | None = None) -> str:
    """The translated sentence for a host's ``refused`` reason (docs/network.md)."""
    from ...net.protocol import PROTOCOL_VERSION

    if reason == "version":
        text = _t(
            "This table speaks another version of the network protocol (%1; this program "
            "speaks %2). Both need the same version of Ciapanò."
        )
        return text.replace("%1", str(host_protocol or "?")).replace("%2", str(PROTOCOL_VERSION))
    texts = {
        "full": _t("Every seat at this table is taken."),
        "code": _t("Wrong table code: ask the host for the six digits shown on their screen."),
        "closed": _t("This table is closed, or its match has started without you."),
        "token": _t("Your seat at this table is no longer kept (its match is over)."),
        "name": _t("That name cannot be used: 1 to 24 characters of plain text."),
        "busy": _t(
            "The table is turning joiners away for now (too many attempts): wait a minute, "
            "then try again."
        ),
    }
    return texts.get(reason, _t("The host refused to seat you."))


def unsafe_text(kind: str) -> str:
    """The translated sentence when protocol 3's proof fails: ``"mitm"`` (the code did not
    match, or the host's certificate is not the one kept), ``"older"`` (the host speaks an
    older protocol); or a club's certificate is not the pinned one (``"changed"``) or no
    authority vouches for it (``"unverified"``, ``remote.club``)."""
    if kind == "changed":
        return _t(
            "The club's certificate is not the one you trusted before. It may have a new "
            "certificate (ask whoever runs it), or someone is between you and the club: "
            "nothing was sent."
        )
    if kind == "unverified":
        return _t(
            "No authority vouches for this club's certificate, and it is not one you have "
            "trusted: nothing was sent."
        )
    if kind == "older":
        return _t(
            "The host runs an older version of Ciapanò: it needs to update before you can join."
        )
    return _t(
        "Wrong code, or someone between you and the host. Check the six digits on the "
        "host's screen and join again."
    )


def rejection_text(reason: str) -> str:
    """The translated sentence for a card the host ``rejected``."""
    texts = {
        "stale": _t("Too late: the game had already moved on (the computer played for you)."),
        "not_your_turn": messages.not_your_turn(),
        "illegal": _t("The host refused that card."),
    }
    return texts.get(reason, _t("The host did not understand that move."))


def result_text(m: dict[str, Any], names: Sequence[str], seats: Sequence[int]) -> str:
    """ "Hand over: Anna +3 → 12, …": a ``scored`` message's scores and totals of ``seats``
    (named ``names``)."""
    parts = [
        f"{name} {m['scores'][s]:+d} → {m['totals'][s]}"
        for name, s in zip(names, seats, strict=True)
    ]
    return _t("Hand over: %1").replace("%1", ", ".join(parts))
