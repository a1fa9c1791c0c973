"""Buttons walked by keys where the arrows usually move something else."""

import pygame
import pytest

from game.client.input import KEYS, PAD, Act, Intent
from game.client.theme import Theme
from game.client.widgets import Button, ButtonList

from .conftest import texts_drawn


def grid(*enabled: bool) -> tuple[ButtonList, list[str]]:
    """Buttons in two columns, as beside a board, and the log of those pressed."""
    pressed: list[str] = []
    buttons = [Button(f"b{i}", lambda i=i: pressed.append(f"b{i}"), enabled=on) for i, on in enumerate(enabled)]
    for index, button in enumerate(buttons):
        row, col = divmod(index, 2)
        button.rect = pygame.Rect(col * 110, row * 50, 100, 40)
    return ButtonList(buttons, vertical=False), pressed


def test_start_lights_the_first_enabled_button_and_the_arrows_walk_past_disabled_ones():
    buttons, pressed = grid(False, True, False, True, True, True)
    assert buttons.steer(Intent(Act.MENU)) and buttons.engaged
    assert buttons.focus == 1
    buttons.steer(Intent(Act.RIGHT))
    assert buttons.focus == 3  # b2 is disabled
    buttons.steer(Intent(Act.DOWN))
    assert buttons.focus == 5  # the row below, in line
    buttons.steer(Intent(Act.UP))
    buttons.steer(Intent(Act.UP))
    assert buttons.focus == 1  # above b3, and nothing above the top row
    buttons.steer(Intent(Act.SELECT))
    assert pressed == ["b1"] and not buttons.engaged


def test_keys_not_for_the_buttons_hand_them_back_and_go_on_to_do_their_work():
    buttons, pressed = grid(True, True)
    assert not buttons.steer(Intent(Act.LEFT))  # not engaged: the arrows are not the buttons'
    buttons.steer(Intent(Act.MENU))
    assert not buttons.steer(Intent(Act.HINT)) and not buttons.engaged
    buttons.steer(Intent(Act.MENU))
    assert buttons.steer(Intent(Act.BACK)) and not buttons.engaged and pressed == []
    buttons.steer(Intent(Act.MENU))
    assert not buttons.steer(Intent(Act.POINT, (5, 5))) and not buttons.engaged  # the pointer takes over


def test_a_button_that_asks_again_keeps_the_keys_and_an_empty_list_takes_none():
    buttons, pressed = grid(True, True)
    buttons.buttons[0].stays = True
    buttons.steer(Intent(Act.MENU))
    buttons.steer(Intent(Act.SELECT))
    assert pressed == ["b0"] and buttons.engaged
    empty = ButtonList([])
    assert not empty.steer(Intent(Act.MENU)) and not empty.engaged


