"""The Resign button's question. With two seats the person gives the game up; with
more, the person leaves and the computer plays their seat on, so the others' game
goes on. Either is asked first: a click asks, a second within a few seconds does it,
and anything else keeps the game going."""

from __future__ import annotations

from collections.abc import Callable

from .input import Act, Intent
from .widgets import Button

CONFIRM_S = 4.0  # how long a first click waits for the second


class Resignation:
    def __init__(self, seats: int, action: Callable[[], None]) -> None:
        """`action`: what the button's click does (the scene asks `click` from it)."""
        self.leaving = seats > 2
        self.armed_s = 0.0  # after a first click: the time left to confirm
        self.button = Button(self._label(), action)

    def _label(self) -> str:
        return "Leave seat" if self.leaving else "Resign"

    @property
    def asking(self) -> bool:
        return self.armed_s > 0

    def click(self) -> bool:
        """A click on the button: True when it confirms (the second), False when it asks."""
        if self.asking:
            self.disarm()
            return True
        self.armed_s = CONFIRM_S
        self.button.label = "Leave? Click again" if self.leaving else "Resign? Click again"
        return False

    def disarm(self) -> None:
        self.armed_s = 0.0
        self.button.label = self._label()

    def answers_no(self, intent: Intent) -> bool:
        """Does `intent`, while the question stands, keep the game going? Anything but
        the confirming click does (the pointer's moving and a click's release aside)."""
        if not self.asking or intent.act in (Act.POINT, Act.RELEASE):
            return False
        return not (intent.act is Act.PRESS and self.button.rect.collidepoint(intent.pos))

    def update(self, dt_s: float) -> None:
        if self.asking:
            self.armed_s -= dt_s
            if self.armed_s <= 0:
                self.disarm()
