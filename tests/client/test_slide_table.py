"""Slide on screen, as the computers play it in attract mode: the table is drawn
from views only, lays out 2 to 6 seats without overlap, and shows no face-down card."""

from random import Random

import pygame
import pytest

from game.client.app import App
from game.client.scenes import SCENES
from game.client.scenes.play import PlayScene
from game.client.session import Session, player
from game.rules import slide


def computers(seats: int) -> list[dict]:
    return [player("random", 0) for _ in range(seats)]


def table(app: App, seats: int, moves: int = 0) -> PlayScene:
    session = Session.new("slide", {"players": seats, "seed": seats}, computers(seats))
    rng = Random(seats)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_moves()))
    scene = app.make("play", session, demo=True)
    app.reset(scene)
    app.frame(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 6])
def test_the_table_lays_out_every_seat_apart_inside_the_board_area(data_dir, size, seats):
    app = App(size, data=data_dir, scenes=SCENES)
    play = table(app, seats)
    grids = play.board.view.grids
    assert len(grids) == seats
    for index, rect in enumerate(grids):
        assert play.board.view.rect.contains(rect) and not rect.colliderect(play.panel_rect)
        assert not any(rect.colliderect(other) for other in grids[index + 1 :])
        assert not rect.colliderect(play.board.view.middle)
    app.quit()


def recording(view) -> list:
    """Every view the table is asked to draw, in a list."""
    drawn = []
    draw = view.draw

    def draw_and_keep(surface, seen, *rest):
        drawn.append(seen)
        draw(surface, seen, *rest)

    view.draw = draw_and_keep
    return drawn


def test_the_table_is_drawn_from_a_view_that_holds_no_face_down_value(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    for moves in (0, 3, 9, 37, 70):  # picks made and hidden, a reveal, pushes, later rounds
        play = table(app, 4, moves)
        drawn = recording(play.board.view)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert drawn and all(isinstance(view, slide.SlideView) for view in drawn)
        state = play.state
        for view in drawn:
            for seat in range(4):
                for cell in range(16):
                    if not state.up[seat] >> cell & 1:
                        assert view.known.cards[seat][cell] == 0  # a card back, whatever it hides
            if state.phase == slide.PICK:
                assert all(pick in (-1, -2) for pick in view.known.picked)  # nobody's pick before the reveal
    app.quit()


def test_attract_mode_shows_slide_games_between_computers_too(data_dir):
    from game.client.scenes.attract import AttractScene

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    attract = AttractScene(app, seed=1)
    games = set()
    for _ in range(len(attract.showcase)):
        games.add(attract.play.session.state.game)
        seats = attract.play.session.state.seat_count
        assert len(attract.play.session.players) == seats
        attract.play.popped()
        attract.play = attract._next_play()
    assert games == {"slyde", "slidecore", "slide"}
    app.quit()
