"""Playing Slyde through the window, with posted mouse and keyboard events."""

import json
import os

import pygame
import pytest

from game import records
from game.client.advice import LOOKING
from game.client.app import App
from game.client.places import autosave_path, choices_path, saves_dir
from game.client.scene import BUTTON_KEYS
from game.client.scenes import SCENES
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.records import Seat
from game.rules.slyde import Cell, SlydeMove

from .conftest import Driver, no_room, resumed, texts_drawn
from .inputs import PAD_A, PAD_B, PAD_START, PAD_X, pad, pad_hat, pad_press

PEOPLE = [Seat.person("Player 1"), Seat.person("Player 2")]


def start_game(driver: Driver, size: int, rules: str = "mindsports") -> PlayScene:
    scene = PlayScene(driver.app, Session.new("slyde", {"size": size, "rules": rules}, PEOPLE))
    driver.app.push(scene)
    driver.frames(2)
    return scene


def test_the_window_title_says_whose_turn_it_is_for_a_person_who_looked_away(driver):
    assert pygame.display.get_caption()[0] == "Slyde Arcade"  # the menu: the name alone
    play = start_game(driver, 4)
    assert pygame.display.get_caption()[0] == "Player 1 to move - Slyde Arcade"
    play.attempt(play.state.legal_moves()[0])
    driver.frames(2)
    assert pygame.display.get_caption()[0] == "Player 2 to move - Slyde Arcade"
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)  # the results over the game: the game's title still
    assert pygame.display.get_caption()[0] == "Game over - Slyde Arcade"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene) and pygame.display.get_caption()[0] == "Slyde Arcade"


def test_menu_to_a_game_with_the_mouse_only(driver):
    driver.press_button("Play Slyde, tile edition")
    setup = driver.app.scene
    assert type(setup).__name__ == "SetupScene"
    size_row = setup.row_rects[1]
    driver.click((size_row.x + 10, size_row.centery))  # the left half lowers the size
    assert setup.options["size"] == 7
    driver.press_button("Start")
    play = driver.app.scene
    assert isinstance(play, PlayScene)
    assert play.state.options == {"size": 7, "rules": "tile"}


def test_a_whole_game_played_with_mouse_clicks(driver):
    play = start_game(driver, 4)
    moves = 0
    while not play.session.is_over:
        move = play.state.legal_moves()[-1]
        before = len(play.session.moves)
        if move.is_toggle:
            driver.key(pygame.K_t)
        else:
            driver.click(play.board.view.cell_center(move.src))
            assert play.board.selected == move.src
        driver.click(play.board.view.cell_center(move.dst))
        assert len(play.session.moves) == before + 1
        assert play.session.moves[-1] == move
        moves += 1
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)
    assert moves == len(play.session.moves) >= 4
    assert not autosave_path(driver.app.data).exists()  # finished: moved to the saved games
    assert len(list((driver.app.data / "saves").glob("*-finished.json"))) == 1


def test_a_whole_game_played_with_the_keyboard(driver):
    play = start_game(driver, 4, "tile")
    driver.key(pygame.K_RETURN)  # the first Enter shows the cursor
    assert play.board.cursor is not None

    def go_to(cell):
        while play.board.cursor != cell:
            if play.board.cursor.file < cell.file:
                driver.key(pygame.K_RIGHT)
            elif play.board.cursor.file > cell.file:
                driver.key(pygame.K_LEFT)
            elif play.board.cursor.rank < cell.rank:
                driver.key(pygame.K_UP)
            else:
                driver.key(pygame.K_DOWN)

    while not play.session.is_over:
        move = play.state.legal_moves()[0]
        go_to(move.src)
        driver.key(pygame.K_SPACE)
        assert play.board.selected == move.src
        go_to(move.dst)
        driver.key(pygame.K_RETURN)
        assert play.session.moves[-1] == move
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)


def test_words_said_while_the_computer_was_to_move_go_once_it_has_moved(driver):
    """ "Computer (easy) is to move", said to a click on the board in the computer's
    turn, stayed on screen into the person's own turn, under "Your move"."""
    seats = [Seat.person("Player 1"), Seat.computer("easy")]
    play = PlayScene(driver.app, Session.new("slyde", {"size": 6, "rules": "mindsports"}, seats))
    driver.app.push(play)
    driver.worker_ready()
    driver.frames(2)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    driver.click(play.board.view.cell_center(Cell.parse("c3")))  # the computer's turn
    said = driver.app.toast[0]
    assert said in ("Computer (easy) is to move", "Move now")
    driver.until(play.match.persons_turn, 20)
    assert driver.app.toast is None or driver.app.toast[0] != said


def test_dragging_a_piece_onto_a_target_plays_the_swap(driver):
    play = start_game(driver, 6)
    src, dst = Cell.parse("b1"), Cell.parse("b2")
    driver.drag(play.board.view.cell_center(src), play.board.view.cell_center(dst))
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    assert play.state.piece(dst) == (0, True)


@pytest.mark.parametrize(
    ("rules", "first", "chosen", "second"),
    [
        ("mindsports", "one of your mobile pawns, then an opponent's", "an opponent's pawn", "one of your mobile"),
        ("tile", "a tile, then an empty space next to it", "a tile", "a tile, then an empty space"),
    ],
)
def test_the_panel_says_in_the_editions_words_what_the_person_on_turn_does_next(driver, rules, first, chosen, second):
    play = start_game(driver, 6, rules)

    def panel_words() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw_panel(driver.app.screen)))

    assert f"Choose {first}" in panel_words()
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    assert f"Now {chosen} next to b1" in panel_words()
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    driver.until(lambda: not play.animation)
    assert f"Choose {second}" in panel_words()


def test_in_the_tile_edition_either_player_chooses_the_tile_or_the_space_first_and_can_drag_the_tile(driver):
    """Both players slide a tile into a space: the spaces' move b1-b2 (the tile on b2 into
    the space b1) is made tile first too, and the tiles' move by choosing the space first."""
    play = start_game(driver, 6, "tile")
    at = play.board.view.cell_center
    driver.click(at(Cell.parse("b2")))  # a tile, the spaces to move
    assert play.board.selected == Cell.parse("b2") and driver.app.toast is None
    assert set(play.board._targets()) == {Cell.parse(c) for c in ("b1", "a2", "c2", "b3")}
    driver.click(at(Cell.parse("b1")))
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    driver.settle()
    driver.click(at(Cell.parse("c2")))  # a space, the tiles to move: the tile on c3 slides into it
    driver.click(at(Cell.parse("c3")))
    driver.settle()
    driver.drag(at(Cell.parse("d2")), at(Cell.parse("e2")))  # the spaces drag the tile on d2 into the space e2
    assert [str(m) for m in play.session.moves] == ["b1-b2", "c3-c2", "e2-d2"]
    driver.settle()
    driver.click(at(Cell.parse("b2")))  # the space the first tile left, under a disc: said in the edition's words
    assert driver.app.toast[0] == "b2 has a disc: it never moves again" and play.board.selected is None


