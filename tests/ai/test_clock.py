"""The search's clock: how often it looks at the time decides how close a search ends to its budget."""

import time

from game.ai.mcts import CHECK_EVERY_S, Budget, Clock


def watched(clock: Clock) -> list[int]:
    """The iteration counts at which `clock` read the time, from now on."""
    looked: list[int] = []
    elapsed = clock.elapsed

    def reading() -> float:
        looked.append(clock.done)
        return elapsed()

    clock.elapsed = reading  # type: ignore[method-assign]
    return looked


def test_slow_iterations_end_a_search_close_to_its_time():
    clock = Clock(Budget(seconds=0.06), None)
    clock.run(lambda count: time.sleep(2 * CHECK_EVERY_S), 1.0)  # iterations slower than the clock's pace
    assert clock.done <= 8  # about 0.06 s of 0.01 s iterations, not the 16 before a first look


def test_quick_iterations_read_the_clock_only_every_sixteen():
    clock = Clock(Budget(seconds=60.0), lambda: clock.done >= 320)
    looked = watched(clock)
    clock.run(lambda count: None, 1.0)  # the clock costs more than such an iteration
    assert clock.stopped and len(set(looked)) <= 320 // 16 + 3  # one look (a reading or two) each sixteen
