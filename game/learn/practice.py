"""Practice positions as data (JSON under `practice/`): positions from computer games
in which one move is clearly best, each with its solution and the candidate moves
as a long, seeded search weighed them. Checked against the rules when loaded; the
`lessons` command also checks that the engine, at a small seeded budget, still
finds each solution (`check`).

A trainer takes a player through a set one position at a time: solved or failed
(the solution and the weighed moves are there to show why), a streak and the best
streak. Nothing here draws.
"""

from __future__ import annotations

import json
from collections.abc import Hashable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from .. import records
from ..ai.judge import judge, weigh_moves
from ..rules import registry
from ..rules.base import GameState, IllegalMoveError, MalformedMoveError
from .course import CourseError

PRACTICE = Path(__file__).parent / "practice"
MAX_BYTES = 400_000
CHANCE_MARGIN = 0.25  # clearly best: the chance to win after it beats the next best's by this much
POINTS_MARGIN = 4.0  # or, where the game keeps a score, the expected score is this much lower (and no worse a chance)
CHECK_PLAYOUTS = 2000  # the engine's budget when `lessons` checks a solution (Slide: deals per move, below)
CHECK_DEALS = 300


@dataclass(frozen=True)
class Weighed:
    """A candidate move as the long search weighed it: the mover's chance to win
    after it and, where the game keeps a score, the mover's expected final score."""

    move: str
    chance: float
    points: float | None = None

    def to_list(self) -> list[str | float]:
        """As the practice files list it: [move, chance] or [move, chance, points]."""
        listed: list[str | float] = [self.move, self.chance]
        return listed if self.points is None else [*listed, self.points]


@dataclass(frozen=True)
class Puzzle:
    key: str
    game: str
    options: dict[str, Any]
    moves: tuple[str, ...]  # from the game's start to the position
    weighed: tuple[Weighed, ...]  # best first: the solution, then the next best

    @property
    def best(self) -> str:
        return self.weighed[0].move

    def start(self) -> GameState:
        state = registry.new_game(self.game, self.options)
        for text in self.moves:
            state = state.play(state.parse_move(text))
        return state

    def weighed_move(self, text: str) -> Weighed | None:
        return next((item for item in self.weighed if item.move == text), None)


@dataclass(frozen=True)
class PracticeSet:
    key: str  # the file's name, as a course's: "slyde", "tile", ...
    title: str
    game: str
    puzzles: tuple[Puzzle, ...]


def clearly_best(weighed: tuple[Weighed, ...]) -> bool:
    """Is the first move clearly better than the second?"""
    if len(weighed) < 2:
        return False
    best, second = weighed[0], weighed[1]
    if best.chance - second.chance >= CHANCE_MARGIN:
        return True
    if best.points is None or second.points is None:
        return False
    return second.points - best.points >= POINTS_MARGIN and best.chance >= second.chance


def practice_sets(folder: Path = PRACTICE) -> list[PracticeSet]:
    """Every practice set, in the order its file names give (they start with a number)."""
    return [load_practice(path) for path in sorted(folder.glob("*.json"))]