def test_in_the_mindsports_edition_a_player_chooses_their_own_pawn_first(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b2")))  # Black's, White to move
    assert play.board.selected is None and driver.app.toast[0] == "b2 is not yours: White to move"


@pytest.mark.parametrize("rules", ["mindsports", "tile"])
def test_the_hint_leaves_the_board_while_another_piece_is_chosen_and_comes_back_when_it_is_let_go(driver, rules):
    """With another piece chosen, a click on the hint's cells would move that piece, not the hint's."""
    play = start_game(driver, 6, rules)
    at = play.board.view.cell_center
    hint = SlydeMove.parse("c4-c3")  # White's c4 (a space), into Black's c3 (a tile)
    play.advice.hint, play.advice.hint_for = hint, play.state
    marks = []
    draw = play.board.view.draw
    play.board.view.draw = lambda surface, state, mark=None, animation=None: (
        marks.append(mark),
        draw(surface, state, mark, animation),
    )

    def shown():
        driver.post(pygame.MOUSEMOTION, pos=(4, 4), rel=(1, 1), buttons=(0, 0, 0))
        driver.frames()
        return marks[-1].hint

    assert shown() == hint
    driver.click(at(Cell.parse("b3")))  # White's too, beside c3: a click there would play b3-c3
    assert play.board.selected == Cell.parse("b3") and shown() is None
    driver.click(at(Cell.parse("b3")))  # let go
    assert play.board.selected is None and shown() == hint
    chosen = "c3" if rules == "tile" else "c4"  # the hint's tile, or the hint's own pawn
    driver.click(at(Cell.parse(chosen)))
    assert play.board.selected == Cell.parse(chosen) and shown() == hint


def test_the_right_button_lets_go_of_a_selected_piece_and_never_leaves_the_game(driver):
    play = start_game(driver, 6)
    centre = play.board.view.cell_center(Cell.parse("b1"))
    driver.click(centre)
    assert play.board.selected == Cell.parse("b1")
    driver.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)
    driver.post(pygame.MOUSEBUTTONUP, pos=centre, button=3)
    assert play.board.selected is None and driver.app.scene is play
    driver.post(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)  # nothing held: nothing happens
    driver.post(pygame.MOUSEBUTTONUP, pos=centre, button=3)
    assert driver.app.scene is play and play.session.moves == [] and play.board.selected is None


def test_an_illegal_click_says_why_and_changes_nothing(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("a1")))  # a black piece, White to move
    assert play.board.selected is None
    assert driver.app.toast[0] == "a1 is not yours: White to move"
    assert play.session.moves == []


@pytest.mark.parametrize(
    ("rules", "fixed", "boxed_in"),
    [
        ("mindsports", "d2 is fixed: it never moves again", "b4 has no opponent's mobile pawn next to it"),
        ("tile", "d2 has a disc: it never moves again", "b4 has no tile without a disc next to it"),
    ],
)
def test_a_refused_piece_is_said_in_the_editions_words(driver, rules, fixed, boxed_in):
    play = start_game(driver, 6, rules)
    at = play.board.view.cell_center
    for cell in ("e2", "d2", "b4", "b3"):  # White (the spaces) e2-d2, then b4-b3
        driver.click(at(Cell.parse(cell)))
    driver.settle()
    driver.click(at(Cell.parse("d2")))  # White's, fixed by its own swap
    assert driver.app.toast[0] == fixed and play.board.selected is None
    driver.click(at(Cell.parse("b4")))  # White's and mobile, but with nothing to swap with
    assert driver.app.toast[0] == boxed_in and play.board.selected is None
    assert len(play.session.moves) == 2


def test_a_message_about_the_game_does_not_follow_the_player_to_the_menu(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("a1")))  # a black piece, White to move
    assert driver.app.toast[0] == "a1 is not yours: White to move"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene) and driver.app.toast is None
    start_game(driver, 6)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert driver.app.toast[0] == "Nothing to save yet: no move has been played"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.toast is None


def test_saving_a_game_with_no_move_yet_says_so_and_writes_nothing(driver):
    play = start_game(driver, 6)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert driver.app.toast[0] == "Nothing to save yet: no move has been played"
    assert not list(saves_dir(driver.app.data).glob("*.json"))
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert driver.app.toast[0].startswith("Saved as")
    assert [records.load(path).moves for path in saves_dir(driver.app.data).glob("*.json")] == [["b1-b2"]]


def test_a_click_far_from_the_selected_piece_lets_it_go_quietly_and_a_refused_swap_says_why(driver):
    play = start_game(driver, 6)
    at = play.board.view.cell_center
    driver.click(at(Cell.parse("b1")))
    assert play.board.selected == Cell.parse("b1")
    driver.click(at(Cell.parse("d4")))  # a black piece far away: no swap meant
    assert play.board.selected is None and driver.app.toast is None
    for cell in ("b1", "b2", "c1", "d1"):  # White b1-b2, Black c1-d1
        driver.click(at(Cell.parse(cell)))
    driver.settle()
    driver.click(at(Cell.parse("a2")))
    driver.click(at(Cell.parse("b2")))  # next to a2, but White's own, fixed piece
    assert driver.app.toast[0] == "Not allowed: a2-b2: b2 is White's pawn too"
    assert len(play.session.moves) == 2


def test_undo_and_redo_with_the_keys(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.click(play.board.view.cell_center(Cell.parse("c3")))
    driver.click(play.board.view.cell_center(Cell.parse("b3")))
    assert [str(m) for m in play.session.moves] == ["b1-b2", "c3-b3"]
    driver.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    driver.key(pygame.K_BACKSPACE)
    assert play.session.moves == [] and play.state.ply == 0
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)
    assert [str(m) for m in play.session.moves] == ["b1-b2", "c3-b3"]
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)
    assert driver.app.toast[0] == "Nothing to redo"


@pytest.mark.parametrize("asked", ["Undo", "Redo", "Review", "Save"])
def test_a_word_that_there_is_nothing_to_do_goes_once_a_move_makes_it_untrue(driver, asked):
    play = start_game(driver, 6)
    driver.press_button(asked)
    assert driver.app.toast is not None and driver.app.toast[0].startswith("Nothing to")
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    assert [str(m) for m in play.session.moves] == ["b1-b2"] and driver.app.toast is None


def test_a_greyed_button_clicked_says_why_and_changes_nothing(driver):
    play = start_game(driver, 12)
    greyed = {
        "Undo": "Nothing to undo",
        "Redo": "Nothing to redo",
        "Review": "Nothing to review yet: no move has been played",
        "Toggle": "No toggle now: not on the first move",
    }
    for label, said in greyed.items():
        button = next(b for b in play.buttons.buttons if b.label == label)
        assert not button.enabled, label
        driver.press_button(label)
        assert driver.app.toast[0] == said and play.session.moves == [] and not play.board.toggle_mode
    play.match.resign()
    driver.frames(2)
    for label, said in {"Hint": "The game is over: Review shows", "Resign": "The game is over"}.items():
        driver.press_button(label)
        assert driver.app.toast[0].startswith(said)
    assert play.session.resigned == 0


def test_the_anti_mirror_toggle_through_the_interface(driver):
    play = start_game(driver, 12)
    driver.key(pygame.K_t)
    assert not play.board.toggle_mode and "first move" in driver.app.toast[0]
    for text in ("f3-f4", "f10-f9", "k6-j6", "k7-j7"):
        src, dst = text.split("-")
        driver.click(play.board.view.cell_center(Cell.parse(src)))
        driver.click(play.board.view.cell_center(Cell.parse(dst)))
    assert play.state.can_toggle()
    driver.key(pygame.K_t)
    assert play.board.toggle_mode
    driver.click(play.board.view.cell_center(Cell.parse("f9")))
    assert str(play.session.moves[-1]) == "*f9"
    assert play.state.piece(Cell.parse("f9")) == (1, False)
    driver.key(pygame.K_t)  # no toggle right after a toggle
    assert not play.board.toggle_mode


def test_quitting_mid_game_and_starting_again_offers_to_resume(driver, data_dir):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.post(pygame.QUIT)
    assert not driver.app.running
    assert records.load(autosave_path(driver.app.data)).moves == ["b1-b2"]
    again = resumed(data_dir).app
    assert isinstance(again.scene, PlayScene)
    assert [str(m) for m in again.scene.session.moves] == ["b1-b2"]
    assert again.scene.state.to_move == 1
    again.quit()


