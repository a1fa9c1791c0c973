"""Attract mode: it starts by itself on an idle menu, plays whole games without
saving anything, and any input returns to the menu without choosing an item."""

import time

import pygame
import pytest

from game.client.app import App
from game.client.match import Purpose
from game.client.places import autosave_path
from game.client.scenes import SCENES
from game.client.scenes.attract import AttractScene
from game.client.scenes.menu import IDLE_TO_ATTRACT_S, MenuScene
from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.records import numbered

from .conftest import Driver, texts_drawn


def test_an_idle_menu_starts_attract_mode_and_input_resets_the_timer(driver):
    app = driver.app
    menu = app.scene
    menu.update(IDLE_TO_ATTRACT_S - 1)  # a fake clock: the timer only sums the steps it is given
    driver.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    menu.update(IDLE_TO_ATTRACT_S - 1)
    assert app.scene is menu
    menu.update(1.5)
    assert isinstance(app.scene, AttractScene) and len(app.scenes) == 1


class FakeClock:
    """pygame's clock, where every frame takes 20 ms and nothing waits; at `until_ms`
    it stops the app's loop."""

    def __init__(self, app: App, until_ms: int) -> None:
        self.app, self.until_ms, self.passed_ms = app, until_ms, 0

    def tick(self, framerate: int = 0) -> int:
        self.passed_ms += 20
        if self.passed_ms >= self.until_ms:
            self.app.running = False
        return 20


def test_the_idle_menu_keeps_time_with_the_clock_while_nothing_moves(driver, monkeypatch):
    """A still screen is drawn no more and stepped four times a second: those steps
    must count all the time that passed, or attract mode starts minutes late."""
    app, menu = driver.app, driver.app.scene
    monkeypatch.setattr(pygame.event, "peek", lambda *_: False)  # nobody touches it
    app.clock = FakeClock(app, until_ms=30_000)
    app.run(seconds=60)
    assert app.scene is menu and app.clock.passed_ms == 30_000
    assert menu.idle_s == pytest.approx(30, abs=0.3)
    app.running = True


def test_any_input_wakes_the_arcade_without_choosing_a_menu_item(driver):
    app = driver.app
    settings = next(b for b in app.scene.buttons.buttons if b.label == "Settings").rect.center
    app.reset(AttractScene(app, seed=1))
    driver.frames(3)
    driver.click(settings)  # a click right where the menu's Settings button will be
    assert isinstance(app.scene, MenuScene) and app.running
    driver.frames(2)
    assert isinstance(app.scene, MenuScene)  # the click only woke the arcade
    driver.frames(30)  # after a moment of grace the menu answers
    driver.press_button("Settings")
    assert type(app.scene).__name__ == "SettingsScene"


def test_attract_mode_plays_whole_games_one_after_another_and_saves_nothing(driver, data_dir):
    app = driver.app
    app.settings.animation = "instant"  # whole games are what is tried here, not their pace
    attract = AttractScene(app, seed=2, levels=("random", "greedy", "easy"))  # quick thinkers: a busy machine
    attract.popped()
    attract.index = 2  # the 6x6 game first: short
    attract._next_game()
    app.reset(attract)
    deadline = time.monotonic() + 90
    while attract.games < 1:
        assert time.monotonic() < deadline, "the attract game never finished"
        driver.frames(5)
        time.sleep(0.005)
    assert attract.session.moves == [] or not attract.session.is_over  # the next game began
    assert not autosave_path(app.data).exists()
    assert not (data_dir / "saves").exists() or not any((data_dir / "saves").iterdir())


def test_a_motion_of_no_distance_is_nobody_it_neither_resets_the_idle_menu_nor_wakes_the_arcade(driver):
    app = driver.app
    menu = app.scene
    menu.update(IDLE_TO_ATTRACT_S - 1)
    driver.post(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))  # as SDL posts on opening
    menu.update(1.5)
    assert isinstance(app.scene, AttractScene)
    attract = app.scene
    driver.post(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEMOTION, pos=(40, 30), rel=(40, 30), buttons=(0, 0, 0))  # a pointer passing by
    assert app.scene is attract  # the invitation says: press any key or click
    driver.key(pygame.K_a)
    assert isinstance(app.scene, MenuScene)


def test_attract_mode_offers_no_keys_while_a_computer_thinks_and_play_does(driver):
    app = driver.app
    driver.worker_ready()
    attract = AttractScene(app, seed=1)
    app.reset(attract)
    driver.until(lambda: attract.match.asked is Purpose.MOVE)
    shown = " ".join(text for text, _ in texts_drawn(app.theme, lambda: attract.draw(app.screen)))
    assert "thinking" in shown and "Space: move now" not in shown  # any key leaves attract mode
    people = [numbered("person", 1), numbered("hard", 0)]
    play = PlayScene(app, Session.new("slyde", {"size": 8, "rules": "mindsports"}, people))
    app.reset(play)
    play.attempt(play.state.legal_moves()[0])
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    shown = " ".join(text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)))
    assert "Space: move now" in shown
    driver.post(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=0, joy=0)  # a gamepad in use: its button
    shown = " ".join(text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)))
    assert "A: move now" in shown and "Space" not in shown
    assert "Ctrl+Z" not in shown and " X " in f" {shown} "  # Undo's shortcut, as the pad presses it


