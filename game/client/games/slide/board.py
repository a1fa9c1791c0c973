"""Slide's table in play: a person clicks one of their face-down cards to pick it,
then takes a card from the middle and clicks an arrow at an end of their hole's
row or column to push it in. The keyboard and gamepad do the same with a cursor:
over the grid to pick; over the middle's cards to take one; then the arrow keys
point at the entry (left, right, top or bottom of the hole's row or column).
The table is drawn from one seat's view only, the person's whose turn it is,
else a spectator's, who sees no pick before the reveal and no face-down card ever.
Between two persons' picks the table hides behind a hand-over screen until the
next person is at the screen."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, cast

import pygame

from ....rules.base import MoveError
from ....rules.slide import PICK, PUSH, Flip, SlideState, Take, entries, parse, parse_cell
from ...input import Act
from ...names import FORMS, names_in_form
from ..base import Board
from . import cursor
from .motion import SlideMotion
from .view import SlideTableView, TableMarks

if TYPE_CHECKING:
    from ...app import App
    from ...session import Session

SPECTATOR = -1  # a seat's view for nobody: every pick hidden until the reveal


class SlideBoard(Board):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.view: SlideTableView = SlideTableView(app.theme)
        self.view.seen_from = self.home  # asked at each arranging: a seat left to the computer may change it
        self.value: int | None = None  # the middle card taken, until it is pushed
        self.dragged: tuple[int, int] | None = None  # where the pointer holds the taken card
        self.pointer_at: tuple[int, int] | None = None  # where the pointer rests (`_hovered`)
        self.handover: int | None = None  # the seat the table waits for, hidden until it comes
        self.clear()  # a game that starts (or resumes) at a person's pick starts with the hand-over

    def arrived(self) -> None:
        self.handover = None

    def _person(self, seat: int) -> bool:
        return not self.session.players[seat].is_computer

    def clear(self) -> None:
        """After a move: a person's pick is secret, so where another person sits at the
        table (and has seen the screen: the public pushes, or their own pick), the
        screen is handed over first, before every person's pick."""
        self._forget_turn()
        state = self.state
        others = [seat for seat in range(state.seat_count) if seat != state.to_move and self._person(seat)]
        picking = not (self.reviewing or state.is_over()) and state.phase == PICK
        if picking and self._person(state.to_move) and others:
            self.handover = state.to_move

    def taken_back(self) -> None:
        """The person who took their action back is at the screen: no hand-over to them."""
        self._forget_turn()

    def _forget_turn(self) -> None:
        self.value, self.dragged, self.handover, self.pointer_at = None, None, None, None
        if self.cursor is not None:
            self.cursor = self._start_cursor()

    def at_screen(self) -> int | None:
        """At the hand-over, the person who acted last is still at the screen (and may
        take back their pick); after it, the person whose turn it is."""
        if self.handover is not None:
            movers = (before.to_move for before in reversed(self.session.states[:-1]))
            return next((seat for seat in movers if self._person(seat)), None)
        viewer = self.viewer()
        return None if viewer == SPECTATOR else viewer

    def handing_over(self) -> bool:
        return self.handover is not None

    def _take_back(self) -> str | None:
        """At the hand-over, the offer to the person who just picked, if it was their pick."""
        if not self.session.moves:
            return None
        before, last = cast(SlideState, self.session.states[-2]), self.session.moves[-1]
        if isinstance(last, Flip) and self._person(before.to_move) and not before.reveals(last):
            return f"{self.session.name(before.to_move)}: Undo ({self.app.mapper.controls.undo}) takes back your pick"
        return None

    def busy(self) -> bool:
        return self.value is not None

    def step_back(self) -> None:
        self.value, self.dragged = None, None
        if self.cursor is not None:
            self.cursor = self._start_cursor()

    @property
    def state(self) -> SlideState:
        return cast(SlideState, self.session.state)

    def home(self) -> int | None:
        """The seat the screen stays with, whoever acts: the one person at a table of
        computers (a game against them, a lesson, practice); None where several people
        share the screen or only computers play."""
        people = [seat for seat in range(self.state.seat_count) if self._person(seat)]
        return people[0] if len(people) == 1 else None

    def viewer(self) -> int:
        """Whose view the table shows: the person to act, else the one person at the
        table (who knows their own pick), else (and in a review) a spectator."""
        if self.reviewing or self.state.is_over():
            return SPECTATOR
        if self._person(self.state.to_move):
            return self.state.to_move
        home = self.home()
        return SPECTATOR if home is None else home

    def leads_to(self, move: Hashable) -> bool:
        """Not while another card is in hand: the hint's arrow would push that card."""
        return not (isinstance(move, Take) and self.value is not None and move.value != self.value)

    def focus(self) -> int | None:
        """The seat drawn largest: in a review the shown move's mover, whose grid the
        move changed and a better move would have (see `front` for play)."""
        mover = self.hint_mover() if self.reviewing and not self.state.is_over() else None
        return self.front(self.state) if mover is None else mover

    def front(self, state: SlideState) -> int | None:
        """The seat drawn largest in `state`: the home seat (see `home`), else the one
        on turn; while a computer makes its secret pick, which shows nothing, the round's
        first to push, so that the table stays still until the pushes. None once the
        game is over, when every grid is shown alike for the count."""
        if state.is_over():
            return None
        home = self.home()
        if home is not None:
            return home
        return state.leader_seat if state.phase == PICK and not self._person(state.to_move) else state.to_move

    def layout(self, area: pygame.Rect) -> None:
        self.view.theme = self.app.theme
        self.view.layout(area, self.state, self.focus())

    def _arranged(self) -> None:
        """The grids where the next frame will draw them, for input that comes before it."""
        if self.view.focus != self.focus():
            self.view.arrange(self.focus())

    def cursor_outline(self) -> tuple[pygame.Rect, int] | None:
        if self.cursor is None or self.cursor[0] != self._cursor_kind():  # drawn only where it is of use now
            return None
        self._arranged()
        place = self.view.cursor_rect(self.state.view(self.state.to_move).known, self.state.to_move, self.cursor)
        if place is None:
            return None
        if self.cursor[0] == "entry":  # an arrow: lit whole, not framed
            return self.view.arrow_bounds(self.state.to_move, *self.cursor[1]), 0
        return self.view.cursor_frame(place), 0

    def hit(self, pos: tuple[int, int]) -> Any:
        self._arranged()
        return self.view.cell_at(pos)

    def spot(self, name: str) -> pygame.Rect | None:
        """For lessons: a cell of the grid of the seat to move ("b3"), the middle
        ("middle", or one card of it: "middle 7"), or an end to push in at ("row2 left")."""
        self._arranged()
        seat, words = self.state.to_move, name.split()
        if words and words[0] == "middle":
            cards = self.view.middle_cards(self.state.view(seat).known)
            rects = [rect for value, rect in cards if len(words) == 1 or str(value) == words[1]]
            return rects[0].unionall(rects[1:]) if rects else None
        try:
            if len(words) == 2:
                take = parse(f"take 1 {name}")
                return self.view.arrow_bounds(seat, take.axis, take.line, take.far) if isinstance(take, Take) else None
            return self.view.cell_rect(seat, parse_cell(name))
        except MoveError:
            return None

    def pointer(self, intent: Any) -> Hashable | None:
        """A press dismisses the hand-over, picks a card, takes a middle card (which
        may then be dragged) or pushes at an arrow; a release over an arrow pushes
        the dragged card in."""
        if intent.act is Act.POINT:
            if self.dragged is not None:
                self.dragged = intent.pos
            self.pointer_at = intent.pos
            return None
        if intent.act is Act.RELEASE:
            dropped, self.dragged = self.dragged, None
            if dropped is None or self.value is None:
                return None
            return self._entry_at(intent.pos, quiet=True)
        if intent.act is not Act.PRESS:
            return None
        self.cursor = None  # the mouse in use: the keyboard's cursor and words give way
        if self.handover is not None:
            self.arrived()
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
                self.value, self.dragged = value, intent.pos
                self.app.audio.play("select")
                return None
        return self._entry_at(intent.pos)

    def _hovered(self, state: SlideState) -> tuple[str, Any] | None:
        """What a click under the pointer would act on, lit there: one of one's own
        face-down cards to pick, a middle card to take, an arrow to push at with a card
        in hand, or to drop the card dragged on (as the keyboard's cursor names them)."""
        if self.pointer_at is None:
            return None
        self._arranged()
        seat, at = state.to_move, self.pointer_at
        if state.phase == PICK:
            hit = self.view.cell_at(at)
            if hit is None or hit[0] != seat or state.why_illegal(Flip(hit[1])):
                return None
            return "cell", hit[1]
        for value, rect in self.view.middle_cards(state.view(seat).known) if self.dragged is None else ():
            if rect.collidepoint(at):
                return "card", value
        entry = self._arrow_under(state, at)
        return ("entry", entry) if entry is not None and cursor.in_hand(state, self.value) is not None else None

    def _arrow_under(self, state: SlideState, pos: tuple[int, int]) -> tuple[int, int, bool] | None:
        """The end of the hole's row or column whose arrow is under `pos`, if any."""
        seat = state.to_move
        for end in entries(state.picked[seat]):
            if self.view.entry_rect(seat, *end).inflate(8, 8).collidepoint(pos):
                return end
        return None

    def _entry_at(self, pos: tuple[int, int], quiet: bool = False) -> Take | None:
        """The push at the arrow under `pos`, with the card taken (or the middle's only value)."""
        state = self.state
        end = self._arrow_under(state, pos)
        if end is None:
            return None
        value = cursor.in_hand(state, self.value)
        if value is None:
            if not quiet:
                self._refuse("Take a card from the middle first")
            return None
        return Take(value, *end)

    def _refuse(self, reason: str) -> None:
        self.app.say(reason, "bad")
        self.app.audio.play("error")

    # -- the keyboard's cursor -------------------------------------------------

    def _cursor_kind(self) -> str:
        return cursor.kind_now(self.state, self.value)

    def _start_cursor(self) -> cursor.Cursor:
        return cursor.start(self.state, self._cursor_kind(), self.lit)

    def move_cursor(self, act: Any) -> None:
        """Arrow keys: step over the grid, the middle's cards, or point at an entry."""
        if self.handover is not None:
            self.arrived()
            return
        if self.state.is_over():
            return
        kind = self._cursor_kind()
        if kind == "entry" and act in cursor.ENTRY_KEYS:  # an arrow key names its end, from its first press
            self._point_at_entry(act)
            return
        if self.cursor is None or self.cursor[0] != kind or act not in cursor.STEPS:
            self.cursor = self._start_cursor()
            return
        self.cursor = cursor.stepped(self.state, self.cursor, act)

    def _point_at_entry(self, act: Act) -> None:
        """An arrow key names the end of the hole's line to push from (refused where it is the hole)."""
        entry = cursor.entry_for(self.state, act)
        if entry is None:
            self._refuse("That end is the hole itself: a card cannot go straight into the hole")
        else:
            self.cursor = entry

    def choose(self) -> Hashable | None:
        """Enter, Space or the A button: past the hand-over; else pick, take or push at the cursor."""
        if self.handover is not None:
            self.arrived()
            return None
        if self.state.is_over():
            return None
        if self.cursor is None or self.cursor[0] != self._cursor_kind():
            self.cursor = self._start_cursor()
            return None
        kind, place = self.cursor
        state = self.state
        if kind == "cell":
            move: Flip | Take = Flip(place)
        elif kind == "card":
            self.value = place
            self.app.audio.play("select")
            self.cursor = self._start_cursor()
            return None
        else:
            value = cursor.in_hand(state, self.value)
            assert value is not None, "the cursor is on an entry only with a card in hand"
            move = Take(value, *place)
        reason = state.why_illegal(move)
        if reason:
            self._refuse(reason)
            return None
        return move

    def prompt(self) -> str | None:
        if self.session.is_over or self.handover is not None:
            return None
        return cursor.prompt(self.state, self.value, keys=self.app.mapper.controls if self.cursor is not None else None)

    def animate(self, before: Any, after: Any, move: Any, scale: float) -> SlideMotion:
        return SlideMotion(before, after, move, scale, (self.front(before), self.front(after)))

    def landed(self, animation: Any) -> bool:
        return animation.landed if isinstance(animation, SlideMotion) else super().landed(animation)

    def move_sound(self, after: Any, move: Any) -> str:
        return "slide" if isinstance(move, Take) else "select"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, revealed: tuple[Any, ...], glow: float) -> None:
        state = self.state
        moving = animation if isinstance(animation, SlideMotion) and not animation.is_done else None
        if self.handover is not None:
            name = self.session.name(self.handover)
            curtain = f"Pass to {name}, then press {self.app.mapper.controls.anything}"
            self.view.draw(surface, state.view(SPECTATOR), TableMarks(curtain=curtain, curtain_note=self._take_back()))
            return
        names = tuple(tuple(names_in_form(self.session.players, form)) for form in range(FORMS))
        if moving is not None:  # the move's transition, drawn from the viewer's view of where it starts
            frame = moving.frame()
            marks = TableMarks(
                to_act=moving.mover if frame.settle is None else None,
                focus=moving.front,
                settle=None if frame.settle is None else (moving.next, frame.settle),
                token=frame.token,
                names=names,
                empty=frame.empty,
                middle_hidden=frame.middle_hidden,
                flights=frame.flights,
                pushed=frozenset(place for place in self._pushed(before=1) if place[0] != moving.mover),
            )
            self.view.draw(surface, frame.base.view(self.viewer()), marks)
            return
        person = not (self.reviewing or state.is_over()) and self._person(state.to_move)  # to act, at the screen
        aside = revealed[0] if revealed else 0.0  # the results' ending: how far the cancelled cards have gone aside
        at_cursor = self.cursor if self.cursor is not None and self.cursor[0] == self._cursor_kind() else None
        marks = TableMarks(
            to_act=None if state.is_over() else state.to_move,
            focus=self.focus(),
            names=names,
            cancelled=state.is_over(),
            chosen=cursor.in_hand(state, self.value) if person else None,
            entries=tuple(entries(state.picked[state.to_move])) if person and state.phase == PUSH else (),
            cursor=at_cursor if person else None,
            hovered=self._hovered(state) if person else None,
            hint=hint if person or self.reviewing else None,
            hint_seat=self.hint_mover(),
            dragged=(self.value, self.dragged) if self.dragged is not None and self.value is not None else None,
            aside=aside,
            glow=glow,
            pushed=frozenset() if state.is_over() else self._pushed(),
        )
        self.view.draw(surface, state.view(self.viewer()), marks)

    def _pushed(self, before: int = 0) -> frozenset[tuple[int, int]]:
        """(seat, cell) of each card the latest round's pushes put in, where it entered
        its grid (a round pushes one card into each; the next round's first push takes
        their place): what happened at the table, marked as the other games mark their
        last move. `before`: as it stood that many moves ago (a move still shown moving)."""
        moves = self.session.moves[: len(self.session.moves) - before]
        states = self.session.states[: len(moves)]  # each move's position before it
        pushed: set[tuple[int, int]] = set()
        for state, move in zip(reversed(states), reversed(moves), strict=True):
            if isinstance(move, Take):
                pushed.add((state.to_move, move.entry))
            elif pushed:  # the picks before that round's pushes
                break
        return frozenset(pushed)
