"""Translation calls written out for lupdate (used by ``tools/i18n.py update``).

lupdate only understands ``self.tr(...)`` and ``QCoreApplication.translate("Context", "text",
...)`` written out, and its Python parser loses the plural of ``translate(ctx, text, comment, n)``
(or the whole call) unless ``n`` is a number literal. A module may also define a helper with a
fixed context, e.g.::

    def _t(text: str, n: int = -1) -> str:
        return QCoreApplication.translate("Table", text, None, n)

and call ``_t("Stock: %n", count)``, or bind ``t = QCoreApplication.translate``. Before lupdate
runs, ``tools/i18n.py`` copies the sources to a temporary folder and :func:`expand_helpers` writes
each such call out as a ``QCoreApplication.translate("Context", "text"[, "comment", 1])`` call (on
the same line, so the locations in the ``.ts`` files stay right). A helper is a module-level
function whose body (after an optional docstring) is one ``return QCoreApplication.translate(
CONTEXT, <its first parameter>, ...)``, CONTEXT being a string or a module-level string constant.
Calls whose text is not a string literal are skipped (as lupdate would) and listed by ``update``.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Helper:
    context: str
    params: tuple[str, ...]
    defaults: dict[str, str]  # parameter -> source text of its default
    args: tuple[ast.expr, ...]  # the translate() arguments after the context


def _is_translate(node: ast.expr) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "translate"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "QCoreApplication"
    )


def find_helpers(tree: ast.Module) -> dict[str, Helper]:
    """The module's translation helpers by name (see the module docstring)."""
    constants = _constants(tree)
    helpers: dict[str, Helper] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        body = list(node.body)
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
            continue
        call = body[0].value
        if not _is_translate(call):
            continue
        assert isinstance(call, ast.Call)
        if len(call.args) < 2 or call.keywords:
            continue
        ctx = call.args[0]
        if isinstance(ctx, ast.Constant) and isinstance(ctx.value, str):
            context = ctx.value
        elif isinstance(ctx, ast.Name) and ctx.id in constants:
            context = constants[ctx.id]
        else:
            continue
        params = tuple(a.arg for a in node.args.args)
        text = call.args[1]
        if not (isinstance(text, ast.Name) and text.id == params[0]):
            continue
        defaults = {
            p: ast.unparse(d)
            for p, d in zip(
                params[len(params) - len(node.args.defaults) :], node.args.defaults, strict=True
            )
        }
        helpers[node.name] = Helper(context, params, defaults, tuple(call.args[1:]))
    return helpers


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _canonical(context: str, text: str, comment: str | None, plural: bool) -> str:
    """A call that lupdate reads right. Its Python parser misses the plural of
    ``translate(ctx, text, comment, n)`` (or the whole call) unless ``n`` is a number literal,
    so a count is written as ``1``: the value does not matter to lupdate."""
    args = [json.dumps(context, ensure_ascii=False), json.dumps(text, ensure_ascii=False)]
    if comment or plural:
        args.append(json.dumps(comment or "", ensure_ascii=False))
    if plural:
        args.append("1")
    return "QCoreApplication.translate({})".format(", ".join(args))


def _no_count(node: ast.expr | None) -> bool:
    """True for a missing count or the literal -1 (Qt's "no plural")."""
    if node is None:
        return True
    return (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and node.operand.value == 1
    )


def _is_alias_call(call: ast.Call, aliases: set[str]) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id in aliases


def find_aliases(tree: ast.Module) -> set[str]:
    """Names bound to the function itself: ``t = QCoreApplication.translate``."""
    out = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "translate"
            and isinstance(node.value.value, ast.Name)
            and node.value.value.id == "QCoreApplication"
        ):
            out.add(node.targets[0].id)
    return out


def _rewrite(
    call: ast.Call,
    helpers: dict[str, Helper],
    constants: dict[str, str],
    aliases: set[str] = frozenset(),  # type: ignore[assignment]
) -> str | bool | None:
    """The canonical text of a translation call; None for a call that is not one; False for
    one whose text (or context, or comment) lupdate cannot know."""
    if call.keywords or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    if isinstance(call.func, ast.Name) and call.func.id in helpers:
        helper = helpers[call.func.id]
        if len(call.args) > len(helper.params):
            return False
        bound: dict[str, ast.expr | None] = {p: None for p in helper.params}
        for name, default in helper.defaults.items():
            bound[name] = ast.parse(default, mode="eval").body
        bound.update(zip(helper.params[: len(call.args)], call.args, strict=True))
        args: list[ast.expr | None] = [
            bound.get(a.id) if isinstance(a, ast.Name) and a.id in bound else a for a in helper.args
        ]
        context: str | None = helper.context
    elif (_is_translate(call) or _is_alias_call(call, aliases)) and len(call.args) >= 2:
        ctx = call.args[0]
        context = _literal(ctx)
        if context is None and isinstance(ctx, ast.Name):
            context = constants.get(ctx.id)
        args = list(call.args[1:])
    else:
        return None
    args += [None] * (3 - len(args))
    text, comment_node, count = args[0], args[1], args[2]
    text_value = _literal(text)
    if context is None or text_value is None:
        return False
    comment = _literal(comment_node)
    if comment is None and not (
        comment_node is None
        or (isinstance(comment_node, ast.Constant) and comment_node.value is None)
    ):
        return False
    return _canonical(context, text_value, comment, not _no_count(count))


