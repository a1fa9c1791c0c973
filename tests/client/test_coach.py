"""The coached first game: the coach judges a person's move as the review does, in
a process of its own, speaks after a mistake or a blunder, and keeps quiet after a
good move; taking the move back shows the move it preferred."""

from random import Random

import pytest

from game.ai.judge import BLUNDER, JUDGE_PLAYOUTS, judge
from game.ai.worker import Answer
from game.client.coach import Coach
from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.records import Seat
from game.rules import registry

OPTIONS = {"size": 6, "rules": "mindsports"}
PEOPLE = [Seat.person("You"), Seat.computer("easy", "Easy")]


def position_with_a_blunder():
    """A 6x6 position, White to move, with a move the coach's judgement calls a
    blunder (the game going on after it) and one that loses nothing: (moves, blunder, good)."""
    for seed in range(100):
        rng, state, moves = Random(seed), registry.new_game("slyde", OPTIONS), []
        for _ in range(16):
            move = rng.choice(state.legal_moves())
            moves.append(state.format_move(move))
            state = state.play(move)
        if state.is_over() or state.to_move != 0:
            continue
        before = judge(state, JUDGE_PLAYOUTS, f"coach/{len(moves)}").chances[0]
        drops = sorted(
            (before - judge(state.play(m), JUDGE_PLAYOUTS, f"coach/{len(moves) + 1}").chances[0], state.format_move(m))
            for m in state.legal_moves()
            if not state.play(m).is_over()
        )
        if drops[-1][0] >= BLUNDER + 0.05 and drops[0][0] <= 0.0:
            return moves, drops[-1][1], drops[0][1]
    raise AssertionError("no position found")


class FakeWorker:
    """Answers each judging request with the chances given for its number of moves."""

    def __init__(self, chances):
        self.chances, self.asked, self.pending = chances, [], None

    def ask(self, game, options, moves, level, seed, seconds=None, playouts=None, expect_s=0.0):
        self.asked.append(tuple(moves))
        self.pending = Answer(len(self.asked), "b1-b2", chances=self.chances[len(moves)])

    def poll(self):
        answer, self.pending = self.pending, None
        return answer


def run_coach(coach, states, moves, persons=frozenset({0})):
    remarks = []
    for _ in range(6):
        found = coach.step(states, moves, set(persons), lambda state, move: str(move))
        if found:
            remarks.append(found)
    return remarks


def test_the_coach_speaks_after_a_blunder_once_and_judges_the_position_while_the_person_thinks():
    state = registry.new_game("slyde", OPTIONS)
    move = state.legal_moves()[0]
    worker = FakeWorker({0: (0.6, 0.4), 1: (0.2, 0.8)})
    coach = Coach(lambda: worker)
    assert run_coach(coach, [state], []) == []
    assert worker.asked == [()]  # the position before the person's move, judged in advance
    remarks = run_coach(coach, [state, state.play(move)], [move])
    assert len(remarks) == 1 and remarks[0].mark == "blunder" and remarks[0].ply == 0
    assert "fell from 60% to 20%" in remarks[0].words() and "Better: b1-b2." in remarks[0].words()


@pytest.mark.parametrize(("after", "speaks"), [(0.45, False), (0.39, True)])
def test_the_coach_keeps_quiet_after_an_inaccuracy_and_speaks_at_a_mistake(after, speaks):
    state = registry.new_game("slyde", OPTIONS)
    move = state.legal_moves()[0]
    worker = FakeWorker({0: (0.6, 0.4), 1: (after, 1 - after)})
    coach = Coach(lambda: worker)
    assert bool(run_coach(coach, [state, state.play(move)], [move])) is speaks


def test_the_coach_says_nothing_of_the_computers_moves():
    state = registry.new_game("slyde", OPTIONS)
    move = state.legal_moves()[0]
    worker = FakeWorker({0: (0.9, 0.1), 1: (0.1, 0.9)})
    coach = Coach(lambda: worker)
    assert run_coach(coach, [state, state.play(move)], [move], persons={1}) == []


def coached(driver, moves):
    session = Session.new("slyde", OPTIONS, list(PEOPLE))
    for text in moves:
        session.play(session.state.parse_move(text))
    driver.app.push(driver.app.make("play", session, coached=True))
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.advice.coach is not None
    return play


def test_a_planted_blunder_brings_the_coach_and_undo_shows_its_move(driver):
    moves, blunder, good = position_with_a_blunder()
    play = coached(driver, moves)
    driver.until(lambda: play.advice.coach.asking is None and tuple(moves) in play.advice.coach.chances)
    play.try_move(play.state.parse_move(blunder))
    driver.until(lambda: play.advice.remark is not None, 60)
    assert play.advice.remark.mark == "blunder" and play.advice.remark.ply == len(moves)
    driver.until(lambda: play.match.persons_turn(), 30)  # the computer answered meanwhile
    play.undo()
    assert len(play.session.moves) == len(moves)
    assert play.advice.shown_hint(play.state) is not None and play.advice.remark is None
    play.popped()


def test_a_good_move_leaves_the_coach_quiet(driver):
    moves, blunder, good = position_with_a_blunder()
    play = coached(driver, moves)
    play.try_move(play.state.parse_move(good))
    driver.until(lambda: len(play.session.moves) >= len(moves) + 2 and play.advice.coach.asking is None, 60)
    driver.frames(5)
    assert play.advice.remark is None
    play.popped()
