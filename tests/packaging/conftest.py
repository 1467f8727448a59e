"""Load the packaging scripts (packaging/*.py are scripts, not a package) by file path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str, path: Path | None = None) -> ModuleType:
    """Import ``packaging/<name>.py`` (or ``path``) as module ``ciapano_packaging_<name>``."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))  # the scripts import appinfo and trim by name
    module_name = f"ciapano_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, path or PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def appinfo() -> ModuleType:
    return load("appinfo")


@pytest.fixture(scope="session")
def trim() -> ModuleType:
    return load("trim")


@pytest.fixture(scope="session")
def build() -> ModuleType:
    return load("build")
