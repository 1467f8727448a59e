"""Signals raised from a worker thread, delivered only to objects that still exist.

A QObject may be deleted at any moment on the GUI thread (its window closed), and a signal
emitted on a deleted QObject from another thread crashes the process. So a worker thread
never emits on the object itself: ``tell(obj, "signal", *args)`` posts through one bridge
that lives as long as the app, queued onto the GUI thread, where the signal is emitted on
``obj`` only if it is still there. ``ready()`` makes the bridge; call it on the GUI thread
(in the object's constructor) before a thread may ``tell``.
"""

from __future__ import annotations

import weakref
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal, Slot


class _Bridge(QObject):
    post = Signal(object, str, object)  # a weak reference to the object, the signal, its args

    def __init__(self) -> None:
        super().__init__()
        self.post.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(object, str, object)
    def _deliver(self, ref: Any, name: str, args: Any) -> None:
        target = ref()
        if target is not None and shiboken6.isValid(target):
            getattr(target, name).emit(*args)


_bridge: _Bridge | None = None


def ready() -> None:
    """Make the bridge (on the GUI thread; once)."""
    global _bridge
    if _bridge is None:
        _bridge = _Bridge()


def tell(target: QObject, name: str, *args: Any) -> None:
    """Emit ``target``'s signal ``name`` with ``args`` on the GUI thread, from any thread,
    unless ``target`` is gone by then."""
    assert _bridge is not None, "crossthread.ready() was not called"
    _bridge.post.emit(weakref.ref(target), name, args)
