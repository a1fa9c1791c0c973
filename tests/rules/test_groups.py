from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.groups import compare, describe, group_masks, group_outcome, group_rewards, group_sizes, ordinal


def test_a_longer_second_group_wins_the_rulings_first_example():
    assert compare([9, 3, 1, 1, 1], [9, 2, 2, 2]) == (1, 1)


def test_a_fourth_group_of_two_beats_one_the_rulings_second_example():
    assert compare([9, 2, 2, 2], [9, 2, 2, 1, 1]) == (1, 3)


def test_singletons_are_never_pooled():
    # three singletons (3 pieces) against one group of two: the 2 wins at place 2
    assert compare([3, 1, 1, 1], [3, 2]) == (-1, 1)


def test_shorter_list_is_padded_with_zeros():
    assert compare([4, 1], [4]) == (1, 1)
    assert compare([4], [4, 1]) == (-1, 1)


def test_identical_lists_draw():
    assert compare([5, 2, 1], [5, 2, 1]) == (0, -1)


def test_group_sizes_on_a_guarded_row_layout():
    # stride 4 (three cells and a guard): row0 = 1 1 0, row1 = 0 1 0, row2 = 1 0 1
    mask = 0b011 | (0b010 << 4) | (0b101 << 8)
    assert group_sizes(mask, (1, 4)) == [3, 1, 1]


def test_group_sizes_with_three_steps_joins_diagonal_neighbours():
    mask = 0b001 | (0b010 << 4)  # (0,0) and (1,1): neighbours on a hex layout
    assert group_sizes(mask, (1, 4, 5)) == [2]
    assert group_sizes(mask, (1, 4)) == [1, 1]


def test_describe_and_ordinal_read_well():
    assert describe([9, 3, 1]) == "9-3-1"
    assert describe([]) == "none"
    assert [ordinal(i) for i in (0, 1, 2, 3, 10, 20)] == ["1st", "2nd", "3rd", "4th", "11th", "21st"]
    assert [ordinal(i) for i in (9, 11, 12, 19, 110, 111, 120)] == [
        "10th", "12th", "13th", "20th", "111th", "112th", "121st"
    ]  # fmt: skip


def test_group_masks_are_the_groups_themselves_largest_first():
    mask = 0b011 | (0b010 << 4) | (0b101 << 8)
    masks = group_masks(mask, (1, 4))
    assert [m.bit_count() for m in masks] == [3, 1, 1]
    assert masks[0] == 0b011 | (0b010 << 4)
    assert sum(masks) == mask


@settings(max_examples=300, deadline=None)
@given(mask=st.integers(0, (1 << 48) - 1))
def test_group_masks_find_the_same_groups_as_their_sizes_whatever_their_shape(mask):
    """Groups that wind down and back up (a U, a zigzag) included: a 6x8 board with a guard column."""
    mask &= sum(0b0111111 << (8 * row) for row in range(6))  # six cells a row, then guards
    masks = group_masks(mask, (1, 8))
    assert sorted((m.bit_count() for m in masks), reverse=True) == group_sizes(mask, (1, 8))
    assert sum(masks) == mask and all(a & b == 0 for i, a in enumerate(masks) for b in masks[i + 1 :])


def test_a_group_that_turns_back_down_is_one_group():
    # two arms joined at the top (an upside-down U), found from the bottom of one arm:
    # the search must go up that arm, across and back down the other
    mask = 0b1001 | (0b1001 << 8) | (0b1111 << 16)
    assert group_masks(mask, (1, 8)) == [mask]


SEATS = ("white", "black")


@given(
    st.lists(st.integers(1, 30), max_size=8).map(lambda xs: sorted(xs, reverse=True)),
    st.lists(st.integers(1, 30), max_size=8).map(lambda xs: sorted(xs, reverse=True)),
)
@settings(max_examples=200, deadline=None)
def test_a_finished_group_games_result_is_the_cascades_winner_whichever_seat_it_is(white, black):
    sign, place = compare(white, black)
    outcome = group_outcome((white, black), SEATS)
    rewards = group_rewards((white, black))
    if sign == 0:
        assert outcome.ranking == ((0, 1),) and outcome.is_draw and rewards == (0.5, 0.5)
        assert outcome.reason == f"draw: both colours have groups {describe(white)}"
        return
    win = 0 if sign > 0 else 1
    assert outcome.ranking == ((win,), (1 - win,)) and outcome.winner == win
    assert rewards[win] == 1.0 and rewards[1 - win] == 0.0
    sizes = (white, black)
    assert outcome.reason == (
        f"{SEATS[win].capitalize()} wins: groups {describe(sizes[win])} against "
        f"{describe(sizes[1 - win])}, decided by the {ordinal(place)} group"
    )


def test_black_wins_with_the_bigger_group_and_white_with_the_bigger_second():
    assert group_outcome(([5, 1], [6]), SEATS).ranking == ((1,), (0,))
    assert group_outcome(([6, 2], [6, 1]), SEATS).ranking == ((0,), (1,))
    assert group_rewards(([5, 1], [6])) == (0.0, 1.0)
