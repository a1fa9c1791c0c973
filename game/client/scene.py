"""A screen of the app, and its lifecycle on the app's stack of scenes.

A scene is pushed (`enter`), may be covered by another and uncovered again
(`enter` once more), and is finally popped or replaced (`exit`). Between, it
gets intents, fixed `update` steps and a `draw` per frame, and never blocks.
Scenes never import one another: they ask the app for the scene they want by
name (`App.make`), and the code that starts the app says which scene each name is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import Intent

if TYPE_CHECKING:
    from .app import App


class Scene:
    """One screen. Gets intents, fixed `update` steps and a `draw` per frame; never blocks."""

    overlay = False  # True: the scene below is drawn first
    kiosk_idle_s: float | None = 300.0  # in kiosk mode, untouched this long: back to attract mode

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed, or uncovered again."""

    def exit(self) -> None:
        """Popped or replaced: let go of what it holds."""

    def handle(self, intent: Intent) -> None: ...

    def update(self, dt_s: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def message_area(self) -> pygame.Rect | None:
        """Where messages may show without covering anything that matters (None: the
        bottom of the window)."""
        return None

    def is_moving(self) -> bool:
        """Whether the scene's picture changes with time alone (an animation, a
        clock shown, a pulse); a still scene is drawn again only after input."""
        return True
