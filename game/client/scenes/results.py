"""The end of a game: who won, in plain words, from the game's outcome; then the
game's own detail (the group games reveal both group lists on the board)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ...learn.course import course_for
from ...rules.base import Outcome, listed, sentence
from ..advice import NO_HINT_OVER
from ..clipboard import copy_game
from ..games import CLIENTS
from ..input import Act, Intent
from ..names import FORMS, fullest, kept_whole, names_in_form
from ..panel import place_buttons
from ..scene import Scene
from ..session import Session
from ..theme import BODY, HEADING, SMALL
from ..widgets import ENTER, Button, ButtonList

if TYPE_CHECKING:
    from ..app import App


class FinishedGame(Protocol):
    """What the results ask of the scene whose game ended (the play scene): its game,
    where its panel is, how it was looked at; and it outlines on its board what the
    results reveal."""

    session: Session
    panel_rect: pygame.Rect
    look: dict[str, Any]

    @property
    def coached(self) -> bool: ...
    def outline(self, revealed: tuple[Any, ...]) -> None: ...
    def unkept(self) -> bool: ...
    def save(self) -> None: ...
    def undo(self) -> None: ...


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app: App, play: FinishedGame) -> None:
        super().__init__(app)
        self.play = play
        client = CLIENTS[play.session.state.game]
        self.detail = client.results(app, play.session)
        self.ending = client.ending(play.session.state)  # why it ended, where the board may not say it
        self.play.outline(self.detail.outlines())  # from the first frame on
        self.standing = play.session.standing()  # in a tournament, with this game counted
        self.build_buttons()

    def build_buttons(self) -> None:
        """The ways on; Save among them while the game could not be kept on disk."""
        play = self.play
        going_on = self.standing is not None and not self.standing.is_over()
        onward = (
            Button("Next game", self.next_game, key_hint=ENTER)
            if going_on
            else Button("New tournament" if self.standing else "Rematch", self.rematch, key_hint=ENTER)
        )
        self.onward = onward  # Enter's button, and N's: the next game, or another
        self.buttons = ButtonList(
            [
                onward,
                *([Button("Save", self.save, key_hint="Ctrl+S")] if play.unkept() else []),
                Button("Review game", self.review_game, key_hint="R", shorter=("Review",)),
                Button("Look at the board", self.review, shorter=("The board", "Board")),
                *([Button("Back to the lessons", self.lessons, shorter=("Lessons",))] if play.coached else []),
                Button("Copy the game", self.copy, key_hint="Ctrl+C", shorter=("Copy",)),
                Button("Menu", self.menu, key_hint="Esc"),
            ]
        )
        self.layout()

    def save(self) -> None:
        """Ctrl+S: where the finished game could not be kept, another try (the disk may
        have room again); once it is kept, the button goes."""
        self.play.save()
        if not self.play.unkept():
            self.build_buttons()

    def layout(self) -> None:
        theme = self.app.theme
        panel = self.play.panel_rect
        self.rect = panel.copy()
        across = panel.width > panel.height  # below the board, across the window: the ways on side by side
        self.buttons.vertical, self.buttons.grid = not across, across  # the arrows go as the buttons lie
        if across:
            place_buttons(theme, self.rect, self.buttons.buttons, lead=True)
            return
        inner = self.rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        height, gap = theme.px(46), theme.px(10)
        count = len(self.buttons.buttons)
        top = inner.bottom - count * height - (count - 1) * gap
        for index, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect(inner.x, top + index * (height + gap), inner.width, height)

    def headline(self, named: bool = True, form: int = 0) -> str:
        """The result in a sentence; `named`: a first place shared by name, else by how
        many share it (the ranking below names them); `form`: the names' form
        (`names.names_in_form`: 0 full, then shorter)."""
        session = self.play.session
        names = names_in_form(session.players, form)
        if self.standing is not None and self.standing.is_over():
            outcome = self.standing.outcome()
            return exclaimed(session, outcome, session.verdict(outcome, named, names, of="the tournament"))
        outcome = session.outcome()
        if outcome is None:
            return "Game over"
        return exclaimed(session, outcome, session.verdict(outcome, named, names))  # a tournament's: "... game 2"

    def rematch(self) -> None:
        """The same options and a fresh deal, every player one seat on (two players
        exchange colours), names kept; a tournament starts over."""
        session = self.play.session
        players = session.players[-1:] + session.players[:-1]
        if not self.app.may_leave():
            return
        back = [seat.returned().name for seat in players if seat.returned() is not seat]
        if self.play.coached:  # coached again, the lessons it came from still below it
            self.app.pop()
            self.app.replace(self.app.make("play", session.again(players), look=self.play.look))
        else:
            self.app.reset(self.app.make("play", session.again(players), look=self.play.look))
        if back:  # a person who left plays again: said, for whoever is no longer at the table
            who = f"{listed(back)} {'plays' if len(back) == 1 else 'play'}"
            self.app.say(f"{who} again: Leave seat hands a seat to the computer")

    def next_game(self) -> None:
        """The tournament's next game: a fresh deal, the first player one seat on."""
        if self.app.may_leave():
            self.app.reset(self.app.make("play", self.play.session.next_game(), resumed=True, look=self.play.look))

    def review(self) -> None:
        self.app.pop()

    def review_game(self) -> None:
        """Step through the game with the computer's judgement of every move."""
        self.app.push(self.app.make("review", self.play.session, look=self.play.look))

    def menu(self) -> None:
        if self.app.may_leave():
            self.app.reset(self.app.make("home"))

    def copy(self) -> None:
        """The finished game as a line of text on the clipboard, to share (a button too:
        a pad has no Ctrl+C)."""
        done, said = copy_game(self.play.session.record())
        self.app.say(said, "good" if done else "bad")

    def lessons(self) -> None:
        """A coached game is played from a course's list of lessons: back to it (or,
        where the game did not come from there, resumed from the menu, to the game's
        lessons anew in its place)."""
        if not self.app.may_leave():
            return
        self.app.pop()  # these results
        scenes = self.app.scenes
        if len(scenes) > 1 and scenes[-2].lists_lessons:
            self.app.pop()
        else:
            first = self.play.session.states[0]
            course = course_for(first.game, first.options)
            self.app.replace(self.app.make("learn", first.game, course.key if course else None))

    def handle(self, intent: Intent) -> None:
        if intent.act in (Act.SELECT, Act.PRESS) and self.detail.skip():
            return  # a press skips the reveal
        if self.buttons.handle(intent):
            return
        if intent.act is Act.BACK:
            self.menu()
        elif intent.act is Act.NEW:
            self.onward.action()
        elif intent.act is Act.COPY:
            self.copy()
        elif intent.act is Act.SAVE:
            self.save()
        elif intent.act is Act.REVIEW:
            self.review_game()
        elif intent.act is Act.HINT:
            self.app.say(NO_HINT_OVER)
        elif intent.act is Act.UNDO:  # back to the board, the last move taken back where the game allows it
            self.review()
            self.play.undo()
        elif intent.act is Act.RULES:
            first = self.play.session.states[0]  # how the game was won, in the rules' words
            self.show_rules(first.game, first.options, aside=True)

    def update(self, dt_s: float) -> None:
        self.detail.update(dt_s)
        self.play.outline(self.detail.outlines())

    def is_moving(self) -> bool:
        """Its own reveal; the game below, in sight under it, answers for itself."""
        return bool(self.detail.is_moving())

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        theme.panel(surface, self.rect)
        inner = self.rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        y = inner.y
        over = [f"Game over: {self.ending}", sentence(self.ending)] if self.ending else []
        over.append("Game over")
        if self.standing is not None:  # in a narrow panel, shorter
            games = len(self.standing.scores)
            over = [f"Tournament to {self.standing.target}: game {games}", f"Tournament: game {games}", f"Game {games}"]
        theme.text(surface, theme.first_fitting(over, SMALL, inner.width), SMALL, p.muted, topleft=(inner.x, y))
        y += theme.px(28)
        # long names: smaller, in two lines, shorter; a shared first place counted before initials
        tries = ((True, 0), (True, 1), (False, 1), (False, FORMS - 1))
        for headline in (self.headline(named, form) for named, form in tries):  # made as far as needed
            size = theme.fitting(headline, HEADING, inner.width, bold=True)
            if size >= BODY or len(theme.wrap(headline, BODY, inner.width, bold=True)) <= 2:
                break
        lines = (
            [headline] if size >= BODY else theme.wrap(headline, BODY, inner.width, most=2, bold=True, balanced=True)
        )
        size = max(size, BODY)
        for line in lines:
            theme.text(surface, line, size, p.accent, bold=True, midleft=(inner.x, y + theme.px(22)))
            y += theme.line_height(size) + theme.px(6)
        y += theme.px(50) - theme.line_height(size) - theme.px(6)
        session = self.play.session
        bottom = self.buttons.buttons[0].rect.y - theme.px(12)
        tally = fullest(session.players, lambda names: session.sitting_line(kept_whole(names)) or "",
                        lambda text: theme.fits_lines(text, SMALL, inner.width, 3))  # fmt: skip
        if tally:  # the rematches' tally, just above the ways on
            bottom -= len(theme.wrap(tally, SMALL, inner.width, most=3)) * theme.line_height(SMALL)
            theme.paragraph(surface, tally, SMALL, p.text, (inner.x, bottom), inner.width, most=3)
            bottom -= theme.px(8)
        if session.resigned is not None:
            seat = session.resigned  # the one person at the screen is "you", as in the headline
            resigned = "You resigned." if seat == session.lone_person() else fullest(
                session.players, lambda names: f"{session.label(seat, names)} resigned.",
                lambda text: theme.fits_lines(text, SMALL, inner.width, 2))  # fmt: skip
            theme.paragraph(surface, resigned, SMALL, p.text, (inner.x, y), inner.width, most=2)
        else:
            self.detail.draw(surface, inner, y, bottom)
        self.draw_buttons(surface, 22)


def exclaimed(session: Session, outcome: Outcome, verdict: str) -> str:
    """The verdict cheered ("You win!", "Ann wins!", "A draw!"), but not where it tells
    the one person at the screen that the computer beat them ("You lose")."""
    alone = session.lone_person()
    beaten = alone is not None and not outcome.is_draw and alone not in outcome.winners
    return verdict if beaten else verdict + "!"
