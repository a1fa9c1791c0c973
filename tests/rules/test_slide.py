"""Slide, the card game: every ruling of RULINGS.md section 3."""

from collections import Counter
from itertools import pairwise
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import records
from game.records import Seat
from game.rules import registry, slide, slide_packed
from game.rules.base import IllegalMoveError, MalformedMoveError, counted
from game.rules.slide import COLUMN, ROW, Flip, Take

from .naive_slide import NaiveSlide


def deck_from(seed: int) -> list[int]:
    return list(slide.shuffled_deck(seed))


def play_texts(state, texts):
    for text in texts:
        state = state.play(state.parse_move(text))
    return state


def random_game(players: int, seed: int):
    rng = Random(seed)
    state = slide.new_game(players, seed=seed)
    states = [state]
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


# -- the deal -------------------------------------------------------------------


def test_the_deal_gives_each_seat_sixteen_cards_of_the_deck_face_down_in_reading_order():
    deck = deck_from(3)
    state = slide.new_game(3, deck=deck)
    for seat in range(3):
        assert state.cards[seat] == tuple(deck[16 * seat : 16 * seat + 16])
        assert state.up[seat] == 0
    assert state.to_move == 0 and state.phase == slide.PICK and state.round == 0


def test_a_deck_must_be_the_hundred_cards_ten_of_each_value():
    deck = deck_from(1)
    with pytest.raises(ValueError, match="all 100 cards"):
        slide.new_game(2, deck=deck[:99])
    with pytest.raises(ValueError, match="ten cards of each value"):
        slide.new_game(2, deck=[1] * 100)
    with pytest.raises(ValueError, match="from 2 to 6"):
        slide.new_game(7)
    with pytest.raises(ValueError, match="not both"):
        slide.check_options(2, 0, seed=1, deck=deck)


@pytest.mark.parametrize(
    ("players", "first", "message"),
    [
        (3, 3, "^first must be a seat from 0 to 2, not 3$"),
        (3, -1, "^first must be a seat from 0 to 2, not -1$"),
        (3, True, "^first must be a seat from 0 to 2, not true$"),
        (True, 0, "^players must be a whole number from 2 to 6, not true$"),
        (1, 0, "^players must be a whole number from 2 to 6, not 1$"),
    ],
)
def test_the_first_player_must_be_a_seat_at_the_table_and_the_table_two_to_six(players, first, message):
    with pytest.raises(ValueError, match=message):
        slide.check_options(players, first, seed=1)
    assert slide.check_options(3, 2, seed=1)["first"] == 2


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda deck: [True if v == 1 else v for v in deck], "^deck must list card values, whole numbers from 1"),
        (lambda deck: [11 if v == 10 else v for v in deck], "^deck holds a card of value 11: cards are 1 to 10$"),
        (lambda deck: [2, *deck[1:]], "^deck must hold ten cards of each value 1 to 10, and it holds (9|11) of"),
    ],
)
def test_a_deck_of_anything_but_the_hundred_cards_is_refused_by_name(change, message):
    with pytest.raises(ValueError, match=message):
        slide.check_deck(change(deck_from(1)))


def test_play_refuses_an_illegal_or_foreign_move_and_changes_nothing():
    state = slide.new_game(2, deck=deck_from(2))
    push = Take(7, ROW, 1, False)  # a push while every seat is to pick
    with pytest.raises(IllegalMoveError) as caught:
        state.play(push)
    assert caught.value.move == str(push) and caught.value.reason == state.why_illegal(push) is not None
    with pytest.raises(IllegalMoveError) as caught:
        state.play("b2")
    assert (caught.value.move, caught.value.reason) == ("b2", "not a Slide move")
    assert state.phase == slide.PICK and state.up == (0, 0) and state.ply == 0


def test_the_same_seed_deals_the_same_cards_and_a_deck_replays_without_the_shuffle():
    assert slide.new_game(4, seed=9).cards == slide.new_game(4, seed=9).cards
    assert slide.new_game(4, seed=9).cards != slide.new_game(4, seed=10).cards
    deck = deck_from(9)
    assert slide.new_game(4, deck=deck).cards == slide.new_game(4, seed=9).cards


