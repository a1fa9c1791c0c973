"""The process's standard error sent nowhere for a moment: SDL's C side prints its own
errors while it looks for a device (a sound card, a display), and where the game
finds none it says so itself, in its own words, or plays on without."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    try:
        sys.stderr.flush()
        kept = os.dup(2)
    except (OSError, ValueError):  # no standard error to quiet
        yield
        return
    try:
        with open(os.devnull, "wb") as nowhere:
            os.dup2(nowhere.fileno(), 2)
        yield
    finally:
        os.dup2(kept, 2)
        os.close(kept)
