"""Slide on screen: the table is drawn from views only, lays out 2 to 6 seats
without overlap and shows no face-down card; people play it by mouse, keyboard
and gamepad, in single games and tournaments, and can leave and resume."""

import dataclasses
import functools
import math
import re
import time
from random import Random

import pygame
import pytest

from game import records
from game.client.app import App
from game.client.games import CLIENTS
from game.client.games.slide.pages import pages as slide_pages
from game.client.games.slide.view import SET_ASIDE, SlideTableView, TableMarks
from game.client.match import Purpose
from game.client.names import FORMS, names_in_form
from game.client.panel import MOVES_KEPT, play_areas
from game.client.places import saves_dir
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.client.theme import SMALL, contrast
from game.records import Seat, numbered
from game.rules import slide

from .conftest import Driver, resumed, texts_drawn


def computers(seats: int) -> list[dict]:
    return [numbered("random", 0) for _ in range(seats)]


def finished_table(app: App) -> PlayScene:
    """A game of four played to its end at random, its play scene on the screen."""
    session = Session.new("slide", {"players": 4, "seed": 4}, computers(4))
    rng = Random(4)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    play = app.make("play", session)
    app.reset(play)
    return play


@pytest.mark.parametrize("theme", ["classic", "high contrast"])
@pytest.mark.parametrize("results", [False, True])
def test_at_the_end_a_card_that_cancels_is_crossed_out_with_its_number_still_whole(data_dir, theme, results):
    """On the table as the game ends, and still in the results once the cards that
    cancel have gone aside, smaller: what went stays readable."""
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.settings.theme = theme
    app.apply_settings()
    play = finished_table(app)
    app.frame(1 / 60)
    if results:
        Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    view, screen = play.board.view, pygame.display.get_surface()
    known = play.session.state
    going = [slide.cancelled(grid) for grid in known.cards]
    crossed = [(seat, cell) for seat in range(4) for cell in range(16) if going[seat] >> cell & 1]
    assert crossed
    for seat, cell in crossed:
        card = view.cell_rect(seat, cell).inflate(-2, -2)
        if results:  # set aside
            aside = 1 - SET_ASIDE
            card = card.inflate(-round(card.width * aside), -round(card.height * aside))
        number = view.number(known.cards[seat][cell], card.height, crossed=True)
        place = number.get_rect(center=card.center)
        solid = [(x, y) for x in range(number.get_width()) for y in range(number.get_height())
                 if number.get_at((x, y)).a == 255]  # fmt: skip
        assert solid
        assert all(screen.get_at((place.x + x, place.y + y))[:3] == app.theme.palette.text for x, y in solid)
    app.quit()


def test_from_the_results_first_frame_each_seats_figure_is_the_one_on_its_grid(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session = finished_table(app).session
    Driver(app).until(lambda: isinstance(app.scene, ResultsScene))
    results = app.scene
    assert results.is_moving()  # the cards that cancel still on their way aside
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.draw())]
    outcome = session.outcome()
    assert outcome is not None and any(outcome.scores)
    for seat, score in enumerate(outcome.scores):
        name = session.name(seat)
        assert f"{name} · {score}" in drawn  # the grid's label
        assert f"{score} ({outcome.remaining[seat]} card{'s' * (outcome.remaining[seat] != 1)})" in drawn
    app.quit()


def table(app: App, seats: int, moves: int = 0) -> PlayScene:
    session = Session.new("slide", {"players": seats, "seed": seats}, computers(seats))
    rng = Random(seats)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_moves()))
    scene = app.make("play", session)
    app.reset(scene)
    app.frame(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 6])
def test_the_table_lays_out_every_seat_apart_inside_the_board_area(data_dir, size, seats):
    app = App(size, data=data_dir, scenes=SCENES)
    play = table(app, seats)
    grids = play.board.view.grids
    assert len(grids) == seats
    view = play.board.view
    assert view.focus == play.state.to_move  # the seat on turn in front, larger than the others
    assert all(grids[view.focus].width > rect.width for seat, rect in enumerate(grids) if seat != view.focus)
    for index, rect in enumerate(grids):
        assert view.rect.contains(rect) and not rect.colliderect(play.panel_rect)
        assert not any(rect.colliderect(other) for other in grids[index + 1 :])
        assert not rect.colliderect(view.middle)
    arrows = [view.entry_rect(view.focus, *entry) for hole in range(16) for entry in slide.entries(hole)]
    for slot in (view.middle_slot(index, seats) for index in range(seats)):  # a full middle: every seat's pick
        assert view.rect.contains(slot) and not any(slot.colliderect(rect) for rect in grids)
    for arrow in arrows:  # every arrow the seat in front may get: on the table, clear of the rest
        assert view.rect.contains(arrow)
        assert not any(arrow.colliderect(rect) for rect in grids) and not arrow.colliderect(view.middle)
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080)])
def test_a_table_of_two_stands_in_the_middle_of_its_area_its_lone_other_grid_and_the_grid_in_front_together(
    data_dir, size
):
    """The other seat's grid sat on the left with the grid in front in the middle and
    an empty column kept on the right: the whole table leant to the left."""
    app = App(size, data=data_dir, scenes=SCENES)
    view = table(app, 2).board.view
    arrows = [view.arrow_bounds(view.focus, *entry) for hole in range(16) for entry in slide.entries(hole)]
    whole = view.grids[0].unionall([*view.grids[1:], *arrows])
    left, right = whole.left - view.rect.left, view.rect.right - whole.right
    assert abs(left - right) < app.theme.px(30), (left, right)
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_other_seats_sit_clockwise_from_the_left_of_a_persons_seat_in_the_order_they_act(data_dir, size, seats):
    """As round a card table: going clockwise round the person's grid in front from
    below it, the others come in the order they act after it (the next on its left)."""
    app = App(size, data=data_dir, scenes=SCENES)
    person = 1  # not seat 0, which the table without a person starts from
    machines = computers(seats)[1:]
    session = Session.new("slide", {"players": seats, "seed": 2}, [machines[0], Seat.person("Ann"), *machines[1:]])
    app.reset(app.make("play", session))
    app.frame(1 / 60)
    view = app.scene.board.view
    assert view.focus == person

    def clockwise_from_below(seat: int) -> float:
        x, y = (a - b for a, b in zip(view.grids[seat].center, view.grids[person].center, strict=True))
        return (math.degrees(math.atan2(y, x)) - 90) % 360  # y grows downward: the angle turns clockwise

    others = sorted((seat for seat in range(seats) if seat != person), key=clockwise_from_below)
    assert others == [(person + step) % seats for step in range(1, seats)]
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_where_the_seat_in_front_changes_only_it_and_the_one_it_replaces_move(data_dir, size):
    """At a table without one person, from a seat to the next (as the turn goes); at one
    person's, from theirs to any other and back (as a review steps)."""
    app = App(size, data=data_dir, scenes=SCENES)
    view = table(app, 6).board.view
    for front in range(5):  # (from the last seat to seat 0 the others move up one)
        view.arrange(front)
        before = list(view.grids)
        view.arrange(front + 1)
        moved = {seat for seat in range(6) if view.grids[seat] != before[seat]}
        assert moved == {front, front + 1}
    view.seen_from = lambda: 2  # one person's seat: a review shows another seat in front, and back
    for front in (0, 1, 3, 4, 5):
        view.arrange(2)
        before = list(view.grids)
        view.arrange(front)
        assert {seat for seat in range(6) if view.grids[seat] != before[seat]} == {2, front}
    app.quit()


def recording(view) -> list:
    """Every view the table is asked to draw, in a list."""
    drawn = []
    draw = view.draw

    def draw_and_keep(surface, seen, *rest):
        drawn.append(seen)
        draw(surface, seen, *rest)

    view.draw = draw_and_keep
    return drawn


