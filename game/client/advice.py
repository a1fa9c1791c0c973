"""The help a person at the screen is given: the computer's hint, shown while the
position it was found for is on the board, and in a coached game the coach's remark
on their last move, shown until they move again; after the move it spoke of is taken
back, the coach's own move becomes the hint. No pygame: the play scene shows it."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ..ai.judge import mark
from ..rules.base import GameState
from .coach import Coach, Remark
from .games.base import Notice
from .match import Match, Purpose
from .session import Session

LOOKING, STILL_LOOKING = "Looking for a good move...", "Still looking for a good move..."  # a hint on its way


COACH_UNABLE = "The coach cannot judge moves here"
NO_HINT_OVER = "The game is over: Review shows what the computer makes of each move"  # H once it has ended
# H in a review
HINT_IN_REVIEW = "Under each move the computer's choice is named, and drawn on the board where it was better"


class Advice:
    def __init__(self, coach: Coach | None) -> None:
        self.coach = coach
        self.hint: Hashable | None = None
        self.hint_for: GameState | None = None  # the position the hint was found for
        self.hint_chances: tuple[float, ...] = ()  # a weighed hint: every move's chance, best first
        self.remark: Remark | None = None  # the coach's latest word

    def ask_hint(
        self, match: Match, at_screen: bool, hints_on: bool, words: Callable[[GameState, Hashable], str]
    ) -> tuple[str, str] | None:
        """H: the computer is asked for the move it would play, on a person's turn
        with the person at the screen (`at_screen`); the words to say and their kind
        (as `App.say` takes them), if any. A position has one hint: asked again, the
        one found is said again (a new search could name another of several near-equal
        moves, as if it had changed its mind)."""
        if match.session.is_over:
            return NO_HINT_OVER, "info"
        if match.is_watching():
            return "The computer plays every seat: hints are for a person's turn", "info"
        if not match.persons_turn():
            return "A hint comes on your turn, once the computer has moved", "info"
        if not at_screen:
            return None  # the curtain is up: its first key or click only lifts it
        if not hints_on:
            return "Hints are off (Settings)", "info"
        shown = self.shown_hint(match.state)
        if shown is not None:
            return self.hint_words(match.state, shown, words, self.hint_chances), "good"
        if match.asked is Purpose.HINT and match.asked_for is match.state:  # asking again would start over
            return STILL_LOOKING, "info"
        match.ask_hint()
        return LOOKING, "info"

    @staticmethod
    def hint_words(
        state: GameState,
        move: Hashable,
        words: Callable[[GameState, Hashable], str],
        chances: tuple[float, ...] = (),
    ) -> str:
        """The hint; where the moves were weighed (`chances`, best first), also how many
        others are about as good (the coach would not remark on them): a learner should
        not take a coin's toss among near-equal moves for the one right move."""
        named = words(state, move)
        alike = sum(1 for chance in chances[1:] if mark(chances[0], chance) is None)
        if alike > 1 and alike == len(chances) - 1:
            return f"Hint: any move does about as well here; for one, {named}"
        if alike == 1:
            return f"Hint: {named}. One other move is about as good"
        return f"Hint: {named}. {alike} other moves are about as good" if alike else f"Hint: {named}"

    def give_hint(self, move: Hashable, state: GameState, chances: tuple[float, ...] = ()) -> None:
        self.hint, self.hint_for, self.hint_chances = move, state, chances

    def shown_hint(self, state: GameState) -> Hashable | None:
        """The hint, while `state` is the position it was found for (an undo or redo takes it away)."""
        return self.hint if self.hint_for is state else None

    def moved(self, by_person: bool) -> None:
        """A move was played: the hint is spent, and after a person's move, so is the coach's word."""
        self.drop_hint()
        if by_person:
            self.remark = None

    def drop_hint(self) -> None:
        """The hint is spent: a move was played, or the game ended without one (resigned)."""
        self.hint = None

    def taken_back(self, session: Session) -> str | None:
        """After an undo: if it took back the move the coach spoke of, its better move is
        the hint; the words to say, or None."""
        remark = self.remark
        if remark is None or len(session.moves) != remark.ply or remark.best is None:
            return None
        self.give_hint(remark.best, session.state)
        self.remark = None
        return f"The coach would {remark.best_words}"

    def listen(
        self,
        session: Session,
        persons: set[int],
        words: Callable[[GameState, Hashable], str],
        listed: Callable[[GameState, Hashable], str],
    ) -> bool:
        """The coach's next step (a better move named in `words`, and as the move list
        names it: `listed`); True when it has just spoken."""
        if self.coach is None:
            return False
        remark = self.coach.step(session.states, session.moves, persons, words, listed)
        if remark is not None:
            self.remark = remark
        return remark is not None

    def judging(self) -> bool:
        return self.coach is not None and self.coach.asking is not None

    def notice(self, undo_key: str = "Ctrl+Z") -> Notice | None:
        """The coach's word as the panel's notice (`undo_key` takes a move back);
        where it cannot judge at all, why."""
        if self.remark is None:
            if self.coach is not None and self.coach.unable:
                return Notice("Coach", f"The coach cannot judge moves: {self.coach.unable}.", (COACH_UNABLE,))
            return None
        remark = self.remark
        return Notice(
            "Coach",
            remark.words(undo_key=undo_key),
            (remark.words(True, undo_key=undo_key), remark.words(True, True, undo_key)),
        )

    def close(self) -> None:
        if self.coach is not None:
            self.coach.close()