def _constants(tree: ast.Module) -> dict[str, str]:
    out: dict[str, str] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            value = _literal(node.value)
            if value is not None:
                out[node.targets[0].id] = value
    return out


def expand_helpers(source: str, problems: list[str] | None = None, name: str = "") -> str:
    """The source with every translation call in the form lupdate reads right: helper calls
    written out, contexts named by constants resolved, counts as literals. The number of
    lines does not change, so locations stay right."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        if problems is not None:
            problems.append(f"{name}: cannot parse ({exc})")
        return source
    helpers = find_helpers(tree)
    constants = _constants(tree)
    aliases = find_aliases(tree)
    edits: list[tuple[int, int, int, int, str]] = []
    # lupdate does not look inside f-strings: calls there are repeated at the end of the file.
    in_fstrings = {
        id(call)
        for joined in ast.walk(tree)
        if isinstance(joined, ast.JoinedStr)
        for call in ast.walk(joined)
        if isinstance(call, ast.Call)
    }
    tail: list[str] = []
    for node, class_name in _calls_with_class(tree):
        if id(node) in in_fstrings:
            text = _rewrite(node, helpers, constants, aliases)
            if text is None:
                text = _rewrite_tr(node, class_name)
            if isinstance(text, str):
                tail.append(text)
            continue
        text = _rewrite(node, helpers, constants, aliases)
        if text is None:
            continue
        if text is False:
            if problems is not None and not _inside_helper(node, tree, helpers):
                problems.append(
                    f"{name}:{node.lineno}: a translation call without literal texts "
                    "is not extracted"
                )
            continue
        assert isinstance(text, str)
        assert node.end_lineno is not None and node.end_col_offset is not None
        text += "\n" * (node.end_lineno - node.lineno)
        edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, text))
    if tail:
        source = source.rstrip("\n") + "\n" + "\n".join(tail) + "\n"
    if not edits:
        return source
    lines = [line.encode() for line in source.splitlines(keepends=True)]
    data = b"".join(lines)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    # Nested calls: keep the outer one only (its text stands for the whole call).
    spans = sorted(
        ((starts[a - 1] + b, starts[c - 1] + d, text) for a, b, c, d, text in edits),
        key=lambda s: (s[0], -s[1]),
    )
    kept: list[tuple[int, int, str]] = []
    for start, end, text in spans:
        if kept and start < kept[-1][1]:
            continue
        kept.append((start, end, text))
    for start, end, text in reversed(kept):
        data = data[:start] + text.encode() + data[end:]
    return data.decode()


def _calls_with_class(tree: ast.AST, class_name: str = "") -> Iterator[tuple[ast.Call, str]]:
    """Every call with the name of the class it is written in ("" outside classes)."""
    for child in ast.iter_child_nodes(tree):
        inner = child.name if isinstance(child, ast.ClassDef) else class_name
        if isinstance(child, ast.Call):
            yield child, class_name
        yield from _calls_with_class(child, inner)


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _rewrite_tr(call: ast.Call, class_name: str) -> str | None:
    """``self.tr("text"[, "comment", n])`` as a translate call with the class as context."""
    if not (
        class_name
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "tr"
        and call.args
        and not call.keywords
    ):
        return None
    text = _literal(call.args[0])
    comment_node = call.args[1] if len(call.args) > 1 else None
    comment = _literal(comment_node)
    if text is None:
        return None
    if comment is None and comment_node is not None and not _is_none(comment_node):
        return None
    count = call.args[2] if len(call.args) > 2 else None
    return _canonical(class_name, text, comment, not _no_count(count))


def _inside_helper(node: ast.AST, tree: ast.Module, helpers: dict[str, Helper]) -> bool:
    for fn in tree.body:
        if (
            isinstance(fn, ast.FunctionDef)
            and fn.name in helpers
            and fn.lineno <= getattr(node, "lineno", 0) <= (fn.end_lineno or fn.lineno)
        ):
            return True
    return False
