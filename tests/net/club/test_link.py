"""The invitation link and a club's typed address: hand-written good and damaged texts."""

from __future__ import annotations

import pytest

from ciapano_qt.net.club import link
from ciapano_qt.net.club.link import (
    BAD_CODE,
    BAD_HOST,
    BAD_PIN,
    BAD_PORT,
    DEFAULT_PORT,
    NOT_A_LINK,
    TOO_LONG,
    UNKNOWN_PART,
    Invitation,
    LinkError,
    parse_club_address,
    parse_invitation,
)

HEX = "0123456789abcdef" * 4  # 64 hex digits
PIN = ":".join(HEX.upper()[i : i + 2] for i in range(0, 64, 2))  # its canonical form
CODE = "KQ7M-3XTR-W9"


def test_text_of_a_pinned_invitation() -> None:
    inv = Invitation("club.example.org", 8443, CODE, PIN)
    assert inv.text() == f"ciapano://club.example.org:8443/KQ7M-3XTR-W9?pin={HEX}"
    assert inv.address() == "club.example.org:8443"
    assert inv.url() == "wss://club.example.org:8443"


def test_text_of_an_ipv6_invitation_without_pin() -> None:
    inv = Invitation("2001:db8::7", 443, CODE, None)
    assert inv.text() == "ciapano://[2001:db8::7]:443/KQ7M-3XTR-W9"
    assert inv.address() == "[2001:db8::7]:443"
    assert inv.url() == "wss://[2001:db8::7]:443"


@pytest.mark.parametrize(
    "inv",
    [
        Invitation("club.example.org", 8443, CODE, PIN),
        Invitation("127.0.0.1", 1, "22AB-CDEF-GH", None),
        Invitation("::1", 65535, "ZZZZ-ZZZZ-ZZ", PIN),
        Invitation("2001:db8::7", 443, CODE, None),
    ],
)
def test_parse_is_the_inverse_of_text(inv: Invitation) -> None:
    assert parse_invitation(inv.text()) == inv


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # surrounding whitespace (a paste with a newline), scheme and host in any case
        (f"  \tCIAPANO://Club.Example.ORG:8443/{CODE}?pin={HEX}\n", ("club.example.org", 8443)),
        # a lower-case code without dashes
        (f"ciapano://club.example.org:8443/kq7m3xtrw9?pin={HEX}", ("club.example.org", 8443)),
        # a pin with colons, and upper case
        (f"ciapano://club.example.org:8443/{CODE}?pin={PIN}", ("club.example.org", 8443)),
        # percent-encoding where it is legal: the host, the code, the query key and value
        (
            f"ciapano://club.ex%61mple.org:8443/KQ7M%2D3XTR%2Dw9?p%69n={PIN.replace(':', '%3A')}",
            ("club.example.org", 8443),
        ),
        # no port: the club's default one
        (f"ciapano://club.example.org/{CODE}?pin={HEX}", ("club.example.org", DEFAULT_PORT)),
        # IPv6, written in full: kept in its short form
        (f"ciapano://[2001:DB8:0:0:0:0:0:7]:9/{CODE}?pin={HEX}", ("2001:db8::7", 9)),
        (f"ciapano://[::1]/{CODE}?pin={HEX}", ("::1", DEFAULT_PORT)),
        (f"ciapano://10.0.0.5:8443/{CODE}?pin={HEX}", ("10.0.0.5", 8443)),
    ],
)
def test_lenient_where_harmless(text: str, expected: tuple[str, int]) -> None:
    inv = parse_invitation(text)
    assert (inv.host, inv.port) == expected
    assert inv.code == CODE
    assert inv.pin == PIN


def test_without_pin() -> None:
    inv = parse_invitation(f"ciapano://club.example.org:443/{CODE}")
    assert inv == Invitation("club.example.org", 443, CODE, None)


