"""The Slyde levels' search, compiled: UCT whose iterations run in numba.

The same search as `mcts.MCTS` with the options the Slyde levels use: the prior's
progressive bias at the root, sequential halving at the root, and rewards with a little
for the margin. (Keeping the tree from one move to the next made no measurable
difference here, so each search starts afresh.) Here the tree is a set of
arrays and each iteration (selection, expansion, a playout of `slyde_kernel`, the
backup) runs compiled, one playout a leaf: about three times the playouts of the numpy
batches in a move's time, and ten times the leaves. uct, the yardstick the levels are
measured against, stays `mcts.MCTS`; docs/ai.md has what each scored.

Each iteration adds one node, so the tree's size is the number of iterations: a node's
children are linked as siblings, and until every move of a node has a child, a visit
lists its moves again and opens one without a child (at the root the prior's best,
elsewhere any).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Hashable
from random import Random
from typing import NamedTuple

import numpy as np

from ..rules import slyde_kernel as kernel
from ..rules.base import GameState
from ..rules.compiled import compiled, warm
from ..rules.slyde import SlydeState, new_game
from . import stops
from .mcts import HALVING_START, HALVING_VISITS, Budget, Clock, Prior, SearchStats

STRIDE = 256  # iterations a compiled call runs between reads of the clock
FIRST_NODES = 1 << 18  # a tree's first size; it doubles as it fills
MOST_NODES = 1 << 23  # beyond this no node is added
MAX_DEPTH = 512  # longer than any game (a 16x16 board has 256 cells)


class Tree(NamedTuple):
    """The nodes, one entry each; node 0 is the root."""

    move: np.ndarray  # the kernel's number of the move that led here
    mover: np.ndarray  # the seat that played it (-1 for the root)
    visits: np.ndarray
    total: np.ndarray  # the rewards of `mover`
    child: np.ndarray  # the child added last, -1 for none
    sibling: np.ndarray  # the next child of the same parent, -1 after the last
    children: np.ndarray  # how many children
    moves: np.ndarray  # how many legal moves, -1 until the node is first left
    free: np.ndarray  # one number: the first unused entry


def new_tree(entries: int) -> Tree:
    return Tree(
        np.zeros(entries, np.int16),
        np.zeros(entries, np.int8),
        np.zeros(entries, np.int32),
        np.zeros(entries, np.float64),
        np.zeros(entries, np.int32),
        np.zeros(entries, np.int32),
        np.zeros(entries, np.int16),
        np.zeros(entries, np.int16),
        np.ones(1, np.int64),
    )


def grown(tree: Tree, entries: int) -> Tree:
    """`tree` with room for `entries` nodes."""
    used = int(tree.free[0])
    bigger = new_tree(entries)
    for old, new in zip(tree[:-1], bigger[:-1], strict=True):
        new[:used] = old[:used]
    bigger.free[0] = used
    return bigger


@compiled()
def reset(tree: Tree, node: int, move: int, mover: int) -> None:
    tree.move[node], tree.mover[node], tree.visits[node], tree.total[node] = move, mover, 0, 0.0
    tree.child[node], tree.sibling[node], tree.children[node], tree.moves[node] = -1, -1, 0, -1


@compiled()
def iterate(
    iterations: int,
    starts: np.ndarray,
    turn: int,
    exploration: float,
    bias: np.ndarray,
    prior_weight: float,
    share: float,
    position: tuple[np.ndarray, np.ndarray, np.ndarray],
    lay: kernel.Layout,
    tree: Tree,
    work: kernel.Scratch,
) -> None:
    """`iterations` iterations, each from the next of `starts` (the root, node 0, or
    children of the root taken in turn from `turn` on): selection, expansion, one playout, and
    the backup of its reward, (1 - share) for the result and share for the margin.
    `bias` is the prior's score of each move at the root, by its number."""
    white0, fixed0, counters0 = position
    # the fields bound once: each read of a field in a loop costs
    move_of, mover_of, visits, total, child_of, sibling, children, moves_at, free = tree
    low, high, keys = lay.low, lay.high, lay.keys
    white, fixed, counters = np.empty_like(white0), np.empty_like(fixed0), np.empty_like(counters0)
    path = np.empty(MAX_DEPTH, np.int64)
    moves = np.empty(bias.shape[0], np.int64)
    marks = np.zeros(bias.shape[0], np.int64)  # moves with a child, where equal to `mark`
    mark = 0
    for iteration in range(iterations):
        start = starts[(turn + iteration) % starts.shape[0]]
        white[:], fixed[:], counters[:] = white0, fixed0, counters0
        path[0], depth, node = 0, 1, 0
        if start != 0:
            kernel.play(white, fixed, counters, move_of[start], low, high, keys)
            path[1], depth, node = start, 2, start
        while depth < MAX_DEPTH:
            listed = moves_at[node] < 0  # `moves` holds this node's moves on this visit
            if listed:
                moves_at[node] = kernel.legal_moves(white, fixed, counters, lay, moves)
            if moves_at[node] == 0:
                break  # the game is over here
            if children[node] < moves_at[node]:  # a move without a child: add one
                new = free[0]
                if new >= move_of.shape[0]:
                    break  # no room: a leaf for good
                if not listed:
                    kernel.legal_moves(white, fixed, counters, lay, moves)
                count = moves_at[node]
                mark += 1
                child = child_of[node]
                while child >= 0:
                    marks[move_of[child]] = mark
                    child = sibling[child]
                pick = -1
                if node == 0 and prior_weight > 0:
                    for i in range(count):
                        if marks[moves[i]] != mark and (pick < 0 or bias[moves[i]] > bias[moves[pick]]):
                            pick = i
                else:
                    skip = int(np.random.random() * (count - children[node]))
                    for i in range(count):
                        if marks[moves[i]] != mark:
                            if skip == 0:
                                pick = i
                                break
                            skip -= 1
                free[0] = new + 1
                reset(tree, new, moves[pick], counters[kernel.TO_MOVE])
                sibling[new], child_of[node] = child_of[node], new
                children[node] += 1
                kernel.play(white, fixed, counters, moves[pick], low, high, keys)
                path[depth] = new
                depth += 1
                break
            # UCB, with the prior's bias at the root, as `MCTS._select`
            explore = exploration * math.sqrt(math.log(visits[node]))
            weight = prior_weight if node == 0 else 0.0
            best, best_value = -1, -math.inf
            child = child_of[node]
            while child >= 0:
                n = visits[child]
                value = (total[child] + explore * math.sqrt(n)) / n + weight * bias[move_of[child]] / (n + 1)
                if value > best_value:
                    best, best_value = child, value
                child = sibling[child]
            node = best
            kernel.play(white, fixed, counters, move_of[node], low, high, keys)
            path[depth] = node
            depth += 1
        result, margin = kernel.playout(white, fixed, counters, lay, work)
        reward = (1 - share) * result + share * (0.5 + 0.5 * margin)  # White's
        for i in range(depth):
            visited = path[i]
            visits[visited] += 1
            if mover_of[visited] == 0:
                total[visited] += reward
            elif mover_of[visited] == 1:
                total[visited] += 1.0 - reward


