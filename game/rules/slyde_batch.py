"""Many Slyde playouts at once, with numpy, for searches that evaluate leaves in batches.

Each position is a column of (cell, position) arrays of booleans: `white` and
`fixed`, with cells numbered rank by rank. A playout goes in rounds: each round
plays, in every column whose game goes on, a random set of legal swaps that share
no cell, in a random order with the movers alternating. Swaps that share no cell
stay legal whatever order they come in, so every playout is a legal random game,
and a round plays a dozen swaps of an open 8x8 board in the numpy calls one swap
took. It is not the same random game as one uniformly random move at a time
(`SlydeState.playout`): a swap that a round's own swaps make possible waits for the
next round, so near the end, where few swaps are left, some ends come more often
and some never. docs/ai.md has how much that changes a position's value and what it
did to the searches. The ends are scored with their group sizes, from a labelling
of all columns' groups at once; the same labelling gives the search's prior the group
sizes after each of a position's moves.
"""

from __future__ import annotations

from functools import cache
from random import Random
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .slyde import SlydeMove, SlydeState

PRIORITY_COLUMNS = 2048  # columns of random priorities a board size keeps (see `Layout`)


class Layout:
    """The index tables of one board size: pairs, mirrors and neighbours."""

    def __init__(self, n: int) -> None:
        self.cells = n * n
        pairs = [(r * n + f, r * n + f + 1) for r in range(n) for f in range(n - 1)]
        pairs += [(r * n + f, (r + 1) * n + f) for r in range(n - 1) for f in range(n)]
        self.low = np.array([a for a, _ in pairs])
        self.high = np.array([b for _, b in pairs])
        self.size = n
        self.across = n * (n - 1)  # the pairs along a rank come first, then those along a file
        # columns of random priorities kept for the rounds (`_priorities`): drawing
        # them afresh each round would cost as much as the rest of the round
        self.priorities = _unique_priorities(len(pairs), PRIORITY_COLUMNS, np.random.default_rng(n))
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

    def grids(self, by_pair: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """A (pair, column) array seen as two grids: the pairs along the ranks as
        (rank, file, column), those along the files likewise (views, for `out=`)."""
        n, count = self.size, by_pair.shape[1]
        return by_pair[: self.across].reshape(n, n - 1, count), by_pair[self.across :].reshape(n - 1, n, count)


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
    finished; then the arrays shrink to the games still going. The anti-mirror
    toggle is offered where a round starts on a symmetric position; a toggle takes
    that column's whole round."""
    b = states[0].board
    t = layout(b.size)
    gen = np.random.default_rng(rng.getrandbits(64))
    white = _columns(states, [s.white for s in states])
    fixed = _columns(states, [s.fixed for s in states])
    end_white, end_fixed = white.copy(), fixed.copy()
    games = np.arange(len(states))  # which state each column plays on from
    white_to_move = np.array([s.to_move == 0 for s in states])
    started = np.array([s.ply > 0 for s in states])
    key_sums = [keys @ fixed for _, keys in t.mirrors]  # of the fixed cells, per mirror
    while True:
        legal = _legal(white, fixed, t)
        swaps = legal.view(np.uint8).sum(0, dtype=t.count_type).astype(np.intp)
        total = swaps
        if b.has_toggle:
            total = swaps + t.cells * _symmetric(white, fixed, started, key_sums, t)
        going = total > 0
        if going.sum() <= 0.75 * len(games):
            end_white[:, games], end_fixed[:, games] = white, fixed
            if not going.any():
                return end_white, end_fixed
            games, white, fixed, white_to_move, started = (
                games[going],
                white[:, going],
                fixed[:, going],
                white_to_move[going],
                started[going],
            )
            legal, swaps, total = legal[:, going], swaps[going], total[going]
            key_sums = [key_sum[going] for key_sum in key_sums]
            going = going[going]
        if b.has_toggle and (total > swaps).any():
            # the anti-mirror toggle: any cell, drawn as one of the moves on offer
            draw = (gen.random(len(games)) * total).astype(np.intp)
            toggle = going & (draw >= swaps)
            tc, cell = np.flatnonzero(toggle), draw[toggle] - swaps[toggle]
            freed = fixed[cell, tc]
            fixed[cell, tc] = ~freed
            for (_, keys), key_sum in zip(t.mirrors, key_sums, strict=True):
                key_sum[tc] += np.where(freed, -keys[cell], keys[cell])
            white_to_move[tc] = ~white_to_move[tc]
            legal[:, tc] = False
        pair, column, rank, counts = _disjoint(legal, t, gen)
        low, high = t.low[pair], t.high[pair]
        low_white = white[low, column]
        # movers alternate, the side to move first; the mover's piece leaves its cell
        # and the opponent's cell, which it takes, becomes fixed
        mover_white = white_to_move[column] == (rank % 2 == 0)
        target = np.where(low_white == mover_white, high, low)
        fixed[target, column] = True
        for (_, keys), key_sum in zip(t.mirrors, key_sums, strict=True):
            key_sum += np.bincount(column, weights=keys[target], minlength=len(games)).astype(np.int64)
        white[low, column] = ~low_white
        white[high, column] = low_white
        white_to_move ^= counts % 2 == 1
        started[:] = True


def _legal(white: np.ndarray, fixed: np.ndarray, t: Layout) -> np.ndarray:
    """The legal swaps as a (pair, column) array: both cells mobile, the colours differ."""
    n, count = t.size, white.shape[1]
    grid_white = white.reshape(n, n, count)
    mobile = ~fixed.reshape(n, n, count)
    legal = np.empty((len(t.low), count), bool)
    across, up = t.grids(legal)
    np.not_equal(grid_white[:, :-1], grid_white[:, 1:], out=across)
    across &= mobile[:, :-1]
    across &= mobile[:, 1:]
    np.not_equal(grid_white[:-1], grid_white[1:], out=up)
    up &= mobile[:-1]
    up &= mobile[1:]
    return legal


def _priorities(t: Layout, count: int, gen: np.random.Generator) -> np.ndarray:
    """Random priorities for `count` columns, distinct down every column: a window at a
    random offset of the board size's kept columns, or new ones for more columns."""
    if count <= PRIORITY_COLUMNS:
        offset = int(gen.integers(0, PRIORITY_COLUMNS - count + 1))
        return t.priorities[:, offset : offset + count]
    return _unique_priorities(len(t.low), count, gen)


def _unique_priorities(pairs: int, count: int, gen: np.random.Generator) -> np.ndarray:
    """Random numbers above zero, the pair's number in the low bits so that no two
    in a column are equal."""
    high_bits = gen.integers(1, 1 << 22, (pairs, count), dtype=np.int32)
    return (high_bits << 9) | np.arange(pairs, dtype=np.int32)[:, None]


def _disjoint(
    legal: np.ndarray, t: Layout, gen: np.random.Generator
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """A random set of legal pairs in each column, no two sharing a cell, in a random
    order: each pair (as `pair`, `column`) with its place in its column's order, and
    the count in each column. A pair is taken where its random priority is the
    highest of every legal pair at either of its cells."""
    n, count = t.size, legal.shape[1]
    priority = _priorities(t, count, gen) * legal
    across, up = t.grids(priority)
    top = np.zeros((n, n, count), np.int32)  # the highest priority at each cell
    top[:, :-1] = across
    np.maximum(top[:, 1:], across, out=top[:, 1:])
    np.maximum(top[:-1], up, out=top[:-1])
    np.maximum(top[1:], up, out=top[1:])
    taken = np.empty(legal.shape, bool)
    taken_across, taken_up = t.grids(taken)
    np.greater_equal(across, top[:, :-1], out=taken_across)
    taken_across &= across >= top[:, 1:]
    np.greater_equal(up, top[:-1], out=taken_up)
    taken_up &= up >= top[1:]
    taken &= legal
    # the order: the pairs in a random sequence, numbered within each column
    shuffle = gen.permutation(len(t.low))
    column, place = np.nonzero(taken[shuffle].T)
    counts = np.bincount(column, minlength=count)
    rank = np.arange(len(column)) - (np.cumsum(counts) - counts)[column]
    return shuffle[place], column, rank, counts


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


def group_sizes_after(state: SlydeState, moves: list[SlydeMove]) -> tuple[np.ndarray, np.ndarray]:
    """Each colour's group sizes after each of `moves` (see `group_size_table`): a
    swap trades the colours of its two cells; a toggle leaves them."""
    b, white = state.board, state.white
    masks = [white if m.src is None else white ^ 1 << b.bit(*m.dst) ^ 1 << b.bit(*m.src) for m in moves]
    return group_size_table(_columns([state], masks), b.size)
