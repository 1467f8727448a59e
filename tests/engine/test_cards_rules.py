import pytest

from ciapano_qt.engine import CARDS, Rules, RulesError, parse_card
from ciapano_qt.engine.cards import BUSCA_POINTS, CLASSIC_THIRDS


def test_codes_round_trip_and_rank_order():
    assert [c.code for c in CARDS[:10]] == [
        "4D",
        "5D",
        "6D",
        "7D",
        "FD",
        "CD",
        "RD",
        "AD",
        "2D",
        "3D",
    ]
    assert parse_card("cc").code == "CC"
    assert all(parse_card(c.code) == c for c in CARDS)
    # Within a suit: 3 > 2 > Asso > Re > Cavallo > Fante > 7 > 6 > 5 > 4.
    order = [parse_card(r + "S") for r in "3 2 A R C F 7 6 5 4".split()]
    assert order == sorted(order, reverse=True)
    with pytest.raises(ValueError, match="XX"):
        parse_card("XX")


def test_card_values():
    assert sum(CLASSIC_THIRDS) == 32  # 10 2/3 points
    assert CLASSIC_THIRDS[parse_card("AB")] == 3
    assert [CLASSIC_THIRDS[parse_card(r + "C")] for r in "3 2 R C F 7 6 5 4".split()] == [
        1, 1, 1, 1, 1, 0, 0, 0, 0,
    ]  # fmt: skip
    assert BUSCA_POINTS[parse_card("AD")] == 8  # the Pita
    assert BUSCA_POINTS[parse_card("AS")] == 3
    assert sum(BUSCA_POINTS) + 3 == 40  # with the last trick


def test_rules_defaults_and_limits():
    r = Rules()
    assert (r.variant, r.players, r.target, r.survivors) == ("classic", 4, 31, 1)
    assert Rules.busca().target == 10
    assert Rules.from_dict({"variant": "busca"}).target == 10
    assert Rules.from_dict({"players": 3, "future_option": 1}).players == 3
    for bad, code in [
        ({"players": 9}, "rules.out_of_range"),
        ({"players": 1}, "rules.out_of_range"),
        ({"target": 10}, "rules.out_of_range"),
        ({"target": 102}, "rules.out_of_range"),
        ({"variant": "busca", "players": 3}, "rules.busca_players"),
        ({"variant": "busca", "target": 51}, "rules.out_of_range"),
        ({"variant": "busca", "target": 2}, "rules.out_of_range"),
        ({"survivors": 4}, "rules.out_of_range"),
        ({"players": 3, "survivors": 3}, "rules.survivors_too_many"),
        ({"players": 2, "survivors": 2}, "rules.survivors_too_many"),
        ({"fractions": "kept"}, "rules.bad_choice"),
        ({"target": "31"}, "rules.not_integer"),
        ({"lowest_wins_at_target": "yes"}, "rules.not_bool"),
        ({"teams": "yes"}, "rules.not_bool"),
        ({"teams": True, "players": 5}, "rules.teams_players"),
        ({"teams": True, "players": 3}, "rules.teams_players"),
        ({"many_player_method": "pile"}, "rules.bad_choice"),
        ({"ace_of_batons": "two"}, "rules.bad_choice"),
        ({"hands_limit": 51}, "rules.out_of_range"),
        ({"hands_limit": -1}, "rules.out_of_range"),
    ]:
        with pytest.raises(RulesError) as e:
            Rules.from_dict(bad)
        assert e.value.code == code, bad
    assert Rules(players=5, survivors=3).survivors == 3
    assert Rules(target=11).target == 11 and Rules(target=101).target == 101
