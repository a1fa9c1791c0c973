"""Many Slyde playouts at once, with numpy, for searches that evaluate leaves in batches.

Each position is a column of (cell, position) arrays of booleans: `white` and
`fixed`, with cells numbered rank by rank. Every step plays one uniformly random
legal move in every column whose game goes on, as `SlydeState.playout` does one
game at a time: the same moves, drawn with the same chances. 256 at once, with
their scores, took a third of the time one at a time took on 8x8 (from the 4th
ply; 12x12 from the 10th: 0.36). The ends are scored with their group sizes,
from a labelling of all columns' groups at once.
"""

from __future__ import annotations

from functools import cache
from random import Random
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .slyde import SlydeState


class Layout:
    """The index tables of one board size: pairs, mirrors and neighbours."""

    def __init__(self, n: int) -> None:
        self.cells = n * n
        pairs = [(r * n + f, r * n + f + 1) for r in range(n) for f in range(n - 1)]
        pairs += [(r * n + f, (r + 1) * n + f) for r in range(n - 1) for f in range(n)]
        self.low = np.array([a for a, _ in pairs])
        self.high = np.array([b for _, b in pairs])
        cells = [(r, f) for r in range(n) for f in range(n)]
        self.count_type = np.uint8 if len(pairs) < 256 else np.uint16  # holds any count of legal pairs
        # each mirror, with a key per cell that is minus its mirror cell's: a mirror-
        # symmetric set of cells has keys that sum to zero, and other sets hardly ever do
        keys = np.random.default_rng(n).integers(1, 2**40, self.cells)
        self.mirrors = []
        for mirror in (
            np.array([r * n + (n - 1 - f) for r, f in cells]),
            np.array([(n - 1 - r) * n + f for r, f in cells]),
        ):
            signed = np.where(np.arange(self.cells) < mirror, keys, -keys[mirror])
            self.mirrors.append((mirror, np.where(mirror == np.arange(self.cells), 0, signed)))
        # each cell's neighbour in four directions; itself at the edge
        self.neighbours = np.array(
            [
                [r * n + f - 1 if f else r * n + f for r, f in cells],
                [r * n + f + 1 if f < n - 1 else r * n + f for r, f in cells],
                [(r - 1) * n + f if r else r * n + f for r, f in cells],
                [(r + 1) * n + f if r < n - 1 else r * n + f for r, f in cells],
            ]
        )


@cache
def layout(n: int) -> Layout:
    return Layout(n)


def _columns(states: list[SlydeState], masks: list[int]) -> np.ndarray:
    """Bitboards as a (cell, position) array of booleans."""
    b = states[0].board
    width = (b.stride * b.size + 7) // 8
    raw = np.frombuffer(b"".join(m.to_bytes(width, "little") for m in masks), np.uint8)
    bits = np.unpackbits(raw.reshape(len(masks), width), axis=1, bitorder="little")
    return np.ascontiguousarray(bits[:, b.cell_bits].T.astype(bool))


