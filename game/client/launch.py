"""Starting the window from the command line's options: the one place that knows
every scene (it hands their names to the app)."""

from __future__ import annotations

from .app import App
from .scenes import SCENES


def start(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    demo: bool = False,
    game: str | None = None,
) -> int:
    app = App(size or (1280, 720), fullscreen=fullscreen or kiosk, kiosk=kiosk, scenes=SCENES)
    app.push(app.make("home"))
    if demo:
        app.reset(app.make("idle"))
    elif game is not None:
        app.push(app.make("setup", game))
    app.run()
    return 0
