"""Monte Carlo tree search, generic over the game protocol.

It knows nothing of any game: it asks a state for its legal moves, the state
after a move, a fast random playout to the end and the rewards of the end.
Options that make it stronger (a move prior, keeping the tree between moves)
are switched by the player that builds it, so the plain UCT yardstick and the
levels share one search.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from random import Random

from ..rules.base import GameState

Prior = Callable[[GameState, list[Hashable]], list[float]]  # a score in [0, 1] per move


@dataclass(frozen=True)
class Budget:
    """How long to think: a number of playouts (repeatable) and/or seconds."""

    playouts: int | None = None
    seconds: float | None = None


class Node:
    __slots__ = ("state", "parent", "move", "children", "untried", "visits", "total", "mover", "bias")

    def __init__(self, state: GameState, parent: Node | None, move: Hashable | None, bias: float = 0.0) -> None:
        self.state = state
        self.parent = parent
        self.move = move
        self.children: list[Node] = []
        self.untried: list[Hashable] | None = None  # filled on the first visit
        self.visits = 0
        self.total = 0.0  # the rewards of `mover`, the seat whose move led here
        self.mover = parent.state.to_move if parent else -1
        self.bias = bias


@dataclass
class SearchStats:
    playouts: int = 0
    seconds: float = 0.0
    reused: int = 0  # visits kept from the previous search


class MCTS:
    """UCT with optional progressive bias from a prior, and tree reuse."""

    def __init__(
        self,
        rng: Random,
        exploration: float = 0.7,
        prior: Prior | None = None,
        prior_weight: float = 0.0,
        prior_depth: int = 1,
        reuse: bool = False,
        reward: Callable[[GameState], tuple[float, ...]] | None = None,
        widen_above: int | None = None,
    ) -> None:
        self.rng = rng
        self.exploration = exploration
        self.prior = prior
        self.prior_weight = prior_weight
        self.prior_depth = prior_depth  # nodes this close to the root get priors (they cost time)
        self.reuse = reuse
        self.reward = reward  # a playout's end -> rewards per seat; default the game's own
        self.widen_above = widen_above  # nodes with more moves than this open them gradually
        self.root: Node | None = None
        self.stats = SearchStats()

    def search(self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Node:
        """Grow the tree for `state` within `budget`; the root."""
        root = self._root_for(state)
        start = time.perf_counter()
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        limit = budget.playouts if budget.playouts is not None else math.inf
        reused = root.visits
        done = 0
        while done < limit:
            self._iterate(root)
            done += 1
            if done & 15 == 0 and (time.perf_counter() >= deadline or (should_stop and should_stop())):
                break
        self.stats = SearchStats(done, time.perf_counter() - start, reused)
        self.root = root
        return root

    def choose(self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Hashable:
        """The most visited move after searching (a lone move is played at once)."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = self.search(state, budget, should_stop)
        if not root.children:
            return self.rng.choice(moves)
        return max(root.children, key=lambda c: (c.visits, c.total)).move

    # -- the tree --------------------------------------------------------------

    def _root_for(self, state: GameState) -> Node:
        """The node for `state` kept from the last search (up to two plies on), or a new one."""
        if self.reuse and self.root is not None:
            for child in self.root.children:
                if child.state == state:
                    child.parent = None
                    return child
                for grandchild in child.children:
                    if grandchild.state == state:
                        grandchild.parent = None
                        return grandchild
        return Node(state, None, None)

    def _iterate(self, root: Node) -> None:
        node = root
        # selection: down through nodes that may not open another move yet
        while node.untried is not None and node.children and not self._may_open(node):
            node = self._select(node)
        # expansion: one new child
        if node.untried is None:
            self._open(node)
        if node.untried:
            untried = node.untried
            if not untried[-1][1]:  # no prior: any untried move; with priors: the best first
                index = self.rng.randrange(len(untried))
                untried[index], untried[-1] = untried[-1], untried[index]
            move, bias = untried.pop()
            child = Node(node.state.play_legal(move), node, move, bias)
            node.children.append(child)
            node = child
        # simulation and back-propagation
        end = node.state.playout(self.rng)
        rewards = self.reward(end) if self.reward else end.rewards()
        while node is not None:
            node.visits += 1
            if node.mover >= 0:
                node.total += rewards[node.mover]
            node = node.parent

    def _open(self, node: Node) -> None:
        moves = node.state.legal_moves()
        if self.prior is not None and moves and self._depth(node) < self.prior_depth:
            scores = self.prior(node.state, moves)
            # ascending, so that pop() takes the best; a zero score is nudged so "no prior" stays distinct
            node.untried = sorted(((m, max(s, 1e-9)) for m, s in zip(moves, scores, strict=True)), key=lambda x: x[1])
        else:
            node.untried = [(move, 0.0) for move in moves]

    def _may_open(self, node: Node) -> bool:
        """Whether `node` opens a new move on this visit. Every move once, in
        prior order; where moves are too many for that (SlideCore's thousands of
        turns), progressive widening: 2 sqrt(visits) of them, the best first, so
        the visits go to comparing the likeliest moves rather than to touching all."""
        if not node.untried:
            return False
        if self.widen_above is None or len(node.untried) + len(node.children) <= self.widen_above:
            return True
        return len(node.children) < 2 * math.sqrt(node.visits + 1)

    @staticmethod
    def _depth(node: Node) -> int:
        depth = 0
        while node.parent is not None:
            node, depth = node.parent, depth + 1
        return depth

    def _select(self, node: Node) -> Node:
        log_n = math.log(node.visits)
        c, weight = self.exploration, self.prior_weight
        best, best_value = None, -math.inf
        for child in node.children:
            n = child.visits
            value = child.total / n + c * math.sqrt(log_n / n) + weight * child.bias / (n + 1)
            if value > best_value:
                best, best_value = child, value
        return best
