"""Replay this deal: every hand the app deals comes from a seed kept in the record and shown
in the hand summary; the new-match dialog takes a deal number and the practice match deals
that hand first and is not counted in the statistics."""

from __future__ import annotations

from ciapano_qt.engine import Rules
from ciapano_qt.engine.shuffle import SEED_LIMIT
from ciapano_qt.storage.stats_model import Stats
from ciapano_qt.ui.dialogs.newmatch import NewMatchDialog

from .conftest import seats, start_human_match


def _play_out(qtbot, c) -> None:  # type: ignore[no-untyped-def]
    while c.match.hand is not None:
        qtbot.waitUntil(lambda: c.is_human_turn() or c.match.hand is None, timeout=30_000)
        if c.match.hand is not None:
            c.play_human(c.human_view().legal_moves[0])


def test_each_hand_is_dealt_from_a_kept_seed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window, Rules(players=4))
    _play_out(qtbot, c)
    c.next_hand()
    qtbot.waitUntil(lambda: c.hands_dealt == 2)
    first, second = (h.extra["seed"] for h in c.match.hands)
    assert 0 <= first < SEED_LIMIT and 0 <= second < SEED_LIMIT
    assert c.record()["hands"][1]["seed"] == second
    assert c.hand_summary(0).seed == first and not c.hand_summary(0).practice
    # The second hand, played again as practice: the same cards in the same seats.
    dealt = c.match.hands[1].deal
    c.new_match(Rules(players=4), seats(4), deal=second)
    assert c.match.hands[0].deal == dealt
    assert c.match.extra["practice_deal"] == second
    _play_out(qtbot, c)
    assert c.hand_summary(0).practice and c.hand_summary(0).seed == second


