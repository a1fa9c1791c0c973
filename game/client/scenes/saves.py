"""The saved games: newest first, each with a small picture of its last position
and a line saying what, who, how far and how it ended; pick one to go on playing
or to look at, or delete it (a second click confirms); or open a game copied as a
line of text."""

from __future__ import annotations

import contextlib
import os
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ... import records
from ..clipboard import OPEN_COPIED, copy_game, open_pasted
from ..games import CLIENTS, plays_here, view_for
from ..input import Act, Controls, Intent
from ..places import saves_dir
from ..scene import Scene
from ..session import Session
from ..theme import HEADING, SMALL
from ..widgets import Button, ButtonList, stack_rects

if TYPE_CHECKING:
    from ..app import App

ROW_HEIGHT, ROW_GAP, TOP, TITLE = 52, 8, 120, 60  # at 1280x720 (`Theme.px`); TITLE: its centre
DELETE_AGAIN = "Press Delete again to remove this saved game for good"
ROW_BUTTONS = 3  # a row's Open, Review and Delete, in this order


def none_yet(controls: Controls) -> str:
    """What the list says while it is empty: how a game comes to be in it."""
    save = controls.naming("Save", "Ctrl+S")
    return f"No saved games yet: a game saved with {save}, and every finished game, is kept here."


def _read(path: Path) -> Session | None:
    try:
        return Session.from_record(records.load(path))
    except records.RecordError:
        return None


def _dated(seconds: float) -> tuple[str, str]:
    """When a file was last written, in full and as the day alone: this year's with its
    hour, another year's with its year. A time the platform cannot turn into a date (a
    file system keeps times far beyond year 9999) is "undated", not a list that fails."""
    try:
        when = time.localtime(seconds)
        if when.tm_year == time.localtime().tm_year:
            return time.strftime("%d %b %H:%M", when), time.strftime("%d %b", when)
        return (time.strftime("%d %b %Y", when),) * 2
    except (OverflowError, OSError, ValueError):
        return "undated", "undated"


def _played_here(session: Session | None) -> bool:
    """Whether a game read from a file is one this window plays."""
    return session is not None and plays_here(session.state.game)


def _why_no_review(session: Session | None) -> str | None:
    """Why a saved game has nothing to review, or None when it has."""
    if session is None:
        return "This file cannot be read: Open says why"
    if not _played_here(session):
        return f"{session.title()} is not played here"
    if not session.seen_by_all_count():
        return "Nothing to review: " + ("no move was played" if not session.moves else "every move is still secret")
    return None


