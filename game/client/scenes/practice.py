"""Practice: positions from real games in which one move is clearly best, one at a
time, with the side to move. Solved, or failed: then the computer answers the move
(where every seat sees all, the reply that shows what it allows), the panel says how
the moves compare, and the best move can be shown. A streak and the best streak are
kept in the progress file, with the position to go on from.

The game's own board takes the input and draws the position, as in play; this scene
names no game.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from ...learn import progress
from ...learn.practice import PracticeSet, Trainer, Verdict, Weighed
from ...records import Seat
from ...rules import registry
from ..board_scene import GAME_KEYS, BoardScene
from ..games import CLIENTS
from ..input import Act
from ..match import Match, new_seed
from ..scene import WAITING_REDRAW_S
from ..session import Session
from ..theme import BODY, SMALL
from ..widgets import ENTER, Button, rules_button

if TYPE_CHECKING:
    from ..app import App

REPLY_PAUSE_S = 0.4  # between the learner's failed move landing and the computer being asked
NEXT_POSITION = "Next position"  # the way on once a position is answered, which N presses too
SHOW_BEST = "Show the best"  # the button after a miss, which H presses too


class PracticeScene(BoardScene):
    def __init__(self, app: App, practice: PracticeSet) -> None:
        super().__init__(app)
        self.practice = practice
        self.client = CLIENTS[practice.game]
        self.progress, _ = progress.load(app.visit)
        key = practice.key
        self.trainer = Trainer(practice, self.progress.best_streak(key), self.progress.practice_at(key))
        self.begin()

    def begin(self) -> None:
        """The trainer's position, the learner to move and the computer in every other seat."""
        puzzle = self.trainer.puzzle
        state = puzzle.start()
        seats = [Seat.person("You") if seat == state.to_move else Seat.computer("normal", "Computer")
                 for seat in range(state.seat_count)]  # fmt: skip
        session = Session.new(puzzle.game, puzzle.options, seats)
        for text in puzzle.moves:
            session.play(session.state.parse_move(text))
        self.start = session.state
        self.match = Match(session, self.app.worker, None, new_seed())
        self.board = self.client.board(self.app, session)
        self.animation = None
        self.feedback: str | None = None  # what the try earned, or why it was refused
        self.refuting = False  # a failed move: the computer's reply is awaited
        self.best_shown = False
        self.build_buttons()

    @property
    def session(self) -> Session:
        return self.match.session

    def leads_on(self) -> bool:
        return self.trainer.answered is not None

    def build_buttons(self) -> None:
        answered = self.trainer.answered
        buttons = []
        if answered is not None:
            buttons.append(Button(NEXT_POSITION, self.next_position, key_hint=ENTER, shorter=("Next",)))
        if answered is Verdict.FAILED:
            buttons.append(Button(SHOW_BEST, self.show_best, key_hint="H", shorter=("Best",)))
        buttons += [] if answered else [*self.board.buttons, rules_button(self.open_rules)]
        buttons.append(Button("Back", self.leave, key_hint="Esc"))
        self.buttons = self.button_row(buttons)
        self.commands = {Act.HINT: self.hint, **({Act.NEW: self.next_position} if answered else self.board.commands)}
        self.layout()

    # -- the position ----------------------------------------------------------------

    def attempt(self, move: Hashable | None) -> None:
        if move is None or self.trainer.answered is not None or self.animation:
            return
        tried = self.trainer.attempt(self.start, move)
        self.board.clear()
        if tried.verdict is Verdict.ILLEGAL:
            self.feedback = f"Not allowed: {tried.reason}"
            self.app.audio.play("error")
            return
        self._show(move)
        if tried.verdict is Verdict.SOLVED:
            self.feedback = self._compare(move, self.trainer.puzzle.weighed[0])
        else:
            self.app.audio.play("error")
            self.feedback = self._compare(move, tried.tried)
            hidden = registry.spec(self.practice.game).hidden_information
            self.refuting = not hidden and not self.session.is_over  # a move that ends the game has no answer
        self._keep()
        self.build_buttons()

    def _compare(self, move: Hashable, tried: Weighed | None) -> str:
        """How the move played compares with the best, as the long search weighed them."""
        best, second = self.trainer.puzzle.weighed[:2]
        best_move = self.start.parse_move(best.move)
        best_words = self.client.with_effect(self.client.move_words(self.start, best_move), self.start, best_move)
        if tried is best:
            yours = ""
        else:
            words = self.client.move_words(self.start, move)
            yours = f"Yours, {words}, " + ("was not among the engine's best four. " if tried is None else "")
        if best.points is not None and second.points is not None:  # a game of scores: what a player reads
            if tried is not None and tried is not best and tried.points is not None:
                yours += f"ends near {tried.points:.0f} points; "
            return f"{yours}{best_words} ends near {best.points:.0f}, the next best {second.points:.0f} (lowest wins)."
        if tried is not None and tried is not best:
            yours += f"wins {tried.chance:.0%} of the engine's games; "
        return f"{yours}{best_words} wins {best.chance:.0%}, the next best {second.chance:.0%}."

    def _words(self, text: str) -> str:
        """A move of the position, written as in the record, in the words players read."""
        return self.client.move_words(self.start, self.start.parse_move(text))

    def _show(self, move: Hashable) -> None:
        before = self.session.state
        self.show_move(before, self.match.play(move), move)

    def _keep(self) -> None:
        """The streak and where to go on from, kept at once."""
        trainer = self.trainer
        following = (trainer.index + 1) % len(self.practice.puzzles)
        self.progress.record_practice(self.practice.key, trainer.best_streak, following)
        said = self.progress.saved("the practice streak")
        if said:
            self.app.say(said, "bad")

    def keep(self, again: str = "leave again") -> str | None:
        why = self.progress.keep()
        return None if why is None else f"Your practice streak is not kept ({why}): {again} and it is lost"

    def hint(self) -> None:
        """H: after a miss, the best move (as Show the best); before any try, which button
        will show it; after the best move was found, that there is nothing better to show."""
        if self.trainer.answered is None:
            best = self.app.mapper.controls.naming(SHOW_BEST, "H")
            self.app.say(f"Try a move first: after a miss, {best} plays the best one")
        elif self.trainer.answered is Verdict.SOLVED:
            onward = self.app.mapper.controls.naming(NEXT_POSITION, "N")  # N, whichever button is lit
            self.app.say(f"Your move was the best: {onward} goes on")
        else:
            self.show_best()

    def show_best(self) -> None:
        """After a failed try: the position again, and the best move played on it."""
        if self.trainer.answered is not Verdict.FAILED or self.animation:
            return
        self.match.stop_thinking()
        self.refuting = False
        while self.session.state is not self.start and self.session.undo():
            pass
        self.board.taken_back()
        best = self.start.parse_move(self.trainer.puzzle.best)
        self._show(best)
        self.best_shown = True
        self.feedback = self._compare(best, self.trainer.puzzle.weighed[0])  # the try and its answer are gone

    def refusal(self, act: Act) -> str | None:
        if act in (Act.UNDO, Act.REDO):
            return "A position takes one try, and it is not taken back"
        if act in GAME_KEYS:
            return "A position is not saved, copied or reviewed: a game of your own is"
        if act is Act.NEW:  # answered, N goes on (`build_buttons`)
            return "A position waits for your move: then Next position (Enter, or N) goes on"
        return None

    def next_position(self) -> None:
        if self.trainer.answered is None:
            return
        self.match.stop_thinking()
        self.trainer.next()
        if self.trainer.index == 0:  # past the last: round again, said so, not as if nothing had changed
            self.app.say(f"All {len(self.practice.puzzles)} positions seen: back to the first", "info")
        self.begin()

    def popped(self) -> None:
        self.match.stop_thinking()

    # -- time and input --------------------------------------------------------------

    def update(self, dt_s: float) -> None:
        self.board.update_buttons()
        if self.animate(dt_s) or not self.refuting:
            return
        reply, _ = self.match.drive(dt_s, REPLY_PAUSE_S)
        if reply is None:
            return
        self.refuting = False
        if reply.move is not None:
            mover = self.session.seat_title(self.session.state.to_move)
            words = self.client.move_words(self.session.state, reply.move)
            self._show(reply.move)
            self.feedback = f"{self.feedback or ''} {mover} answers {words}.".lstrip()
        else:  # the answer could not be found: said, not left to look like none was needed
            self.feedback = f"{self.feedback or ''} The computer cannot answer: {reply.error}.".lstrip()

    def is_moving(self) -> bool:
        return bool(self.animation or self.refuting or self.board.busy())

    def redraw_every_s(self) -> float:
        """Every frame while a move slides; while only the computer's answer is awaited,
        a few times a second, leaving the cores to it."""
        return 0.0 if self.animation or self.board.busy() else WAITING_REDRAW_S

    def select(self) -> None:
        if self.trainer.answered is not None:
            self.press_focused()
        else:
            super().select()

    # -- drawing ---------------------------------------------------------------------

    def headline(self) -> str:
        """What the position asks, then how the try went."""
        answered = self.trainer.answered
        if answered is Verdict.SOLVED:
            return "Solved: that is the best move"
        if answered is Verdict.FAILED and self.best_shown:
            return f"The best move: {self._words(self.trainer.puzzle.best)}"
        if answered is Verdict.FAILED:
            return "Not the best move"
        if not registry.spec(self.practice.game).titled_seats:  # seats only numbered: the learner's
            return "Your move: find the best move"
        return f"{self.start.seat_titles[self.start.to_move]} to move: find the best move"

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        self.board.draw(surface, self.animation, None, self.board.outlines(()), 0.0)  # with the biggest groups (G)
        theme.panel(surface, self.panel_rect)
        inner = self.panel_rect.inflate(-2 * theme.px(16), -2 * theme.px(16))
        trainer = self.trainer
        where = f"position {trainer.index + 1} of {len(self.practice.puzzles)}"
        headings = [f"{self.practice.title} practice, {where}", f"Practice, {where}"]  # the shorter for large text
        heading = next((text for text in headings if theme.fits_lines(text, SMALL, inner.width, 2)), headings[-1])
        y = inner.y
        y = theme.paragraph(surface, heading, SMALL, p.muted, (inner.x, y), inner.width, most=2)
        answered = trainer.answered
        colour = p.good if answered is Verdict.SOLVED else p.bad if answered and not self.best_shown else p.accent
        y = theme.paragraph(
            surface, self.headline(), BODY, colour, (inner.x, y), inner.width, most=2, bold=True, balanced=True
        )
        streak = (
            f"Streak {trainer.streak}, best {trainer.best_streak}; solved {trainer.solved}, failed {trainer.failed}"
        )
        y = theme.paragraph(surface, streak, SMALL, p.text, (inner.x, y), inner.width, most=2)
        y += theme.px(10)
        if self.feedback is None:
            words, colour = "One move here is clearly better than every other. Play it.", p.text
        else:  # a refused move in the colour of a mistake; the verdict's details in plain text
            words, colour = self.feedback, p.text if answered else p.bad
        room = max(1, (self.words_bottom - y) // theme.line_height(SMALL))
        y = theme.paragraph(surface, words, SMALL, colour, (inner.x, y), inner.width, most=room)
        if answered is None and not self.animation:
            self.draw_keys(surface, inner, y)
        self.draw_buttons(surface, 20, self.buttons.engaged)
