"""SlideCore 6 in the window: the board, its look, its rules pages, its setup rows."""

from __future__ import annotations

from typing import Any

from ....rules.slidecore import SEATS, point_count
from ..base import GameClient
from ..groups import GroupResults, live_score, move_effect, seat_chip, standing
from .board import SlideCoreBoard
from .pages import pages
from .view import SlideCoreView


def move_advice(before: Any, move: Any) -> str:
    """A turn put to its player in its three steps, as the lessons say them: "put your
    disc on e4, leave the Core on f6, then White's disc on e5" (the notation alone,
    "e4 f6 e5", says nothing to a learner)."""
    core = before.board.point_at[before.core]
    slide = f"leave the Core on {core}" if move.core == core else f"slide the Core to {move.core}"
    return f"put your disc on {move.own}, {slide}, then {SEATS[1 - before.to_move].capitalize()}'s disc on {move.other}"


def ending(state: Any) -> str | None:
    """Why the game is over: the Core boxed in, or no complete turn for the seat to move."""
    if not state.is_over():
        return None
    if state.core_is_boxed():
        return "the Core is boxed in"
    return f"{SEATS[state.to_move].capitalize()} has no complete turn"


CLIENT = GameClient(
    name="slidecore",
    board=SlideCoreBoard,
    view=SlideCoreView,
    entries=(("Play SlideCore 6", {}),),
    books=(("slidecore", "SlideCore 6", pages),),
    showcases=({"side": 5}, {"side": 6}),
    option_rows={"side": ("Hexagon side", lambda value: f"{value} ({point_count(value)} points)")},
    note=lambda options: (
        "Black moves first. A turn: your disc, the Core may slide, then the other colour's disc "
        "where lines cross. Biggest group wins."
    ),
    chip=seat_chip,
    live_score=live_score,
    standing=standing,
    move_advice=move_advice,
    move_effect=move_effect,
    results=GroupResults,
    ending=ending,
)