def test_the_table_is_drawn_from_a_view_that_holds_no_face_down_value(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    for moves in (0, 3, 9, 37, 70):  # picks made and hidden, a reveal, pushes, later rounds
        play = table(app, 4, moves)
        drawn = recording(play.board.view)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert drawn and all(isinstance(view, slide.SlideView) for view in drawn)
        state = play.state
        for view in drawn:
            for seat in range(4):
                for cell in range(16):
                    if not state.up[seat] >> cell & 1:
                        assert view.known.cards[seat][cell] == 0  # a card back, whatever it hides
            if state.phase == slide.PICK:
                assert all(pick in (-1, -2) for pick in view.known.picked)  # nobody's pick before the reveal
    app.quit()


def test_attract_mode_shows_slide_games_between_computers_too(data_dir):
    from game.client.scenes.attract import AttractScene

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    attract = AttractScene(app, seed=1)
    games = set()
    for _ in range(len(attract.showcase)):
        games.add(attract.session.state.game)
        seats = attract.session.state.seat_count
        names = [player.name for player in attract.session.players]
        assert len(names) == seats and len(set(names)) == seats  # each computer told apart at the table
        attract.popped()
        attract._next_game()
    assert games == {"slyde", "slidecore", "slide"}
    app.quit()


def test_among_computers_the_table_stays_still_through_the_secret_picks_and_turns_for_each_push(driver):
    """A computer's pick shows nothing until all have picked: the round's first to push
    stays in front through them, and each push brings its seat there. A person's own
    pick still brings their grid to the front."""
    people = [numbered("random", 1), numbered("random", 2), numbered("person", 1), numbered("person", 2)]
    session = Session.new("slide", {"players": 4, "seed": 5}, people)
    play = PlayScene(driver.app, session)
    board, rng = play.board, Random(5)
    fronts = []
    while session.state.round < 2:
        state = session.state
        fronts.append((state.phase, board._person(state.to_move), state.to_move, state.leader_seat, board.focus()))
        session.play(rng.choice(state.legal_moves()))
    for phase, person, to_move, leader, front in fronts:
        if phase == "pick" and not person:
            assert front == leader
        else:
            assert front == to_move
    assert sum(phase == "pick" and not person for phase, person, *_ in fronts) == 4  # two computers, two rounds
    before = session.states[-2]
    motion = board.animate(before, session.state, session.moves[-1], 1.0)
    assert (motion.front, motion.next) == (board.front(before), board.front(session.state))


def cell_centre(play: PlayScene, seat: int, cell: int) -> tuple[int, int]:
    return play.board.view.cell_rect(seat, cell).center


def at_the_push(driver, seed: int, picks: tuple[str, str]) -> PlayScene:
    """Two persons' table after their picks `picks`: the first push is to be made."""
    session = Session.new("slide", {"players": 2, "seed": seed}, [numbered("person", 1), numbered("person", 2)])
    for text in picks:
        session.play(session.state.parse_move(text))
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    return play


def test_two_people_play_a_whole_game_by_mouse_with_a_hand_over_between_their_picks(driver):
    people = [numbered("person", 1), numbered("person", 2)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 5}, people))
    driver.app.push(play)
    driver.frames(2)
    rng, handovers = Random(5), 0
    while not play.session.is_over:
        state = play.state
        if play.board.handover is not None:
            assert play.board.handover == state.to_move
            drawn = recording(play.board.view)
            driver.post(pygame.MOUSEMOTION, pos=(4, 4), rel=(1, 1), buttons=(0, 0, 0))
            assert drawn and all(view.seat == -1 for view in drawn)  # the table hidden: nobody's view
            driver.click((5, 5))  # the next person has come
            handovers += 1
            continue
        move = rng.choice(state.legal_moves())
        played = len(play.session.moves)
        if isinstance(move, slide.Flip):
            driver.click(cell_centre(play, state.to_move, move.cell))
        else:
            known = state.view(state.to_move).known
            middle = dict(play.board.view.middle_cards(known))
            driver.click(middle[move.value].center)
            driver.click(play.board.view.entry_rect(state.to_move, move.axis, move.line, move.far).center)
        assert len(play.session.moves) == played + 1 and play.session.moves[-1] == move
    assert handovers == 32  # before every pick of every round: the first picker too, after the public pushes
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)


def test_a_pick_at_someone_elses_grid_or_face_up_card_is_refused_in_words(driver):
    people = [numbered("person", 1), numbered("easy", 0)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 6}, people))
    driver.app.push(play)
    driver.frames(2)
    driver.click(cell_centre(play, 1, 0))
    assert play.session.moves == [] and driver.app.toast[0] == "Pick one of your own face-down cards"


def drawn_words(driver) -> list[str]:
    """Every piece of text the next frame draws."""

    def moved() -> None:
        driver.post(pygame.MOUSEMOTION, pos=(4, 4), rel=(1, 1), buttons=(0, 0, 0))

    return [shown for shown, _ in texts_drawn(driver.app.theme, moved)]


def test_the_move_list_shows_nobody_an_earlier_pick_before_the_reveal_and_everyone_its_card_after(driver):
    people = [numbered("person", 1), numbered("person", 2), numbered("person", 3)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 3, "seed": 8}, people))
    dealt = play.session.state.cards
    driver.app.push(play)
    driver.frames(2)
    driver.click((5, 5))  # Player 1 has come to the screen
    driver.click(cell_centre(play, 0, 5))  # Player 1 picks b2
    client = play.client
    assert play.session.move_texts(0, client.move_words, client.revealed_words) == [(0, "picked b2")]  # no card yet
    driver.click((5, 5))  # Player 2 has come to the screen
    words = drawn_words(driver)
    assert any("Player 1: picked a card" in w for w in words)
    assert not any(": picked " in w and "picked a card" not in w for w in words)  # no cell named
    driver.click(cell_centre(play, 1, 6))  # Player 2 picks c2
    driver.click((5, 5))
    words = drawn_words(driver)
    assert sum("picked a card" in w for w in words) == 2
    assert not any(": picked " in w and "picked a card" not in w for w in words)
    driver.click(cell_centre(play, 2, 0))  # the last pick reveals them all, and what each turned up
    words = drawn_words(driver)
    for seat, cell, name in ((0, 5, "b2"), (1, 6, "c2"), (2, 0, "a1")):
        value = dealt[seat][cell]
        assert any(f"Player {seat + 1}: picked {name}, {'an' if value == 8 else 'a'} {value}" in w for w in words)


def keys_for(play: PlayScene, move) -> list[int]:
    """The keys a person presses, from where the cursor is, to play `move`."""
    board, state = play.board, play.state
    keys = []
    if board.cursor is None or board.cursor[0] != board._cursor_kind():
        keys.append(pygame.K_RETURN)  # the first press shows the cursor
        board_cursor = board._start_cursor()
    else:
        board_cursor = board.cursor
    if isinstance(move, slide.Flip):
        row, column = divmod(board_cursor[1], 4)
        target_row, target_column = divmod(move.cell, 4)
        keys += [pygame.K_DOWN if target_row > row else pygame.K_UP] * abs(target_row - row)
        keys += [pygame.K_RIGHT if target_column > column else pygame.K_LEFT] * abs(target_column - column)
        return [*keys, pygame.K_RETURN]
    values = sorted(set(state.middle))
    if board_cursor[0] == "card":
        keys += [pygame.K_RIGHT] * ((values.index(move.value) - values.index(board_cursor[1])) % len(values))
        keys.append(pygame.K_RETURN)
    pointing = {(0, False): pygame.K_LEFT, (0, True): pygame.K_RIGHT, (1, False): pygame.K_UP, (1, True): pygame.K_DOWN}
    return [*keys, pointing[move.axis, move.far], pygame.K_RETURN]


def test_a_person_against_computers_keeps_their_grid_in_front_and_sees_their_own_pick(driver):
    people = [numbered("person", 1), numbered("random", 1), numbered("random", 2), numbered("random", 3)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 4, "seed": 5}, people))
    driver.app.push(play)
    driver.frames(2)
    grids = play.board.view.grids
    front = grids[0].copy()
    assert all(front.width > rect.width for rect in grids[1:])
    driver.click(play.board.view.cell_rect(0, 5).center)  # b2
    assert play.state.picked[0] == 5 and play.state.to_move == 1
    computers_acted = set()
    while not (play.match.persons_turn() and not play.animation):
        if play.state.phase == "pick":  # the others still picking: the person's own pick is theirs to see
            assert play.board.viewer() == 0 and play.state.view(0).known.picked[0] == 5
        computers_acted.add(play.state.to_move)
        driver.frames()
        assert play.board.view.grids[0] == front  # not shrunk, not moved, whoever acts
        time.sleep(1 / 120)
    assert {1, 2, 3} <= computers_acted and play.state.phase == "push"
    driver.frames()
    assert play.board.view.grids[0] == front


def test_the_panel_says_what_to_do_only_once_the_revealed_cards_have_reached_the_middle(driver):
    people = [numbered("person", 1), numbered("random", 1), numbered("random", 2), numbered("random", 3)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 4, "seed": 5}, people))
    driver.app.push(play)
    driver.frames(2)
    driver.click(play.board.view.cell_rect(0, 5).center)
    driver.until(lambda: play.match.persons_turn())
    assert play.state.phase == "push" and play.animation  # the reveal still on its way to the middle

    def prompted() -> bool:
        shown = texts_drawn(driver.app.theme, lambda: play.draw_panel(pygame.display.get_surface()))
        return any(text.startswith("Take a card from the middle") for text, _ in shown)

    assert not prompted()
    driver.until(lambda: not play.animation)
    assert prompted()


def panel_scores(play: PlayScene) -> tuple[str, dict[str, int]]:
    """The panel's headline and each seat's score as it draws them (a name, then the
    number on the same line)."""
    drawn = texts_drawn(play.app.theme, lambda: play.draw_panel(pygame.display.get_surface()))
    names = {play.session.name(seat) for seat in range(play.state.seat_count)}
    numbers = [(text, rect) for text, rect in drawn if text.isdigit()]
    scores = {
        text: int(number)
        for text, rect in drawn
        if text in names
        for number, beside in numbers
        if beside.centery == rect.centery and beside.x > rect.x
    }
    headline = next(text for text, _ in drawn if text.endswith(("to move", "Your move", "Game over")))
    return headline, scores


def test_while_a_pushed_card_slides_in_the_panel_shows_the_turn_and_scores_the_board_shows(driver):
    people = [numbered("person", 1), numbered("random", 1)]
    session = Session.new("slide", {"players": 2, "seed": 3}, people)
    rng = Random(3)
    while not (session.state.phase == "push" and session.state.to_move == 0 and session.state.round >= 3
               and session.state.play(session.state.legal_moves()[0]).to_move == 1):  # fmt: skip
        session.play(rng.choice(session.state.legal_moves()))
    before = session.state.view(-1).known.tallies()[0][0]
    move = max(session.state.legal_moves(), key=lambda m: session.state.play(m).view(-1).known.tallies()[0][0])
    after = session.state.play(move).view(-1).known.tallies()[0][0]
    assert after != before  # a push that changes the person's face-up score
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    headline, scores = panel_scores(play)
    assert headline == "Your move" and scores["Player 1"] == before
    for key in keys_for(play, move):
        driver.key(key)
    assert play.animation and play.session.moves[-1] == move
    headline, scores = panel_scores(play)
    assert headline == "Your move" and scores["Player 1"] == before  # the card still on its way
    driver.until(lambda: not play.animation)
    headline, scores = panel_scores(play)
    assert headline != "Your move" and scores["Player 1"] == after


