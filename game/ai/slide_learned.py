"""A learned judgement of a Slide grid, the player it makes, and rollouts by it (compiled).

Nobody knows a face-down card, and every card dealt is picked out of its grid in time,
so a seat's last grid is the sixteen cards it pushed in: what it steers is where they
lie. The judgement is the final score a grid can expect from here, learned from games
of self-play by temporal differences (TD(0) on the positions after each pick and each
push, as backgammon's and 2048's players learned theirs): the face-up score, plus a
weight for each pattern of four cells (every line of four and every square of four, in
the board's eight symmetries, a table for each shape), plus a weight for each face-up
card that no neighbour cancels, by its value, how many of its value are still unseen,
how many of its neighbours are face down, and how far the game has gone. The player
it makes picks the hole whose grid it judges best and pushes the card and entry whose
grid it judges best (the last push, by the score itself).

`weigh` plays every candidate move of a seat on the same deals, drawn from the seat's
view, each followed by the same rollout in which every seat plays that player: the
search hard and max play at tables of more than two (`docs/ai.md`).
`tools/train-slide-value` learns the weights; `slide_value.npz` holds them.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Hashable
from importlib import resources
from random import Random
from typing import NamedTuple

import numpy as np

from ..rules import slide
from ..rules.base import View
from ..rules.compiled import compiled, warm
from ..rules.slide_kernel import CELLS, CODES, ENTRY_COUNTS, FACE_DOWN, HOLE, NEIGHBOURS, entry_number, push, tally
from .paired import Candidate, PairedSearch

# an outer line, an inner line, a corner square, an edge square, the centre square
SHAPES = ((0, 1, 2, 3), (4, 5, 6, 7), (0, 1, 4, 5), (1, 2, 5, 6), (5, 6, 9, 10))
UNSEEN_STEPS, OPEN_STEPS, STAGES = 8, 5, 5  # a lone card's weight: 0-7+ unseen, 0-4 open sides, 16 face down // 4
LONE_SIZE = 11 * UNSEEN_STEPS * OPEN_STEPS * STAGES
WEIGHTS = "slide_value.npz"


class Model(NamedTuple):
    """The learned weights and where each pattern lies on the grid."""

    patterns: np.ndarray  # (shapes, CODES**4): a weight for every content of every shape
    lone: np.ndarray  # (LONE_SIZE,): a weight for a card no neighbour cancels
    cells: np.ndarray  # (placements, 4): each shape in each symmetry, as cells
    shape: np.ndarray  # (placements,): its shape
    member: np.ndarray  # (16, most): the placements holding each cell, -1 after the last
    weight: np.ndarray  # (16, most): what that cell's code counts in the placement's index


def _symmetries() -> list[list[int]]:
    """The grid's eight symmetries, each as where every cell goes."""
    side = slide.SIDE
    found = []
    for turns in range(4):
        for mirrored in (False, True):
            image = []
            for cell in range(CELLS):
                row, column = divmod(cell, side)
                for _ in range(turns):
                    row, column = column, side - 1 - row
                if mirrored:
                    column = side - 1 - column
                image.append(row * side + column)
            found.append(image)
    return found


def new_model(patterns: np.ndarray | None = None, lone: np.ndarray | None = None) -> Model:
    """A model with these weights (zeros where not given: the face-up score alone)."""
    cells = np.array([[image[c] for c in shape] for shape in SHAPES for image in _symmetries()], np.int64)
    shape = np.repeat(np.arange(len(SHAPES)), len(_symmetries()))
    holding = [[(p, j) for p in range(len(cells)) for j in range(4) if cells[p, j] == cell] for cell in range(CELLS)]
    most = max(len(places) for places in holding)
    member = np.full((CELLS, most), -1, np.int64)
    weight = np.zeros((CELLS, most), np.int64)
    for cell, places in enumerate(holding):
        for k, (p, j) in enumerate(places):
            member[cell, k], weight[cell, k] = p, CODES ** (3 - j)
    if patterns is None:
        patterns = np.zeros((len(SHAPES), CODES**4))
    if lone is None:
        lone = np.zeros(LONE_SIZE)
    return Model(patterns.astype(np.float64), lone.astype(np.float64), cells, shape, member, weight)


@functools.cache
def shipped() -> Model:
    """The weights that travel with the game."""
    with resources.files(__package__).joinpath(WEIGHTS).open("rb") as file, np.load(file) as data:
        return new_model(data["patterns"], data["lone"])


def save(model: Model, path: str) -> None:
    np.savez_compressed(path, patterns=model.patterns.astype(np.float32), lone=model.lone.astype(np.float32))


