"""Courses and lessons as data (JSON under `courses/`), checked against the rules
when they are loaded: a lesson the rules would not allow is an error here, never
at the player's screen.

A lesson starts from a game's options and the moves that lead to its position (as
a record lists them). Each step asks the seat to move for one move: it says what to
do, lights the places it is about, lists the moves that count as right, the
scripted replies that follow, and the hints, from where to look to which piece
(the last tier, the move itself, is the step's first right move).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import records
from ..rules import registry
from ..rules.base import GameState, IllegalMoveError, MalformedMoveError

COURSES = Path(__file__).parent / "courses"
MAX_STEP_WORDS = 40  # a step says one or two short sentences
MAX_BYTES = 200_000


class CourseError(ValueError):
    """A course that cannot be taught: where (course, lesson, step) and what is wrong."""


@dataclass(frozen=True)
class Step:
    say: str  # what to do, one or two sentences
    right: tuple[str, ...]  # the moves that count, the first of them the one taught
    replies: tuple[str, ...] = ()  # the other seats' scripted moves after a right one
    lit: tuple[str, ...] = ()  # the places the step is about, as the rules name them; the cursor starts on the first
    hints: tuple[str, ...] = ()  # where to look, then which piece; the move itself comes last
    wrong: str = ""  # why another move is not it (said with "try again")
    praise: str = ""  # said after the right move: what it did

    @property
    def hint_tiers(self) -> int:
        return len(self.hints) + 1


@dataclass(frozen=True)
class Lesson:
    key: str  # unique within its course
    title: str
    game: str
    options: dict[str, Any]
    moves: tuple[str, ...]  # from the game's start to the lesson's position
    steps: tuple[Step, ...]
    goal: str = ""  # "win": the last step ends the game with the learner winning

    def start(self) -> GameState:
        """The lesson's position, played from the start through the rules."""
        state = registry.new_game(self.game, self.options)
        for text in self.moves:
            state = state.play(state.parse_move(text))
        return state


