"""An unexpected error in a scene is logged and the app goes back to the menu."""

import os

import pygame
import pytest

from game.client.app import Scene
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene


class Faulty(Scene):
    def __init__(self, app, where):
        super().__init__(app)
        self.where = where

    def handle(self, intent):
        if self.where == "handle":
            raise RuntimeError("a fault in handle")

    def update(self, dt_s):
        if self.where == "update":
            raise RuntimeError("a fault in update")

    def draw(self, surface):
        if self.where == "draw":
            raise RuntimeError("a fault in draw")


@pytest.mark.recovers
@pytest.mark.parametrize("where", ["handle", "update", "draw"])
def test_a_fault_in_a_scene_is_logged_and_the_menu_comes_back(driver, data_dir, where):
    app = driver.app
    app.push(Faulty(app, where))
    driver.key(pygame.K_SPACE)
    driver.frames(2)
    assert isinstance(app.scene, MenuScene) and len(app.scenes) == 1
    assert app.running and app.errors == 1
    assert "went wrong" in app.toast[0]
    log = (data_dir / "errors.log").read_text()
    assert "Traceback" in log and f"a fault in {where}" in log and "Faulty" in log
    driver.press_button("Settings")  # and the app still works
    assert type(app.scene).__name__ == "SettingsScene"


def menu_fault(scene, surface):
    raise RuntimeError("a fault the menu shares")


@pytest.mark.recovers
def test_where_the_menu_too_fails_at_every_frame_the_window_gives_up_saying_why(driver, data_dir, monkeypatch):
    """A fault the menu shares (an install damaged in its copying, say): going back to
    the menu would fail again sixty times a second, each time writing the log."""
    app = driver.app
    monkeypatch.setattr(MenuScene, "draw", menu_fault)
    app.push(Faulty(app, "draw"))
    driver.frames(2)  # the faulty scene, then the menu that comes back in its place
    assert app.running and app.errors == 2
    driver.frames(1)
    assert not app.running and app.errors == 3 and not app.scenes
    assert (
        app.given_up
        == f"the window cannot go on: an error comes back at every frame (the details are in {data_dir / 'errors.log'})"
    )
    assert (data_dir / "errors.log").read_text().count("Traceback") == 3


@pytest.mark.recovers
def test_a_fault_now_and_then_between_frames_that_go_well_never_gives_up(driver):
    app = driver.app
    for _ in range(5):
        app.push(Faulty(app, "draw"))
        driver.frames(2)  # the fault, then the menu drawn well
    assert app.running and app.errors == 5 and not app.given_up


class FaultyName(Scene):
    def draw(self, surface):
        raise RuntimeError("cannot read " + os.fsdecode(bytes([0x61, 0xFF])))  # a file name that is not UTF-8


@pytest.mark.recovers
def test_a_fault_whose_words_hold_a_file_name_that_is_not_text_is_logged_all_the_same(driver, data_dir):
    app = driver.app
    app.push(FaultyName(app))
    driver.frames(2)
    assert isinstance(app.scene, MenuScene) and app.errors == 1
    assert "errors.log" in app.toast[0]  # said to be written, and so it is
    log = (data_dir / "errors.log").read_text()
    assert "Traceback" in log and "cannot read a\\udcff" in log


@pytest.mark.recovers
def test_a_recovery_that_cannot_write_its_log_still_recovers_and_does_not_point_to_it(tmp_path):
    from game.client.app import App

    blocker = tmp_path / "file"
    blocker.write_text("")
    app = App((800, 600), data=blocker / "data", scenes=SCENES)  # a data folder that cannot be made
    app.push(MenuScene(app))
    app.push(Faulty(app, "draw"))
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert isinstance(app.scene, MenuScene) and app.errors == 1 and app.running
    assert "went wrong" in app.toast[0] and "errors.log" not in app.toast[0]
    app.quit()


@pytest.mark.recovers
@pytest.mark.parametrize("kind", ["fifo", "fifo with a reader", "device"])
def test_an_errors_log_that_is_a_pipe_or_a_device_never_holds_up_the_recovery(tmp_path, kind):
    import os
    import threading

    from game.client.app import App

    data = tmp_path / "data"
    data.mkdir()
    log = data / "errors.log"
    reader = None
    if kind == "device":
        log.symlink_to("/dev/null")
    else:
        os.mkfifo(log)
        if kind == "fifo with a reader":  # a reader that never reads: a blocking write would wait for ever
            reader = os.open(log, os.O_RDONLY | os.O_NONBLOCK)
    app = App((800, 600), data=data, scenes=SCENES)
    app.push(MenuScene(app))
    app.push(Faulty(app, "draw"))
    done = threading.Event()

    def frames():
        app.frame(1 / 60)
        app.frame(1 / 60)
        done.set()

    worker = threading.Thread(target=frames, daemon=True)
    worker.start()
    assert done.wait(10), "the recovery blocked on errors.log"
    assert isinstance(app.scene, MenuScene) and app.errors == 1 and "errors.log" not in app.toast[0]
    if reader is not None:
        assert os.read(reader, 100) == b""  # nothing was written into the pipe
        os.close(reader)
    app.quit()


def test_a_second_stop_signal_ends_the_app_at_once_when_the_first_went_unheard(driver):
    import signal

    driver.app.stop.request(signal.SIGTERM)
    with pytest.raises(SystemExit):
        driver.app.stop.request(signal.SIGTERM)