# -- the judgement ------------------------------------------------------------------


@compiled()
def _lone_index(code: np.ndarray, cell: int, unseen: np.ndarray, stage: int) -> int:
    """The weight of the face-up card on `cell` if no neighbour cancels it, else -1."""
    value = code[cell]
    open_sides = 0
    for k in range(4):
        other = NEIGHBOURS[cell, k]
        if other >= 0:
            if code[other] == value:
                return -1
            if code[other] == FACE_DOWN or code[other] == HOLE:
                open_sides += 1
    scarce = min(int(unseen[value]), UNSEEN_STEPS - 1)
    return int(((value * UNSEEN_STEPS + scarce) * OPEN_STEPS + open_sides) * STAGES + stage)


@compiled()
def _features(model: Model, code: np.ndarray, unseen: np.ndarray, patterns: np.ndarray, lone: np.ndarray) -> int:
    """Each placement's pattern index into `patterns`, each cell's lone-card weight
    into `lone` (-1 for none); returns the face-up score."""
    for p in range(model.cells.shape[0]):
        index = 0
        for j in range(4):
            index = index * CODES + code[model.cells[p, j]]
        patterns[p] = index
    down = 0
    for cell in range(CELLS):
        if code[cell] == FACE_DOWN or code[cell] == HOLE:
            down += 1
    score = 0
    for cell in range(CELLS):
        lone[cell] = -1
        if 1 <= code[cell] <= 10:
            lone[cell] = _lone_index(code, cell, unseen, down // 4)
            if lone[cell] >= 0:
                score += code[cell]
    return score


@compiled()
def value(model: Model, code: np.ndarray, unseen: np.ndarray, patterns: np.ndarray, lone: np.ndarray) -> float:
    """The final score a grid can expect (lower is better): its judgement. `unseen`
    counts the cards of each value nobody has seen; the last two are scratch."""
    total = float(_features(model, code, unseen, patterns, lone))
    for p in range(patterns.shape[0]):
        total += model.patterns[model.shape[p], patterns[p]]
    for cell in range(CELLS):
        if lone[cell] >= 0:
            total += model.lone[lone[cell]]
    return total


@compiled()
def learn(
    model: Model,
    code: np.ndarray,
    unseen: np.ndarray,
    target: float,
    rate: float,
    patterns: np.ndarray,
    lone: np.ndarray,
) -> None:
    """One step of temporal differences: the weights of this grid moved toward `target`."""
    error = target - value(model, code, unseen, patterns, lone)
    for p in range(patterns.shape[0]):
        model.patterns[model.shape[p], patterns[p]] += rate * error
    for cell in range(CELLS):
        if lone[cell] >= 0:
            model.lone[lone[cell]] += rate * error


@compiled()
def _hole_change(model: Model, code: np.ndarray, cell: int) -> float:
    """How the judgement changes when face-down `cell` becomes the hole: only the
    patterns holding it (a hole counts as face down for the lone cards)."""
    change = 0.0
    for k in range(model.member.shape[1]):
        p = model.member[cell, k]
        if p < 0:
            break
        index = 0
        for j in range(4):
            index = index * CODES + code[model.cells[p, j]]
        table = model.patterns[model.shape[p]]
        change += table[index + (HOLE - FACE_DOWN) * model.weight[cell, k]] - table[index]
    return change


@compiled()
def choose_pick(model: Model, code: np.ndarray) -> int:
    """The face-down cell whose hole leaves the grid judged best (ties at random)."""
    best, best_value, ties = -1, np.inf, 0
    for cell in range(CELLS):
        if code[cell] != FACE_DOWN:
            continue
        judged = _hole_change(model, code, cell)
        if judged < best_value - 1e-9:
            best, best_value, ties = cell, judged, 1
        elif judged <= best_value + 1e-9:
            ties += 1
            if np.random.random() * ties < 1:
                best = cell
    return best


@compiled()
def choose_push(
    model: Model,
    code: np.ndarray,
    values: np.ndarray,
    unseen: np.ndarray,
    hole: int,
    middle: np.ndarray,
    taken: np.ndarray,
    last: bool,
    scratch: np.ndarray,
    patterns: np.ndarray,
    lone: np.ndarray,
) -> tuple[int, int]:
    """(the card's place in `middle`, the entry) whose grid is judged best; on the last
    push, whose score is least. Ties at random. `scratch`: two rows of 16."""
    best_card, best_entry, best_value, ties = -1, -1, np.inf, 0
    for k in range(middle.shape[0]):
        if taken[k]:
            continue
        repeated = False
        for earlier in range(k):
            if not taken[earlier] and middle[earlier] == middle[k]:
                repeated = True
        if repeated:
            continue
        for entry in range(ENTRY_COUNTS[hole]):
            scratch[0, :] = code
            scratch[1, :] = values
            push(scratch[0], scratch[1], hole, entry, middle[k])
            judged = float(tally(scratch[0])[0]) if last else value(model, scratch[0], unseen, patterns, lone)
            if judged < best_value - 1e-9:
                best_card, best_entry, best_value, ties = k, entry, judged, 1
            elif judged <= best_value + 1e-9:
                ties += 1
                if np.random.random() * ties < 1:
                    best_card, best_entry = k, entry
    return best_card, best_entry


# -- a table of seats playing it --------------------------------------------------------

PICK, PUSH = 0, 1
FIRST, ROUND, PHASE, STEP = range(4)  # a table's counters


class Table(NamedTuple):
    """A Slide position with every card dealt, as arrays: the seats' grids (their codes
    and their cards), holes, the middle and which of its cards are taken, the cards of
    each value nobody has seen, and the counters (first player, round, phase, step)."""

    code: np.ndarray  # (seats, 16)
    values: np.ndarray  # (seats, 16): every card, face down or up (0 in a hole)
    holes: np.ndarray  # (seats,): each seat's pick or hole, -1 for none
    middle: np.ndarray  # (seats,): the round's revealed cards
    taken: np.ndarray  # (seats,) of bool
    unseen: np.ndarray  # (11,): by value
    counters: np.ndarray  # (4,)


@compiled()
def new_table(seats: int) -> Table:
    return Table(
        np.zeros((seats, CELLS), np.int64),
        np.zeros((seats, CELLS), np.int64),
        np.full(seats, -1, np.int64),
        np.zeros(seats, np.int64),
        np.zeros(seats, np.bool_),
        np.zeros(11, np.int64),
        np.zeros(4, np.int64),
    )


@compiled()
def copy_table(source: Table, into: Table) -> None:
    into.code[:, :] = source.code
    into.values[:, :] = source.values
    into.holes[:] = source.holes
    into.middle[:] = source.middle
    into.taken[:] = source.taken
    into.unseen[:] = source.unseen
    into.counters[:] = source.counters


@compiled()
def _reveal(table: Table) -> None:
    """Every pick turned over together into the middle (in ascending order, as the
    rules keep it), each leaving a hole."""
    for seat in range(table.code.shape[0]):
        hole = table.holes[seat]
        card = table.values[seat, hole]
        place = seat
        while place > 0 and table.middle[place - 1] > card:
            table.middle[place] = table.middle[place - 1]
            place -= 1
        table.middle[place] = card
        table.taken[seat] = False
        table.unseen[card] -= 1
        table.values[seat, hole] = 0
        table.code[seat, hole] = HOLE


@compiled()
def play_on(model: Model, table: Table, rate: float, before: np.ndarray, before_unseen: np.ndarray) -> None:
    """Every seat plays the learned player from the table's position to the end. With a
    `rate`, each seat also learns: its grid after each pick and each push moved toward
    its judgement of the next (the last toward the final score); `before` and
    `before_unseen` keep each seat's last such grid (a negative first code: none yet)."""
    seats = table.code.shape[0]
    scratch = np.zeros((2, CELLS), np.int64)
    patterns = np.zeros(model.cells.shape[0], np.int64)
    lone = np.zeros(CELLS, np.int64)
    first, counters = table.counters[FIRST], table.counters
    while counters[ROUND] < slide.ROUNDS:
        round_ = counters[ROUND]
        if counters[PHASE] == PICK:
            for i in range(counters[STEP], seats):
                seat = (first + round_ + i) % seats
                table.holes[seat] = choose_pick(model, table.code[seat])
            _reveal(table)
            counters[PHASE], counters[STEP] = PUSH, 0
            if rate > 0:
                for seat in range(seats):
                    if before[seat, 0] >= 0:
                        target = value(model, table.code[seat], table.unseen, patterns, lone)
                        learn(model, before[seat], before_unseen[seat], target, rate, patterns, lone)
                    before[seat, :] = table.code[seat]
                    before_unseen[seat, :] = table.unseen
        last = round_ == slide.ROUNDS - 1
        for i in range(counters[STEP], seats):
            seat = (first + round_ + i) % seats
            code, cards, hole = table.code[seat], table.values[seat], table.holes[seat]
            k, entry = choose_push(
                model, code, cards, table.unseen, hole, table.middle, table.taken, last, scratch, patterns, lone
            )
            table.taken[k] = True
            push(code, cards, hole, entry, table.middle[k])
            table.holes[seat] = -1
            if rate > 0:
                target = float(tally(code)[0]) if last else value(model, code, table.unseen, patterns, lone)
                learn(model, before[seat], before_unseen[seat], target, rate, patterns, lone)
                before[seat, :] = code
                before_unseen[seat, :] = table.unseen
        counters[ROUND], counters[PHASE], counters[STEP] = round_ + 1, PICK, 0


@compiled()
def deal(table: Table, deck: np.ndarray, first: int) -> None:
    """A new game on `table`: each seat's 16 cards face down, as `slide.new_game` deals them."""
    seats = table.code.shape[0]
    for seat in range(seats):
        for cell in range(CELLS):
            table.values[seat, cell] = deck[seat * CELLS + cell]
            table.code[seat, cell] = FACE_DOWN
    table.holes[:] = -1
    table.taken[:] = False
    table.unseen[:] = slide.COPIES
    table.unseen[0] = 0
    table.counters[FIRST], table.counters[ROUND], table.counters[PHASE], table.counters[STEP] = first, 0, PICK, 0


@compiled()
def self_play(model: Model, games: int, seats: int, rate: float, seed: int) -> float:
    """`games` games of self-play at a table of `seats`, every seat learning at `rate`;
    the mean final score."""
    np.random.seed(seed)
    deck = np.repeat(np.arange(1, 11), slide.COPIES)
    table = new_table(seats)
    before = np.zeros((seats, CELLS), np.int64)
    before_unseen = np.zeros((seats, 11), np.int64)
    total = 0.0
    for game in range(games):
        np.random.shuffle(deck)
        deal(table, deck, game % seats)
        before[:, 0] = -1
        play_on(model, table, rate, before, before_unseen)
        for seat in range(seats):
            total += tally(table.code[seat])[0]
    return total / (games * seats)


@compiled()
def _results(table: Table, seat: int, share: float, scale: float) -> tuple[float, float, float]:
    """A finished game's (reward, result, score) for `seat`: the reward as
    `players.points_rewards` pays it, the result as `base.ranking_rewards` (by score,
    then cards left)."""
    seats = table.code.shape[0]
    score, left = tally(table.code[seat])
    better = level = total = 0
    for other in range(seats):
        theirs, their_left = tally(table.code[other])
        total += theirs
        if other == seat:
            continue
        if theirs < score or (theirs == score and their_left < left):
            better += 1
        elif theirs == score and their_left == left:
            level += 1
    place = 1.0 / (level + 1) if better == 0 else 0.0
    ahead = min(1.0, max(-1.0, ((total - score) / (seats - 1) - score) / scale))
    result = 1.0 - (better + level / 2) / max(1, seats - 1)
    return (1 - share) * place + share * (0.5 + 0.5 * ahead), result, float(score)


@compiled()
def weigh(
    model: Model,
    view: Table,
    seat: int,
    moves: np.ndarray,
    deals: int,
    seed: int,
    share: float,
    scale: float,
    sums: np.ndarray,
) -> None:
    """Every candidate in `moves` ((cell, -1, -1) a pick, (-1, card, entry) a push) played
    by `seat` on the same `deals` deals drawn from its view, each followed by the same
    rollout; adds each candidate's (reward, result, score) to `sums` (candidates, 3).
    In `view` a face-down card's value is unknown and a pick it has not seen is -2."""
    np.random.seed(seed)
    seats = view.code.shape[0]
    hidden = np.zeros(slide.DECK_SIZE, np.int64)
    count = 0
    for value_ in range(1, 11):
        for _ in range(view.unseen[value_]):
            hidden[count] = value_
            count += 1
    hidden = hidden[:count]
    drawn, table = new_table(seats), new_table(seats)
    before = np.zeros((seats, CELLS), np.int64)
    before_unseen = np.zeros((seats, 11), np.int64)
    for _ in range(deals):
        copy_table(view, drawn)
        np.random.shuffle(hidden)
        k = 0
        for s in range(seats):
            for cell in range(CELLS):
                if view.code[s, cell] == FACE_DOWN:
                    drawn.values[s, cell] = hidden[k]
                    k += 1
            if view.holes[s] == -2:
                drawn.holes[s] = _random_face_down(view.code[s])
        rollout_seed = np.random.randint(1 << 30)
        for m in range(moves.shape[0]):
            np.random.seed(rollout_seed)
            copy_table(drawn, table)
            counters = table.counters
            if moves[m, 0] >= 0:
                table.holes[seat] = moves[m, 0]
            else:
                for place in range(seats):
                    if not table.taken[place] and table.middle[place] == moves[m, 1]:
                        table.taken[place] = True
                        break
                push(table.code[seat], table.values[seat], table.holes[seat], moves[m, 2], moves[m, 1])
                table.holes[seat] = -1
            counters[STEP] += 1
            if counters[PHASE] == PUSH and counters[STEP] == seats:
                counters[ROUND], counters[PHASE], counters[STEP] = counters[ROUND] + 1, PICK, 0
            play_on(model, table, 0.0, before, before_unseen)
            reward, result, score = _results(table, seat, share, scale)
            sums[m, 0] += reward
            sums[m, 1] += result
            sums[m, 2] += score
        np.random.seed(rollout_seed + 1)


@compiled()
def _random_face_down(code: np.ndarray) -> int:
    count = 0
    for cell in range(CELLS):
        if code[cell] == FACE_DOWN:
            count += 1
    k = np.random.randint(count)
    for cell in range(CELLS):
        if code[cell] == FACE_DOWN:
            if k == 0:
                return cell
            k -= 1
    return -1


# -- the search hard and max play at larger tables (plain Python) ------------------------


def table_of(view: slide.SlideView) -> Table:
    """What `view`'s seat knows, as a table: face-down cards 0, the other seats' picks it
    has not seen -2, the cards left in the middle first and the taken ones after them."""
    known = view.known
    table = new_table(known.players)
    for seat in range(known.players):
        for cell in range(CELLS):
            if known.up[seat] >> cell & 1:
                table.code[seat, cell] = table.values[seat, cell] = known.cards[seat][cell]
        pick = known.picked[seat]
        if known.phase == slide.PUSH and pick >= 0:
            table.code[seat, pick], table.holes[seat] = HOLE, pick
        elif pick == -2:
            table.holes[seat] = -2
    table.middle[: len(known.middle)] = known.middle
    table.taken[len(known.middle) :] = True
    for card in view.unseen():
        table.unseen[card] += 1
    table.counters[:] = (known.first, known.round, PICK if known.phase == slide.PICK else PUSH, known.step)
    return table


def move_codes(view: slide.SlideView, moves: list[slide.Move]) -> np.ndarray:
    """`moves` as `weigh` takes them: (cell, -1, -1) for a pick, (-1, card, entry) for a push."""
    hole = view.known.picked[view.seat]
    return np.array(
        [(m.cell, -1, -1) if isinstance(m, slide.Flip) else (-1, m.value, entry_number(hole, m)) for m in moves],
        np.int64,
    ).reshape(len(moves), 3)


class LearnedPairedSearch(PairedSearch):
    """`PairedSearch` whose deals and playouts run compiled, every seat played by the
    learned player, and whose reward is `players.points_rewards`' (`share`, `scale`)."""

    def __init__(self, rng: Random, model: Model, share: float, scale: float, halving: bool = True) -> None:
        super().__init__(rng, halving=halving)
        self.model, self.share, self.scale = model, share, scale
        self._asked: tuple[slide.SlideView, Table, dict[Hashable, int], np.ndarray] | None = None

    def _deal(self, view: View, alive: list[Candidate], tag: object, done: int, count: int) -> None:
        assert isinstance(view, slide.SlideView)
        if self._asked is None or self._asked[0] is not view:
            moves = view.legal_moves()
            self._asked = (view, table_of(view), {move: row for row, move in enumerate(moves)}, move_codes(view, moves))
        _, table, rows, codes = self._asked
        chosen = codes[[rows[candidate.move] for candidate in alive]]
        sums = np.zeros((len(alive), 3))
        for number in range(done, done + count):
            seed = zlib.crc32(f"{tag}/{number}".encode())
            weigh(self.model, table, view.seat, chosen, 1, seed, self.share, self.scale, sums)
        for candidate, (reward, result, score) in zip(alive, sums, strict=True):
            candidate.deals += count
            candidate.reward += reward
            candidate.won += result
            candidate.points += score


@functools.cache
def warm_up() -> None:
    """Compile the rollouts, or load them from numba's cache, before a first move waits
    for them; once a process."""
    warm(_weigh_once)


def _weigh_once() -> None:
    view = slide.new_game(2).view(0)
    weigh(new_model(), table_of(view), 0, move_codes(view, view.legal_moves()[:1]), 1, 0, 0.5, 10.0, np.zeros((1, 3)))