class CompiledMCTS:
    """The compiled search, with the interface of `MCTS` that the players use."""

    def __init__(
        self,
        rng: Random,
        exploration: float = 0.7,
        prior: Prior | None = None,
        prior_weight: float = 0.0,
        halving: bool = False,
        share: float = 0.0,
    ) -> None:
        self.rng = rng
        self.exploration = exploration
        self.prior = prior
        self.prior_weight = prior_weight if prior else 0.0
        self.halving = halving
        self.share = share  # the reward's share for the margin
        self.tree = new_tree(FIRST_NODES)
        self.best: tuple[int, Hashable] | None = None  # the node and the move the last search chose
        self.bias = np.zeros(0)  # the prior's score of each move at the root, by its number
        self.stats = SearchStats()

    def choose(self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Hashable:
        """The move searched best (a lone move is played at once): the last
        finalist of the halving, or else the most visited."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if not self.search(state, budget, should_stop):
            return self.rng.choice(moves)  # stopped before it began
        assert self.best is not None
        return self.best[1]

    def search(
        self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None
    ) -> list[tuple[int, Hashable]]:
        """Search `state` within `budget`; the root's moves that were tried, with their visits."""
        assert isinstance(state, SlydeState)
        kernel.seed(self.rng.getrandbits(31))
        lay = kernel.layout_of(state)
        position = kernel.arrays(state)
        work = kernel.scratch(lay)
        self.best = None
        self.tree.free[0] = 1
        reset(self.tree, 0, 0, -1)
        bias = self._prior(state, position, lay)
        turns = itertools.count(0, STRIDE)

        def step(starts: list[int]) -> Callable[[int], None]:
            def run(iterations: int) -> None:
                self._make_room(iterations)
                iterate(
                    iterations, np.array(starts, np.int64), next(turns), self.exploration, bias,
                    self.prior_weight, self.share, position, lay, self.tree, work,
                )  # fmt: skip

            return run

        step([0])(0)  # no iterations: numba compiles (or loads from its cache) before the clock starts
        clock = Clock(budget, should_stop, STRIDE)

        best = self._halve(clock, step) if self.halving else -1
        if best < 0 and not clock.stopped and clock.spent() < 1.0:
            clock.run(step([0]), 1.0)
        children = self._children(0)
        self.stats = SearchStats(clock.done, clock.elapsed())
        if not children:
            return []
        if best < 0:
            best = max(children, key=lambda c: (int(self.tree.visits[c]), float(self.tree.total[c])))
        move = kernel.move_of(state, int(self.tree.move[best]))
        self.best = (best, move)
        return [(int(self.tree.visits[c]), kernel.move_of(state, int(self.tree.move[c]))) for c in children]

    def _children(self, node: int) -> list[int]:
        tree, children = self.tree, []
        child = int(tree.child[node])
        while child >= 0:
            children.append(child)
            child = int(tree.sibling[child])
        return children

    def _mean(self, node: int) -> float:
        visits = int(self.tree.visits[node])
        return float(self.tree.total[node]) / visits if visits else 0.0

    def _halve(self, clock: Clock, step: Callable[[list[int]], Callable[[int], None]]) -> int:
        """Sequential halving over the root's moves, as `MCTS._halve`: the last
        finalist, or -1 where the time was too short for it."""

        def every_move_tried() -> bool:
            return bool(self.tree.children[0] == self.tree.moves[0])

        clock.run(step([0]), HALVING_START, ready=every_move_tried)
        spent = clock.spent()
        children = self._children(0)
        if clock.stopped or not 0.0 < spent < 1.0 or len(children) < 2:
            return -1
        remaining = clock.done * (1.0 - spent) / spent
        count = len(children)
        while count > 2 and remaining < count * math.ceil(math.log2(count)) * HALVING_VISITS:
            count //= 2
        tree, weight, mean = self.tree, self.prior_weight, self._mean
        bias = self.bias
        candidates = sorted(
            children,
            key=lambda c: mean(c) + weight * float(bias[tree.move[c]]) / (int(tree.visits[c]) + 1),
            reverse=True,
        )[:count]
        rounds = math.ceil(math.log2(count))
        for round_ in range(rounds):
            clock.run(step(candidates), spent + (1.0 - spent) * (round_ + 1) / rounds)
            if clock.stopped:
                return -1
            candidates.sort(key=mean, reverse=True)
            if round_ < rounds - 1:
                candidates = candidates[: math.ceil(len(candidates) / 2)]
        return candidates[0]

    def _prior(
        self, state: SlydeState, position: tuple[np.ndarray, np.ndarray, np.ndarray], lay: kernel.Layout
    ) -> np.ndarray:
        """The prior's score of each legal move at the root, by the move's number."""
        self.bias = bias = np.zeros(len(lay.low) + len(lay.mirror_v))
        if self.prior is not None:
            numbers = np.empty(len(bias), np.int64)
            count = kernel.legal_moves(*position, lay, numbers)
            moves: list[Hashable] = [kernel.move_of(state, int(number)) for number in numbers[:count]]
            bias[numbers[:count]] = np.maximum(self.prior(state, moves), 1e-9)  # 0 would read as no prior
        return bias

    def _make_room(self, iterations: int) -> None:
        """Grow the tree where `iterations` might not fit: each adds a node at most."""
        size = len(self.tree.move)
        if int(self.tree.free[0]) + iterations > size and size < MOST_NODES:
            self.tree = grown(self.tree, min(MOST_NODES, 2 * size))


@functools.cache
def warm_up() -> None:
    """Compile the search, or load it from numba's cache, before a first move waits for
    it: some seconds the first time, a fraction of one after; once a process. Stops wait
    meanwhile: the compiler would print one with a traceback and carry on."""
    with stops.held():
        warm(_search_once)


def _search_once() -> None:
    CompiledMCTS(Random(0), prior=lambda state, moves: [0.5] * len(moves), halving=True).choose(
        new_game(4), Budget(playouts=1)
    )
