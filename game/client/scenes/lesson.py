"""A lesson: a real board of the lesson's game, the step's sentence beside it, and
only the places the step is about lit.

The game's own board (its client package) takes the input and draws the position,
as in play; this scene names no game. A right move is played with the scripted
replies after it, one by one; a different legal move is shown, said to be wrong
("try again", and why), and taken back; an illegal one gets the rules' reason. H
gives the hints in tiers, the last showing the move itself. The stars won go to
the progress file when the lesson is done.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...learn import progress
from ...learn.course import Course
from ...learn.tutor import Tutor, Verdict
from ...records import Seat
from ...rules.base import sentence
from ..board_scene import GAME_KEYS, BoardScene
from ..games import CLIENTS
from ..input import Act, Intent
from ..session import Session, coached_first_game
from ..theme import BODY, SMALL
from ..widgets import ENTER, STARS, Button, draw_stars, rules_button, stars_width

if TYPE_CHECKING:
    from ..app import App

FEEDBACK_LINES = 6  # what a try earned is given at least these lines, more where the panel has room
WRONG_SHOWN_S = 1.6  # how long a wrong move stays on the board before it is taken back
REPLY_PAUSE_S = 0.35  # between a move landing and the scripted reply
DIM_ALPHA = 100  # how far the unlit part of the board is darkened


class LessonScene(BoardScene):
    def __init__(self, app: App, course: Course, key: str) -> None:
        super().__init__(app)
        self.course = course
        self.lesson = course.lesson(key)
        self.client = CLIENTS[self.lesson.game]
        self.progress, _ = progress.load(app.visit)
        self.hint_button = Button("Hint", self.hint, key_hint="H")
        self.begin()

    # -- the lesson ------------------------------------------------------------------

    def begin(self) -> None:
        """The lesson from its first step."""
        lesson = self.lesson
        self.tutor = Tutor(lesson)
        learner = self.tutor.learner
        seats = self.tutor.state.seat_count
        players = [Seat.person("You") if seat == learner else Seat.computer("easy", "Teacher") for seat in range(seats)]
        self.session = Session.new(lesson.game, lesson.options, players)
        for text in lesson.moves:
            self.session.play(self.session.state.parse_move(text))
        self.board = self.client.board(self.app, self.session)
        self.board.start_at(self.tutor.step.lit)
        self.animation = None
        self.to_show: deque[Any] = deque()  # moves to play on the board, one after another
        self.wait_s = 0.0  # before the next of them
        self.take_back_s: float | None = None  # a wrong move on the board: time left before it goes
        self.hint_words: str | None = None
        self.feedback: tuple[str, bool] | None = None  # what the last try earned (words, right), in the panel
        self.hint_move: Hashable | None = None
        self.hint_asked = False  # H while the teacher's reply was still shown: the hint comes once it is done
        self.won: int | None = None  # the stars, once the lesson is done
        self.build_buttons()

    def refusal(self, act: Act) -> str | None:
        if act in (Act.UNDO, Act.REDO):
            return f"A lesson takes no move back: {self.app.mapper.controls.naming('Start again', 'N')} begins it anew"
        if act in GAME_KEYS:
            return "A lesson is not saved, copied or reviewed: a game of your own is"
        return None

    def restart(self) -> None:
        """N, or Start again: the lesson from its first step, said so (at its start the board looks the same)."""
        self.begin()
        self.app.say("The lesson starts again from its first step")

    def build_buttons(self) -> None:
        if self.won is None:
            again = Button("Start again", self.restart, key_hint="N", shorter=("Restart",))
            lessons = Button("Lessons", self.leave, key_hint="Esc")
            buttons = [self.hint_button, *self.board.buttons, rules_button(self.open_rules), again, lessons]
        else:
            following = self._next_lesson()
            onward = Button("Next lesson", self.next_lesson, key_hint=ENTER, shorter=("Next",))
            if following is None:  # the course's last lesson: on to the game it prepares for
                shorter = ("First game", "Play")
                onward = Button("First game, coached", self.first_game, key_hint=ENTER, shorter=shorter)
            buttons = [onward]
            buttons += [Button("Again", self.restart, key_hint="N"), Button("Lessons", self.leave, key_hint="Esc")]
        self.buttons = self.button_row(buttons)
        # N starts the lesson again, as it starts a new game in play
        self.commands = {**self.board.commands, Act.HINT: self.hint} if self.won is None else {}
        self.commands[Act.NEW] = self.restart
        self.layout()

    def leads_on(self) -> bool:
        return self.won is not None

    def _next_lesson(self) -> str | None:
        lessons = self.course.lessons
        number = lessons.index(self.lesson) + 1
        return lessons[number].key if number < len(lessons) else None

    def next_lesson(self) -> None:
        following = self._next_lesson()
        if following is not None and self.app.may_leave(scenes=[self]):
            self.app.replace(self.app.make("lesson", self.course, following))

    def first_game(self) -> None:
        """The course's coached first game, in this lesson's place: its results lead back to the lessons."""
        if self.app.may_leave(scenes=[self]):
            self.app.replace(self.app.make("play", coached_first_game(self.course)))

    def keep(self, again: str = "leave again") -> str | None:
        why = self.progress.keep()
        if why is None:
            return None
        stars = self.progress.best(self.course.key, self.lesson.key)
        kept = "1 star is" if stars == 1 else f"{stars} stars are"
        return f"Your {kept} not kept ({why}): {again} and {'it is' if stars == 1 else 'they are'} lost"

    def ready(self) -> bool:
        """Does the board take the learner's move now?"""
        return self.won is None and not self.animation and not self.to_show and self.take_back_s is None

    def attempt(self, move: Hashable | None) -> None:
        if move is None or not self.ready():
            return
        before = self.tutor.state
        answer = self.tutor.attempt(move)
        self.board.clear()
        self.feedback = (answer.said, answer.verdict is Verdict.RIGHT)
        if answer.verdict is Verdict.WRONG:  # what the learner's own move did, then why it is not it
            effect = self.client.move_effect(before, move)
            if effect:
                self.feedback = (f"{sentence(effect)}. {answer.said}", False)
        if answer.verdict is Verdict.ILLEGAL:
            self.app.audio.play("error")
            return
        self.hint_words, self.hint_move = None, None
        if answer.verdict is Verdict.WRONG:
            self.app.audio.play("error")
            self.to_show.append(move)
            self.take_back_s = WRONG_SHOWN_S
            return
        self.to_show.extend(answer.played)
        self.wait_s = 0.0

    def hint(self) -> None:
        """H: the next of the step's hints; asked while the board still shows the
        teacher's reply, it comes as soon as that is done."""
        self._hurry()
        if not self.ready():
            self.hint_asked = self.won is None
            return
        self.hint_asked = False
        words, move = self.tutor.hint()
        if move is not None:
            advice = self.client.move_advice(self.session.state, move)
            words = f"{sentence(advice)}."  # its names as they are ("the Core")
        self.hint_words, self.hint_move = words, move

    def _show_next(self) -> None:
        move = self.to_show.popleft()
        before = self.session.state
        self.show_move(before, self.session.play(move), move)
        self.board.clear()  # the board's turn as the move left it
        if not self.to_show and not self.tutor.done:  # the learner's turn: the cursor on the step's places
            self.board.start_at(self.tutor.step.lit)
        self.wait_s = REPLY_PAUSE_S

    def _finish(self) -> None:
        """The last step is played: the stars, kept if better than before."""
        self.won = self.tutor.stars
        if self.progress.record(self.course.key, self.lesson.key, self.won):
            said = self.progress.saved("the lesson's stars")
            if said:
                self.app.say(said, "bad")
        self.app.audio.play("end")
        self.build_buttons()

    # -- time ------------------------------------------------------------------------

    def update(self, dt_s: float) -> None:
        self.board.update_buttons()
        self.hint_button.enabled = self.won is None
        if self.animate(dt_s):
            return
        if self.take_back_s is not None and not self.to_show:
            self.take_back_s -= dt_s
            if self.take_back_s <= 0:
                self._take_back()
            return
        if self.to_show:
            self.wait_s -= dt_s
            if self.wait_s <= 0:
                self._show_next()
            return
        if self.tutor.done and self.won is None:
            self._finish()
        elif self.hint_asked and self.ready():
            self.hint()

    def _take_back(self) -> None:
        self.take_back_s = None
        self.session.undo()
        self.board.clear()

    def _wrong_on_board(self) -> bool:
        return self.take_back_s is not None and not self.to_show

    def _hurry(self) -> None:
        """A wrong move shown on the board goes at once when the learner acts
        again (`handle` has already ended its animation): their next try (or hint)
        counts, not lost to the wait."""
        if self._wrong_on_board():
            self._take_back()

    def is_moving(self) -> bool:
        return bool(self.animation or self.to_show or self.take_back_s is not None or self.board.busy())

    # -- input -----------------------------------------------------------------------

    def point(self, intent: Intent) -> None:
        if intent.act is Act.PRESS:
            self._hurry()
        if self.ready():
            super().point(intent)
            self._off_course()

    def select(self) -> None:
        if self.won is not None:
            self.press_focused()
            return
        self._hurry()
        if self.ready():
            super().select()
            self._off_course()

    def _off_course(self) -> None:
        """A half-made turn that can no longer end in the step's move (SlideCore's disc
        put elsewhere, or the Core slid elsewhere) is taken back at once, step by step
        to where it went astray, saying why: the next clicks would mean other things
        there (a stop for the Core) and lead only to a wrong try. Not a wrong try
        itself: no move was made."""
        if not self.ready() or not self.board.busy():
            return
        right = [self.tutor.state.parse_move(text) for text in self.tutor.step.right]
        why = self.board.off_course(right)
        if why is None:
            return
        while self.board.busy() and self.board.off_course(right) is not None:  # back to where it went astray
            self.board.step_back()
        self.feedback = (f"Taken back: {why}.", False)
        self.app.audio.play("error")

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.fill(theme.palette.background)
        outlined = self.board.outlines(())  # the biggest groups, where the learner asked for them (G)
        self.board.draw(surface, self.animation, self.hint_drawn(self.hint_move), outlined, 0.0)
        if self.ready():  # not while moves are shown: the places lie where they will be, for the learner's seat
            gone = self.board.vacated()
            lit = tuple(name for name in self.tutor.step.lit if name not in gone)
            self._light(surface, lit, dim=not (self.board.busy() or self.hint_move is not None or outlined))
        theme.panel(surface, self.panel_rect)
        self._draw_words(surface)
        self.draw_buttons(surface, 20, self.buttons.engaged)

    def _light(self, surface: pygame.Surface, names: tuple[str, ...], dim: bool) -> None:
        """Ring the places the step is about and, with `dim`, darken the rest of the
        board. Once the learner's turn is under way, or a hint shows the move, or the
        biggest groups are outlined (G), the board is shown whole: the marks a selection
        brings up (where a piece or the Core may go, the entries of a taken card), the
        hint's and the groups' are what the learner looks at next, and must not lie in the dark."""
        spots = [spot for spot in (self.board.spot(name) for name in names) if spot is not None]
        if not spots:
            return
        theme = self.app.theme
        if dim:
            shade = pygame.Surface(self.board_area.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, DIM_ALPHA))
            for spot in spots:
                shade.fill((0, 0, 0, 0), spot.move(-self.board_area.x, -self.board_area.y))
            cursor = self.board.cursor_outline()  # the keyboard's place, wherever it is, stays in the light
            if cursor is not None:
                where, corners = cursor
                pygame.draw.rect(shade, (0, 0, 0, 0), where.move(-self.board_area.x, -self.board_area.y),
                                 border_radius=corners)  # fmt: skip
            surface.blit(shade, self.board_area.topleft)
        for spot in spots:
            pygame.draw.rect(surface, theme.palette.focus, spot, width=max(2, theme.px(3)), border_radius=theme.px(6))

    def _draw_words(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        inner = self.panel_rect.inflate(-2 * theme.px(16), -2 * theme.px(16))
        number = self.course.lessons.index(self.lesson) + 1
        y = inner.y
        heading = f"{self.course.title}, lesson {number} of {len(self.course.lessons)}"
        y = theme.paragraph(surface, heading, SMALL, p.muted, (inner.x, y), inner.width, most=2)
        y = theme.paragraph(
            surface, self.lesson.title, BODY, p.accent, (inner.x, y), inner.width, most=2, bold=True, balanced=True
        )
        y += theme.px(10)
        if self.won is not None:
            y = theme.text(surface, "Lesson done!", BODY, p.text, bold=True, topleft=(inner.x, y)).bottom + theme.px(8)
            radius = theme.px(16)
            draw_stars(surface, theme, self.won, inner.x, y + radius, radius)
            y += 2 * radius + theme.px(10)
            words = "No hint and no wrong try: three stars."
            if self.won < STARS:
                words = "Play it again with no hint and no wrong try for three stars."
        else:
            steps = len(self.lesson.steps)
            shown = min(self.tutor.index + 1, steps)
            step = theme.text(surface, f"Step {shown} of {steps}", SMALL, p.muted, topleft=(inner.x, y))
            radius = step.height // 3  # the stars still in reach (`tutor.stars`), at the line's end
            draw_stars(surface, theme, self.tutor.stars, inner.right - stars_width(radius), step.centery, radius)
            y = step.bottom
            words = self.tutor.step.say
        hint_lines = theme.wrap(self.hint_words, SMALL, inner.width) if self.hint_words else []  # a hint is short
        if self.feedback is not None:  # what the last try earned, before what to do now: whole, where
            said, right = self.feedback  # the step's own words and the hint leave room for it
            below = len(theme.wrap(words, BODY, inner.width)) * theme.line_height(BODY) + theme.px(16)
            below += len(hint_lines) * theme.line_height(SMALL)
            most = max(FEEDBACK_LINES, (self.words_bottom - y - below) // theme.line_height(SMALL))
            y = theme.paragraph(surface, said, SMALL, p.good if right else p.bad, (inner.x, y), inner.width, most=most)
            y += theme.px(8)
        hint_height = len(hint_lines) * theme.line_height(SMALL) + theme.px(8)  # the hint keeps its place below
        most = max(1, (self.words_bottom - y - hint_height) // theme.line_height(BODY))
        y = theme.paragraph(surface, words, BODY, p.text, (inner.x, y), inner.width, most=most)
        y += theme.px(8)
        for line in hint_lines:
            y = theme.text(surface, line, SMALL, p.focus, topleft=(inner.x, y)).bottom
        if self.ready():
            self.draw_keys(surface, inner, y)
