"""A Slide grid packed into one whole number, four bits a cell, for playouts.

Cell c's card is bits 4c to 4c+3 (0: no card), and a grid's face-up cells are a
mask with all four bits set at each. The cancel rule and the score of the
face-up cards then take a few operations on whole numbers instead of a loop
over the grid's 24 pairs of neighbours, and a push is a masked shift.
"""

from __future__ import annotations

from collections.abc import Sequence

SIDE, CELLS = 4, 16
NIBBLE = 0xF
LOW_BITS = int("1" * CELLS, 16)  # bit 0 of every cell
BYTES = 0x0F0F0F0F0F0F0F0F  # the even cells, or the odd ones shifted down
ADD_BYTES = 0x0101010101010101
# bit 0 of the cells with a neighbour to the right, and of those with one below
RIGHT = sum(1 << 4 * c for c in range(CELLS) if c % SIDE < SIDE - 1)
BELOW = sum(1 << 4 * c for c in range(CELLS - SIDE))


_DIGITS = "0123456789abcdef"
_VALUES = {digit: value for value, digit in enumerate(_DIGITS)}


def pack(values: Sequence[int]) -> int:
    """A grid's 16 values (each 0 to 15) as one number: as the hexadecimal digits
    of the cells, the last cell first."""
    return int("".join([_DIGITS[value] for value in reversed(values)]), 16)


def unpack(packed: int) -> tuple[int, ...]:
    return tuple([_VALUES[digit] for digit in reversed(f"{packed:016x}")])


def spread(cells: int) -> int:
    """A bitmask of cells as a mask of whole cells (four bits set at each)."""
    cells = (cells | cells << 24) & 0x000000FF000000FF
    cells = (cells | cells << 12) & 0x000F000F000F000F
    cells = (cells | cells << 6) & 0x0303030303030303
    return ((cells | cells << 3) & LOW_BITS) * NIBBLE


def gather(mask: int) -> int:
    """A mask of whole cells as a bitmask of cells (`spread` undone)."""
    mask &= LOW_BITS
    mask = (mask | mask >> 3) & 0x0303030303030303
    mask = (mask | mask >> 6) & 0x000F000F000F000F
    mask = (mask | mask >> 12) & 0x000000FF000000FF
    return (mask | mask >> 24) & 0xFFFF


# by the bits of a byte: the clear ones, as cells of the grid's first half or its second
_CLEAR = [[tuple(cell + half for cell in range(8) if not bits >> cell & 1) for bits in range(256)] for half in (0, 8)]


def face_down(up: int) -> tuple[int, ...]:
    """The cells not in a mask of whole cells, in order."""
    cells = gather(up)
    return _CLEAR[0][cells & 0xFF] + _CLEAR[1][cells >> 8]


def score(face_up: int) -> int:
    """The sum of the cards that no equal orthogonal neighbour cancels, in a packed
    grid holding only the cards that count (0 elsewhere). Bit 0 of a cell, after
    or-ing its four bits down into it, says whether the cell is not 0."""
    present = face_up | face_up >> 1
    present = (present | present >> 2) & LOW_BITS
    differs = face_up ^ face_up >> 4  # each cell against its right neighbour
    differs |= differs >> 1
    same = ~(differs | differs >> 2) & RIGHT & present
    gone = same | same << 4
    differs = face_up ^ face_up >> 16  # and against the one below
    differs |= differs >> 1
    same = ~(differs | differs >> 2) & BELOW & present
    gone |= same | same << 16
    kept = face_up & ~(gone * NIBBLE)
    pairs_summed = (kept & BYTES) + (kept >> 4 & BYTES)  # at most 20 a byte
    return (pairs_summed * ADD_BYTES) >> 56 & 0xFF


class Path:
    """A push's path (the hole first, the entry last) as masks: every card after
    the hole moves one cell toward it, and the new card lands on the entry."""

    __slots__ = ("keep", "moving", "shift", "entry")

    def __init__(self, cells: Sequence[int]) -> None:
        self.keep = ~sum(NIBBLE << 4 * cell for cell in cells)
        self.moving = sum(NIBBLE << 4 * cell for cell in cells[1:])
        self.shift = 4 * (cells[1] - cells[0])  # how far a card moves down the bits
        self.entry = 4 * cells[-1]

    def shifted(self, packed: int) -> int:
        """`packed` with the path's cards moved toward the hole, the entry left empty."""
        moving = packed & self.moving
        moved = moving >> self.shift if self.shift > 0 else moving << -self.shift
        return packed & self.keep | moved

    def face_up(self, up: int) -> int:
        """The face-up mask after a push: the path's faces moved, the new card's up."""
        return self.shifted(up) | NIBBLE << self.entry

    def push(self, cards: int, up: int, value: int) -> tuple[int, int]:
        """(cards, face-up mask) after pushing a face-up `value` in."""
        return self.shifted(cards) | value << self.entry, self.face_up(up)
