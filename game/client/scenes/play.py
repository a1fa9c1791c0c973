"""Playing any game: the board, the side panel, the computer players, saving.

The board of the game (its package under `games/`) turns input into moves and draws the
position; this scene plays the moves, undoes and redoes them, asks the
computer, autosaves every move, and shows whose turn it is and who leads.
An illegal attempt says why and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...rules import registry
from ...rules.base import EXCERPT_CHARS, GameState, IllegalMoveError
from ..advice import Advice
from ..clipboard import copy_game
from ..coach import Coach
from ..games import CLIENTS
from ..games.base import CURSOR_ACTS, Animation
from ..input import Act, Intent
from ..match import Match, Purpose, new_seed
from ..panel import Panel, place_buttons, play_areas
from ..resign import Resignation
from ..scene import Scene
from ..session import Session
from ..tween import pulse
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App

THINKING_REDRAW_S = 0.2  # how often the computer's thinking is drawn when nothing else moves
HANDED_LEVEL = "normal"  # the computer that takes over the seat of a person who leaves
END_PAUSE_S = 0.5  # between the last move settling and the results
AI_PAUSE_S = 0.3  # before a computer answers a person: time to see the person's own move land
WATCH_PAUSES_S = (2.0, 0.8, 0.25, 0.0)  # computer against computer: slow, normal, fast, fastest
WATCH_SPEEDS = ("slow", "normal", "fast", "fastest")


class PlayScene(Scene):
    kiosk_idle_s = 90.0

    def __init__(
        self, app: App, session: Session, resumed: bool = False, watch_speed: int = 1, coached: bool = False
    ) -> None:
        """`resumed`: the game waiting in Resume (or its tournament's next game), which
        goes on in the same file; any other game, a saved one or one played on from a
        review too, first moves an interrupted game to the saved games. `watch_speed`:
        computers against computers, the pace chosen before (a tournament keeps it).
        `coached`: a coach judges the persons' moves (where the game can be reviewed)."""
        super().__init__(app)
        coach = Coach() if coached and registry.spec(session.state.game).reviewable else None
        self.advice = Advice(coach)
        self.match = Match(session, app.worker, app.data, new_seed(), app.owns_autosave)
        self.client = CLIENTS[session.state.game]
        self.board = self.client.board(app, session)
        self.animation: Animation | None = None
        self.end_wait_s: float | None = None
        self.results_shown = False
        self.reveal: tuple[Any, ...] = ()  # what the results scene outlines on the board
        self.watch_speed = watch_speed  # index into WATCH_PAUSES_S
        self.panel = Panel(app)
        self.undo_button = Button("Undo", self.undo, key_hint="Ctrl+Z")
        self.redo_button = Button("Redo", self.redo, key_hint="Ctrl+Y")
        self.hint_button = Button("Hint", self.ask_hint, key_hint="H")
        self.resignation = Resignation(session.state.seat_count, self.resign)
        self.resign_button = self.resignation.button
        self.buttons = ButtonList(
            [
                self.undo_button,
                self.redo_button,
                *self.board.buttons,
                self.hint_button,
                Button("Save", self.save, key_hint="Ctrl+S"),
                self.resign_button,
                Button("Menu", self.leave, key_hint="Esc"),
            ],
            vertical=False,
        )
        self.commands: dict[Act, Callable[[], None]] = {
            **self.board.commands,
            Act.UNDO: self.undo,
            Act.REDO: self.redo,
            Act.SAVE: self.save,
            Act.COPY: self.copy,
            Act.NEW: self.new_game,
            Act.REVIEW: self.review,
            Act.HINT: self.ask_hint,
            Act.FASTER: lambda: self.change_watch_speed(1),
            Act.SLOWER: lambda: self.change_watch_speed(-1),
        }
        self.layout()
        if self.session.is_over:
            self.end_wait_s = 0.0
        if not resumed:
            self.keep_unfinished()

    @property
    def session(self) -> Session:
        return self.match.session

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def asked(self) -> Purpose | None:
        """What the computer was asked for, while it thinks for this game."""
        return self.match.asked

    def is_computer(self, seat: int) -> bool:
        return self.match.is_computer(seat)

    def is_watching(self) -> bool:
        return self.match.is_watching()

    def persons_turn(self) -> bool:
        return self.match.persons_turn()

    # -- layout -------------------------------------------------------------------

    def layout(self) -> None:
        theme = self.app.theme
        self.panel_rect, board_area = play_areas(theme, self.app.size)
        self.board.layout(board_area)
        self.buttons_top = place_buttons(theme, self.panel_rect, self.buttons.buttons)

    # -- moves ----------------------------------------------------------------------

    def try_move(self, move: Hashable) -> bool:
        """Play `move` if legal (animated, autosaved); else say why. True when played."""
        before = self.state
        try:
            after = self.match.play(move)
        except IllegalMoveError as error:
            self.app.say(f"Not allowed: {error.move[:EXCERPT_CHARS]}: {error.reason}", "bad")
            self.app.audio.play("error")
            return False
        self._after_move(before, after, move)
        return True

    def _after_move(self, before: GameState, after: GameState, move: Hashable) -> None:
        self.advice.moved(by_person=not self.is_computer(before.to_move))
        self.animation = self.board.animate(before, after, move, self.app.settings.animation_scale)
        self.board.clear()
        self.app.audio.play(self.board.move_sound(after, move))
        if self.session.is_over:
            self.end_wait_s = 0.0
        self.autosave()

    def undo(self) -> None:
        """Take back the last move; against the computer, back to the person's turn."""
        self._finish_animation()
        refused = self.match.undo(self.board.at_screen())
        if refused:
            self.app.say(refused)
            return
        self.board.taken_back()
        self.end_wait_s, self.results_shown, self.reveal = None, False, ()
        self.autosave()
        said = self.advice.taken_back(self.session)
        if said:
            self.app.say(said, "good")

    def redo(self) -> None:
        self._finish_animation()
        before = self.state
        move = self.match.redo()
        if move is None:
            self.app.say("Nothing to redo")
            return
        self._after_move(before, self.state, move)

    def resign(self) -> None:
        """The person to move resigns (against the computer, the person, whoever is to
        move), once they confirm; with more than two seats, leaves their seat."""
        if self.session.is_over or self.is_watching() or not self._may_resign():
            return
        leaving = self.resignation.leaving
        if not self.resignation.click():
            if leaving:
                name = self.session.players[self.state.to_move].name
                self.app.say(f"Click again to hand {name}'s seat to the computer ({HANDED_LEVEL}): "
                             "the game goes on", "bad")  # fmt: skip
            else:
                self.app.say("Click Resign again to give up this game", "bad")
            return
        if leaving:
            name = self.match.hand_to_computer(self.state.to_move, HANDED_LEVEL)
            self.board.clear()
            self.app.say(f"{name} has left: the computer ({HANDED_LEVEL}) plays the seat on")
            self.autosave()
            return
        self.match.resign()
        self.end_wait_s = 0.0
        self.autosave()

    def _may_resign(self) -> bool:
        """Two seats: whenever a person plays; more: on a person's own turn, at the screen."""
        if not self.resignation.leaving:
            return True
        return self.persons_turn() and not self.board.handing_over()

    def save(self) -> None:
        try:
            name = self.match.keeper.save()
        except OSError as error:
            self.app.say(f"Could not save: {error.strerror}", "bad")
            return
        self.app.say(f"Saved as {name}", "good")

    def copy(self) -> None:
        """Ctrl+C: the game as a line of text on the clipboard, to share."""
        done, said = copy_game(self.session.record())
        self.app.say(said, "good" if done else "bad")

    def autosave(self) -> None:
        problem = self.match.keeper.autosave()
        if problem:
            self.app.say(problem, "bad")

    def keep_unfinished(self) -> None:
        """A new game must not overwrite an interrupted one: it moves to the saved games."""
        kept = self.match.keeper.keep_unfinished()
        if kept is not None:
            text, ok = kept
            self.app.say(text, "info" if ok else "bad")

    def review(self) -> None:
        """R: step through the game so far; Back returns to the live position (not
        where seats know different things: stepping back would show what they may not)."""
        spec = registry.spec(self.state.game)
        if not spec.reviewable:
            why = ": stepping back would show what someone may not see" if spec.hidden_information else ""
            self.app.say(f"{spec.title} has no review{why}")
            return
        if not self.session.moves:
            self.app.say("Nothing to review yet: no move has been played")
            return
        self._finish_animation()
        self.stop_thinking()  # the worker judges now; the computer is asked again on return
        self.app.push(self.app.make("review", Session(list(self.session.states), self.session.players,
                                                       list(self.session.moves))))  # fmt: skip

    def new_game(self) -> None:
        """N: a fresh game with the same options and players. This one stays kept: the
        new game moves it from the autosave to the saved games (once, not twice);
        only a game the autosave does not hold is saved here."""
        if self.session.moves and not self.session.is_over and not self.match.keeper.is_kept():
            self.save()
        self.app.replace(self.app.make("play", self.session.again(), coached=self.advice.coach is not None))

    # -- the computer -------------------------------------------------------------

    def stop_thinking(self) -> None:
        self.match.stop_thinking()

    def ask_hint(self) -> None:
        if self.session.is_over or self.is_computer(self.state.to_move) or self.board.handing_over():
            return
        if not self.app.settings.hints:
            self.app.say("Hints are off (Settings)")
            return
        self.match.ask_hint()
        self.app.say("Looking for a good move...")

    def move_now(self) -> None:
        """The computer plays the best move it has found so far (max thinks until asked)."""
        self.match.hurry()
        self.app.say("Move now")

    def change_watch_speed(self, step: int) -> None:
        self.watch_speed = min(len(WATCH_PAUSES_S) - 1, max(0, self.watch_speed + step))
        self.app.say(f"Watch speed: {WATCH_SPEEDS[self.watch_speed]}")

    def _drive_computer(self, dt_s: float) -> None:
        """Ask for the computer's move when it is its turn, and play the answer when it comes."""
        pause = WATCH_PAUSES_S[self.watch_speed] if self.is_watching() else AI_PAUSE_S
        reply, restarted = self.match.drive(dt_s, pause, ready=self.animation is None)
        if restarted:
            self.app.say("The computer player stopped and was restarted", "bad")
        if reply is None:
            return
        if reply.move is None:
            self._computer_failed(reply.purpose, reply.error)
        elif reply.purpose is Purpose.HINT:
            self.advice.give_hint(reply.move, self.state)
            self.app.say(f"Hint: {reply.move}", "good")
        else:
            self.try_move(reply.move)

    def _computer_failed(self, purpose: Purpose, error: str) -> None:
        """No endless asking: a hint is simply not given; a side the computer cannot
        play is handed to the people at the screen, who can go on or leave."""
        if purpose is Purpose.HINT:
            self.app.say(f"No hint: {error}", "bad")
            return
        name = self.match.hand_to_a_person(self.state.to_move)
        self.app.say(f"The computer could not play {name} ({error}): a person plays it now", "bad")
        self.autosave()

    def popped(self) -> None:
        self.stop_thinking()
        self.advice.close()

    def _listen_to_coach(self) -> None:
        persons = {seat for seat in range(self.state.seat_count) if not self.is_computer(seat)}
        if self.advice.listen(self.session, persons, self.client.move_words):
            self.app.audio.play("error")

    def leave(self) -> None:
        self.app.reset(self.app.make("home"))

    # -- input ----------------------------------------------------------------------

    def _finish_animation(self) -> None:
        if self.animation:
            self.animation.finish()
            self.animation = None

    def handle(self, intent: Intent) -> None:
        if self.resignation.answers_no(intent):
            self.resignation.disarm()
            if intent.act in (Act.BACK, Act.MENU):
                return  # Esc answers the question, and only that
        if intent.act not in (Act.POINT, Act.RELEASE):
            self._finish_animation()  # a new input skips what is still moving (not a click's own release)
        act = intent.act
        if intent.is_pointer:
            self._pointer(intent)
        elif act in CURSOR_ACTS:
            self.board.move_cursor(act)
        elif act is Act.SELECT:
            if self.persons_turn():
                self.try_board(self.board.choose())
            elif self.board.cursor is None:
                self.board.move_cursor(act)
            else:
                self._not_your_turn()
        elif act is Act.BACK or act is Act.MENU:
            if self.board.busy():
                self.board.step_back()
            else:
                self.leave()
        elif act in self.commands:
            self.commands[act]()

    def try_board(self, move: Hashable | None) -> None:
        """Play what the board's input completed, if anything."""
        if move is not None:
            self.try_move(move)

    def _pointer(self, intent: Intent) -> None:
        if self.buttons.handle(intent):
            return
        if self.persons_turn():
            self.try_board(self.board.pointer(intent))
        elif intent.act is Act.PRESS and self.board.hit(intent.pos) is not None:
            self._not_your_turn()

    def _not_your_turn(self) -> None:
        """A click or Enter on the board when the computer is to move: hurry it."""
        if self.session.is_over:
            return
        if self.asked is Purpose.MOVE:
            self.move_now()
        else:
            self.app.say(f"{self.session.players[self.state.to_move].name} is to move")

    # -- time ---------------------------------------------------------------------------

    def update(self, dt_s: float) -> None:
        self.resignation.update(dt_s)
        self.undo_button.enabled = self.match.why_no_undo(self.board.at_screen()) is None
        self.redo_button.enabled = bool(self.session.undone)
        self.resign_button.enabled = not self.session.is_over and not self.is_watching() and self._may_resign()
        self.hint_button.enabled = self.persons_turn() and not self.board.handing_over()
        self.board.update_buttons()
        if self.animation:
            self.animation.update(dt_s)
            if self.animation.is_done:
                if self.animation.landed_sound:
                    self.app.audio.play(self.animation.landed_sound)
                self.animation = None
        self._drive_computer(dt_s)
        self._listen_to_coach()
        if self.end_wait_s is not None and not self.animation and not self.results_shown:
            self.end_wait_s += dt_s
            if self.end_wait_s >= END_PAUSE_S:
                self.results_shown = True
                self.app.audio.play("end")
                self.app.push(self.app.make("results", self))

    # -- drawing ------------------------------------------------------------------------

    def outline(self, revealed: tuple[Any, ...]) -> None:
        """Outline on the board what the results reveal (the groups place by place)."""
        self.reveal = revealed

    def message_area(self) -> pygame.Rect | None:
        """Messages show in the panel, in a place of their own, never over the board or the instructions."""
        return self.panel.message_rect

    def is_moving(self) -> bool:
        """Still while a person's move is awaited with nothing selected or under way."""
        return bool(
            self.animation
            or self.asked
            or not (self.persons_turn() or self.session.is_over)
            or (self.end_wait_s is not None and not self.results_shown)
            or self.board.busy()
            or self.resignation.asking
            or self.advice.judging()
        )

    def redraw_every_s(self) -> float:
        """Only the computer's thinking moves (its clock, dots and bar): a few times a second will do."""
        calm = not (self.animation or self.board.busy() or self.resignation.asking or self.end_wait_s is not None)
        return THINKING_REDRAW_S if calm and (self.asked or self.advice.judging()) else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.palette.background)
        hint = self.advice.shown_hint(self.state)
        self.board.draw(surface, self.animation, hint, self.board.outlines(self.reveal), pulse(self.app.time_s))
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        watching = self.is_watching() and not self.session.is_over
        status = f"watch speed: {WATCH_SPEEDS[self.watch_speed]} (+/-)" if watching else ""
        notice = self.advice.notice()
        self.panel.draw(surface, self.panel_rect, self.match, self.board, self.client, self.buttons_top, status,
                        prompt=self.persons_turn(), notice=notice)  # fmt: skip
        self.buttons.draw(surface, self.app.theme, size=20, show_focus=False)
