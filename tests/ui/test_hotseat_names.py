"""People sharing a screen are never called "You" (review item 17): the new-match dialog asks
for a name in seat 1, and whatever reaches a match without it (the saved settings, a resumed
or opened record, "Play this deal again" of such a match) has the person's default name
replaced by "Player <seat>"; one person alone keeps "You"."""

from __future__ import annotations

from ciapano_qt.engine import Match, Rules, Seat
from ciapano_qt.ui.app import i18n
from ciapano_qt.ui.app.settings import Settings
from ciapano_qt.ui.session.hotseat import name_people


def test_name_people_renames_only_a_person_under_the_default_name() -> None:
    seats = [
        Seat("You", "human", None),
        Seat("you", "ai", "easy"),  # a computer: not a person, kept
        Seat(" ", "human", None),
        Seat("Bruno", "human", None),
    ]
    assert name_people(seats, (0, 2, 3)) == [0, 2]
    assert [s.name for s in seats] == ["Player 1", "you", "Player 3", "Bruno"]
    assert seats[0] == Seat("Player 1", "human", None)


def test_a_hot_seat_match_from_the_saved_settings_names_seat_one(
    qtbot, window, settings: Settings
) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 3)
    settings.set("players/name0", "")  # left empty: Settings.seats says "You"
    settings.set("players/person2", True)
    settings.set("players/name2", "Bruno")
    assert settings.seats(3)[0].name == "You"
    window.start_match()
    s = window.session
    assert s.people == (0, 2)
    assert s.seat_name(0) == "Player 1" and s.seat_name(2) == "Bruno"
    assert s.match.seats[0] == Seat("Player 1", "human", None)  # so the record says it too
    qtbot.waitUntil(lambda: s.passing_to is not None, timeout=20_000)
    name = s.seat_name(s.passing_to)
    assert window.pass_screen.title.text() == f"Pass to {name}" and name != "You"
    seed = s.match.hands[0].extra["seed"]
    s.replay_deal(seed)  # "Play this deal again": the same seats, names and all
    assert s.seat_name(0) == "Player 1"


def test_one_person_alone_is_still_you(window, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings.set("rules/players", 3)
    settings.set("players/name0", "")
    window.start_match()
    assert window.session.people == (0,)
    assert window.session.seat_name(0) == "You"


def test_a_resumed_record_of_people_at_one_screen_is_renamed(window) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("You", "human", None), Seat("Anna", "ai", "easy"), Seat("Carla", "human", None)]
    match = Match(Rules(players=3), seats)
    match.deal_from_seed(5)
    window.session.resume(match)
    assert window.session.seat_name(0) == "Player 1"
    assert window.session.seat_name(2) == "Carla"


def test_the_word_of_the_language_in_use_is_the_default_too(
    window, settings: Settings, language: i18n.Language
) -> None:  # type: ignore[no-untyped-def]
    language.attach(settings)
    settings.set("general/language", "de")
    settings.set("rules/players", 3)
    settings.set("players/name0", "")
    settings.set("players/person1", True)
    settings.set("players/name1", "Anna")
    assert settings.seats(3)[0].name == "Du"
    window.start_match()
    assert window.session.seat_name(0) == "Spieler 1"
    settings.set("general/language", "en")
