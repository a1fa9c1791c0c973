"""Slyde, both editions: Mindsports rules (pawns that swap, anti-mirror rule)
and the tile edition (tiles that slide, discs; no anti-mirror rule).

One engine serves both: the tile edition is the same game seen differently
(RULINGS.md section 1). A position is two int bitboards, `white` and `fixed`,
on a layout with one guard bit after each row (stride n + 1), so shifts never
wrap between rows. A swap is an adjacent pair of mobile pieces of different
colours; the pair's colours flip and the cell that held the opponent's piece
becomes fixed. Symmetry needs a mirror-invariant fixed set, tracked
incrementally, so the colour check runs only in the rare candidate positions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from random import Random
from typing import Any, NamedTuple

from .base import IllegalMoveError, MalformedMoveError, Outcome, PerfectInformation, bounded, excerpt
from .groups import compare, describe, group_masks, group_outcome, group_rewards, group_sizes

RULESETS = ("mindsports", "tile")
MIN_SIZE, MAX_SIZE = 4, 16
DEFAULT_SIZE = {"mindsports": 12, "tile": 8}
WHITE, BLACK = 0, 1
SEATS = ("white", "black")
FILES = "abcdefghijklmnop"

_CELL_RE = re.compile(r"([a-z])(\d{1,2})")
_MOVE_RE = re.compile(r"([a-z]\d{1,2})-([a-z]\d{1,2})|\*([a-z]\d{1,2})")


class Cell(NamedTuple):
    """A cell by zero-based file (left to right) and rank (bottom to top)."""

    file: int
    rank: int

    def __str__(self) -> str:
        return f"{FILES[self.file] if self.file < len(FILES) else '?'}{self.rank + 1}"

    @classmethod
    def parse(cls, text: str) -> Cell:
        match = _CELL_RE.fullmatch(text.strip().lower())
        if not match or match.group(1) not in FILES or int(match.group(2)) < 1:
            raise MalformedMoveError(text, f"{text.strip()!r} is not a cell: expected a file a-p and a rank, like 'f3'")
        return cls(FILES.index(match.group(1)), int(match.group(2)) - 1)


def is_toggle_text(text: str) -> bool:
    """Whether a move written `text` is the anti-mirror toggle (`*f9`)."""
    return text.startswith("*")


def counted_move(options: dict[str, Any]) -> tuple[str, Callable[[str], bool]] | None:
    """The move a report counts games with: the anti-mirror toggle, which the tile edition has not."""
    return None if options.get("rules") == "tile" else ("an anti-mirror toggle", is_toggle_text)


class SlydeMove(NamedTuple):
    """A swap `src-dst` (the mover's piece goes from src to dst) or, with no
    src, the anti-mirror toggle `*dst`."""

    src: Cell | None
    dst: Cell

    def __str__(self) -> str:
        return f"*{self.dst}" if self.src is None else f"{self.src}-{self.dst}"

    def __repr__(self) -> str:
        return f"SlydeMove.parse({str(self)!r})"

    @property
    def is_toggle(self) -> bool:
        return self.src is None

    @classmethod
    def parse(cls, text: str) -> SlydeMove:
        """The move written `text`, checked for form only (not legality)."""
        match = _MOVE_RE.fullmatch(bounded(text).strip().lower())
        if not match:
            raise MalformedMoveError(text, "expected a swap like 'f3-f4' or a toggle like '*f9'")
        try:
            if match.group(3):
                return cls(None, Cell.parse(match.group(3)))
            return cls(Cell.parse(match.group(1)), Cell.parse(match.group(2)))
        except MalformedMoveError as error:
            raise MalformedMoveError(text, error.reason) from None


class Board:
    """The fixed facts of one size and ruleset: layout, masks, mirror tables."""

    def __init__(self, size: int, rules: str) -> None:
        self.size = n = size
        self.rules = rules
        self.stride = stride = n + 1
        self.has_toggle = rules == "mindsports" and n % 2 == 0
        self.steps = (1, stride)
        self.row_mask = (1 << n) - 1
        self.cells: list[Cell | None] = [None] * (stride * n)
        self.cell_bits: list[int] = []  # bit index of each cell, ascending
        self.mirror_v = [0] * (stride * n)  # bit -> the mirror cell's bit (files reversed)
        self.mirror_h = [0] * (stride * n)  # bit -> the mirror cell's bit (ranks reversed)
        full = start_white = 0
        for rank in range(n):
            for file in range(n):
                bit = self.bit(file, rank)
                self.cells[bit] = Cell(file, rank)
                self.cell_bits.append(bit)
                self.mirror_v[bit] = 1 << self.bit(n - 1 - file, rank)
                self.mirror_h[bit] = 1 << self.bit(file, n - 1 - rank)
                full |= 1 << bit
                if (file + rank) % 2:
                    start_white |= 1 << bit
        self.full = full
        self.start_white = start_white
        # every swap as a move, by (origin bit, target bit): listing moves looks them up
        self.swaps = {
            (src, dst): SlydeMove(self.cells[src], self.cell(dst))
            for src in self.cell_bits
            for step in self.steps
            for dst in (src + step, src - step)
            if 0 <= dst < len(self.cells) and self.cells[dst] is not None
        }

    def cell(self, bit: int) -> Cell:
        """The cell at a bit that is on the board."""
        cell = self.cells[bit]
        assert cell is not None
        return cell

    def bit(self, file: int, rank: int) -> int:
        return rank * self.stride + file

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell.file < self.size and 0 <= cell.rank < self.size

    def mirrored_v(self, mask: int) -> int:
        """`mask` reflected across the vertical midline (files reversed)."""
        n, stride, row_mask = self.size, self.stride, self.row_mask
        out = 0
        for rank in range(n):
            row = (mask >> (rank * stride)) & row_mask
            out |= int(f"{row:0{n}b}"[::-1], 2) << (rank * stride)
        return out

    def mirrored_h(self, mask: int) -> int:
        """`mask` reflected across the horizontal midline (ranks reversed)."""
        n, stride, row_mask = self.size, self.stride, self.row_mask
        out = 0
        for rank in range(n):
            out |= ((mask >> (rank * stride)) & row_mask) << ((n - 1 - rank) * stride)
        return out

    def is_symmetric(self, white: int, fixed: int, fixed_v: int, fixed_h: int) -> bool:
        """Does a mirror map every piece onto one of the other colour, same state?"""
        if not self.has_toggle:
            return False
        black = self.full ^ white
        return (fixed == fixed_v and self.mirrored_v(white) == black) or (
            fixed == fixed_h and self.mirrored_h(white) == black
        )


_LOW_MASKS = [(1 << width) - 1 for width in range(MAX_SIZE * (MAX_SIZE + 1) + 1)]


def nth_bit(mask: int, index: int) -> int:
    """The `index`-th lowest set bit of `mask` (from 0), as a one-bit int.

    Halves the mask by popcount until it is short, then steps bit by bit:
    about twice as fast as stepping through a whole board's worth of bits.
    """
    shift = 0
    width = mask.bit_length()
    while width > 24:
        half = width >> 1
        low = mask & _LOW_MASKS[half]
        count = low.bit_count()
        if index < count:
            mask, width = low, half
        else:
            index -= count
            mask >>= half
            shift += half
            width -= half
    for _ in range(index):
        mask &= mask - 1
    return (mask & -mask) << shift


@cache
def board(size: int, rules: str) -> Board:
    return Board(size, rules)


def check_options(size: Any = None, rules: Any = "mindsports") -> dict[str, Any]:
    """Validated options with defaults filled in; ValueError names the problem."""
    if rules not in RULESETS:
        raise ValueError(f"unknown rules {excerpt(rules)}: choose one of {', '.join(RULESETS)}")
    if size is None:
        size = DEFAULT_SIZE[rules]
    if isinstance(size, bool) or not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"board size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, not {excerpt(size)}")
    return {"size": size, "rules": rules}


def title(size: int, rules: str) -> str:
    """The game with its options, as a person reads them: "Slyde 12x12, Mindsports rules"."""
    edition = "tile edition" if rules == "tile" else "Mindsports rules"
    return f"Slyde {size}x{size}, {edition}"


def short_title(size: int, rules: str) -> str:
    """The title where room is short: "Slyde 12x12", and the tile edition, a game of its
    own in the menu, "Slyde 12x12 tiles"."""
    return f"Slyde {size}x{size}" + (" tiles" if rules == "tile" else "")


def new_game(size: int | None = None, rules: str = "mindsports") -> SlydeState:
    """The starting position: the chessboard pattern, every piece mobile, White to move."""
    options = check_options(size, rules)
    b = board(options["size"], options["rules"])
    return SlydeState(b, b.start_white, 0, WHITE, 0, 0, 0)


class SlydeState(PerfectInformation):
    """One Slyde position. Immutable: `play` returns a new state."""

    __slots__ = ("board", "white", "fixed", "to_move", "ply", "fixed_v", "fixed_h", "_moves")
    game = "slyde"
    seats = SEATS
    seat_count = 2

    def __init__(self, b: Board, white: int, fixed: int, to_move: int, ply: int, fixed_v: int, fixed_h: int) -> None:
        self.board = b
        self.white = white
        self.fixed = fixed
        self.to_move = to_move
        self.ply = ply
        self.fixed_v = fixed_v  # the fixed set mirrored; equal to `fixed` when it is invariant
        self.fixed_h = fixed_h
        self._moves: list[SlydeMove] | None = None

    @classmethod
    def position(
        cls,
        size: int,
        rules: str,
        white: Iterable[Cell],
        fixed: Iterable[Cell] = (),
        to_move: int = WHITE,
        ply: int = 1,
    ) -> SlydeState:
        """Any position, for tests and diagrams: the white cells, the fixed cells."""
        options = check_options(size, rules)
        b = board(options["size"], options["rules"])
        white_mask = fixed_mask = fixed_v = fixed_h = 0
        for cell in white:
            white_mask |= 1 << b.bit(*cell)
        for cell in fixed:
            bit = b.bit(*cell)
            fixed_mask |= 1 << bit
            fixed_v |= b.mirror_v[bit]
            fixed_h |= b.mirror_h[bit]
        return cls(b, white_mask, fixed_mask, to_move, ply, fixed_v, fixed_h)

    # -- the protocol -------------------------------------------------------

    @property
    def options(self) -> dict[str, Any]:
        return {"size": self.board.size, "rules": self.board.rules}

    def is_symmetric(self) -> bool:
        return self.board.is_symmetric(self.white, self.fixed, self.fixed_v, self.fixed_h)

    def can_toggle(self) -> bool:
        """May the player to move use the anti-mirror toggle?"""
        return self.ply > 0 and self.is_symmetric()

    def why_no_toggle(self) -> str | None:
        """Why the player to move may not use the anti-mirror toggle, in words; None when they may."""
        if self.board.rules == "tile":
            return "the tile edition has none"
        if self.ply == 0:
            return "not on the first move"
        if not self.is_symmetric():
            return "a board of odd size is never symmetric" if self.board.size % 2 else "the position is not symmetric"
        return None

    def legal_moves(self) -> list[SlydeMove]:
        """Swaps (horizontal pairs, then vertical, by cell), then any toggles.

        The fast `playout` draws from this same order, so both agree.
        """
        if self._moves is None:
            b = self.board
            swaps = b.swaps
            white, mover_white = self.white, self.to_move == WHITE
            moves = []
            for pairs, step in self._pair_masks():
                while pairs:
                    low = pairs & -pairs
                    hi = low.bit_length() - 1
                    lo = hi - step
                    # the mover's piece is the one of the mover's colour
                    if bool(white & low) == mover_white:
                        moves.append(swaps[hi, lo])
                    else:
                        moves.append(swaps[lo, hi])
                    pairs ^= low
            if self.can_toggle():
                moves.extend(SlydeMove(None, b.cell(bit)) for bit in b.cell_bits)
            self._moves = moves
        return list(self._moves)

    def _pair_masks(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """Adjacent mobile pairs of different colours, marked on their upper bit."""
        mobile = self.board.full ^ self.fixed
        white, stride = self.white, self.board.stride
        horizontal = mobile & (mobile << 1) & (white ^ (white << 1))
        vertical = mobile & (mobile << stride) & (white ^ (white << stride))
        return (horizontal, 1), (vertical, stride)

    def has_moves(self) -> bool:
        return any(pairs for pairs, _ in self._pair_masks()) or self.can_toggle()

    def is_over(self) -> bool:
        return not self.has_moves()

    def play(self, move: SlydeMove) -> SlydeState:
        """The position after `move`; IllegalMoveError (nothing changes) if it is not legal."""
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(str(move), reason)
        return self.play_legal(move)

    def play_legal(self, move: SlydeMove) -> SlydeState:
        """The position after a move taken from `legal_moves()`: no checks (for search)."""
        b = self.board
        dst = b.bit(*move.dst)
        if move.src is None:
            fixed = self.fixed ^ (1 << dst)
            fixed_v = self.fixed_v ^ b.mirror_v[dst]
            fixed_h = self.fixed_h ^ b.mirror_h[dst]
            white = self.white
        else:
            fixed = self.fixed | (1 << dst)
            fixed_v = self.fixed_v | b.mirror_v[dst]
            fixed_h = self.fixed_h | b.mirror_h[dst]
            white = self.white ^ (1 << dst) ^ (1 << b.bit(*move.src))
        return SlydeState(b, white, fixed, self.to_move ^ 1, self.ply + 1, fixed_v, fixed_h)

    def why_illegal(self, move: SlydeMove) -> str | None:
        """Why `move` may not be played here, in the edition's words; None when it is legal."""
        b = self.board
        for cell in (move.src, move.dst):
            if cell is not None and not b.on_board(cell):
                return f"{cell} is off the {b.size}x{b.size} board"
        if move.src is None:
            refused = self.why_no_toggle()
            return None if refused is None else f"no toggle: {refused}"
        if self.is_over():
            return "the game is over"
        src, dst = b.bit(*move.src), b.bit(*move.dst)
        if self._colour(src) != self.to_move:
            return f"{move.src} is not {self._piece_of(self.to_move)}"
        if self.fixed >> src & 1:
            return self.fixed_words(move.src)
        if abs(move.src.file - move.dst.file) + abs(move.src.rank - move.dst.rank) != 1:
            return f"{move.dst} is not next to {move.src}"
        if self._colour(dst) == self.to_move:
            return f"{move.dst} is {self._piece_of(self.to_move)} too"
        if self.fixed >> dst & 1:
            return self.fixed_words(move.dst)
        return None

    def _piece_of(self, seat: int) -> str:
        """A seat's piece as its edition names it: "White's pawn", "a tile", "an empty space"."""
        if self.board.rules == "tile":
            return "an empty space" if seat == WHITE else "a tile"
        return f"{'White' if seat == WHITE else 'Black'}'s pawn"

    def fixed_words(self, cell: Cell) -> str:
        """That a fixed piece never moves again, in the edition's words."""
        mark = "has a disc" if self.board.rules == "tile" else "is fixed"
        return f"{cell} {mark}: it never moves again"

    def _colour(self, bit: int) -> int:
        return WHITE if self.white >> bit & 1 else BLACK

    def parse_move(self, text: str) -> SlydeMove:
        """The legal move written `text`; MalformedMoveError or IllegalMoveError says why not."""
        move = SlydeMove.parse(text)
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMoveError(text.strip(), reason)
        return move

    def format_move(self, move: SlydeMove) -> str:
        return str(move)

    # -- scores and the result ----------------------------------------------

    def group_sizes(self) -> tuple[list[int], list[int]]:
        """Each colour's group sizes, largest first: (white, black)."""
        b = self.board
        return group_sizes(self.white, b.steps), group_sizes(b.full ^ self.white, b.steps)

    def groups(self, seat: int) -> list[int]:
        """The bitboards of one colour's groups, largest first (for drawing)."""
        b = self.board
        return group_masks(self.white if seat == WHITE else b.full ^ self.white, b.steps)

    @property
    def seat_titles(self) -> tuple[str, ...]:
        """White's pieces are the empty spaces of the tile edition, Black's its tiles."""
        return ("Spaces", "Tiles") if self.board.rules == "tile" else ("White", "Black")

    @property
    def places(self) -> int:
        return self.board.size**2

    def leader(self) -> tuple[int, int]:
        """Who leads by the cascading comparison now: (sign for White, deciding place)."""
        white, black = self.group_sizes()
        return compare(white, black)

    def outcome(self) -> Outcome | None:
        return group_outcome(self.group_sizes(), self.seat_titles) if self.is_over() else None

    def rewards(self) -> tuple[float, float]:
        """(White, Black) rewards of a finished game: 1 win, 0.5 draw, 0 loss."""
        return group_rewards(self.group_sizes())

    # -- the fast path for search ---------------------------------------------

    def playout(self, rng: Random) -> SlydeState:
        """Uniformly random legal moves until the game ends; the final state.

        Draws each move as `legal_moves()[int(rng.random() * count)]` would, but
        from the pair masks, without building any move list.
        """
        b = self.board
        full, stride, mirror_v, mirror_h = b.full, b.stride, b.mirror_v, b.mirror_h
        cell_bits, n_cells, toggles = b.cell_bits, len(b.cell_bits), b.has_toggle
        white, fixed, fixed_v, fixed_h = self.white, self.fixed, self.fixed_v, self.fixed_h
        to_move, ply = self.to_move, self.ply
        rand = rng.random
        while True:
            mobile = full ^ fixed
            horizontal = mobile & (mobile << 1) & (white ^ (white << 1))
            vertical = mobile & (mobile << stride) & (white ^ (white << stride))
            n_h = horizontal.bit_count()
            total = n_h + vertical.bit_count()
            if toggles and ply and (fixed in (fixed_v, fixed_h)) and b.is_symmetric(white, fixed, fixed_v, fixed_h):
                choice = int(rand() * (total + n_cells))
                if choice >= total:
                    bit = cell_bits[choice - total]
                    fixed ^= 1 << bit
                    fixed_v ^= mirror_v[bit]
                    fixed_h ^= mirror_h[bit]
                    to_move ^= 1
                    ply += 1
                    continue
            elif total:
                choice = int(rand() * total)
            else:
                break
            if choice < n_h:
                pairs, step = horizontal, 1
            else:
                pairs, step, choice = vertical, stride, choice - n_h
            hi = nth_bit(pairs, choice)
            lo = hi >> step
            # the opponent's piece is the one not of the mover's colour
            dst = (lo if white & hi else hi) if to_move == WHITE else (hi if white & hi else lo)
            white ^= hi | lo
            fixed |= dst
            bit = dst.bit_length() - 1
            fixed_v |= mirror_v[bit]
            fixed_h |= mirror_h[bit]
            to_move ^= 1
            ply += 1
        return SlydeState(b, white, fixed, to_move, ply, fixed_v, fixed_h)

    # -- for people -------------------------------------------------------------

    def piece(self, cell: Cell) -> tuple[int, bool]:
        """(colour, is_fixed) of the piece on `cell`."""
        bit = self.board.bit(*cell)
        return self._colour(bit), bool(self.fixed >> bit & 1)

    def diagram(self) -> str:
        """A text board: o/x mobile white/black (the tile edition's spaces/tiles), O/X fixed
        (with a disc); rank 1 at the bottom; the seats named as the edition names them."""
        b = self.board
        lines = []
        for rank in reversed(range(b.size)):
            row = []
            for file in range(b.size):
                colour, fixed = self.piece(Cell(file, rank))
                mark = "o" if colour == WHITE else "x"
                row.append(mark.upper() if fixed else mark)
            lines.append(f"{rank + 1:>2} {' '.join(row)}")
        lines.append("   " + " ".join(FILES[: b.size]))
        white, black = self.group_sizes()
        first, second = self.seat_titles
        status = "game over" if self.is_over() else f"{self.seat_titles[self.to_move]} to move"
        lines.append(
            f"{status}; ply {self.ply}; {first.lower()} (o) {describe(white)}; {second.lower()} (x) {describe(black)};"
            " capitals fixed"
        )
        if not self.is_over() and self.can_toggle():
            lines.append("symmetric: the player to move may toggle a piece")
        return "\n".join(lines)

    def key(self) -> tuple[int, int, int]:
        """What makes the position: colours, fixed pieces and the player to move."""
        return (self.white, self.fixed, self.to_move)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, SlydeState)
            and self.board is other.board
            and self.key() == other.key()
            and self.ply == other.ply
        )

    def __hash__(self) -> int:
        return hash((self.board.size, self.board.rules, self.key(), self.ply))

    def __repr__(self) -> str:
        return f"<SlydeState {self.board.rules} {self.board.size}x{self.board.size} ply {self.ply}>"
