"""Slide, the card game: 2-6 seats, 4x4 grids of cards, push a card in, equal
neighbours cancel, lowest score wins (RULINGS.md section 3).

A grid is 16 card values in reading order (a1 b1 c1 d1 a2 ... d4: columns a-d
left to right, rows 1-4 top to bottom) with a bitmask of the face-up cells; a
hole is the value 0. A round is a pick phase (each seat, in order from the
round's first player, picks one of its face-down cards; the picks stay hidden
until all have picked, then flip over together into the middle, each leaving a
hole) and a push phase (each seat, in the same order, takes a card from the
middle and pushes it into the hole's row or column).

Nobody knows a face-down card, its owner included, so a seat's view holds no
face-down value; it also hides which cards the other seats have picked in the
current pick phase. `SlideView.sample` draws a full state consistent with a view.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from random import Random
from typing import Any, NamedTuple

from . import slide_packed as packed
from .base import (
    IllegalMoveError,
    MalformedMoveError,
    Outcome,
    bounded,
    counted,
    excerpt,
    listed,
    rank_by,
    ranking_rewards,
)

MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 4
VALUES = range(1, 11)
COPIES = 10  # cards of each value
DECK_SIZE = len(VALUES) * COPIES
SIDE = 4
CELLS = SIDE * SIDE
ROUNDS = CELLS
ALL_CELLS = (1 << CELLS) - 1
COLUMNS = "abcd"
PICK, PUSH = "pick", "push"
ROW, COLUMN = 0, 1
NEAR_END = ("left", "top")  # by axis: where a push enters at the row's or column's start
FAR_END = ("right", "bottom")

_CELL_RE = re.compile(r"([a-d])([1-4])")
_TAKE_RE = re.compile(r"take\s+(\d{1,3})\s+(?:row([1-4])\s+(left|right)|col([a-d])\s+(top|bottom))")


def cell_name(cell: int) -> str:
    return f"{COLUMNS[cell % SIDE]}{cell // SIDE + 1}"


def parse_cell(text: str) -> int:
    match = _CELL_RE.fullmatch(text.strip().lower())
    if not match:
        raise MalformedMoveError(text, f"{text.strip()!r} is not a place in the grid: expected a1 to d4")
    return COLUMNS.index(match.group(1)) + SIDE * (int(match.group(2)) - 1)


class Flip(NamedTuple):
    """A pick: turn over the face-down card on `cell` (0-15, reading order)."""

    cell: int

    def __str__(self) -> str:
        return f"flip {cell_name(self.cell)}"


class Take(NamedTuple):
    """A push: take a card of `value` from the middle and push it into row or
    column `line` (0-3) of the mover's grid, entering at the near end (left or
    top) or the far end (right or bottom)."""

    value: int
    axis: int  # ROW or COLUMN
    line: int
    far: bool

    def __str__(self) -> str:
        if self.axis == ROW:
            return f"take {self.value} row{self.line + 1} {FAR_END[0] if self.far else NEAR_END[0]}"
        return f"take {self.value} col{COLUMNS[self.line]} {FAR_END[1] if self.far else NEAR_END[1]}"

    @property
    def entry(self) -> int:
        """The cell the card enters."""
        end = SIDE - 1 if self.far else 0
        return self.line * SIDE + end if self.axis == ROW else end * SIDE + self.line


Move = Flip | Take


def parse(text: str) -> Move:
    """The move written `text`, checked for form only (not legality)."""
    words = bounded(text).strip().lower()
    if words.startswith("flip"):
        rest = words[4:].strip()
        if not rest:
            raise MalformedMoveError(text, "flip which card? for example 'flip b3'")
        try:
            return Flip(parse_cell(rest))
        except MalformedMoveError as error:
            raise MalformedMoveError(text, error.reason) from None
    match = _TAKE_RE.fullmatch(words)
    if not match:
        raise MalformedMoveError(
            text, "expected a pick like 'flip b3' or a push like 'take 7 row2 left' or 'take 7 colb top'"
        )
    value = int(match.group(1))
    if value not in VALUES:
        raise MalformedMoveError(text, f"no card has the value {value}: cards are 1 to 10")
    if match.group(2):
        return Take(value, ROW, int(match.group(2)) - 1, match.group(3) == "right")
    return Take(value, COLUMN, COLUMNS.index(match.group(4)), match.group(5) == "bottom")


def entries(hole: int) -> list[tuple[int, int, bool]]:
    """The (axis, line, far) entries of a grid with a hole on `hole`: both ends of
    its row and of its column, except an end that is the hole itself."""
    row, column = divmod(hole, SIDE)
    found = []
    if column != 0:
        found.append((ROW, row, False))
    if column != SIDE - 1:
        found.append((ROW, row, True))
    if row != 0:
        found.append((COLUMN, column, False))
    if row != SIDE - 1:
        found.append((COLUMN, column, True))
    return found


_ENTRIES = [entries(hole) for hole in range(CELLS)]


def push_path(hole: int, axis: int, far: bool) -> list[int]:
    """The cells from the hole to the entry end: each takes the card of the next."""
    row, column = divmod(hole, SIDE)
    if axis == ROW:
        ends = range(column + 1, SIDE) if far else range(column - 1, -1, -1)
        return [hole] + [row * SIDE + c for c in ends]
    ends = range(row + 1, SIDE) if far else range(row - 1, -1, -1)
    return [hole] + [r * SIDE + column for r in ends]


_PATHS = {
    (hole, axis, far): packed.Path(push_path(hole, axis, far))
    for hole in range(CELLS)
    for axis, _, far in _ENTRIES[hole]
}
_PATHS_FROM = [[_PATHS[hole, axis, far] for axis, _, far in _ENTRIES[hole]] for hole in range(CELLS)]  # by hole


def push(cards: Sequence[int], up: int, hole: int, value: int, axis: int, far: bool) -> tuple[tuple[int, ...], int]:
    """A grid after pushing a face-up `value` in at an end of the hole's row or
    column: the cards between that end and the hole move one step toward the
    hole, keeping their faces. (cards, up). The rules and the playouts push
    alike, by `slide_packed.Path`."""
    grid, face_up = _PATHS[hole, axis, far].push(packed.pack(cards), packed.spread(up), value)
    return packed.unpack(grid), packed.gather(face_up)


_NEIGHBOURS = [
    [n for n in (c - SIDE, c + SIDE) if 0 <= n < CELLS] + [c + d for d in (-1, 1) if 0 <= c % SIDE + d < SIDE]
    for c in range(CELLS)
]


_PAIRS = [(a, b) for a in range(CELLS) for b in _NEIGHBOURS[a] if a < b]


def _best_push(cards: int, up: int, hole: int, middle: list[int], rand: Callable[[], float]) -> tuple[int, int, int]:
    """(value, cards, face-up mask) after the push that leaves the face-up cards of
    a packed grid scoring least; ties broken by `rand`."""
    best: list[tuple[int, int, int]] = []
    best_score = 1 << 30
    shifted = [(path.entry, path.shifted(cards), path.face_up(up)) for path in _PATHS_FROM[hole]]
    for value in set(middle):
        for entry, moved, face_up in shifted:
            grid = moved | value << entry
            score = packed.score(grid & face_up)
            if score < best_score:
                best_score, best = score, [(value, grid, face_up)]
            elif score == best_score:
                best.append((value, grid, face_up))
    return best[int(rand() * len(best))]


def cancelled(cards: Sequence[int], up: int = ALL_CELLS) -> int:
    """The cells (a bitmask) among `up` whose card has an orthogonal neighbour among
    `up` of the same value: the cancel rule, written once (a 0 is no card)."""
    gone = 0
    for a, b in _PAIRS:
        if cards[a] and cards[a] == cards[b] and up >> a & 1 and up >> b & 1:
            gone |= 1 << a | 1 << b
    return gone


def tally(cards: Sequence[int], known: int = ALL_CELLS) -> tuple[int, int]:
    """(score, cards left) of a grid if it ended now, counting only the cells of
    `known`: the sum and count of the cards not cancelled by an equal neighbour."""
    shown = [value if known >> cell & 1 else 0 for cell, value in enumerate(cards)]
    gone = cancelled(shown)
    kept = [value for cell, value in enumerate(shown) if value and not gone >> cell & 1]
    return sum(kept), len(kept)


def check_options(players: Any = DEFAULT_PLAYERS, first: Any = 0, seed: Any = None, deck: Any = None) -> dict[str, Any]:
    """Validated options with the deal settled: `deck`, the 100 values in dealing
    order, given or shuffled from `seed` (0 when neither is given). ValueError
    names the problem."""
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}, not {excerpt(players)}")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
        raise ValueError(f"first must be a seat from 0 to {players - 1}, not {excerpt(first)}")
    if deck is not None and seed is not None:
        raise ValueError("give the deal as a deck or a seed, not both")
    if deck is None:
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ValueError(f"seed must be a whole number, not {excerpt(seed)}")
        deck = shuffled_deck(seed or 0)
    else:
        deck = check_deck(deck)
    return {"players": players, "first": first, "deck": list(deck)}


def shuffled_deck(seed: int) -> tuple[int, ...]:
    """The 100 cards in an order drawn from `seed`."""
    cards = [value for value in VALUES for _ in range(COPIES)]
    Random(seed).shuffle(cards)
    return tuple(cards)


def check_deck(deck: Any) -> tuple[int, ...]:
    """`deck` as a tuple, if it is the 100 cards (ten of each value) in some order."""
    if not isinstance(deck, list | tuple) or len(deck) != DECK_SIZE:
        raise ValueError(f"deck must list all {DECK_SIZE} cards in dealing order")
    if any(isinstance(v, bool) or not isinstance(v, int) for v in deck):
        raise ValueError("deck must list card values, whole numbers from 1 to 10")
    counts = Counter(deck)
    strays = sorted(set(counts) - set(VALUES))
    if strays:
        raise ValueError(f"deck holds a card of value {strays[0]}: cards are 1 to 10")
    for value in VALUES:
        if counts[value] != COPIES:
            raise ValueError(f"deck must hold ten cards of each value 1 to 10, and it holds {counts[value]} of {value}")
    return tuple(deck)


def title(players: int, first: int, deck: Sequence[int]) -> str:
    return f"Slide, {players} players"


def seat_name(seat: int) -> str:
    return f"seat {seat}"


def seat_names(seats: Sequence[int]) -> str:
    """Seats in words: "seat 0 and seat 2", "seat 0, seat 2 and seat 3"."""
    return listed([seat_name(seat) for seat in seats])


def new_game(players: int = DEFAULT_PLAYERS, first: int = 0, seed: int | None = None, deck: Any = None) -> SlideState:
    """The deal: each seat's 16 cards face down, seat 0 the first 16 of the deck."""
    options = check_options(players, first, seed, deck)
    cards = tuple(options["deck"])
    grids = tuple(tuple(cards[seat * CELLS : (seat + 1) * CELLS]) for seat in range(options["players"]))
    n = options["players"]
    return SlideState(n, options["first"], cards, grids, (0,) * n, 0, PICK, 0, (-1,) * n, ())


