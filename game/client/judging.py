"""A game judged by the workers, a question at a time in each, in the background, for
the review: what it finds is kept, so stepping back and forth is instant.

Where every seat sees the whole game (Slyde, SlideCore) the questions are positions:
each seat's chance in each, and a move's judgement follows from the positions before
and after it. Where seats know different things (Slide) no position is judged whole:
each move is weighed against the others its mover could have made, from the mover's
seat (`judge.weighed_judgement`), and the judgement is the move's alone.

No pygame here: the review scene drives a Judging and draws what it holds.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple

from ..ai.judge import MARKS, MoveJudgement, judge_move, weighed_judgement
from ..ai.worker import JUDGE, WEIGH
from ..rules import registry
from ..rules.base import GameState

EVEN = 0.5  # the chance shown where the search could not judge


class Judged(NamedTuple):
    """A move judged: the mover's chance before and after it, its mark (None, or one
    of MARKS), and the move the search preferred in the position before."""

    before: float
    after: float
    mark: str | None
    best: Hashable | None

    @property
    def lost(self) -> bool:
        """Whether the mover's chance fell, to the whole percent a review shows (after
        a move the search did not prefer, its judged chance may also rise)."""
        return round(self.before * 100) > round(self.after * 100)


class Judging:
    def __init__(
        self, states: Sequence[GameState], moves: Sequence[Hashable], workers: Callable[[], Sequence[Any]],
        playouts: int, seed: str | int,
    ) -> None:  # fmt: skip
        """`workers` gives the processes to ask in, each one question at a time; each
        question is asked with `playouts` (weighing: deals a candidate move) and its own
        seed, `seed/<ply>`, as `python main.py review` asks it, so which process answers
        it changes nothing."""
        self.states, self.moves = list(states), list(moves)
        self.workers = workers
        self.playouts, self.seed = playouts, seed
        self.weighing = registry.spec(self.states[0].game).hidden_information
        self.chances: dict[int, tuple[float, ...]] = {}  # position (moves played) -> each seat's chance
        self.best: dict[int, Hashable | None] = {}  # position -> the move the search preferred there
        self.weighed: dict[int, tuple[tuple[str, float], ...]] = {}  # weighing: move -> the mover's moves weighed
        self.asking: dict[int, int] = {}  # a worker (its place in `workers()`) -> the question it answers now
        self._judged: dict[int, Judged] = {}  # the moves judged so far, as `move` gives them: an answer is final

    @property
    def questions(self) -> int:
        """How many there are: the positions, or (weighing) the moves."""
        return len(self.moves) if self.weighing else len(self.states)

    @property
    def answered(self) -> int:
        return len(self.weighed) if self.weighing else len(self.chances)

    @property
    def done(self) -> bool:
        return self.answered == self.questions

    def _has(self, index: int) -> bool:
        return index in (self.weighed if self.weighing else self.chances)

    @property
    def busy(self) -> bool:
        """Whether a worker is answering a question of this review now."""
        return bool(self.asking)

    def step(self, shown: int) -> list[int]:
        """Take the answers that have come, then give each idle worker the next
        question: the shown move's first (its position and the one before it, or its
        weighing), then the others from the start. The positions (weighing: the
        positions before the moves) the search could not judge, where answers just
        said so (their moves count as even)."""
        failed = []
        workers = self.workers()
        for slot, index in list(self.asking.items()):
            answer = workers[slot].poll()
            if answer is not None:
                del self.asking[slot]
                kept = self._keep(index, answer)
                if kept is not None:
                    failed.append(kept)
        first = (shown - 1,) if self.weighing else (shown, shown - 1)
        for slot, worker in enumerate(workers):
            waiting = [i for i in range(self.questions) if not self._has(i) and i not in self.asking.values()]
            if slot in self.asking or not waiting:
                continue
            index = min(waiting, key=lambda i: (i not in first, i))
            start = self.states[0]
            texts = [state.format_move(move) for state, move in zip(self.states, self.moves[:index], strict=False)]
            level = WEIGH if self.weighing else JUDGE
            worker.ask(start.game, start.options, texts, level, f"{self.seed}/{index}", playouts=self.playouts)
            self.asking[slot] = index
        return failed

    def _keep(self, index: int, answer: Any) -> int | None:
        """Keep an answer to question `index`; `index` if it says the search failed (an
        error in it: a crash is asked again by the worker)."""
        state = self.states[index]
        if self.weighing:
            weighed = answer.weighed or ()
            failed = state.format_move(self.moves[index]) not in dict(weighed)
            self.weighed[index] = () if failed else weighed
            return index if failed else None
        if answer.chances is None:
            self.chances[index], self.best[index] = tuple(EVEN for _ in state.seats), None
            return index
        self.chances[index] = answer.chances
        self.best[index] = state.parse_move(answer.move) if answer.move else None
        return None

    def cancel(self) -> None:
        """Stop asking: each worker drops the question it answers."""
        workers = self.workers()
        for slot in self.asking:
            workers[slot].cancel()
        self.asking.clear()

    def _judgement(self, ply: int) -> MoveJudgement | None:
        """Move `ply` judged, as the record keeps it; None until it is."""
        state, move = self.states[ply], self.moves[ply]
        if self.weighing:
            weighed = self.weighed.get(ply)
            if not weighed:  # not yet, or the search failed (shown as even)
                return None if weighed is None else MoveJudgement(state.format_move(move), EVEN, EVEN, None, None)
            return weighed_judgement(state, state.format_move(move), weighed)
        if ply not in self.chances or ply + 1 not in self.chances:
            return None
        return judge_move(state, state.format_move(move), self.chances[ply], self.chances[ply + 1], self.best[ply])

    def move(self, ply: int) -> Judged | None:
        """Move `ply` (from 0) judged; None until it is. Kept once found: the list, the
        graph and the counts ask for every move on every frame they draw."""
        if ply in self._judged:
            return self._judged[ply]
        found = self._judgement(ply)
        if found is None:
            return None
        best = None if found.best is None else self.states[ply].parse_move(found.best)
        self._judged[ply] = Judged(found.before, found.after, found.mark, best)
        return self._judged[ply]

    def marks(self, seat: int) -> dict[str, int]:
        """How many of the seat's moves have each mark, so far."""
        found = [self.move(ply) for ply in range(len(self.moves)) if self.states[ply].to_move == seat]
        return {name: sum(1 for judged in found if judged and judged.mark == name) for name in MARKS}

    def annotations(self) -> list[dict[str, Any]] | None:
        """Every move's judgement as the record format keeps it; None until all are judged."""
        if not self.done:
            return None
        judged = [self._judgement(ply) for ply in range(len(self.moves))]
        return [found.annotation() for found in judged if found is not None]
