"""A deliberately plain model of Slyde, written straight from RULINGS.md, to check
the bitboard engine against: a dict of cells, loops, no cleverness."""

from __future__ import annotations

FILES = "abcdefghijklmnop"
WHITE, BLACK = 0, 1


def name(cell):
    return f"{FILES[cell[0]]}{cell[1] + 1}"


def grid_of(state):
    """{(file, rank): (colour, fixed)} read through the public `piece` accessor."""
    from game.rules.slyde import Cell

    n = state.board.size
    return {(f, r): state.piece(Cell(f, r)) for f in range(n) for r in range(n)}


def neighbours(cell, n):
    f, r = cell
    for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= f + df < n and 0 <= r + dr < n:
            yield (f + df, r + dr)


def is_symmetric(grid, n):
    for mirror in (lambda c: (n - 1 - c[0], c[1]), lambda c: (c[0], n - 1 - c[1])):
        if all(grid[c][0] != grid[mirror(c)][0] and grid[c][1] == grid[mirror(c)][1] for c in grid):
            return True
    return False


def legal_moves(grid, n, to_move, ply, rules):
    moves = []
    for cell, (colour, fixed) in grid.items():
        if colour != to_move or fixed:
            continue
        for other in neighbours(cell, n):
            other_colour, other_fixed = grid[other]
            if other_colour != to_move and not other_fixed:
                moves.append(f"{name(cell)}-{name(other)}")
    if rules == "mindsports" and ply > 0 and is_symmetric(grid, n):
        moves.extend(f"*{name(c)}" for c in grid)
    return moves


def group_sizes(grid, n, colour):
    seen = set()
    sizes = []
    for start in grid:
        if start in seen or grid[start][0] != colour:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            cell = todo.pop()
            size += 1
            for other in neighbours(cell, n):
                if other not in seen and grid[other][0] == colour:
                    seen.add(other)
                    todo.append(other)
        sizes.append(size)
    return sorted(sizes, reverse=True)
