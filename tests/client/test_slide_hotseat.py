"""Slide as friends play it at one screen: each secret pick is made behind a
hand-over, only its own person may take it back, and the keys say plainly which
end of the hole's line a card enters."""

import re

import pygame

from game.client.scenes.play import PlayScene
from game.client.session import Session
from game.records import Seat, numbered
from game.rules import slide

from .conftest import resumed, texts_drawn
from .inputs import PAD_A, PAD_START, pad, pad_press
from .test_slide_table import at_the_push, cell_centre

ALICE, BOB = Seat.person("Alice"), Seat.person("Bob")


def two_persons(driver, seed: int = 21, players=(ALICE, BOB)) -> PlayScene:
    play = PlayScene(driver.app, Session.new("slide", {"players": len(players), "seed": seed}, list(players)))
    driver.app.push(play)
    driver.frames(2)
    return play


def test_the_first_arrow_key_at_the_push_chooses_the_end_it_names(driver):
    play = at_the_push(driver, 14, ("flip b1", "flip c3"))  # seat 0's hole is b1: its row's both ends lead in
    state, view = play.state, play.board.view
    seat = state.to_move
    value, card = view.middle_cards(state.view(seat).known)[-1]
    driver.click(card.center)  # the card taken with the mouse
    driver.key(pygame.K_RIGHT)  # one press: the right end of the hole's row
    assert play.board.cursor == ("entry", (slide.ROW, 0, True))
    driver.key(pygame.K_RETURN)
    assert play.session.moves[-1] == slide.Take(value, slide.ROW, 0, True)


def test_the_push_prompt_says_which_end_each_key_chooses(driver):
    play = at_the_push(driver, 14, ("flip a1", "flip c3"))
    state, view = play.state, play.board.view
    driver.click(view.middle_cards(state.view(state.to_move).known)[-1][1].center)
    driver.key(pygame.K_DOWN)
    prompt = play.board.prompt()
    assert "Left, Right" in prompt and "top or bottom" in prompt and "Enter" in prompt


def test_a_pick_can_be_taken_back_at_the_hand_over_but_not_by_the_next_person(driver):
    play = two_persons(driver)
    assert play.board.handing_over()  # Bob looks away while Alice picks
    driver.click((5, 5))
    driver.click(cell_centre(play, 0, 5))  # Alice picks
    assert play.board.handover == 1 and play.undo_button.enabled  # Alice has not passed yet
    assert play.board._take_back() == "Alice: Undo (Ctrl+Z) takes back your pick"
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # Alice takes it back
    assert play.session.moves == [] and not play.board.handing_over() and play.state.to_move == 0
    driver.click(cell_centre(play, 0, 6))  # Alice picks again
    driver.click((5, 5))  # Bob has come
    driver.frames()
    assert not play.undo_button.enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # Bob may not take back Alice's secret pick
    assert play.session.moves == [slide.Flip(6)] and play.state.to_move == 1
    assert "Only Alice may take back" in driver.app.toast[0]


def test_at_the_hand_over_a_gamepad_is_told_its_buttons(driver):
    play = two_persons(driver)
    driver.post(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)  # A: Alice has come
    assert not play.board.handing_over()
    driver.click(cell_centre(play, 0, 5))  # Alice picks (the mouse names no keys: the pad's stay)
    drawn = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen)))
    assert "Pass to Bob, then press a button" in drawn and "Alice: Undo (X) takes back your pick" in drawn
    driver.post(pygame.JOYBUTTONDOWN, button=2, instance_id=0, joy=0)  # X: Alice takes it back
    assert play.session.moves == [] and not play.board.handing_over()


def test_the_first_pick_of_every_round_and_of_a_resumed_game_comes_after_a_hand_over(driver, data_dir):
    play = two_persons(driver, seed=23)
    for move in ("flip a1", "flip a1"):  # both picks of round 1, each behind its hand-over
        assert play.board.handing_over()
        driver.click((5, 5))
        play.attempt(play.state.parse_move(move))
    for _ in range(2):  # the public pushes, everyone watching
        assert not play.board.handing_over()
        play.attempt(play.state.legal_moves()[0])
    assert play.state.round == 1 and play.state.phase == slide.PICK
    assert play.board.handing_over() and play.board.handover == play.state.to_move
    driver.app.quit()
    again = resumed(data_dir)
    try:
        assert isinstance(again.app.scene, PlayScene) and again.app.scene.board.handing_over()
    finally:
        again.app.quit()


def test_the_hint_waits_for_the_person_it_is_for_and_h_at_the_hand_over_only_lifts_the_curtain(driver):
    play = two_persons(driver)
    driver.frames()
    assert play.board.handing_over() and not play.hint_button.enabled
    driver.key(pygame.K_h)
    assert play.match.asked is None and not play.board.handing_over() and driver.app.toast is None


