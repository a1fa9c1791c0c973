"""The worker process, driven as the window drives it."""

import multiprocessing
import os
import threading
import time
from random import Random

import pytest

from game.ai import worker as worker_module
from game.ai.compiled_mcts import warm_up
from game.ai.judge import weigh_moves, weighed_texts
from game.ai.worker import CANNOT_RUN, MOST_RESTARTS, WEIGH, Control, RecentPlayers, Request, Worker
from game.rules import registry, slide
from game.rules.slyde import new_game

from .dying_process import dies_at_once


def wait(worker, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer")


@pytest.fixture(scope="module")
def worker():
    warm_up()  # numba's cache filled, as after the first start: the answers below wait for their searches alone
    worker = Worker()
    yield worker
    worker.close()


def test_the_worker_answers_with_a_legal_move(worker):
    worker.ask("slyde", {"size": 6}, ["b1-b2"], "normal", "s", playouts=50)
    answer = wait(worker)
    state = new_game(6).play(new_game(6).parse_move("b1-b2"))
    assert state.parse_move(answer.move) in state.legal_moves()
    assert not worker.is_thinking


def test_a_cancel_stops_the_search_at_once_and_its_answer_never_comes(worker):
    worker.ask("slyde", {"size": 12}, [], "max", "s", seconds=30)
    time.sleep(0.3)
    started = time.monotonic()
    worker.cancel()
    assert not worker.is_thinking
    worker.ask("slyde", {"size": 6}, [], "greedy", "s")
    answer = wait(worker)
    assert time.monotonic() - started < 5  # the 30 s search did not hold the worker
    assert new_game(6).parse_move(answer.move) in new_game(6).legal_moves()


def test_move_now_answers_at_once_with_a_legal_move(worker):
    worker.ask("slyde", {"size": 12}, ["f3-f4"], "max", "s", seconds=60)
    time.sleep(0.5)
    started = time.monotonic()
    worker.hurry()
    answer = wait(worker)
    assert time.monotonic() - started < 5
    state = new_game(12).play(new_game(12).parse_move("f3-f4"))
    assert state.parse_move(answer.move) in state.legal_moves()


def test_the_worker_plays_slide_from_the_seat_to_move(monkeypatch):
    """A spy in the worker's place of the player: what it is handed is the view of the
    seat to move, no face-down value in it, and its choice is the answer."""
    seen = []

    class Spy:
        level = "spy"

        def choose(self, view, budget=None, should_stop=None):
            seen.append(view)
            return view.legal_moves()[-1]

    monkeypatch.setattr(worker_module, "make_player", lambda level, seed: Spy())
    parent, child = multiprocessing.Pipe()
    serving = threading.Thread(target=worker_module._serve, args=(child,), daemon=True)
    serving.start()
    deck = list(slide.shuffled_deck(3))
    parent.send(Request(1, "slide", {"players": 3, "deck": deck}, ("flip a1", "flip b2"), "normal", "s"))
    assert parent.poll(20)
    answer = parent.recv()
    parent.send(Control.QUIT)
    serving.join(5)
    state = slide.new_game(3, deck=deck)
    for text in ("flip a1", "flip b2"):
        state = state.play(state.parse_move(text))
    (view,) = seen
    assert isinstance(view, slide.SlideView) and view.seat == state.to_move == 2
    known = view.known
    for seat in range(3):
        for cell in range(16):
            if not known.up[seat] >> cell & 1:
                assert known.cards[seat][cell] == 0  # no face-down value, the seat's own included
    assert known.picked[0] == known.picked[1] == -2  # the others' picks: made, not shown
    assert answer.move == state.format_move(view.legal_moves()[-1])


def test_a_bad_request_gets_an_error_not_a_dead_worker(worker):
    worker.ask("slyde", {"size": 6}, ["a1-a2"], "normal", "s", playouts=10)
    answer = wait(worker)
    assert answer.move is None and "illegal move" in answer.error
    worker.ask("slyde", {"size": 6}, [], "random", "s")
    assert wait(worker).move is not None


def test_a_crashed_worker_is_restarted_and_asked_again():
    worker = Worker()
    try:
        worker.ask("slyde", {"size": 8}, [], "hard", "s", seconds=5)
        worker._send(Control.CRASH)
        time.sleep(0.5)
        answer = wait(worker, 40)
        assert answer.move is not None
        assert worker.restarts == 1
    finally:
        worker.close()


@pytest.mark.parametrize("found", ["by a poll", "by a message"])
def test_a_worker_whose_process_cannot_start_is_given_up_and_every_request_answered_with_why(monkeypatch, found):
    monkeypatch.setattr(worker_module, "serve", dies_at_once)
    if found == "by a message":  # each process gone before anything is sent to it: every message fails
        start = Worker._start

        def started_and_gone(worker):
            process, conn = start(worker)
            process.join(10)
            return process, conn

        monkeypatch.setattr(Worker, "_start", started_and_gone)
    worker = Worker()
    try:
        worker.prepare_for("slyde")  # said to a process that is gone: nothing raised
        worker.ask("slyde", {"size": 6}, [], "normal", "s", playouts=10)
        answer = wait(worker, 60)
        assert answer.move is None and answer.error == CANNOT_RUN
        assert worker.broken and worker.restarts == MOST_RESTARTS + 1
        worker.ask("slyde", {"size": 6}, [], "random", "t")
        worker.hurry()
        assert wait(worker, 1).error == CANNOT_RUN and worker.restarts == MOST_RESTARTS + 1  # no more tries
        worker.ask("slyde", {"size": 6}, [], "random", "u")
        worker.cancel()
        assert worker.poll() is None and not worker.is_thinking
    finally:
        worker.close()


def test_a_system_that_refuses_the_worker_a_process_gets_every_request_answered_with_why(monkeypatch):
    def refused(process):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.get_context("spawn").Process, "start", refused)
    worker = Worker()
    try:
        worker.ask("slyde", {"size": 6}, [], "random", "s")
        answer = wait(worker, 1)
        assert answer.move is None and answer.error == CANNOT_RUN and worker.broken
    finally:
        worker.close()


