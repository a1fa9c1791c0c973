"""Slyde's rules in a few pages, with diagrams drawn from real positions (RULINGS.md section 1)."""

from __future__ import annotations

from ....rules.slyde import Cell, SlydeMove, SlydeState, new_game
from ..base import CONTROLS, Page
from .motion import Marks


def _play(state: SlydeState, *moves: str) -> SlydeState:
    for text in moves:
        state = state.play(state.parse_move(text))
    return state


def pages(rules: str) -> list[Page]:
    """The pages of one edition: "mindsports" or "tile"."""
    tile = rules == "tile"
    start = new_game(6, rules)
    swapped = _play(start, "d3-d4")
    seed = _play(new_game(12, "mindsports"), "f3-f4", "f10-f9", "k6-j6", "k7-j7")
    cells = [Cell(f, r) for f in range(6) for r in range(6)]
    final = SlydeState.position(
        6, rules, [c for c in cells if c.file < 3 and c != Cell(0, 0)] + [Cell(5, 5)], cells, ply=20
    )
    if tile:
        intro = (
            "One side plays the Tiles, the other the empty Spaces between them, in a checkerboard "
            "at the start. Tiles tries to build one big cluster of tiles, Spaces one big cluster of "
            "empty spaces. Spaces moves first; passing is not allowed."
        )
        move = (
            "On your turn one tile slides into an adjacent empty space, across or up and down. "
            "Neither the tile nor the space may carry a disc. Tiles then puts a disc on the tile that "
            "moved; Spaces puts a disc on the space that just appeared."
        )
        choose = "Click a tile or an empty space, neither with a disc, whichever side you play"
        listed = "The move list names a move by its tile: a1-b1, the tile from a1 into the space b1. "
    else:
        intro = (
            "The board is full of pawns in a chessboard pattern. Each player owns a colour and "
            "tries to join their pawns into big groups: pawns of one colour touching side by side. "
            "White moves first; passing is not allowed."
        )
        move = (
            "A move swaps one of your mobile pawns with an adjacent mobile pawn of the opponent. "
            "Your pawn, now on the opponent's square, becomes fixed (the amber pin) and never moves "
            "again; the opponent's pawn stays mobile. Here White played d3-d4."
        )
        choose = "Click one of your mobile pawns"
        listed = ""
    result = (
        "The game ends when the player to move has no move. The biggest group wins. If the biggest "
        "groups are equal, the second biggest decide, then the third, and so on; groups of the same "
        "size count separately, singletons too. Only identical lists are a draw. Show groups (G) outlines the "
        "biggest groups."
    )
    result_marks = Marks(groups=((final.groups(0)[0], 0), (final.groups(1)[0], 1)))
    found = [
        Page("The goal", intro, start),
        Page("A move", move, swapped, Marks(last_move=SlydeMove.parse("d3-d4"))),
        Page("The end and the winner", result, final, result_marks),
    ]
    if not tile:
        found.append(
            Page(
                "The anti-mirror rule",
                "Copying the opponent is blocked: when the position is symmetric (a mirror turns every pawn "
                "into one of the other colour, fixed or mobile alike), the player to move may instead toggle "
                "any one pawn: fix it, or free it (Toggle or T, then the pawn). Never on the first move; odd "
                "boards are never symmetric. Here Black mirrored White twice, and White may toggle.",
                seed,
                Marks(last_move=SlydeMove.parse("k7-j7")),
            )
        )
    found.append(
        Page(
            "Playing here",
            f"{choose}, then a lit target, or drag it there. {listed}" + CONTROLS,
            swapped,
            Marks(
                selected=Cell(2, 2), targets=(Cell(1, 2), Cell(2, 1), Cell(2, 3)), last_move=SlydeMove.parse("d3-d4")
            ),
        )
    )
    return found