def test_while_the_computer_gets_ready_the_panel_says_so_not_that_it_thinks(driver):
    app = driver.app
    people = [numbered("person", 1), numbered("hard", 0)]
    play = PlayScene(app, Session.new("slyde", {"size": 8, "rules": "mindsports"}, people))
    app.reset(play)
    play.attempt(play.state.legal_moves()[0])
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    app.worker().ready = False  # as on the first start after installing, while its search compiles
    shown = " ".join(text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)))
    assert "getting ready" in shown and "thinking" not in shown


def test_a_small_window_keeps_the_way_to_hurry_the_computer_in_words(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    people = [numbered("person", 1), numbered("hard", 0)]
    play = PlayScene(app, Session.new("slyde", {"size": 8, "rules": "mindsports"}, people))
    app.reset(play)
    drive = Driver(app)
    drive.worker_ready()
    play.attempt(play.state.legal_moves()[0])
    drive.until(lambda: play.match.asked is Purpose.MOVE)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen))]
    assert any(text.startswith(("Space: move now", "thinking")) and "Space: " in text for text in shown), shown
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("game", ["slyde", "slide"])
def test_the_thinking_bar_lies_between_the_lines_of_text_never_across_one(data_dir, size, large_text, game):
    """In large text at 800x600 the bar crossed the foot of "Space: move now"."""
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    options = {"slyde": {"size": 8, "rules": "mindsports"}, "slide": {"players": 4, "seed": 3, "first": 1}}[game]
    people = [numbered("person", 1), *(numbered("hard", n) for n in range(1, 2 if game == "slyde" else 4))]
    play = PlayScene(app, Session.new(game, options, people))
    app.reset(play)
    drive = Driver(app)
    drive.worker_ready()
    if game == "slyde":
        play.attempt(play.state.legal_moves()[0])
    drive.until(lambda: play.match.asked is Purpose.MOVE)
    drawn = texts_drawn(app.theme, lambda: play.draw(app.screen))
    bar = play.panel.thinking_bar
    assert bar is not None and play.panel_rect.contains(bar)
    assert not [text for text, rect in drawn if text.strip() and rect.colliderect(bar)]
    app.quit()


def test_a_small_window_watching_six_computers_keeps_the_watch_speed_and_its_keys_whole(data_dir):
    """The panel beside six grids at 800x600 cut the line to "watch speed: normal (+/-, L...":
    a shorter form keeps the keys whole."""
    app = App((800, 600), data=data_dir, scenes=SCENES)
    play = PlayScene(app, Session.new("slide", {"players": 6, "seed": 1}, [numbered("easy", n) for n in range(1, 7)]))
    app.reset(play)
    Driver(app).frames(2)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen))]
    assert any("speed: normal (+/-" in text and text.endswith(")") for text in shown), shown
    driver = Driver(app)
    driver.post(pygame.JOYBUTTONDOWN, button=5, instance_id=0, joy=0)  # the right shoulder: faster, on a pad
    shown = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen))]
    assert any("speed: fast (Left/Right)" in text for text in shown) and not any("+/-" in text for text in shown), shown
    app.quit()


def test_a_long_result_stays_whole_on_the_screen_of_a_small_window(data_dir):
    from random import Random

    from game.client.games import showcase
    from game.client.theme import DEMO_BAND

    app = App((800, 600), data=data_dir, scenes=SCENES)
    attract = AttractScene(app, seed=1)
    attract.index = next(i for i, (game, options) in enumerate(showcase()) if options.get("size") == 12)
    attract._next_game()
    app.reset(attract)
    rng = Random(4)
    while not attract.session.is_over:
        attract.session.play(rng.choice(attract.session.state.legal_moves()))
    outcome = attract.session.outcome()
    assert outcome is not None and app.theme.font(24, True).size(outcome.reason)[0] > 800  # it needs two lines
    drawn = texts_drawn(app.theme, lambda: attract.draw(app.screen))
    band = app.size[1] - app.theme.px(DEMO_BAND)
    lines = [(text, rect) for text, rect in drawn if rect.centery > band]
    assert " ".join(text for text, _ in lines) == outcome.reason
    assert all(app.screen.get_rect().contains(rect) for _, rect in lines)
    app.quit()


