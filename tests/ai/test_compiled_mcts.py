"""The compiled search: legal, repeatable, the options it shares with `MCTS`, and a
tree that grows as it must and stops growing where it must."""

import itertools
from random import Random

import pytest

from game.ai import compiled_mcts, players
from game.ai.compiled_mcts import CompiledMCTS
from game.ai.mcts import Budget
from game.rules.slyde import SlydeState, new_game


def normal_search(seed=1, **options) -> CompiledMCTS:
    settings = dict(prior=players.group_prior, prior_weight=3.0, halving=True, share=0.2)
    return CompiledMCTS(Random(seed), **{**settings, **options})


def a_winning_move_position() -> tuple[SlydeState, set]:
    """A 4x4 position, White to move, where some moves win whatever Black answers and
    others lose whatever, found by searching every line to the end."""

    def value(state):  # White's result under best play
        if state.is_over():
            return state.rewards()[0]
        results = [value(state.play(move)) for move in state.legal_moves()]
        return max(results) if state.to_move == 0 else min(results)

    rng = Random(7)
    for _ in range(500):
        state = new_game(4)
        while not state.is_over() and len(state.legal_moves()) > 6:
            state = state.play(rng.choice(state.legal_moves()))
        if state.is_over() or state.to_move != 0:
            continue
        results = {move: value(state.play(move)) for move in state.legal_moves()}
        winning = {move for move, result in results.items() if result == 1}
        if winning and min(results.values()) == 0:
            return state, winning
    raise AssertionError("no such position")


@pytest.mark.parametrize("options", [{}, {"halving": False}, {"prior": None}])
def test_a_search_finds_a_move_that_wins_where_others_lose(options):
    state, winning = a_winning_move_position()
    assert normal_search(**options).choose(state, Budget(playouts=3000)) in winning


def test_every_move_of_a_game_is_legal_on_every_size_and_ruleset():
    for size, rules in [(4, "mindsports"), (5, "tile"), (6, "mindsports"), (9, "mindsports")]:
        search, state = normal_search(size), new_game(size, rules)
        while not state.is_over():
            move = search.choose(state, Budget(playouts=300))
            assert move in state.legal_moves()
            state = state.play(move)


def test_a_seed_and_a_playout_budget_repeat_the_same_game():
    def game(seed):
        white, black, state, moves = normal_search(seed), normal_search(seed + 1), new_game(6), []
        while not state.is_over():
            move = (white if state.to_move == 0 else black).choose(state, Budget(playouts=500))
            moves.append(str(move))
            state = state.play(move)
        return moves

    assert game(3) == game(3)
    assert game(3) != game(5)


def test_the_root_opens_its_moves_in_the_priors_order():
    state = new_game(8)
    search = normal_search(halving=False)
    moves = state.legal_moves()
    ranked = search.search(state, Budget(playouts=10))
    tried = [move for _, move in ranked]
    scores = dict(zip(moves, players.group_prior(state, moves), strict=True))
    best = sorted(scores.values(), reverse=True)[:10]
    assert sorted(scores[move] for move in tried) == sorted(best)


def test_halving_picks_the_better_of_its_finalists_which_have_the_most_visits():
    search = normal_search()
    search.search(new_game(8), Budget(playouts=20000))
    best = search.best[0]
    first, second = sorted(search._children(0), key=lambda c: int(search.tree.visits[c]), reverse=True)[:2]
    assert best in (first, second)
    assert search._mean(best) >= search._mean(second if best == first else first)


def test_a_stop_request_ends_the_search_early_with_a_legal_move():
    calls = itertools.count()
    search = normal_search()
    state = new_game(8)
    move = search.choose(state, Budget(seconds=30), should_stop=lambda: next(calls) >= 3)
    assert move in state.legal_moves() and search.stats.seconds < 5
    assert search.choose(state, Budget(seconds=30), should_stop=lambda: True) in state.legal_moves()


def test_the_tree_grows_as_it_fills_and_stops_adding_nodes_at_its_limit(monkeypatch):
    monkeypatch.setattr(compiled_mcts, "FIRST_NODES", 1000)
    search = normal_search()
    search.choose(new_game(8), Budget(playouts=5000))
    assert len(search.tree.move) >= int(search.tree.free[0]) == 5001  # a node for every playout, and the root
    monkeypatch.setattr(compiled_mcts, "MOST_NODES", 2000)
    capped = normal_search()
    state = new_game(8)
    assert capped.choose(state, Budget(playouts=5000)) in state.legal_moves()
    assert int(capped.tree.free[0]) == len(capped.tree.move) == 2000 and capped.stats.playouts == 5000


def test_ctrl_c_while_the_search_compiles_is_held_until_the_compiler_is_done(monkeypatch):
    """numba's compiler would print an interrupt in one of its callbacks and carry on:
    Ctrl+C is held while the search compiles, then stops the program as usual."""
    import os
    import signal

    finished = []

    def compiling(first_calls):
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # Python would run its handler between these steps
            finished.append(len(finished))

    monkeypatch.setattr(compiled_mcts, "warm", compiling)
    started = signal.signal(signal.SIGINT, signal.default_int_handler)  # as Python's own, whoever ran the tests
    try:
        with pytest.raises(KeyboardInterrupt):
            compiled_mcts.warm_up.__wrapped__()
        assert len(finished) == 1000  # the compiling ran to its end before the interrupt
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, started)
