"""Starting the window from the command line's options."""

from __future__ import annotations

from .app import App
from .scenes.menu import MenuScene
from .scenes.setup import SetupScene


def start(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    demo: bool = False,
    game: str | None = None,
) -> int:
    app = App(size or (1280, 720), fullscreen=fullscreen or kiosk, kiosk=kiosk)
    app.push(MenuScene(app))
    if demo:
        from .scenes.attract import AttractScene

        app.reset(AttractScene(app))
    elif game is not None:
        app.push(SetupScene(app, game))
    app.run()
    return 0