def test_the_result_is_shown_once_the_last_move_has_landed_not_while_it_slides(data_dir):
    from random import Random

    from game.client.input import PAD
    from game.client.theme import DEMO_BAND

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    attract = AttractScene(app, seed=1)
    app.reset(attract)
    rng = Random(4)
    while not attract.session.state.play(attract.session.state.legal_moves()[0]).is_over():
        attract.session.play(rng.choice(attract.session.state.legal_moves()))
    before = attract.session.state
    move = before.legal_moves()[0]
    attract.animation = attract.board.animate(before, attract.match.play(move), move, 1.0)  # as a reply lands

    def band_words() -> str:
        drawn = texts_drawn(app.theme, lambda: attract.draw(app.screen))
        band = app.size[1] - app.theme.px(DEMO_BAND)
        return " ".join(text for text, rect in drawn if rect.centery > band)

    outcome = attract.session.outcome()
    assert attract.session.is_over and outcome is not None
    assert band_words() == "Press any key or click to play"  # the last move still on its way
    app.mapper.controls = PAD  # a pad was the last used (any press now would wake the arcade)
    assert band_words() == "Press any button to play"
    while attract.animation is not None:
        attract.update(1 / 60)
    assert band_words() == attract.session.result_line(outcome)
    app.quit()


def test_a_narrow_menu_still_says_which_game_resume_goes_back_to_and_how_far(data_dir):
    """At 800x600 the full label ("SlideCore 6: 91-point board, move 2") does not fit
    the button; the game's name and how far it got do."""
    from game import records

    session = Session.new("slidecore", {"side": 6}, [numbered("person", 1), numbered("easy", 0)])
    for text in ("f5 f6 g6", "h7 a1 h8"):
        session.play(session.state.parse_move(text))
    records.save(autosave_path(data_dir), session.record())
    app = App((800, 600), data=data_dir, scenes=SCENES)
    menu = MenuScene(app)
    app.reset(menu)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: menu.draw(app.screen))]
    assert "Resume: SlideCore 6, move 2" in shown


def test_between_moves_the_display_is_drawn_a_few_times_a_second_and_every_frame_while_one_slides(driver, monkeypatch):
    """A display left on all day: between moves only the invitation's glow changes."""
    app = driver.app
    attract = AttractScene(app, seed=3)
    app.reset(attract)
    drawn = []
    draw = app.draw
    app.draw = lambda: drawn.append(attract.animation is not None) or draw()
    driver.until(lambda: attract.animation is not None, 30)  # a first move lands
    drawn.clear()
    driver.frames(5)
    assert drawn == [True] * 5  # each frame of the slide
    driver.until(lambda: attract.animation is None, 10)
    drive = attract.match.drive
    monkeypatch.setattr(attract.match, "drive", lambda *args, **named: (None, None))  # the next move not yet come
    drawn.clear()
    driver.frames(60)  # a second of the game's clock
    assert 15 <= len(drawn) <= 25 and not any(drawn)
    monkeypatch.setattr(attract.match, "drive", drive)
    driver.until(lambda: attract.animation is not None, 30)  # and the next move slides again


@pytest.mark.recovers
def test_where_the_computer_players_cannot_start_attract_mode_says_so_and_shows_each_game_a_while(driver, monkeypatch):
    from .conftest import computers_cannot_run

    app = driver.app
    computers_cannot_run(app, monkeypatch)
    attract = AttractScene(app, seed=2)
    app.reset(attract)
    driver.until(lambda: app.toast is not None, seconds=60)
    assert "could not go on" in app.toast[0] and "cannot be kept running" in app.toast[0]
    shown = attract.games
    for _ in range(4 * 60):  # four seconds: the game that could not go on is still the one shown
        driver.frames()
    assert attract.games == shown and app.errors == 0


@pytest.mark.parametrize("game", ["slyde", "slidecore", "slide"])
def test_once_a_game_is_over_the_board_shows_what_decided_it_as_the_results_do(data_dir, game):
    """The deciding groups outlined (Slide: the cancelled cards set aside), at once:
    a passer-by sees who won and why, not a board and a line of words alone."""
    from random import Random

    from game.client.games import showcase

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    attract = AttractScene(app, seed=1)
    attract.index = next(i for i, (name, _) in enumerate(showcase()) if name == game)
    attract._next_game()
    app.reset(attract)
    shown: list[tuple] = []
    draw = attract.board.draw
    attract.board.draw = lambda surface, animation, hint, revealed, glow: (
        shown.append(revealed),
        draw(surface, animation, hint, revealed, glow),
    )
    rng = Random(2)
    while not attract.session.is_over:
        attract.draw(app.screen)
        assert shown[-1] == ()  # nothing outlined while the game goes on
        attract.session.play(rng.choice(attract.session.state.legal_moves()))
    attract.update(1 / 60)
    attract.draw(app.screen)
    deciding = attract.client.results(app, attract.session)
    deciding.skip()
    assert shown[-1] == attract.board.outlines(deciding.outlines()) != ()
    if game != "slide":  # every group up to the deciding place, both colours
        assert {seat for _, seat in shown[-1]} == {0, 1}
    app.quit()
