"""A game being played: its session, who sits at each seat (a person or a computer
level), the computer's requests (a move or a hint), undo and redo under the
game's undo policy, resignation. No pygame: the play
scene hosts one and draws what it holds (keeping.py keeps it on disk); every method that has something to
tell a person returns it as words for the scene to show.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .. import records
from ..ai.judge import PROMPT_DEALS
from ..ai.players import move_seconds
from ..ai.worker import WEIGH, Worker
from ..rules import registry
from ..rules.base import GameState, MoveError, Reveals
from .keeping import Keeper
from .session import Session

HINT_LEVEL, HINT_SECONDS = "normal", 0.5
HINT_WEIGHINGS = 1_000  # a weighed hint: moves times deals in each of the weighing's two passes, to answer in seconds
HINT_DEALS = (50, PROMPT_DEALS)  # the fewest and the most deals a move is weighed on in each pass
WEIGH_EXPECT_S = 0.002  # a weighing's time a move and a deal (both passes), about twice what it takes


class Purpose(Enum):
    """What the computer was asked for."""

    MOVE = "move"  # its move, at a computer's seat
    HINT = "hint"  # the move it would play for the person to move


@dataclass(frozen=True)
class Reply:
    """The computer's answer to a request: a move to play, a hint to show, or why neither."""

    purpose: Purpose
    move: Hashable | None
    error: str = ""
    chances: tuple[float, ...] = ()  # a weighed hint: every move's chance for the person, best first