def test_undo_is_not_offered_after_a_reveal_and_says_the_reveal_is_why(driver):
    play = two_persons(driver, players=(ALICE, numbered("easy", 0)))
    assert not play.board.handing_over()  # one person at the table: nobody to hide the pick from
    driver.click(cell_centre(play, 0, 0))  # Alice picks; the computer's pick reveals both
    driver.until(lambda: play.state.phase == slide.PUSH)
    driver.frames()
    assert not play.undo_button.enabled
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert "reveal" in driver.app.toast[0]


def test_six_seats_are_told_apart_at_800x600_and_their_moves_are_not_cut(data_dir):
    import random

    from game.client.app import App
    from game.client.scenes import SCENES
    from game.records import computers

    from .conftest import texts_drawn

    app = App((800, 600), data=data_dir, scenes=SCENES)
    session = Session.new("slide", {"players": 6, "seed": 3}, computers(["easy", "normal", "hard"] * 2))
    rng = random.Random(2)
    for _ in range(40):
        session.play(rng.choice(session.state.legal_moves()))
    play = PlayScene(app, session, resumed=True)
    app.push(play)
    app.frame(1 / 60)
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen))]
    labels = [text for text in drawn if re.fullmatch(r"(C|Computer )\d( \(?\w+\)?)? · \d+", text)]  # in front: fuller
    assert len(labels) == 6 and len({re.search(r"\d", label).group() for label in labels}) == 6
    assert not any("…" in text for text in labels)
    moves = [text for text in drawn if ": " in text and text.split(":")[0].startswith("C")]
    assert moves and not any("…" in text for text in moves)
    app.quit()


def setup_for_slide(driver, players: int = 3):
    from game.client.scenes.setup import SetupScene

    setup = SetupScene(driver.app, "slide", {"players": players})
    driver.app.push(setup)
    driver.frames(2)
    for seat in range(1, players):  # every seat a person's, as friends at one screen set it: < on a computer's row
        while setup.kinds[seat]:
            setup.change(setup.first_seat + seat, -1)
    return setup


def test_a_click_on_a_persons_name_chooses_the_row_without_changing_the_seat(driver):
    setup = setup_for_slide(driver)
    row = setup.first_seat + 1
    rect = setup.row_rects[row]
    driver.click((rect.x + 12, rect.centery))  # the row's left part, on its label
    assert setup.row == row and setup.kinds[1] == 0 and setup.typing
    driver.post(pygame.TEXTINPUT, text="Bo")
    assert setup.names[1] == "Bo"
    back, _ = setup._arrows(rect)
    driver.click((back, rect.centery))  # the < itself steps the choice
    assert setup.kinds[1] != 0


def test_a_remembered_name_shows_when_its_row_is_chosen_and_the_first_letter_replaces_it(driver):
    setup = setup_for_slide(driver)
    setup.names[0] = "Alice"  # kept from an earlier game
    setup.row = setup.first_seat
    driver.key(pygame.K_RIGHT)  # to a computer: the name waits
    driver.key(pygame.K_LEFT)  # and back to a person
    assert "Alice" in setup.value(setup.first_seat)
    for text in ("A", "n", "n"):
        driver.post(pygame.TEXTINPUT, text=text)
    assert setup.names[0] == "Ann"  # not "AliceAnn"


def test_a_seat_left_out_by_fewer_players_comes_back_as_it_was_with_more(driver):
    """Players 4, one step down and up again, and the fourth seat's typed name was gone."""
    setup = setup_for_slide(driver, players=4)
    setup.row = setup.first_seat + 3
    driver.post(pygame.TEXTINPUT, text="Zed")
    setup.change(setup.first_seat + 2, 1)  # the third seat a computer
    third = setup.kinds[2]
    setup.row = 0  # the Players row
    driver.key(pygame.K_LEFT)
    assert len(setup.kinds) == 3 and setup.kinds[2] == third
    driver.key(pygame.K_RIGHT)
    assert len(setup.kinds) == 4 and setup.kinds[3] == 0 and setup.names[3] == "Zed"
    assert "Zed" in setup.value(setup.first_seat + 3)


def test_the_level_notes_of_six_computers_stay_on_screen_and_whole(data_dir):
    from game.client.app import App
    from game.client.scenes import SCENES
    from game.client.scenes.setup import SetupScene

    from .conftest import texts_drawn

    for size, large in (((800, 600), False), ((1280, 720), True), ((1920, 1080), True)):
        app = App(size, data=data_dir, scenes=SCENES)
        app.settings.large_text = large
        app.apply_settings()
        setup = SetupScene(app, "slide", {"players": 6})
        setup.kinds = [3, 2, 3, 1, 4, 2]
        app.push(setup)
        app.frame(1 / 60)
        screen = app.screen.get_rect()
        for rect in setup.row_rects:
            assert screen.contains(rect)
        drawn = texts_drawn(app.theme, lambda setup=setup, app=app: setup.draw(app.screen))
        for text, rect in drawn:
            assert screen.contains(rect), f"{text!r} runs off the screen at {size}"
        said = " ".join(text for text, _ in drawn)
        for level, seconds in (("easy", 0.3), ("normal", 1.5), ("hard", 4.5), ("max", 45.0)):  # said whole, if briefly
            assert f": {level}, about {seconds:.1f} s a move" in said, (size, said)
        assert not any(text.endswith("…") for text, _ in drawn), (size, said)
        app.quit()


