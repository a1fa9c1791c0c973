"""Starting the window from the command line's options: the one place that knows
every scene (it hands their names to the app)."""

from __future__ import annotations

from pathlib import Path

from .app import App
from .scenes import SCENES
from .settings import data_dir


class UnusableFolder(OSError):
    """The data folder cannot hold settings and saves: the window is not opened."""


def usable_folder(folder: Path) -> str | None:
    """Why the data folder cannot hold settings and saves, or None when it can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_dir():
            return "it is not a folder"
    except FileExistsError:
        return "it is not a folder"
    except OSError as error:
        return error.strerror or "it cannot be made"
    return None


def start(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    demo: bool = False,
    game: str | None = None,
    learn: str | None = None,
) -> int:
    data = data_dir()
    problem = usable_folder(data)
    if problem:
        raise UnusableFolder(f"cannot keep settings and games in {data} ($SLYDE_ARCADE_HOME or the platform's "
                             f"data folder): {problem}")  # fmt: skip
    app = App(size or (1280, 720), fullscreen=fullscreen or kiosk, kiosk=kiosk, data=data, scenes=SCENES)
    app.push(app.make("home"))
    if demo:
        app.reset(app.make("idle"))
    elif game is not None:
        app.push(app.make("setup", game))
    elif learn is not None:
        app.push(app.make("learn", learn))
    app.run()
    return 0
