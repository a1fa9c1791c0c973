"""A judged game at a glance, under the review's board: the first seat's chance over
the whole game, the marked moves as dots in their mark's colour, the shown move as
a line, what the dots mean, and once every move is judged, each seat's marks counted."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .judging import Judging
from .theme import SMALL, Theme

MARK_COLOURS = {"inaccuracy": "muted", "mistake": "accent", "blunder": "bad"}  # palette names
SUFFIXES = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess players write them
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


def tallies(judging: Judging, seat: int) -> list[str]:
    """The seat's marked moves counted, in words first ("White: 2 inaccuracies, 1
    mistake, no blunder"), then shorter, down to how chess players write them
    ("White 2?! 1? 0??", which the graph's legend explains)."""
    marks = judging.marks(seat)
    title = judging.states[0].seat_titles[seat]

    def counted(name: str, count: int) -> str:
        return f"no {name}" if count == 0 else f"{count} {name if count == 1 else PLURALS[name]}"

    words = ", ".join(counted(name, count) for name, count in marks.items())
    signs = " ".join(f"{count}{SUFFIXES[name]}" for name, count in marks.items())
    return [f"{title}: {words}", f"{title} {signs}"]


def draw_graph(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, judging: Judging, shown: int) -> None:
    """The graph in `rect`, the position after `shown` moves marked; the judging's
    progress, or the marks counted, on the line above it."""
    p = theme.palette
    states, moves = judging.states, judging.moves
    pygame.draw.rect(surface, p.panel, rect, border_radius=theme.px(6))
    pygame.draw.line(surface, p.panel_edge, (rect.x, rect.centery), (rect.right, rect.centery), 1)
    titles, pad = states[0].seat_titles, theme.px(8)
    theme.text(surface, f"{titles[0]} wins", SMALL, p.muted, topleft=(rect.x + pad, rect.y + theme.px(4)))
    theme.text(surface, f"{titles[1]} wins", SMALL, p.muted, bottomleft=(rect.x + pad, rect.bottom - theme.px(4)))
    if not judging.done:
        done = f"judging {len(judging.chances)} of {len(states)} positions"
    else:
        words, signs = zip(*(tallies(judging, seat) for seat in range(len(titles))), strict=True)
        done = theme.first_fitting(["   ".join(words), "   ".join(signs)], SMALL, rect.width)
    theme.text(surface, done, SMALL, p.muted, bottomright=(rect.right, rect.y - theme.px(4)))
    _draw_legend(surface, theme, rect)
    count = max(1, len(moves))

    def at(index: int, chance: float) -> tuple[int, int]:
        return rect.x + round(rect.width * index / count), rect.bottom - round(rect.height * chance)

    run: list[tuple[int, int]] = []  # judged positions one after another: a line, never across a gap
    for index in range(len(states) + 1):
        if index in judging.chances:
            run.append(at(index, judging.chances[index][0]))
            continue
        if len(run) > 1:
            pygame.draw.lines(surface, p.focus, False, run, max(2, theme.px(2)))
        elif run:
            pygame.draw.circle(surface, p.focus, run[0], max(2, theme.px(2)))
        run = []
    for ply in range(len(moves)):
        found = judging.move(ply)
        if found is not None and found.mark:
            colour = getattr(p, MARK_COLOURS[found.mark])
            pygame.draw.circle(surface, colour, at(ply + 1, judging.chances[ply + 1][0]), theme.px(5))
    x = at(shown, 0.5)[0]
    pygame.draw.line(surface, p.text, (x, rect.y), (x, rect.bottom), max(1, theme.px(2)))


def draw_bar(
    surface: pygame.Surface,
    theme: Theme,
    bar: pygame.Rect,
    chances: tuple[float, ...] | None,
    state: Any,
    chip: Callable[..., None],
    line: int,
) -> int:
    """The two seats' chances in the shown position as one split bar in `bar`: the
    first seat's share in the graph's colour, from the left; under it, in a line
    `line` high, each seat's swatch (`chip`, the game's) and words. The y below them."""
    p = theme.palette
    pygame.draw.rect(surface, p.panel_edge, bar, border_radius=theme.px(4))
    if chances is not None:
        first = chances[0]
        left = bar.copy()
        left.width = round(bar.width * first)
        pygame.draw.rect(surface, p.focus, left, border_radius=theme.px(4))
        x, middle = bar.x, bar.bottom + theme.px(4) + line // 2
        for seat, chance in enumerate((first, 1 - first)):
            radius = theme.px(7)
            chip(surface, theme, state, seat, (x + radius, middle), radius)
            words = f"{state.seat_titles[seat]} {chance:.0%}"
            x = theme.text(surface, words, SMALL, p.text, midleft=(x + 2 * radius + theme.px(6), middle)).right
            x += theme.px(20)
    return bar.bottom + theme.px(4) + line


def _draw_legend(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    """What the graph's dots mean, in its top right corner: each mark's colour, word and sign."""
    p = theme.palette
    font, pad, radius = theme.font(SMALL), theme.px(8), theme.px(5)
    entries = [(name, f"{name} {sign}") for name, sign in SUFFIXES.items()]
    width = sum(font.size(words)[0] + 3 * radius + pad for _, words in entries)
    if width > rect.width // 2:
        entries = [(name, sign) for name, sign in SUFFIXES.items()]
        width = sum(font.size(words)[0] + 3 * radius + pad for _, words in entries)
    x, y = rect.right - width - pad, rect.y + theme.px(4) + font.get_linesize() // 2
    for name, words in entries:
        pygame.draw.circle(surface, getattr(p, MARK_COLOURS[name]), (x + radius, y), radius)
        x = theme.text(surface, words, SMALL, p.muted, midleft=(x + 3 * radius, y)).right + pad
