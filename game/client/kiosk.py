"""Kiosk mode's watch over an unattended screen: a pointer that has not moved for a
while is hidden, a screen nobody has touched for its scene's idle time gives way
to attract mode, and what a visitor leaves behind (the lessons' progress, the
setup's last choices) lasts only until then: the next visitor finds the kiosk as
its operator left it."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

POINTER_HIDE_S = 3.0  # a pointer that has not moved for this long is hidden


class KioskWatch:
    def __init__(self) -> None:
        self.idle_s = 0.0  # since the last input
        self.pointer_s = 0.0  # since the pointer last moved
        self._visit = _new_visit()
        pygame.mouse.set_visible(False)

    @property
    def visit(self) -> Path | None:
        """The folder this visit's traces are kept in (None: none could be made)."""
        return Path(self._visit.name) if self._visit else None

    def next_visit(self) -> None:
        """The visit over: its folder emptied, a new one for the next visitor."""
        self.close()
        self._visit = _new_visit()

    def close(self) -> None:
        if self._visit:
            self._visit.cleanup()
        self._visit = None

    def touched(self) -> None:
        self.idle_s = 0.0

    def pointer_moved(self) -> None:
        self.pointer_s = 0.0
        pygame.mouse.set_visible(True)

    def is_idle(self, elapsed_s: float, limit_s: float | None) -> bool:
        """Time passes: is the screen now idle for longer than `limit_s` (None: never)?"""
        self.pointer_s += elapsed_s
        if self.pointer_s > POINTER_HIDE_S:
            pygame.mouse.set_visible(False)
        self.idle_s += elapsed_s
        return limit_s is not None and self.idle_s >= limit_s


def _new_visit() -> tempfile.TemporaryDirectory[str] | None:
    try:
        return tempfile.TemporaryDirectory(prefix="slyde-arcade-visit-")
    except OSError:  # then the visit's traces are kept as a window's would be
        return None
