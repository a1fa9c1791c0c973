"""The rules of each game in a few screens, with diagrams drawn from real
positions (RULINGS.md sections 1 and 2)."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any

import pygame

from ...rules.slidecore import Point, SlideCoreState, Turn
from ...rules.slidecore import new_game as new_slidecore
from ...rules.slyde import Cell, SlydeMove, SlydeState, new_game
from ..input import Act, Intent
from ..scene import Scene
from ..theme import BODY, HEADING, SMALL
from ..views import view_for
from ..views.slidecore_view import CoreMarks, crossing_lines
from ..views.slyde_view import Marks
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App

BOOKS = {"mindsports": "Slyde, Mindsports rules", "tile": "Slyde, tile edition", "slidecore": "SlideCore 6"}


@dataclass
class Page:
    title: str
    text: str
    diagram: Any  # a game state
    marks: Any = None  # the view's marks for it


def _play(state: SlydeState, *moves: str) -> SlydeState:
    for text in moves:
        state = state.play(state.parse_move(text))
    return state


def pages(book: str) -> list[Page]:
    if book == "slidecore":
        return slidecore_pages()
    rules = book
    tile = rules == "tile"
    start = new_game(6, rules)
    swapped = _play(start, "d3-d4")
    seed = _play(new_game(12, "mindsports"), "f3-f4", "f10-f9", "k6-j6", "k7-j7")
    cells = [Cell(f, r) for f in range(6) for r in range(6)]
    final = SlydeState.position(
        6, rules, [c for c in cells if c.file < 3 and c != Cell(0, 0)] + [Cell(5, 5)], cells, ply=20
    )
    if tile:
        intro = (
            "Black has the tiles; White has the empty spaces. They start in a checkerboard. "
            "Black tries to build one big cluster of tiles, White one big cluster of empty spaces. "
            "White moves first; passing is not allowed."
        )
        move = (
            "On your turn one tile slides into an adjacent empty space, across or up and down. "
            "Neither the tile nor the space may carry a disc. Black then puts a disc on the tile that "
            "moved; White puts a disc on the space that just appeared."
        )
    else:
        intro = (
            "The board is full of pawns in a chessboard pattern. Each player owns a colour and "
            "tries to join their pawns into big groups: pawns of one colour touching side by side. "
            "White moves first; passing is not allowed."
        )
        move = (
            "A move swaps one of your mobile pawns with an adjacent mobile pawn of the opponent. "
            "Your pawn, now on the opponent's square, becomes fixed (the amber pin) and never moves "
            "again; the opponent's pawn stays mobile. Here White played d3-d4."
        )
    result = (
        "The game ends when the player to move has no move. The biggest group wins. If the biggest "
        "groups are equal, the second biggest decide, then the third, and so on; groups of the same "
        "size count separately, singletons too. Only identical lists are a draw. G outlines the biggest groups."
    )
    result_marks = Marks(groups=((final.groups(0)[0], 0), (final.groups(1)[0], 1)))
    found = [
        Page("The goal", intro, start),
        Page("A move", move, swapped, Marks(last_move=SlydeMove.parse("d3-d4"))),
        Page("The end and the winner", result, final, result_marks),
    ]
    if not tile:
        found.append(
            Page(
                "The anti-mirror rule",
                "Copying the opponent is blocked: when the position is symmetric (a mirror turns every pawn "
                "into one of the other colour, fixed or mobile alike), the player to move may instead toggle "
                "any one pawn: fix it, or free it (T, then the pawn). Never on the first move; odd boards are "
                "never symmetric. Here Black mirrored White twice, and White may toggle.",
                seed,
                Marks(last_move=SlydeMove.parse("k7-j7")),
            )
        )
    found.append(
        Page(
            "Playing here",
            "Click one of your mobile pieces, then a lit target, or drag it there. Arrows move a cursor and "
            "Enter or Space act as a click. Ctrl+Z undoes, Ctrl+Y redoes, Ctrl+S saves, Esc goes back. "
            "Every move is saved at once: leave any time and resume from the menu.",
            swapped,
            Marks(
                selected=Cell(2, 2), targets=(Cell(1, 2), Cell(2, 1), Cell(2, 3)), last_move=SlydeMove.parse("d3-d4")
            ),
        )
    )
    return found


def slidecore_pages() -> list[Page]:
    start = new_slidecore(6)
    own, core = Point.parse("e4"), Point.parse("f6")
    placed = CoreMarks(own=own)
    crossings = tuple(start.steps_from(own)[core])
    lines = crossing_lines(own, core, crossings)
    middle = SlideCoreState.position(6, ["f4", "g8", "d6"], ["f8", "e3", "h6"])
    middle_own = Point.parse("d3")
    stops = tuple(point for point in middle.steps_from(middle_own) if point != core)
    final = new_slidecore(5).playout(Random(7))
    groups = tuple((found[0], seat) for seat in (0, 1) if (found := final.groups(seat)))
    return [
        Page(
            "The goal",
            "A hexagon of points, empty but for the red Core on the centre. Black and White each try to "
            "build the biggest group: discs of one colour joined along the lines. Black moves first; "
            "every turn puts one disc of each colour on the board.",
            start,
        ),
        Page(
            "Step 1: your disc",
            "Place a disc of your colour on any empty point, as long as the turn can then be completed. "
            "Here Black placed e4.",
            start,
            placed,
        ),
        Page(
            "Step 2: the Core may slide",
            "If you like, slide the Core in a straight line along one of the six directions, over empty "
            "points only: it never jumps, and your new disc can block it. The red dots show where it may "
            "stop here, with Black's disc on d3. Or leave it where it is.",
            middle,
            CoreMarks(own=middle_own, stops=stops),
        ),
        Page(
            "Step 3: the other colour's disc",
            "Place a disc of your opponent's colour where a line through the Core crosses a line through "
            "your disc: at most six points, ringed here. Discs lying between do not block a crossing. "
            "Here Black could finish with e4 f6 e5.",
            start,
            CoreMarks(own=own, targets=crossings, lines=lines),
        ),
        Page(
            "The end and the winner",
            "The game ends when the Core is boxed in (no empty point next to it), or when the player to "
            "move cannot complete a turn. The biggest group wins; equal biggest groups go to the second "
            "biggest, and so on. Only identical lists are a draw. G outlines the biggest groups.",
            final,
            CoreMarks(groups=groups),
        ),
        Page(
            "Playing here",
            "Click an empty point for your disc. To move the Core, drag it or click a red dot. Then click a "
            "ringed crossing to finish the turn. Esc takes back a step. Arrows move a cursor, Enter or Space "
            "click. Ctrl+Z undoes a turn; every turn is saved at once.",
            middle,
            CoreMarks(own=middle_own, stops=stops, cursor=middle_own, last=Turn.parse("h6 f6 f4")),
        ),
    ]


class RulesScene(Scene):
    def __init__(self, app: App, book: str = "mindsports") -> None:
        super().__init__(app)
        self.book = book
        self.pages = pages(book)
        self.page = 0
        self.view = view_for(self.pages[0].diagram.game, app.theme)
        self.previous_button = Button("Previous", lambda: self.turn(-1))
        self.next_button = Button("Next", lambda: self.turn(1))
        self.buttons = ButtonList(
            [self.previous_button, self.next_button, Button("Next game", self.switch), Button("Back", self.app.pop)],
            vertical=False,
        )
        self.layout()

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        margin = theme.px(40)
        self.text_rect = pygame.Rect(margin, theme.px(120), int(width * 0.44), height - theme.px(220))
        area = pygame.Rect(
            self.text_rect.right + margin,
            theme.px(90),
            width - self.text_rect.right - 2 * margin,
            height - theme.px(200),
        )
        self.view.theme = theme
        self.view.layout(area, self.pages[self.page].diagram)
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(self.pages) - 1
        count = len(self.buttons.buttons)
        gap = theme.px(12)
        each = min(theme.px(220), (width - 2 * margin - (count - 1) * gap) // count)
        left = (width - count * each - (count - 1) * gap) // 2
        for index, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(left + index * (each + gap), height - theme.px(80), each, theme.px(50))

    def turn(self, step: int) -> None:
        """One page on or back; the book has a first and a last page (no wrapping round)."""
        self.page = min(len(self.pages) - 1, max(0, self.page + step))
        self.layout()

    def switch(self) -> None:
        """The rules of the next game or edition."""
        books = list(BOOKS)
        self.book = books[(books.index(self.book) + 1) % len(books)]
        self.pages = pages(self.book)
        self.page = 0
        self.view = view_for(self.pages[0].diagram.game, self.app.theme)
        self.layout()

    def handle(self, intent: Intent) -> None:
        if intent.act in (Act.LEFT, Act.RIGHT) and not intent.is_pointer:
            self.turn(-1 if intent.act is Act.LEFT else 1)
        elif intent.act is Act.SELECT:
            self.buttons.handle(intent)
        elif intent.act is Act.BACK:
            self.app.pop()
        elif intent.is_pointer:
            self.buttons.handle(intent)

    def is_moving(self) -> bool:
        return False  # nothing here changes with time alone

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        page = self.pages[self.page]
        theme.text(surface, BOOKS[self.book], SMALL, p.muted, topleft=(self.text_rect.x, theme.px(36)))
        theme.text(surface, page.title, HEADING, p.accent, bold=True, topleft=(self.text_rect.x, theme.px(62)))
        y = self.text_rect.y
        for line in theme.wrap(page.text, BODY, self.text_rect.width):
            theme.text(surface, line, BODY, p.text, topleft=(self.text_rect.x, y))
            y += theme.px(34)
        theme.text(
            surface,
            f"{self.page + 1} / {len(self.pages)}",
            SMALL,
            p.muted,
            topleft=(self.text_rect.x, y + theme.px(16)),
        )
        self.view.draw(surface, page.diagram, page.marks)
        self.buttons.draw(surface, theme, size=22, show_focus=False)
