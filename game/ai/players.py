"""Computer players behind one interface: `choose(state, budget) -> move`.

Every player draws its randomness from its own seeded generator, so with a
budget counted in playouts the same seed repeats the same game. Levels:

- random, greedy: no search (greedy: the best group-size list after one move);
- uct: plain UCB1 search with uniform random playouts, kept as a yardstick;
- easy, normal, hard, max: the search with what the game teaches, at growing
  budgets; easy also picks among its best moves at random, to make
  human-sized mistakes.

normal, hard and max weigh the prior 3 (a bonus of up to 3/(n+1) on a move's
mean), so the search spends its first visits on the moves that look best and
comes back to the others only as their means earn it. Against uct on 12x12
Slyde that won 7-3 at 1 s a move and 14-5 in 19 games at 3 s (weight 1: 4-6);
on 8x8, 27-13 in 40 games at 0.2 s (weight 1: 23-17) and 36-24 in 60 at 1.33 s
(weight 1: 14-16 in 30). Weights 6 and 12 measured 16-24 and 20-19 at 0.2 s,
exploration 0.4 no different from 0.7 (27-13).

They also choose the root's move by sequential halving (see `MCTS._halve`):
the root has to pick one move, not to keep its running score high, so its
candidates get equal shares round by round and the worse half goes after each.
On 8x8 at 0.2 s (with 8 first-round visits, below) that beat uct 30-10 and
the same search without it 25-15 (40 games each). Given twice the time, the search without it beat uct 33-7, and
uct beat itself at a quarter of the time 20-2: these games reward playouts.
At 1.33 s a move on 8x8, the candidates' fewest first-round visits decide how
many the prior and the first playouts let in: 32 visits (28 of 112 moves)
beat uct 20-10 in 30 games, 8 visits (all 112) 12-10 in 22, 64 visits (14)
12-11 in 23. On 12x12 at 3 s, with 32 visits (16 or 33 of 264 moves), 9-1.
On SlideCore (side 5, 0.5 s, 8 visits) the halving, which runs only once a
turn has few enough moves to open them all, won 14-6 against the same search
without; with 32 visits, 9-11.

On Slyde, normal, hard and max play their playouts in batches: the search
selects 64 leaves, each counting its visits as losses until its results come
(so the next selections go elsewhere), and numpy plays four playouts from each,
256 at once (`slyde_batch`). On 8x8 that made 19,200 playouts a second where
one at a time made 5,200 (12x12: 5,500 and 2,400), and hard beat uct at 1.33 s
a move 22-8 and, with the batch playouts a little faster, 24-5 with a draw
(30 games each); on 12x12 at 3 s, 10-0. One playout from each of 256 leaves
made 12,300 a second on 8x8 but beat uct only 18-12: so many pending visits
spread the search too thin. Batches of 64 and 128 leaves with one playout
each ran 5,900 and 9,600 a second, 512 leaves 9,200.

Measured against uct on 8x8 Slyde at 0.2 s a move and dropped, as no better
than the prior with the margin reward: RAVE on the cells a move claims (17-13
and 19-11 in 30; 11-19 when trusted longer), playouts that prefer the swap
joining the mover's pieces (18-12; 10-20 when choosing from three),
progressive widening (17-13; 4-6 on 12x12 at 1 s), a prior on the pieces no
swap can reach any more (20-20), the prior halved for swaps that fix a piece
on the edge (22-18), and implicit minimax backups of the largest
group's lead (1-6, stopped): a position's groups in mid-game foretell the end
too weakly to steer the search.

The ladder, from `python main.py selfplay --alternate` (30 games on 8x8, 10 on
12x12): easy beat greedy 30-0 on 8x8; normal beat easy 30-0 and 10-0; hard beat
normal 21-9 and 10-0, greedy 30-0 and 10-0; max beat hard 25-5 and 9-1.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable
from dataclasses import dataclass
from random import Random
from typing import Protocol

import numpy as np

from ..rules import registry
from ..rules.base import GameState
from ..rules.groups import compare, group_rewards
from .mcts import MCTS, Budget


class Player(Protocol):
    level: str

    def choose(self, state: GameState, budget: Budget | None = None) -> Hashable: ...


def group_prior(state: GameState, moves: list[Hashable]) -> list[float]:
    """Each move scored in [0, 1] by the mover's standing after it: the cascading
    comparison of the two group-size lists, then the mover's own list."""
    me = state.to_move
    keyed = []
    for index, move in enumerate(moves):
        sizes = state.play_legal(move).group_sizes()
        sign, place = compare(sizes[me], sizes[1 - me])
        # winning early in the lists is best, losing early is worst
        standing = sign * (1000 - place) if sign else 0
        keyed.append((standing, sizes[me], index))
    keyed.sort()
    scores = [0.0] * len(moves)
    last = max(1, len(moves) - 1)
    for rank, (_, _, index) in enumerate(keyed):
        scores[index] = rank / last
    return scores


