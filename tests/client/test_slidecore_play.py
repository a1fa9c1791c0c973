"""Playing SlideCore through the window: a turn in three steps, by mouse and by keyboard."""

from random import Random

import pygame

from game import records
from game.client.places import autosave_path
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.client.theme import mix
from game.records import Seat
from game.rules.slidecore import Point, Turn

from .conftest import Driver, texts_drawn
from .inputs import PAD_A, pad, pad_hat

PEOPLE = [Seat.person("Black"), Seat.person("White")]


def start_game(driver: Driver, side: int = 4) -> PlayScene:
    scene = PlayScene(driver.app, Session.new("slidecore", {"side": side}, PEOPLE))
    driver.app.push(scene)
    driver.frames(2)
    return scene


def at(play: PlayScene, point: Point) -> tuple[int, int]:
    x, y = play.board.view.point_center(point)
    return round(x), round(y)


def test_from_the_menu_to_a_slidecore_game_of_side_five(driver):
    driver.press_button("Play SlideCore 6")
    setup = driver.app.scene
    side_row = setup.row_rects[0]
    driver.click((side_row.x + 10, side_row.centery))  # the left half makes the hexagon smaller
    assert setup.options == {"side": 5}
    driver.press_button("Start")
    play = driver.app.scene
    assert isinstance(play, PlayScene)
    assert play.state.game == "slidecore" and play.state.board.side == 5
    assert [player.name for player in play.session.players] == ["Player 1", "Computer (normal)"]
    assert play.session.label(0) == "Player 1 (Black)"


def play_a_whole_game(driver: Driver, seed: int, enter) -> PlayScene:
    """Random legal turns, each entered by `enter(play, turn)`, to the results."""
    play = start_game(driver)
    rng = Random(seed)
    while not play.session.is_over:
        turn = rng.choice(play.state.legal_moves())
        played = len(play.session.moves)
        enter(play, turn)
        assert play.session.moves[-1] == turn and len(play.session.moves) == played + 1
        assert play.board.own is None
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)
    return play


def test_a_whole_game_played_with_the_mouse_in_three_steps(driver):
    """Each turn: click the disc's point; move the Core by dragging it (even turns)
    or by picking it up and clicking where it goes (odd turns); click the crossing."""

    def enter(play: PlayScene, turn: Turn) -> None:
        start_core = play.board.core_now()
        driver.click(at(play, turn.own))
        assert play.board.own == turn.own
        if turn.core != start_core:
            if len(play.session.moves) % 2:
                driver.click(at(play, start_core))
                assert play.board.holding
                driver.click(at(play, turn.core))
            else:
                driver.drag(at(play, start_core), at(play, turn.core))
            assert play.board.core_now() == turn.core and not play.board.holding
        assert turn.other in play.board.crossings()
        driver.click(at(play, turn.other))

    play = play_a_whole_game(driver, 5, enter)
    assert not autosave_path(driver.app.data).exists()
    (saved,) = (driver.app.data / "saves").glob("slidecore-*-finished.json")
    record = records.load(saved)
    assert record.game == "slidecore" and record.moves == [str(turn) for turn in play.session.moves]
    driver.press_button("Menu")
    driver.press_button("Saved games")
    (label,) = [b.label for b in driver.app.scene.buttons.buttons if "SlideCore" in b.label]
    assert "SlideCore 6: 37-point board; 16 moves, " in label and label.endswith(" won; Black vs White")
    driver.press_button(label)
    reopened = driver.app.scene
    assert isinstance(reopened, PlayScene) and reopened.session.moves == play.session.moves


def cursor_to(driver: Driver, play: PlayScene, target: Point) -> None:
    """Arrow keys until the cursor is on `target`: rows first, then along the row."""
    if play.board.cursor is None:
        driver.key(pygame.K_RIGHT)  # the first arrow only shows the cursor
    for _ in range(40):
        cursor = play.board.cursor
        if cursor == target:
            return
        if cursor.row != target.row:
            driver.key(pygame.K_UP if cursor.row < target.row else pygame.K_DOWN)
        else:
            driver.key(pygame.K_RIGHT if cursor.number < target.number else pygame.K_LEFT)
    raise AssertionError(f"the cursor did not reach {target}")


