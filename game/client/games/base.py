"""What the shared scenes ask of each game's client package: its board in play
(input and drawing), its look, its rules pages, its setup rows, its showcases.

The play scene owns the session, the computer players, the panel, saving and
the results; a board owns one game's look and the turn in progress (a
selection, a placed disc, a cursor) and turns input into a move. Input methods
return the move once the input completes one; the scene plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import pygame

from ..input import Act, Intent
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

CURSOR_ACTS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)


class Animation(Protocol):
    """A move shown as a transition; the scene advances it and drops it when done,
    or shows any moment of it (a review plays it backwards for a step back)."""

    def update(self, dt_s: float) -> None: ...
    def finish(self) -> None: ...
    def seek(self, elapsed_s: float) -> None: ...
    @property
    def duration_s(self) -> float: ...
    @property
    def is_done(self) -> bool: ...
    @property
    def landed_sound(self) -> str | None: ...


class Notice(NamedTuple):
    """A word in a highlighted box beside the board: a title, the text, and shorter
    forms of the text for where it would not fit whole."""

    title: str
    text: str
    shorter: tuple[str, ...] = ()


class Board:
    """The part of the play scene that differs between games."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        self.view: Any = None
        self.cursor: Any = None  # shown once the keyboard is used
        self.lit: tuple[str, ...] = ()  # a lesson's lit places: where the cursor starts, on the first it may
        self.buttons: list[Button] = []  # the game's own commands, placed on the panel
        self.commands: dict[Act, Callable[[], None]] = {}
        # of those, what changes only what the board shows (the groups outlined): a review offers them too
        self.looks: dict[Act, Callable[[], None]] = {}
        self.look_buttons: list[Button] = []
        self.reviewing = False  # shown by the review: nobody acts here, and the table is seen as a spectator saw it

    @property
    def state(self) -> Any:  # each game's board names its own state
        return self.session.state

    def last_move(self) -> Any:
        """The game's last move (each game's board knows its kind), or None at the start."""
        return self.session.moves[-1] if self.session.moves else None

    def hint_mover(self) -> int | None:
        """Whose move a hint is: in a review the shown move's mover (the hint is what
        they might have played instead), else the seat on turn."""
        if self.reviewing:
            states = self.session.states
            return states[-2].to_move if len(states) > 1 else None
        return None if self.state.is_over() else self.state.to_move

    def viewer(self) -> int:
        """The seat whose knowledge the screen shows (-1: nobody's); games of
        perfect information show everything to everybody."""
        return -1

    def outlines(self, revealed: tuple[Any, ...]) -> tuple[Any, ...]:
        """What to outline on the board: what the results reveal (a game may add its own)."""
        return revealed

    def look(self) -> dict[str, Any]:
        """How the player chose to look at the board (the groups outlined), for the next
        game at the table, a review or a game played on from it to open the same way;
        `take_look` takes it."""
        return {}

    def take_look(self, look: dict[str, Any]) -> None:
        """Look at the board as the board before it did (see `look`)."""

    def layout(self, area: pygame.Rect) -> None:
        self.view.theme = self.app.theme
        self.view.layout(area, self.state)

    # -- the turn in progress ------------------------------------------------

    def clear(self) -> None:
        """Forget the turn in progress (after a move, an undo, the computer's turn)."""

    def taken_back(self) -> None:
        """After an undo: the person who took the move back is at the screen."""
        self.clear()

    def at_screen(self) -> int | None:
        """The seat whose person is at the screen now, where the game hands the screen
        over between persons (secret picks); None where anyone may be."""
        return None

    def handing_over(self) -> bool:
        """The position is hidden while the screen waits for the next person."""
        return False

    def arrived(self) -> None:
        """The next person is at the screen (any key or click at the hand-over): the position shows."""

    def busy(self) -> bool:
        """A turn is under way, so Esc takes a step back rather than leaving."""
        return False

    def step_back(self) -> None:
        """Esc: undo the last step of the turn in progress."""
        self.clear()

    def off_course(self, moves: Sequence[Hashable]) -> str | None:
        """Why the turn in progress can end in none of `moves` (a lesson's step, the hint), or
        None while it can. Here it always can: where a click on another piece or card
        chooses that instead, a half-made turn shuts no move out."""
        return None

    def leads_to(self, move: Hashable) -> bool:
        """Whether clicks on what a hint for `move` marks would play it from the turn
        under way: the hint is drawn only then (with another piece, card or disc chosen
        they would make another move). Here: while the turn can still end in it."""
        return self.off_course((move,)) is None

    def hit(self, pos: tuple[int, int]) -> Any:
        """The board place under `pos`, or None."""
        raise NotImplementedError

    def spot(self, name: str) -> pygame.Rect | None:
        """Where the place the rules call `name` (a cell, a point) is on the screen, for
        a lesson to light it; None for a name this board does not show."""
        return None

    def vacated(self) -> tuple[str, ...]:
        """The places the turn under way has emptied before it is played (SlideCore's
        Core slid away): what a lesson lit there is gone, so it is lit no more."""
        return ()

    def cursor_outline(self) -> tuple[pygame.Rect, int] | None:
        """Where the keyboard's cursor is drawn, and the radius of its corners (half its
        width: a ring), for a lesson to keep it out of the dark; None while it is not
        shown. Here: the place it stands on, as `spot` names it."""
        spot = None if self.cursor is None else self.spot(str(self.cursor))
        return None if spot is None else (spot, 0)

    def start_at(self, names: tuple[str, ...]) -> None:
        """A lesson's step lights `names`: the keyboard's cursor starts on the first of
        them it may stand on (not across the board from them), and goes there at once if shown."""
        self.lit = names
        if self.cursor is not None:
            self.cursor = self._start_cursor()

    def lit_place(self, read: Callable[[str], Any]) -> Any:
        """The first of the lesson's lit places this board shows (`spot`), as `read` reads
        its name; None where there is none."""
        return next((read(name) for name in self.lit if self.spot(name) is not None), None)

    def _start_cursor(self) -> Any:
        """Where the keyboard's cursor appears: at its first key, or for a new step of the turn."""
        raise NotImplementedError

    def pointer(self, intent: Intent) -> Hashable | None:
        """A press, release or pointer motion on the person's turn."""
        raise NotImplementedError

    def move_cursor(self, act: Act) -> None:
        raise NotImplementedError

    def choose(self) -> Hashable | None:
        """Enter, Space or the A button: the cursor's place, as if clicked."""
        raise NotImplementedError

    # -- showing moves --------------------------------------------------------

    def animate(self, before: Any, after: Any, move: Any, scale: float) -> Animation:
        raise NotImplementedError

    def landed(self, animation: Animation) -> bool:
        """The move `animation` shows is on the board, what is left of it only turning
        the view (Slide's table to the next seat): the panel may show the game after it."""
        return animation.is_done

    def move_sound(self, after: Any, move: Any) -> str:
        raise NotImplementedError

    def draw(
        self,
        surface: pygame.Surface,
        animation: Animation | None,
        hint: Hashable | None,
        revealed: tuple[Any, ...],
        glow: float,
    ) -> None:
        """The board, with `revealed` what `outlines` gave, in the game's own terms (the
        group games: (bitboard, seat) pairs to outline; Slide: how far the cancelled
        cards have gone aside), and `glow` the selection's slow pulse."""
        raise NotImplementedError

    def prompt(self) -> str | None:
        """A line for the panel saying what the person does next, if it helps."""
        return None

    def notice(self) -> Notice | None:
        """A highlighted box for the panel, when the position calls for one."""
        return None

    def update_buttons(self) -> None:
        """Enable the game's own buttons for the position."""


