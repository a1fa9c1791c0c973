"""Palette, type scale and layout helpers: one look for every scene.

Sizes are given for a 1280x720 window and scaled by `Theme.unit`, so the layout
follows the window from 800x600 to 4K with no fixed pixel positions.
"""

from __future__ import annotations

import contextlib
import functools
import math
import re
import unicodedata
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from .assets import asset_path

Colour = tuple[int, int, int]


def drawable(text: str) -> str:
    """`text` as a font can draw it on one line: composed (NFC), without the
    combining marks that would stack above or below it, and with any character
    that is not text at all (an undecodable file name's bytes) as "?"."""
    if text.isascii():
        return text
    text = "".join("?" if "\ud800" <= c <= "\udfff" or c == "\ufffd" else c for c in text)
    return "".join(c for c in unicodedata.normalize("NFC", text) if not unicodedata.combining(c))


class Font(pygame.font.Font):
    """pygame's font, given only text it can draw (see `drawable`): text from outside
    (names from files, file names) never raises and never leaves its line. Letters the
    typeface lacks ("山田") are drawn by a typeface of the system that has them, where
    there is one (see `fallback`), at the same size and on the same baseline; letters
    written right to left ("שלום", "سارا") are set that way, joined as their script joins them."""

    def __init__(self, path: str | None, size: int) -> None:
        super().__init__(path, size)
        self.path, self.pixels = path, size

    def runs(self, text: str) -> list[tuple[pygame.font.Font, str]]:
        """`text` (already `drawable`) in runs, each drawn by one font: this one, a
        fallback for the letters this one lacks (this one, as boxes, where none has
        them), and either shaped right to left for a stretch written that way."""
        if text.isascii():
            return [(self, text)]
        missing, backwards = lacking(text), _backwards(text)
        if not missing and not any(backwards):
            return [(self, text)]
        groups: list[tuple[str | None, bool, str]] = []  # (a fallback's file, or None: this font; backwards; letters)
        for c, back in zip(text, backwards, strict=True):
            path = fallback(c) if c in missing else None
            if groups and groups[-1][:2] == (path, back):
                groups[-1] = (path, back, groups[-1][2] + c)
            else:
                groups.append((path, back, c))
        return [(self._drawing(path, back, part), part) for path, back, part in groups]

    def _drawing(self, path: str | None, backwards: bool, part: str) -> pygame.font.Font:
        """The font for a run: this one, or the fallback in `path`; shaped right to left
        in the run's script where `backwards`."""
        if path is None and not backwards:
            return self
        script = ("Arab" if any(unicodedata.bidirectional(c) == "AL" for c in part) else "Hebr") if backwards else None
        try:
            return _font(path or self.path, self.pixels, path is not None or self.bold, script)
        except OSError:  # a fallback's file gone since it was looked up: boxes, as without it
            return self

    def render(
        self, text: Any, antialias: bool, color: Any, bgcolor: Any = None, wraplength: int = 0
    ) -> pygame.Surface:
        if not isinstance(text, str):
            return super().render(text, antialias, color, bgcolor, wraplength)
        text = drawable(text)
        runs = self.runs(text)
        if len(runs) == 1 and runs[0][0] is self:
            return super().render(text, antialias, color, bgcolor, wraplength)
        if not wraplength:
            return self._joined(runs, antialias, color, bgcolor)
        images = [self._joined(self.runs(line), antialias, color, bgcolor) for line in self._wrapped(text, wraplength)]
        if len(images) == 1:
            return images[0]
        step = self.get_linesize()
        width = max(image.get_width() for image in images)
        surface = pygame.Surface((width, step * (len(images) - 1) + images[-1].get_height()), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        for row, image in enumerate(images):  # placed as `align` says, as pygame places wrapped lines
            x = {pygame.FONT_CENTER: (width - image.get_width()) // 2, pygame.FONT_RIGHT: width - image.get_width()}
            surface.blit(image, (x.get(self.align, 0), row * step))
        return surface

    def size(self, text: Any) -> tuple[int, int]:
        if not isinstance(text, str):
            return super().size(text)
        runs = self.runs(drawable(text))
        if len(runs) == 1 and runs[0][0] is self:
            return super().size(runs[0][1])
        sizes = [pygame.font.Font.size(face, part) for face, part in runs]
        return sum(width for width, _ in sizes), _height(runs, [height for _, height in sizes])

    def _joined(
        self, runs: list[tuple[pygame.font.Font, str]], antialias: bool, color: Any, bgcolor: Any
    ) -> pygame.Surface:
        """One line's runs side by side, on the baseline of the font that rises highest."""
        images = [(face, pygame.font.Font.render(face, part, antialias, color, bgcolor)) for face, part in runs]
        ascent = max(face.get_ascent() for face, _ in images)
        height = _height(runs, [image.get_height() for _, image in images])
        surface = pygame.Surface((sum(image.get_width() for _, image in images), height), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for face, image in images:
            surface.blit(image, (x, ascent - face.get_ascent()))
            x += image.get_width()
        return surface

    def _wrapped(self, text: str, width: int) -> list[str]:
        """`text` in lines at most `width` wide where its words allow, broken between
        words and where it breaks its lines itself."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            lines.append("")
            for word in paragraph.split(" "):
                joined = f"{lines[-1]} {word}" if lines[-1] else word
                if lines[-1] and self.size(joined)[0] > width:
                    lines.append(word)
                else:
                    lines[-1] = joined
        return lines


def _height(runs: list[tuple[pygame.font.Font, str]], heights: list[int]) -> int:
    """How tall a line of runs is, `heights` each, set on the baseline of the font that rises highest."""
    ascent = max(face.get_ascent() for face, _ in runs)
    return max(ascent - face.get_ascent() + height for (face, _), height in zip(runs, heights, strict=True))


def arrow(surface: pygame.Surface, colour: Colour, start: tuple[float, float], end: tuple[float, float],
          width: int) -> None:  # fmt: skip
    """A line from `start` to `end` with a head at `end`: which way a move goes."""
    direction = pygame.Vector2(end) - pygame.Vector2(start)
    if direction.length() < 1:
        return
    head = max(3 * width, 8)
    along = direction.normalize()
    side = pygame.Vector2(-along.y, along.x)
    base = pygame.Vector2(end) - along * head * 1.4
    pygame.draw.line(surface, colour, start, base, width)
    pygame.draw.polygon(surface, colour, [end, base + side * head, base - side * head])


# by boldness: text in a condensed bold, headings in a wider one (game/assets/README.md says why)
TYPEFACES = {False: "DejaVuSansCondensed-Bold.ttf", True: "DejaVuSans-Bold.ttf"}


@functools.cache
def typeface(bold: bool) -> str | None:
    """The file of the text's typeface, regular or bold; None (pygame's own) where it is
    missing or is no font a text can be drawn in (an install damaged in copying): the
    window then still speaks, in plainer letters."""
    path = asset_path(TYPEFACES[bold])
    try:
        pygame.font.Font(path, 12).render("Slyde", True, (0, 0, 0))
    except (OSError, pygame.error):
        return None
    return str(path)


@functools.cache
def _glyphs() -> Any:
    """The text's typeface as pygame.freetype sees it: it says which glyphs are missing."""
    import pygame.freetype

    pygame.freetype.init()
    return pygame.freetype.Font(typeface(False), 12)


def _backwards(text: str) -> list[bool]:
    """Which characters of `text` stand in a stretch written right to left: its letters
    written so (Hebrew, Arabic), and what lies between two of them with no letter
    written left to right between (the space between a name's two words). The line
    itself runs left to right, as the game's words do."""
    strong = [_direction(c) for c in text]
    if "R" not in strong:
        return [False] * len(text)
    before, after = _nearest(strong), _nearest(reversed(strong))[::-1]
    return [d == "R" if d else b == a == "R" for d, b, a in zip(strong, before, after, strict=True)]


def _direction(c: str) -> str:
    """ "R" for a letter written right to left, "L" for one written left to right, "" for the rest."""
    kind = unicodedata.bidirectional(c)
    return "R" if kind in ("R", "AL") else "L" if kind == "L" else ""


def _nearest(directions: Iterable[str]) -> list[str]:
    """For each place, the direction of the nearest letter before it ("" where none is)."""
    seen, nearest = "", []
    for direction in directions:
        nearest.append(seen)
        seen = direction or seen
    return nearest


def can_draw(text: str) -> bool:
    """Whether every character of `text` is drawn as it should be: the typeface has it,
    or a typeface of the system does (else it shows a box)."""
    return all(fallback(letter) is not None for letter in lacking(text))


@functools.lru_cache(maxsize=1024)
def lacking(text: str) -> frozenset[str]:
    """The characters of `text` the game's typeface has no glyph for."""
    return frozenset(c for c, metrics in zip(text, _glyphs().get_metrics(text), strict=True) if metrics is None)


# Typefaces a system may have for the letters DejaVu lacks (Chinese, Japanese, Korean),
# as pygame names families (lower case, without spaces): the start of each name
FALLBACK_FAMILIES = (
    "notosanscjk", "sourcehansans", "droidsansfallback", "wenquanyi", "microsoftyahei", "yugothic",
    "msgothic", "malgungothic", "hiraginosans", "applesdgothicneo", "pingfang", "simsun", "arialunicode",
    "unifont",
)  # fmt: skip


def _fallback_paths() -> list[str]:
    """The files of the system's typefaces among FALLBACK_FAMILIES; none where the system
    cannot list its typefaces (no `fc-list`: pygame would warn in its own words)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            families = sorted(family for family in pygame.font.get_fonts() if family.startswith(FALLBACK_FAMILIES))
            return [path for path in map(pygame.font.match_font, families) if path]
        except (OSError, ValueError):
            return []


@functools.cache
def _fallback_glyphs() -> tuple[Any, ...]:
    """The fallback typefaces as pygame.freetype sees them (which glyphs each has),
    looked up once, the first time a text needs one."""
    import pygame.freetype

    pygame.freetype.init()
    glyphs = []
    for path in _fallback_paths():
        with contextlib.suppress(OSError, pygame.error):  # a broken font file: not one to draw with
            glyphs.append(pygame.freetype.Font(path, 12))
    return tuple(glyphs)


@functools.lru_cache(maxsize=4096)
def fallback(letter: str) -> str | None:
    """The file of the first fallback typeface that has `letter`; None where none has
    (it then shows as a box)."""
    for glyphs in _fallback_glyphs():
        if glyphs.get_metrics(letter)[0] is not None:
            return str(glyphs.path)
    return None


RUN_FONTS = 24  # fallback and right-to-left fonts kept at once (each size of each)


@functools.lru_cache(maxsize=RUN_FONTS)
def _font(path: str | None, pixels: int, bold: bool, script: str | None) -> pygame.font.Font:
    """A typeface at `pixels` for runs of text (see `Font.runs`): made `bold` (a fallback,
    as bold as the game's own typefaces are), and with a `script` shaped right to left.
    Only the latest are kept: each holds its file open, and a window dragged through
    many sizes would pile them up."""
    font = pygame.font.Font(path, pixels)
    font.bold = bold
    if script is not None:
        font.set_script(script)
        font.set_direction(pygame.DIRECTION_RTL)
    return font


@dataclass(frozen=True)
class Palette:
    name: str
    background: Colour
    panel: Colour
    panel_edge: Colour
    text: Colour
    muted: Colour
    accent: Colour  # the arcade's amber: titles, fixed markers, the last move
    focus: Colour  # selection, cursor, legal targets
    good: Colour
    bad: Colour
    white_piece: Colour
    white_edge: Colour
    black_piece: Colour
    black_edge: Colour
    board: Colour  # the tile edition's board and the gaps between pawns
    disc: Colour  # the tile edition's discs
    button: Colour  # a button's face; its label is `text`, or `muted` when disabled
    white_groups: Colour  # outlines of the white pieces' groups (drawn solid)
    black_groups: Colour  # outlines of the black pieces' groups (drawn dashed)


CLASSIC = Palette(
    name="classic",
    background=(20, 24, 33),
    panel=(32, 38, 52),
    panel_edge=(52, 60, 80),
    text=(236, 233, 226),
    muted=(150, 156, 172),
    accent=(242, 177, 52),
    focus=(76, 201, 240),
    good=(120, 210, 140),
    bad=(240, 100, 90),
    white_piece=(240, 232, 214),
    white_edge=(200, 190, 170),
    black_piece=(58, 62, 76),
    black_edge=(36, 38, 48),
    board=(12, 14, 20),
    disc=(214, 69, 58),
    button=(52, 60, 80),
    white_groups=(168, 132, 255),
    black_groups=(240, 96, 176),
)
HIGH_CONTRAST = Palette(
    name="high contrast",
    background=(0, 0, 0),
    panel=(16, 16, 16),
    panel_edge=(255, 255, 255),
    text=(255, 255, 255),
    muted=(210, 210, 210),
    accent=(255, 221, 0),
    focus=(0, 230, 255),
    good=(0, 255, 120),
    bad=(255, 80, 80),
    white_piece=(255, 255, 255),
    white_edge=(180, 180, 180),
    black_piece=(70, 70, 70),
    black_edge=(0, 0, 0),
    board=(0, 0, 0),
    disc=(255, 40, 40),
    button=(0, 0, 0),
    white_groups=(190, 150, 255),
    black_groups=(255, 110, 200),
)
PALETTES = {p.name: p for p in (CLASSIC, HIGH_CONTRAST)}


HOVER_ALPHA = 60  # of 255: how much of its colour `hovered` lays over a place


def brackets(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, line: int, arm: int) -> None:
    """Four corner brackets along the inside of `rect`, `line` thick and `arm` long (filled
    bars: a wide line drawn on the rect's edge would spill past it, and past a board at its edge)."""
    for x in (rect.left, rect.right - arm):
        for y in (rect.top, rect.bottom - line):
            surface.fill(colour, (x, y, arm, line))
    for x in (rect.left, rect.right - line):
        for y in (rect.top, rect.bottom - arm):
            surface.fill(colour, (x, y, line, arm))


def hovered(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int) -> None:
    """`rect` lit a little in `colour`: where a click under the pointer would act."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*colour[:3], HOVER_ALPHA), shade.get_rect(), border_radius=radius)
    surface.blit(shade, rect)


def dashed_line(
    surface: pygame.Surface, colour: Colour, start: tuple[float, float], end: tuple[float, float], width: int
) -> None:
    """A line drawn in dashes (a pattern, so it tells apart from a solid line without colour)."""
    length = math.hypot(end[0] - start[0], end[1] - start[1])
    dash = max(3, width * 2)
    steps = max(1, int(length // dash))
    for index in range(0, steps, 2):
        a, b = index / steps, min(1.0, (index + 1) / steps)
        pygame.draw.line(
            surface,
            colour,
            (start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a),
            (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b),
            width,
        )


def group_line(palette: Palette, white: bool) -> tuple[Colour, bool]:
    """How a group is outlined, by the colour of its pieces: (colour, dashed). The same in every game."""
    return (palette.white_groups, False) if white else (palette.black_groups, True)


def luminance(colour: Colour) -> float:
    """The relative luminance of an sRGB colour (WCAG 2)."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: Colour, b: Colour) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21 (4.5 is the floor for text)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# the type scale, in pixels at 1280x720
TITLE, HEADING, BODY, SMALL = 72, 34, 24, 18
DEMO_BAND = 64  # px at 1280x720: the room attract mode keeps above and below the game it shows
# no text smaller (large text: a quarter larger), however small the window: 800x600 would otherwise bring SMALL to 11
MIN_TEXT_PX = 16
HYPHENS = re.compile(r"(?<=-)")  # where a word too long for its line may break: after each hyphen
NUMBER = re.compile(r"\d{1,3}(?:\.\d+)?[.,;:!?)]*")  # a short number, which stays on the line of the word before it
UNIT = re.compile(r"(?:s|ms|min|%)[.,;:!?)]*")  # a unit, which stays on the line of the number before it
DRAWN_TEXTS = 512  # texts kept drawn, so that a frame redraws a panel without setting its words again


class Theme:
    """The palette, fonts by size, and the scale of the current window."""

    def __init__(self, palette: Palette = CLASSIC, text_scale: float = 1.0) -> None:
        self.palette = palette
        self.text_scale = text_scale
        self.unit = 1.0
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._drawn: dict[tuple[str, pygame.font.Font, tuple[int, ...]], pygame.Surface] = {}

    def resize(self, size: tuple[int, int]) -> None:
        """Scale to a window of `size`. The fonts of the size before are let go: each
        keeps its file open, and a window dragged through many sizes would pile them
        up until the system refused to open any more."""
        unit = max(0.5, min(size[0] / 1280, size[1] / 720))
        if unit != self.unit:
            self._fonts.clear()
            self._drawn.clear()  # drawn in those fonts
        self.unit = unit

    def px(self, value: float) -> int:
        """A length given at 1280x720, in pixels of this window."""
        return max(1, round(value * self.unit))

    def page_top(self, height: int) -> int:
        """Where a screen laid out at 1280x720 starts down a window `height` tall: a
        taller window (a screen on its side) keeps what is left evenly above and below,
        rather than all of it under a short list."""
        return max(0, (height - self.px(720)) // 2)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        pixels = round(max(MIN_TEXT_PX, size * self.unit) * self.text_scale)
        key = (pixels, bold)
        if key not in self._fonts:
            face = typeface(bold)
            # at a given size DejaVu's letters run larger than pygame's own, which runs small
            font = Font(face, round(pixels * (0.85 if face else 1.3)))
            font.bold = bold and face is None
            self._fonts[key] = font
        return self._fonts[key]

    def text(
        self, surface: pygame.Surface, text: str, size: int, colour: Colour, bold: bool = False, **anchor: object
    ) -> pygame.Rect:
        """Draw `text` placed by a rect anchor (center=..., topleft=...); its rect."""
        image = self.image(text, size, colour, bold)
        rect = image.get_rect(**anchor)
        surface.blit(image, rect)
        return rect

    def image(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """`text` drawn, to be blitted and not changed: the texts drawn last are kept."""
        key = (text, self.font(size, bold), tuple(colour))
        image = self._drawn.get(key)
        if image is None:
            if len(self._drawn) >= DRAWN_TEXTS:
                del self._drawn[next(iter(self._drawn))]  # the oldest
            image = self._drawn[key] = key[1].render(text, True, colour)
        return image

    def line_height(self, size: int) -> int:
        """The height of a line of text of this type size, as drawn (large text included)."""
        return self.font(size).get_linesize()

    def line_step(self, size: int, least: int) -> int:
        """From one line of text of this size to the next: `least` px at 1280x720, or
        the line's own height where that is more (large text in a small window)."""
        return max(self.px(least), self.line_height(size))

    def fitting(self, text: str, size: int, width: int, bold: bool = False) -> int:
        """The largest type size, `size` at most and SMALL at least, at which `text` fits `width`."""
        while size > SMALL and self.font(size, bold).size(text)[0] > width:
            size -= 2
        return size

    def clipped(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """`text`, shortened with an ellipsis where it would overrun `width` pixels."""
        if self.font(size, bold).size(text)[0] <= width:
            return text
        return self.cut(text, size, width, bold)

    def cut(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """`text` ending in an ellipsis (shortened as far as it must be) within `width` pixels:
        there was more."""
        font = self.font(size, bold)
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def first_fitting(
        self, texts: list[str], size: int, width: int, bold: bool = False, widest: list[str] | None = None
    ) -> str:
        """The first of `texts` (the fullest first) that fits `width` pixels, else the last,
        clipped. `widest`: the same forms as wide as they get (a line that animates, such
        as dots that come and go), which then decide, so that the line keeps its form."""
        font = self.font(size, bold)
        for text, judged in zip(texts, widest or texts, strict=True):
            if font.size(judged)[0] <= width:
                return text
        return self.clipped(texts[-1], size, width, bold)

    def first_wrapping(self, texts: list[str], size: int, width: int, most: int, bold: bool = False) -> list[str]:
        """The lines of the first of `texts` (the fullest first) that wraps into `most`
        lines of `width` pixels, else the last, cut to them."""
        for text in texts:
            lines = self.wrap(text, size, width, bold=bold)
            if len(lines) <= most:
                return lines
        return self.wrap(texts[-1], size, width, most=most, bold=bold)

    def wrap(
        self, text: str, size: int, width: int, most: int | None = None, bold: bool = False, balanced: bool = False
    ) -> list[str]:
        """`text` broken into lines that fit `width` pixels (a word too long for a line
        breaks after its hyphens, a file's name, and is cut short where it still does not
        fit); with `most`, at most that many, the last ending in "…" if cut. `balanced`:
        two lines of about one width, not a full line and a word alone (a headline)."""
        if balanced and "\n" not in text and len(plain := self.wrap(text, size, width, most, bold)) == 2:
            return self._balanced(text, size, width, bold) or plain
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in words(paragraph):
                pieces = [word] if font.size(word)[0] <= width else [p for p in HYPHENS.split(word) if p]
                for index, piece in enumerate(pieces):
                    trial = line + piece if index else f"{line} {piece}".strip()
                    if font.size(trial)[0] <= width or not line:
                        line = trial
                    else:
                        lines.append(line)
                        line = piece
            lines.append(line)
        lines = [self.clipped(line, size, width, bold) for line in lines]
        if most is not None and len(lines) > most:
            lines = lines[: max(1, most)]
            lines[-1] = self.cut(lines[-1], size, width, bold)
        return lines

    def fits_lines(self, text: str, size: int, width: int, most: int, bold: bool = False) -> bool:
        """Whether `text` wraps into at most `most` lines within `width` pixels, none of
        them cut short (a word wider than the line, such as a name held whole)."""
        lines = self.wrap(text, size, width, bold=bold)
        return len(lines) <= most and not any(line.endswith("…") for line in lines)

    def _balanced(self, text: str, size: int, width: int, bold: bool) -> list[str] | None:
        """`text` in two lines that fit `width`, broken where the longer of them is shortest."""
        font, kept = self.font(size, bold), words(text)
        splits = [(" ".join(kept[:cut]), " ".join(kept[cut:])) for cut in range(1, len(kept))]
        fitting = [pair for pair in splits if max(font.size(line)[0] for line in pair) <= width]
        return list(min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair))) if fitting else None

    def paragraph(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        colour: Colour,
        topleft: tuple[int, int],
        width: int,
        most: int | None = None,
        bold: bool = False,
        balanced: bool = False,
    ) -> int:
        """`text` drawn in lines that fit `width` (see `wrap`) from `topleft` down: the y below."""
        x, y = topleft
        for line in self.wrap(text, size, width, most, bold, balanced):
            y = self.text(surface, line, size, colour, bold, topleft=(x, y)).bottom
        return y

    def backdrop(self, surface: pygame.Surface, heading: str, y: float, top: int = 0) -> None:
        """A screen of its own: the background, and its heading centred `y` down (at
        1280x720) from `top` (in pixels)."""
        surface.fill(self.palette.background)
        centre = (surface.get_width() // 2, top + self.px(y))
        self.text(surface, heading, HEADING, self.palette.accent, bold=True, center=centre)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, radius: float = 14) -> None:
        pygame.draw.rect(surface, self.palette.panel, rect, border_radius=self.px(radius))
        pygame.draw.rect(
            surface, self.palette.panel_edge, rect, width=max(1, self.px(2)), border_radius=self.px(radius)
        )


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction `t` of the way from `a` to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def words(paragraph: str) -> list[str]:
    """The places a line may break: between words, but never before a short number
    ("leads by 4", "row 2", "of 16"), which would start a line cut from what it counts,
    nor between a number and its unit ("1.5 s")."""
    found: list[str] = []
    for word in paragraph.split(" "):
        if found and found[-1] and (NUMBER.fullmatch(word) or (UNIT.fullmatch(word) and found[-1][-1].isdigit())):
            found[-1] += " " + word
        else:
            found.append(word)
    return found
