"""Six to eight players: hand-built deals with hand-computed results (rules.md, "Six to eight
players"). Seat 0 leads (the dealer is the last seat) and holds the top coins, so it wins
every trick it leads with one; each last trick is led with a low card and won by the highest
card of that suit among the players' last cards."""

import json
import random

import pytest

from ciapano_qt.engine import Match, RecordError, Rules
from ciapano_qt.engine.deal import Deal, shuffled_deal
from ciapano_qt.engine.events import HandScored
from ciapano_qt.engine.record import dumps, loads
from ciapano_qt.engine.view import view_of

from .helpers import cards

FOURS = tuple(cards("4D 4C 4S 4B"))

# Six players, strip: the Fours out, 36 cards, six each.
SIX = [
    cards("3D 2D AD RD CD 5C"),
    cards("FD 7D 6D 5D 7C 6C"),
    cards("FC CC RC AC 2C 7S"),
    cards("5S 6S FS CS RS 3C"),
    cards("AS 2S 3S 7B FB 5B"),
    cards("CB RB AB 2B 3B 6B"),
]
SIX_PLAYS = [
    "3D FD FC 5S AS CB",
    "2D 7D CC 6S 2S RB",
    "AD 6D RC FS 3S AB",
    "RD 5D AC CS 7B 2B",
    "CD 7C 2C RS FB 3B",  # seat 1 is out of coins now and throws a cup
    "5C 6C 7S 3C 5B 6B",  # cups led: 5C, 6C, 3C; the 3C takes it
]


def start(rules, deal, dealer, removed):
    match = Match(rules)
    events = match.start_hand(Deal(dealer, tuple(tuple(h) for h in deal), (), removed))
    return match, events


def play(match, tricks):
    events = []
    for trick in tricks:
        for c in cards(trick):
            events += match.play(c)
    return events


def scored(events):
    return next(e for e in events if isinstance(e, HandScored))


def test_six_strip():
    match, started = start(Rules(players=6), SIX, dealer=5, removed=FOURS)
    state = match.hand
    assert state.n_tricks == 6 and state.current == 0
    assert started[0].shown == FOURS and started[0].removed is None  # shown to everyone
    assert view_of(state, 3).shown == sum(1 << c for c in FOURS)
    assert view_of(state, 3).hidden_extra == 0
    r = scored(play(match, SIX_PLAYS))
    assert state.winners == [0, 0, 0, 0, 0, 3]
    # Seat 3's only trick holds the 3C (1 third); seat 0 took the other 32 - 1 = 31 thirds.
    assert r.points == (31, 0, 0, 1, 0, 0)
    # Seat 0: 31 // 3 = 10; seat 3 took the last trick: 11 - 10 = 1.
    assert r.scores == (10, 0, 0, 1, 0, 0) and r.cappotto is None
    assert r.aside == FOURS  # taken out: they belong to nobody


def test_six_monte_with_an_ace_in_the_monte():
    monte = tuple(cards("AS 4D 4C 4S"))
    deal = [h[:] for h in SIX]
    deal[4] = cards("4B 2S 3S 7B FB 5B")  # the 4 of batons is dealt; the ace of swords is not
    plays = list(SIX_PLAYS)
    plays[0] = "3D FD FC 5S 4B CB"
    match, started = start(Rules(players=6, many_player_method="monte"), deal, 5, monte)
    state = match.hand
    assert started[0].shown == () and started[0].removed is None  # face down, unseen
    view = view_of(state, 0)
    assert view.hidden_extra == 4 and view.shown == 0
    assert view.unseen() >> int(cards("AS")[0]) & 1  # nobody knows where the ace is
    r = scored(play(match, plays))
    # The last trick's winner, seat 3, takes the monte: the 3C (1) and the AS (3) = 4 thirds;
    # seat 0 the rest, 32 - 4 = 28 thirds.
    assert r.points == (28, 0, 0, 4, 0, 0)
    # Seat 0: 28 // 3 = 9; seat 3: 11 - 9 = 2.
    assert r.scores == (9, 0, 0, 2, 0, 0)
    assert r.aside == monte  # shown at scoring


