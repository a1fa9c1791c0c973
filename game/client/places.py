"""Where the app keeps what a person made, inside its data folder: one place for every path."""

from __future__ import annotations

import time
from pathlib import Path

from .. import records


def autosave_path(data: Path) -> Path:
    """The game in progress, saved after every move."""
    return data / "autosave.json"


def saves_dir(data: Path) -> Path:
    """Saved and finished games."""
    return data / "saves"


def new_save_path(data: Path, game: str, kind: str = "") -> Path:
    """A name among the saved games that no file has yet: the game, the time, what it
    is ("finished", "unfinished", "review"), and a number where one second saw several."""
    stem = f"{game}-{time.strftime('%Y%m%d-%H%M%S')}" + (f"-{kind}" if kind else "")
    return records.unused_path(saves_dir(data), stem)


def settings_path(data: Path) -> Path:
    return data / "settings.json"


def choices_path(data: Path) -> Path:
    """The setup's last choices for each game."""
    return data / "setup.json"


def errors_log(data: Path) -> Path:
    return data / "errors.log"
