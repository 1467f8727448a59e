"""Work-around for a reference-counting bug of the Qt binding in use. Imported first by
``ciapano_qt.ui``, before anything else of ours touches PySide6.

PySide6 6.12.0 on Python 3.11 treats ``None``, ``True`` and ``False`` as immortal (as they are
from Python 3.12 on): a void method call (``timer.setInterval(0)``), a ``Signal.emit()``, a
``QTimer.singleShot`` callback or a ``QRunnable.run`` each give back a reference they never
took. After a few hundred calls the interpreter aborts with "none_dealloc: deallocating None"
or "bool_dealloc: deallocating True or False". On Python < 3.12 we therefore give the three
singletons a practically endless reference count, which is what Python 3.12 does for them.
"""

from __future__ import annotations

import ctypes
import sys

_EXTRA = 1 << 40  # more references than a process can ever drop


def binding_drops_references() -> bool:
    """Measure the bug: does a void call of the binding cost ``None`` a reference?"""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)
    return sys.getrefcount(None) < before - 4


def immortalize_singletons() -> None:
    """Make None, True and False immortal in practice (Python < 3.12 only; idempotent)."""
    if sys.version_info >= (3, 12):
        return
    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))
        if refcnt.value < _EXTRA:
            refcnt.value += _EXTRA


immortalize_singletons()
