"""What a hostile tester (or an unlucky player) does to the window: odd file
names, huge or overlong moves in saved files, a second window on the same data
folder, floods of resize events, names the typeface cannot draw."""

import os
import stat
import subprocess
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

import pygame
import pytest

from game import records
from game.client.datalock import DataLock
from game.client.match import Purpose
from game.client.places import autosave_path, saves_dir
from game.client.scenes.menu import MenuScene
from game.client.session import Session
from game.records import Seat
from game.window_limits import MIN_WINDOW

from .conftest import menu_driver

ROOT = Path(__file__).resolve().parent.parent.parent

PEOPLE = [Seat.person("Ann"), Seat.person("Bo")]


def slide_record_with_move(move: str) -> str:
    record = Session.new("slide", {"players": 2, "seed": 4}, PEOPLE).record()
    return record.to_json().replace('"moves": []', f'"moves": ["{move}"]')


def test_a_saved_game_whose_file_name_is_not_utf8_is_listed_and_set_aside_when_opened(driver):
    saves = saves_dir(driver.app.data)
    saves.mkdir(parents=True, exist_ok=True)
    bad_name = os.fsdecode(b"\xff\xfe-broken.json")
    (saves / bad_name).write_bytes(b"\x00\x01 not a record")
    driver.press_button("Saved games")
    scene = driver.app.scene
    driver.frames(3)
    assert type(scene).__name__ == "SavesScene" and len(scene.files) == 1
    label = scene.rows[0][1].label
    assert "cannot be read" in label
    driver.click(scene.rows[0][1].rect.center)  # opening it says why and sets it aside
    driver.frames(3)
    said = driver.app.toast[0]
    assert "-broken.json' could not be read (" in said and "; kept as " in said and len(said) < 200
    assert not os.path.lexists(saves / bad_name)


def test_a_saved_game_of_a_very_long_name_that_cannot_be_read_is_said_in_brief_and_set_aside(driver):
    saves = saves_dir(driver.app.data)
    saves.mkdir(parents=True, exist_ok=True)
    long_name = "a game with my grandmother on a rainy sunday " * 5 + ".json"
    (saves / long_name).write_text("{")
    driver.press_button("Saved games")
    scene = driver.app.scene
    driver.frames(3)
    driver.click(scene.rows[0][1].rect.center)
    driver.frames(3)
    said = driver.app.toast[0]
    assert "could not be read (" in said and "; kept as " in said and said.count("…") == 2, said
    assert len(said) < 2 * records.NAME_CHARS + 80 and not os.path.lexists(saves / long_name)


@pytest.mark.parametrize(
    "move", ["flip " + "a" * 900_000, "take " + "9" * 5000 + " row1 left"], ids=["huge move", "5000 digits"]
)
def test_a_huge_bad_move_in_the_autosave_is_said_in_a_short_message_and_kept_aside(data_dir, move):
    path = autosave_path(data_dir)
    path.parent.mkdir(parents=True)
    path.write_text(slide_record_with_move(move))
    driver = menu_driver(data_dir)  # the menu reads the autosave to name it: no traceback
    try:
        assert driver.resume_label() == "Resume game"
        driver.press_resume()
        assert isinstance(driver.app.scene, MenuScene)
        text = driver.app.toast[0]
        assert "could not be read" in text and len(text) < 300
        assert not path.exists() and len(list(path.parent.glob("autosave.json.corrupt-*"))) == 1
    finally:
        driver.app.quit()


def test_a_second_window_on_the_same_data_folder_never_touches_the_first_ones_game(data_dir):
    data_dir.mkdir()
    path = autosave_path(data_dir)
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2"]
    records.save(path, record)
    first_window = DataLock(data_dir)  # the first window holds the folder
    assert first_window.held
    driver = menu_driver(data_dir)
    try:
        app = driver.app
        assert not app.owns_autosave() and "Another window" in app.toast[0]
        assert driver.resume_label() is None  # the first window's game is not offered here
        driver.press_button("Play Slyde")
        driver.press_button("Start")
        play = app.scene
        play.attempt(play.state.parse_move(play.state.format_move(play.state.legal_moves()[0])))
        assert records.load(path).moves == ["b1-b2"]  # still the first window's game
        kept = list(saves_dir(data_dir).glob("*-unfinished.json"))
        assert len(kept) == 1 and len(records.load(kept[0]).moves) == 1
    finally:
        driver.app.quit()
        first_window.release()
    assert DataLock(data_dir).held  # the window let go of nothing it did not hold


def test_a_flood_of_resize_events_makes_the_window_once(driver, monkeypatch):
    app = driver.app
    opened = []
    real = app.window.open
    monkeypatch.setattr(app.window, "open", lambda: opened.append(1) or real())
    for width in range(900, 1100):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width, 700), w=width, h=700))
    driver.frames()
    assert len(opened) <= 1 and app.window.windowed_size == (1099, 700)


def test_a_window_made_smaller_than_its_minimum_goes_back_to_the_minimum(driver):
    """X without a window manager lets a window be dragged below the size it asks to
    stay above: drawn at that size, the menu's buttons would hang off its edge."""
    app = driver.app
    app.window.screen = pygame.display.set_mode((500, 400), pygame.RESIZABLE)  # as the system made it
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(500, 400), w=500, h=400))
    driver.frames()
    assert app.size == MIN_WINDOW and app.window.windowed_size == MIN_WINDOW
    window = pygame.Rect((0, 0), MIN_WINDOW)
    assert all(window.contains(button.rect) for button in app.scene.buttons.buttons)  # laid out for it
    app.window.screen = pygame.display.set_mode((1000, 300), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 300), w=1000, h=300))
    driver.frames()
    assert app.size == (1000, MIN_WINDOW[1])  # the side that was large enough kept