def test_a_whole_game_played_with_the_keyboard(driver):
    def enter(play: PlayScene, turn: Turn) -> None:
        start_core = play.board.core_now()
        cursor_to(driver, play, turn.own)
        driver.key(pygame.K_RETURN)
        assert play.board.own == turn.own
        if turn.core != start_core:
            cursor_to(driver, play, start_core)
            driver.key(pygame.K_SPACE)  # pick the Core up
            cursor_to(driver, play, turn.core)
            driver.key(pygame.K_SPACE)
            assert play.board.core_now() == turn.core
        cursor_to(driver, play, turn.other)
        driver.key(pygame.K_RETURN)

    play_a_whole_game(driver, 11, enter)


def test_the_prompt_names_the_keys_once_they_move_the_cursor_and_the_mouse_after_a_click(driver):
    play = start_game(driver, side=6)
    board = play.board
    assert board.prompt().startswith("Step 1: click an empty point")
    cursor_to(driver, play, board.state.own_choices()[0])
    assert board.prompt().startswith("Step 1: arrow keys to an empty point, then Enter")
    driver.key(pygame.K_RETURN)
    assert board.own is not None and "Enter on the Core" in board.prompt() and "click" not in board.prompt()
    driver.click(at(play, board.core_now()))  # the mouse takes the Core up
    assert board.holding and board.prompt().startswith("Step 2: click a red dot")
    assert "a click on the Core puts it down" in board.prompt()


def test_the_cursor_moves_along_the_rows_and_up_and_down_between_neighbours(driver):
    play = start_game(driver, side=6)
    driver.key(pygame.K_UP)  # shows the cursor on the Core
    assert play.board.cursor == Point.parse("f6")
    seen = [play.board.cursor]
    for key in (pygame.K_UP, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT):
        driver.key(key)
        seen.append(play.board.cursor)
    board = play.state.board
    for a, b in zip(seen, seen[1:], strict=False):  # every step goes to a neighbour on the board
        assert board.on_board(b)
        assert (b.row - a.row, b.number - a.number) in {(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)}
    assert seen[2].row == 7 and abs((seen[2].number - 3.5) - 3.0) <= 0.5  # up twice keeps to the column


def test_on_a_gamepad_the_prompt_and_the_panel_name_its_buttons_and_on_keys_the_keys(driver):
    play = start_game(driver, side=6)
    board = play.board
    pad_hat(driver, (0, 1))  # the d-pad shows the cursor
    assert board.prompt().startswith("Step 1: the d-pad to an empty point, then A")
    pad_hat(driver, (1, 0))  # off the Core, to an empty point
    pad(driver, PAD_A)
    assert board.own is not None and "A on the Core" in board.prompt() and "Enter" not in board.prompt()
    driver.key(pygame.K_LEFT)  # the keyboard again: its keys
    assert "Enter on the Core" in board.prompt()


def test_esc_takes_back_one_step_at_a_time_then_leaves(driver):
    play = start_game(driver, side=6)
    driver.click(at(play, Point.parse("e4")))
    driver.drag(at(play, Point.parse("f6")), at(play, Point.parse("f8")))
    assert play.board.core_now() == Point.parse("f8")
    driver.key(pygame.K_ESCAPE)
    assert play.board.core_now() == Point.parse("f6") and play.board.own == Point.parse("e4")
    driver.key(pygame.K_ESCAPE)
    assert play.board.own is None
    assert driver.app.scene is play
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is not play
    assert play.session.moves == []


