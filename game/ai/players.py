"""Computer players behind one interface: `choose(state, rng) -> move`.

A player draws all its randomness from the generator it is given, so the same
seed repeats the same choices.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from random import Random

from ..rules.base import GameState

Choose = Callable[[GameState, Random], Hashable]


def random_player(state: GameState, rng: Random) -> Hashable:
    """Any legal move, uniformly."""
    return rng.choice(state.legal_moves())


def greedy_player(state: GameState, rng: Random) -> Hashable:
    """The move that leaves the mover's own group-size list best (cascading
    comparison), then the opponent's worst; ties broken at random."""
    me = state.to_move
    best: list[Hashable] = []
    best_key: tuple[list[int], list[int]] | None = None
    for move in state.legal_moves():
        sizes = state.play(move).group_sizes()
        own, other = sizes[me], sizes[1 - me]
        if best_key is not None:
            if own < best_key[0] or (own == best_key[0] and other > best_key[1]):
                continue
            if own == best_key[0] and other == best_key[1]:
                best.append(move)
                continue
        best_key, best = (own, other), [move]
    return rng.choice(best)


LEVELS: dict[str, Choose] = {
    "random": random_player,
    "greedy": greedy_player,
}
DEFAULT_LEVEL = "greedy"


def player(level: str) -> Choose:
    """The player of that level; ValueError listing the levels if there is none."""
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}") from None