# -- picks and the reveal ------------------------------------------------------------


def test_picks_go_in_seat_order_from_the_first_player_and_flip_over_together():
    state = slide.new_game(3, first=1, seed=2)
    assert state.to_move == 1
    state = play_texts(state, ["flip a1", "flip b2"])
    assert state.to_move == 0 and state.phase == slide.PICK and not state.middle
    values = (state.cards[1][0], state.cards[2][5], state.cards[0][15])
    state = play_texts(state, ["flip d4"])
    assert state.phase == slide.PUSH and state.middle == tuple(sorted(values))
    assert state.cards[1][0] == 0 and state.cards[2][5] == 0 and state.cards[0][15] == 0
    assert state.to_move == 1  # pushes start with the round's first player too


def grids(diagram: str) -> str:
    """A diagram's grids, without the line below them that says what the marks mean."""
    return "\n".join(diagram.splitlines()[:-1])


def test_a_pick_stays_hidden_from_the_other_seats_until_all_have_picked():
    state = play_texts(slide.new_game(3, seed=2), ["flip c2"])
    assert state.view(0).known.picked[0] == 6  # the picker knows its pick
    for other in (1, 2):
        assert state.view(other).known.picked[0] == -2  # picked, but where is hidden
        assert "*" not in grids(state.view(other).diagram())
    # picking elsewhere gives the other seats exactly the same view
    elsewhere = play_texts(slide.new_game(3, seed=2), ["flip a4"])
    assert elsewhere.view(1) == state.view(1) and elsewhere.view(0) != state.view(0)
    revealed = play_texts(state, ["flip a1", "flip a1"])
    assert revealed.view(1).known.picked == (6, 0, 0)  # after the reveal, the holes are plain to see


def test_no_view_holds_a_face_down_value_not_even_the_owners():
    state = random_game(4, 5)[37]
    for seat in range(4):
        known = state.view(seat).known
        assert known.deck == ()
        for grid, full, up in zip(known.cards, state.cards, state.up, strict=True):
            for cell in range(16):
                assert grid[cell] == (full[cell] if up >> cell & 1 else 0)
        shown = grids(state.view(seat).diagram())
        assert "#" in shown and "#1" not in shown.replace("#10", "")


def test_a_drawn_state_agrees_with_the_view_it_was_drawn_from():
    for players in range(2, 7):
        for number, state in enumerate(random_game(players, players)[::5]):
            for seat in range(players):
                view = state.view(seat)
                drawn = view.sample(Random(number))
                assert drawn.view(seat) == view
                counts = [v for grid in drawn.cards for v in grid if v] + list(drawn.middle)
                assert all(counts.count(value) <= 10 for value in range(1, 11))


def test_a_drawn_state_deals_every_face_down_cell_a_card_nobody_has_seen_and_places_every_hidden_pick():
    for players in (2, 4, 6):
        for number, state in enumerate(random_game(players, players + 10)[:-1:3]):
            for seat in range(players):
                view = state.view(seat)
                known = view.known
                drawn = view.sample(Random(number))
                dealt = []
                for other, (grid, up) in enumerate(zip(drawn.cards, drawn.up, strict=True)):
                    for cell in range(16):
                        hole = drawn.phase == slide.PUSH and drawn.picked[other] == cell
                        assert (grid[cell] == 0) == hole, (number, seat, other, cell)
                        if not up >> cell & 1 and not hole:
                            dealt.append(grid[cell])
                assert not Counter(dealt) - Counter(view.unseen())  # drawn from the unseen cards only
                for other, (cell, placed) in enumerate(zip(known.picked, drawn.picked, strict=True)):
                    if cell == -2:  # picked, where unknown: one of that seat's face-down cells
                        assert 0 <= placed < 16 and not drawn.up[other] >> placed & 1
                    else:
                        assert placed == cell
    view = slide.new_game(4, seed=3).view(0)
    assert len({view.sample(Random(draw)).cards for draw in range(5)}) == 5  # a draw, not one fixed guess


