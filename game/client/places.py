"""Where the app keeps what a person made, inside its data folder: one place for every path."""

from __future__ import annotations

import time
from pathlib import Path


def autosave_path(data: Path) -> Path:
    """The game in progress, saved after every move."""
    return data / "autosave.json"


def saves_dir(data: Path) -> Path:
    """Saved and finished games."""
    return data / "saves"


def save_stem(game: str, kind: str = "") -> str:
    """How a saved game's file is named (`records.write_new` adds a number where one
    second saw several): the game, the time, what it is ("finished", "unfinished", "review")."""
    return f"{game}-{time.strftime('%Y%m%d-%H%M%S')}" + (f"-{kind}" if kind else "")


def settings_path(data: Path) -> Path:
    return data / "settings.json"


def choices_path(data: Path) -> Path:
    """The setup's last choices for each game."""
    return data / "setup.json"


def errors_log(data: Path) -> Path:
    return data / "errors.log"
