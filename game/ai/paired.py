"""Search by paired deals, for games with hidden information (Slide).

Every candidate move is played on the same deals, drawn from the mover's view,
and each is followed by the same seeded playout, so that the moves are compared
on equal luck: what one deal's cards do to every move cancels out of the
comparison. Round by round the worse half of the candidates is dropped
(sequential halving), so that the time goes to the moves still in doubt. The
search never sees more than the view.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from random import Random

from ..rules.base import GameState, GuidedPlayout, View
from .mcts import Budget, Clock, SearchStats

Rewards = Callable[[GameState], tuple[float, ...]]
Points = Callable[[GameState, int], float]


@dataclass(eq=False)
class Candidate:
    """A move and what its playouts earned the mover: the search's reward, its
    share of first place (`first_share`) and, where the game keeps one, the score."""

    move: Hashable
    deals: int = 0
    reward: float = 0.0
    won: float = 0.0
    points: float = 0.0

    def mean(self) -> float:
        return self.reward / self.deals if self.deals else 0.0


def first_share(end: GameState, seat: int) -> float:
    """`seat`'s share of first place in a finished game: 1 alone, 1/k where k seats
    share it (a draw of two counts half), 0 behind; over many ends, its chance of
    coming first. Between two seats it is the game's own reward."""
    outcome = end.outcome()
    assert outcome is not None
    return 1 / len(outcome.winners) if seat in outcome.winners else 0.0


class PairedSearch:
    """Every candidate on the same deals; with `halving`, the budget split evenly
    into log2(candidates) rounds and the worse half dropped after each."""

    def __init__(
        self, rng: Random, reward: Rewards | None = None, points: Points | None = None, halving: bool = True
    ) -> None:
        self.rng = rng
        self.reward = reward  # a playout's end -> rewards per seat; default the game's own
        self.points = points
        self.halving = halving
        self.stats = SearchStats()
        self.stopped = False  # the last search was told to stop before its budget was spent

    def search(
        self, view: View, budget: Budget, should_stop: Callable[[], bool] | None = None, tag: object = None
    ) -> list[Candidate]:
        """The candidates still in play, best first, then those the halving dropped
        (if told to stop, as far as the search got: `stopped` says so). The deals come
        from the search's generator; deal k's playout from `Random(f"{tag}/{k}")` (a
        tag drawn from the generator unless given), so that a seed repeats a search."""
        tag = self.rng.random() if tag is None else tag
        every = [Candidate(move) for move in view.legal_moves()]
        alive = list(every)
        clock = Clock(budget, should_stop)
        rounds = max(1, math.ceil(math.log2(len(alive)))) if self.halving else 1
        collecting = gc.isenabled()
        gc.disable()
        try:
            for round_ in range(rounds):
                clock.run(lambda count: self._deal(view, alive, tag, clock.done, count), (round_ + 1) / rounds)
                if clock.stopped:
                    break
                if round_ < rounds - 1 and len(alive) > 2:
                    alive.sort(key=Candidate.mean, reverse=True)
                    del alive[max(2, (len(alive) + 1) // 2) :]
        finally:
            if collecting:
                gc.enable()
        self.stats, self.stopped = SearchStats(sum(c.deals for c in every), clock.elapsed()), clock.stopped
        return sorted(alive, key=Candidate.mean, reverse=True) + [c for c in every if c not in alive]

    def choose(self, view: View, budget: Budget, should_stop: Callable[[], bool] | None = None) -> Hashable:
        """The candidate with the best mean reward so far (a lone move is played at once)."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return self.search(view, budget, should_stop)[0].move

    def _deal(self, view: View, alive: list[Candidate], tag: object, done: int, count: int) -> None:
        """`count` more deals, every candidate still in play played on each."""
        mover = view.to_move
        for number in range(done, done + count):
            state = view.sample(self.rng)
            for candidate in alive:
                after, rng = state.play(candidate.move), Random(f"{tag}/{number}")
                end = after.guided_playout(rng) if isinstance(after, GuidedPlayout) else after.playout(rng)
                result = end.rewards()
                candidate.deals += 1
                candidate.reward += (self.reward(end) if self.reward else result)[mover]
                candidate.won += result[mover] if len(result) == 2 else first_share(end, mover)  # alike at two
                candidate.points += self.points(end, mover) if self.points else 0.0
