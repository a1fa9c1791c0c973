"""How small and how large the window may be, its size on a usual screen, and how a
size is written ("1280x720"): shared by the command line, which checks --size, the
settings, which keep the size the person last gave the window, and the window, which
keeps to them."""

from .rules.base import excerpt, plain_digits

MIN_WINDOW = (800, 600)  # the smallest the screens are laid out for
MAX_WINDOW = (7680, 4320)  # the largest displays made
DEFAULT_WINDOW = (1280, 720)  # on a 1920x1080 screen; the shape of every window opened unasked (turned: tall)


def parse_size(text: str, smaller: str = "") -> tuple[int, int]:
    """The size `text` writes as WIDTHxHEIGHT (or with the sign "×", as sizes are
    printed), within the limits; else ValueError saying why, `smaller` added where it
    is too small (what to do instead)."""
    shown = excerpt(text)
    width, sep, height = (part.strip() for part in text.lower().replace("×", "x").partition("x"))
    if not sep or not (plain_digits(width, 100) and plain_digits(height, 100)):  # a long one is too large, said so
        raise ValueError(f"expected WIDTHxHEIGHT like 1280x720, not {shown}")
    size = (int(width), int(height))
    if size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise ValueError(f"a window is at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}, not {shown}{smaller}")
    if size[0] > MAX_WINDOW[0] or size[1] > MAX_WINDOW[1]:
        raise ValueError(f"a window is at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {shown}")
    return size


def written_size(size: tuple[int, int]) -> str:
    """`size` as `parse_size` reads it."""
    return f"{size[0]}x{size[1]}"
