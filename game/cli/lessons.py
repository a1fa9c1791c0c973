"""`lessons`: every course, lesson and practice position listed, and each checked:
the lessons against the rules, the practice positions against the rules and the
engine (at a small, seeded budget it must still find each stored solution)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from ..learn.course import COURSES, Course, CourseError, load_course
from ..learn.practice import PRACTICE, PracticeSet, check, load_practice

Loaded = TypeVar("Loaded")


def check_lessons(folder: Path = COURSES, practice: Path = PRACTICE) -> int:
    """Load every course (loading checks each lesson along every way through it) and
    every practice set, and print one line a lesson and a position; 1 when any fails,
    with what is wrong and where."""
    failed = 0
    for name, course in _loaded(folder, load_course):
        failed += course is None
        if course is not None:
            _list_course(course, name)
    for name, practice_set in _loaded(practice, load_practice):
        failed += practice_set is None
        if practice_set is not None:
            failed += _check_practice(practice_set, name)
    print("all lessons and practice positions check" if not failed else f"{failed} failed")
    return 1 if failed else 0


def _loaded(folder: Path, load: Callable[[Path], Loaded]) -> list[tuple[str, Loaded | None]]:
    """Each file of `folder` by name, loaded, in order; None (and what is wrong,
    printed) for one that fails."""
    found: list[tuple[str, Loaded | None]] = []
    for path in sorted(folder.glob("*.json")):
        try:
            found.append((path.name, load(path)))
        except (CourseError, OSError) as error:
            print(f"FAILED {path.name}: {error}")
            found.append((path.name, None))
    return found


def _list_course(course: Course, name: str) -> None:
    print(f"{course.title} ({course.game}, {name}): {len(course.lessons)} lessons")
    for number, lesson in enumerate(course.lessons, 1):
        goal = ", ends in a win" if lesson.goal == "win" else ""
        steps = f"{len(lesson.steps)} step{'s' if len(lesson.steps) > 1 else ''}"
        print(f"  {number}. {lesson.title}: {steps}{goal}: ok")


def _check_practice(practice: PracticeSet, name: str) -> int:
    """Each position's solution checked against the engine; how many failed."""
    print(f"{practice.title} practice ({practice.game}, {name}): {len(practice.puzzles)} positions")
    failed = 0
    for number, puzzle in enumerate(practice.puzzles, 1):
        problem = check(puzzle)
        failed += problem is not None
        print(f"  {number}. {puzzle.key}: {puzzle.best}: {'ok' if problem is None else f'FAILED: {problem}'}")
    return failed
