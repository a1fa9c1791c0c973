"""Messages have a place of their own: never over the instructions, the board or
each other, inside the panel at every window size, in large text too."""

import functools

import pygame
import pytest

from game.client.app import App
from game.client.messages import fitted_lines, fitted_message
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.practice import PracticeScene
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.learn.practice import practice_sets
from game.records import Seat

from .conftest import Driver, no_room, texts_drawn

PEOPLE = [Seat.person("Alice"), Seat.person("Bob")]
LONG = "a2 is already face up: pick one of your own face-down cards, which nobody else sees until all have picked"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("game", ["slyde", "slidecore", "slide"])
def test_a_message_never_covers_the_instructions_and_stays_in_its_place(data_dir, size, large_text, game):
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    app.push(MenuScene(app))
    options = {"slyde": {"size": 12}, "slidecore": {"side": 5}}.get(game, {"players": 2, "seed": 2})
    play = PlayScene(app, Session.new(game, options, PEOPLE))
    app.push(play)
    app.frame(1 / 60)
    if game == "slide":
        play.board.arrived()  # past the hand-over
    play.board.cursor = None
    app.say(LONG, "bad")
    drawn = texts_drawn(app.theme, lambda: play.draw(app.screen))
    prompt = play.board.prompt()
    assert prompt
    prompt_rects = [rect for text, rect in drawn if text and text in prompt]
    assert prompt_rects
    message = play.message_area()
    assert play.panel_rect.contains(message)
    assert not any(rect.colliderect(message) for rect in prompt_rects)
    app.draw()
    image = fitted_message(app.theme, LONG, (255, 255, 255), message.inflate(-app.theme.px(14), -app.theme.px(7)))
    assert image.get_width() <= message.width and image.get_height() <= message.height
    for text, rect in drawn:
        assert not rect.colliderect(message) or not text, f"{text!r} lies under the messages' place"
    app.quit()
    pygame.event.clear()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_reviews_messages_show_in_its_panel_above_the_buttons_never_over_the_board_or_graph(data_dir, size):
    from game.client.scenes.review import ReviewScene

    app = App(size, data=data_dir, scenes=SCENES)
    app.push(MenuScene(app))
    session = Session.new("slyde", {"size": 8, "rules": "mindsports"}, PEOPLE)
    for _ in range(6):
        session.play(session.state.legal_moves()[0])
    review = ReviewScene(app, session, playouts=20)
    app.push(review)
    app.frame(1 / 60)
    message = review.message_area()
    assert message is not None and review.panel_rect.contains(message)
    assert not message.colliderect(review.graph_rect) and not message.colliderect(review.board.view.rect)
    assert all(message.bottom <= button.rect.top for button in review.buttons.buttons)
    image = fitted_message(app.theme, LONG, (255, 255, 255), message.inflate(-app.theme.px(14), -app.theme.px(7)))
    assert image.get_width() <= message.width and image.get_height() <= message.height
    app.quit()
    pygame.event.clear()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("large_text", [False, True])
def test_the_longest_messages_show_whole_in_the_play_and_lesson_panels(data_dir, size, large_text, monkeypatch):
    """What is not kept on leaving, and a saved game's long file name, are said whole
    (a message may take more lines while it shows; a word too long is set smaller)."""
    from game.learn.course import courses

    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    app.push(MenuScene(app))
    play = PlayScene(app, Session.new("slyde", {"size": 8}, PEOPLE))
    app.push(play)
    course = courses()[0]
    lesson = app.make("lesson", course, course.lessons[0].key)
    no_room(monkeypatch)
    play.attempt(play.state.legal_moves()[0])
    lesson.progress.record(course.key, lesson.lesson.key, 3)
    said = [
        play.keep("close the window again"),
        lesson.keep("close the window again"),
        "Saved as slidecore-2026-11-28-1402-unfinished.json",
    ]
    assert said[0].startswith("Not saved (No space left on device)") and said[1].startswith("Your 3 stars are not kept")
    for scene in (play, lesson):
        for text in said:
            app.say(text, "bad")
            app.frame(1 / 60)
            scene.draw(app.screen)
            area = scene.message_area().inflate(-app.theme.px(14), -app.theme.px(7))
            lines = fitted_lines(app.theme, text, area)[1]
            whole = "".join(lines).replace(" ", "") == text.replace(" ", "")  # a file's name may break after a hyphen
            assert whole, f"{type(scene).__name__} at {size}: {lines}"
    app.quit()
    pygame.event.clear()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("large_text", [False, True])
def test_the_longest_prompts_show_whole_in_the_play_panel(data_dir, size, large_text):
    """Slide's push by the keys (its card taken, an end to choose) and the tile
    edition's spaces: every word of what to do next, none cut."""
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    slide = Session.new("slide", {"players": 4, "seed": 2}, [Seat.person(name) for name in ("Al", "Bo", "Cy", "Di")])
    while slide.state.phase == "pick":
        slide.play(slide.state.legal_moves()[0])
    tiles = Session.new("slyde", {"size": 8, "rules": "tile"}, PEOPLE)
    for session in (slide, tiles):
        play = PlayScene(app, session, resumed=True)
        app.reset(play)
        app.frame(1 / 60)
        if session is slide:
            play.board.arrived()
            play.board.value = session.state.middle[0]  # a card taken: the keys choose the end
            play.board.cursor = play.board._start_cursor()
        prompt = play.board.prompt()
        assert prompt
        drawn = " ".join(text for text, _ in texts_drawn(app.theme, functools.partial(play.draw_panel, app.screen)))
        assert prompt in drawn, prompt
    app.quit()