OK = f"ciapano://club.example.org:8443/{CODE}?pin={HEX}"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", NOT_A_LINK),
        ("KQ7M-3XTR-W9", NOT_A_LINK),
        (OK.replace("ciapano://", "https://"), NOT_A_LINK),
        (OK.replace("ciapano://", "ciapano:"), NOT_A_LINK),
        (OK.replace("ciapano://", "ciapano:/"), NOT_A_LINK),
        (OK.replace("ciapano://", "xciapano://"), NOT_A_LINK),
        # the host
        (f"ciapano://:8443/{CODE}", BAD_HOST),
        (f"ciapano:///{CODE}", BAD_HOST),
        (f"ciapano://bad_name.org:8443/{CODE}", BAD_HOST),
        (f"ciapano://-club.org:8443/{CODE}", BAD_HOST),
        (f"ciapano://club..org:8443/{CODE}", BAD_HOST),
        (f"ciapano://club.org.:8443/{CODE}", BAD_HOST),
        (f"ciapano://{'a' * 64}.org:8443/{CODE}", BAD_HOST),
        (f"ciapano://10.0.0.300:8443/{CODE}", BAD_HOST),
        (f"ciapano://1234:8443/{CODE}", BAD_HOST),
        (f"ciapano://clüb.org:8443/{CODE}", BAD_HOST),
        (f"ciapano://club%2Forg:8443/{CODE}", BAD_HOST),  # an escaped slash in a name
        (f"ciapano://club%zzorg:8443/{CODE}", BAD_HOST),  # a broken escape
        (f"ciapano://club%00.org:8443/{CODE}", BAD_HOST),
        (f"ciapano://::1:8443/{CODE}", BAD_HOST),  # IPv6 without brackets
        (f"ciapano://[::1/{CODE}", BAD_HOST),
        (f"ciapano://[club.org]:8443/{CODE}", BAD_HOST),
        (f"ciapano://[::g]:8443/{CODE}", BAD_HOST),
        (f"ciapano://[fe80::1%25eth0]:8443/{CODE}", BAD_HOST),  # a zone: local to one machine
        (f"ciapano://[::1]x:8443/{CODE}", BAD_HOST),
        # the port
        (f"ciapano://club.org:0/{CODE}", BAD_PORT),
        (f"ciapano://club.org:65536/{CODE}", BAD_PORT),
        (f"ciapano://club.org:/{CODE}", BAD_PORT),
        (f"ciapano://club.org:-1/{CODE}", BAD_PORT),
        (f"ciapano://club.org:84a3/{CODE}", BAD_PORT),
        (f"ciapano://club.org:%38443/{CODE}", BAD_PORT),  # no escape in a port
        (f"ciapano://club.org:８４４３/{CODE}", BAD_PORT),  # full-width digits
        (f"ciapano://club.org:000008443/{CODE}", BAD_PORT),
        (f"ciapano://[::1]:99999/{CODE}", BAD_PORT),
        # the code
        ("ciapano://club.org:8443", BAD_CODE),
        ("ciapano://club.org:8443/", BAD_CODE),
        (f"ciapano://club.org:8443?pin={HEX}", BAD_CODE),
        ("ciapano://club.org:8443/KQ7M-3XTR-W", BAD_CODE),  # one character short
        ("ciapano://club.org:8443/KQ7M-3XTR-W90", BAD_CODE),  # one too many
        ("ciapano://club.org:8443/KQ0M-3XTR-W9", BAD_CODE),  # 0 is not in the alphabet
        ("ciapano://club.org:8443/KQ7M 3XTR W9", BAD_CODE),  # raw spaces: not in a URL
        ("ciapano://club.org:8443/KQ7M%2G3XTR-W9", BAD_CODE),  # a broken escape
        # the pin
        (f"ciapano://club.org:8443/{CODE}?pin={HEX[:-1]}", BAD_PIN),
        (f"ciapano://club.org:8443/{CODE}?pin={HEX}0", BAD_PIN),
        (f"ciapano://club.org:8443/{CODE}?pin={HEX[:-1]}g", BAD_PIN),
        (f"ciapano://club.org:8443/{CODE}?pin=", BAD_PIN),
        (f"ciapano://club.org:8443/{CODE}?pin", BAD_PIN),
        (f"ciapano://club.org:8443/{CODE}?pin={HEX}&pin={HEX}", BAD_PIN),  # twice
        (f"ciapano://club.org:8443/{CODE}?pin={HEX}%", BAD_PIN),
        # anything else
        (f"ciapano://player@club.org:8443/{CODE}", UNKNOWN_PART),
        (f"ciapano://player:secret@club.org:8443/{CODE}", UNKNOWN_PART),
        (f"{OK}#here", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}#", UNKNOWN_PART),
        (f"{OK}&seat=2", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}?name=Ann", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}?pin={HEX}&", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}?PIN={HEX}", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}/", UNKNOWN_PART),
        (f"ciapano://club.org:8443/table/{CODE}", UNKNOWN_PART),
        (f"ciapano://club.org:8443/{CODE}?pin={HEX} extra", UNKNOWN_PART),
        # the length
        (OK + "&" + "x" * 600, TOO_LONG),
        (" " * 5000 + OK, TOO_LONG),
    ],
)
def test_damaged_links_are_refused_with_their_reason(text: str, reason: str) -> None:
    with pytest.raises(LinkError) as caught:
        parse_invitation(text)
    assert caught.value.reason == reason


