"""What the commands share: the exit status of a refusal, the sub-parsers' type, level checks."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import TypeAlias

EXIT_REFUSED = 2
"""The exit status when a record, a file or the options are refused."""

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""What ``ArgumentParser.add_subparsers()`` returns; each command adds its parser to it."""


def require_levels(levels: Iterable[str]) -> None:
    """Stop with a clear message at the first computer level that does not exist."""
    from ..ai.levels import level_names

    known = level_names()
    for level in levels:
        if level not in known:
            raise SystemExit(f"unknown level {level!r}; known: {', '.join(known)}")