def test_a_practice_match_is_not_counted(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.new_match(Rules(players=4, hands_limit=1), seats(4), deal=42)
    qtbot.waitUntil(lambda: c.is_human_turn() or c.match.finished, timeout=30_000)
    while not c.match.finished:
        if c.match.hand is None:
            c.next_hand()
        _play_out(qtbot, c)
    assert not Stats().add(c.match, 0)
    c.match.extra.pop("practice_deal")
    assert Stats().add(c.match, 0)  # the same match counts when it is no practice


def test_the_summary_shows_the_deal_number(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.new_match(Rules(players=4), seats(4), deal=2026)
    _play_out(qtbot, c)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
    texts = [label.text() for label in window.summary.findChildren(type(window.status))]
    assert "Deal number: 2026" in texts
    assert "Practice: not counted in the statistics." in texts


def test_the_dialog_takes_a_deal_number(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.deal_seed() is None and dialog.start.isEnabled()
    qtbot.keyClicks(dialog.deal, "123x45")  # the letter is refused as it is typed
    assert dialog.deal.text() == "12345" and dialog.deal_seed() == 12345
    dialog.deal.setText(str(SEED_LIMIT))  # beyond the last seed
    assert dialog.deal_seed() is None and not dialog.start.isEnabled()
    assert "4294967295" in dialog.deal_note.text()
    dialog.deal.setText("")
    assert dialog.start.isEnabled()


def test_the_window_starts_the_practice_from_the_dialog(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def accept(self) -> int:  # type: ignore[no-untyped-def]
        self.deal.setText("777")
        return 1

    monkeypatch.setattr(NewMatchDialog, "exec", accept)
    window.new_match_dialog()
    assert window.session.match.extra["practice_deal"] == 777
    assert window.session.match.hands[0].extra["seed"] == 777


def _seeded_match(rules: Rules, seed: int):  # type: ignore[no-untyped-def]
    """A whole match of random players, each hand dealt from a seed as the app deals."""
    import random

    from ciapano_qt.ai.base import RandomPlayer
    from ciapano_qt.ai.play import play_hand
    from ciapano_qt.engine.match import Match, Seat

    rng = random.Random(seed)
    match = Match(rules, [Seat(f"P{i}", "ai", "random") for i in range(rules.players)])
    players = [RandomPlayer(rng.getrandbits(32)) for _ in range(rules.players)]
    while not match.finished:
        match.deal_from_seed(rng.randrange(SEED_LIMIT))
        play_hand(match, players)
    return match


def test_only_a_deal_to_every_seat_can_be_played_again() -> None:
    from ciapano_qt.ui.models.summary import hand_summary

    # A target of 11 with four players: someone goes out, and the later hands are dealt to
    # fewer seats, which the same seed as a first hand would not give.
    match = _seeded_match(Rules(players=4, target=11), 5)
    full = [i for i, h in enumerate(match.hands) if len(h.state.active) == 4]
    fewer = [i for i, h in enumerate(match.hands) if len(h.state.active) < 4]
    assert full and fewer  # the seed was picked so the match has both
    for i in full:
        assert hand_summary(match, i).replayable
    for i in fewer:
        summary = hand_summary(match, i)
        assert summary.seed is not None and not summary.replayable


def _first_summary(qtbot, window):  # type: ignore[no-untyped-def]
    c = window.session
    start_human_match(window, Rules(players=4, target=31))
    dealt = c.match.hands[0].deal
    _play_out(qtbot, c)
    qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
    return c, dealt


def test_the_summary_plays_the_deal_again_after_asking(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    c, dealt = _first_summary(qtbot, window)
    levels = [(s.kind, s.level) for s in c.match.seats]
    seed = c.match.hands[0].extra["seed"]
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def answer(parent: object, title: str, *rest: object) -> object:
        asked.append(title)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    button = window.summary.replay_button
    assert button.text() == "&Play this deal again"
    button.click()  # "No": the match and its summary stay
    assert asked == ["Abandon the match?"] and window.summary is not None
    assert c.match.extra.get("practice_deal") is None and c.hands_dealt == 1
    button.click()  # "Yes": a practice match with this deal first
    assert window.summary is None
    assert c.match.extra["practice_deal"] == seed
    assert c.match.hands[0].deal == dealt
    assert [(s.kind, s.level) for s in c.match.seats] == levels
    assert c.match.rules == Rules(players=4, target=31)  # the match's rules, not the settings'


def test_a_later_deal_has_no_button(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from ciapano_qt.ui.dialogs.summary import HandSummaryDialog

    _first_summary(qtbot, window)
    summary = window.session.hand_summary(0)
    assert summary.replayable
    dialog = HandSummaryDialog(replace(summary, replayable=False), window.art)
    qtbot.addWidget(dialog)
    assert not hasattr(dialog, "replay_button")
    demo = HandSummaryDialog(summary, window.art, demo=True)
    qtbot.addWidget(demo)
    assert not hasattr(demo, "replay_button")


def test_the_summary_buttons_are_never_cut(qtbot, window, settings, language) -> None:  # type: ignore[no-untyped-def]
    """The longest labels (French, German, Italian) widen the dialog instead of being cut."""
    from PySide6.QtWidgets import QPushButton

    from ciapano_qt.ui.dialogs.summary import HandSummaryDialog

    from .i18n_helpers import TRANSLATED, tr

    language.attach(settings)
    _first_summary(qtbot, window)
    summary = window.session.hand_summary(0)
    for lang in ("en", *TRANSLATED):
        settings.set("general/language", lang)
        dialog = HandSummaryDialog(summary, window.art)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.replay_button.text() == tr("HandSummaryDialog", "&Play this deal again")
        for button in dialog.findChildren(QPushButton):
            assert button.width() >= button.sizeHint().width(), (lang, button.text())
        dialog.close()
    settings.set("general/language", "en")


def test_every_deal_number_plays_again_from_the_summary(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 36, 1: a deal number above 2,147,483,647 (about half of them) crossed the summary's
    signal as a 32-bit int and "Play this deal again" raised OverflowError."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *_: QMessageBox.StandardButton.Yes)
    )
    c = window.session
    for seed in (4051110184, SEED_LIMIT - 1):
        c.new_match(Rules(players=4), seats(4), deal=seed)
        dealt = c.match.hands[0].deal
        _play_out(qtbot, c)
        qtbot.waitUntil(lambda: window.summary is not None, timeout=30_000)
        window.summary.replay_button.click()
        assert window.summary is None
        assert c.match.extra["practice_deal"] == seed
        assert c.match.hands[0].extra["seed"] == seed and c.match.hands[0].deal == dealt


def test_the_deal_field_takes_the_whole_range(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    for number in (0, 2**31 - 1, 2**31, 4051110184, SEED_LIMIT - 1):
        dialog.deal.clear()
        qtbot.keyClicks(dialog.deal, str(number))
        assert dialog.deal_seed() == number and dialog.start.isEnabled()
