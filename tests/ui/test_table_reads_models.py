"""The table is a view of the models: it reads the trick from the trick model, the seats from
the seats model and the viewer's cards from the hand model, and animates the engine's events.

``ui/table/`` may ask the session what no model holds (the picture of the other hands, the
stock, the mode of play), but never what the models answer: the trick in play and who wins it
so far (``TableTrickModel``), the seats, their names, the viewer, whose turn it is and whether a
match and a hand are in play (``SeatsModel``), the viewer's cards, which may be played, why not
and whether they go to the discard (``HandModel``). Checked on the source (a new
module is covered at once), then by a hand-built hand played through a scene, its tricks and
their winners worked out by hand.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from ciapano_qt.engine import Rules, Seat
from ciapano_qt.engine.cards import CARDS
from ciapano_qt.engine.deal import Deal
from ciapano_qt.engine.match import Match
from ciapano_qt.ui.models.hand import HandModel, HandRole
from ciapano_qt.ui.models.seats import SeatsModel
from ciapano_qt.ui.session.session import Session
from ciapano_qt.ui.table.art import CardArt
from ciapano_qt.ui.table.scene import TableScene

from .test_model_table import _First, resume_dealt

TABLE = Path(__file__).resolve().parents[2] / "ciapano_qt" / "ui" / "table"
# What the models answer, asked of the session around them: its queries by name, and the
# picture's trick.
MODEL_QUERIES = {
    "match",
    "seats",
    "seat_name",
    "viewer",
    "viewer_hand",
    "viewer_legal",
    "why_not",
    "legal_for",
    "has_match",
    "hand_in_play",
    "discarding",
    "is_human_turn",
    "current_seat",
}
PICTURE_TRICK = {"trick", "trick_winner"}


def _named(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call):
        return _named(node.func)
    return ""


def problems_in(source: str, where: str = "<source>") -> list[str]:
    """Where ``source`` reads around the models: a session query a model answers
    (``session.viewer``, ``self.table.session.seats()``), the picture's trick
    (``picture.trick``, ``session.picture().trick_winner``), or an engine state class."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and "engine" in (node.module or ""):
            names = {a.name for a in node.names} & {"Match", "HandLog", "HandState", "View"}
            if names:
                found.append(f"{where}:{node.lineno} imports {sorted(names)}")
        if not isinstance(node, ast.Attribute):
            continue
        owner = _named(node.value)
        if owner == "session" and node.attr in MODEL_QUERIES:
            found.append(f"{where}:{node.lineno} asks the session for {node.attr}")
        if owner == "picture" and node.attr in PICTURE_TRICK:
            found.append(f"{where}:{node.lineno} reads the picture's {node.attr}")
    return found


def test_the_table_reads_no_model_data_around_the_models() -> None:
    modules = sorted(TABLE.glob("*.py"))
    assert {"scene.py", "placement.py", "decor.py", "view.py", "access.py"} <= {
        p.name for p in modules
    }
    problems = []
    for path in modules:
        problems += problems_in(path.read_text(encoding="utf-8"), path.name)
    assert problems == []


@pytest.mark.parametrize(
    "source",
    [
        "x = self.session.viewer",
        "x = self.table.session.seats()",
        "x = scene.session.viewer_legal()",
        "x = self.session.match.hands",
        "winner = picture.trick_winner",
        "cards = self.session.picture().trick",
        "from ...engine.hand import HandState",
        "x = self.table.session.has_match",
        "x = session.is_human_turn()",
    ],
)
def test_the_check_finds_each_read_around_the_models(source: str) -> None:
    assert len(problems_in(source)) == 1


def test_the_check_lets_the_sessions_other_queries_pass() -> None:
    assert problems_in("p = self.session.picture()\nd = self.session.demo\nx = p.stock") == []


# A hand through a scene ----------------------------------------------------------------------


