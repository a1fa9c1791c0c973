"""The result in words: who won by name, a first place shared said as such (not a
draw), and for onlookers of a Slide game the winner's name, not a seat number."""

from random import Random

import pytest

from game.client.games.slide import standing, table_standing
from game.client.session import Session
from game.records import MAX_NAME, Seat, numbered
from game.rules.base import Outcome
from game.rules.slide import PUSH

PEOPLE = [Seat.person(name) for name in ("Ann", "Bo", "Cy", "Di")]
COMPUTERS = [numbered("easy", n) for n in (1, 2, 3)]


@pytest.mark.parametrize(
    ("players", "ranking", "words"),
    [
        (PEOPLE, ((2,), (0, 1), (3,)), "Cy wins"),
        (PEOPLE, ((0, 2), (1,), (3,)), "Ann and Cy share first place"),
        (PEOPLE, ((0, 1, 3), (2,)), "Ann, Bo and Di share first place"),
        (PEOPLE, ((0, 1, 2, 3),), "A draw"),
        ([PEOPLE[0], *COMPUTERS], ((0,), (1, 2, 3)), "You win"),
        ([PEOPLE[0], *COMPUTERS], ((0, 3), (1,), (2,)), "You share first place"),
        ([PEOPLE[0], *COMPUTERS], ((1, 3), (0, 2)), "You share 3rd place"),
        ([PEOPLE[0], *COMPUTERS], ((1,), (0,), (2, 3)), "You come 2nd of 4"),
        ([PEOPLE[0], *COMPUTERS], ((1,), (2,), (3,), (0,)), "You come 4th of 4"),
    ],
)
def test_a_slide_result_names_the_winners_and_a_shared_first_place(players, ranking, words):
    session = Session.new("slide", {"players": 4, "seed": 1}, players)
    outcome = Outcome(ranking, "by the rules", (10, 10, 10, 10), (1, 1, 1, 1))
    assert session.verdict(outcome) == words


@pytest.mark.parametrize("of", ["the tournament", "game 2"])
@pytest.mark.parametrize(
    ("players", "ranking", "words"),
    [
        ([PEOPLE[0], *COMPUTERS], ((0,), (1, 2, 3)), "You win {of}"),
        ([PEOPLE[0], *COMPUTERS], ((1,), (0,), (2, 3)), "You come 2nd of 4 in {of}"),
        ([PEOPLE[0], *COMPUTERS], ((0, 2), (1, 3)), "You share first place in {of}"),
        (PEOPLE, ((1,), (0, 2, 3)), "Bo wins {of}"),
        (PEOPLE, ((0, 1, 2, 3),), "{Of} is a draw"),
    ],
)
def test_a_tournaments_result_and_a_game_of_one_going_on_are_said_of_what_they_are_of(of, players, ranking, words):
    """After the first game of a tournament, "You win!" read as winning the tournament."""
    session = Session.new("slide", {"players": 4, "seed": 1}, players)
    outcome = Outcome(ranking, "by the rules", (100, 102, 104, 106), (1, 1, 1, 1))
    assert session.verdict(outcome, of=of) == words.format(of=of, Of=of.capitalize())


@pytest.mark.parametrize(
    ("players", "ranking", "said"),
    [
        ([PEOPLE[0], *COMPUTERS], ((0,), (1, 2, 3)), "You win!"),
        ([PEOPLE[0], *COMPUTERS], ((0, 3), (1,), (2,)), "You share first place!"),
        ([PEOPLE[0], *COMPUTERS], ((1,), (2,), (3,), (0,)), "You come 4th of 4"),
        ([PEOPLE[0], *COMPUTERS], ((1, 3), (0, 2)), "You share 3rd place"),
        (PEOPLE, ((2,), (0, 1), (3,)), "Cy wins!"),
        (PEOPLE, ((0, 1, 2, 3),), "A draw!"),
    ],
)
def test_the_results_cheer_a_win_and_not_the_person_the_computers_beat(players, ranking, said):
    """ "You come 4th of 4!" cheered the person who came last."""
    from game.client.scenes.results import exclaimed

    session = Session.new("slide", {"players": 4, "seed": 1}, players)
    outcome = Outcome(ranking, "by the rules", (10, 10, 10, 10), (1, 1, 1, 1))
    assert exclaimed(session, outcome, session.verdict(outcome)) == said


def test_between_two_the_person_who_did_not_win_loses():
    session = Session.new("slide", {"players": 2, "seed": 1}, [PEOPLE[0], COMPUTERS[0]])
    outcome = Outcome(((1,), (0,)), "by the rules", (10, 12), (1, 1))
    assert (
        session.verdict(outcome) == "You lose"
        and session.verdict(outcome, of="the tournament") == "You lose the tournament"
    )


