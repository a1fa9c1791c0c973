"""`lessons`: every course and lesson listed, and each checked against the rules."""

from __future__ import annotations

from pathlib import Path

from ..learn.course import COURSES, CourseError, load_course


def check_lessons(folder: Path = COURSES) -> int:
    """Load every course (loading checks each lesson along every way through it) and
    print one line a lesson; 1 when any course fails, with what is wrong and where."""
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
    print("all lessons check" if not failed else f"{failed} course(s) failed")
    return 1 if failed else 0