def test_once_a_pushed_card_is_in_place_the_panel_and_the_grids_agree_while_the_table_turns(driver):
    """Between people the table then turns to bring the next seat to the front; the
    card is in place by then, so the panel shows the game after it, as the figure
    over the grid does."""
    session = Session.new("slide", {"players": 2, "seed": 3}, [numbered("person", 1), numbered("person", 2)])
    rng = Random(3)
    while not (session.state.phase == "push" and session.state.to_move == 0 and session.state.round >= 3
               and session.state.play(session.state.legal_moves()[0]).to_move == 1):  # fmt: skip
        session.play(rng.choice(session.state.legal_moves()))
    move = max(session.state.legal_moves(), key=lambda m: session.state.play(m).view(-1).known.tallies()[0][0])
    after = session.state.play(move).view(-1).known.tallies()[0][0]
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    play.attempt(move)
    motion = play.animation
    assert motion is not None and not motion.landed
    motion.seek(sum(motion.phases[:2]) + 0.01)  # in place; the table on its turn to Player 2
    assert motion.landed and not motion.is_done
    headline, scores = panel_scores(play)
    assert headline == "Player 2 to move" and scores["Player 1"] == after
    labels = " ".join(text for text, _ in texts_drawn(play.app.theme, lambda: play.draw(pygame.display.get_surface())))
    assert f"Player 1 · {after}" in labels


def test_behind_the_hand_over_curtain_the_panel_already_names_the_person_it_passes_to(driver):
    people = [numbered("person", 1), numbered("person", 2)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 5}, people))
    driver.app.push(play)
    driver.frames(2)
    driver.click((5, 5))  # the first person has come
    driver.click(cell_centre(play, 0, 5))  # their pick: the curtain falls while it slides away
    assert play.animation and play.board.handover == 1
    assert panel_scores(play)[0] == "Player 2 to move"


def test_at_the_end_of_a_game_against_a_computer_every_grid_is_shown_alike(driver):
    session = Session.new("slide", {"players": 2, "seed": 3}, [numbered("person", 1), numbered("random", 1)])
    rng = Random(3)
    while len(session.state.legal_moves()) and len(session.moves) < 63:
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    grids = play.board.view.grids
    assert play.state.to_move == 0 and grids[0].width > grids[1].width  # the person's last push, in front
    for key in keys_for(play, play.state.legal_moves()[0]):
        driver.key(key)
    assert play.session.is_over
    driver.until(lambda: not play.animation)
    driver.frames()
    grids = play.board.view.grids
    assert play.board.view.focus is None and grids[0].size == grids[1].size


def test_one_person_plays_a_whole_three_seat_game_by_keyboard_against_two_computers(driver):
    people = [numbered("greedy", 1), numbered("person", 1), numbered("random", 2)]
    driver.app.settings.animation = "instant"  # the keys are what is tried here, not the cards' flight
    play = PlayScene(driver.app, Session.new("slide", {"players": 3, "seed": 9}, people))
    driver.app.push(play)
    rng, played_by_keys = Random(9), 0
    while not play.session.is_over:
        driver.until(lambda: play.session.is_over or (play.match.persons_turn() and not play.animation))
        if play.session.is_over:
            break
        move = rng.choice(play.state.legal_moves())
        played = len(play.session.moves)
        for key in keys_for(play, move):
            driver.key(key)
        assert len(play.session.moves) == played + 1 and play.session.moves[-1] == move
        played_by_keys += 1
    assert played_by_keys == 32  # a pick and a push in each of 16 rounds
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)


def test_the_pick_is_asked_for_in_one_sentence_that_names_the_controls_in_use():
    from game.client.games.slide.cursor import prompt
    from game.client.input import KEYS, PAD

    state = slide.new_game(3, seed=1)
    for controls, named in ((None, ""), (KEYS, " (arrow keys and Enter)"), (PAD, " (the d-pad and A)")):
        said = prompt(state, None, controls)
        assert said.startswith(f"Pick one of your face-down cards{named}: ") and said.count(":") == 1, said


def test_a_click_puts_the_keyboards_cursor_and_its_words_away(driver):
    play = at_the_push(driver, 12, ("flip a1", "flip b2"))
    driver.key(pygame.K_RETURN)  # the cursor comes, and the words name the keys
    assert play.board.cursor is not None and "Enter" in play.board.prompt()
    state = play.state
    value, card = play.board.view.middle_cards(state.view(state.to_move).known)[-1]
    driver.click(card.center)
    assert play.board.value == value
    assert play.board.cursor is None and "Enter" not in play.board.prompt()


def test_a_gamepad_takes_a_card_and_pushes_it_in(driver):
    play = at_the_push(driver, 12, ("flip a1", "flip b2"))
    state = play.state
    seat = state.to_move
    assert state.phase == slide.PUSH

    def pad(button=None, hat=None):
        if hat:
            driver.post(pygame.JOYHATMOTION, value=hat, hat=0, instance_id=0, joy=0)
            driver.post(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=0, joy=0)
        else:
            driver.post(pygame.JOYBUTTONDOWN, button=button, instance_id=0, joy=0)

    pad(button=0)  # A: the cursor comes, on the middle's first card
    value = play.board.cursor[1]
    if len(set(state.middle)) > 1:
        assert play.board.cursor[0] == "card"
        pad(button=0)  # A: take it
    assert play.board.cursor[0] == "entry"
    assert play.board.prompt().endswith("A pushes")  # the gamepad's button named, not the keyboard's
    hole_row, hole_column = divmod(state.picked[seat], 4)
    pad(hat=(1, 0) if hole_column != 3 else (-1, 0))  # the hole's row, from an end that is not the hole
    pad(button=0)  # A: push
    far = hole_column != 3
    assert play.session.moves[-1] == slide.Take(value if len(set(state.middle)) > 1 else state.middle[0], 0,
                                                hole_row, far)  # fmt: skip


def play_out(driver, play: PlayScene, rng: Random) -> None:
    """Every move of the game on the table, at random, as the people would."""
    while not play.session.is_over:
        play.board.handover = None
        played = len(play.session.moves)
        play.attempt(rng.choice(play.state.legal_moves()))
        assert len(play.session.moves) == played + 1
    driver.settle()


def test_a_tournament_of_short_games_runs_to_its_winner(driver, monkeypatch):
    from game.client.scenes.results import ResultsScene
    from game.rules import registry

    short = dataclasses.replace(registry.GAMES["slide"], tournament=lambda players, first: slide.Tournament(
        players, first, target=150))  # random play scores 60 to 110 a game: two or three games  # fmt: skip
    monkeypatch.setitem(registry.GAMES, "slide", short)
    people = [numbered("person", 1), numbered("person", 2)]
    session = Session.new("slide", {"players": 2, "seed": 21}, people, tournament=True)
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    rng, games, firsts = Random(3), 0, []
    while True:
        firsts.append(play.state.options["first"])
        play_out(driver, play, rng)
        games += 1
        results = driver.app.scene
        assert isinstance(results, ResultsScene)
        totals = results.standing.totals
        assert len(results.standing.scores) == games
        if results.standing.is_over():
            break
        assert max(totals) < 150
        game_winners = play.session.outcome().winners
        said = f"game {games}!" if len(game_winners) == 1 else f"in game {games}!"
        assert results.headline().endswith(said) and "tournament" not in results.headline()  # not yet won
        decks = play.state.options["deck"]
        driver.press_button("Next game")
        play = driver.app.scene
        assert isinstance(play, PlayScene) and play.session.moves == []
        assert play.state.options["deck"] != decks  # a fresh deal
    assert max(totals) >= 150 and games >= 2
    assert firsts == [seat % 2 for seat in range(games)]  # the first player one seat on each game
    outcome = results.standing.outcome()
    winner = outcome.winners[0]
    assert results.headline() == f"{play.session.label(winner)} wins the tournament!"
    assert [b.label for b in results.buttons.buttons][0] == "New tournament"
    saved = [records.load(path) for path in saves_dir(driver.app.data).glob("*.json")]
    assert len(saved) == 1 and len(saved[0].games) == games  # the whole tournament, kept once it is over
    assert saved[0].result["ranking"] == [list(t) for t in outcome.ranking]


def second_game_results(app: App, seats: int) -> Session:
    """A tournament's second game played out at random, its results shown in `app` (and done revealing)."""
    people = [Seat.person(name) for name in ("Ann", "Bartholomew Longname", "Cy", "Di", "Ed", "Flo")[:seats]]
    session = Session.new("slide", {"players": seats, "seed": 21}, people, tournament=True)
    rng = Random(3)
    for game in range(2):
        while not session.is_over:
            session.play(rng.choice(session.state.legal_moves()))
        if game == 0:
            session = session.next_game()
    app.reset(app.make("play", session))
    Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    return session


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [4, 6])
def test_a_tournaments_results_show_every_seats_total_and_its_score_in_the_game(data_dir, monkeypatch, size, seats):
    """Every seat's total and every seat's score in the game just played."""
    monkeypatch.setattr("game.client.session.random", Random(0))  # the second game's deal
    app = App(size, data=data_dir, scenes=SCENES)
    session = second_game_results(app, seats)
    people = session.players
    drawn = [text for text, rect in texts_drawn(app.theme, app.draw) if app.scene.rect.contains(rect)]
    game = " ".join(drawn[drawn.index(next(text for text in drawn if text.startswith("Game 2"))) :])
    outcome, totals = session.outcome(), session.standing().totals
    for seat in range(seats):
        names = {names_in_form(people, form)[seat] for form in range(FORMS)}
        assert any(re.search(rf"{re.escape(name)}\s+{outcome.scores[seat]}\b", game) for name in names) or any(
            re.search(rf"{re.escape(name)}\s+{outcome.scores[seat]} \(", game) for name in names
        ), (seat, game)
        assert any(text.endswith(f"= {totals[seat]}") for text in drawn), (seat, drawn)
    app.quit()


