"""The group sizes of many positions at once: as the rules count them, for the ends
of games and for the position after each move of a position."""

from random import Random

import pytest

from game.rules import slyde_batch
from game.rules.slyde import new_game


def random_positions(size, rules, count, seed):
    rng = Random(seed)
    positions = []
    for _ in range(count):
        state = new_game(size, rules)
        for _ in range(rng.randrange(3 * size)):
            if state.is_over():
                break
            state = state.play_legal(rng.choice(state.legal_moves()))
        positions.append(state)
    return positions


def padded(sizes, size):
    return sizes + [0] * (size * size - len(sizes))


@pytest.mark.parametrize("size", [4, 7, 8, 12, 16])
def test_the_group_size_table_lists_each_columns_groups_as_the_rules_count_them(size):
    rng = Random(size)
    ends = [state.playout(rng) for state in random_positions(size, "mindsports", 30, seed=size + 1)]
    white = slyde_batch._columns(ends, [end.white for end in ends])
    white_sizes, black_sizes = slyde_batch.group_size_table(white, size)
    for column, end in enumerate(ends):
        own, other = end.group_sizes()
        assert white_sizes[column].tolist() == padded(own, size)
        assert black_sizes[column].tolist() == padded(other, size)


@pytest.mark.parametrize(("size", "rules"), [(4, "mindsports"), (6, "tile"), (8, "mindsports")])
def test_the_sizes_after_each_move_are_those_of_the_position_it_leads_to(size, rules):
    toggles = 0
    for state in random_positions(size, rules, 60, seed=size):
        moves = state.legal_moves()
        if not moves:
            continue
        toggles += sum(move.is_toggle for move in moves)
        white_sizes, black_sizes = slyde_batch.group_sizes_after(state, moves)
        for row, move in enumerate(moves):
            own, other = state.play_legal(move).group_sizes()
            assert white_sizes[row].tolist() == padded(own, size)
            assert black_sizes[row].tolist() == padded(other, size)
    if (size, rules) == (4, "mindsports"):
        assert toggles  # a toggle leaves the colours, and so the groups, as they were