def test_beside_a_board_a_last_button_alone_spans_both_columns_and_none_overlap():
    from game.client.panel import place_buttons
    from game.client.theme import PALETTES, Theme

    theme = Theme(PALETTES["classic"])
    panel = pygame.Rect(0, 0, 400, 600)
    for count in (6, 7, 9):
        buttons = [Button(f"b{i}", lambda: None) for i in range(count)]
        place_buttons(theme, panel, buttons)
        rects = [b.rect for b in buttons]
        assert all(panel.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        last = rects[-1]
        if count % 2:
            assert last.left == rects[-3].left and last.right == rects[-2].right  # across both columns
        else:
            assert last.width == rects[-2].width and last.top == rects[-2].top


def test_a_button_that_stays_lit_and_disables_itself_hands_the_light_to_the_next():
    pages = {"page": 0}

    def turn() -> None:
        pages["page"] += 1
        next_button.enabled = pages["page"] < 2  # the last page: Next has nothing more to do

    next_button = Button("Next", turn, stays=True)
    buttons = ButtonList([next_button, Button("Back", lambda: None)], vertical=False)
    buttons.steer(Intent(Act.MENU))
    buttons.steer(Intent(Act.SELECT))
    assert buttons.engaged and buttons.focus == 0 and pages["page"] == 1
    buttons.steer(Intent(Act.SELECT))
    assert buttons.engaged and pages["page"] == 2 and buttons.buttons[buttons.focus].label == "Back"


def test_a_label_reads_the_same_lit_or_not_where_only_the_plain_weight_fits_it_whole():
    """The saved games' list said "Ann vs Computer" until the keys lit the row, then "Ann vs C"."""
    pygame.font.init()
    theme = Theme()
    label, shorter = "SlideCore 6; 12 moves; Ann vs Computer", "SlideCore 6; 12 moves; Ann vs C"
    plain, bold = theme.font(24).size(label)[0], theme.font(24, True).size(label)[0]
    assert plain < bold
    button = Button(label, lambda: None, shorter=(shorter,))
    button.rect = pygame.Rect(0, 0, (plain + bold) // 2 + 2 * theme.px(18), 40)  # room for the plain words only
    surface = pygame.Surface((button.rect.width, 40))
    drawn = []
    for lit in (False, True):
        drawn.append([text for text, _ in texts_drawn(theme, lambda lit=lit: button.draw(surface, theme, lit, False))])
    assert drawn[0] == drawn[1] == [shorter]


@pytest.mark.parametrize(("first", "last"), [(Act.FIRST, Act.LAST), (Act.PAGE_UP, Act.PAGE_DOWN)])
def test_home_and_end_or_a_page_of_a_list_that_shows_whole_light_the_first_and_the_last_enabled_button(first, last):
    buttons, pressed = grid(False, True, True, True, False)
    buttons.focus = 2
    assert buttons.handle(Intent(last)) and buttons.focus == 3
    assert buttons.handle(Intent(first)) and buttons.focus == 1
    assert pressed == []


def test_a_greyed_button_pressed_runs_its_action_to_say_why_and_takes_no_focus():
    buttons, pressed = grid(True, False)
    assert buttons.handle(Intent(Act.RELEASE, buttons.buttons[1].rect.center))
    assert pressed == ["b1"] and buttons.focus == 0


def test_a_button_names_its_shortcut_as_the_controls_in_use_press_it():
    """On a gamepad, Undo's shortcut is X, not Ctrl+Z; a button the pad has no button
    for (Hint's H) shows none."""
    theme = Theme()
    surface = pygame.Surface((400, 120))
    undo = Button("Undo", lambda: None, rect=pygame.Rect(0, 0, 200, 50), key_hint="Ctrl+Z")
    hint = Button("Hint", lambda: None, rect=pygame.Rect(0, 60, 200, 50), key_hint="H")
    buttons = ButtonList([undo, hint])
    for controls, shown in ((KEYS, {"Undo", "Ctrl+Z", "Hint", "H"}), (PAD, {"Undo", "X", "Hint"})):
        drawn = {text for text, _ in texts_drawn(theme, lambda c=controls: buttons.draw(surface, theme, 20, True, c))}
        assert drawn == shown


def test_enter_is_named_only_on_the_button_it_presses():
    """Walked to another button, the first still said Enter, which pressed the lit one."""
    pygame.font.init()
    surface, theme = pygame.Surface((400, 200)), Theme()
    onward, back = Button("Go on", lambda: None, key_hint="Enter"), Button("Back", lambda: None, key_hint="Esc")
    onward.rect, back.rect = pygame.Rect(0, 0, 300, 40), pygame.Rect(0, 50, 300, 40)
    buttons = ButtonList([onward, back])

    def named(show_focus: bool) -> list[str]:
        return [text for text, _ in texts_drawn(theme, lambda: buttons.draw(surface, theme, 20, show_focus))]

    assert "Enter" in named(True) and "Esc" in named(True)  # the way on lit: Enter presses it
    buttons.focus = 1
    assert "Enter" not in named(True) and "Esc" in named(True)  # Back lit: Enter presses Back
    assert "Enter" in named(False)  # nothing lit (the keys elsewhere): Enter keeps its own button
