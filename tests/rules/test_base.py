"""The shared pieces of the rules protocol: rewards and places from a ranking, and
what every game's notation refuses alike."""

import pytest

from game.rules import registry
from game.rules.base import MalformedMoveError, rank_by, ranking_rewards


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


@pytest.mark.parametrize(
    ("game", "plain", "other_script"),
    [
        ("slyde", "f3-f4", "f\u0663-f\u0664"),  # Arabic-Indic digits, which int() reads as 3 and 4
        ("slidecore", "e4 f6 e5", "e\uff14 f6 e5"),  # a full-width 4
        ("slide", "flip b3", "flip b\u0663"),
        ("slide", "flip b3", "take \u0667 row2 left"),
        ("slyde", "f3-f4", "f3-\u212a4"),  # the Kelvin sign, which lower() makes a plain k
    ],
)
def test_a_move_in_other_scripts_letters_or_digits_is_malformed_though_its_plain_form_plays(game, plain, other_script):
    state = registry.new_game(game)
    state.play(state.parse_move(plain))
    with pytest.raises(MalformedMoveError) as refused:
        state.parse_move(other_script)
    assert refused.value.reason == "a move is written with the plain letters a-z and digits 0-9"
