"""Properties of Slyde over many positions and games: the bitboard engine against a
plain model of the rules, random games end, counts hold, records round-trip, and
the fast playout plays exactly the game that step-by-step play would."""

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import records
from game.records import Seat
from game.rules.slyde import MAX_SIZE, MIN_SIZE, RULESETS, WHITE, Cell, SlydeMove, SlydeState, new_game

from . import naive_slyde as naive

SIZES = range(MIN_SIZE, MAX_SIZE + 1)


def random_position(rng, size, rules):
    cells = [Cell(f, r) for f in range(size) for r in range(size)]
    white_share, fixed_share = rng.random(), rng.random() * 0.9
    white = [c for c in cells if rng.random() < white_share]
    fixed = [c for c in cells if rng.random() < fixed_share]
    return SlydeState.position(size, rules, white, fixed, rng.randrange(2), rng.choice([0, 1, 7]))


def symmetric_position(rng, size, rules, vertical):
    """Each mirror pair of cells gets one white and one black piece, both fixed or both mobile."""
    white, fixed = [], []
    fixed_share = rng.random() * 0.9
    for f in range(size):
        for r in range(size):
            if (f if vertical else r) >= size // 2:
                continue
            cell = Cell(f, r)
            mirror = Cell(size - 1 - f, r) if vertical else Cell(f, size - 1 - r)
            white.append(cell if rng.random() < 0.5 else mirror)
            if rng.random() < fixed_share:
                fixed += [cell, mirror]
    return SlydeState.position(size, rules, white, fixed, rng.randrange(2), rng.choice([2, 6]))


def test_symmetric_positions_built_on_purpose_are_symmetric():
    rng = Random(5)
    for size in (4, 6, 8, 12, 16):
        for vertical in (True, False):
            state = symmetric_position(rng, size, "mindsports", vertical)
            assert state.is_symmetric()
            assert naive.is_symmetric(naive.grid_of(state), size)


@pytest.mark.parametrize("rules", RULESETS)
@pytest.mark.parametrize("size", SIZES)
def test_move_generator_matches_the_naive_one_on_random_and_symmetric_positions(size, rules):
    rng = Random(size * 100 + len(rules))
    positions = [random_position(rng, size, rules) for _ in range(120)]
    if size % 2 == 0:
        positions += [symmetric_position(rng, size, rules, vertical=bool(i % 2)) for i in range(40)]
    toggled = 0
    for state in positions:
        grid = naive.grid_of(state)
        expected = naive.legal_moves(grid, size, state.to_move, state.ply, rules)
        got = [str(m) for m in state.legal_moves()]
        assert sorted(got) == sorted(expected), state.diagram()
        assert len(set(got)) == len(got)
        assert state.is_over() == (not expected)
        assert state.group_sizes() == (
            naive.group_sizes(grid, size, naive.WHITE),
            naive.group_sizes(grid, size, naive.BLACK),
        )
        toggled += any(m.startswith("*") for m in got)
        if got:  # playing a move matches the plain model of a move
            text = rng.choice(got)
            after = naive.grid_of(state.play(SlydeMove.parse(text)))
            grid = dict(grid)
            if text.startswith("*"):
                c = Cell.parse(text[1:])
                grid[c] = (grid[c][0], not grid[c][1])
            else:
                src, dst = (Cell.parse(t) for t in text.split("-"))
                grid[src], grid[dst] = (grid[dst][0], False), (grid[src][0], True)
            assert after == grid
    if rules == "mindsports" and size % 2 == 0:
        assert toggled >= 20  # the symmetric positions were exercised


def random_game(state, rng):
    """Step-by-step play, each move drawn as the fast playout draws it."""
    states, moves = [state], []
    while not state.is_over():
        legal = state.legal_moves()
        move = legal[int(rng.random() * len(legal))]
        moves.append(str(move))
        state = state.play(move)
        states.append(state)
        assert len(states) <= 3 * state.board.size**2  # every game ends
    return states, moves


@settings(max_examples=40, deadline=None)
@given(size=st.integers(MIN_SIZE, MAX_SIZE), rules=st.sampled_from(RULESETS), seed=st.integers(0, 2**32 - 1))
def test_random_games_end_keep_counts_never_repeat_and_round_trip(size, rules, seed):
    start = new_game(size, rules)
    states, moves = random_game(start, Random(seed))
    whites = {s.white.bit_count() for s in states}
    assert whites == {start.white.bit_count()}  # a swap exchanges, a toggle keeps colours
    keys = [s.key() for s in states]
    assert len(set(keys)) == len(keys)  # no position ever repeats
    assert states[-1].outcome() is not None
    for state in states[:: max(1, len(states) // 8)]:
        for move in state.legal_moves():
            assert state.parse_move(state.format_move(move)) == move
    players = [Seat.person("White"), Seat.computer("random", "Black")]
    record = records.Record.of(states, players, moves)
    again = records.from_json(record.to_json())
    assert again == record
    assert again.replay()[-1].key() == states[-1].key()


@settings(max_examples=40, deadline=None)
@given(size=st.integers(MIN_SIZE, MAX_SIZE), rules=st.sampled_from(RULESETS), seed=st.integers(0, 2**32 - 1))
def test_fast_playout_plays_the_same_game_as_step_by_step_play(size, rules, seed):
    start = new_game(size, rules)
    fast = start.playout(Random(seed))
    slow = random_game(start, Random(seed))[0][-1]
    assert (fast.key(), fast.ply) == (slow.key(), slow.ply)
    assert (fast.fixed_v, fast.fixed_h) == (slow.fixed_v, slow.fixed_h)


def test_fast_playout_agrees_from_symmetric_positions_where_toggles_are_drawn():
    rng = Random(11)
    toggles_seen = 0
    for i in range(200):
        size = rng.choice([4, 6, 8, 12])
        start = symmetric_position(rng, size, "mindsports", vertical=bool(i % 2))
        seed = rng.randrange(2**32)
        fast = start.playout(Random(seed))
        states, moves = random_game(start, Random(seed))
        assert (fast.key(), fast.ply) == (states[-1].key(), states[-1].ply)
        toggles_seen += sum(m.startswith("*") for m in moves)
    assert toggles_seen > 50


def test_white_count_is_what_the_chessboard_gives():
    for size in SIZES:
        assert new_game(size).white.bit_count() == size * size // 2
        assert new_game(size).to_move == WHITE
