"""Held keys: an arrow key goes on moving, anything else acts once per press."""

import pygame

from game.client.app import App
from game.client.input import KEY_REPEAT_MS, KEYS, PAD, Act, InputMapper
from game.client.scenes import SCENES

from .conftest import Driver


def down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def up(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def acts(mapper: InputMapper, events) -> list[Act]:
    return [intent.act for event in events for intent in mapper.intents(event)]


def test_a_held_arrow_key_repeats_and_a_held_enter_acts_once():
    mapper = InputMapper()
    assert acts(mapper, [down(pygame.K_RIGHT)] * 3) == [Act.RIGHT] * 3
    assert acts(mapper, [down(pygame.K_RETURN)] * 3) == [Act.SELECT]
    assert acts(mapper, [up(pygame.K_RETURN), down(pygame.K_RETURN)]) == [Act.SELECT]  # pressed again


def test_a_held_backspace_erases_on_while_typing_but_takes_back_only_once():
    mapper = InputMapper()
    assert acts(mapper, [down(pygame.K_BACKSPACE)] * 3) == [Act.UNDO]
    mapper.intents(up(pygame.K_BACKSPACE))
    mapper.typing = True
    assert acts(mapper, [down(pygame.K_BACKSPACE)] * 3) == [Act.ERASE] * 3


def test_a_key_let_go_in_another_window_is_not_taken_for_held():
    mapper = InputMapper()
    events = [down(pygame.K_RETURN), pygame.event.Event(pygame.WINDOWFOCUSLOST), down(pygame.K_RETURN)]
    assert acts(mapper, events) == [Act.SELECT, Act.SELECT]


def test_the_window_repeats_held_keys(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    assert pygame.key.get_repeat() == KEY_REPEAT_MS
    app.quit()


def test_the_controls_named_are_those_of_the_last_key_or_pad_button_that_asked_for_something():
    mapper = InputMapper()
    assert mapper.controls is KEYS  # before anything is pressed, the keyboard's
    pad_a = pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)
    d_pad_let_go = pygame.event.Event(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=0, joy=0)
    pointer = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(2, 0), buttons=(0, 0, 0))
    assert acts(mapper, [pad_a]) == [Act.SELECT] and mapper.controls is PAD
    assert acts(mapper, [pointer]) == [Act.POINT] and mapper.controls is PAD  # the mouse names no controls
    assert acts(mapper, [down(pygame.K_LEFT)]) == [Act.LEFT] and mapper.controls is KEYS
    assert acts(mapper, [d_pad_let_go]) == [] and mapper.controls is KEYS  # a release asks for nothing
    assert acts(mapper, [pad_a]) == [Act.SELECT] and mapper.controls.choose == "A"


def test_a_button_named_in_words_carries_its_shortcut_on_the_device_in_use():
    assert KEYS.naming("Save", "Ctrl+S") == "Save (Ctrl+S)"
    assert PAD.naming("Undo", "Ctrl+Z") == "Undo (X)"
    assert PAD.naming("Save", "Ctrl+S") == "Save"  # no pad button of its own: reached by Start


class FakePad:
    """A gamepad as pygame.joystick.Joystick gives one: its instance and its name."""

    def __init__(self, index: int) -> None:
        self.index = index

    def get_instance_id(self) -> int:
        return 40 + self.index

    def get_name(self) -> str:
        return "Xbox\x07 Wireless Controller" if self.index == 0 else "x" * 300


def test_a_gamepad_plugged_in_or_out_is_said_by_its_name_and_its_going_names_keys_again(data_dir, monkeypatch):
    monkeypatch.setattr(pygame.joystick, "Joystick", FakePad)
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.push(app.make("home"))
    try:
        drive = Driver(app)
        drive.frames(2)
        drive.post(pygame.JOYDEVICEADDED, device_index=0)  # there as the window opened: no news
        assert app.toast is None
        drive.frames(70)
        drive.post(pygame.JOYDEVICEADDED, device_index=1)
        assert app.toast[0] == "Gamepad connected: " + "x" * 39 + "…"  # 40 characters in all
        drive.post(pygame.JOYBUTTONDOWN, button=0, instance_id=40, joy=0)
        assert app.mapper.controls is PAD
        app.hush()
        drive.post(pygame.JOYDEVICEREMOVED, instance_id=40)
        assert app.toast[0] == "Gamepad disconnected: Xbox Wireless Controller" and app.mapper.controls is PAD
        drive.post(pygame.JOYDEVICEREMOVED, instance_id=41)
        assert app.mapper.controls is KEYS  # the last one gone: the words name keys
        app.hush()
        drive.post(pygame.JOYDEVICEREMOVED, instance_id=41)  # gone before: nothing to say
        assert app.toast is None
    finally:
        app.quit()
