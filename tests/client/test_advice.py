"""The help a person at the screen is given, without a window: when a hint is refused
and why, a hint asked once and said again, the words that say how many moves are about
as good, and the coach's better move after the move it spoke of is taken back."""

from game.ai.judge import INACCURACY
from game.client.advice import LOOKING, STILL_LOOKING, Advice
from game.client.coach import Remark
from game.client.match import Purpose
from game.records import numbered

from .test_match import AGAINST_NORMAL, PEOPLE, FakeWorker, match


def words(state, move) -> str:
    return f"play {state.format_move(move)}"


def test_a_hint_where_it_cannot_help_says_why_and_asks_the_computer_nothing():
    advice = Advice(None)
    over = match(PEOPLE, FakeWorker("b1-b2"))
    over.session.resign(0)
    said = advice.ask_hint(over, True, True, words)
    assert said == ("The game is over: Review shows what the computer makes of each move", "info")
    watched = match([numbered("easy", 0), numbered("easy", 1)], FakeWorker("b1-b2"))
    said = advice.ask_hint(watched, True, True, words)
    assert said == ("The computer plays every seat: hints are for a person's turn", "info")
    theirs = match(AGAINST_NORMAL, FakeWorker("b1-b2"))  # the computer moves first
    said = advice.ask_hint(theirs, True, True, words)
    assert said == ("A hint comes on your turn, once the computer has moved", "info")
    mine = match(PEOPLE, FakeWorker("b1-b2"))
    assert advice.ask_hint(mine, False, True, words) is None  # the curtain is up: nothing said over it
    assert advice.ask_hint(mine, True, False, words) == ("Hints are off (Settings)", "info")
    assert all(m.asked is None for m in (over, watched, theirs, mine))


def test_a_hint_is_asked_once_for_a_position_and_said_again_with_its_weighing():
    worker = FakeWorker("b1-b2")
    game = match(PEOPLE, worker)
    advice = Advice(None)
    assert advice.ask_hint(game, True, True, words) == (LOOKING, "info")
    assert game.asked is Purpose.HINT
    assert advice.ask_hint(game, True, True, words) == (STILL_LOOKING, "info")  # not asked again
    assert len(worker.requests) == 1
    move = game.state.parse_move("b1-b2")
    advice.give_hint(move, game.state, (0.6, 0.6 - INACCURACY / 2, 0.1))
    said = advice.ask_hint(game, True, True, words)
    assert said == ("Hint: play b1-b2. One other move is about as good", "good")
    assert len(worker.requests) == 1
    advice.moved(by_person=True)
    assert advice.shown_hint(game.state) is None


def test_the_hints_words_say_how_many_other_moves_are_about_as_good():
    state = match(PEOPLE).state
    move = state.parse_move("b1-b2")
    near, far = 0.6 - INACCURACY / 2, 0.6 - 2 * INACCURACY
    said = {
        (): "Hint: play b1-b2",
        (0.6,): "Hint: play b1-b2",
        (0.6, far): "Hint: play b1-b2",
        (0.6, near): "Hint: play b1-b2. One other move is about as good",  # of two moves: not "any move"
        (0.6, near, far): "Hint: play b1-b2. One other move is about as good",
        (0.6, near, near, far): "Hint: play b1-b2. 2 other moves are about as good",
        (0.6, near, near): "Hint: any move does about as well here; for one, play b1-b2",
    }
    for chances, expected in said.items():
        assert Advice.hint_words(state, move, words, chances) == expected, chances
    # a move the coach would mark an inaccuracy (a fall of a tenth, to the hundredth) is not about as good
    for best, other in ((0.2, 0.1), (0.433, 0.333), (0.296, 0.204)):
        assert Advice.hint_words(state, move, words, (best, other)) == "Hint: play b1-b2"


def test_a_hint_asked_in_a_new_position_is_looked_for_anew():
    worker = FakeWorker("b1-b2")
    game = match(PEOPLE, worker)
    advice = Advice(None)
    advice.ask_hint(game, True, True, words)
    game.play(game.state.parse_move("d1-d2"))  # played before the hint came
    assert advice.ask_hint(game, True, True, words) == (LOOKING, "info")
    assert len(worker.requests) == 2 and game.asked_for is game.state


def test_after_the_move_the_coach_spoke_of_is_taken_back_its_better_move_is_the_hint():
    game = match(PEOPLE)
    better = game.state.parse_move("b1-b2")
    game.play(game.state.parse_move("d1-d2"))
    advice = Advice(None)
    advice.remark = Remark(0, 0.6, 0.2, "blunder", better, "play b1-b2")
    assert advice.taken_back(game.session) is None  # the move it spoke of is still on the board
    game.session.undo()
    assert advice.taken_back(game.session) == "The coach would play b1-b2"
    assert advice.shown_hint(game.state) == better and advice.remark is None
    advice.remark = Remark(0, 0.6, 0.2, "blunder", None, "")  # no better move named: no hint
    assert advice.taken_back(game.session) is None and advice.remark is not None
