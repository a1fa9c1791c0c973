"""Kiosk mode's watch over an unattended screen: a pointer that has not moved for a
while is hidden, and a screen nobody has touched for its scene's idle time gives way
to attract mode."""

from __future__ import annotations

import pygame

POINTER_HIDE_S = 3.0  # a pointer that has not moved for this long is hidden


class KioskWatch:
    def __init__(self) -> None:
        self.idle_s = 0.0  # since the last input
        self.pointer_s = 0.0  # since the pointer last moved
        pygame.mouse.set_visible(False)

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
