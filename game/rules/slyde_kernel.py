"""Slyde's rules compiled with numba, for a search that plays many games in a move's time.

The same rules as `slyde.py` on another representation, so that a playout runs as one
compiled loop: tests keep the two equal (the legal moves, the position after each, the
result). Cells are numbered rank by rank from a1. A move is a number: below `pairs` it
is a pair of neighbouring cells (those along a rank first, then those along a file),
swapped by whoever is to move; from `pairs` on, the toggle of cell `number - pairs`.

A position is three arrays: `white` and `fixed`, a byte per cell, and `counters`: the
seat to move, the ply, and for each mirror a key of the fixed cells and one of the
white cells. The keys are sums of random numbers per cell, chosen so that they reach
their targets (0, and the sum over one cell of each mirrored pair) when the position
may be symmetric under that mirror; only then is it checked cell by cell. So asking
whether a toggle is allowed costs two comparisons on almost every move.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from .compiled import compiled

if TYPE_CHECKING:
    from .slyde import SlydeMove, SlydeState

TO_MOVE, PLY, FIXED_V, WHITE_V, FIXED_H, WHITE_H = range(6)  # the counters


class Layout(NamedTuple):
    """The index tables of one board size and ruleset."""

    low: np.ndarray  # each pair's two cells
    high: np.ndarray
    pairs_of: np.ndarray  # (cell, 4): the pairs a cell belongs to, -1 past the last
    neighbours: np.ndarray  # (cell, 4): the cells beside it, -1 past the last
    mirror_v: np.ndarray  # each cell's mirror across the vertical midline
    mirror_h: np.ndarray  # across the horizontal midline
    keys: np.ndarray  # (4, cell): fixed and white keys for the vertical mirror, then the horizontal
    targets: np.ndarray  # each mirror's white key when one cell of each mirrored pair is white
    toggles: bool  # the ruleset has the anti-mirror toggle (Mindsports, even sizes)


class Scratch(NamedTuple):
    """Working arrays of a playout, made once per search."""

    legal: np.ndarray  # the legal pairs, unordered
    place: np.ndarray  # each pair's index in `legal`, -1 if not legal
    stack: np.ndarray  # the flood fill's cells to visit
    seen: np.ndarray  # the flood fill's visited cells
    groups: np.ndarray  # (2, cells + 1): how many groups of each size, White's then Black's


@cache
def layout(size: int, toggles: bool) -> Layout:
    n = size
    cells = [(rank, file) for rank in range(n) for file in range(n)]
    pairs = [(r * n + f, r * n + f + 1) for r in range(n) for f in range(n - 1)]
    pairs += [(r * n + f, (r + 1) * n + f) for r in range(n - 1) for f in range(n)]
    pairs_of = np.full((n * n, 4), -1, np.int64)
    for number, pair in enumerate(pairs):
        for cell in pair:
            pairs_of[cell, list(pairs_of[cell]).index(-1)] = number
    neighbours = np.full((n * n, 4), -1, np.int64)
    for r, f in cells:
        beside = [(r, f - 1), (r, f + 1), (r - 1, f), (r + 1, f)]
        inside = [rank * n + file for rank, file in beside if 0 <= rank < n and 0 <= file < n]
        neighbours[r * n + f, : len(inside)] = inside
    mirror_v = np.array([r * n + (n - 1 - f) for r, f in cells])
    mirror_h = np.array([(n - 1 - r) * n + f for r, f in cells])
    random = np.random.default_rng(n).integers(1, 2**40, n * n)
    index = np.arange(n * n)
    keys = np.zeros((4, n * n), np.int64)
    targets = np.zeros(2, np.int64)
    for row, mirror in enumerate((mirror_v, mirror_h)):
        first = index < mirror  # the first cell of each mirrored pair
        keys[2 * row] = np.where(first, random, -random[mirror])  # the fixed set is its own mirror: 0
        keys[2 * row + 1] = np.where(first, random, random[mirror])  # one cell of each pair white: the target
        targets[row] = random[first].sum()
    return Layout(
        np.array([a for a, _ in pairs]),
        np.array([b for _, b in pairs]),
        pairs_of,
        neighbours,
        mirror_v,
        mirror_h,
        keys,
        targets,
        toggles,
    )


def scratch(lay: Layout) -> Scratch:
    pairs, cells = len(lay.low), len(lay.mirror_v)
    return Scratch(
        np.empty(pairs, np.int64),
        np.empty(pairs, np.int64),
        np.empty(cells, np.int64),
        np.empty(cells, np.uint8),
        np.zeros((2, cells + 1), np.int64),
    )


# -- between the two representations (plain Python) ----------------------------------


def layout_of(state: SlydeState) -> Layout:
    return layout(state.board.size, state.board.has_toggle)


def arrays(state: SlydeState) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The position of `state` as (white, fixed, counters)."""
    b, n = state.board, state.board.size
    bits = [b.bit(file, rank) for rank in range(n) for file in range(n)]
    white = np.array([(state.white >> bit) & 1 for bit in bits], np.uint8)
    fixed = np.array([(state.fixed >> bit) & 1 for bit in bits], np.uint8)
    keys = layout_of(state).keys
    counters = np.array(
        [
            state.to_move,
            state.ply,
            keys[0][fixed == 1].sum(),
            keys[1][white == 1].sum(),
            keys[2][fixed == 1].sum(),
            keys[3][white == 1].sum(),
        ],
        np.int64,
    )
    return white, fixed, counters