@pytest.mark.parametrize(
    ("typed", "kept"),
    [("Ann", "Ann"), ("Zoë", "Zoë"), ("Σοφία", "Σοφία"), ("Жанна", "Жанна"), ("\u05d0\u05d1", "\u05d0\u05d1"),
     ("سارا", "سارا"), ("漢字", ""), ("e\u0301", "é"), ("a\u0301\u0301\u0301\u0301", "á")],
)  # fmt: skip
def test_a_typed_name_keeps_only_letters_the_game_draws_on_one_line(driver, typed, kept):
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    setup.names[0] = ""
    setup.type_name(0, typed)
    assert setup.names[0] == kept
    if len(kept) < len(typed) - 1:  # more than a mark that composes with its letter was left out
        message = driver.app.toast[0]
        assert "cannot draw" in message
        assert message.startswith(f"{len(unicodedata.normalize('NFC', typed)) - len(kept)} characters left out")
        assert "ideograph" not in message.lower() and "letter" not in message.lower()  # no character's code name


def test_names_from_a_file_are_drawn_on_one_line_whatever_they_hold(driver):
    font = driver.app.theme.font(22)
    line = font.size("ÅÁgj")[1]  # the tallest a line of letters gets
    for name in ("A\u0301\u0301\u0301\u0301\u0301\u0301", os.fsdecode(b"\xffname"), "\ud800 lone", "\u05d0\u05d1"):
        image = font.render(name, True, (255, 255, 255))
        assert image.get_height() <= line + 1


@pytest.mark.parametrize("game", ["slyde", "slide"])
def test_a_hint_that_arrives_after_the_move_is_dropped_not_played_or_shown(driver, game):
    from game.client.scenes.play import PlayScene

    options = {"size": 6} if game == "slyde" else {"players": 2, "seed": 9}
    play = PlayScene(driver.app, Session.new(game, options, PEOPLE))
    driver.app.push(play)
    driver.frames(2)
    if play.board.handing_over():
        driver.click((5, 5))  # the first person has come to the screen
    driver.key(pygame.K_h)  # the hint is asked for the first position...
    assert play.match.asked is Purpose.HINT
    asked_for = play.state
    move = play.state.legal_moves()[0]
    play.attempt(move)  # ...and the person plays before it comes
    assert play.session.moves[-1:] == [move] and play.match.asked is None
    driver.until(lambda: driver.app.worker().current is None, seconds=5)
    for _ in range(60):  # any answer for the old position would come now
        driver.frames()
        time.sleep(1 / 60)
    assert play.advice.shown_hint(play.state) is None and play.state is not asked_for
    assert len(play.session.moves) == 1 and isinstance(driver.app.scene, PlayScene)


def test_n_keeps_the_game_in_progress_once_not_twice(driver):
    from game.client.scenes.play import PlayScene

    play = PlayScene(driver.app, Session.new("slyde", {"size": 6}, PEOPLE))
    driver.app.push(play)
    driver.frames(2)
    play.attempt(play.state.parse_move("b1-b2"))
    driver.key(pygame.K_n)
    kept = list(saves_dir(driver.app.data).glob("*.json"))
    assert len(kept) == 1 and records.load(kept[0]).moves == ["b1-b2"]
    assert driver.app.scene is not play and not driver.app.scene.session.moves


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_lock_file_that_is_a_pipe_or_a_device_is_kept_aside_and_one_window_still_holds_the_folder(kind):
    """Two windows on a folder whose lock file a pipe (or a link to a device) replaced
    both thought they held it. Run as the unprivileged user where the tests run as the
    superuser: a mistake here could otherwise touch a device."""
    folder = Path(tempfile.mkdtemp(prefix="slyde-lock-"))
    try:
        lock = folder / "window.lock"
        if kind == "fifo":
            os.mkfifo(lock)
        else:
            lock.symlink_to("/dev/zero")
        subprocess.run(["chmod", "-R", "a+rwx", str(folder)], check=True)
        script = (
            "import sys; from pathlib import Path; from game.client.datalock import DataLock\n"
            f"first, second = DataLock(Path({str(folder)!r})), DataLock(Path({str(folder)!r}))\n"
            "print(first.held, second.held)"
        )
        command = [sys.executable, "-c", script]
        if os.geteuid() == 0:
            command = ["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert done.stdout.split() == ["True", "False"], done.stderr
        assert lock.is_file() and not lock.is_symlink()  # a lock file of its own now
        aside = list(folder.glob("window.lock.corrupt-*"))
        assert len(aside) == 1 and (
            stat.S_ISFIFO(aside[0].lstat().st_mode) if kind == "fifo" else aside[0].is_symlink()
        )
        assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)
    finally:
        subprocess.run(["rm", "-rf", str(folder)], check=False)


def test_a_data_folder_that_takes_no_files_is_said_when_the_window_opens(data_dir, monkeypatch):
    from game.client import datalock

    data_dir.mkdir(parents=True)

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(datalock, "open", refused, raising=False)  # as in a folder only its owner may write to
    drive = menu_driver(data_dir)
    assert drive.app.toast[0].startswith("The data folder takes no files (Permission denied)")
    drive.app.quit()


def test_a_corrupt_settings_file_and_a_second_window_are_both_said_one_after_the_other(data_dir):
    data_dir.mkdir()
    (data_dir / "settings.json").write_text("{not json")
    first_window = DataLock(data_dir)
    driver = menu_driver(data_dir)
    try:
        app = driver.app
        assert app.toast is not None and "using defaults" in app.toast[0]
        driver.until(lambda: app.toast is None or "using defaults" not in app.toast[0], 30)
        assert app.toast is not None and "Another window" in app.toast[0]
    finally:
        driver.app.quit()
        first_window.release()
