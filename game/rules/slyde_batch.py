"""The group sizes of many Slyde positions at once, with numpy: the search's prior
judges every move of a position by the groups it leaves (`group_sizes_after`).

Each position is a column of a (cell, position) array of booleans, with cells
numbered rank by rank; the groups of all columns are labelled at once.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .slyde import SlydeMove, SlydeState


@cache
def neighbours(n: int) -> np.ndarray:
    """Each cell's neighbour in four directions, itself at the edge: (4, cell)."""
    cells = [(r, f) for r in range(n) for f in range(n)]
    return np.array(
        [
            [r * n + f - 1 if f else r * n + f for r, f in cells],
            [r * n + f + 1 if f < n - 1 else r * n + f for r, f in cells],
            [(r - 1) * n + f if r else r * n + f for r, f in cells],
            [(r + 1) * n + f if r < n - 1 else r * n + f for r, f in cells],
        ]
    )


def _columns(states: list[SlydeState], masks: list[int]) -> np.ndarray:
    """Bitboards as a (cell, position) array of booleans."""
    b = states[0].board
    width = (b.stride * b.size + 7) // 8
    raw = np.frombuffer(b"".join(m.to_bytes(width, "little") for m in masks), np.uint8)
    bits = np.unpackbits(raw.reshape(len(masks), width), axis=1, bitorder="little")
    return np.ascontiguousarray(bits[:, b.cell_bits].T.astype(bool))


def group_size_table(white: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Each column's group sizes, largest first and padded with zeros, as two
    (state, cell) arrays: White's and Black's."""
    steps = neighbours(n)
    cells, count = white.shape
    same = [white[step] == white for step in steps]
    flat_columns = np.arange(count)
    # every cell takes the largest cell number in its group (cells fit a byte: 16x16 at most)
    label = np.repeat(np.arange(cells, dtype=np.uint8)[:, None], count, axis=1)
    while True:
        grown = label
        for step, joined in zip(steps, same, strict=True):
            grown = np.maximum(grown, label[step] * joined)
        # and then its label's label
        grown = grown.ravel().take(grown.astype(np.intp) * count + flat_columns).reshape(cells, count)
        if np.array_equal(grown, label):
            break
        label = grown
    places = (label.astype(np.intp) * count + flat_columns).ravel()
    sizes = np.bincount(places, minlength=cells * count).reshape(cells, count)
    roots = label == np.arange(cells)[:, None]
    white_sizes = np.where(roots & white, sizes, 0).T
    black_sizes = np.where(roots & ~white, sizes, 0).T
    return -np.sort(-white_sizes, axis=1), -np.sort(-black_sizes, axis=1)


def group_sizes_after(state: SlydeState, moves: list[SlydeMove]) -> tuple[np.ndarray, np.ndarray]:
    """Each colour's group sizes after each of `moves` (see `group_size_table`): a
    swap trades the colours of its two cells; a toggle leaves them."""
    b, white = state.board, state.white
    masks = [white if m.src is None else white ^ 1 << b.bit(*m.dst) ^ 1 << b.bit(*m.src) for m in moves]
    return group_size_table(_columns([state], masks), b.size)
