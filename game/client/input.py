"""One input layer: mouse, keyboard and gamepad events become the same intents.

Scenes never see key codes or button numbers, only `Intent`s.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import pygame

from .. import records


def moved(event: pygame.event.Event) -> bool:
    """Whether a mouse motion event went anywhere."""
    return tuple(getattr(event, "rel", (1, 1))) != (0, 0)


OUTSIDE = (-1, -1)  # where the pointer is when it has left the window


class Act(Enum):
    UP = auto()
    DOWN = auto()
    LEFT = auto()
    RIGHT = auto()
    FIRST = auto()  # Home: the first of a list, the start of a game under review
    LAST = auto()  # End: the last of a list, the live end of a game under review
    PAGE_UP = auto()  # PageUp: a page back (a list that fits its page: its first)
    PAGE_DOWN = auto()  # PageDown: a page on (a list that fits its page: its last)
    SELECT = auto()  # Enter, Space, gamepad A
    BACK = auto()  # Esc, gamepad B
    MENU = auto()  # gamepad Start, Tab: the arrows to the buttons beside a board, and back
    UNDO = auto()  # Ctrl+Z, Backspace, gamepad X
    REDO = auto()  # Ctrl+Y, Ctrl+Shift+Z, gamepad Y
    TOGGLE = auto()  # T: the anti-mirror toggle
    GROUPS = auto()  # G: outline the largest groups
    HINT = auto()  # H
    SAVE = auto()  # Ctrl+S
    COPY = auto()  # Ctrl+C: the game as a line of text
    PASTE = auto()  # Ctrl+V: open a game's line
    OPEN = auto()  # a file or text dropped on the window (text: its path, or the text)
    DEVICE = auto()  # a gamepad plugged in or out (text: the words that say which)
    MUTE = auto()  # M
    FULLSCREEN = auto()  # F11
    NEW = auto()  # N
    FASTER = auto()  # + : watch mode plays faster
    SLOWER = auto()  # - : watch mode plays slower
    POINT = auto()  # the pointer moved (pos)
    PRESS = auto()  # primary button down (pos)
    RELEASE = auto()  # primary button up (pos)
    CANCEL = auto()  # secondary button down: a step back from a turn under way, and nothing else
    SCROLL = auto()  # wheel (amount: +1 up, -1 down)
    QUIT = auto()  # the window's close button
    FORCE_QUIT = auto()  # Ctrl+Alt+Q: leaves even a kiosk
    REVIEW = auto()  # R: step through the game so far with the computer's judgement
    RULES = auto()  # F1: the rules of the game on screen (on the menu, the rules book)
    KEY = auto()  # any other key: it means nothing, but a person pressed it
    TEXT = auto()  # typed text (text), where a scene takes it
    ERASE = auto()  # Backspace where a scene takes typed text
    DELETE = auto()  # Delete: the saved game in focus, asked first


ON_ONE_PAGE = {Act.PAGE_UP: Act.FIRST, Act.PAGE_DOWN: Act.LAST}  # where the whole list shows, a page is all of it


@dataclass(frozen=True)
class Controls:
    """The names of the controls a person is using, for words that tell them what to press."""

    arrows: str  # what moves the cursor
    choose: str  # what acts where the cursor is
    back: str  # what takes a step back
    hurry: str  # what makes the computer move now
    undo: str  # what takes a move back
    anything: str  # what a person does to go on, anything at all
    sideways: str  # what changes a value or turns a page
    pad: bool = False

    def shortcut(self, key: str) -> str:
        """A button's keyboard shortcut as these controls press it: on a gamepad its
        button, or nothing where it has none (the pad reaches those buttons by Start)."""
        return PAD_SHORTCUTS.get(key, "") if self.pad else key

    def naming(self, label: str, key: str) -> str:
        """A button in words that send a person to it, with its shortcut as these
        controls press it: "Review (R)", on a gamepad "Review" (reached by Start)."""
        shortcut = self.shortcut(key)
        return f"{label} ({shortcut})" if shortcut else label


KEYS = Controls(arrows="arrow keys", choose="Enter", back="Esc", hurry="Space", undo="Ctrl+Z",
                anything="a key or click", sideways="Left/Right")  # fmt: skip
PAD = Controls(arrows="the d-pad", choose="A", back="B", hurry="A", undo="X", anything="a button",
               sideways="the d-pad's Left/Right", pad=True)  # fmt: skip
PAD_SHORTCUTS = {"Enter": "A", "Esc": "B", "Ctrl+Z": "X", "Backspace": "X", "Ctrl+Y": "Y",
                 "Tab": "Start"}  # as `_BUTTONS` maps them  # fmt: skip


@dataclass(frozen=True)
class Intent:
    act: Act
    pos: tuple[int, int] = (0, 0)
    amount: int = 0
    text: str = ""

    @property
    def is_pointer(self) -> bool:
        return self.act in (Act.POINT, Act.PRESS, Act.RELEASE, Act.SCROLL)


_KEYS = {
    pygame.K_UP: Act.UP,
    pygame.K_DOWN: Act.DOWN,
    pygame.K_LEFT: Act.LEFT,
    pygame.K_RIGHT: Act.RIGHT,
    pygame.K_RETURN: Act.SELECT,
    pygame.K_KP_ENTER: Act.SELECT,
    pygame.K_SPACE: Act.SELECT,
    pygame.K_ESCAPE: Act.BACK,
    pygame.K_BACKSPACE: Act.UNDO,
    pygame.K_t: Act.TOGGLE,
    pygame.K_g: Act.GROUPS,
    pygame.K_h: Act.HINT,
    pygame.K_m: Act.MUTE,
    pygame.K_n: Act.NEW,
    pygame.K_r: Act.REVIEW,
    pygame.K_HOME: Act.FIRST,
    pygame.K_END: Act.LAST,
    pygame.K_PAGEUP: Act.PAGE_UP,
    pygame.K_PAGEDOWN: Act.PAGE_DOWN,
    pygame.K_F11: Act.FULLSCREEN,
    pygame.K_F1: Act.RULES,
    pygame.K_DELETE: Act.DELETE,
    pygame.K_TAB: Act.MENU,
    pygame.K_PLUS: Act.FASTER,
    pygame.K_EQUALS: Act.FASTER,
    pygame.K_KP_PLUS: Act.FASTER,
    pygame.K_MINUS: Act.SLOWER,
    pygame.K_KP_MINUS: Act.SLOWER,
}
_CTRL_KEYS = {pygame.K_z: Act.UNDO, pygame.K_y: Act.REDO, pygame.K_s: Act.SAVE, pygame.K_c: Act.COPY,
              pygame.K_v: Act.PASTE}  # fmt: skip
# XInput layout, which SDL gives most pads: A, B, X, Y, ..., Back, Start
_BUTTONS = {0: Act.SELECT, 1: Act.BACK, 2: Act.UNDO, 3: Act.REDO, 4: Act.LEFT, 5: Act.RIGHT, 6: Act.BACK, 7: Act.MENU}
_HAT = {(0, 1): Act.UP, (0, -1): Act.DOWN, (-1, 0): Act.LEFT, (1, 0): Act.RIGHT}
STICK_DEADZONE = 0.6
KEY_REPEAT_MS = (400, 70)  # a held key repeats after this long, this often, if it only moves something:
_REPEATING = {pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN}


def _pad_name(pad: Any) -> str:
    """A gamepad's name as the system gives it, fit to show (a device names itself)."""
    try:
        name = "".join(c for c in str(pad.get_name()) if c.isprintable()).strip()
    except pygame.error:
        name = ""
    return records.in_brief(name, 40) or "a gamepad"


