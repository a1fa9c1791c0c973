"""The review's list of a game's moves: two a line where two seats take turns and
both fit, else one a line (with the mover's name where seats do not take turns),
each in one line where it fits in one, else in two, so that no move is cut; each in
its mark's colour, the shown one lit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from ..records import Seat
from .judged_graph import MARK_COLOURS, SUFFIXES
from .names import FORMS, names_in_form
from .panel import numbers_width
from .theme import SMALL, Theme, mix

HEADINGS = {  # how to walk the list, as the keyboard or a gamepad walks it; the fullest first
    False: ["Moves (Left/Right, Up/Down, or click)", "Moves (arrows or click)"],
    True: ["Moves (the d-pad, or click)", "Moves (d-pad or click)"],
}


@dataclass
class MoveList:
    texts: Sequence[str]  # each move in words
    notation: Sequence[str]  # and in notation, where words have no room
    movers: Sequence[int]  # each move's seat
    players: Sequence[Seat]
    pairs: bool  # two seats taking turns: a turn of each numbered once
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    line: int = 0  # a line's height
    columns: int = 1
    heights: list[int] = field(default_factory=list)  # the lines each row of moves takes: 1, or 2 where one needs it
    marks: list[str | None] | None = None  # each move's mark when the rows were last fitted

    @property
    def per_row(self) -> int:
        """Moves to a number: a turn of each seat where two take turns."""
        return 2 if self.pairs else 1

    @property
    def numbered(self) -> int:
        """How many numbers the list counts to."""
        return -(-len(self.texts) // self.per_row)

    def layout(self, theme: Theme, rect: pygame.Rect, line: int, mark: Callable[[int], str | None]) -> None:
        """Placed in `rect`, each line `line` high: two moves a line where two seats take
        turns and every move, in its shortest form with the widest mark, fits half the
        width (so that no mark to come splits the list again); its rows as `fit` says."""
        self.rect, self.line = rect, line
        font = theme.font(SMALL)
        shortest = self._forms(range(len(self.texts)), [None] * len(self.texts))[-1]
        widths = [max(font.size(marked(text, mark))[0] for mark in SUFFIXES) for text in shortest]
        self.columns = 2 if self.pairs and max(widths, default=0) <= self._column_width(theme, 2) - 8 else 1
        self.marks = None
        self.fit(theme, mark)

    def fit(self, theme: Theme, mark: Callable[[int], str | None]) -> None:
        """Each row one line high, or two where a move in it needs them in its shortest
        form with the mark it has now: a mark that comes later and does not fit gives its
        row the second line then, and no row keeps a line empty for a mark that may never come."""
        marks = [mark(ply) for ply in range(len(self.texts))]
        if marks == self.marks:
            return
        self.marks, font = marks, theme.font(SMALL)
        room = self._column_width(theme, self.columns) - 8
        needs = [1 if font.size(text)[0] <= room else 2 for text in self._forms(range(len(marks)), marks)[-1]]
        self.heights = [max(needs[row : row + self.columns]) for row in range(0, len(needs), self.columns)]

    def _column_width(self, theme: Theme, columns: int) -> int:
        return (self.rect.width - numbers_width(theme, self.numbered)) // columns

    def rows(self, shown: int) -> range:
        """The rows in sight, the one of the move that led to position `shown` among
        them, about as many lines of moves above it as below where the list allows; where
        a turn takes two rows, the first in sight is a turn's first, which bears its number."""
        heights, room = self.heights, max(1, (self.rect.height - self.line) // self.line)
        if not heights:
            return range(0)
        chosen = min(len(heights) - 1, max(0, (shown - 1) // self.columns))
        first, last, used = chosen, chosen + 1, heights[chosen]
        while first > 0 and used + heights[first - 1] <= room - (room - heights[chosen]) // 2:
            first -= 1
            used += heights[first]
        while last < len(heights) and used + heights[last] <= room:
            used += heights[last]
            last += 1
        while first > 0 and used + heights[first - 1] <= room:  # at the list's end: the room above
            first -= 1
            used += heights[first]
        if self.per_row > self.columns and first % self.per_row:  # a turn's second half on top, unnumbered:
            end, needed = last, used + heights[first - 1]  # its first half too, with the number, rows below giving way
            while needed > room and end - 1 > chosen:
                end -= 1
                needed -= heights[end]
            if needed <= room:
                return range(first - 1, end)
            if first < chosen:  # else that half out of sight, and the room below it takes
                used -= heights[first]
                first += 1
                while last < len(heights) and used + heights[last] <= room:
                    used += heights[last]
                    last += 1
        return range(first, last)

    def row_tops(self, shown: int) -> list[tuple[int, int]]:
        """Each row in sight and the y of its first line."""
        y, tops = self.rect.y + self.line, []
        for row in self.rows(shown):
            tops.append((row, y))
            y += self.heights[row] * self.line
        return tops

    def position_at(self, theme: Theme, pos: tuple[int, int], shown: int) -> int:
        """The position after the move clicked at `pos`, while position `shown` is shown
        (below the last row, that row's)."""
        tops = self.row_tops(shown)
        if not tops:
            return 0
        row = next((row for row, top in reversed(tops) if pos[1] >= top), tops[0][0])
        indent = numbers_width(theme, self.numbered)
        column = 0 if self.columns == 1 or pos[0] < self.rect.x + indent + self._column_width(theme, 2) else 1
        return min(len(self.texts), row * self.columns + column + 1)

    def _forms(self, plies: Sequence[int], marks: Sequence[str | None]) -> list[list[str]]:
        """The moves `plies` with their marks, in every way the list may write them,
        fullest first: in words, then in notation; one move a line with its mover's
        name, in the name's fuller forms first."""
        said = [marked(self.texts[ply], mark) for ply, mark in zip(plies, marks, strict=True)]
        short = [marked(self.notation[ply], mark) for ply, mark in zip(plies, marks, strict=True)]
        if self.pairs:
            return [said, short]
        movers = [self.movers[ply] for ply in plies]
        forms = [names_in_form(self.players, form) for form in range(FORMS)]
        named = [(names, way) for way in (said, short) for names in forms]
        return [[f"{names[m]}: {t}" for m, t in zip(movers, way, strict=True)] for names, way in named]

    def draw(
        self, surface: pygame.Surface, theme: Theme, shown: int, mark: Callable[[int], str | None], pad: bool = False
    ) -> None:
        """The list with position `shown`'s move lit, each move in its `mark`'s colour, in
        the fullest words in which every move shown fits its row; its heading names the
        gamepad's way through it where `pad` is in use. The rows are fitted to the marks first."""
        self.fit(theme, mark)
        p, area, line, columns = theme.palette, self.rect, self.line, self.columns
        tops = dict(self.row_tops(shown))
        theme.text(surface, theme.first_fitting(HEADINGS[pad], SMALL, area.width), SMALL, p.muted, topleft=area.topleft)
        numbers, width = numbers_width(theme, self.numbered), self._column_width(theme, columns)
        plies = [ply for row in tops for ply in range(row * columns, min(len(self.texts), (row + 1) * columns))]
        marks = [mark(ply) for ply in plies]
        texts: list[list[str]] = []
        for way in self._forms(plies, marks):  # wrapped only until one fits (the last, cut, where none does)
            texts = [theme.wrap(text, SMALL, width - 8) for text in way]
            if all(len(said) <= self.heights[ply // columns] for ply, said in zip(plies, texts, strict=True)):
                break
        for ply, said, found in zip(plies, texts, marks, strict=True):
            column, y = ply % columns, tops[ply // columns]
            lines = self.heights[ply // columns]
            if ply % self.per_row == 0:
                theme.text(surface, f"{ply // self.per_row + 1}.", SMALL, p.muted, topleft=(area.x, y))
            colour = getattr(p, MARK_COLOURS[found]) if found else p.text
            x = area.x + numbers + column * width
            if ply + 1 == shown:
                pygame.draw.rect(surface, mix(p.panel, p.focus, 0.35), (x - 4, y - 2, width - 4, lines * line))
            for text in said[:lines]:
                theme.text(surface, text, SMALL, colour, topleft=(x, y))
                y += line


def marked(text: str, mark: str | None) -> str:
    """A move's text with its mark's sign, as chess players write it ("b1-b2?!"), set
    apart where the move is written in words ("picked b3, a 7 ?!")."""
    if mark is None:
        return text
    return text + (" " if " " in text else "") + SUFFIXES[mark]
