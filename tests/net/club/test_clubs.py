"""The remembered clubs (a real file in a temporary folder) and the trust decision."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ciapano_qt.net.club.clubs import (
    MAX_CLUBS,
    Changed,
    Club,
    ClubBook,
    FirstMeeting,
    Trusted,
    decide,
)
from ciapano_qt.net.club.trust import Seen

PIN_A = ":".join(["AB"] * 32)
PIN_B = ":".join(["CD"] * 32)
HOME = ("club.example.org", 8443)
OTHER = ("::1", 9000)


def test_a_missing_file_is_an_empty_book(tmp_path: Path) -> None:
    book = ClubBook.load(tmp_path / "clubs.json")
    assert book.clubs == ()
    assert book.refused is None


def test_remember_pin_save_and_load_again(tmp_path: Path) -> None:
    path = tmp_path / "app" / "clubs.json"
    book = ClubBook.load(path)
    book.pin(HOME, PIN_A.replace(":", "").lower(), now=100.0)  # any form: kept canonical
    book.remember(HOME, "Ann", now=200.0)
    book.remember(OTHER, "Anna", now=300.0)
    book.save()
    again = ClubBook.load(path)
    assert again.refused is None
    assert again.clubs == (
        Club("::1", 9000, "Anna", None, 300.0),
        Club("club.example.org", 8443, "Ann", PIN_A, 200.0),
    )
    assert again.clubs[0].text() == "[::1]:9000"
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "ciapano-clubs" and data["version"] == 1


def test_a_save_cut_short_leaves_nothing_behind(tmp_path: Path) -> None:
    path = tmp_path / "clubs.json"
    stale = tmp_path / ".clubs.json.0a1b2c3d.tmp"  # what atomic_write left when killed
    stale.write_text('{"format": "ciapano-clu', "utf-8")
    os.utime(stale, (1.0, 1.0))
    book = ClubBook.load(path)
    assert book.clubs == () and book.refused is None
    assert not stale.exists()


def test_most_recent_first_and_the_pin_kept(tmp_path: Path) -> None:
    book = ClubBook(tmp_path / "clubs.json")
    book.pin(HOME, PIN_A, now=1.0)
    book.remember(OTHER, "Bo", now=2.0)
    book.remember(HOME, "Ann", now=3.0)  # used again: first, its pin kept
    assert [c.address for c in book.clubs] == [HOME, OTHER]
    assert book.find(HOME) == Club(*HOME, "Ann", PIN_A, 3.0)
    book.pin(OTHER, PIN_B)  # pinning is no use: the order stays
    assert [c.address for c in book.clubs] == [OTHER, HOME]
    assert book.find(OTHER) == Club(*OTHER, "Bo", PIN_B, 2.0)


def test_forget(tmp_path: Path) -> None:
    book = ClubBook(tmp_path / "clubs.json")
    book.remember(HOME, "Ann", now=1.0)
    assert book.forget(HOME) is True
    assert book.forget(HOME) is False
    assert book.clubs == ()


def test_the_cap_forgets_the_oldest(tmp_path: Path) -> None:
    book = ClubBook(tmp_path / "clubs.json")
    for i in range(MAX_CLUBS + 3):
        book.remember((f"club{i}.example.org", 8443), "Ann", now=float(i))
    assert len(book.clubs) == MAX_CLUBS
    assert book.clubs[0].host == f"club{MAX_CLUBS + 2}.example.org"
    assert book.clubs[-1].host == "club3.example.org"


@pytest.mark.parametrize(
    "address",
    [("Club.example.org", 8443), ("club.example.org", 0), ("bad_name", 1), ("[::1]", 1)],
)
def test_only_canonical_addresses(tmp_path: Path, address: tuple[str, int]) -> None:
    book = ClubBook(tmp_path / "clubs.json")
    with pytest.raises(ValueError):
        book.remember(address, "Ann")
    with pytest.raises(ValueError):
        book.pin(address, PIN_A)


def test_bad_name_and_bad_pin_refused(tmp_path: Path) -> None:
    book = ClubBook(tmp_path / "clubs.json")
    with pytest.raises(ValueError):
        book.remember(HOME, " Ann")
    with pytest.raises(ValueError):
        book.pin(HOME, "AB:CD")
    assert book.clubs == ()


def _club(**change: object) -> dict[str, object]:
    club: dict[str, object] = {
        "host": "club.example.org",
        "port": 8443,
        "name": "Ann",
        "pin": PIN_A,
        "used": 5.0,
    }
    club.update(change)
    return club


def _book(*clubs: object, **change: object) -> str:
    data: dict[str, object] = {"format": "ciapano-clubs", "version": 1, "clubs": list(clubs)}
    data.update(change)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "code", "words"),
    [
        ("", "storage.empty", "empty"),
        ('{"format": "ciapano-clubs", ', "storage.truncated", "before its end"),
        ("[1, 2]", "record.unknown_format", "not a book of clubs"),
        (_book(format="ciapano-match"), "record.unknown_format", "not a book of clubs"),
        (_book(version=2), "record.bad_version", "unknown version"),
        (_book(version=True), "record.bad_version", "unknown version"),
        (_book(extra=1), "clubs.bad_file", "not format, version and clubs"),
        (_book(clubs={}), "clubs.bad_file", "not format, version and clubs"),
        (_book(*[_club(port=i + 1) for i in range(33)]), "clubs.bad_file", "more than 32"),
        (_book(_club(), _club()), "clubs.bad_file", "twice"),
        (_book(_club(seat=1)), "clubs.bad_file", "club 1 is not"),
        (_book(_club(), [1]), "clubs.bad_file", "club 2 is not"),
        (_book(_club(host=None)), "clubs.bad_file", "club 1 has no address"),
        (_book(_club(port="8443")), "clubs.bad_file", "club 1 has no address"),
        (_book(_club(port=True)), "clubs.bad_file", "club 1 has no address"),
        (_book(_club(port=70000)), "clubs.bad_file", "club 1 has a bad address"),
        (_book(_club(host="Club.Example.org")), "clubs.bad_file", "club 1 has a bad address"),
        (_book(_club(host="a b")), "clubs.bad_file", "club 1 has a bad address"),
        (_book(_club(name="x" * 25)), "clubs.bad_file", "club 1 has a bad name"),
        (_book(_club(name=7)), "clubs.bad_file", "club 1 has a bad name"),
        (_book(_club(pin="ab" * 32)), "clubs.bad_file", "club 1 has a bad pin"),  # not canonical
        (_book(_club(pin="AB:CD")), "clubs.bad_file", "club 1 has a bad pin"),
        (_book(_club(used="today")), "clubs.bad_file", "club 1 has a bad time"),
        (_book(_club(used=True)), "clubs.bad_file", "club 1 has a bad time"),
        (_book(_club()).replace("5.0", "Infinity"), "record.not_finite", ""),
    ],
)
def test_a_refused_file_is_kept_aside_and_the_book_starts_empty(
    tmp_path: Path, text: str, code: str, words: str
) -> None:
    path = tmp_path / "clubs.json"
    path.write_text(text, "utf-8")
    book = ClubBook.load(path)
    assert book.clubs == ()
    assert book.refused is not None
    assert book.refused.error.code == code
    assert words in book.refused.error.message
    kept = book.refused.kept_as
    assert kept is not None and kept.parent == tmp_path and kept.name.startswith("clubs.damaged")
    assert kept.read_text("utf-8") == text  # kept as it was, never deleted
    assert not path.exists()
    book.remember(HOME, "Ann", now=1.0)  # the book works on, and writes a new file
    book.save()
    assert ClubBook.load(path).clubs == (Club(*HOME, "Ann", None, 1.0),)


def test_a_folder_in_its_place_is_refused_and_left_there(tmp_path: Path) -> None:
    path = tmp_path / "clubs.json"
    path.mkdir()
    book = ClubBook.load(path)
    assert book.refused is not None and book.refused.error.code == "storage.not_a_file"
    assert book.refused.kept_as is None and path.is_dir()


def test_a_good_file_keeps_its_order_by_time(tmp_path: Path) -> None:
    path = tmp_path / "clubs.json"
    old = _club(used=1, pin=None)
    new = _club(host="10.0.0.5", port=1, name="Bo", used=9.5)
    path.write_text(_book(old, new), "utf-8")
    book = ClubBook.load(path)
    assert book.refused is None
    assert [c.host for c in book.clubs] == ["10.0.0.5", "club.example.org"]
    assert book.clubs[1] == Club(*HOME, "Ann", None, 1.0)


# The trust decision -----------------------------------------------------------------------


def _pinned(tmp_path: Path) -> ClubBook:
    book = ClubBook(tmp_path / "clubs.json")
    book.pin(HOME, PIN_A, now=1.0)
    book.remember(OTHER, "Ann", now=2.0)  # met with an authority's certificate: no pin
    return book


def test_an_authoritys_certificate_needs_nothing(tmp_path: Path) -> None:
    book = _pinned(tmp_path)
    assert decide(book, ("new.example.org", 443), Seen(PIN_B, authority=True)) == Trusted()
    assert decide(book, HOME, Seen(PIN_B, authority=True)) == Trusted()  # moved to one


def test_a_pinned_certificate_must_match(tmp_path: Path) -> None:
    book = _pinned(tmp_path)
    assert decide(book, HOME, Seen(PIN_A, authority=False)) == Trusted()
    assert decide(book, HOME, Seen(PIN_B, authority=False)) == Changed(PIN_A, PIN_B)
    # the book's pin is the player's own word: an invitation cannot change it
    assert decide(book, HOME, Seen(PIN_B, authority=False), offered=PIN_B) == Changed(PIN_A, PIN_B)


def test_a_new_self_signed_certificate_is_the_players_to_confirm(tmp_path: Path) -> None:
    book = _pinned(tmp_path)
    seen = Seen(PIN_B, authority=False)
    assert decide(book, ("new.example.org", 8443), seen) == FirstMeeting(PIN_B)
    # known with an authority's certificate before: said so
    assert decide(book, OTHER, seen) == FirstMeeting(PIN_B, before_authority=True)


def test_the_invitations_pin_stands_for_the_players_word(tmp_path: Path) -> None:
    book = _pinned(tmp_path)
    new = ("new.example.org", 8443)
    offered = PIN_B.replace(":", "").lower()
    assert decide(book, new, Seen(PIN_B, authority=False), offered=offered) == Trusted()
    assert decide(book, new, Seen(PIN_A, authority=False), offered=offered) == Changed(PIN_B, PIN_A)
    with pytest.raises(ValueError):
        decide(book, new, Seen(PIN_A, authority=False), offered="AB")
