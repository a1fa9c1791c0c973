"""Slide written the obvious way, straight from RULINGS.md section 3, to check the fast engine.

Grids are 4x4 lists of [value, face_up] (None for the hole); nothing is clever.
"""

from __future__ import annotations

import copy


class NaiveSlide:
    def __init__(self, players: int, first: int, deck: list[int]) -> None:
        self.players = players
        self.first = first
        self.grids = []
        for seat in range(players):
            cards = deck[seat * 16 : (seat + 1) * 16]
            self.grids.append([[[cards[row * 4 + col], False] for col in range(4)] for row in range(4)])
        self.round = 0
        self.phase = "pick"
        self.acted = 0  # seats that have acted in this phase
        self.picks: dict[int, tuple[int, int]] = {}
        self.holes: dict[int, tuple[int, int]] = {}
        self.middle: list[int] = []

    def order(self) -> list[int]:
        start = (self.first + self.round) % self.players
        return [(start + i) % self.players for i in range(self.players)]

    def to_move(self) -> int:
        return self.order()[self.acted]

    def over(self) -> bool:
        return self.round == 16

    def legal(self) -> list[str]:
        if self.over():
            return []
        seat = self.to_move()
        grid = self.grids[seat]
        if self.phase == "pick":
            return [
                f"flip {'abcd'[col]}{row + 1}"
                for row in range(4)
                for col in range(4)
                if grid[row][col] is not None and not grid[row][col][1]
            ]
        row, col = self.holes[seat]
        moves = []
        for value in sorted(set(self.middle)):
            if col != 0:
                moves.append(f"take {value} row{row + 1} left")
            if col != 3:
                moves.append(f"take {value} row{row + 1} right")
            if row != 0:
                moves.append(f"take {value} col{'abcd'[col]} top")
            if row != 3:
                moves.append(f"take {value} col{'abcd'[col]} bottom")
        return moves

    def play(self, text: str) -> NaiveSlide:
        assert text in self.legal(), text
        after = copy.deepcopy(self)
        seat = after.to_move()
        words = text.split()
        if words[0] == "flip":
            after.picks[seat] = (int(words[1][1]) - 1, "abcd".index(words[1][0]))
            after.acted += 1
            if after.acted == after.players:
                for s, (row, col) in after.picks.items():
                    after.middle.append(after.grids[s][row][col][0])
                    after.grids[s][row][col] = None
                    after.holes[s] = (row, col)
                after.picks = {}
                after.phase, after.acted = "push", 0
            return after
        value, line, end = int(words[1]), words[2], words[3]
        after.middle.remove(value)
        grid = after.grids[seat]
        row, col = after.holes.pop(seat)
        if line.startswith("row"):
            cells = [(row, c) for c in range(4)]
            hole_index = col
        else:
            cells = [(r, col) for r in range(4)]
            hole_index = row
        if end in ("left", "top"):  # the cards before the hole move one step on, toward it
            for i in range(hole_index, 0, -1):
                grid[cells[i][0]][cells[i][1]] = grid[cells[i - 1][0]][cells[i - 1][1]]
            grid[cells[0][0]][cells[0][1]] = [value, True]
        else:
            for i in range(hole_index, 3):
                grid[cells[i][0]][cells[i][1]] = grid[cells[i + 1][0]][cells[i + 1][1]]
            grid[cells[3][0]][cells[3][1]] = [value, True]
        after.acted += 1
        if after.acted == after.players:
            after.round += 1
            after.phase, after.acted = "pick", 0
        return after

    def scores(self) -> list[tuple[int, int]]:
        """(score, cards left) of each grid, counting every card (the end of the game)."""
        result = []
        for grid in self.grids:
            score = left = 0
            for row in range(4):
                for col in range(4):
                    value = grid[row][col][0]
                    near = [(row + dr, col + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))]
                    if not any(0 <= r < 4 and 0 <= c < 4 and grid[r][c][0] == value for r, c in near):
                        score += value
                        left += 1
            result.append((score, left))
        return result
