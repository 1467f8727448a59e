"""The deck catalogue finds the shipped decks and reports broken ones as data."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from ciapano_qt.decks import CARD_CODES, assets_dir, load_deck, load_decks

from .conftest import ASSETS, ROOT


def test_shipped_decks_are_found_and_valid() -> None:
    catalogue = load_decks(ASSETS)
    assert catalogue.errors == ()
    assert catalogue.ids() == ("milanese", "bergamasche")  # the manifests' order
    milanese = catalogue.get("milanese")
    assert milanese is not None
    assert milanese.suit_system == "french"
    assert milanese.court_names["C"] == "Donna"
    assert milanese.suit_names["B"] == "fiori"
    assert milanese.face_path("AD") == ASSETS / "milanese" / "AD.svg"
    assert milanese.back_path().is_file()
    assert all(milanese.face_path(code).is_file() for code in CARD_CODES)
    bergamasche = catalogue.get("bergamasche")
    assert bergamasche is not None and bergamasche.court_names["C"] == "Cavallo"


def test_default_assets_dir_is_the_repository() -> None:
    assert assets_dir() == ROOT / "assets" / "cards" or assets_dir().is_dir()


def test_env_var_overrides(monkeypatch: pytest.MonkeyPatch, assets_copy: Path) -> None:
    monkeypatch.setenv("CIAPANO_ASSETS", str(assets_copy))
    assert assets_dir() == assets_copy
    assert load_decks().get("milanese") is not None


def test_missing_file_is_reported(assets_copy: Path, caplog: pytest.LogCaptureFixture) -> None:
    (assets_copy / "milanese" / "3S.svg").unlink()
    with caplog.at_level(logging.WARNING):
        catalogue = load_decks(assets_copy)
    assert catalogue.ids() == ("bergamasche",)
    [error] = catalogue.errors
    assert error.code == "missing_file"
    assert dict(error.params) == {"deck": "milanese", "file": "3S.svg"}
    assert "3S.svg" in error.message
    assert "missing_file" in caplog.text


def test_missing_back_and_bad_manifest(assets_copy: Path) -> None:
    (assets_copy / "bergamasche" / "back.svg").unlink()
    (assets_copy / "milanese" / "manifest.json").write_text("{not json", encoding="utf-8")
    catalogue = load_decks(assets_copy)
    assert catalogue.decks == ()
    assert sorted(e.code for e in catalogue.errors) == ["bad_manifest", "missing_file"]


def test_invalid_fields_and_empty_folders(assets_copy: Path) -> None:
    manifest = assets_copy / "milanese" / "manifest.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data["suit_system"] = "klingon"
    manifest.write_text(json.dumps(data), encoding="utf-8")
    (assets_copy / "stray").mkdir()
    deck, errors = load_deck(assets_copy / "milanese")
    assert deck is None
    assert [(e.code, e.params["field"]) for e in errors] == [("bad_field", "suit_system")]
    codes = sorted(e.code for e in load_decks(assets_copy).errors)
    assert codes == ["bad_field", "no_manifest"]


def test_missing_assets_folder(tmp_path: Path) -> None:
    catalogue = load_decks(tmp_path / "nowhere")
    assert catalogue.decks == ()
    assert [e.code for e in catalogue.errors] == ["no_assets"]


def test_catalogue_does_not_load_qt() -> None:
    code = (
        "import sys, ciapano_qt.decks as d; d.load_decks();"
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("names", ["Milanese"]),
        ("names", {"de": ""}),
        ("names", {"de": 3}),
        ("order", "1"),
        ("order", True),
        ("order", -1),
    ],
)
def test_bad_names_or_order_are_refused(assets_copy: Path, field: str, value: object) -> None:
    manifest = assets_copy / "milanese" / "manifest.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data[field] = value
    manifest.write_text(json.dumps(data), encoding="utf-8")
    deck, errors = load_deck(assets_copy / "milanese")
    assert deck is None
    assert [(e.code, e.params["field"]) for e in errors] == [("bad_field", field)]


def test_names_by_language_and_the_manifests_order(assets_copy: Path) -> None:
    catalogue = load_decks(assets_copy)
    milanese = catalogue.get("milanese")
    assert milanese is not None
    assert milanese.display_name("de") == "Mailänder"
    assert milanese.display_name("en") == "Milanese"
    assert milanese.display_name("pt") == "Milanese"  # a language without a name: English
    manifest = assets_copy / "milanese" / "manifest.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    del data["names"], data["order"]  # both optional: the name, and after the ordered decks
    manifest.write_text(json.dumps(data), encoding="utf-8")
    catalogue = load_decks(assets_copy)
    assert catalogue.ids() == ("bergamasche", "milanese")
    milanese = catalogue.get("milanese")
    assert milanese is not None and milanese.display_name("de") == "Milanesi"
