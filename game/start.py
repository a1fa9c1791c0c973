"""The program's first step, `python main.py` and `python -m game`: a package the game
needs but this Python lacks is named, with the command that sets it up, rather than
shown as a traceback; Ctrl+C while the game loads stops it in words; and limits on
open files and memory lower than the game needs are lifted before anything loads
(`system_limits`). Standard library only, so that it runs before anything else."""

from __future__ import annotations

import os
import signal
import sys
from types import FrameType

from game.system_limits import shortfall

SETUP = "python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt && .venv/bin/python main.py"

PACKAGES = {"numpy": "numpy", "numba": "numba", "llvmlite": "llvmlite", "pygame": "pygame-ce"}  # module: package


def missing_package(error: ModuleNotFoundError) -> str | None:
    """The package (as pip names it) whose absence `error` reports, or None when it is
    not one of the game's own requirements (a fault to show as it is)."""
    return PACKAGES.get((error.name or "").partition(".")[0])


def setup_words(package: str) -> str:
    """What to say when `package` is missing: which one, and how to set it up."""
    return (
        f"Slyde Arcade needs {package}, which this Python ({sys.executable}) does not have.\n"
        f"Set it up with the first command of the README:\n    {SETUP}"
    )


_ASKED: list[int] = []  # the stop signals that came while the game loaded


def _note(signum: int, frame: FrameType | None) -> None:
    _ASKED.append(signum)


def hold_stops() -> None:
    """Ctrl+C from now on noted, not raised, until `released`: raised inside an import, a
    KeyboardInterrupt can come out as another error (numpy's compiled part reports it as
    a failed import, with a page of advice). A Ctrl+C the program was started to ignore
    (a background job's) stays ignored. The standalone build calls this before its own
    start-up hooks run (tools/hold-stops.py)."""
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _note)


def released() -> bool:
    """Whether Ctrl+C came while held; from now on it raises KeyboardInterrupt again."""
    if signal.getsignal(signal.SIGINT) is _note:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    return bool(_ASKED)


def run() -> int:
    """The command line, or the words above when a requirement is missing."""
    hold_stops()
    short = shortfall()  # lifted before the libraries load: too little memory, and they cannot
    if sys.stderr is None:  # closed before the program started (`2>&-`): Python would print its words as output
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (for the program's life)
    try:
        from game.cli import entry
    except ModuleNotFoundError as error:
        package = missing_package(error)
        if package is None:
            raise
        print(setup_words(package), file=sys.stderr)
        return 2
    except (ImportError, MemoryError):
        if short is None:
            raise
        print(f"Slyde Arcade cannot load: {short}", file=sys.stderr)
        return 2
    if released():  # Ctrl+C while the game loaded: stopped in words, as later
        print("stopped", file=sys.stderr)
        return 130
    return entry()