def load_practice(path: Path) -> PracticeSet:
    """The practice set in the file at `path`, every position replayed through the
    rules; CourseError says what is wrong and where."""
    where = path.name
    raw = path.read_bytes()
    _expect(len(raw) <= MAX_BYTES, where, "too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise CourseError(f"{where}: {records.why_unreadable(error)}") from None
    _expect(
        isinstance(data, dict) and {"title", "game", "positions"} <= set(data), where, "needs title, game, positions"
    )
    game = data["game"]
    try:
        registry.spec(game)
    except ValueError as error:
        raise CourseError(f"{where}: {error}") from None
    _expect(isinstance(data["positions"], list) and bool(data["positions"]), where, "has no positions")
    puzzles = tuple(_puzzle(item, game, f"{where}, position {n}") for n, item in enumerate(data["positions"], 1))
    _expect(len({puzzle.key for puzzle in puzzles}) == len(puzzles), where, "two positions share a key")
    return PracticeSet(path.stem.split("-", 1)[-1], str(data["title"]), game, puzzles)


def _puzzle(data: Any, game: str, where: str) -> Puzzle:
    _expect(isinstance(data, dict) and {"key", "options", "moves", "weighed"} <= set(data), where,
            "needs key, options, moves, weighed")  # fmt: skip
    _expect(isinstance(data["options"], dict) and isinstance(data["moves"], list), where, "options and moves")
    _expect(isinstance(data["weighed"], list) and all(_is_weighed(item) for item in data["weighed"]), where,
            "weighed lists [move, chance] or [move, chance, points]")  # fmt: skip
    weighed = tuple(Weighed(str(item[0]), float(item[1]), *(float(p) for p in item[2:])) for item in data["weighed"])
    puzzle = Puzzle(str(data["key"]), game, dict(data["options"]), tuple(str(m) for m in data["moves"]), weighed)
    try:
        state = puzzle.start()
    except (ValueError, IllegalMoveError, MalformedMoveError) as error:
        raise CourseError(f"{where}: its position: {error}") from None
    _expect(not state.is_over(), where, "the game is over")
    for item in weighed:
        try:
            state.play(state.parse_move(item.move))
        except (IllegalMoveError, MalformedMoveError) as error:
            raise CourseError(f"{where}: the move {item.move!r} is not legal here ({error.reason})") from None
    _expect(len({item.move for item in weighed}) == len(weighed), where, "a move is weighed twice")
    _expect(clearly_best(weighed), where, "its first move is not clearly better than the second")
    return puzzle


def _is_weighed(item: Any) -> bool:
    numbers = item[1:] if isinstance(item, list) else ()
    return (
        isinstance(item, list)
        and len(item) in (2, 3)
        and isinstance(item[0], str)
        and all(isinstance(n, int | float) and not isinstance(n, bool) for n in numbers)
        and 0.0 <= item[1] <= 1.0
    )


def engine_choice(puzzle: Puzzle, state: GameState | None = None) -> str:
    """The move the engine prefers in the puzzle's position at the checks' small,
    seeded budget (where seats know different things, from the mover's seat alone)."""
    state = state or puzzle.start()
    if registry.spec(puzzle.game).hidden_information:
        best: Hashable = weigh_moves(state, CHECK_DEALS, puzzle.key)[0].move
    else:
        found = judge(state, CHECK_PLAYOUTS, puzzle.key).best
        if found is None:
            return ""
        best = found
    return state.format_move(best)


def check(puzzle: Puzzle) -> str | None:
    """None when the engine still finds the stored solution; else what it prefers."""
    preferred = engine_choice(puzzle)
    return None if preferred == puzzle.best else f"the engine now prefers {preferred}, not {puzzle.best}"


class Verdict(Enum):
    SOLVED = "solved"
    FAILED = "failed"
    ILLEGAL = "illegal"  # the rules refuse it; the position waits for another try


@dataclass(frozen=True)
class Try:
    verdict: Verdict
    reason: str = ""  # an illegal move: the rules' reason
    tried: Weighed | None = None  # a failed move, where the long search weighed it


class Trainer:
    """A run through a practice set, one position at a time, from `start`."""

    def __init__(self, practice: PracticeSet, best_streak: int = 0, start: int = 0) -> None:
        self.practice = practice
        self.index = start % len(practice.puzzles)
        self.streak = 0
        self.best_streak = best_streak
        self.solved = 0
        self.failed = 0
        self.answered: Verdict | None = None  # this position's verdict, once it has one

    @property
    def puzzle(self) -> Puzzle:
        return self.practice.puzzles[self.index]

    def attempt(self, state: GameState, move: Any) -> Try:
        """Judge the player's move in the position (`state`, the puzzle's start)."""
        reason = state.why_illegal(move)
        if reason is not None:
            return Try(Verdict.ILLEGAL, reason)
        text = state.format_move(move)
        if text == self.puzzle.best:
            self.solved += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            self.answered = Verdict.SOLVED
            return Try(Verdict.SOLVED)
        self.failed += 1
        self.streak = 0
        self.answered = Verdict.FAILED
        return Try(Verdict.FAILED, tried=self.puzzle.weighed_move(text))

    def next(self) -> Puzzle:
        self.index = (self.index + 1) % len(self.practice.puzzles)
        self.answered = None
        return self.puzzle


def _expect(condition: bool, where: str, problem: str) -> None:
    if not condition:
        raise CourseError(f"{where}: {problem}")