class SlideState:
    """One Slide position, everything known. Immutable: `play` returns a new state.

    `picked` holds, per seat, the cell of its pick (pick phase) or of its hole
    (push phase, until it pushes), else -1; `middle` the revealed cards still to
    take, sorted; `step` how many seats have acted in this phase.
    """

    __slots__ = ("players", "first", "deck", "cards", "up", "round", "phase", "step", "picked", "middle")
    game = "slide"

    def __init__(
        self,
        players: int,
        first: int,
        deck: tuple[int, ...],
        cards: tuple[tuple[int, ...], ...],
        up: tuple[int, ...],
        round_: int,
        phase: str,
        step: int,
        picked: tuple[int, ...],
        middle: tuple[int, ...],
    ) -> None:
        self.players = players
        self.first = first
        self.deck = deck  # the deal (empty for a state drawn from a view)
        self.cards = cards
        self.up = up
        self.round = round_
        self.phase = phase
        self.step = step
        self.picked = picked
        self.middle = middle

    # -- the protocol -------------------------------------------------------

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(seat_name(seat) for seat in range(self.players))

    @property
    def seat_titles(self) -> tuple[str, ...]:
        return tuple(seat_name(seat).capitalize() for seat in range(self.players))

    @property
    def seat_count(self) -> int:
        return self.players

    @property
    def options(self) -> dict[str, Any]:
        return {"players": self.players, "first": self.first, "deck": list(self.deck)}

    @property
    def leader_seat(self) -> int:
        """The seat holding the first-player token this round."""
        return (self.first + self.round) % self.players

    @property
    def to_move(self) -> int:
        return (self.first + self.round + self.step) % self.players

    @property
    def ply(self) -> int:
        return self.round * 2 * self.players + (self.players if self.phase == PUSH else 0) + self.step

    def is_over(self) -> bool:
        return self.round >= ROUNDS

    def legal_moves(self) -> list[Move]:
        """Picks: the mover's face-down cells in reading order. Pushes: each value in
        the middle (ascending), each entry of the hole's row, then of its column."""
        if self.round >= ROUNDS:
            return []
        seat = self.to_move
        if self.phase == PICK:
            down = ALL_CELLS & ~self.up[seat]
            return [Flip(cell) for cell in range(CELLS) if down >> cell & 1]
        hole = self.picked[seat]
        return [Take(value, *entry) for value in sorted(set(self.middle)) for entry in _ENTRIES[hole]]

    def why_illegal(self, move: Move) -> str | None:
        """Why `move` may not be played here, in the rules' words; None when it is legal."""
        if self.is_over():
            return "the game is over"
        seat = self.to_move
        if isinstance(move, Flip):
            if self.phase == PUSH:
                return "every card has been picked: take a card from the middle"
            if self.up[seat] >> move.cell & 1:
                return f"{cell_name(move.cell)} is already face up"
            return None
        if self.phase == PICK:
            return "pick a face-down card of your grid first"
        if move.value not in self.middle:
            return f"no {move.value} in the middle"
        hole = self.picked[seat]
        row, column = divmod(hole, SIDE)
        if move.axis == ROW and move.line != row:
            return f"row {move.line + 1} does not hold the hole"
        if move.axis == COLUMN and move.line != column:
            return f"column {COLUMNS[move.line]} does not hold the hole"
        if move.entry == hole:
            return "a card cannot go straight into the hole"
        return None

    @property
    def rounds(self) -> int:
        return ROUNDS

    def reveals(self, move: Move) -> bool:
        """The round's last pick turns every pick face up."""
        return isinstance(move, Flip) and self.phase == PICK and self.step == self.players - 1

    def secret(self, move: Move) -> str | None:
        """A pick stays hidden from the other seats until the round's last pick."""
        return "picked a card" if isinstance(move, Flip) else None

    def play(self, move: Move) -> SlideState:
        """The position after `move`; IllegalMoveError (nothing changes) if it is not legal."""
        if not isinstance(move, Flip | Take):
            raise IllegalMoveError(str(move), "not a Slide move")
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(str(move), reason)
        return self.play_legal(move)

    def play_legal(self, move: Move) -> SlideState:
        """The position after a move taken from `legal_moves()`: no checks (for search)."""
        seat, n = self.to_move, self.players
        picked = list(self.picked)
        if isinstance(move, Flip):
            picked[seat] = move.cell
            if self.step + 1 < n:
                return self._with(picked=tuple(picked), step=self.step + 1)
            return self._revealed(tuple(picked))
        middle = list(self.middle)
        middle.remove(move.value)
        cards, up = list(self.cards), list(self.up)
        cards[seat], up[seat] = push(cards[seat], up[seat], picked[seat], move.value, move.axis, move.far)
        picked[seat] = -1
        if self.step + 1 < n:
            return self._with(
                cards=tuple(cards), up=tuple(up), picked=tuple(picked), middle=tuple(middle), step=self.step + 1
            )
        return SlideState(n, self.first, self.deck, tuple(cards), tuple(up), self.round + 1, PICK, 0, (-1,) * n, ())

    def _revealed(self, picked: tuple[int, ...]) -> SlideState:
        """Every pick turned over together: the cards go to the middle, holes stay."""
        cards, middle = [], []
        for grid, cell in zip(self.cards, picked, strict=True):
            middle.append(grid[cell])
            cards.append(grid[:cell] + (0,) + grid[cell + 1 :])
        up = tuple(u & ~(1 << cell) for u, cell in zip(self.up, picked, strict=True))
        return SlideState(
            self.players, self.first, self.deck, tuple(cards), up, self.round, PUSH, 0, picked, tuple(sorted(middle))
        )

    def _with(self, **changes: Any) -> SlideState:
        fields = {name: getattr(self, name) for name in self.__slots__}
        fields.update(changes)
        return SlideState(
            fields["players"],
            fields["first"],
            fields["deck"],
            fields["cards"],
            fields["up"],
            fields["round"],
            fields["phase"],
            fields["step"],
            fields["picked"],
            fields["middle"],
        )

    def parse_move(self, text: str) -> Move:
        """The legal move written `text`; MalformedMoveError or IllegalMoveError says why not."""
        move = parse(text)
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(text.strip(), reason)
        return move

    def format_move(self, move: Move) -> str:
        return str(move)

    # -- scores and the result ----------------------------------------------

    def tallies(self) -> list[tuple[int, int]]:
        """Each seat's (score, cards left) counting its face-up cards only, as if
        the game ended now: what every seat can see."""
        return [tally(grid, up) for grid, up in zip(self.cards, self.up, strict=True)]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        tallies = self.tallies()
        ranking = rank_by(tallies)
        scores = tuple(score for score, _ in tallies)
        remaining = tuple(left for _, left in tallies)
        best = ranking[0]
        names = seat_names(best)
        score, left = tallies[best[0]]
        if len(ranking) == 1:
            reason = f"all seats tie with {counted(score, 'point')} and {counted(left, 'card')}: they share the victory"
        else:
            verb = "win" if len(best) > 1 else "wins"
            reason = f"{names.capitalize()} {verb} with {counted(score, 'point')} ({counted(left, 'card')} left)"
            runners, runner = ranking[1], tallies[ranking[1][0]]
            if runner[0] == score:
                have = "has" if len(runners) == 1 else "have"
                reason += f"; {seat_names(runners)} {have} {counted(runner[0], 'point')} too, but "
                reason += f"{counted(runner[1], 'card')} left"
        return Outcome(ranking, reason, scores, remaining)

    def rewards(self) -> tuple[float, ...]:
        return ranking_rewards(rank_by(self.tallies()), self.players)

    # -- hidden information ---------------------------------------------------

    def view(self, seat: int) -> SlideView:
        """All that `seat` knows: face-up cards, the middle, where the holes are,
        its own pick, and who has picked; no face-down value, no other pick."""
        cards = tuple(
            tuple(v if up >> c & 1 else 0 for c, v in enumerate(g)) for g, up in zip(self.cards, self.up, strict=True)
        )
        picked = self.picked
        if self.phase == PICK:
            picked = tuple(cell if s == seat or cell < 0 else -2 for s, cell in enumerate(picked))
        return SlideView(seat, self._with(deck=(), cards=cards, picked=picked))

    def sample(self, rng: Random) -> SlideState:
        """A full state is its own only consistent draw."""
        return self

    # -- the fast path for search ---------------------------------------------

    def playout(self, rng: Random) -> SlideState:
        """Uniformly random legal moves until the game ends; the final state."""
        return self._play_out(rng, guided=False)

    def guided_playout(self, rng: Random) -> SlideState:
        """To the end with random picks and, for every push, the card and entry
        that leave the pusher's face-up cards scoring least (ties at random), as
        the greedy player would: a likelier future than random pushes, for search."""
        return self._play_out(rng, guided=True)

    def _play_out(self, rng: Random, guided: bool) -> SlideState:
        """The playouts' loop, on packed grids (see `slide_packed`)."""
        n = self.players
        cards = [packed.pack(grid) for grid in self.cards]
        up = [packed.spread(mask) for mask in self.up]
        picked = list(self.picked)
        middle = list(self.middle)
        rand = rng.random
        round_, phase, step = self.round, self.phase, self.step
        first = self.first
        while round_ < ROUNDS:
            if phase == PICK:
                for i in range(step, n):
                    seat = (first + round_ + i) % n
                    down = packed.face_down(up[seat])
                    picked[seat] = down[int(rand() * len(down))]
                middle = []
                for seat in range(n):
                    place = 4 * picked[seat]
                    middle.append(cards[seat] >> place & packed.NIBBLE)
                    cards[seat] &= ~(packed.NIBBLE << place)
                    up[seat] &= ~(packed.NIBBLE << place)
                phase, step = PUSH, 0
            for i in range(step, n):
                seat = (first + round_ + i) % n
                hole = picked[seat]
                if guided:
                    value, cards[seat], up[seat] = _best_push(cards[seat], up[seat], hole, middle, rand)
                    middle.remove(value)
                else:
                    value = middle.pop(int(rand() * len(middle)))
                    options = _PATHS_FROM[hole]
                    path = options[int(rand() * len(options))]
                    cards[seat], up[seat] = path.push(cards[seat], up[seat], value)
            round_, phase, step = round_ + 1, PICK, 0
            picked = [-1] * n
            middle = []
        grids = tuple(packed.unpack(grid) for grid in cards)
        masks = tuple(packed.gather(mask) for mask in up)
        return SlideState(n, first, self.deck, grids, masks, round_, PICK, 0, tuple(picked), ())

    # -- for people -------------------------------------------------------------

    def diagram(self) -> str:
        return _diagram(self, show_hidden=True)

    def key(self) -> tuple[Any, ...]:
        return (self.cards, self.up, self.round, self.phase, self.step, self.picked, self.middle)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, SlideState)
            and self.players == other.players
            and self.first == other.first
            and self.key() == other.key()
        )

    def __hash__(self) -> int:
        return hash((self.players, self.first, self.key()))

    def __repr__(self) -> str:
        where = f"round {self.round + 1}, {self.phase}"
        return f"<SlideState {self.players} players, {where}, {seat_name(self.to_move)} to act>"


