from random import Random

import pytest

from game.rules.base import IllegalMoveError, MalformedMoveError
from game.rules.slyde import BLACK, WHITE, Cell, SlydeMove, SlydeState, new_game

SEED_OPENING = ["f3-f4", "f10-f9", "k6-j6", "k7-j7"]


def play_all(state, moves):
    for text in moves:
        state = state.play(state.parse_move(text))
    return state


def cell(text):
    return Cell.parse(text)


# -- the start ------------------------------------------------------------------


def test_start_is_a_chessboard_with_a1_black_and_white_to_move():
    state = new_game()
    assert state.options == {"size": 12, "rules": "mindsports"}
    assert state.piece(cell("a1")) == (BLACK, False)
    assert state.piece(cell("b1")) == (WHITE, False)
    assert state.piece(cell("a2")) == (WHITE, False)
    assert state.piece(cell("f3")) == (WHITE, False)  # the seed's opening f3-f4 is White's
    assert state.to_move == WHITE
    assert state.fixed == 0


def test_default_sizes_per_ruleset():
    assert new_game(rules="tile").board.size == 8
    assert new_game(rules="mindsports").board.size == 12


@pytest.mark.parametrize("size", [3, 17, "12", True])
def test_sizes_out_of_range_are_refused(size):
    with pytest.raises(ValueError, match="board size"):
        new_game(size)


# -- swaps --------------------------------------------------------------------------


def test_a_swap_fixes_the_movers_piece_on_the_target_and_leaves_the_other_mobile_on_the_origin():
    state = new_game().play(SlydeMove.parse("f3-f4"))
    assert state.piece(cell("f4")) == (WHITE, True)
    assert state.piece(cell("f3")) == (BLACK, False)
    assert state.to_move == BLACK
    state = state.play(SlydeMove.parse("f10-f9"))
    assert state.piece(cell("f9")) == (BLACK, True)
    assert state.piece(cell("f10")) == (WHITE, False)


def test_the_same_pair_is_legal_for_both_players_in_opposite_directions():
    state = new_game(6)
    white_moves = {str(m) for m in state.legal_moves()}
    black_to_move = SlydeState(state.board, state.white, 0, BLACK, 1, 0, 0)
    black_moves = {str(m) for m in black_to_move.legal_moves() if not m.is_toggle}
    assert {"-".join(reversed(m.split("-"))) for m in white_moves} == black_moves


def test_the_state_is_immutable():
    start = new_game()
    key = start.key()
    start.play(SlydeMove.parse("f3-f4"))
    assert start.key() == key and start.ply == 0


@pytest.mark.parametrize(
    ("moves", "text", "reason"),
    [
        ([], "a1-a2", "a1 is not White's pawn"),
        ([], "f3-f5", "f5 is not next to f3"),
        ([], "f3-g4", "g4 is not next to f3"),
        ([], "f3-f3", "f3 is not next to f3"),
        (["f3-f4"], "f4-f5", "f4 is not Black's pawn"),
        (["f3-f4", "f10-f9"], "f4-g4", "f4 is fixed: it never moves again"),
        (["f3-f4"], "f3-f4", "f4 is fixed: it never moves again"),
        ([], "m3-m4", "m3 is off the 12x12 board"),
        ([], "f13-f12", "f13 is off the 12x12 board"),
    ],
)
def test_illegal_swaps_say_why_and_change_nothing(moves, text, reason):
    state = play_all(new_game(), moves)
    before = state.key()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move(text)
    assert str(error.value) == f"illegal move {text!r}: {reason}"
    with pytest.raises(IllegalMoveError, match=reason):
        state.play(SlydeMove.parse(text))
    assert state.key() == before


def test_moving_onto_your_own_colour_is_refused():
    state = SlydeState.position(4, "mindsports", white=[cell("a1"), cell("b1")], to_move=WHITE)
    with pytest.raises(IllegalMoveError, match="b1 is White's pawn too"):
        state.parse_move("a1-b1")


def test_the_tile_edition_refuses_in_its_own_words():
    """Its pieces are spaces and tiles: a refusal names them so, not White and Black."""
    state = new_game(8, "tile")
    with pytest.raises(IllegalMoveError, match="a1 is not an empty space"):
        state.parse_move("a1-a2")
    own = SlydeState.position(4, "tile", white=[cell("a1"), cell("b1")], to_move=BLACK)
    with pytest.raises(IllegalMoveError, match="d1 is a tile too"):
        own.parse_move("c1-d1")
    first = state.legal_moves()[0]
    back = SlydeMove(first.src, first.dst)  # the tile it moved, back onto the space that now has a disc
    with pytest.raises(IllegalMoveError, match=f"{first.dst} has a disc: it never moves again"):
        state.play(first).parse_move(str(back))


@pytest.mark.parametrize("text", ["", "f3", "f3f4", "f3--f4", "**f3", "f3-f", "3f-4f", "f0-f1", "__import__('os')"])
def test_malformed_moves_are_refused_as_such(text):
    with pytest.raises(MalformedMoveError):
        new_game().parse_move(text)


def test_moves_print_as_notation_and_repr_pastes_back():
    move = SlydeMove.parse("f3-f4")
    assert str(move) == "f3-f4"
    assert eval(repr(move), {"SlydeMove": SlydeMove}) == move
    assert str(SlydeMove.parse(" *F9 ")) == "*f9"


