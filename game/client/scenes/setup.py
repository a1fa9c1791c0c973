"""Setting up a game: edition, board size with a live preview, who plays each side."""

from __future__ import annotations

import pygame

from ...ai.players import SEARCH_LEVELS, size_factor
from ...rules import slyde
from ..app import App, Scene
from ..input import Act, Intent
from ..session import Session
from ..theme import BODY, HEADING, SMALL
from ..views.slyde_view import Marks, SlydeView
from ..widgets import Button, ButtonList

EDITIONS = {"mindsports": "Mindsports rules", "tile": "Tile edition"}
PLAYER_KINDS = ["Person", "easy", "normal", "hard", "max"]  # a person, or a computer level
LEVEL_NOTES = {
    "easy": "quick, and makes mistakes a beginner can punish",
    "normal": "a fair opponent",
    "hard": "thinks longer, plays its best",
    "max": "for analysis; Space makes it move at once",
}


class SetupScene(Scene):
    def __init__(self, app: App, rules: str = "mindsports") -> None:
        super().__init__(app)
        self.rules = rules
        self.size = slyde.DEFAULT_SIZE[rules]
        self.kinds = [0, 0]
        self.row = 0
        self.rows = ["Edition", "Board size", "White", "Black"]
        self.preview = SlydeView(app.theme)
        self.buttons = ButtonList(
            [Button("Start", self.start, key_hint="Enter"), Button("Back", self.app.pop, key_hint="Esc")],
            vertical=False,
        )
        self.layout()

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        margin = theme.px(40)
        self.left = pygame.Rect(margin, theme.px(110), int(width * 0.45), height - theme.px(110) - margin)
        self.row_rects = [
            pygame.Rect(self.left.x, self.left.y + i * theme.px(74), self.left.width, theme.px(60))
            for i in range(len(self.rows))
        ]
        bottom = self.row_rects[-1].bottom + theme.px(30)
        half = (self.left.width - theme.px(12)) // 2
        self.buttons.buttons[0].rect = pygame.Rect(self.left.x, bottom, half, theme.px(56))
        self.buttons.buttons[1].rect = pygame.Rect(self.left.x + half + theme.px(12), bottom, half, theme.px(56))
        preview_area = pygame.Rect(
            self.left.right + margin,
            theme.px(110),
            width - self.left.right - 2 * margin,
            height - theme.px(150) - margin,
        )
        self.preview.theme = theme
        self.preview.layout(preview_area, self.size)

    def value(self, row: int) -> str:
        if row == 0:
            return EDITIONS[self.rules]
        if row == 1:
            return f"{self.size} x {self.size}"
        kind = PLAYER_KINDS[self.kinds[row - 2]]
        return kind if kind == "Person" else f"Computer: {kind}"

    def change(self, row: int, step: int) -> None:
        if row == 0:
            names = list(EDITIONS)
            self.rules = names[(names.index(self.rules) + step) % len(names)]
        elif row == 1:
            self.size = min(slyde.MAX_SIZE, max(slyde.MIN_SIZE, self.size + step))
        else:
            self.kinds[row - 2] = (self.kinds[row - 2] + step) % len(PLAYER_KINDS)
        self.app.audio.play("select")
        self.layout()

    def start(self) -> None:
        from .play import PlayScene

        players = []
        for seat, kind in zip(slyde.SEATS, self.kinds, strict=True):
            level = PLAYER_KINDS[kind]
            if level == "Person":
                players.append({"name": seat.capitalize(), "kind": "human"})
            else:
                players.append({"name": f"{seat.capitalize()} ({level})", "kind": "ai", "level": level})
        session = Session.new("slyde", {"size": self.size, "rules": self.rules}, players)
        self.app.replace(PlayScene(self.app, session))

    def handle(self, intent: Intent) -> None:
        act = intent.act
        if act is Act.UP:
            self.row = max(0, self.row - 1)
        elif act is Act.DOWN:
            self.row = min(len(self.rows), self.row + 1)  # the last "row" is the buttons
        elif act in (Act.LEFT, Act.RIGHT):
            if self.row < len(self.rows):
                self.change(self.row, -1 if act is Act.LEFT else 1)
            else:
                self.buttons.handle(Intent(act))
        elif act is Act.SELECT:
            if self.row < len(self.rows):
                self.start()
            else:
                self.buttons.handle(intent)
        elif act is Act.BACK:
            self.app.pop()
        elif intent.is_pointer:
            if self.buttons.handle(intent):
                return
            if act is Act.RELEASE:
                for row, rect in enumerate(self.row_rects):
                    if rect.collidepoint(intent.pos):
                        self.row = row
                        self.change(row, -1 if intent.pos[0] < rect.centerx else 1)
            elif act is Act.SCROLL:
                self.change(1, intent.amount)

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        width, _ = self.app.size
        theme.text(surface, "New game of Slyde", HEADING, p.accent, bold=True, topleft=(self.left.x, theme.px(40)))
        for row, rect in enumerate(self.row_rects):
            focused = row == self.row
            theme.panel(surface, rect, 10)
            if focused:
                pygame.draw.rect(surface, p.focus, rect, width=theme.px(3), border_radius=theme.px(10))
            theme.text(surface, self.rows[row], SMALL, p.muted, midleft=(rect.x + theme.px(16), rect.centery))
            theme.text(
                surface,
                "<",
                BODY,
                p.focus if focused else p.muted,
                center=(rect.x + int(rect.width * 0.42), rect.centery),
            )
            theme.text(
                surface, ">", BODY, p.focus if focused else p.muted, center=(rect.right - theme.px(24), rect.centery)
            )
            center_x = (rect.x + int(rect.width * 0.42) + rect.right - theme.px(24)) // 2
            theme.text(surface, self.value(row), BODY, p.text, bold=focused, center=(center_x, rect.centery))
        self.buttons.draw(surface, theme, size=26, show_focus=self.row == len(self.rows))
        state = slyde.new_game(self.size, self.rules)
        y = self.buttons.buttons[0].rect.bottom + theme.px(24)
        for seat in (0, 1):
            kind = PLAYER_KINDS[self.kinds[seat]]
            if kind in LEVEL_NOTES:
                seconds = SEARCH_LEVELS[kind].seconds * size_factor(state)
                line = f"{self.rows[2 + seat]}, {kind}: about {seconds:.1f} s a move; {LEVEL_NOTES[kind]}"
                for part in theme.wrap(line, SMALL, self.left.width):
                    theme.text(surface, part, SMALL, p.muted, topleft=(self.left.x, y))
                    y += theme.px(22)
        self.preview.draw(surface, state, Marks())
        note = "White moves first. Biggest group wins; ties go to the next group."
        if self.rules == "mindsports" and self.size % 2:
            note += " Odd boards are never symmetric: no toggle."
        lines = theme.wrap(note, SMALL, self.preview.rect.width + theme.px(40))
        y = self.preview.rect.bottom + theme.px(34)
        for line in lines[:2]:
            theme.text(surface, line, SMALL, p.muted, midtop=(self.preview.rect.centerx, y))
            y += theme.px(22)