def test_wrong_clicks_say_why_and_change_nothing(driver):
    play = start_game(driver, side=6)
    driver.click(at(play, Point.parse("f6")))  # the Core, before any disc
    assert play.board.own is None and "place your disc first" in driver.app.toast[0]
    driver.click(at(play, Point.parse("e4")))
    driver.click(at(play, Point.parse("a4")))  # neither a crossing nor where the Core can go
    assert "Not there" in driver.app.toast[0]
    assert play.board.own == Point.parse("e4") and play.session.moves == []
    driver.click(at(play, Point.parse("f6")))  # pick the Core up
    driver.click(at(play, Point.parse("d3")))  # not on a line from f6
    assert "cannot stop on d3" in driver.app.toast[0]
    assert play.board.core_now() == Point.parse("f6")
    driver.click(at(play, Point.parse("f6")))  # put it down again
    driver.click(at(play, Point.parse("e5")))  # the rulings' example turn
    assert play.session.moves == [Turn.parse("e4 f6 e5")]
    driver.click(at(play, Point.parse("e4")))  # now taken
    assert "e4 is taken" in driver.app.toast[0] and play.board.own is None


def test_undo_takes_back_a_whole_turn_and_redo_replays_it(driver):
    play = start_game(driver, side=6)
    for point in ("e4", "e5"):
        driver.click(at(play, Point.parse(point)))
    start = play.session.states[0]
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert play.state == start and play.board.own is None
    driver.key(pygame.K_y, pygame.KMOD_CTRL)
    assert play.session.moves == [Turn.parse("e4 f6 e5")]


def test_g_outlines_both_biggest_groups_and_hides_them_again(driver):
    play = start_game(driver, side=6)
    for point in ("e4", "e5"):
        driver.click(at(play, Point.parse(point)))
    assert play.board.outlines(play.reveal) == ()
    driver.key(pygame.K_g)
    shown = play.board.outlines(play.reveal)
    board = play.state.board
    assert {(board.point_at[bits.bit_length() - 1], seat) for bits, seat in shown} == {
        (Point.parse("e4"), 0),
        (Point.parse("e5"), 1),
    }
    driver.key(pygame.K_g)
    assert play.board.outlines(play.reveal) == ()


def test_g_on_an_empty_board_says_there_are_no_groups_yet_and_the_outlines_come_as_they_form(driver):
    play = start_game(driver, side=6)
    driver.key(pygame.K_g)
    assert driver.app.toast[0] == "No groups yet: each colour's biggest is outlined as it forms"
    assert play.board.show_groups and "Hide groups" in [button.label for button in play.buttons.buttons]
    for point in ("e4", "e5"):
        driver.click(at(play, Point.parse(point)))
    assert len(play.board.outlines(play.reveal)) == 2


def test_the_groups_button_in_the_smallest_window_says_groups_then_groups_off_not_a_word_like_hint(driver):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600))
    play = start_game(driver, side=5)

    def drawn() -> list[str]:
        return [text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen))]

    assert driver.app.size == (800, 600) and "Groups" in drawn() and "Show groups" not in drawn()
    driver.key(pygame.K_g)
    assert play.board.groups_button.label == "Hide groups" and "Groups off" in drawn()


def test_the_computer_answers_a_turn_and_the_hint_shows_a_whole_turn(driver):

    players = [PEOPLE[0], Seat.computer("easy", "White (easy)")]
    play = PlayScene(driver.app, Session.new("slidecore", {"side": 5}, players))
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_h)
    driver.until(lambda: play.advice.hint is not None)
    assert play.advice.hint in play.state.legal_moves() and play.session.moves == []
    hint = play.advice.hint
    driver.click(at(play, hint.own))
    if hint.core != play.board.core_now():
        driver.drag(at(play, play.board.core_now()), at(play, hint.core))
    driver.click(at(play, hint.other))
    assert play.session.moves == [hint] and play.advice.hint is None
    driver.until(lambda: len(play.session.moves) == 2 and play.animation is None)
    assert play.state.to_move == 0 and play.session.moves[1] in play.session.states[1].legal_moves()


