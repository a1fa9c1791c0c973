"""Seats' names in the room there is: shorter forms that still tell every seat apart."""

from game.client.names import FORMS, fitting_names, in_one_line_if_any, labelled, names_in_form
from game.records import Seat, computers

PEOPLE = [Seat.person("Alice Wonderland"), Seat.person("Alice Cooper")]


def test_every_form_tells_six_computers_apart():
    players = computers(["easy", "normal", "hard"] * 2)
    for form in range(FORMS):
        names = names_in_form(players, form)
        assert len(set(names)) == 6
    assert names_in_form(players, 2) == ["C1", "C2", "C3", "C4", "C5", "C6"]


def test_a_computer_keeps_its_own_number_when_the_seats_move_on():
    """After a rematch moved every seat on, "Computer 3 (easy)" sat first and the move
    list called it "C1 easy", beside a "Computer 1 (easy)" elsewhere at the table."""
    players = computers(["easy"] * 3)
    moved = [players[2], Seat.person("Player 1"), players[0], players[1]]
    assert names_in_form(moved, 1) == ["C3 easy", "Player 1", "C1 easy", "C2 easy"]
    assert names_in_form(moved, 2) == ["C3", "P1", "C1", "C2"]


def test_people_who_share_a_first_name_stay_apart_by_what_differs():
    assert names_in_form(PEOPLE, 1) == ["Alice W", "Alice C"]
    assert names_in_form(PEOPLE, 2) == ["AW", "AC"]
    grandmas = [Seat.person("Grandma Rose"), Seat.person("Grandma Ruth"), Seat.person("Bo")]
    assert names_in_form(grandmas, 1) == ["Grandma Ro", "Grandma Ru", "Bo"]
    same = [Seat.person("Bartholomew Fitzgerald"), Seat.person("Bartholomew Fitzgerald")]
    assert names_in_form(same, 1) == ["Bartholomew1", "Bartholomew2"]  # nothing differs: numbered
    beside = [Seat.person("Computer Whizz"), *computers(["easy", "hard"])]  # computers go by their own forms
    assert names_in_form(beside, 1) == ["Computer", "C1 easy", "C2 hard"]


def test_two_seats_of_the_same_name_are_told_apart_even_in_full():
    """Two people may give the same name, and a record from elsewhere may name three
    computers "Computer (easy)": "Ann leads" must say which Ann."""
    players = [Seat.person("Ann"), Seat.person("Bo"), Seat.person("Ann")]
    assert names_in_form(players, 0) == ["Ann 1", "Bo", "Ann 2"]
    alike = [Seat.computer("easy"), Seat.computer("easy")]
    assert names_in_form(alike, 0) == ["Computer (easy) 1", "Computer (easy) 2"]
    assert names_in_form(PEOPLE, 0) == ["Alice Wonderland", "Alice Cooper"]  # names that differ stay as given


def test_a_short_name_keeps_its_number_until_the_shortest_form():
    players = [Seat.person("Player 1"), Seat.person("Player 2")]
    assert names_in_form(players, 1) == ["Player 1", "Player 2"] and names_in_form(players, 2) == ["P1", "P2"]


def test_the_only_computer_needs_no_number():
    players = [PEOPLE[0], *computers(["hard"])]
    assert names_in_form(players, 1)[1] == "Computer" and names_in_form(players, 2)[1] == "C"


def test_the_names_are_as_full_as_their_room_allows():
    players = [Seat.person("Bo"), *computers(["easy"]), PEOPLE[0]]
    assert fitting_names(players, len, 8) == ["Bo", "Computer", "Alice"]
    assert fitting_names(players, len, 1) == ["Bo", "C", "AW"]  # a name as short as initials stays whole


