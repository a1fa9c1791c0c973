"""Slide's grids compiled with numba, for rollouts that play many games in a move's time.

A grid is 16 codes in reading order (a1 b1 c1 d1 a2 ... d4): `FACE_DOWN`, a face-up
card's value (1 to 10), or `HOLE`, where a pick left its card. What a seat sees of a
grid is its codes; a rollout on a drawn deal also keeps each cell's card beside them
(`values`). The push and the score are the rules' own (`slide.push`, `slide.tally`),
on this representation: tests keep them equal.
"""

from __future__ import annotations

import numpy as np

from . import slide
from .compiled import compiled

FACE_DOWN, HOLE = 0, 11
CODES = 12  # the codes a cell can hold
CELLS = slide.CELLS


def _paths() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each hole's entries in the order of `slide.entries`: the cells of each push's
    path (the hole first, the entry last, -1 after it), the paths' lengths, how many."""
    paths = np.full((CELLS, 4, 4), -1, np.int64)
    lengths = np.zeros((CELLS, 4), np.int64)
    counts = np.zeros(CELLS, np.int64)
    for hole in range(CELLS):
        ways = slide.entries(hole)
        counts[hole] = len(ways)
        for number, (axis, _, far) in enumerate(ways):
            path = slide.push_path(hole, axis, far)
            lengths[hole, number] = len(path)
            paths[hole, number, : len(path)] = path
    return paths, lengths, counts


def _neighbours() -> np.ndarray:
    """Each cell's orthogonal neighbours, -1 after the last."""
    out = np.full((CELLS, 4), -1, np.int64)
    side = slide.SIDE
    for cell in range(CELLS):
        row, column = divmod(cell, side)
        beside = [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
        inside = [r * side + c for r, c in beside if 0 <= r < side and 0 <= c < side]
        out[cell, : len(inside)] = inside
    return out


PATHS, PATH_LENGTHS, ENTRY_COUNTS = _paths()
NEIGHBOURS = _neighbours()


def entry_number(hole: int, take: slide.Take) -> int:
    """The number of `take`'s entry among its hole's (`PATHS[hole]`)."""
    return [(axis, far) for axis, _, far in slide.entries(hole)].index((take.axis, take.far))


@compiled()
def cancelled(code: np.ndarray, cell: int) -> bool:
    """Whether the face-up card on `cell` has an equal face-up neighbour."""
    value = code[cell]
    for k in range(4):
        other = NEIGHBOURS[cell, k]
        if other >= 0 and code[other] == value:
            return True
    return False


@compiled()
def tally(code: np.ndarray) -> tuple[int, int]:
    """(score, cards left) of the face-up cards: those no equal neighbour cancels."""
    score = left = 0
    for cell in range(CELLS):
        value = code[cell]
        if 1 <= value <= 10 and not cancelled(code, cell):
            score += value
            left += 1
    return score, left


@compiled()
def push(code: np.ndarray, values: np.ndarray, hole: int, entry: int, card: int) -> None:
    """Push a face-up `card` in at entry number `entry` of the grid's hole: every card
    on the path moves one cell toward the hole, keeping its face."""
    length = PATH_LENGTHS[hole, entry]
    for step in range(length - 1):
        into, out_of = PATHS[hole, entry, step], PATHS[hole, entry, step + 1]
        code[into] = code[out_of]
        values[into] = values[out_of]
    last = PATHS[hole, entry, length - 1]
    code[last] = card
    values[last] = card