# -- the anti-mirror rule -------------------------------------------------------------


def test_the_seed_opening_is_symmetric_and_white_may_toggle_any_piece():
    state = play_all(new_game(12), SEED_OPENING)
    assert state.is_symmetric()
    toggles = [m for m in state.legal_moves() if m.is_toggle]
    assert len(toggles) == 144
    fixed_before = state.piece(cell("f9"))
    assert fixed_before == (BLACK, True)
    unfixed = state.play(state.parse_move("*f9"))  # 'unfix' f9, as the seed suggests
    assert unfixed.piece(cell("f9")) == (BLACK, False)
    assert state.piece(cell("e4")) == (WHITE, False)  # in White's 4-group e4 f4 g4 f5
    fixed = state.play(state.parse_move("*e4"))
    assert fixed.piece(cell("e4")) == (WHITE, True)


def test_a_toggle_breaks_the_symmetry_so_no_toggle_follows_a_toggle():
    state = play_all(new_game(12), SEED_OPENING)
    after = state.play(state.parse_move("*a1"))
    assert not after.is_symmetric()
    assert not any(m.is_toggle for m in after.legal_moves())


def test_no_toggle_on_the_first_move_although_the_start_is_symmetric():
    state = new_game(12)
    assert state.is_symmetric()
    assert not any(m.is_toggle for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="no toggle: not on the first move"):
        state.parse_move("*a1")


def test_no_toggle_when_the_position_is_not_symmetric():
    state = play_all(new_game(12), SEED_OPENING[:3])
    with pytest.raises(IllegalMoveError, match="the position is not symmetric"):
        state.parse_move("*a1")


def test_no_toggle_on_odd_boards():
    state = play_all(new_game(5), ["b1-b2", "b4-b5"])
    assert not state.is_symmetric()
    with pytest.raises(IllegalMoveError, match="odd size is never symmetric"):
        state.parse_move("*a1")


def test_the_tile_edition_has_no_toggle_even_in_the_seed_position():
    state = play_all(new_game(12, "tile"), SEED_OPENING)
    assert not any(m.is_toggle for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="no toggle: the tile edition has none"):
        state.parse_move("*f9")


def test_a_vertical_mirror_counts_as_well_as_the_horizontal_one():
    # f3-f4 mirrored across the horizontal midline is f10-f9 (the seed); across the vertical, g3-g4
    state = play_all(new_game(12), ["f3-f4", "g3-g4"])
    assert state.is_symmetric()
    assert state.can_toggle()


# -- the end and the result ------------------------------------------------------------


def test_the_game_ends_exactly_when_no_move_is_left():
    # 4x4: only a1 (black) and b1 (white) are mobile, next to each other
    fixed = [Cell(f, r) for f in range(4) for r in range(4) if (f, r) not in ((0, 0), (1, 0))]
    white = [Cell(f, r) for f in range(4) for r in range(4) if (f + r) % 2]
    state = SlydeState.position(4, "mindsports", white=white, fixed=fixed, to_move=BLACK, ply=9)
    assert not state.is_over()
    assert [str(m) for m in state.legal_moves()] == ["a1-b1"]
    assert state.outcome() is None
    end = state.play(state.parse_move("a1-b1"))
    assert end.legal_moves() == []
    assert end.is_over()
    with pytest.raises(IllegalMoveError, match="the game is over"):
        end.parse_move("a1-b1")


def test_outcome_compares_group_lists_with_the_cascade():
    # 4x4, everything fixed: white holds the left two files (one group of 8); the tile
    # edition, since under Mindsports rules this symmetric position still allows a toggle
    cells = [Cell(f, r) for f in range(4) for r in range(4)]
    white = [c for c in cells if c.file < 2]
    state = SlydeState.position(4, "tile", white=white, fixed=cells)
    assert state.group_sizes() == ([8], [8])
    outcome = state.outcome()
    assert outcome.is_draw and outcome.winner is None
    # a1 turns black (cut off: a singleton), c4 turns white (joins White's group)
    white = [c for c in white if c != cell("a1")] + [cell("c4")]
    state = SlydeState.position(4, "tile", white=white, fixed=cells)
    assert state.group_sizes() == ([8], [7, 1])
    outcome = state.outcome()
    assert outcome.winner == WHITE
    assert outcome.reason == "Spaces wins: groups 8 against 7-1, decided by the 1st group"  # as the edition names them
    assert outcome.rewards(2) == (1.0, 0.0)
    mindsports = SlydeState.position(4, "mindsports", white=white, fixed=cells).outcome()
    assert mindsports.reason == "White wins: groups 8 against 7-1, decided by the 1st group"


def test_playout_from_the_end_returns_the_end():
    state = new_game(4)
    end = state.playout(Random(3))
    assert end.is_over()
    assert end.playout(Random(4)).key() == end.key()


@pytest.mark.parametrize("rules, first, second", [("mindsports", "white", "black"), ("tile", "spaces", "tiles")])
def test_the_diagram_says_whose_each_mark_is_and_which_are_fixed(rules, first, second):
    state = new_game(4, rules=rules)
    state = state.play(state.legal_moves()[0])
    lines = state.diagram().splitlines()
    board = "".join(lines[:4])
    assert board.count("O") + board.count("X") == 1  # the mover's piece, fixed
    assert f"; {first} (o) " in lines[-1] and f"; {second} (x) " in lines[-1] and "capitals fixed" in lines[-1]