def show_a_hint(driver):
    """A game of side 5 whose hint, a turn whose Core slides three points along its row,
    is drawn; the game, the turn and how many of 21 pixels along a line are lit."""
    play = start_game(driver, side=5)
    centre = play.state.board.point_at[play.state.core]
    turn = next(
        t
        for t in play.state.legal_moves()
        if t.own.row == centre.row and abs(t.core.number - centre.number) == 3 and t.other.number == t.core.number
    )
    good = driver.app.theme.palette.good[:3]

    def lit(start: Point, end: Point) -> int:
        """How many of 21 pixels along a line are in the hint's colour."""
        (x0, y0), (x1, y1) = at(play, start), at(play, end)
        steps = [(x0 + (x1 - x0) * k / 20, y0 + (y1 - y0) * k / 20) for k in range(21)]
        return sum(driver.app.screen.get_at((round(x), round(y)))[:3] == good for x, y in steps)

    assert lit(centre, turn.core) == lit(turn.core, turn.other) == lit(turn.own, turn.other) == 0
    play.advice.hint, play.advice.hint_for = turn, play.state
    driver.post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))  # a still screen redraws on an event
    driver.frames(2)
    return play, turn, lit


def test_a_hint_draws_the_cores_slide_and_both_lines_that_meet_at_the_other_disc(driver):
    play, turn, lit = show_a_hint(driver)
    centre = play.state.board.point_at[play.state.core]
    assert 4 <= lit(centre, turn.core) <= 15  # dashed: the Core slides there
    assert lit(turn.core, turn.other) >= 12 and lit(turn.own, turn.other) >= 12  # solid: where the lines cross


def test_a_hint_goes_from_the_board_while_the_turn_under_way_leaves_it_and_comes_back_with_esc(driver):
    play, turn, lit = show_a_hint(driver)
    elsewhere = next(t.own for t in play.state.legal_moves() if t.own != turn.own and t.own.row != turn.own.row)
    driver.click(at(play, elsewhere))
    driver.frames(2)
    assert play.board.own == elsewhere
    assert lit(turn.core, turn.other) == lit(turn.own, turn.other) == 0
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert play.board.own is None and driver.app.scene is play
    assert lit(turn.core, turn.other) >= 12 and lit(turn.own, turn.other) >= 12
    driver.click(at(play, turn.own))  # the hint's own disc: the turn follows it, and it stays
    driver.frames(2)
    assert play.board.own == turn.own and lit(turn.core, turn.other) >= 12


def test_a_gamepad_enters_a_whole_turn_and_b_steps_back(driver):
    play = start_game(driver, side=6)

    def pad(hat=None, button=None):
        if hat is not None:
            driver.post(pygame.JOYHATMOTION, value=hat, hat=0, instance_id=0, joy=0)
            driver.post(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=0, joy=0)
        else:
            driver.post(pygame.JOYBUTTONDOWN, button=button, instance_id=0, joy=0)

    pad(button=0)  # A: show the cursor, on the Core
    assert play.board.cursor == Point.parse("f6")
    pad(hat=(0, -1))  # down: e5 and e6 are as near; the cursor leans right
    assert play.board.cursor == Point.parse("e6")
    pad(hat=(-1, 0))
    pad(hat=(-1, 0))
    assert play.board.cursor == Point.parse("e4")
    pad(button=0)
    assert play.board.own == Point.parse("e4")
    pad(button=1)  # B: takes the disc back
    assert play.board.own is None and driver.app.scene is play
    pad(button=0)
    pad(hat=(1, 0))
    assert play.board.cursor == Point.parse("e5")
    pad(button=0)  # the crossing of the rulings' example
    assert play.session.moves == [Turn.parse("e4 f6 e5")]


def test_a_point_that_is_both_a_core_stop_and_a_crossing_shows_one_meaning_and_the_prompt_says_how(driver):
    play = start_game(driver)
    board = play.board
    state = play.state
    for own in state.own_choices():  # a first disc after which the Core may stop on a crossing
        board.own = own
        if set(board.stops()) & set(board.crossings()):
            break
    double = next(stop for stop in board.stops() if stop in board.crossings())
    drawn = []
    view_draw = board.view.draw

    def recording(surface, state, marks, animation):
        drawn.append(marks)
        view_draw(surface, state, marks, animation)

    board.view.draw = recording
    driver.frames(1)
    assert double in drawn[-1].targets and double not in drawn[-1].stops  # a ring, without a red dot
    assert "Step 2, if you like: click the Core" in board.prompt()
    driver.click(at(play, board.core_now()))  # pick the Core up: now every stop is a red dot
    driver.frames(1)
    assert double in drawn[-1].stops and not drawn[-1].targets
    driver.click(at(play, double))
    assert board.core == double and play.session.moves == []  # the Core moved; the turn goes on
    assert board.prompt().startswith("Step 3")


