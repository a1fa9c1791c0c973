"""Each game's board in the play scene, by the game's registry name."""

from __future__ import annotations

from typing import Any

from .base import Board
from .slidecore_board import SlideCoreBoard
from .slyde_board import SlydeBoard

BOARDS: dict[str, type[Board]] = {"slyde": SlydeBoard, "slidecore": SlideCoreBoard}


def board_for(app: Any, session: Any) -> Board:
    return BOARDS[session.state.game](app, session)
