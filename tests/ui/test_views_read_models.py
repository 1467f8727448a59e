"""The views read the session's queries and the models, never the match (docs/architecture.md).

The sessions (``ui/session/``, and ``ui/remote/`` for a networked seat) are the only UI code
that holds the ``Match``; the models (``ui/models/``) read what the session gives them.
Everything else (the table, the dialogs, the main window, the start-up code) imports none of
the engine's state classes and never reads ``session.match``. Checked on the source, so a
new module is covered at once.
"""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ciapano_qt" / "ui"
ALLOWED = ("session", "remote", "models")  # the session packages, and the models over them
STATE_CLASSES = {"Match", "HandLog", "HandState", "View", "view_of", "state_from_view"}


def _view_modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if p.relative_to(UI).parts[0] not in ALLOWED)


def _reads_session_match(node: ast.AST) -> bool:
    if not isinstance(node, ast.Attribute) or node.attr != "match":
        return False
    owner = node.value
    name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
    return name in ("session", "controller", "c")


def test_views_import_no_engine_state_and_read_no_match() -> None:
    problems = []
    modules = _view_modules()
    assert any(p.name == "scene.py" for p in modules) and any(
        p.name == "mainwindow.py" for p in modules
    )
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(UI)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and "engine" in (node.module or ""):
                names = {a.name for a in node.names} & STATE_CLASSES
                if names:
                    problems.append(f"{where}:{node.lineno} imports {sorted(names)}")
            if _reads_session_match(node):
                problems.append(f"{where}:{node.lineno} reads the session's match")
    assert problems == []


def test_the_check_finds_a_view_reading_the_match() -> None:
    source = "from ...engine.match import Match\nx = self.session.match.hands\n"
    tree = ast.parse(source)
    found = [n for n in ast.walk(tree) if _reads_session_match(n)]
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and "engine" in n.module]
    assert len(found) == 1 and {a.name for a in imports[0].names} & STATE_CLASSES