def test_save_then_open_from_the_saved_games(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_s, pygame.KMOD_LCTRL)
    assert driver.app.toast[0].startswith("Saved as")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene)
    driver.press_button("Saved games")
    saves = driver.app.scene
    assert len(saves.files) == 1
    driver.click(saves.buttons.buttons[0].rect.center)
    assert [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"]


def play_b1_b2_save_and_leave(driver):
    """A 6x6 game with one move, saved with Ctrl+S; back on the menu."""
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_s, pygame.KMOD_LCTRL)
    driver.key(pygame.K_ESCAPE)


def test_a_dangling_link_among_the_saved_games_is_passed_over(driver):
    play_b1_b2_save_and_leave(driver)
    (driver.app.data / "saves" / "x.json").symlink_to("/nonexistent")
    driver.press_button("Saved games")
    saves = driver.app.scene
    assert type(saves).__name__ == "SavesScene" and len(saves.files) == 1


@pytest.mark.parametrize("kind", ["pipe", "endless device", "unprintable name"])
def test_a_hostile_autosave_is_refused_at_once_and_kept_aside(driver, kind):
    path = autosave_path(driver.app.data)
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "endless device":
        path.symlink_to("/dev/zero")
    else:
        people = [Seat.person("A\u0000B"), Seat.person("Black")]
        record = Session.new("slyde", {"size": 6}, people).record()
        record.moves = ["b1-b2"]
        path.write_text(record.to_json())
    driver.app.scene.build()
    driver.press_resume()
    assert isinstance(driver.app.scene, MenuScene)
    assert "could not be read" in driver.app.toast[0]
    assert not os.path.lexists(path) and len(list(path.parent.glob("autosave.json.corrupt-*"))) == 1


def test_a_corrupt_autosave_is_kept_aside_with_a_message(driver):
    path = autosave_path(driver.app.data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "slyde-arcade-record", "version": 1, "game": "sly')
    driver.app.scene.build()
    driver.press_resume()
    assert isinstance(driver.app.scene, MenuScene)
    said = driver.app.toast[0]  # why, whole, in the program's words
    assert said.startswith("The interrupted game could not be read (not valid JSON at line 1, column 57); kept as ")
    assert not path.exists()
    kept = list(path.parent.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"sly')
    assert driver.resume_label() is None


def test_resign_asks_first_and_a_second_click_ends_the_game_for_the_player_to_move(driver):
    play = start_game(driver, 6)
    driver.press_button("Resign")
    driver.settle()
    assert not play.session.is_over and "again" in driver.app.toast[0]
    driver.press_button("Resign? Press again")
    assert driver.app.toast is None  # answered: the question no longer asks to click again
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)
    assert driver.app.scene.headline() == "Player 2 (Black) wins!"


def test_a_first_click_on_resign_lapses_or_is_taken_back_by_any_other_input(driver):
    play = start_game(driver, 6)
    driver.press_button("Resign")
    driver.key(pygame.K_ESCAPE)  # Esc: no, keep playing (and the scene stays)
    assert play.resignation.button.label == "Resign" and driver.app.scene is play
    assert driver.app.toast is None  # nor does the withdrawn question stay on the screen
    driver.press_button("Resign")
    driver.click(play.board.view.cell_center(Cell.parse("b1")))  # playing on
    assert play.resignation.button.label == "Resign"
    driver.press_button("Resign")
    driver.frames(300)  # five seconds
    assert play.resignation.button.label == "Resign" and not play.session.is_over


def test_a_gamepad_plays_a_move_and_unplugging_it_breaks_nothing(driver):
    play = start_game(driver, 6)
    driver.post(pygame.JOYDEVICEADDED, device_index=99)  # no such device: ignored
    driver.post(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)  # A: show the cursor
    start = play.board.cursor
    target = Cell.parse("b1")
    while play.board.cursor != target:  # the d-pad and the stick both move the cursor
        if play.board.cursor.rank > target.rank:
            driver.post(pygame.JOYHATMOTION, value=(0, -1), hat=0, instance_id=0, joy=0)
        else:
            driver.post(
                pygame.JOYAXISMOTION, axis=0, value=-1.0 if play.board.cursor.file > 1 else 1.0, instance_id=0, joy=0
            )
            driver.post(pygame.JOYAXISMOTION, axis=0, value=0.0, instance_id=0, joy=0)
    assert start is not None
    driver.post(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)
    assert play.board.selected == target
    driver.post(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=0, joy=0)
    driver.post(pygame.JOYDEVICEREMOVED, instance_id=0)
    driver.post(pygame.WINDOWFOCUSLOST)
    driver.post(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)
    assert [str(m) for m in play.session.moves] == ["b1-b2"]
    pad(driver, PAD_X)  # undo
    assert play.session.moves == []


def test_the_pads_start_hands_the_arrows_to_the_buttons_and_b_hands_them_back(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    pad(driver, PAD_START)
    buttons = play.buttons
    assert buttons.engaged and driver.app.toast[0] == BUTTON_KEYS
    first = buttons.buttons[buttons.focus]
    pad_hat(driver, (0, -1))  # down: the next row
    below = buttons.buttons[buttons.focus]
    assert below.rect.y > first.rect.y and below.enabled
    pad_hat(driver, (0, 1))  # and up again
    assert buttons.buttons[buttons.focus] is first
    pad(driver, PAD_B)  # back to the board: the scene stays, and the d-pad moves the board's cursor again
    assert not buttons.engaged and driver.app.scene is play and driver.app.toast is None
    focus = buttons.focus
    pad_hat(driver, (1, 0))
    assert play.board.cursor is not None and buttons.focus == focus
    pad_press(driver, "Save")
    assert not buttons.engaged and driver.app.toast[0].startswith("Saved as")
    (saved,) = saves_dir(driver.app.data).glob("*.json")
    assert records.load(saved).moves == ["b1-b2"]
    pad_press(driver, "Undo")
    assert play.session.moves == []


def test_the_keyboards_tab_reaches_the_buttons_that_have_no_key(driver):
    play = start_game(driver, 6)
    driver.key(pygame.K_TAB)
    assert play.buttons.engaged
    driver.key(pygame.K_TAB)  # Tab again: back to the board
    assert not play.buttons.engaged and driver.app.scene is play
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_h)  # a key of its own still does its work, and the arrows go back to the board
    assert not play.buttons.engaged and driver.app.toast[0] in (LOOKING, "Hints are off (Settings)")


def test_with_hints_off_the_hint_button_is_greyed_and_pressed_says_where_to_turn_them_on(driver):
    play = start_game(driver, 6)
    driver.frames(2)
    assert play.hint_button.enabled
    driver.app.settings.hints = False
    driver.frames(2)
    assert not play.hint_button.enabled
    driver.press_button("Hint")
    assert driver.app.toast[0] == "Hints are off (Settings)" and play.match.asked is None


def test_a_pad_resigns_with_a_second_press_and_anything_else_keeps_the_game(driver):
    play = start_game(driver, 6)
    pad_press(driver, "Resign")
    assert play.resignation.asking and play.buttons.engaged  # the keys stay on the button that asks
    pad(driver, PAD_B)  # no: the game goes on
    assert not play.resignation.asking and not play.buttons.engaged and driver.app.scene is play
    pad_press(driver, "Resign")
    pad(driver, PAD_A)
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)
    assert driver.app.scene.headline() == "Player 2 (Black) wins!"


