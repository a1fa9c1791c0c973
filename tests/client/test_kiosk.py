"""Kiosk mode: it stays open, hides a still pointer, and idle screens give way to
attract mode; the timers run on the elapsed time each frame is given."""

from dataclasses import replace

import pygame
import pytest

from game import records
from game.client.app import KIOSK_STAYS_FULL, App
from game.client.places import autosave_path, saves_dir, settings_path
from game.client.scenes import SCENES
from game.client.scenes.attract import AttractScene
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.client.theme import PALETTES
from game.records import Seat

from .conftest import menu_driver, resumed, texts_drawn


@pytest.fixture
def kiosk(data_dir):
    drive = menu_driver(data_dir, kiosk=True)
    yield drive
    drive.app.quit()


def test_only_the_deliberate_combination_quits_a_kiosk(kiosk):
    app = kiosk.app
    assert "Quit" not in [b.label for b in app.scene.buttons.buttons]
    kiosk.post(pygame.QUIT)
    kiosk.key(pygame.K_ESCAPE)
    kiosk.key(pygame.K_q, pygame.KMOD_CTRL)
    assert app.running and isinstance(app.scene, MenuScene)
    kiosk.key(pygame.K_q, pygame.KMOD_CTRL | pygame.KMOD_ALT)
    assert not app.running


def test_a_kiosk_stays_full_screen_whatever_a_visitor_presses(kiosk):
    app = kiosk.app
    full, kept = app.window.fullscreen, app.settings.fullscreen
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert any("M mute" in text for text in drawn) and not any("F11" in text for text in drawn)
    kiosk.key(pygame.K_F11)
    assert app.window.fullscreen == full and app.settings.fullscreen == kept
    assert app.toast is not None and app.toast[0] == KIOSK_STAYS_FULL
    app.push(app.make("settings"))
    kiosk.frames(2)
    assert "Full screen" not in [button.label for button in app.scene.buttons.buttons]
    for _ in app.scene.buttons.buttons[:-2]:  # every row a visitor may change, once round
        kiosk.key(pygame.K_RETURN)
        kiosk.key(pygame.K_DOWN)
    assert app.window.fullscreen == full


def test_a_window_not_a_kiosk_goes_full_screen_and_back_by_f11_and_the_setting(data_dir):
    drive = menu_driver(data_dir)
    app = drive.app
    full = app.window.fullscreen
    drive.key(pygame.K_F11)
    assert app.window.fullscreen != full and app.settings.fullscreen == app.window.fullscreen
    app.push(app.make("settings"))
    drive.frames(2)
    row = [button.label for button in app.scene.buttons.buttons].index("Full screen")
    app.scene.change(row, 1)
    assert app.window.fullscreen == full
    app.quit()


def test_a_visitors_settings_and_rules_page_last_the_visit_and_the_kiosks_own_return_when_it_is_idle(kiosk):
    app = kiosk.app
    own, file = replace(app.settings), settings_path(app.data)
    held = file.read_bytes() if file.exists() else None
    kiosk.press_button("Settings")
    labels = [button.label for button in app.scene.buttons.buttons]
    app.scene.change(labels.index("Colour theme"), 1)
    app.scene.change(labels.index("Sound volume"), -3)
    kiosk.key(pygame.K_m)  # and the sound silenced
    assert app.audio.muted
    kiosk.key(pygame.K_F1)  # and a page of the rules turned
    kiosk.key(pygame.K_RIGHT)
    assert app.scene.page == 1
    assert app.settings != own and app.theme.palette is not PALETTES[own.theme]  # in effect for the visit
    assert (file.read_bytes() if file.exists() else None) == held  # the kiosk's own, as they were
    for _ in range(301):
        app.frame(1.0)
    assert isinstance(app.scene, AttractScene)
    assert app.settings == own and app.theme.palette is PALETTES[own.theme] and app.audio.volume == own.volume
    assert not app.audio.muted
    kiosk.key(pygame.K_SPACE)
    kiosk.frames(30)
    kiosk.press_button("Rules")
    assert app.scene.page == 0  # the next visitor opens the book at its start


