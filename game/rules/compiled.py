"""numba's compiler, for the rules and the search that run compiled.

`compiled` is numba's `njit` with its machine code kept on disk, beside the source
or in the user's cache, so that a process loads it in a fraction of a second rather
than compiling for several. Where numba finds nowhere to write (an install that
cannot be written to, run by someone whose home cannot be either), each process
compiles afresh instead of failing; where what it kept cannot be read (damaged on
disk), `forget_cache` lets the next calls compile afresh and keep it again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from numba import njit

Function = TypeVar("Function", bound=Callable[..., Any])

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
    """Run `first_calls`, which compile some functions or load them from numba's cache;
    a cache that cannot be read (an unreadable pickle, a file cut short) is emptied and
    everything compiled afresh."""
    try:
        first_calls()
    except Exception:
        forget_cache()
        first_calls()