def test_a_finished_games_rewards_follow_its_ranking_and_a_face_down_twin_cancels_nothing():
    state = random_game(4, 8)[-1]
    outcome = state.outcome()
    rewards = state.rewards()
    for better, worse in pairwise(outcome.ranking):
        assert min(rewards[seat] for seat in better) > max(rewards[seat] for seat in worse)
    for tied in outcome.ranking:
        assert len({rewards[seat] for seat in tied}) == 1
    assert max(rewards) == 1.0 or len(outcome.ranking[0]) > 1
    cards = [5, 5, 7, 7] + [1 + cell % 3 * 3 for cell in range(4, 16)]
    assert slide.tally(cards, 0b0101) == (12, 2)  # a1 and c1 face up: each beside an equal card face down
    assert slide.tally(cards, 0b0011) == (0, 0)  # a1 and b1 face up: the pair cancels
    assert slide.cancelled(cards, 0b0101) == 0 and slide.cancelled(cards, 0b1100) == 0b1100
    assert slide.cancelled(cards, 0b0110) == 0 and slide.cancelled(cards) == 0b1111


def test_only_a_rounds_last_pick_reveals_and_a_push_fills_its_seats_hole():
    states = random_game(3, 12)
    for before, after in pairwise(states):
        move = next(m for m in before.legal_moves() if before.play(m) == after)
        last_pick = isinstance(move, Flip) and before.step == before.players - 1
        assert before.reveals(move) == last_pick and (after.middle != ()) == (after.phase == slide.PUSH)
        assert before.secret(move) == ("picked a card" if isinstance(move, Flip) else None)
        if isinstance(move, Take):
            seat = before.to_move
            assert after.picked[seat] == -1 and all(after.cards[seat])  # no hole left in its grid
    assert [states[30].view(seat).seat for seat in range(3)] == [0, 1, 2]


# -- pushes ------------------------------------------------------------------


