"""Slide's table in play: a person clicks one of their face-down cards to pick it,
then takes a card from the middle and clicks an arrow at an end of their hole's
row or column to push it in. The table is drawn from one seat's view only, the
person's whose turn it is, else a spectator's, who sees no pick before the reveal
and no face-down card ever. Between two persons' picks the table hides behind a
hand-over screen until the next person is at the screen."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ....rules.slide import PICK, PUSH, Flip, SlideState, Take, entries
from ...input import Act
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
        self.value: int | None = None  # the middle card taken, until it is pushed
        self.handover: int | None = None  # the seat the table waits for, hidden until it comes

    def _person(self, seat: int) -> bool:
        return self.session.players[seat].get("kind") == "human"

    def clear(self) -> None:
        """After a move: between two persons' picks, hand the screen over first."""
        self.value = None
        state, moves = self.state, self.session.moves
        if not moves or state.is_over() or state.phase != PICK:
            self.handover = None
            return
        before = self.session.states[-2]
        changed = before.to_move != state.to_move
        self.handover = (
            state.to_move if changed and self._person(state.to_move) and self._person(before.to_move) else None
        )

    def busy(self) -> bool:
        return self.value is not None

    def step_back(self) -> None:
        self.value = None

    @property
    def state(self) -> SlideState:
        return self.session.state

    def viewer(self) -> int:
        """Whose view the table shows: the person to act, else a spectator."""
        seat = self.state.to_move
        person = self.session.players[seat].get("kind") == "human" and not self.state.is_over()
        return seat if person else SPECTATOR

    def focus(self) -> int | None:
        """The seat drawn largest: the one on turn."""
        return None if self.state.is_over() else self.state.to_move

    def layout(self, area: pygame.Rect) -> None:
        self.view.theme = self.app.theme
        self.view.layout(area, self.state, self.focus())

    def _arranged(self) -> None:
        """The grids where the next frame will draw them, for input that comes before it."""
        if self.view.focus != self.focus():
            self.view.arrange(self.focus())

    def hit(self, pos: tuple[int, int]) -> Any:
        self._arranged()
        return self.view.cell_at(pos)

    def pointer(self, intent: Any) -> Hashable | None:
        """A press: dismiss the hand-over, pick a card, take a middle card, or push at an arrow."""
        if intent.act is not Act.PRESS:
            return None
        if self.handover is not None:
            self.handover = None
            return None
        state, seat = self.state, self.state.to_move
        self._arranged()
        if state.phase == PICK:
            hit = self.view.cell_at(intent.pos)
            if hit is None:
                return None
            owner, cell = hit
            if owner != seat:
                self._refuse("Pick one of your own face-down cards")
                return None
            move = Flip(cell)
            reason = state.why_illegal(move)
            if reason:
                self._refuse(reason)
                return None
            return move
        known = state.view(seat).known
        for value, rect in self.view.middle_cards(known):
            if rect.collidepoint(intent.pos):
                self.value = value
                self.app.audio.play("select")
                return None
        for axis, line, far in entries(state.picked[seat]):
            if self.view.entry_rect(seat, axis, line, far).inflate(8, 8).collidepoint(intent.pos):
                values = sorted(set(state.middle))
                value = self.value if self.value is not None else values[0] if len(values) == 1 else None
                if value is None:
                    self._refuse("Take a card from the middle first")
                    return None
                return Take(value, axis, line, far)
        return None

    def _refuse(self, reason: str) -> None:
        self.app.say(reason, "bad")
        self.app.audio.play("error")

    def move_cursor(self, act: Any) -> None:
        return None

    def choose(self) -> None:
        """Enter: at the hand-over, the next person has come."""
        self.handover = None
        return None

    def prompt(self) -> str | None:
        state = self.state
        if self.session.is_over or self.handover is not None:
            return None
        if state.phase == PICK:
            return "Pick one of your face-down cards: nobody else sees which until all have picked"
        if self.value is None and len(set(state.middle)) > 1:
            return "Take a card from the middle, then click an arrow to push it into your grid"
        return "Click an arrow to push the card into your grid"

    def animate(self, before: Any, after: Any, move: Any, scale: float) -> Settled:
        return Settled()

    def move_sound(self, after: Any, move: Any) -> str:
        return "select"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, groups: Any, glow: float) -> None:
        state = self.state
        if self.handover is not None:
            name = self.session.players[self.handover]["name"]
            self.view.draw(
                surface, state.view(SPECTATOR), TableMarks(curtain=f"Pass to {name}, then press a key or click")
            )
            return
        acting = self.viewer() != SPECTATOR and state.phase == PUSH
        marks = TableMarks(
            to_act=self.focus(),
            focus=self.focus(),
            names=tuple(player["name"] for player in self.session.players),
            cancelled=state.is_over(),
            chosen=self.value,
            entries=tuple(entries(state.picked[state.to_move])) if acting else (),
        )
        self.view.draw(surface, state.view(self.viewer()), marks)
