"""SlideCore on screen: the hexagon of points, hit-testing, and what a turn shows.

Rows are horizontal; a point (row, number) sits at x = number - row / 2 and
y = -row * sqrt(3) / 2 in units of the spacing between neighbours, so the three
line directions of the rules are the three directions of a regular triangular
lattice. The rules state is never touched here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...rules.slidecore import BLACK, Point, SlideCoreState
from ..theme import Theme, mix

ROW_HEIGHT = math.sqrt(3) / 2


@dataclass
class CoreMarks:
    """What the play scene asks the view to show besides the discs and the Core."""

    own: Point | None = None  # the step-1 disc placed so far in this turn
    core: Point | None = None  # where the Core stands in this turn so far
    targets: tuple[Point, ...] = ()  # where the current step may go
    lines: tuple[tuple[Point, Point], ...] = ()  # faint lines that make the crossings
    cursor: Point | None = None
    last: tuple[Point, ...] = ()  # the points of the last turn


class SlideCoreView:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.side = 6
        self.spacing = 10.0
        self._origin = (0.0, 0.0)

    # -- geometry -----------------------------------------------------------

    def layout(self, area: pygame.Rect, side: int) -> None:
        """Fit the hexagon of `side` into `area`, centred, with room for the discs."""
        self.side = side
        span = 2 * side - 2  # the widest row spans this many spacings; so does the height / ROW_HEIGHT
        self.spacing = min(area.width / (span + 1.2), area.height / (span * ROW_HEIGHT + 1.2))
        width = (span + 1.2) * self.spacing
        height = (span * ROW_HEIGHT + 1.2) * self.spacing
        self.rect = pygame.Rect(0, 0, round(width), round(height))
        self.rect.center = area.center
        # the centre point (side - 1, side) sits at the centre of the rect
        cx, cy = self.rect.center
        middle = side - 1
        self._origin = (cx - (side - middle / 2) * self.spacing, cy + middle * ROW_HEIGHT * self.spacing)

    def point_center(self, point: Point) -> tuple[float, float]:
        ox, oy = self._origin
        return (ox + (point.number - point.row / 2) * self.spacing, oy - point.row * ROW_HEIGHT * self.spacing)

    def point_at(self, pos: tuple[int, int], state: SlideCoreState) -> Point | None:
        """The board point under `pos` (within half a spacing), or None."""
        best, best_distance = None, (self.spacing * 0.5) ** 2
        for point in state.board.points:
            x, y = self.point_center(point)
            distance = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if distance < best_distance:
                best, best_distance = point, distance
        return best

    # -- drawing --------------------------------------------------------------

    def draw(self, surface: pygame.Surface, state: SlideCoreState, marks: CoreMarks, glow: float = 0.0) -> None:
        p = self.theme.palette
        b = state.board
        radius = self.spacing * 0.42
        line = max(1, round(self.spacing * 0.06))
        corners = [self.point_center(Point(r, k)) for r, k in self._corners()]
        pygame.draw.polygon(surface, p.board, _grown(corners, self.spacing * 0.7))
        for point in b.points:  # the lattice: each line drawn once, from its lower end
            x, y = self.point_center(point)
            for dr, dk in ((0, 1), (1, 0), (1, 1)):
                other = Point(point.row + dr, point.number + dk)
                if b.on_board(other):
                    pygame.draw.line(surface, p.panel_edge, (x, y), self.point_center(other), line)
        for start, end in marks.lines:
            pygame.draw.line(surface, mix(p.focus, p.board, 0.55), *self._through(start, end, b), line + 1)
        for point in b.points:
            pygame.draw.circle(surface, p.panel_edge, self.point_center(point), max(2, radius * 0.22))
        black, white = state.black, state.white
        core = marks.core or b.point_at[state.core]
        for point in b.points:
            bit = 1 << b.bit(point)
            center = self.point_center(point)
            if point == core:
                self._disc(surface, center, radius, p.disc, mix(p.disc, (0, 0, 0), 0.35))
            elif black & bit:
                self._disc(surface, center, radius, p.black_piece, p.black_edge)
            elif white & bit:
                self._disc(surface, center, radius, p.white_piece, p.white_edge)
        if marks.own is not None:
            colour = p.black_piece if state.to_move == BLACK else p.white_piece
            edge = p.black_edge if state.to_move == BLACK else p.white_edge
            self._disc(surface, self.point_center(marks.own), radius, colour, edge)
        for point in marks.last:
            pygame.draw.circle(surface, p.accent, self.point_center(point), radius + line * 2, line * 2)
        ring = mix(p.focus, p.board, 0.35 * glow)
        for point in marks.targets:
            pygame.draw.circle(surface, ring, self.point_center(point), radius * 0.55, line * 2)
        if marks.cursor is not None:
            pygame.draw.circle(surface, p.focus, self.point_center(marks.cursor), radius + line * 3, line * 2)

    def _corners(self) -> list[tuple[int, int]]:
        s = self.side
        return [(0, 1), (0, s), (s - 1, 2 * s - 1), (2 * s - 2, 2 * s - 1), (2 * s - 2, s), (s - 1, 1)]

    def _through(self, start: Point, end: Point, board) -> tuple[tuple[float, float], tuple[float, float]]:
        """The whole board line through `start` and `end` (two points on one line)."""
        dr, dk = end.row - start.row, end.number - start.number
        step = math.gcd(dr, dk) or 1
        dr, dk = dr // step, dk // step
        first = last = start
        while board.on_board(Point(first.row - dr, first.number - dk)):
            first = Point(first.row - dr, first.number - dk)
        while board.on_board(Point(last.row + dr, last.number + dk)):
            last = Point(last.row + dr, last.number + dk)
        return self.point_center(first), self.point_center(last)

    def _disc(self, surface: pygame.Surface, center, radius: float, colour, edge) -> None:
        pygame.draw.circle(surface, edge, (center[0], center[1] + radius * 0.12), radius)
        pygame.draw.circle(surface, colour, center, radius * 0.94)


def _grown(corners: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """The polygon pushed outwards from its centre by `by` pixels."""
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    grown = []
    for x, y in corners:
        length = math.hypot(x - cx, y - cy) or 1
        grown.append((x + (x - cx) / length * by, y + (y - cy) / length * by))
    return grown
