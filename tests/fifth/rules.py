"""Three in a row, the fifth game's rules: two seats, X and O, take turns placing a
mark on an empty point of a 3x3 grid; three in a line (a row, a column or a
diagonal) wins; a full grid without one is a draw. Points are named a1..c3 (files
a-c from the left, ranks 1-3 from the bottom). `SPEC` is its registry entry."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from game.rules import registry
from game.rules.base import IllegalMoveError, MalformedMoveError, Outcome, PerfectInformation, bounded

NAME = "threes"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
_POINT = re.compile(r"([a-c])([1-3])")


def point_name(point: int) -> str:
    row, column = divmod(point, 3)
    return f"{'abc'[column]}{row + 1}"


class ThreesState(PerfectInformation):
    game = NAME
    seats = ("x", "o")
    seat_titles = ("X", "O")
    seat_count = 2

    def __init__(self, marks: tuple[int, ...] = (0,) * 9) -> None:
        self.marks = marks  # per point: 0 empty, 1 X, 2 O

    @property
    def options(self) -> dict[str, Any]:
        return {}

    @property
    def ply(self) -> int:
        return sum(1 for mark in self.marks if mark)

    @property
    def to_move(self) -> int:
        return self.ply % 2

    def winner(self) -> int | None:
        for a, b, c in LINES:
            if self.marks[a] and self.marks[a] == self.marks[b] == self.marks[c]:
                return self.marks[a] - 1
        return None

    def is_over(self) -> bool:
        return self.winner() is not None or all(self.marks)

    def legal_moves(self) -> list[int]:
        return [] if self.is_over() else [p for p, mark in enumerate(self.marks) if not mark]

    def why_illegal(self, move: Any) -> str | None:
        if self.is_over():
            return "the game is over"
        if not isinstance(move, int) or not 0 <= move < 9:
            return "not a point of the grid"
        return f"{point_name(move)} is taken" if self.marks[move] else None

    def parse_move(self, text: str) -> int:
        match = _POINT.fullmatch(bounded(text).strip().lower())
        if not match:
            raise MalformedMoveError(text, "expected a point like 'b2'")
        move = "abc".index(match.group(1)) + 3 * (int(match.group(2)) - 1)
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(text.strip(), reason)
        return move

    def format_move(self, move: int) -> str:
        return point_name(move)

    def play(self, move: Any) -> ThreesState:
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(str(move), reason)
        return self.play_legal(move)

    def play_legal(self, move: int) -> ThreesState:
        marks = list(self.marks)
        marks[move] = self.to_move + 1
        return ThreesState(tuple(marks))

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        winner = self.winner()
        if winner is None:
            return Outcome(((0, 1),), "A full grid and no line: a draw")
        return Outcome(((winner,), (1 - winner,)), f"{self.seat_titles[winner]} has three in a row")

    def rewards(self) -> tuple[float, ...]:
        outcome = self.outcome()
        return (0.5, 0.5) if outcome is None else outcome.rewards(2)

    def playout(self, rng: Random) -> ThreesState:
        state = self
        while not state.is_over():
            state = state.play_legal(rng.choice(state.legal_moves()))
        return state

    def diagram(self) -> str:
        return "\n".join(" ".join(".XO"[self.marks[row * 3 + c]] for c in range(3)) for row in (2, 1, 0))


def _check_options() -> dict[str, Any]:
    return {}


SPEC = registry.GameSpec(
    name=NAME,
    title="Three in a row",
    options=(),
    check_options=_check_options,
    start=ThreesState,
    describes=lambda: "Three in a row",
    standing=registry.RESULT,
    client="tests.fifth.window",  # the window's side, imported by the window alone
)