def test_in_large_text_the_tournaments_totals_are_written_alike(data_dir, monkeypatch):
    monkeypatch.setattr("game.client.session.random", Random(0))  # the second game's deal: one seat scores low
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    session = second_game_results(app, 6)
    drawn = [text for text, _ in texts_drawn(app.theme, functools.partial(app.scene.draw, app.screen))]
    drawn = drawn[: drawn.index(next(text for text in drawn if text.startswith("Game 2")))]  # the totals alone
    totals = [text for text in drawn if re.fullmatch(r"(… \+ )?[\d +]*= \d+|\d+", text)]
    assert sorted(int(text.split()[-1]) for text in totals) == sorted(session.standing().totals)
    assert len({text.count("+") for text in totals}) == 1, totals  # one form for every seat
    app.quit()


def test_in_large_text_the_games_ranking_names_long_names_as_the_totals_do_and_cards_only_where_tied(
    data_dir, monkeypatch
):
    """At 800x600 in large text, "(10 cards)" on every line left room for long names
    only in their shortest form ("BL" for a name the totals wrote out); the cards left
    count only where points tie, so elsewhere they give way to the names."""
    monkeypatch.setattr("game.client.session.random", Random(0))
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    session = second_game_results(app, 6)
    detail = app.scene.detail

    def game_lines() -> list[str]:
        drawn = [text for text, _ in texts_drawn(app.theme, functools.partial(app.scene.draw, app.screen))]
        return drawn[drawn.index(next(text for text in drawn if text.startswith("Game 2"))) + 1 :]

    lines = game_lines()
    assert any(text.endswith(". Bartholomew") for text in lines), lines
    assert not any("card" in text for text in lines)
    scores = list(detail.outcome.scores)
    scores[2] = scores[3]  # two seats tied on points: their cards left decide, and are shown
    detail.outcome = dataclasses.replace(detail.outcome, scores=tuple(scores))
    lines = game_lines()
    assert any(text.endswith(". Bartholomew") for text in lines), lines  # the tied lines are not his
    tied = [text for text in lines if "card" in text]
    assert sorted(tied) == sorted(f"{scores[seat]} ({detail.outcome.remaining[seat]} cards)" for seat in (2, 3))
    assert session.players[1].name == "Bartholomew Longname"
    app.quit()


def test_quitting_mid_round_and_resuming_brings_back_the_table_and_the_tournament(driver, data_dir):
    people = [numbered("person", 1), numbered("person", 2), numbered("person", 3)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 3, "seed": 4}, people, tournament=True))
    driver.app.push(play)
    rng = Random(4)
    for _ in range(3 + 1):  # the picks, the reveal, and a push
        play.board.handover = None
        play.attempt(rng.choice(play.state.legal_moves()))
    driver.frames(2)
    played = [str(move) for move in play.session.moves]
    assert play.state.phase == slide.PUSH
    driver.post(pygame.QUIT)
    assert not driver.app.running
    again = resumed(data_dir).app
    assert isinstance(again.scene, PlayScene)
    session = again.scene.session
    assert [str(move) for move in session.moves] == played
    assert session.earlier == [] and again.scene.state == play.state
    assert session.summary() == "Slide, 3 players, tournament; game 1, round 1 of 16; Player 1 vs Player 2 vs Player 3"
    again.quit()


def test_the_setups_picture_of_the_table_names_each_grid_by_who_will_sit_there(driver):
    """The preview named the grids "Seat 1", "Seat 2" beside rows that seat a person and
    computers; it names them as the table will, a typed name as soon as it is typed."""
    from game.client.scenes.setup import SetupScene

    setup = SetupScene(driver.app, "slide", {"players": 3})
    driver.app.push(setup)
    driver.frames(2)
    setup.row = setup.first_seat  # the first seat's row: a person's
    driver.post(pygame.TEXTINPUT, text="Ann")
    preview = setup.preview.rect
    drawn = [text for text, rect in texts_drawn(driver.app.theme, lambda: setup.draw(driver.app.screen))
             if preview.inflate(0, 80).collidepoint(rect.center)]  # fmt: skip
    names = [name for name in drawn if name in ("Ann", "Computer 1 (normal)", "C1 normal", "Computer 2 (normal)",
                                                 "C2 normal")]  # fmt: skip
    assert "Ann" in names and len(names) == 3, drawn
    assert not [text for text in drawn if text.startswith("Seat ")], drawn
    setup.change(setup.first_seat + 2, 1)  # the third seat: hard
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: setup.draw(driver.app.screen))]
    assert any(text in ("Computer 2 (hard)", "C2 hard") for text in drawn), drawn


def test_a_name_moved_clear_of_the_token_keeps_its_full_form_where_the_room_on_its_right_holds_it(driver):
    """Moved right of the token, a name was held to the room centred on its grid, so at
    a table of three every name shortened ("C2 normal") where the table's edge left the
    last grid's name room in full. Wherever the token is, no two names touch."""
    from game.client.scenes.setup import SetupScene

    setup = SetupScene(driver.app, "slide", {"players": 3})
    driver.app.push(setup)
    for first in range(3):
        setup.options["first"] = first
        driver.frames(1)
        drawn = texts_drawn(driver.app.theme, lambda: setup.draw(driver.app.screen))
        preview = setup.preview.rect.inflate(0, 80)  # the picture of the table, names over its grids
        drawn = [(text, rect) for text, rect in drawn if preview.collidepoint(rect.center)]
        names = [rect for text, rect in drawn if text.startswith(("Player 1", "Computer ", "C1", "C2"))]
        assert len(names) == 3
        assert all(rect.collidelist(names[index + 1 :]) == -1 for index, rect in enumerate(names)), first
        assert all(driver.app.screen.get_rect().contains(rect) for rect in names)
        if first == 2:  # the token on the last grid of the row: the room to the table's edge holds it
            assert {"Computer 1 (normal)", "Computer 2 (normal)"} <= {text for text, _ in drawn}


def test_who_takes_first_is_drawn_by_lot_shown_on_the_setups_picture_and_kept_when_the_game_starts(driver):
    """A new game of Slide gave the first-player token to seat 1, the person's, every
    time: at a table of four the person never held it in the last round, the round
    that counts most in a close game. It is drawn by lot, again whenever the table
    changes; the picture shows the token where the game will have it."""
    from game.client.scenes.setup import SetupScene

    setup = SetupScene(driver.app, "slide", {"players": 6})
    driver.app.push(setup)
    driver.frames(2)
    drawn = set()
    for _ in range(60):  # six seats down to two and up to four, then four to two and back, sixty times
        for step in (-1,) * 4 + (1,) * 2:
            setup.change(0, step)
            first, seats = setup.options["first"], setup.options["players"]
            assert 0 <= first < seats and setup.state().leader_seat == first
            drawn.add((seats, first))
    assert {(4, seat) for seat in range(4)} <= drawn and {(2, 0), (2, 1)} <= drawn
    chosen = setup.options["first"]
    driver.key(pygame.K_RETURN)
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.session.state.first == chosen


def test_playing_again_draws_who_takes_first_anew_for_a_game_and_for_a_tournament():
    seats = [numbered("random", 0) for _ in range(3)]
    for tournament in (False, True):
        session = Session.new("slide", {"players": 3, "first": 2, "seed": 1}, seats, tournament=tournament)
        firsts = {session.again().state.first for _ in range(40)}
        assert firsts == {0, 1, 2}
        assert session.again().earlier == ([] if tournament else None)


def test_typed_names_sit_at_the_table_and_are_remembered(driver):
    from game.client.scenes.setup import SetupScene

    setup = SetupScene(driver.app, "slide", {"players": 3})
    driver.app.push(setup)
    driver.frames(2)
    setup.row = setup.first_seat  # the first seat's row: a person's
    for text in ("Ann", " Lee"):
        driver.post(pygame.TEXTINPUT, text=text)
    # a letter while typing is not a command (M would mute the sound): it comes as its key and as text
    driver.post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    driver.post(pygame.TEXTINPUT, text="m")
    driver.key(pygame.K_BACKSPACE)
    assert not driver.app.audio.muted
    driver.key(pygame.K_RETURN)
    play = driver.app.scene
    assert isinstance(play, PlayScene)
    assert [p.name for p in play.session.players] == ["Ann Lee", "Computer 1 (normal)", "Computer 2 (normal)"]
    again = SetupScene(driver.app, "slide", {"players": 3})
    assert again.names[0] == "Ann Lee"


@pytest.mark.parametrize("leave", ["Esc", "the Back button", "closing the window"])
def test_names_typed_on_a_setup_left_without_a_game_are_there_the_next_time(driver, leave):
    from game.client.scenes.setup import SetupScene

    driver.press_button("Play Slide")
    setup = driver.app.scene
    setup.row = setup.first_seat  # the first seat's row: a person's
    driver.post(pygame.TEXTINPUT, text="Ann")
    if leave == "Esc":
        driver.key(pygame.K_ESCAPE)
    elif leave == "the Back button":
        driver.press_button("Back")
    else:
        driver.post(pygame.QUIT)
    assert isinstance(driver.app.scene, MenuScene) if driver.app.running else leave == "closing the window"
    again = SetupScene(driver.app, "slide", {"players": setup.options["players"]})
    assert again.names[0] == "Ann"


def test_the_hand_over_comes_between_two_persons_even_with_a_computer_between_them(driver):
    people = [numbered("person", 1), numbered("random", 0), numbered("person", 2)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 3, "seed": 10}, people))
    driver.app.push(play)
    driver.frames(2)
    assert play.board.handover == 0  # the other person looks away while the first picks
    driver.key(pygame.K_a)
    driver.click(cell_centre(play, 0, 3))
    driver.until(lambda: play.state.to_move == 2)  # the computer has picked
    assert play.board.handover == 2
    drawn = recording(play.board.view)
    driver.post(pygame.MOUSEMOTION, pos=(4, 4), rel=(1, 1), buttons=(0, 0, 0))
    assert drawn and all(view.seat == -1 for view in drawn)  # the table hidden
    driver.key(pygame.K_a)  # any key: Player 2 has come
    assert play.board.handover is None


