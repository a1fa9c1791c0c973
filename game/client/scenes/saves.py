"""The saved games: newest first; pick one to go on playing or to look at."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

import pygame

from ... import records
from ..app import App, Scene
from ..input import Act, Intent
from ..session import Session
from ..theme import BODY, HEADING, SMALL
from ..widgets import Button, ButtonList, stack_rects

ROWS = 8


class SavesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.first = 0
        self.build()

    def build(self) -> None:
        from .play import saves_dir

        stamped = []
        with contextlib.suppress(OSError):  # no folder, or not one: no saved games
            for path in saves_dir(self.app).glob("*.json"):
                with contextlib.suppress(OSError):  # a dangling link, or a file gone while listing
                    stamped.append((path.stat().st_mtime, path))
        stamped.sort(key=lambda pair: pair[0], reverse=True)
        self.files = files = [path for _, path in stamped]
        self.stamps = dict((path, mtime) for mtime, path in stamped)
        shown = files[self.first : self.first + ROWS]
        buttons = [Button(self.describe(path), lambda path=path: self.open(path)) for path in shown]
        buttons.append(Button("Back", self.app.pop, key_hint="Esc"))
        self.buttons = ButtonList(buttons)
        self.layout()

    def describe(self, path: Path) -> str:
        """When, and the game in a line (what, who, how far, how it ended), read from the file."""
        stamp = time.strftime("%d %b %H:%M", time.localtime(self.stamps[path]))
        try:
            return f"{stamp}   {Session.from_record(records.load(path)).summary()}"
        except records.RecordError:
            return f"{stamp}   {path.name} (cannot be read)"

    def layout(self) -> None:
        theme = self.app.theme
        width, _ = self.app.size
        column = pygame.Rect(0, theme.px(120), min(width - theme.px(80), theme.px(720)), 0)
        column.centerx = width // 2
        rects = stack_rects(column, len(self.buttons.buttons), theme.px(46), theme.px(8))
        for button, rect in zip(self.buttons.buttons, rects, strict=True):
            button.rect = rect

    def open(self, path: Path) -> None:
        from .play import PlayScene

        try:
            record = records.load(path)
            session = Session.from_record(record)
        except records.RecordError as error:
            self.app.say(f"Cannot open: {str(error).split(': ', 1)[-1]}", "bad")
            with contextlib.suppress(OSError):
                records.keep_aside(path)
            self.build()
            return
        self.app.replace(PlayScene(self.app, session))

    def handle(self, intent: Intent) -> None:
        if intent.act is Act.SCROLL or (intent.act in (Act.LEFT, Act.RIGHT)):
            step = -ROWS if intent.act is Act.LEFT or intent.amount > 0 else ROWS
            self.first = max(0, min(self.first + step, max(0, len(self.files) - ROWS)))
            self.build()
        elif not self.buttons.handle(intent) and intent.act is Act.BACK:
            self.app.pop()

    def is_moving(self) -> bool:
        return False  # nothing here changes with time alone

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        width, height = self.app.size
        theme.text(surface, "Saved games", HEADING, p.accent, bold=True, center=(width // 2, theme.px(60)))
        if not self.files:
            theme.text(
                surface,
                "No saved games yet: Ctrl+S saves during a game, and finished games are kept here.",
                SMALL,
                p.muted,
                center=(width // 2, theme.px(100)),
            )
        self.buttons.draw(surface, theme, size=BODY - 2)
        if len(self.files) > ROWS:
            shown = f"{self.first + 1}-{min(self.first + ROWS, len(self.files))} of {len(self.files)}"
            theme.text(
                surface,
                f"{shown}   (Left/Right or the wheel for more)",
                SMALL,
                p.muted,
                midbottom=(width // 2, height - theme.px(20)),
            )
