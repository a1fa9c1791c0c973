"""Slide's moves as transitions: the round's picks turning over together and
travelling to the middle; a taken card flying to its entry, then the row or
column shifting one step toward the hole. Each frame tells the table what to
draw: the position to start from (as a seat's view), the places to leave empty,
and the cards in flight, with a value only where every seat may know it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ....rules.slide import Flip, SlideState, Take, push_path
from ...tween import ease_in_out_cubic

TURN_S = 0.35  # the picks turning over
TRAVEL_S = 0.45  # the revealed cards going to the middle
FLY_S = 0.35  # a taken card to its entry
SHIFT_S = 0.3  # the row or column moving toward the hole
SETTLE_S = 0.3  # the table turning to the next seat on turn, brought to the front

# a place on the table: ("cell", seat, cell), ("middle", index, count) or ("outside", seat, axis, line, far)
Place = tuple[Any, ...]


@dataclass(frozen=True)
class Flight:
    """A card between two places: `value` None is a card back; `turn` the share of
    a turn-over done (None: no turn), the face showing past half-way."""

    start: Place
    end: Place
    t: float
    value: int | None
    turn: float | None = None


@dataclass(frozen=True)
class Frame:
    base: SlideState  # the full state whose view the table draws under the flights
    empty: frozenset[tuple[int, int]] = frozenset()  # (seat, cell) drawn as an empty place
    middle_hidden: frozenset[int] = frozenset()  # the base's middle cards not drawn, by index
    flights: tuple[Flight, ...] = ()
    settle: float | None = None  # the table on its way to the next seat in front: how far
    token: tuple[int, float] | None = None  # the first-player token on its way from this seat: how far


class SlideMotion:
    """One move shown over time; `frame()` says what to draw now."""

    def __init__(
        self,
        before: SlideState,
        after: SlideState,
        move: Flip | Take,
        scale: float,
        fronts: tuple[int | None, int | None] | None = None,
    ) -> None:
        """`fronts`: the seat in front as the move starts, and the one brought there at
        its end (None: every grid alike); without them, the mover, then the next seat
        on turn."""
        self.before, self.after, self.move = before, after, move
        self.mover = before.to_move
        self.front, self.next = fronts or (self.mover, None if after.is_over() else after.to_move)
        moved = not after.is_over() and after.leader_seat != before.leader_seat
        self.token_from = before.leader_seat if moved else None  # a round ended: the token moves on
        self.elapsed = 0.0
        settle = SETTLE_S * scale if self.next != self.front or after.leader_seat != before.leader_seat else 0.0
        if isinstance(move, Take):
            self.phases = (FLY_S * scale, SHIFT_S * scale, settle)
        elif before.reveals(move):
            self.phases = (TURN_S * scale, TRAVEL_S * scale, settle)
        else:  # a pick that reveals nothing shows at once; the table turns to the next seat
            self.phases = (0.0, 0.0, settle)
        # the picks' values in seat order: public from this move on, as they turn over for all to see
        self.shown = (
            tuple(grid[cell] for grid, cell in zip(before.cards, after.picked, strict=True))
            if isinstance(move, Flip)
            else ()
        )

    def update(self, dt_s: float) -> None:
        self.elapsed += dt_s

    @property
    def duration_s(self) -> float:
        return sum(self.phases)

    def seek(self, elapsed_s: float) -> None:
        """Show the moment `elapsed_s` into the move."""
        self.elapsed = elapsed_s

    def finish(self) -> None:
        self.elapsed = self.duration_s

    @property
    def is_done(self) -> bool:
        return self.elapsed >= self.duration_s

    @property
    def landed_sound(self) -> str | None:
        return None

    @property
    def landed(self) -> bool:
        """Past the card's flight and the shift: only the table's turn to the next seat is left."""
        return self._progress()[0] == len(self.phases) - 1  # the last phase, or done

    def _progress(self) -> tuple[int, float]:
        """The phase under way and how far through it, eased."""
        start = 0.0
        for phase, length in enumerate(self.phases):
            if self.elapsed < start + length:
                return phase, ease_in_out_cubic((self.elapsed - start) / length)
            start += length
        return len(self.phases) - 1, 1.0

    def frame(self) -> Frame:
        phase, t = self._progress()
        if phase == 2:
            token = (self.token_from, t) if self.token_from is not None else None
            return Frame(self.after, settle=t, token=token)
        if isinstance(self.move, Take):
            return self._push(phase, t)
        return self._reveal(phase, t)

    def _push(self, phase: int, t: float) -> Frame:
        before, move, seat = self.before, self.move, self.mover
        assert isinstance(move, Take)
        index = before.middle.index(move.value)
        hole = before.picked[seat]
        path = push_path(hole, move.axis, move.far)
        outside: Place = ("outside", seat, move.axis, move.line, move.far)
        if phase == 0:
            flight = Flight(("middle", index, len(before.middle)), outside, t, move.value)
            return Frame(before, middle_hidden=frozenset({index}), flights=(flight,))
        shifted = []
        for near, far in zip(path, path[1:], strict=False):
            face = before.cards[seat][far] if before.up[seat] >> far & 1 else None
            shifted.append(Flight(("cell", seat, far), ("cell", seat, near), t, face))
        shifted.append(Flight(outside, ("cell", seat, path[-1]), t, move.value))
        empty = frozenset((seat, cell) for cell in path[1:])
        return Frame(before, empty, frozenset({index}), tuple(shifted))

    def _reveal(self, phase: int, t: float) -> Frame:
        after, seats = self.after, range(self.after.players)
        picks = [(seat, after.picked[seat], self.shown[seat]) for seat in seats]
        if phase == 0:
            turning = tuple(Flight(("cell", s, c), ("cell", s, c), 1.0, v, turn=t) for s, c, v in picks)
            return Frame(after, frozenset((s, c) for s, c, _ in picks), frozenset(range(len(after.middle))), turning)
        slots = _slots(after.middle, self.shown)
        count = len(after.middle)
        travelling = tuple(Flight(("cell", s, c), ("middle", slots[s], count), t, v) for s, c, v in picks)
        return Frame(after, frozenset(), frozenset(range(count)), travelling)


def _slots(middle: tuple[int, ...], shown: tuple[int, ...]) -> list[int]:
    """Where each seat's revealed card lies in the (sorted) middle, equal values side by side."""
    taken: set[int] = set()
    slots = []
    for value in shown:
        slot = next(i for i, v in enumerate(middle) if v == value and i not in taken)
        taken.add(slot)
        slots.append(slot)
    return slots


def turned_width(turn: float) -> float:
    """A card's width, as a share, at `turn` of the way through turning over."""
    return abs(math.cos(math.pi * turn))
