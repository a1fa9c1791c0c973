"""The side panel beside a game's board: what the game is, whose turn it is (and
the computer's thinking), the score, what to do next, and the moves so far.
The play scene and attract mode both show a match through one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..rules.base import Rounds
from ..window_limits import MIN_WINDOW
from .match import Purpose
from .names import FORMS, in_one_line_if_any, labelled, names_in_form
from .session import Session
from .theme import BODY, HEADING, SMALL, Theme, mix
from .widgets import Button

if TYPE_CHECKING:
    from .app import App
    from .games.base import Board, GameClient, Notice
    from .match import Match


MESSAGE_LINES = (3, 4)  # room kept for a message, fewest and most lines: a hint with what its move does
LONGEST_MESSAGE = 6  # lines a message may take while it shows, the move list giving way: a game not kept
MOVES_KEPT = 6  # lines of the move list kept in view before room is kept for a message not showing
NOTICE_LINES = 8  # a notice's most lines: the coach's remark whole, the move list shorter while it shows
BUTTON_WIDTH = 172  # px at 1280x720: the narrowest a panel's button is laid out (two to a row beside the board)


def turn_headlines(session: Session) -> list[str]:
    """Whose turn it is, fullest first: "Ann to move", then "To move: Ann" and shorter
    names; "Your move" to one person against the computer (as "You lead", "You win");
    "Game over" ("Game 2 over": a tournament's game, not the whole tournament)."""
    if session.is_over:
        game = session.game_number
        return [f"Game {game} over", "Game over"] if game else ["Game over"]
    seat = session.state.to_move
    if seat == session.lone_person():
        return ["Your move"]
    full, *shorter = (names_in_form(session.players, form)[seat] for form in range(FORMS))
    return [f"{full} to move", f"To move: {full}", *(f"To move: {name}" for name in shorter)]


class Panel:
    def __init__(self, app: App) -> None:
        self.app = app
        self._per_line: tuple[Any, int] = ((), 2)  # the move list's layout, by what it was measured for
        self.message_rect: pygame.Rect | None = None  # the messages' own place, under the notice: nothing else there
        self.thinking_bar: pygame.Rect | None = None  # the computer's thinking as a bar, while it is drawn

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, match: Match, board: Board, client: GameClient,
        bottom: int, status: tuple[str, ...] = (), prompt: str | None = None, controls: bool = True,
        notice: Notice | None = None, moving: bool = False,
    ) -> None:  # fmt: skip
        """The panel in `rect`, the move list down to `bottom`; `status` follows the
        move number (its forms, fullest first); `prompt`: what the person at the screen
        does next; `controls`: people here use the game's keys (not so in attract mode,
        which any key leaves); `notice`: a word in a highlighted box (title, text)
        before the board's own; `moving`: the board still shows the last move on its
        way, so the turn and the scores are the game's before it (the move list
        names it already)."""
        theme, p = self.app.theme, self.app.theme.palette
        session = match.session
        shown = session.first_moves(len(session.moves) - 1) if moving and session.moves else session
        theme.panel(surface, rect)
        inner = rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        y = inner.y
        theme.text(
            surface, theme.first_fitting(session.headings(), SMALL, inner.width), SMALL, p.muted, topleft=(inner.x, y)
        )
        y += theme.px(30)
        state = shown.state
        room = inner.width - theme.px(40)
        headlines = turn_headlines(shown)
        chip = None if shown.is_over else state.to_move
        if chip is not None:
            client.chip(surface, theme, state, chip, (inner.x + theme.px(16), y + theme.px(20)), theme.px(15))
        indent = theme.px(40) if chip is not None else 0  # beside the chip of the seat to move
        size = theme.fitting(headlines[0], HEADING, room, bold=True)
        headline = theme.first_fitting(headlines, size, room, bold=True)
        theme.text(surface, headline, size, p.text, bold=True, midleft=(inner.x + indent, y + theme.px(20)))
        y += theme.px(48)
        if isinstance(state, Rounds):
            number = shown.progress().capitalize()
        else:
            number = f"Move {len(session.moves) // self._moves_per_line(session, inner.width) + 1}"  # as the list
        ending = client.ending(state) if shown.is_over else None
        status = status or ((ending,) if ending else ())  # why it ended, beside the last move's number
        dots = "." * (1 + int(self.app.time_s * 3) % 3)
        hurry = self.app.mapper.controls.hurry if controls else None
        lines = self._status_lines(match, number, status, hurry, dots, f"{match.thinking_s:.0f} s")
        widest = self._status_lines(match, number, status, hurry, "...", f"{max(99, match.thinking_s):.0f} s")
        line = theme.first_fitting(lines, SMALL, inner.width, widest=widest)
        theme.text(surface, line, SMALL, p.focus if match.asked is Purpose.MOVE else p.muted, topleft=(inner.x, y))
        below = max(theme.px(24), theme.line_height(SMALL))  # the thinking bar, under the line (large text too)
        track = pygame.Rect(inner.x, y + below, inner.width, max(2, theme.px(3)))
        self.thinking_bar = None
        if match.asked is Purpose.MOVE and match.thinking_limit_s and not match.getting_ready:
            self.thinking_bar = track
            share = min(1.0, match.thinking_s / match.thinking_limit_s)
            pygame.draw.rect(surface, p.panel_edge, track)
            pygame.draw.rect(surface, p.focus, (track.x, track.y, round(track.width * share), track.height))
        y = max(y + theme.line_step(SMALL, 30), track.bottom + theme.px(3))
        y = client.live_score(surface, theme, inner, y, shown)
        y = self._tournament(surface, inner, y, session)
        notice = notice or board.notice()
        needs = len(theme.wrap(self.app.toast[0], SMALL, inner.width - theme.px(14))) if self.app.toast else 0
        message_lines = (MESSAGE_LINES[0], min(LONGEST_MESSAGE, max(MESSAGE_LINES[1], needs)))
        fewest, most = (count * theme.line_height(SMALL) + theme.px(10) for count in message_lines)
        above = pygame.Rect(inner.x, y, inner.width, bottom - y - fewest - theme.px(8))  # the notice's room
        y = self._notice(surface, above, notice, prompt)
        if needs:  # the move list gives way first
            message_height = max(fewest, min(most, bottom - y - theme.px(8)))
        else:  # kept for the next message, as far as the list still shows its moves
            shared = bottom - y - theme.px(22)  # the message's and the list's, their margins aside
            message_height = max(0, min(most, shared - self._list_height(MOVES_KEPT)))
        self.message_rect = pygame.Rect(inner.x, y + theme.px(4), inner.width, message_height)
        y = self.message_rect.bottom + theme.px(8)
        moves = pygame.Rect(inner.x, y, inner.width, bottom - y - theme.px(10))
        self._move_list(surface, moves, session, board, client)

    def _tournament(self, surface: pygame.Surface, inner: pygame.Rect, y: int, session: Session) -> int:
        """Who leads the tournament this game is part of, under the game's own score
        (in one line where shorter names allow, else two): the y below."""
        theme = self.app.theme
        said = in_one_line_if_any(session.players, lambda names: session.tournament_lead(names) or "",
                                  lambda text: len(theme.wrap(text, SMALL, inner.width)), 2)  # fmt: skip
        if not said:  # a single game, or no game of the tournament over yet
            return y
        bottom = theme.paragraph(surface, said, SMALL, theme.palette.text, (inner.x, y), inner.width, most=2)
        return bottom + theme.px(6)

    @staticmethod
    def _status_lines(
        match: Match, number: str, status: tuple[str, ...], hurry: str | None, dots: str, seconds: str
    ) -> list[str]:
        """The line under the headline, its forms fullest first: the round or move, and
        what the computer is doing or the game's `status`; `hurry`: the key that makes
        it move now, where people here use the game's keys."""
        if match.asked is Purpose.MOVE and match.getting_ready:  # its first search waits for the compiler
            return [f"{number}   computer getting ready{dots} {seconds}", f"getting ready{dots} {seconds}"]
        if match.asked is Purpose.MOVE:
            thinking = f"{number}   thinking{dots} {seconds}"
            if hurry:  # narrow: shorter, down to the key alone (the bar under it shows the thinking)
                return [f"{thinking}   {hurry}: move now", f"thinking {seconds}, {hurry}: now", f"{hurry}: move now"]
            return [thinking]
        return [*(f"{number}   {form}" for form in status), *status, number]

    def _notice(self, surface: pygame.Surface, room: pygame.Rect, notice: Notice | None, prompt: str | None) -> int:
        """A notice in a highlighted box, or else what to do next, from the top of
        `room` down, as many lines as it takes (a notice `NOTICE_LINES` at most, in a
        shorter form where the full one would be cut; either no more than `room`
        holds): the bottom it reached. Room for two lines is kept either way, so
        little below moves."""
        theme, p = self.app.theme, self.app.theme.palette
        line = theme.line_height(SMALL)
        prompts = theme.wrap(prompt, SMALL, room.width, most=max(2, room.height // line)) if prompt else []
        bottom = room.y + max(2, len(prompts)) * line + theme.px(6)
        if notice is not None:
            most = max(2, min(NOTICE_LINES, (room.height - theme.line_height(BODY) - theme.px(10)) // line))
            texts = theme.first_wrapping([notice.text, *notice.shorter], SMALL, room.width - 20, most)
            box = pygame.Rect(room.x, room.y, room.width, theme.line_height(BODY) + len(texts) * line + theme.px(10))
            pygame.draw.rect(surface, mix(p.panel, p.accent, 0.25), box, border_radius=theme.px(8))
            theme.text(surface, notice.title, BODY, p.accent, bold=True, topleft=(box.x + 10, box.y + 4))
            for index, shown in enumerate(texts):
                theme.text(surface, shown, SMALL, p.text,
                           topleft=(box.x + 10, box.y + 4 + theme.line_height(BODY) + index * line))  # fmt: skip
            return max(bottom, box.bottom)
        for index, shown in enumerate(prompts):
            theme.text(surface, shown, SMALL, p.focus, topleft=(room.x, room.y + index * line))
        return bottom

    def _list_height(self, rows: int) -> int:
        """The move list's height with `rows` lines of moves: its heading, then the lines."""
        return self._heading_height() + self.app.theme.px(2) + rows * self._row_height()

    def _row_height(self) -> int:
        return self.app.theme.line_step(SMALL, 24)

    def _heading_height(self) -> int:
        """From the list's heading to its first row."""
        return self.app.theme.line_step(SMALL, 26)

    def _moves_per_line(self, session: Session, width: int) -> int:
        """Two moves a line where two seats take turns and the moves are short (a
        pair of turns), else one a line with the mover's name; measured again only
        when a move is played or taken back or the layout changes."""
        theme = self.app.theme
        key = (len(session.moves), width, theme.unit, theme.text_scale)
        if self._per_line[0] != key:
            taking_turns = session.takes_turns()
            column = (width - numbers_width(theme, -(-len(session.moves) // 2))) // 2 - theme.px(6)
            font = theme.font(SMALL)
            fits = all(font.size(text)[0] < column for text in session.notation())
            self._per_line = (key, 2 if fits and taking_turns else 1)
        return self._per_line[1]

    def _move_list(
        self, surface: pygame.Surface, area: pygame.Rect, session: Session, board: Board, client: GameClient
    ) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        if area.height < theme.px(40):
            return
        theme.text(surface, "Moves", SMALL, p.muted, topleft=area.topleft)
        line = self._row_height()
        rows = max(0, (area.height - self._list_height(0)) // line)
        per_row = self._moves_per_line(session, area.width)
        seen = session.move_texts(board.viewer(), client.move_words, client.revealed_words)
        if per_row == 2:
            self._pairs(surface, area, [text for _, text in seen], rows, line)
            return
        # one move a line, the latest at the bottom; a line too long for the panel goes on
        # under itself, so the list shows fewer moves but every one whole
        numbers = numbers_width(theme, len(seen))
        width, indent = area.width - numbers - theme.px(6), theme.px(12)
        font = theme.font(SMALL)
        tail = seen[-rows:] if rows else []
        texts = labelled(session.players, tail, lambda text: font.size(text)[0], width - indent)  # names as full as fit
        shown: list[tuple[int, list[str]]] = []  # (the move's number, its lines), the latest last
        for number, text in zip(range(len(seen), 0, -1), reversed(texts), strict=False):
            wrapped = theme.wrap(text, SMALL, width - indent)
            if sum(len(lines) for _, lines in shown) + len(wrapped) > rows:
                break
            shown.insert(0, (number, wrapped))
        y = area.y + self._heading_height()
        for number, wrapped in shown:
            theme.text(surface, f"{number}.", SMALL, p.muted, topleft=(area.x, y))
            colour = p.accent if number == len(seen) else p.text  # the latest move
            for index, text in enumerate(wrapped):
                x = area.x + numbers + (indent if index else 0)  # a line's rest, indented
                theme.text(surface, text, SMALL, colour, topleft=(x, y))
                y += line

    def _pairs(self, surface: pygame.Surface, area: pygame.Rect, texts: list[str], rows: int, line: int) -> None:
        """Two seats' moves two a line, a turn of each, the latest at the bottom."""
        theme, p = self.app.theme, self.app.theme.palette
        first = max(0, -(-len(texts) // 2) - rows)  # the first line shown: the latest moves fill the list
        tail = texts[first * 2 :] if rows else []
        numbers = numbers_width(theme, -(-len(texts) // 2))
        column_width = (area.width - numbers) // 2
        y = area.y + self._heading_height()
        for number, start in enumerate(range(0, len(tail), 2), first + 1):
            theme.text(surface, f"{number}.", SMALL, p.muted, topleft=(area.x, y))
            for column, text in enumerate(tail[start : start + 2]):
                colour = p.accent if start + column == len(tail) - 1 else p.text  # the latest move
                shown_text = theme.clipped(text, SMALL, column_width - theme.px(6))
                theme.text(surface, shown_text, SMALL, colour, topleft=(area.x + numbers + column * column_width, y))
            y += line


def numbers_width(theme: Theme, last: int) -> int:
    """The room a move list keeps for its numbers, up to `last` ("107."): the same for
    every list, wider only where a number needs it."""
    return max(theme.px(50), theme.font(SMALL).size(f"{last}.")[0] + theme.px(8))


def message_above(theme: Theme, panel: pygame.Rect, buttons_top: int) -> pygame.Rect:
    """Where messages show in `panel` just above its buttons: for the lesson and
    practice screens, whose words fill the panel from the top (a message covers them
    while it shows). As tall as the longest message the play panel takes."""
    inner = panel.inflate(-2 * theme.px(16), -2 * theme.px(16))
    height = LONGEST_MESSAGE * theme.line_height(SMALL) + theme.px(10)
    return pygame.Rect(inner.x, buttons_top - theme.px(10) - height, inner.width, height)


def place_buttons(theme: Theme, panel: pygame.Rect, buttons: list[Button], lead: bool = False) -> int:
    """The buttons in rows at the bottom of the panel, in order: two to a row, or more
    where the panel is wide (below the board), a last row of fewer sharing its width;
    `lead`: the first alone across the panel above the others (the way on, where a
    lesson or a position is done). The top of the first row."""
    inner = panel.inflate(-2 * theme.px(16), -2 * theme.px(16))
    height_each, gap = theme.px(40), theme.px(8)
    across = max(2, (inner.width + gap) // (theme.px(BUTTON_WIDTH) + gap))
    lines = [buttons[:1]] if lead and buttons else []
    rest = buttons[len(lines) :]
    lines += [rest[start : start + across] for start in range(0, len(rest), across)]
    top = inner.bottom - len(lines) * height_each - (len(lines) - 1) * gap
    for row, line in enumerate(lines):
        width, y = (inner.width - (len(line) - 1) * gap) // len(line), top + row * (height_each + gap)
        for col, button in enumerate(line):
            button.rect = pygame.Rect(inner.x + col * (width + gap), y, width, height_each)
    return top


def play_areas(theme: Theme, size: tuple[int, int], band: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the panel's rect, the board's area) in a window of `size`, leaving `band`
    pixels free above and below (attract mode's caption and invitation): the panel
    beside the board, or below it where that leaves the board more room (a window
    much taller than wide: a screen turned on its side), as tall there as beside the
    board in the smallest window, whose words it then holds as surely."""
    width, height = size
    margin = theme.px(24)
    inside = height - 2 * margin - 2 * band
    panel_width = max(theme.px(330), int(width * 0.3))
    beside = (
        pygame.Rect(width - panel_width - margin, margin + band, panel_width, inside),
        pygame.Rect(margin, margin + band, width - panel_width - 3 * margin, inside),
    )
    panel_height = theme.px(1280 * MIN_WINDOW[1] / MIN_WINDOW[0]) - 2 * margin
    below = (
        pygame.Rect(margin, margin + band + inside - panel_height, width - 2 * margin, panel_height),
        pygame.Rect(margin, margin + band, width - 2 * margin, inside - panel_height - margin),
    )
    return max(beside, below, key=lambda areas: min(areas[1].size))  # beside where both leave as much
