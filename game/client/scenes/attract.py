"""Attract mode: the arcade plays itself until somebody touches it.

Computer-against-computer games, one after another, cycling through the games
and board sizes at a watchable pace, with a caption, the live panel of a game
in play, a short result with what decided it outlined on the board (as the results
screen outlines it), and an invitation to play. It hosts the match itself:
the game's board, the side panel and the computer players, without a person's
controls. Any input goes back to the
menu at once; the menu then ignores input for a moment, so the touch that woke
the arcade does not also pick a menu item. Nothing is saved in attract mode.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any

import pygame

from ... import records
from ...rules import registry
from ..games import CLIENTS, showcase
from ..games.base import Animation
from ..input import Act, Intent
from ..match import Match, new_seed
from ..panel import Panel, play_areas
from ..scene import Scene
from ..session import Session, fresh_deal
from ..theme import BODY, DEMO_BAND, HEADING, mix
from ..tween import pulse

if TYPE_CHECKING:
    from ..app import App

LEVELS = ("easy", "normal")  # quick enough to watch; normal beats easy, so games have a story
WAKE_GRACE_S = 0.4  # after attract mode, the input that woke the app is not a menu choice
RESULT_S = 5.0  # the finished board and its result stay this long
PACE_S = 0.25  # between a move landing and the next computer being asked
GLOW_REDRAW_S = 1 / 20  # between moves only the invitation's slow glow changes: a display left on all day


class AttractScene(Scene):
    kiosk_idle_s = None

    def __init__(self, app: App, seed: int | None = None, levels: tuple[str, ...] = LEVELS) -> None:
        super().__init__(app)
        self.rng = Random(seed)
        self.level_choices = levels
        self.showcase = showcase()
        self.index = self.rng.randrange(len(self.showcase))
        self.games = 0  # finished games shown
        self.ended_s = 0.0
        self.halted = False  # the computer could not go on with this game: it is shown a while, as one over
        self.panel = Panel(app)
        self.animation: Animation | None = None
        self._next_game()

    def _next_game(self) -> None:
        """The next game of the showcase, from its first move: nothing of it is kept."""
        game, options = self.showcase[self.index % len(self.showcase)]
        self.index += 1
        spec = registry.spec(game)
        options = fresh_deal(game, options, self.rng)  # a game of chance: a new deal each time
        seats = spec.new_game(options).seat_count
        levels = [self.rng.choice(self.level_choices) for _ in range(seats)]
        players = records.computers(levels)
        self.levels = " vs ".join(levels)
        self.ended_s, self.halted = 0.0, False
        session = Session.new(game, options, players)
        self.caption = session.title()
        self.match = Match(session, self.app.worker, None, new_seed())
        self.client = CLIENTS[game]
        self.board = self.client.board(self.app, session)
        self.animation = None
        self.result: Any = None  # the results' detail once the game is over: what the board outlines
        self.layout()

    @property
    def session(self) -> Session:
        return self.match.session

    def layout(self) -> None:
        self.panel_rect, board_area = play_areas(self.app.theme, self.app.size, self.app.theme.px(DEMO_BAND))
        self.board.layout(board_area)

    def popped(self) -> None:
        self.match.stop_thinking()

    def handle(self, intent: Intent) -> None:
        """A key, a click or a pad button wakes the arcade, as the invitation says
        (a pointer passing over the screen does not): back to the menu, which
        ignores input for a moment."""
        if intent.act is not Act.POINT:
            self.app.reset(self.app.make("home", grace_s=WAKE_GRACE_S))

    def update(self, dt_s: float) -> None:
        if self.animation:
            self.animation.update(dt_s)
            if self.animation.is_done:
                self.animation = None
        reply, _ = (None, False) if self.halted else self.match.drive(dt_s, PACE_S, ready=self.animation is None)
        if reply is not None and reply.move is not None:
            before = self.match.state
            after = self.match.play(reply.move)
            self.animation = self.board.animate(before, after, reply.move, self.app.settings.animation_scale)
            self.board.clear()
        elif reply is not None:  # the computer could not go on with this game: said, not asked again
            self.halted = True
            self.app.say(f"The computer could not go on with this game ({reply.error})", "bad", news=True)
        if self.halted or (self.session.is_over and not self.animation):
            if self.result is None and not self.halted:  # what decided it, on the board at once (and silent)
                self.result = self.client.results(self.app, self.session)
                self.result.skip()
            self.ended_s += dt_s
            if self.ended_s >= RESULT_S:
                self.games += 1
                self.match.stop_thinking()
                self._next_game()

    def is_moving(self) -> bool:
        return True  # the computers play on

    def redraw_every_s(self) -> float:
        """Every frame while a move slides; between moves the glow alone, a few times a second."""
        return 0.0 if self.animation else GLOW_REDRAW_S

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.palette.background)
        revealed = self.board.outlines(self.result.outlines()) if self.result is not None else ()
        self.board.draw(surface, self.animation, None, revealed, pulse(self.app.time_s))
        rect, moving = self.panel_rect, self.animation is not None and not self.board.landed(self.animation)
        self.panel.draw(surface, rect, self.match, self.board, self.client, rect.bottom, controls=False, moving=moving)
        theme, p = self.app.theme, self.app.theme.palette
        width, height = self.app.size
        band = pygame.Rect(0, 0, width, theme.px(DEMO_BAND))
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((*p.background, 225))
        surface.blit(shade, band)
        theme.text(surface, f"{self.caption}, {self.levels}", HEADING, p.accent, bold=True, center=band.center)
        bottom = pygame.Rect(0, height - theme.px(DEMO_BAND), width, theme.px(DEMO_BAND))
        surface.blit(shade, bottom)
        if self.session.is_over and not moving:  # once the last move has landed
            outcome = self.match.state.outcome()
            text = self.session.result_line(outcome) if outcome else "Game over"
            lines = theme.wrap(text, BODY, width - theme.px(40), most=2, bold=True)  # a long result takes two
            step = theme.font(BODY, True).get_linesize()
            for index, line in enumerate(lines):
                centre = (bottom.centerx, bottom.centery + round((index - (len(lines) - 1) / 2) * step))
                theme.text(surface, line, BODY, p.text, bold=True, center=centre)
        else:
            glow = mix(p.text, p.focus, pulse(self.app.time_s))
            invitation = (
                "Press any button to play" if self.app.mapper.controls.pad else "Press any key or click to play"
            )
            theme.text(surface, invitation, HEADING, glow, bold=True, center=bottom.center)
