"""The side panel beside a game's board: what the game is, whose turn it is (and
the computer's thinking), the score, what to do next, and the moves so far.
The play scene and attract mode both show a match through one."""

from __future__ import annotations

from typing import Any

import pygame

from .theme import BODY, HEADING, SMALL, mix


class Panel:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._per_line: tuple[Any, int] = ((), 2)  # the move list's layout, by what it was measured for
        self.notice_rect: pygame.Rect | None = None  # where the notices (and messages) show

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, match: Any, board: Any, client: Any,
        bottom: int, status: str = "", prompt: bool = False, controls: bool = True,
    ) -> None:  # fmt: skip
        """The panel in `rect`, the move list down to `bottom`; `status` follows the
        move number; `prompt`: say what the person on turn does next; `controls`:
        people here use the game's keys (not so in attract mode, which any key leaves)."""
        theme, p = self.app.theme, self.app.theme.palette
        session = match.session
        theme.panel(surface, rect)
        inner = rect.inflate(-2 * theme.px(18), -2 * theme.px(18))
        y = inner.y
        theme.text(surface, session.title(), SMALL, p.muted, topleft=(inner.x, y))
        y += theme.px(30)
        state = match.state
        if session.is_over:
            headline, chip = "Game over", None
        else:
            headline, chip = f"{session.players[state.to_move]['name']} to move", state.to_move
        if chip is not None:
            client.chip(surface, theme, state, chip, (inner.x + theme.px(16), y + theme.px(20)), theme.px(15))
        room = inner.width - theme.px(40)
        size = theme.fitting(headline, HEADING, room, bold=True)
        if chip is not None and theme.font(size, bold=True).size(headline)[0] > room:  # a long name: the turn first
            headline = f"To move: {session.players[state.to_move]['name']}"
        headline = theme.clipped(headline, size, room, bold=True)
        theme.text(surface, headline, size, p.text, bold=True, midleft=(inner.x + theme.px(40), y + theme.px(20)))
        y += theme.px(48)
        number = f"Move {len(session.moves) // self._moves_per_line(session, inner.width) + 1}"  # as the list
        lines = [number]
        if match.asked == "move":
            seconds = f"{match.thinking_s:.0f} s"
            thinking = f"{number}   thinking{'.' * (1 + int(self.app.time_s * 3) % 3)} {seconds}"
            if controls:  # narrow: shorter, down to the key alone (the bar under it shows the thinking)
                lines = [f"{thinking}   Space: move now", f"thinking {seconds}, Space: now", "Space: move now"]
            else:
                lines = [thinking]
        elif status:
            lines = [f"{number}   {status}"]
        line = theme.first_fitting(lines, SMALL, inner.width)
        theme.text(surface, line, SMALL, p.focus if match.asked else p.muted, topleft=(inner.x, y))
        if match.asked == "move" and match.thinking_limit_s:
            share = min(1.0, match.thinking_s / match.thinking_limit_s)
            track = pygame.Rect(inner.x, y + theme.px(24), inner.width, max(2, theme.px(3)))
            pygame.draw.rect(surface, p.panel_edge, track)
            pygame.draw.rect(surface, p.focus, (track.x, track.y, round(track.width * share), track.height))
        y += theme.px(30)
        y = client.live_score(surface, theme, inner, y, session)
        self.notice_rect = pygame.Rect(inner.x, y, inner.width, theme.px(74))
        self._notice(surface, self.notice_rect, board, board.prompt() if prompt else None)
        y += theme.px(82)
        self._move_list(surface, pygame.Rect(inner.x, y, inner.width, bottom - y - theme.px(10)), session, board)

    def _notice(self, surface: pygame.Surface, box: pygame.Rect, board: Any, prompt: str | None) -> None:
        """The board's notice in a highlighted box, or else what to do next."""
        theme, p = self.app.theme, self.app.theme.palette
        notice = board.notice()
        if notice is not None:
            title, text = notice
            pygame.draw.rect(surface, mix(p.panel, p.accent, 0.25), box, border_radius=theme.px(8))
            theme.text(surface, title, BODY, p.accent, bold=True, topleft=(box.x + 10, box.y + 4))
            theme.text(surface, text, SMALL, p.text, topleft=(box.x + 10, box.y + theme.px(28)))
            return
        if prompt:
            for index, line in enumerate(theme.wrap(prompt, SMALL, box.width)[:3]):
                theme.text(surface, line, SMALL, p.focus, topleft=(box.x, box.y + index * theme.px(22)))

    def _moves_per_line(self, session: Any, width: int) -> int:
        """Two moves a line where two seats take turns and the moves are short (a
        pair of turns), else one a line with the mover's name; measured again only
        when a move is played or taken back or the layout changes."""
        theme = self.app.theme
        key = (len(session.moves), width, theme.unit, theme.text_scale)
        if self._per_line[0] != key:
            movers = [state.to_move for state in session.states[: len(session.moves)]]
            taking_turns = session.state.seat_count == 2 and all(
                a != b for a, b in zip(movers, movers[1:], strict=False)
            )
            column = (width - theme.px(50)) // 2 - theme.px(6)
            font = theme.font(SMALL)
            fits = all(font.size(str(move))[0] < column for move in session.moves)
            self._per_line = (key, 2 if fits and taking_turns else 1)
        return self._per_line[1]

    def _move_list(self, surface: pygame.Surface, area: pygame.Rect, session: Any, board: Any) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        if area.height < theme.px(40):
            return
        theme.text(surface, "Moves", SMALL, p.muted, topleft=area.topleft)
        line = theme.px(24)
        rows = max(0, (area.height - theme.px(28)) // line)
        per_row = self._moves_per_line(session, area.width)
        seen = session.move_texts(board.viewer())
        if per_row == 2:
            texts = [text for _, text in seen]
        else:
            texts = [f"{session.players[mover]['name']}: {text}" for mover, text in seen]
        column_width = (area.width - theme.px(50)) // 2
        rows_of = [texts[i : i + per_row] for i in range(0, len(texts), per_row)]
        shown = rows_of[-rows:] if rows else []
        first = len(rows_of) - len(shown)
        y = area.y + theme.px(26)
        width = column_width if per_row == 2 else area.width - theme.px(50)
        for number, row in enumerate(shown, first + 1):
            label = f"{number}."
            theme.text(surface, label, SMALL, p.muted, topleft=(area.x, y))
            for column, text in enumerate(row):
                latest = (number - 1) * per_row + column == len(texts) - 1
                colour = p.accent if latest else p.text
                shown_text = theme.clipped(text, SMALL, width - theme.px(6))
                theme.text(
                    surface, shown_text, SMALL, colour, topleft=(area.x + theme.px(50) + column * column_width, y)
                )
            y += line


def play_areas(theme: Any, size: tuple[int, int], band: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the panel's rect, the board's area) in a window of `size`, leaving `band`
    pixels free above and below (attract mode's caption and invitation)."""
    width, height = size
    margin = theme.px(24)
    panel_width = max(theme.px(330), int(width * 0.3))
    inside = height - 2 * margin - 2 * band
    panel = pygame.Rect(width - panel_width - margin, margin + band, panel_width, inside)
    return panel, pygame.Rect(margin, margin + band, panel.x - 2 * margin, inside)
