"""An invitation link the app was started with: where the desktop registers the ``ciapano``
scheme (the Linux ``.desktop`` file, the Windows installer), opening a link runs
``ciapano LINK``. (macOS hands a link to a running app as a ``QFileOpenEvent`` instead.)

Qt-free, and cheap when there is no link: the link's parser loads only when an argument
looks like one, so a plain start imports nothing of the online play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...net.club.link import Invitation, LinkError

PREFIX = "ciapano:"


def looks_like_link(arg: str) -> bool:
    """Whether a command-line argument is meant as a ``ciapano:`` link (any case)."""
    return arg.strip()[: len(PREFIX)].lower() == PREFIX


def invitation_from_argv(argv: Sequence[str]) -> Invitation | LinkError | None:
    """The invitation in the command line (``argv[0]`` is the program): the first argument
    that is a ``ciapano:`` link, parsed; the ``LinkError`` when it is damaged (for the app
    to say why); None when no argument is a link."""
    for arg in argv[1:]:
        if looks_like_link(arg):
            from ...net.club.link import LinkError, parse_invitation

            try:
                return parse_invitation(arg)
            except LinkError as e:
                return e
    return None
