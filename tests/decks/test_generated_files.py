"""The committed decks are exactly what tools/cardart generates, complete and well formed."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ciapano_qt.decks import CARD_CODES
from tools.cardart.__main__ import generate

from .conftest import ASSETS, DECK_IDS

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("regen")
    generate(out)
    return out


@pytest.mark.parametrize("deck", DECK_IDS)
def test_regeneration_is_byte_identical(regenerated: Path, deck: str) -> None:
    fresh = sorted(p.name for p in (regenerated / deck).iterdir())
    committed = sorted(p.name for p in (ASSETS / deck).iterdir() if p.name != "preview.png")
    assert fresh == committed
    different = [
        name
        for name in fresh
        if (regenerated / deck / name).read_bytes() != (ASSETS / deck / name).read_bytes()
    ]
    assert different == [], f"regenerate with `python -m tools.cardart`: {different}"


def test_generation_is_deterministic(tmp_path: Path, regenerated: Path) -> None:
    generate(tmp_path, "milanese")
    for path in (tmp_path / "milanese").iterdir():
        assert path.read_bytes() == (regenerated / "milanese" / path.name).read_bytes()


@pytest.mark.parametrize("deck", DECK_IDS)
def test_deck_is_complete(deck: str) -> None:
    folder = ASSETS / deck
    for code in CARD_CODES:
        assert (folder / f"{code}.svg").is_file(), code
    for name in ("back.svg", "manifest.json", "LICENSE", "preview.png"):
        assert (folder / name).is_file(), name
    licence = (folder / "LICENSE").read_text(encoding="utf-8")
    assert "GPL" in licence and "tools/cardart" in licence


@pytest.mark.parametrize("deck", DECK_IDS)
def test_manifest(deck: str) -> None:
    data = json.loads((ASSETS / deck / "manifest.json").read_text(encoding="utf-8"))
    assert data["id"] == deck
    assert data["suit_system"] == {"milanese": "french", "bergamasche": "italian"}[deck]
    assert data["licence"] == "GPL-3.0-or-later"
    assert data["author"] == "The Ciapanò developers"
    assert set(data["suits"]) == set("DCSB")
    assert set(data["courts"]) == set("FCR")
    assert sorted(data["faces"].values()) == sorted(f"{c}.svg" for c in CARD_CODES)
    assert data["courts"]["C"] == {"milanese": "Donna", "bergamasche": "Cavallo"}[deck]


@pytest.mark.parametrize("deck", DECK_IDS)
def test_files_are_small(deck: str) -> None:
    sizes = {p.name: p.stat().st_size for p in (ASSETS / deck).glob("*.svg")}
    assert len(sizes) == 41
    too_big = {name: size for name, size in sizes.items() if size >= 60 * 1024}
    assert too_big == {}


@pytest.mark.parametrize("deck", DECK_IDS)
def test_face_structure(deck: str) -> None:
    for code in CARD_CODES:
        root = ET.parse(ASSETS / deck / f"{code}.svg").getroot()
        groups = [child for child in root if child.tag == f"{SVG}g"]
        assert [g.get("id") for g in groups] == ["art", "indices"], code
        first = groups[0][0]
        assert first.tag == f"{SVG}rect", code
        view = root.get("viewBox", "").split()
        assert (first.get("x", "0"), first.get("y", "0")) == ("0", "0")
        assert (first.get("width"), first.get("height")) == (view[2], view[3])
        assert len(groups[1]) > 0
        w, h = float(view[2]), float(view[3])
        assert 0.5 < w / h < 0.56


@pytest.mark.parametrize("deck", DECK_IDS)
def test_back_structure(deck: str) -> None:
    root = ET.parse(ASSETS / deck / "back.svg").getroot()
    groups = [child for child in root if child.tag == f"{SVG}g"]
    assert [g.get("id") for g in groups] == ["art"]
