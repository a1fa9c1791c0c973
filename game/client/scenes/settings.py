"""Settings: sound, animation speed, hints, theme, text size, full screen; saved at once."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...rules.base import sentence
from ..audio import NO_DEVICE
from ..input import Act, Intent
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS, MAX_VOLUME, Settings
from ..theme import BODY, PALETTES
from ..widgets import Button, ButtonList, stack_rects

if TYPE_CHECKING:
    from ..app import App


KIOSK_FOOTER = "Changes last this visit: the kiosk's own settings return when it is idle."


ALREADY_DEFAULTS = "These are the default settings already"
RESET, UNDO_RESET = "Reset to defaults", "Undo reset"
BACK_TO_DEFAULTS = f"Settings back to their defaults: {UNDO_RESET} puts yours back"
PUT_BACK = "Your settings are back"


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows = [
            ("Sound volume", self.volume_text, self.change_volume),
            ("Animation speed", lambda: self.app.settings.animation, self.change_animation),
            ("Move hints", lambda: "on" if self.app.settings.hints else "off", self.change_hints),
            ("Colour theme", lambda: self.app.settings.theme, self.change_theme),
            ("Large text", lambda: "on" if self.app.settings.large_text else "off", self.change_large),
        ]
        if not app.kiosk:  # a kiosk stays full screen
            self.rows.append(
                ("Full screen", lambda: "on" if self.app.window.fullscreen else "off", self.change_fullscreen)
            )
        buttons = [  # a click steps on, round to the first value after the last
            Button(label, partial(self.change, i, 1, True), align="left") for i, (label, _, _) in enumerate(self.rows)
        ]
        self.reset_button = Button(RESET, self.reset)
        self.replaced: Settings | None = None  # what a reset replaced, while Undo reset may put it back
        buttons += [self.reset_button, Button("Back", self.app.pop, key_hint="Esc")]
        self.buttons = ButtonList(buttons)
        self.layout()

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        column = pygame.Rect(0, theme.page_top(height) + theme.px(130), theme.px(600), 0)
        column.centerx = width // 2
        rects = stack_rects(column, len(self.buttons.buttons), theme.px(50), theme.px(10))
        for button, rect in zip(self.buttons.buttons, rects, strict=True):
            button.rect = rect

    def volume_text(self) -> str:
        """The volume, and whether M has silenced it for now or there is no sound device
        (else the row says 7 and nothing sounds)."""
        volume = self.app.settings.volume
        if volume == 0:
            return "off"
        if not self.app.audio.has_device:
            return f"{volume} / {MAX_VOLUME}, {NO_DEVICE}"
        muted = self.app.mapper.controls.naming(", muted", "M") if self.app.audio.muted else ""
        return f"{volume} / {MAX_VOLUME}{muted}"

    def change(self, row: int, step: int, click: bool = False) -> None:
        """One row's value changed, then taken into effect and saved once. The volume
        stops at its ends for the arrow keys (said), and a click past the loudest turns
        it off, so that the mouse alone can lower it."""
        change = self.rows[row][2]
        if change == self.change_volume and not 0 <= self.app.settings.volume + step <= MAX_VOLUME:
            if not click:
                self.app.say(f"Sound volume: off to {MAX_VOLUME}")
                return
            step = -self.app.settings.volume
        change(step)
        if change != self.change_fullscreen:  # full screen applies itself, as F11 does
            self.app.apply_settings()
        for words in (ALREADY_DEFAULTS, BACK_TO_DEFAULTS, PUT_BACK):  # true no more
            self.app.unsay(words)
        self._keep_reset()
        self.app.audio.play("select")

    def reset(self) -> None:
        """Every setting shown back to its default, said in words (where only the sound or
        the hints change, little on the screen shows it); pressed again before any other
        change, the settings the reset replaced come back: a stray press loses nothing,
        such as the high contrast a person needs to find the setting again."""
        if self.replaced is not None:
            self.app.reset_settings(self.replaced)
            self._keep_reset()
            self.app.unsay(BACK_TO_DEFAULTS)
            self.app.say(PUT_BACK)
            self.app.audio.play("select")
            return
        before, replaced = self._values(), replace(self.app.settings)
        self.app.reset_settings()
        if self._values() == before:
            self.app.say(ALREADY_DEFAULTS)
            return
        self.replaced, self.reset_button.label = replaced, UNDO_RESET
        self.app.say(BACK_TO_DEFAULTS)
        self.app.audio.play("select")

    def _keep_reset(self) -> None:
        """The reset stands: the button resets again."""
        self.replaced, self.reset_button.label = None, RESET

    def _values(self) -> list[str]:
        return [value() for _, value, _ in self.rows]

    def change_volume(self, step: int) -> None:
        """A step louder or softer, which is heard: it lifts a mute."""
        self.app.settings.volume = min(MAX_VOLUME, max(0, self.app.settings.volume + step))
        self.app.audio.muted = False

    def change_animation(self, step: int) -> None:
        names = list(ANIMATION_SPEEDS)
        self.app.settings.animation = names[(names.index(self.app.settings.animation) + step) % len(names)]

    def change_hints(self, step: int) -> None:
        self.app.settings.hints = not self.app.settings.hints

    def change_theme(self, step: int) -> None:
        names = list(PALETTES)
        self.app.settings.theme = names[(names.index(self.app.settings.theme) + step) % len(names)]

    def change_large(self, step: int) -> None:
        self.app.settings.large_text = not self.app.settings.large_text

    def change_fullscreen(self, step: int) -> None:
        self.app.toggle_fullscreen()

    def handle(self, intent: Intent) -> None:
        focus = self.buttons.focus
        if intent.act in (Act.LEFT, Act.RIGHT) and focus < len(self.rows):
            self.change(focus, -1 if intent.act is Act.LEFT else 1)
        elif intent.act is Act.KEY and intent.text.strip() and focus < len(self.rows):  # typed: no value takes it
            self.app.say(f"{self.rows[focus][0]}: {self.app.mapper.controls.sideways} or a click change it")
        elif intent.act is Act.RULES:
            self.app.push(self.app.make("rules", aside=True))
        elif not self.buttons.handle(intent) and intent.act is Act.BACK:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        theme.backdrop(surface, "Settings", 70, theme.page_top(surface.get_height()))
        self.draw_buttons(surface, BODY)
        for button, (_, value, _) in zip(self.buttons.buttons, self.rows, strict=False):
            theme.text(
                surface, value(), BODY, p.accent, midright=(button.rect.right - theme.px(18), button.rect.centery)
            )
        footer = (
            KIOSK_FOOTER
            if self.app.kiosk
            else f"{sentence(self.app.mapper.controls.sideways)} or a click changes a value. Saved at once."
        )
        self.draw_footer(surface, footer, lift=20)