def test_a_link_with_much_whitespace_around_it_is_still_read() -> None:
    assert parse_invitation("\n" * 300 + OK + " " * 300).code == CODE


def test_every_reason_is_a_constant() -> None:
    assert set(link.REASONS) == {
        NOT_A_LINK,
        BAD_HOST,
        BAD_PORT,
        BAD_CODE,
        BAD_PIN,
        UNKNOWN_PART,
        TOO_LONG,
    }
    assert len(set(link.REASONS)) == 7


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("club.example.org", ("club.example.org", DEFAULT_PORT)),
        ("  Club.Example.org:443 \n", ("club.example.org", 443)),
        ("wss://club.example.org:9000", ("club.example.org", 9000)),
        ("WSS://club.example.org:9000/", ("club.example.org", 9000)),
        ("127.0.0.1:8443", ("127.0.0.1", 8443)),
        ("[::1]:8443", ("::1", 8443)),
        ("[::1]", ("::1", DEFAULT_PORT)),
        ("2001:db8::7", ("2001:db8::7", DEFAULT_PORT)),  # typed without brackets
        ("wss://[2001:db8::7]:1", ("2001:db8::7", 1)),
    ],
)
def test_club_address(text: str, expected: tuple[str, int]) -> None:
    assert parse_club_address(text) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", BAD_HOST),
        ("   ", BAD_HOST),
        ("wss://", BAD_HOST),
        (":8443", BAD_HOST),
        ("bad_host:8443", BAD_HOST),
        ("club.org:0", BAD_PORT),
        ("club.org:65536", BAD_PORT),
        ("club.org:port", BAD_PORT),
        ("https://club.org", NOT_A_LINK),
        ("ws://club.org:8443", NOT_A_LINK),  # there is no plain-text mode
        ("wss://club.org:8443/lobby", UNKNOWN_PART),
        ("club.org?x=1", UNKNOWN_PART),
        ("ann@club.org", UNKNOWN_PART),
        ("club.org" * 100, TOO_LONG),
    ],
)
def test_bad_club_address(text: str, reason: str) -> None:
    with pytest.raises(LinkError) as caught:
        parse_club_address(text)
    assert caught.value.reason == reason


def test_a_club_address_typed_without_a_port_reaches_a_server_started_without_one():
    """The app's default port and ``ciapano-server``'s are one (8443, docs/server.md)."""
    from ciapano_qt.cli.serve import build_parser

    assert parse_club_address("club.example.org") == ("club.example.org", 8443)
    assert build_parser().parse_args([]).port == 8443
