"""Ctrl+C and kills held back where they would do harm, then heard.

Heard while numba compiles, Ctrl+C lands in a callback of the compiler, which
prints it with a traceback and carries on as if nothing had been asked. Heard
while a helper process (a computer player's, a review's judge) starts, a stop
leaves the new process half its orders, and it prints a traceback of its own; and
Ctrl+C in a terminal reaches every process of the program, a helper still starting
among them. So a start holds the stops in the starter and in the new process,
whose first step, `settle`, ignores Ctrl+C (its starter decides what a stop means)
and lets kills through again, so that its starter can stop it. Where the program
takes a stop over (`take_over`), one it was started to ignore stays ignored.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
MASKS = hasattr(signal, "pthread_sigmask")  # a process may hold signals back (POSIX)


@contextlib.contextmanager
def held() -> Iterator[None]:
    """Ctrl+C and kills that Python handles held back until the block is done, then
    sent again to whatever handles them. One that ends the process at once (a helper's
    kill, which its starter may send while it compiles) or is ignored stays so. Only the
    main thread may change how signals are handled; elsewhere, and for a signal handled
    outside Python (SDL's kill), the block runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    asked: list[int] = []
    kept = {number: handler for number in STOP_SIGNALS if callable(handler := signal.getsignal(number))}
    for number in kept:
        signal.signal(number, lambda number, frame: asked.append(number))
    try:
        yield
    finally:
        for number, handler in kept.items():
            signal.signal(number, handler)
    for sent in dict.fromkeys(asked):
        signal.raise_signal(sent)


@contextlib.contextmanager
def held_through_starts() -> Iterator[None]:
    """`held`, for a block that starts processes and takes note of them: the processes
    begin with the stops held too (until they `settle`), where the system can hold
    signals back (POSIX; on Windows a process starts as it would without this)."""
    with held():
        if not MASKS:
            yield
            return
        from multiprocessing import resource_tracker  # (POSIX's)

        resource_tracker.ensure_running()  # started first: its own start lets every signal through again
        before = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        try:
            yield
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, before)


def take_over(numbers: Iterable[int], handler: Callable[[int, Any], Any]) -> dict[int, Any]:
    """`handler` set for each signal of `numbers` but one the program was started to
    ignore, which stays so (`nohup`'s closed terminal, a shell's background job's
    Ctrl+C); the handlers it replaced, to be put back."""
    return {number: signal.signal(number, handler) for number in numbers if signal.getsignal(number) != signal.SIG_IGN}


def settle() -> None:
    """A helper process's first step: Ctrl+C ignored (also one sent while it started),
    kills heard again."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if MASKS:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
