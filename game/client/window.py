"""The window: resizable and never smaller than 800x600, or full screen; made anew
when its size changes under a driver that does not resize it in place. Unless told
its size, it opens as the person last left it, else at two thirds of the screen's
width (1280x720 on a 1920x1080 screen; a tall one on a screen on its side), or as
large as fits a smaller one."""

from __future__ import annotations

import contextlib
import warnings
from typing import Any

import pygame

from ..window_limits import DEFAULT_WINDOW, MIN_WINDOW

ROOM = 0.9  # of the screen a window may take unasked: the rest is its title bar and the desktop's panels
SHARE = 2 / 3  # of a large screen's width a window takes unasked (1280 of 1920)
RESTORE_SIZE_WAIT_S = 0.5  # a restore heard alone: how long its new size may come after it


def opening_size(
    screen: tuple[int, int] | None, remembered: tuple[int, int] | None = None
) -> tuple[tuple[int, int], bool]:
    """The window to open when no size is asked, on a screen of `screen` pixels:
    (size, full screen). The size the person last gave it (`remembered`), no larger
    than the screen's room; else the default size's shape (turned, on a screen
    turned on its side), two thirds of the screen's length where that is larger
    than the default, smaller where the screen has less room; never below the
    minimum: where even that does not fit, the whole screen."""
    if screen is None:
        return remembered or DEFAULT_WINDOW, False
    room = (screen[0] * ROOM, screen[1] * ROOM)
    if room[0] < MIN_WINDOW[0] or room[1] < MIN_WINDOW[1]:
        return MIN_WINDOW, True
    if remembered is not None:
        return (min(remembered[0], int(room[0])), min(remembered[1], int(room[1]))), False
    shape = DEFAULT_WINDOW if screen[0] >= screen[1] else DEFAULT_WINDOW[::-1]  # a screen on its side: tall
    wanted = max(1.0, max(screen) * SHARE / max(shape))
    scale = min(wanted, room[0] / shape[0], room[1] / shape[1])
    width, height = (max(low, int(side * scale)) for low, side in zip(MIN_WINDOW, shape, strict=True))
    return (width, height), False


def shown_window() -> Any:
    """The display module's window, as the system sees it (pygame's own object)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


class Window:
    def __init__(self, size: tuple[int, int], fullscreen: bool) -> None:
        self.windowed_size = (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
        self.fullscreen = fullscreen
        self.maximized = False  # as the system last said (`hear`); its size is not the one to keep
        self.restored_size = self.windowed_size  # the size it had when last not maximised
        self.maximized_before = False  # maximised when full screen was asked: so again after it
        self.restored_at_s: float | None = None  # when a restore was heard without a new size
        self.screen = self.open()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def open(self) -> pygame.Surface:
        flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
        size = (0, 0) if self.fullscreen else self.windowed_size
        # No vsync: pygame applies it only to SCALED or OPENGL windows, and asking for it on
        # a plain window makes a second set_mode (a resize) crash under some drivers.
        # Clock.tick(60) paces the frames instead.
        self.screen = pygame.display.set_mode(size, flags)
        if not self.fullscreen:
            shown_window().minimum_size = MIN_WINDOW  # how small the person may make it
        return self.screen

    def ask_attention(self) -> None:
        """Where the window is behind others, its place in the taskbar flashes until it
        is brought forward (a person's turn has come while they looked elsewhere);
        where the system cannot, nothing."""
        with contextlib.suppress(pygame.error, AttributeError):
            window = shown_window()
            if not window.focused:
                window.flash(pygame.FLASH_UNTIL_FOCUSED)

    def hear(self, states: list[int], resized: bool, now_s: float) -> None:
        """What the system said of the window's state in one frame's events (`states`: its
        maximised and restored events in order; `resized`: its size changed with them;
        `now_s`: the app's clock). Back from a minimise, some systems say "restored" last
        though the window is still maximised: a restore counts only with a new size, in
        the same frame or, where the size comes a moment later, in a frame soon after."""
        restore_awaits_size = self.restored_at_s is not None and now_s - self.restored_at_s <= RESTORE_SIZE_WAIT_S
        if resized and states:
            self.maximized = states[-1] == pygame.WINDOWMAXIMIZED
        elif resized and restore_awaits_size:
            self.maximized = False
        elif pygame.WINDOWMAXIMIZED in states:
            self.maximized = True
        if states or resized:  # a restore alone (no maximise with it, no size yet) waits for its size
            restored_alone = bool(states) and not resized and pygame.WINDOWMAXIMIZED not in states
            self.restored_at_s = now_s if restored_alone else None

    def maximize(self) -> None:
        """Ask the system to maximise the window (it says so when it has; where it cannot, nothing)."""
        if not self.fullscreen:
            with contextlib.suppress(pygame.error, AttributeError):
                shown_window().maximize()

    def toggle_fullscreen(self) -> None:
        """Full screen, or the window again as it was: one maximised before is maximised
        again, and restored it takes the size it had before it was maximised."""
        if not self.fullscreen:
            self.maximized_before = self.maximized
        self.fullscreen = not self.fullscreen
        if not self.fullscreen and self.maximized_before:
            self.windowed_size = self.restored_size
        self.open()
        if not self.fullscreen and self.maximized_before:
            self.maximize()

    def resize(self, size: tuple[int, int]) -> bool:
        """The person dragged the window to `size`: True when the window changed. One
        in full screen does not, nor one asked to be smaller than its minimum; but
        where the system let it become smaller (X without a window manager), it goes
        back to the minimum in that direction rather than cutting off what is drawn."""
        if self.fullscreen:
            return False
        drawn = self.screen.get_size()
        if size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
            if drawn[0] >= MIN_WINDOW[0] and drawn[1] >= MIN_WINDOW[1]:
                return False  # asked, not made
            size = (max(drawn[0], MIN_WINDOW[0]), max(drawn[1], MIN_WINDOW[1]))
        self.windowed_size = size
        if not self.maximized:
            self.restored_size = size
        if drawn != size:  # a driver that leaves the surface as it was, or one too small
            self.open()
        return True
