"""Monte Carlo tree search, generic over the game protocol.

It knows nothing of any game: it asks a state for its legal moves, the state
after a move, a fast random playout to the end and the rewards of the end.
Options that make it stronger (a move prior, keeping the tree between moves,
sequential halving at the root) are switched by the player that builds it, so the
plain UCT yardstick and the levels share one search.
"""

from __future__ import annotations

import gc
import itertools
import math
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from random import Random

from ..rules.base import GameState, GuidedPlayout, View

HALVING_START = 0.05  # share of the budget for plain UCT before the halving starts
HALVING_VISITS = 32  # fewest visits per candidate in the halving's first round

Prior = Callable[[GameState, list[Hashable]], list[float]]  # a score in [0, 1] per move
Rewards = tuple[float, ...]  # per seat


@dataclass(frozen=True)
class Budget:
    """How long to think: a number of playouts (repeatable) and/or seconds."""

    playouts: int | None = None
    seconds: float | None = None


class Node:
    """One position in the tree. Nodes know their children, not their parent: a
    tree without cycles is freed the moment it is dropped, and the search can
    keep the cyclic garbage collector paused (see `MCTS.search`)."""

    __slots__ = ("state", "move", "children", "untried", "visits", "total", "mover", "bias", "judged")

    def __init__(self, state: GameState, move: Hashable | None = None, mover: int = -1, bias: float = 0.0) -> None:
        self.state = state
        self.move = move
        self.children: list[Node] = []
        self.untried: list[tuple[Hashable, float]] | None = None  # (move, prior), filled on the first visit
        self.visits = 0
        self.total = 0.0  # the rewards of `mover`, the seat whose move led here
        self.mover = mover
        self.bias = bias  # the prior's score of `move`, where the prior judged it
        self.judged = False  # its moves carry the prior's scores


CHECK_EVERY_S = 0.005  # slow iterations: the clock is read at least this often


class Clock:
    """How much of a budget a search has spent, as a share from 0 to 1."""

    def __init__(self, budget: Budget, should_stop: Callable[[], bool] | None, stride: int = 1) -> None:
        self.start = time.perf_counter()
        self.seconds = budget.seconds
        self.playouts = budget.playouts
        self.should_stop = should_stop
        self.stride = stride  # iterations per step
        self.done = 0  # iterations run
        self.stopped = False  # told to stop

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def _playout_share(self) -> float:
        return self.done / self.playouts if self.playouts else 1.0

    def _time_share(self) -> float:
        return self.elapsed() / self.seconds if self.seconds else 1.0

    def spent(self) -> float:
        playouts = self._playout_share() if self.playouts is not None else 0.0
        seconds = self._time_share() if self.seconds is not None else 0.0
        return max(playouts, seconds)

    def run(self, step: Callable[[int], None], until: float, ready: Callable[[], bool] = lambda: True) -> None:
        """Call `step(count)`, for `count` iterations (the stride, or what is left
        of a playout budget), until `until` of the budget is spent and `ready()`
        holds, or the whole budget is spent, or a stop is asked for. Time and
        stop requests are checked every 16 iterations where iterations are quick
        (the clock costs more than one), and every few milliseconds where they are
        slow (Slide's playouts), so that a search ends close to its time."""

        def enough(share: float) -> bool:
            return share >= 1.0 or (share >= until and ready())

        check, since, since_s = self.done + 1, self.done, self.elapsed()  # the first iteration sets the pace
        while not self.stopped:
            count = self.stride
            if self.playouts is not None:
                if enough(self._playout_share()):
                    return
                count = min(count, self.playouts - self.done)
            step(count)
            self.done += count
            if self.done >= check:
                now_s = self.elapsed()
                each_s = (now_s - since_s) / max(1, self.done - since)
                check = self.done + max(1, min(16, int(CHECK_EVERY_S / each_s) if each_s > 0 else 16))
                since, since_s = self.done, now_s
                if self.should_stop and self.should_stop():
                    self.stopped = True
                elif self.seconds is not None and enough(self._time_share()):
                    return


@dataclass
class SearchStats:
    playouts: int = 0
    seconds: float = 0.0
    reused: int = 0  # visits kept from the previous search


