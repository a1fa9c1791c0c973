"""The commands' printed output: a write to standard output that fails (a full disk,
a reader gone) is told apart from the files a command reads and writes itself, so
that the command ends with words rather than a traceback."""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Iterator
from typing import Any, TextIO, cast

from ..records import refusal


class OutputError(OSError):
    """Standard output could not be written."""


class GuardedOutput:
    """A text stream whose failed writes raise `OutputError`; all else is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        try:
            return self.stream.write(text)
        except OSError as error:
            raise OutputError(error.errno, refusal(error)) from error

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as error:
            raise OutputError(error.errno, refusal(error)) from error

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class ClosedOutput:
    """Where standard output was closed before the program started (`command >&-`),
    Python has none, and would drop every line without a word: each write fails."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    def flush(self) -> None:
        pass  # nothing was written


@contextlib.contextmanager
def guarded_stdout() -> Iterator[None]:
    """Standard output guarded (see `GuardedOutput`) while the command runs; a closed one
    fails at the first line written (the window writes none)."""
    before = sys.stdout
    sys.stdout = GuardedOutput(before if before is not None else cast(TextIO, ClosedOutput()))
    try:
        yield
    finally:
        sys.stdout = before


def unwritten(error: OSError, command: str) -> int:
    """The words and status for output that could not be written: a reader gone
    (`... | head`) needs no words; all else is said on standard error. Standard output
    is then silenced (see `silence_stdout`)."""
    silence_stdout()
    if error.errno != errno.EPIPE:
        with contextlib.suppress(OSError, ValueError):
            print(f"{command}: error: cannot write the output: {refusal(error)}", file=sys.stderr)
    return 1


def silence_stdout() -> None:
    """Point standard output at nothing, so that the interpreter's last flush on
    the way out cannot fail again and print a traceback."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