class InputMapper:
    """Turns pygame events into intents; keeps what gamepads need (sticks, devices)."""

    def __init__(self) -> None:
        self.pads: dict[int, object] = {}
        self._stick_held: dict[tuple[int, int], int] = {}
        self._keys_held: set[int] = set()  # a second KEYDOWN of one of these without a KEYUP is a repeat
        self.typing = False  # a scene takes typed text: letters are text, not commands
        self.controls = KEYS  # the keyboard's or the gamepad's, whichever pressed last

    def _repeat_ignored(self, event: pygame.event.Event) -> bool:
        """Whether a key press is the key's repeat that means nothing more: a held
        arrow key goes on moving, a held Enter confirms once, a held Backspace erases
        on but takes back only once."""
        if event.type == pygame.KEYUP:
            self._keys_held.discard(event.key)
            return True
        repeat = event.key in self._keys_held
        self._keys_held.add(event.key)
        erasing = self.typing and event.key == pygame.K_BACKSPACE
        return repeat and event.key not in _REPEATING and not erasing

    def intents(self, event: pygame.event.Event) -> list[Intent]:
        """What one event asks for; a key or a pad's button that asks for something makes
        its controls the ones the words on screen name (the mouse leaves them as they were)."""
        said = self._intents(event)
        if said and event.type == pygame.KEYDOWN:
            self.controls = KEYS
        elif said and event.type in (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
            self.controls = PAD
        return said

    def _intents(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [Intent(Act.QUIT)]
        if kind == pygame.TEXTINPUT:
            return [Intent(Act.TEXT, text=event.text)] if self.typing else []
        if kind in (pygame.DROPFILE, pygame.DROPTEXT):
            return [Intent(Act.OPEN, text=str(getattr(event, "file", None) or getattr(event, "text", "")))]
        if kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self._keys_held.clear()  # a key let go elsewhere sends no KEYUP here
            return []
        if kind in (pygame.KEYDOWN, pygame.KEYUP) and self._repeat_ignored(event):
            return []
        if kind == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if self.typing and not ctrl:
                if event.key == pygame.K_BACKSPACE:
                    return [Intent(Act.ERASE)]
                if getattr(event, "unicode", "") and event.unicode.isprintable():
                    return []  # the letter comes as text
            if ctrl and event.mod & pygame.KMOD_ALT and event.key == pygame.K_q:
                return [Intent(Act.FORCE_QUIT)]
            if ctrl and event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT:
                return [Intent(Act.REDO)]
            if ctrl and event.key in _CTRL_KEYS:
                return [Intent(_CTRL_KEYS[event.key])]
            if not ctrl and event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                return [Intent(Act.MENU, amount=-1)]  # Shift+Tab: the way back
            letter = "" if ctrl else str(getattr(event, "unicode", ""))
            letter = letter if letter.isprintable() else ""
            if not ctrl and event.key in _KEYS:
                return [Intent(_KEYS[event.key], text=letter)]
            return [Intent(Act.KEY, text=letter)]  # with the letter it writes, for a scene that expected typing
        if kind == pygame.MOUSEMOTION:  # a motion of no distance (SDL posts one on start-up) is nobody
            return [Intent(Act.POINT, tuple(event.pos))] if moved(event) else []
        if kind == pygame.WINDOWLEAVE and not any(pygame.mouse.get_pressed()):  # a drag goes on outside
            return [Intent(Act.POINT, OUTSIDE)]  # the pointer gone: nothing is under it any more
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return [Intent(Act.PRESS, tuple(event.pos))]
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            return [Intent(Act.RELEASE, tuple(event.pos))]
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return [Intent(Act.CANCEL, tuple(event.pos))]
        if kind == pygame.MOUSEWHEEL:
            return [Intent(Act.SCROLL, amount=1 if event.y > 0 else -1)] if event.y else []
        if kind == pygame.JOYDEVICEADDED:
            try:
                pad = pygame.joystick.Joystick(event.device_index)
                self.pads[pad.get_instance_id()] = pad
                return [Intent(Act.DEVICE, text=f"Gamepad connected: {_pad_name(pad)}")]
            except pygame.error:
                return []
        if kind == pygame.JOYDEVICEREMOVED:
            gone = self.pads.pop(event.instance_id, None)
            self._stick_held = {k: v for k, v in self._stick_held.items() if k[0] != event.instance_id}
            if not self.pads:
                self.controls = KEYS  # the words name keys again: no pad is left to press
            return [Intent(Act.DEVICE, text=f"Gamepad disconnected: {_pad_name(gone)}")] if gone else []
        if kind == pygame.JOYBUTTONDOWN and event.button in _BUTTONS:
            return [Intent(_BUTTONS[event.button])]
        if kind == pygame.JOYHATMOTION and tuple(event.value) in _HAT:
            return [Intent(_HAT[tuple(event.value)])]
        if kind == pygame.JOYAXISMOTION and event.axis in (0, 1):
            return self._stick(event.instance_id, event.axis, event.value)
        return []

    def _stick(self, pad: int, axis: int, value: float) -> list[Intent]:
        """A stick pushed past the dead zone is one step; it must return before the next."""
        direction = 0 if abs(value) < STICK_DEADZONE else (1 if value > 0 else -1)
        key = (pad, axis)
        if direction == self._stick_held.get(key, 0):
            return []
        self._stick_held[key] = direction
        if direction == 0:
            return []
        if axis == 0:
            return [Intent(Act.RIGHT if direction > 0 else Act.LEFT)]
        return [Intent(Act.DOWN if direction > 0 else Act.UP)]
