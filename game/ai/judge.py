"""The computer's judgement of positions and moves, for reviewing a game.

A position's judgement is each seat's chance to win as the search sees it: the
share of its playouts won, with a fixed budget of
playouts and a seed, so that the figures repeat. A move's judgement compares
the mover's chance before and after it: a drop of `INACCURACY`, `MISTAKE` or
`BLUNDER` or more marks it. Two-seat games of perfect information (Slyde,
SlideCore); the same search gives hints.

Practice positions and Slide's coach ask more: how each candidate move compares
with the others (`weigh_moves`). Where seats know different things (Slide), that is judged from the
mover's seat alone: every playout re-deals what the mover cannot know. So there a
move is judged against the others the mover could have made, each weighed from
the mover's seat (`weighed_judgement`): no position is judged as a whole, since
no seat sees it whole.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from ..rules import registry
from ..rules.base import GameState, View
from .mcts import MCTS, Budget, Node
from .paired import PairedSearch
from .players import SEARCH_LEVELS, judged

INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30  # a fall in the mover's chance to win
JUDGE_PLAYOUTS = 2000  # per position, by default
WEIGHED = 4  # the candidate moves weighed one by one: the search's likeliest
WEIGH_DEALS = 300  # hidden information: the deals each move is played on, by default
PROMPT_DEALS = WEIGH_DEALS // 2  # in each of a weighing's two passes where a person waits (the coach, a hint)
MARKS = ("inaccuracy", "mistake", "blunder")
PLACES = 2  # a chance is kept, shown and marked to the hundredth: a whole percent
Mapper = Callable[[Callable[[Any], Any], Sequence[Any]], Iterator[Any]]  # `map`, or the judging processes' `imap`


@dataclass(frozen=True)
class Judgement:
    """Each seat's chance to win (a draw counts half), and the search's preferred move."""

    chances: tuple[float, ...]
    best: Hashable | None


@dataclass(frozen=True)
class MoveJudgement:
    """A move seen by the search: the mover's chance before and after it, its mark
    (None, or one of MARKS), and the move the search preferred."""

    move: str
    before: float
    after: float
    mark: str | None
    best: str | None

    def annotation(self) -> dict[str, Any]:
        """The judgement as a record keeps it beside the move (design.md's annotations)."""
        return {"before": self.before, "after": self.after, "mark": self.mark, "best": self.best}


def judge_move(
    state: GameState, move: str, before: Sequence[float], after: Sequence[float], best: Hashable | None
) -> MoveJudgement:
    """`move`, played in `state`, judged by each seat's chances before and after it;
    `best` is the move the search preferred in `state`."""
    mover = state.to_move
    return MoveJudgement(
        move,
        round(before[mover], PLACES),
        round(after[mover], PLACES),
        mark(before[mover], after[mover]),
        None if best is None else state.format_move(best),
    )


def judge(
    state: GameState,
    playouts: int = JUDGE_PLAYOUTS,
    seed: str | int = 1,
    should_stop: Callable[[], bool] | None = None,
) -> Judgement:
    """The chances of each seat in `state` (the final result, once the game is over)."""
    if state.is_over():
        return Judgement(state.rewards(), None)
    root = _search(state, seed).search(state, Budget(playouts=playouts), should_stop)
    return _judgement(state, root)


def _search(state: GameState, seed: str | int) -> MCTS:
    level = SEARCH_LEVELS["normal"]
    return MCTS(
        Random(seed),
        exploration=level.exploration,
        prior=judged(state.game).prior,
        prior_weight=level.prior_weight,
        widen_above=level.widen_above,
    )  # no reward given: playouts score the result alone, so the share won is a chance


def _judgement(state: GameState, root: Node) -> Judgement:
    if not root.children:
        return Judgement(tuple(0.5 for _ in range(state.seat_count)), None)
    best = max(root.children, key=lambda child: (child.visits, child.total))
    mover = state.to_move
    # the mover's share of all the playouts won: the search spends them on its likeliest moves, and
    # unlike the best move's own share it is not lifted by picking the luckiest of many small samples
    won = sum(child.total for child in root.children) / sum(child.visits for child in root.children)
    chance = round(won, PLACES)  # as it is shown and marked
    chances = [(1.0 - chance) / max(1, state.seat_count - 1)] * state.seat_count
    chances[mover] = chance
    return Judgement(tuple(chances), best.move)


def mark(before: float, after: float) -> str | None:
    """The mark of a move after which the mover's chance fell from `before` to
    `after`, each taken to the hundredth as it is shown: a fall that reads as ten
    points is marked and one that reads as nine is not, whatever lay beyond."""
    drop = round(before, PLACES) - round(after, PLACES)
    found = None
    for threshold, name in zip((INACCURACY, MISTAKE, BLUNDER), MARKS, strict=True):
        if round(drop, PLACES + 1) >= threshold:
            found = name
    return found


def weighed_judgement(state: GameState, move: str, weighed: Sequence[tuple[str, float]]) -> MoveJudgement:
    """`move`, played in `state`, judged against every move the mover could have made,
    each weighed from the mover's seat (`weigh_moves`'s figures, best first, as text):
    the chance before it is the best move's, after it its own."""
    best, before = weighed[0]
    after = dict(weighed)[move]
    return MoveJudgement(move, round(before, PLACES), round(after, PLACES), mark(before, after), best)


def playouts_for(game: str) -> int:
    """The review's budget for a game: playouts a position, or (where seats know
    different things) deals a candidate move."""
    return WEIGH_DEALS if registry.spec(game).hidden_information else JUDGE_PLAYOUTS


def review(
    states: Sequence[GameState],
    moves: Sequence[str],
    playouts: int | None = None,
    seed: str | int = 1,
    mapper: Mapper = map,
) -> Iterator[MoveJudgement]:
    """Each move of a game judged, in order, as soon as it is: a MoveJudgement per move.
    `playouts`: `playouts_for` the game unless given; each position gets its own seed,
    `seed/<ply>`, so the positions may be judged in any order, or at once: `mapper`
    (like `map`, one argument, results in order) may spread them over processes."""
    playouts = playouts or playouts_for(states[0].game)
    if registry.spec(states[0].game).hidden_information:
        asked = [(state, playouts, f"{seed}/{ply}") for ply, state in enumerate(states[: len(moves)])]
        for state, move, weighed in zip(states, moves, mapper(_weighed, asked), strict=False):
            yield weighed_judgement(state, move, weighed)
        return
    asked = [(state, playouts, f"{seed}/{ply}") for ply, state in enumerate(states[: len(moves) + 1])]
    judged = iter(mapper(_judged, asked))
    before = next(judged)
    for state, move, after in zip(states, moves, judged, strict=False):
        yield judge_move(state, move, before.chances, after.chances, before.best)
        before = after


def _judged(asked: tuple[GameState, int, str]) -> Judgement:
    """One position of a review judged (a function of one argument, for the judging processes)."""
    return judge(*asked)


def _weighed(asked: tuple[GameState, int, str]) -> tuple[tuple[str, float], ...]:
    """One position of a review weighed from its mover's seat, best first, as text."""
    state = asked[0]
    return weighed_texts(state, weigh_moves(*asked))


@dataclass(frozen=True)
class MoveValue:
    """A candidate move weighed: the mover's chance to come first after it (a first
    place shared by k counts 1/k, a draw of two half) and, where the game keeps a
    score, the mover's expected final score."""

    move: Hashable
    chance: float
    points: float | None = None


def weigh_moves(
    state: GameState, playouts: int = JUDGE_PLAYOUTS, seed: str | int = 1, should_stop: Callable[[], bool] | None = None
) -> list[MoveValue]:
    """The mover's candidate moves in `state`, best first, each weighed at `playouts`.
    Perfect information: the search's `WEIGHED` likeliest moves, each position after
    them judged. Hidden information: every legal move, over the same `playouts` deals
    drawn from the mover's view (what the mover cannot know re-dealt each time).
    `should_stop`: asked between deals or positions; a stopped weighing is empty."""
    if registry.spec(state.game).hidden_information:
        return _sampled(state.view(state.to_move), playouts, seed, should_stop)
    root = _search(state, seed).search(state, Budget(playouts=playouts), should_stop)
    likeliest = sorted(root.children, key=lambda child: (child.visits, child.total), reverse=True)[:WEIGHED]
    mover = state.to_move
    weighed = []
    for index, child in enumerate(likeliest):
        if should_stop is not None and should_stop():
            return []
        after = judge(child.state, playouts, f"{seed}/{index}", should_stop)  # the search played the move
        weighed.append(MoveValue(child.move, after.chances[mover]))
    return sorted(weighed, key=lambda value: value.chance, reverse=True)


def weighed_texts(state: GameState, values: Sequence[MoveValue]) -> tuple[tuple[str, float], ...]:
    """Weighed moves as text with the mover's chance, best first: as the worker sends them."""
    return tuple((state.format_move(value.move), value.chance) for value in values)


def _sampled(
    view: View, playouts: int, seed: str | int, should_stop: Callable[[], bool] | None = None
) -> list[MoveValue]:
    """Each legal move played on the same deals and finished by the same guided
    playouts, so that the moves differ only by what they do: ranked on one set of
    deals, and their figures measured on another, so that the best is not lifted by
    the luck that made it best (among many near-equal moves, as Slide's picks, that
    luck alone set it above the rest: `docs/review.md`). Best first, as ranked."""
    ranked = _paired(view, playouts, seed, should_stop)
    measured = _paired(view, playouts, f"{seed}/measured", should_stop)
    if not ranked or not measured:
        return []
    figures = {value.move: value for value in measured}
    return [figures[value.move] for value in ranked]


def _paired(view: View, deals: int, seed: str | int, should_stop: Callable[[], bool] | None) -> list[MoveValue]:
    """Every legal move weighed on the same `deals` deals, best first (empty if stopped)."""
    points = judged(view.game).points
    search = PairedSearch(Random(seed), points=points, halving=False)
    candidates = search.search(view, Budget(playouts=deals), should_stop, tag=seed)
    if search.stopped:
        return []
    weighed = [MoveValue(c.move, c.won / c.deals, c.points / c.deals if points else None) for c in candidates]
    return sorted(weighed, key=lambda value: (value.chance, -(value.points or 0.0)), reverse=True)
