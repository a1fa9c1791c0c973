"""SlideCore on screen: the hexagon of points, hit-testing, and turns animated.

Rows are horizontal; a point (row, number) sits at x = number - row / 2 and
y = -row * sqrt(3) / 2 in units of the spacing between neighbours, so the three
line directions of the rules are the three directions of a regular triangular
lattice. The rules state is never touched here: a turn is shown as a transition
from the old state to the new one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ....rules.slidecore import BLACK, WHITE, HexBoard, Point, SlideCoreState, Turn, bits_of
from ...theme import Colour, Theme, dashed_line, group_line, mix
from ...tween import Timeline, Tween, ease_in_out_cubic, ease_out_bounce

ROW_HEIGHT = math.sqrt(3) / 2
DROP_S = 0.18  # a disc dropping in, before the animation-speed setting
GLIDE_S = 0.3  # the Core sliding
FRAME = 0.75  # spacings the frame reaches beyond the corner points
FULL_LINES_SPACING = 24  # pixels between points from which the lines are drawn at full strength
GHOST_ALPHA = 150  # of 255: the disc a click would place, under the pointer
CORE = -1  # a ghost's seat that stands for the Core


@dataclass
class TurnAnimation(Timeline):
    """A turn shown step by step: the mover's disc drops, the Core glides, the
    other disc drops. Steps the person already made on the board are not replayed."""

    before: SlideCoreState
    after: SlideCoreState
    move: Turn
    scale: float = 1.0
    entered: bool = False  # the person placed the disc and moved the Core already
    own: Tween = field(init=False)
    core: Tween = field(init=False)
    other: Tween = field(init=False)

    def __post_init__(self) -> None:
        first = 0.0 if self.entered else DROP_S * self.scale
        moved = self.before.board.point_at[self.before.core] != self.move.core
        glide = GLIDE_S * self.scale if moved and not self.entered else 0.0
        self.own = Tween(first, easing=ease_out_bounce)
        self.core = Tween(glide, delay_s=first, easing=ease_in_out_cubic)
        self.other = Tween(DROP_S * self.scale, delay_s=first + glide, easing=ease_out_bounce)

    def tweens(self) -> tuple[Tween, ...]:
        return self.own, self.core, self.other

    @property
    def landed_sound(self) -> str | None:
        return "disc" if self.other.duration_s > 0 else None


@dataclass
class CoreMarks:
    """What the play scene asks the view to show besides the discs and the Core."""

    own: Point | None = None  # the step-1 disc placed so far in this turn
    core: Point | None = None  # where the Core stands in this turn so far
    stops: tuple[Point, ...] = ()  # where the Core may slide to
    targets: tuple[Point, ...] = ()  # where the current step may go
    lines: tuple[tuple[Point, Point], ...] = ()  # faint lines that make the crossings
    cursor: Point | None = None
    last: Turn | None = None
    core_from: Point | None = None  # where the Core stood before the last turn slid it
    hint: Turn | None = None
    groups: tuple[tuple[int, int], ...] = ()  # (bitboard, seat) of groups to outline
    holding: bool = False  # the Core is picked up
    dragged_to: tuple[int, int] | None = None  # the pointer, while the Core is dragged
    ghost: tuple[Point, int] | None = None  # (point, seat or CORE): what a click under the pointer would place
    glow: float = 0.0


def crossing_lines(own: Point, core: Point, crossings: tuple[Point, ...]) -> tuple[tuple[Point, Point], ...]:
    """The two lines that make each crossing: one through the Core, one through the disc."""
    return tuple(line for other in crossings for line in ((core, other), (own, other)))


class SlideCoreView:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.side = 6
        self.spacing = 10.0
        self._origin = (0.0, 0.0)
        self._board: pygame.Surface | None = None  # the empty lattice, painted once per layout
        self._board_look: tuple[object, ...] = ()
        self.labels = True  # the rows and numbers around the board (not on a small picture)
        self.band = 0.0  # pixels round the frame where the labels stand

    # -- geometry -----------------------------------------------------------

    def layout(self, area: pygame.Rect, state: SlideCoreState) -> None:
        """Fit the hexagon into `area`, centred, with room for the discs and the labels."""
        side = state.board.side
        self.side = side
        span = 2 * side - 2  # the widest row spans this many spacings; so does the height / ROW_HEIGHT
        self.spacing = self._fit(area, span, 0.0)
        # a band round the frame for the labels, measured at a spacing no smaller than the
        # one it leaves (a smaller spacing never draws larger labels)
        self.band = 1.6 * self.theme.font(self._label_size()).get_height() if self.labels else 0.0
        self.spacing = self._fit(area, span, self.band)
        width = (span + 2.0) * self.spacing + 2 * self.band
        height = (span * ROW_HEIGHT + 2.0) * self.spacing + 2 * self.band
        self.rect = pygame.Rect(0, 0, round(width), round(height))
        self.rect.center = area.center
        # the centre point (side - 1, side) sits at the centre of the rect
        cx, cy = self.rect.center
        middle = side - 1
        self._origin = (cx - (side - middle / 2) * self.spacing, cy + middle * ROW_HEIGHT * self.spacing)
        self._board = None

    @staticmethod
    def _fit(area: pygame.Rect, span: int, band: float) -> float:
        """The largest spacing at which the board, a spacing round its outer points
        (the frame's), and `band` pixels beyond that fit in `area`."""
        return min((area.width - 2 * band) / (span + 2.0), (area.height - 2 * band) / (span * ROW_HEIGHT + 2.0))

    def _label_size(self) -> int:
        return max(11, min(20, round(self.spacing / self.theme.unit * 0.36)))

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

    def _sizes(self) -> tuple[float, int]:
        """A disc's radius and the width of the marks' lines, in pixels."""
        return self.spacing * 0.42, max(1, round(self.spacing * 0.06))

    def cursor_radius(self) -> float:
        """How far from its point the keyboard's ring reaches, its edge included."""
        radius, line = self._sizes()
        return radius + line * 5

    def draw(
        self,
        surface: pygame.Surface,
        state: SlideCoreState,
        marks: CoreMarks | None = None,
        animation: TurnAnimation | None = None,
    ) -> None:
        """The lattice (cached), the discs and the Core, what moves, then the marks."""
        marks = marks or CoreMarks()
        p = self.theme.palette
        b = state.board
        surface.blit(self._lattice(state), self.rect.topleft)
        radius, line = self._sizes()
        for start, end in marks.lines:
            pygame.draw.line(surface, mix(p.focus, p.board, 0.55), *self._through(start, end, b), line + 1)
        hidden: set[Point] = set()
        core_at: tuple[float, float] | pygame.Vector2 = self.point_center(marks.core or b.point_at[state.core])
        moving = animation if animation is not None and not animation.is_done else None
        if moving is not None:
            state = moving.after
            move = moving.move
            hidden = {move.own, move.other}
            core_from = self.point_center(moving.before.board.point_at[moving.before.core])
            core_at = pygame.Vector2(core_from).lerp(self.point_center(move.core), moving.core.value)
        if marks.core_from is not None and moving is None and marks.own is None:
            self._trail(surface, self.point_center(marks.core_from), core_at, radius, line)
        if marks.dragged_to is not None:
            core_at = marks.dragged_to
        for bits, seat in marks.groups:  # a group's links lie under its discs, its rings on top
            self._group_links(surface, state, bits, *group_line(self.theme.palette, seat == WHITE), line)
        for point in b.points:
            if point in hidden:
                continue
            bit = 1 << b.bit(point)
            if state.black & bit:
                self._disc(surface, self.point_center(point), radius, BLACK)
            elif state.white & bit:
                self._disc(surface, self.point_center(point), radius, 1 - BLACK)
        if moving is not None:
            mover = 1 - moving.after.to_move
            for point, tween, seat in ((move.own, moving.own, mover), (move.other, moving.other, 1 - mover)):
                if tween.elapsed_s >= tween.delay_s:
                    x, y = self.point_center(point)
                    self._disc(surface, (x, y - (1 - tween.value) * self.spacing * 0.8), radius, seat)
        if marks.own is not None:  # this turn's disc, ringed until the turn is played
            self._disc(surface, self.point_center(marks.own), radius, state.to_move)
            ring = mix(p.focus, (255, 255, 255), 0.5 * marks.glow)
            pygame.draw.circle(surface, ring, self.point_center(marks.own), radius + line * 2, line * 2)
        self._core(surface, core_at, radius, lifted=marks.holding or marks.dragged_to is not None)
        self._draw_marks(surface, state, marks, radius, line, moving is not None)

    def _lattice(self, state: SlideCoreState) -> pygame.Surface:
        """The board with its lines and points, no discs: painted once per layout."""
        look = (self.rect.size, self.side, self.theme.palette.name)
        if self._board is not None and self._board_look == look:
            return self._board
        p = self.theme.palette
        b = state.board
        image = pygame.Surface(self.rect.size).convert()
        image.fill(p.background)
        offset = pygame.Vector2(-self.rect.x, -self.rect.y)

        def at(point: Point) -> pygame.Vector2:
            return pygame.Vector2(self.point_center(point)) + offset

        line = max(1, round(self.spacing * 0.06))
        corners = [at(Point(r, k)) for r, k in self._corners()]
        pygame.draw.polygon(image, p.board, _grown(corners, self.spacing * FRAME))
        # on a small board (a saved game's picture) the lines give way to the discs, which they would drown
        colour = mix(p.panel_edge, p.board, min(0.6, max(0.0, 1 - self.spacing / FULL_LINES_SPACING)))
        for point in b.points:  # each line drawn once, from its lower end
            for dr, dk in ((0, 1), (1, 0), (1, 1)):
                other = Point(point.row + dr, point.number + dk)
                if b.on_board(other):
                    pygame.draw.line(image, colour, at(point), at(other), line)
        for point in b.points:
            pygame.draw.circle(image, colour, at(point), max(1.5, self.spacing * 0.09))
        if self.labels:
            self._labels(image, b, offset)
        self._board, self._board_look = image, look
        return image

    def _labels(self, image: pygame.Surface, b: HexBoard, offset: pygame.Vector2) -> None:
        """Row letters on the left edge, point numbers along the bottom and the lower right."""
        theme, size = self.theme, self._label_size()
        colour = theme.palette.muted
        reach = FRAME * self.spacing + self.band / 2  # from the line of the outer points, square to the frame's edge
        for row in range(b.rows):
            first = Point(row, max(1, row - b.side + 2))
            x, y = pygame.Vector2(self.point_center(first)) + offset
            theme.text(image, str(first)[0], size, colour, center=(x - reach / ROW_HEIGHT, y))  # the edges slant
        for number in range(1, 2 * b.side):
            first = Point(max(0, number - b.side), number)
            x, y = pygame.Vector2(self.point_center(first)) + offset
            dx, dy = (0.0, 1.0) if first.row == 0 else (ROW_HEIGHT, 0.5)
            theme.text(image, str(number), size, colour, center=(x + dx * reach, y + dy * reach))

    def _draw_marks(
        self, surface: pygame.Surface, state: SlideCoreState, marks: CoreMarks, radius: float, line: int, moving: bool
    ) -> None:
        p = self.theme.palette
        for bits, seat in marks.groups:
            colour, _ = group_line(p, seat == WHITE)
            for bit in bits_of(bits):
                center = self.point_center(state.board.point_at[bit])
                pygame.draw.circle(surface, colour, center, radius + line * 2, line * 2)
        if marks.last is not None and not moving:  # a dot on the last turn's discs (rings are for groups)
            for point in (marks.last.own, marks.last.other):
                pygame.draw.circle(surface, p.board, self.point_center(point), radius * 0.3)
                pygame.draw.circle(surface, p.text, self.point_center(point), radius * 0.22)
        if marks.hint is not None:  # the two lines that meet at the other disc solid, the Core's slide dashed
            own, core, other = (self.point_center(point) for point in marks.hint)
            start = self.point_center(state.board.point_at[state.core])
            # not a review's better move: it was for the position before
            if start != core and marks.hint in state.legal_moves():
                dashed_line(surface, p.good, start, core, line * 2)
            for end in (own, core):
                pygame.draw.line(surface, p.good, end, other, line * 2)
            for center in (own, other):
                pygame.draw.circle(surface, p.good, center, radius + line * 3, line * 3)
            pygame.draw.circle(surface, p.good, core, radius * 0.6, line * 2)
        for point in marks.stops:
            pygame.draw.circle(surface, p.disc, self.point_center(point), max(3, radius * 0.28))
        if marks.ghost is not None and not moving:
            self._ghost(surface, *marks.ghost, radius)
        ring = mix(p.focus, (255, 255, 255), 0.5 * marks.glow)
        for point in marks.targets:
            pygame.draw.circle(surface, ring, self.point_center(point), radius * 0.6, max(2, line * 2))
        if marks.cursor is not None:
            pygame.draw.circle(surface, p.focus, self.point_center(marks.cursor), radius + line * 4, line * 2)
            pygame.draw.circle(surface, p.board, self.point_center(marks.cursor), self.cursor_radius(), 1)

    def _group_links(
        self, surface: pygame.Surface, state: SlideCoreState, bits: int, colour: Colour, dashed: bool, line: int
    ) -> None:
        """The lines joining a group's neighbouring discs, solid or dashed."""
        b = state.board
        draw = dashed_line if dashed else pygame.draw.line
        for bit in bits_of(bits):
            point = b.point_at[bit]
            for dr, dk in ((0, 1), (1, 0), (1, 1)):
                other = Point(point.row + dr, point.number + dk)
                if b.on_board(other) and bits >> b.bit(other) & 1:
                    draw(surface, colour, self.point_center(point), self.point_center(other), line * 4)

    def _corners(self) -> list[tuple[int, int]]:
        s = self.side
        return [(0, 1), (0, s), (s - 1, 2 * s - 1), (2 * s - 2, 2 * s - 1), (2 * s - 2, s), (s - 1, 1)]

    def _through(self, start: Point, end: Point, board: HexBoard) -> tuple[tuple[float, float], tuple[float, float]]:
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

    def _disc(self, surface: pygame.Surface, center: tuple[float, float], radius: float, seat: int) -> None:
        p = self.theme.palette
        colour, edge = (p.black_piece, p.black_edge) if seat == BLACK else (p.white_piece, p.white_edge)
        pygame.draw.circle(surface, edge, (center[0], center[1] + radius * 0.12), radius)
        pygame.draw.circle(surface, colour, center, radius * 0.94)

    def _ghost(self, surface: pygame.Surface, point: Point, seat: int, radius: float) -> None:
        """A faint disc of `seat`'s colour (or the Core) where a click would place it."""
        reach = math.ceil(radius * 1.2)
        faint = pygame.Surface((2 * reach, 2 * reach), pygame.SRCALPHA)
        if seat == CORE:
            self._core(faint, (reach, reach), radius, lifted=False)
        else:
            self._disc(faint, (reach, reach), radius, seat)
        faint.set_alpha(GHOST_ALPHA)
        x, y = self.point_center(point)
        surface.blit(faint, (round(x) - reach, round(y) - reach))

    def _trail(
        self,
        surface: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float] | pygame.Vector2,
        radius: float,
        line: int,
    ) -> None:
        """The last turn's slide of the Core: a faint ring where it stood, dashes along its way."""
        p = self.theme.palette
        faint = mix(p.disc, p.board, 0.45)
        ring = radius * 0.7
        pygame.draw.circle(surface, faint, start, ring, max(2, line * 2))
        way = pygame.Vector2(end) - start
        if way.length() > ring + radius:  # the dashes run between the ring and the Core
            first, last = pygame.Vector2(start) + way.normalize() * ring, pygame.Vector2(end) - way.normalize() * radius
            dashed_line(surface, faint, (first.x, first.y), (last.x, last.y), line * 2)

    def _core(
        self, surface: pygame.Surface, center: tuple[float, float] | pygame.Vector2, radius: float, lifted: bool
    ) -> None:
        """The red Core; lifted (a shadow below it) while a person moves it."""
        p = self.theme.palette
        x, y = center
        if lifted:
            pygame.draw.circle(surface, mix(p.board, (0, 0, 0), 0.4), (x, y + radius * 0.3), radius)
            y -= radius * 0.15
        pygame.draw.circle(surface, mix(p.disc, (0, 0, 0), 0.35), (x, y + radius * 0.12), radius)
        pygame.draw.circle(surface, p.disc, (x, y), radius * 0.94)
        pygame.draw.circle(
            surface, mix(p.disc, (255, 255, 255), 0.45), (x, y), radius * 0.94, max(1, round(radius / 6))
        )


def _grown(corners: list[pygame.Vector2], by: float) -> list[tuple[float, float]]:
    """The polygon pushed outwards from its centre by `by` pixels."""
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    grown = []
    for x, y in corners:
        length = math.hypot(x - cx, y - cy) or 1
        grown.append((x + (x - cx) / length * by, y + (y - cy) / length * by))
    return grown
