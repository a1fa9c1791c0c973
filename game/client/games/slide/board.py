"""Slide's table in play. For now computers play it (attract mode): the table is
drawn from one seat's view only, the person's whose turn it is, else a
spectator's, who sees no pick before the reveal and no face-down card ever."""

from __future__ import annotations

from typing import Any

import pygame

from ....rules.slide import SlideState
from ..base import Board
from .view import SlideTableView, TableMarks

SPECTATOR = -1  # a seat's view for nobody: every pick hidden until the reveal


class Settled:
    """A move shown at once: the table simply shows the new position."""

    is_done = True
    landed_sound = None

    def update(self, dt_s: float) -> None: ...
    def finish(self) -> None: ...


class SlideBoard(Board):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.view = SlideTableView(app.theme)

    @property
    def state(self) -> SlideState:
        return self.session.state

    def viewer(self) -> int:
        """Whose view the table shows: the person to act, else a spectator."""
        seat = self.state.to_move
        person = self.session.players[seat].get("kind") == "human" and not self.state.is_over()
        return seat if person else SPECTATOR

    def hit(self, pos: tuple[int, int]) -> Any:
        return None

    def pointer(self, intent: Any) -> None:
        return None

    def move_cursor(self, act: Any) -> None:
        return None

    def choose(self) -> None:
        return None

    def animate(self, before: Any, after: Any, move: Any, scale: float) -> Settled:
        return Settled()

    def move_sound(self, after: Any, move: Any) -> str:
        return "select"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, groups: Any, glow: float) -> None:
        state = self.state
        marks = TableMarks(to_act=None if state.is_over() else state.to_move, cancelled=state.is_over())
        self.view.draw(surface, state.view(self.viewer()), marks)
