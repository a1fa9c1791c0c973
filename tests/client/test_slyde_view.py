"""The Slyde board's marks stay on the board (nothing drawn for a move spills past
its edge onto the labels or the panel beside it) and stand out from it in either
edition and palette."""

import pygame
import pytest

from game.client.games.slyde.motion import Marks
from game.client.games.slyde.view import SlydeView
from game.client.theme import PALETTES, Theme
from game.rules.slyde import BLACK, WHITE, Cell, SlydeMove, new_game


def _pixels(view: SlydeView, state, area, marks: Marks):
    """The pixels of a board laid out in `area`, without the marks and with them."""
    plain, marked = pygame.Surface(area), pygame.Surface(area)
    view.layout(plain.get_rect(), state)
    view.draw(plain, state)
    view.draw(marked, state, marks)
    return pygame.surfarray.array3d(plain), pygame.surfarray.array3d(marked)


def _changes(view: SlydeView, state, area, marks: Marks) -> pygame.Rect:
    """The box around every pixel the marks change on a board laid out in `area`."""
    before, after = _pixels(view, state, area, marks)
    xs, ys = (before != after).any(axis=2).nonzero()
    assert len(xs), "the marks are drawn"
    return pygame.Rect(xs.min(), ys.min(), xs.max() - xs.min() + 1, ys.max() - ys.min() + 1)


@pytest.mark.parametrize("move", ["g8-h8", "h1-h2", "a1-b1", "a8-a7"])
@pytest.mark.parametrize("area", [(800, 600), (1280, 720), (333, 251)])
def test_the_last_moves_brackets_stay_inside_the_board_at_its_edges(move, area, driver):
    view = SlydeView(Theme())
    drawn = _changes(view, new_game(8), area, Marks(last_move=SlydeMove.parse(move)))
    assert view.rect.contains(drawn), (drawn, view.rect)


@pytest.mark.parametrize("corners", [("a1", "h8"), ("a8", "h1"), ("d1", "h4")])
@pytest.mark.parametrize("area", [(800, 600), (1920, 1080), (333, 251)])
def test_a_group_outlined_at_the_boards_edge_stays_inside_it(corners, area, driver):
    view = SlydeView(Theme())
    state = new_game(8)
    board = state.board
    wanted = {Cell.parse(name) for name in corners}
    bits = sum(1 << b for b in board.cell_bits if board.cells[b] in wanted)
    drawn = _changes(view, state, area, Marks(groups=((bits, WHITE), (bits, BLACK))))
    assert view.rect.contains(drawn), (drawn, view.rect)


def _luminance(pixels):
    return pixels[..., 0] * 0.299 + pixels[..., 1] * 0.587 + pixels[..., 2] * 0.114


@pytest.mark.parametrize("palette", sorted(PALETTES))
@pytest.mark.parametrize("rules", ["mindsports", "tile"])
@pytest.mark.parametrize("mark", ["last_move", "cursor c3", "cursor d3"])  # on a dark piece, on a light one
def test_the_last_move_and_the_keyboards_place_stand_out_from_the_board_under_them(palette, rules, mark, driver):
    view = SlydeView(Theme(PALETTES[palette]))
    state = new_game(6, rules)
    cell = mark.split()[-1]
    marks = Marks(last_move=SlydeMove.parse("b1-a1")) if mark == "last_move" else Marks(cursor=Cell.parse(cell))
    before, after = _pixels(view, state, (600, 600), marks)
    changed = (before != after).any(axis=2)
    assert changed.any()
    contrast = abs(_luminance(after[changed].astype(float)) - _luminance(before[changed].astype(float)))
    assert contrast.mean() > 80, contrast.mean()
    if mark != "last_move":  # what stands out rings the place, three pixels wide at the least, on any piece
        assert (contrast > 80).sum() >= 3 * 4 * view.cell, (contrast > 80).sum()


@pytest.mark.parametrize(
    ("rules", "mover", "head"),
    [("mindsports", WHITE, "d6"), ("mindsports", BLACK, "d6"), ("tile", BLACK, "d6"), ("tile", WHITE, "d7")],
)
def test_a_hints_arrow_points_where_the_piece_goes_and_in_the_tile_edition_where_the_tile_goes(
    rules, mover, head, driver
):
    """A swap's mover's piece goes from src to dst; in the tile edition only the tile is
    seen to move, so the spaces' move d7-d6 slides the tile on d6 into d7."""
    view = SlydeView(Theme())
    state = new_game(8, rules)
    before, after = _pixels(view, state, (600, 600), Marks(hint=SlydeMove.parse("d7-d6"), hint_mover=mover))
    good = (after == view.theme.palette.good[:3]).all(axis=2) & (before != after).any(axis=2)

    def near(name: str) -> int:
        """Pixels of the hint's colour within a quarter cell of a cell's centre."""
        x, y = view.cell_center(Cell.parse(name))
        reach = view.cell // 4
        return int(good[x - reach : x + reach, y - reach : y + reach].sum())

    tail = "d7" if head == "d6" else "d6"
    assert near(head) > 2 * near(tail) > 0, (near(head), near(tail))


def test_the_tile_editions_rules_name_a_move_as_the_move_list_writes_it():
    from game.client.games.slyde import CLIENT
    from game.client.games.slyde.pages import pages

    start = new_game(6, "tile")  # the Spaces to move: the record names the space's step, b1 to a1
    words = CLIENT.move_words(start, start.parse_move("b1-a1"))
    playing_here = pages("tile")[-1].text
    assert words == "a1-b1" and f"{words}, the tile from a1 into the space b1" in playing_here
