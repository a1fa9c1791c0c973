"""One window at a time keeps its game in the data folder's autosave (Resume).

A second window on the same folder would otherwise set the first one's autosave
aside, or overwrite it with its own game. The first window holds a lock on a
file in the folder for as long as it runs (the system drops it when the process
ends, even when it is killed); a window that cannot take it keeps each of its
games among the saved games instead, and never touches the autosave. A folder
deleted while the window runs takes its lock file with it, so the window asks again
before each write of the autosave (`holds`): it takes the lock anew on a new file, or,
where a window started since has taken it, keeps its game among the saved games.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import IO

from .. import records

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

try:
    import msvcrt
except ImportError:  # everything but Windows
    msvcrt = None  # type: ignore[assignment]


class DataLock:
    def __init__(self, folder: Path) -> None:
        """Try to take the folder's lock; `held` says whether this window has it."""
        self._file: IO[bytes] | None = None
        self.path = folder / "window.lock"
        self.refused: str | None = None  # why the folder took no lock file, if it did not
        self.held = self._take(self.path)

    def holds(self) -> bool:
        """Whether this window holds the folder's lock now. Where its file has gone (the
        folder deleted), it takes the lock again on a new one, unless another window
        took that first; a window that never held the lock does not take it later."""
        if self.held and not self._in_place():
            self.release()
            with contextlib.suppress(OSError):  # the lock first, then the autosave that remakes the folder
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self.held = self._take(self.path)
        return self.held

    def _in_place(self) -> bool:
        """Whether the file this window locked is still the one at the lock's path."""
        if self._file is None:
            return False  # the folder took no file when the window opened: try again
        try:
            here, held = os.stat(self.path), os.fstat(self._file.fileno())
        except OSError:
            return False
        return (here.st_dev, here.st_ino) == (held.st_dev, held.st_ino)

    def _take(self, path: Path) -> bool:
        with contextlib.suppress(OSError):  # nothing there, or nothing to be done about it
            if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe, a device or a folder takes no lock that holds
                records.keep_aside(path)  # the name itself moves (a link, not what it points to)
        try:
            file = open(path, "a+b")  # noqa: SIM115 (kept open while the window runs)
        except OSError as error:  # no folder yet is no refusal: the first file kept makes it
            self.refused = None if isinstance(error, FileNotFoundError) else records.refusal(error)
            return True  # a folder that takes no files keeps no autosave either: nothing to guard
        self.refused = None
        try:
            if fcntl is not None:
                fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            elif msvcrt is not None:
                file.seek(0)
                msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            file.close()
            return False
        self._file = file
        return True

    def release(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
