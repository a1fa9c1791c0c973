"""The coached first game: the coach judges a person's move as the review does, in
a process of its own, speaks after a mistake or a blunder, and keeps quiet after a
good move; taking the move back shows the move it preferred."""

from dataclasses import replace
from random import Random

import pytest

from game.ai.judge import BLUNDER, JUDGE_PLAYOUTS, MISTAKE, PROMPT_DEALS, judge, weigh_moves
from game.ai.worker import Answer
from game.client.coach import Coach, Remark
from game.client.scenes.play import COACH_WELCOME, PlayScene
from game.client.session import Session
from game.records import Seat
from game.rules import registry

from .conftest import texts_drawn

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
        found = coach.step(states, moves, set(persons), lambda state, move: str(move), lambda state, move: str(move))
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


def test_a_remark_says_what_was_lost_the_better_move_and_how_to_take_it_back_in_as_few_words_as_the_panel_needs():
    remark = Remark(3, 0.6, 0.2, "blunder", None, "swap b1 with b2", best_listed="b1-b2")
    assert remark.words() == (
        "A blunder: your chance to win fell from 60% to 20%. Better: swap b1 with b2. Undo (Ctrl+Z) takes it back."
    )
    assert remark.words(short=True) == "A blunder: 60% -> 20%. Better: swap b1 with b2. Ctrl+Z takes it back."
    assert remark.words(short=True, listed=True) == "A blunder: 60% -> 20%. Better: b1-b2. Ctrl+Z takes it back."
    assert remark.words(undo_key="X").endswith("Undo (X) takes it back.")  # a gamepad's button, where one is in use
    alone = replace(remark, best_words="", best_listed="", undoable=False)  # nothing better named, no undo here
    assert alone.words() == "A blunder: your chance to win fell from 60% to 20%."


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
    session.coached = True
    driver.app.push(driver.app.make("play", session))
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.advice.coach is not None
    return play


def test_a_planted_blunder_brings_the_coach_and_undo_shows_its_move(driver):
    moves, blunder, good = position_with_a_blunder()
    play = coached(driver, moves)
    driver.until(lambda: play.advice.coach.asking is None and tuple(moves) in play.advice.coach.chances)
    play.attempt(play.state.parse_move(blunder))
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
    play.attempt(play.state.parse_move(good))
    driver.until(lambda: len(play.session.moves) >= len(moves) + 2 and play.advice.coach.asking is None, 60)
    driver.frames(5)
    assert play.advice.remark is None
    play.popped()


def slide_push(seed=5, after=0):
    """A two-seat Slide game of random moves from the deal `seed` up to a push of seat
    0 with a real choice, after `after` moves: (its states, its moves)."""
    states, rng, moves = [registry.new_game("slide", {"players": 2, "seed": seed})], Random(seed), []

    def pushing(state):
        return state.to_move == 0 and state.format_move(state.legal_moves()[0]).startswith("take")

    while not (states[-1].ply > after and pushing(states[-1]) and len(states[-1].legal_moves()) > 3):
        moves.append(rng.choice(states[-1].legal_moves()))
        states.append(states[-1].play(moves[-1]))
    return states, moves


class WeighingWorker:
    """Answers each weighing request with the chances given for each move."""

    def __init__(self, chances):
        self.chances, self.asked = chances, []
        self.pending = None

    def ask(self, game, options, moves, level, seed, seconds=None, playouts=None, expect_s=0.0):
        self.asked.append((level, tuple(moves)))
        weighed = tuple(sorted(self.chances.items(), key=lambda item: -item[1]))
        self.pending = Answer(len(self.asked), weighed[0][0], weighed=weighed)

    def poll(self):
        answer, self.pending = self.pending, None
        return answer


@pytest.mark.parametrize(("chosen_chance", "speaks"), [(0.5, False), (0.3, True)])
def test_in_slide_the_coach_weighs_the_persons_pushes_and_speaks_after_a_mistake(chosen_chance, speaks):
    states, moves = slide_push()
    state = states[-1]
    best, chosen, *_ = (state.format_move(move) for move in state.legal_moves())
    worker = WeighingWorker({best: 0.55, chosen: chosen_chance})
    coach = Coach(lambda: worker)
    move = state.parse_move(chosen)
    remarks = run_coach(coach, [*states, state.play(move)], [*moves, move])
    texts = tuple(before.format_move(played) for before, played in zip(states[:-1], moves, strict=True))
    assert ("weigh", texts) in worker.asked  # the moves before the push, weighed from the pusher's seat
    assert bool(remarks) is speaks
    if speaks:
        words = remarks[0].words()
        assert f"fell from 55% to {chosen_chance:.0%}" in words and f"Better: {best}." in words
        assert "Undo" not in words  # the next seat acts at once: no taking back in Slide


