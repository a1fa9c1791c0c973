"""A lesson being played: which step, what was tried, the hints given, the stars.

The window hands each move the player makes to `attempt`, and shows what it
answers; nothing here draws. A wrong move leaves the position as it was (the
window may show the move, then put the position back).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..rules.base import GameState
from .course import Lesson, Step


class Verdict(Enum):
    RIGHT = "right"  # played, with the scripted replies after it
    WRONG = "wrong"  # legal, but not what the step asks: try again
    ILLEGAL = "illegal"  # the rules refuse it


@dataclass(frozen=True)
class Attempt:
    verdict: Verdict
    said: str  # the words for the player
    played: tuple[Any, ...] = ()  # a right move: it and the replies, in order (for showing)
    before: GameState | None = None  # the position they were played from


def stars(wrong: int, hints: int) -> int:
    """Three for a lesson done in its par (no wrong try, no hint), two for a little
    help (two at most), one otherwise."""
    help_taken = wrong + hints
    return 3 if help_taken == 0 else 2 if help_taken <= 2 else 1


class Tutor:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.state = lesson.start()
        self.learner = self.state.to_move
        self.index = 0  # the step under way; len(steps) once done
        self.wrong = 0  # wrong tries in the whole lesson
        self.hints = 0  # hint tiers shown in the whole lesson
        self.tier = 0  # hint tiers shown for this step

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    @property
    def stars(self) -> int:
        return stars(self.wrong, self.hints)

    def attempt(self, move: Any) -> Attempt:
        """Judge the player's move on this step."""
        state = self.state
        reason = state.why_illegal(move)
        if reason is not None:
            return Attempt(Verdict.ILLEGAL, f"Not allowed: {reason}")
        step = self.step
        if state.format_move(move) not in step.right:
            self.wrong += 1
            return Attempt(Verdict.WRONG, f"Try again: {step.wrong}" if step.wrong else "Try again")
        played = [move]
        after = state.play(move)
        for text in step.replies:
            reply = after.parse_move(text)
            played.append(reply)
            after = after.play(reply)
        self.state = after
        self.index += 1
        self.tier = 0
        return Attempt(Verdict.RIGHT, step.praise or "Right", tuple(played), state)

    def hint(self) -> tuple[str | None, Any]:
        """The next tier of help for this step: (words, None), or at the last tier
        (None, the move itself); asking again shows the move again."""
        step = self.step
        if self.tier < step.hint_tiers:
            self.tier += 1
            self.hints += 1
        if self.tier <= len(step.hints):
            return step.hints[self.tier - 1], None
        return None, self.state.parse_move(step.right[0])