@pytest.mark.parametrize("hole", range(16))
def test_every_entry_of_every_hole_pushes_the_line_toward_the_hole_keeping_faces(hole):
    cards = [1 + (cell // 4 + cell % 4) % 4 for cell in range(16)]  # no value twice in a row or column
    up = 0b1010_0110_1001_0101
    row, column = divmod(hole, 4)
    entries = slide.entries(hole)
    assert 2 <= len(entries) <= 4
    assert len(entries) == (column != 0) + (column != 3) + (row != 0) + (row != 3)
    for axis, line, far in entries:
        assert line == (row if axis == ROW else column)
        with_hole = cards[:hole] + [0] + cards[hole + 1 :]
        new, new_up = slide.push(with_hole, up & ~(1 << hole), hole, 9, axis, far)
        take = Take(7, axis, line, far)
        entry = take.entry
        assert entry != hole and new[entry] == 9 and new_up >> entry & 1
        line_cells = [row * 4 + c for c in range(4)] if axis == ROW else [r * 4 + column for r in range(4)]
        position = line_cells.index(hole)
        moved = line_cells[position + 1 :] if far else line_cells[:position]
        for cell in range(16):
            if cell == entry:
                continue
            if cell in moved or cell == hole:
                source = cell + (1 if axis == ROW else 4) * (1 if far else -1)
                assert new[cell] == with_hole[source] and (new_up >> cell & 1) == (up >> source & 1)
            else:
                assert new[cell] == with_hole[cell] and (new_up >> cell & 1) == (up >> cell & 1)


def test_a_card_cannot_go_straight_into_the_hole():
    state = play_texts(slide.new_game(2, seed=4), ["flip a1", "flip a1"])  # seat 0's hole is a1
    value = state.middle[0]
    for text in (f"take {value} row1 left", f"take {value} cola top"):
        with pytest.raises(IllegalMoveError) as error:
            state.parse_move(text)
        assert error.value.reason == "a card cannot go straight into the hole" and error.value.move == text
    assert {str(m) for m in state.legal_moves()} >= {f"take {value} row1 right", f"take {value} cola bottom"}


@pytest.mark.parametrize(
    ("moves", "text", "reason"),
    [
        (["flip b3", "flip a1"], "take {absent} row3 left", "no {absent} in the middle"),
        (["flip b3", "flip a1"], "take {present} row2 left", "row 2 does not hold the hole"),
        (["flip b3", "flip a1"], "take {present} cola top", "column a does not hold the hole"),
        (["flip b3", "flip a1"], "flip c3", "every card has been picked: take a card from the middle"),
        ([], "take 5 row1 left", "pick a face-down card of your grid first"),
    ],
)
def test_wrong_moves_say_what_is_wrong_in_the_rules_words_and_change_nothing(moves, text, reason):
    state = play_texts(slide.new_game(2, seed=8), moves)
    absent = next(v for v in range(1, 11) if v not in state.middle)
    present = state.middle[0] if state.middle else 1
    text, reason = text.format(absent=absent, present=present), reason.format(absent=absent)
    before = state.key()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move(text)
    assert error.value.reason == reason and error.value.move == text
    assert str(error.value) == f"illegal move {text!r}: {reason}"
    assert state.key() == before


def test_a_face_up_card_cannot_be_picked():
    state = play_texts(slide.new_game(2, seed=8), ["flip b3", "flip a1"])
    state = play_texts(state, [f"take {state.middle[0]} row3 left"])  # seat 0's card enters face up on a3
    state = play_texts(state, [f"take {state.middle[0]} row1 right"])
    assert state.up[0] >> 8 & 1
    state = play_texts(state, ["flip a1"])  # seat 1 picks first in round 2
    with pytest.raises(IllegalMoveError, match="a3 is already face up"):
        state.parse_move("flip a3")


def test_notation_round_trips_and_reads_as_the_rulings_write_it():
    assert slide.parse("flip b3") == Flip(9)
    assert slide.parse("take 7 row2 left") == Take(7, ROW, 1, False)
    assert slide.parse("take 7 colb top") == Take(7, COLUMN, 1, False)
    assert slide.parse("take 10 cold bottom") == Take(10, COLUMN, 3, True)
    for text in ("flip e1", "flip", "take 7 row5 left", "take 7 row2 top", "take x row1 left", "slide"):
        with pytest.raises(MalformedMoveError):
            slide.parse(text)
    for move in [Flip(c) for c in range(16)] + [
        Take(v, a, line, f) for v in (1, 10) for a in (0, 1) for line in range(4) for f in (0, 1)
    ]:
        assert slide.parse(str(move)) == move


# -- rounds and the token -------------------------------------------------------------


def test_the_token_moves_one_seat_each_round_and_the_game_ends_after_sixteen():
    state = slide.new_game(3, first=2, seed=1)
    rng = Random(1)
    for round_ in range(16):
        assert state.round == round_ and state.leader_seat == (2 + round_) % 3
        order = []
        for _ in range(6):
            order.append(state.to_move)
            state = state.play(rng.choice(state.legal_moves()))
        start = (2 + round_) % 3
        assert order == [start, (start + 1) % 3, (start + 2) % 3] * 2
    assert state.is_over() and state.legal_moves() == []
    assert all(up == (1 << 16) - 1 for up in state.up)


# -- the end -------------------------------------------------------------------


def test_the_seeds_example_cancels_the_eights_tens_ones_and_the_two_fours_that_touch():
    grid = (
        8, 8, 5, 4,
        8, 10, 3, 4,
        1, 10, 10, 7,
        1, 1, 5, 4,
    )  # fmt: skip
    assert slide.tally(grid) == (24, 5)  # 5 + 3 + 7 + 5 + 4
    gone = slide.cancelled(grid)
    assert sorted(grid[c] for c in range(16) if gone >> c & 1) == [1, 1, 1, 4, 4, 8, 8, 8, 10, 10, 10]


def test_lowest_score_wins_then_fewer_cards_then_the_victory_is_shared():
    state = random_game(3, 3)[-1]

    def with_grids(grids):
        return state._with(cards=tuple(tuple(g) for g in grids))

    low = [1, 2, 3, 4, 3, 4, 1, 2] * 2  # no equal neighbours: 40 in 16 cards
    pairs = [5, 5, 1, 2, 3, 4, 6, 7, 9, 8, 1, 3, 2, 10, 1, 2]  # the 5s cancel
    outcome = with_grids([low, pairs, low]).outcome()
    scores = [slide.tally(g) for g in (low, pairs, low)]
    assert outcome.scores == tuple(s for s, _ in scores) and outcome.remaining == tuple(n for _, n in scores)
    fewer = [1, 3, 1, 2, 2, 5, 4, 1, 3, 3, 1, 4, 2, 6, 2, 6]  # the two 3s cancel: 40 in 14 cards
    a, b = slide.tally(low), slide.tally(fewer)
    assert a[0] == b[0] == 40 and b[1] < a[1]
    tie = with_grids([low, fewer, low]).outcome()
    assert tie.ranking == ((1,), (0, 2)) and tie.winners == (1,)
    shared = with_grids([low, low, pairs]).outcome()
    assert shared.winners == (0, 1) and not shared.is_draw and shared.ranks(3) == (1, 1, 3)
    assert "share" not in shared.reason and "Seat 0 and seat 1 win" in shared.reason


def test_one_point_and_one_card_are_written_singular():
    assert [counted(n, "point") for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert counted(1, "card") == "1 card" and counted(3, "game") == "3 games"


def test_the_results_words_name_the_winners_their_points_and_the_tie_break():
    state = random_game(3, 3)[-1]

    def with_grids(grids):
        return state._with(cards=tuple(tuple(g) for g in grids))

    low = [1, 2, 3, 4, 3, 4, 1, 2] * 2  # 40 in 16 cards
    fewer = [1, 3, 1, 2, 2, 5, 4, 1, 3, 3, 1, 4, 2, 6, 2, 6]  # 40 in 14 cards
    high = [9, 10, 9, 10, 10, 9, 10, 9] * 2  # no equal neighbours: 152 in 16 cards
    assert with_grids([high, low, high]).outcome().reason == "Seat 1 wins with 40 points (16 cards left)"
    tie = with_grids([low, fewer, low]).outcome()
    won = "Seat 1 wins with 40 points (14 cards left); "
    assert tie.reason == won + "seat 0 and seat 2 have 40 points too, but 16 cards left"
    second = with_grids([low, fewer, high]).outcome()
    assert second.reason == won + "seat 0 has 40 points too, but 16 cards left"
    shared = with_grids([low, low, high]).outcome()
    assert shared.reason == "Seat 0 and seat 1 win with 40 points (16 cards left)"
    everyone = with_grids([low, low, low]).outcome()
    assert everyone.ranking == ((0, 1, 2),) and everyone.is_draw
    assert everyone.reason == "all seats tie with 40 points and 16 cards: they share the victory"


def test_a_tournament_goes_on_until_a_total_reaches_a_hundred_the_first_player_moving_on():
    tournament = slide.Tournament(3, first=1)
    firsts = []
    number = 0
    while not tournament.is_over():
        firsts.append(tournament.next_first())
        state = random_game(3, number)[-1]
        tournament = tournament.add(state.outcome())
        number += 1
    assert firsts == [(1 + k) % 3 for k in range(len(firsts))]
    assert max(tournament.totals) >= 100 and len(tournament.scores) >= 1
    before = slide.Tournament(3, 1, tournament.scores[:-1])
    assert not before.is_over()
    outcome = tournament.outcome()
    assert outcome.scores == tournament.totals and outcome.winners == tuple(
        seat for seat in range(3) if tournament.totals[seat] == min(tournament.totals)
    )


# -- against the naive model, and properties ------------------------------------------


@pytest.mark.parametrize("players", range(2, 7))
def test_the_fast_engine_agrees_with_the_naive_model_on_random_games(players):
    for seed in range(12):
        deck = deck_from(seed * 7 + players)
        fast = slide.new_game(players, first=seed % players, deck=deck)
        naive = NaiveSlide(players, seed % players, deck)
        rng = Random(seed)
        while not fast.is_over():
            assert sorted(str(m) for m in fast.legal_moves()) == sorted(naive.legal())
            assert fast.to_move == naive.to_move()
            move = rng.choice(fast.legal_moves())
            fast, naive = fast.play(move), naive.play(str(move))
            for seat in range(players):
                for cell in range(16):
                    square = naive.grids[seat][cell // 4][cell % 4]
                    if square is None:
                        assert fast.cards[seat][cell] == 0
                    else:
                        assert fast.cards[seat][cell] == square[0]
                        assert bool(fast.up[seat] >> cell & 1) == square[1]
            assert sorted(fast.middle) == sorted(naive.middle)
        assert naive.over()
        assert [(s, n) for s, n in fast.tallies()] == naive.scores()


@pytest.mark.parametrize("players", range(2, 7))
def test_random_playouts_and_guided_playouts_end_as_a_finished_game(players):
    for seed in range(20):
        game = random_game(players, seed)
        start, finished = game[seed * 3], game[-1]  # the same game played to its end move by move
        for end in (start.playout(Random(seed)), start.guided_playout(Random(seed))):
            assert end.is_over() and end.outcome() is not None
            shape = ("players", "first", "deck", "round", "phase", "step", "picked", "middle")
            assert [getattr(end, name) for name in shape] == [getattr(finished, name) for name in shape]
            assert all(up == (1 << 16) - 1 for up in end.up)
            assert sorted(v for grid in end.cards for v in grid) == sorted(
                [v for grid in start.cards for v in grid if v] + list(start.middle)
            )


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6))
def test_every_game_ends_after_sixteen_rounds_with_every_card_face_up_and_none_lost(players, seed):
    states = random_game(players, seed)
    assert len(states) == 1 + 16 * 2 * players
    start = sorted(v for grid in states[0].cards for v in grid)
    for state in states:
        assert sorted([v for grid in state.cards for v in grid if v] + list(state.middle)) == start
    assert all(up == (1 << 16) - 1 for up in states[-1].up)


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(0, 200))
def test_records_of_slide_round_trip(players, seed, cut):
    states = random_game(players, seed)
    states = states[: 1 + cut % len(states)]
    moves = [before.format_move(move) for before, move in zip(states, _moves(states), strict=False)]
    people = [Seat.person(f"P{s}") for s in range(players)]
    record = records.Record.of(states, people, moves)
    again = records.from_json(record.to_json())
    assert again.replay()[-1] == states[-1] and again.result == record.result
    assert again.options["deck"] == list(states[0].deck)


def _moves(states):
    """The moves between consecutive states (found among the legal ones)."""
    found = []
    for before, after in zip(states, states[1:], strict=False):
        found.append(next(m for m in before.legal_moves() if before.play(m) == after))
    return found


def test_the_registry_offers_slide_with_its_seats_and_hidden_information():
    spec = registry.spec("slide")
    assert spec.seat_range == (2, 6) and spec.hidden_information
    state = registry.new_game("slide", {"players": 5, "seed": 3})
    assert state.seat_count == 5 and len(state.seats) == 5
    assert spec.parse_options(["players=3", "seed=7"])["deck"] == list(slide.shuffled_deck(7))
    with pytest.raises(ValueError, match="given twice"):
        spec.parse_options(["players=3", "players=4"])
    with pytest.raises(ValueError, match="whole number"):
        spec.parse_options(["players=٣"])


def _plain_score(cards, up):
    """A grid's face-up score counted the slow way, straight from the ruling: a face-up
    card goes when a face-up orthogonal neighbour shows the same number."""
    kept = 0
    for cell in range(16):
        if not up >> cell & 1:
            continue
        row, column = divmod(cell, 4)
        near = [(row + dr) * 4 + column + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                if 0 <= row + dr < 4 and 0 <= column + dc < 4]  # fmt: skip
        if not any(up >> n & 1 and cards[n] == cards[cell] for n in near):
            kept += cards[cell]
    return kept


@settings(max_examples=400, deadline=None)
@given(cards=st.lists(st.integers(1, 10), min_size=16, max_size=16), up=st.integers(0, (1 << 16) - 1))
def test_the_packed_face_up_score_equals_the_plain_count_on_any_grid(cards, up):
    assert _packed_score(cards, up) == _plain_score(cards, up) == slide.tally(cards, up)[0]


def test_a_vertical_pair_and_both_cards_of_a_pair_cancel_in_the_packed_score():
    cards = [5, 1, 2, 3, 5, 4, 6, 7, 8, 9, 10, 1, 2, 3, 4, 6]  # a1 and a2: a vertical pair of 5s
    assert _packed_score(cards, (1 << 16) - 1) == sum(cards) - 10


def _packed_score(cards, up):
    return slide_packed.score(slide_packed.pack(cards) & slide_packed.spread(up))


def test_a_tournaments_outcome_ranks_by_totals_and_names_who_won():
    tournament = slide.Tournament(3, 0, target=100)
    for scores in ((40, 10, 30), (30, 20, 50), (40, 60, 30)):  # totals 110, 90, 110
        tournament = tournament.add_scores(scores)
    outcome = tournament.outcome()
    assert outcome.ranking == ((1,), (0, 2)) and outcome.scores == (110, 90, 110)
    assert outcome.reason.startswith(f"{slide.seat_name(1).capitalize()} wins the tournament with 90 points")
    shared = slide.Tournament(2, 0, target=10).add_scores((12, 12)).outcome()
    assert shared.ranking == ((0, 1),) and " and " in shared.reason and "win the tournament" in shared.reason


def test_a_live_score_counts_only_the_face_up_cards():
    state = slide.new_game(3, seed=1)  # every card face down
    assert state.tallies() == [(0, 0)] * 3
    game = random_game(3, 1)
    middle = game[len(game) // 2]
    for seat, (score, cards) in enumerate(middle.tallies()):
        up = middle.up[seat]
        assert cards <= bin(up).count("1") and score <= sum(v for c, v in enumerate(middle.cards[seat]) if up >> c & 1)


# -- the packed grids of the playouts ---------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(cards=st.lists(st.integers(0, 10), min_size=16, max_size=16), up=st.integers(0, (1 << 16) - 1))
def test_a_packed_grid_and_its_face_up_mask_unpack_to_what_was_packed(cards, up):
    assert slide_packed.unpack(slide_packed.pack(cards)) == tuple(cards)
    assert slide_packed.gather(slide_packed.spread(up)) == up
    assert slide_packed.face_down(slide_packed.spread(up)) == tuple(c for c in range(16) if not up >> c & 1)


def _plain_guided_playout(state, rng):
    """The guided playout on plain lists, as the rule of thumb reads: random picks,
    and every push the card and entry leaving the pusher's face-up cards scoring
    least (ties at random, in the order of the middle's values and the entries)."""
    cards, up, middle = [list(g) for g in state.cards], list(state.up), list(state.middle)
    picked, phase, step = list(state.picked), state.phase, state.step
    n = state.players
    for round_ in range(state.round, 16):
        seats = [(state.first + round_ + i) % n for i in range(n)]
        if phase == "pick":
            for seat in seats[step:]:
                down = [c for c in range(16) if not up[seat] >> c & 1]
                picked[seat] = down[int(rng.random() * len(down))]
            middle = [cards[seat][picked[seat]] for seat in range(n)]
            for seat in range(n):
                cards[seat][picked[seat]] = 0
                up[seat] &= ~(1 << picked[seat])
            step = 0
        for seat in seats[step:]:
            options = []
            for value in set(middle):
                for axis, _, far in slide.entries(picked[seat]):
                    grid, mask = slide.push(cards[seat], up[seat], picked[seat], value, axis, far)
                    options.append((_plain_score(grid, mask), value, grid, mask))
            lowest = min(score for score, *_ in options)
            best = [option for option in options if option[0] == lowest]
            _, value, grid, up[seat] = best[int(rng.random() * len(best))]
            cards[seat] = list(grid)
            middle.remove(value)
        phase, step = "pick", 0
    return [tuple(g) for g in cards], up


@pytest.mark.parametrize("players", (2, 3, 6))
def test_the_packed_guided_playout_pushes_as_the_plain_rule_of_thumb(players):
    for seed in range(10):
        state = random_game(players, seed)[seed * 7 % 60]
        end = state.guided_playout(Random(seed))
        assert end.is_over()
        assert (list(end.cards), list(end.up)) == _plain_guided_playout(state, Random(seed))
