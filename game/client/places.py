"""Where the app keeps what a person made, inside its data folder: one place for every path."""

from __future__ import annotations

from pathlib import Path


def autosave_path(data: Path) -> Path:
    """The game in progress, saved after every move."""
    return data / "autosave.json"


def saves_dir(data: Path) -> Path:
    """Saved and finished games."""
    return data / "saves"


def settings_path(data: Path) -> Path:
    return data / "settings.json"


def choices_path(data: Path) -> Path:
    """The setup's last choices for each game."""
    return data / "setup.json"


def errors_log(data: Path) -> Path:
    return data / "errors.log"