def test_a_system_that_refuses_the_worker_a_pipe_gets_every_request_answered_with_why(monkeypatch):
    """Where no file is left for a pipe (a low limit on open files), the window still
    opens: the worker is one that cannot run, not an error in the setup that made it."""

    def refused(*args, **kwargs):
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(multiprocessing.get_context("spawn"), "Pipe", refused)
    worker = Worker()
    try:
        assert worker.broken
        worker.prepare_for("slyde")  # as a setup asks at once
        worker.ask("slyde", {"size": 6}, [], "random", "s")
        answer = wait(worker, 1)
        assert answer.move is None and answer.error == CANNOT_RUN
        worker.cancel()
    finally:
        worker.close()


def test_the_worker_says_once_its_search_is_ready_and_a_restarted_one_says_it_again():
    worker = Worker()
    try:
        assert not worker.ready  # nothing heard from the process yet
        worker.prepare_for("slyde")
        deadline = time.monotonic() + 180  # at the idle priority, on cores busy with other programs, a minute or more
        while not worker.ready and time.monotonic() < deadline:
            worker.poll()
            time.sleep(0.01)
        assert worker.ready and not worker.getting_ready("slyde", "normal")
        worker.ask("slyde", {"size": 6}, [], "normal", "s", playouts=50)
        worker._send(Control.CRASH)
        time.sleep(0.5)
        answer = wait(worker, 40)  # asked again of a new process, which readied its search first
        assert worker.restarts == 1 and worker.ready and answer.move is not None
    finally:
        worker.close()


def test_a_game_whose_levels_need_no_compiled_search_is_answered_without_readying_it():
    worker = Worker()
    try:
        worker.prepare_for("slide")  # nothing to ready: Slide's levels search in Python
        assert not worker.getting_ready("slide", "normal") and not worker.getting_ready("slyde", "easy")
        assert worker.getting_ready("slyde", "normal")
        worker.ask("slide", {"players": 2}, [], "normal", "s", playouts=20)
        answer = wait(worker, 40)
        assert answer.move is not None and answer.move.startswith("flip")
        worker.poll()
        assert not worker.ready  # its compiled search was never readied
    finally:
        worker.close()


def test_a_word_to_prepare_during_a_search_neither_stops_it_nor_drops_its_answer():
    worker = Worker()
    try:
        worker.ask("slide", {"players": 2}, [], "normal", "s", seconds=1.0)
        worker.prepare_for("slyde")  # as a setup screen opened meanwhile would
        answer = wait(worker, 60)
        assert answer.move is not None and answer.move.startswith("flip")
        deadline = time.monotonic() + 60
        while not worker.ready and time.monotonic() < deadline:  # readied once the search was done
            worker.poll()
            time.sleep(0.01)
        assert worker.ready
    finally:
        worker.close()


