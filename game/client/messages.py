"""The window's messages ("Saved as ...", "Not allowed: ..."): drawn where the scene
keeps a place for them, fitted to it, or else at the bottom of the window; fading out
over their last moments."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .theme import HYPHENS, SMALL, Theme

FADE_S = 0.4  # a message fades out over its last moments
MESSAGE_SIZE = 22  # a message's type size, where it has room


def draw_message(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    kind: str,
    left_s: float,
    area: pygame.Rect | None,
    clear: Sequence[pygame.Rect] = (),
) -> None:
    """A message of `kind` ('info', 'good' or 'bad') in the scene's `area` for it, or at
    the window's bottom clear of the rects in `clear` (its buttons); `left_s` it has yet to show."""
    p = theme.palette
    colour = {"good": p.good, "bad": p.bad}.get(kind, p.text)
    pad = theme.px(14)
    if area is None:
        image, box = bottom_placed(theme, text, colour, surface.get_size(), clear)
        rect = image.get_rect(center=box.center)
    else:  # the scene's own place for messages: the text fits it, smaller if need be, and stays inside
        image = fitted_message(theme, text, colour, area.inflate(-pad, -pad // 2))
        box = pygame.Rect(area.x, 0, area.width, min(area.height, image.get_height() + pad))
        box.centery = area.centery  # as tall as its lines: a short message in a small box
        rect = image.get_rect(center=area.center)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    alpha = round(255 * min(1.0, left_s / FADE_S))  # opaque until it fades: no words show through
    pygame.draw.rect(shade, (*p.panel, alpha), shade.get_rect(), border_radius=theme.px(10))
    pygame.draw.rect(shade, (*colour, alpha), shade.get_rect(), width=theme.px(2), border_radius=theme.px(10))
    surface.blit(shade, box)
    image.set_alpha(alpha)
    surface.blit(image, rect)


def room_height(theme: Theme) -> int:
    """The height of a scene's place for messages: three lines of small type."""
    return 3 * theme.line_height(SMALL) + theme.px(14)


def room_under(theme: Theme, x: int, top: int, width: int, bottom: int) -> pygame.Rect | None:
    """A scene's place for messages under its words, from `top`, where it ends above
    `bottom`; None where it does not."""
    room = pygame.Rect(x, top, width, room_height(theme))
    return room if room.bottom <= bottom else None


def fitted_message(theme: Theme, text: str, colour: tuple[int, int, int], area: pygame.Rect) -> pygame.Surface:
    """A message within `area`: wrapped and centred (see `fitted_lines`)."""
    size, lines = fitted_lines(theme, text, area)
    line = theme.line_height(size)
    image = pygame.Surface((area.width, len(lines) * line), pygame.SRCALPHA)
    for index, shown in enumerate(lines):
        rendered = theme.font(size).render(shown, True, colour)
        image.blit(rendered, rendered.get_rect(midtop=(area.width // 2, index * line)))
    return image


def fitted_lines(theme: Theme, text: str, area: pygame.Rect) -> tuple[int, list[str]]:
    """(type size, lines) of a message within `area`: in smaller type where its lines or
    a word would not fit, and cut short with "…" where even the smallest does not."""
    pieces = [piece for word in text.split() for piece in HYPHENS.split(word) if piece]  # what a line cannot break
    fits = (theme.fitting(piece, MESSAGE_SIZE, area.width) for piece in pieces)
    size = min(fits, default=MESSAGE_SIZE)  # none cut short
    while size > SMALL and len(theme.wrap(text, size, area.width)) * theme.line_height(size) > area.height:
        size -= 2
    return size, theme.wrap(text, size, area.width, most=max(1, area.height // theme.line_height(size)))


def bottom_placed(
    theme: Theme, text: str, colour: tuple[int, int, int], window: tuple[int, int], clear: Sequence[pygame.Rect]
) -> tuple[pygame.Surface, pygame.Rect]:
    """A message at the window's bottom, and its box: in its own type where that fits
    below the rects in `clear` (the scene's buttons), else in smaller type where that
    does, else in its own type lifted just above the buttons it would cover (over
    whatever lies there: a last resort)."""
    width = window[0] - 4 * theme.px(14)
    for size in range(MESSAGE_SIZE, SMALL - 1, -2):
        image = bottom_message(theme, text, colour, width, size)
        box = bottom_box(theme, window, image.get_size(), clear, lift=False)
        if box is not None:
            return image, box
    image = bottom_message(theme, text, colour, width)
    box = bottom_box(theme, window, image.get_size(), clear)
    assert box is not None, "a box that may be lifted is always placed"
    return image, box


def bottom_box(
    theme: Theme, window: tuple[int, int], size: tuple[int, int], clear: Sequence[pygame.Rect], lift: bool = True
) -> pygame.Rect | None:
    """The box of a message of `size` at the window's bottom: a little above the edge,
    else on the edge, whichever clears the rects in `clear` (the scene's buttons), or
    else (if `lift`) lifted just above those it would cover; None where it may not be."""
    pad = theme.px(14)
    box = pygame.Rect(0, 0, size[0] + 2 * pad, size[1] + pad)
    box.midbottom = (window[0] // 2, window[1] - theme.px(18) + pad // 2)
    low = box.copy()
    low.bottom = window[1] - theme.px(4)
    for place in (box, low):
        if not any(place.colliderect(rect) for rect in clear):
            return place
    if not lift:
        return None
    for _ in clear:
        covered = [rect.top for rect in clear if box.colliderect(rect)]
        if not covered:
            break
        box.bottom = min(covered) - theme.px(8)
    return box


def bottom_message(
    theme: Theme, text: str, colour: tuple[int, int, int], width: int, size: int = MESSAGE_SIZE
) -> pygame.Surface:
    """A message as drawn at the bottom of the window: wrapped, centred, within `width`;
    a message of one line no wider than its words."""
    font = theme.font(size)
    font.align = pygame.FONT_CENTER
    try:
        return font.render(text, True, colour, wraplength=max(1, min(width, font.size(text)[0] + 1)))
    finally:
        font.align = pygame.FONT_LEFT
