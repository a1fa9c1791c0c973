"""Slide in the window: the table, each seat's face-up score, the ranking at the
end, its rules pages; people play it by mouse at one screen, with hand-over
screens between their secret picks, against or beside the computers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from ....records import Seat
from ....rules.base import counted, listed
from ....rules.slide import COLUMNS, FAR_END, NEAR_END, PUSH, ROW, Flip, SlideState, Take, cancelled, cell_name
from ...names import FORMS, fitting_names, fullest, in_one_line_if_any, kept_whole, names_in_form
from ...theme import SMALL, Theme
from ..base import GameClient
from .board import SlideBoard
from .pages import pages
from .view import SEAT_COLOURS, SlideTableView, TableMarks

if TYPE_CHECKING:
    from ...app import App
    from ...session import Session


def seat_chip(
    surface: pygame.Surface, theme: Theme, state: Any, seat: int, center: tuple[int, int], radius: int
) -> None:
    """A small swatch of the seat's colour."""
    pygame.draw.circle(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], center, radius)


SCORE_COLUMNS_FROM = 4  # seats from which the scores stand two a line, leaving the move list its room


def live_score(surface: pygame.Surface, theme: Theme, inner: pygame.Rect, y: int, session: Session) -> int:
    """Each seat's face-up score (what every seat can see), lowest first, two a line at
    a table of four or more (read across, then down); the y below."""
    p = theme.palette
    state = cast(SlideState, session.state).view(-1).known  # what everyone sees: a face-down card is 0 there
    tallies = state.tallies()  # face-up cards only
    order = sorted(range(state.seat_count), key=lambda seat: tallies[seat])
    columns = 2 if state.seat_count >= SCORE_COLUMNS_FROM else 1
    gap = theme.px(24)
    width = (inner.width - (columns - 1) * gap) // columns
    line, font = theme.line_step(SMALL, 24), theme.font(SMALL)
    widest = max(font.size(str(score))[0] for score, _ in tallies)
    room = width - theme.px(22) - widest - theme.px(8)  # between the swatch and the scores, a gap before them
    names = fitting_names(session.players, lambda name: font.size(name)[0], room)
    for rank, seat in enumerate(order):
        x, middle = inner.x + rank % columns * (width + gap), y + rank // columns * line + line // 2
        seat_chip(surface, theme, state, seat, (x + theme.px(8), middle), theme.px(7))
        theme.text(surface, theme.clipped(names[seat], SMALL, room), SMALL, p.text, midleft=(x + theme.px(22), middle))
        theme.text(surface, str(tallies[seat][0]), SMALL, p.accent, midright=(x + width, middle))
    y += -(-len(order) // columns) * line
    settled, after = round_tallies(session)
    said = in_one_line_if_any(session.players, lambda names: standing(session, settled, names, after),
                              lambda text: len(theme.wrap(text, SMALL, inner.width)), 2)  # fmt: skip
    below = theme.paragraph(
        surface, said, SMALL, p.accent, (inner.x, y + theme.px(2)), inner.width, most=2, balanced=True
    )
    y = max(y + theme.px(26), below + theme.px(4))
    if not state.is_over() and any(cancelled(grid) for grid in state.cards):  # the dots in the cards' corners
        centre = (inner.x + theme.px(8), y + theme.line_step(SMALL, 22) // 2)
        pygame.draw.circle(surface, p.text, centre, theme.px(5))
        words = theme.clipped("would cancel now", SMALL, inner.width - theme.px(22))
        theme.text(surface, words, SMALL, p.muted, midleft=(inner.x + theme.px(22), centre[1]))
        y += theme.line_step(SMALL, 26)
    return y + theme.px(4)


def round_tallies(session: Session) -> tuple[list[tuple[int, int]], int | None]:
    """The face-up tallies (score, cards left) by which a seat leads, and the round they
    stand after where that is not now (0 while the first round is pushed): while a
    round's cards are pushed, the seats that have pushed hold one card more than those
    still to push, so who leads is judged as the last whole round left the grids."""
    for back, state in enumerate(reversed(session.states)):
        settled = cast(SlideState, state)
        if settled.phase != PUSH or settled.step == 0:
            return settled.tallies(), settled.round if back else None
    raise ValueError("a game of Slide begins with its picks")


def standing(
    session: Session, tallies: list[tuple[int, int]], names: Sequence[str] | None = None, after: int | None = None
) -> str:
    """Who leads on the face-up cards, and by how much, in words: "Bob leads by 4"
    (lowest score leads; fewer cards left breaks a tie, as at the end), or, in the past
    tense since the grids have moved on, "Bob led by 4 after round 3" where the tallies
    are of that round's end ("Lead shown after round 1" while the first is pushed); once
    the game is over, who won: "Bob wins by 4". `names`: the seats' names in a shorter
    form."""
    names = names or names_in_form(session.players, 0)
    when = f" after round {after}" if after else ""
    order = sorted(range(len(tallies)), key=lambda seat: tallies[seat])
    best = [seat for seat in order if tallies[seat] == tallies[order[0]]]
    over = session.is_over
    in_game = f" in game {session.game_number}" if session.game_number else ""  # a tournament's: not the whole
    if len(best) == len(tallies):
        if over:
            return f"A draw{in_game}"
        if after == 0:
            return "Lead shown after round 1"
        return f"All were level{when}" if after else "All level so far"
    shared = f"share first place{in_game}" if over else "shared the lead" if after else "share the lead"
    if len(best) > 2:  # their names head the list above
        return f"{len(best)} {shared}{when}"
    if len(best) > 1:
        return f"{listed([names[seat] for seat in best])} {shared}{when}"
    behind = tallies[order[1]]
    gap = behind[0] - tallies[best[0]][0]
    leads = session.leads(best[0], names, past=bool(after))
    return f"{leads} by {gap}{when}" if gap else f"{leads}{when}, with fewer cards left"


def table_standing(session: Session, names: Sequence[str]) -> str:
    """`standing` by the face-up cards every seat sees, as the last whole round left them."""
    settled, after = round_tallies(session)
    return standing(session, settled, names, after)


CROSS_S, ASIDE_S = 0.9, 0.6  # the end: the cancelling cards crossed out, then set aside


class SlideResults:
    """The ranking at the end: places, scores and cards left, ties as the rulings
    break them, its figures the grids' own from the first frame. On the table the
    cards that cancel are crossed out, then shrink aside together (still readable:
    what went)."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        self.outcome = session.outcome()
        self.scale = app.settings.animation_scale
        self.elapsed = 0.0

    def _share(self, start: float, length: float) -> float:
        """How far through the part of the ending from `start` lasting `length` (seconds at full speed)."""
        if self.scale <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed / self.scale - start) / length))

    def update(self, dt_s: float) -> None:
        self.elapsed += dt_s

    def skip(self) -> bool:
        """Show the rest at once; whether anything was still to come."""
        moving = self.is_moving()
        self.elapsed = (CROSS_S + ASIDE_S) * max(self.scale, 0.0)
        return moving

    def is_moving(self) -> bool:
        return self._share(CROSS_S, ASIDE_S) < 1.0

    def outlines(self) -> tuple[Any, ...]:
        """How far the cancelling cards have gone aside, for the table: (share,)."""
        return (self._share(CROSS_S, ASIDE_S),)

    def draw(self, surface: pygame.Surface, inner: pygame.Rect, y: int, bottom: int) -> int:
        """The ranking of the game; in a tournament, the tournament's totals first (its
        order is the one the headline speaks of), then this game's, headed by its number,
        a line a seat, or where those lines would not all fit, in a few lines together
        (never some seats shown and the others left out)."""
        theme, p = self.app.theme, self.app.theme.palette
        if self.outcome is None or not self.outcome.scores:
            return y
        ranks = self.outcome.ranks(len(self.outcome.scores))
        order = sorted(range(len(ranks)), key=lambda s: ranks[s])
        step = theme.line_step(SMALL, 26)
        standing = self.session.standing()
        if standing is not None:
            y = self._totals(surface, inner, y, bottom, standing) + theme.px(8)
            game = f"Game {len(standing.scores)}"
            if y + step * (1 + len(order)) > bottom:
                return self._in_brief(surface, inner, y, bottom, game, order, ranks)
            theme.text(surface, game, SMALL, p.muted, topleft=(inner.x, y))
            y += step
        font = theme.font(SMALL)
        names, figures = self._names_and_figures(font, inner.width - theme.px(12))
        for seat in order:
            room = inner.width - font.size(figures[seat])[0] - theme.px(12)
            words = theme.clipped(f"{ranks[seat]}. {names[seat]}", SMALL, room)
            theme.text(surface, words, SMALL, p.text, topleft=(inner.x, y))
            theme.text(
                surface, figures[seat], SMALL, p.accent if ranks[seat] == 1 else p.text, topright=(inner.right, y)
            )
            y += step
        return y

    def _names_and_figures(self, font: pygame.font.Font, room: int) -> tuple[list[str], list[str]]:
        """Each seat's name and figures for a line of `room`: its score and cards left
        ("56 (10 cards)"); where that would shorten the names ("A" for Annabelle), the
        cards left only where they break a tie on points, the only place they count."""
        assert self.outcome is not None
        scores, left = self.outcome.scores, self.outcome.remaining
        chosen: tuple[list[str], list[str]] | None = None
        for every in (True, False):
            figures = [
                f"{score} ({counted(cards, 'card')})" if every or scores.count(score) > 1 else str(score)
                for score, cards in zip(scores, left, strict=True)
            ]
            rooms = [room - font.size(text)[0] for text in figures]
            names = fitting_names(self.session.players, lambda name: font.size(f"6. {name}")[0], rooms)
            if chosen is None or names != chosen[0]:  # the cards given way only where the names gain by it
                chosen = (names, figures)
        assert chosen is not None
        return chosen

    def _in_brief(
        self, surface: pygame.Surface, inner: pygame.Rect, y: int, bottom: int, game: str, order: list[int],
        ranks: tuple[int, ...],
    ) -> int:  # fmt: skip
        """The game's ranking in as many lines as are left ("Game 2: 1. Ann 47, 2. C1 52,
        ..."), the names as short as it takes; where even that does not fit, where to
        read it: every grid's label holds its score."""
        theme = self.app.theme
        lines = (bottom - y) // theme.line_height(SMALL)
        scores = self.outcome.scores if self.outcome else ()

        def said(names: Sequence[str]) -> str:
            whole = kept_whole(names)
            return f"{game}: " + ", ".join(f"{ranks[seat]}.\u00a0{whole[seat]} {scores[seat]}" for seat in order)

        def fits(text: str) -> bool:
            return theme.fits_lines(text, SMALL, inner.width, lines)

        text = fullest(self.session.players, said, fits)
        if not fits(text):
            text = f"{game}: each seat's score is over its grid"
        if not fits(text):
            return y
        return theme.paragraph(surface, text, SMALL, theme.palette.text, (inner.x, y), inner.width)

    def _totals(self, surface: pygame.Surface, inner: pygame.Rect, y: int, bottom: int, standing: Any) -> int:
        """A tournament's running totals, lowest first, and who starts the next game."""
        theme, p = self.app.theme, self.app.theme.palette
        games = len(standing.scores)
        games_played = f"{games} game{'s' * (games != 1)}"
        heading = [f"Tournament to {standing.target}: totals after {games_played}", f"Totals after {games_played}"]
        theme.text(surface, theme.first_fitting(heading, SMALL, inner.width), SMALL, p.muted, topleft=(inner.x, y))
        y += theme.line_step(SMALL, 26)
        totals = standing.totals
        font = theme.font(SMALL)
        running = _running(theme, [list(seat) for seat in zip(*standing.scores, strict=True)], inner.width // 2)
        room = inner.width - max(font.size(figures)[0] for figures in running) - theme.px(12)
        names = fitting_names(self.session.players, lambda name: font.size(f"6. {name}")[0], room)
        for seat in sorted(range(len(totals)), key=lambda s: totals[s]):
            if y > bottom:
                return y
            place = 1 + sum(total < totals[seat] for total in totals)  # equal totals share a place
            figures = running[seat]
            name = theme.clipped(f"{place}. {names[seat]}", SMALL, inner.width - font.size(figures)[0] - theme.px(12))
            theme.text(surface, name, SMALL, p.text, topleft=(inner.x, y))
            theme.text(surface, figures, SMALL, p.accent, topright=(inner.right, y))
            y += theme.line_step(SMALL, 24)
        if not standing.is_over() and y < bottom:
            first, font = standing.next_first(), theme.font(SMALL)
            said = fullest(self.session.players, lambda names: f"Next game: {self.session.name(first, names)} starts",
                           lambda text: font.size(text)[0] <= inner.width)  # fmt: skip
            theme.text(surface, theme.clipped(said, SMALL, inner.width), SMALL, p.muted,
                       topleft=(inner.x, y + theme.px(4)))  # fmt: skip
            y += theme.px(4) + theme.line_step(SMALL, 24)
        return y


def _running(theme: Theme, games: list[list[int]], width: int) -> list[str]:
    """Each seat's games and total, "23 + 41 + 30 = 94", all in one form: the earliest
    games left out ("… + 30 = 94") as far as it takes for every one to fit in `width`,
    else the totals alone."""
    font = theme.font(SMALL)
    totals = [str(sum(scores)) for scores in games]
    played = len(games[0]) if games else 0
    for first in range(played if played > 1 else 0):
        texts = [
            f"{'… + ' if first else ''}{' + '.join(map(str, scores[first:]))} = {total}"
            for scores, total in zip(games, totals, strict=True)
        ]
        if all(font.size(text)[0] <= width for text in texts):
            return texts
    return totals


KEPT = "\u00a0"  # a space no line breaks at: "col d" stays whole (a number keeps its word anyway)


def move_words(before: Any, move: Any) -> str:
    """A move as the table says it: "picked b3", "7 in row 2 at left", "6 in col d
    at top" (records keep the rules' notation)."""
    if isinstance(move, Flip):
        return f"picked {cell_name(move.cell)}"
    line = f"row {move.line + 1}" if move.axis == ROW else f"col{KEPT}{COLUMNS[move.line]}"
    return f"{move.value} in {line} at {_end(move)}"


def revealed_words(before: Any, move: Any) -> str:
    """A move once the round's reveal has shown every pick: "picked b3, an 8"."""
    if isinstance(move, Flip):
        value = before.cards[before.to_move][move.cell]
        return f"picked {cell_name(move.cell)}, {'an' if value == 8 else 'a'} {value}"
    return move_words(before, move)


def move_advice(before: Any, move: Any) -> str:
    """A move put to the player who is to make it: "pick b3", "take the 7 and push it
    in at the left end of row 2"."""
    if isinstance(move, Flip):
        return f"pick {cell_name(move.cell)}"
    line = f"row {move.line + 1}" if move.axis == ROW else f"column {COLUMNS[move.line]}"
    return f"take the {move.value} and push it in at the {_end(move)} end of {line}"


def move_effect(before: Any, move: Any) -> str | None:
    """What a push does in plain sight, said to its player: the card it puts beside
    an equal face-up one, or the equal cards its shift brings together (a pair
    cancels at the end if it stays together); None for a pick, or a push that
    pairs nothing. Face-up cards only: what the player can see."""
    if isinstance(move, Flip):
        return None
    seat = before.to_move
    after = before.play_legal(move)
    pairs_before = cancelled(before.cards[seat], before.up[seat]).bit_count()
    now = cancelled(after.cards[seat], after.up[seat])
    if now >> move.entry & 1:
        return f"beside your other {move.value}: equal neighbours cancel"
    if now.bit_count() > pairs_before:
        return "it brings equal cards together: they cancel"
    return None


def seated(players: Sequence[Seat]) -> TableMarks:
    """The setup's preview with each grid under the name of who will sit there."""
    return TableMarks(names=tuple(tuple(names_in_form(players, form)) for form in range(FORMS)))


def _end(move: Take) -> str:
    """The end of its row or column a push enters at: "left", "bottom"."""
    return (FAR_END if move.far else NEAR_END)[move.axis]


CLIENT = GameClient(
    name="slide",
    board=SlideBoard,
    view=SlideTableView,
    entries=(("Play Slide", {}),),
    books=(("slide", "Slide", pages),),
    showcases=({"players": 3}, {"players": 2}, {"players": 4}),
    option_rows={"players": ("Players", str)},
    note=lambda options: (
        "Lowest score wins: equal neighbours cancel at the end. The token, drawn by lot, marks who takes first."
    ),
    chip=seat_chip,
    live_score=live_score,
    standing=table_standing,
    results=SlideResults,
    seated=seated,
    move_words=move_words,
    move_advice=move_advice,
    move_effect=move_effect,
    revealed_words=revealed_words,
)
