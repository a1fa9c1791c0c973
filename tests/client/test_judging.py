"""The review's bookkeeping without a window or a worker process: which position (or,
where seats know different things, which move) is asked for next, how a move is judged,
and what a failure costs."""

from random import Random

from game.ai.judge import BLUNDER, mark
from game.ai.worker import WEIGH, Answer
from game.client.judging import Judging
from game.rules import registry


class InstantWorker:
    """Answers each request at once, as `answer_for` says, and keeps what was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, str, str]] = []  # (moves played, level, seed) of each request
        self.answer: Answer | None = None

    def ask(self, game, options, moves, level, seed, seconds=None, playouts=None, expect_s=0.0) -> int:
        self.asked.append((len(moves), level, seed))
        self.answer = self.answer_for(len(self.asked), len(moves))
        return len(self.asked)

    def answer_for(self, request: int, played: int) -> Answer:
        raise NotImplementedError

    def poll(self) -> Answer | None:
        answer, self.answer = self.answer, None
        return answer

    def cancel(self) -> None:
        self.answer = None


class AnsweringWorker(InstantWorker):
    """Answers each position: White's chance is looked up by the number of moves played."""

    def __init__(self, white: dict[int, float | None]) -> None:
        super().__init__()
        self.white = white

    def answer_for(self, request: int, played: int) -> Answer:
        chance = self.white[played]
        if chance is None:
            return Answer(request, None, "no search", None)
        return Answer(request, None, chances=(chance, 1 - chance))


class WeighingWorker(InstantWorker):
    """Answers each weighing: the position's legal moves in their order, the first at
    0.75 and each next one a sixteenth less (exact in binary); nothing but an error for
    the positions in `failing`."""

    def __init__(self, states, failing=()) -> None:
        super().__init__()
        self.states, self.failing = states, set(failing)

    def answer_for(self, request: int, played: int) -> Answer:
        state = self.states[played]
        if played in self.failing:
            return Answer(request, None, "no search")
        weighed = tuple((state.format_move(m), 0.75 - i / 16) for i, m in enumerate(state.legal_moves()))
        return Answer(request, weighed[0][0], weighed=weighed)


def played(game: str, options: dict, moves: int, seed: int):
    """The states and moves of a game of random moves."""
    state = registry.new_game(game, options)
    states, chosen, rng = [state], [], Random(seed)
    for _ in range(moves):
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        states.append(state)
        chosen.append(move)
    return states, chosen


def a_game(moves: int):
    return played("slyde", {"size": 6, "rules": "mindsports"}, moves, 2)


def a_slide_game(moves: int):
    return played("slide", {"players": 3, "seed": 5}, moves, 3)


def judged_all(judging: Judging, shown: int) -> list[int]:
    failed = []
    while not judging.done:
        failed += judging.step(shown)
    judging.step(shown)
    return failed


def test_the_shown_move_comes_first_then_the_game_from_its_start_each_with_its_own_seed():
    states, moves = a_game(5)
    worker = AnsweringWorker(dict.fromkeys(range(6), 0.5))
    judged_all(Judging(states, moves, lambda: [worker], 100, 7), shown=3)
    asked = [(played, seed) for played, _, seed in worker.asked]
    assert asked == [(2, "7/2"), (3, "7/3"), (0, "7/0"), (1, "7/1"), (4, "7/4"), (5, "7/5")]


def test_a_move_that_costs_its_mover_a_won_position_is_a_blunder_by_the_movers_own_chance():
    states, moves = a_game(4)
    white = {0: 0.5, 1: 0.55, 2: 0.6, 3: 0.6 - BLUNDER - 0.01, 4: 0.1}  # the third move is White's
    worker = AnsweringWorker(white)
    judging = Judging(states, moves, lambda: [worker], 100, 1)
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
    judging = Judging(states, moves, lambda: [worker], 100, 1)
    assert judged_all(judging, shown=0) == [1]
    assert judging.chances[1] == (0.5, 0.5) and judging.best[1] is None
    assert judging.annotations() is not None  # nothing waits for it any more


def test_nothing_is_annotated_until_every_move_is_judged():
    states, moves = a_game(3)
    worker = AnsweringWorker(dict.fromkeys(range(4), 0.5))
    judging = Judging(states, moves, lambda: [worker], 100, 1)
    judging.step(0)
    judging.step(0)
    assert not judging.done and judging.annotations() is None and judging.move(2) is None


def test_where_seats_know_different_things_each_move_is_weighed_from_its_movers_seat():
    states, moves = a_slide_game(9)
    worker = WeighingWorker(states)
    judging = Judging(states, moves, lambda: [worker], 50, 7)
    judged_all(judging, shown=4)
    assert [asked[:2] for asked in worker.asked] == [(3, WEIGH)] + [(i, WEIGH) for i in (0, 1, 2, 4, 5, 6, 7, 8)]
    assert worker.asked[0][2] == "7/3" and judging.questions == 9  # a question a move, not a position
    for ply, (state, move) in enumerate(zip(states, moves, strict=False)):
        rank = state.legal_moves().index(move)
        found = judging.move(ply)
        assert found is not None and found.before == 0.75 and found.after == round(0.75 - rank / 16, 2)
        assert found.best == state.legal_moves()[0] and found.mark == mark(0.75, 0.75 - rank / 16)
    notes = judging.annotations()
    assert (
        notes is not None
        and len(notes) == len(moves)
        and notes[4]["best"] == states[4].format_move(states[4].legal_moves()[0])
    )


def test_a_move_that_cannot_be_weighed_is_reported_and_counts_as_even():
    states, moves = a_slide_game(4)
    worker = WeighingWorker(states, failing={2})
    judging = Judging(states, moves, lambda: [worker], 50, 1)
    assert judged_all(judging, shown=0) == [2]
    found = judging.move(2)
    assert found is not None and (found.before, found.after, found.mark, found.best) == (0.5, 0.5, None, None)
    assert judging.annotations() is not None  # nothing waits for it any more


class SlowWorker(AnsweringWorker):
    """Answers a request only at the second poll after it, so that two workers overlap."""

    def __init__(self, white: dict[int, float | None]) -> None:
        super().__init__(white)
        self.polls = 0

    def poll(self) -> Answer | None:
        self.polls += 1
        return super().poll() if self.polls % 2 == 0 else None


def test_two_workers_share_the_questions_each_asked_once_with_its_own_seed():
    states, moves = a_game(5)
    white = {0: None, 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.5, 5: 0.5}  # the start cannot be judged
    workers = [SlowWorker(white), SlowWorker(white)]
    judging = Judging(states, moves, lambda: workers, 100, 7)
    assert judged_all(judging, shown=3) == [0]  # reported, though it is question 0
    asked = sorted((played, seed) for worker in workers for played, _, seed in worker.asked)
    assert asked == [(played, f"7/{played}") for played in range(6)]  # each position once, whoever asked
    assert [played for played, _, _ in workers[0].asked[:1] + workers[1].asked[:1]] == [2, 3]  # the shown first
    assert all(worker.asked for worker in workers) and not judging.busy