def test_a_new_game_keeps_the_unfinished_one(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Play Slyde")
    driver.press_button("Start")
    assert not autosave_path(driver.app.data).exists()
    kept = list((driver.app.data / "saves").glob("*-unfinished.json"))
    assert len(kept) == 1 and records.load(kept[0]).moves == ["b1-b2"]
    fresh = driver.app.scene
    driver.key(pygame.K_n)  # N with no moves played: simply a fresh board
    assert isinstance(driver.app.scene, PlayScene) and driver.app.scene is not fresh


def test_an_unfinished_game_that_cannot_be_kept_aside_is_never_overwritten(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_ESCAPE)
    saves = driver.app.data / "saves"
    saves.mkdir(exist_ok=True)
    saves.rmdir()
    saves.write_text("not a folder")  # Saved games cannot take the interrupted game
    driver.press_button("Play Slyde")
    driver.press_button("Start")
    assert "could not be moved to Saved games" in driver.app.toast[0]
    play = driver.app.scene
    driver.click(play.board.view.cell_center(Cell.parse("d1")))
    driver.click(play.board.view.cell_center(Cell.parse("d2")))
    assert [str(m) for m in play.session.moves] == ["d1-d2"]
    assert records.load(autosave_path(driver.app.data)).moves == ["b1-b2"]  # the old game, untouched


def test_a_clicks_own_release_lets_the_move_animate_to_its_end(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    target = play.board.view.cell_center(Cell.parse("b2"))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=target, button=1)
    animation = play.animation
    assert animation is not None and not animation.is_done
    driver.frames(6)  # a 100 ms click
    driver.post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert play.animation is animation and not animation.is_done  # the release skipped nothing
    driver.frames(120)
    assert play.animation is None and animation.is_done
    driver.click(play.board.view.cell_center(Cell.parse("c1")))  # Black's turn
    driver.post(pygame.MOUSEBUTTONDOWN, pos=play.board.view.cell_center(Cell.parse("d1")), button=1)
    moving = play.animation
    assert moving is not None and not moving.is_done
    driver.post(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g", scancode=0)  # a new input skips it
    assert play.animation is None and moving.is_done


def test_the_tile_edition_names_spaces_and_tiles_takes_its_own_size_and_offers_no_toggle(driver):
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    assert setup.options == {"size": 12, "rules": "mindsports"} and setup.rows[-2:] == ["White", "Black"]
    setup.change(0, 1)  # the edition row: the tile edition
    assert setup.options == {"size": 8, "rules": "tile"} and setup.rows[-2:] == ["Spaces", "Tiles"]
    driver.press_button("Start")
    play = driver.app.scene
    assert "Toggle" not in [b.label for b in play.buttons.buttons]
    assert play.session.label(0) == "Player 1 (Spaces)" and play.session.label(1) == "Computer (normal, Tiles)"


def test_the_toggle_prompt_lasts_exactly_as_long_as_the_toggle_is_being_chosen(driver):
    play = start_game(driver, 12)
    for text in ("f3-f4", "f10-f9", "k6-j6", "k7-j7"):  # the rulings' symmetric position
        play.attempt(play.state.parse_move(text))
    driver.settle()
    assert play.state.can_toggle() and play.board.notice()[0] == "Symmetric position!"
    assert play.board.notice()[1].startswith("T: toggle")
    driver.post(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=0, joy=0)  # a gamepad: its way there
    assert play.board.notice()[1].startswith("The Toggle button (Start): toggle")
    driver.key(pygame.K_t)
    assert play.board.notice()[:2] == ("Toggle", "Pick any pawn to fix or free it (Esc cancels)")
    assert driver.app.toast is None
    driver.click(play.board.view.cell_center(Cell.parse("a1")))
    driver.settle()
    assert str(play.session.moves[-1]) == "*a1" and play.board.notice() is None


def test_a_dragged_piece_follows_the_pointer_and_lands_where_it_is_let_go(driver):
    play = start_game(driver, 6)
    at = play.board.view.cell_center
    start, end = at(Cell.parse("b1")), at(Cell.parse("b2"))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    driver.post(pygame.MOUSEMOTION, pos=middle, rel=(0, -5), buttons=(1, 0, 0))
    assert play.board.drag_pos == middle
    driver.frames(1)
    assert tuple(driver.app.screen.get_at(middle))[:3] == driver.app.theme.palette.white_piece  # the pawn is there
    driver.post(pygame.MOUSEMOTION, pos=end, rel=(0, -5), buttons=(1, 0, 0))
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert [str(m) for m in play.session.moves] == ["b1-b2"] and play.board.drag_pos is None


def test_setup_remembers_the_last_choices_of_each_edition(driver):
    from game.client.scenes.setup import PLAYER_KINDS

    driver.press_button("Play Slyde")
    setup = driver.app.scene
    setup.change(1, -2)  # 10x10
    setup.kinds[1] = PLAYER_KINDS.index("hard")
    driver.press_button("Start")
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Play Slyde")
    again = driver.app.scene
    assert again.options == {"size": 10, "rules": "mindsports"} and PLAYER_KINDS[again.kinds[1]] == "hard"
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Play Slyde, tile edition")  # another edition keeps its own
    assert driver.app.scene.options == {"size": 8, "rules": "tile"}
    assert [PLAYER_KINDS[kind] for kind in driver.app.scene.kinds] == ["Person", "normal"]  # as a new setup seats


def test_a_number_at_its_end_on_the_setup_says_its_range_and_stays(driver):
    driver.press_button("Play Slide")
    setup = driver.app.scene
    assert setup.row == 0 and setup.rows[0] == "Players"
    for _ in range(setup.options["players"] - 2):
        driver.key(pygame.K_LEFT)
    assert setup.options["players"] == 2 and driver.app.toast is None
    arrows = [text for text, _ in texts_drawn(driver.app.theme, lambda: setup.draw(driver.app.screen))]
    assert arrows.count(">") == arrows.count("<") + 1  # no "<" beside the 2: it goes no lower
    driver.key(pygame.K_LEFT)
    assert setup.options["players"] == 2 and driver.app.toast[0] == "Players: 2 to 6"


def test_home_and_end_on_the_setup_go_to_its_first_row_and_to_its_buttons(driver):
    driver.press_button("Play Slide")
    setup = driver.app.scene
    driver.key(pygame.K_END)
    assert setup.row == len(setup.rows)  # the buttons, Start lit
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.app.scene, PlayScene)
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Play Slide")
    setup = driver.app.scene
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_HOME)
    assert setup.row == 0
    driver.key(pygame.K_PAGEDOWN)  # the setup is one page: its end
    assert setup.row == len(setup.rows)
    driver.key(pygame.K_PAGEUP)
    assert setup.row == 0


def test_tab_on_the_setup_goes_row_by_row_then_along_the_buttons_and_round_and_shift_tab_back(driver):
    driver.press_button("Play Slide")
    setup = driver.app.scene
    enabled = [i for i, button in enumerate(setup.buttons.buttons) if button.enabled]
    seen = []
    for _ in range(len(setup.rows) + len(enabled)):
        seen.append((setup.row, setup.buttons.focus if setup.row == len(setup.rows) else None))
        driver.key(pygame.K_TAB)
    rows = [(row, None) for row in range(len(setup.rows))]
    assert seen == rows + [(len(setup.rows), index) for index in enabled]
    assert setup.row == 0  # round to the first row
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert (setup.row, setup.buttons.focus) == (len(setup.rows), enabled[-1])  # back: the last button
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert (setup.row, setup.buttons.focus) == (len(setup.rows), enabled[-2])
    assert isinstance(driver.app.scene, type(setup)) and driver.app.toast is None