def two_suits_deal() -> Deal:
    """Dealer 3, seat 0 leads. Seat 0: coins 0..4 and suit 1's 15..19; seat 1: coins 5..9 and
    suit 1's 10..14; seat 2: suit 2; seat 3: suit 3 (a card's index is suit * 10 +
    strength, 0 the Four ... 9 the Three)."""
    hands = (
        (*range(0, 5), *range(15, 20)),
        (*range(5, 10), *range(10, 15)),
        tuple(range(20, 30)),
        tuple(range(30, 40)),
    )
    return Deal(3, tuple(tuple(CARDS[c] for c in h) for h in hands))


# Worked out by hand. Seat 0 (the person) plays the first playable card as its hand is shown
# (by suit, strongest first); the others play their lowest legal card. Seats 2 and 3 never
# hold the suit led and throw their lowest cards, so they never win.
# Tricks 1-5 are coins: seat 0's coin (4, then 3, 2, 1, 0) against seat 1's (5, 6, 7, 8, 9):
# seat 1's is always stronger. Trick 1: seat 0 leads the 4, winning so far until seat 1's 5;
# tricks 2-5: seat 1 leads its coin and wins it throughout. Trick 6: seat 1 leads its lowest
# card, 10 (it has no coins left); seat 0 follows with its strongest, 19, and wins. Tricks
# 7-10: seat 0 leads 18, 17, 16, 15, seat 1 follows with 11, 12, 13, 14: seat 0 wins each.
TRICKS = [
    [(0, 4), (1, 5), (2, 20), (3, 30)],
    [(1, 6), (2, 21), (3, 31), (0, 3)],
    [(1, 7), (2, 22), (3, 32), (0, 2)],
    [(1, 8), (2, 23), (3, 33), (0, 1)],
    [(1, 9), (2, 24), (3, 34), (0, 0)],
    [(1, 10), (2, 25), (3, 35), (0, 19)],
    [(0, 18), (1, 11), (2, 26), (3, 36)],
    [(0, 17), (1, 12), (2, 27), (3, 37)],
    [(0, 16), (1, 13), (2, 28), (3, 38)],
    [(0, 15), (1, 14), (2, 29), (3, 39)],
]
WINNING_SO_FAR = [[0, 1, 1], *[[1, 1, 1]] * 4, [1, 1, 1], *[[0, 0, 0]] * 4]  # after cards 1..3
TAKERS = [1, 1, 1, 1, 1, 0, 0, 0, 0, 0]


@pytest.fixture
def table(qtbot) -> Iterator[tuple[Session, TableScene]]:  # type: ignore[no-untyped-def]
    session = Session(make_player=_First)
    session.speed = "instant"
    seats, hand = SeatsModel(session), HandModel(session)
    scene = TableScene(CardArt(), session, seats, hand)
    scene.set_speed("instant")
    scene.resize_to(1024, 700)
    yield session, scene
    session.abandon()
    session.shutdown()
    scene.deleteLater()
    session.deleteLater()


