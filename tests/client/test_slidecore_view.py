"""The hex board's geometry: points are found where they are drawn."""

import math

import pygame
import pytest

from game.client.games.slidecore.view import CoreMarks, SlideCoreView
from game.client.theme import Theme
from game.rules.slidecore import Point, new_game


@pytest.mark.parametrize("side", range(4, 9))
@pytest.mark.parametrize("area", [(800, 600), (780, 660), (1900, 500)])
def test_every_point_is_hit_where_it_is_drawn_and_the_board_fits(side, area):
    view = SlideCoreView(Theme())
    box = pygame.Rect((10, 20), area)
    state = new_game(side)
    view.layout(box, state)
    assert box.contains(view.rect)
    for point in state.board.points:
        x, y = view.point_center(point)
        assert view.rect.collidepoint(x, y)
        assert view.point_at((round(x), round(y)), state) == point
        for dr, dk in ((0, 1), (1, 0), (1, 1)):  # the three line directions are one spacing long
            other = Point(point.row + dr, point.number + dk)
            if state.board.on_board(other):
                assert math.dist((x, y), view.point_center(other)) == pytest.approx(view.spacing)
    assert view.point_at(view.rect.topleft, state) is None  # a corner of the box holds no point


def test_the_view_draws_the_core_in_its_colour_on_the_centre():
    pygame.display.init()  # drawn as in the window, whatever ran before
    pygame.font.init()
    pygame.display.set_mode((800, 600))
    theme = Theme()
    view = SlideCoreView(theme)
    surface = pygame.Surface((800, 600))
    state = new_game(6)
    view.layout(surface.get_rect(), state)
    view.draw(surface, state, CoreMarks())
    x, y = view.point_center(Point.parse("f6"))
    assert surface.get_at((round(x), round(y)))[:3] == theme.palette.disc
