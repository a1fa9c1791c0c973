"""Checking, before any work, that a result can be written where it is asked to go."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from ..records import shown_path


def is_folder(path: Path) -> bool:
    """Whether `path` is a folder; False for a path the system cannot even look up (a name too long)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def unwritable(path: Path) -> str | None:
    """Why a record cannot be written to `path` (a file to create or replace), or None."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        return error.strerror or "it cannot be looked up"
    if mode is not None and stat.S_ISDIR(mode):
        return "it is a folder"
    if mode is not None and not stat.S_ISREG(mode):
        return "it is not a regular file (a pipe or a device is never replaced)"
    folder = path.parent
    if not is_folder(folder):
        return f"there is no folder {shown_path(folder)}"
    try:
        _try_a_file_in(folder)
    except OSError as error:
        return f"its folder {shown_path(folder)} takes no new files ({error.strerror or 'refused'})"
    return None


def check_folder(folder: Path) -> None:
    """ValueError, before any game is played, if records cannot be written to `folder`."""
    if os.path.lexists(folder) and not is_folder(folder):
        raise ValueError(f"cannot write records to {shown_path(folder)}: it is not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _try_a_file_in(folder)
    except OSError as error:
        raise ValueError(f"cannot write records to {shown_path(folder)}: {error.strerror or 'not a folder'}") from None


def _try_a_file_in(folder: Path) -> None:
    """OSError where `folder` takes no new file. The file tried has a name of its own
    (what stands at a name known beforehand, a planted link, would be written through)
    and goes at once."""
    with tempfile.TemporaryFile(dir=folder):
        pass