class MCTS:
    """UCT with optional progressive bias from a prior, tree reuse, and sequential
    halving at the root."""

    def __init__(
        self,
        rng: Random,
        exploration: float = 0.7,
        prior: Prior | None = None,
        prior_weight: float = 0.0,
        prior_depth: int = 1,
        reuse: bool = False,
        reward: Callable[[GameState], Rewards] | None = None,
        widen_above: int | None = None,
        halving: bool = False,
    ) -> None:
        self.rng = rng
        self.exploration = exploration
        self.prior = prior
        self.prior_weight = prior_weight
        self.prior_depth = prior_depth  # nodes this close to the root get priors (they cost time)
        self.reuse = reuse
        self.reward = reward  # a playout's end -> rewards per seat; default the game's own
        self.widen_above = widen_above  # nodes with more moves than this open them gradually
        self.halving = halving  # sequential halving at the root rather than UCB
        self.root: Node | None = None
        self.finalists: list[Node] = []  # the halving's last round, best first
        self.stats = SearchStats()

    def search(self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Node:
        """Grow the tree for `state` within `budget`; the root.

        The cyclic garbage collector waits while the tree grows: the tree has
        no cycles to collect, and a full collection walks every node of it
        (a quarter of a second for an 8x8 search of 1.3 s, several times a move).
        """
        clock = Clock(budget, should_stop)  # freeing the rest of the last tree counts
        self.root = root = self._root_for(state)  # the rest of the last tree goes now
        reused = root.visits
        self._judge_near(root, 0)
        self.finalists = []
        collecting = gc.isenabled()
        gc.disable()
        try:
            if self.halving and not self._widens(root):
                self._halve(root, clock)
            else:
                clock.run(self._from(root), 1.0)
        finally:
            if collecting:
                gc.enable()
        self.stats = SearchStats(clock.done, clock.elapsed(), reused)
        return root

    def choose(self, state: GameState, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Hashable:
        """The move searched best (a lone move is played at once): the last
        finalist of the halving, or else the most visited."""
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = self.search(state, budget, should_stop)
        if self.finalists:
            return max(self.finalists, key=_mean).move
        if not root.children:
            return self.rng.choice(moves)
        return max(root.children, key=lambda c: (c.visits, c.total)).move

    # -- sequential halving at the root -----------------------------------------

    def _halve(self, root: Node, clock: Clock) -> None:
        """Sequential halving over the root's moves, UCT below them.

        UCB at the root spends visits to keep its running score high; the root
        only has to pick one move at the end, so it is better served by giving
        the candidates equal shares, round by round, and dropping the worse half
        of them after each round. A short plain start opens every root move and
        measures the pace; then the best candidates by mean and prior, as many as
        can get `HALVING_VISITS` visits each in the first round, go into the rounds.
        A root that widens never opens every move, so it is searched plainly.
        """
        clock.run(self._from(root), HALVING_START, ready=lambda: not root.untried)
        spent = clock.spent()
        if clock.stopped or not 0.0 < spent < 1.0 or len(root.children) < 2:
            return
        remaining = clock.done * (1.0 - spent) / spent
        count = len(root.children)
        while count > 2 and remaining < count * math.ceil(math.log2(count)) * HALVING_VISITS:
            count //= 2
        weight = self.prior_weight
        candidates = sorted(root.children, key=lambda c: _mean(c) + weight * c.bias / (c.visits + 1), reverse=True)
        candidates = candidates[:count]
        rounds = math.ceil(math.log2(count))
        for round_ in range(rounds):
            turns = itertools.cycle(candidates)
            until = spent + (1.0 - spent) * (round_ + 1) / rounds
            clock.run(self._turns(root, turns), until)
            if clock.stopped:
                return
            candidates.sort(key=_mean, reverse=True)
            if round_ < rounds - 1:
                candidates = candidates[: math.ceil(len(candidates) / 2)]
        self.finalists = candidates

    def _turns(self, root: Node, turns: Iterator[Node]) -> Callable[[int], None]:
        """A step of the clock: `count` iterations, each below the next of `turns`."""
        return lambda count: self._iterate(((root, c) for c in turns), count)

    # -- the tree --------------------------------------------------------------

    def _root_for(self, state: GameState) -> Node:
        """The node for `state` kept from the last search (up to two plies on), or a new one."""
        if self.reuse and self.root is not None:
            for child in self.root.children:
                if child.state == state:
                    return child
                for grandchild in child.children:
                    if grandchild.state == state:
                        return grandchild
        return Node(state)

    def _from(self, root: Node) -> Callable[[int], None]:
        """A step of the clock: `count` iterations from the root."""
        return lambda count: self._iterate(itertools.repeat((root,)), count)

    def _iterate(self, starts: Iterator[tuple[Node, ...]], playouts: int) -> None:
        """Iterations for `playouts` playouts, each from the next of `starts`
        (the nodes from the root down to where the selection starts): selection
        and expansion, a playout, and the backup of its rewards."""
        for _ in range(playouts):
            path = self._descend(next(starts))
            end = path[-1].state.playout(self.rng)
            self._back_up(path, self.reward(end) if self.reward else end.rewards())

    def _descend(self, start: tuple[Node, ...]) -> list[Node]:
        """Selection and expansion from the last node of `start`: the path to
        the new leaf, each of its nodes counting one more visit."""
        path = list(start)
        node = path[-1]
        # selection: down through nodes that may not open another move yet
        while node.untried is not None and node.children and not self._may_open(node):
            node = self._select(node)
            path.append(node)
        # expansion: one new child
        if node.untried is None:
            self._open(node, len(path) - 1)
        if node.untried:
            untried = node.untried
            if not untried[-1][1]:  # no prior: any untried move; with priors: the best first
                index = self.rng.randrange(len(untried))
                untried[index], untried[-1] = untried[-1], untried[index]
            move, bias = untried.pop()
            child = Node(node.state.play_legal(move), move, node.state.to_move, bias)
            node.children.append(child)
            path.append(child)
        for node in path:
            node.visits += 1
        return path

    @staticmethod
    def _back_up(path: list[Node], rewards: Sequence[float]) -> None:
        for node in path:
            if node.mover >= 0:
                node.total += rewards[node.mover]

    def _open(self, node: Node, depth: int) -> None:
        """The moves of `node`, all untried; judged by the prior if the node is near
        enough to the root."""
        node.untried = [(move, 0.0) for move in node.state.legal_moves()]
        if depth < self.prior_depth:
            self._judge(node)

    def _judge_near(self, node: Node, depth: int) -> None:
        """The prior on the moves of the nodes near the root that were opened without
        it: a kept tree's new root was opened too deep in the last search's tree."""
        if self.prior is None or depth >= self.prior_depth or node.untried is None:
            return
        if not node.judged:
            self._judge(node)
        for child in node.children:
            self._judge_near(child, depth + 1)

    def _judge(self, node: Node) -> None:
        """The prior's scores on the moves of an opened node: as its children's
        biases, and on its untried moves, sorted so that pop() takes the best. A
        zero score is nudged, so that "no prior" (0.0) stays distinct."""
        if self.prior is None:
            return
        untried = [move for move, _ in node.untried or ()]  # opened: a list, maybe empty
        moves = [child.move for child in node.children] + untried
        scores = dict(zip(moves, (max(s, 1e-9) for s in self.prior(node.state, moves)), strict=True)) if moves else {}
        for child in node.children:
            child.bias = scores[child.move]
        node.untried = sorted(((move, scores[move]) for move in untried), key=lambda x: x[1])
        node.judged = True

    def _may_open(self, node: Node) -> bool:
        """Whether `node` opens a new move on this visit. Every move once, in
        prior order; where moves are too many for that (SlideCore's thousands of
        turns), progressive widening: 2 sqrt(visits) of them, the best first, so
        the visits go to comparing the likeliest moves rather than to touching all."""
        if not node.untried:
            return False
        if not self._widens(node):
            return True
        return len(node.children) < 2 * math.sqrt(node.visits + 1)

    def _widens(self, node: Node) -> bool:
        """Whether `node` has too many moves to open them all (see `_may_open`)."""
        if self.widen_above is None:
            return False
        moves = len(node.state.legal_moves()) if node.untried is None else len(node.untried) + len(node.children)
        return moves > self.widen_above

    def _select(self, node: Node) -> Node:
        """The child with the best mean plus exploration bonus plus prior bias
        (written for speed: it runs over every child at every step down)."""
        sqrt = math.sqrt
        explore = self.exploration * sqrt(math.log(node.visits))
        weight = self.prior_weight
        best, best_value = None, -math.inf
        for child in node.children:
            n = child.visits
            value = (child.total + explore * sqrt(n)) / n + weight * child.bias / (n + 1)
            if value > best_value:
                best, best_value = child, value
        assert best is not None  # a node is selected from only when it has children
        return best


def _mean(node: Node) -> float:
    return node.total / node.visits if node.visits else 0.0


# -- hidden information ----------------------------------------------------------


class InfoNode:
    """One information set in the tree: reached by `move` of seat `mover`, its
    children by move. `available` counts the visits of the parent in which this
    move was legal: under hidden information a move exists in some of the drawn
    states only, and its exploration bonus grows with those visits alone."""

    __slots__ = ("move", "mover", "children", "visits", "total", "available")

    def __init__(self, move: Hashable | None = None, mover: int = -1) -> None:
        self.move = move
        self.mover = mover
        self.children: dict[Hashable, InfoNode] = {}
        self.visits = 0
        self.total = 0.0  # the rewards of `mover`
        self.available = 1


class ISMCTS:
    """Information-set Monte Carlo tree search (single observer): every iteration
    draws a full state consistent with the searching seat's view, descends the one
    tree along the moves legal in that state, opens one new move, plays out at
    random and backs the rewards up. The search never sees more than the view."""

    def __init__(
        self,
        rng: Random,
        exploration: float = 0.7,
        reward: Callable[[GameState], Rewards] | None = None,
        guided: bool = False,
    ) -> None:
        self.rng = rng
        self.exploration = exploration
        self.reward = reward  # a playout's end -> rewards per seat; default the game's own
        self.guided = guided  # guided playouts, where the game offers them
        self.root: InfoNode | None = None
        self.stats = SearchStats()

    def search(self, view: View, budget: Budget, should_stop: Callable[[], bool] | None = None) -> InfoNode:
        clock = Clock(budget, should_stop)
        self.root = root = InfoNode()
        collecting = gc.isenabled()
        gc.disable()
        try:
            clock.run(lambda count: self._iterate(root, view, count), 1.0)
        finally:
            if collecting:
                gc.enable()
        self.stats = SearchStats(clock.done, clock.elapsed())
        return root

    def choose(self, view: View, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Hashable:
        """The most visited move (a lone move is played at once)."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = self.search(view, budget, should_stop)
        if not root.children:
            return self.rng.choice(list(moves))
        return max(root.children.values(), key=lambda c: (c.visits, c.total)).move

    def _iterate(self, root: InfoNode, view: View, count: int) -> None:
        rng, explore, guided = self.rng, self.exploration, self.guided
        sqrt, log = math.sqrt, math.log
        for _ in range(count):
            state = view.sample(rng)
            node, path = root, [root]
            while not state.is_over():
                moves = state.legal_moves()
                children = node.children
                untried = []
                for move in moves:
                    child = children.get(move)
                    if child is None:
                        untried.append(move)
                    else:
                        child.available += 1
                if untried:
                    move = untried[int(rng.random() * len(untried))]
                    child = children[move] = InfoNode(move, state.to_move)
                    state = state.play_legal(move)
                    path.append(child)
                    break
                best, best_value = None, -math.inf
                for move in moves:
                    child = children[move]
                    value = child.total / child.visits + explore * sqrt(log(child.available) / child.visits)
                    if value > best_value:
                        best, best_value = child, value
                assert best is not None
                state = state.play_legal(best.move)
                path.append(best)
                node = best
            end = state.guided_playout(rng) if guided and isinstance(state, GuidedPlayout) else state.playout(rng)
            rewards = self.reward(end) if self.reward else end.rewards()
            for visited in path:
                visited.visits += 1
                if visited.mover >= 0:
                    visited.total += rewards[visited.mover]
