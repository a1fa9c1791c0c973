"""Three in a row in the window: its board (click a point, or the arrows and Enter),
its look, a line of live score, a results detail and a rules page. This module
gives `CLIENT`, which a test registers beside the four games' clients."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.client.games.base import Board, GameClient, Page
from game.client.input import Act, Intent
from game.client.theme import SMALL, Theme

from .rules import NAME, ThreesState

STEPS = {Act.UP: 3, Act.DOWN: -3, Act.LEFT: -1, Act.RIGHT: 1}


class ThreesView:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 90, 90)
        self.labels = True

    def layout(self, area: pygame.Rect, state: Any = None) -> None:
        side = min(area.width, area.height) // 3 * 3
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = area.center

    def cell_rect(self, point: int) -> pygame.Rect:
        size = self.rect.width // 3
        row, column = divmod(point, 3)
        return pygame.Rect(self.rect.x + column * size, self.rect.bottom - (row + 1) * size, size, size)

    def point_at(self, pos: tuple[int, int]) -> int | None:
        return next((point for point in range(9) if self.cell_rect(point).collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, state: ThreesState, cursor: int | None = None, hint: Any = None) -> None:
        p = self.theme.palette
        for point in range(9):
            box = self.cell_rect(point).inflate(-4, -4)
            pygame.draw.rect(surface, p.panel, box, border_radius=6)
            mark = state.marks[point]
            if mark:
                colour = p.white_piece if mark == 1 else p.black_piece
                pygame.draw.circle(surface, colour, box.center, box.width // 3)
            if point == cursor:
                pygame.draw.rect(surface, p.focus, box, 3, border_radius=6)
            if point == hint:
                pygame.draw.rect(surface, p.good, box, 3, border_radius=6)


class Landing:
    """A move's animation: a mark that settles at once."""

    duration_s = 0.0
    is_done = True
    landed_sound = None

    def update(self, dt_s: float) -> None: ...
    def finish(self) -> None: ...
    def seek(self, elapsed_s: float) -> None: ...


class ThreesBoard(Board):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.view = ThreesView(app.theme)

    def hit(self, pos: tuple[int, int]) -> int | None:
        return self.view.point_at(pos)

    def pointer(self, intent: Intent) -> Hashable | None:
        if intent.act is not Act.PRESS:
            return None
        point = self.view.point_at(intent.pos)
        return point if point is not None and self.state.why_illegal(point) is None else None

    def move_cursor(self, act: Act) -> None:
        self.cursor = 4 if self.cursor is None else min(8, max(0, self.cursor + STEPS.get(act, 0)))

    def choose(self) -> Hashable | None:
        if self.cursor is None:
            self.cursor = 4
            return None
        return self.cursor if self.state.why_illegal(self.cursor) is None else None

    def animate(self, before: Any, after: Any, move: Hashable, scale: float) -> Landing:
        return Landing()

    def move_sound(self, after: Any, move: Hashable) -> str:
        return "select"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, groups: Any, glow: float) -> None:
        self.view.draw(surface, self.state, self.cursor, hint)

    def prompt(self) -> str | None:
        return None if self.session.is_over else "Click an empty point: three in a line wins"


def chip(surface: pygame.Surface, theme: Theme, state: Any, seat: int, center: tuple[int, int], radius: int) -> None:
    colour = theme.palette.white_piece if seat == 0 else theme.palette.black_piece
    pygame.draw.circle(surface, colour, center, radius)


def live_score(surface: pygame.Surface, theme: Theme, inner: pygame.Rect, y: int, session: Any) -> int:
    text = f"{session.state.ply} of 9 points taken"
    theme.text(surface, text, SMALL, theme.palette.text, topleft=(inner.x, y))
    return y + theme.px(28)


def standing(session: Any, names: Any) -> str:
    outcome = session.outcome()
    return outcome.reason if outcome is not None else "Nobody has three in a line yet"


class ThreesResults:
    """The results' detail: the outcome in its own words."""

    def __init__(self, app: Any, session: Any) -> None:
        self.app, self.session = app, session

    def update(self, dt_s: float) -> None: ...

    def skip(self) -> bool:
        return False

    def is_moving(self) -> bool:
        return False

    def outlines(self) -> tuple[Any, ...]:
        return ()

    def draw(self, surface: pygame.Surface, inner: pygame.Rect, y: int, bottom: int) -> int:
        outcome = self.session.outcome()
        if outcome is not None:
            self.app.theme.text(surface, outcome.reason, SMALL, self.app.theme.palette.text, topleft=(inner.x, y))
        return y + self.app.theme.px(28)


CLIENT = GameClient(
    name=NAME,
    board=ThreesBoard,
    view=ThreesView,
    entries=(("Play Three in a row", {}),),
    books=((NAME, "Three in a row", lambda: [Page("Three in a row", "Three in a line wins.", ThreesState())]),),
    showcases=({},),
    option_rows={},
    note=lambda options: "X moves first.",
    chip=chip,
    live_score=live_score,
    standing=standing,
    results=ThreesResults,
)
