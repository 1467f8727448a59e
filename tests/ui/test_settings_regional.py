"""Issue 16 in the settings: the match page offers the regional options (six to eight players'
method, the ace of batons, a number of hands, two against two), enables only what applies and
says why in the tooltip; the new-match summary names them; their refusals are translated."""

from __future__ import annotations

from ciapano_qt.engine import Rules
from ciapano_qt.engine.errors import RecordError, RulesError
from ciapano_qt.engine.match import Match, Seat
from ciapano_qt.engine.record import from_record, to_record
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog
from ciapano_qt.ui.dialogs.settingsdialog import SettingsDialog
from ciapano_qt.ui.session.fileactions import problem_text
from ciapano_qt.ui.text.messages import error_text


def _page(qtbot, settings: Settings):  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    return dialog, dialog.match_page


def test_the_page_offers_every_new_option_and_keeps_it(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    dialog, page = _page(qtbot, settings)
    assert [page.ace.itemData(i) for i in range(page.ace.count())] == ["one", "eleven", "six"]
    assert [page.many.itemData(i) for i in range(page.many.count())] == ["strip", "monte"]
    assert (page.hands_limit.minimum(), page.hands_limit.maximum()) == (0, 50)
    assert page.hands_limit.specialValueText() == "Off"
    page.ace.setCurrentIndex(page.ace.findData("eleven"))
    page.hands_limit.setValue(12)
    page.teams.setChecked(True)
    assert dialog.apply()
    assert settings.rules() == Rules(ace_of_batons="eleven", hands_limit=12, teams=True)
    _again, page = _page(qtbot, settings)
    assert page.ace.currentData() == "eleven"
    assert page.hands_limit.value() == 12 and page.teams.isChecked()


def test_teams_only_with_classic_for_exactly_four(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    _dialog, page = _page(qtbot, settings)
    assert page.teams.isEnabled() and page.teams.toolTip() == ""
    page.teams.setChecked(True)
    page.players.setValue(5)
    assert not page.teams.isEnabled()
    assert page.teams.toolTip() == "Two against two is played by exactly four players."
    assert page.rules().teams is False  # not refused: five players play without teams
    page.players.setValue(4)
    page.variant.setCurrentIndex(page.variant.findData("busca"))
    assert not page.teams.isEnabled() and not page.ace.isEnabled()
    assert not page.hands_limit.isEnabled() and not page.many.isEnabled()
    assert page.ace.toolTip() == "Busca does not use this option."
    assert page.cover.isEnabled() and page.cover.toolTip() == ""


def test_the_many_player_method_only_at_six_or_more(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    _dialog, page = _page(qtbot, settings)
    page.players.setValue(5)
    assert not page.many.isEnabled()
    assert page.many.toolTip() == "Only for a match begun with six to eight players."
    page.players.setMaximum(8)  # the table's cap aside: the page's own rule
    page.players.setValue(6)
    assert page.many.isEnabled() and page.many.toolTip() == ""


def test_three_players_may_be_reached_from_more(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    _dialog, page = _page(qtbot, settings)
    page.players.setMaximum(8)
    page.players.setValue(8)
    page.survivors.setValue(1)
    assert page.method.isEnabled()  # 8 -> ... -> 3 -> 2 as players drop out
    page.survivors.setValue(3)  # the match ends at three: never dealt for three
    assert not page.method.isEnabled()
    assert page.method.toolTip() == "Three players are never in play in this match."
    page.survivors.setValue(2)
    assert page.method.isEnabled()
    page.hands_limit.setValue(5)  # a number of hands: nobody drops out, always eight
    assert not page.method.isEnabled()
    assert not page.survivors.isEnabled() and not page.lowest.isEnabled()
    assert page.survivors.toolTip().startswith("Nobody drops out")
    page.players.setValue(3)
    assert page.method.isEnabled()  # three from the start


def test_the_summary_names_the_new_options(qapp, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings.set_rules(Rules(ace_of_batons="six", hands_limit=8, teams=True))
    dialog = NewMatchDialog(settings)
    lines = dialog.text.text().split("\n")
    head = dialog.rules_text.text()
    dialog.deleteLater()
    assert head == "Classic Ciapanò, 4 players"  # a number of hands: no target
    assert "Two against two: you and the player opposite are partners" in lines
    assert "A match of 8 hands: the lowest total wins" in lines
    assert "Ace of batons: Worth 6 points (hands of 16)" in lines
    assert not any(line.startswith("Survivors") for line in lines)  # nobody drops out
    settings.set_rules(Rules())
    dialog = NewMatchDialog(settings)
    lines = dialog.text.text().split("\n")
    dialog.deleteLater()
    assert not any(line.startswith(("Two against", "A match of", "Ace of")) for line in lines)


def test_the_new_refusals_are_translated(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        Rules(players=5, teams=True)
    except RulesError as exc:
        assert error_text(exc, "french") == "Two against two is played by exactly four players."
    else:
        raise AssertionError("teams for five accepted")
    data = to_record(Match(Rules(teams=True), [Seat(n, "ai", "random") for n in "ABCD"]))
    data["version"] = 1
    try:
        from_record(data)
    except RecordError as exc:
        text = problem_text(exc)
    else:
        raise AssertionError("a version-1 record with teams accepted")
    assert text == (
        "The record is marked as version 1 but uses an option of version 2 "
        "(two against two): it was altered or damaged."
    )