def test_a_middle_card_dragged_onto_an_arrow_is_pushed_in_there(driver):
    play = at_the_push(driver, 14, ("flip a1", "flip c3"))
    state, view = play.state, play.board.view
    seat = state.to_move
    value, card = view.middle_cards(state.view(seat).known)[-1]
    entry = slide.entries(state.picked[seat])[0]
    arrow = view.entry_rect(seat, *entry).center
    driver.post(pygame.MOUSEMOTION, pos=card.center, rel=(1, 1), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
    driver.post(pygame.MOUSEMOTION, pos=arrow, rel=(5, 5), buttons=(1, 0, 0))
    assert play.board.dragged == arrow and play.session.moves[-1] == slide.Flip(10)  # held, not yet pushed
    driver.post(pygame.MOUSEBUTTONUP, pos=arrow, button=1)
    assert play.session.moves[-1] == slide.Take(value, *entry)


def test_the_arrows_are_outlined_until_a_card_is_taken_and_then_filled(driver):
    play = at_the_push(driver, 14, ("flip a1", "flip c3"))
    state, view = play.state, play.board.view
    seat, focus = state.to_move, driver.app.theme.palette.focus
    assert len(set(state.middle)) == 2

    def filled() -> list[bool]:
        driver.frames()
        seat = play.state.to_move
        arrows = [view.entry_rect(seat, *entry).center for entry in slide.entries(play.state.picked[seat])]
        return [driver.app.screen.get_at(arrow)[:3] == focus for arrow in arrows]

    assert not any(filled())  # nothing to push yet: the arrows are outlines
    driver.click(dict(view.middle_cards(state.view(seat).known))[state.middle[0]].center)
    assert all(filled())
    driver.click(view.entry_rect(seat, *slide.entries(state.picked[seat])[0]).center)
    assert isinstance(play.session.moves[-1], slide.Take)
    driver.settle()  # the push animated, the next seat in front
    assert play.state.phase == slide.PUSH and len(set(play.state.middle)) == 1
    assert all(filled())  # the last card needs no choosing: the arrows push it at once


def test_each_arrow_carries_the_name_of_its_row_or_column(driver):
    """The row's or column's name gives way to its arrow at that end, and stands in the arrow instead."""
    play = at_the_push(driver, 14, ("flip a1", "flip c3"))
    state, view, theme = play.state, play.board.view, driver.app.theme
    seat = state.to_move
    driver.click(dict(view.middle_cards(state.view(seat).known))[state.middle[0]].center)
    driver.frames()
    for axis, line, far in slide.entries(state.picked[seat]):
        box = view.entry_rect(seat, axis, line, far)
        r, back = box.width // 2, -1 if far else 1
        x0, y0 = (
            (box.centerx - back * 0.38 * r, box.centery)
            if axis == slide.ROW
            else (box.centerx, box.centery - back * 0.38 * r)
        )
        inner = 0.55 * r  # well inside the triangle's inner circle: nothing but the arrow and its letters
        disc = [(dx, dy) for dx in range(-r, r + 1) for dy in range(-r, r + 1) if dx * dx + dy * dy <= inner * inner]
        colours = {driver.app.screen.get_at((round(x0 + dx), round(y0 + dy)))[:3] for dx, dy in disc}
        assert theme.palette.focus in colours and theme.palette.background in colours, (axis, line, far)


def hint_at_the_push(driver, picks: tuple[str, str]):
    """H at the first push after `picks` (deal 15): the hint said in the table's words and
    drawn; the table, the hint and every mark the view has drawn since."""
    play = at_the_push(driver, 15, picks)
    driver.key(pygame.K_h)
    driver.until(lambda: play.advice.shown_hint(play.state) is not None)
    hint = play.advice.shown_hint(play.state)
    assert isinstance(hint, slide.Take) and play.state.why_illegal(hint) is None
    end = "right" if hint.far else "left"  # the hint is said in the table's words, not the notation
    if hint.axis == slide.COLUMN:
        end = "bottom" if hint.far else "top"
    assert f"take the {hint.value} and push it in at the {end} end of " in driver.app.toast[0]
    marks = []
    draw = play.board.view.draw
    play.board.view.draw = lambda surface, shown, mark=None: (marks.append(mark), draw(surface, shown, mark))
    driver.post(pygame.MOUSEMOTION, pos=(4, 4), rel=(1, 1), buttons=(0, 0, 0))
    assert marks and marks[-1].hint == hint
    return play, hint, marks


def test_a_hint_outlines_the_card_and_the_entry_the_computer_would_choose(driver):
    hint_at_the_push(driver, ("flip b1", "flip d4"))


def test_the_hint_leaves_the_table_while_another_card_is_in_hand_and_comes_back_when_it_is_put_back(driver):
    """With another card in hand, the hint's arrow would push that card, not the hint's."""
    play, hint, marks = hint_at_the_push(driver, ("flip a1", "flip d4"))  # a 5 and a 7 in the middle
    state, view = play.state, play.board.view
    other = next(value for value in state.middle if value != hint.value)
    driver.click(dict(view.middle_cards(state.view(state.to_move).known))[other].center)
    driver.frames()
    assert play.board.value == other and marks[-1].hint is None
    driver.key(pygame.K_ESCAPE)  # the card back to the middle
    driver.frames()
    assert play.board.value is None and marks[-1].hint == hint
    driver.click(dict(view.middle_cards(state.view(state.to_move).known))[hint.value].center)
    driver.frames()
    assert play.board.value == hint.value and marks[-1].hint == hint


def test_before_the_first_reveal_there_is_nothing_to_review(driver):
    people = [numbered("person", 1), numbered("person", 2)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 16}, people))
    driver.app.push(play)
    driver.frames(2)
    if play.board.handing_over():
        driver.key(pygame.K_RETURN)
    driver.click(cell_centre(play, 0, 5))  # a pick that stays secret
    assert len(play.session.moves) == 1
    driver.key(pygame.K_r)
    assert driver.app.scene is play and "still kept secret" in driver.app.toast[0]
    assert not play.review_button.enabled


def test_the_side_panel_keeps_every_word_inside_it_at_800x600_while_a_computer_thinks(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    people = [numbered("person", 1), numbered("normal", 1), numbered("easy", 2)]
    play = PlayScene(app, Session.new("slide", {"players": 3, "seed": 2}, people))
    app.reset(play)
    drive = Driver(app)
    drive.worker_ready()
    drive.click(cell_centre(play, 0, 0))
    drive.until(lambda: play.match.asked is Purpose.MOVE)
    drawn = texts_drawn(app.theme, lambda: play.draw_panel(app.screen))
    assert any("to move" in shown.lower() for shown, _ in drawn) and any("thinking" in shown for shown, _ in drawn)
    outside = [shown for shown, rect in drawn if not play.panel_rect.contains(rect)]
    assert not outside
    app.quit()


def test_a_move_number_of_three_figures_keeps_clear_of_its_move_at_800x600(data_dir):
    """At a table of four the list passes move 100 in round 13: "100.C2: picked b2"
    ran the number into the name."""
    app = App((800, 600), data=data_dir, scenes=SCENES)
    session = Session.new("slide", {"players": 4, "seed": 3}, [numbered("person", 1), *records.computers(["easy"] * 3)])
    rng = Random(3)
    while len(session.moves) < 107:
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(app, session)
    app.reset(play)
    Driver(app).frames(2)
    drawn = texts_drawn(app.theme, lambda: play.draw_panel(app.screen))
    numbers = {rect.y: (int(shown[:-1]), rect) for shown, rect in drawn if re.fullmatch(r"\d+\.", shown)}
    assert max(number for number, _ in numbers.values()) >= 100
    beside = [(numbers[rect.y][1], rect) for _, rect in drawn if rect.y in numbers and rect is not numbers[rect.y][1]]
    assert beside and all(number.right < move.left for number, move in beside)
    app.quit()


def test_after_a_move_the_next_seat_comes_to_the_front_without_grids_crossing_or_covering_the_middle(driver):
    people = [numbered("person", 1), numbered("person", 2), numbered("person", 3)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 3, "seed": 17}, people))
    driver.app.push(play)
    driver.frames(2)
    driver.click((5, 5))  # the first person has come to the screen
    view = play.board.view
    before = list(view.grids)
    driver.click(cell_centre(play, 0, 0))  # seat 0 picks: seat 1 comes to the front
    play.board.handover = None
    frames = []
    while play.animation is not None:
        driver.frames()
        frames.append(([rect.copy() for rect in view.grids], view.middle.copy()))
    driver.frames()
    after = list(view.grids)
    assert before[0].width > before[1].width and after[1].width > after[0].width
    changing = [grids for grids, _ in frames if grids != after and grids != before]
    assert len(changing) >= 3  # frame by frame, not a jump
    for grids, middle in frames:
        shown = [rect for rect in grids if rect.width >= 8]
        assert not any(a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1 :])
        assert not any(rect.colliderect(middle) for rect in shown)


def test_the_first_player_token_moves_on_when_a_round_ends():
    from game.client.games.slide.motion import SlideMotion

    state, rng = slide.new_game(3, seed=19), Random(19)
    while state.round == 0:
        before, move = state, rng.choice(state.legal_moves())
        state = state.play(move)
    motion = SlideMotion(before, state, move, 1.0)
    assert state.leader_seat != before.leader_seat
    motion.seek(sum(motion.phases[:2]) + motion.phases[2] / 2)  # half-way through the table turning
    frame = motion.frame()
    assert frame.token is not None and frame.token[0] == before.leader_seat and 0 < frame.token[1] < 1
    motion.seek(motion.phases[0] / 2)  # earlier: the push itself, the token still where it was
    assert motion.frame().token is None


