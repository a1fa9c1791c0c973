"""The coach of a first game: it judges each person's move as the review does, in a
computer player's process of its own, and speaks up only after a mistake or a
blunder, naming what was lost and the move the search preferred.

Where seats know different things (Slide) no position is judged whole: the coach,
as the review, weighs the person's candidate moves from the person's seat alone (what
they cannot know is dealt anew each time) and compares the move played with the best
of them (`judge.weighed_judgement`).

No pygame here: the play scene asks `step` each frame and shows the remark.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from ..ai.judge import JUDGE_PLAYOUTS, MARKS, PLACES, PROMPT_DEALS, mark, weighed_judgement
from ..ai.worker import CANNOT_RUN, JUDGE, WEIGH, Worker
from ..rules import registry
from ..rules.base import GameState

SPEAKS_AT = MARKS[1:]  # a mistake or a blunder; an inaccuracy passes unremarked


@dataclass(frozen=True)
class Remark:
    """A person's move that lost much: where it was played, and what the search preferred."""

    ply: int  # the move's index in the game
    before: float  # the mover's chance to win before it
    after: float  # and after it
    mark: str
    best: Hashable | None
    best_words: str
    undoable: bool = True  # where a move can be taken back to see the better one
    best_listed: str = ""  # the better move as the move list names it, for the smallest panel

    def words(self, short: bool = False, listed: bool = False, undo_key: str = "Ctrl+Z") -> str:
        """The remark; `short`: in fewer words, for a small panel; `listed`: the better
        move too as the move list names it, for a smaller one still; `undo_key`: what
        takes a move back, on the keyboard or the gamepad in use."""
        if short:
            lost, undo = f"{self.before:.0%} -> {self.after:.0%}", f"{undo_key} takes it back."
        else:
            lost, undo = (
                f"your chance to win fell from {self.before:.0%} to {self.after:.0%}",
                f"Undo ({undo_key}) takes it back.",
            )
        named = self.best_listed if listed and self.best_listed else self.best_words
        better = f" Better: {named}." if named else ""
        return f"A {self.mark}: {lost}.{better}" + (f" {undo}" if self.undoable else "")


class Coach:
    def __init__(
        self, worker: Callable[[], Any] | None = None, playouts: int = JUDGE_PLAYOUTS, seed: str = "coach"
    ) -> None:
        """`worker`: gives the process to ask; by default the coach's own, beside the one
        that plays, started when first needed and ended by `close`."""
        self._given = worker
        self._own: Worker | None = None
        self.playouts, self.seed = playouts, seed
        self.chances: dict[tuple[str, ...], tuple[float, ...] | None] = {}  # a position (its moves) -> each seat's
        # chance, None where the search failed (the coach then says nothing of it)
        self.best: dict[tuple[str, ...], str | None] = {}  # and the move the search preferred there
        self.weighed: dict[tuple[str, ...], tuple[tuple[str, float], ...]] = {}  # hidden information: each
        # move's chance, best first
        self.asking: tuple[str, ...] | None = None
        self.spoken: set[tuple[str, ...]] = set()  # the moves (as the game up to them) already remarked on
        self._seen: GameState | None = None  # the position last looked at: until it or an answer changes, nothing to do
        self.unable = ""  # why the coach cannot judge at all here (its process cannot run), once known

    def step(self, states: list[GameState], moves: list[Hashable], persons: set[int],
             words: Callable[[GameState, Hashable], str],
             listed: Callable[[GameState, Hashable], str]) -> Remark | None:  # fmt: skip
        """Take the worker's answer, ask for the next position the coach needs, and
        return a remark on the latest person's move if it has just been found wanting:
        its better move in `words`, and as the move list names it (`listed`)."""
        answered = self._take_answer()
        if self.unable or not answered and states[-1] is self._seen:
            return None
        self._seen = states[-1]
        texts = tuple(state.format_move(move) for state, move in zip(states, moves, strict=False))
        latest = next((ply for ply in range(len(moves) - 1, -1, -1) if states[ply].to_move in persons), None)
        weighing = registry.spec(states[0].game).hidden_information
        # a judgement of the positions before and after the move, or (weighing) the moves before it
        needed = [] if latest is None else [texts[:latest]] if weighing else [texts[:latest], texts[: latest + 1]]
        judged = len(needed)
        if not states[-1].is_over() and states[-1].to_move in persons:
            needed.append(texts)  # judged while the person thinks: the move's "before" is ready when it comes
        waiting = [position for position in needed if position not in self.chances]
        if self.asking is None and waiting:
            self._ask(states[0], waiting[0], weighing)
        if latest is None or texts[: latest + 1] in self.spoken or any(p in waiting for p in needed[:judged]):
            return None
        chances = self._before_and_after(states[latest], texts, latest, weighing)
        if chances is None:
            return None
        before, after = (round(chance, PLACES) for chance in chances)  # as shown and marked
        found = mark(before, after)
        if found not in SPEAKS_AT:
            return None
        self.spoken.add(texts[: latest + 1])
        best_text = self.best[texts[:latest]]
        best = states[latest].parse_move(best_text) if best_text else None
        shown = words(states[latest], best) if best is not None else ""
        short = listed(states[latest], best) if best is not None else ""
        return Remark(latest, before, after, found, best, shown, not weighing, short)

    def _before_and_after(
        self, state: GameState, texts: tuple[str, ...], ply: int, weighing: bool
    ) -> tuple[float, float] | None:
        """The mover's chance before the move at `ply`, played in `state` (weighing:
        with the best move), and after it; None where the search failed."""
        if weighing:
            weighed = self.weighed.get(texts[:ply], ())
            if texts[ply] not in dict(weighed):
                return None
            found = weighed_judgement(state, texts[ply], weighed)
            return found.before, found.after
        before, after = self.chances[texts[:ply]], self.chances[texts[: ply + 1]]
        return None if before is None or after is None else (before[state.to_move], after[state.to_move])

    def worker(self) -> Any:
        if self._given is not None:
            return self._given()
        if self._own is None:
            self._own = Worker()
        return self._own

    def close(self) -> None:
        if self._own is not None:
            self._own.close()
            self._own = None

    def _ask(self, start: GameState, position: tuple[str, ...], weighing: bool) -> None:
        seed = f"{self.seed}/{len(position)}"
        level, playouts = (WEIGH, PROMPT_DEALS) if weighing else (JUDGE, self.playouts)
        self.worker().ask(start.game, start.options, list(position), level, seed, playouts=playouts)
        self.asking = position

    def _take_answer(self) -> bool:
        """Keep the worker's answer, if one has come: whether one had."""
        if self.asking is None:
            return False
        answer = self.worker().poll()
        if answer is None:
            return False
        self.chances[self.asking], self.best[self.asking] = answer.chances, answer.move  # None: the search failed
        if answer.error == CANNOT_RUN:
            self.unable = answer.error
        if answer.weighed is not None:
            self.weighed[self.asking] = answer.weighed
        self.asking = None
        return True