MARGIN_SHARE = 0.2


def margin_rewards(end: GameState, share: float = MARGIN_SHARE) -> tuple[float, float]:
    """A finished two-seat group game's rewards with a little for the margin:
    (1 - share) for the result, share for how far the first seat's largest group
    outgrows the second's. The margin tells a safe win from a lucky one; with the
    move prior it won 25 of 40 games against plain UCT at 0.2 s a move on 8x8,
    without it about half."""
    first, second = sizes = end.group_sizes()
    result = group_rewards(sizes)[0]
    margin = ((first[0] if first else 0) - (second[0] if second else 0)) / max(1, sum(first) + sum(second))
    value = _blend(result, margin, share)
    return value, 1.0 - value


def _blend(result, margin, share: float):
    """The first seat's value from its result (0, 0.5 or 1) and its margin (-1 to
    1), for one end or an array of them."""
    return (1 - share) * result + share * (0.5 + 0.5 * margin)


def margin_values(first: np.ndarray, second: np.ndarray, share: float = MARGIN_SHARE) -> np.ndarray:
    """`margin_rewards` of the first seat for many ends at once, from each seat's
    group sizes as rows (largest first, padded with zeros; the rows fill the board)."""
    difference = first - second
    differs = difference != 0
    place = differs.argmax(axis=1)  # the first difference, if any
    sign = np.sign(difference[np.arange(len(difference)), place])
    result = 0.5 + 0.5 * sign
    margin = (first[:, 0] - second[:, 0]) / first.shape[1]
    return _blend(result, margin, share)


def margin_batch(states: list[GameState], rng: Random) -> list[tuple[float, float]]:
    """`margin_rewards` of random playouts from many states at once (a game whose
    states offer `playout_group_sizes`)."""
    values = margin_values(*type(states[0]).playout_group_sizes(states, rng))
    return [(value, 1.0 - value) for value in values.tolist()]


class RandomPlayer:
    level = "random"

    def __init__(self, seed: object) -> None:
        self.rng = Random(seed)

    def choose(self, state: GameState, budget: Budget | None = None) -> Hashable:
        return self.rng.choice(state.legal_moves())


class GreedyPlayer:
    """The move that leaves the mover's own group-size list best (cascading
    comparison), then the opponent's worst; ties broken at random."""

    level = "greedy"

    def __init__(self, seed: object) -> None:
        self.rng = Random(seed)

    def choose(self, state: GameState, budget: Budget | None = None) -> Hashable:
        me = state.to_move
        best: list[Hashable] = []
        best_key: tuple[list[int], list[int]] | None = None
        for move in state.legal_moves():
            sizes = state.play_legal(move).group_sizes()
            own, other = sizes[me], sizes[1 - me]
            if best_key is not None:
                if own < best_key[0] or (own == best_key[0] and other > best_key[1]):
                    continue
                if own == best_key[0] and other == best_key[1]:
                    best.append(move)
                    continue
            best_key, best = (own, other), [move]
        return self.rng.choice(best)


