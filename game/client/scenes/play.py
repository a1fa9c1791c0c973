"""Playing any game: the board, the side panel, the computer players, saving.

The board of the game (its package under `games/`) turns input into moves and draws the
position; this scene plays the moves, undoes and redoes them, asks the computer,
autosaves every move, and shows whose turn it is and who leads. An illegal attempt
says why and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...records import refusal
from ...rules.base import EXCERPT_CHARS, GameState, IllegalMoveError
from ..advice import LOOKING, STILL_LOOKING, Advice
from ..board_scene import BoardScene
from ..clipboard import copy_game
from ..coach import Coach
from ..games import CLIENTS
from ..games.base import CURSOR_ACTS
from ..input import Act, Intent
from ..match import Match, Purpose, new_seed
from ..pace import WATCH_SPEEDS, Pace
from ..panel import Panel, turn_headlines
from ..resign import Resignation
from ..scene import WAITING_REDRAW_S
from ..session import Session
from ..tween import pulse
from ..widgets import Button, ButtonList, rules_button

if TYPE_CHECKING:
    from ..app import App

END_PAUSE_S = 0.5  # between the last move settling and the results
COACHED = ("coached",)  # under the round or move, in a coached game
COACH_WELCOME = "The coach speaks up after a move that loses much"
HINTS_TOO = "; Hint (beside the board) suggests a move"  # where hints are on (Settings); the button, for every device
BACK_TO_RESULTS = "{choose} or a click on the board: back to the results"  # the key or the pad's button
GAME_OVER_KEYS = "The game is over: {choose} brings back the results, {buttons} the buttons"


class PlayScene(BoardScene):
    kiosk_idle_s = 90.0

    def __init__(
        self,
        app: App,
        session: Session,
        resumed: bool = False,
        look: dict[str, Any] | None = None,
    ) -> None:
        """`resumed`: the game waiting in Resume (or its tournament's next game), which
        goes on in the same file; any other game, a saved one or one played on from a
        review too, first moves an interrupted game to the saved games. `look`: how the
        game before at the table was looked at (`Board.look`). Computers against
        computers are watched at the speed last chosen (a setting, kept).
        A coached session (a course's first game) has a coach judge the persons' moves."""
        super().__init__(app)
        self.advice = Advice(Coach() if session.coached else None)
        self.match = Match(session, app.worker, app.data, new_seed(), app.owns_autosave)
        self.client = CLIENTS[session.state.game]
        self.board = self.client.board(app, session)
        self.board.take_look(look or {})
        self.ended_s = 0.0  # since the game ended and its last move settled
        self.said_of_position: list[str] = []  # words true of this position only (whose turn, nothing to undo)
        self.autosave_problem: str | None = None  # why the last autosave failed, if it did
        self.results_shown = False
        self.reveal: tuple[Any, ...] = ()  # what the results scene outlines on the board
        self.pace = Pace(WATCH_SPEEDS.index(app.settings.watch_speed))
        self.panel = Panel(app)
        self.undo_button = Button("Undo", self.undo, key_hint="Ctrl+Z")
        self.redo_button = Button("Redo", self.redo, key_hint="Ctrl+Y")
        self.hint_button = Button("Hint", self.ask_hint, key_hint="H")
        self.review_button = Button("Review", self.review, key_hint="R")
        self.resignation = Resignation(self.match, self.resign)
        save, menu = Button("Save", self.save, key_hint="Ctrl+S"), Button("Menu", self.leave, key_hint="Esc")
        self.buttons = ButtonList(
            [self.undo_button, self.redo_button, *self.board.buttons, self.hint_button, self.review_button, save,
             self.resignation.button, rules_button(self.open_rules), menu], vertical=False,
        )  # fmt: skip
        self.commands: dict[Act, Callable[[], None]] = {
            **self.board.commands,
            Act.UNDO: self.undo,
            Act.REDO: self.redo,
            Act.SAVE: self.save,
            Act.COPY: self.copy,
            Act.NEW: self.new_game,
            Act.REVIEW: self.review,
            Act.HINT: self.ask_hint,
            Act.FASTER: lambda: self.change_speed(1),
            Act.SLOWER: lambda: self.change_speed(-1),
        }
        self.layout()
        if not resumed:
            kept = self.match.keeper.keep_unfinished()  # a new game never overwrites an interrupted one
            if kept is not None:
                self.app.say(kept[0], "info" if kept[1] else "bad")
        if session.coached and not session.moves:
            app.say(COACH_WELCOME + (HINTS_TOO if app.settings.hints else ""), wait=True)

    @property
    def session(self) -> Session:
        return self.match.session

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def watch_speed(self) -> int:
        return self.pace.watch_speed

    def change_speed(self, step: int) -> None:
        """+ or -: computers against computers watched faster or slower, in this game
        and every one watched after (a setting, saved as the window closes); where a
        person plays, said to be for the games watched."""
        said = self.pace.change(step)
        self.app.say(said if self.match.is_watching() else f"{said}, for games the computer plays alone")
        self.app.settings.watch_speed = WATCH_SPEEDS[self.pace.watch_speed]

    @property
    def look(self) -> dict[str, Any]:
        return self.board.look()

    # -- moves ----------------------------------------------------------------------

    def attempt(self, move: Hashable | None) -> None:
        """Play `move` (what the board's input completed, if anything) if legal:
        animated, autosaved; else say why."""
        if move is None:
            return
        before = self.state
        try:
            after = self.match.play(move)
        except IllegalMoveError as error:
            self.app.say(f"Not allowed: {error.move[:EXCERPT_CHARS]}: {error.reason}", "bad")
            self.app.audio.play("error")
            return
        self._after_move(before, after, move)

    def _after_move(self, before: GameState, after: GameState, move: Hashable) -> None:
        self.advice.moved(by_person=not self.match.is_computer(before.to_move))
        self._words_dropped()
        self.show_move(before, after, move)
        self.board.clear()
        self.autosave()

    def _words_dropped(self) -> None:
        """The position changed: words that waited on the one before go (a hint asked
        for it will not come; whose turn it was, that the computer was hurried, that there
        was nothing to undo, redo, save or review, may be true no more)."""
        for words in (LOOKING, STILL_LOOKING, *self.said_of_position):
            self.app.unsay(words)
        self.said_of_position = []

    def _say_of_position(self, words: str) -> None:
        """Say what is true of this position only: it goes once the position changes."""
        self.said_of_position.append(words)
        self.app.say(words)

    def undo(self) -> None:
        """Take back the last step of a turn under way, as Esc does; else the last move
        (against the computer, back to the person's turn)."""
        self.finish_animation()
        if self.board.busy():
            self.board.step_back()
            return
        refused = self.match.undo(self.board.at_screen())
        if refused:
            self._say_of_position(refused)
            return
        self.board.taken_back()
        self._words_dropped()
        self.ended_s, self.results_shown, self.reveal = 0.0, False, ()
        self.autosave()
        said = self.advice.taken_back(self.session)
        if said:
            self.app.say(said, "good")

    def redo(self) -> None:
        self.finish_animation()
        before = self.state
        move = self.match.redo()
        if move is None:
            self._say_of_position("Nothing to redo")
            return
        self._after_move(before, self.state, move)

    def resign(self) -> None:
        """The Resign (or Leave seat) button: asks first, then does it."""
        question = self.resignation.question
        done, said = self.resignation.press(not self.board.handing_over())
        if done:
            self.app.unsay(question)  # answered: it no longer asks
        if said:
            self.app.say(said, "info" if done else "bad")
        if done:
            self.board.clear()
            self.advice.drop_hint()  # no move is left to play
            self.autosave()

    # -- keeping and leaving --------------------------------------------------------

    def save(self) -> None:
        """Ctrl+S: a copy among the saved games, once there is a move to keep."""
        if not self.session.moves:
            self._say_of_position("Nothing to save yet: no move has been played")
            return
        try:
            self.app.say(f"Saved as {self.match.keeper.save()}", "good")
        except OSError as error:
            self.app.say(f"Could not save: {refusal(error)}", "bad")

    def unkept(self) -> bool:
        """Whether the game holds moves no file does (its keeping failed)."""
        return self.match.keeper.unkept()

    def copy(self) -> None:
        """Ctrl+C: the game as a line of text on the clipboard, to share."""
        done, said = copy_game(self.session.record())
        self.app.say(said, "good" if done else "bad")

    def autosave(self) -> None:
        """Keep the game as it stands; a failure said once, not at every move after it
        (where it would hide what else is said: leaving still asks first)."""
        problem = self.match.keeper.autosave()
        if problem and problem != self.autosave_problem:
            self.app.say(problem, "bad", news=True)  # news: the eye is on the board
        self.autosave_problem = problem

    def review(self) -> None:
        """R: step through the game so far (in a tournament's game of which nobody has
        seen a move yet, the game before it); Back returns to the live position."""
        refused = self.match.why_no_review()
        if refused:
            self._say_of_position(refused)
            return
        self.finish_animation()
        self.match.stop_thinking()  # the worker judges now; the computer is asked again on return
        seen = self.session.seen_by_all()
        games = seen.tournament_games() if seen.moves else seen.tournament_games()[:-1]  # nothing of this one yet
        self.app.push(self.app.make("review", games[-1] if games else seen, games=games, look=self.look))

    def new_game(self) -> None:
        """N: a fresh game with the same options and players. This one stays kept: the
        new game moves it from the autosave to the saved games."""
        if self.app.may_leave():
            self.app.replace(self.app.make("play", self.session.again(), look=self.look))

    def leave(self) -> None:
        if self.app.may_leave():
            self.app.reset(self.app.make("home"))

    def keep(self, again: str = "leave again") -> str | None:
        kept, said = self.match.keeper.keep()
        if not kept:
            return f"Not saved ({said}): Save tries again; {again} to lose this game"
        if said:
            self.app.say(said, "good")
        return None

    @property
    def coached(self) -> bool:
        """A coach judges the persons' moves: a course's first game, played from its lessons."""
        return self.advice.coach is not None

    def popped(self) -> None:
        self.match.stop_thinking()
        self.advice.close()

    # -- the computer -------------------------------------------------------------

    def ask_hint(self) -> None:
        at_screen = not self.board.handing_over()
        said = self.advice.ask_hint(self.match, at_screen, self.app.settings.hints, self.client.advice)
        if said:
            self.app.say(*said)
        elif not at_screen:
            self.board.arrived()  # the curtain: H only lifts it, as any key does

    def _drive_computer(self, dt_s: float) -> None:
        """Ask for the computer's move when it is its turn, and play the answer when it comes."""
        pause_s = self.pace.pause_s(self.match.is_watching())
        reply, restarted = self.match.drive(dt_s, pause_s, ready=self.animation is None)
        if restarted:
            self.app.say("The computer player stopped and was restarted", "bad", news=True)
        if reply is None:
            return
        if reply.move is None:
            self.app.say(self.match.failure(reply), "bad", news=True)
            self.autosave()  # a seat handed to a person
        elif reply.purpose is Purpose.HINT:
            self.advice.give_hint(reply.move, self.state, reply.chances)
            self.app.say(self.advice.hint_words(self.state, reply.move, self.client.advice, reply.chances), "good")
        else:
            self.attempt(reply.move)
            if self.match.persons_turn() or self.session.is_over and not self.match.is_watching():
                self.app.window.ask_attention()  # the computer has moved: the person's turn, or the result

    def _listen_to_coach(self) -> None:
        persons = {seat for seat in range(self.state.seat_count) if not self.match.is_computer(seat)}
        if self.advice.listen(self.session, persons, self.client.advice, self.client.move_words):
            self.app.audio.play("error")

    # -- input ----------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        if self.resignation.answers_no(intent) and not self.buttons.toward(self.resignation.button, intent):
            self.app.unsay(self.resignation.disarm())
            if intent.act is Act.BACK:
                self.buttons.engaged = False
                return  # Esc answers the question, and only that
        if self.looking_back() and intent.act in CURSOR_ACTS and not self.buttons.engaged:  # no move to make
            controls = self.app.mapper.controls
            self.app.say(GAME_OVER_KEYS.format(choose=controls.choose, buttons=controls.shortcut("Tab")))
            return
        watching = self.match.is_watching() and not self.session.is_over and not self.buttons.engaged
        if watching and intent.act in (Act.LEFT, Act.RIGHT):  # nobody's cursor to move: the pad's way to the speed
            self.app.say(self.pace.change(1 if intent.act is Act.RIGHT else -1))
            return
        super().handle(intent)

    def point(self, intent: Intent) -> None:
        if intent.act is Act.PRESS and self.looking_back() and self.board_area.collidepoint(intent.pos):
            self.show_results()
        elif self.match.persons_turn():
            self.attempt(self.board.pointer(intent))
        elif intent.act is Act.PRESS and self.board.hit(intent.pos) is not None:
            self._not_your_turn()

    def select(self) -> None:
        if self.looking_back():
            self.show_results()
        elif self.match.persons_turn():
            self.attempt(self.board.choose())
        elif self.board.cursor is None and self.match.asked is not Purpose.MOVE:
            self.board.move_cursor(Act.SELECT)  # the cursor shown, ready for the person's turn
        else:
            self._not_your_turn()  # the computer thinking: move now, as the panel says

    def _not_your_turn(self) -> None:
        """A click or Enter on the board when the computer is to move: hurry it."""
        if self.session.is_over:
            return
        if self.match.asked is Purpose.MOVE:
            self.match.hurry()  # it plays the best move found so far (max thinks until asked)
            self._say_of_position("Move now")
        else:
            self._say_of_position(f"{self.session.name(self.state.to_move)} is to move")

    # -- time ---------------------------------------------------------------------------

    def update(self, dt_s: float) -> None:
        self.app.unsay(self.resignation.update(dt_s))  # a question lapsed: no longer asks to press again
        self.animate(dt_s)
        self._drive_computer(dt_s)
        if self.match.asked is Purpose.HINT and self.app.toast is None:  # a long weighing: the word that
            self.app.say(STILL_LOOKING)  # the hint is coming stays until it comes
        self._listen_to_coach()
        self._enable_buttons()  # after the computer's move too: the frame drawn next may be the last for a while
        if self.session.is_over and not self.animation and not self.results_shown:
            self.ended_s += dt_s
            if self.ended_s >= END_PAUSE_S:
                self.results_shown = True
                self.board.cursor = None  # the board takes no move now: nothing for the keys there
                self.app.audio.play("end")
                self.show_results()

    def _enable_buttons(self) -> None:
        """Each button lit or greyed as the game now stands."""
        at_screen = not self.board.handing_over()
        self.undo_button.enabled = self.board.busy() or self.match.why_no_undo(self.board.at_screen()) is None
        self.redo_button.enabled = bool(self.session.undone)
        self.resignation.button.enabled = self.resignation.allowed(at_screen)
        self.hint_button.enabled = self.match.persons_turn() and at_screen and self.app.settings.hints  # off: says so
        self.review_button.enabled = self.match.why_no_review() is None
        self.board.update_buttons()

    def show_results(self) -> None:
        """The ranking, and the ways on (the next game of a tournament, a rematch)."""
        self.app.push(self.app.make("results", self))

    # -- drawing ------------------------------------------------------------------------

    def outline(self, revealed: tuple[Any, ...]) -> None:
        """Outline on the board what the results reveal (the groups place by place)."""
        self.reveal = revealed

    def message_area(self) -> pygame.Rect | None:
        """Messages show in the panel, in a place of their own, never over the board or the instructions."""
        return self.panel.message_rect

    def window_title(self) -> str | None:
        return turn_headlines(self.session)[0]

    def is_moving(self) -> bool:
        """Still while a person's move is awaited with nothing selected or under way."""
        waiting = not (self.match.persons_turn() or self.session.is_over)
        ending = self.session.is_over and not self.results_shown
        return bool(self.animation or self.match.asked or waiting or ending or self.board.busy()
                    or self.resignation.asking or self.advice.judging())  # fmt: skip

    def redraw_every_s(self) -> float:
        """Only the computer's thinking moves (its clock, dots and bar): a few times a second will do."""
        calm = not (self.animation or self.board.busy() or self.resignation.asking or self.session.is_over)
        return WAITING_REDRAW_S if calm and (self.match.asked or self.advice.judging()) else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.palette.background)
        hint = self.hint_drawn(self.advice.shown_hint(self.state))
        self.board.draw(surface, self.animation, hint, self.board.outlines(self.reveal), pulse(self.app.time_s))
        self.draw_panel(surface)

    def prompt(self) -> str | None:
        """What the person at the screen does next: their move, once the board shows
        the turn; once the results were left to look at the board, the way back."""
        if self.match.persons_turn() and not self.animation:
            return self.board.prompt()
        if self.looking_back():
            return BACK_TO_RESULTS.format(choose=self.app.mapper.controls.choose)
        return None

    def looking_back(self) -> bool:
        """The game is over and its results were left to look at the board."""
        return self.session.is_over and self.results_shown and not self.animation

    def draw_panel(self, surface: pygame.Surface) -> None:
        watching = self.match.is_watching() and not self.session.is_over
        status = self.pace.status(self.app.mapper.controls.pad) if watching else COACHED if self.coached else ()
        # while the move is on its way, and no hand-over curtain hides it, the panel shows the game before it
        sliding = self.animation is not None and not self.board.landed(self.animation) and not self.board.handing_over()
        self.panel.draw(surface, self.panel_rect, self.match, self.board, self.client, self.buttons_top, status,
                        prompt=self.prompt(),
                        notice=self.advice.notice(self.app.mapper.controls.undo), moving=sliding)  # fmt: skip
        self.draw_buttons(surface, 20, self.buttons.engaged)
