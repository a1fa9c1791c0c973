"""SlideCore 6 against RULINGS.md section 2, and against a plain coordinate model."""

from random import Random

import pytest

from game.records import Seat
from game.rules.base import IllegalMoveError, MalformedMoveError
from game.rules.slidecore import BLACK, WHITE, HexBoard, Point, SlideCoreState, Turn, new_game

DIRECTIONS = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)]


def points(text: str) -> set[Point]:
    return {Point.parse(p) for p in text.split()}


# -- a plain model: coordinates, no bitboards ------------------------------------


def lines_through(p: Point, q: Point) -> set[int]:
    """The directions of the board's lines through p that pass through q."""
    found = set()
    if p.row == q.row:
        found.add(0)
    if p.number == q.number:
        found.add(1)
    if p.row - p.number == q.row - q.number:
        found.add(2)
    return found


def naive_turns(state: SlideCoreState) -> set[Turn]:
    """Every turn by the letter of the rulings, point by point."""
    b = state.board
    on = set(b.points)
    taken = {p for p in b.points if (state.black | state.white) >> b.bit(p) & 1}
    core = b.point_at[state.core]
    if all(
        (core.row + dr, core.number + dk) not in on or Point(core.row + dr, core.number + dk) in taken
        for dr, dk in DIRECTIONS
    ):
        return set()

    turns = set()
    for own in on - taken - {core}:
        blocked = taken | {own}
        stops = [core]
        for dr, dk in DIRECTIONS:
            at = core
            while True:
                at = Point(at.row + dr, at.number + dk)
                if at not in on or at in blocked:
                    break
                stops.append(at)
        for stop in stops:
            for other in on - blocked - {stop}:
                if any(i != j for i in lines_through(stop, other) for j in lines_through(own, other)):
                    turns.add(Turn(own, stop, other))
    return turns


def random_positions(side: int, seed: int, count: int):
    rng = Random(seed)
    state = new_game(side)
    for _ in range(count):
        if state.is_over():
            state = new_game(side)
        yield state
        state = state.play(rng.choice(state.legal_moves()))


# -- the board ------------------------------------------------------------------


@pytest.mark.parametrize("side", range(4, 9))
def test_the_board_has_the_rulings_rows_and_centre(side):
    b = HexBoard(side)  # built here, not the one every game shares
    assert len(b.points) == 3 * side * (side - 1) + 1
    assert b.point_at[b.centre] == Point(side - 1, side)


def test_the_side_6_board_is_the_rulings_list():
    b = HexBoard(6)
    rows = {}
    for p in b.points:
        rows.setdefault(str(p)[0], []).append(p.number)
    expected = [
        "a1-a6",
        "b1-b7",
        "c1-c8",
        "d1-d9",
        "e1-e10",
        "f1-f11",
        "g2-g11",
        "h3-h11",
        "i4-i11",
        "j5-j11",
        "k6-k11",
    ]
    for span in expected:
        first, last = span.split("-")
        assert rows[first[0]] == list(range(int(first[1:]), int(last[1:]) + 1))
    assert str(b.point_at[b.centre]) == "f6"


@pytest.mark.parametrize("side", [4, 6])
def test_a_boards_neighbours_rays_and_crossings_are_the_plain_models(side):
    """Every point's neighbours, its six rays to the edge, and where a line through the
    Core crosses a line through a disc, against coordinates stepped one by one."""
    b = HexBoard(side)
    on = set(b.points)
    assert b.full == sum(1 << b.bit(p) for p in on) and new_game(side).board.points == b.points
    for p in b.points:
        assert b.on_board(p) and b.point_at[b.bit(p)] == p
        rays = []
        for dr, dk in DIRECTIONS:
            ray, at = [], Point(p.row + dr, p.number + dk)
            while at in on:
                ray.append(b.bit(at))
                at = Point(at.row + dr, at.number + dk)
            rays.append(tuple(ray))
        assert sorted(b.rays[b.bit(p)]) == sorted(rays)
        assert b.neighbours[b.bit(p)] == sum(1 << ray[0] for ray in rays if ray)
    for q in (Point(-1, 1), Point(0, 0), Point(0, side + 1), Point(b.rows, side)):
        assert not b.on_board(q)
    for core in b.points:
        for own in b.points:
            crossing = b.crossings[b.bit(core), b.bit(own)]
            expected = {q for q in on if any(i != j for i in lines_through(core, q) for j in lines_through(own, q))}
            assert {b.point_at[bit] for bit in b.bits if crossing >> bit & 1} == expected, (core, own)


# -- a turn ---------------------------------------------------------------------


def test_the_crossings_of_a_hand_worked_opening_turn():
    state = new_game()
    b = state.board
    crossing = b.crossings[b.centre, b.bit(Point.parse("e4"))]
    assert {b.point_at[bit] for bit in range(crossing.bit_length()) if crossing >> bit & 1} == points(
        "f4 f5 e6 g6 e5 d4"
    )
    after = state.play(state.parse_move("e4 f6 e5"))  # the rulings' example
    assert after.to_move == WHITE
    assert after.black >> b.bit(Point.parse("e4")) & 1 and after.white >> b.bit(Point.parse("e5")) & 1


