"""Shared helpers for the deck tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets" / "cards"
DECK_IDS = ("milanese", "bergamasche")


@pytest.fixture
def assets_copy(tmp_path: Path) -> Path:
    """A writable copy of the shipped decks (SVG, manifest, licence)."""
    target = tmp_path / "cards"
    for deck in DECK_IDS:
        shutil.copytree(ASSETS / deck, target / deck, ignore=shutil.ignore_patterns("*.png"))
    return target