def test_a_tournaments_results_rank_the_tournament_first_and_label_the_game(driver):
    import random

    from game.client.scenes.results import ResultsScene
    from game.records import computers

    from .conftest import texts_drawn

    session = Session.new("slide", {"players": 3, "seed": 3}, computers(["easy", "hard", "normal"]), tournament=True)
    rng = random.Random(5)
    random.seed(5)  # each next game's deal is drawn from the shared generator: the same tournament every run
    while True:
        while not session.state.is_over():
            session.play(rng.choice(session.state.legal_moves()))
        if session.is_finished:
            break
        session = session.next_game()
    play = PlayScene(driver.app, session, resumed=True)
    driver.app.push(play)
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    results = driver.app.scene
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: results.draw(driver.app.screen))]
    winner = session.standing().outcome().winners[0]
    firsts = [index for index, text in enumerate(drawn) if text.startswith("1. ")]
    game_label = drawn.index(f"Game {len(session.standing().scores)}")
    assert firsts[0] < game_label < firsts[1]  # the tournament's order first, then the game's, labelled
    assert drawn[firsts[0]] == f"1. {session.players[winner].name}"


def test_the_watch_speed_holds_from_one_tournament_game_to_the_next(driver):
    import random

    from game.client.scenes.results import ResultsScene
    from game.records import computers

    session = Session.new("slide", {"players": 2, "seed": 4}, computers(["random", "random"]), tournament=True)
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_PLUS)
    chosen = play.watch_speed
    rng = random.Random(4)
    while not play.session.is_over:
        play.attempt(rng.choice(play.state.legal_moves()))
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    driver.press_button("Next game")
    assert isinstance(driver.app.scene, PlayScene) and driver.app.scene.watch_speed == chosen != 1


def test_after_looking_at_the_board_enter_or_a_click_on_it_brings_back_the_results_and_the_next_game(driver):
    """ "Look at the board" left a tournament with no way on to its next game (N starts
    a new tournament): the panel says the way back, and Enter or a click takes it."""
    import random

    from game.client.scenes.play import BACK_TO_RESULTS
    from game.client.scenes.results import ResultsScene
    from game.records import computers

    from .conftest import texts_drawn

    session = Session.new("slide", {"players": 2, "seed": 4}, computers(["random", "random"]), tournament=True)
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    rng = random.Random(4)
    while not play.session.is_over:
        play.attempt(rng.choice(play.state.legal_moves()))
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    driver.press_button("Look at the board")
    assert driver.app.scene is play
    drawn = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen)))
    assert BACK_TO_RESULTS.format(choose="Enter") in drawn
    driver.post(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=0, joy=0)  # a gamepad: its button named
    drawn = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen)))
    assert BACK_TO_RESULTS.format(choose="A") in drawn
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.app.scene, ResultsScene)
    driver.press_button("Look at the board")
    driver.click(play.board_area.center)
    assert isinstance(driver.app.scene, ResultsScene)
    driver.press_button("Next game")
    following = driver.app.scene
    assert isinstance(following, PlayScene) and following.session.earlier and not following.session.moves


def test_a_person_who_must_leave_a_table_of_three_hands_the_seat_to_the_computer_and_the_game_goes_on(driver):
    people = [ALICE, BOB, Seat.person("Cy")]
    play = two_persons(driver, players=people)
    driver.click((5, 5))  # Alice at the screen
    assert play.resignation.button.enabled and play.resignation.button.label == "Leave seat"
    driver.press_button("Leave seat")
    assert "Alice's seat" in driver.app.toast[0] and not play.session.players[0].is_computer  # asked first
    driver.press_button("Leave? Press again")
    assert play.session.players[0].is_computer and not play.session.is_over
    driver.until(lambda: play.state.to_move == 1)  # the computer picked for Alice's seat
    assert play.session.players[0].name.startswith("Alice")


def test_a_long_name_handed_to_the_computer_is_cut_with_an_ellipsis_that_shows_it_was(driver):
    people = [Seat.person("Alexandria Wonderland-Smithson"), BOB, Seat.person("Cy")]
    play = two_persons(driver, players=people)
    driver.click((5, 5))  # Alexandria at the screen
    driver.press_button("Leave seat")
    driver.press_button("Leave? Press again")
    assert play.session.players[0].name == "Alexandria Wonderland-Smiths… (computer)"