def test_crossings_are_geometric_discs_between_do_not_block():
    # a black disc on e5 lies between f6 and the crossing d4 on the third-direction line
    state = SlideCoreState.position(6, black=["e5"], white=["a1"], to_move=WHITE)
    assert state.why_illegal(state.parse_move("e4 f6 d4")) is None


def test_the_core_never_jumps_nor_passes_a_disc():
    state = SlideCoreState.position(6, black=["f8"], white=["a1"])
    stops = {state.board.point_at[bit] for bit in state.core_stops(state.occupied)}
    assert Point.parse("f7") in stops and Point.parse("f8") not in stops and Point.parse("f9") not in stops
    reason = state.why_illegal(state.parse_move("a6 f9 a5"))
    assert reason and "straight line over empty points only" in reason


def test_the_step_one_disc_blocks_the_core():
    state = new_game()
    assert all(turn.core not in points("f8 f9 f10 f11") for turn in state.legal_moves() if str(turn.own) == "f7")
    assert state.why_illegal(state.parse_move("f7 f9 e9")).startswith("the Core cannot slide")


def test_the_point_the_core_leaves_may_take_the_other_disc():
    state = new_game()
    # the Core goes f6 -> e6; f6 is on e6's equal-number line and on f3's row
    assert state.why_illegal(state.parse_move("f3 e6 f6")) is None


def test_a_placement_with_no_completion_is_not_offered():
    # on a crowded small board some free points have no completing turn
    found = 0
    for state in random_positions(4, 5, 300):
        if state.is_over():
            continue
        offered = set(state.own_choices())
        b = state.board
        for p in b.points:
            if (state.occupied >> b.bit(p)) & 1 or p in offered:
                continue
            found += 1
            assert not list(state.completions(b.bit(p)))
    assert found > 0


def test_the_game_ends_when_the_core_is_boxed_in():
    ring = "e5 e6 f5 f7 g6 g7"  # the six neighbours of f6
    state = SlideCoreState.position(6, black=ring.split()[:3], white=ring.split()[3:])
    assert state.core_is_boxed() and state.is_over() and state.legal_moves() == []
    assert state.outcome() is not None
    with pytest.raises(IllegalMoveError) as refused:
        state.play(state.parse_move("a1 f6 a2"))
    assert refused.value.reason == "the game is over: the Core is boxed in"


def test_the_core_on_the_edge_is_boxed_by_fewer_discs():
    state = SlideCoreState.position(6, black=["a2", "b1"], white=["b2"], core="a1")
    assert state.is_over()


def test_the_result_cascades_past_equal_biggest_groups():
    # black: a 3-group and a 2-group; white: a 3-group and singletons
    state = SlideCoreState.position(
        4, black=["a1", "a2", "a3", "c1", "c2"], white=["e4", "e5", "e6", "g4", "g6"], core="d4"
    )
    black, white = state.group_sizes()
    assert black == [3, 2] and white == [3, 1, 1]
    assert state.rewards() == (1.0, 0.0)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("e4 f6", "expected three points, your disc, the Core and the other disc, like 'e4 f6 e5'"),
        ("e4 f6 zz", "'zz' is not a point: expected a row letter a-o and a number, like 'e4'"),
        ("e4 f6 a9", "a9 is not on this board"),
        ("e4 f6 z5", "'z5' is not a point: expected a row letter a-o and a number, like 'e4'"),
        ("e4 f6 l6", "l6 is not on this board"),
    ],
)
def test_malformed_turns_say_what_is_wrong(text, reason):
    with pytest.raises(MalformedMoveError) as refused:
        new_game().parse_move(text)
    assert (refused.value.move, refused.value.reason) == (text, reason)


def test_illegal_turns_say_why_and_change_nothing():
    state = new_game().play(new_game().parse_move("e4 f6 e5"))
    before = state.key()
    for text, reason in [
        ("e4 f6 e6", "e4 is not empty"),
        ("d4 f6 a1", "a1 is not where a line through the Core crosses a line through d4"),
        ("d5 f6 e5", "e5 is not empty"),
        ("a1 f1 f1", "f1 is not empty"),  # the other disc where the Core has just gone
        ("a1 e5 a5", "the Core cannot slide from f6 to e5: it moves in a straight line over empty points only"),
    ]:
        with pytest.raises(IllegalMoveError) as refused:
            state.play(state.parse_move(text))
        assert (refused.value.move, refused.value.reason) == (text, reason)
    assert state.key() == before


def test_turns_alternate_black_first_and_count_the_plies():
    state = new_game(5)
    seen = [(state.to_move, state.ply)]
    for _ in range(3):
        turn = state.legal_moves()[-1]
        mover, state = state.to_move, state.play(turn)
        assert state.black >> state.board.bit(turn.own if mover == BLACK else turn.other) & 1
        assert state.white >> state.board.bit(turn.other if mover == BLACK else turn.own) & 1
        seen.append((state.to_move, state.ply))
    assert seen == [(BLACK, 0), (WHITE, 1), (BLACK, 2), (WHITE, 3)]


