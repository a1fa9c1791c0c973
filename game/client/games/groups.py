"""What the two group games (Slyde and SlideCore) show beside their boards: each
seat's colour swatch, the live score in the play panel (both group-size lists,
the deciding place, who leads), and the results' detail (both lists revealed
place by place on the board, up to the one that decides)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from ...rules.base import GroupScores
from ...rules.groups import compare, ordinal
from ..input import Act
from ..names import fitting_names, in_one_line_if_any
from ..theme import BODY, SMALL, Theme, mix
from ..widgets import Button
from .base import Board

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

REVEAL_S = 0.7  # per place


def seat_chip(
    surface: pygame.Surface, theme: Theme, state: Any, seat: int, center: tuple[int, int], radius: int
) -> None:
    """A small swatch of the seat's pieces."""
    p = theme.palette
    white = state.seats[seat] == "white"
    face, edge = (p.white_piece, p.white_edge) if white else (p.black_piece, p.white_edge)
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = center
    pygame.draw.rect(surface, face, rect, border_radius=max(2, radius // 3))
    pygame.draw.rect(surface, edge, rect, width=max(1, radius // 7), border_radius=max(2, radius // 3))


def live_score(surface: pygame.Surface, theme: Theme, inner: pygame.Rect, y: int, session: Session) -> int:
    """Both seats' group-size lists, the deciding place marked, and who leads; the y below."""
    p = theme.palette
    state = cast(GroupScores, session.state)
    both = state.group_sizes()
    sign, place = compare(*both)
    middle = theme.line_step(BODY, 26) // 2  # of a seat's line, from its top
    for seat, sizes in enumerate(both):
        seat_chip(surface, theme, state, seat, (inner.x + theme.px(10), y + middle), theme.px(9))
        title = session.seat_title(seat)  # the headline names the player; here the colour is enough
        theme.text(surface, title, BODY, p.text, midleft=(inner.x + theme.px(26), y + middle))
        _sizes(surface, theme, sizes, place, (inner.x + theme.px(130), y + middle), inner.right, seat, sign)
        y += theme.line_step(BODY, 32)

    lead = in_one_line_if_any(session.players, lambda names: standing(session, names),
                              lambda text: len(theme.wrap(text, SMALL, inner.width)), 2)  # fmt: skip
    below = theme.paragraph(
        surface, lead, SMALL, p.accent, (inner.x, y + theme.px(2)), inner.width, most=2, balanced=True
    )
    return max(y + theme.px(34), below + theme.px(8))


def standing(session: Session, names: Sequence[str]) -> str:
    """Who leads in words, and by which group: "Alice leads, by the 2nd group"; once
    the board has decided the game, "Alice wins, by ..."; or who resigned."""
    if session.resigned is not None:  # the board did not decide it
        return f"{session.label(session.resigned, names)} resigned"
    sign, place = compare(*cast(GroupScores, session.state).group_sizes())
    if sign == 0:
        return "A draw: identical groups" if session.is_over else "Even: identical groups so far"
    return f"{session.leads(0 if sign > 0 else 1, names)}, by the {ordinal(place)} group"


def move_effect(before: Any, move: Hashable) -> str | None:
    """What a move does to the two biggest groups, said to its player: "your biggest
    group grows from 7 to 9", "their biggest group falls from 9 to 6", or both; None
    where it changes neither (what it does is then deeper than a glance shows)."""
    me = before.to_move
    (mine, theirs), (now_mine, now_theirs) = (_biggest(state, me) for state in (before, before.play_legal(move)))
    grows, falls = now_mine > mine > 0, now_theirs < theirs  # a first disc starts a group, grows none
    if grows and falls:
        return f"your biggest group grows to {now_mine}, theirs falls to {now_theirs}"
    if grows:
        return f"your biggest group grows from {mine} to {now_mine}"
    if falls:
        return f"their biggest group falls from {theirs} to {now_theirs}"
    return None


def _biggest(state: GroupScores, seat: int) -> tuple[int, int]:
    """The biggest group of `seat` and of the other seat (0 where a seat has none yet)."""
    sizes = state.group_sizes()
    return max(sizes[seat], default=0), max(sizes[1 - seat], default=0)


def _sizes(
    surface: pygame.Surface,
    theme: Theme,
    sizes: list[int],
    place: int,
    start: tuple[int, int],
    right: int,
    seat: int,
    sign: int,
) -> None:
    """A group-size list up to `right`; the deciding place shown in colour (green for
    the leader), and where the rest do not fit, how many more ("+65") in their place."""
    p = theme.palette
    x, y = start
    gap = theme.px(9)
    for index, size in enumerate(sizes):
        deciding = index == place
        winning = (sign > 0) == (seat == 0)
        colour = (p.good if winning else p.bad) if deciding else (p.text if index < place else p.muted)
        image = theme.image(str(size), BODY, colour, bold=deciding)
        after = len(sizes) - index - 1  # the sizes still to come, counted if they will not fit
        room = image.get_width() + (gap + theme.image(f"+{after}", SMALL, p.muted).get_width() if after else 0)
        if x + room > right:
            theme.text(surface, f"+{len(sizes) - index}", SMALL, p.muted, midleft=(x, y))
            return
        surface.blit(image, image.get_rect(midleft=(x, y)))
        x += image.get_width() + gap


SHOW_GROUPS, HIDE_GROUPS = "Show groups", "Hide groups"  # the Groups button, as a press would change it
NO_GROUPS_YET = "No groups yet: each colour's biggest is outlined as it forms"


class GroupBoard(Board):
    """A group game's board: with a Groups button (G) that outlines both biggest groups."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.groups_button = Button(SHOW_GROUPS, self.flip_groups, key_hint="G")
        self._show_groups(False)
        self.commands[Act.GROUPS] = self.looks[Act.GROUPS] = self.flip_groups
        self.look_buttons = [self.groups_button]

    def _show_groups(self, shown: bool) -> None:
        """The outlines on or off, and the button named for what a press does next."""
        self.show_groups = shown
        self.groups_button.label = HIDE_GROUPS if shown else SHOW_GROUPS
        self.groups_button.shorter = ("Groups off", "Hide") if shown else ("Groups",)

    def flip_groups(self) -> None:
        """G: outline both biggest groups, or no longer; where there is none yet, it says so
        (else the press would show nothing)."""
        self._show_groups(not self.show_groups)
        if self.show_groups and not self.outlines(()):
            self.app.say(NO_GROUPS_YET)

    def look(self) -> dict[str, Any]:
        return {"groups": self.show_groups}

    def take_look(self, look: dict[str, Any]) -> None:
        self._show_groups(bool(look.get("groups", False)))

    def outlines(self, revealed: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        """The groups to outline: the results' reveal, or both biggest groups (G)."""
        if revealed or not self.show_groups:
            return revealed
        return tuple((found[0], seat) for seat in (0, 1) if (found := self.state.groups(seat)))


class GroupResults:
    """The results' detail of a group game: both group lists side by side, revealed
    place by place (and outlined on the board), up to the place that decides."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        state = cast(GroupScores, session.state)
        self.found = [state.groups(0), state.groups(1)]
        self.sizes = [[g.bit_count() for g in found] for found in self.found]
        self.sign, self.place = compare(*self.sizes)
        if session.resigned is not None:
            self.place = -1
        self.last_place = self.place if self.place >= 0 else max(len(s) for s in self.sizes) - 1
        self.revealed = 0 if session.resigned is None else -1
        self.clock_s = 0.0

    def update(self, dt_s: float) -> None:
        self.clock_s += dt_s
        if 0 <= self.revealed < self.last_place and self.clock_s >= REVEAL_S:
            self.clock_s = 0.0
            self.revealed += 1
            self.app.audio.play("select")

    def skip(self) -> bool:
        """Show the rest at once; whether anything was still to come."""
        if self.revealed < self.last_place and self.revealed >= 0:
            self.revealed = self.last_place
            return True
        return False

    def is_moving(self) -> bool:
        return 0 <= self.revealed < self.last_place

    def outlines(self) -> tuple[tuple[int, int], ...]:
        """The groups revealed so far, to outline on the board: (bitboard, seat)."""
        return tuple(
            (found[index], seat)
            for index in range(max(self.revealed, -1) + 1)
            for seat, found in enumerate(self.found)
            if index < len(found)
        )

    def draw(self, surface: pygame.Surface, inner: pygame.Rect, y: int, bottom: int) -> int:
        if self.session.resigned is not None:
            return y
        # both lists side by side, place by place, the deciding place framed; every text fitted to its column
        theme, p = self.app.theme, self.app.theme.palette
        session = self.session
        label_width = theme.font(SMALL, True).size("10th")[0] + theme.px(12)
        column = (inner.width - label_width) // 2
        centres = [inner.x + label_width + column * seat + column // 2 for seat in (0, 1)]
        line = theme.font(BODY, True).get_linesize()
        font = theme.font(SMALL)
        titles = [theme.clipped(session.seat_title(seat), SMALL, column - theme.px(6)) for seat in (0, 1)]
        theme.text(surface, "Groups", SMALL, p.muted, midleft=(inner.x, y + line // 2))
        if inner.x + font.size("Groups")[0] + theme.px(16) > centres[0] - font.size(titles[0])[0] // 2:
            y += line  # it would run into the first colour's name: a line of its own
        for title, x in zip(titles, centres, strict=True):
            theme.text(surface, title, SMALL, p.muted, center=(x, y + line // 2))
        y += line
        names = fitting_names(session.players, lambda name: font.size(name)[0], column - theme.px(6), alike=False)
        for name, x in zip(names, centres, strict=False):
            theme.text(
                surface, theme.clipped(name, SMALL, column - theme.px(6)), SMALL, p.text, center=(x, y + line // 2)
            )
        y += line + theme.px(4)
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
