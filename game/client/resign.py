"""The Resign button and its question. With two seats the person gives the game up;
with more, the person leaves and the computer plays their seat on, so the others'
game goes on. Either is asked first: a click asks, a second within a few seconds does
it, and anything else keeps the game going. No pygame: what to tell comes back as words."""

from __future__ import annotations

from collections.abc import Callable

from .input import Act, Intent
from .match import Match
from .widgets import Button

CONFIRM_S = 4.0  # how long a first click waits for the second
HANDED_LEVEL = "normal"  # the computer that takes over the seat of a person who leaves


class Resignation:
    def __init__(self, match: Match, action: Callable[[], None]) -> None:
        """`action`: what the button's click does (the scene calls `press` from it)."""
        self.match = match
        self.leaving = match.state.seat_count > 2
        self.armed_s = 0.0  # after a first click: the time left to confirm
        self.question: str | None = None  # what the first click asked, while it stands
        self.button = Button(self._label(), action, shorter=self._shorter())

    def _label(self) -> str:
        return "Leave seat" if self.leaving else "Resign"

    def _shorter(self) -> tuple[str, ...]:
        """The label where the button has less room: the question as "Sure?"."""
        if self.asking:
            return ("Press again", "Sure?")
        return ("Leave",) if self.leaving else ()

    @property
    def asking(self) -> bool:
        return self.armed_s > 0

    def allowed(self, at_screen: bool) -> bool:
        """Two seats: whenever a person plays; more: on a person's own turn, with the
        person at the screen (`at_screen`: no hand-over curtain is up)."""
        match = self.match
        if match.session.is_over or match.is_watching():
            return False
        return not self.leaving or (match.persons_turn() and at_screen)

    def _why_not(self) -> str:
        """Why the button is greyed (see `allowed`)."""
        if self.match.session.is_over:
            return "The game is over"
        if self.match.is_watching():
            return "The computer plays every seat: there is no one here to resign"
        return "A person leaves their seat on their own turn"

    def press(self, at_screen: bool) -> tuple[bool, str | None]:
        """A click on the button: (done, what to say). The first click asks; the
        second resigns the game or hands the seat to the computer."""
        if not self.allowed(at_screen):
            return False, self._why_not()
        if not self.asking:
            self.armed_s = CONFIRM_S
            self.button.label = "Leave? Press again" if self.leaving else "Resign? Press again"
            self.button.shorter = self._shorter()
            self.question = self._question()
            self.button.stays = True  # pressed by keys, they stay on it for the second press
            return False, self.question
        self.disarm()
        if not self.leaving:
            self.match.resign()
            return True, None
        name = self.match.hand_to_computer(self.match.state.to_move, HANDED_LEVEL)
        return True, f"{name} has left: the computer ({HANDED_LEVEL}) plays the seat on"

    def _question(self) -> str:
        if not self.leaving:
            return "Press Resign again to give up this game"
        name = self.match.session.name(self.match.state.to_move)
        return f"Press again to hand {name}'s seat to the computer ({HANDED_LEVEL}): the game goes on"

    def disarm(self) -> str | None:
        """The question withdrawn (answered either way): what it asked, to take back from the screen."""
        asked, self.question = self.question, None
        self.armed_s = 0.0
        self.button.label = self._label()
        self.button.shorter = self._shorter()
        self.button.stays = False
        return asked

    def answers_no(self, intent: Intent) -> bool:
        """Does `intent`, while the question stands, keep the game going? Anything but
        the confirming click does (the pointer's moving and a click's release aside)."""
        if not self.asking or intent.act in (Act.POINT, Act.RELEASE):
            return False
        return not (intent.act is Act.PRESS and self.button.rect.collidepoint(intent.pos))

    def update(self, dt_s: float) -> str | None:
        """Time passes; the question, if it has just lapsed unanswered (to take back from the screen)."""
        if self.asking:
            self.armed_s -= dt_s
            if self.armed_s <= 0:
                return self.disarm()
        return None
