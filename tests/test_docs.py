"""The in-app English rules are the repository's reference text, unchanged."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_in_app_english_rules_follow_docs_rules():
    reference = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    in_app = (ROOT / "ciapano_qt/ui/app/help/rules_en.md").read_text(encoding="utf-8")
    assert in_app == reference, "copy docs/rules.md to ciapano_qt/ui/app/help/rules_en.md"
