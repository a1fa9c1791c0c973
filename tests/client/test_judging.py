"""The review's bookkeeping without a window or a worker process: which position is
asked for next, how a move is judged from its two positions, and what a failure costs."""

from random import Random

from game.ai.judge import BLUNDER
from game.ai.worker import Answer
from game.client.judging import Judging
from game.rules import registry


class AnsweringWorker:
    """Answers each position at once: White's chance is looked up by the number of moves played."""

    def __init__(self, white: dict[int, float | None]) -> None:
        self.white = white
        self.asked: list[tuple[int, str]] = []  # (moves played, seed) of each request
        self.answer: Answer | None = None

    def ask(self, game, options, moves, level, seed, seconds=None, playouts=None, expect_s=0.0) -> int:
        chance = self.white[len(moves)]
        self.asked.append((len(moves), seed))
        self.answer = (
            Answer(len(self.asked), None, "no search", None)
            if chance is None
            else Answer(len(self.asked), None, chances=(chance, 1 - chance))
        )
        return len(self.asked)

    def poll(self) -> Answer | None:
        answer, self.answer = self.answer, None
        return answer

    def cancel(self) -> None:
        self.answer = None


def a_game(moves: int):
    state = registry.new_game("slyde", {"size": 6, "rules": "mindsports"})
    states, played, rng = [state], [], Random(2)
    for _ in range(moves):
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        states.append(state)
        played.append(move)
    return states, played


def judged_all(judging: Judging, shown: int) -> list[int]:
    failed = []
    while not judging.done:
        found = judging.step(shown)
        if found is not None:
            failed.append(found)
    judging.step(shown)
    return failed


def test_the_shown_move_comes_first_then_the_game_from_its_start_each_with_its_own_seed():
    states, moves = a_game(5)
    worker = AnsweringWorker(dict.fromkeys(range(6), 0.5))
    judged_all(Judging(states, moves, lambda: worker, 100, 7), shown=3)
    assert worker.asked == [(2, "7/2"), (3, "7/3"), (0, "7/0"), (1, "7/1"), (4, "7/4"), (5, "7/5")]


def test_a_move_that_costs_its_mover_a_won_position_is_a_blunder_by_the_movers_own_chance():
    states, moves = a_game(4)
    white = {0: 0.5, 1: 0.55, 2: 0.6, 3: 0.6 - BLUNDER - 0.01, 4: 0.1}  # the third move is White's
    worker = AnsweringWorker(white)
    judging = Judging(states, moves, lambda: worker, 100, 1)
    judged_all(judging, shown=4)
    third = judging.move(2)
    assert third is not None and third.mark == "blunder" and abs(third.before - 0.6) < 1e-9
    fourth = judging.move(3)  # Black's: its own chance rose from 0.71 to 0.9
    assert fourth is not None and fourth.mark is None and fourth.after > fourth.before
    assert judging.marks(0) == {"inaccuracy": 0, "mistake": 0, "blunder": 1}
    assert judging.marks(1) == {"inaccuracy": 0, "mistake": 0, "blunder": 0}
    notes = judging.annotations()
    assert notes is not None and [note["mark"] for note in notes] == [None, None, "blunder", None]


def test_a_position_the_search_cannot_judge_is_reported_and_counts_as_even():
    states, moves = a_game(3)
    worker = AnsweringWorker({0: 0.5, 1: None, 2: 0.5, 3: 0.5})
    judging = Judging(states, moves, lambda: worker, 100, 1)
    assert judged_all(judging, shown=0) == [1]
    assert judging.chances[1] == (0.5, 0.5) and judging.best[1] is None
    assert judging.annotations() is not None  # nothing waits for it any more


def test_nothing_is_annotated_until_every_move_is_judged():
    states, moves = a_game(3)
    worker = AnsweringWorker(dict.fromkeys(range(4), 0.5))
    judging = Judging(states, moves, lambda: worker, 100, 1)
    judging.step(0)
    judging.step(0)
    assert not judging.done and judging.annotations() is None and judging.move(2) is None
