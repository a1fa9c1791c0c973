"""The computer's judgement of positions and moves, for reviewing a game."""

import functools
from random import Random

from game import records
from game.ai import judge
from game.rules import slyde


def test_a_judgement_repeats_with_the_same_seed_and_budget():
    state = slyde.new_game(6).play(slyde.new_game(6).parse_move("b1-b2"))
    first = judge.judge(state, playouts=300, seed="s")
    assert first == judge.judge(state, playouts=300, seed="s")
    assert abs(sum(first.chances) - 1) < 1e-9 and first.best in state.legal_moves()


def test_a_finished_game_is_judged_by_its_result():
    rng = Random(3)
    state = slyde.new_game(4)
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
    assert judge.judge(state).chances == state.rewards() and judge.judge(state).best is None


@functools.cache
def _value(state) -> float:
    """The exact value of a position for the player to move (1 win, 0.5 draw, 0 loss)."""
    if state.is_over():
        return state.rewards()[state.to_move]
    return max(1 - _value(state.play_legal(move)) for move in state.legal_moves())


def _won_position_with_a_losing_move():
    """A 4x4 position, a few moves from the end, with a winning move and a losing one."""
    for seed in range(200):
        rng = Random(seed)
        state = slyde.new_game(4)
        history = [state]
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            history.append(state)
        for position in history[-7:-1]:
            values = {move: 1 - _value(position.play_legal(move)) for move in position.legal_moves()}
            if max(values.values()) == 1 and min(values.values()) == 0:
                losing = next(move for move, value in values.items() if value == 0)
                return history[: history.index(position) + 1], losing
    raise AssertionError("no such position in 200 games")


def test_a_move_that_throws_away_a_won_position_is_marked_a_blunder():
    states, losing = _won_position_with_a_losing_move()
    position = states[-1]
    found = judge.review([position, position.play(losing)], [str(losing)], playouts=3000, seed=1)[0]
    assert found.before >= 0.7 and found.after <= 0.3 and found.mark == "blunder"
    assert found.best is not None and _value(position.play(position.parse_move(found.best))) == 0  # it wins


def test_the_marks_follow_the_documented_thresholds():
    assert [judge.mark(drop) for drop in (0.05, 0.1, 0.25, 0.3, 0.9)] == [
        None, "inaccuracy", "mistake", "blunder", "blunder"
    ]  # fmt: skip
    assert judge.MARKS == records.MARKS