def test_the_cores_last_slide_stays_marked_until_the_next_turn_begins(driver):
    """Where the Core stood before the last turn slid it is ringed, with dashes along
    its way; a turn that leaves the Core in place marks nothing, and the mark gives
    way once the next turn's disc is placed."""
    play = start_game(driver, side=6)
    faint = mix(driver.app.theme.palette.disc, driver.app.theme.palette.board, 0.45)

    def ring_at(point: Point) -> bool:
        x, y = play.board.view.point_center(point)
        play.draw(driver.app.screen)
        return tuple(driver.app.screen.get_at((round(x + play.board.view.spacing * 0.3), round(y))))[:3] == faint

    start = play.board.core_now()
    slide = next(turn for turn in play.state.legal_moves() if turn.core != start)
    driver.click(at(play, slide.own))
    driver.drag(at(play, start), at(play, slide.core))
    driver.click(at(play, slide.other))
    driver.settle()
    assert play.session.moves == [slide]
    assert ring_at(start) and not ring_at(slide.core)
    stay = next(turn for turn in play.state.legal_moves() if turn.core == slide.core)
    driver.click(at(play, stay.own))  # the next turn begins
    assert not ring_at(start)
    driver.click(at(play, stay.other))  # the Core stays where it is
    driver.settle()
    assert play.session.moves == [slide, stay] and not ring_at(start)


def test_a_faint_disc_or_core_shows_where_a_click_under_the_pointer_would_place_it(driver):
    play = start_game(driver)
    screen, state = driver.app.screen, play.state
    empty = next(turn.own for turn in state.legal_moves())

    def hover(point) -> None:
        driver.post(pygame.MOUSEMOTION, pos=at(play, point), rel=(1, 1), buttons=(0, 0, 0))
        driver.frames(2)

    def drawn_at(point):  # inside a disc there, clear of the rings and dots drawn on points
        x, y = at(play, point)
        return screen.get_at((x, round(y - 0.8 * play.board.view.spacing * 0.42)))[:3]

    bare = drawn_at(empty)
    hover(empty)
    black = drawn_at(empty)
    assert play.board.hovered == empty and black != bare  # Black's disc, faint: Black is to move
    hover(state.board.point_at[state.core])  # the Core: no disc goes there
    assert play.board.hovered is None and drawn_at(empty) == bare
    driver.click(at(play, empty))  # Black's disc placed: now White's goes on a crossing
    ring = play.board.crossings()[0]
    before = drawn_at(ring)
    hover(ring)
    assert play.board.hovered == ring and drawn_at(ring) != before
    assert sum(drawn_at(ring)) > sum(black) + 100  # White's, the lighter
    stop = next(point for point in play.board.stops() if point not in play.board.crossings())
    before = drawn_at(stop)
    hover(stop)  # a red dot: the Core, faint, where a click would slide it
    red = drawn_at(stop)
    assert play.board.hovered == stop and red != before and red[0] > red[1] + 30
    driver.post(pygame.WINDOWLEAVE)  # the pointer gone from the window: nothing faint is left behind
    driver.frames()
    assert play.board.hovered is None and drawn_at(stop) == before
    hover(ring)
    driver.click(at(play, ring))  # the turn played: the faint disc goes with it
    assert len(play.session.moves) == 1 and play.board.hovered is None


def test_undo_takes_back_the_turns_last_step_before_any_move(driver):
    play = start_game(driver, side=6)
    assert not play.undo_button.enabled  # nothing played, nothing under way
    driver.click(at(play, Point.parse("e4")))
    driver.drag(at(play, Point.parse("f6")), at(play, Point.parse("f8")))
    driver.frames(1)
    assert play.undo_button.enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert play.board.core_now() == Point.parse("f6") and play.board.own == Point.parse("e4")
    driver.press_button("Undo")
    assert play.board.own is None and not play.undo_button.enabled
    assert play.session.moves == [] and driver.app.scene is play
