"""SlideCore's rules in a few pages, with diagrams drawn from real positions (RULINGS.md section 2)."""

from __future__ import annotations

from random import Random

from ....rules.slidecore import Point, SlideCoreState, Turn
from ....rules.slidecore import new_game as new_slidecore
from ..base import CONTROLS, Page
from .view import CoreMarks, crossing_lines


def pages() -> list[Page]:
    start = new_slidecore(6)
    own, core = Point.parse("e4"), Point.parse("f6")
    placed = CoreMarks(own=own)
    crossings = tuple(start.steps_from(own)[core])
    lines = crossing_lines(own, core, crossings)
    middle = SlideCoreState.position(6, ["f4", "g8", "d6"], ["f8", "e3", "h6"])
    middle_own = Point.parse("d3")
    stops = tuple(point for point in middle.steps_from(middle_own) if point != core)
    final = new_slidecore(5).playout(Random(7))
    groups = tuple((found[0], seat) for seat in (0, 1) if (found := final.groups(seat)))
    return [
        Page(
            "The goal",
            "A hexagon of points, empty but for the red Core on the centre. Black and White each try to "
            "build the biggest group: discs of one colour joined along the lines. Black moves first; "
            "every turn puts one disc of each colour on the board.",
            start,
        ),
        Page(
            "Step 1: your disc",
            "Place a disc of your colour on any empty point, as long as the turn can then be completed. "
            "Here Black placed e4.",
            start,
            placed,
        ),
        Page(
            "Step 2: the Core may slide",
            "If you like, slide the Core in a straight line along one of the six directions, over empty "
            "points only: it never jumps, and your new disc can block it. The red dots show where it may "
            "stop here, with Black's disc on d3. Or leave it where it is.",
            middle,
            CoreMarks(own=middle_own, stops=stops),
        ),
        Page(
            "Step 3: the other colour's disc",
            "Place a disc of your opponent's colour where a line through the Core crosses a line through "
            "your disc: at most six points, ringed here. Discs lying between do not block a crossing. "
            "Here Black could finish with White's disc on e5; the move list writes that turn e4 f6 e5 "
            "(Black's disc, where the Core stands, White's disc).",
            start,
            CoreMarks(own=own, targets=crossings, lines=lines),
        ),
        Page(
            "The end and the winner",
            "The game ends when the Core is boxed in (no empty point next to it), or when the player to "
            "move cannot complete a turn. The biggest group wins; equal biggest groups go to the second "
            "biggest, and so on. Only identical lists are a draw. Show groups (G) outlines the biggest groups.",
            final,
            CoreMarks(groups=groups),
        ),
        Page(
            "Playing here",
            "Click an empty point for your disc. To move the Core, drag it or click a red dot. Then click a "
            "ringed crossing to finish the turn. " + CONTROLS,
            middle,
            CoreMarks(own=middle_own, stops=stops, cursor=middle_own, last=Turn.parse("h6 f6 f4")),
        ),
    ]
