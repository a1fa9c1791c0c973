from random import Random

import pytest

from game.ai import players
from game.cli import play_game
from game.rules.slyde import new_game


@pytest.mark.parametrize("level", list(players.LEVELS))
@pytest.mark.parametrize("rules", ["mindsports", "tile"])
def test_every_level_plays_only_legal_moves_to_the_end(level, rules):
    choose = players.player(level)
    for seed in range(3):
        state, rng = new_game(6, rules), Random(seed)
        while not state.is_over():
            move = choose(state, rng)
            assert move in state.legal_moves()
            state = state.play(move)


def test_a_seed_repeats_the_same_game():
    first = play_game("slyde", {"size": 6}, ["greedy", "random"], "7")
    again = play_game("slyde", {"size": 6}, ["greedy", "random"], "7")
    other = play_game("slyde", {"size": 6}, ["greedy", "random"], "8")
    assert first[1] == again[1]
    assert first[1] != other[1]


def test_greedy_takes_the_move_that_grows_its_biggest_group():
    state = new_game(6)
    move = players.greedy_player(state, Random(1))
    white, _ = state.play(move).group_sizes()
    best = max(state.play(m).group_sizes()[0] for m in state.legal_moves())
    assert white == best


def test_greedy_beats_random_in_a_short_seeded_match():
    wins = 0
    for number in range(10):
        levels = ["greedy", "random"] if number % 2 == 0 else ["random", "greedy"]
        states, _ = play_game("slyde", {"size": 6}, levels, f"match/{number}")
        winner = states[-1].outcome().winner
        wins += winner is not None and levels[winner] == "greedy"
    assert wins >= 7


def test_unknown_level_is_refused_with_the_list():
    with pytest.raises(ValueError, match="choose one of random, greedy"):
        players.player("grandmaster")