def test_onlookers_are_told_a_slide_winner_by_name_and_a_slyde_result_in_the_rules_words():
    slide = Session.new("slide", {"players": 3, "seed": 2}, COMPUTERS)
    rng = Random(2)
    while not slide.is_over:
        slide.play(rng.choice(slide.state.legal_moves()))
    outcome = slide.outcome()
    assert outcome is not None and outcome.reason.startswith("Seat ")  # the rules count seats from 0
    line = slide.result_line(outcome)
    assert "seat" not in line.lower() and any(line.startswith(f"Computer {n} (easy)") for n in (1, 2, 3)), line
    slyde = Session.new("slyde", {"size": 4}, [numbered("easy", 1), numbered("easy", 2)])
    while not slyde.is_over:
        slyde.play(rng.choice(slyde.state.legal_moves()))
    outcome = slyde.outcome()
    assert outcome is not None and slyde.result_line(outcome) == outcome.reason


def test_the_slide_lead_names_two_sharing_it_and_counts_more():
    """Two sharing the lead are named; three or more are counted, since the names of
    six seats would not fit the panel's two lines (the list above them is in order)."""
    names = [Seat.person(name) for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")]
    session = Session.new("slide", {"players": 6, "seed": 1}, names)
    level = [(0, 0)] * 6
    assert standing(session, level) == "All level so far"
    assert standing(session, [(3, 1), (2, 1), (2, 1), (5, 1), (9, 2), (9, 2)]) == "Bo and Cy share the lead"
    assert standing(session, [(2, 1), (2, 1), (4, 1), (2, 1), (2, 1), (9, 2)]) == "4 share the lead"
    ann = [(2, 1), (5, 1), (4, 1), (6, 1), (8, 1), (9, 2)]
    assert standing(session, ann) == "Ann leads by 2"
    assert standing(session, ann, after=3) == "Ann led by 2 after round 3"  # the grids have moved on since
    assert standing(session, level, after=3) == "All were level after round 3"
    two = [(3, 1), (2, 1), (2, 1), (5, 1), (9, 2), (9, 2)]
    assert standing(session, two, after=3) == "Bo and Cy shared the lead after round 3"
    assert standing(session, [(2, 1), (3, 2), (4, 1), (6, 1), (8, 1), (9, 2)], after=3) == "Ann led by 1 after round 3"


def test_while_the_first_round_is_pushed_the_slide_lead_waits_for_its_end():
    """The first round's pushes make the face-up scores differ before any round is whole:
    the lead line says it is judged when the round ends, not that all are level now."""
    names = [Seat.person(name) for name in ("Ann", "Bo", "Cy")]
    session = Session.new("slide", {"players": 3, "seed": 4}, names)
    labels = [seat.name for seat in names]
    rng = Random(4)
    assert table_standing(session, labels) == "All level so far"
    while session.state.phase != PUSH:
        session.play(rng.choice(session.state.legal_moves()))
    assert table_standing(session, labels) == "All level so far"  # the picks revealed, nothing pushed yet
    session.play(rng.choice(session.state.legal_moves()))
    assert any(tally != (0, 0) for tally in session.state.tallies())
    assert table_standing(session, labels) == "Lead shown after round 1"


def test_while_a_round_is_pushed_the_slide_lead_is_judged_as_the_last_round_left_the_grids():
    """A seat that has pushed this round's card holds one card more than a seat still to
    push: who leads is said as the last whole round ended, and says so."""
    names = [Seat.person(name) for name in ("Ann", "Bo", "Cy", "Di")]
    for seed in range(20):
        session = Session.new("slide", {"players": 4, "seed": seed}, names)
        rng = Random(seed)
        while not (session.state.round == 3 and session.state.phase == PUSH):
            session.play(rng.choice(session.state.legal_moves()))
        revealed = table_standing(session, [seat.name for seat in names])
        if " by " in revealed:
            break
    else:
        pytest.fail("nobody led by points after three rounds")
    labels = [seat.name for seat in names]
    assert "after round" not in revealed, revealed  # every seat as the last round left it: no need to say so
    for _ in range(3):  # three seats push; the fourth is still to
        session.play(rng.choice(session.state.legal_moves()))
        assert table_standing(session, labels) == f"{revealed.replace(' leads', ' led')} after round 3"
    session.play(rng.choice(session.state.legal_moves()))  # the round is whole: the grids as they are now
    now = session.state.tallies()
    assert table_standing(session, labels) == standing(session, now, labels)
    assert "after round" not in table_standing(session, labels)


def test_the_slide_lead_once_the_game_is_over_says_who_won():
    names = [Seat.person(name) for name in ("Ann", "Bo", "Cy", "Di")]
    session = Session.new("slide", {"players": 4, "seed": 2}, names)
    rng = Random(2)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    assert standing(session, [(2, 1), (5, 1), (4, 1), (6, 1)]) == "Ann wins by 2"
    assert standing(session, [(3, 1), (2, 1), (2, 1), (5, 1)]) == "Bo and Cy share first place"
    assert standing(session, [(2, 1), (2, 1), (2, 1), (5, 1)]) == "3 share first place"
    assert standing(session, [(2, 1)] * 4) == "A draw"


@pytest.mark.parametrize(
    ("players", "scores", "said"),
    [
        ([PEOPLE[0], *COMPUTERS], ((48, 30, 40, 44),), "Tournament: Computer 1 (easy) leads with 30, you have 48"),
        ([PEOPLE[0], *COMPUTERS], ((30, 48, 40, 44),), "Tournament: you lead with 30"),
        ([PEOPLE[0], *COMPUTERS], ((30, 30, 40, 44),), "Tournament: you and Computer 1 (easy) lead with 30"),
        (
            [PEOPLE[0], *COMPUTERS],
            ((48, 40, 30, 30),),
            "Tournament: Computer 2 (easy) and Computer 3 (easy) lead with 30, you have 48",
        ),
        (PEOPLE, ((48, 30, 30, 44), (10, 40, 40, 40)), "Tournament: Ann leads with 58"),
        (PEOPLE, ((60, 48, 40, 50), (40, 60, 60, 50)), "Tournament: Ann, Cy and Di win with 100"),
        (
            [PEOPLE[0], *COMPUTERS],
            ((60, 48, 40, 50), (50, 60, 55, 55)),
            "Tournament: Computer 2 (easy) wins with 95, you have 110",
        ),
        ([PEOPLE[0], *COMPUTERS], (), None),
    ],
)
def test_a_tournaments_lead_is_said_by_its_totals_lowest_first_and_where_the_person_stands(
    monkeypatch, players, scores, said
):
    """Who leads the tournament (the lowest total, equal totals together) and, for one
    person against the computers, their own total; once a total reaches the target,
    who won it."""
    from game.rules.slide import Tournament

    session = Session.new("slide", {"players": 4, "seed": 1}, players, tournament=True)
    monkeypatch.setattr(session, "standing", lambda: Tournament(4, 0, scores))
    assert session.tournament_lead() == said


def test_a_single_game_says_no_tournament():
    session = Session.new("slide", {"players": 4, "seed": 1}, [PEOPLE[0], *COMPUTERS])
    assert session.tournament_lead() is None
    assert session.headings() == session.titles()


def test_rematches_are_tallied_by_name_as_the_seats_move_on_and_a_draw_counted_apart():
    ann, bo = PEOPLE[:2]
    first = Session.new("slyde", {"size": 4, "rules": "mindsports"}, [ann, bo])
    first.resign()  # Ann, to move, gives up: Bo wins
    assert first.sitting_line() is None  # one game is no tally
    second = first.again([bo, ann])
    assert second.sitting_line() is None  # still going on
    second.resign()  # Bo, now White, gives up: Ann wins
    assert second.sitting_line() == "Games won: Bo 1, Ann 1"
    third = second.again([ann, bo])
    third.resign()
    assert third.sitting_line() == "Games won: Bo 2, Ann 1"  # the most wins first
    third.sitting += (("Ann", "Bo"),)  # a game both shared: a draw
    assert third.sitting_line(["A", "B"]) == "Games won: B 2, A 1, draws 1"


def test_a_rematch_seats_again_a_person_who_left_their_seat_to_the_computer():
    ann, bo = PEOPLE[:2]
    left = Seat.left("Ann", "normal")
    assert left.is_computer and left.name == "Ann (computer)" and left.returned() == ann
    game = Session.new("slide", {"players": 3, "seed": 1}, [left, bo, COMPUTERS[0]])
    again = game.again([COMPUTERS[0], left, bo])  # every player one seat on
    assert again.players == [COMPUTERS[0], ann, bo]  # a computer set up as one stays one
    long = Seat.left("Alexandria Wonderland-Smithson", "normal")  # a name from a file, 30 characters
    assert long.name == "Alexandria Wonderland-Smiths… (computer)" and len(long.name) == MAX_NAME


def test_the_rematch_tally_calls_the_one_person_you_and_keeps_out_of_a_tournament_and_of_twins():
    person, computer = PEOPLE[0], numbered("easy", 1)
    game = Session.new("slyde", {"size": 4, "rules": "mindsports"}, [person, computer])
    game.resign()
    again = game.again([computer, person])
    again.resign(0)  # the computer gives up: the person wins
    assert again.sitting_line() == f"Games won: {computer.name} 1, you 1"
    tournament = Session.new("slide", {"players": 2, "seed": 2}, PEOPLE[:2], tournament=True)
    rng = Random(2)
    while not tournament.is_over:
        tournament.play(rng.choice(tournament.state.legal_moves()))
    assert tournament.again().sitting == ()  # a tournament counts its own games
    twins = Session.new("slyde", {"size": 4, "rules": "mindsports"}, [person, person])
    twins.resign()
    twins = twins.again()
    twins.resign()
    assert twins.sitting and twins.sitting_line() is None  # two seats of one name: no tally to tell apart
