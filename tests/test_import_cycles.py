"""No import circle inside ``ciapano_qt``: two modules that each need the other are one room with
a wall through it. The graph is built statically, so every import counts: at the top of a module,
inside a function, under ``if TYPE_CHECKING:``, in a ``try``.

What an import is an edge to:

- ``import a.b.c`` and ``from a.b.c import name`` (``name`` not a submodule): to ``a.b.c``.
- ``from a.b import c`` where ``a/b/c.py`` (or ``a/b/c/``) exists: to ``a.b.c``, the submodule
  asked for, not to ``a.b``'s ``__init__``.
- Relative imports are resolved against the importing module's package (``__init__`` is its own
  package).
- The parent packages Python runs before a submodule (``a`` and ``a.b`` before ``a.b.c``) are
  not edges: a package's ``__init__`` that re-exports from its submodules is a facade above
  them, and a submodule does not depend on it by merely living in the package. Only a written
  import of the package (``from . import name`` for a name the ``__init__`` defines, ``import
  a.b``) is an edge to the ``__init__``; so a submodule that imports its own package's
  ``__init__``, which imports it back, IS a circle.

There is no list of allowed circles; ``test_a_planted_circle_is_found`` shows the finder fails
on one.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by its dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of ``modules`` that ``name`` (at ``path``) imports, anywhere in its text."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    here = name if _is_package(path) else name.rpartition(".")[0]
    targets: set[str] = set()

    def known(dotted: str) -> str | None:
        """``dotted`` or the nearest enclosing module of it that is in ``modules``."""
        while dotted and dotted not in modules:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = known(alias.name)
                if target is not None:
                    targets.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = here.split(".")
                if node.level > 1:
                    base_parts = base_parts[: -(node.level - 1)]
                base = ".".join(base_parts)
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in modules:
                    targets.add(submodule)
                else:
                    target = known(source)
                    if target is not None:
                        targets.add(target)
    return targets


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    modules = module_names(root, package)
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected component of more than one module, and every module that
    imports itself (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, pending = work[-1]
            if pending:
                child = pending.pop()
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, sorted(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph[node]:
                    found.append(sorted(component))
    return sorted(found)


def describe(graph: dict[str, set[str]], component: list[str]) -> str:
    members = set(component)
    edges = [f"  {a} -> {b}" for a in component for b in sorted(graph[a] & members)]
    return " <-> ".join(component) + "\n" + "\n".join(edges)


def test_ciapano_qt_has_no_import_circle() -> None:
    graph = import_graph(ROOT, "ciapano_qt")
    assert "ciapano_qt.engine.hand" in graph and "ciapano_qt.ui.mainwindow" in graph
    found = circles(graph)
    assert found == [], "import circles:\n" + "\n".join(describe(graph, c) for c in found)


def _write(root: Path, relative: str, text: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_a_planted_circle_is_found(tmp_path: Path) -> None:
    """Two modules that import each other (one only for type checking, inside a function on
    the other side) and a package whose ``__init__`` imports a submodule that imports the
    package back; a facade ``__init__`` and a clean chain are not circles."""
    _write(tmp_path, "pkg/__init__.py", "")
    _write(
        tmp_path,
        "pkg/a.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n",
    )
    _write(tmp_path, "pkg/b.py", "def f():\n    from . import a\n    return a\n")
    _write(tmp_path, "pkg/loop/__init__.py", "from .inner import thing\n")
    _write(tmp_path, "pkg/loop/inner.py", "from pkg import loop\nthing = 1\n")
    _write(tmp_path, "pkg/facade/__init__.py", "from .low import x\nfrom .high import y\n")
    _write(tmp_path, "pkg/facade/low.py", "x = 1\n")
    _write(tmp_path, "pkg/facade/high.py", "from .low import x\ny = x\n")
    _write(tmp_path, "pkg/self.py", "import pkg.self\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.a"] == {"pkg.b"} and graph["pkg.b"] == {"pkg.a"}
    assert circles(graph) == [
        ["pkg.a", "pkg.b"],
        ["pkg.loop", "pkg.loop.inner"],
        ["pkg.self"],
    ]


def test_relative_and_from_imports_resolve_to_the_module_meant(tmp_path: Path) -> None:
    _write(tmp_path, "pkg/__init__.py", "VALUE = 1\n")
    _write(tmp_path, "pkg/sub/__init__.py", "from ..top import t\n")
    _write(tmp_path, "pkg/top.py", "t = 1\n")
    _write(
        tmp_path,
        "pkg/sub/deep.py",
        "from . import sibling\nfrom .. import VALUE\nfrom ..top import t\nimport os\n",
    )
    _write(tmp_path, "pkg/sub/sibling.py", "import pkg.sub\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.sub"] == {"pkg.top"}
    assert graph["pkg.sub.deep"] == {"pkg.sub.sibling", "pkg", "pkg.top"}
    assert graph["pkg.sub.sibling"] == {"pkg.sub"}
    assert circles(graph) == []