def test_long_names_are_cut_before_their_scores_and_never_run_into_each_other(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    people = [Seat.person(f"Alexandra Konstantinopoulou {seat}") for seat in range(6)]
    session, rng = Session.new("slide", {"players": 6, "seed": 3}, people), Random(3)
    while session.state.round == 0:  # a round played: every seat has a card face up
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(app, session, resumed=True)
    app.reset(play)
    play.board.handover = None
    app.frame(1 / 60)
    drawn = texts_drawn(app.theme, lambda: play.draw(app.screen))
    titles = [(text, rect) for text, rect in drawn if re.search(r" · \d+$", text)]
    assert len(titles) == 6  # every seat's title keeps its score
    for index, (_, rect) in enumerate(titles):
        assert rect.collidelist([other for _, other in titles[index + 1 :]]) == -1
        assert app.screen.get_rect().contains(rect)
    app.quit()


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("large", [False, True])
def test_in_the_panel_each_name_stops_short_of_its_score(data_dir, seats, large):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = large
    app.apply_settings()
    session, rng = Session.new("slide", {"players": seats, "seed": 3}, records.computers(["normal"] * seats)), Random(3)
    while session.state.round < 6:  # scores of two figures
        session.play(rng.choice(session.state.legal_moves()))
    panel, _ = play_areas(app.theme, app.size)
    inner = panel.inflate(-2 * app.theme.px(18), -2 * app.theme.px(18))  # as the play scene's panel draws it
    drawn = texts_drawn(app.theme, lambda: CLIENTS["slide"].live_score(app.screen, app.theme, inner, 0, session))
    rows = list(zip(drawn[: 2 * seats : 2], drawn[1 : 2 * seats : 2], strict=True))  # each seat's name, then score
    assert max(int(score) for (score, _) in (pair[1] for pair in rows)) >= 10
    for (name, name_rect), (score, score_rect) in rows:
        assert score_rect.left - name_rect.right >= app.theme.px(6), (name, score)
    app.quit()


@pytest.mark.parametrize("first", range(6))
def test_the_name_moved_clear_of_the_first_player_token_never_runs_into_the_next(data_dir, first):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    seats = [numbered("person", 1), *records.computers(["hard", "normal", "normal", "normal", "normal"])]
    session, rng = Session.new("slide", {"players": 6, "seed": 0, "first": first}, seats), Random(0)
    while session.state.round < 2:  # every step of two rounds: the token on two seats, cards turning up
        session.play(rng.choice(session.state.legal_moves()))
        if not any(session.state.up):
            continue  # no scores over the grids yet
        play = PlayScene(app, session, resumed=True)
        app.reset(play)
        play.board.handover = None
        app.frame(1 / 60)
        drawn = texts_drawn(app.theme, lambda play=play: play.draw(app.screen))
        titles = [rect for text, rect in drawn if re.search(r" · \d+$", text)]
        assert len(titles) == 6
        for index, rect in enumerate(titles):
            assert rect.collidelist(titles[index + 1 :]) == -1, (len(session.moves), index)
            assert app.screen.get_rect().contains(rect)
    app.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_a_name_beside_the_middle_stops_short_of_its_cards(data_dir, size):
    app = App(size, data=data_dir, scenes=SCENES)
    session = Session.new("slide", {"players": 6, "seed": 3}, [numbered("person", 1), *records.computers(["easy"] * 5)])
    rng = Random(3)
    while session.state.round == 0:
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(app, session, resumed=True)
    app.reset(play)
    app.frame(1 / 60)
    drawn = texts_drawn(app.theme, lambda: play.draw(app.screen))
    titles = [rect for text, rect in drawn if re.search(r" · \d+$", text)]
    slots = [play.board.view.middle_slot(index, 6) for index in range(6)]
    assert len(titles) == 6
    assert all(title.collidelist(slots) == -1 for title in titles)
    app.quit()


def test_the_grid_in_front_is_named_in_full_where_the_small_ones_are_cut_short(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    people = [Seat.person(name) for name in ("Konstantinopoulou Alexandra", "Bo", "Chidimma", "Dmitri", "Eve", "Fran")]
    session, rng = Session.new("slide", {"players": 6, "seed": 3}, people), Random(3)
    while session.state.round == 0 or session.state.to_move != 2:  # Chidimma to act, cards face up
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(app, session, resumed=True)
    app.reset(play)
    play.board.handover = None
    app.frame(1 / 60)
    titles = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)) if re.search(r" · \d+$", text)]
    assert any(title.startswith("Chidimma · ") for title in titles), titles
    assert any(title.startswith("KA · ") for title in titles), titles  # the small grids: one short form for all
    app.quit()


def test_a_table_before_its_first_push_shows_no_scores(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    play = PlayScene(app, Session.new("slide", {"players": 3, "seed": 4}, [numbered("person", n) for n in (1, 2, 3)]))
    app.reset(play)
    play.board.handover = None
    app.frame(1 / 60)
    titles = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)) if text.startswith("Player ")]
    assert titles and not any(" · " in text for text in titles)  # a score of nothing face up says nothing
    app.quit()


