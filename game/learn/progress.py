"""What a player has learnt: each lesson's best stars, and for each practice set
the best streak and the position to go on from, kept in the data folder
(learn.json) so that it survives a restart. Written atomically; a file that
cannot be read is kept aside, with a message, and what it holds that is sound is
kept (a hand edit gone wrong loses only what it broke)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import records
from .course import Course

FILE = "learn.json"
MAX_BYTES = 64_000
NAMED = "The lessons' progress was"  # how the words about a bad file name it
MAX_LESSONS = 2_000


class Progress:
    def __init__(
        self, path: Path, stars: dict[str, int] | None = None, practice: dict[str, list[int]] | None = None
    ) -> None:
        self.path = path
        self.stars = dict(stars or {})  # "course/lesson" -> the best stars won, 1 to 3
        self.practice = dict(practice or {})  # practice set -> [best streak, the position to go on from]
        self.unwritten = False  # something recorded that the file does not hold yet
        self.moved: set[str] = set()  # the practice sets whose position this window moved on, not yet written

    @staticmethod
    def key(course: str, lesson: str) -> str:
        return f"{course}/{lesson}"

    def best(self, course: str, lesson: str) -> int:
        """The stars won at best (0: not done yet)."""
        return self.stars.get(self.key(course, lesson), 0)

    def done(self, course: Course) -> int:
        """How many of the course's lessons are done (with any stars)."""
        return sum(1 for lesson in course.lessons if self.best(course.key, lesson.key))

    def record(self, course: str, lesson: str, stars: int) -> bool:
        """A lesson done with `stars`; kept if better than before. True when it changed."""
        key = self.key(course, lesson)
        if stars <= self.stars.get(key, 0):
            return False
        self.stars[key] = stars
        self.unwritten = True
        return True

    def best_streak(self, practice: str) -> int:
        return self.practice.get(practice, [0, 0])[0]

    def practice_at(self, practice: str) -> int:
        """The position a practice set goes on from (its index)."""
        return self.practice.get(practice, [0, 0])[1]

    def record_practice(self, practice: str, best_streak: int, at: int) -> None:
        self.practice[practice] = [max(best_streak, self.best_streak(practice)), at]
        self.moved.add(practice)
        self.unwritten = True

    def save(self) -> str | None:
        """OSError when it cannot be written (the caller says so; nothing else is lost).
        Another window may have written since this one read the file: the best of both
        is kept, and the position to go on from where this one moved it since it wrote.
        A file gone bad meanwhile is kept aside and this one written: the message that says so."""
        said = None
        if self.path.exists():
            found, problem = _read(self.path)
            self._merge(found)  # what it holds that is sound, whatever else is wrong with it
            if problem is not None:
                said = records.set_aside(self.path, NAMED, problem, "what this window holds saved in its place")
        kept = {"version": 1, "stars": self.stars, "practice": self.practice}
        records.write_atomic(self.path, json.dumps(kept, indent=1) + "\n")
        self.moved.clear()
        self.unwritten = False
        return said

    def saved(self, what: str) -> str | None:
        """Save now; what to say, if anything: the file gone bad and kept aside, or
        that `what` (the lesson's stars, the practice streak) could not be kept."""
        try:
            return self.save()
        except OSError as error:
            return f"Could not keep {what}: {records.refusal(error)}"

    def keep(self) -> str | None:
        """Write what the file does not hold yet, if anything: None, or why it could not."""
        if not self.unwritten:
            return None
        try:
            self.save()
        except OSError as error:
            return records.refusal(error)
        return None

    def _merge(self, other: Progress) -> None:
        for key, stars in other.stars.items():
            self.stars[key] = max(stars, self.stars.get(key, 0))
        for key, (streak, at) in other.practice.items():
            self.practice[key] = [
                max(streak, self.best_streak(key)),
                self.practice_at(key) if key in self.moved else at,
            ]


def load(folder: Path) -> tuple[Progress, str | None]:
    """(progress, message): where the file was bad, it is kept aside and the message
    says so; the entries it holds that are sound are kept (and written in its place)."""
    path = Path(folder) / FILE
    found, problem = _read(path)
    if problem is None:
        return found, None
    if not found.stars and not found.practice:
        return Progress(path), records.kept_aside(path, NAMED, problem, "starting again")
    said = records.kept_aside(path, NAMED, problem, "the rest kept")
    found.unwritten = True  # no file holds it as it is now
    if not path.exists() and not path.is_symlink():  # kept aside: nothing is written over
        found.keep()  # where it cannot be written now, the next lesson's stars write it
    return found, said


def _read(path: Path) -> tuple[Progress, str | None]:
    """(the file's progress, None), a fresh one where there is no file; (its sound
    entries, why the rest are not) where it is bad."""
    if not path.exists() and not path.is_symlink():
        return Progress(path), None
    try:
        data = json.loads(records.read_bounded(path, MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError) as error:
        return Progress(path), records.why_unreadable(error)
    stars = data["stars"] if isinstance(data, dict) and data.get("version") == 1 else None
    if not isinstance(stars, dict) or len(stars) > MAX_LESSONS:
        return Progress(path), "not a record of lessons"
    practice = data.get("practice", {})
    if not isinstance(practice, dict) or len(practice) > MAX_LESSONS:
        return Progress(path, _sound(stars, _is_stars)), "not a record of practice"
    kept = Progress(path, _sound(stars, _is_stars), _sound(practice, _is_streak))
    dropped = len(stars) - len(kept.stars) + len(practice) - len(kept.practice)
    if dropped:
        return kept, f"{dropped} of its entries not understood" if dropped > 1 else "an entry not understood"
    return kept, None


def _sound(entries: dict[object, object], sound: Callable[[object], bool]) -> dict[str, Any]:
    """The entries named in words (a lesson's or a practice set's key) whose value is `sound`."""
    return {k: v for k, v in entries.items() if isinstance(k, str) and len(k) < 200 and sound(v)}


def _is_stars(value: object) -> bool:
    """A lesson's best: 1, 2 or 3 stars."""
    return type(value) is int and 1 <= value <= 3


def _is_streak(value: object) -> bool:
    """[best streak, position]: two whole numbers, neither below 0."""
    return isinstance(value, list) and len(value) == 2 and all(type(n) is int and 0 <= n < 1_000_000 for n in value)
