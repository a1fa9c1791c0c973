"""The keyboard's cursor on the Slide table, as plain data: what it points at (a
cell of the seat's grid to pick, a card in the middle to take, or an entry of the
hole's row or column to push from) and where the arrow keys move it. No pygame."""

from __future__ import annotations

from typing import Any

from ....rules.base import MoveError, plain_digits
from ....rules.slide import COLUMN, PICK, ROW, SIDE, SlideState, Take, entries, parse, parse_cell
from ...input import Act, Controls

STEPS = {Act.UP: (-1, 0), Act.DOWN: (1, 0), Act.LEFT: (0, -1), Act.RIGHT: (0, 1)}
# the entry each arrow key points at: the hole's row from the left or right, its column from the top or bottom
ENTRY_KEYS = {Act.LEFT: (ROW, False), Act.RIGHT: (ROW, True), Act.UP: (COLUMN, False), Act.DOWN: (COLUMN, True)}

Cursor = tuple[str, Any]  # ("cell", cell), ("card", value) or ("entry", (axis, line, far))


def in_hand(state: SlideState, value: int | None) -> int | None:
    """The card a push would push: the middle card already chosen (`value`), or the
    middle's only value, which needs no choosing; None while a card is to be taken."""
    if state.phase == PICK:
        return None
    values = set(state.middle)
    return value if value is not None else values.pop() if len(values) == 1 else None


def kind_now(state: SlideState, value: int | None) -> str:
    """What the cursor points at now, `value` being the middle card already chosen."""
    if state.phase == PICK:
        return "cell"
    return "card" if in_hand(state, value) is None else "entry"


def prompt(state: SlideState, value: int | None, keys: Controls | None) -> str:
    """What the person to act is asked to do, with the mouse or the cursor, named by
    the `keys` that move it (the keyboard's or the gamepad's); `value` is the middle
    card already chosen."""
    if state.phase == PICK:
        how = f" ({keys.arrows} and {keys.choose})" if keys else ""
        return f"Pick one of your face-down cards{how}: nobody else sees which until all have picked"
    if kind_now(state, value) == "card":
        if keys:
            return f"Left and Right choose a card from the middle, {keys.choose} takes it"
        return "Take a card from the middle, then click an arrow to push it into your grid"
    if keys:
        return (
            f"Left, Right: that end of the hole's row. Up, Down: the top or bottom of its column. {keys.choose} pushes"
        )
    return "Click an arrow to push the card into your grid"


def start(state: SlideState, kind: str, lit: tuple[str, ...] = ()) -> Cursor:
    """Where a cursor of `kind` begins: on the first of a lesson's lit places `lit`
    it may stand on, else the first face-down cell, the lowest card, the first entry."""
    for name in lit:
        place = named(state, kind, name)
        if place is not None:
            return place
    if kind == "cell":
        seat = state.to_move
        down = [cell for cell in range(SIDE * SIDE) if not state.up[seat] >> cell & 1]
        return kind, down[0] if down else 0
    if kind == "card":
        return kind, sorted(set(state.middle))[0]
    return kind, entries(state.picked[state.to_move])[0]


def named(state: SlideState, kind: str, name: str) -> Cursor | None:
    """The cursor of `kind` on the place a lesson names (as the board's `spot` reads
    it: "b3", "middle 7", "row2 left"), or None where it cannot stand there now."""
    words = name.split()
    try:
        if kind == "cell" and len(words) == 1:
            cell = parse_cell(name)
            return None if state.up[state.to_move] >> cell & 1 else (kind, cell)
        if kind == "card" and len(words) == 2 and words[0] == "middle":
            value = int(words[1]) if plain_digits(words[1], 3) else None
            return (kind, value) if value in state.middle else None
        if kind == "entry" and len(words) == 2:
            take = parse(f"take 1 {name}")
            where = (take.axis, take.line, take.far) if isinstance(take, Take) else None
            return (kind, where) if where in entries(state.picked[state.to_move]) else None
    except MoveError:
        return None
    return None


def stepped(state: SlideState, cursor: Cursor, act: Act) -> Cursor:
    """The cursor one arrow key on: over the grid, or round the middle's cards."""
    kind, place = cursor
    if kind == "cell":
        dr, dc = STEPS[act]
        row, column = divmod(place, SIDE)
        row, column = min(SIDE - 1, max(0, row + dr)), min(SIDE - 1, max(0, column + dc))
        return kind, row * SIDE + column
    if kind == "card":
        values = sorted(set(state.middle))
        step = 1 if act in (Act.RIGHT, Act.DOWN) else -1
        return kind, values[(values.index(place) + step) % len(values)]
    return cursor


def entry_for(state: SlideState, act: Act) -> Cursor | None:
    """Left, Right, Up, Down: the left or right end of the hole's row, the top or bottom
    end of its column; None where that end is the hole itself."""
    axis, far = ENTRY_KEYS[act]
    row, column = divmod(state.picked[state.to_move], SIDE)
    entry = (axis, row if axis == ROW else column, far)
    return ("entry", entry) if entry in entries(state.picked[state.to_move]) else None
