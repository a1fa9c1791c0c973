"""The XDG base directories, read as their specification says: where a Linux desktop
keeps a program's data and configuration (the data folder, the desktop entries)."""

from __future__ import annotations

import errno
import os
from pathlib import Path


def base_directory(variable: str, *usual: str) -> Path:
    """The folder `variable` names where that is an absolute path (the specification
    has a relative one ignored), else `usual` in the home folder; OSError where no
    home folder is known (nor a relative $HOME taken for one)."""
    named = os.environ.get(variable, "")
    if os.path.isabs(named):
        return Path(named)
    try:
        home = Path.home()
    except RuntimeError:  # no $HOME, and no account to find it from
        home = Path()
    if not home.is_absolute():
        raise OSError(errno.ENOENT, f"no home folder is known: set HOME or {variable}")
    return home.joinpath(*usual)


def data_home() -> Path:
    return base_directory("XDG_DATA_HOME", ".local", "share")


def config_home() -> Path:
    return base_directory("XDG_CONFIG_HOME", ".config")
