"""Many playouts at once: finished games, the right group sizes, ends that legal
play reaches, and rounds of swaps that share no cell."""

from collections import Counter
from fractions import Fraction
from random import Random

import numpy as np
import pytest

from game.rules import slyde_batch
from game.rules.slyde import SlydeState, new_game


def state_at_end(start, white, fixed, column):
    """The column's end as a SlydeState (whose turn it is does not matter at the end)."""
    b = start.board
    cells = [cell for cell in b.cells if cell is not None]
    ordered = sorted(cells, key=lambda c: (c.rank, c.file))
    return SlydeState.position(
        b.size,
        b.rules,
        white=[c for i, c in enumerate(ordered) if white[i, column]],
        fixed=[c for i, c in enumerate(ordered) if fixed[i, column]],
        ply=99,
    )


def random_positions(size, rules, count, seed):
    rng = Random(seed)
    positions = []
    for _ in range(count):
        state = new_game(size, rules)
        for _ in range(rng.randrange(12)):
            if state.is_over():
                break
            state = state.play_legal(rng.choice(state.legal_moves()))
        positions.append(state)
    return positions


@pytest.mark.parametrize(
    ("size", "rules"),
    [(4, "mindsports"), (6, "tile"), (7, "mindsports"), (8, "mindsports"), (12, "mindsports"), (16, "tile")],
)
def test_every_playout_ends_a_finished_game_with_the_positions_fixed_pieces_kept(size, rules):
    starts = random_positions(size, rules, 40, seed=size)
    white, fixed = slyde_batch.playout_ends(starts, Random(1))
    for column, start in enumerate(starts):
        end = state_at_end(start, white, fixed, column)
        assert end.is_over()
        if rules == "tile":  # no toggle to free a fixed piece
            assert end.fixed & start.fixed == start.fixed
        assert end.white.bit_count() == start.white.bit_count()  # swaps keep the colours' counts


@pytest.mark.parametrize("size", [4, 8, 12])
def test_the_group_size_table_lists_each_columns_groups_as_the_rules_count_them(size):
    starts = random_positions(size, "mindsports", 30, seed=size + 1)
    white, fixed = slyde_batch.playout_ends(starts, Random(2))
    white_sizes, black_sizes = slyde_batch.group_size_table(white, size)
    for column, start in enumerate(starts):
        own, other = state_at_end(start, white, fixed, column).group_sizes()
        assert white_sizes[column].tolist() == own + [0] * (size * size - len(own))
        assert black_sizes[column].tolist() == other + [0] * (size * size - len(other))


def end_chances(state):
    """The exact chance of each end, with each legal move equally likely."""
    if state.is_over():
        return {state.key(): Fraction(1)}
    moves = state.legal_moves()
    chances = Counter()
    for move in moves:
        for end, chance in end_chances(state.play_legal(move)).items():
            chances[end] += chance / len(moves)
    return chances


# a symmetric position: one swap and sixteen toggles on offer
#  4 X O X x
#  3 x O O O
#  2 o X X X
#  1 O X O o
SYMMETRIC = SlydeState.position(
    4,
    "mindsports",
    white=[(1, 3), (1, 2), (2, 2), (3, 2), (0, 1), (0, 0), (2, 0), (3, 0)],
    fixed=[(0, 3), (1, 3), (2, 3), (1, 2), (2, 2), (3, 2), (1, 1), (2, 1), (3, 1), (0, 0), (1, 0), (2, 0)],
    ply=12,
)


@pytest.mark.parametrize("start", ["toggles", "swaps"])
def test_every_end_is_one_that_legal_random_play_reaches(start):
    if start == "toggles":
        state = SYMMETRIC
        assert state.can_toggle() and len(state.legal_moves()) == 17
    else:
        state, rng = new_game(4, "tile"), Random(8)
        for _ in range(7):
            state = state.play_legal(rng.choice(state.legal_moves()))
    reachable = {key[:2] for key in end_chances(state)}  # the colours and the fixed pieces
    playouts = 2000
    white, fixed = slyde_batch.playout_ends([state] * playouts, Random(5))
    seen = Counter(state_at_end(state, white, fixed, column).key()[:2] for column in range(playouts))
    assert set(seen) <= reachable
    assert len(seen) >= 3  # random, not one line of play


def test_a_round_takes_random_legal_pairs_that_share_no_cell_in_a_random_order():
    starts = random_positions(8, "mindsports", 40, seed=3)
    t = slyde_batch.layout(8)
    white = slyde_batch._columns(starts, [s.white for s in starts])
    fixed = slyde_batch._columns(starts, [s.fixed for s in starts])
    legal = slyde_batch._legal(white, fixed, t)
    for column, start in enumerate(starts):  # the legal pairs are the legal swaps
        swaps = {frozenset((m.src, m.dst)) for m in start.legal_moves() if m.src is not None}
        assert len(swaps) == legal[:, column].sum()
    gen = np.random.default_rng(7)
    firsts = Counter()
    for _ in range(50):
        pair, column, rank, counts = slyde_batch._disjoint(legal, t, gen)
        assert legal[pair, column].all()
        cells = np.concatenate([t.low[pair] * 1000 + column, t.high[pair] * 1000 + column])
        assert len(np.unique(cells)) == len(cells)  # no cell twice in a column
        assert (counts[legal.any(0)] >= 1).all()
        for c in range(len(starts)):  # each column's places run from 0 without a gap
            assert sorted(rank[column == c].tolist()) == list(range(counts[c]))
        firsts[int(pair[(column == 0) & (rank == 0)][0])] += 1
    assert len(firsts) > 10  # the first swap of a round is not always the same


def test_the_same_generator_state_repeats_the_same_playouts():
    starts = random_positions(8, "mindsports", 20, seed=9)
    first = slyde_batch.playout_ends(starts, Random(4))
    again = slyde_batch.playout_ends(starts, Random(4))
    assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
