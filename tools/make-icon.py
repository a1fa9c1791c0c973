"""Draws the application icon, game/assets/icon.png: four pawns in the starting
chessboard pattern, one of them fixed (the amber pin), in the arcade's colours.
Run from the checkout: python tools/make-icon.py"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client.theme import CLASSIC  # noqa: E402

SIZE = 256


def main() -> None:
    pygame.init()
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(icon, CLASSIC.board, icon.get_rect(), border_radius=40)
    cell, pad = (SIZE - 32) // 2, 16
    for row in range(2):
        for column in range(2):
            white = (row + column) % 2 == 1
            rect = pygame.Rect(pad + column * cell + 8, pad + row * cell + 8, cell - 16, cell - 16)
            pygame.draw.rect(icon, CLASSIC.white_piece if white else CLASSIC.black_piece, rect, border_radius=24)
            pygame.draw.rect(icon, CLASSIC.white_edge if white else CLASSIC.black_edge, rect, 6, border_radius=24)
    pin = (pad + cell + cell // 2, pad + cell // 2)
    pygame.draw.circle(icon, CLASSIC.black_piece, pin, 34)
    pygame.draw.circle(icon, CLASSIC.accent, pin, 28)
    out = Path(__file__).resolve().parent.parent / "game" / "assets" / "icon.png"
    pygame.image.save(icon, str(out))
    print(out)


if __name__ == "__main__":
    main()
