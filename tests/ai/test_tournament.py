"""Small fixed-seed duplicate tournaments show the ordering of the levels; the harness gives
the same results whatever the number of worker processes."""

from __future__ import annotations

import json

import pytest

from ciapano_qt.ai.tournament import Config, run, summarize
from ciapano_qt.cli import main
from ciapano_qt.engine.rules import Rules


def _delta(
    candidate: str, field: str, deals: int, rules: Rules | None = None, it: int = 0
) -> float:
    cfg = Config(rules or Rules(), candidate, field, seed=3, iterations=it or None)
    out = summarize(cfg, run(cfg, deals))
    lo, hi = out["ci95"]
    assert lo <= out["delta"] <= hi
    return float(out["delta"])


def test_medium_beats_random() -> None:
    assert _delta("medium", "random", 60) < -0.6


def test_easy_beats_random_and_medium_beats_easy() -> None:
    assert _delta("easy", "random", 60) < -0.2
    assert _delta("medium", "easy", 60) < -0.1


def test_medium_beats_random_at_busca() -> None:
    assert _delta("medium", "random", 40, Rules.busca()) < -0.1  # -0.04 before its Busca rules


def test_hard_beats_medium() -> None:
    assert _delta("hard", "medium", 16, it=150) < 0


def test_same_results_with_two_jobs() -> None:
    cfg = Config(Rules(players=3), "hard", "medium", seed=5, iterations=20)
    one = run(cfg, 4, jobs=1)
    two = run(cfg, 4, jobs=2)
    assert [(r.control, r.candidate) for r in one] == [(r.control, r.candidate) for r in two]


def test_cli_json(capsys: object) -> None:
    code = main(
        ["tournament", "--candidate", "easy", "--field", "random", "--deals", "5", "--json"]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    for key in ("delta", "ci95", "deals", "move_ms_median", "move_ms_p95"):
        assert key in out
    assert out["deals"] == 5


def test_two_against_two_rotates_a_candidate_team() -> None:
    """Teams: the candidate plays both partners (seats k and k + 2) for k = 0 and 1; the same
    level as the field reproduces the control's team scores exactly."""
    from ciapano_qt.ai.tournament import Config, run_deal
    from ciapano_qt.engine.rules import Rules

    cfg = Config(Rules(teams=True), "medium", "medium", seed=3)
    r = run_deal(cfg, 0)
    assert len(r.candidate) == 2 and r.candidate == r.control[:2]
    assert r.control[0] == r.control[2] and r.control[1] == r.control[3]
    assert sum(r.cand_wins) == 1.0  # one team's share each: won, lost or shared


def test_blind_candidate_is_told_no_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """--blind: every player of the candidate's seats is made without the table (no seat's
    level at all, as a computer player is told nothing about a person); the field's players
    still get every seat's level. Teams: both partners are the candidate, both blind, both on
    the candidate's budget."""
    import ciapano_qt.ai.tournament as tournament

    made: list[tuple[str, int | None, object]] = []
    real = tournament.make_player

    def spy(
        level: str, seed: int | None = None, iterations: int | None = None, table: object = None
    ) -> object:
        made.append((level, iterations, table))
        return real(level, seed, iterations, table)  # type: ignore[arg-type]

    monkeypatch.setattr(tournament, "make_player", spy)
    cfg = Config(Rules(), "hard", "medium", seed=3, iterations=7, blind=True)
    tournament.run_deal(cfg, 0)
    cand = [m for m in made if m[0] == "hard"]
    field = [m for m in made if m[0] == "medium"]
    assert len(cand) == 4 and len(field) == 4 + 4 * 3  # control game + 3 per rotated game
    assert all(table is None and it == 7 for _, it, table in cand)
    assert all(table is not None and "hard" not in table for _, _, table in field[:4])
    assert all(table is not None and list(table).count("hard") == 1 for _, _, table in field[4:])

    made.clear()
    tournament.run_deal(Config(Rules(), "hard", "medium", seed=3, iterations=7), 0)
    assert [t for lv, _, t in made if lv == "hard"] == [
        ["medium"] * k + ["hard"] + ["medium"] * (3 - k) for k in range(4)
    ]

    made.clear()
    tournament.run_deal(Config(Rules(teams=True), "hard", "medium", 3, 7, blind=True), 0)
    cand = [m for m in made if m[0] == "hard"]
    assert len(cand) == 4 and all(table is None and it == 7 for _, it, table in cand)


def test_blind_expert_does_not_read_the_medium_seats() -> None:
    """Told the table, the expert believes the three medium seats and plans its rollouts;
    blind it samples uniform worlds with plain rollouts: on the same deals and budget the
    two play differently, and the blind one exactly as an expert made with no table."""
    import ciapano_qt.ai.tournament as tournament
    from ciapano_qt.ai.expert import ExpertPlayer

    seen = Config(Rules(), "expert", "medium", seed=3, iterations=60)
    blind = Config(Rules(), "expert", "medium", seed=3, iterations=60, blind=True)
    a = [tournament.run_deal(seen, i).candidate for i in range(3)]
    b = [tournament.run_deal(blind, i).candidate for i in range(3)]
    assert a != b
    # the blind expert makes the moves of ExpertPlayer(table=None) with the same seed
    state = tournament.deal_state(Rules(), 3, 0)
    from ciapano_qt.engine.view import view_of

    seed = tournament._seed("player", 3, 0, state.current, "expert")
    view = view_of(state, state.current)
    p1 = tournament.make_player("expert", seed, 60, None)
    p2 = ExpertPlayer(seed, iterations=60)
    assert p1.choose(view) == p2.choose(view)
    assert isinstance(p1, ExpertPlayer) and p1.trust(view) == {}


def test_blind_changes_nothing_against_hard() -> None:
    """The expert reads only the seats the table names ``medium``: against a field of hard
    it is blind already, so --blind plays the same cards (the expert vs hard rows stand)."""
    from ciapano_qt.ai.tournament import run_deal

    seen = Config(Rules(), "expert", "hard", seed=3, iterations=40, field_iterations=20)
    blind = Config(Rules(), "expert", "hard", 3, 40, 20, blind=True)
    a, b = run_deal(seen, 1), run_deal(blind, 1)
    assert (a.control, a.candidate, a.rollouts) == (b.control, b.candidate, b.rollouts)