def test_a_position_is_on_its_side_s_board_with_a_ply_for_each_pair_of_discs():
    state = SlideCoreState.position(5, black=["a1", "a2", "a3"], white=["c1", "c2", "c3"], core="b2", to_move=WHITE)
    assert state.board.side == 5 and len(state.board.points) == 61
    assert (state.to_move, state.ply, state.core) == (WHITE, 3, state.board.bit(Point.parse("b2"))) and type(
        state.ply
    ) is int
    assert state.black == sum(1 << state.board.bit(Point.parse(p)) for p in ("a1", "a2", "a3"))


def test_states_are_equal_only_with_the_same_discs_core_and_mover():
    state = new_game()
    after = state.play(state.parse_move("e4 f6 e5"))
    assert state == new_game() and hash(state) == hash(new_game())
    assert state != after and after != state.play(state.parse_move("e4 f6 d4"))
    assert state != "f6" and new_game(5) != new_game(6)


# -- the engine against the model ------------------------------------------------


@pytest.mark.parametrize("side", [4, 5, 6])
def test_the_turn_generator_matches_the_plain_model(side):
    checked = 0
    for state in random_positions(side, side, 40 if side == 6 else 80):
        fresh = SlideCoreState(state.board, state.black, state.white, state.core, state.to_move, state.ply)
        over, choices = fresh.is_over(), fresh.own_choices()  # both decided without the list of turns
        turns = state.legal_moves()
        assert len(turns) == len(set(turns))
        assert set(turns) == naive_turns(state)
        assert over == (not turns)
        assert choices == list(dict.fromkeys(turn.own for turn in turns))
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("side", range(4, 9))
def test_random_games_end_with_a_result_only_then_and_discs_only_increase(side):
    rng = Random(side)
    for _ in range(3):
        state = new_game(side)
        while not state.is_over():
            assert state.outcome() is None  # no result while the game goes on
            before = (state.black | state.white).bit_count()
            turn = rng.choice(state.legal_moves())
            assert state.why_illegal(turn) is None
            state = state.play(turn)
            assert (state.black | state.white).bit_count() == before + 2
        assert state.outcome() is not None


@pytest.mark.parametrize("side", [4, 6, 8])
def test_every_random_turn_of_the_playout_is_legal(side):
    rng = Random(side)
    state = new_game(side)
    while True:
        turn = state.random_turn(rng)
        if turn is None:
            assert state.is_over()
            break
        point = state.board.point_at
        assert Turn(*(point[bit] for bit in turn)) in state.legal_moves()
        state = state._after(*turn)
    end = new_game(side).playout(Random(1))
    assert end.is_over() and end.ply > 0


def test_the_playouts_random_turn_draws_from_every_completion_of_a_disc():
    """Every legal turn from a disc is drawn, not only the first listed (playouts that
    always took it would judge every position by one narrow line of play)."""
    state = new_game(4)
    own = state.board.bit(Point.parse("b2"))
    drawn = set()
    for seed in range(400):
        rng = Random(seed)
        turn = None
        while turn is None or turn[0] != own:
            turn = state.random_turn(rng)
        drawn.add(turn)
    completions = {(own, core, other) for core, other in state.completions(own)}
    assert drawn == completions and len(completions) > 5


def test_a_new_game_has_no_disc_and_the_core_on_the_centre():
    state = new_game(5)
    assert (state.black, state.white, state.core, state.to_move, state.ply) == (0, 0, state.board.centre, BLACK, 0)


@pytest.mark.parametrize(("side", "said"), [(5.0, "5.0"), ("5", "'5'"), (True, "true"), (3, "3"), (9, "9")])
def test_a_side_that_is_not_a_whole_number_in_range_is_refused_in_words(side, said):
    with pytest.raises(ValueError) as refused:
        new_game(side)
    assert str(refused.value) == f"board side must be a whole number from 4 to 8, not {said}"


def test_seats_and_first_player():
    state = new_game()
    assert state.seats == ("black", "white") and state.to_move == BLACK


@pytest.mark.parametrize("side", [4, 6])
def test_games_round_trip_through_records(side):
    from game import records

    rng = Random(side)
    states, moves = [new_game(side)], []
    while not states[-1].is_over():
        turn = rng.choice(states[-1].legal_moves())
        moves.append(states[-1].format_move(turn))
        states.append(states[-1].play(turn))
    players = [Seat.person("Black"), Seat.person("White")]
    record = records.Record.of(states, players, moves)
    again = records.from_json(record.to_json())
    assert again.replay()[-1] == states[-1]
    assert again.result == record.result and record.result["winner"] in ("black", "white")


def test_the_diagram_says_whose_each_mark_is():
    state = new_game(4)
    state = state.play(state.legal_moves()[0])
    lines = state.diagram().splitlines()
    board = "".join(lines[:-1])
    assert board.count("x") == board.count("o") == board.count("C") == 1  # a disc of each colour, and the Core
    assert "; black (x) " in lines[-1] and "; white (o) " in lines[-1] and "C the Core" in lines[-1]