def test_a_hand_through_the_scene_reads_the_trick_from_the_model(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    """After each step of the table: the trick it shows, who wins it so far (the trick
    model's word while the trick shown is the one in play), the card highlighted as the
    taker's when the trick is complete, and the piles the cards go to."""
    session, scene = table
    steps: list[tuple[list[tuple[int, int]], int, list[int]]] = []

    def stepped() -> None:
        lit = [c for c, item in scene.items_by_card.items() if item.highlighted]
        step = (list(scene.placement.trick), scene.winning_so_far(), lit)
        if not steps or steps[-1] != step:  # the pause that holds a trick changes nothing
            steps.append(step)

    scene.queue.stepped.connect(stepped)

    def play(_seat: int) -> None:
        hand = scene.hand
        rows = [r for r in range(hand.rowCount()) if hand.data(hand.index(r), HandRole.PLAYABLE)]
        scene.cardActivated.emit(hand.data(hand.index(rows[0]), HandRole.CARD))

    scene.cardActivated.connect(session.play_human)
    session.humanTurn.connect(play)
    over: list[int] = []
    session.handFinished.connect(over.append)
    resume_dealt(session, two_suits_deal())
    qtbot.waitUntil(lambda: bool(over), timeout=20_000)

    shown = [s for s in steps if s[0]]  # the steps with a trick on the table
    expected = []
    for trick, winning, taker in zip(TRICKS, WINNING_SO_FAR, TAKERS, strict=True):
        for i in range(1, 4):
            expected.append((trick[:i], winning[i - 1], []))
        # The last card on its way: the model has moved on (the trick is taken), so the
        # table tells no winner so far; then the taker's card is highlighted.
        expected.append((trick, -1, []))
        expected.append((trick, -1, [card for seat, card in trick if seat == taker]))
    assert shown == expected
    assert scene.placement.tricks_won == [5, 5, 0, 0]
    assert sorted(scene.placement.piles[1]) == sorted(c for trick in TRICKS[:5] for _s, c in trick)


def test_a_resumed_trick_comes_from_the_trick_model(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    """A match resumed with two cards of the first trick played: the table lays out that
    trick, seat 1's 5 of coins winning it so far over seat 0's 4; seat 0's hand holds its
    nine other cards, and seat 2, to play next, is the turn."""
    session, scene = table
    seats = [Seat("Anna", "human", None)] + [Seat(n, "ai", "easy") for n in ("B", "C", "D")]
    match = Match(Rules(players=4, target=31), seats)
    match.start_hand(two_suits_deal())
    match.play(CARDS[4])
    match.play(CARDS[5])
    session.resume(match, {"human": 0})
    assert scene.placement.trick == [(0, 4), (1, 5)]
    assert scene.winning_so_far() == 1
    assert sorted(scene.placement.hands[0]) == [0, 1, 2, 3, 15, 16, 17, 18, 19]
    assert scene.viewer() == 0
    assert scene.playable() is None  # seat 2 plays next, not the person


def test_each_trick_counter_names_its_seat(qtbot, table, language) -> None:  # type: ignore[no-untyped-def]
    """The hand above, played out: seats 1 (Bruno) and 0 (Anna) took five tricks each; each
    counter's tooltip names its seat, in the language of now."""
    session, scene = table
    session.humanTurn.connect(
        lambda _seat: session.play_human(
            next(c for c in scene.hand.cards() if c in scene.hand.playable_cards())
        )
    )
    over: list[int] = []
    session.handFinished.connect(over.append)
    resume_dealt(session, two_suits_deal())
    qtbot.waitUntil(lambda: bool(over), timeout=20_000)
    badges = scene.decor.badges
    language.set_language("en")
    scene.decor.update_labels()
    assert [b.isVisible() for b in badges] == [True, True, False, False]
    assert [b.text for b in badges[:2]] == ["5", "5"]
    assert badges[0].toolTip() == "Anna: 5 tricks taken"
    assert badges[1].toolTip() == "Bruno: 5 tricks taken"
    language.set_language("de")
    scene.decor.update_labels()
    assert badges[1].toolTip() == "Bruno: 5 Stiche gewonnen"


def test_the_models_say_whose_turn_and_whether_a_hand_is_in_play(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    """What the view tells a reader comes from the models: no match at first; at each of the
    person's ten turns of the hand above, their turn (seat 0) in a hand in play, no discard
    (four players); at its end, the match in progress and no hand in play any more."""
    session, scene = table
    seats, hand = scene.seats, scene.hand
    assert (seats.has_match, seats.hand_in_play, seats.turn()) == (False, False, -1)
    turns: list[tuple[int, bool, bool]] = []

    def play(_seat: int) -> None:
        turns.append((seats.turn(), seats.hand_in_play, hand.discarding))
        session.play_human(next(c for c in hand.cards() if c in hand.playable_cards()))

    session.humanTurn.connect(play)
    over: list[int] = []
    session.handFinished.connect(over.append)
    resume_dealt(session, two_suits_deal())
    qtbot.waitUntil(lambda: bool(over), timeout=20_000)
    assert turns == [(0, True, False)] * 10
    assert (seats.has_match, seats.hand_in_play) == (True, False)
