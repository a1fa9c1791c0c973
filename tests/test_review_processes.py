"""A review's judging processes: answers in order, nothing lost, stopped at once."""

from __future__ import annotations

import multiprocessing
import os
import time

from game.cli.judging import judges


def _judged_unless_in_a_process_for_three(item: int) -> int:
    """A position whose judging kills the process asked to judge it."""
    if item == 3 and multiprocessing.parent_process() is not None:
        os._exit(1)
    return item * item


def _review_processes() -> list[multiprocessing.Process]:
    return [child for child in multiprocessing.active_children() if child.name == "slyde-review"]


def test_judges_answer_in_the_order_asked_whichever_process_is_free():
    items = [-4, 7, -1, 0, 12, -9, 3]
    with judges(2) as started:
        assert len(_review_processes()) == 2
        assert list(started.imap(abs, items)) == [abs(item) for item in items]
        assert list(started.imap(abs, [])) == []  # and again, on the same processes


def test_a_position_whose_process_dies_is_judged_here_and_none_is_lost():
    items = list(range(8))
    with judges(2) as started:
        assert list(started.imap(_judged_unless_in_a_process_for_three, items)) == [item * item for item in items]


def test_judges_are_stopped_at_once_even_in_the_middle_of_a_position():
    began = time.monotonic()
    with judges(2) as started:
        answers = started.imap(time.sleep, [0, 60])
        assert next(answers) is None  # the second is being judged meanwhile
    assert _review_processes() == [] and time.monotonic() - began < 30
