"""The end of a game: the winner, then both group lists revealed on the board,
largest first, until the place that decides."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...rules.groups import compare, ordinal
from ..input import Act, Intent
from ..scene import Scene
from ..session import Session
from ..theme import BODY, HEADING, SMALL, mix
from ..widgets import Button, ButtonList

if TYPE_CHECKING:
    from ..app import App

REVEAL_S = 0.7  # per place


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app: App, play: Scene) -> None:
        super().__init__(app)
        self.play = play
        state = play.session.state
        self.white_groups, self.black_groups = state.groups(0), state.groups(1)
        self.sizes = [[g.bit_count() for g in self.white_groups], [g.bit_count() for g in self.black_groups]]
        self.sign, self.place = compare(*self.sizes)
        resigned = play.session.resigned
        if resigned is not None:
            self.sign = 1 if resigned == 1 else -1
            self.place = -1
        self.last_place = self.place if self.place >= 0 else max(len(s) for s in self.sizes) - 1
        self.revealed = 0 if resigned is None else -1
        self._show_revealed()  # from the first frame on
        self.clock_s = 0.0
        self.buttons = ButtonList(
            [
                Button("Rematch", self.rematch, key_hint="Enter"),
                Button("Review board", self.review),
                Button("Menu", self.menu, key_hint="Esc"),
            ]
        )
        self.layout()

    def layout(self) -> None:
        theme = self.app.theme
        panel = self.play.panel_rect
        self.rect = panel.copy()
        inner = self.rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        height, gap = theme.px(46), theme.px(10)
        top = inner.bottom - 3 * height - 2 * gap
        for index, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(inner.x, top + index * (height + gap), inner.width, height)

    def headline(self) -> str:
        winner = None if self.sign == 0 else 0 if self.sign > 0 else 1
        return self.play.session.verdict(winner) + "!"

    def rematch(self) -> None:
        """The same options, colours exchanged: each player takes the other colour, keeping their name."""
        session = self.play.session
        players = [dict(session.players[1]), dict(session.players[0])]
        fresh = Session.new(session.state.game, session.state.options, players)
        self.app.reset(self.app.make("play", fresh))

    def review(self) -> None:
        self.app.pop()

    def menu(self) -> None:
        self.app.reset(self.app.make("home"))

    def handle(self, intent: Intent) -> None:
        if intent.act in (Act.SELECT, Act.PRESS) and self.revealed < self.last_place:
            self.revealed = self.last_place  # a press skips the reveal
            return
        if self.buttons.handle(intent):
            return
        if intent.act is Act.BACK:
            self.menu()

    def update(self, dt_s: float) -> None:
        self.clock_s += dt_s
        if self.revealed >= 0 and self.revealed < self.last_place and self.clock_s >= REVEAL_S:
            self.clock_s = 0.0
            self.revealed += 1
            self.app.audio.play("select")
        self._show_revealed()

    def _show_revealed(self) -> None:
        """Outline on the board the groups revealed so far, place by place."""
        groups = []
        for index in range(max(self.revealed, -1) + 1):
            for seat, found in ((0, self.white_groups), (1, self.black_groups)):
                if index < len(found):
                    groups.append((found[index], seat))
        self.play.reveal = tuple(groups)

    def _table(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        """Both group-size lists side by side, place by place, the deciding place framed;
        every text sized or shortened to its column. The y below."""
        theme, p = self.app.theme, self.app.theme.palette
        session = self.play.session
        label_width = theme.font(SMALL, True).size("10th")[0] + theme.px(12)
        column = (inner.width - label_width) // 2
        centres = [inner.x + label_width + column * seat + column // 2 for seat in (0, 1)]
        line = theme.font(BODY, True).get_linesize()
        theme.text(surface, "Groups", SMALL, p.muted, midleft=(inner.x, y + line // 2))
        for seat, x in enumerate(centres):
            title = theme.clipped(session.seat_title(seat), SMALL, column - theme.px(6))
            theme.text(surface, title, SMALL, p.muted, center=(x, y + line // 2))
        y += line
        for seat, x in enumerate(centres):
            name = theme.clipped(session.players[seat]["name"], SMALL, column - theme.px(6))
            theme.text(surface, name, SMALL, p.text, center=(x, y + line // 2))
        y += line + theme.px(4)
        bottom = self.buttons.buttons[0].rect.y - 2 * line
        for index in range(self.revealed + 1):
            if y > bottom:
                theme.text(surface, "...", BODY, p.muted, midleft=(inner.x, y + line // 2))
                break
            deciding = index == self.place
            colour = p.accent if deciding else p.text
            theme.text(surface, ordinal(index), SMALL, colour, bold=deciding, midleft=(inner.x, y + line // 2))
            for seat, x in enumerate(centres):
                size = self.sizes[seat][index] if index < len(self.sizes[seat]) else 0
                won = deciding and (self.sign > 0) == (seat == 0)
                theme.text(
                    surface, str(size), BODY, p.good if won else colour, bold=deciding, center=(x, y + line // 2)
                )
            if deciding:
                frame = pygame.Rect(inner.x - theme.px(6), y, inner.width + theme.px(12), line)
                pygame.draw.rect(surface, p.accent, frame, max(1, theme.px(2)), theme.px(6))
            y += line + theme.px(2)
        if self.revealed >= self.last_place:
            detail = "identical groups" if self.place < 0 else f"decided by the {ordinal(self.place)} group"
            theme.text(surface, detail, SMALL, mix(p.text, p.accent, 0.5), topleft=(inner.x, y + theme.px(4)))
        return y

    def is_moving(self) -> bool:
        return self.revealed < self.last_place or self.play.is_moving()

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        theme.panel(surface, self.rect)
        inner = self.rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        y = inner.y
        theme.text(surface, "Game over", SMALL, p.muted, topleft=(inner.x, y))
        y += theme.px(28)
        theme.text(surface, self.headline(), HEADING, p.accent, bold=True, topleft=(inner.x, y))
        y += theme.px(50)
        session = self.play.session
        if session.resigned is not None:
            theme.text(surface, f"{session.label(session.resigned)} resigned.", SMALL, p.text, topleft=(inner.x, y))
            y += theme.px(40)
        else:
            y = self._table(surface, inner, y)
        self.buttons.draw(surface, theme, size=22)
