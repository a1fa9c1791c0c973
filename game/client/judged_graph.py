"""A judged game at a glance, under the review's board: the first seat's chance over
the whole game, the marked moves as dots in their mark's colour (where seats know
different things and each move is weighed from its mover's seat alone: what each move
cost its mover, a bar each), the shown move as a line, what the colours mean, and once
every move is judged, each seat's marks counted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .judging import Judging
from .theme import SMALL, Theme

MARK_COLOURS = {"inaccuracy": "muted", "mistake": "accent", "blunder": "bad"}  # palette names
SUFFIXES = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess players write them
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
COST_TOP = 0.5  # the cost a full bar stands for: a move that lost half the mover's chance, or more
Label = tuple[str, dict[str, tuple[int, int]]]  # words, and where: {"topleft": (x, y)}


def tallies(judging: Judging, seat: int, title: str) -> list[str]:
    """The seat's marked moves counted, in words first ("White: 2 inaccuracies, 1
    mistake, no blunder"), then shorter, down to how chess players write them
    ("White 2?! 1? 0??", which the graph's legend explains)."""
    marks = judging.marks(seat)

    def counted(name: str, count: int) -> str:
        return f"no {name}" if count == 0 else f"{count} {name if count == 1 else PLURALS[name]}"

    words = ", ".join(counted(name, count) for name, count in marks.items())
    signs = " ".join(f"{count}{SUFFIXES[name]}" for name, count in marks.items())
    return [f"{title}: {words}", f"{title} {signs}"]


def draw_graph(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    judging: Judging,
    shown: int,
    titles: Sequence[str],
    hovered: int | None = None,
) -> None:
    """The graph in `rect`, the position after `shown` moves marked (and faintly the one
    a click under the pointer would show, `hovered`); the judging's progress, or the
    marks counted (each seat by its title in `titles`), on the line above it."""
    p = theme.palette
    pygame.draw.rect(surface, p.panel, rect, border_radius=theme.px(6))
    if not judging.done:
        asked = "moves" if judging.weighing else "positions"
        done = f"judging {judging.answered} of {judging.questions} {asked}"
    else:
        words, signs = zip(*(tallies(judging, seat, title) for seat, title in enumerate(titles)), strict=True)
        total = [sum(judging.marks(seat)[name] for seat in range(len(titles))) for name in SUFFIXES]
        in_all = " ".join(f"{count}{sign}" for count, sign in zip(total, SUFFIXES.values(), strict=True)) + " in all"
        done = theme.first_fitting(["   ".join(words), "   ".join(signs), in_all], SMALL, rect.width)
    theme.text(surface, done, SMALL, p.muted, bottomright=(rect.right, rect.y - theme.px(4)))
    entries, legend = _legend(theme, rect)
    if judging.weighing:
        labels = _draw_costs(surface, theme, rect, judging, legend)
    else:
        labels = _draw_chances(surface, theme, rect, judging, titles)
    for position, colour in ((hovered, p.muted), (shown, p.text)):
        if position is not None:
            x = rect.x + round(rect.width * position / max(1, len(judging.moves)))
            pygame.draw.line(surface, colour, (x, rect.y), (x, rect.bottom), max(1, theme.px(2)))
    for label, anchor in labels:  # over both lines, on a backing: the words stay clear
        _label(surface, theme, label, anchor)
    _draw_legend(surface, theme, rect, entries, legend)


def _draw_chances(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, judging: Judging, titles: Sequence[str]
) -> list[Label]:
    """The first seat's chance over the game, a line through the judged positions; the
    marked moves as dots on it. Its labels, which seat wins at the top and the bottom."""
    p, pad = theme.palette, theme.px(8)
    states, moves = judging.states, judging.moves
    pygame.draw.line(surface, p.panel_edge, (rect.x, rect.centery), (rect.right, rect.centery), 1)
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
    return [
        (f"{titles[0]} wins", {"topleft": (rect.x + pad, rect.y + theme.px(4))}),
        (f"{titles[1]} wins", {"bottomleft": (rect.x + pad, rect.bottom - theme.px(4))}),
    ]


def _draw_costs(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, judging: Judging, legend: int) -> list[Label]:
    """What each judged move cost its mover (the best move's chance less its own), a bar
    from the bottom between the positions before and after it, in its mark's colour.
    Its label, what a full bar stands for, at the top left short of the legend at `legend`."""
    p, pad = theme.palette, theme.px(8)
    count = max(1, len(judging.moves))
    tallest = rect.height - theme.px(8) - theme.line_height(SMALL)  # a full bar stops under the words at the top
    for ply in range(len(judging.moves)):
        found = judging.move(ply)
        if found is None:
            continue
        cost = min(1.0, max(0.0, found.before - found.after) / COST_TOP)
        left, right = (rect.x + round(rect.width * index / count) for index in (ply, ply + 1))
        height = max(1, round(tallest * cost))
        colour = getattr(p, MARK_COLOURS[found.mark]) if found.mark else p.panel_edge
        pygame.draw.rect(surface, colour, (left, rect.bottom - height, max(1, right - left - 1), height))
    said = [f"What each move cost its mover (top: {COST_TOP:.0%} of its chance)", f"Cost (top: {COST_TOP:.0%})"]
    words = theme.first_fitting(said, SMALL, legend - rect.x - 3 * pad)
    return [(words, {"topleft": (rect.x + pad, rect.y + theme.px(4))})]


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


def _legend(theme: Theme, rect: pygame.Rect) -> tuple[list[tuple[str, str]], int]:
    """The legend's entries (each mark's name and words: the word and sign, or the sign
    alone where the words would take more than half the graph) and where it begins."""
    font, pad, radius = theme.font(SMALL), theme.px(8), theme.px(5)
    entries = [(name, f"{name} {sign}") for name, sign in SUFFIXES.items()]
    width = sum(font.size(words)[0] + 3 * radius + pad for _, words in entries)
    if width > rect.width // 2:
        entries = [(name, sign) for name, sign in SUFFIXES.items()]
        width = sum(font.size(words)[0] + 3 * radius + pad for _, words in entries)
    return entries, rect.right - width - pad


def _draw_legend(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, entries: list[tuple[str, str]], x: int
) -> None:
    """What the graph's colours mean (`_legend`'s entries, from `x`), in its top right
    corner: each mark's colour, word and sign, on a backing that keeps them clear of the line."""
    p = theme.palette
    font, pad, radius = theme.font(SMALL), theme.px(8), theme.px(5)
    y = rect.y + theme.px(4) + font.get_linesize() // 2
    _backing(surface, theme, pygame.Rect(x, rect.y + theme.px(4), rect.right - pad - x, font.get_linesize()))
    for name, words in entries:
        pygame.draw.circle(surface, getattr(p, MARK_COLOURS[name]), (x + radius, y), radius)
        x = theme.text(surface, words, SMALL, p.muted, midleft=(x + 3 * radius, y)).right + pad


def _label(surface: pygame.Surface, theme: Theme, words: str, anchor: dict[str, tuple[int, int]]) -> None:
    """Words over the graph's lines, on a backing."""
    area = theme.image(words, SMALL, theme.palette.muted).get_rect(**anchor)
    _backing(surface, theme, area)
    theme.text(surface, words, SMALL, theme.palette.muted, topleft=area.topleft)


def _backing(surface: pygame.Surface, theme: Theme, area: pygame.Rect) -> None:
    """The graph's own colour, mostly opaque, under words drawn over its line."""
    box = area.inflate(theme.px(8), theme.px(2))
    backing = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(backing, (*theme.palette.panel[:3], 210), backing.get_rect(), border_radius=theme.px(4))
    surface.blit(backing, box)
