"""numba's compiler, for the rules and the search that run compiled.

`compiled` is numba's `njit` with its machine code kept on disk, beside the source
or in the user's cache, so that a process loads it in a fraction of a second rather
than compiling for several. Where numba finds nowhere to write (an install that
cannot be written to, run by someone whose home cannot be either), each process
compiles afresh instead of failing; where what it kept cannot be read (damaged on
disk), `forget_cache` lets the next calls compile afresh and keep it again.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any, TypeVar, cast

from numba import njit

Function = TypeVar("Function", bound=Callable[..., Any])

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
_CACHED: list[Any] = []  # the compiled functions whose machine code is kept on disk


def compiled(**options: Any) -> Callable[[Function], Function]:
    """A decorator: `njit(**options)`, cached on disk where that can be."""

    def decorate(function: Function) -> Function:
        try:
            dispatcher = njit(cache=True, **options)(function)
        except RuntimeError:  # "no locator available": no folder numba may write to
            return cast(Function, njit(**options)(function))
        _CACHED.append(dispatcher)
        return cast(Function, dispatcher)

    return decorate


def forget_cache() -> None:
    """Empty every compiled function's cache on disk, so that each compiles afresh on
    its next call and keeps that instead."""
    for dispatcher in _CACHED:
        dispatcher._cache.flush()  # numba's own cache object (numba is pinned)


def warm(first_calls: Callable[[], object]) -> None:
    """Run `first_calls`, which compile some functions or load them from numba's cache,
    with Ctrl+C held back; a cache that cannot be read (an unreadable pickle, a file cut
    short) is emptied and everything compiled afresh."""
    with interrupts_held():
        try:
            first_calls()
        except Exception:
            forget_cache()
            first_calls()


@contextlib.contextmanager
def interrupts_held() -> Iterator[None]:
    """Ctrl+C and kills held back until the block is done, then sent again to whatever
    handles them. Raised while numba compiles, Ctrl+C lands in a callback of the
    compiler, which prints it with a traceback and carries on as if nothing had been
    asked. Only the main thread may change how signals are handled; elsewhere, and for
    a signal handled outside Python (SDL's kill), the block runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    asked: list[int] = []
    before = {number: signal.getsignal(number) for number in STOP_SIGNALS}
    held = {number: handler for number, handler in before.items() if handler is not None}
    for number in held:
        signal.signal(number, lambda number, frame: asked.append(number))
    try:
        yield
    finally:
        for number, handler in held.items():
            signal.signal(number, handler)
    for sent in dict.fromkeys(asked):
        signal.raise_signal(sent)
