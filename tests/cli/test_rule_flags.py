"""The rule options' flags come from the engine's ``Rules``: one flag per field."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, fields

import pytest

from ciapano_qt.cli import rule_flags
from ciapano_qt.engine.rules import Rules


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    rule_flags.add_rules_arguments(parser)
    return parser.parse_args(argv)


def test_every_option_has_a_flag_and_no_flags_give_the_defaults() -> None:
    flags = {a.dest for a in argparse.ArgumentParser()._actions}
    parser = argparse.ArgumentParser()
    rule_flags.add_rules_arguments(parser)
    made = {a.dest for a in parser._actions} - flags
    assert made == {f.name for f in fields(Rules) if f.init}
    assert {"many_player_method", "ace_of_batons", "hands_limit", "teams"} <= made
    assert rule_flags.rules_from_args(parse()) == Rules()
    assert rule_flags.rules_from_args(parse("--variant", "busca")) == Rules.busca()
    assert rule_flags.rules_from_args(parse("--variant", "busca")).target == 10


def test_flags_set_their_options() -> None:
    args = parse(
        *("--players", "3", "--target", "21", "--survivors", "2", "--lowest-wins-at-target"),
        *("--three-player-method", "monte", "--fractions", "lost", "--cappotto", "lenient"),
    )
    assert rule_flags.rules_from_args(args) == Rules(
        players=3,
        target=21,
        survivors=2,
        lowest_wins_at_target=True,
        three_player_method="monte",
        fractions="lost",
        cappotto="lenient",
    )
    args = parse(
        *("--players", "7", "--many-player-method", "monte", "--ace-of-batons", "six"),
        *(
            "--hands-limit",
            "5",
        ),
    )
    assert rule_flags.rules_from_args(args) == Rules(
        players=7, many_player_method="monte", ace_of_batons="six", hands_limit=5
    )
    assert rule_flags.rules_from_args(parse("--teams", "--ace-of-batons", "eleven")) == Rules(
        teams=True, ace_of_batons="eleven"
    )
    args = parse("--variant", "busca", "--busca-cover", "tricks", "--busca-dealer", "loser")
    assert rule_flags.rules_from_args(args) == Rules.busca(
        busca_cover="tricks", busca_dealer="loser"
    )


def test_a_text_option_takes_only_its_choices(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse("--fractions", "kept")
    assert "invalid choice: 'kept'" in capsys.readouterr().err


@dataclass(frozen=True)
class Later:
    """A later version of the rules: a yes/no option on by default, a new text option."""

    variant: str = "classic"
    pairs: bool = True
    deal: str = "threes"


def test_a_new_option_becomes_a_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rule_flags, "Rules", Later)
    monkeypatch.setitem(rule_flags.CHOICES, "deal", ("threes", "fives"))
    args = parse("--no-pairs", "--deal", "fives")
    assert (args.variant, args.pairs, args.deal) == ("classic", False, "fives")
    assert parse().pairs is True


def test_a_text_option_without_choices_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rule_flags, "Rules", Later)
    with pytest.raises(TypeError, match="'deal' of Rules has no CHOICES entry"):
        parse()
