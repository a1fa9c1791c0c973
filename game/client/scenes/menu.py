"""The menu: the games that exist, resume, saved games, rules, settings, quit."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ... import records
from ...rules import registry
from ..clipboard import open_pasted
from ..games import CLIENTS
from ..input import Act, Intent
from ..places import autosave_path
from ..scene import Scene
from ..session import Session
from ..theme import BODY, TITLE
from ..widgets import Button, ButtonList, stack_rects

if TYPE_CHECKING:
    from ..app import App

IDLE_TO_ATTRACT_S = 60.0  # untouched this long, the menu starts attract mode


class MenuScene(Scene):
    kiosk_idle_s = None  # the menu starts attract mode by itself, in every mode
    opens_games = True

    def __init__(self, app: App, grace_s: float = 0.0) -> None:
        super().__init__(app)
        self.idle_s = 0.0
        self.grace_s = grace_s
        self.buttons = ButtonList([])
        self.build()

    def uncovered(self) -> None:
        self.idle_s = 0.0
        self.build()

    def build(self) -> None:
        entries = []
        path = autosave_path(self.app.data)
        self.owns_autosave = self.app.owns_autosave()  # asked once a build, not each frame drawn
        if self.owns_autosave and os.path.lexists(path):  # else it is another window's game
            label, *shorter = self._resume_labels(path)
            entries.append(Button(label, self.resume, shorter=tuple(shorter)))
        for client in CLIENTS.values():  # each game's "Play ..." entries
            for label, options in client.entries:
                entries.append(Button(label, partial(self.setup, client.name, options)))
        entries += [
            Button("Learn", self.learn),
            Button("Saved games", self.saved_games),
            Button("Rules", self.rules),
            Button("Settings", self.settings),
        ]
        if not self.app.kiosk:
            entries.append(Button("Quit", self.app.quit))
        self.buttons = ButtonList(entries).focus_as(self.buttons)
        self.layout()

    @staticmethod
    def _resume_labels(path: Path) -> list[str]:
        """ "Resume game", with the game it is and how far (a tournament's game: which
        one) when the file can be read: the fullest first, shorter ones for a narrow button."""
        try:
            session = Session.from_record(records.load(path))
        except records.RecordError:
            return ["Resume game"]
        short = registry.spec(session.state.game).title  # "SlideCore 6", where the title adds its board
        progress = session.progress()
        coached = [f"Resume: {session.title()}, {progress}, coached"] if session.coached else []
        # a tournament's game says which it is; the round it is at gives way first
        where = [f"tournament game {session.game_number}"] if session.game_number else []
        labels = []
        for title in (session.title(), short):
            labels += [", ".join([title, *where, progress]), ", ".join([title, *where])]
        if session.game_number:
            labels.append(f"{short}, game {session.game_number}")
        labels.append(short)
        return [*coached, *dict.fromkeys(f"Resume: {label}" for label in labels), "Resume game"]  # each form once

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        column = pygame.Rect(0, 0, theme.px(440), 0)
        column.centerx = width // 2
        column.y = int(height * 0.32)
        count, gap = len(self.buttons.buttons), theme.px(12)
        room = height - theme.px(44) - column.y  # down to the help line
        each = min(theme.px(52), (room + gap) // count - gap)
        rects = stack_rects(column, count, each, gap)
        for button, rect in zip(self.buttons.buttons, rects, strict=True):
            button.rect = rect

    def resume(self) -> None:
        path = autosave_path(self.app.data)
        if not os.path.lexists(path):  # taken since the menu was drawn
            self.app.say("The interrupted game is no longer there: another window or program has taken it")
            self.build()
            return
        try:
            session = Session.from_record(records.load(path))
        except records.RecordError as error:
            try:
                aside = records.keep_aside(path)
                why = records.in_brief(error.problem)
                self.app.say(f"The interrupted game could not be read ({why}); kept as {aside.name}", "bad")
            except OSError:
                self.app.say(f"The interrupted game could not be read: {error}", "bad")
            self.build()
            return
        self.app.push(self.app.make("play", session, resumed=True))

    def setup(self, game: str, options: dict[str, Any] | None = None) -> None:
        self.app.push(self.app.make("setup", game, options))

    def learn(self) -> None:
        self.app.push(self.app.make("learn"))

    def saved_games(self) -> None:
        self.app.push(self.app.make("saves"))

    def rules(self) -> None:
        self.app.push(self.app.make("rules"))

    def settings(self) -> None:
        self.app.push(self.app.make("settings"))

    def handle(self, intent: Intent) -> None:
        self.idle_s = 0.0
        if self.grace_s > 0:
            return
        if intent.act in (Act.PASTE, Act.OPEN):
            open_pasted(self.app, self.app.push, intent.text if intent.act is Act.OPEN else None)
        elif intent.act is Act.RULES:
            self.rules()
        elif not self.buttons.handle(intent) and intent.act is Act.BACK:
            self.app.say("This is a kiosk: it stays open" if self.app.kiosk else "Choose Quit to leave")

    def update(self, dt_s: float) -> None:
        self.grace_s = max(0.0, self.grace_s - dt_s)
        self.idle_s += dt_s
        if self.idle_s >= IDLE_TO_ATTRACT_S:  # only the top scene is updated: the menu is showing
            self.app.reset(self.app.make("idle"))

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        width = self.app.size[0]
        strip = self._draw_pattern(surface)
        title = theme.text(
            surface, "SLYDE ARCADE", TITLE, p.accent, bold=True, midtop=(width // 2, strip + theme.px(6))
        )
        theme.text(
            surface,
            "four sliding games: swap, slide, push",
            BODY,
            p.muted,
            midtop=(width // 2, title.bottom + theme.px(2)),
        )
        self.draw_buttons(surface, 26)
        if self.app.mapper.controls.pad:  # the keys it has no button for left out
            help_line = "The gamepad's d-pad and A choose, B goes back. The mouse and the keys work too."
        else:
            keys = "F1 rules, " + ("M mute" if self.app.kiosk else "F11 full screen, M mute")  # a kiosk: full screen
            help_line = f"Mouse, arrows + Enter, or a gamepad.  {keys}."
        if not self.owns_autosave:
            help_line = "Another window uses this data folder: its game stays there, and games here go to Saved games."
        self.draw_footer(surface, help_line)

    def _draw_pattern(self, surface: pygame.Surface) -> int:
        """A faint chessboard of pawns above the title, the game's starting position: its bottom."""
        theme, p = self.app.theme, self.app.theme.palette
        cell = theme.px(34)
        width, _ = self.app.size
        rows = 3
        for r in range(rows):
            for f in range(width // cell + 1):
                colour = p.white_piece if (f + r) % 2 else p.black_piece
                faded = tuple(round(c * 0.12 + b * 0.88) for c, b in zip(colour, p.background, strict=True))
                pygame.draw.rect(surface, faded, (f * cell + 2, r * cell + 2, cell - 4, cell - 4), border_radius=4)
        return rows * cell