def test_tab_on_a_screen_of_buttons_lights_the_next_and_shift_tab_the_one_before(driver):
    menu = driver.app.scene
    start = menu.buttons.focus
    driver.key(pygame.K_TAB)
    after = menu.buttons.focus
    assert after != start and menu.buttons.buttons[after].enabled
    driver.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert menu.buttons.focus == start and driver.app.scene is menu


def test_an_edition_left_and_chosen_again_keeps_the_board_size_chosen_for_it(driver):
    """Slyde 11x11 chosen, the tile edition looked at, and back: the board was 12x12 again."""
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    setup.row = setup.option_names.index("size")
    driver.key(pygame.K_LEFT)
    assert setup.options == {"size": 11, "rules": "mindsports"}
    setup.row = setup.option_names.index("rules")
    driver.key(pygame.K_RIGHT)
    assert setup.options == {"size": 8, "rules": "tile"}  # the tile edition's own board
    driver.key(pygame.K_LEFT)
    assert setup.options == {"size": 11, "rules": "mindsports"}


def test_a_bad_file_of_last_choices_is_kept_aside_not_written_over_and_said(driver, data_dir):
    path = choices_path(data_dir)
    path.write_text('{"slyde/mindsports": ')  # cut short
    driver.press_button("Play Slyde")
    assert driver.app.scene.options == {"size": 12, "rules": "mindsports"}  # not used: the defaults
    driver.press_button("Start")
    kept = list(data_dir.glob(path.name + ".corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == '{"slyde/mindsports": '
    assert list(json.loads(path.read_text())) == ["slyde/mindsports"]  # this start's choices, remembered
    assert driver.app.toast[0] == (
        f"The setup's last choices were unreadable (not valid JSON at line 1); kept as {kept[0].name}, starting again."
    )


def test_the_menu_says_which_game_resume_goes_back_to(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_ESCAPE)
    assert driver.resume_label() == "Resume: Slyde 6x6, Mindsports rules, move 1"


def test_resume_after_the_interrupted_game_was_taken_says_so_and_the_menu_drops_it(driver):
    play = start_game(driver, 6)
    driver.click(play.board.view.cell_center(Cell.parse("b1")))
    driver.click(play.board.view.cell_center(Cell.parse("b2")))
    driver.key(pygame.K_ESCAPE)
    label = driver.resume_label()
    autosave_path(driver.app.data).unlink()  # by another program, while the menu shows Resume
    driver.press_button(label)
    assert isinstance(driver.app.scene, MenuScene) and driver.resume_label() is None
    assert driver.app.toast[0] == "The interrupted game is no longer there: another window or program has taken it"


def test_a_saved_game_is_deleted_only_on_a_second_click_and_shows_a_picture(driver):
    play_b1_b2_save_and_leave(driver)
    driver.press_button("Saved games")
    saves = driver.app.scene
    (path, open_button, delete_button) = saves.rows[0]
    assert "Slyde 6x6, Mindsports rules; 1 move, unfinished; Player 1 vs Player 2" in open_button.label
    assert path in saves.thumbs  # its last position, drawn small beside it
    driver.click(delete_button.rect.center)
    assert path.exists() and delete_button.label == "Sure?"
    driver.key(pygame.K_DOWN)  # anything else: no
    assert delete_button.label == "Delete"
    driver.click(delete_button.rect.center)
    driver.key(pygame.K_ESCAPE)  # no, and only that: the list stays
    assert driver.app.scene is saves and path.exists() and delete_button.label == "Delete"
    driver.key(pygame.K_ESCAPE)  # nothing asked: back to the menu
    assert isinstance(driver.app.scene, MenuScene)
    driver.press_button("Saved games")
    (_, _, delete_button) = driver.app.scene.rows[0]
    driver.click(delete_button.rect.center)
    driver.click(delete_button.rect.center)
    assert not path.exists() and driver.app.scene.files == [] and driver.app.toast[0] == "Deleted"


def test_a_saved_game_with_nothing_to_review_says_so_when_review_is_clicked(driver):
    session = Session.new("slide", {"players": 2}, PEOPLE)
    session.play(session.state.parse_move("flip a1"))  # a secret pick: nothing every seat has seen
    records.save(saves_dir(driver.app.data) / "picked.json", session.record())
    driver.press_button("Saved games")
    saves = driver.app.scene
    review_button = saves.review_buttons[0]
    assert not review_button.enabled
    driver.click(review_button.rect.center)
    assert driver.app.scene is saves and driver.app.toast[0] == "Nothing to review: every move is still secret"


@pytest.mark.parametrize("press", ["open", "delete"])
def test_a_saved_game_removed_while_the_list_shows_it_is_said_to_be_gone_and_the_list_read_again(driver, press):
    play_b1_b2_save_and_leave(driver)
    driver.press_button("Saved games")
    saves = driver.app.scene
    (path, open_button, delete_button) = saves.rows[0]
    path.unlink()  # by another program, while the list is on the screen
    driver.click((open_button if press == "open" else delete_button).rect.center)
    assert driver.app.scene is saves and saves.files == [] and not list(path.parent.iterdir())
    assert driver.app.toast[0] == f"{path.name} is no longer there: the list is read again"


def test_f1_on_saved_games_opens_the_rules_of_the_game_in_focus_and_elsewhere_the_books(driver):
    records.save(
        saves_dir(driver.app.data) / "tile.json", Session.new("slyde", {"size": 6, "rules": "tile"}, PEOPLE).record()
    )
    (saves_dir(driver.app.data) / "broken.json").write_text("{")
    driver.press_button("Saved games")
    saves = driver.app.scene
    readable = next(i for i, (_, session) in enumerate(saves.shown) if session is not None)
    saves.buttons.focus = saves.buttons.buttons.index(saves.review_buttons[readable])  # anywhere on its row
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "tile"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is saves
    saves.buttons.focus = saves.buttons.buttons.index(saves.rows[1 - readable][1])  # the file that cannot be read
    driver.key(pygame.K_F1)
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "mindsports" and not rules.lessons_button.enabled
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is saves


def test_f1_on_the_settings_opens_the_rules_books_and_back_returns_to_the_settings(driver):
    driver.press_button("Settings")
    settings = driver.app.scene
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.lessons_button.enabled is False
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is settings


def test_the_setup_has_a_rules_button_for_the_edition_its_rows_choose_which_a_pad_reaches(driver):
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    pad_hat(driver, (1, 0))  # the first row, the edition: Mindsports rules to the tile edition
    assert setup.options["rules"] == "tile"
    for _ in setup.rows:
        pad_hat(driver, (0, -1))  # down the rows to the buttons below them
    for _ in setup.buttons.buttons:
        if setup.buttons.buttons[setup.buttons.focus].label == "Rules":
            break
        pad_hat(driver, (1, 0))
    pad(driver, PAD_A)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "tile"
    pad(driver, PAD_B)
    assert driver.app.scene is setup and setup.options["rules"] == "tile"


def test_the_keys_delete_a_saved_game_with_a_second_enter_on_its_delete(driver):
    play_b1_b2_save_and_leave(driver)
    driver.press_button("Saved games")
    saves = driver.app.scene
    (path, _, delete_button) = saves.rows[0]
    while saves.buttons.buttons[saves.buttons.focus] is not delete_button:
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert path.exists() and delete_button.label == "Sure?"
    assert driver.app.toast[0] == "Press Delete again to remove this saved game for good"
    driver.key(pygame.K_UP)  # anything else: no
    assert driver.app.toast is None  # no longer asked
    driver.key(pygame.K_DOWN)
    assert delete_button.label == "Delete"
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_RETURN)
    assert not path.exists() and driver.app.toast[0] == "Deleted"


def test_the_delete_key_asks_then_deletes_the_saved_game_whose_row_has_the_focus(driver):
    play_b1_b2_save_and_leave(driver)
    driver.press_button("Saved games")
    saves = driver.app.scene
    (path, _, delete_button) = saves.rows[0]
    saves.buttons.focus = saves.buttons.buttons.index(saves.review_buttons[0])  # anywhere on its row
    driver.key(pygame.K_DELETE)
    assert path.exists() and delete_button.label == "Sure?"
    assert driver.app.toast[0] == "Press Delete again to remove this saved game for good"
    driver.key(pygame.K_DELETE)
    assert not path.exists() and driver.app.toast[0] == "Deleted"
    driver.key(pygame.K_DELETE)  # no row to delete: the focus is on the buttons below an empty list
    assert driver.app.toast[0] == "No saved game to delete"
    driver.key(pygame.K_c, pygame.KMOD_CTRL)
    assert driver.app.toast[0] == "No saved game to copy"
    play_b1_b2_save_and_leave(driver)
    driver.press_button("Saved games")
    saves = driver.app.scene
    saves.buttons.focus = len(saves.buttons.buttons) - 1  # Back, below the list
    driver.key(pygame.K_DELETE)
    assert driver.app.toast[0] == "Choose a saved game, then the Delete key removes it" and saves.rows
    (path, _, delete_button) = saves.rows[0]
    saves.buttons.focus = saves.buttons.buttons.index(saves.rows[0][1])
    driver.key(pygame.K_DELETE)
    assert saves.buttons.buttons[saves.buttons.focus] is delete_button  # lit: Enter answers the question too
    driver.key(pygame.K_RETURN)
    assert not path.exists() and driver.app.toast[0] == "Deleted"


def test_the_saved_games_keep_the_focus_in_place_when_one_is_deleted_and_a_question_across_a_resize(driver):
    for number in range(5):
        record = Session.new("slyde", {"size": 6}, PEOPLE).record()
        records.save(saves_dir(driver.app.data) / f"game-{number}.json", record)
        os.utime(saves_dir(driver.app.data) / f"game-{number}.json", (1_000_000 + number, 1_000_000 + number))
    driver.press_button("Saved games")
    saves = driver.app.scene

    def shown(scene):
        return [path for path, _, _ in scene.rows]

    paths = shown(saves)
    saves.buttons.focus = saves.buttons.buttons.index(saves.rows[2][2])  # the third game's Delete
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_RETURN)
    assert shown(saves) == paths[:2] + paths[3:]
    assert saves.buttons.buttons[saves.buttons.focus] is saves.rows[2][2]  # the next game's Delete, in its place
    driver.key(pygame.K_RETURN)  # asks of the game now there
    assert saves.armed == paths[3]
    page, asking = saves.page, saves.rows[2][2]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 650), w=900, h=650))
    driver.frames(2)
    assert saves.page != page and saves.rows[2][2] is not asking  # another page's room: built anew
    assert saves.armed == paths[3] and saves.rows[2][2].label == "Sure?"
    assert saves.buttons.buttons[saves.buttons.focus] is saves.rows[2][2]
    assert driver.app.toast[0] == "Press Delete again to remove this saved game for good"  # still asked
    driver.key(pygame.K_RETURN)
    assert shown(saves) == [paths[0], paths[1], paths[4]]