SEVEN = [
    cards("3D 2D AD RD 5S"),
    cards("CD FD 7D 6D 6S"),
    cards("5D 6C 7C FC 7B"),
    cards("CC RC AC 2C RS"),
    cards("3C 7S FS CS 3S"),
    cards("AS 2S FB CB 5B"),
    cards("RB AB 2B 3B 6B"),
]
SEVEN_PLAYS = [
    "3D CD 5D CC 3C AS RB",  # thirds: 1+1+0+1+1+3+1 = 8
    "2D FD 6C RC 7S 2S AB",  # 1+1+0+1+0+1+3 = 7
    "AD 7D 7C AC FS FB 2B",  # 3+0+0+3+1+1+1 = 9
    "RD 6D FC 2C CS CB 3B",  # 1+0+1+1+1+1+1 = 6
    "5S 6S 7B RS 3S 5B 6B",  # swords led: 5S 6S RS 3S; the 3S takes it; RS+3S = 2
]


def test_seven_strip_shows_the_five():
    removed = tuple(cards("4D 4C 4S 4B 5C"))
    match, started = start(Rules(players=7), SEVEN, dealer=6, removed=removed)
    state = match.hand
    assert state.n_tricks == 5
    assert started[0].shown == removed  # the Five drawn for this hand is shown too
    assert view_of(state, 2).unseen() & (1 << int(cards("5C")[0])) == 0
    r = scored(play(match, SEVEN_PLAYS))
    assert state.winners == [0, 0, 0, 0, 4]
    # Seat 0: 8 + 7 + 9 + 6 = 30 thirds = 10 points; seat 4 the last trick's 2 thirds.
    assert r.points == (30, 0, 0, 0, 2, 0, 0)
    assert r.scores == (10, 0, 0, 0, 1, 0, 0)  # seat 4: 11 - 10


def test_seven_strip_deals_five_each_and_draws_a_five_anew():
    rules = Rules(players=7)
    fives = set()
    for seed in range(40):
        deal = shuffled_deal(rules, 7, range(7), 0, random.Random(seed))
        assert [len(h) for h in deal.hands] == [5] * 7
        assert isinstance(deal.removed, tuple) and deal.removed[:4] == FOURS
        assert deal.removed[4].strength == 1  # a Five
        fives.add(deal.removed[4])
    assert len(fives) == 4  # each Five is drawn some time


def test_seven_monte():
    monte = tuple(cards("4D 4C 4S 4B AC"))
    deal = [h[:] for h in SEVEN]
    deal[3] = cards("CC RC 5C 2C RS")  # the 5C is dealt, the ace of cups lies in the monte
    plays = list(SEVEN_PLAYS)
    plays[2] = "AD 7D 7C 5C FS FB 2B"  # 3+0+0+0+1+1+1 = 6
    match, _ = start(Rules(players=7, many_player_method="monte"), deal, 6, monte)
    assert view_of(match.hand, 5).hidden_extra == 5
    r = scored(play(match, plays))
    # Seat 0: 8 + 7 + 6 + 6 = 27 thirds = 9; seat 4: the last trick's 2 and the monte's AC 3.
    assert r.points == (27, 0, 0, 0, 5, 0, 0)
    assert r.scores == (9, 0, 0, 0, 2, 0, 0)  # seat 4: 11 - 9


EIGHT = [
    cards("3D 2D AD 4S 3C"),
    cards("4D 5D 6D 5S 4C"),
    cards("7D FD CD 5B 6C"),
    cards("RD 6S 7S 6B 7C"),
    cards("FS CS RS 7B CC"),
    cards("AS 2S 3S FC RC"),
    cards("FB CB RB 4B AC"),
    cards("AB 2B 3B 5C 2C"),
]
EIGHT_PLAYS = [
    "3D 4D 7D RD FS AS FB AB",  # seat 0: 1+0+0+1+1+3+1+3 = 10
    "2D 5D FD 6S CS 2S CB 2B",  # seat 0: 1+0+1+0+1+1+1+1 = 6
    "AD 6D CD 7S RS 3S RB 3B",  # seat 0: 3+0+1+0+1+1+1+1 = 8
    "4S 5S 5B 6B 7B FC 4B 5C",  # swords: 4S, 5S: seat 1 takes the FC, 1 third
    "4C 6C 7C CC RC AC 2C 3C",  # seat 1 leads; seat 0's 3C takes it: 0+0+0+1+1+3+1+1 = 7
]


