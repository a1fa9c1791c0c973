"""errors.log in the data folder: every unexpected error the window recovered from,
with its traceback, the last few logs kept. Writing it never blocks and never fails
the recovery (a pipe or a device in its place is left alone)."""

from __future__ import annotations

import os
import stat
import time
import traceback
from pathlib import Path

from .places import errors_log

LOG_BYTES, LOG_BACKUPS = 256_000, 3


def log_error(folder: Path, message: str) -> bool:
    """Append `message` and the traceback of the error being handled to errors.log
    in the data folder (never the console), keeping the last few logs of
    LOG_BYTES each. False when it cannot be written: the recovery goes on."""
    path = errors_log(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if _regular_size(path) > LOG_BYTES:
            for number in range(LOG_BACKUPS - 1, 0, -1):
                older = path.with_name(f"errors.log.{number}")
                if _regular_size(older) >= 0:
                    os.replace(older, path.with_name(f"errors.log.{number + 1}"))
            os.replace(path, path.with_name("errors.log.1"))
        # opened without blocking and only if it is a regular file: a pipe or a device
        # named errors.log must never hold up the recovery
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
        with os.fdopen(descriptor, "a", encoding="utf-8", errors="backslashreplace") as log:  # a name not UTF-8 too
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                return False
            log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {message}\n{traceback.format_exc()}\n")
        return True
    except (OSError, ValueError):
        return False


def _regular_size(path: Path) -> int:
    """The size of the regular file at `path`; -1 if there is none (or something else is there)."""
    try:
        status = os.stat(path)
    except OSError:
        return -1
    return status.st_size if stat.S_ISREG(status.st_mode) else -1