def test_the_panel_numbers_moves_as_the_move_list_and_says_even_plainly(driver):
    play = start_game(driver, 6)
    written = []
    text = driver.app.theme.text

    def recording(surface, words, *args, **anchor):
        written.append(words)
        return text(surface, words, *args, **anchor)

    driver.app.theme.text = recording
    driver.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))  # something happened: drawn again
    assert "Move 1" in written and "Even: identical groups so far" in written
    for cell in ("b1", "b2", "c1", "d1"):  # White's and Black's first moves: the list's line 1 is full
        driver.click(play.board.view.cell_center(Cell.parse(cell)))
    driver.settle()
    written.clear()
    driver.post(pygame.MOUSEMOTION, pos=(6, 6), rel=(1, 1), buttons=(0, 0, 0))
    assert "Move 2" in written and "1." in written and "2." not in written


def test_the_tile_editions_move_list_writes_the_spaces_move_as_the_tile_slid_while_the_record_keeps_its_notation(
    driver,
):
    play = start_game(driver, 6, "tile")
    for cell in ("a1", "b1", "c1", "d1"):  # Spaces slides the tile a1 into b1, then Tiles the tile c1 into d1
        driver.click(play.board.view.cell_center(Cell.parse(cell)))
    driver.settle()
    written = [text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen))]
    assert play.session.record().moves == ["b1-a1", "c1-d1"]  # the record: each side's own piece's step
    assert "a1-b1" in written and "c1-d1" in written and "b1-a1" not in written


def test_after_a_rematch_the_results_tally_the_games_won_by_name_and_the_first_results_do_not(driver):
    start_game(driver, 4)
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")  # Player 1 gives up: Player 2 wins
    driver.settle()
    app = driver.app
    assert isinstance(app.scene, ResultsScene)
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert "Player 2 (Black) wins!" in drawn and not any(text.startswith("Games won") for text in drawn)
    driver.press_button("Rematch")  # Player 2 now moves first, and gives up
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert "Games won: Player 2 1, Player 1 1" in drawn


def test_a_rematch_resumed_after_the_window_closed_keeps_the_tally_of_the_games_before_it(driver, data_dir):
    start_game(driver, 4)
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")  # Player 1 gives up: Player 2 wins
    driver.settle()
    driver.press_button("Rematch")
    play = driver.app.scene
    assert isinstance(play, PlayScene)
    play.attempt(play.state.legal_moves()[0])
    driver.post(pygame.QUIT)
    assert records.load(autosave_path(driver.app.data)).rematches == [["Player 2"]]
    again = resumed(data_dir)
    try:
        again.press_button("Resign")
        again.press_button("Resign? Press again")  # Player 1 gives up again
        again.settle()
        app = again.app
        assert isinstance(app.scene, ResultsScene)
        drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
        assert "Games won: Player 2 2, Player 1 0" in drawn
    finally:
        again.app.quit()


def test_the_groups_outlined_stay_so_through_a_rematch_and_a_new_game_and_off_stays_off(driver):
    play = start_game(driver, 4)
    driver.key(pygame.K_g)  # Groups on
    assert play.board.show_groups
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    driver.press_button("Rematch")
    rematch = driver.app.scene
    assert isinstance(rematch, PlayScene) and rematch is not play and rematch.board.show_groups
    assert rematch.board.outlines(()) != ()  # drawn from the first frame of the new game
    driver.key(pygame.K_n)  # a new game (N): still on
    fresh = driver.app.scene
    assert isinstance(fresh, PlayScene) and fresh is not rematch and fresh.board.show_groups
    driver.key(pygame.K_g)  # off, and off in the next
    driver.key(pygame.K_n)
    assert driver.app.scene is not fresh and not driver.app.scene.board.show_groups


def test_text_has_a_floor_that_stays_readable_in_a_small_window(data_dir):
    from game.client.theme import MIN_TEXT_PX, SMALL

    app = App((800, 600), data=data_dir, scenes=SCENES)
    assert app.theme.font(SMALL).get_height() >= 14  # lines of 14 px at least
    assert round(SMALL * app.theme.unit) < MIN_TEXT_PX  # scaled alone, it would be smaller
    app.quit()