def test_a_question_to_leave_a_seat_that_lapses_goes_from_the_screen_with_it(driver):
    play = two_persons(driver, players=[ALICE, BOB, Seat.person("Cy")])
    driver.click((5, 5))  # Alice at the screen
    driver.press_button("Leave seat")
    asked = driver.app.toast[0]
    assert "Alice's seat" in asked
    driver.frames(245)  # just past the four seconds a second press has, the question still on the screen
    assert play.resignation.button.label == "Leave seat"
    assert driver.app.toast is None or driver.app.toast[0] != asked


def test_the_click_that_dismisses_the_hand_over_picks_nothing_under_the_curtain(driver):
    play = two_persons(driver)
    assert play.board.handing_over()
    play.board.view.arrange(play.board.focus())
    under = cell_centre(play, 0, 5)  # a face-down card of the person to pick, hidden by the curtain
    driver.click(under)
    assert not play.board.handing_over() and play.session.moves == []  # only the curtain went
    driver.click(under)
    assert play.session.moves == [slide.Flip(5)]


def test_the_hand_over_lifts_for_tab_or_the_pads_start_as_for_any_key_and_then_they_reach_the_buttons(driver):
    play = two_persons(driver)
    assert play.board.handing_over()
    driver.key(pygame.K_TAB)
    assert not play.board.handing_over() and not play.buttons.engaged
    pad(driver, PAD_START)  # at the table
    assert play.buttons.engaged and play.session.moves == []


def test_the_hand_over_lifts_for_keys_that_mean_nothing_at_the_table_and_they_do_nothing_else(driver):
    for key in (pygame.K_HOME, pygame.K_PAGEDOWN, pygame.K_F2):
        play = two_persons(driver)
        assert play.board.handing_over()
        driver.key(key)
        assert not play.board.handing_over() and play.session.moves == [] and driver.app.toast is None
        driver.app.pop()


def test_f1_at_the_hand_over_opens_the_rules_and_back_returns_to_the_curtain(driver):
    play = two_persons(driver)
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "slide"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play and play.board.handing_over()


def test_a_gamepad_leaves_a_table_of_three_with_start_the_d_pad_and_a_second_a(driver):
    play = two_persons(driver, players=[ALICE, BOB, Seat.person("Cy")])
    pad(driver, PAD_A)  # Alice at the screen
    pad_press(driver, "Leave seat")
    assert "Alice's seat" in driver.app.toast[0] and play.buttons.engaged  # asked, the keys still on it
    pad(driver, PAD_A)
    assert play.session.players[0].is_computer and not play.session.is_over


def test_text_typed_on_a_row_that_takes_none_says_how_the_row_changes(driver):
    """Letters on a computer's row, a number on the Players row, went nowhere without a word."""
    setup = setup_for_slide(driver)
    setup.row = setup.first_seat + 1
    driver.key(pygame.K_RIGHT)  # the second seat to a computer
    assert not setup.typing
    kinds, names = list(setup.kinds), list(setup.names)
    driver.post(pygame.KEYDOWN, key=pygame.K_x, mod=0)  # an event that writes nothing says nothing
    assert driver.app.toast is None
    for key, letter in ((pygame.K_LSHIFT, ""), (pygame.K_b, "B"), (pygame.K_o, "o")):
        driver.post(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0)
    assert driver.app.toast is not None and "make it a person" in driver.app.toast[0]
    assert setup.kinds == kinds and setup.names == names and setup.typing is False
    setup.row = 0  # the Players row: a number typed there says how it changes
    driver.post(pygame.KEYDOWN, key=pygame.K_5, mod=0, unicode="5", scancode=0)
    assert driver.app.toast[0] == "Players: Left/Right change it" and len(setup.kinds) == len(kinds)
    driver.post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    assert driver.app.scene is not setup  # Space still starts the game


def test_a_rematch_says_so_when_it_seats_again_a_person_who_left(driver):
    """A person who left their seat to the computer sits at it again in a rematch: the
    others are told, and how to hand it over again should that person be gone."""
    from random import Random

    from game.client.scenes.results import ResultsScene

    session = Session.new("slide", {"players": 3, "seed": 1}, [Seat.left("Ann", "easy"), Seat.person("Bo"),
                                                                numbered("easy", 3)])  # fmt: skip
    rng = Random(1)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    driver.app.push(PlayScene(driver.app, session))
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene), seconds=30)
    driver.press_button("Rematch")
    assert isinstance(driver.app.scene, PlayScene) and not driver.app.scene.session.players[1].is_computer
    assert driver.app.toast is not None and driver.app.toast[0].startswith("Ann plays again: Leave seat")
