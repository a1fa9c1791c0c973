"""A review's judging processes: answers in order, nothing lost, stopped at once."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from multiprocessing.context import SpawnProcess

import pytest

from game.cli.judging import Judges
from game.cli.review import judging_processes


def _judged_unless_in_a_process_for_three(item: int) -> int:
    """A position whose judging kills the process asked to judge it."""
    if item == 3 and multiprocessing.parent_process() is not None:
        os._exit(1)
    return item * item


def _slowly(item: int) -> int:
    """A position that takes `item` tenths of a second to judge."""
    time.sleep(item / 10)
    return item


def _review_processes() -> list[multiprocessing.Process]:
    return [child for child in multiprocessing.active_children() if child.name == "slyde-review"]


def test_judges_answer_in_the_order_asked_whichever_process_is_free():
    items = [-4, 7, -1, 0, 12, -9, 3]
    with judging_processes(2) as mapper:
        assert len(_review_processes()) == 2
        assert list(mapper(abs, items)) == [abs(item) for item in items]
        assert list(mapper(abs, [])) == []  # and again, on the same processes
    assert _review_processes() == []


def test_a_position_whose_process_dies_is_judged_here_and_none_is_lost():
    items = list(range(8))
    with judging_processes(2) as mapper:
        assert list(mapper(_judged_unless_in_a_process_for_three, items)) == [item * item for item in items]
        assert list(mapper(abs, [-5, -6, -7])) == [5, 6, 7]  # the one left goes on; the dead one is not asked


def test_an_answer_still_owed_when_a_review_stops_reading_is_never_taken_for_a_later_one():
    with judging_processes(2) as mapper:
        answers = mapper(_slowly, [0, 20])
        assert next(answers) == 0
        answers.close()  # the 20 is still being judged
        assert list(mapper(abs, [-1, -2, -3])) == [1, 2, 3]


def test_judges_are_stopped_at_once_even_in_the_middle_of_a_position():
    began = time.monotonic()
    with judging_processes(2) as mapper:
        answers = mapper(time.sleep, [0, 60])
        assert next(answers) is None  # the second is being judged meanwhile
    assert _review_processes() == [] and time.monotonic() - began < 30


def test_where_the_system_refuses_a_process_the_review_judges_in_its_own_and_leaves_none_running(monkeypatch):
    started = SpawnProcess.start
    calls = []

    def second_refused(process):
        calls.append(process)
        if len(calls) % 2 == 0:  # each second process
            raise OSError(11, "Resource temporarily unavailable")
        started(process)

    monkeypatch.setattr(SpawnProcess, "start", second_refused)
    with judging_processes(2) as mapper:
        assert len(calls) == 2 and _review_processes() == []  # the first, started, was stopped
        assert list(mapper(abs, [-2, 5])) == [2, 5]
    with pytest.raises(OSError, match="Resource temporarily unavailable"):
        Judges(2)
    assert len(calls) == 4 and _review_processes() == []


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_while_a_process_starts_waits_until_it_has_started_then_stops_it_and_the_review(
    stop, monkeypatch, capfd
):
    """Stopped halfway through its start, a process would read half its orders and
    print a traceback: the stop is heard once the start is done, and every process goes."""
    started = SpawnProcess.start
    calls = []

    def stopped_while_starting(process):
        calls.append(process)
        os.kill(os.getpid(), stop)  # as the review's first line is printed, the person stops it
        started(process)

    monkeypatch.setattr(SpawnProcess, "start", stopped_while_starting)
    before = {number: signal.signal(number, signal.default_int_handler) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        with pytest.raises(KeyboardInterrupt):
            Judges(2)
        assert signal.getsignal(stop) is signal.default_int_handler  # as the command had it
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
    (process,) = calls  # started whole, and nothing more started after the stop
    assert process.exitcode is not None and _review_processes() == []
    assert capfd.readouterr().err == ""