def test_opening_a_saved_game_keeps_the_interrupted_one(driver, data_dir):
    play_b1_b2_save_and_leave(driver)  # one copy saved; the same game also waits in Resume
    play = start_game(driver, 6)
    for _ in range(2):
        play.attempt(play.state.legal_moves()[-1])
    interrupted = records.load(autosave_path(data_dir)).moves
    assert len(interrupted) == 2
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Saved games")
    saves = driver.app.scene
    one_move = next(button for _, button, _ in saves.rows if "; 1 move" in button.label)
    driver.click(one_move.rect.center)
    opened = driver.app.scene
    assert isinstance(opened, PlayScene) and [str(m) for m in opened.session.moves] == ["b1-b2"]
    opened.attempt(opened.state.legal_moves()[0])
    kept = [records.load(path).moves for path in saves_dir(data_dir).glob("*.json")]
    assert interrupted in kept or records.load(autosave_path(data_dir)).moves == interrupted


def test_games_kept_in_the_same_second_never_overwrite_each_other(driver, data_dir):
    played = []
    for _ in range(3):  # each new game moves the one before to Saved games, all within a second
        play = start_game(driver, 6)
        play.attempt(play.state.legal_moves()[len(played)])
        played.append([str(move) for move in play.session.moves])
        play.save()
        play.save()  # Ctrl+S twice: one copy, the same game still
    kept = sorted(records.load(path).moves for path in saves_dir(data_dir).glob("*.json"))
    assert all(kept.count(moves) == 2 for moves in played[:-1])  # its saved copy, and the game kept aside
    assert kept.count(played[-1]) == 1


def test_an_interrupted_game_is_kept_under_its_own_games_name(driver, data_dir):
    core = PlayScene(driver.app, Session.new("slidecore", {"side": 4}, PEOPLE))
    driver.app.push(core)
    core.attempt(core.state.legal_moves()[0])
    start_game(driver, 6)  # a game of Slyde moves the interrupted SlideCore game aside
    (kept,) = saves_dir(data_dir).glob("*-unfinished.json")
    assert kept.name.startswith("slidecore-") and records.load(kept).game == "slidecore"


def test_an_autosave_that_fails_halfway_leaves_the_one_before_whole(driver, monkeypatch):
    play = start_game(driver, 6)
    play.attempt(play.state.parse_move("b1-b2"))
    path = autosave_path(driver.app.data)
    assert records.load(path).moves == ["b1-b2"]

    def failing_replace(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    play.attempt(play.state.parse_move("a1-a2"))
    assert "Autosave failed" in driver.app.toast[0]
    monkeypatch.undo()
    assert records.load(path).moves == ["b1-b2"]  # the game as it was, whole, not half of the new one
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def unsaved_game(driver, monkeypatch) -> PlayScene:
    """A game of one move that the disk, full, could not take."""
    play = start_game(driver, 6)
    no_room(monkeypatch)
    play.attempt(play.state.parse_move("b1-b2"))
    return play


def test_leaving_a_game_the_disk_cannot_take_asks_first_and_a_second_esc_leaves(driver, monkeypatch):
    play = unsaved_game(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play and "Not saved (No space left on device)" in driver.app.toast[0]
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene)


def test_once_the_disk_has_room_again_leaving_keeps_the_game_in_resume(driver, monkeypatch):
    play = unsaved_game(driver, monkeypatch)
    driver.press_button("Menu")
    assert driver.app.scene is play
    monkeypatch.undo()
    driver.press_button("Menu")
    assert isinstance(driver.app.scene, MenuScene)
    assert records.load(autosave_path(driver.app.data)).moves == ["b1-b2"]


def test_the_question_lapses_so_a_later_esc_asks_again(driver, monkeypatch):
    play = unsaved_game(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    driver.frames(60 * 7)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play and "Not saved" in driver.app.toast[0]


def test_closing_the_window_on_a_game_the_disk_cannot_take_asks_first(driver, monkeypatch):
    unsaved_game(driver, monkeypatch)
    driver.post(pygame.QUIT)
    assert driver.app.running and "close the window again" in driver.app.toast[0]
    driver.post(pygame.QUIT)
    assert not driver.app.running


def test_a_new_game_over_one_the_disk_cannot_take_asks_first(driver, monkeypatch):
    play = unsaved_game(driver, monkeypatch)
    driver.key(pygame.K_n)
    assert driver.app.scene is play and "Not saved" in driver.app.toast[0]
    driver.key(pygame.K_n)
    assert isinstance(driver.app.scene, PlayScene) and driver.app.scene is not play
    assert not driver.app.scene.session.moves


def test_the_results_menu_asks_first_when_the_finished_game_could_not_be_kept(driver, monkeypatch):
    play = start_game(driver, 6)
    play.attempt(play.state.parse_move("b1-b2"))
    no_room(monkeypatch)
    play.session.resign(0)
    play.autosave()
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    driver.press_button("Menu")
    assert isinstance(driver.app.scene, ResultsScene) and "Not saved" in driver.app.toast[0]
    driver.press_button("Menu")
    assert isinstance(driver.app.scene, MenuScene)


def test_a_stop_signal_makes_one_last_try_to_keep_a_game_the_disk_refused(driver, monkeypatch):
    import signal

    unsaved_game(driver, monkeypatch)
    monkeypatch.undo()  # room again, but no move since to autosave it
    driver.app.stop.request(signal.SIGTERM)
    driver.frames()
    assert not driver.app.running
    assert records.load(autosave_path(driver.app.data)).moves == ["b1-b2"]


def test_a_stop_signal_heard_mid_frame_takes_no_step_after_it(driver, monkeypatch):
    """A stop sent to the whole process group ends the computer players' process at
    once, while the window may be mid-frame: no step follows, so no computer player is
    asked (and its process started again) on the way out."""
    import signal

    steps = []
    monkeypatch.setattr(driver.app.scene, "update", steps.append)
    dispatch = driver.app.dispatch

    def heard_mid_frame(intent):
        driver.app.stop.request(signal.SIGTERM)
        dispatch(intent)

    monkeypatch.setattr(driver.app, "dispatch", heard_mid_frame)
    driver.key(pygame.K_DOWN)
    assert steps == [] and not driver.app.running


def test_f1_or_rules_opens_the_book_of_the_game_in_play_and_back_returns_to_it_as_it_was(driver):
    play = start_game(driver, 6, rules="tile")
    play.attempt(play.state.legal_moves()[0])
    driver.frames(30)
    moves = list(play.session.moves)
    driver.key(pygame.K_F1)
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "tile"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play and play.session.moves == moves
    driver.press_button("Rules")
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "tile"
    depth = len(driver.app.scenes)
    driver.press_button("Lessons")  # greyed: no lessons piled on a game, and it says where they are
    assert len(driver.app.scenes) == depth and not rules.lessons_button.enabled
    assert "Learn on the menu" in driver.app.toast[0]


def test_f1_on_the_menu_opens_the_rules_and_on_a_setup_the_rules_of_its_edition(driver):
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene"
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Play Slyde, tile edition")
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "tile"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_LEFT)  # the other edition
    driver.key(pygame.K_F1)
    assert driver.app.scene.book == "mindsports"


def test_f1_on_the_results_opens_the_rules_and_back_returns_to_the_results(driver):
    play = start_game(driver, 6, rules="tile")
    play.session.resign(0)
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    results = driver.app.scene
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "tile"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is results


def test_f1_in_the_lessons_opens_the_rules_they_teach_without_a_way_back_into_more_lessons(driver):
    driver.press_button("Learn")
    learn = driver.app.scene
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and not driver.app.scene.lessons_button.enabled
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is learn
    driver.press_button(next(b.label for b in learn.buttons.buttons if b.label.startswith("Slide:")))
    driver.key(pygame.K_F1)
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "slide" and not rules.lessons_button.enabled


@pytest.mark.parametrize("rules", ["mindsports", "tile"])
def test_a_cell_where_a_click_would_act_is_lit_under_the_pointer_where_move_hints_are_on(driver, rules):
    play = start_game(driver, 6, rules)
    view, screen, away = play.board.view, driver.app.screen, (driver.app.size[0] - 5, driver.app.size[1] - 5)
    move = play.state.legal_moves()[0]

    def pixel(cell: Cell) -> tuple[int, ...]:  # near the cell's top, clear of the marks at its centre
        rect = view.cell_rect(cell)
        return tuple(screen.get_at((rect.centerx, rect.top + 3))[:3])

    def hover(pos) -> None:
        driver.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        driver.frames(2)

    hover(away)
    bare = {cell: pixel(cell) for cell in (move.src, move.dst)}
    hover(view.cell_center(move.src))
    assert pixel(move.src) != bare[move.src]  # a piece that may move: lit
    hover(view.cell_center(move.dst))
    if rules == "tile":  # the tile and the space may be chosen in either order
        assert pixel(move.dst) != bare[move.dst]
    else:
        assert pixel(move.dst) == bare[move.dst]  # the opponent's pawn: nothing to choose there yet
    driver.click(view.cell_center(move.src))
    hover(away)
    unlit = pixel(move.dst)
    hover(view.cell_center(move.dst))
    assert pixel(move.dst) != unlit  # a target of the piece chosen
    driver.app.settings.hints = False
    hover(away)
    hover(view.cell_center(move.dst))
    assert pixel(move.dst) == unlit  # the move hints off: what is legal is not shown


def test_the_settings_and_a_long_list_of_saved_games_say_how_to_go_on_with_the_controls_in_use(driver):
    def words() -> str:
        scene = driver.app.scene
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))

    record = Session.new("slyde", {"size": 6, "rules": "tile"}, PEOPLE).record()
    for number in range(30):
        records.save(saves_dir(driver.app.data) / f"game-{number}.json", record)
    for button, keys, padded in (
        ("Settings", "Left/Right or a click changes", "The d-pad's Left/Right or a click changes"),
        ("Saved games", "(Left/Right, Page Up/Down or the wheel for more)", "(the d-pad's Left/Right for more)"),
    ):
        driver.press_button(button)
        assert keys in words()
        pad_hat(driver, (0, -1))
        assert padded in words() and "Page Up" not in words()
        driver.key(pygame.K_ESCAPE)


