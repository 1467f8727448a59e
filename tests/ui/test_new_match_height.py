"""New match fits its seats: back from eight seats to four, it shrinks (issue 36: it kept its
eight-seat height, the four seats spread apart with large gaps)."""

from __future__ import annotations

from dataclasses import replace

from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog


def test_the_dialog_shrinks_when_seats_are_removed(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    settings.set_rules(replace(settings.rules(), players=4))
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    four = dialog.height()
    settings.set_rules(replace(settings.rules(), players=8))
    dialog.refresh()  # as after "Change settings…"
    qtbot.waitUntil(lambda: dialog.height() > four + 60)
    settings.set_rules(replace(settings.rules(), players=4))
    dialog.refresh()
    qtbot.wait(50)
    assert dialog.height() <= four + 2, (dialog.height(), four)
    assert all(dialog.seats.names[i].isVisible() for i in range(4))