def people_at_a_push(app, seats: int, seed: int, hole: int | None) -> PlayScene:
    """A table of people ("Ann" first) shown in `app`, Ann about to push from `hole`
    (the first card of every other grid picked); before any pick where `hole` is None."""
    people = [Seat.person(name) for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")[:seats]]
    session = Session.new("slide", {"players": seats, "seed": seed}, people)
    if hole is not None:
        session.play(slide.Flip(hole))
        while session.state.phase == slide.PICK:
            session.play(session.state.legal_moves()[0])
    play = PlayScene(app, session, resumed=True)
    app.reset(play)
    play.board.handover = None
    app.frame(1 / 60)
    return play


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_the_name_over_the_grid_in_front_stays_with_it_beside_the_whole_arrow_at_every_hole(data_dir, size, seats):
    app = App(size, data=data_dir, scenes=SCENES)
    for hole in range(16):
        play = people_at_a_push(app, seats, hole, hole)
        view = play.board.view
        drawn = texts_drawn(app.theme, functools.partial(play.draw, app.screen))
        name = next(rect for text, rect in drawn if text == "Ann")
        grid = view.grids[0]
        arrows = [view.arrow_bounds(0, *entry) for entry in slide.entries(hole)]
        assert name.collidelist(arrows) == -1, (hole, name, arrows)
        assert grid.top - app.theme.px(16) <= name.bottom <= grid.top, (hole, name, grid)  # just over its grid
    app.quit()


def test_where_no_arrow_is_drawn_the_name_over_the_grid_in_front_stays_centred_just_over_it(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session = Session.new("slide", {"players": 2, "seed": 5}, [numbered("random", 1), numbered("random", 2)])
    session.play(slide.Flip(5))  # b2: a hole whose column's top end is an entry
    session.play(session.state.legal_moves()[0])
    play = PlayScene(app, session, resumed=True)
    app.reset(play)
    app.frame(1 / 60)
    assert play.state.phase == slide.PUSH and play.state.to_move == 0 and play.board.view.focus == 0
    drawn = texts_drawn(app.theme, lambda: play.board.draw(app.screen, None, None, (), 0.0))
    name = next(rect for text, rect in drawn if text.startswith(session.name(0)))
    grid = play.board.view.grids[0]
    assert grid.top - app.theme.px(16) <= name.bottom <= grid.top and abs(name.centerx - grid.centerx) <= 1
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_grid_in_front_names_its_rows_and_columns_wherever_no_arrow_stands(data_dir, size):
    app = App(size, data=data_dir, scenes=SCENES)
    names = {*"1234", *"abcd"}
    for hole in [None, *range(16)]:  # before any pick (no arrows), then a push from every hole
        play = people_at_a_push(app, 4, 3, hole)
        view = play.board.view
        token = view.token_centre(play.state.leader_seat)  # its "1" is no row's name
        drawn = {text: rect for text, rect in texts_drawn(app.theme, functools.partial(play.draw, app.screen))
                 if text in names and rect.center != token}  # fmt: skip
        ends = slide.entries(hole) if hole is not None else []
        arrows = [view.entry_rect(0, *end) for end in ends]
        expected = {str(line + 1) for line in range(4) if (slide.ROW, line, False) not in ends}
        expected |= {"abcd"[line] for line in range(4) if (slide.COLUMN, line, True) not in ends}
        assert set(drawn) == expected, hole
        grid = view.grids[0]
        for text, rect in drawn.items():
            assert rect.collidelist(arrows) == -1 and not rect.colliderect(grid), (hole, text)
            if text.isdigit():  # left of its row
                row = view.cell_rect(0, (int(text) - 1) * 4)
                assert rect.right < grid.left and row.top <= rect.centery < row.bottom, text
            else:  # under its column
                column = view.cell_rect(0, "abcd".index(text))
                assert rect.top > grid.bottom and column.left <= rect.centerx < column.right, text
    app.quit()


def test_a_rules_page_that_names_a_cell_draws_that_grid_in_front_with_its_rows_and_columns_named(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    view = SlideTableView(app.theme)
    named_somewhere = False
    for page in slide_pages():
        cells = re.findall(r"\b([a-d][1-4])\b", page.text)
        if not cells:
            continue
        named_somewhere = True
        view.layout(pygame.Rect(0, 0, 700, 600), page.diagram)
        drawn = dict(texts_drawn(app.theme, lambda page=page: view.draw(app.screen, page.diagram, page.marks)))
        assert view.focus is not None, page.title
        for cell in cells:  # its column's name under it, its row's beside it
            place = view.cell_rect(view.focus, slide.parse_cell(cell))
            assert place.left <= drawn[cell[0]].centerx < place.right, (page.title, cell)
            assert place.top <= drawn[cell[1]].centery < place.bottom, (page.title, cell)
    assert named_somewhere  # the pages do teach the cells' names
    app.quit()


def test_a_finished_game_in_the_saved_list_says_who_won_where_a_narrow_window_still_shows_it(data_dir):
    """The list line names the winner right after the game: a finished Slide game has
    played all its rounds, which the result says, and at 800x600 the line is
    shortened or cut after the winner rather than before."""
    from game.client.scenes.saves import SavesScene

    session = Session.new("slide", {"players": 4, "seed": 5}, [numbered("greedy", n) for n in range(4)])
    rng = Random(5)
    while not session.state.is_over():
        session.play(rng.choice(session.state.legal_moves()))
    seat = session.outcome().ranking[0][0]
    winner = session.players[seat].name
    assert session.summary().startswith(f"Slide, 4 players; {winner} won; ")
    records.save(saves_dir(data_dir) / "slide.json", session.record())
    app = App((800, 600), data=data_dir, scenes=SCENES)
    saves = SavesScene(app)
    app.reset(saves)
    shown = " ".join(text for text, _ in texts_drawn(app.theme, lambda: saves.draw(app.screen)))
    assert any(f"{names_in_form(session.players, form)[seat]} won" in shown for form in range(FORMS))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [4, 6])
def test_a_full_table_keeps_room_for_six_moves_before_a_message_and_the_list_gives_way_to_one(data_dir, size, seats):
    """At 1280x720 a table of four showed three moves, under room kept empty for a message."""
    app = App(size, data=data_dir, scenes=SCENES)
    play = table(app, seats, moves=20)

    def numbers() -> list[tuple[str, pygame.Rect]]:
        drawn = texts_drawn(app.theme, lambda: app.frame(1 / 60))
        return [(text, rect) for text, rect in drawn if re.fullmatch(r"\d+\.", text)]

    listed = [text for text, _ in numbers()]
    assert listed[-1] == "20." and (len(listed) >= MOVES_KEPT or play.panel.message_rect.height == 0)
    assert seats > 4 or len(listed) >= MOVES_KEPT  # a table of four: every size has room for them
    said = "The game could not be kept: the disk is full, so it stays open here until you save it elsewhere."
    app.say(said)
    shown = numbers()
    message = play.panel.message_rect
    lines = app.theme.wrap(said, SMALL, message.inflate(-app.theme.px(14), 0).width)
    assert len(lines) * app.theme.line_height(SMALL) <= message.height  # whole
    assert shown[-1][0] == "20." and not any(rect.colliderect(message) for _, rect in shown)  # the list below it
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_name_over_its_grid_keeps_clear_of_the_hints_card_at_a_columns_top(data_dir, size):
    """In a review the better push is drawn as its card at the end it enters by, after
    the push played filled the hole: the mover's name, over the grid in front or a small
    one (beside the first-player token too), moves aside for it, as for an arrow."""
    from game.client.games.slide.view import TableMarks

    app = App(size, data=data_dir, scenes=SCENES)
    state = slide.new_game(4, seed=3)
    while state.phase != slide.PICK or state.round == 0:  # the first round played: no hole anywhere
        state = state.play(state.legal_moves()[0])
    assert state.leader_seat == 1  # the token on a small grid's corner
    view = SlideTableView(app.theme)
    view.layout(pygame.Rect(0, 0, *size), state, focus=0)
    names = ("Annabel Lee", "Bo", "Cy", "Di")
    for seat in range(4):
        for line in range(4):
            marks = TableMarks(focus=0, names=(names,), hint=slide.Take(7, slide.COLUMN, line, False), hint_seat=seat)
            drawn = texts_drawn(app.theme, lambda marks=marks: view.draw(app.screen, state, marks))
            name = next(rect for text, rect in drawn if text.startswith(names[seat]))
            card = view.entry_rect(seat, slide.COLUMN, line, False)
            assert not name.colliderect(card), (seat, line, name, card)
            grid = view.grids[seat]
            assert grid.top - app.theme.px(16) <= name.bottom <= grid.top, (seat, line)  # just over its grid
    app.quit()


def test_a_moves_words_never_break_between_a_number_and_what_it_counts(data_dir):
    """A number stays on one line with its article, row or column ("an 8", "row 2",
    "col d") however narrow the list."""
    theme, client = App((1280, 720), data=data_dir, scenes=SCENES).theme, CLIENTS["slide"]
    state = slide.new_game(2, seed=3)
    flip = slide.Flip(state.legal_moves()[5].cell)
    texts = [client.revealed_words(state, flip)]
    pushed = state.play(flip).play(slide.Flip(state.play(flip).legal_moves()[0].cell))
    texts += [client.move_words(pushed, move) for move in pushed.legal_moves()]
    assert any("row" in text for text in texts) and any("col" in text for text in texts)
    font = theme.font(SMALL)
    for text in texts:
        for width in range(font.size("picked")[0], font.size(text)[0] + 2, 3):
            lines = theme.wrap(text, SMALL, width)
            assert not any(re.search(r"\b(an?|row|col)$", line) for line in lines[:-1]), (text, lines)


@pytest.mark.parametrize("palette", ["classic", "high contrast"])
def test_the_keyboards_place_stands_out_on_the_face_down_cards_in_every_theme(data_dir, palette):
    """The cursor is a light line: on the high-contrast theme's light cards alone it
    would hardly show, so a dark edge runs either side of it."""
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.settings.theme = palette
    app.apply_settings()
    state = slide.new_game(2, seed=3)
    view = SlideTableView(app.theme)
    area = pygame.Rect(0, 0, 700, 600)
    view.layout(area, state, focus=0)
    plain, marked = pygame.Surface(area.size), pygame.Surface(area.size)
    view.draw(plain, state.view(0), TableMarks(viewer=0, to_act=0, focus=0))
    view.draw(marked, state.view(0), TableMarks(viewer=0, to_act=0, focus=0, cursor=("cell", 5)))
    before, after = (pygame.surfarray.array3d(s).astype(float) for s in (plain, marked))
    luminance = [pixels @ [0.299, 0.587, 0.114] for pixels in (before, after)]
    standing_out = (abs(luminance[1] - luminance[0]) > 80).sum()
    place = view.cell_rect(0, 5)
    assert standing_out >= 2 * 2 * (place.width + place.height), standing_out  # a ring two pixels wide at least
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_first_player_token_lies_on_its_seats_frame_and_touches_no_other_seats(data_dir, size):
    app = App(size, data=data_dir, scenes=SCENES)
    for players in range(2, 7):
        for first in range(players):
            view = SlideTableView(app.theme)
            view.layout(
                pygame.Rect((0, 0), (size[0] * 2 // 3, size[1])), slide.new_game(players, seed=1, first=first), 0
            )
            radius = app.theme.px(11)
            token = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            token.center = view.token_centre(first)
            frames = [view._frame(seat) for seat in range(players)]
            assert frames[first].left <= token.left and token.right <= frames[first].right, (players, first)
            others = [seat for seat, frame in enumerate(frames) if seat != first and frame.colliderect(token)]
            assert others == [], (players, first)
    app.quit()


@pytest.mark.parametrize("mark", ["cursor", "hint"])
def test_the_first_player_token_stays_whole_over_a_frame_on_its_corners_card(data_dir, mark):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    state = slide.new_game(2, seed=3, first=0)
    view = SlideTableView(app.theme)
    area = pygame.Rect(0, 0, 700, 600)
    view.layout(area, state, focus=0)
    framed = {"cursor": {"cursor": ("cell", 0)}, "hint": {"hint": slide.Flip(0), "hint_seat": 0}}[mark]
    plain, marked = pygame.Surface(area.size), pygame.Surface(area.size)
    view.draw(plain, state.view(0), TableMarks(viewer=0, to_act=0, focus=0))
    view.draw(marked, state.view(0), TableMarks(viewer=0, to_act=0, focus=0, **framed))
    radius, (x, y) = app.theme.px(11), view.token_centre(0)
    token = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    token.center = (x, y)
    assert token.colliderect(view.cell_rect(0, 0).inflate(8, 8))  # the frame runs under the token
    inside = [(i, j) for i in range(token.left, token.right) for j in range(token.top, token.bottom)
              if math.dist((i, j), (x, y)) < radius - 1]  # its disc, not the square round it  # fmt: skip
    assert [plain.get_at(point) for point in inside] == [marked.get_at(point) for point in inside]
    app.quit()


def test_the_board_of_a_tournaments_finished_game_is_headed_as_that_game_over(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session, rng = Session.new("slide", {"players": 3, "seed": 4}, computers(3), tournament=True), Random(4)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    play = app.make("play", session)
    app.reset(play)
    app.frame(1 / 60)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen))]
    assert "Game 1 over" in shown and "Game over" not in shown
    assert any(" game 1" in text for text in shown if "win" in text or "draw" in text or "share" in text)
    app.quit()


def test_the_latest_rounds_pushed_cards_are_bracketed_until_the_next_rounds_first_push(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session, rng = Session.new("slide", {"players": 3, "seed": 6}, computers(3)), Random(6)
    play = app.make("play", session)
    app.reset(play)
    pushes: list[tuple[int, int]] = []
    while session.state.round < 3:
        before, move = session.state, rng.choice(session.state.legal_moves())
        session.play(move)
        if isinstance(move, slide.Take):
            pushes = [] if before.step == 0 else pushes
            pushes.append((before.to_move, move.entry))
        assert play.board._pushed() == frozenset(pushes)  # kept through the next round's picks
    assert len(pushes) == 3 and session.state.phase == slide.PICK
    view, area = play.board.view, pygame.Rect(0, 0, 800, 700)
    view.layout(area, session.state, focus=0)
    plain, marked = pygame.Surface(area.size), pygame.Surface(area.size)
    view.draw(plain, session.state.view(-1), TableMarks(focus=0))
    view.draw(marked, session.state.view(-1), TableMarks(focus=0, pushed=frozenset(pushes)))
    for seat, cell in pushes:
        card = view.cell_rect(seat, cell).inflate(-2, -2)
        corner = (card.left + 1, card.top + 1)
        assert marked.get_at(corner)[:3] == app.theme.palette.text[:3] != plain.get_at(corner)[:3]
    app.quit()


def test_a_pushed_card_that_would_cancel_keeps_its_dot_whole_over_the_brackets(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session, rng = Session.new("slide", {"players": 2, "seed": 9}, computers(2)), Random(3)
    while True:  # on to a push of seat 0's that lands beside an equal card
        before, move = session.state, rng.choice(session.state.legal_moves())
        session.play(move)
        state = session.state
        if (
            isinstance(move, slide.Take)
            and before.to_move == 0
            and slide.cancelled(state.cards[0], state.up[0]) >> move.entry & 1
        ):
            break
    view, area = SlideTableView(app.theme), pygame.Rect(0, 0, 800, 700)
    view.layout(area, state, focus=0)
    plain, marked = pygame.Surface(area.size), pygame.Surface(area.size)
    view.draw(plain, state.view(-1), TableMarks(focus=0))
    view.draw(marked, state.view(-1), TableMarks(focus=0, pushed=frozenset({(0, move.entry)})))
    card = view.cell_rect(0, move.entry).inflate(-2, -2)
    radius = max(3, card.width // 9)
    centre = (card.right - radius - 2, card.y + radius + 2)
    dot = [(centre[0] + dx, centre[1] + dy) for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1)
           if dx * dx + dy * dy <= (radius - 1) ** 2]  # fmt: skip
    assert marked.get_at((card.left + 1, card.top + 1)) != plain.get_at((card.left + 1, card.top + 1))  # bracketed
    assert all(marked.get_at(at) == plain.get_at(at) for at in dot)
    app.quit()


@pytest.mark.parametrize("theme", ["classic", "high contrast"])
def test_what_a_click_under_the_pointer_would_act_on_is_lit(driver, theme):
    """Lit so that it shows: a face-down card in high contrast once took the light and hid it."""
    driver.app.settings.theme = theme
    driver.app.apply_settings()
    people = [numbered("person", 1), numbered("random", 1)]
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 5}, people))
    driver.app.push(play)
    driver.frames(2)
    view, screen = play.board.view, driver.app.screen

    def hover(pos) -> tuple[str, object] | None:
        driver.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        driver.frames()
        return play.board._hovered(play.state)

    def pixel(rect: pygame.Rect) -> tuple[int, ...]:
        return tuple(screen.get_at((rect.centerx, rect.top + 4))[:3])

    own, theirs = view.cell_rect(0, 5), view.cell_rect(1, 5)
    assert hover(theirs.center) is None  # another seat's card: nothing to pick
    bare = pixel(own)
    assert hover(own.center) == ("cell", 5) and contrast(pixel(own), bare) >= 1.25
    driver.click(own.center)
    driver.until(lambda: play.match.persons_turn() and play.state.phase == slide.PUSH and not play.animation)
    value, card = play.board.view.middle_cards(play.state.view(0).known)[0]
    ring = (card.left - 2, card.centery)  # where the ring round a lit card runs, on the table
    bare = tuple(screen.get_at(ring)[:3])
    one_value = len(set(play.state.middle)) == 1  # then that card is in hand already, as the arrows take it
    assert hover(card.center) == ("card", value)
    if one_value:  # the other seat drew the same value (its pick is the computer's own): ringed as in hand already
        assert bare == tuple(driver.app.theme.palette.focus)[:3]
    else:
        assert contrast(tuple(screen.get_at(ring)[:3]), bare) >= 3
    entry = slide.entries(play.state.picked[0])[0]
    arrow = view.entry_rect(0, *entry)
    assert hover(arrow.center) == (("entry", entry) if one_value else None)  # else no card in hand: nothing
    driver.click(card.center)
    assert hover(arrow.center) == ("entry", entry)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)  # the card dragged: the arrow it would drop on
    driver.post(pygame.MOUSEMOTION, pos=arrow.center, rel=(1, 1), buttons=(1, 0, 0))
    assert play.board.dragged is not None and play.board._hovered(play.state) == ("entry", entry)


