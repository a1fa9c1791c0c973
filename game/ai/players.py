"""Computer players behind one interface: `choose(view, budget) -> move`.

A player is handed the view of the seat to move and nothing else (`decide` is
the one place that builds it); a game of perfect information is its own view.
Every player draws its randomness from its own seeded generator, so with a
budget counted in playouts the same seed repeats the same game. Levels:

- random, greedy: no search (greedy: the best standing after one move: the
  group-size lists, or the face-up cards' score);
- uct: plain UCB1 search with uniform random playouts, kept as a yardstick;
- easy, normal, hard, max: the search with what the game teaches, at growing
  budgets; easy also, now and then, overlooks the moves that stand out in
  plain sight (a cancel, a join), as a beginner does. On Slyde normal, hard and
  max search compiled (`compiled_mcts.py`, some ten times the leaves in a move's
  time), where uct and easy keep the Python search.

Games with hidden information (Slide) are searched from deals drawn consistent
with the view: by information-set MCTS (easy, normal; hard and max at tables of
more than two), or, hard and max between two seats, with every candidate played
on the same deals (`paired.py`). `docs/ai.md` keeps what was measured to choose
these settings.
"""

from __future__ import annotations

import contextlib
import functools
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import TYPE_CHECKING, Any, Protocol, cast

import numpy as np

from ..levels import LEVELS
from ..rules import registry
from ..rules.base import GameState, GroupScores, View, excerpt
from ..rules.groups import group_rewards
from .mcts import ISMCTS, MCTS, Budget
from .paired import PairedSearch

if TYPE_CHECKING:
    from .compiled_mcts import CompiledMCTS

Stop = Callable[[], bool]


class Player(Protocol):
    level: str

    def choose(self, view: View, budget: Budget | None = None, should_stop: Stop | None = None) -> Hashable: ...


def decide(player: Player, state: GameState, budget: Budget | None = None, should_stop: Stop | None = None) -> Hashable:
    """The move `player` chooses for the seat to move in `state`, given only that
    seat's view: the one door through which a computer player sees a game."""
    return player.choose(state.view(state.to_move), budget, should_stop)


def _groups(state: Any) -> GroupScores:
    return cast(GroupScores, state)


def group_prior(state: GameState, moves: list[Hashable]) -> list[float]:
    """Each move scored in [0, 1] by the mover's standing after it: the cascading
    comparison of the two group-size lists, then the mover's own list. The sizes
    come all at once where the game's registry entry offers that."""
    sizes_after = registry.spec(state.game).sizes_after
    if sizes_after is not None:
        first, second = sizes_after(state, moves)
    else:
        first, second = _padded([_groups(state.play_legal(move)).group_sizes() for move in moves])
    mine, theirs = (first, second) if state.to_move == 0 else (second, first)
    sign, place = cascade(mine, theirs)
    standing = sign * (1000 - place)  # winning early in the lists is best, losing early is worst
    # ascending: by standing, then the mover's own list, then the order given
    order = np.lexsort((np.arange(len(moves)), *mine[:, ::-1].T, standing))
    scores = np.empty(len(moves))
    scores[order] = np.arange(len(moves)) / max(1, len(moves) - 1)
    return scores.tolist()


def _padded(sizes: list[tuple[list[int], list[int]]]) -> tuple[np.ndarray, np.ndarray]:
    """Group-size lists of two seats as two arrays, a row each, padded with zeros."""
    width = max((len(seat) for pair in sizes for seat in pair), default=0)
    first, second = (np.zeros((len(sizes), width), np.int64) for _ in range(2))
    for row, (a, b) in enumerate(sizes):
        first[row, : len(a)], second[row, : len(b)] = a, b
    return first, second