def test_a_visitors_lesson_stars_and_setup_choices_last_the_visit_and_the_next_finds_the_kiosk_as_it_was(kiosk):
    from game.client.scenes.setup import PLAYER_KINDS

    from .inputs import play_through

    app = kiosk.app
    kept_before = sorted(path.name for path in app.data.iterdir())
    visit = app.visit
    assert visit != app.data
    kiosk.press_button("Play Slyde")
    setup = app.scene
    setup.change(setup.first_seat + 1, -1)  # the computer beside them: easy
    kiosk.press_button("Learn it first")
    kiosk.press_button("1. A swap")
    lesson = app.scene
    play_through(kiosk, lesson)
    assert lesson.won == 3
    kiosk.key(pygame.K_ESCAPE)
    kiosk.key(pygame.K_ESCAPE)
    assert app.scene is setup and "Learn it first" not in [b.label for b in setup.buttons.buttons]  # for this visit
    setup.start()
    kiosk.key(pygame.K_ESCAPE)  # back to the menu: the game is kept in Resume
    kiosk.press_button("Play Slyde")
    assert PLAYER_KINDS[app.scene.kinds[1]] == "easy"  # remembered for this visit
    for _ in range(301):
        app.frame(1.0)
    assert isinstance(app.scene, AttractScene) and not visit.exists()
    kiosk.key(pygame.K_SPACE)
    kiosk.frames(30)
    kiosk.press_button("Play Slyde")
    assert "Learn it first" in [b.label for b in app.scene.buttons.buttons]
    assert PLAYER_KINDS[app.scene.kinds[1]] == "normal"
    assert not {"learn.json", "setup.json"} & set(path.name for path in app.data.iterdir())
    assert {"learn.json", "setup.json"}.isdisjoint(kept_before)


def test_a_visitor_cannot_delete_the_kiosks_saved_games(kiosk):
    app = kiosk.app
    people = [Seat.person("White"), Seat.person("Black")]
    kept = saves_dir(app.data) / "theirs.json"
    records.save(kept, Session.new("slyde", {"size": 6, "rules": "mindsports"}, people).record())
    kiosk.press_button("Saved games")
    (path, _, delete_button) = app.scene.rows[0]
    assert path == kept and not delete_button.enabled
    kiosk.click(delete_button.rect.center)
    kiosk.click(delete_button.rect.center)
    assert kept.exists() and kiosk.app.toast[0] == "Saved games stay: a kiosk keeps every visitor's games"


def test_an_idle_game_is_kept_and_attract_mode_takes_over(kiosk):
    app = kiosk.app
    people = [Seat.person("White"), Seat.person("Black")]
    play = PlayScene(app, Session.new("slyde", {"size": 6, "rules": "mindsports"}, people))
    app.push(play)
    move = play.state.legal_moves()[0]
    kiosk.click(play.board.view.cell_center(move.src))
    kiosk.click(play.board.view.cell_center(move.dst))
    assert len(play.session.moves) == 1
    for _ in range(89):  # a fake clock: each frame is told a second went by
        app.frame(1.0)
    assert app.scene is play
    app.frame(1.5)
    assert isinstance(app.scene, AttractScene)
    assert autosave_path(app.data).exists()  # a person who comes back can resume it
    kiosk.key(pygame.K_SPACE)
    kiosk.frames(30)
    assert any(b.label.startswith("Resume: ") for b in app.scene.buttons.buttons)


def test_other_screens_return_to_attract_mode_after_five_minutes(kiosk):
    app = kiosk.app
    kiosk.press_button("Rules")
    assert type(app.scene).__name__ == "RulesScene"
    for _ in range(299):
        app.frame(1.0)
    assert type(app.scene).__name__ == "RulesScene"
    app.frame(1.5)
    assert isinstance(app.scene, AttractScene)


def test_the_pointer_hides_when_still_and_shows_when_moved(kiosk):
    kiosk.post(pygame.MOUSEMOTION, pos=(100, 100), rel=(1, 1), buttons=(0, 0, 0))
    assert pygame.mouse.get_visible()
    for _ in range(4):
        kiosk.app.frame(1.0)
    assert not pygame.mouse.get_visible()


def test_sigterm_ends_even_a_kiosk_in_order(kiosk):
    import os
    import signal

    assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, signal.SIG_IGN, None)  # else it ends the tests
    os.kill(os.getpid(), signal.SIGTERM)
    kiosk.frames(2)
    assert not kiosk.app.running and not kiosk.app.scenes


def test_a_closed_app_gives_sigterm_back(data_dir):
    import signal

    before = signal.getsignal(signal.SIGTERM)
    app = App((800, 600), data=data_dir, scenes=SCENES)
    assert signal.getsignal(signal.SIGTERM) != before
    app.quit()
    assert signal.getsignal(signal.SIGTERM) == before


def test_after_a_crash_the_interrupted_game_is_offered(kiosk, data_dir):
    """A crash: the process ends with no quit and no exit of any scene. What was
    played is on disk already, and a new start offers it."""
    app = kiosk.app
    people = [Seat.person("White"), Seat.person("Black")]
    play = PlayScene(app, Session.new("slyde", {"size": 6, "rules": "mindsports"}, people))
    app.push(play)
    for _ in range(2):
        move = play.state.legal_moves()[0]
        kiosk.click(play.board.view.cell_center(move.src))
        kiosk.click(play.board.view.cell_center(move.dst))
    played = [str(m) for m in play.session.moves]
    assert len(played) == 2
    app.data_lock.release()  # the process ends: the system drops its lock, and nothing else happens
    again = resumed(data_dir, kiosk=True).app  # the old app is simply abandoned
    assert [str(m) for m in again.scene.session.moves] == played
    again.quit()
