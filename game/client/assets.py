"""The files the window uses, found through the package (never the current folder),
so an installed or frozen program finds them as a checkout does."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pygame


def asset_path(name: str) -> Path:
    """Where the asset `name` lies in the installed package."""
    return Path(str(resources.files("game") / "assets" / name))


def load_image(name: str) -> pygame.Surface | None:
    """The image `name` from the assets, or None when it cannot be read (the window
    goes on without it)."""
    try:
        return pygame.image.load(str(asset_path(name)))
    except (pygame.error, OSError):
        return None