def cascade(first: np.ndarray, second: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`groups.compare` of many pairs of group-size lists at once, as rows padded
    with zeros: the sign (1 where the first wins) and the place of each first
    difference (0 for identical lists, whose sign is 0)."""
    difference = first.astype(np.int64) - second
    place = (difference != 0).argmax(axis=1)
    return np.sign(difference[np.arange(len(difference)), place]), place


MARGIN_SHARE = 0.2


def margin_rewards(end: GameState, share: float = MARGIN_SHARE) -> tuple[float, float]:
    """A finished two-seat group game's rewards with a little for the margin:
    (1 - share) for the result, share for how far the first seat's largest group
    outgrows the second's. The margin tells a safe win from a lucky one."""
    first, second = sizes = _groups(end).group_sizes()
    result = group_rewards(sizes)[0]
    margin = ((first[0] if first else 0) - (second[0] if second else 0)) / max(1, sum(first) + sum(second))
    value = float(_blend(result, margin, share))
    return value, 1.0 - value


def _blend(result: Any, margin: Any, share: float) -> Any:
    """The first seat's value from its result (0, 0.5 or 1) and its margin (-1 to
    1), for one end or an array of them."""
    return (1 - share) * result + share * (0.5 + 0.5 * margin)


def score_rewards(end: GameState, share: float = MARGIN_SHARE) -> tuple[float, ...]:
    """A finished scored game's rewards with a little for the margin: (1 - share)
    for the place, share for how far each seat's score is from the worst."""
    outcome = end.outcome()
    assert outcome is not None and outcome.scores
    places = outcome.rewards(len(outcome.scores))
    best, worst = min(outcome.scores), max(outcome.scores)
    spread = max(1, worst - best)
    return tuple(
        (1 - share) * place + share * (worst - score) / spread
        for place, score in zip(places, outcome.scores, strict=True)
    )


POINTS_SHARE, POINTS_SCALE = 0.5, 10.0


def points_rewards(end: GameState, share: float = POINTS_SHARE, scale: float = POINTS_SCALE) -> tuple[float, ...]:
    """A finished scored game's rewards with the margin in points: (1 - share) for
    coming first (seats sharing first place share it; second place earns no more
    than last), share for how far each seat's score ends below the mean of the
    others', on a fixed scale. Between two seats the spread from the worst (see
    `score_rewards`) is all or nothing; points tell a narrow result from a wide one.
    Beyond the scale a margin counts no more: the reward is for coming first, and
    the points count most where the result is close."""
    outcome = end.outcome()
    assert outcome is not None and outcome.scores
    seats, total, first = len(outcome.scores), sum(outcome.scores), outcome.winners
    rewards = []
    for seat, score in enumerate(outcome.scores):
        place = 1 / len(first) if seat in first else 0.0
        ahead = ((total - score) / (seats - 1) - score) / scale
        rewards.append((1 - share) * place + share * (0.5 + 0.5 * max(-1.0, min(1.0, ahead))))
    return tuple(rewards)


class RandomPlayer:
    level = "random"

    def __init__(self, seed: str | int) -> None:
        self.rng = Random(seed)

    def choose(self, view: View, budget: Budget | None = None, should_stop: Stop | None = None) -> Hashable:
        return self.rng.choice(list(view.legal_moves()))


def _group_standing(state: GameState, seat: int) -> tuple[Any, ...]:
    """Its group-size list, then the opponent's reversed."""
    sizes = _groups(state).group_sizes()
    return (sizes[seat], _Reversed(sizes[1 - seat]))


def _score_standing(state: GameState, seat: int) -> tuple[Any, ...]:
    """Its face-up cards' score and count, negated (lowest wins)."""
    score, left = cast(Any, state).tallies()[seat]
    return (-score, -left)


@dataclass(frozen=True)
class Judged:
    """How the computer judges a game, by the standing its registry entry declares:
    the prior on moves, a finished playout's rewards, and (for greedy) where a seat
    stands in plain sight, larger being better."""

    prior: Callable[[GameState, list[Hashable]], list[float]] | None
    rewards: Callable[[GameState], tuple[float, ...]]
    plain: Callable[[GameState, int], tuple[Any, ...]]
    points: Callable[[GameState, int], float] | None = None  # a seat's score, where the game keeps one
    first: Callable[[GameState], tuple[float, ...]] | None = None  # rewards for first place alone, if not `rewards`


def _face_up_points(state: GameState, seat: int) -> float:
    return float(cast(Any, state).tallies()[seat][0])


def _result_rewards(end: GameState) -> tuple[float, ...]:
    return end.rewards()


def _result_standing(state: GameState, seat: int) -> tuple[Any, ...]:
    """Nothing in plain sight but the result: a win once it is there, else even."""
    return (state.rewards()[seat] if state.is_over() else 0.5,)


JUDGED = {
    registry.GROUPS: Judged(group_prior, margin_rewards, _group_standing),
    registry.SCORES: Judged(None, score_rewards, _score_standing, _face_up_points, points_rewards),
    registry.RESULT: Judged(None, _result_rewards, _result_standing),
}


def judged(game: str) -> Judged:
    """How the computer judges `game`, as its registry entry declares."""
    return JUDGED[registry.spec(game).standing]


def standing(state: GameState, seat: int) -> tuple[Any, ...]:
    """How well `seat` stands in `state` by what is in plain sight, larger is better."""
    return judged(state.game).plain(state, seat)


class _Reversed:
    """A list that compares the other way round (the opponent's: smaller is better)."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[int]) -> None:
        self.items = list(items)

    def __lt__(self, other: _Reversed) -> bool:
        return self.items > other.items

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Reversed) and self.items == other.items

    __hash__ = None  # type: ignore[assignment]


def plain_best(
    view: View, rng: Random, moves: Sequence[Hashable] | None = None
) -> tuple[list[Hashable], list[Hashable]]:
    """Of `moves` (all the legal moves unless given), those after which the mover
    stands best in plain sight (see `standing`), and the moves weighed. Face-down
    values drawn at random never count: only what is face up."""
    state = view.sample(rng)
    me = state.to_move
    weighed = list(state.legal_moves() if moves is None else moves)
    best: list[Hashable] = []
    best_key: tuple[Any, ...] | None = None
    for move in weighed:
        key = standing(state.play_legal(move), me)
        if best_key is None or best_key < key:
            best_key, best = key, [move]
        elif key == best_key:
            best.append(move)
    return best, weighed


class GreedyPlayer:
    """The move after which the mover stands best in plain sight (see `standing`):
    with groups, its own group-size list, then the opponent's worst; with cards,
    the lowest score of its face-up cards. Ties broken at random."""

    level = "greedy"

    def __init__(self, seed: str | int) -> None:
        self.rng = Random(seed)

    def choose(self, view: View, budget: Budget | None = None, should_stop: Stop | None = None) -> Hashable:
        return self.rng.choice(plain_best(view, self.rng)[0])


@dataclass(frozen=True)
class SearchLevel:
    name: str
    seconds: float  # per move on the game's default board; scaled by board size
    exploration: float = 0.7
    prior_weight: float = 0.0
    reuse: bool = False
    margin: bool = False  # rewards with the margin (group sizes, or scores), not just the result
    slips: float = 0.0  # how often it overlooks the moves best in plain sight, as a beginner does
    widen_above: int | None = 500  # progressive widening where a position has more moves (SlideCore)
    halving: bool = False  # sequential halving at the root
    guided: bool = False  # playouts by the game's rule of thumb, where it offers one (Slide)
    compiled: bool = False  # the compiled search (`compiled_mcts`), where the game's rules run compiled
    compiled_exploration: float = 0.35  # its UCB constant: with ten times the leaves it explores less (docs/ai.md)
    paired_seats: int = 0  # hidden information: at tables up to this size, PairedSearch, not the tree
    first: bool = False  # plays to come first: second place earns no more than last, where a game has more places


NORMAL = SearchLevel("normal", 1.0, prior_weight=3.0, reuse=True, margin=True, halving=True, guided=True, compiled=True)
HARD = replace(NORMAL, name="hard", seconds=3.0, paired_seats=2, first=True)

SEARCH_LEVELS = {
    level.name: level
    for level in (
        SearchLevel("uct", 1.0, exploration=1.0, widen_above=None),
        SearchLevel("easy", 0.2, prior_weight=0.5, margin=True, slips=0.1, guided=True),
        NORMAL,
        HARD,
        replace(HARD, name="max", seconds=30.0),  # hard with ten times the time, for analysis
    )
}


@functools.cache
def _usual_size(game: str) -> int:
    """The size of a game's usual setting: places on its board, or seats at its table."""
    usual = registry.new_game(game)
    return usual.places if isinstance(usual, GroupScores) else usual.seat_count


def size_factor(view: View) -> float:
    """How much longer than in the game's usual setting (12x12 Slyde, SlideCore's
    91 points, Slide for four) a move deserves here, by the number of places on
    the board or of seats at the table."""
    size = view.places if isinstance(view, GroupScores) else view.seat_count
    return min(1.8, max(0.3, size / _usual_size(view.game)))


def move_seconds(level: str, state: View) -> float:
    """The time a level thinks per move on this board, unless told otherwise
    (nothing for the levels that do not search)."""
    settings = SEARCH_LEVELS.get(level)
    return settings.seconds * size_factor(state) if settings else 0.0


class SearchPlayer:
    """The search levels: MCTS for games of perfect information, information-set
    MCTS for games with hidden information."""

    def __init__(self, level: SearchLevel, seed: str | int) -> None:
        self.level = level.name
        self.settings = level
        self.rng = Random(seed)
        self.search: MCTS | CompiledMCTS | ISMCTS | PairedSearch | None = None
        self.table = ("", 0)  # the game and seats the search is for (a player kept for another gets a new one)

    def search_for(self, game: str, seats: int = 2) -> MCTS | CompiledMCTS | ISMCTS | PairedSearch:
        """The search for `game` at a table of `seats`, judged as the game declares:
        where seats know different things, information-set search or, at tables of up
        to `paired_seats`, every candidate on the same deals (beyond two seats the
        others' answers make one deal's luck differ from move to move: docs/ai.md);
        else MCTS (kept from move to move)."""
        if self.search is not None and self.table == (game, seats):
            return self.search
        level, judging = self.settings, judged(game)
        reward = judging.rewards if level.margin else None
        if level.first and judging.first:
            reward = judging.first
        spec = registry.spec(game)
        if spec.hidden_information and seats <= level.paired_seats:
            self.search = PairedSearch(self.rng, reward, judging.points)
        elif spec.hidden_information:
            self.search = ISMCTS(self.rng, exploration=level.exploration, reward=reward, guided=level.guided)
        elif _by_compiled(level, spec) and (compiled := compiled_search()) is not None:
            self.search = compiled(
                self.rng,
                exploration=level.compiled_exploration,
                prior=judging.prior if level.prior_weight else None,
                prior_weight=level.prior_weight,
                halving=level.halving,
                share=MARGIN_SHARE if level.margin else 0.0,
            )
        else:
            self.search = MCTS(
                self.rng,
                exploration=level.exploration,
                prior=judging.prior if level.prior_weight else None,
                prior_weight=level.prior_weight,
                reuse=level.reuse,
                reward=reward,
                widen_above=level.widen_above,
                halving=level.halving,
            )
        self.table = (game, seats)
        return self.search

    def default_budget(self, view: View) -> Budget:
        return Budget(seconds=move_seconds(self.level, view))

    def choose(self, view: View, budget: Budget | None = None, should_stop: Stop | None = None) -> Hashable:
        budget = budget or self.default_budget(view)
        search = self.search_for(view.game, view.seat_count)
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if self.settings.slips and self.rng.random() < self.settings.slips:
            return self._slip(view, search, budget, should_stop)
        if isinstance(search, ISMCTS | PairedSearch):
            return search.choose(view, budget, should_stop)
        return search.choose(view.sample(self.rng), budget, should_stop)  # perfect information: the state

    def _slip(
        self, view: View, search: MCTS | CompiledMCTS | ISMCTS | PairedSearch, budget: Budget, should_stop: Stop | None
    ) -> Hashable:
        """A beginner's mistake: of the moves the search weighed, those that stand out
        in plain sight (the cancel, the join that grows a group) go unseen, and the
        search's favourite among the rest is played. Where nothing stands out there
        is nothing to miss. Only the search's candidates are weighed in plain sight:
        weighing all of SlideCore's thousands of moves a turn would take longer than
        easy thinks (where the search widens, its candidates are the prior's first)."""
        if isinstance(search, MCTS):
            ranked = [(c.visits, c.move) for c in search.search(view.sample(self.rng), budget, should_stop).children]
        elif isinstance(search, ISMCTS):
            ranked = [(c.visits, c.move) for c in search.search(view, budget, should_stop).children.values()]
        elif isinstance(search, PairedSearch):  # the candidates kept longest by the halving played the most deals
            ranked = [(c.deals, c.move) for c in search.search(view, budget, should_stop)]
        else:
            ranked = search.search(view.sample(self.rng), budget, should_stop)
        if not ranked:
            return self.rng.choice(list(view.legal_moves()))
        ranked.sort(key=lambda c: c[0], reverse=True)
        standing_out, candidates = plain_best(view, self.rng, [move for _, move in ranked])
        if len(standing_out) == len(candidates):
            return candidates[0]
        unseen = set(standing_out)
        return next(move for move in candidates if move not in unseen)


def _by_compiled(level: SearchLevel, spec: registry.GameSpec) -> bool:
    return level.compiled and spec.compiled and not spec.hidden_information


def uses_compiled(game: str, level: str) -> bool:
    """Whether `level` plays `game` by the compiled search, which a process readies
    (compiles, or loads from numba's cache) before its first such move."""
    settings = SEARCH_LEVELS.get(level)
    return settings is not None and _by_compiled(settings, registry.spec(game))


@functools.cache
def compiled_search() -> type[CompiledMCTS] | None:
    """The compiled search, readied (compiled, or loaded from numba's cache); None,
    said once on standard error, where numba cannot be loaded (an install without
    it, or with its compiler broken): the levels then search in Python, as uct does.
    numba comes with it, in the process that searches alone (a third of a second, 70 MB)."""
    try:
        from .compiled_mcts import CompiledMCTS, warm_up

        warm_up()
    except Exception as error:  # ImportError above all; the levels still play, more slowly
        reason = excerpt(str(error).splitlines()[0] if str(error) else type(error).__name__, 120)
        with contextlib.suppress(OSError):  # a note that cannot be written stops no game
            print(f"the compiled search cannot be loaded ({reason}): the computer searches in Python", file=sys.stderr)
        return None
    return CompiledMCTS


def ready(player: Player, game: str, seats: int = 2) -> None:
    """Ready what `player` needs for `game` before its first move is timed: where its
    search is compiled, compiling it or loading it from numba's cache (most of a
    second), which would otherwise come out of that move's time."""
    if isinstance(player, SearchPlayer):
        player.search_for(game, seats)


def check_level(level: str) -> str:
    """The level itself; ValueError listing the levels if there is none."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {excerpt(level)}: choose one of {', '.join(LEVELS)}")
    return level


def make_player(level: str, seed: str | int = 1) -> Player:
    check_level(level)
    if level == "random":
        return RandomPlayer(seed)
    if level == "greedy":
        return GreedyPlayer(seed)
    return SearchPlayer(SEARCH_LEVELS[level], seed)