@dataclass(frozen=True)
class Course:
    key: str  # the file's name: "slyde", "tile", ...
    title: str
    game: str  # the game's registry name: `--learn GAME` opens its courses
    lessons: tuple[Lesson, ...]
    first_game: dict[str, Any]  # the options of the coached first game that ends the course (a deal each time)
    opponents: int = 1  # how many computers (at the easy level) it is played against

    def lesson(self, key: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.key == key:
                return lesson
        raise KeyError(key)


def courses(folder: Path = COURSES) -> list[Course]:
    """Every course, in the order its file names give (they start with a number)."""
    return [load_course(path) for path in sorted(folder.glob("*.json"))]


def courses_for(game: str, folder: Path = COURSES) -> list[Course]:
    return [course for course in courses(folder) if course.game == game]


def course_for(game: str, options: dict[str, Any], folder: Path = COURSES) -> Course | None:
    """The course that teaches `game` in the edition `options` choose (Slyde's rules
    or tiles): the one whose first game is of that edition; None where there is none."""
    spec = registry.spec(game)
    for course in courses_for(game, folder):
        if spec.edition(spec.check_options(**course.first_game)) == spec.edition(options):
            return course
    return None


def load_course(path: Path) -> Course:
    """The course in the file at `path`, every lesson replayed through the rules;
    CourseError says what is wrong and where."""
    key = path.stem.split("-", 1)[-1]
    raw = path.read_bytes()
    if len(raw) > MAX_BYTES:
        raise CourseError(f"{path.name}: too large")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise CourseError(f"{path.name}: {records.why_unreadable(error)}") from None
    where = path.name
    _expect(isinstance(data, dict) and {"title", "game", "lessons"} <= set(data), where, "needs title, game, lessons")
    game = data["game"]
    try:
        registry.spec(game)
    except ValueError as error:
        raise CourseError(f"{where}: {error}") from None
    lessons = tuple(_lesson(item, game, f"{where}, lesson {number}") for number, item in enumerate(data["lessons"], 1))
    _expect(len({lesson.key for lesson in lessons}) == len(lessons), where, "two lessons share a key")
    _expect(bool(lessons), where, "has no lessons")
    first = data.get("first_game", {})
    _expect(isinstance(first, dict), where, "first_game must give the game's options")
    opponents = data.get("opponents", 1)
    try:
        registry.new_game(game, dict(first))
    except ValueError as error:
        raise CourseError(f"{where}: its first game: {error}") from None
    low, high = registry.spec(game).seat_range
    _expect(type(opponents) is int and low <= opponents + 1 <= high, where, f"cannot seat {opponents!r} opponents")
    return Course(key, str(data["title"]), game, lessons, dict(first), opponents)


def _lesson(data: Any, game: str, where: str) -> Lesson:
    _expect(isinstance(data, dict) and {"key", "title", "steps"} <= set(data), where, "needs key, title, steps")
    steps = tuple(_step(item, f"{where}, step {number}") for number, item in enumerate(data["steps"], 1))
    _expect(bool(steps), where, "has no steps")
    goal = data.get("goal", "")
    _expect(goal in ("", "win"), where, f"unknown goal {goal!r}")
    lesson = Lesson(
        key=str(data["key"]),
        title=str(data["title"]),
        game=game,
        options=dict(data.get("options", {})),
        moves=tuple(data.get("moves", ())),
        steps=steps,
        goal=goal,
    )
    replay(lesson, where)
    return lesson


def _step(data: Any, where: str) -> Step:
    _expect(isinstance(data, dict) and {"say", "right"} <= set(data), where, "needs say and right")
    unknown = set(data) - {"say", "right", "replies", "lit", "hints", "wrong", "praise"}
    _expect(not unknown, where, f"unknown field {sorted(unknown)[0]!r}" if unknown else "")
    step = Step(
        say=str(data["say"]),
        right=tuple(data["right"]),
        replies=tuple(data.get("replies", ())),
        lit=tuple(data.get("lit", ())),
        hints=tuple(data.get("hints", ())),
        wrong=str(data.get("wrong", "")),
        praise=str(data.get("praise", "")),
    )
    _expect(bool(step.right), where, "no move counts as right")
    _expect(len(step.say.split()) <= MAX_STEP_WORDS, where, f"says more than {MAX_STEP_WORDS} words")
    return step


def replay(lesson: Lesson, where: str = "") -> GameState:
    """Check the lesson against the rules and return its final position as taught
    (each step's first right move and its replies). Every right move of every step is
    followed, since the player may choose any: after each, the replies must be legal,
    the learner (the seat to move at the start) must be to move at the next step, and
    a lesson meant to end in a win must end in one."""
    where = where or lesson.key
    try:
        state = lesson.start()
    except (ValueError, IllegalMoveError, MalformedMoveError) as error:
        raise CourseError(f"{where}: its position: {error}") from None
    return _follow(lesson, state, 0, state.to_move, where)


def _follow(lesson: Lesson, state: GameState, index: int, learner: int, where: str) -> GameState:
    """Every way through the steps from `index` on, from `state`: the final position
    of the first way (the one taught)."""
    if index == len(lesson.steps):
        if lesson.goal == "win":
            outcome = state.outcome() if state.is_over() else None
            _expect(outcome is not None and outcome.winners == (learner,), where, "the learner does not win at the end")
        return state
    step, at = lesson.steps[index], f"{where}, step {index + 1}"
    _expect(not state.is_over() and state.to_move == learner, at, "it is not the learner's turn")
    finals = []
    for text in step.right:
        after = state.play(_legal(state, text, at, "the right move"))
        for reply in step.replies:
            _expect(not after.is_over(), at, f"the game is over before the reply {reply!r}")
            _expect(after.to_move != learner, at, f"the reply {reply!r} would be the learner's move")
            after = after.play(_legal(after, reply, at, f"after {text!r}, the reply"))
        finals.append(_follow(lesson, after, index + 1, learner, where))
    return finals[0]


def _legal(state: GameState, text: str, where: str, what: str) -> Any:
    try:
        move = state.parse_move(text)
    except (IllegalMoveError, MalformedMoveError) as error:
        raise CourseError(f"{where}: {what} {text!r} is not legal here ({error.reason})") from None
    reason = state.why_illegal(move)
    _expect(reason is None, where, f"{what} {text!r} is not legal here ({reason})")
    return move


def _expect(condition: bool, where: str, problem: str) -> None:
    if not condition:
        raise CourseError(f"{where}: {problem}")
