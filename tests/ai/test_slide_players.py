"""Computer players of Slide: legal, repeatable, blind to what their seat cannot know."""

from random import Random

import pytest

from game.ai import players
from game.ai.mcts import Budget
from game.cli.engine import Engine
from game.levels import LEVELS  # noqa: E402
from game.rules import slide


def position(players_: int, seed: int, plies: int):
    rng = Random(seed)
    state = slide.new_game(players_, seed=seed)
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


def redealt(state, seat: int, seed: int):
    """The same position for `seat` with every card it cannot know dealt anew: the
    face-down cards (from the cards it has not seen) and the other seats' hidden picks."""
    other = state.view(seat).sample(Random(seed))
    assert other.view(seat) == state.view(seat)
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players_", "plies"), [(2, 0), (2, 3), (3, 7), (4, 21), (6, 50), (5, 101)])
def test_a_player_chooses_the_same_move_whatever_the_cards_it_cannot_know(level, players_, plies):
    state = position(players_, plies, plies)
    seat = state.to_move
    budget = Budget(playouts=60)
    chosen = players.decide(players.make_player(level, "same"), state, budget)
    assert chosen in state.legal_moves()
    for seed in range(3):
        other = redealt(state, seat, seed)
        if seed == 0:  # the re-deal really changed something the seat cannot see
            assert other.cards != state.cards or other.picked != state.picked
        assert players.decide(players.make_player(level, "same"), other, budget) == chosen


def test_redealing_changes_what_the_seat_cannot_see_and_nothing_it_can():
    state = position(4, 1, 2)  # two seats have picked: their picks are hidden from seat 2
    view = state.view(2)
    other = redealt(state, 2, 5)
    assert other.picked[:2] != state.picked[:2] or other.cards != state.cards
    for seat in range(4):
        assert other.up[seat] == state.up[seat]
        for cell in range(16):
            if state.up[seat] >> cell & 1:
                assert other.cards[seat][cell] == state.cards[seat][cell]
    assert other.view(2) == view


class Spy:
    """A player that records what it is handed."""

    level = "spy"

    def __init__(self) -> None:
        self.seen = []

    def choose(self, view, budget=None, should_stop=None):
        self.seen.append(view)
        return view.legal_moves()[0]


def test_the_engine_hands_its_player_the_view_of_the_seat_to_move_only():
    engine = Engine(out=None)
    assert engine.handle("new", "slide players=3 seed=4") == (True, "")
    assert engine.handle("play", "flip b2") == (True, "")
    spy = engine.player = Spy()
    expected = engine.state.view(engine.state.to_move)
    ok, move = engine.handle("genmove", "")
    assert ok and move == "flip a1"
    assert spy.seen == [expected] and isinstance(spy.seen[0], slide.SlideView)


def test_every_level_plays_legal_moves_to_the_end_of_a_three_seat_game():
    state = slide.new_game(3, seed=12)
    seats = [players.make_player(level, seat) for seat, level in enumerate(["easy", "greedy", "uct"])]
    while not state.is_over():
        move = players.decide(seats[state.to_move], state, Budget(playouts=20))
        state = state.play(move)
    assert state.outcome() is not None


def test_greedy_pushes_where_its_face_up_cards_score_least():
    state = position(2, 3, 2)  # the push phase of round 1: seat 0 to push
    assert state.phase == slide.PUSH
    move = players.decide(players.make_player("greedy", 1), state, None)
    seat = state.to_move
    score = state.play(move).tallies()[seat]
    assert all(state.play(m).tallies()[seat] >= score for m in state.legal_moves())


def test_the_search_repeats_its_choice_with_a_seed_and_a_playout_budget():
    state = position(4, 9, 30)
    first = players.decide(players.make_player("normal", 3), state, Budget(playouts=150))
    assert first == players.decide(players.make_player("normal", 3), state, Budget(playouts=150))


def test_slide_thinks_longer_with_more_seats_at_the_table():
    times = [players.move_seconds("normal", slide.new_game(n).view(0)) for n in range(2, 7)]
    assert times == sorted(times) and times[2] == 1.0