def test_a_long_message_stays_long_enough_to_be_read_and_a_short_one_goes(data_dir):
    from .conftest import Driver

    app = App((800, 600), data=data_dir, scenes=SCENES)
    drive = Driver(app)
    app.say("Saved")
    drive.frames(4 * 60)
    assert app.toast is None
    app.say(LONG)  # 20 words
    drive.frames(5 * 60)
    assert app.toast is not None and app.toast[0] == LONG
    drive.frames(2 * 60)
    assert app.toast is None
    app.quit()


def test_news_stays_twice_as_long_as_an_answer_of_its_length(data_dir):
    """A settings file kept aside as the window opened faded before the eye found it."""
    from .conftest import Driver

    app = App((800, 600), data=data_dir, scenes=SCENES)
    drive = Driver(app)
    app.say("Not allowed: that card is face up", "bad")  # an answer to a click: the eye is on it
    drive.frames(4 * 60)
    assert app.toast is None
    app.say("Settings were unreadable; kept aside, using defaults", "bad", wait=True)
    drive.frames(6 * 60)
    assert app.toast is not None and app.toast[0].startswith("Settings")
    drive.frames(2 * 60)
    assert app.toast is None
    app.quit()


def test_a_broken_settings_file_is_said_as_the_window_opens_for_as_long_as_news(data_dir):
    from .conftest import Driver

    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text('{"theme": "light"}')
    app = App((800, 600), data=data_dir, scenes=SCENES)
    drive = Driver(app)
    drive.frames(6 * 60)
    assert app.toast is not None and "Settings were unreadable" in app.toast[0] and app.toast[2] == "bad"
    app.quit()


def test_news_waits_its_turn_behind_a_message_and_an_answer_takes_the_place_at_once(driver):
    app = driver.app
    app.say("first")
    app.say("second", "good", wait=True)
    app.say("first")  # said again: shown longer, not twice
    app.say("second", "good", wait=True)
    assert app.toast is not None and app.toast[0] == "first"
    driver.until(lambda: app.toast is None or app.toast[0] != "first", 30)
    assert app.toast is not None and app.toast[:3:2] == ("second", "good")
    app.say("third", wait=True)
    app.say("fourth")  # an answer to an action: at once, in the place of what shows
    assert app.toast is not None and app.toast[0] == "fourth"
    app.unsay("third")  # news taken back before it showed
    driver.until(lambda: app.toast is None or app.toast[0] != "fourth", 30)
    assert app.toast is None


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_message_at_the_bottom_of_a_screen_never_covers_its_buttons(data_dir, size, large_text, monkeypatch):
    """The rules book's buttons fill its bottom edge and the menu's reach it on a large
    window: a message there shows above them, where it covers nothing a person clicks."""
    from game.client import messages

    from .test_screens import all_scenes, app_with_text

    boxes = []
    placed = messages.bottom_box
    monkeypatch.setattr(messages, "bottom_box", lambda *a, **k: boxes.append(placed(*a, **k)) or boxes[-1])
    app = app_with_text(data_dir, size, large=large_text)
    ended = Session.new("slidecore", {"side": 5}, PEOPLE)
    ended.resign(0)
    resigned = PlayScene(app, ended)  # its results come up over it
    for scene in [*all_scenes(app), PracticeScene(app, practice_sets()[0]), resigned]:
        app.reset(scene)
        app.frame(1 / 60)
        if scene is resigned:
            Driver(app).until(lambda: isinstance(app.scene, ResultsScene))
            scene = app.scene
        if scene.message_area() is not None:
            continue
        for text in ("This is the last page: Back closes the book", LONG):
            boxes.clear()
            app.say(text)
            app.draw()
            box = boxes[-1]  # the place taken: the last tried
            covered = [button.label for button in scene.buttons.buttons if button.rect.colliderect(box)]
            assert covered == [] and app.screen.get_rect().contains(box), (type(scene).__name__, text)
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_message_at_the_bottom_of_a_screen_is_never_drawn_over_its_words(data_dir, size, large_text, monkeypatch):
    """A help line at a screen's foot, half covered by a short message's box, read as
    broken words on either side of it: the screen's words give way to the message."""
    from game.client import messages

    from .test_screens import all_scenes, app_with_text

    boxes = []
    placed = messages.bottom_box
    monkeypatch.setattr(messages, "bottom_box", lambda *a, **k: boxes.append(placed(*a, **k)) or boxes[-1])
    app = app_with_text(data_dir, size, large=large_text)
    for scene in [*all_scenes(app), PracticeScene(app, practice_sets()[0])]:
        app.reset(scene)
        app.frame(1 / 60)
        if scene.message_area() is not None:
            continue
        for text in ("Saved", LONG):
            boxes.clear()
            app.say(text)
            under = texts_drawn(app.theme, app.draw)
            box = boxes[-1]
            covered = [words for words, rect in under if rect.colliderect(box) and words != text]
            assert covered == [], (type(scene).__name__, text)
            app.unsay(text)
    app.quit()