def move_of(state: SlydeState, number: int) -> SlydeMove:
    """The move that `number` is in `state`."""
    from .slyde import Cell, SlydeMove

    n, lay = state.board.size, layout_of(state)
    if number >= len(lay.low):
        cell = number - len(lay.low)
        return SlydeMove(None, Cell(cell % n, cell // n))
    low, high = int(lay.low[number]), int(lay.high[number])
    low_cell = Cell(low % n, low // n)
    mover_on_low = state.piece(low_cell)[0] == state.to_move
    src, dst = (low, high) if mover_on_low else (high, low)
    return SlydeMove(Cell(src % n, src // n), Cell(dst % n, dst // n))


# -- compiled ----------------------------------------------------------------------------


@compiled()
def is_symmetric(white: np.ndarray, fixed: np.ndarray, lay: Layout) -> bool:
    """Does a mirror map every piece onto one of the other colour, in the same state?"""
    for mirror in (lay.mirror_v, lay.mirror_h):
        symmetric = True
        for cell in range(white.shape[0]):
            other = mirror[cell]
            if fixed[cell] != fixed[other] or white[cell] == white[other]:
                symmetric = False
                break
        if symmetric:
            return True
    return False


@compiled(inline="always")
def can_toggle(white: np.ndarray, fixed: np.ndarray, counters: np.ndarray, lay: Layout) -> bool:
    return (
        lay.toggles
        and counters[PLY] > 0
        and may_be_symmetric(counters, lay.targets)
        and is_symmetric(white, fixed, lay)
    )


@compiled(inline="always")
def may_be_symmetric(counters: np.ndarray, targets: np.ndarray) -> bool:
    """Whether the keys allow a mirror; almost every position that is not symmetric is ruled out."""
    maybe_v = counters[FIXED_V] == 0 and counters[WHITE_V] == targets[0]
    return bool(maybe_v or (counters[FIXED_H] == 0 and counters[WHITE_H] == targets[1]))


@compiled()
def legal_moves(white: np.ndarray, fixed: np.ndarray, counters: np.ndarray, lay: Layout, out: np.ndarray) -> int:
    """The legal moves' numbers into `out`; how many."""
    count, low, high = 0, lay.low, lay.high
    for pair in range(low.shape[0]):
        a, b = low[pair], high[pair]
        if fixed[a] == 0 and fixed[b] == 0 and white[a] != white[b]:
            out[count] = pair
            count += 1
    if can_toggle(white, fixed, counters, lay):
        for cell in range(white.shape[0]):
            out[count] = lay.low.shape[0] + cell
            count += 1
    return count


@compiled(inline="always")
def play(
    white: np.ndarray,
    fixed: np.ndarray,
    counters: np.ndarray,
    number: int,
    low: np.ndarray,
    high: np.ndarray,
    keys: np.ndarray,
) -> tuple[int, int]:
    """Play legal move `number` in place; the two cells it changed (one for a toggle).
    The layout's tables come apart (`low`, `high`, `keys`): a loop that plays many
    moves reads them from the layout once, and reading a field costs."""
    if number < low.shape[0]:
        was_black, was_white = low[number], high[number]
        if white[was_black] == 1:
            was_black, was_white = was_white, was_black
        # the two pieces trade cells
        white[was_black] = 1
        white[was_white] = 0
        counters[WHITE_V] += keys[1, was_black] - keys[1, was_white]
        counters[WHITE_H] += keys[3, was_black] - keys[3, was_white]
        held = was_black if counters[TO_MOVE] == 0 else was_white  # now the mover's piece: fixed
        fixed[held] = 1
        counters[FIXED_V] += keys[0, held]
        counters[FIXED_H] += keys[2, held]
        first, second = was_black, was_white
    else:
        cell = number - low.shape[0]
        sign = -1 if fixed[cell] else 1
        fixed[cell] ^= 1
        counters[FIXED_V] += sign * keys[0, cell]
        counters[FIXED_H] += sign * keys[2, cell]
        first, second = cell, cell
    counters[TO_MOVE] ^= 1
    counters[PLY] += 1
    return first, second


@compiled()
def outcome(white: np.ndarray, lay: Layout, work: Scratch) -> tuple[float, float]:
    """White's result (1 a win, 0.5 a draw, 0 a loss: the group sizes compared from the
    largest down) and margin (White's largest group less Black's, as a share of the board)."""
    cells = white.shape[0]
    seen, stack, groups, neighbours = work.seen, work.stack, work.groups, lay.neighbours
    seen[:] = 0
    groups[:] = 0
    largest = np.zeros(2, np.int64)
    for start in range(cells):
        if seen[start]:
            continue
        colour = white[start]
        seen[start] = 1
        stack[0] = start
        top, size = 1, 0
        while top:
            top -= 1
            cell = stack[top]
            size += 1
            for k in range(4):
                other = neighbours[cell, k]
                if other >= 0 and not seen[other] and white[other] == colour:
                    seen[other] = 1
                    stack[top] = other
                    top += 1
        side = 0 if colour else 1
        groups[side, size] += 1
        largest[side] = max(largest[side], size)
    result = 0.5
    for size in range(cells, 0, -1):
        if groups[0, size] != groups[1, size]:
            result = 1.0 if groups[0, size] > groups[1, size] else 0.0
            break
    return result, (largest[0] - largest[1]) / cells


@compiled()
def playout(
    white: np.ndarray, fixed: np.ndarray, counters: np.ndarray, lay: Layout, work: Scratch
) -> tuple[float, float]:
    """Uniformly random legal moves, in place, until the game ends; its `outcome`.

    The legal pairs are kept in a list from move to move: a move changes the pairs
    of its two cells only."""
    pairs, cells = lay.low.shape[0], white.shape[0]
    low, high, pairs_of = lay.low, lay.high, lay.pairs_of  # bound once: each read of a field costs
    legal, place = work.legal, work.place
    count = 0
    for pair in range(pairs):
        a, b = low[pair], high[pair]
        if fixed[a] == 0 and fixed[b] == 0 and white[a] != white[b]:
            place[pair] = count
            legal[count] = pair
            count += 1
        else:
            place[pair] = -1
    keys, targets, toggles = lay.keys, lay.targets, lay.toggles
    while True:
        if toggles and counters[PLY] > 0 and may_be_symmetric(counters, targets) and is_symmetric(white, fixed, lay):
            choice = int(np.random.random() * (count + cells))
            number = pairs + choice - count if choice >= count else legal[choice]
        elif count:
            number = legal[int(np.random.random() * count)]
        else:
            break
        first, second = play(white, fixed, counters, number, low, high, keys)
        for cell in (first, second):
            for k in range(4):
                pair = pairs_of[cell, k]
                if pair < 0:
                    break
                a, b = low[pair], high[pair]
                if fixed[a] == 0 and fixed[b] == 0 and white[a] != white[b]:
                    if place[pair] < 0:
                        place[pair] = count
                        legal[count] = pair
                        count += 1
                elif place[pair] >= 0:
                    count -= 1
                    moved = legal[count]
                    legal[place[pair]] = moved
                    place[moved] = place[pair]
                    place[pair] = -1
    return outcome(white, lay, work)


@compiled()
def seed(value: int) -> None:
    """Seed the compiled code's random numbers (one generator per process)."""
    np.random.seed(value)