class SavesScene(Scene):
    opens_games = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.first = 0
        self.rows: list[tuple[Path, Button, Button]] = []  # each shown game's file, Open and Delete
        self.armed: Path | None = None  # a Delete clicked once, waiting for the second click
        self.top = 0  # how far down a tall window the page starts
        self.buttons = ButtonList([])
        self.build()

    def room(self) -> int:
        """How many saved games a page shows: as many rows as the window has room for
        between the title and the line that counts them, Paste and Back's row aside."""
        theme = self.app.theme
        below = self.app.size[1] - theme.px(20) - theme.line_height(SMALL) - theme.px(12)  # the count's line
        return max(3, (below - theme.px(TOP)) // theme.px(ROW_HEIGHT + ROW_GAP) - 1)

    def build(self) -> None:
        """The page of saved games read again, the focus kept where it was (on the same
        game while it shows, else at its place, so that the keys go on from there) and a
        Delete that asked still asking while its game shows."""
        place = self._focus_place() if self.buttons.buttons else None  # built before: where the keys were
        armed = self.armed
        stamped = []
        with contextlib.suppress(OSError), os.scandir(saves_dir(self.app.data)) as entries:  # none: no saved games
            for entry in entries:  # read as the folder lists them: thousands of games page at once
                if entry.name.endswith(".json"):
                    with contextlib.suppress(OSError):  # a dangling link, or a file gone while listing
                        stamped.append((entry.stat().st_mtime, entry.path))
        stamped.sort(key=lambda pair: pair[0], reverse=True)
        self.files = [path for _, path in stamped]  # as text: only the page shown is made paths and read
        self.page = self.room()
        self.first = max(0, min(self.first, len(self.files) - self.page))
        self.stamps = {Path(path): mtime for mtime, path in stamped[self.first : self.first + self.page]}
        self.shown = [(path, _read(path)) for path in self.stamps]
        self.armed = None
        self.rows = []
        self.review_buttons: list[Button] = []
        buttons = []
        for path, session in self.shown:
            described = self.describe(path, session)
            open_button = Button(described[0], partial(self.open, path), align="left", shorter=tuple(described[1:]))
            delete_button = Button("Delete", partial(self.delete, path), enabled=not self.app.kiosk)  # others' games
            review_button = Button("Review", partial(self.review, session), enabled=_why_no_review(session) is None)
            open_button.enabled = session is None or _played_here(session)  # unreadable: opening it says why
            self.rows.append((path, open_button, delete_button))
            self.review_buttons.append(review_button)
            buttons += [open_button, review_button, delete_button]
        paste = Button(OPEN_COPIED, self.paste, key_hint="Ctrl+V", shorter=("Open copied", "Paste"))
        buttons += [paste, Button("Back", self.app.pop, key_hint="Esc")]
        self.buttons = ButtonList(buttons)
        if place is not None:
            self._focus_at(*place)
        if armed in self._shown_paths():
            self.armed = armed
            self.rows[self._shown_paths().index(armed)][2].label = "Sure?"
        else:
            self.app.unsay(DELETE_AGAIN)  # its game is gone, or on another page: no longer asked
        self.thumbs: dict[Path, pygame.Surface] = {}
        self.layout()

    def _shown_paths(self) -> list[Path]:
        return [path for path, _, _ in self.rows]

    def _focus_place(self) -> tuple[Path | None, int, int]:
        """Where the focus is: the saved game of its row (None: the buttons below the
        list), which of the row's buttons (Open, Review, Delete; below, Paste or Back),
        and the row's place on the page."""
        row, column = divmod(self.buttons.focus, ROW_BUTTONS)
        if row < len(self.rows):
            return self.rows[row][0], column, row
        return None, self.buttons.focus - ROW_BUTTONS * len(self.rows), len(self.rows)

    def _focus_at(self, path: Path | None, column: int, row: int) -> None:
        """The focus put back (`_focus_place`): on the same game's button while it shows,
        else the same button of the row now at its place (a game deleted: the next)."""
        paths = self._shown_paths()
        if path is None or not paths:
            index = ROW_BUTTONS * len(paths) + (column if path is None else 0)
        else:
            index = ROW_BUTTONS * (paths.index(path) if path in paths else min(row, len(paths) - 1)) + column
        if index < len(self.buttons.buttons) and self.buttons.buttons[index].enabled:
            self.buttons.focus = index

    def describe(self, path: Path, session: Session | None) -> list[str]:
        """When, and the game in a line (what, who, how far, how it ended); then shorter,
        at last with the day alone. A game of another year says its year in place of the
        hour, so that last December's does not pass for this one's (see `_dated`)."""
        stamp, day = _dated(self.stamps[path])
        if session is None:  # where the name is cut short, not the word on it
            name = records.shown_path(path.name)
            summaries = [f"{name} (cannot be read)", f"cannot be read: {name}"]
        else:
            summaries = session.summaries()
        return [*(f"{stamp}   {summary}" for summary in summaries), f"{day}   {summaries[-1]}"]

    def review(self, session: Session | None) -> None:
        """Step through a saved game with the computer's judgement of every move."""
        refused = _why_no_review(session)
        if refused:
            self.app.say(refused)
        elif session is not None:
            self.app.push(self.app.make("review", session.seen_by_all()))

    def delete(self, path: Path) -> None:
        """The first press asks; a second press of the same Delete removes the file."""
        if self.app.kiosk:
            self.app.say("Saved games stay: a kiosk keeps every visitor's games")
            return
        if self._gone(path):
            return
        if self.armed != path:
            self._disarm()
            self.armed = path
            for row_path, _, delete_button in self.rows:
                if row_path == path:
                    delete_button.label = "Sure?"
            self.app.say(DELETE_AGAIN, "bad")
            return
        try:
            path.unlink(missing_ok=True)  # gone since the first press: as asked
        except OSError as error:
            self.app.say(f"Could not delete it: {records.refusal(error)}", "bad")
            return
        self.app.say("Deleted")
        self.build()

    def _disarm(self) -> None:
        self.armed = None
        for _, _, delete_button in self.rows:
            delete_button.label = "Delete"
        self.app.unsay(DELETE_AGAIN)  # no longer asked

    def layout(self) -> None:
        if self.room() != self.page:  # a window of another height: another page
            self.build()
            return
        theme = self.app.theme
        width, window_height = self.app.size
        self.top = 0
        top = theme.px(TOP)
        if not self.files:  # below the word on none
            lines, note_top = self._empty_note()
            top = max(theme.px(140), note_top + len(lines) * theme.line_height(SMALL) + theme.px(16))
        if len(self.files) <= self.page:  # all of them on one page: the page kept in the middle, as Settings'
            bottom = top + (len(self.rows) + 1) * theme.px(ROW_HEIGHT + ROW_GAP)
            self.top = min(theme.page_top(window_height), max(0, (window_height - bottom) // 2))
            top += self.top
        column = pygame.Rect(0, top, width - theme.px(80), 0)
        column.centerx = width // 2
        height, gap = theme.px(ROW_HEIGHT), theme.px(ROW_GAP)
        rects = stack_rects(column, len(self.rows) + 1, height, gap)
        words = max(theme.font(SMALL, bold=True).size(label)[0] for label in ("Review", "Delete", "Sure?"))
        side_width = max(theme.px(110), words + 2 * theme.px(18) + 2)  # the whole word, even in large text
        for (_, open_button, delete_button), review_button, rect in zip(
            self.rows, self.review_buttons, rects, strict=False
        ):
            open_button.rect = pygame.Rect(
                rect.x + height + gap, rect.y, rect.width - height - 2 * side_width - 3 * gap, height
            )
            review_button.rect = pygame.Rect(rect.right - 2 * side_width - gap, rect.y, side_width, height)
            delete_button.rect = pygame.Rect(rect.right - side_width, rect.y, side_width, height)
        paste, back = self.buttons.buttons[-2:]
        paste.rect = pygame.Rect(rects[-1].x, rects[-1].y, (rects[-1].width - gap) // 2, height)
        back.rect = pygame.Rect(paste.rect.right + gap, rects[-1].y, rects[-1].right - paste.rect.right - gap, height)
        self.thumbs = {}

    def _empty_note(self) -> tuple[list[str], int]:
        """The word on an empty list, in lines, and where it starts: centred a little
        below the title, on two lines where one is too wide for the window, and never
        up over the title (large text in a small window)."""
        theme = self.app.theme
        lines = theme.wrap(none_yet(self.app.mapper.controls), SMALL, self.app.size[0] - theme.px(80), balanced=True)
        below_title = theme.px(TITLE) + theme.line_height(HEADING) // 2 + theme.px(6)
        return lines, self.top + max(below_title, theme.px(100) - len(lines) * theme.line_height(SMALL) // 2)

    def _thumb(self, path: Path, session: Session, side: int) -> pygame.Surface:
        """A small picture of the game's last position, drawn once."""
        thumb = self.thumbs.get(path)
        if thumb is None:
            thumb = pygame.Surface((side, side))
            thumb.fill(self.app.theme.palette.panel)
            view = view_for(session.state.game, self.app.theme)
            view.labels = False
            view.layout(pygame.Rect(0, 0, side, side), session.state)
            view.draw(thumb, session.state)
            self.thumbs[path] = thumb
        return thumb

    def _gone(self, path: Path) -> bool:
        """Whether the file was removed (outside the arcade) since the list was read:
        then said so, and the list read again."""
        if os.path.lexists(path):
            return False
        self.app.say(f"{records.shown_path(path.name, records.NAME_CHARS)} is no longer there: the list is read again")
        self.build()
        return True

    def open(self, path: Path) -> None:
        if self._gone(path):
            return
        try:
            record = records.load(path)
            session = Session.from_record(record)
        except records.RecordError as error:
            name = records.shown_path(path.name, records.NAME_CHARS)
            said = f"{name} could not be read ({records.in_brief(error.problem)})"
            with contextlib.suppress(OSError):
                said += f"; kept as {records.shown_path(records.keep_aside(path).name, records.NAME_CHARS)}"
            self.app.say(said, "bad")
            self.build()
            return
        if not _played_here(session):
            self.app.say(f"{session.title()} is not played here")
            return
        self.app.replace(self.app.make("play", session))

    def _confirms(self, intent: Intent) -> bool:
        """Enter (or the pad's A) on the Delete that asked, or the Delete key anywhere
        on its row: the second press, not a no."""
        focused = self.buttons.buttons[self.buttons.focus]
        if intent.act is Act.DELETE:
            return self._focus_place()[0] == self.armed
        return intent.act is Act.SELECT and any(
            path == self.armed and button is focused for path, _, button in self.rows
        )

    def handle(self, intent: Intent) -> None:
        if (
            self.armed is not None
            and intent.act not in (Act.POINT, Act.RELEASE, Act.PRESS)
            and not self._confirms(intent)
        ):
            self._disarm()
            if intent.act is Act.BACK:
                return  # Esc answers the question, and only that: the list stays
        if intent.act in (Act.SCROLL, Act.LEFT, Act.RIGHT, Act.PAGE_UP, Act.PAGE_DOWN):
            back = intent.act in (Act.LEFT, Act.PAGE_UP) or intent.amount > 0
            self.turn(back, said=intent.act is not Act.SCROLL)
        elif intent.act in (Act.FIRST, Act.LAST):  # the newest saved game, or the oldest
            self.first = max(0, len(self.files) - self.page) if intent.act is Act.LAST else 0
            self.build()
            if self.rows:
                self.buttons.focus = self.buttons.buttons.index(self.rows[-1 if intent.act is Act.LAST else 0][1])
        elif intent.act in (Act.PASTE, Act.OPEN):
            self.paste(intent.text if intent.act is Act.OPEN else None)
        elif intent.act is Act.COPY:
            self.copy_focused()
        elif intent.act is Act.DELETE:
            path = self._focus_place()[0]
            if path is None:
                self.app.say(
                    "Choose a saved game, then the Delete key removes it" if self.rows else "No saved game to delete",
                    "bad",
                )
            else:
                self.delete(path)
                asking = [button for row_path, _, button in self.rows if row_path == self.armed]
                if asking:  # the question's own button lit: Enter answers it too
                    self.buttons.focus = self.buttons.buttons.index(asking[0])
        elif intent.act is Act.RULES:
            self.rules_focused()
        elif not self.buttons.handle(intent) and intent.act is Act.BACK:
            self.app.pop()

    def rules_focused(self) -> None:
        """F1: the rules of the saved game in focus, in its edition; elsewhere (or a
        file that cannot be read, or one not played here) the rules books."""
        row = self.buttons.focus // ROW_BUTTONS
        session = self.shown[row][1] if row < len(self.shown) else None
        if session is not None and _played_here(session):
            self.show_rules(session.state.game, session.states[0].options, aside=True)
        else:
            self.app.push(self.app.make("rules", aside=True))

    def turn(self, back: bool, said: bool) -> None:
        """A page of saved games back (newer) or on (older); a key pressed where there
        is no page that way says so (the wheel just stops)."""
        first = max(0, min(self.first + (-self.page if back else self.page), max(0, len(self.files) - self.page)))
        if first == self.first:
            if said and self.files:
                self.app.say(
                    "Every saved game shows on this page" if len(self.files) <= self.page
                    else "These are the newest saved games" if back else "These are the oldest saved games"
                )  # fmt: skip
            return
        self.first = first
        self.build()

    def paste(self, dropped: str | None = None) -> None:
        """A game's line from the clipboard (copied here, or sent by a friend), or the
        game's file or line `dropped` on the window, to play on."""
        open_pasted(self.app, self.app.replace, dropped)

    def _row_of(self, button: Button) -> int | None:
        """The row of saved games that `button` belongs to (None: the buttons below them)."""
        rows = zip(self.rows, self.review_buttons, strict=True)
        return next((row for row, ((_, *buttons), review) in enumerate(rows) if button in (*buttons, review)), None)

    def copy_focused(self) -> None:
        """Ctrl+C: the game of the row in focus, as a line of text on the clipboard."""
        row = self._row_of(self.buttons.buttons[self.buttons.focus])
        if row is None or self.shown[row][1] is None:
            words = (
                "Choose a saved game that can be read, then Ctrl+C copies it" if self.rows else "No saved game to copy"
            )
            self.app.say(words, "bad")
            return
        session = self.shown[row][1]
        assert session is not None
        done, said = copy_game(session.record())
        self.app.say(said, "good" if done else "bad")

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        theme.backdrop(surface, "Saved games", TITLE, self.top)
        width = self.app.size[0]
        if not self.files:
            lines, top = self._empty_note()
            for index, line in enumerate(lines):
                y = top + index * theme.line_height(SMALL)
                theme.text(surface, line, SMALL, p.muted, midtop=(width // 2, y))
        self.draw_buttons(surface, SMALL)
        for (path, session), (_, open_button, _) in zip(self.shown, self.rows, strict=True):
            if session is not None and session.state.game in CLIENTS:
                side = open_button.rect.height
                surface.blit(
                    self._thumb(path, session, side), (open_button.rect.x - side - theme.px(8), open_button.rect.y)
                )
        if len(self.files) > self.page:
            shown = f"{self.first + 1}-{min(self.first + self.page, len(self.files))} of {len(self.files)}"
            more = "" if self.app.mapper.controls.pad else ", Page Up/Down or the wheel"
            self.draw_footer(surface, f"{shown}   ({self.app.mapper.controls.sideways}{more} for more)", lift=20)
