"""Slide's table: every seat's 4x4 grid, the revealed cards in the middle, the
first-player token. It draws a seat's view only (`SlideView`): a face-down card is
a card back, whatever the full state holds, since the view holds no value for it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ....rules.slide import COLUMN, COLUMNS, PICK, PUSH, ROW, SIDE, Flip, SlideState, SlideView, Take, cancelled, tally
from ...theme import SMALL, Colour, Theme, brackets, hovered, mix
from .layout import FRAME_MARGIN, POINTED, TOKEN_RADIUS, TableLayout, towards
from .motion import Flight, turned_width

# a colour per card value 1-10, apart in hue and lightness, readable with their numbers in both themes
CARD_COLOURS = (
    (232, 93, 93), (240, 150, 60), (236, 200, 64), (140, 200, 80), (60, 180, 140),
    (64, 170, 220), (90, 120, 230), (150, 100, 220), (210, 90, 190), (160, 160, 170),
)  # fmt: skip
SEAT_COLOURS = ((76, 201, 240), (242, 177, 52), (120, 210, 140), (240, 100, 90), (190, 150, 255), (236, 233, 226))


MAX_IMAGES = 600  # cards' pictures kept for reuse
SET_ASIDE = 0.7  # at the end, a card that cancels shrinks to this share of its place, still readable


def score_after(known: Any, seat: int) -> str:
    """A seat's score as it follows the name over its grid, set apart from a name that
    ends in a number ("Player 1 · 3", not "Player 1 3"); nothing while no card on the
    table is face up (a table before its first push, as the setup shows it)."""
    return f" · {tally(known.cards[seat], known.up[seat])[0]}" if any(known.up) else ""


@dataclass(frozen=True)
class TableMarks:
    """What the table shows besides the cards: whose view, who acts and who is in
    front, the arrows, the cursor, the hint, the cards in flight, the end."""

    viewer: int = -1  # the seat whose view is drawn (-1: a spectator's)
    to_act: int | None = None  # the seat whose grid is framed
    focus: int | None = None  # the seat drawn largest, in front (None: every grid alike)
    names: tuple[tuple[str, ...], ...] = ()  # who sits at each seat, in each form (`names.names_in_form`), full first
    cancelled: bool = False  # at the end: mark the cards that cancel
    chosen: int | None = None  # the middle card a person has taken (or the only one to take), by value
    entries: tuple[tuple[int, int, bool], ...] = ()  # the acting person's entries: arrows, dim until a card is taken
    cursor: tuple[str, Any] | None = None  # the keyboard's place: ("cell", cell), ("card", value), ("entry", entry)
    hovered: tuple[str, Any] | None = None  # where a click under the pointer would act, named as the cursor is
    empty: frozenset[tuple[int, int]] = frozenset()  # (seat, cell) left empty: a card is in flight from there
    middle_hidden: frozenset[int] = frozenset()  # the middle's cards in flight, by index
    flights: tuple[Flight, ...] = ()  # cards moving between places (see motion.py)
    hint: Flip | Take | None = None  # the computer's suggestion, outlined on the grid of `hint_seat`
    hint_seat: int | None = None  # whose move the hint is: the seat on turn, or in a review the last mover
    aside: float = 0.0  # at the end: 0 the cancelling cards crossed out, 1 set aside (smaller)
    glow: float = 1.0  # 0..1, pulsing: how bright the hint's outline is
    dragged: tuple[int, tuple[int, int]] | None = None  # a middle card (value) held by the pointer, and where
    settle: tuple[int | None, float] | None = None  # on the way from `focus` in front to this seat: how far
    token: tuple[int, float] | None = None  # the first-player token on its way from this seat: how far
    pushed: frozenset[tuple[int, int]] = frozenset()  # (seat, cell): the latest round's pushed cards, bracketed
    curtain: str | None = None  # a hand-over: the table hidden behind these words
    curtain_note: str | None = None  # a smaller line under them (the last person may take back their pick)


class SlideTableView(TableLayout):
    """The table drawn at the places its layout gives."""

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self._images: dict[tuple[Any, ...], pygame.Surface] = {}  # cards' pictures by size, drawn once

    def draw(self, surface: pygame.Surface, shown: SlideView | SlideState, marks: TableMarks | None = None) -> None:
        """The table as one seat sees it: a full state is turned into `marks.viewer`'s view first."""
        marks = marks or TableMarks()
        p = self.theme.palette
        if marks.curtain is not None:
            pygame.draw.rect(surface, p.panel, self.rect, border_radius=self.theme.px(12))
            width = self.rect.width - self.theme.px(80)
            lines = self.theme.wrap(marks.curtain, 34, width, bold=True)
            for index, line in enumerate(lines):
                self.theme.text(surface, line, 34, p.accent, bold=True,
                                center=(self.rect.centerx, self.rect.centery + index * self.theme.px(44)))  # fmt: skip
            top = self.rect.centery + len(lines) * self.theme.px(44)
            for index, line in enumerate(self.theme.wrap(marks.curtain_note or "", 22, width)):
                self.theme.text(surface, line, 22, p.muted, center=(self.rect.centerx, top + index * self.theme.px(30)))
            return
        view = shown if isinstance(shown, SlideView) else shown.view(marks.viewer)
        known = view.known
        self.seats = known.seat_count
        if marks.settle is not None:
            self.between(marks.focus, *marks.settle)
        elif marks.focus != self.focus or len(self.grids) != known.seat_count:
            self.arrange(marks.focus)
        names = self._fitting_names(known, marks.names)
        widths = self._title_widths(known, names)
        for seat in range(len(self.grids)):
            if self.grids[seat].width < 2 * SIDE:  # a grid changing place, too small to draw
                continue
            self._grid(surface, known, seat, names[seat], seat == marks.to_act, marks.empty, marks.aside,
                       crossed=marks.cancelled, above=self._column_above(seat, marks), widths=widths,
                       pushed={cell for pusher, cell in marks.pushed if pusher == seat},
                       lit=marks.hovered[1] if marks.hovered and marks.hovered[0] == "cell" and seat == marks.to_act
                       else None)  # fmt: skip
        self._line_names(surface, marks)
        if known.middle:
            for index, (value, rect) in enumerate(self.middle_cards(known)):
                if index in marks.middle_hidden:
                    continue
                self._card(surface, rect, value)
                if marks.hovered == ("card", value):  # a face's own colour hides the light: a thin ring too
                    hovered(surface, rect, p.focus, self.theme.px(4))
                    pygame.draw.rect(surface, p.focus, rect.inflate(6, 6), max(1, self.card // 28), self.card // 6)
                if value == marks.chosen:
                    pygame.draw.rect(surface, p.focus, rect.inflate(6, 6), max(2, self.card // 14), self.card // 6)
            if marks.to_act is not None:
                pointed = {mark[1] for mark in (marks.cursor, marks.hovered) if mark is not None and mark[0] == "entry"}
                for entry in marks.entries:
                    box = self.entry_rect(marks.to_act, *entry)
                    self._arrow(surface, box, entry, entry in pointed, ready=marks.chosen is not None)
        elif known.phase == PICK and not known.is_over() and self.labels:  # the empty middle, as places
            edge = mix(p.background, p.muted, 0.45)
            for index in range(known.seat_count):
                slot = self.middle_slot(index, known.seat_count)
                pygame.draw.rect(surface, edge, slot, max(1, self.card // 24), self.card // 6)
        if marks.hint is not None and marks.hint_seat is not None:
            self._hint(surface, known, marks.hint_seat, marks.hint, marks.glow)
        if marks.cursor is not None and marks.to_act is not None and marks.cursor[0] != "entry":
            place = self.cursor_rect(known, marks.to_act, marks.cursor)
            if place is not None:
                self._cursor(surface, place)
        if not known.is_over() and self.labels:  # the first-player token, over the frames on its corner's card
            centre = self.token_centre(known.leader_seat)
            if marks.token is not None:  # on its way at the end of a round
                start, share = self.token_centre(marks.token[0]), marks.token[1]
                centre = (
                    round(start[0] + (centre[0] - start[0]) * share),
                    round(start[1] + (centre[1] - start[1]) * share),
                )
            self._token(surface, centre)
        for flight in marks.flights:
            self._flight(surface, known, flight)
        if marks.dragged is not None:
            value, pos = marks.dragged
            held = pygame.Rect(0, 0, self.card, self.middle.height)
            held.center = pos
            self._card(surface, held, value)

    def _cursor(self, surface: pygame.Surface, place: pygame.Rect) -> None:
        """The keyboard's place: a light line with a dark edge either side, seen on any
        card, light or dark."""
        p, px = self.theme.palette, self.theme.px
        width, edge = max(2, px(3)), max(1, px(2))
        outer = self.cursor_frame(place)
        pygame.draw.rect(surface, p.background, outer, width + 2 * edge, px(6) + edge)
        pygame.draw.rect(surface, p.text, outer.inflate(-2 * edge, -2 * edge), width, px(6))

    def _brackets(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """Four corner brackets on `card`: light bars edged in dark, seen on any card."""
        p, line, arm = self.theme.palette, max(2, card.width // 16), max(4, card.width // 4)
        brackets(surface, card.inflate(2, 2), p.background, line + 2, arm + 2)
        brackets(surface, card, p.text, line, arm)

    def cursor_frame(self, place: pygame.Rect) -> pygame.Rect:
        """The keyboard's frame round `place` (a card or a cell), its dark edge included."""
        edge = max(1, self.theme.px(2))
        return place.inflate(8 + 2 * edge, 8 + 2 * edge)

    def _line_names(self, surface: pygame.Surface, marks: TableMarks) -> None:
        """The names of the rows (1-4, at the left) and columns (a-d, below) of the grid
        in front, as the moves name its cells ("picked b3", "in row 2 at left"): each
        at the end where an arrow would stand; where one does, the arrow carries it."""
        seat = self.focus
        if not self.labels or seat is None or seat < 0:
            return
        arrows = self._arrows_at(seat, marks)
        theme = self.theme
        size = max(12, min(20, round(self.cell_size(seat) / theme.unit * 0.3)))
        for line in range(SIDE):
            for end, name in (((ROW, line, False), str(line + 1)), ((COLUMN, line, True), COLUMNS[line])):
                if end not in arrows:
                    theme.text(surface, name, size, theme.palette.muted, center=self.entry_rect(seat, *end).center)

    def _token(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        p = self.theme.palette
        radius = self.theme.px(TOKEN_RADIUS)
        pygame.draw.circle(surface, p.background, centre, radius + 2)
        pygame.draw.circle(surface, p.accent, centre, radius)
        self.theme.text(surface, "1", 16, p.background, bold=True, center=centre)

    def _hint(self, surface: pygame.Surface, known: Any, seat: int, hint: Flip | Take, glow: float) -> None:
        """The suggested pick, or the suggested card and the arrow to push it in at."""
        colour = mix(self.theme.palette.good, self.theme.palette.text, 0.35 * glow)
        width = max(3, self.theme.px(4))
        if isinstance(hint, Flip):
            places = [self.cell_rect(seat, hint.cell)]
        else:
            card = next((rect for value, rect in self.middle_cards(known) if value == hint.value), None)
            entry = self.entry_rect(seat, hint.axis, hint.line, hint.far)
            if card is None:  # gone from the middle (a review, after the move): the card shown at its entry
                self._card(surface, entry, hint.value)
            places = [entry, *([card] if card else [])]
        for rect in places:
            pygame.draw.rect(surface, colour, rect.inflate(10, 10), width, self.theme.px(8))

    def _flight(self, surface: pygame.Surface, known: Any, flight: Flight) -> None:
        """A card on its way: between its two places, turning over if it turns."""
        start, end = self.place_rect(known, flight.start), self.place_rect(known, flight.end)
        rect = towards(start, end, flight.t)
        face_up = flight.value is not None
        if flight.turn is not None:
            face_up = face_up and flight.turn >= 0.5
            centre = rect.center
            rect.width = max(2, round(rect.width * turned_width(flight.turn)))
            rect.center = centre
        if face_up and flight.value is not None:
            self._card(surface, rect, flight.value)
        else:
            self._back(surface, rect, chosen=False)

    def _fitting_names(self, known: Any, forms: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
        """The fullest form of the seats' names in which each fits over its grid beside
        its score (one form for all, so the seats read alike), but the grid in front,
        which has room, by its own fullest form; "Seat 1" ... without names."""
        if not forms:
            return tuple(f"Seat {seat + 1}" for seat in range(len(self.grids)))  # counted from 1 for people
        seats = range(min(len(self.grids), len(forms[0])))

        def fit(names: tuple[str, ...], among: Sequence[int]) -> bool:
            widths = self._title_widths(known, names)
            return all(widths[seat] <= self._title_room(known, seat, names[seat], None, widths) for seat in among)

        names = next((names for names in forms if fit(names, seats)), forms[-1])
        focus = self.focus
        if focus is None or focus not in seats:
            return names

        def front(form: tuple[str, ...]) -> tuple[str, ...]:
            return (*names[:focus], form[focus], *names[focus + 1 :])

        return next((front(form) for form in forms if fit(front(form), (focus,))), names)

    def _title_widths(self, known: Any, names: Sequence[str]) -> dict[int, int]:
        """How wide each seat's name and score are, as drawn over its grid."""
        font = self.theme.font(SMALL)
        return {seat: font.size(name + score_after(known, seat))[0] for seat, name in enumerate(names)}

    def _grid(
        self, surface: pygame.Surface, known: Any, seat: int, name: str, acting: bool,
        empty: frozenset[tuple[int, int]] = frozenset(), aside: float = 0.0, crossed: bool = False,
        above: int | None = None, widths: dict[int, int] | None = None, pushed: set[int] | None = None,
        lit: int | None = None,
    ) -> None:  # fmt: skip
        """A seat's grid under its name (kept clear of the arrow or card over column `above`,
        and of the other seats' names, `widths` wide), the cards `pushed` in the latest
        round bracketed, the face-down card `lit` under the pointer."""
        theme, p = self.theme, self.theme.palette
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        frame = self._frame(seat)
        radius = min(theme.px(8), frame.width // 8)
        pygame.draw.rect(surface, p.panel, frame, border_radius=radius)
        pygame.draw.rect(surface, colour if acting else p.panel_edge, frame, max(1, theme.px(3 if acting else 1)),
                         radius)  # fmt: skip
        score_text = score_after(known, seat)  # always whole: only the name is cut short
        room = self._title_room(known, seat, name, above, widths or {}) - theme.font(SMALL).size(score_text)[0]
        title = theme.clipped(name, SMALL, room) + score_text
        if self.labels:
            theme.text(surface, title, SMALL, colour, **self._clear_of_token(known, seat, frame, title, above))
        hole = known.picked[seat] if known.phase == PUSH else -1
        pick = known.picked[seat] if known.phase == PICK else -1
        going = cancelled(known.cards[seat])  # face-up cards with an equal neighbour (face-down ones are 0 here)
        over = known.is_over()
        for cell in range(SIDE * SIDE):
            card = self.cell_rect(seat, cell).inflate(-2, -2)
            if cell == hole or (seat, cell) in empty:
                pygame.draw.rect(surface, p.muted, card, 1, theme.px(4))
            elif known.up[seat] >> cell & 1:
                if over and going >> cell & 1 and aside > 0:  # at the end: set aside, small but readable
                    pygame.draw.rect(surface, p.muted, card, 1, theme.px(4))
                    shrink = aside * (1 - SET_ASIDE)
                    card = card.inflate(-round(card.width * shrink), -round(card.height * shrink))
                if over and crossed and going >> cell & 1:
                    surface.blit(self._image(("crossed", known.cards[seat][cell]), card.size), card)
                    continue
                self._card(surface, card, known.cards[seat][cell])
                if pushed and cell in pushed and self.labels:
                    self._brackets(surface, card)
                if not over and going >> cell & 1 and self.labels:  # would cancel if the game ended now
                    self._cancel_dot(surface, card)
            else:
                self._back(surface, card, chosen=cell == pick)
                if cell == lit:
                    hovered(surface, card, p.focus, theme.px(4))

    def _frame(self, seat: int) -> pygame.Rect:
        """The panel drawn round a seat's grid."""
        px = self.theme.px
        margin = 2 * px(FRAME_MARGIN)
        return self.grids[seat].inflate(margin, margin) if self.labels else self.grids[seat].inflate(2, 2)

    def _title_room(self, known: Any, seat: int, name: str, above: int | None, widths: dict[int, int]) -> int:
        """How wide a seat's name and score may be where they go: the room over its grid
        (`_name_room`), or, moved right clear of the first-player token, the room from
        there to its right (`_name_right`), so that a name moved never runs into the next."""
        title = name + score_after(known, seat)
        place = self._clear_of_token(known, seat, self._frame(seat), title, above)
        if "topleft" not in place:
            return self._name_room(seat)
        left: int = place["topleft"][0]
        return self._name_right(seat, widths) - left

    def _clear_of_token(
        self, known: Any, seat: int, frame: pygame.Rect, title: str, above: int | None
    ) -> dict[str, Any]:
        """Where the name goes (`_name_place`), moved right where the first-player
        token on the grid's corner would cover its first letters (and past the arrow or
        card over column `above`, if that is then in the way)."""
        place = self._name_place(seat, frame, title, above)
        if seat != known.leader_seat or known.is_over():
            return place
        theme = self.theme
        shown = pygame.Rect((0, 0), theme.font(SMALL).size(title))
        for anchor, point in place.items():  # the one anchor `_name_place` gives
            setattr(shown, anchor, point)
        x, y = self.token_centre(seat)
        token = pygame.Rect(0, 0, 2 * theme.px(TOKEN_RADIUS) + 4, 2 * theme.px(TOKEN_RADIUS) + 4)
        token.center = (x, y)
        if shown.colliderect(token):
            shown.left = token.right + theme.px(2)
            if above is not None and shown.colliderect(arrow := self.arrow_bounds(seat, COLUMN, above, False)):
                shown.left = arrow.right + theme.px(8)  # past what stands over the column too
        return {"topleft": shown.topleft}

    @staticmethod
    def _arrows_at(seat: int, marks: TableMarks) -> set[tuple[int, int, bool]]:
        """The ends of a seat's grid where an arrow stands: its entries while it is the
        seat to act and they are drawn (a person's push), and the hint's."""
        arrows = set(marks.entries) if marks.to_act == seat else set()
        if isinstance(marks.hint, Take) and marks.hint_seat == seat:
            arrows.add((marks.hint.axis, marks.hint.line, marks.hint.far))
        return arrows

    def _column_above(self, seat: int, marks: TableMarks) -> int | None:
        """The column over whose top end an arrow stands above this grid, if one does."""
        return next((line for axis, line, far in self._arrows_at(seat, marks) if axis == COLUMN and not far), None)

    def _name_place(self, seat: int, frame: pygame.Rect, title: str, above: int | None) -> dict[str, Any]:
        """Where a seat's name goes: just over its grid, centred; beside what stands over
        the top of column `above` where that is in the way, so that the name stays with
        its grid (over it, near the middle's cards, only where no side has room)."""
        theme, rect = self.theme, self.grids[seat]
        top = frame.y - theme.px(2)
        if above is None:
            return {"midbottom": (rect.centerx, top)}
        arrow, gap = self.arrow_bounds(seat, COLUMN, above, False), theme.px(8)
        width, room = theme.font(SMALL).size(title)[0], self._name_room(seat)
        if arrow.left - gap >= rect.centerx + width // 2 or arrow.right + gap <= rect.centerx - width // 2:
            return {"midbottom": (rect.centerx, top)}  # clear of it as it is
        if arrow.left - gap - width >= rect.centerx - room // 2:
            return {"bottomright": (arrow.left - gap, top)}
        if arrow.right + gap + width <= rect.centerx + room // 2:
            return {"bottomleft": (arrow.right + gap, top)}
        return {"midbottom": (rect.centerx, top - int(self.cell_size(seat) * 0.7))}

    def _cancel_dot(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """A small mark in a face-up card's corner: it would cancel if the game ended now."""
        radius = max(3, card.width // 9)
        centre = (card.right - radius - 2, card.y + radius + 2)
        pygame.draw.circle(surface, (20, 20, 24), centre, radius + 1)
        pygame.draw.circle(surface, self.theme.palette.text, centre, radius)

    def _arrow(
        self, surface: pygame.Surface, box: pygame.Rect, entry: tuple[int, int, bool], chosen: bool, ready: bool
    ) -> None:
        """A triangle pointing into the grid, the name of its row or column inside; the
        end the keys chose larger, in amber; an outline only until a card is taken (there
        is nothing to push yet)."""
        axis, line, far = entry
        x, y, r = box.centerx, box.centery, box.width // 2
        if chosen:
            r = round(r * POINTED)
        if axis == 0:
            tip = -1 if far else 1
            points = [(x + tip * r, y), (x - tip * r, y - r), (x - tip * r, y + r)]
        else:
            tip = -1 if far else 1
            points = [(x, y + tip * r), (x - r, y - tip * r), (x + r, y - tip * r)]
        p = self.theme.palette
        if chosen:
            pygame.draw.polygon(surface, p.background, points, 0)
            pygame.draw.polygon(surface, p.accent, points)
            pygame.draw.polygon(surface, p.text, points, max(2, self.theme.px(2)))
        elif ready:
            pygame.draw.polygon(surface, p.focus, points)
        else:
            pygame.draw.polygon(surface, mix(p.focus, p.background, 0.45), points, max(2, self.theme.px(2)))
        back = -1 if far else 1  # the triangle's inner circle, of radius 0.62 r, lies 0.38 r back from the box's centre
        centre = (x - back * 0.38 * r, y) if axis == ROW else (x, y - back * 0.38 * r)
        name = str(line + 1) if axis == ROW else COLUMNS[line]
        side = max(1, round(1.4 * 0.62 * r))
        label = self._image(("name", name, p.background if chosen or ready else p.muted), (side, side))
        surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))

    def _draw_name(self, image: pygame.Surface, rect: pygame.Rect, name: str, colour: Colour) -> None:
        """`name` in bold, centred, as tall as the square `rect` holds."""
        text = self.theme.image(name, max(SMALL, round(1.5 * rect.height / self.theme.unit)), colour, bold=True)
        glyphs = text.subsurface(text.get_bounding_rect())
        scale = min(1.0, rect.width / max(1, glyphs.get_width()), rect.height / max(1, glyphs.get_height()))
        if scale < 1.0:
            size = (max(1, round(glyphs.get_width() * scale)), max(1, round(glyphs.get_height() * scale)))
            glyphs = pygame.transform.smoothscale(glyphs, size)
        image.blit(glyphs, glyphs.get_rect(center=rect.center))

    def _card(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """A face-up card: its value's colour, its number large."""
        surface.blit(self._image(("face", value), rect.size), rect)

    def _back(self, surface: pygame.Surface, rect: pygame.Rect, chosen: bool) -> None:
        """A face-down card: the same back for every card, lifted when it is the seat's own pick."""
        if chosen:
            rect = rect.move(0, -max(2, rect.height // 8))
        surface.blit(self._image(("back", chosen), rect.size), rect)

    def _image(self, kind: tuple[Any, ...], size: tuple[int, int]) -> pygame.Surface:
        """A card's picture (or an arrow's name) at a size, drawn once and then reused (a
        table redraws a hundred cards a frame while it moves)."""
        p = self.theme.palette
        key = (*kind, size, p.name, self.theme.unit, self.theme.text_scale)
        image = self._images.get(key)
        if image is not None:
            return image
        if len(self._images) > MAX_IMAGES:  # sizes come and go as the table turns: start again
            self._images.clear()
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        if kind[0] in ("face", "crossed"):
            self._draw_face(image, rect, kind[1], crossed=kind[0] == "crossed")
        elif kind[0] == "name":  # an arrow's row or column
            self._draw_name(image, rect, kind[1], kind[2])
        else:
            back = mix(p.panel, p.focus, 0.35)  # dark in either theme: the pointer's light shows on it
            pygame.draw.rect(image, back, rect, border_radius=max(2, rect.width // 8))
            inner = rect.inflate(-rect.width // 4, -rect.height // 4)
            edge = mix(back, p.background, 0.5)
            pygame.draw.rect(image, edge, inner, max(1, rect.width // 16), max(2, rect.width // 10))
            if kind[1]:  # the seat's own pick
                pygame.draw.rect(image, p.focus, rect, max(2, rect.width // 14), max(2, rect.width // 8))
        self._images[key] = image
        return image

    def _draw_face(self, image: pygame.Surface, rect: pygame.Rect, value: int, crossed: bool = False) -> None:
        """A card's face; crossed, at the end, where it cancels: washed out, a cross
        under its number, so that what went stays readable."""
        face = CARD_COLOURS[(value - 1) % len(CARD_COLOURS)]
        if crossed:
            face = mix(face, self.theme.palette.background, 0.55)
        if rect.height < 14:  # too small for a number: its colour alone
            image.fill(face)
            return
        pygame.draw.rect(image, face, rect, border_radius=max(2, rect.width // 8))
        pygame.draw.rect(image, mix(face, (0, 0, 0), 0.4), rect, max(1, rect.width // 24), max(2, rect.width // 8))
        if crossed:  # on the darkened face the number goes light, over a cross in the card's edge colour
            box, line = rect.inflate(-rect.width // 5, -rect.height // 5), max(2, rect.width // 10)
            pygame.draw.line(image, mix(face, (0, 0, 0), 0.5), box.topleft, box.bottomright, line)
            pygame.draw.line(image, mix(face, (0, 0, 0), 0.5), box.topright, box.bottomleft, line)
        number = self.number(value, rect.height, crossed)
        image.blit(number, number.get_rect(center=rect.center))

    def number(self, value: int, height: int, crossed: bool = False) -> pygame.Surface:
        """A card's number for a card `height` px tall: dark, or light on a crossed card."""
        # in steps of 4: cards growing or shrinking as the table turns share a few fonts
        size = max(10, 4 * round(height * 0.55 / self.theme.unit / self.theme.text_scale / 4))
        ink = self.theme.palette.text if crossed else (20, 20, 24)
        return self.theme.font(size, bold=True).render(str(value), True, ink)
