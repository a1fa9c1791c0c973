"""The figures' intervals: a mean's, and a share's that stays honest at the edges."""

import math

import pytest

from game.report import interval, plus_minus, share_interval


def test_a_share_of_all_or_nothing_still_has_an_interval_of_its_uncertainty():
    share, low, high = share_interval(10, 10)
    assert share == 1.0 and high == 1.0 and low == pytest.approx(0.7225, abs=1e-4)
    share, low, high = share_interval(0, 5)
    assert share == 0.0 and low == 0.0 and high == pytest.approx(0.4345, abs=1e-4)


def test_a_share_interval_narrows_with_more_trials_and_holds_the_share():
    wide, narrow = share_interval(30, 60), share_interval(300, 600)
    assert wide[1] < narrow[1] < 0.5 < narrow[2] < wide[2]


def test_a_single_value_says_it_has_no_interval():
    mean, half = interval([3.0])
    assert mean == 3.0 and math.isinf(half)
    assert plus_minus(mean, half, ".1f") == "3.0 (one value: no interval)"
    assert plus_minus(*interval([1.0, 3.0]), ".1f") == "2.0 ± 2.0"
