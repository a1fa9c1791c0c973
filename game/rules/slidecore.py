"""SlideCore 6: a hexagon of points, two discs a turn, steered by the red Core.

A point is (row, number) in Abalone-style coordinates (RULINGS.md section 2). On
the bitboards a point is the bit row * width + number with width = 2s + 1, so
numbers 0 and 2s are guard columns: shifting a set by a step never wraps from
one row into the next. The three line directions are then the bit steps 1 (along
a row), width (equal numbers) and width + 1 (the third direction).

A turn is three points: the mover's disc, where the Core stands after its
optional slide, and the opponent's disc at a crossing of a line through the Core
with a line through the mover's disc.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache
from random import Random
from typing import Any, NamedTuple

from .base import IllegalMoveError, MalformedMoveError, Outcome, PerfectInformation, bounded, excerpt
from .groups import compare, describe, group_masks, group_outcome, group_rewards, group_sizes

MIN_SIDE, MAX_SIDE, DEFAULT_SIDE = 4, 8, 6
BLACK, WHITE = 0, 1
SEATS = ("black", "white")  # Black moves first
ROWS = "abcdefghijklmno"

_POINT_RE = re.compile(r"([a-z])(\d{1,2})")


class Point(NamedTuple):
    """A point by zero-based row (a = 0, bottom) and its number (from 1)."""

    row: int
    number: int

    def __str__(self) -> str:
        return f"{ROWS[self.row]}{self.number}"

    @classmethod
    def parse(cls, text: str) -> Point:
        match = _POINT_RE.fullmatch(text.strip().lower())
        if not match or match.group(1) not in ROWS:
            expected = "expected a row letter a-o and a number, like 'e4'"
            raise MalformedMoveError(text, f"{text.strip()!r} is not a point: {expected}")
        return cls(ROWS.index(match.group(1)), int(match.group(2)))


class Turn(NamedTuple):
    """`OWN CORE OTHER`: the mover's disc, the Core after step 2, the opponent's disc."""

    own: Point
    core: Point
    other: Point

    def __str__(self) -> str:
        return f"{self.own} {self.core} {self.other}"

    @classmethod
    def parse(cls, text: str) -> Turn:
        parts = bounded(text).split()
        if len(parts) != 3:
            raise MalformedMoveError(
                text, "expected three points, your disc, the Core and the other disc, like 'e4 f6 e5'"
            )
        try:
            return cls(*(Point.parse(part) for part in parts))
        except MalformedMoveError as error:
            raise MalformedMoveError(text, error.reason) from None


class HexBoard:
    """The fixed geometry of one side length: points, bits, lines and rays."""

    def __init__(self, side: int) -> None:
        self.side = side
        self.rows = 2 * side - 1
        self.width = 2 * side + 1
        self.steps = (1, self.width, self.width + 1)
        self.points = [
            Point(row, number)
            for row in range(self.rows)
            for number in range(max(1, row - side + 2), min(2 * side - 1, side + row) + 1)
        ]
        self.bits = [self.bit(point) for point in self.points]
        self.full = 0
        for bit in self.bits:
            self.full |= 1 << bit
        self.point_at = {bit: point for bit, point in zip(self.bits, self.points, strict=True)}
        self.centre = self.bit(Point(side - 1, side))
        # rays[bit]: for each of the six directions, the bits from `bit` outwards to the edge
        self.rays = {bit: tuple(self._ray(bit, d) for d in self._directions()) for bit in self.bits}
        self.neighbours = {bit: sum(1 << ray[0] for ray in rays if ray) for bit, rays in self.rays.items()}
        self.crossings = {}  # (core bit, own bit) -> mask of the crossing points
        for core in self.bits:
            for own in self.bits:
                self.crossings[core, own] = self._crossing_mask(core, own)

    def bit(self, point: Point) -> int:
        return point.row * self.width + point.number

    def on_board(self, point: Point) -> bool:
        return 0 <= point.row < self.rows and 0 < point.number < self.width and bool(self.full >> self.bit(point) & 1)

    def _directions(self) -> tuple[int, ...]:
        return tuple(sign * step for step in self.steps for sign in (1, -1))

    def _ray(self, bit: int, direction: int) -> tuple[int, ...]:
        ray: list[int] = []
        while True:
            bit += direction
            if bit < 0 or not self.full >> bit & 1:
                return tuple(ray)
            ray.append(bit)

    def _crossing_mask(self, core: int, own: int) -> int:
        """Where a line through `core` crosses a line through `own` of another direction."""
        (rc, kc), (rp, kp) = self.point_at[core], self.point_at[own]
        candidates = (
            (rc, kp),  # core's row, own's equal-number line
            (rc, rc - rp + kp),  # core's row, own's third-direction line
            (rp, kc),  # own's row, core's equal-number line
            (kc + rp - kp, kc),  # core's equal-number line, own's third-direction line
            (rp, rp - rc + kc),  # own's row, core's third-direction line
            (kp + rc - kc, kp),  # own's equal-number line, core's third-direction line
        )
        mask = 0
        for row, number in candidates:
            point = Point(row, number)
            if self.on_board(point):
                mask |= 1 << self.bit(point)
        return mask


@cache
def board(side: int) -> HexBoard:
    return HexBoard(side)


def check_options(side: Any = None) -> dict[str, Any]:
    side = DEFAULT_SIDE if side is None else side
    if isinstance(side, bool) or not isinstance(side, int) or not MIN_SIDE <= side <= MAX_SIDE:
        raise ValueError(f"board side must be a whole number from {MIN_SIDE} to {MAX_SIDE}, not {excerpt(side)}")
    return {"side": side}


def point_count(side: int) -> int:
    """The points of a hexagon with `side` points on each side (91 for 6)."""
    return 3 * side * (side - 1) + 1


def title(side: int) -> str:
    """The game with its options, as a person reads them: "SlideCore 6: 91-point board"."""
    return f"SlideCore 6: {point_count(side)}-point board"


def new_game(side: int | None = None) -> SlideCoreState:
    """The empty board, the Core on the centre, Black to move."""
    b = board(check_options(side)["side"])
    return SlideCoreState(b, 0, 0, b.centre, BLACK, 0)


def bits_of(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class SlideCoreState(PerfectInformation):
    """One SlideCore position. Immutable: `play` returns a new state."""

    __slots__ = ("board", "black", "white", "core", "to_move", "ply", "_moves")
    game = "slidecore"
    seats = SEATS
    seat_count = 2

    def __init__(self, b: HexBoard, black: int, white: int, core: int, to_move: int, ply: int) -> None:
        self.board = b
        self.black = black
        self.white = white
        self.core = core  # a bit index
        self.to_move = to_move
        self.ply = ply
        self._moves: list[Turn] | None = None

    @classmethod
    def position(
        cls, side: int, black: Iterable[str], white: Iterable[str], core: str | None = None, to_move: int = BLACK
    ) -> SlideCoreState:
        """Any position, for tests and diagrams, from point names."""
        b = board(check_options(side)["side"])
        masks = [0, 0]
        for seat, points in enumerate((black, white)):
            for text in points:
                masks[seat] |= 1 << b.bit(Point.parse(text))
        centre = b.centre if core is None else b.bit(Point.parse(core))
        return cls(b, masks[0], masks[1], centre, to_move, (masks[0] | masks[1]).bit_count() // 2)

    # -- the protocol -------------------------------------------------------

    @property
    def options(self) -> dict[str, Any]:
        return {"side": self.board.side}

    @property
    def occupied(self) -> int:
        return self.black | self.white | 1 << self.core

    def core_is_boxed(self) -> bool:
        """The end: no neighbour of the Core is free."""
        return not self.board.neighbours[self.core] & ~self.occupied

    def core_stops(self, occupied: int) -> list[int]:
        """Where the Core may stand after step 2 (its own point first), given the
        points occupied once the step-1 disc is down."""
        stops = [self.core]
        for ray in self.board.rays[self.core]:
            for bit in ray:
                if occupied >> bit & 1:
                    break
                stops.append(bit)
        return stops

    def completions(self, own: int) -> Iterator[tuple[int, int]]:
        """(core, other) pairs that complete a turn whose step-1 disc is on `own`."""
        occupied = self.occupied | 1 << own
        crossings = self.board.crossings
        for core in self.core_stops(occupied):
            free = ~(occupied & ~(1 << self.core) | 1 << core)
            for other in bits_of(crossings[core, own] & free):
                yield core, other

    def steps_from(self, own: Point) -> dict[Point, list[Point]]:
        """For a step-1 disc on `own`: each point where the Core may stand that
        completes the turn, with the points the other disc may then take."""
        at = self.board.point_at
        found: dict[Point, list[Point]] = {}
        for core, other in self.completions(self.board.bit(own)):
            found.setdefault(at[core], []).append(at[other])
        return found

    def legal_moves(self) -> list[Turn]:
        """Every complete turn, by the mover's disc, then the Core's stop, then the other disc."""
        if self._moves is None:
            moves = []
            if not self.core_is_boxed():
                at = self.board.point_at
                for own in bits_of(self.board.full & ~self.occupied):
                    moves += [Turn(at[own], at[core], at[other]) for core, other in self.completions(own)]
            self._moves = moves
        return self._moves

    def own_choices(self) -> list[Point]:
        """The points where the mover may put a disc in step 1 (some turn completes)."""
        if self.core_is_boxed():
            return []
        at = self.board.point_at
        return [at[own] for own in bits_of(self.board.full & ~self.occupied) if next(self.completions(own), None)]

    def is_over(self) -> bool:
        """No complete turn: the Core boxed in, or no step-1 disc that completes.
        Decided without building the list of turns, which runs to thousands."""
        if self._moves is not None:
            return not self._moves
        if self.core_is_boxed():
            return True
        return not any(next(self.completions(own), None) for own in bits_of(self.board.full & ~self.occupied))

    def play(self, move: Turn) -> SlideCoreState:
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(str(move), reason)
        return self.play_legal(move)

    def play_legal(self, move: Turn) -> SlideCoreState:
        bit = self.board.bit
        return self._after(bit(move.own), bit(move.core), bit(move.other))

    def _after(self, own: int, core: int, other: int) -> SlideCoreState:
        if self.to_move == BLACK:
            black, white = self.black | 1 << own, self.white | 1 << other
        else:
            black, white = self.black | 1 << other, self.white | 1 << own
        return SlideCoreState(self.board, black, white, core, 1 - self.to_move, self.ply + 1)

    def why_illegal(self, move: Turn) -> str | None:
        """Why `move` is not legal here, in the rules' words; None if it is."""
        b = self.board
        for point in move:
            if not b.on_board(point):
                return f"{point} is not on the board"
        if self.core_is_boxed():
            return "the game is over: the Core is boxed in"
        own, core, other = (b.bit(point) for point in move)
        if self.occupied >> own & 1:
            return f"{move.own} is not empty"
        occupied = self.occupied | 1 << own
        if core not in self.core_stops(occupied):
            return (
                f"the Core cannot slide from {b.point_at[self.core]} to {move.core}: it moves in a straight line "
                "over empty points only"
            )
        if not b.crossings[core, own] >> other & 1:
            return f"{move.other} is not where a line through the Core crosses a line through {move.own}"
        if (occupied & ~(1 << self.core) | 1 << core) >> other & 1:
            return f"{move.other} is not empty"
        return None

    def parse_move(self, text: str) -> Turn:
        turn = Turn.parse(text)
        for point in turn:
            if not self.board.on_board(point):
                raise MalformedMoveError(text, f"{point} is not on this board")
        return turn

    def format_move(self, move: Turn) -> str:
        return str(move)

    def group_sizes(self) -> tuple[list[int], list[int]]:
        """Each colour's group sizes, largest first: (black, white)."""
        steps = self.board.steps
        return group_sizes(self.black, steps), group_sizes(self.white, steps)

    def groups(self, seat: int) -> list[int]:
        return group_masks(self.black if seat == BLACK else self.white, self.board.steps)

    @property
    def seat_titles(self) -> tuple[str, ...]:
        return ("Black", "White")

    @property
    def places(self) -> int:
        return len(self.board.points)

    def leader(self) -> tuple[int, int]:
        """Who leads by the cascading comparison now: (sign for Black, deciding place)."""
        black, white = self.group_sizes()
        return compare(black, white)

    def outcome(self) -> Outcome | None:
        return group_outcome(self.group_sizes(), SEATS) if self.is_over() else None

    def rewards(self) -> tuple[float, float]:
        """(Black, White) rewards of a finished game: 1 win, 0.5 draw, 0 loss."""
        return group_rewards(self.group_sizes())

    # -- the fast path for search ---------------------------------------------

    def playout(self, rng: Random) -> SlideCoreState:
        """Random legal turns until the game ends; the final state."""
        state = self
        while (turn := state.random_turn(rng)) is not None:
            state = state._after(*turn)
        return state

    def random_turn(self, rng: Random) -> tuple[int, int, int] | None:
        """A random legal turn as bits (own, core, other), without building the
        move list: a random free point for the mover's disc (another if no turn
        completes from it), then a random completion. None when there is none."""
        if self.core_is_boxed():
            return None
        free = list(bits_of(self.board.full & ~self.occupied))
        rng.shuffle(free)
        for own in free:
            completions = list(self.completions(own))
            if completions:
                return (own, *completions[int(rng.random() * len(completions))])
        return None

    # -- for people -------------------------------------------------------------

    def diagram(self) -> str:
        """A text board, top row first: x black, o white, C the Core, . empty."""
        b = self.board
        lines = []
        for row in reversed(range(b.rows)):
            marks = []
            for point in b.points:
                if point.row != row:
                    continue
                bit = 1 << b.bit(point)
                marks.append(
                    "C" if b.bit(point) == self.core else "x" if self.black & bit else "o" if self.white & bit else "."
                )
            lines.append(f"{ROWS[row]} {' ' * abs(row - b.side + 1)}{' '.join(marks)}")
        black, white = self.group_sizes()
        status = "game over" if self.is_over() else f"{SEATS[self.to_move].capitalize()} to move"
        lines.append(
            f"{status}; turn {self.ply + 1}; black (x) {describe(black)}; white (o) {describe(white)}; C the Core"
        )
        return "\n".join(lines)

    def key(self) -> tuple[int, int, int, int]:
        return (self.black, self.white, self.core, self.to_move)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlideCoreState) and self.board is other.board and self.key() == other.key()

    def __hash__(self) -> int:
        return hash((self.board.side, self.key()))

    def __repr__(self) -> str:
        return f"<SlideCoreState side {self.board.side} ply {self.ply}>"