@pytest.mark.parametrize("worst", [True, False])
def test_in_a_coached_slide_game_the_coach_speaks_after_a_planted_mistake_only(driver, worst):
    states, moves = slide_push(9, after=40)  # a late push, where one of them costs much (found by trying deals)
    state = states[-1]
    texts = [before.format_move(played) for before, played in zip(states[:-1], moves, strict=True)]
    weighed = weigh_moves(state, PROMPT_DEALS, f"coach/{len(texts)}")  # as the coach will weigh them
    assert weighed[0].chance - weighed[-1].chance >= MISTAKE  # the position has a mistake to make
    session = Session.new("slide", state.options, [Seat.person("You"), Seat.computer("easy", "Easy")])
    for text in texts:
        session.play(session.state.parse_move(text))
    session.coached = True
    driver.app.push(driver.app.make("play", session))
    play = driver.app.scene
    driver.until(lambda: tuple(texts) in play.advice.coach.chances, 60)  # weighed while the person thinks
    play.attempt((weighed[-1] if worst else weighed[0]).move)
    driver.until(lambda: play.advice.remark is not None or len(play.session.moves) > len(texts) + 1, 60)
    driver.frames(5)
    remark = play.advice.remark
    assert (remark is not None) is worst
    if worst:
        assert remark.ply == len(texts) and "Undo" not in remark.words()
        assert f"Better: {play.client.advice(state, weighed[0].move)}." in remark.words()
        assert f"Better: {play.client.move_words(state, weighed[0].move)}." in remark.words(short=True, listed=True)
    play.popped()


def status_line(driver, play):
    """The line under the panel's headline, as drawn."""
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen))]
    return next(text for text in drawn if text.startswith("Move "))


@pytest.mark.parametrize("hints", [True, False])
def test_a_fresh_coached_game_says_the_coach_is_there_and_its_panel_says_coached(driver, hints):
    driver.app.settings.hints = hints
    play = coached(driver, [])
    driver.frames(2)
    assert driver.app.toast is not None and driver.app.toast[0].startswith(COACH_WELCOME)
    assert ("Hint (beside the board)" in driver.app.toast[0]) == hints  # not promised where Settings turned hints off
    assert status_line(driver, play).endswith("coached")
    play.popped()


def test_a_coached_game_that_keeps_an_unfinished_one_aside_says_both_one_after_the_other(driver):
    session = Session.new("slyde", OPTIONS, list(PEOPLE))
    driver.app.push(driver.app.make("play", session))
    driver.app.scene.attempt(session.state.legal_moves()[0])  # an unfinished game in Resume
    driver.app.pop()
    play = coached(driver, [])
    driver.frames(2)
    assert driver.app.toast is not None and driver.app.toast[0] == "Your unfinished game is kept in Saved games"
    driver.until(lambda: driver.app.toast is None or driver.app.toast[0].startswith(COACH_WELCOME), 30)
    assert driver.app.toast is not None and driver.app.toast[0].startswith(COACH_WELCOME)
    play.popped()


def test_a_game_without_a_coach_or_one_going_on_is_not_greeted(driver):
    moves, _, _ = position_with_a_blunder()
    play = coached(driver, moves)
    assert driver.app.toast is None and status_line(driver, play).endswith("coached")
    play.popped()
    session = Session.new("slyde", OPTIONS, list(PEOPLE))
    driver.app.replace(driver.app.make("play", session))
    driver.frames(2)
    assert driver.app.toast is None and status_line(driver, driver.app.scene) == "Move 1"
    driver.app.scene.popped()


@pytest.mark.recovers
def test_where_the_coach_cannot_think_at_all_the_panel_says_so_and_it_stops_asking(driver, monkeypatch):
    """A coached game where no computer's process can run: the opponent's side went to
    the person with the reason, but the coach only fell silent, as if every move were
    good. Its panel says it cannot judge, and why, and it asks no more."""
    from .conftest import computers_cannot_run

    computers_cannot_run(driver.app, monkeypatch)
    play = coached(driver, [])
    coach = play.advice.coach
    driver.until(lambda: coach.unable, 60)
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen))]
    assert any("cannot judge" in text for text in drawn), drawn
    asked = []
    monkeypatch.setattr(coach, "_ask", lambda *args: asked.append(args))
    play.attempt(play.state.legal_moves()[0])  # the person's move: nothing more is asked of a coach that cannot run
    driver.frames(30)
    assert not asked
    play.popped()
