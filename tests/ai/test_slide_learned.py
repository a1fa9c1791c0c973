"""Slide's learned judgement: its compiled games are the rules' games, it learns, and
what it weighs is what the rules and the rewards say."""

from random import Random

import numpy as np
import pytest
from numba import njit

from game.ai import players
from game.ai import slide_learned as learned
from game.ai.mcts import Budget
from game.rules import slide, slide_kernel


@njit
def reseed(seed):
    np.random.seed(seed)


def codes(grid, up):
    return np.array([value if up >> cell & 1 else 0 for cell, value in enumerate(grid)], np.int64)


def test_the_compiled_push_and_score_are_the_rules():
    rng = Random(4)
    for _ in range(300):
        grid = [rng.randint(1, 10) for _ in range(16)]
        up = rng.getrandbits(16)
        hole = rng.randrange(16)
        grid[hole], up = 0, up & ~(1 << hole)
        entry = rng.randrange(len(slide.entries(hole)))
        axis, _, far = slide.entries(hole)[entry]
        card = rng.randint(1, 10)
        expected = slide.push(grid, up, hole, card, axis, far)
        code, values = codes(grid, up), np.array(grid, np.int64)
        code[hole] = slide_kernel.HOLE
        slide_kernel.push(code, values, hole, entry, card)
        assert list(values) == list(expected[0])
        assert list(code) == list(codes(*expected))
        assert slide_kernel.tally(code) == slide.tally(*expected)


def learned_move(model, view):
    """The learned player's move in `view`, through the compiled choices."""
    table, seat = learned.table_of(view), view.seat
    if view.known.phase == slide.PICK:
        return slide.Flip(learned.choose_pick(model, table.code[seat]))
    hole = int(table.holes[seat])
    place, entry = learned.choose_push(
        model, table.code[seat], table.values[seat], table.unseen, hole, table.middle, table.taken,
        view.known.round == slide.ROUNDS - 1, np.zeros((2, 16), np.int64), np.zeros(len(model.cells), np.int64),
        np.zeros(16, np.int64),
    )  # fmt: skip
    return slide.Take(int(table.middle[place]), *slide.entries(hole)[entry])


@pytest.mark.parametrize(("seats", "deal_seed", "first"), [(4, 3, 0), (2, 8, 1), (6, 11, 4)])
def test_a_compiled_game_is_the_game_the_rules_play(seats, deal_seed, first):
    """Every seat played by the learned player, once compiled through and once move by
    move through the rules (which refuse an illegal move), from the same seed: the
    same grids at the end."""
    model = learned.shipped()
    state = slide.new_game(seats, first=first, seed=deal_seed)
    table = learned.new_table(seats)
    learned.deal(table, np.array(state.deck, np.int64), first)
    reseed(5)
    learned.play_on(model, table, 0.0, np.zeros((seats, 16), np.int64), np.zeros((seats, 11), np.int64))
    reseed(5)
    while not state.is_over():
        state = state.play(learned_move(model, state.view(state.to_move)))
    for seat in range(seats):
        assert list(table.code[seat]) == list(codes(state.cards[seat], state.up[seat]))
        assert list(table.values[seat]) == list(state.cards[seat])


def test_the_shipped_judgement_plays_far_better_than_the_face_up_score_alone():
    """A model of zeros judges a grid by its face-up score only (and picks at random):
    the greedy rule. The shipped weights end some six points a seat lower."""
    shipped = learned.self_play(learned.shipped(), 300, 4, 0.0, 1)
    plain = learned.self_play(learned.new_model(), 300, 4, 0.0, 1)
    assert shipped < plain - 4


def test_self_play_learns_a_better_judgement():
    model = learned.new_model()
    before = learned.self_play(model, 400, 4, 0.0, 2)
    learned.self_play(model, 4000, 4, 0.001, 3)
    assert np.any(model.patterns) and np.any(model.lone)
    assert learned.self_play(model, 400, 4, 0.0, 2) < before - 1


def test_the_judgement_of_a_hole_is_the_judgement_of_the_grid_with_it():
    """A pick compares holes by how the judgement changes, not by judging each grid anew."""
    model = learned.shipped()
    rng = Random(7)
    unseen = np.full(11, 5, np.int64)
    scratch = np.zeros(len(model.cells), np.int64), np.zeros(16, np.int64)
    for _ in range(50):
        code = np.array([rng.choice([0, 0, rng.randint(1, 10)]) for _ in range(16)], np.int64)
        down = [cell for cell in range(16) if code[cell] == 0]
        if not down:
            continue
        base = learned.value(model, code, unseen, *scratch)
        for cell in down:
            holed = code.copy()
            holed[cell] = slide_kernel.HOLE
            change = learned.value(model, holed, unseen, *scratch) - base
            assert learned._hole_change(model, code, cell) == pytest.approx(change)


def last_push():
    """The last seat's last push of a four-seat game: nothing is left to chance."""
    rng = Random(12)
    state = slide.new_game(4, seed=12)
    while state.round < slide.ROUNDS - 1 or state.phase == slide.PICK or state.step < 3:
        state = state.play(rng.choice(state.legal_moves()))
    return state


def test_what_the_rollouts_weigh_is_what_the_rewards_pay():
    state = last_push()
    view, seat = state.view(state.to_move), state.to_move
    moves = view.legal_moves()
    sums = np.zeros((len(moves), 3))
    table, codes_ = learned.table_of(view), learned.move_codes(view, moves)
    learned.weigh(learned.shipped(), table, seat, codes_, 2, 0, 0.5, 10.0, sums)
    for move, (reward, result, score) in zip(moves, sums / 2, strict=True):
        end = state.play(move)
        assert end.is_over()
        assert reward == pytest.approx(players.points_rewards(end, 0.5, 10.0)[seat])
        assert result == pytest.approx(end.rewards()[seat])
        assert score == end.tallies()[seat][0]


def test_hard_at_a_table_of_four_weighs_by_the_learned_player():
    player = players.make_player("hard", 1)
    state = slide.new_game(4, seed=2)
    move = players.decide(player, state, Budget(playouts=20))
    assert isinstance(player.search, learned.LearnedPairedSearch)
    assert move in state.legal_moves()
    two = players.make_player("hard", 1)
    players.decide(two, slide.new_game(2, seed=2), Budget(playouts=20))
    assert not isinstance(two.search, learned.LearnedPairedSearch)  # between two: the rule of thumb's deals
    normal = players.make_player("normal", 1)
    players.decide(normal, state, Budget(playouts=20))
    assert not isinstance(normal.search, learned.LearnedPairedSearch)


def test_without_numba_hard_searches_the_tree_and_says_so(monkeypatch, capsys):
    from game.ai.mcts import ISMCTS

    def broken():
        raise ImportError("numba is missing")

    players.learned_search.cache_clear()
    monkeypatch.setattr(learned, "warm_up", broken)
    try:
        player = players.make_player("hard", 1)
        players.decide(player, slide.new_game(4, seed=2), Budget(playouts=20))
        assert isinstance(player.search, ISMCTS)
        assert "the learned judgement cannot be loaded ('numba is missing')" in capsys.readouterr().err
    finally:
        players.learned_search.cache_clear()