class SlideView:
    """What one seat knows of a Slide position (see `SlideState.view`): face-down
    cards are 0, and another seat's pick in this phase is -2 (made, not shown)."""

    __slots__ = ("seat", "known")
    game = "slide"

    def __init__(self, seat: int, known: SlideState) -> None:
        self.seat = seat
        self.known = known

    @property
    def to_move(self) -> int:
        return self.known.to_move

    @property
    def ply(self) -> int:
        return self.known.ply

    @property
    def seat_count(self) -> int:
        return self.known.players

    def legal_moves(self) -> list[Move]:
        return self.known.legal_moves()

    def is_over(self) -> bool:
        return self.known.is_over()

    def parse_move(self, text: str) -> Move:
        return self.known.parse_move(text)

    def format_move(self, move: Move) -> str:
        return str(move)

    def unseen(self) -> list[int]:
        """The values of the cards this seat has not seen (face down, or never dealt)."""
        counts = Counter({value: COPIES for value in VALUES})
        for grid in self.known.cards:
            counts.subtract(v for v in grid if v)
        counts.subtract(self.known.middle)
        return sorted(counts.elements())

    def sample(self, rng: Random) -> SlideState:
        """A full state consistent with this view: the unseen cards shuffled onto
        every face-down cell, and each hidden pick drawn from its seat's face-down cells."""
        known = self.known
        pool = self.unseen()
        rng.shuffle(pool)
        cards: list[tuple[int, ...]] = []
        for grid in known.cards:
            filled = list(grid)
            for cell, value in enumerate(grid):
                if not value and not _is_hole(known, len(cards), cell):
                    filled[cell] = pool.pop()
            cards.append(tuple(filled))
        picked = list(known.picked)
        for seat, cell in enumerate(picked):
            if cell == -2:
                down = [c for c in range(CELLS) if not known.up[seat] >> c & 1]
                picked[seat] = rng.choice(down)
        return known._with(cards=tuple(cards), picked=tuple(picked))

    def diagram(self) -> str:
        return _diagram(self.known, show_hidden=False)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlideView) and self.seat == other.seat and self.known == other.known

    def __hash__(self) -> int:
        return hash((self.seat, self.known))

    def __repr__(self) -> str:
        return f"<SlideView of seat {self.seat}: {self.known!r}>"


