"""The system's limits on a process, lifted where they are lower than the window
needs: open files (its fonts, the display's connections, the computers' pipes) and
memory (its libraries, its threads and the display's drivers). A process may raise
its own limit up to the hard one the system sets. Lifted at the program's first step,
before its libraries load; where even the hard limit is too low, the window's start
says so, rather than open a window that stays blank or fail in SDL's words. Standard
library only."""

from __future__ import annotations

import contextlib

GIB = 2**30
# (the limit, the least the window needs, what a lower limit is lifted to (within the
# hard one), in what unit it is said, and how a shell sets it). A long session keeps
# some 50 files open (fonts, the display, the computers' and the coach's pipes): a
# lower limit goes up to the usual 1,024, as far as the system allows.
NEEDS = (
    ("RLIMIT_NOFILE", 64, 1024, 1, "open files at once", "ulimit -n"),
    ("RLIMIT_AS", 2 * GIB, 2 * GIB, 2**20, "MB of memory", "ulimit -v"),
)


def shortfall() -> str | None:
    """Lift each limit below the window's need as far as the system allows; why the
    window cannot open where even that is short of it (the first such), else None."""
    try:
        import resource
    except ImportError:  # a system without such limits
        return None
    short = None
    for name, needed, lifted, unit, what, shell in NEEDS:
        kind = getattr(resource, name, None)
        if kind is None:
            continue
        soft, hard = resource.getrlimit(kind)
        if soft == resource.RLIM_INFINITY or soft >= needed:
            continue
        if hard != resource.RLIM_INFINITY and hard < needed:
            short = (
                short or f"the system allows only {hard // unit} {what} ({shell}), and the game needs {needed // unit}"
            )
        with contextlib.suppress(ValueError, OSError):  # a system that refuses even this: as it was
            resource.setrlimit(kind, (lifted if hard == resource.RLIM_INFINITY else min(lifted, hard), hard))
    return short
