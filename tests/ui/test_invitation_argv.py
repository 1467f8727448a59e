"""The invitation link the app was started with (``ui/app/invitation.py``), and that a start
without one loads nothing of the online play."""

from __future__ import annotations

import json
import subprocess
import sys

from ciapano_qt.net.club.link import BAD_PIN, NOT_A_LINK, Invitation, LinkError
from ciapano_qt.ui.app.invitation import invitation_from_argv

from ..test_quality import ROOT

LINK = "ciapano://club.example.org:8443/KQ7M-3XTR-W9?pin=" + "ab" * 32
PIN = ":".join(["AB"] * 32)


def test_no_link() -> None:
    assert invitation_from_argv(["ciapano"]) is None
    assert invitation_from_argv([]) is None
    assert invitation_from_argv(["ciapano", "--self-test", "match.json"]) is None


def test_the_link_as_the_desktop_passes_it() -> None:
    expected = Invitation("club.example.org", 8443, "KQ7M-3XTR-W9", PIN)
    assert invitation_from_argv(["/usr/bin/ciapano", LINK]) == expected
    shouted = " " + LINK.replace("ciapano://club", "CIAPANO://Club")
    assert invitation_from_argv(["ciapano.exe", "--verbose", shouted]) == expected


def test_the_first_link_counts() -> None:
    other = "ciapano://10.0.0.5:1/22AB-CDEF-GH"
    found = invitation_from_argv(["ciapano", other, LINK])
    assert isinstance(found, Invitation) and found.host == "10.0.0.5"


def test_a_damaged_link_is_returned_as_its_error() -> None:
    found = invitation_from_argv(["ciapano", LINK[:-1]])
    assert isinstance(found, LinkError) and found.reason == BAD_PIN
    found = invitation_from_argv(["ciapano", "CIAPANO:club.example.org/KQ7M-3XTR-W9"])
    assert isinstance(found, LinkError) and found.reason == NOT_A_LINK


def test_without_a_link_nothing_of_the_online_play_is_loaded() -> None:
    code = (
        "import json, sys\n"
        "from ciapano_qt.ui.app.invitation import invitation_from_argv\n"
        "assert invitation_from_argv(['ciapano', 'x']) is None\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('ciapano_qt.net')"
        " or m.split('.')[0] in ('ssl', 'asyncio', 'PySide6'))))\n"
    )
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert json.loads(r.stdout) == []
