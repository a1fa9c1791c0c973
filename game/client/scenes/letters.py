"""Spelling a name letter by letter, for a gamepad (or a screen with no keyboard):
keys on the screen that the d-pad walks and A presses; typed letters go in too."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..input import Act, Intent
from ..scene import Scene
from ..theme import BODY, HEADING, SMALL
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App

ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-'.&", "1234567890")
SHADE_ALPHA = 170
HINTS = {  # how to use the keys, with the keyboard and the pointer or with a gamepad
    False: "Click the keys or type, then Tab or Done. Esc, or a click beside the keys, leaves the name as it was.",
    True: "A presses the lit key, X erases, Y makes a capital, Start is done; B leaves the name as it was.",
}


class LettersScene(Scene):
    """Keys for every letter, digit and a few marks, then one for capitals (ABC, or abc
    while they show), Space, Erase and Done. A name starts with a capital and so does
    each word; ABC (Y) makes the next letter one. `accept` cleans the text as it grows
    (what a name may hold), `done` takes it when it is finished; leaving (B, Esc, a
    click beside the keys) changes nothing."""

    overlay = True

    def __init__(
        self, app: App, title: str, text: str, most: int, accept: Callable[[str], str], done: Callable[[str], None]
    ) -> None:
        super().__init__(app)
        self.title, self.text, self.most = title, text, most
        self.accept, self.done = accept, done
        self.capitals = not text or text.endswith(" ")
        self.letters = [Button(ch, partial(self.press, ch)) for row in ROWS for ch in row]
        self.capitals_key = Button("ABC", self.toggle_capitals, key_hint="Ctrl+Y")
        self.done_key = Button("Done", self.finish, key_hint="Tab")
        controls = [
            self.capitals_key,
            Button("Space", partial(self.add, " ")),
            Button("Erase", self.erase, key_hint="Backspace"),
            self.done_key,
        ]
        self.buttons = ButtonList(self.letters + controls, vertical=False, grid=True)
        self.pressed_beside = False  # the pointer went down beside the keys: its release there leaves
        self._label_letters()
        self.layout()

    @property
    def typing(self) -> bool:
        return True  # a keyboard's letters go in as well

    def layout(self) -> None:
        """Keys as large as the window allows (at most 64 px at the theme's scale), the
        name above them and the hint, wrapped to the panel, below."""
        theme = self.app.theme
        width, height = self.app.size
        columns, rows, gap, edge = len(ROWS[0]), len(ROWS) + 1, theme.px(8), theme.px(28)
        key = min(theme.px(64), (width - theme.px(80) - (columns - 1) * gap) // columns)
        lines = max(len(theme.wrap(words, SMALL, columns * key + (columns - 1) * gap)) for words in HINTS.values())
        top = theme.px(20) + theme.line_height(SMALL) + theme.line_height(HEADING) + theme.px(24)
        below = theme.px(12) + lines * theme.line_height(SMALL) + theme.px(16)
        key = min(key, (height - theme.px(20) - top - below - (rows - 1) * gap) // rows)  # a short window
        grid_width = columns * key + (columns - 1) * gap
        self.hints = {pad: theme.wrap(words, SMALL, grid_width) for pad, words in HINTS.items()}
        self.rect = pygame.Rect(0, 0, grid_width + 2 * edge, top + rows * key + (rows - 1) * gap + below)
        self.rect.center = (width // 2, height // 2)
        left, y = self.rect.x + edge, self.rect.y + top
        for row, letters in enumerate(ROWS):
            for column in range(len(letters)):
                button = self.letters[row * columns + column]
                button.rect = pygame.Rect(left + column * (key + gap), y, key, key)
            y += key + gap
        wide = (grid_width - 3 * gap) // 4
        for index, button in enumerate(self.buttons.buttons[len(self.letters) :]):
            button.rect = pygame.Rect(left + index * (wide + gap), y, wide, key)
        self.hint_y = y + key + theme.px(12)
        self.shade = pygame.Surface((width, height), pygame.SRCALPHA)
        self.shade.fill((*theme.palette.background, SHADE_ALPHA))  # the screen below in sight, out of the way

    def _label_letters(self) -> None:
        for button in self.letters:
            button.label = button.label.upper() if self.capitals else button.label.lower()
        self.capitals_key.label = "abc" if self.capitals else "ABC"  # what the key turns the letters to

    def add(self, typed: str) -> None:
        """Letters onto the end of the name, as far as it may grow; after a capital
        the letters are small again, after a space a capital comes."""
        room = self.most - len(self.text)
        if len(typed) > room:
            self.app.say(f"A name has at most {self.most} characters", "bad")
            typed = typed[:room]
        if not typed:
            return
        self.text = self.accept(self.text + typed)
        self.capitals = self.text.endswith(" ") if typed.strip() else True
        self._label_letters()

    def press(self, key: str) -> None:
        """A letter's key: its letter, in the case the keys show."""
        self.add(key.upper() if self.capitals else key.lower())

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.capitals = not self.text or self.text.endswith(" ")
        self._label_letters()

    def toggle_capitals(self) -> None:
        self.capitals = not self.capitals
        self._label_letters()

    def finish(self) -> None:
        self.app.pop()
        self.done(self.text)

    def handle(self, intent: Intent) -> None:
        act = intent.act
        if act is Act.TEXT:
            self.add(intent.text)
            self.buttons.focus = self.buttons.buttons.index(self.done_key)  # Enter, after typing, finishes
        elif act in (Act.ERASE, Act.UNDO):
            self.erase()
        elif act is Act.REDO:
            self.toggle_capitals()
        elif act is Act.MENU:
            self.finish()
        elif act is Act.BACK or (act is Act.RELEASE and self.pressed_beside and not self.rect.collidepoint(intent.pos)):
            self.app.pop()
        else:
            if act is Act.PRESS:
                self.pressed_beside = not self.rect.collidepoint(intent.pos)
            self.buttons.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.blit(self.shade, (0, 0))
        theme.panel(surface, self.rect)
        inner = self.rect.inflate(-2 * theme.px(28), 0)
        y = self.rect.y + theme.px(20)
        theme.text(surface, theme.clipped(self.title, SMALL, inner.width), SMALL, p.muted, topleft=(inner.x, y))
        y += theme.line_height(SMALL) + theme.px(4)
        shown = f"{self.text}|"
        size = theme.fitting(shown, HEADING, inner.width, bold=True)
        theme.text(surface, shown, size, p.accent, bold=True, topleft=(inner.x, y))
        self.draw_buttons(surface, BODY)
        y = self.hint_y
        for line in self.hints[self.app.mapper.controls.pad]:
            theme.text(surface, line, SMALL, p.muted, midtop=(self.rect.centerx, y))
            y += theme.line_height(SMALL)
