"""Slyde's board in play: pick a mobile piece, then a lit target, or drag it there.
In the tile edition both players slide a tile into a space, so either may be chosen
first: the tile, then the space, or the other way round.

Keyboard or gamepad: the arrows move a cursor over the squares, Enter/Space/A
acts like a click. T starts the anti-mirror toggle when the position allows it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, cast

import pygame

from ....rules.slyde import WHITE, Cell, SlydeMove, SlydeState
from ...input import Act, Intent
from ...widgets import Button
from ..base import Notice
from ..groups import GroupBoard
from .motion import Marks, MoveAnimation
from .view import SlydeView

if TYPE_CHECKING:
    from ...app import App
    from ...session import Session


class SlydeBoard(GroupBoard):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.view: SlydeView = SlydeView(app.theme)
        self.selected: Cell | None = None
        self.pressed: Cell | None = None  # where a press began, for dragging
        self.drag_pos: tuple[int, int] | None = None  # where the pointer holds the selected piece
        self.hovered: Cell | None = None  # under the pointer (see `_would_act`)
        self.toggle_mode = False
        self.toggle_button = Button("Toggle", self.start_toggle, key_hint="T")
        toggle = [self.toggle_button] if self.state.board.has_toggle else []  # the tile edition has none
        self.buttons = [*toggle, self.groups_button]
        self.commands[Act.TOGGLE] = self.start_toggle

    @property
    def state(self) -> SlydeState:
        return cast(SlydeState, self.session.state)

    def clear(self) -> None:
        self.selected, self.toggle_mode, self.drag_pos, self.hovered = None, False, None, None

    def busy(self) -> bool:
        return self.toggle_mode or self.selected is not None

    def start_toggle(self) -> None:
        if self.session.is_over:
            self.app.say("The game is over")
            return
        if self.toggle_mode:
            self.toggle_mode = False
            return
        if not self.state.can_toggle():
            self.app.say(f"No toggle now: {self.state.why_no_toggle()}", "bad")
            return
        self.toggle_mode = True
        self.selected = None

    def update_buttons(self) -> None:
        self.toggle_button.enabled = not self.session.is_over and self.state.can_toggle()

    # -- input ----------------------------------------------------------------

    def spot(self, name: str) -> pygame.Rect | None:
        try:
            cell = Cell.parse(name)
        except ValueError:
            return None
        size = self.state.board.size
        return self.view.cell_rect(cell) if cell.file < size and cell.rank < size else None

    def hit(self, pos: tuple[int, int]) -> Cell | None:
        return self.view.cell_at(pos)

    def pointer(self, intent: Intent) -> SlydeMove | None:
        cell = self.view.cell_at(intent.pos)
        if intent.act is Act.PRESS:
            self.cursor = None
            self.pressed = cell
            return self.act_on(cell) if cell is not None else None
        if intent.act is Act.POINT:  # a held piece follows the pointer
            holding = self.pressed is not None and self.pressed == self.selected
            self.drag_pos = intent.pos if holding else None
            self.hovered = cell
        if intent.act is Act.RELEASE:
            dragged = self.pressed is not None and cell is not None and cell != self.pressed
            self.pressed = self.drag_pos = None
            if dragged and self.selected is not None and cell in self._targets():
                return self._move_with(cell)
        return None

    def move_cursor(self, act: Act) -> None:
        if self.cursor is None:
            self.cursor = self._start_cursor()
            return
        df, dr = {Act.UP: (0, 1), Act.DOWN: (0, -1), Act.LEFT: (-1, 0), Act.RIGHT: (1, 0)}[act]
        n = self.state.board.size
        self.cursor = Cell(min(n - 1, max(0, self.cursor.file + df)), min(n - 1, max(0, self.cursor.rank + dr)))

    def choose(self) -> SlydeMove | None:
        if self.cursor is None:
            self.cursor = self._start_cursor()
            return None
        return self.act_on(self.cursor)

    def _start_cursor(self) -> Cell:
        if self.selected:
            return self.selected
        home = self.lit_place(Cell.parse)
        if home is not None:
            return cast(Cell, home)
        if self.session.moves:
            return cast(Cell, self.last_move().dst)
        middle = self.state.board.size // 2
        return Cell(middle, middle)

    def act_on(self, cell: Cell) -> SlydeMove | None:
        """What a click (or Enter on the cursor) on `cell` means now."""
        if self.toggle_mode:
            return SlydeMove(None, cell)
        if self.selected is not None and cell in self._targets():
            return self._move_with(cell)
        if cell == self.selected:
            self.selected = None
            return None
        reason = self._why_not_selectable(cell)
        if reason is None:
            self.selected = cell
            self.app.audio.play("select")
        elif self.selected is not None and _next_to(cell, self.selected):
            meant = self._move_with(cell)  # a swap meant, and refused: say why
            self.app.say(f"Not allowed: {meant}: {self.state.why_illegal(meant) or reason}", "bad")
            self.app.audio.play("error")
        elif self.selected is not None:
            self.selected = None  # a click elsewhere lets go of the piece, quietly
        else:
            self.app.say(reason, "bad")
            self.app.audio.play("error")
        return None

    def leads_to(self, move: Hashable) -> bool:
        """Not while another piece is chosen: a click on the hint's cells would move that one."""
        hinted = cast(SlydeMove, move)
        return self.selected is None or self.selected in (hinted.src, hinted.dst)

    def _either_first(self) -> bool:
        """Whether a move's two cells may be chosen in either order: in the tile edition,
        where both players slide a tile into a space (in the Mindsports edition a player
        chooses their own pawn, the one that ends fixed)."""
        return self.state.board.rules == "tile"

    def _move_with(self, cell: Cell) -> SlydeMove:
        """The move of the selected piece and `cell`, written as the rules write it (the mover's piece first)."""
        assert self.selected is not None
        if self.state.piece(self.selected)[0] == self.state.to_move:
            return SlydeMove(self.selected, cell)
        return SlydeMove(cell, self.selected)

    def _why_not_selectable(self, cell: Cell) -> str | None:
        colour, fixed = self.state.piece(cell)
        mover = self.session.seat_title(self.state.to_move)
        if colour != self.state.to_move and not self._either_first():
            return f"{cell} is not yours: {mover} to move"
        if fixed:
            return self.state.fixed_words(cell)
        if not self._targets_of(cell):
            return f"{cell} has no {self._partner(cell)[1]} next to it"
        return None

    def _partner(self, cell: Cell) -> tuple[str, str]:
        """What the piece on `cell` moves with, in the edition's words: as a prompt names
        it ("a tile"), and as a refusal does ("tile without a disc")."""
        if self.state.board.rules != "tile":
            return "an opponent's pawn", "opponent's mobile pawn"
        if self.state.piece(cell)[0] == WHITE:  # a space
            return "a tile", "tile without a disc"
        return "an empty space", "empty space without a disc"

    def _would_act(self, cell: Cell) -> bool:
        """Whether a click on `cell` would choose a piece or swap (lit under the pointer
        where the move hints are on: it shows what is legal, as they do)."""
        if self.toggle_mode:
            return True
        if self.selected is not None:
            return cell in self._targets()
        return self._why_not_selectable(cell) is None

    def _targets_of(self, cell: Cell) -> tuple[Cell, ...]:
        """The cells that make a legal move with `cell`: its swaps' other ends, whichever end it is."""
        moves = self.state.legal_moves()
        if self.state.piece(cell)[0] == self.state.to_move:
            return tuple(m.dst for m in moves if m.src == cell)
        return tuple(m.src for m in moves if m.dst == cell and m.src is not None) if self._either_first() else ()

    def _targets(self) -> tuple[Cell, ...]:
        return self._targets_of(self.selected) if self.selected else ()

    # -- showing ---------------------------------------------------------------

    def animate(self, before: SlydeState, after: SlydeState, move: SlydeMove, scale: float) -> MoveAnimation:
        return MoveAnimation(before, after, move, scale)

    def move_sound(self, after: SlydeState, move: SlydeMove) -> str:
        if move.is_toggle:
            return "toggle"
        return "slide" if after.board.rules == "tile" else "swap"

    def draw(self, surface: pygame.Surface, animation: Any, hint: Any, revealed: tuple[Any, ...], glow: float) -> None:
        marks = Marks(
            selected=self.selected,
            targets=self._targets() if self.app.settings.hints else (),
            cursor=self.cursor,
            last_move=self.last_move(),
            hint=hint,
            hint_mover=self.hint_mover(),
            groups=revealed,
            toggle_mode=self.toggle_mode,
            glow=glow,
            dragged=(self.selected, self.drag_pos) if self.selected is not None and self.drag_pos else None,
        )
        hovered = self.hovered if self.app.settings.hints and animation is None else None
        if hovered is not None and self._would_act(hovered):
            marks.hovered = hovered
        self.view.draw(surface, self.state, marks, animation)

    def prompt(self) -> str | None:
        """What the person on turn does next, in their edition's words."""
        if self.session.is_over or self.toggle_mode:  # the toggle says its own
            return None
        tiles, spaces = self.state.board.rules == "tile", self.state.to_move == 0
        held = self.selected
        if held is not None:
            return f"Now {self._partner(held)[0]} next to {held} (choose {held} again to let it go)"
        if not tiles:
            return "Choose one of your mobile pawns, then an opponent's next to it: they swap, and yours is fixed"
        result = "a disc marks where it stood" if spaces else "it gets a disc"
        return f"Choose a tile, then an empty space next to it, neither with a disc: the tile slides in and {result}"

    def notice(self) -> Notice | None:
        if self.toggle_mode:
            return Notice("Toggle", f"Pick any pawn to fix or free it ({self.app.mapper.controls.back} cancels)")
        if not self.session.is_over and self.state.can_toggle():
            how = "The Toggle button (Start)" if self.app.mapper.controls.pad else "T"
            return Notice("Symmetric position!", f"{how}: toggle any pawn instead of a swap")
        return None


def _next_to(a: Cell, b: Cell) -> bool:
    return abs(a.file - b.file) + abs(a.rank - b.rank) == 1
