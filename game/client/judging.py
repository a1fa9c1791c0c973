"""A game's positions judged one at a time by the worker, in the background, for the
review: each position's chances are kept once found, so stepping back and forth is
instant, and each move's judgement follows from the positions before and after it.

No pygame here: the review scene drives a Judging and draws what it holds.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple

from ..ai.judge import MARKS, judge_move, mark
from ..ai.worker import JUDGE
from ..rules.base import GameState


class Judged(NamedTuple):
    """A move judged: the mover's chance before and after it, its mark (None, or one
    of MARKS), and the move the search preferred in the position before."""

    before: float
    after: float
    mark: str | None
    best: Hashable | None


class Judging:
    def __init__(
        self, states: Sequence[GameState], moves: Sequence[Hashable], worker: Callable[[], Any], playouts: int,
        seed: str | int,
    ) -> None:  # fmt: skip
        """`worker` gives the computer players' process; each position is judged with
        `playouts` and its own seed, `seed/<ply>`, as `python main.py review` judges it."""
        self.states, self.moves = list(states), list(moves)
        self.worker = worker
        self.playouts, self.seed = playouts, seed
        self.chances: dict[int, tuple[float, ...]] = {}  # position (moves played) -> each seat's chance
        self.best: dict[int, Hashable | None] = {}  # position -> the move the search preferred there
        self.asking: int | None = None  # the position the worker judges now

    @property
    def done(self) -> bool:
        return len(self.chances) == len(self.states)

    def step(self, shown: int) -> int | None:
        """Take the worker's answer if it has come, then ask for the next position:
        `shown` and the one before it (its move's judgement) first, then the others
        from the first position on. The position the search could not judge, if an
        answer just said so (it counts as even)."""
        failed = None
        if self.asking is not None:
            answer = self.worker().poll()
            if answer is not None:
                state = self.states[self.asking]
                if answer.chances is None:  # an error in the search (a crash is asked again by the worker)
                    self.chances[self.asking], self.best[self.asking] = tuple(0.5 for _ in state.seats), None
                    failed = self.asking
                else:
                    self.chances[self.asking] = answer.chances
                    self.best[self.asking] = state.parse_move(answer.move) if answer.move else None
                self.asking = None
        if self.asking is None and not self.done:
            waiting = [i for i in range(len(self.states)) if i not in self.chances]
            index = min(waiting, key=lambda i: (i not in (shown, shown - 1), i))
            start = self.states[0]
            texts = [state.format_move(move) for state, move in zip(self.states, self.moves[:index], strict=False)]
            self.worker().ask(start.game, start.options, texts, JUDGE, f"{self.seed}/{index}", playouts=self.playouts)
            self.asking = index
        return failed

    def cancel(self) -> None:
        """Stop asking: the worker drops the position it judges."""
        if self.asking is not None:
            self.worker().cancel()
            self.asking = None

    def move(self, ply: int) -> Judged | None:
        """Move `ply` (from 0) judged; None until both its positions are."""
        if ply not in self.chances or ply + 1 not in self.chances:
            return None
        mover = self.states[ply].to_move
        before, after = self.chances[ply][mover], self.chances[ply + 1][mover]
        return Judged(before, after, mark(before - after), self.best[ply])

    def marks(self, seat: int) -> dict[str, int]:
        """How many of the seat's moves have each mark, so far."""
        found = [self.move(ply) for ply in range(len(self.moves)) if self.states[ply].to_move == seat]
        return {name: sum(1 for judged in found if judged and judged.mark == name) for name in MARKS}

    def annotations(self) -> list[dict[str, Any]] | None:
        """Every move's judgement as the record format keeps it; None until all are judged."""
        if not self.done:
            return None
        judged = [
            judge_move(state, state.format_move(move), self.chances[ply], self.chances[ply + 1], self.best[ply])
            for ply, (state, move) in enumerate(zip(self.states, self.moves, strict=False))
        ]
        return [found.annotation() for found in judged]
