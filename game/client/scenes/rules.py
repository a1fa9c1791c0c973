"""The rules of each game in a few screens, with diagrams drawn from real
positions; each game's package writes its own pages."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pygame

from ...learn.course import CourseError, course_for
from ..games import books, view_for
from ..input import Act, Intent
from ..messages import room_height, room_under
from ..scene import Scene
from ..theme import BODY, HEADING, SMALL
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App


FIRST_PAGE = "This is the first page"
LAST_PAGE = "This is the last page: Back closes the book"


class RulesScene(Scene):
    def __init__(self, app: App, book: str = "mindsports", aside: bool = False) -> None:
        """`aside`: read aside, over a game, a lesson or the lessons' list (F1), which
        Back returns to; its lessons are then left to the menu, so that books, lists
        and games never pile up."""
        super().__init__(app)
        self.book = book
        self.aside = aside
        self.books = books()
        self.pages = self.books[book][1]()
        self.page = self._page_read()
        self.view = view_for(self.pages[0].diagram.game, app.theme)
        self.previous_button = Button("Previous", lambda: self.turn(-1), stays=True)
        self.next_button = Button("Next", lambda: self.turn(1), stays=True)
        self.lessons_button = Button("Lessons", self.lessons)
        self.course = self._course()
        self.buttons = ButtonList(
            [
                self.previous_button,
                self.next_button,
                self.lessons_button,
                Button("Next game", self.switch, stays=True),
                Button("Back", self.app.pop),
            ],
            vertical=False,
        )
        self.layout()

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        margin = theme.px(40)
        self.title_y = theme.px(36) + theme.line_step(SMALL, 26)  # under the book's name
        top = max(theme.px(120), self.title_y + theme.line_height(HEADING) + theme.px(10))
        self.text_rect = pygame.Rect(margin, top, int(width * 0.44), height - theme.px(100) - top)
        area = pygame.Rect(
            self.text_rect.right + margin,
            theme.px(90),
            width - self.text_rect.right - 2 * margin,
            height - theme.px(200),
        )
        words_end = height - theme.px(96)
        # or the words across the window and the picture below them, where that makes the picture larger (a
        # window taller than wide), at one place on every page: under the most words any page has, and a message
        wrapped = max(len(theme.wrap(page.text, BODY, width - 2 * margin)) for page in self.pages)
        across = pygame.Rect(margin, top, width - 2 * margin, wrapped * theme.line_step(BODY, 34))
        under = across.bottom + theme.px(16) + theme.line_step(SMALL, 26) + room_height(theme) + margin
        below = pygame.Rect(margin, under, across.width, height - theme.px(100) - under)
        if min(below.size) > min(area.size):
            self.text_rect, area, words_end = across, below, under - margin
        self.view.theme = theme
        self.view.layout(area, self.pages[self.page].diagram)
        self.number_y = self.text_rect.y + self._text_height() + theme.px(16)
        after = self.number_y + theme.line_step(SMALL, 26)
        self.message_room = room_under(theme, margin, after, self.text_rect.width, words_end)
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(self.pages) - 1
        self.lessons_button.enabled = self.course is not None and not self.aside
        count = len(self.buttons.buttons)
        gap = theme.px(12)
        each = min(theme.px(220), (width - 2 * margin - (count - 1) * gap) // count)
        left = (width - count * each - (count - 1) * gap) // 2
        for index, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(left + index * (each + gap), height - theme.px(80), each, theme.px(50))

    def turn(self, step: int) -> None:
        """One page on or back; the book has a first and a last page (no wrapping round)."""
        page = min(len(self.pages) - 1, max(0, self.page + step))
        if page == self.page:
            self.app.say(FIRST_PAGE if step < 0 else LAST_PAGE)
            return
        self.open_at(page)

    def open_at(self, page: int) -> None:
        """The book opened at `page` (counted from 0)."""
        self.page = self.app.pages_read[self.book] = page
        self._left_the_edge()
        self.layout()

    def _page_read(self) -> int:
        """Where this book was last left open while the window has been open (a book
        read to its end opens at its first page again)."""
        page = self.app.pages_read.get(self.book, 0)
        return page if 0 <= page < len(self.pages) - 1 else 0

    def _left_the_edge(self) -> None:
        """A page turned: a word that this was the first or last page is no longer true."""
        self.app.unsay(FIRST_PAGE)
        self.app.unsay(LAST_PAGE)

    def switch(self) -> None:
        """The rules of the next game or edition."""
        keys = list(self.books)
        self.book = keys[(keys.index(self.book) + 1) % len(keys)]
        self.pages = self.books[self.book][1]()
        self.page = self._page_read()
        self._left_the_edge()
        self.view = view_for(self.pages[0].diagram.game, self.app.theme)
        self.course = self._course()
        self.layout()

    def _course(self) -> str | None:
        """The course of the game (edition) this book tells, if there is one."""
        diagram = self.pages[0].diagram
        with contextlib.suppress(CourseError):  # the lessons' own list says what is wrong with them
            course = course_for(diagram.game, diagram.options)
            return None if course is None else course.key
        return None

    def lessons(self) -> None:
        """Its lessons: rules are learnt by playing."""
        if self.aside:
            self.app.say("Back returns to where you were; the lessons are under Learn on the menu")
            return
        if self.course is None:
            self.app.say("These lessons could not be read: Learn, on the menu, says why")
            return
        self.app.push(self.app.make("learn", course=self.course))

    def handle(self, intent: Intent) -> None:
        """Keys: Left and Right (or Page Up and Down) turn the pages, Home and End go
        to the first and the last, Enter reads on; Down (or Start, or Tab) goes to the
        buttons (Left and Right choose one, Enter presses it), Up (or Start, or Tab
        again, or Esc) back to the pages; Esc on the pages closes the book."""
        on_buttons = self.buttons.engaged
        if intent.act is Act.DOWN and not on_buttons or intent.act is Act.UP and on_buttons:
            intent = Intent(Act.MENU)  # the buttons lie below the pages
        if self.steer(self.buttons, intent):
            return
        if intent.is_pointer:
            self.buttons.handle(intent)
        elif intent.act is Act.BACK:
            self.app.pop()
        elif intent.act in (Act.LEFT, Act.RIGHT, Act.PAGE_UP, Act.PAGE_DOWN, Act.SELECT):
            self.turn(-1 if intent.act in (Act.LEFT, Act.PAGE_UP) else 1)
        elif intent.act in (Act.FIRST, Act.LAST):
            self.open_at(len(self.pages) - 1 if intent.act is Act.LAST else 0)

    def _text_height(self) -> int:
        """How tall the page's words stand, wrapped as `draw` wraps them."""
        theme = self.app.theme
        return len(theme.wrap(self.pages[self.page].text, BODY, self.text_rect.width)) * theme.line_step(BODY, 34)

    def message_area(self) -> pygame.Rect | None:
        """Under the page's words, where the column is empty (None where it has no room)."""
        return self.message_room

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        page = self.pages[self.page]
        theme.text(surface, self.books[self.book][0], SMALL, p.muted, topleft=(self.text_rect.x, theme.px(36)))
        theme.text(surface, page.title, HEADING, p.accent, bold=True, topleft=(self.text_rect.x, self.title_y))
        y = self.text_rect.y
        for line in theme.wrap(page.text, BODY, self.text_rect.width):
            theme.text(surface, line, BODY, p.text, topleft=(self.text_rect.x, y))
            y += theme.line_step(BODY, 34)
        theme.text(
            surface, f"{self.page + 1} / {len(self.pages)}", SMALL, p.muted, topleft=(self.text_rect.x, self.number_y)
        )
        self.view.draw(surface, page.diagram, page.marks)
        self.draw_buttons(surface, 22, self.buttons.engaged)
