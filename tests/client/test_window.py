"""The window opens at a size that fits the screen it is on."""

import pygame
import pytest

from game.client.launch import NoScreen, screen_size, window_asked
from game.client.window import opening_size
from game.window_limits import MIN_WINDOW


@pytest.mark.parametrize(
    ("screen", "size"),
    [
        ((1920, 1080), (1280, 720)),  # the default: two thirds of the width
        ((2560, 1440), (1706, 960)),  # larger screens, larger windows, in the same shape
        ((3840, 2160), (2560, 1440)),
        # a common laptop: a little smaller, in the same shape, with room for the title bar and panel
        ((1366, 768), (1228, 691)),
        ((1280, 1024), (1152, 648)),
    ],
)
def test_an_unasked_window_takes_two_thirds_of_the_screen_or_as_much_as_fits(screen, size):
    opened, whole_screen = opening_size(screen)
    assert opened == size and not whole_screen
    assert opened[0] < screen[0] and opened[1] < screen[1]


@pytest.mark.parametrize("screen", [(1024, 600), (800, 480), (640, 480)])
def test_a_screen_too_small_for_the_smallest_window_gets_the_whole_screen(screen):
    """A netbook's or a small touchscreen's: a window of 800x600 would hang off it."""
    opened, whole_screen = opening_size(screen)
    assert whole_screen and opened == MIN_WINDOW  # the size it takes when F11 leaves full screen


def test_the_window_opens_at_the_default_where_the_screen_is_unknown():
    assert opening_size(None) == ((1280, 720), False)


def test_the_screen_size_comes_from_the_video_driver():
    size = screen_size()
    assert size is not None and min(size) > 0


def test_a_display_that_draws_nowhere_unasked_is_no_screen(monkeypatch):
    """Without a display SDL may fall back to drawing off screen: the window would run
    where nobody sees it."""
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    with pytest.raises(NoScreen, match="no display to open the window on"):
        screen_size()


def test_a_screen_of_unknown_size_opens_the_default_window(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(0, 0)])
    assert screen_size() is None
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert screen_size() is None


def test_the_command_line_or_a_small_screen_decides_full_screen_else_the_settings_do():
    assert window_asked(None, False, (1920, 1080)) == ((1280, 720), None)  # as the settings say
    assert window_asked((1000, 700), False, (1920, 1080)) == ((1000, 700), False)  # --size: a window
    assert window_asked((1000, 700), True, (1920, 1080)) == ((1000, 700), True)
    assert window_asked(None, True, (1920, 1080)) == ((1280, 720), True)  # --fullscreen, or a kiosk
    assert window_asked(None, False, (800, 480)) == (MIN_WINDOW, True)  # a screen too small for a window


def test_a_window_asked_larger_than_the_screen_opens_as_large_as_the_screen_allows():
    assert window_asked((7680, 4320), False, (1920, 1080)) == ((1920, 1080), False)
    assert window_asked((2000, 700), False, (1920, 1080)) == ((1920, 700), False)
    assert window_asked((1280, 720), False, (1024, 576)) == (MIN_WINDOW, True)  # a screen too small for it
