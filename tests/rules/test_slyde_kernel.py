"""The compiled rules agree with `slyde.py`: the same legal moves, the same position
after each, the same result, and playouts that are legal games to the end."""

from random import Random

import numpy as np
import pytest

from game.ai.players import margin_rewards
from game.rules import slyde
from game.rules import slyde_kernel as kernel
from game.rules.slyde import SlydeState, new_game

SETTINGS = [(4, "mindsports"), (5, "mindsports"), (6, "mindsports"), (8, "tile"), (8, "mindsports"), (12, "mindsports")]


def numbers(state: SlydeState, position) -> list[int]:
    lay = kernel.layout_of(state)
    out = np.empty(len(lay.low) + len(lay.mirror_v), np.int64)
    return [int(number) for number in out[: kernel.legal_moves(*position, lay, out)]]


def tables(state: SlydeState):
    """The layout's tables that `kernel.play` takes."""
    lay = kernel.layout_of(state)
    return lay.low, lay.high, lay.keys


def white_reward(state: SlydeState, position) -> float:
    result, margin = kernel.outcome(position[0], kernel.layout_of(state), kernel.scratch(kernel.layout_of(state)))
    return 0.8 * result + 0.2 * (0.5 + 0.5 * margin)


@pytest.mark.parametrize("size,rules", SETTINGS)
def test_moves_positions_and_results_agree_with_the_rules_over_random_games(size, rules):
    toggles = 0
    for seed in range(40 if size < 8 else 6):
        rng = Random(seed)
        state = new_game(size, rules)
        position = kernel.arrays(state)
        while True:
            offered = numbers(state, position)
            assert {kernel.move_of(state, n) for n in offered} == set(state.legal_moves())
            assert len(offered) == len(state.legal_moves())
            if not offered:
                break
            toggling = [n for n in offered if kernel.move_of(state, n).is_toggle]
            number = rng.choice(toggling if toggling and rng.random() < 0.5 else offered)
            toggles += number in toggling
            state = state.play(kernel.move_of(state, number))
            kernel.play(*position, number, *tables(state))
            for mine, theirs in zip(position, kernel.arrays(state), strict=True):
                assert np.array_equal(mine, theirs)
        assert white_reward(state, position) == pytest.approx(margin_rewards(state)[0])
    if (size, rules) == (4, "mindsports"):
        assert toggles  # symmetric positions came up, and their toggles agreed


def test_the_seed_position_offers_the_toggle_and_a_swap_ends_the_offer():
    state = new_game(12)
    for text in ["f3-f4", "f10-f9", "k6-j6", "k7-j7"]:
        state = state.play(state.parse_move(text))
    lay = kernel.layout_of(state)
    position = kernel.arrays(state)
    assert kernel.can_toggle(*position, lay) and state.can_toggle()
    assert not kernel.can_toggle(*kernel.arrays(new_game(12)), lay)  # symmetric, but the first move
    toggle = next(n for n in numbers(state, position) if kernel.move_of(state, n) == state.parse_move("*f9"))
    toggled = kernel.arrays(state)
    kernel.play(*toggled, toggle, *tables(state))
    for mine, theirs in zip(toggled, kernel.arrays(state.play(state.parse_move("*f9"))), strict=True):
        assert np.array_equal(mine, theirs)
    kernel.play(*position, numbers(state, position)[0], *tables(state))
    assert not kernel.can_toggle(*position, lay)


@pytest.mark.parametrize("size,rules", SETTINGS)
def test_a_playout_ends_a_finished_game_with_the_same_pieces(size, rules):
    rng = Random(size)
    kernel.seed(size)
    for _ in range(20):
        state = new_game(size, rules)
        for _ in range(rng.randrange(0, size)):
            state = state.play(rng.choice(state.legal_moves()))
        lay = kernel.layout_of(state)
        position = kernel.arrays(state)
        whites = int(position[0].sum())
        result, margin = kernel.playout(*position, lay, kernel.scratch(lay))
        white, fixed, counters = position
        n = size
        end = SlydeState.position(
            size,
            rules,
            [slyde.Cell(int(c) % n, int(c) // n) for c in np.flatnonzero(white)],
            [slyde.Cell(int(c) % n, int(c) // n) for c in np.flatnonzero(fixed)],
            to_move=int(counters[kernel.TO_MOVE]),
            ply=int(counters[kernel.PLY]),
        )
        assert end.is_over() and not kernel.can_toggle(*position, lay)
        assert int(white.sum()) == whites
        assert 0.8 * result + 0.2 * (0.5 + 0.5 * margin) == pytest.approx(margin_rewards(end)[0])


def test_playouts_score_as_the_rules_own_random_playouts():
    """The same position's mean reward over many playouts, compiled and in Python:
    within a few standard errors of each other (both seeded, so the test repeats)."""
    rng = Random(5)
    state = new_game(6)
    for _ in range(4):
        state = state.play(rng.choice(state.legal_moves()))
    lay = kernel.layout_of(state)
    kernel.seed(5)
    compiled = []
    for _ in range(20000):
        position = kernel.arrays(state)
        result, margin = kernel.playout(*position, lay, kernel.scratch(lay))
        compiled.append(0.8 * result + 0.2 * (0.5 + 0.5 * margin))
    python = [margin_rewards(state.playout(rng))[0] for _ in range(5000)]
    error = (np.var(compiled) / len(compiled) + np.var(python) / len(python)) ** 0.5
    assert abs(np.mean(compiled) - np.mean(python)) < 4 * error
