"""The node runs on uvloop where it is installed (Linux and macOS), asyncio's loop when told
to (a measurement's other half) or where uvloop is missing, and either way serves a table."""

from __future__ import annotations

import asyncio
import builtins

import pytest

from ciapano_qt.server import run


def test_the_node_takes_uvloop_where_it_is_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    import uvloop  # a dependency on every system but Windows

    monkeypatch.delenv("CIAPANO_ASYNCIO_LOOP", raising=False)
    assert run.loop_factory() is uvloop.new_event_loop
    with asyncio.Runner(loop_factory=run.loop_factory()) as runner:
        assert isinstance(runner.get_loop(), uvloop.Loop)


def test_asyncio_s_loop_when_told_or_without_uvloop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CIAPANO_ASYNCIO_LOOP", "asyncio")
    assert run.loop_factory() is None
    monkeypatch.delenv("CIAPANO_ASYNCIO_LOOP")
    real = builtins.__import__

    def without_uvloop(name, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == "uvloop":
            raise ImportError("no uvloop here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_uvloop)
    assert run.loop_factory() is None