def test_an_arrows_lit_place_holds_the_whole_arrow_pointed_at_or_not(data_dir):
    """A lesson lights the places of a step against a dimmed table: an arrow's place
    must hold all of its triangle, larger where the keys are on it, or its corners
    stand in the dark."""
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    state = slide.new_game(2, seed=3, first=0)
    for move in ("flip a1", "flip c3"):  # the hole in a corner: no arrow over the grid, where the name would move
        state = state.play(state.parse_move(move))
    view = SlideTableView(app.theme)
    area = pygame.Rect(0, 0, 700, 600)
    view.layout(area, state, focus=0)
    entries = tuple({(move.axis, move.line, move.far) for move in state.legal_moves()})
    plain, marked = pygame.Surface(area.size), pygame.Surface(area.size)
    view.draw(plain, state.view(0), TableMarks(viewer=0, to_act=0, focus=0, chosen=state.middle[0]))
    view.draw(marked, state.view(0), TableMarks(viewer=0, to_act=0, focus=0, chosen=state.middle[0], entries=entries,
                                                cursor=("entry", entries[0])))  # fmt: skip
    changed = pygame.mask.from_threshold(marked, (0, 0, 0), (1, 1, 1, 255))
    changed.clear()
    for x in range(area.width):
        for y in range(area.height):
            if plain.get_at((x, y)) != marked.get_at((x, y)):
                changed.set_at((x, y))
    lit = pygame.mask.Mask(area.size)
    for entry in entries:
        lit.draw(pygame.mask.Mask(view.arrow_bounds(0, *entry).size, fill=True), view.arrow_bounds(0, *entry).topleft)
    assert changed.count() > 0 and changed.overlap_area(lit, (0, 0)) == changed.count()
    app.quit()


def test_a_tournaments_game_says_which_game_it_is_and_who_leads_the_tournament(data_dir):
    """From the second game on, the table showed that game's scores alone: who led the
    tournament (what the game's points count towards) was seen only between games."""
    app = App((800, 600), data=data_dir, scenes=SCENES)
    people = [Seat.person(name) for name in ("Ann", "Bo", "Cy")]
    session = Session.new("slide", {"players": 3, "seed": 21}, people, tournament=True)
    rng = Random(3)

    def drawn_on_the_table() -> list[str]:
        app.reset(app.make("play", session))
        app.scene.board.handover = None
        return [text for text, _ in texts_drawn(app.theme, functools.partial(app.scene.draw, app.screen))]

    first = drawn_on_the_table()
    assert any(re.search(r"tournament( to 100)?, game 1$", text) for text in first), first
    assert not any(text.startswith("Tournament:") for text in first)  # no game over yet: nobody leads it
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    session = session.next_game()
    for _ in range(5):
        session.play(rng.choice(session.state.legal_moves()))
    second = drawn_on_the_table()
    assert any(re.search(r"tournament( to 100)?, game 2$", text) for text in second), second
    said = re.search(r"Tournament: (.+?) leads? with (\d+)", " ".join(second))
    assert said is not None, second
    totals = session.standing().totals
    leader = totals.index(min(totals))
    assert said[1] in {names_in_form(people, form)[leader] for form in range(FORMS)}
    assert int(said[2]) == min(totals) and totals.count(min(totals)) == 1
    app.quit()


def test_the_menus_resume_names_the_tournament_game_it_goes_back_to(driver):
    """ "Resume: Slide, 3 players, round 2 of 16" left out that it was a tournament's
    second game."""
    people = [Seat.person(name) for name in ("Ann", "Bo", "Cy")]
    session = Session.new("slide", {"players": 3, "seed": 21}, people, tournament=True)
    rng = Random(3)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    driver.app.reset(MenuScene(driver.app))
    play = PlayScene(driver.app, session.next_game())
    driver.app.push(play)
    for _ in range(4):  # the picks and a push: round 1 of the second game under way
        play.board.handover = None
        play.attempt(rng.choice(play.state.legal_moves()))
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene)
    assert driver.resume_label() == "Resume: Slide, 3 players, tournament game 2, round 1 of 16"
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: driver.app.scene.draw(driver.app.screen))]
    shown = next(text for text in drawn if text.startswith("Resume"))
    assert shown.endswith("game 2"), shown  # as far as the button holds: which game, before the round


def test_a_finished_tournament_is_summed_up_by_its_games_not_its_last_game(monkeypatch):
    """Saved games listed a finished tournament as "tournament; game 2, Cy won", which
    reads as Cy winning game 2."""
    monkeypatch.setattr("game.client.session.random", Random(8))  # the next games' deals: the same every run
    people = [Seat.person(name) for name in ("Ann", "Bo", "Cy")]
    session = Session.new("slide", {"players": 3, "seed": 21}, people, tournament=True)
    rng = Random(3)
    while not session.is_finished:
        if session.is_over:
            session = session.next_game()
        session.play(rng.choice(session.state.legal_moves()))
    games = session.game_number
    winner = session.standing().outcome().winners[0]
    assert games and games > 1
    assert (
        session.summary() == f"Slide, 3 players, tournament; {games} games, {people[winner].name} won; Ann vs Bo vs Cy"
    )


def test_the_setup_says_what_a_tournament_is_once_one_is_chosen(driver):
    """ "Tournament to 100" was chosen on the setup with nothing to say what one is."""
    driver.app.push(driver.app.make("setup", "slide"))
    setup = driver.app.scene

    def notes() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: setup.draw(driver.app.screen)))

    rule = "A tournament: games until someone's total reaches 100; the lowest total wins."
    assert "A tournament:" not in notes()
    driver.key(pygame.K_DOWN)  # from the players to the Play row
    driver.key(pygame.K_RIGHT)
    assert setup.tournament
    assert rule in notes()
