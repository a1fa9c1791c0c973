"""Starting a helper process (a computer player's, a review's judge) so that a stop
never catches it halfway.

Stopped while it starts, a new process reads half its orders and prints a
traceback; Ctrl+C in the terminal reaches every process of the program, and one
still starting would print its own. So Ctrl+C and a kill are held back while a
process starts, and the new process starts with them held too: its first step,
`settle`, ignores Ctrl+C (its starter decides what a stop means) and lets kills
through again, so that its starter can stop it.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from multiprocessing import resource_tracker

from ..rules.compiled import STOP_SIGNALS, interrupts_held


@contextlib.contextmanager
def stops_held() -> Iterator[None]:
    """Ctrl+C and kills held back through the block (which starts processes and takes
    note of them), then heard; the processes started in it begin with them held."""
    with interrupts_held():
        resource_tracker.ensure_running()  # started first: its own start lets every signal through again
        before = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        try:
            yield
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, before)


def settle() -> None:
    """A helper process's first step: Ctrl+C ignored (also one sent while it started),
    kills heard again."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
