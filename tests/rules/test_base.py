"""The shared pieces of the rules protocol: rewards and places from a ranking."""

import pytest

from game.rules.base import rank_by, ranking_rewards


@pytest.mark.parametrize(
    ("ranking", "seats", "rewards"),
    [
        (((0,), (1,)), 2, (1.0, 0.0)),
        (((1,), (0,)), 2, (0.0, 1.0)),
        (((0, 1),), 2, (0.5, 0.5)),
        (((0,), (1,), (2,)), 3, (1.0, 0.5, 0.0)),
        (((0, 1), (2,)), 3, (0.75, 0.75, 0.0)),  # tied seats share the mean of their places
        (((2,), (0, 1)), 3, (0.25, 0.25, 1.0)),
        (((0, 1, 2),), 3, (0.5, 0.5, 0.5)),
        (((3,), (0,), (1, 2)), 4, (2 / 3, 1 / 6, 1 / 6, 1.0)),
    ],
)
def test_rewards_are_one_for_sole_first_zero_for_sole_last_and_shared_by_ties(ranking, seats, rewards):
    assert ranking_rewards(ranking, seats) == pytest.approx(rewards)


def test_seats_rank_by_their_keys_smaller_first_equal_keys_together():
    assert rank_by([(40, 16), (40, 14), (40, 16)]) == ((1,), (0, 2))
    assert rank_by([3, 1, 2]) == ((1,), (2,), (0,))
