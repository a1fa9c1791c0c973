"""`lessons`: every course, lesson and practice position listed, and each checked:
the lessons against the rules, the practice positions against the rules and the
engine (at a small, seeded budget it must still find each stored solution)."""

from __future__ import annotations

from pathlib import Path

from ..learn.course import COURSES, CourseError, load_course
from ..learn.practice import PRACTICE, check, load_practice


def check_lessons(folder: Path = COURSES, practice: Path = PRACTICE) -> int:
    """Load every course (loading checks each lesson along every way through it) and
    every practice set, and print one line a lesson and a position; 1 when any fails,
    with what is wrong and where."""
    failed = 0
    for path in sorted(folder.glob("*.json")):
        try:
            course = load_course(path)
        except (CourseError, OSError) as error:
            print(f"FAILED {path.name}: {error}")
            failed += 1
            continue
        print(f"{course.title} ({course.game}, {path.name}): {len(course.lessons)} lessons")
        for number, lesson in enumerate(course.lessons, 1):
            goal = ", ends in a win" if lesson.goal == "win" else ""
            steps = f"{len(lesson.steps)} step{'s' if len(lesson.steps) > 1 else ''}"
            print(f"  {number}. {lesson.title}: {steps}{goal}: ok")
    for path in sorted(practice.glob("*.json")):
        try:
            practice_set = load_practice(path)
        except (CourseError, OSError) as error:
            print(f"FAILED {path.name}: {error}")
            failed += 1
            continue
        counted = len(practice_set.puzzles)
        print(f"{practice_set.title} practice ({practice_set.game}, {path.name}): {counted} positions")
        for number, puzzle in enumerate(practice_set.puzzles, 1):
            problem = check(puzzle)
            failed += problem is not None
            print(f"  {number}. {puzzle.key}: {puzzle.best}: {'ok' if problem is None else f'FAILED: {problem}'}")
    print("all lessons and practice positions check" if not failed else f"{failed} failed")
    return 1 if failed else 0
