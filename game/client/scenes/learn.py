"""Learn: the courses, then a course's lessons with the stars won, and the way in.

One list at a time: the courses (of every game, or of the game `--learn` named),
then the lessons of the course chosen. A lesson opens in the lesson scene; its
stars come back through the progress file, so the list is built again on return."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...learn import progress
from ...learn.course import Course, CourseError, courses
from ...learn.practice import PracticeSet, practice_sets
from ..input import Act, Intent
from ..scene import Scene
from ..session import coached_first_game
from ..widgets import Button, ButtonList, draw_stars, stack_rects, stars_width

if TYPE_CHECKING:
    from ..app import App

STAR_RADIUS, STARS_MARGIN = 11, 16  # a lesson's stars at most, and their room from its button's right end


class LearnScene(Scene):
    lists_lessons = True

    def __init__(self, app: App, game: str | None = None, course: str | None = None) -> None:
        super().__init__(app)
        try:
            found = courses()
            self.practice = {practice.key: practice for practice in practice_sets()}
        except CourseError as error:  # the files are the program's own: a broken one is a bug, said plainly
            found, self.practice = [], {}
            app.say(f"The lessons could not be loaded: {error}", "bad", wait=True)
        # every course, a game's (`--learn`), or one (the setup's way in for a newcomer)
        self.courses = [c for c in found if game in (None, c.game) and course in (None, c.key)]
        self.course: Course | None = self.courses[0] if len(self.courses) == 1 else None
        self.progress, problem = progress.load(app.visit)
        if problem:
            app.say(problem, "bad", wait=True)
        self.buttons = ButtonList([])
        self.build()
        self.focus_onward()

    def uncovered(self) -> None:
        self.progress, _ = progress.load(self.app.visit)
        self.build()

    def build(self) -> None:
        if self.course is None:
            entries = [self._course_button(c) for c in self.courses]
            entries.append(Button("Back", self.back, key_hint="Esc"))
        else:
            self.app.worker().prepare_for(self.course.game)  # while the lessons are read: ready for practice
            course = self.course
            entries = [
                Button(f"{number}. {lesson.title}", partial(self.open_lesson, lesson.key), align="left")
                for number, lesson in enumerate(course.lessons, 1)
            ]
            against = "two computers" if course.opponents == 2 else "the computer"
            shorter = (f"First game, coached: {against} (easy)", "First game, coached (easy)", "First game, coached")
            entries.append(Button(f"First game, coached: against {against} (easy)", self.first_game, align="left",
                                  shorter=shorter))  # fmt: skip
            practice = self.practice.get(course.key)
            if practice is not None:
                best = self.progress.best_streak(practice.key)
                count = f"Practice: {len(practice.puzzles)} positions"
                label = count + (f" (best streak {best})" if best else "")
                opens = partial(self.open_practice, practice)
                entries.append(Button(label, opens, align="left", shorter=(count, "Practice")))
            entries.append(Button("Back", self.back, key_hint="Esc"))
        self.buttons = ButtonList(entries).focus_as(self.buttons)
        self.layout()

    def _course_button(self, course: Course) -> Button:
        """A course and how far the learner is through it; shorter where there is less room."""
        done, count = self.progress.done(course), len(course.lessons)
        label = f"{course.title}: {done} of {count} lessons done"
        shorter = (f"{course.title}: {done} of {count} done", f"{course.title}: {done}/{count}")
        return Button(label, partial(self.open_course, course), shorter=shorter)

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        stars = theme.px(STARS_MARGIN) + stars_width(theme.px(STAR_RADIUS))  # a lesson's stars, right of its name
        lessons = len(self.course.lessons) if self.course is not None else 0
        widest = max(
            button.whole_width(theme, 24) + stars * (i < lessons) for i, button in enumerate(self.buttons.buttons)
        )
        column = pygame.Rect(
            0, theme.page_top(height) + theme.px(120), min(width - theme.px(40), max(theme.px(620), widest)), 0
        )
        column.centerx = width // 2
        count, gap = len(self.buttons.buttons), theme.px(10)
        room = height - theme.px(60) - column.y
        each = min(theme.px(52), (room + gap) // count - gap)
        for button, rect in zip(self.buttons.buttons, stack_rects(column, count, each, gap), strict=True):
            button.rect = rect

    def stars_place(self, button: Button) -> tuple[int, int]:
        """Where a lesson's stars start on its button, and their radius: at its right end,
        as large as its height allows (the layout keeps the room for them)."""
        theme = self.app.theme
        radius = min(theme.px(STAR_RADIUS), button.rect.height // 3)
        return button.rect.right - theme.px(STARS_MARGIN) - stars_width(radius), radius

    def open_course(self, course: Course) -> None:
        """The course's lessons, where the learner left off in focus."""
        self.course = course
        self.build()
        self.focus_onward()

    def focus_onward(self) -> None:
        """Focus the open course's first lesson not done yet (every one done: its coached
        first game)."""
        if self.course is not None:
            key, lessons = self.course.key, self.course.lessons
            undone = (i for i, lesson in enumerate(lessons) if not self.progress.best(key, lesson.key))
            self.buttons.focus = next(undone, len(lessons))

    def open_lesson(self, key: str) -> None:
        assert self.course is not None
        self.app.push(self.app.make("lesson", self.course, key))

    def open_practice(self, practice: PracticeSet) -> None:
        self.app.push(self.app.make("practice", practice))

    def first_game(self) -> None:
        """A real game against the easy level, with a coach who speaks up after a mistake."""
        assert self.course is not None
        self.app.push(self.app.make("play", coached_first_game(self.course)))

    def back(self) -> None:
        if self.course is not None and len(self.courses) > 1:
            left = self.courses.index(self.course)
            self.course = None
            self.build()
            self.buttons.focus = left  # on the course just left
        else:
            self.app.pop()

    def handle(self, intent: Intent) -> None:
        if intent.act is Act.RULES and self.course is not None:  # the rules the lessons teach, by the book
            self.show_rules(self.course.game, self.course.first_game, aside=True)
        elif intent.act is Act.RULES:
            self.app.push(self.app.make("rules", aside=True))
        elif not self.buttons.handle(intent) and intent.act is Act.BACK:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        heading = "Learn" if self.course is None else f"Learn {self.course.title}"
        theme.backdrop(surface, heading, 60, theme.page_top(surface.get_height()))
        self.draw_buttons(surface, 24)
        if self.course is not None:
            for button, lesson in zip(self.buttons.buttons, self.course.lessons, strict=False):
                left, radius = self.stars_place(button)
                won = self.progress.best(self.course.key, lesson.key)
                draw_stars(surface, theme, won, left, button.rect.centery, radius)
        helps = (
            "Hint and Rules are beside the board" if self.app.mapper.controls.pad else "H gives a hint, F1 the rules"
        )
        words = (
            f"Each lesson is a few moves on a real board: do what it asks. {helps}."
            if self.course is not None
            else "Short lessons, each a few moves on a real board, in the order a first game needs them."
        )
        self.draw_footer(surface, words)