def test_a_list_of_names_reads_alike_in_one_form():
    players = [Seat.person("Ann"), *computers(["normal", "easy"])]
    assert fitting_names(players, len, 17) == ["Ann", "C1 normal", "C2 easy"]  # "Computer 2 (easy)" would fit
    assert fitting_names(players, len, 17, alike=False) == ["Ann", "C1 normal", "Computer 2 (easy)"]  # in columns
    assert fitting_names([Seat.person("Ann"), *computers(["hard"])], len, 5, alike=False) == ["Ann", "C"]


def test_a_list_of_moves_names_each_seat_one_way_throughout():
    players = [Seat.person("Bo"), *computers(["easy", "hard"])]
    lines = [(0, "a1"), (1, "a longer move"), (2, "b2")]
    assert labelled(players, lines, len, 40) == ["Bo: a1", "Computer 1 (easy): a longer move", "Computer 2 (hard): b2"]
    assert labelled(players, lines, len, 25) == ["Bo: a1", "C1 easy: a longer move", "C2 hard: b2"]
    assert labelled(players, lines, len, 16) == ["Bo: a1", "C1: a longer move", "C2: b2"]  # one line too long for all


def test_a_computer_with_a_name_of_its_own_is_shortened_from_that_name():
    """The first game of a course plays "Easy 1" and "Easy 2": a list of moves that
    called them C1 and C2 named seats nobody sees (and read like Slide's cells c1, c2)."""
    players = [Seat.person("You"), Seat.computer("easy", "Easy 1"), Seat.computer("easy", "Easy 2")]
    assert names_in_form(players, 1) == ["You", "Easy 1", "Easy 2"]
    assert names_in_form(players, 2) == ["You", "E1", "E2"]


def test_a_seat_its_person_left_keeps_the_name_without_its_note_in_shorter_forms():
    """A person who leaves a table of four hands the seat to the computer under their
    name, "Player 1 (computer)": the move list called it "P1(" and the panel "Player"."""
    players = [Seat.computer("normal", "Player 1 (computer)"), *computers(["easy"] * 3)]
    assert names_in_form(players, 1)[0] == "Player 1"
    assert names_in_form(players, 2)[0] == "P1"
    long = [Seat.computer("normal", "Alice Wonderland (computer)"), Seat.person("Alice Cooper")]
    assert names_in_form(long, 1) == ["Alice W", "Alice C"] and names_in_form(long, 2) == ["AW", "AC"]


def test_initials_are_the_letters_of_a_name_not_its_marks():
    players = [Seat.person("(Bobby)"), Seat.person("Ann -the- Great"), Seat.person("?? ??"), Seat.person("Mary-Jo Li")]
    assert names_in_form(players, 2) == ["B", "ATG", "?", "ML"]


def test_a_sentence_takes_one_line_in_a_shorter_form_before_two_in_the_fullest():
    seats = computers(["normal", "hard", "easy"])

    def lines_of(room: int):
        return lambda text: -(-len(text) // room)  # a line holds `room` characters

    def say(names):
        return f"{names[1]} wins by 6"

    assert in_one_line_if_any(seats, say, lines_of(40), 2) == "Computer 2 (hard) wins by 6"  # room: the full name
    assert in_one_line_if_any(seats, say, lines_of(20), 2) == "C2 hard wins by 6"  # not broken in two lines
    assert in_one_line_if_any(seats, say, lines_of(12), 2) == "C2\u00a0hard wins by 6"  # two lines, the name on one
    assert in_one_line_if_any(seats, say, lines_of(5), 2) == "C2 wins by 6"  # nothing fits: the short form


def test_a_long_first_word_is_cut_at_its_hyphen_or_with_an_ellipsis_never_bare():
    """The panel of a table of six named "Bartholomew-Maximilian" "Bartholomew-", as if cut off."""
    players = [
        Seat.person("Bartholomew-Maximilian"),
        Seat.person("Wolfeschlegelsteinhausen"),
        Seat.person("Jean-Pierre"),
    ]
    assert names_in_form(players, 1) == ["Bartholomew", "Wolfeschleg\u2026", "Jean-Pierre"]
