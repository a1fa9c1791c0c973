"""SlideCore 6 in the window: the board, its look, its rules pages, its setup rows."""

from __future__ import annotations

from ....rules.slidecore import point_count
from ..base import GameClient
from ..groups import GroupResults, live_score, move_effect, seat_chip, standing
from .board import SlideCoreBoard
from .pages import pages
from .view import SlideCoreView

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
    move_effect=move_effect,
    results=GroupResults,
)
