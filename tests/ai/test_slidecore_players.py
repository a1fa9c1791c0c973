"""The computer players on SlideCore: legal turns at every level, the widening
that lets the search compare turns among thousands, budgets by board size."""

import pytest

from game.ai import players
from game.ai.mcts import Budget
from game.rules import slidecore, slyde


@pytest.mark.parametrize("level", players.LEVELS)
def test_every_level_plays_only_legal_turns_to_the_end(level):
    player = players.make_player(level, "legal")
    state = slidecore.new_game(4)
    while not state.is_over():
        turn = player.choose(state, Budget(playouts=20))
        assert turn in state.legal_moves()
        state = state.play(turn)


def test_a_seed_and_a_playout_budget_repeat_the_same_turns():
    def game(seed):
        player, other = players.make_player("normal", seed), players.make_player("random", seed)
        state, turns = slidecore.new_game(4), []
        while not state.is_over():
            turn = (player if state.to_move == 0 else other).choose(state, Budget(playouts=30))
            turns.append(str(turn))
            state = state.play(turn)
        return turns

    assert game("a") == game("a")


def test_with_thousands_of_turns_the_search_opens_only_the_best_few_first():
    state = slidecore.new_game(6)
    moves = state.legal_moves()
    assert len(moves) > 10_000
    player = players.make_player("normal", 1)
    root = player.search_for("slidecore").search(state, Budget(playouts=400))
    opened = {child.move for child in root.children}
    assert 10 <= len(opened) <= 2 * (401**0.5) + 1  # progressive widening, not 400 single visits
    scores = dict(zip(moves, players.group_prior(state, moves), strict=True))
    cut = sorted(scores.values(), reverse=True)[len(opened) - 1]
    assert all(scores[move] >= cut for move in opened)  # the prior's best, in order
    assert max(child.visits for child in root.children) >= 1.5 * 400 / len(opened)  # the better get more


def test_plain_uct_stays_plain_and_touches_moves_one_by_one():
    state = slidecore.new_game(5)
    root = players.make_player("uct", 1).search_for("slidecore").search(state, Budget(playouts=200))
    assert len(root.children) == 200


def test_budgets_follow_the_number_of_places_from_each_games_usual_board():
    assert players.size_factor(slyde.new_game(12)) == 1.0
    assert players.size_factor(slidecore.new_game(6)) == 1.0
    sides = [players.size_factor(slidecore.new_game(side)) for side in range(4, 9)]
    assert sides == sorted(sides) and sides[0] < 0.5 and sides[-1] == 1.8
    assert players.size_factor(slyde.new_game(8)) == pytest.approx(64 / 144)