@dataclass(frozen=True)
class SearchLevel:
    name: str
    seconds: float  # per move on the game's default board; scaled by board size
    exploration: float = 0.7
    prior_weight: float = 0.0
    reuse: bool = False
    margin: bool = False  # rewards with the group margin, not just the result
    mistakes: float = 0.0  # 0: the most visited move; above: softmax temperature over visits
    widen_above: int | None = 500  # progressive widening where a position has more moves (SlideCore)
    halving: bool = False  # sequential halving at the root
    batch: bool = False  # playouts in batches (with the margin reward), where the game offers them
    leaf_playouts: int = 4  # playouts from each leaf of a batch


SEARCH_LEVELS = {
    level.name: level
    for level in (
        SearchLevel("uct", 1.0, exploration=1.0, widen_above=None),
        SearchLevel("easy", 0.2, prior_weight=0.5, mistakes=0.35),
        SearchLevel("normal", 1.0, prior_weight=3.0, reuse=True, margin=True, halving=True, batch=True),
        SearchLevel("hard", 3.0, prior_weight=3.0, reuse=True, margin=True, halving=True, batch=True),
        SearchLevel("max", 30.0, prior_weight=3.0, reuse=True, margin=True, halving=True, batch=True),
    )
}


@functools.cache
def _default_places(game: str) -> int:
    return registry.new_game(game).board.full.bit_count()


def size_factor(state: GameState) -> float:
    """How much longer than on the game's default board (12x12 Slyde, SlideCore's
    91 points) a move deserves here, by the number of places on the board."""
    board = getattr(state, "board", None)
    if board is None:
        return 1.0
    return min(1.8, max(0.3, board.full.bit_count() / _default_places(state.game)))


def move_seconds(level: str, state: GameState) -> float:
    """The time a level thinks per move on this board, unless told otherwise
    (nothing for the levels that do not search)."""
    settings = SEARCH_LEVELS.get(level)
    return settings.seconds * size_factor(state) if settings else 0.0


class SearchPlayer:
    def __init__(self, level: SearchLevel, seed: object) -> None:
        self.level = level.name
        self.settings = level
        self.rng = Random(seed)
        prior = group_prior if level.prior_weight else None
        self.search = MCTS(
            self.rng,
            exploration=level.exploration,
            prior=prior,
            prior_weight=level.prior_weight,
            reuse=level.reuse,
            reward=margin_rewards if level.margin else None,
            widen_above=level.widen_above,
            halving=level.halving,
            leaf_playouts=level.leaf_playouts,
        )

    def default_budget(self, state: GameState) -> Budget:
        return Budget(seconds=move_seconds(self.level, state))

    def choose(self, state: GameState, budget: Budget | None = None, should_stop=None) -> Hashable:
        budget = budget or self.default_budget(state)
        batches = self.settings.batch and hasattr(state, "playout_group_sizes")
        self.search.batch = margin_batch if batches else None
        if not self.settings.mistakes:
            return self.search.choose(state, budget, should_stop)
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        root = self.search.search(state, budget, should_stop)
        children = sorted(root.children, key=lambda c: c.visits, reverse=True)[:4]
        if not children:
            return self.rng.choice(moves)
        top = children[0].visits
        weights = [math.exp((c.visits - top) / max(1.0, top * self.settings.mistakes)) for c in children]
        return self.rng.choices(children, weights)[0].move


LEVELS = ["random", "greedy", "uct", "easy", "normal", "hard", "max"]
DEFAULT_LEVEL = "normal"


def check_level(level: str) -> str:
    """The level itself; ValueError listing the levels if there is none."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return level


def make_player(level: str, seed: object = 1) -> Player:
    check_level(level)
    if level == "random":
        return RandomPlayer(seed)
    if level == "greedy":
        return GreedyPlayer(seed)
    return SearchPlayer(SEARCH_LEVELS[level], seed)
