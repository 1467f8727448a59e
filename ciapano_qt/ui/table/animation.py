"""A queue of table steps, run one after the other; ``idle`` when the queue is empty.

A step is a callable that changes the table and returns the animation that shows the change
(or None when there is nothing to wait for). At ``instant`` speed the animations are never
started: the queue jumps every animation to its end, so the whole queue runs synchronously.
A ``hold`` step waits for a time or, when asked, for a click (``release``). Qt's animation
classes are loaded with the first animation (a resumed table is set up without one).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .timing import HOLD_FOREVER_MS

if TYPE_CHECKING:
    from PySide6.QtCore import (
        QAbstractAnimation,
        QEasingCurve,
        QParallelAnimationGroup,
        QPauseAnimation,
        QPropertyAnimation,
    )
    from PySide6.QtWidgets import QGraphicsObject

Step = Callable[[], "QAbstractAnimation | None"]


class AnimationQueue(QObject):
    stepped = Signal()  # a step has changed the table (its move may still be under way)
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._hold: QPauseAnimation | None = None
        self.instant = False

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._steps)

    def add(self, step: Step) -> None:
        self._steps.append(step)

    def start(self) -> None:
        if self._running is None:
            self._next()

    def clear(self) -> None:
        """Drop pending steps and finish the running animation at once (undo, new match)."""
        self._steps.clear()
        running, self._running = self._running, None
        self._hold = None
        if running is not None:
            running.finished.disconnect(self._next)
            running.setCurrentTime(running.totalDuration())
            running.stop()

    def finish_move(self) -> None:
        """Jump a running move to its end (before a resize puts every card in place again)."""
        running = self._running
        if running is not None and running is not self._hold:
            running.setCurrentTime(running.totalDuration())

    def release(self) -> bool:
        """End a hold early (a click on the table). True when something was held."""
        if self._hold is not None and self._running is self._hold:
            hold = self._hold
            self._hold = None
            hold.setCurrentTime(hold.duration())
            return True
        return False

    def hold(self, ms: int, until_click: bool = False) -> None:
        """Add a pause: ``ms`` milliseconds, or until ``release`` when ``until_click``."""

        def step() -> QAbstractAnimation | None:
            if self.instant:
                return None
            from PySide6.QtCore import QPauseAnimation

            pause = QPauseAnimation(HOLD_FOREVER_MS if until_click else ms)
            self._hold = pause
            return pause

        self.add(step)

    def _next(self) -> None:
        self._running = None
        self._hold = None
        while self._steps:
            anim = self._steps.popleft()()
            self.stepped.emit()
            if anim is None:
                continue
            if self.instant or anim.totalDuration() == 0:
                anim.setCurrentTime(anim.totalDuration())
                continue
            from PySide6.QtCore import QAbstractAnimation

            self._running = anim
            anim.finished.connect(self._next)
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            return
        self.idle.emit()


def move(
    item: QGraphicsObject,
    prop: bytes,
    end: object,
    ms: int,
    easing: QEasingCurve.Type | None = None,
) -> QPropertyAnimation:
    from PySide6.QtCore import QEasingCurve, QPropertyAnimation

    anim = QPropertyAnimation(item, prop)
    anim.setDuration(ms)
    anim.setStartValue(item.property(prop.decode()))
    anim.setEndValue(end)
    anim.setEasingCurve(easing or QEasingCurve.Type.OutCubic)
    return anim


def parallel(anims: Sequence[QAbstractAnimation]) -> QParallelAnimationGroup:
    from PySide6.QtCore import QParallelAnimationGroup

    group = QParallelAnimationGroup()
    for a in anims:
        group.addAnimation(a)
    return group


def delayed(anim: QAbstractAnimation, ms: int) -> QAbstractAnimation:
    if ms <= 0:
        return anim
    from PySide6.QtCore import QSequentialAnimationGroup

    seq = QSequentialAnimationGroup()
    seq.addPause(ms)
    seq.addAnimation(anim)
    return seq
