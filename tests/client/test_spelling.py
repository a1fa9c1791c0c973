"""A person's name spelled with keys on the screen: a gamepad's d-pad and A, or the
pointer, where there is no keyboard to type it."""

import pygame

from game.client.app import App
from game.client.scenes import SCENES
from game.client.scenes.letters import LettersScene
from game.client.scenes.setup import MAX_NAME, SetupScene

from .conftest import texts_drawn
from .inputs import PAD_A, PAD_B, PAD_START, PAD_X, PAD_Y, pad, pad_hat


def black_row_of_slyde(driver) -> SetupScene:
    """The setup of Slyde with Black's row chosen and made a person's (a computer at
    first), as the d-pad does it."""
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    assert isinstance(setup, SetupScene)
    while setup.row < setup.first_seat + 1:
        pad_hat(driver, (0, -1))
    while not setup.typing:  # Computer: normal, Computer: easy, then a person
        pad_hat(driver, (-1, 0))
    return setup


def letters(driver) -> LettersScene:
    scene = driver.app.scene
    assert isinstance(scene, LettersScene)
    return scene


def lit(driver) -> str:
    keys = letters(driver).buttons
    return keys.buttons[keys.focus].label


def test_a_gamepad_spells_a_name_with_the_d_pad_and_a_and_the_game_is_played_under_it(driver):
    setup = black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    assert lit(driver) == "A"
    pad_hat(driver, (1, 0))  # B
    pad(driver, PAD_A)
    pad_hat(driver, (0, -1))  # below B: l, small now that a capital began the name
    assert lit(driver) == "l"
    for _ in range(3):
        pad_hat(driver, (1, 0))
    pad(driver, PAD_A)
    assert letters(driver).text == "Bo"
    pad(driver, PAD_START)
    assert driver.app.scene is setup and setup.names[1] == "Bo"
    driver.key(pygame.K_RETURN)
    assert [seat.name for seat in driver.app.scene.session.players] == ["Player 1", "Bo"]


def test_b_leaves_the_name_as_it_was_whatever_was_erased(driver):
    setup = black_row_of_slyde(driver)
    setup.names[1] = "Alice"
    pad(driver, PAD_Y)
    pad(driver, PAD_X)
    pad(driver, PAD_X)
    assert letters(driver).text == "Ali"
    pad(driver, PAD_B)
    assert driver.app.scene is setup and setup.names[1] == "Alice"


def test_a_capital_begins_the_name_and_each_word_and_y_makes_the_next_letter_one(driver):
    black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    scene = letters(driver)
    for key in ("A", "n"):
        driver.click(next(b for b in scene.buttons.buttons if b.label == key).rect.center)
    driver.press_button("Space")
    assert lit(driver) == "Space" and scene.buttons.buttons[0].label == "A"
    scene.press("l")
    pad(driver, PAD_Y)
    scene.press("w")
    assert scene.text == "An LW"


def test_typed_letters_go_in_cleaned_as_a_typed_name_is_and_enter_then_finishes(driver):
    setup = black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    driver.post(pygame.TEXTINPUT, text="Zoë漢")
    assert letters(driver).text == "Zoë" and "cannot draw" in driver.app.toast[0]
    driver.key(pygame.K_RETURN)
    assert driver.app.scene is setup and setup.names[1] == "Zoë"


def test_a_name_stops_at_its_longest_and_says_so(driver):
    black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    for _ in range(MAX_NAME + 1):
        pad(driver, PAD_A)
    assert letters(driver).text == "A" + "a" * (MAX_NAME - 1)
    assert str(MAX_NAME) in driver.app.toast[0]


def test_a_name_typed_on_the_setup_stops_at_its_longest_and_says_so(driver):
    setup = black_row_of_slyde(driver)
    driver.post(pygame.TEXTINPUT, text="x" * MAX_NAME)
    assert setup.names[1] == "x" * MAX_NAME and driver.app.toast is None
    driver.post(pygame.TEXTINPUT, text="y")
    assert setup.names[1] == "x" * MAX_NAME and driver.app.toast[0] == f"A name has at most {MAX_NAME} characters"


def test_a_second_click_on_a_chosen_persons_name_opens_the_keys_and_a_first_does_not(driver):
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    row = setup.first_seat  # the first seat: a person's
    name = setup.row_rects[row].move(setup.app.theme.px(12), 0).midleft
    driver.click(name)
    assert driver.app.scene is setup and setup.row == row
    driver.click(name)
    assert isinstance(driver.app.scene, LettersScene)


def test_the_setup_says_how_to_spell_a_name_only_on_a_persons_row(driver):
    setup = black_row_of_slyde(driver)
    drawn = " ".join(text for text, _ in texts_drawn(setup.app.theme, lambda: setup.draw(driver.app.screen)))
    assert "keys on the screen" in drawn  # on one line or two
    pad_hat(driver, (1, 0))  # Black: a computer now
    drawn = " ".join(text for text, _ in texts_drawn(setup.app.theme, lambda: setup.draw(driver.app.screen)))
    assert "keys on" not in drawn