def test_a_finished_game_the_disk_would_not_take_can_be_saved_from_the_results_once_it_has_room(driver, monkeypatch):
    app = driver.app
    play = PlayScene(app, Session.new("slyde", {"size": 4, "rules": "mindsports"}, PEOPLE))
    app.push(play)
    said = []
    monkeypatch.setattr(app, "say", lambda text, *rest, **named: said.append(text))
    no_room(monkeypatch)
    while not play.session.is_over:
        play.attempt(play.state.legal_moves()[0])
        driver.frames(2)
    driver.until(lambda: isinstance(app.scene, ResultsScene))
    results = app.scene
    assert said[-1].endswith("Save tries again") and "Save" in [b.label for b in results.buttons.buttons]
    driver.key(pygame.K_s, pygame.KMOD_CTRL)  # still no room: said, nothing lost, the button stays
    assert said[-1].startswith("Could not save") and "Save" in [b.label for b in results.buttons.buttons]
    monkeypatch.undo()  # room again
    driver.press_button("Save")
    kept = list(saves_dir(app.data).glob("*.json"))
    assert len(kept) == 1 and records.load(kept[0]).moves == [str(m) for m in play.session.moves]
    assert app.scene is results and "Save" not in [b.label for b in results.buttons.buttons]
    driver.press_button("Menu")  # kept: leaving asks nothing more
    assert isinstance(app.scene, MenuScene)


@pytest.mark.parametrize(
    "game, options, said",
    [
        ("slyde", {"size": 4, "rules": "mindsports"}, "no swap is left"),
        ("slyde", {"size": 4, "rules": "tile"}, "no tile can slide"),
        ("slidecore", {"side": 4}, "the Core is boxed in"),
        ("slidecore", {"side": 4}, "has no complete turn"),
        ("slide", {"players": 2, "seed": 1}, None),  # all 16 rounds played: the panel's round line says it
    ],
)
def test_a_finished_game_says_why_it_ended_over_its_results_and_beside_its_last_move(data_dir, game, options, said):
    """A newcomer learns the end rule from the end of a game: SlideCore's Core boxed in,
    or a turn that cannot be completed; Slyde's last swap gone."""
    from random import Random

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    for seed in range(200):  # a game that ends the way the case names
        session, rng = Session.new(game, options, [Seat.person("Ann"), Seat.person("Bo")]), Random(seed)
        while not session.is_over:
            session.play(rng.choice(session.state.legal_moves()))
        boxed = game == "slidecore" and session.state.core_is_boxed()
        if game != "slidecore" or boxed == (said == "the Core is boxed in"):
            break
    play = PlayScene(app, session)
    app.reset(play)
    Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    over = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)) if "over" in text]
    panel = " ".join(text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)))
    if said is None:
        assert over == ["Game over"] and "All 16 rounds played" in panel
    else:
        assert len(over) == 1 and over[0].startswith("Game over: ") and over[0].endswith(said), over
        assert f"Move {len(session.moves) // 2 + 1}   " in panel and said in panel, panel
    app.quit()


def test_on_a_finished_board_the_arrows_move_no_cursor_and_say_the_way_on(driver):
    """Once the results were left to look at the board, the arrow keys walked a cursor
    over a board that takes no move, and said nothing."""
    import random

    session = Session.new("slyde", {"size": 4, "rules": "mindsports"}, [Seat.person("Ann"), Seat.person("Bo")])
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_DOWN)  # the keys in use: the cursor shows
    assert play.board.cursor is not None
    rng = random.Random(2)
    while not play.session.is_over:
        play.attempt(rng.choice(play.state.legal_moves()))
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    driver.press_button("Look at the board")
    assert driver.app.scene is play and play.board.cursor is None
    driver.key(pygame.K_LEFT)
    assert play.board.cursor is None and driver.app.toast[0].startswith("The game is over")
    assert "Enter brings back the results, Tab the buttons" in driver.app.toast[0]
    driver.key(pygame.K_RETURN)  # as it says
    assert isinstance(driver.app.scene, ResultsScene)


def test_the_results_name_enter_only_on_the_button_the_arrows_lit(driver):
    """Walked down to Review game, Rematch still said Enter; Enter pressed Review game."""
    import random

    from game.client.scenes.review import ReviewScene

    app, drive = driver.app, driver
    session = Session.new("slyde", {"size": 4, "rules": "mindsports"}, [Seat.person("Ann"), Seat.person("Bo")])
    play = PlayScene(app, session)
    app.push(play)
    rng = random.Random(2)
    while not play.session.is_over:
        play.attempt(rng.choice(play.state.legal_moves()))
    drive.until(lambda: isinstance(app.scene, ResultsScene))
    results = app.scene

    def named_enter() -> list[str]:
        drawn = texts_drawn(app.theme, lambda: results.draw(app.screen))
        return [b.label for b in results.buttons.buttons if any(t == "Enter" and b.rect.contains(r) for t, r in drawn)]

    assert named_enter() == ["Rematch"]
    drive.key(pygame.K_DOWN)
    assert results.buttons.buttons[results.buttons.focus].label == "Review game" and named_enter() == []
    drive.key(pygame.K_RETURN)  # the one lit
    assert isinstance(app.scene, ReviewScene)
