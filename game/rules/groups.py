"""Group-size lists and their cascading comparison, shared by the group games.

Boards are Python ints used as bitboards laid out with a guard bit at the end
of every row, so shifting a set never wraps from one row into the next; a
board's neighbours are then the cells at the given bit `steps` up and down.
"""

from __future__ import annotations

from collections.abc import Sequence

from .base import Outcome


def group_sizes(mask: int, steps: tuple[int, ...]) -> list[int]:
    """The sizes of the connected groups of `mask`, largest first.

    `steps` are the bit distances to a cell's neighbours (each used both ways);
    `mask` must be clear on the guard bits.
    """
    sizes = []
    if len(steps) == 2:
        a, b = steps
        while mask:
            group = mask & -mask
            frontier = group
            while frontier:
                grown = ((frontier << a) | (frontier >> a) | (frontier << b) | (frontier >> b)) & mask
                frontier = grown & ~group
                group |= grown
            sizes.append(group.bit_count())
            mask ^= group
    else:
        while mask:
            group = mask & -mask
            frontier = group
            while frontier:
                grown = 0
                for step in steps:
                    grown |= (frontier << step) | (frontier >> step)
                grown &= mask
                frontier = grown & ~group
                group |= grown
            sizes.append(group.bit_count())
            mask ^= group
    sizes.sort(reverse=True)
    return sizes


def group_masks(mask: int, steps: tuple[int, ...]) -> list[int]:
    """The groups of `mask` themselves, as bitboards, largest first (for drawing them)."""
    found = []
    while mask:
        group = frontier = mask & -mask
        while frontier:
            grown = 0
            for step in steps:
                grown |= (frontier << step) | (frontier >> step)
            frontier = grown & mask & ~group
            group |= frontier
        found.append(group)
        mask ^= group
    found.sort(key=int.bit_count, reverse=True)
    return found


def compare(a: Sequence[int], b: Sequence[int]) -> tuple[int, int]:
    """Cascading comparison of two group-size lists (largest first).

    Returns (sign, place): sign 1 when `a` wins, -1 when `b` wins, 0 for
    identical lists; place is the zero-based index of the first difference
    (the shorter list padded with zeros), or -1 for a draw.
    """
    for place in range(max(len(a), len(b))):
        x = a[place] if place < len(a) else 0
        y = b[place] if place < len(b) else 0
        if x != y:
            return (1 if x > y else -1), place
    return 0, -1


def describe(sizes: Sequence[int], limit: int = 6) -> str:
    """A short text of a group-size list: '9-3-1-1' (long tails abbreviated)."""
    text = "-".join(str(s) for s in sizes[:limit])
    if len(sizes) > limit:
        text += f"-... ({len(sizes)} groups)"
    return text or "none"


def ordinal(place: int) -> str:
    """'1st', '2nd', ... for a zero-based place."""
    n = place + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def group_outcome(sizes: Sequence[Sequence[int]], seats: Sequence[str]) -> Outcome:
    """The result of a finished two-seat group game from each seat's group sizes:
    the cascading comparison decides, identical lists draw."""
    sign, place = compare(sizes[0], sizes[1])
    if sign == 0:
        return Outcome(((0, 1),), f"draw: both colours have groups {describe(sizes[0])}")
    win, lose = (0, 1) if sign > 0 else (1, 0)
    return Outcome(
        ((win,), (lose,)),
        f"{seats[win].capitalize()} wins: groups {describe(sizes[win])} against "
        f"{describe(sizes[lose])}, decided by the {ordinal(place)} group",
    )


def group_rewards(sizes: Sequence[Sequence[int]]) -> tuple[float, float]:
    """Seat rewards of a finished two-seat group game: 1 win, 0.5 draw, 0 loss."""
    sign, _ = compare(sizes[0], sizes[1])
    return (1.0, 0.0) if sign > 0 else (0.0, 1.0) if sign < 0 else (0.5, 0.5)
