"""Slyde in the window, both editions: the board, its look, its rules pages, its setup rows."""

from __future__ import annotations

from typing import Any

from ....rules import registry
from ..base import GameClient
from ..groups import GroupResults, live_score, move_effect, seat_chip, standing
from .board import SlydeBoard
from .pages import pages
from .view import SlydeView

EDITIONS = {"mindsports": "Mindsports rules", "tile": "Tile edition"}


def _note(options: dict[str, Any]) -> str:
    """The setup's sentence, naming the first seat as its row does (White, or Spaces)."""
    first = registry.new_game("slyde", options).seat_titles[0]
    note = f"First to move: {first}. Biggest group wins; ties go to the next group."
    if options["rules"] == "mindsports" and options["size"] % 2:
        note += " Odd boards are never symmetric: no toggle."
    return note


def move_advice(before: Any, move: Any) -> str:
    """A move put to its player as the lessons say it: "swap your pawn on f3 with the
    black pawn on f4"; in the tile edition, "slide your tile on c3 into the space b3"
    (the tiles) or "slide the tile on d4 into the space d3" (the spaces); a toggle, "toggle f9, fixing
    its pawn"."""
    board, dst = before.board, move.dst
    if move.is_toggle:
        fixed = before.fixed >> board.bit(dst.file, dst.rank) & 1
        return f"toggle {dst}, {'freeing' if fixed else 'fixing'} its pawn"
    if board.rules == "tile" and before.seats[before.to_move] == "white":  # the tile edition's White: the spaces
        return f"slide the tile on {dst} into the space {move.src}"
    if board.rules == "tile":
        return f"slide your tile on {move.src} into the space {dst}"
    return f"swap your pawn on {move.src} with the {before.seats[1 - before.to_move]} pawn on {dst}"


def move_words(before: Any, move: Any) -> str:
    """A move as the move list shows it: the record's notation, except that the tile
    edition's Spaces, whose record names the space's step, read as the tile's slide the
    player made and saw ("a1-b1": the tile from a1 into the space b1)."""
    if before.board.rules == "tile" and before.seats[before.to_move] == "white" and not move.is_toggle:
        return f"{move.dst}-{move.src}"
    return str(before.format_move(move))


def ending(state: Any) -> str | None:
    """Why the game is over, in the edition's words: no two mobile pieces of the two sides touch."""
    if not state.is_over():
        return None
    return "no tile can slide" if state.board.rules == "tile" else "no swap is left"


CLIENT = GameClient(
    name="slyde",
    board=SlydeBoard,
    view=SlydeView,
    entries=(("Play Slyde", {"rules": "mindsports"}), ("Play Slyde, tile edition", {"rules": "tile"})),
    books=(
        ("mindsports", "Slyde, Mindsports rules", lambda: pages("mindsports")),
        ("tile", "Slyde, tile edition", lambda: pages("tile")),
    ),
    showcases=(
        {"size": 8, "rules": "mindsports"},
        {"size": 8, "rules": "tile"},
        {"size": 6, "rules": "mindsports"},
        {"size": 10, "rules": "tile"},
        {"size": 12, "rules": "mindsports"},
    ),
    option_rows={
        "rules": ("Edition", lambda value: EDITIONS[value]),
        "size": ("Board size", lambda value: f"{value} x {value}"),
    },
    note=_note,
    chip=seat_chip,
    live_score=live_score,
    standing=standing,
    move_words=move_words,
    move_advice=move_advice,
    move_effect=move_effect,
    results=GroupResults,
    ending=ending,
)