@pytest.mark.parametrize("method", ["strip", "monte"])
def test_eight_five_each_nothing_out(method):
    match, started = start(Rules(players=8, target=11, many_player_method=method), EIGHT, 7, ())
    assert started[0].shown == () and view_of(match.hand, 1).hidden_extra == 0
    r = scored(play(match, EIGHT_PLAYS))
    assert match.hands[0].state.winners == [0, 0, 0, 1, 0]
    # Seat 0: 10 + 6 + 8 + 7 = 31 thirds and the last trick; seat 1 the FC's 1 third.
    assert r.points == (31, 1, 0, 0, 0, 0, 0, 0) and r.cappotto is None
    # Seat 1: 1 // 3 = 0; seat 0 pays the rest: 11 - 0 = 11, the target: seat 0 drops out.
    assert r.scores == (11, 0, 0, 0, 0, 0, 0, 0)
    assert match.hands[0].out == (0,) and match.in_play == [1, 2, 3, 4, 5, 6, 7]


def test_begun_with_eight_dealt_for_seven_after_a_drop_out():
    match, _ = start(Rules(players=8, target=11), EIGHT, 7, ())
    play(match, EIGHT_PLAYS)  # seat 0 drops out (above)
    assert match.next_dealer() == 1  # after seat 7 comes seat 0, who is out: seat 1 deals
    bad = Deal(1, tuple(tuple(h) for h in EIGHT), (), ())  # still dealt for eight
    with pytest.raises(RecordError) as e:
        match.start_hand(bad)
    assert e.value.code == "record.deal_size" and e.value.params["seat"] == 0
    match.deal_hand(random.Random(3))
    state = match.hand
    assert state.active == (1, 2, 3, 4, 5, 6, 7) and state.n_tricks == 5
    assert [len(h) for h in match.hands[1].deal.hands] == [0] + [5] * 7
    removed = match.hands[1].deal.removed  # for seven: the Fours and a Five taken out
    assert isinstance(removed, tuple) and removed[:4] == FOURS and removed[4].strength == 1
    assert state.first_leader == 2


def test_records_carry_the_removed_cards_as_a_list():
    match, _ = start(Rules(players=7), SEVEN, dealer=6, removed=tuple(cards("4D 4C 4S 4B 5C")))
    play(match, SEVEN_PLAYS)
    text = dumps(match)
    data = json.loads(text)
    assert data["version"] == 2 and data["rules"]["players"] == 7
    assert data["hands"][0]["removed"] == ["4D", "4C", "4S", "4B", "5C"]
    again = loads(text)
    assert again.hands[0].deal.removed == tuple(cards("4D 4C 4S 4B 5C"))
    assert dumps(again) == text


@pytest.mark.parametrize(
    ("players", "method", "removed", "code"),
    [
        (6, "strip", "4D 4C 4S", "record.removed"),  # three cards, not four
        (6, "strip", "4D 4C 4S 5B", "record.removed_not_strip"),
        (7, "strip", "4D 4C 4S 4B 6C", "record.removed_not_strip"),  # a Six, not a Five
        (7, "strip", "4D 4C 4S 5B 5C", "record.removed_not_strip"),  # a Four kept
        (6, "monte", None, "record.removed"),  # not a list
    ],
)
def test_a_wrong_removed_list_is_refused(players, method, removed, code):
    rules = Rules(players=players, many_player_method=method)
    deal = shuffled_deal(rules, players, range(players), 0, random.Random(1))
    aside = None if removed is None else tuple(cards(removed))
    # Give the wrong cards back to the seats so the deal stays whole where it can.
    hands = [list(h) for h in deal.hands]
    assert isinstance(deal.removed, tuple)
    spare = [c for c in deal.removed if aside is None or c not in aside]
    taken = [c for c in (aside or ()) if c not in deal.removed]
    for c in taken:
        for h in hands:
            if c in h:
                h.remove(c)
                h.append(spare.pop())
                break
    match = Match(rules)
    with pytest.raises(RecordError) as e:
        match.start_hand(Deal(0, tuple(tuple(h) for h in hands), (), aside))
    assert e.value.code == code
