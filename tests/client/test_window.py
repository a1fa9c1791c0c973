"""The window opens at a size that fits the screen it is on, as the person last left it."""

import json

import pygame
import pytest

from game.client.app import App
from game.client.launch import NoScreen, screen_size, window_asked
from game.client.places import settings_path
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene
from game.client.settings import load_settings
from game.client.window import Window, opening_size
from game.window_limits import MIN_WINDOW

from .conftest import Driver


@pytest.mark.parametrize(
    ("screen", "size"),
    [
        ((1920, 1080), (1280, 720)),  # the default: two thirds of the width
        ((2560, 1440), (1706, 960)),  # larger screens, larger windows, in the same shape
        ((3840, 2160), (2560, 1440)),
        # a common laptop: a little smaller, in the same shape, with room for the title bar and panel
        ((1366, 768), (1228, 691)),
        ((1280, 1024), (1152, 648)),
        ((1080, 1920), (800, 1280)),  # a screen turned on its side: a tall window, at least 800 wide
        ((1440, 2560), (960, 1706)),
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


def test_the_command_line_decides_the_size_and_full_screen_else_the_settings_do():
    assert window_asked(None, False, (1920, 1080)) == (None, None)  # as the settings say
    assert window_asked((1000, 700), False, (1920, 1080)) == ((1000, 700), False)  # --size: a window
    assert window_asked((1000, 700), True, (1920, 1080)) == ((1000, 700), True)
    assert window_asked(None, True, (1920, 1080)) == (None, True)  # --fullscreen, or a kiosk


@pytest.mark.parametrize(
    ("remembered", "screen", "opened"),
    [
        ((1600, 900), (1920, 1080), ((1600, 900), False)),
        ((1000, 1000), (1920, 1080), ((1000, 972), False)),  # no taller than the screen's room
        ((1920, 1080), (1366, 768), ((1229, 691), False)),  # left on a larger screen
        ((1600, 900), (1024, 600), (MIN_WINDOW, True)),  # a screen too small for any window
        ((1600, 900), None, ((1600, 900), False)),
    ],
)
def test_an_unasked_window_opens_at_the_size_the_person_last_gave_it_as_far_as_the_screen_allows(
    remembered, screen, opened
):
    assert opening_size(screen, remembered) == opened


def opened(data, size=None, screen=(1920, 1080), **options) -> App:
    app = App(size, data=data, scenes=SCENES, screen=screen, **options)
    app.push(MenuScene(app))
    pygame.event.clear()
    return app


def dragged(app: App, size) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    Driver(app).frames(2)


def test_a_window_dragged_to_a_size_opens_at_that_size_the_next_time_and_laid_out_for_it(data_dir):
    app = opened(data_dir)
    assert app.size == (1280, 720)
    dragged(app, (1500, 840))
    app.quit()
    app = opened(data_dir)
    try:
        assert app.size == (1500, 840) and not app.window.fullscreen
        assert all(pygame.Rect((0, 0), app.size).contains(button.rect) for button in app.scene.buttons.buttons)
        app.reset_settings()  # the defaults, for all but the window
    finally:
        app.quit()
    assert opened(data_dir).size == (1500, 840)


def test_a_size_asked_once_on_the_command_line_is_not_kept_and_a_screen_too_small_takes_it_whole(data_dir):
    app = opened(data_dir)
    dragged(app, (1500, 840))
    app.quit()
    app = opened(data_dir, size=(900, 650))  # --size 900x650
    assert app.size == (900, 650)
    app.quit()
    app = opened(data_dir, screen=(1024, 600))
    try:
        assert app.window.fullscreen and app.window.windowed_size == MIN_WINDOW
    finally:
        app.quit()
    assert load_settings(settings_path(data_dir))[0].window == "1500x840"


def test_a_maximised_window_opens_maximised_the_next_time_and_its_size_restored_is_the_last_one_given(
    data_dir, monkeypatch
):
    app = opened(data_dir)
    dragged(app, (1500, 840))
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    dragged(app, (1920, 1040))  # the system's size for a maximised window, in the same events
    assert app.size == (1920, 1040) and app.settings.maximized and app.settings.window == "1500x840"
    app.quit()
    asked = []
    monkeypatch.setattr(Window, "maximize", lambda window: asked.append(window))
    opened(data_dir, size=(900, 650)).quit()
    assert asked == []  # --size asks for a plain window
    app = opened(data_dir)
    try:
        assert asked == [app.window] and app.size == (1500, 840)  # maximised by the system, restored to this
        app.reset_settings()  # the window stays as it is
        assert app.settings.maximized and app.settings.window == "1500x840"
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
        dragged(app, (1500, 840))
        assert not app.settings.maximized
    finally:
        app.quit()
    loaded = load_settings(settings_path(data_dir))[0]
    assert (loaded.window, loaded.maximized) == ("1500x840", False)


def test_a_maximised_window_out_of_full_screen_is_maximised_again_and_restores_to_the_size_it_had(
    data_dir, monkeypatch
):
    app = opened(data_dir)
    dragged(app, (1500, 840))
    pygame.event.post(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    dragged(app, (1920, 1040))
    asked = []
    monkeypatch.setattr(Window, "maximize", lambda window: asked.append(window.screen.get_size()))
    try:
        Driver(app).key(pygame.K_F11)
        assert app.window.fullscreen and asked == []
        Driver(app).key(pygame.K_F11)
        assert not app.window.fullscreen and asked == [(1500, 840)]  # opened at the size restored, then maximised
        assert app.settings.maximized and app.settings.window == "1500x840"
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
        dragged(app, (1500, 840))  # restored by the person: from a plain window, back to a plain window
        Driver(app).key(pygame.K_F11)
        Driver(app).key(pygame.K_F11)
        assert not app.window.fullscreen and asked == [(1500, 840)]
    finally:
        app.quit()


def test_a_window_back_from_a_minimise_stays_maximised_and_a_restore_counts_with_its_size_even_a_moment_later():
    window = Window.__new__(Window)  # its state alone, no window opened
    window.maximized, window.restored_at_s = False, None
    maximized, restored = pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED
    for now_s, states, resized, maximized_now in (
        (0.0, [maximized], True, True),
        (1.0, [restored, maximized, restored], False, True),  # back from a minimise, as X says it
        (1.1, [], True, True),  # a new size while maximised (a panel moved)
        (2.0, [restored], True, False),  # restored to its own size
        (3.0, [restored], False, False),  # back from a minimise
        (4.0, [maximized], False, True),  # its size to come in the next frame
        (4.1, [], True, True),
        (5.0, [restored], False, True),  # restored, its size to come a moment later...
        (5.1, [], True, False),  # ...and here it is
        (6.0, [maximized], True, True),
        (7.0, [restored], False, True),  # a restore alone whose size never came (still maximised)...
        (9.0, [], True, True),  # ...is not what a later new size (a panel moved) brings
    ):
        window.hear(states, resized, now_s)
        assert window.maximized is maximized_now, (now_s, states, resized)


def test_a_kiosk_visitors_drag_is_not_kept(data_dir):
    app = opened(data_dir, kiosk=True)  # in a window: were it full screen, no drag would reach it
    dragged(app, (1500, 840))
    assert app.size == (1500, 840)
    app.quit()
    assert not settings_path(data_dir).exists()


def test_a_window_size_in_the_settings_that_no_window_can_take_is_kept_aside_with_the_others_kept(data_dir):
    data_dir.mkdir()
    settings_path(data_dir).write_text(json.dumps({"theme": "high contrast", "window": "9000x300"}))
    app = opened(data_dir)
    try:
        assert app.size == (1280, 720) and app.settings.theme == "high contrast"
        assert "(window must be from 800x600 to 7680x4320, not '9000x300')" in app.toast[0]
    finally:
        app.quit()


def test_a_window_asked_larger_than_the_screen_opens_as_large_as_the_screen_allows():
    assert window_asked((7680, 4320), False, (1920, 1080)) == ((1920, 1080), False)
    assert window_asked((2000, 700), False, (1920, 1080)) == ((1920, 700), False)
    assert window_asked((1280, 720), False, (1024, 576)) == (MIN_WINDOW, True)  # a screen too small for it
