"""Where things lie on Slide's table: every seat's grid (the seat on turn large in
front, the others in a row above it or, on a wide table, in columns beside it), the
middle's cards, the arrows at the ends of a row or column, the first-player token.
No drawing here: the view (`view.py`) draws at these places, and input finds them."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from ....rules.slide import SIDE
from ...theme import SMALL, Theme

BETWEEN = -2  # the table's focus while it moves from one seat in front to another
POINTED = 1.35  # an arrow the keys or the pointer are on is drawn this much larger
TOKEN_RADIUS = 11  # px at 1280x720: the first-player token on a grid's corner
FRAME_MARGIN = 5  # px at 1280x720: the panel drawn round a seat's grid, beyond its cards


def towards(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    """The rect `t` of the way from `a` to `b`."""
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
        round(a.width + (b.width - a.width) * t), round(a.height + (b.height - a.height) * t),
    )  # fmt: skip


def _changing_place(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    """A grid on its way from `a` to `b`, `t` of the way: it shrinks away where it was,
    then grows where it goes, so that grids never fly across each other or the middle."""
    if a == b:
        return a
    start, share = (a, 1 - 2 * t) if t < 0.5 else (b, 2 * t - 1)
    shown = pygame.Rect(0, 0, round(start.width * share), round(start.height * share))
    shown.center = start.center
    return shown


class TableLayout:
    """The table's geometry for one window and one seat in front."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.grids: list[pygame.Rect] = []
        self.middle = pygame.Rect(0, 0, 0, 0)
        self.card = 10  # the middle's cards
        self.seats = 2
        self.focus: int | None = None
        self.seen_from: Callable[[], int | None] = lambda: None  # the one person's seat, if any (`Board.home`)
        self.labels = True  # the names over the grids (not on a small picture)

    def layout(self, area: pygame.Rect, state: Any, focus: int | None = None) -> None:
        self.rect, self.seats = area, state.seat_count
        self.arrange(focus)

    def arrange(self, focus: int | None) -> None:
        """Place the grids: `focus` large in front with room for its arrows, the
        other seats in a row above the middle; without a focus, all alike."""
        self.focus = focus if focus is not None and 0 <= focus < self.seats else None
        if self.focus is None:
            self._alike()
        else:
            self._in_front(self.focus)

    def between(self, start: int | None, end: int | None, t: float) -> None:
        """The table on its way from `start` in front to `end` in front, `t` of the way."""
        self.arrange(start)
        grids, middle, card = self.grids, self.middle, self.card
        self.arrange(end)
        self.grids = [_changing_place(a, b, t) for a, b in zip(grids, self.grids, strict=True)]
        self.middle = towards(middle, self.middle, t)
        self.card = round(card + (self.card - card) * t)
        self.focus = BETWEEN  # arranged afresh at the next still frame

    def _alike(self) -> None:
        """Grids in rows of up to three, as even as they go (four as two and two), the
        middle row of revealed cards above them (a small picture: no names, no middle,
        the grids close together)."""
        area, players, px = self.rect, self.seats, self.theme.px
        columns = math.ceil(players / math.ceil(players / 3)) if self.labels else math.ceil(math.sqrt(players))
        rows = math.ceil(players / columns)
        label, gap, under = (px(30), px(28), px(12)) if self.labels else (0, 2, 2)
        middle_height = area.height // (rows * 4 + 2) if self.labels else 0
        cell_w = (area.width - (columns + 1) * gap) // (columns * SIDE)
        cell_h = (area.height - middle_height * 2 - rows * label - (rows + 1) * under) // (rows * SIDE)
        self.card = max(2, min(cell_w, cell_h))
        grid = self.card * SIDE
        self.middle = pygame.Rect(area.x, area.y, area.width, int(self.card * 1.3) if self.labels else 0)
        if self.labels:  # the table in the middle of its area, not at its top
            height = self.middle.height + px(20) + rows * (grid + label + under)
            self.middle.y += max(0, (area.height - height) // 2)
        self.grids = []
        top = self.middle.bottom + px(20) if self.labels else area.y + (area.height - rows * (grid + under)) // 2
        for seat in range(players):
            row, column = divmod(seat, columns)
            in_row = min(columns, players - row * columns)
            spare = (area.width - in_row * grid) // (in_row + 1)
            x = area.x + spare + column * (grid + spare)
            y = top + row * (grid + label + under) + label
            self.grids.append(pygame.Rect(x, y, grid, grid))

    def _in_front(self, focus: int) -> None:
        """The focus seat's grid large, arrows around it, the middle above it; the
        other seats small, in a row at the top or, where the table is wide, in columns
        at its sides: whichever leaves the grid in front larger. The others go clockwise
        round it. Seen from the seat a person keeps, as round a card table: the next to
        act on its left; where a review puts another seat in front, the person's grid
        takes that seat's place. Else in seat order, so that the next seat in front moves
        only itself and the one it replaces."""
        person = self.seen_from()
        if person is None:
            others = [seat for seat in range(self.seats) if seat != focus]
        else:
            ring = [(person + step) % self.seats for step in range(1, self.seats)]
            others = [person if seat == focus else seat for seat in ring]
        top, sides = self._row_above(others), self._columns_beside(others)
        big_card, grids = max(top, sides, key=lambda plan: plan[0]) if sides else top
        px = self.theme.px
        label, gap = px(26), px(14)
        area = self.rect
        self.card = max(8, int(big_card * 0.85))
        grid = SIDE * big_card
        arrows = int(big_card * 0.7)
        column = grids.pop(-1)  # the band the grid in front and the middle share, both in its middle
        height = int(self.card * 1.3) + gap + label + 2 * arrows + grid
        middle_top = column.y + max(0, (column.height - height) // 2)
        self.middle = pygame.Rect(column.x, middle_top, column.width, int(self.card * 1.3))
        y = self.middle.bottom + gap + label + arrows
        y = min(y, area.bottom - arrows - grid)
        grids[focus] = pygame.Rect(column.centerx - grid // 2, y, grid, grid)
        self.grids = [grids[seat] for seat in range(self.seats)]

    def _row_above(self, others: list[int]) -> tuple[int, dict[int, pygame.Rect]]:
        """The other seats in a row at the top: (the big grid's card, each other seat's
        grid, and under key -1 the band left for the middle and the grid in front)."""
        area, px = self.rect, self.theme.px
        label, gap = px(26), px(14)
        # the big grid's card b: its grid, a label and its arrows (0.7 b each side)
        # take 5.4 b + label; the middle 1.1 b; the row of small grids 4 s + label
        small_fit = (area.width - (len(others) + 1) * gap) / (SIDE * len(others))
        big = (area.height - 3 * label - 3 * gap) / (5.4 + 1.1 + 4 * 0.6)
        small = min(small_fit, 0.6 * big)
        big = min((area.height - 3 * label - 3 * gap - SIDE * small) / 6.5, area.width / 5.6)
        big_card, small_card = max(8, int(big)), max(6, int(small))
        width = SIDE * small_card
        spread = (area.width - len(others) * width) // (len(others) + 1)
        grids = {}
        for index, seat in enumerate(others):
            grids[seat] = pygame.Rect(area.x + spread + index * (width + spread), area.y + label, width, width)
        top = area.y + label + width + gap
        grids[-1] = pygame.Rect(area.x, top, area.width, area.bottom - top)
        return big_card, grids

    def _columns_beside(self, others: list[int]) -> tuple[int, dict[int, pygame.Rect]] | None:
        """The other seats in columns left and right of the grid in front, for a wide
        table: the first half up the left, the rest down the right (clockwise); a lone
        other seat on the left, the two side by side in the middle of the table. As
        `_row_above`, or None where it does not fit."""
        area, px = self.rect, self.theme.px
        label, gap = px(26), px(14)
        rows = math.ceil(len(others) / 2)
        columns = 2 if len(others) > 1 else 1
        # the big grid's card b: the middle 1.1 b, arrows 1.4 b and the grid 4 b high, the
        # grid and its arrows 5.6 b wide; each side column a small grid (at most 0.45 b a card)
        big = min((area.height - 2 * label - 2 * gap) / 6.9, (area.width - 4 * gap) / (5.6 + columns * SIDE * 0.45))
        small = min(0.45 * big, (area.height - rows * (label + gap)) / (SIDE * rows))
        big = min(big, (area.width - columns * (SIDE * small + 2 * gap)) / 5.6)
        if small < 8 or big < 8:
            return None
        big_card, small_card = int(big), int(small)
        width = SIDE * small_card
        left_x, right = area.x + gap, area.right - gap - width
        if columns == 1:  # the lone column and the grid in front together in the middle
            left_x = area.x + max(gap, (area.width - width - 2 * gap - round(5.6 * big_card)) // 2)
            right = left_x + width + 3 * gap + round(5.6 * big_card)  # where a right column would stand
        grids = {}
        left = others[:rows][::-1]  # listed top down: the first of them lowest, nearest the seat in front
        for side, seats in ((0, left), (1, others[rows:])):
            x = left_x if side == 0 else right
            height = len(seats) * (width + label) + (len(seats) - 1) * gap
            y = area.y + (area.height - height) // 2 + label
            for seat in seats:
                grids[seat] = pygame.Rect(x, y, width, width)
                y += width + label + gap
        band_x = left_x + width + gap
        grids[-1] = pygame.Rect(band_x, area.y + label, right - gap - band_x, area.height - label)
        return big_card, grids

    def token_centre(self, seat: int) -> tuple[int, int]:
        """Where the first-player token lies: on the top left corner of the seat's grid,
        reaching no further left than the frame round it, so that of two grids side by
        side it is plainly on one."""
        grid, px = self.grids[seat], self.theme.px
        return grid.x - px(FRAME_MARGIN) + px(TOKEN_RADIUS), grid.y - px(3)

    def cell_size(self, seat: int) -> int:
        return self.grids[seat].width // SIDE

    def cell_rect(self, seat: int, cell: int) -> pygame.Rect:
        """The place of `cell` in `seat`'s grid."""
        grid, size = self.grids[seat], self.cell_size(seat)
        r, c = divmod(cell, SIDE)
        return pygame.Rect(grid.x + c * size, grid.y + r * size, size, size)

    def cursor_rect(self, known: Any, seat: int, cursor: tuple[str, Any]) -> pygame.Rect | None:
        """Where the keyboard's cursor is drawn: a cell of the seat's grid, a middle card or an arrow."""
        kind, place = cursor
        if kind == "cell":
            return self.cell_rect(seat, place)
        if kind == "card":
            return next((rect for value, rect in self.middle_cards(known) if value == place), None)
        return self.entry_rect(seat, *place)

    def place_rect(self, known: Any, place: tuple[Any, ...]) -> pygame.Rect:
        """Where a place of the table lies: a grid's cell, a slot of the middle, or
        just outside an end of a row or column (where a pushed card waits)."""
        kind = place[0]
        if kind == "cell":
            return self.cell_rect(place[1], place[2]).inflate(-2, -2)
        if kind == "middle":
            return self.middle_slot(place[1], place[2])
        _, seat, axis, line, far = place
        size = self.cell_size(seat)
        end = self.cell_rect(seat, line * SIDE + (SIDE - 1 if far else 0) if axis == 0 else
                             (SIDE - 1 if far else 0) * SIDE + line)  # fmt: skip
        step = size if far else -size
        return end.move((step, 0) if axis == 0 else (0, step)).inflate(-2, -2)

    def _name_room(self, seat: int) -> int:
        """How wide a seat's name may be: over its grid and into the gaps beside it,
        up to the next grid in its row, the middle's cards beside its line, or the table's edge."""
        rect, gap = self.grids[seat], self.theme.px(12)
        room = 2 * min(rect.centerx - self.rect.x, self.rect.right - rect.centerx)
        for other in self.grids:
            if other is not rect and other.top < rect.bottom and rect.top < other.bottom:  # the same row
                room = min(room, abs(other.centerx - rect.centerx) - gap)
        middle = self._middle_beside_name(seat)
        if middle is not None:
            room = min(room, 2 * (abs(middle.centerx - rect.centerx) - middle.width // 2 - gap))
        return max(rect.width + self.theme.px(10), room)

    def _middle_beside_name(self, seat: int) -> pygame.Rect | None:
        """The middle's cards, where they stand beside the line of a seat's name."""
        rect = self.grids[seat]
        middle = self.middle_slot(0, self.seats).union(self.middle_slot(self.seats - 1, self.seats))
        line = self.theme.font(SMALL).get_height() + self.theme.px(8)  # the name's line, just over the grid
        return middle if middle.top < rect.top and rect.top - line < middle.bottom and self.labels else None

    def _name_right(self, seat: int, widths: dict[int, int]) -> int:
        """How far right a seat's name may reach when it starts left of centre: short of
        the next name in its row (`widths`: the other seats' names, centred over their
        grids), of the middle's cards beside its line, or of the table's edge."""
        rect, gap = self.grids[seat], self.theme.px(12)
        right = max(self.rect.right, rect.right)
        for index, other in enumerate(self.grids):
            if other.centerx > rect.centerx and other.top < rect.bottom and rect.top < other.bottom:
                right = min(right, other.centerx - widths.get(index, other.width) // 2 - gap)
        middle = self._middle_beside_name(seat)
        if middle is not None and middle.centerx > rect.centerx:
            right = min(right, middle.left - gap)
        return max(rect.right, right)

    def middle_cards(self, known: Any) -> list[tuple[int, pygame.Rect]]:
        """The revealed cards in the middle and where each lies: (value, rect)."""
        count = len(known.middle)
        return [(value, self.middle_slot(index, count)) for index, value in enumerate(known.middle)]

    def middle_slot(self, index: int, count: int) -> pygame.Rect:
        """Where the middle's card `index` of `count` lies."""
        step = self.card + self.theme.px(8)
        x = self.middle.centerx - count * step // 2
        return pygame.Rect(x + index * step, self.middle.y, self.card, self.middle.height)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(seat, cell) of the grid place under `pos`, if any."""
        for seat, rect in enumerate(self.grids):
            if rect.collidepoint(pos):
                size = self.cell_size(seat)
                return seat, (pos[1] - rect.y) // size * SIDE + (pos[0] - rect.x) // size
        return None

    def arrow_bounds(self, seat: int, axis: int, line: int, far: bool) -> pygame.Rect:
        """All that an entry's arrow may cover, pointed at (larger) and outlined: where a
        lesson lights it."""
        box = self.entry_rect(seat, axis, line, far)
        grow = round(box.width * (POINTED - 1)) + 2 * self.theme.px(2)
        return box.inflate(grow, grow)

    def entry_rect(self, seat: int, axis: int, line: int, far: bool) -> pygame.Rect:
        """Where the arrow for an entry sits: just outside the grid, at that end of the row or column."""
        grid, card = self.grids[seat], self.cell_size(seat)
        size = max(10, card // 2)
        box = pygame.Rect(0, 0, size, size)
        if axis == 0:  # a row: left or right of it
            box.center = (
                grid.right + size * 3 // 4 if far else grid.x - size * 3 // 4,
                grid.y + line * card + card // 2,
            )
        else:
            box.center = (
                grid.x + line * card + card // 2,
                grid.bottom + size * 3 // 4 if far else grid.y - size * 3 // 4,
            )
        return box
