"""SlideCore's board in play: a turn in three steps.

1. Click an empty point: your disc goes there.
2. Optionally move the Core: drag it, or click a red dot (every point it can
   slide to from which the turn can still be completed), or click the Core to
   pick it up and then a red dot.
3. Click a ringed crossing: the other colour's disc goes there and the turn is
   played. The faint lines show which two lines make the crossings.

Esc takes back the last step. Keyboard and gamepad move a cursor between
neighbouring points (left and right along the row, up and down to the nearer
point of the next row) and Enter/Space/A acts like a click.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from ....rules.slidecore import Point, SlideCoreState, Turn
from ...input import Act, Intent
from ..groups import GroupBoard
from .view import CORE, CoreMarks, SlideCoreView, TurnAnimation, crossing_lines

if TYPE_CHECKING:
    from ...app import App
    from ...session import Session


class SlideCoreBoard(GroupBoard):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.buttons = [self.groups_button]
        self.view: SlideCoreView = SlideCoreView(app.theme)
        self.own: Point | None = None  # step 1, once made
        self.core: Point | None = None  # where the Core stands now, when moved in this turn
        self.holding = False  # the Core is picked up (a click on it)
        self.pressed_core = False  # a press began on the Core: a drag may follow
        self.dragged_to: tuple[int, int] | None = None
        self.goal_x = 0.0  # the column the cursor keeps to when moving up and down
        self.hovered: Point | None = None  # under the pointer, where a click would place a disc or the Core
        self._steps: tuple[Any, dict[Point, list[Point]]] = (
            None,
            {},
        )  # ((state, own), its Core stops with their crossings)

    @property
    def state(self) -> SlideCoreState:
        return cast(SlideCoreState, self.session.state)

    def clear(self) -> None:
        self.own, self.core, self.holding = None, None, False
        self.pressed_core, self.dragged_to, self.hovered = False, None, None

    def busy(self) -> bool:
        return self.own is not None

    def step_back(self) -> None:
        if self.holding:
            self.holding = False
        elif self.core is not None:
            self.core = None
        else:
            self.own = None

    def off_course(self, moves: Sequence[Hashable]) -> str | None:
        """The disc of step 1 stays until it is clicked again or taken back (a click
        elsewhere slides the Core or places the other disc), and a Core slid away stops
        on other lines than it had: only a turn with both as they are follows."""
        if self.own is None:
            return None
        turns = [move for move in moves if isinstance(move, Turn) and move.own == self.own]
        if not turns:
            return f"your disc does not go on {self.own} in this step"
        if self.core is not None and all(turn.core != self.core for turn in turns):
            return f"the Core does not go to {self.core} in this step"
        return None

    # -- the turn so far ---------------------------------------------------------

    def core_now(self) -> Point:
        return self.core or self.state.board.point_at[self.state.core]

    def _completions(self) -> dict[Point, list[Point]]:
        """The Core's stops and their crossings for the disc placed, worked out once
        per disc and position (the frame asks for them several times)."""
        if self.own is None:
            return {}
        key = (self.state, self.own)
        if self._steps[0] != key:
            self._steps = (key, self.state.steps_from(self.own))
        return self._steps[1]

    def stops(self) -> tuple[Point, ...]:
        """Where the Core can go (and the turn still complete), other than where it is."""
        return tuple(point for point in self._completions() if point != self.core_now())

    def crossings(self) -> tuple[Point, ...]:
        """Where the other colour's disc may go with the Core where it is."""
        return tuple(self._completions().get(self.core_now(), ()))

    def _placed_by_click(self, point: Point) -> int | None:
        """What a click on `point` would put there now: the seat whose disc (this turn's
        own disc, or the other colour's on a crossing), CORE for the Core slid there, or
        None for nothing."""
        if self.own is None:
            return self.state.to_move if self._why_not_own(point) is None else None
        if not self.holding and point in self.crossings():  # as `act_on` takes it: a crossing first
            return 1 - self.state.to_move
        return CORE if point in self.stops() else None

    def _why_not_own(self, point: Point) -> str | None:
        state = self.state
        if state.occupied >> state.board.bit(point) & 1:
            return "That is the Core: place your disc first" if point == self.core_now() else f"{point} is taken"
        if not state.steps_from(point):
            return f"No turn can be completed from {point}: no crossing would be free"
        return None

    # -- input ----------------------------------------------------------------

    def spot(self, name: str) -> pygame.Rect | None:
        try:
            point = Point.parse(name)
        except ValueError:
            return None
        if not self.state.board.on_board(point):
            return None
        x, y = self.view.point_center(point)
        reach = self.view.spacing * 0.9
        return pygame.Rect(round(x - reach / 2), round(y - reach / 2), round(reach), round(reach))

    def vacated(self) -> tuple[str, ...]:
        return () if self.core is None else (str(self.state.board.point_at[self.state.core]),)

    def cursor_outline(self) -> tuple[pygame.Rect, int] | None:
        if self.cursor is None:
            return None
        reach = math.ceil(self.view.cursor_radius())
        ring = pygame.Rect(0, 0, 2 * reach + 1, 2 * reach + 1)
        x, y = self.view.point_center(self.cursor)
        ring.center = round(x), round(y)
        return ring, reach

    def hit(self, pos: tuple[int, int]) -> Point | None:
        return self.view.point_at(pos, self.state)

    def pointer(self, intent: Intent) -> Turn | None:
        point = self.hit(intent.pos)
        if intent.act is Act.PRESS:
            self.cursor = self.hovered = None
            if self.own is not None and point == self.core_now():
                self.pressed_core = True  # a click picks the Core up; a drag slides it
                return None
            return self.act_on(point) if point is not None else None
        if intent.act is Act.POINT and self.pressed_core:
            self.dragged_to = intent.pos
        elif intent.act is Act.POINT:
            self.hovered = point if point is not None and self._placed_by_click(point) is not None else None
        elif intent.act is Act.RELEASE and self.pressed_core:
            self.pressed_core, self.dragged_to = False, None
            if point == self.core_now():
                self.holding = not self.holding
            elif point in self.stops():
                self._slide_core(point)
            else:
                self._say_core_cannot(point)
        return None

    def move_cursor(self, act: Act) -> None:
        if self.cursor is None:
            self.cursor = self._start_cursor()
            self.goal_x = _x(self.cursor)
            return
        row, number = self.cursor
        board = self.state.board
        if act in (Act.LEFT, Act.RIGHT):
            step = -1 if act is Act.LEFT else 1
            candidates = [Point(row, number + step)]
        elif act is Act.UP:
            candidates = [Point(row + 1, number), Point(row + 1, number + 1)]
        else:
            candidates = [Point(row - 1, number - 1), Point(row - 1, number)]
        on_board = [point for point in candidates if board.on_board(point)]
        if not on_board:
            return
        self.cursor = min(on_board, key=lambda point: (abs(_x(point) - self.goal_x), -point.number))
        if act in (Act.LEFT, Act.RIGHT):
            self.goal_x = _x(self.cursor)

    def choose(self) -> Turn | None:
        if self.cursor is None:
            self.cursor = self._start_cursor()
            self.goal_x = _x(self.cursor)
            return None
        return self.act_on(self.cursor)

    def start_at(self, names: tuple[str, ...]) -> None:
        super().start_at(names)
        if self.cursor is not None:
            self.goal_x = _x(self.cursor)

    def _start_cursor(self) -> Point:
        if self.own is not None:
            return self.core_now()
        home = self.lit_place(Point.parse)
        if home is not None:
            return cast(Point, home)
        if self.session.moves:
            return cast(Point, self.last_move().own)
        return self.core_now()

    def act_on(self, point: Point) -> Turn | None:
        """What a click (or Enter on the cursor) on `point` means at this step."""
        if self.own is None:
            reason = self._why_not_own(point)
            if reason:
                self._refuse(reason)
            else:
                self.own = point
                self.app.audio.play("select")
            return None
        if self.holding:
            if point == self.core_now():
                self.holding = False
            elif point in self.stops():
                self._slide_core(point)
            else:
                self._say_core_cannot(point)
            return None
        if point == self.core_now():
            self.holding = True
            return None
        if point in self.crossings():
            return Turn(self.own, self.core_now(), point)
        if point in self.stops():
            self._slide_core(point)
        elif point == self.own:
            self.own, self.core = None, None
        else:
            why = self.state.why_illegal(Turn(self.own, self.core_now(), point))
            self._refuse(f"Not there: {why}" if why else f"{point} is not a crossing")
        return None

    def _slide_core(self, point: Point) -> None:
        self.core = None if point == self.state.board.point_at[self.state.core] else point
        self.holding = False
        self.app.audio.play("slide")

    def _say_core_cannot(self, point: Point | None) -> None:
        if point is None or point == self.core_now():
            return
        self._refuse(f"The Core cannot stop on {point}: it slides in a straight line over empty points")

    def _refuse(self, reason: str) -> None:
        self.app.say(reason, "bad")
        self.app.audio.play("error")

    # -- showing ---------------------------------------------------------------

    def animate(self, before: SlideCoreState, after: SlideCoreState, move: Turn, scale: float) -> TurnAnimation:
        entered = self.own == move.own and self.core_now() == move.core
        return TurnAnimation(before, after, move, scale, entered=entered)

    def move_sound(self, after: SlideCoreState, move: Turn) -> str:
        return "select"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, revealed: tuple[Any, ...], glow: float) -> None:
        marks = CoreMarks(
            own=self.own,
            core=self.core,
            cursor=self.cursor,
            last=None if self.own else self.last_move(),
            core_from=self._core_before(),
            hint=hint,
            groups=revealed,
            holding=self.holding,
            dragged_to=self.dragged_to,
            glow=glow,
        )
        if self.hovered is not None:  # as it is now, after a key or a step back too
            placed = self._placed_by_click(self.hovered)
            marks.ghost = None if placed is None else (self.hovered, placed)
        if self.own is not None:
            marks.stops = self.stops()
            if not self.holding:  # a click on a ring places the disc: a ring shows no red dot
                marks.targets = self.crossings()
                marks.stops = tuple(stop for stop in marks.stops if stop not in marks.targets)
                marks.lines = crossing_lines(self.own, self.core_now(), marks.targets)
        self.view.draw(surface, self.state, marks, animation)

    def _core_before(self) -> Point | None:
        """Where the Core stood before the last turn, if that turn slid it."""
        if len(self.session.states) < 2:
            return None
        before = cast(SlideCoreState, self.session.states[-2])
        return None if before.core == self.state.core else before.board.point_at[before.core]

    def prompt(self) -> str | None:
        """What the person on turn does next, with the mouse or, once the cursor shows,
        with the keys or the gamepad that moved it (Enter or A does what a click does)."""
        if self.session.is_over:
            return None
        own = self.session.seat_title(self.state.to_move).lower()
        other = self.session.seat_title(1 - self.state.to_move).lower()
        keys = self.cursor is not None
        named = self.app.mapper.controls  # the keyboard's or the gamepad's
        click = f"{named.choose} on" if keys else "click"
        if self.own is None:
            where = f"{named.arrows} to an empty point, then {named.choose}" if keys else "click an empty point"
            return f"Step 1: {where} for your {own} disc"
        if self.holding:
            down = f"{named.choose} on the Core" if keys else "a click on the Core"
            return f"Step 2: {click} a red dot to slide the Core there ({down} puts it down)"
        crossings = self.crossings()
        if not crossings:
            return "Step 2: slide the Core to a red dot: no crossing is free where it stands"
        if self.core is not None:
            back = named.back if keys else "Esc"
            return f"Step 3: {click} a ring for the {other} disc ({back} slides the Core back)"
        both = any(stop in crossings for stop in self.stops())
        if keys:
            core = f"{named.choose} on the Core, then on a {'dot or ring' if both else 'red dot'}"
        else:
            core = "click the Core, then a dot or ring" if both else "drag the Core to a red dot"
        return f"Step 2, if you like: {core}. Step 3: {click} a ring for {other}"


def _x(point: Point) -> float:
    """The point's column on screen, in spacings."""
    return point.number - point.row / 2
