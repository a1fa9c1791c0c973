"""The hex board's geometry: points are found where they are drawn."""

import math

import pygame
import pytest

from game.client.games.slidecore.view import CoreMarks, SlideCoreView
from game.client.theme import Theme
from game.rules.slidecore import Point, new_game


@pytest.fixture(autouse=True)
def display():
    """Laid out and drawn as in the window (its type measured, its pictures converted),
    whatever ran before."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((800, 600))


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
    theme = Theme()
    view = SlideCoreView(theme)
    surface = pygame.Surface((800, 600))
    state = new_game(6)
    view.layout(surface.get_rect(), state)
    view.draw(surface, state, CoreMarks())
    x, y = view.point_center(Point.parse("f6"))
    assert surface.get_at((round(x), round(y)))[:3] == theme.palette.disc


@pytest.mark.parametrize("side", [4, 6, 8])
@pytest.mark.parametrize("area", [(560, 560), (1200, 900)])
def test_the_row_letters_and_point_numbers_stand_whole_beyond_the_frame(side, area):
    from game.client.games.slidecore.view import FRAME, _grown

    from .conftest import texts_drawn

    theme = Theme()
    view = SlideCoreView(theme)
    state = new_game(side)
    view.layout(pygame.Rect((0, 0), area), state)
    labels = texts_drawn(theme, lambda: view.draw(pygame.Surface(area), state, CoreMarks()))
    assert len(labels) == (2 * side - 1) * 2  # a letter for each row, a number for each point along the edge
    offset = pygame.Vector2(view.rect.topleft)
    corners = [pygame.Vector2(view.point_center(Point(r, k))) - offset for r, k in view._corners()]
    frame = [pygame.Vector2(x, y) for x, y in _grown(corners, view.spacing * FRAME)]

    def inside(x: float, y: float) -> bool:  # the frame is convex, its corners in order
        sides = [(b - a).cross(pygame.Vector2(x, y) - a) for a, b in zip(frame, frame[1:] + frame[:1], strict=True)]
        return all(s > 0 for s in sides) or all(s < 0 for s in sides)

    picture = pygame.Rect((0, 0), view.rect.size)
    for text, rect in labels:
        assert picture.contains(rect), f"{text} is cut off"
        corners_of_label = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
        assert not any(inside(*corner) for corner in corners_of_label), f"{text} is on the frame"


@pytest.mark.parametrize("size", [96, 600])
def test_on_a_small_board_the_lines_give_way_to_the_discs(size):
    """A saved game's picture in high contrast: its lines no longer as white as the
    white discs, which they would drown; on a board of playing size, at full strength."""
    from game.client.theme import HIGH_CONTRAST

    theme = Theme(HIGH_CONTRAST)
    view = SlideCoreView(theme)
    surface = pygame.Surface((size, size))
    state = new_game(6)
    view.layout(surface.get_rect(), state)
    view.draw(surface, state, CoreMarks())
    (x1, y1), (x2, y2) = view.point_center(Point.parse("a1")), view.point_center(Point.parse("a2"))
    midway = surface.get_at((round((x1 + x2) / 2), round((y1 + y2) / 2)))[:3]
    if size < 200:
        assert max(midway) < 160 < min(theme.palette.white_piece)
    else:
        assert midway == theme.palette.panel_edge
