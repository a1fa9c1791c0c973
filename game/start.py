"""The program's first step, `python main.py` and `python -m game`: a package the game
needs but this Python lacks is named, with the command that sets it up, rather than
shown as a traceback. Standard library only, so that it runs before anything else."""

from __future__ import annotations

import os
import sys

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


def run() -> int:
    """The command line, or the words above when a requirement is missing."""
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
    except KeyboardInterrupt:  # Ctrl+C while the program loads: stopped in words, as later
        print("stopped", file=sys.stderr)
        return 130
    return entry()
