"""Playing any game: the board, the side panel, the computer players, saving.

The board of the game (its package under `games/`) turns input into moves and draws the
position; this scene plays the moves, undoes and redoes them, asks the
computer, autosaves every move, and shows whose turn it is and who leads.
An illegal attempt says why and changes nothing.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...rules.base import GameState, IllegalMoveError
from ..games import CLIENTS
from ..games.base import CURSOR_ACTS, Animation
from ..input import Act, Intent
from ..match import Match, new_seed
from ..scene import Scene
from ..session import Session
from ..theme import BODY, DEMO_BAND, HEADING, SMALL, mix
from ..tween import pulse
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App

RESIGN_CONFIRM_S = 4.0  # how long a first click on Resign waits for the second
END_PAUSE_S = 0.5  # between the last move settling and the results
AI_PAUSE_S = 0.3  # before a computer answers a person: time to see the person's own move land
WATCH_PAUSES_S = (2.0, 0.8, 0.25, 0.0)  # computer against computer: slow, normal, fast, fastest
WATCH_SPEEDS = ("slow", "normal", "fast", "fastest")


class PlayScene(Scene):
    kiosk_idle_s = 90.0

    def __init__(self, app: App, session: Session, demo: bool = False) -> None:
        super().__init__(app)
        self.match = Match(session, app.worker, None if demo else app.data, new_seed())
        self.demo = demo  # attract mode: nothing saved, no results screen; the attract scene leads
        self.client = CLIENTS[session.state.game]
        self.board = self.client.board(app, session)
        self.animation: Animation | None = None
        self.end_wait_s: float | None = None
        self.results_shown = False
        self.reveal: tuple[Any, ...] = ()  # what the results scene outlines on the board
        self.hint: Hashable | None = None
        self.hint_for: GameState | None = None  # the position the hint was found for
        self.resign_armed_s = 0.0  # after a first click on Resign: the time left to confirm it
        self.wait_s = 0.0  # the pause before the computer's next move
        self.watch_speed = 1  # index into WATCH_PAUSES_S
        self._per_line: tuple[Any, int] = ((), 2)  # the move list's layout, by what it was measured for
        self.notice_rect: pygame.Rect | None = None  # where the panel shows notices (and messages)
        self.undo_button = Button("Undo", self.undo, key_hint="Ctrl+Z")
        self.redo_button = Button("Redo", self.redo, key_hint="Ctrl+Y")
        self.hint_button = Button("Hint", self.ask_hint, key_hint="H")
        self.resign_button = Button("Resign", self.resign)
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
        self.commands = {
            **self.board.commands,
            Act.UNDO: self.undo,
            Act.REDO: self.redo,
            Act.SAVE: self.save,
            Act.NEW: self.new_game,
            Act.REVIEW: self.review,
            Act.HINT: self.ask_hint,
            Act.FASTER: lambda: self.change_watch_speed(1),
            Act.SLOWER: lambda: self.change_watch_speed(-1),
        }
        self.layout()
        if self.session.is_over:
            self.end_wait_s = 0.0
        if demo:
            self.watch_speed = 2
        elif not self.session.moves and not self.session.earlier:
            self.keep_unfinished()  # (a tournament's next game goes on in the same file)

    @property
    def session(self) -> Session:
        return self.match.session

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def asked(self) -> str | None:
        """ "move" or "hint" while the computer thinks for this game."""
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
        width, height = self.app.size
        margin = theme.px(24)
        band = theme.px(DEMO_BAND) if self.demo else 0  # attract mode's caption above, invitation below
        panel_width = max(theme.px(330), int(width * 0.3))
        inside = height - 2 * margin - 2 * band
        self.panel_rect = pygame.Rect(width - panel_width - margin, margin + band, panel_width, inside)
        board_area = pygame.Rect(margin, margin + band, self.panel_rect.x - 2 * margin, inside)
        self.board.layout(board_area)
        # buttons: two columns at the bottom of the panel
        inner = self.panel_rect.inflate(-2 * theme.px(16), -2 * theme.px(16))
        rows = (len(self.buttons.buttons) + 1) // 2
        height_each, gap = theme.px(40), theme.px(8)
        top = inner.bottom - rows * height_each - (rows - 1) * gap
        half = (inner.width - gap) // 2
        for index, button in enumerate(self.buttons.buttons):
            row, col = divmod(index, 2)
            button.rect = pygame.Rect(inner.x + col * (half + gap), top + row * (height_each + gap), half, height_each)
        self.buttons_top = inner.bottom if self.demo else top

    # -- moves ----------------------------------------------------------------------

    def try_move(self, move: Hashable) -> bool:
        """Play `move` if legal (animated, autosaved); else say why. True when played."""
        before = self.state
        try:
            after = self.match.play(move)
        except IllegalMoveError as error:
            self.app.say(str(error).replace("illegal move ", "Not allowed: ", 1), "bad")
            self.app.audio.play("error")
            return False
        self._after_move(before, after, move)
        return True

    def _after_move(self, before: GameState, after: GameState, move: Hashable) -> None:
        self.hint = None
        self.wait_s = 0.0
        self.animation = self.board.animate(before, after, move, self.app.settings.animation_scale)
        self.board.clear()
        self.app.audio.play(self.board.move_sound(after, move))
        if self.session.is_over:
            self.end_wait_s = 0.0
        self.autosave()

    def undo(self) -> None:
        """Take back the last move; against the computer, back to the person's turn."""
        self._finish_animation()
        refused = self.match.undo()
        if refused:
            self.app.say(refused)
            return
        self.board.clear()
        self.end_wait_s, self.results_shown, self.reveal = None, False, ()
        self.autosave()

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
        move), once they confirm: the first click asks, a second within a few
        seconds resigns, and anything else keeps the game going."""
        if self.session.is_over or self.is_watching():
            return
        if self.resign_armed_s <= 0:
            self.resign_armed_s = RESIGN_CONFIRM_S
            self.resign_button.label = "Resign? Click again"
            self.app.say("Click Resign again to give up this game", "bad")
            return
        self._disarm_resign()
        self.match.resign()
        self.end_wait_s = 0.0
        self.autosave()

    def _answers_no(self, intent: Intent) -> bool:
        if intent.act in (Act.POINT, Act.RELEASE):
            return False
        return not (intent.act is Act.PRESS and self.resign_button.rect.collidepoint(intent.pos))

    def shown_hint(self) -> Hashable | None:
        """The hint, while the position it was found for is on the board (an undo or
        redo takes it away)."""
        return self.hint if self.hint_for is self.state else None

    def _disarm_resign(self) -> None:
        self.resign_armed_s = 0.0
        self.resign_button.label = "Resign"

    def save(self) -> None:
        try:
            name = self.match.save()
        except OSError as error:
            self.app.say(f"Could not save: {error.strerror}", "bad")
            return
        self.app.say(f"Saved as {name}", "good")

    def autosave(self) -> None:
        problem = self.match.autosave()
        if problem:
            self.app.say(problem, "bad")

    def keep_unfinished(self) -> None:
        """A new game must not overwrite an interrupted one: it moves to the saved games."""
        kept = self.match.keep_unfinished()
        if kept is not None:
            text, ok = kept
            self.app.say(text, "info" if ok else "bad")

    def review(self) -> None:
        """R: step through the game so far; Back returns to the live position."""
        if self.demo or not self.session.moves or not self.client.books:
            return  # attract mode, nothing played yet, or a game the computer cannot judge here
        self._finish_animation()
        self.stop_thinking()  # the worker judges now; the computer is asked again on return
        self.app.push(self.app.make("review", Session(list(self.session.states), self.session.players,
                                                       list(self.session.moves))))  # fmt: skip

    def new_game(self) -> None:
        """N: a fresh game with the same options and players (this one stays saved)."""
        if self.session.moves and not self.session.is_over:
            self.save()
        self.app.replace(self.app.make("play", self.session.again()))

    # -- the computer -------------------------------------------------------------

    def stop_thinking(self) -> None:
        self.match.stop_thinking()

    def ask_hint(self) -> None:
        if self.session.is_over or self.is_computer(self.state.to_move):
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
        if self.asked:
            reply, restarted = self.match.poll(dt_s)
            if restarted:
                self.app.say("The computer player stopped and was restarted", "bad")
            if reply is None:
                return
            if reply.move is None:
                self._computer_failed(reply.purpose, reply.error)
            elif reply.purpose == "hint":
                self.hint, self.hint_for = reply.move, self.state
                self.app.say(f"Hint: {reply.move}", "good")
            else:
                self.try_move(reply.move)
            return
        if self.session.is_over or self.animation or not self.is_computer(self.state.to_move):
            return
        self.wait_s += dt_s
        pause = WATCH_PAUSES_S[self.watch_speed] if self.is_watching() else AI_PAUSE_S
        if self.wait_s >= pause:
            self.match.ask_move()

    def _computer_failed(self, purpose: str, error: str) -> None:
        """No endless asking: a hint is simply not given; a side the computer cannot
        play is handed to the people at the screen, who can go on or leave."""
        if purpose == "hint":
            self.app.say(f"No hint: {error}", "bad")
            return
        name = self.match.hand_to_a_person(self.state.to_move)
        self.app.say(f"The computer could not play {name} ({error}): a person plays it now", "bad")
        self.autosave()

    def popped(self) -> None:
        self.stop_thinking()

    def leave(self) -> None:
        self.app.reset(self.app.make("home"))

    # -- input ----------------------------------------------------------------------

    def _finish_animation(self) -> None:
        if self.animation:
            self.animation.finish()
            self.animation = None

    def handle(self, intent: Intent) -> None:
        if self.resign_armed_s > 0 and self._answers_no(intent):
            self._disarm_resign()  # anything but the confirming click keeps the game going
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
        if self.asked == "move":
            self.move_now()
        else:
            self.app.say(f"{self.session.players[self.state.to_move]['name']} is to move")

    # -- time ---------------------------------------------------------------------------

    def update(self, dt_s: float) -> None:
        if self.resign_armed_s > 0:
            self.resign_armed_s -= dt_s
            if self.resign_armed_s <= 0:
                self._disarm_resign()
        self.undo_button.enabled = bool(self.session.moves) and self.session.resigned is None
        self.redo_button.enabled = bool(self.session.undone)
        self.resign_button.enabled = not self.session.is_over and not self.is_watching() and self.state.seat_count == 2
        self.hint_button.enabled = self.persons_turn()
        self.board.update_buttons()
        if self.animation:
            self.animation.update(dt_s)
            if self.animation.is_done:
                if self.animation.landed_sound:
                    self.app.audio.play(self.animation.landed_sound)
                self.animation = None
        self._drive_computer(dt_s)
        if self.end_wait_s is not None and not self.animation and not self.results_shown and not self.demo:
            self.end_wait_s += dt_s
            if self.end_wait_s >= END_PAUSE_S:
                self.results_shown = True
                self.app.audio.play("end")
                self.app.push(self.app.make("results", self))

    # -- drawing ------------------------------------------------------------------------

    def message_area(self) -> pygame.Rect | None:
        """Messages show in the panel, over the notice box, never over the board."""
        return self.notice_rect

    def is_moving(self) -> bool:
        """Still while a person's move is awaited with nothing selected or under way."""
        return bool(
            self.animation
            or self.asked
            or not (self.persons_turn() or self.session.is_over)
            or (self.end_wait_s is not None and not self.results_shown)
            or self.board.busy()
            or self.resign_armed_s > 0
        )

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.palette.background)
        self.board.draw(
            surface, self.animation, self.shown_hint(), self.board.outlines(self.reveal), pulse(self.app.time_s)
        )
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        theme.panel(surface, self.panel_rect)
        inner = self.panel_rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        y = inner.y
        theme.text(surface, self.session.title(), SMALL, p.muted, topleft=(inner.x, y))
        y += theme.px(30)
        state = self.state
        names = [player["name"] for player in self.session.players]
        # whose turn
        if self.session.is_over:
            headline, chip = "Game over", None
        else:
            headline, chip = f"{names[state.to_move]} to move", state.to_move
        if chip is not None:
            self.client.chip(surface, theme, state, chip, (inner.x + theme.px(16), y + theme.px(20)), theme.px(15))
        size = theme.fitting(headline, HEADING, inner.width - theme.px(40), bold=True)
        theme.text(surface, headline, size, p.text, bold=True, midleft=(inner.x + theme.px(40), y + theme.px(20)))
        y += theme.px(48)
        status = f"Move {len(self.session.moves) // self._moves_per_line(inner.width) + 1}"  # as the list numbers them
        if self.asked == "move":
            dots = "." * (1 + int(self.app.time_s * 3) % 3)
            status += f"   thinking{dots} {self.match.thinking_s:.0f} s   Space: move now"
        elif self.is_watching() and not self.session.is_over and not self.demo:
            status += f"   watch speed: {WATCH_SPEEDS[self.watch_speed]} (+/-)"
        theme.text(surface, status, SMALL, p.focus if self.asked else p.muted, topleft=(inner.x, y))
        if self.asked == "move" and self.match.thinking_limit_s:
            share = min(1.0, self.match.thinking_s / self.match.thinking_limit_s)
            track = pygame.Rect(inner.x, y + theme.px(24), inner.width, max(2, theme.px(3)))
            pygame.draw.rect(surface, p.panel_edge, track)
            pygame.draw.rect(surface, p.focus, (track.x, track.y, round(track.width * share), track.height))
        y += theme.px(30)
        y = self.client.live_score(surface, theme, inner, y, self.session)
        self.notice_rect = pygame.Rect(inner.x, y, inner.width, theme.px(74))
        self._notice(surface, self.notice_rect)
        y += theme.px(82)
        self._move_list(surface, pygame.Rect(inner.x, y, inner.width, self.buttons_top - y - theme.px(10)))
        if not self.demo:
            self.buttons.draw(surface, theme, size=20, show_focus=False)

    def _notice(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The board's notice in a highlighted box, or else what to do next, on the person's turn."""
        theme, p = self.app.theme, self.app.theme.palette
        notice = self.board.notice()
        if notice is not None:
            title, text = notice
            pygame.draw.rect(surface, mix(p.panel, p.accent, 0.25), box, border_radius=theme.px(8))
            theme.text(surface, title, BODY, p.accent, bold=True, topleft=(box.x + 10, box.y + 4))
            theme.text(surface, text, SMALL, p.text, topleft=(box.x + 10, box.y + theme.px(28)))
            return
        prompt = self.board.prompt() if self.persons_turn() and not self.demo else None
        if prompt:
            for index, line in enumerate(theme.wrap(prompt, SMALL, box.width)[:3]):
                theme.text(surface, line, SMALL, p.focus, topleft=(box.x, box.y + index * theme.px(22)))

    def _moves_per_line(self, width: int) -> int:
        """Two moves a line where two seats take turns and the moves are short (a
        pair of turns), else one a line with the mover's name; measured again only
        when a move is played or taken back or the layout changes."""
        theme = self.app.theme
        key = (len(self.session.moves), width, theme.unit, theme.text_scale)
        if self._per_line[0] != key:
            movers = [state.to_move for state in self.session.states[: len(self.session.moves)]]
            taking_turns = self.session.state.seat_count == 2 and all(
                a != b for a, b in zip(movers, movers[1:], strict=False)
            )
            column = (width - theme.px(50)) // 2 - theme.px(6)
            font = theme.font(SMALL)
            fits = all(font.size(str(move))[0] < column for move in self.session.moves)
            self._per_line = (key, 2 if fits and taking_turns else 1)
        return self._per_line[1]

    def _move_list(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        if area.height < theme.px(40):
            return
        theme.text(surface, "Moves", SMALL, p.muted, topleft=area.topleft)
        line = theme.px(24)
        rows = max(0, (area.height - theme.px(28)) // line)
        per_row = self._moves_per_line(area.width)
        seen = self.session.move_texts(self.board.viewer())
        if per_row == 2:
            texts = [text for _, text in seen]
        else:
            texts = [f"{self.session.players[mover]['name']}: {text}" for mover, text in seen]
        column_width = (area.width - theme.px(50)) // 2
        rows_of = [texts[i : i + per_row] for i in range(0, len(texts), per_row)]
        shown = rows_of[-rows:] if rows else []
        first = len(rows_of) - len(shown)
        y = area.y + theme.px(26)
        width = column_width if per_row == 2 else area.width - theme.px(50)
        for number, row in enumerate(shown, first + 1):
            label = f"{number}."
            theme.text(surface, label, SMALL, p.muted, topleft=(area.x, y))
            for column, text in enumerate(row):
                latest = (number - 1) * per_row + column == len(texts) - 1
                colour = p.accent if latest else p.text
                shown_text = theme.clipped(text, SMALL, width - theme.px(6))
                theme.text(
                    surface, shown_text, SMALL, colour, topleft=(area.x + theme.px(50) + column * column_width, y)
                )
            y += line