def test_a_kept_name_shows_whole_where_its_row_has_no_room_for_the_words_after_it(data_dir):
    for size, name, shown in (((1280, 720), "Ann", "Ann (type to change)"), ((800, 600), "Maximilian", "Maximilian")):
        app = App(size, data=data_dir, scenes=SCENES)
        setup = SetupScene(app, "slyde")
        app.push(setup)
        setup.names[0], setup.row = name, setup.first_seat  # the first seat: a person's
        drawn = [text for text, _ in texts_drawn(app.theme, lambda: setup.draw(app.screen))]  # noqa: B023
        assert shown in drawn, drawn
        app.quit()


def test_a_click_beside_the_keys_leaves_the_name_as_it_was(driver):
    setup = black_row_of_slyde(driver)
    setup.names[1] = "Alice"
    pad(driver, PAD_Y)
    pad(driver, PAD_A)
    assert letters(driver).text == "Alicea"
    driver.click((2, 2))
    assert driver.app.scene is setup and setup.names[1] == "Alice"


def test_a_press_on_a_key_let_go_beside_them_leaves_the_keys_open(driver):
    black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    scene = letters(driver)
    driver.drag(scene.buttons.buttons[0].rect.center, (2, 2))
    assert driver.app.scene is scene


def test_typed_text_longer_than_the_room_left_goes_in_as_far_as_it_fits(driver):
    black_row_of_slyde(driver)
    pad(driver, PAD_Y)
    driver.post(pygame.TEXTINPUT, text="x" * (MAX_NAME - 2))
    driver.post(pygame.TEXTINPUT, text="abc")
    assert letters(driver).text == "x" * (MAX_NAME - 2) + "ab"
    assert str(MAX_NAME) in driver.app.toast[0]


def test_the_keys_name_the_keyboards_ways_after_a_click_and_the_pads_after_a_button_and_both_work(driver):
    driver.press_button("Play Slyde")
    setup = driver.app.scene
    name = setup.row_rects[setup.first_seat].move(setup.app.theme.px(12), 0).midleft
    driver.click(name)
    driver.click(name)  # the keys on the screen, opened by the pointer: the keyboard's names
    scene = letters(driver)

    def shortcuts() -> set[str]:  # what the capitals, erase and done keys show beside their names
        keys = [b for b in scene.buttons.buttons if b.label in ("ABC", "abc", "Erase", "Done")]
        drawn = texts_drawn(scene.app.theme, lambda: scene.draw(driver.app.screen))
        return {text for text, at in drawn for key in keys if key.rect.contains(at) and text != key.label}

    assert shortcuts() == {"Ctrl+Y", "Backspace", "Tab"}
    words = " ".join(text for text, _ in texts_drawn(scene.app.theme, lambda: scene.draw(driver.app.screen)))
    assert "then Tab or Done" in words and "X erases" not in words
    scene.text = "Ann"
    driver.key(pygame.K_BACKSPACE)
    assert scene.text == "An" and scene.buttons.buttons[0].label == "a"
    driver.key(pygame.K_y, pygame.KMOD_CTRL)
    assert scene.buttons.buttons[0].label == "A"  # capitals for the next letter
    pad(driver, PAD_X)  # the pad's names once it is used
    assert shortcuts() == {"Y", "X", "Start"} and scene.text == "A"
    words = " ".join(text for text, _ in texts_drawn(scene.app.theme, lambda: scene.draw(driver.app.screen)))
    assert "X erases" in words and "Tab" not in words
    driver.key(pygame.K_TAB)
    assert driver.app.scene is setup and setup.names[0] == "A"


def test_ctrl_v_on_a_name_pastes_the_first_line_of_the_clipboard_cleaned_as_typing_is(driver):
    setup = black_row_of_slyde(driver)
    pygame.scrap.put_text("  Margaret\u6f22 Hamilton\nsecond line\n")
    driver.key(pygame.K_v, pygame.KMOD_CTRL)
    assert setup.names[1] == "Margaret Hamilton" and "cannot draw" in driver.app.toast[0]
    assert driver.app.scene is setup
    pygame.scrap.put_text("x" * 1_000_000)
    driver.key(pygame.K_v, pygame.KMOD_CTRL)
    assert setup.names[1] == ("Margaret Hamilton" + "x" * MAX_NAME)[:MAX_NAME]
    driver.key(pygame.K_y, pygame.KMOD_CTRL)  # the keys on the screen take a paste too
    assert isinstance(driver.app.scene, LettersScene)
    letters(driver).text = ""
    pygame.scrap.put_text("Bo")
    driver.key(pygame.K_v, pygame.KMOD_CTRL)
    assert letters(driver).text == "Bo"
