"""Translated names of the rule options and computer levels, for dialogs and summaries."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.rules import Rules


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RuleNames", text, None, n)


def choice_label(option: str, value: str) -> str:
    labels = {
        ("variant", "classic"): _t("Classic Ciapanò"),
        ("variant", "busca"): _t("Busca"),
        ("three_player_method", "discard"): _t("Dealer discards a card"),
        ("three_player_method", "remove_four"): _t("Remove a Four"),
        ("three_player_method", "monte"): _t("Monte (one card face down)"),
        ("fractions", "last_trick_pays"): _t("Last trick pays the rest up to 11"),
        ("fractions", "lost"): _t("Fractions are lost"),
        ("cappotto", "strict"): _t("Strict (all points and the last trick)"),
        ("cappotto", "lenient"): _t("Lenient (the others under one point each)"),
        ("busca_cover", "card_points"): _t("By taking a card point"),
        ("busca_cover", "tricks"): _t("By taking a trick"),
        ("busca_dealer", "rotate"): _t("Passes to the right"),
        ("busca_dealer", "loser"): _t("The last hand's loser deals"),
        ("many_player_method", "strip"): _t("Take out Fours (and a Five)"),
        ("many_player_method", "monte"): _t("Monte (cards face down)"),
        ("ace_of_batons", "one"): _t("Worth 1 point, like any ace"),
        ("ace_of_batons", "eleven"): _t("Worth 11 points (hands of 21)"),
        ("ace_of_batons", "six"): _t("Worth 6 points (hands of 16)"),
    }
    return labels.get((option, value), value)


TEAM_LETTERS = ("A", "B")  # two against two: seats 0 and 2 are team A, 1 and 3 team B


def team_label(team: int) -> str:
    """ "Team A" or "Team B"."""
    return _t("Team %1").replace("%1", TEAM_LETTERS[team])


def level_label(level: str) -> str:
    labels = {
        "random": _t("Random"),
        "easy": _t("Easy"),
        "medium": _t("Medium"),
        "hard": _t("Hard"),
        "expert": _t("Expert"),
    }
    return labels.get(level, level.capitalize())


def computer_seat_label(name: str, level: str) -> str:
    """ "Carla (computer, Hard)": a computer's seat as a table's lobby lists it."""
    return _t("%1 (computer, %2)").replace("%1", name).replace("%2", level_label(level))


def rules_summary(rules: Rules) -> str:
    if rules.is_busca:
        return _t("Busca, four players, busche limit %1").replace("%1", str(rules.target))
    if rules.uses_hands_limit:  # the number of hands ends it, not a target (rules_details)
        return _t("Classic Ciapanò, %n players", rules.players)
    text = _t("Classic Ciapanò, %n players, target %1", rules.players)
    return text.replace("%1", str(rules.target))


def after_colon(label: str) -> str:
    """A choice's label going on a sentence after a colon ("With three players: %1"): in
    small letters where the language writes so (Italian, French, Spanish: the translators'
    word for this switch), as it stands where it does not (English, German's nouns)."""
    case = QCoreApplication.translate(
        "RuleNames",
        "Capital",
        "a switch, not shown: translate as Small when a sentence goes on in small letters "
        "after a colon in your language, else as Capital",
    )
    if case == "Small" and label[:1].isupper():
        return label[:1].lower() + label[1:]
    return label


def rules_details(rules: Rules) -> list[str]:
    """The options beyond the summary that change this match, where they apply (the engine's
    ``in_effect``): two against two, the hands limit, the ace of batons, the method for six to
    eight, the survivors, the three-player method."""
    used = rules.in_effect()
    lines = []
    if used.get("teams"):
        lines.append(_t("Two against two: you and the player opposite are partners"))
    if used.get("hands_limit"):
        lines.append(_t("A match of %n hands: the lowest total wins", rules.hands_limit))
    if used.get("ace_of_batons", "one") != "one":
        ace = after_colon(choice_label("ace_of_batons", rules.ace_of_batons))
        lines.append(_t("Ace of batons: %1").replace("%1", ace))
    if "many_player_method" in used:
        many = after_colon(choice_label("many_player_method", rules.many_player_method))
        lines.append(_t("With six to eight players: %1").replace("%1", many))
    if "survivors" in used:
        lines.append(_t("Survivors: %1").replace("%1", str(rules.survivors)))
    stage = rules.three_player_stage()  # the engine's: from the start, later, or never
    if stage:
        method = after_colon(choice_label("three_player_method", rules.three_player_method))
        if stage == "start":
            lines.append(_t("With three players: %1").replace("%1", method))
        else:  # four or more at the start: only once the others have dropped out
            lines.append(_t("When three players are left: %1").replace("%1", method))
    return lines


def scoring_note(fractions: str, hand_total: int) -> str:
    """How a classic hand's points taken become its scores (the rule book's "Card points
    and the hand score"), under the fraction rule ``fractions``; ``hand_total``: H."""
    if fractions == "lost":
        return _t(
            "Each player scores the whole points taken, fractions dropped (3⅓ scores 3); "
            "the last trick adds 1."
        )
    return _t(
        "Each player scores the whole points taken, fractions dropped (3⅓ scores 3); "
        "whoever took the last trick scores %1 minus the others' scores."
    ).replace("%1", str(hand_total))