def playout_ends(states: list[SlydeState], rng: Random) -> tuple[np.ndarray, np.ndarray]:
    """Random playouts from every state (all on one board); the white and the
    fixed cells at each end, as (cell, state) arrays.

    Finished games stay in the arrays, unchanged, until a quarter of them are
    finished; then the arrays shrink to the games still going."""
    b = states[0].board
    t = layout(b.size)
    cells, low, high = t.cells, t.low, t.high
    gen = np.random.default_rng(rng.getrandbits(64))
    white = _columns(states, [s.white for s in states])
    fixed = _columns(states, [s.fixed for s in states])
    end_white, end_fixed = white.copy(), fixed.copy()
    games = np.arange(len(states))  # which state each column plays on from
    white_to_move = np.array([s.to_move == 0 for s in states])
    started = np.array([s.ply > 0 for s in states])
    key_sums = [keys @ fixed for _, keys in t.mirrors]  # of the fixed cells, per mirror
    while True:
        mobile = ~fixed
        legal = mobile[low] & mobile[high] & (white[low] != white[high])
        swaps = legal.view(np.uint8).sum(0, dtype=t.count_type).astype(np.intp)
        total = swaps
        if b.has_toggle:
            total = swaps + cells * _symmetric(white, fixed, started, key_sums, t)
        cols = np.flatnonzero(total)
        if len(cols) <= 0.75 * len(games):
            end_white[:, games], end_fixed[:, games] = white, fixed
            if not len(cols):
                return end_white, end_fixed
            games, white, fixed, white_to_move, started = (
                games[cols],
                white[:, cols],
                fixed[:, cols],
                white_to_move[cols],
                started[cols],
            )
            legal, swaps, total = legal[:, cols], swaps[cols], total[cols]
            key_sums = [key_sum[cols] for key_sum in key_sums]
            cols = np.arange(len(cols))
        # the anti-mirror toggle: any cell, in the columns that allow it
        draw = (gen.random(len(cols)) * total[cols]).astype(np.intp)
        toggle = draw >= swaps[cols]
        if toggle.any():
            tc, cell = cols[toggle], draw[toggle] - swaps[cols[toggle]]
            freed = fixed[cell, tc]
            fixed[cell, tc] = ~freed
            for (_, keys), key_sum in zip(t.mirrors, key_sums, strict=True):
                key_sum[tc] += np.where(freed, -keys[cell], keys[cell])
            white_to_move[tc] = ~white_to_move[tc]
            cols = cols[~toggle]
        pair = _pick(legal if len(cols) == len(games) else legal[:, cols], swaps[cols], gen)
        a, c = low[pair], high[pair]
        a_white = white[a, cols]
        # the mover's piece leaves its cell; the opponent's cell becomes fixed
        target = np.where(a_white == white_to_move[cols], c, a)
        fixed[target, cols] = True
        for (_, keys), key_sum in zip(t.mirrors, key_sums, strict=True):
            key_sum[cols] += keys[target]
        white[a, cols] = ~a_white
        white[c, cols] = a_white
        white_to_move[cols] = ~white_to_move[cols]
        started[:] = True


def _symmetric(
    white: np.ndarray, fixed: np.ndarray, started: np.ndarray, key_sums: list[np.ndarray], t: Layout
) -> np.ndarray:
    """Columns where a mirror maps every piece onto one of the other colour, same
    state; checked in full only where the fixed cells' keys sum to zero."""
    out = np.zeros(white.shape[1], bool)
    for (mirror, _), key_sum in zip(t.mirrors, key_sums, strict=True):
        maybe = np.flatnonzero(started & (key_sum == 0))
        if len(maybe):
            some_fixed, some_white = fixed[:, maybe], white[:, maybe]
            same = (some_fixed == some_fixed[mirror]).all(0) & (some_white != some_white[mirror]).all(0)
            out[maybe[same]] = True
    return out


def _pick(legal: np.ndarray, counts: np.ndarray, gen: np.random.Generator) -> np.ndarray:
    """A uniformly random legal pair in each column of `legal`, which has `counts`."""
    # the legal pairs of each column in turn, as positions column * pairs + pair
    found = np.flatnonzero(legal.T)
    first = np.cumsum(counts) - counts
    rank = (gen.random(len(counts)) * counts).astype(np.intp)
    picked: np.ndarray = found[first + rank] - np.arange(len(counts)) * len(legal)
    return picked


def group_size_table(white: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Each column's group sizes, largest first and padded with zeros, as two
    (state, cell) arrays: White's and Black's."""
    t = layout(n)
    cells, count = white.shape
    same = [white[step] == white for step in t.neighbours]
    flat_columns = np.arange(count)
    # every cell takes the largest cell number in its group (cells fit a byte: 16x16 at most)
    label = np.repeat(np.arange(cells, dtype=np.uint8)[:, None], count, axis=1)
    while True:
        grown = label
        for step, joined in zip(t.neighbours, same, strict=True):
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


def playout_group_sizes(states: list[SlydeState], rng: Random) -> tuple[np.ndarray, np.ndarray]:
    """The group sizes at the ends of random playouts from `states` (see `group_size_table`)."""
    return group_size_table(playout_ends(states, rng)[0], states[0].board.size)
