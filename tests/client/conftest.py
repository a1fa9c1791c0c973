"""Headless client tests: SDL's dummy drivers, a fresh data folder, and helpers
that post real events through the real loop, as a person's input would arrive."""

import os
import signal
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai.worker import Worker  # noqa: E402
from game.client import theme  # noqa: E402
from game.client.app import App  # noqa: E402
from game.client.match import Match  # noqa: E402
from game.client.scenes import SCENES  # noqa: E402
from game.client.scenes.menu import MenuScene  # noqa: E402
from game.client.stopping import STOP_SIGNALS  # noqa: E402


class Driver:
    """Posts events and runs frames of one App."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.frame(1 / 60)

    def post(self, kind: int, **attributes) -> None:
        pygame.event.post(pygame.event.Event(kind, **attributes))
        self.frames()

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def drag(self, start, end) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def press_button(self, label: str) -> None:
        """Click the visible button with this label on the top scene."""
        for button in self.app.scene.buttons.buttons:
            if button.label == label:
                self.click(button.rect.center)
                return
        raise AssertionError(f"no button {label!r} on {type(self.app.scene).__name__}")

    def resume_label(self) -> str | None:
        """The label of the menu's Resume button, if it shows one."""
        return next((b.label for b in self.app.scene.buttons.buttons if b.label.startswith("Resume")), None)

    def press_resume(self) -> None:
        label = self.resume_label()
        assert label is not None, "no Resume button"
        self.press_button(label)

    def until(self, condition, seconds: float = 30.0) -> None:
        """Run frames, in real time, until `condition()` holds (the worker answers meanwhile)."""
        deadline = time.monotonic() + seconds
        while not condition():
            assert time.monotonic() < deadline, "timed out waiting"
            self.frames()
            time.sleep(1 / 120)

    def settle(self) -> None:
        self.frames(90)

    def worker_ready(self) -> None:
        """The app's worker started and its search readied, as the setup screen has them
        by the time a game starts (a test that reads "thinking" must not read "getting ready")."""
        worker = self.app.worker()
        worker.prepare_for("slyde")
        self.until(lambda: worker.poll() is None and worker.ready, seconds=120)


def computers_cannot_run(app, monkeypatch):
    """From now on every process the computer players (and a review's judging) would
    think in ends at once, before a word: those the app had are closed."""
    from game.ai import worker as worker_module

    from ..ai.dying_process import dies_at_once

    monkeypatch.setattr(worker_module, "serve", dies_at_once)
    for kept in (app._worker, app._helper):
        if kept is not None:
            kept.close()
    app._worker = app._helper = None


def no_room(monkeypatch):
    """Every file written from now on fails as on a full disk."""

    def failing_fsync(descriptor):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", failing_fsync)  # as a full disk fails a write, at the latest


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


def menu_driver(data_dir, **options) -> Driver:
    """A fresh app on its menu, with two frames run; `options` go to App."""
    app = App((1280, 720), data=data_dir, scenes=SCENES, **options)
    app.push(MenuScene(app))
    pygame.event.clear()
    drive = Driver(app)
    drive.frames(2)
    return drive


def outlined_pixels(drive: Driver, rect: pygame.Rect) -> int:
    """After a frame, the pixels inside `rect` in the colours groups are outlined in."""
    drive.frames()
    palette = drive.app.theme.palette
    pixels = pygame.surfarray.pixels3d(drive.app.screen.subsurface(rect))
    found = sum(int((pixels == c[:3]).all(axis=2).sum()) for c in (palette.white_groups, palette.black_groups))
    del pixels  # the screen stays locked while a view of its pixels lives
    return found


def texts_drawn(theme, draw) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text `draw()` draws, with where, as a person reads it (a no-break
    space, which holds a name on one line, reads as a space)."""
    drawn = []
    text = theme.text

    def keep(surface, shown, *rest, **named):
        rect = text(surface, shown, *rest, **named)
        drawn.append((shown.replace("\u00a0", " "), rect))
        return rect

    theme.text = keep
    try:
        draw()
    finally:
        del theme.text
    return drawn


def resumed(data_dir, **options) -> Driver:
    """The app started again (after a quit or a crash) with the menu's Resume taken."""
    drive = menu_driver(data_dir, **options)
    drive.press_resume()
    return drive


@pytest.fixture
def driver(data_dir):
    drive = menu_driver(data_dir)
    yield drive
    drive.app.quit()


SYSTEM_TYPEFACES = theme._fallback_paths  # the system's own, which every test but its own sees as none


def system_typefaces(monkeypatch, paths):
    """The system's typefaces for letters the game's typeface lacks, as `paths` for one test."""
    monkeypatch.setattr(theme, "_fallback_paths", lambda: list(paths))
    for cache in (theme._fallback_glyphs, theme.fallback, theme._font):
        cache.cache_clear()


@pytest.fixture(autouse=True)
def no_system_typefaces(monkeypatch):
    """Letters the game's typeface lacks are drawn by the system's typefaces that have
    them: none here, so that what a test sees does not hang on the machine's fonts (a
    test that needs one names it, `system_typefaces`)."""
    system_typefaces(monkeypatch, [])
    yield
    system_typefaces(monkeypatch, [])


@pytest.fixture(autouse=True)
def stop_signals_as_they_were():
    """An App takes the stop signals and gives them back when it quits; a test that
    leaves its App unquit would leave its handler to every later test in the process
    (Ctrl+C heard by an app long gone), so they are given back here whatever happened."""
    before = {number: signal.getsignal(number) for number in STOP_SIGNALS}
    yield
    for number, handler in before.items():
        signal.signal(number, handler)


@pytest.fixture(autouse=True)
def no_recoveries(request, monkeypatch):
    """Every client test fails if the app had to recover from an unexpected error
    during it (a scene's fault sends the app back to its menu, which can look
    like success; a computer that could not play hands its seat to a person, and a
    computer's process that died is started again, which both let the game go on);
    tests of the recovery itself are marked `recovers`."""
    recovered = []
    original = App.recover

    def counting(self):
        recovered.append(f"{type(self.scene).__name__}: {sys.exc_info()[1]!r}")
        original(self)

    monkeypatch.setattr(App, "recover", counting)
    handing = Match.hand_to_a_person

    def handed(self, seat):  # the computer could not play its seat: an error too
        recovered.append(f"the computer's seat {seat} handed to a person")
        return handing(self, seat)

    monkeypatch.setattr(Match, "hand_to_a_person", handed)
    restart = Worker._restart

    def restarted(self):  # the computer's process died: an error too
        recovered.append("the computer's process restarted")
        restart(self)

    monkeypatch.setattr(Worker, "_restart", restarted)
    yield
    if request.node.get_closest_marker("recovers") is None:
        assert not recovered, f"the app recovered from unexpected errors: {recovered}"
