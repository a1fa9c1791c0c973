"""Starting the window from the command line's options: the one place that knows
every scene (it hands their names to the app)."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

import pygame

from ..learn.course import CourseError, course_for
from ..records import refusal, shown_path
from ..rules import registry
from ..rules.base import quoted
from ..system_limits import shortfall
from ..window_limits import MIN_WINDOW
from .app import App
from .quiet import quiet_stderr
from .scenes import SCENES
from .settings import data_dir


class CannotStart(Exception):
    """The window cannot be opened; the message says why."""


class UnusableFolder(CannotStart):
    """The data folder cannot hold settings and saves."""


class TooLimited(CannotStart):
    """The system's limits on the program are lower than the window needs."""


class NoScreen(CannotStart):
    """There is no display to show the window on."""


DISPLAY_NAMES = ("WAYLAND_DISPLAY", "DISPLAY")  # where SDL looks for a display, in its order
DRAWS_NOWHERE = ("offscreen", "dummy")  # video drivers SDL may fall back to where it finds no display


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


def _why_none() -> str:
    """Why SDL found no display: none named, or none answering where one is named (a
    display that is not running, or not open to this user)."""
    named = [f"{name}={quoted(os.environ[name])}" for name in DISPLAY_NAMES if os.environ.get(name)]
    if not named:
        return "is DISPLAY (or WAYLAND_DISPLAY) set?"
    return f"none answers at {' or '.join(named)} (is it running, and open to this user?)"


def screen_size() -> tuple[int, int] | None:
    """The first screen's size in pixels, where the video driver can tell it. NoScreen
    where there is no display: none found, or SDL fell back to a driver that draws
    nowhere without being asked to (SDL_VIDEODRIVER asks, as the tests do)."""
    try:
        with quiet_stderr():  # SDL's own words as it tries each kind of display; the error below says it
            pygame.display.init()
    except pygame.error as error:
        raise NoScreen(f"no display to open the window on ({error})") from None
    if pygame.display.get_driver() in DRAWS_NOWHERE and not os.environ.get("SDL_VIDEODRIVER"):
        pygame.display.quit()
        raise NoScreen(f"no display to open the window on: {_why_none()}")
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes and min(sizes[0]) > 0 else None  # a driver may not know (0x0)


def window_asked(
    size: tuple[int, int] | None, fullscreen: bool, screen: tuple[int, int] | None
) -> tuple[tuple[int, int] | None, bool | None]:
    """The window's size and whether it is full screen, from the command line and the
    screen: a window where a size is asked (no larger than the screen: a window beyond
    its edges keeps its buttons out of reach), full screen where asked or where the
    screen is too small for the window; else (None) as the settings say."""
    if size is None:
        return None, True if fullscreen else None
    if screen is None:
        return size, fullscreen
    fitted = (min(size[0], screen[0]), min(size[1], screen[1]))
    if fitted[0] < MIN_WINDOW[0] or fitted[1] < MIN_WINDOW[1]:
        return MIN_WINDOW, True
    return fitted, fullscreen


def start(
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    demo: bool = False,
    game: str | None = None,
    learn: str | None = None,
) -> int:
    try:
        data = data_dir()
    except OSError as error:
        raise UnusableFolder(
            f"cannot keep settings and games: {refusal(error)} ($SLYDE_ARCADE_HOME can name another)"
        ) from None
    problem = usable_folder(data)
    if problem:
        chosen = (
            "as $SLYDE_ARCADE_HOME asks"
            if os.environ.get("SLYDE_ARCADE_HOME")
            else "$SLYDE_ARCADE_HOME can name another"
        )
        where = f"{shown_path(data)} ({chosen})"
        raise UnusableFolder(f"cannot keep settings and games in {where}: {problem}")
    short = shortfall()
    if short:
        raise TooLimited(short)
    screen = screen_size()
    asked = size
    size, wanted = window_asked(size, fullscreen or kiosk, screen)
    if asked is not None and size is not None and screen is not None and size != asked:
        with contextlib.suppress(OSError):  # a note that cannot be written keeps no window from opening
            print(f"note: a {asked[0]}x{asked[1]} window does not fit the {screen[0]}x{screen[1]} screen: "
                  f"it opens at {size[0]}x{size[1]}{' (full screen)' if wanted else ''}", file=sys.stderr)  # fmt: skip
    app = App(size, fullscreen=wanted, kiosk=kiosk, data=data, scenes=SCENES, screen=screen)
    app.push(app.make("home"))
    if demo:
        app.reset(app.make("idle"))
    elif game is not None:
        app.push(app.make("setup", *registry.editions()[game]))
    elif learn is not None:
        name, options = registry.editions()[learn]
        try:
            course = course_for(name, options) if options else None  # an edition's own (the tile edition's)
        except CourseError:  # said where the lessons are listed
            course = None
        app.push(app.make("learn", name) if course is None else app.make("learn", course=course.key))
    app.run()
    if app.given_up:
        raise CannotStart(app.given_up)
    return 0