def _is_hole(state: SlideState, seat: int, cell: int) -> bool:
    return state.phase == PUSH and state.picked[seat] == cell


def _diagram(state: SlideState, show_hidden: bool) -> str:
    """Every grid side by side: face-up values, face-down as '#' (or '#v' with the
    value when `show_hidden`), holes as '.', a pick marked '*'; then the middle."""
    lines = []
    width = 4 if show_hidden else 3
    heads = []
    for seat in range(state.players):
        token = " (token)" if seat == state.leader_seat else ""
        heads.append(f"{seat_name(seat)}{token}".ljust(width * SIDE + 3))
    lines.append("   " + "".join(heads))
    for row in range(SIDE):
        parts = []
        for seat, grid in enumerate(state.cards):
            marks = []
            for column in range(SIDE):
                cell = row * SIDE + column
                value = grid[cell]
                if _is_hole(state, seat, cell):
                    mark = "."
                elif state.up[seat] >> cell & 1:
                    mark = str(value)
                else:
                    mark = f"#{value}" if show_hidden else "#"
                if state.phase == PICK and state.picked[seat] == cell:
                    mark += "*"
                marks.append(mark.rjust(width))
            parts.append("".join(marks) + "   ")
        lines.append(f"{row + 1}  " + "".join(parts))
    lines.append("   " + "".join(("".join(c.rjust(width) for c in COLUMNS) + "   ") for _ in range(state.players)))
    if state.is_over():
        status = "game over"
    else:
        status = f"round {state.round + 1} of {ROUNDS}, {state.phase}: {seat_name(state.to_move)} to act"
    middle = " ".join(map(str, state.middle)) or "empty"
    scores = ", ".join(f"{seat_name(s)} {score}" for s, (score, _) in enumerate(state.tallies()))
    down = "#v face down (v its value)" if show_hidden else "# face down"
    lines.append(f"{status}; middle {middle}; face-up scores {scores}; {down}, . the hole, * a pick")
    return "\n".join(lines)


