"""Play with people at one screen (hot seat): who is at the screen, and when it passes.

A seat of kind ``"human"`` is a person; the session plays at this screen every person who is
not remote (``remote``: the seats a network view plays, filled by the host's session). With
two people or more at one screen the table shows face up only the cards of the person at the
screen, the session's ``viewer``. When the turn comes to another person the session hides
every hand (the viewer is None), asks for the "Pass to …" screen (``passRequested``) and
waits; the person who takes the screen dismisses it (``Session.take_screen``) and the table
turns to them (``viewerChanged``). With one person nothing of this happens: the viewer is that
person for the whole match, as it always was.

What follows the person at the screen, and the rules that keep another person's cards hidden:

- the hand face up, the turn prompt, why a card may not be played, the hint and the card
  tracker all read the viewer (None behind the pass screen: nothing is shown);
- undo and redo take back only the current person's own cards played since the screen was
  passed to them: the pass forgets the earlier marks, so an undo never goes back into another
  person's turn (it would give them their cards back face up);
- a pass starts a new generation, so a hint asked before it is never shown after it;
- "Finish the hand for me" plays the present person's cards to the end of the hand; the screen
  is not passed to them again in that hand (a resumed match forgets whose hand it was: its
  people play on themselves);
- a match starts, and a resumed match goes on, with nobody at the screen: the first person to
  play is passed the screen before any hand is shown;
- people sharing the screen are called by their names, so none of them is "You": a person's
  seat left with the player's default name (no name, "You" or its word in the language of
  now) is "Player <seat>" for that match. The new-match dialog asks for the names; this covers
  what reaches a match without it (the saved settings, a resumed or opened record).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.match import Seat


class Screen:
    """The people at one screen and whether the screen is being passed."""

    def __init__(self) -> None:
        self.people: tuple[int, ...] = ()  # the seats of persons playing at this screen
        self.remote: frozenset[int] = frozenset()  # persons playing elsewhere (network)
        self.passing_to: int | None = None  # the screen is being passed to this seat

    def seat(self, seats: MutableSequence[Seat], demo: bool) -> int | None:
        """The people of a new or resumed match (``seats``: the match's own, where a person
        sharing the screen under the default name is renamed, ``name_people``); returns who
        is at the screen first: the only person, or nobody (several people: the first to play
        is passed the screen)."""
        self.passing_to = None
        self.people = () if demo else people_of(seats, self.remote)
        if self.shared:
            name_people(seats, self.people)
        return self.people[0] if len(self.people) == 1 else None

    @property
    def shared(self) -> bool:
        """Two people or more take turns at this screen."""
        return len(self.people) > 1

    def must_pass(self, seat: int, viewer: int | None) -> bool:
        """The turn is a person's who is not at the screen: pass it to them first."""
        return self.shared and seat in self.people and seat != viewer

    def hidden(self, viewer: int | None) -> bool:
        """Every hand lies face down: people share the screen and nobody holds it."""
        return self.shared and viewer is None


def people_of(seats: Sequence[Seat], remote: frozenset[int] = frozenset()) -> tuple[int, ...]:
    """The seats of the persons who play at this screen (not the remote ones)."""
    return tuple(i for i, s in enumerate(seats) if s.kind == "human" and i not in remote)


def name_people(seats: MutableSequence[Seat], people: Sequence[int]) -> list[int]:
    """Give each of ``people`` (persons sharing the screen) a name of their own where theirs
    is the player's default (empty, "You" or the word of the language in use: ``Settings
    .seats`` fills an empty name with it): "Player 3" for seat 2. Returns the seats renamed."""
    default = {"", "you", QCoreApplication.translate("Settings", "You").casefold()}
    renamed = []
    for i in people:
        seat = seats[i]
        if seat.name.strip().casefold() in default:
            name = QCoreApplication.translate("Screen", "Player %1").replace("%1", str(i + 1))
            seats[i] = Seat(name, seat.kind, seat.level)
            renamed.append(i)
    return renamed


def seat_kind(seat: Seat, index: int, remote: frozenset[int]) -> str:
    """A seat's kind as the views show it: ``"ai"``, ``"human"`` (at this screen) or
    ``"remote"`` (a person at another computer; ``"human"`` in the record)."""
    if seat.kind == "human" and index in remote:
        return "remote"
    return seat.kind
