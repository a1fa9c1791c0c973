"""What every scene with a game's board beside a panel shares (playing, a lesson,
practice): the layout, the move shown as an animation with its sounds, and how
input reaches the board.

The board (its game's client package) turns input into moves; the scene decides
what a move means: `attempt` it, and `select` for Enter on the board. Commands
are the keys the scene answers besides.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from ..rules.base import GameState
from .games.base import CURSOR_ACTS, Animation, Board
from .input import Act, Intent
from .panel import message_above, place_buttons, play_areas
from .scene import Scene
from .theme import SMALL
from .widgets import Button, ButtonList

if TYPE_CHECKING:
    from .app import App


GAME_KEYS = (Act.SAVE, Act.COPY, Act.REVIEW)  # keys of a game played, which a lesson or a position says it has not


class BoardScene(Scene):
    """A game's board beside a panel of buttons."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.board: Board
        self.buttons: ButtonList
        self.commands: dict[Act, Callable[[], None]] = {}
        self.animation: Animation | None = None

    def layout(self) -> None:
        theme = self.app.theme
        self.panel_rect, self.board_area = play_areas(theme, self.app.size)
        self.board.layout(self.board_area)
        self.buttons_top = place_buttons(theme, self.panel_rect, self.buttons.buttons, self.leads_on())
        self.message_rect = message_above(theme, self.panel_rect, self.buttons_top)
        # the panel's words may run on into the messages' place where they need it: a
        # message, opaque, covers them only while it shows, and none is lost for good
        self.words_bottom = self.buttons_top - theme.px(8)

    def refusal(self, act: Act) -> str | None:
        """Why a key that play answers (undo, say) does nothing here, to say when it is
        pressed; None where it is simply not a key of this scene."""
        return None

    def draw_keys(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> None:
        """Once the keys or a gamepad move the board's cursor, the board's word on how
        they make the move (Slide's ends by Left, Right, Up, Down), below `y` in the
        room the panel has left: a lesson's or a position's own words speak of clicks."""
        keys = self.board.prompt() if self.board.cursor is not None else None
        theme = self.app.theme
        room = (self.words_bottom - y - theme.px(8)) // theme.line_height(SMALL)
        if keys and room > 0:
            theme.paragraph(
                surface, keys, SMALL, theme.palette.muted, (inner.x, y + theme.px(8)), inner.width, most=room
            )

    def leads_on(self) -> bool:
        """Whether the first button is the way on (a lesson or a position done), laid
        across the panel above the others; the board then takes no move, and the arrow
        keys and Enter are the buttons' (`button_row`, `press_focused`)."""
        return False

    def button_row(self, buttons: list[Button]) -> ButtonList:
        """The panel's buttons, walked left and right. Where they lead on, the board takes
        no move: its cursor goes, and the arrows walk the buttons (up and down between the
        way on and the row below it)."""
        if self.leads_on():
            self.board.cursor = None
        return ButtonList(buttons, vertical=False, grid=self.leads_on())

    def draw_buttons(self, surface: pygame.Surface, size: int, show_focus: bool = True) -> None:
        """Where the buttons lead on, the lit one shows so: the arrows walk them, and
        Enter presses it (the way on names Enter only while it is the one lit)."""
        super().draw_buttons(surface, size, show_focus or self.leads_on())

    def press_focused(self) -> None:
        """Enter where the buttons lead on: the one lit (the way on, unless the arrows moved)."""
        self.buttons.buttons[self.buttons.focus].action()

    def message_area(self) -> pygame.Rect | None:
        """Messages show in the panel, above its buttons, never over the board."""
        return self.message_rect

    def hint_drawn(self, hint: Hashable | None) -> Hashable | None:
        """`hint` as the board draws it: not while the turn under way leads elsewhere
        (letting go of what was chosen brings it back)."""
        return hint if hint is not None and self.board.leads_to(hint) else None

    # -- moves shown ------------------------------------------------------------------

    def show_move(self, before: GameState, after: GameState, move: Hashable) -> None:
        """`move`, already played, shown going from `before` to `after`, with its sound."""
        self.animation = self.board.animate(before, after, move, self.app.settings.animation_scale)
        self.app.audio.play(self.board.move_sound(after, move))

    def animate(self, dt_s: float) -> bool:
        """Advance the move being shown; True while it still moves. Its landing sounds."""
        if self.animation is None:
            return False
        self.animation.update(dt_s)
        if not self.animation.is_done:
            return True
        if self.animation.landed_sound:
            self.app.audio.play(self.animation.landed_sound)
        self.animation = None
        return False

    def finish_animation(self) -> None:
        if self.animation:
            self.animation.finish()
            self.animation = None

    # -- input --------------------------------------------------------------------------

    def attempt(self, move: Hashable | None) -> None:
        """What the board's input completed (None: nothing yet)."""

    def point(self, intent: Intent) -> None:
        """A click or drag on the board, not on a button."""
        self.attempt(self.board.pointer(intent))

    def select(self) -> None:
        """Enter on the board: the move at the cursor."""
        self.attempt(self.board.choose())

    def open_rules(self) -> None:
        """F1: the rules of the game on the board, over it; Back comes back to it as it was."""
        self.show_rules(self.board.state.game, self.board.state.options, aside=True)

    def leave(self) -> None:
        if self.app.may_leave(scenes=[self]):
            self.app.pop()

    def handle(self, intent: Intent) -> None:
        act = intent.act
        if act not in (Act.POINT, Act.RELEASE):
            self.finish_animation()  # a new input skips what is still moving (not a click's own release)
        if not self.board.handing_over() and self.steer(self.buttons, intent):  # the curtain: any key lifts it
            return
        if intent.is_pointer:
            if not self.buttons.handle(intent):
                self.point(intent)
        elif act in CURSOR_ACTS and self.leads_on():  # the board is done with: the arrows walk the way on
            self.buttons.handle(intent)
        elif act in CURSOR_ACTS:
            self.board.move_cursor(act)
        elif act is Act.SELECT:
            self.select()
        elif act is Act.BACK:
            if self.board.busy():
                self.board.step_back()
            else:
                self.leave()
        elif act is Act.CANCEL:  # the right button lets go of what is held, and never leaves
            if self.board.busy():
                self.board.step_back()
        elif act is Act.RULES:
            self.open_rules()
        elif act in self.commands:
            self.commands[act]()
        elif (refusal := self.refusal(act)) is not None:
            self.app.say(refusal)
        elif self.board.handing_over():
            self.board.arrived()  # any other key lifts the curtain