def test_the_worker_keeps_only_the_players_of_its_latest_requests():
    recent = RecentPlayers(keep=2)
    first = recent.get("hard", "game1/hard")
    assert recent.get("hard", "game1/hard") is first  # same side, same tree
    recent.get("easy", "game1/easy")
    recent.get("hard", "game1/hard")  # used again: now the newest
    recent.get("normal", "game2/normal")  # a new game pushes out the least recent
    assert set(recent.players) == {("hard", "game1/hard"), ("normal", "game2/normal")}
    assert recent.get("hard", "game1/hard") is first
    recent.get("easy", "game1/easy")  # made again when asked again
    assert set(recent.players) == {("hard", "game1/hard"), ("easy", "game1/easy")}


def test_the_worker_thinks_at_a_lower_priority_than_the_window():
    worker = Worker(patience=3600)  # never late here, however busy the machine running the tests
    try:
        worker.ask("slyde", {"size": 6}, [], "greedy", "s")
        wait(worker, 60)
        lowest = worker_module.LOWEST_PRIORITY  # a process niced to 10 or more gives its worker the lowest
        assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= min(lowest, os.getpriority(os.PRIO_PROCESS, 0) + 10)
        assert os.sched_getscheduler(worker.pid) == os.SCHED_IDLE  # only a core nobody else wants
        assert worker.yields
    finally:
        worker.close()


def test_a_worker_found_late_while_it_is_still_starting_stays_among_ordinary_programs():
    """Late before its process has even started (a busy machine): the switch holds,
    since the worker's priority is set by the window, in order, not by the worker
    itself once it has started."""
    worker = Worker(patience=0.0)
    try:
        assert os.sched_getscheduler(worker.pid) == os.SCHED_IDLE  # from the start, before any request
        worker.ask("slyde", {"size": 6}, [], "greedy", "s", seconds=0.0)
        while worker.yields:
            assert worker.poll() is None
        answer = wait(worker, 60)  # the process has started and served
        assert answer is not None
        worker.ask("slyde", {"size": 6}, [], "greedy", "s")
        wait(worker, 60)
        assert not worker.yields and os.sched_getscheduler(worker.pid) == os.SCHED_OTHER
    finally:
        worker.close()


def test_a_late_answer_puts_the_worker_among_ordinary_programs():
    worker = Worker(patience=0.3)
    try:
        worker.ask("slyde", {"size": 12}, [], "max", "s", seconds=30)
        asked = time.monotonic()
        time.sleep(0.45)
        worker.poll()
        assert worker.yields  # its 30 s are not over
        assert not worker.is_late(asked + 30.0) and worker.is_late(asked + 31.0)
        worker.cancel()
        worker.ask("slyde", {"size": 12}, [], "max", "s", playouts=10**9)
        time.sleep(0.45)
        worker.poll()  # no time budget: late after the patience alone
        assert not worker.yields
        assert os.sched_getscheduler(worker.pid) == os.SCHED_OTHER
        lowest = worker_module.LOWEST_PRIORITY  # a process niced to 10 or more gives its worker the lowest
        assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= min(lowest, os.getpriority(os.PRIO_PROCESS, 0) + 10)
        worker.cancel()
    finally:
        worker.close()


def test_an_answer_asked_for_now_is_due_now_however_long_its_budget():
    """ "Move now" on a machine whose cores are all busy: a worker starved at the idle
    priority is late a patience after the asking, not after the level's 30 s."""
    worker = Worker(patience=0.3)
    try:
        worker.ask("slyde", {"size": 12}, [], "max", "s", seconds=30)
        hurried = time.monotonic()
        worker.hurry()
        assert not worker.is_late(hurried + 0.2) and worker.is_late(hurried + 0.4)
        assert wait(worker, 60) is not None  # and it answers, with its best so far
    finally:
        worker.close()


def test_a_weighing_request_weighs_every_move_of_the_seat_to_move_best_first(worker):
    state, rng, moves = registry.new_game("slide", {"players": 2, "seed": 5}), Random(3), []
    while not (state.ply > 20 and state.format_move(state.legal_moves()[0]).startswith("take")):
        move = rng.choice(state.legal_moves())
        moves.append(state.format_move(move))
        state = state.play(move)
    worker.ask("slide", state.options, moves, WEIGH, "w", playouts=40)
    answer = wait(worker)
    assert {text for text, _ in answer.weighed} == {state.format_move(move) for move in state.legal_moves()}
    # best first as the weighing ranked them (its figures measured on other deals), as the judge weighs
    assert answer.move == answer.weighed[0][0] and answer.weighed == weighed_texts(state, weigh_moves(state, 40, "w"))