# -- tournaments ----------------------------------------------------------------

TOURNAMENT_TARGET = 100


class Tournament(NamedTuple):
    """Games of Slide until a running total reaches the target; the first player
    moves one seat on each game, and the lowest total wins (equal totals share)."""

    players: int
    first: int  # the first player of the first game
    scores: tuple[tuple[int, ...], ...] = ()  # each finished game's scores
    target: int = TOURNAMENT_TARGET

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(game[seat] for game in self.scores) for seat in range(self.players))

    def is_over(self) -> bool:
        return any(total >= self.target for total in self.totals)

    def next_first(self) -> int:
        """The first player of the next game."""
        return (self.first + len(self.scores)) % self.players

    def add(self, outcome: Outcome) -> Tournament:
        """The tournament after a game with this outcome."""
        return self.add_scores(outcome.scores)

    def add_scores(self, scores: Sequence[int]) -> Tournament:
        """The tournament after a game with these scores."""
        return self._replace(scores=(*self.scores, tuple(scores)))

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        totals = self.totals
        ranking = rank_by(totals)
        names = seat_names(ranking[0])
        verb = "win" if len(ranking[0]) > 1 else "wins"
        best = totals[ranking[0][0]]
        played = counted(len(self.scores), "game")
        reason = f"{names.capitalize()} {verb} the tournament with {counted(best, 'point')} after {played}"
        return Outcome(ranking, reason, totals)