class Match:
    def __init__(
        self, session: Session, worker: Callable[[], Worker], data: Path | None, seed: str,
        owns_autosave: Callable[[], bool] = lambda: True,
    ) -> None:  # fmt: skip
        """`worker` gives the computer players' process (started when first asked);
        `data` is the data folder to keep the game in, or None to keep nothing;
        `owns_autosave()`: whether this window keeps its game in the folder's autosave
        (Resume) now, else (another window does) in a file of its own among the saved games."""
        self.session = session
        self._worker = worker
        self.keeper = Keeper(session, data, owns_autosave)
        self.seed = seed  # the computer players' seed for this game
        self.asked: Purpose | None = None  # while the worker thinks for us
        self.asked_for: GameState | None = None  # the position it thinks about; an answer belongs to it only
        self.asked_level = ""  # the level it thinks at
        self.thinking_s = 0.0  # since the worker took the request (or was asked, while it gets ready)
        self.thinking_limit_s = 0.0  # the search's time; its share so far fills a bar
        self.restarts_seen = 0
        self.wait_s = 0.0  # how long the computer on turn has waited to be asked

    @property
    def state(self) -> GameState:
        return self.session.state

    # -- who sits where ------------------------------------------------------------

    def is_computer(self, seat: int) -> bool:
        return self.session.players[seat].is_computer

    def is_watching(self) -> bool:
        """Computers in every seat: the people at the screen watch."""
        return all(self.is_computer(seat) for seat in range(len(self.session.players)))

    def persons_turn(self) -> bool:
        return not self.session.is_over and not self.is_computer(self.state.to_move)

    # -- moves -----------------------------------------------------------------------

    def play(self, move: Hashable) -> GameState:
        """Play a legal move (IllegalMoveError otherwise, and nothing changes). What the
        computer was asked about the old position (a hint) is no longer wanted."""
        after = self.session.play(move)
        self.stop_thinking()
        self.wait_s = 0.0
        return after

    def why_no_undo(self, at_screen: int | None = None) -> str | None:
        """Why the last move cannot be taken back now, or None when it can.

        In a game of perfect information, anything (against the computer, back to
        the person's turn). With hidden information, only a person's own last
        action, until the next seat acts, never across a reveal (what was seen stays
        seen, and no one else has to do again what they did) nor after the end; and
        a secret action (a pick) only by its own person: `at_screen` is the seat
        whose person is at the screen, where the game hands the screen over."""
        if self.session.resigned is not None:
            return "A resignation is not taken back"
        if not self.session.moves:
            return "Nothing to undo"
        if not registry.spec(self.state.game).hidden_information:
            return None
        if self.state.is_over():
            return "The game is over: its end cannot be taken back"
        before, last = self.session.states[-2], self.session.moves[-1]
        if isinstance(before, Reveals) and before.reveals(last):
            return "The picks are face up: a reveal cannot be taken back"
        if self.is_computer(before.to_move):
            if all(self.is_computer(state.to_move) for state in self.session.states[:-1]):
                return "Nothing to undo: only the computer has played so far"
            return "The computer has played since: only your own last action can be taken back"
        secret = isinstance(before, Reveals) and before.secret(last) is not None
        if secret and at_screen is not None and at_screen != before.to_move:
            name = self.session.name(before.to_move)
            return f"Only {name} may take back {name}'s secret pick, before passing the screen"
        return None

    def undo(self, at_screen: int | None = None) -> str | None:
        """Take back the last move (see `why_no_undo`): None, or why not."""
        refused = self.why_no_undo(at_screen)
        if refused:
            return refused  # the computer thinks on undisturbed
        self.stop_thinking()
        self.session.undo()
        if registry.spec(self.state.game).hidden_information:
            return None
        if not self.is_watching():
            while self.is_computer(self.state.to_move) and self.session.undo():
                pass
        return None

    def redo(self) -> Hashable | None:
        """Play the last move taken back again: it, or None where none was."""
        if not self.session.undone:
            return None  # the computer thinks on undisturbed
        self.stop_thinking()
        return self.session.redo()

    def why_no_review(self) -> str | None:
        """Why the game cannot be reviewed now, or None when it can: the review shows
        only the moves every seat has seen (`Session.seen_by_all`), and in a tournament
        the games before this one."""
        if self.session.earlier:
            return None
        if not self.session.moves:
            return "Nothing to review yet: no move has been played"
        if not self.session.seen_by_all_count():
            return "Nothing to review yet: every move so far is still kept secret"
        return None

    def resign(self) -> None:
        """The person to move resigns; against the computer, the person, whoever is to move."""
        seat = self.state.to_move
        if self.is_computer(seat):
            seat = next(s for s in range(len(self.session.players)) if not self.is_computer(s))
        self.stop_thinking()
        self.session.resign(seat)

    # -- the computer ------------------------------------------------------------------

    def ask_move(self) -> None:
        self._ask(Purpose.MOVE, self.session.players[self.state.to_move].level or "normal")

    def ask_hint(self) -> None:
        """The move a normal search would play; with hidden information, every move
        weighed from the person's seat as the coach weighs them, so that the hint can
        say when others are about as good (early in a game of Slide most are); on
        fewer deals than the coach's where there are many moves, to answer in seconds."""
        state = self.state
        if registry.spec(state.game).hidden_information:
            moves = len(state.legal_moves())
            deals = max(HINT_DEALS[0], min(HINT_DEALS[1], HINT_WEIGHINGS // moves))
            self._ask(Purpose.HINT, WEIGH, playouts=deals, expect_s=WEIGH_EXPECT_S * deals * moves)
        else:
            self._ask(Purpose.HINT, HINT_LEVEL, HINT_SECONDS)

    def _ask(
        self,
        purpose: Purpose,
        level: str,
        seconds: float | None = None,
        playouts: int | None = None,
        expect_s: float | None = None,
    ) -> None:
        texts = self.session.notation()
        state = self.state
        self.thinking_limit_s = seconds or expect_s or move_seconds(level, state)
        self._worker().ask(
            state.game,
            state.options,
            texts,
            level,
            f"{self.seed}/{level}",
            seconds,
            playouts,
            expect_s=self.thinking_limit_s,
        )
        self.asked, self.asked_for, self.asked_level = purpose, state, level
        self.thinking_s = 0.0

    @property
    def getting_ready(self) -> bool:
        """Asked while the worker readies its compiled search (compiles it, the first time
        after installing), which this move waits for."""
        asked_for = self.asked_for
        return asked_for is not None and self._worker().getting_ready(asked_for.game, self.asked_level)

    def hurry(self) -> None:
        """The computer plays the best move it has found so far (max thinks until asked)."""
        self._worker().hurry()

    def stop_thinking(self) -> None:
        if self.asked:
            self._worker().cancel()
            self.asked = self.asked_for = None

    def drive(self, dt_s: float, pause_s: float, ready: bool = True) -> tuple[Reply | None, bool]:
        """The computer players at their pace: at a computer's turn, ask for its move
        once it has waited `pause_s` with the screen `ready` (nothing moving); and
        the answer to any request, when it comes. (answer, whether restarted)."""
        if self.asked:
            return self.poll(dt_s)
        if not ready or self.session.is_over or not self.is_computer(self.state.to_move):
            return None, False
        self.wait_s += dt_s
        if self.wait_s >= pause_s:
            self.ask_move()
        return None, False

    def poll(self, dt_s: float) -> tuple[Reply | None, bool]:
        """(the answer, if it came; whether the worker had to be restarted meanwhile)."""
        if not self.asked:
            return None, False
        worker = self._worker()
        waited = self.getting_ready
        self.thinking_s += dt_s
        answer = worker.poll()
        if waited and not self.getting_ready:  # its search starts now, and its time with it
            self.thinking_s = 0.0
        restarted = worker.restarts > self.restarts_seen
        self.restarts_seen = worker.restarts
        if answer is None:
            return None, restarted
        purpose, asked_for, self.asked, self.asked_for = self.asked, self.asked_for, None, None
        if asked_for is not self.state:  # the game moved on meanwhile: the answer is of no use now
            return None, restarted
        if answer.move is None:
            return Reply(purpose, None, answer.error), restarted
        try:
            move = self.state.parse_move(answer.move)
        except MoveError as error:  # never expected of our own worker; said, not raised into the window
            return Reply(purpose, None, error.reason), restarted
        return Reply(purpose, move, chances=tuple(chance for _, chance in answer.weighed or ())), restarted

    def failure(self, reply: Reply) -> str:
        """The words for a request the computer could not answer. No endless asking: a
        hint is simply not given; a side the computer cannot play goes to the people
        at the screen, who can go on or leave."""
        if reply.purpose is Purpose.HINT:
            return f"No hint: {reply.error}"
        name = self.hand_to_a_person(self.state.to_move)
        return f"The computer could not play {name} ({reply.error}): a person plays it now"

    def hand_to_computer(self, seat: int, level: str) -> str:
        """A person leaves a game of more than two seats: the computer plays their seat
        on at `level`, under their name; the name."""
        name = self.session.name(seat)
        self.session.players[seat] = records.Seat.left(name, level)
        self.wait_s = 0.0
        return name

    def hand_to_a_person(self, seat: int) -> str:
        """A side the computer cannot play goes to the people at the screen; its old name."""
        player = self.session.players[seat]
        titled = registry.spec(self.state.game).titled_seats
        name = self.session.seat_title(seat) if titled else f"Seat {seat + 1}"  # seats counted from 1 for people
        self.session.players[seat] = records.Seat.person(name)
        return player.name


def new_seed() -> str:
    """A seed for a new game's computer players."""
    return f"{time.time_ns()}"
