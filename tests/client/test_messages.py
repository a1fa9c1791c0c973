"""Messages have a place of their own: never over the instructions, the board or
each other, inside the panel at every window size, in large text too."""

import pygame
import pytest

from game.client.app import App
from game.client.messages import fitted_message
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.records import Seat

from .conftest import texts_drawn

PEOPLE = [Seat.person("Alice"), Seat.person("Bob")]
LONG = "a2 is already face up: pick one of your own face-down cards, which nobody else sees until all have picked"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("game", ["slidecore", "slide"])
def test_a_message_never_covers_the_instructions_and_stays_in_its_place(data_dir, size, large_text, game):
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    app.push(MenuScene(app))
    options = {"side": 5} if game == "slidecore" else {"players": 2, "seed": 2}
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
