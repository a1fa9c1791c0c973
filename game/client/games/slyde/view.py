"""Slyde on screen: the board of either edition, hit-testing, and moves animated.

Both editions share one visual model, as they share the rules: a piece per
cell, and a marker on fixed pieces. The Mindsports edition draws both colours
as pawn squares and the marker as a pin; the tile edition draws White's pieces
as the empty spaces of a light board (so only the black tile is seen to slide)
and the marker as a disc that drops. The rules state is never touched here:
a move is shown as a transition from the old state to the new one.
"""

from __future__ import annotations

import pygame

from ....rules.slyde import BLACK, FILES, WHITE, Cell, SlydeState
from ...theme import Colour, Theme, arrow, brackets, dashed_line, group_line, hovered, mix
from .motion import Marks, MoveAnimation


class SlydeView:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 100, 100)  # the board itself
        self.size = 12
        self.cell = 8
        self._board: pygame.Surface | None = None  # the settled board, painted cell by cell
        self._board_look: tuple[object, ...] = ()
        self._board_bits = (0, 0)  # the (white, fixed) bitboards the image shows
        self._sprites: dict[tuple[object, ...], pygame.Surface] = {}
        self.labels = True  # the files and ranks around the board (not on a small picture)

    # -- geometry -----------------------------------------------------------

    def layout(self, area: pygame.Rect, state: SlydeState) -> None:
        """Fit the n x n board in `area`, leaving room for the coordinate labels."""
        size = self.size = state.board.size
        label = self.theme.px(26) if self.labels else 0
        side = max(size, min(area.width - label, area.height - label))
        self.cell = max(1, side // size)
        side = self.cell * size
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = (area.centerx + label // 2, area.centery - label // 2)
        self._board = None
        self._sprites.clear()

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        x = self.rect.x + cell.file * self.cell
        y = self.rect.y + (self.size - 1 - cell.rank) * self.cell
        return pygame.Rect(x, y, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.rect.collidepoint(pos):
            return None
        file = (pos[0] - self.rect.x) // self.cell
        rank = self.size - 1 - (pos[1] - self.rect.y) // self.cell
        return Cell(file, rank) if 0 <= file < self.size and 0 <= rank < self.size else None

    def cell_center(self, cell: Cell) -> tuple[int, int]:
        return self.cell_rect(cell).center

    # -- drawing --------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        state: SlydeState,
        marks: Marks | None = None,
        animation: MoveAnimation | None = None,
    ) -> None:
        """The board: the settled pieces (cached), then what moves, then the marks."""
        marks = marks or Marks()
        hidden: tuple[Cell, ...] = ()
        unmarked: tuple[Cell, ...] = ()
        if animation and not animation.is_done:
            state = animation.after
            move = animation.move
            if move.src is not None and not animation.motion.is_done:  # a swap in flight
                hidden = (move.src, move.dst)
            unmarked = (move.dst,)
        surface.blit(self._settled(state), self.rect.topleft)
        tile = state.board.rules == "tile"
        for cell in hidden:
            self._draw_empty(surface, self.cell_rect(cell), tile)
        for cell in unmarked:
            if cell not in hidden:  # the marker is still to come: the bare piece
                rect = self.cell_rect(cell)
                self._draw_empty(surface, rect, tile)
                self._draw_piece(surface, rect.center, state.piece(cell)[0], tile)
        if self.labels:
            self._draw_labels(surface)
        if animation and not animation.is_done:
            self._draw_motion(surface, animation)
        self._draw_marks(surface, state, marks)
        if marks.dragged:
            self._draw_held(surface, state, *marks.dragged)

    def _draw_held(self, surface: pygame.Surface, state: SlydeState, cell: Cell, pos: tuple[int, int]) -> None:
        """The piece the pointer holds: its cell left bare, the piece lifted under the pointer."""
        tile = state.board.rules == "tile"
        colour, _ = state.piece(cell)
        self._draw_empty(surface, self.cell_rect(cell), tile)
        if tile and colour == WHITE:  # an empty space: its outline travels
            held = self.cell_rect(cell).copy()
            held.center = pos
            pygame.draw.rect(surface, self.theme.palette.white_edge, held, max(2, self.cell // 16), self.theme.px(4))
            return
        shadow = self._sprite(colour, tile).copy()
        shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(shadow, shadow.get_rect(center=(pos[0] + self.cell // 10, pos[1] + self.cell // 8)))
        self._draw_piece(surface, pos, colour, tile)

    def _settled(self, state: SlydeState) -> pygame.Surface:
        """The board of a state. One image is kept and only the cells that changed
        since it was painted are repainted: a move costs one or two cells."""
        look = (state.board.rules, state.board.size, self.cell, self.theme.palette.name)
        if self._board is None or self._board_look != look:
            self._board = pygame.Surface(self.rect.size).convert()
            self._board_look = look
            changed = state.board.full
        else:
            white, fixed = self._board_bits
            changed = (white ^ state.white) | (fixed ^ state.fixed)
        if changed:
            tile = state.board.rules == "tile"
            offset = (-self.rect.x, -self.rect.y)
            cells = state.board.cells
            while changed:
                low = changed & -changed
                cell = cells[low.bit_length() - 1]
                assert cell is not None, "a bit of the board is a cell"
                rect = self.cell_rect(cell).move(offset)
                colour, fixed = state.piece(cell)
                self._draw_empty(self._board, rect, tile)
                self._draw_piece(self._board, rect.center, colour, tile)
                if fixed:
                    self._draw_marker(self._board, rect.center, colour, tile, 1.0)
                changed ^= low
            self._board_bits = (state.white, state.fixed)
        return self._board

    def _draw_empty(self, surface: pygame.Surface, rect: pygame.Rect, tile: bool) -> None:
        """A cell with nothing on it: the board (tile edition) or the gap between pawns."""
        p = self.theme.palette
        if tile:
            surface.fill(p.white_piece, rect)
            pygame.draw.rect(surface, mix(p.white_piece, p.white_edge, 0.6), rect, width=1)
        else:
            surface.fill(p.board, rect)

    def _draw_piece(
        self, surface: pygame.Surface, center: tuple[float, float] | pygame.Vector2, colour: int, tile: bool
    ) -> None:
        if tile and colour == WHITE:
            return  # an empty space: the board shows through
        sprite = self._sprite(colour, tile)
        surface.blit(sprite, sprite.get_rect(center=(round(center[0]), round(center[1]))))

    def _sprite(self, colour: int, tile: bool) -> pygame.Surface:
        """A pawn or a tile, drawn once per size and palette, then blitted."""
        key = ("piece", colour, tile, self.cell, self.theme.palette.name)
        sprite = self._sprites.get(key)
        if sprite is None:
            p = self.theme.palette
            gap = max(1, self.cell // 14)
            sprite = pygame.Surface((self.cell - 2 * gap, self.cell - 2 * gap), pygame.SRCALPHA).convert_alpha()
            rect = sprite.get_rect()
            face, edge = (p.white_piece, p.white_edge) if colour == WHITE else (p.black_piece, p.black_edge)
            radius = max(2, self.cell // (5 if tile else 8))
            pygame.draw.rect(sprite, edge, rect, border_radius=radius)
            top = rect.copy()
            top.height -= max(1, self.cell // 12)  # a bevel: the lower edge shows
            pygame.draw.rect(sprite, face, top, border_radius=radius)
            self._sprites[key] = sprite
        return sprite

    def _draw_marker(
        self,
        surface: pygame.Surface,
        center: tuple[float, float] | pygame.Vector2,
        colour: int,
        tile: bool,
        scale: float,
    ) -> None:
        """A fixed piece's marker: a disc (tile edition) or a pin (Mindsports)."""
        if scale <= 0:
            return
        p = self.theme.palette
        x, y = round(center[0]), round(center[1])
        if tile:
            radius = max(2, round(self.cell * 0.3 * scale))
            pygame.draw.circle(surface, mix(p.disc, (0, 0, 0), 0.35), (x, y + max(1, self.cell // 24)), radius)
            pygame.draw.circle(surface, p.disc, (x, y), radius)
            pygame.draw.circle(surface, mix(p.disc, (255, 255, 255), 0.45), (x, y), radius, max(1, radius // 5))
        else:
            radius = max(2, round(self.cell * 0.17 * scale))
            rim = p.black_edge if colour == WHITE else p.white_piece
            pygame.draw.circle(surface, rim, (x, y), radius + max(2, self.cell // 14))  # a pin shows on either colour
            pygame.draw.circle(surface, p.accent, (x, y), radius)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        theme, p = self.theme, self.theme.palette
        size = max(12, min(20, round(self.cell / theme.unit * 0.4)))
        for index in range(self.size):
            x = self.rect.x + index * self.cell + self.cell // 2
            theme.text(surface, FILES[index], size, p.muted, midtop=(x, self.rect.bottom + theme.px(5)))
            y = self.rect.y + (self.size - 1 - index) * self.cell + self.cell // 2
            theme.text(surface, str(index + 1), size, p.muted, midright=(self.rect.x - theme.px(7), y))

    def _draw_motion(self, surface: pygame.Surface, animation: MoveAnimation) -> None:
        move, after = animation.move, animation.after
        tile = after.board.rules == "tile"
        if move.is_toggle:
            colour, fixed = after.piece(move.dst)
            scale = animation.mark.value if fixed else 1 - animation.mark.value
            self._draw_marker(surface, self.cell_center(move.dst), colour, tile, scale)
            return
        mover = 1 - after.to_move
        assert move.src is not None, "a swap"
        a = pygame.Vector2(self.cell_center(move.src))
        b = pygame.Vector2(self.cell_center(move.dst))
        if not animation.motion.is_done:
            t = animation.motion.value
            self._draw_piece(surface, b.lerp(a, t), 1 - mover, tile)
            self._draw_piece(surface, a.lerp(b, t), mover, tile)
        else:
            drop = 1 - animation.mark.value
            center = (b.x, b.y - drop * self.cell * 0.6) if tile else b
            self._draw_marker(surface, center, mover, tile, 1.0 if tile else animation.mark.value)

    def _draw_marks(self, surface: pygame.Surface, state: SlydeState, marks: Marks) -> None:
        p, px = self.theme.palette, self.theme.px
        line = max(2, self.cell // 16)
        ink = self._ink(state)
        if marks.hovered is not None:  # a click here would act: the cell lit a little
            hovered(surface, self.cell_rect(marks.hovered), p.focus, px(6))
        if marks.last_move:  # corner brackets: the last move's cells
            for cell in (marks.last_move.src, marks.last_move.dst):
                if cell is not None:
                    brackets(surface, self.cell_rect(cell), ink, line, max(3, self.cell // 4))
        if marks.hint:
            for cell in (marks.hint.src, marks.hint.dst):
                if cell is not None:
                    rect = self.cell_rect(cell).inflate(-3 * line, -3 * line)
                    pygame.draw.rect(surface, p.good, rect, line + 1, px(6))
            if marks.hint.src is not None:  # the mover's piece goes from src to dst; a tile, from the tile's cell
                start, end = marks.hint.src, marks.hint.dst
                if state.board.rules == "tile" and marks.hint_mover == WHITE:
                    start, end = end, start  # the spaces' move: the tile on dst slides into the space on src
                arrow(surface, p.good, self.cell_center(start), self.cell_center(end), line + 1)
        for bits, colour in marks.groups:
            self._outline_group(surface, state, bits, *group_line(p, colour == WHITE))
        if marks.toggle_mode:
            pygame.draw.rect(surface, p.accent, self.rect.inflate(px(8), px(8)), px(3), px(6))
        for cell in marks.targets:
            center = self.cell_center(cell)
            radius = max(3, self.cell // 7)
            pygame.draw.circle(surface, p.board, center, radius + line)
            pygame.draw.circle(surface, p.focus, center, radius)
        if marks.selected:
            glow = mix(p.focus, (255, 255, 255), 0.5 * marks.glow)
            pygame.draw.rect(surface, glow, self.cell_rect(marks.selected), line + 1, px(5))
        if marks.cursor:  # the keyboard's place: a frame in the ink lined in its opposite, seen on any piece
            rect = self.cell_rect(marks.cursor).inflate(-2 * line, -2 * line)
            pygame.draw.rect(surface, ink, rect, line, px(4))
            pygame.draw.rect(
                surface, p.board if ink == p.text else p.text, rect.inflate(-2 * line, -2 * line), line, px(3)
            )

    def _ink(self, state: SlydeState) -> Colour:
        """The colour of marks drawn on the board itself (the last move, the keyboard's
        place): light on the dark gaps between pawns, dark on the tile edition's light board."""
        p = self.theme.palette
        return p.black_edge if state.board.rules == "tile" else p.text

    def _outline_group(
        self, surface: pygame.Surface, state: SlydeState, bits: int, colour: Colour, dashed: bool
    ) -> None:
        """Draw the outer edges of a group of cells given as a bitboard, solid or dashed.
        An edge on the board's own edge is drawn just inside it, as the others are
        drawn on the line between two cells."""
        board = state.board
        width = max(2, self.cell // 10)
        draw = dashed_line if dashed else pygame.draw.line
        inner = self.rect.inflate(-width, -width)

        def edge(a: tuple[int, int], b: tuple[int, int]) -> None:
            ends = [
                (min(max(x, inner.left), inner.right - 1), min(max(y, inner.top), inner.bottom - 1)) for x, y in (a, b)
            ]
            draw(surface, colour, ends[0], ends[1], width)

        inside = {cell for b in board.cell_bits if bits >> b & 1 and (cell := board.cells[b]) is not None}
        for cell in inside:
            rect = self.cell_rect(cell)
            f, r = cell
            if Cell(f, r + 1) not in inside:
                edge(rect.topleft, rect.topright)
            if Cell(f, r - 1) not in inside:
                edge(rect.bottomleft, rect.bottomright)
            if Cell(f - 1, r) not in inside:
                edge(rect.topleft, rect.bottomleft)
            if Cell(f + 1, r) not in inside:
                edge(rect.topright, rect.bottomright)


__all__ = ["BLACK", "WHITE", "Marks", "MoveAnimation", "SlydeView"]
