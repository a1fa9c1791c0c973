"""Helper processes start whole: a stop sent meanwhile waits, in the starter and in them."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from multiprocessing import resource_tracker
from multiprocessing.connection import Connection

import pytest

from game.ai import stops
from game.ai.stops import held, held_through_starts, settle

STOPS = {signal.SIGINT, signal.SIGTERM}


def _report_signals(pipe: Connection) -> None:
    """What a helper process finds as it begins, and after settling."""
    pipe.send(signal.pthread_sigmask(signal.SIG_BLOCK, []) >= STOPS)
    settle()
    pipe.send((STOPS & signal.pthread_sigmask(signal.SIG_BLOCK, []), signal.getsignal(signal.SIGINT)))


def _helper(target: Callable[[Connection], None]) -> tuple[multiprocessing.process.BaseProcess, Connection]:
    """A helper process running `target`, started as the program starts one, and our end of its pipe."""
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=target, args=(theirs,), daemon=True)
    with held_through_starts():
        process.start()
    theirs.close()
    return process, ours


def _compiling_for_a_minute(pipe: Connection) -> None:
    """A helper process compiling its search (a minute of it), its stops held as then."""
    settle()
    with held():
        pipe.send("compiling")
        time.sleep(60)


def test_a_helper_is_killed_at_once_even_while_it_compiles():
    """The window closing stops its computer player's process by a kill: held back until
    a first compile is done, closing would wait for it (some seconds after installing)."""
    process, ours = _helper(_compiling_for_a_minute)
    assert ours.recv() == "compiling"
    began = time.monotonic()
    process.terminate()
    process.join(30)
    assert process.exitcode == -signal.SIGTERM and time.monotonic() - began < 10


def test_a_process_started_with_stops_held_begins_with_them_held_and_settles_to_ignore_ctrl_c_only():
    """Ctrl+C in a terminal reaches a helper while its interpreter starts: held there,
    it cannot print a traceback; once settled, Ctrl+C is ignored and a kill stops it."""
    process, ours = _helper(_report_signals)
    assert ours.recv() is True
    assert ours.recv() == (set(), signal.SIG_IGN)
    process.join(30)
    assert process.exitcode == 0
    assert not STOPS & signal.pthread_sigmask(signal.SIG_BLOCK, [])  # heard again here


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_sent_while_held_is_heard_once_the_block_is_done(stop):
    finished = []
    before = {number: signal.signal(number, signal.default_int_handler) for number in STOPS}  # as a command has them
    try:
        with pytest.raises(KeyboardInterrupt), held_through_starts():
            os.kill(os.getpid(), stop)
            for _ in range(1000):  # Python would run a handler between these steps
                finished.append(len(finished))
        assert len(finished) == 1000
        assert all(signal.getsignal(number) is signal.default_int_handler for number in STOPS)
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


def test_where_signals_cannot_be_held_back_a_process_still_starts_and_settles(monkeypatch):
    """Windows has no signal masks: the starter still holds its stops, the process
    starts as it would, and settling only has Ctrl+C ignored."""
    resource_tracker.ensure_running()  # multiprocessing's own (which uses masks where they exist) started first
    monkeypatch.setattr(stops, "MASKS", False)
    monkeypatch.setattr(signal, "pthread_sigmask", None)  # as where it does not exist: never called
    process = multiprocessing.get_context("spawn").Process(target=os.getpid, daemon=True)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt), held_through_starts():
            os.kill(os.getpid(), signal.SIGINT)
            process.start()
        settle()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)
    process.join(30)
    assert process.exitcode == 0
