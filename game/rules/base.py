"""What every game shares: the state protocol, outcomes and move errors.

The AI, the records and the client only speak to a game through this surface,
so a new game joins by offering it, without changes elsewhere.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Protocol


class MoveError(ValueError):
    """A move that cannot be played; the message says why."""


class MalformedMoveError(MoveError):
    """Text that is not a move in the game's notation at all."""


class IllegalMoveError(MoveError):
    """A well-formed move that the rules forbid in this position."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game, as data.

    `ranking` lists the seats from best to worst, tied seats sharing a tuple:
    ((0,), (1,)) is a win for seat 0, ((0, 1),) a draw.
    """

    ranking: tuple[tuple[int, ...], ...]
    reason: str

    @property
    def winner(self) -> int | None:
        """The single best seat, or None when the best place is shared."""
        best = self.ranking[0]
        return best[0] if len(best) == 1 else None

    @property
    def is_draw(self) -> bool:
        return len(self.ranking[0]) > 1

    def rewards(self, seats: int) -> tuple[float, ...]:
        """Each seat's reward in [0, 1]: 1 for sole first, 0 for sole last."""
        return ranking_rewards(self.ranking, seats)


def ranking_rewards(ranking: Sequence[Sequence[int]], seats: int) -> tuple[float, ...]:
    """Rewards from a ranking: tied seats share the mean of their places."""
    rewards = [0.0] * seats
    place = 0
    last = max(seats - 1, 1)
    for tied in ranking:
        mean_place = place + (len(tied) - 1) / 2
        for seat in tied:
            rewards[seat] = 1.0 - mean_place / last
        place += len(tied)
    return tuple(rewards)


class GameState(Protocol):
    """One immutable position of a game; `play` returns a new one."""

    game: str  # the registry name: "slyde", "slidecore", "slide"
    seats: tuple[str, ...]  # the names of the seats, in seat order

    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def to_move(self) -> int: ...
    @property
    def ply(self) -> int: ...
    def legal_moves(self) -> list[Hashable]: ...
    def play(self, move: Hashable) -> GameState: ...
    def play_legal(self, move: Hashable) -> GameState:
        """`play` without the checks, for a move taken from `legal_moves()` (search)."""
        ...

    def rewards(self) -> tuple[float, ...]:
        """Each seat's reward in [0, 1] at the end of a game (the search's fast path)."""
        ...

    def is_over(self) -> bool: ...
    def outcome(self) -> Outcome | None: ...
    def parse_move(self, text: str) -> Hashable: ...
    def format_move(self, move: Hashable) -> str: ...
    def playout(self, rng: Random) -> GameState:
        """Random legal moves to the end (the search's fast path); the last state."""
        ...

    def diagram(self) -> str: ...