CONTROLS = (
    "Arrows move a cursor, Enter or Space act as a click. Esc takes back a move half made, or else goes "
    "back. Ctrl+Z undoes, Ctrl+Y redoes, Ctrl+S keeps a copy in Saved games; every move is saved at once, "
    "so leave any time and resume from the menu. A gamepad: the d-pad and A, B a step back, X undo, Y redo, "
    "Start the buttons."
)  # how every game is played here, beyond its own clicks: the end of each "Playing here" page


@dataclass
class Page:
    """One page of a game's rules: a title, the words, and a real position drawn beside them."""

    title: str
    text: str
    diagram: Any  # a game state
    marks: Any = None  # the view's marks for it


@dataclass(frozen=True)
class GameClient:
    """One game as the shared scenes see it; each game's package gives one."""

    name: str  # the registry name of the game
    board: type[Board]  # its input and drawing in play
    view: Callable[[Any], Any]  # theme -> its look, for pictures of positions
    entries: tuple[tuple[str, dict[str, Any]], ...]  # the menu's "Play ..." entries: label, options
    books: tuple[tuple[str, str, Callable[[], list[Page]]], ...]  # rules: key, title, its pages
    showcases: tuple[dict[str, Any], ...]  # the options of the games attract mode shows
    option_rows: dict[str, tuple[str, Callable[[Any], str]]]  # setup: an option's label and value in words
    note: Callable[[dict[str, Any]], str]  # setup: the game with these options in a sentence or two
    chip: Callable[..., None]  # (surface, theme, state, seat, centre, radius): a swatch of the seat's colour
    live_score: Callable[..., int]  # (surface, theme, inner, y, session) -> y: the score in the play panel
    standing: Callable[[Any, Sequence[str]], str]  # (session, the seats' names) -> who leads, or won, in words
    results: Callable[[Any, Any], Any]  # (app, session) -> the results' detail: update, skip, draw, outlines
    move_words: Callable[[Any, Hashable], str] = lambda before, move: before.format_move(move)  # a move played
    move_advice: Callable[[Any, Hashable], str] = lambda before, move: f"play {before.format_move(move)}"  # one to
    # make, put to its player as the end of a sentence ("play b5-b4", "pick c3"): hints, the coach, lessons
    revealed_words: Callable[[Any, Hashable], str] | None = None  # a move once a later move has shown
    # what it hid ("picked b3, a 7"); move_words where None
    move_effect: Callable[[Any, Hashable], str | None] = lambda before, move: None  # what a move does in
    # plain sight, where that is something a learner can see ("your biggest group grows from 7 to 9")
    ending: Callable[[Any], str | None] = lambda state: None  # why a finished game ended, where the board
    # alone may not say it to a newcomer ("the Core is boxed in"); None where it is plain (Slide's 16 rounds)
    seated: Callable[[Sequence[Any]], Any] | None = None  # the players as the setup seats them -> the marks
    # with which its view's preview shows who sits where, where the view shows names (Slide, over each grid)

    def advice(self, before: Any, move: Hashable) -> str:
        """A move put to its player with what it does, where that is plain: "play
        b5-b4 (your biggest group grows from 7 to 9)". For the hint and the coach,
        which name a move without the lesson's words around it."""
        return self.with_effect(self.move_advice(before, move), before, move)

    def with_effect(self, words: str, before: Any, move: Hashable) -> str:
        """`words` that name a move, then what it does where that is plain."""
        effect = self.move_effect(before, move)
        return f"{words} ({effect})" if effect else words
