"""The end of a game: the winner, then both group lists revealed on the board,
largest first, until the place that decides."""

from __future__ import annotations

import pygame

from ...rules.groups import compare, ordinal
from ..app import App, Scene
from ..input import Act, Intent
from ..session import Session
from ..theme import BODY, HEADING, SMALL, mix
from ..widgets import Button, ButtonList

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
        from .play import PlayScene

        session = self.play.session
        players = [dict(session.players[1]), dict(session.players[0])]
        fresh = Session.new(session.state.game, session.state.options, players)
        self.app.reset(PlayScene(self.app, fresh))

    def review(self) -> None:
        self.app.pop()

    def menu(self) -> None:
        from .menu import MenuScene

        self.app.reset(MenuScene(self.app))

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
        groups = []
        for index in range(max(self.revealed, -1) + 1):
            for seat, found in ((0, self.white_groups), (1, self.black_groups)):
                if index < len(found):
                    groups.append((found[index], seat))
        self.play.reveal = tuple(groups)

    def _table(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        """Both group-size lists side by side, place by place, the deciding place marked; the y below."""
        theme, p = self.app.theme, self.app.theme.palette
        session = self.play.session
        columns = (inner.x + inner.width * 0.42, inner.x + inner.width * 0.8)
        theme.text(surface, "Groups", SMALL, p.muted, topleft=(inner.x, y))
        for seat, x in enumerate(columns):
            colour = session.seat_title(seat)
            theme.text(surface, colour, SMALL, p.muted, midtop=(x, y))
        y += theme.px(24)
        for seat, x in enumerate(columns):
            name = session.players[seat]["name"]
            size = theme.fitting(name, SMALL, int(inner.width * 0.36))
            theme.text(surface, name, size, p.text, midtop=(x, y))
        y += theme.px(28)
        bottom = self.buttons.buttons[0].rect.y - theme.px(40)
        for index in range(self.revealed + 1):
            if y > bottom:
                theme.text(surface, "...", BODY, p.muted, topleft=(inner.x, y))
                break
            deciding = index == self.place
            colour = p.accent if deciding else p.text
            label = ordinal(index) + ("  decides" if deciding else "")
            theme.text(surface, label, SMALL, colour, bold=deciding, midleft=(inner.x, y + theme.px(12)))
            for seat, x in enumerate(columns):
                size = self.sizes[seat][index] if index < len(self.sizes[seat]) else 0
                won = deciding and (self.sign > 0) == (seat == 0)
                theme.text(
                    surface, str(size), BODY, p.good if won else colour, bold=deciding, center=(x, y + theme.px(12))
                )
            if deciding:
                pygame.draw.rect(surface, p.accent, (inner.x - theme.px(6), y - theme.px(2), inner.width + theme.px(12),
                                                     theme.px(28)), max(1, theme.px(2)), theme.px(6))  # fmt: skip
            y += theme.px(30)
        if self.revealed >= self.last_place and self.place < 0:
            theme.text(
                surface, "identical groups", SMALL, mix(p.text, p.accent, 0.5), topleft=(inner.x, y + theme.px(6))
            )
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
