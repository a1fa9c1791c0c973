"""The player's settings and the data folder, saved as JSON beside the saved games.

A file that cannot be read is kept aside (never overwritten) and the defaults
are used, with a message for the screen; where only some of its values are bad
(a hand edit), the others are kept and written in its place.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from .. import records
from ..rules.base import excerpt
from ..window_limits import MAX_WINDOW, MIN_WINDOW, parse_size, written_size
from ..xdg import data_home
from .pace import WATCH_SPEEDS
from .theme import PALETTES

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
MAX_VOLUME = 10  # the loudest; 0 is off


def data_dir() -> Path:
    """Where settings and saves live: $SLYDE_ARCADE_HOME (its ~ expanded, a relative
    one taken from the folder the program started in), else SlydeArcade in the
    platform's user data folder (on Linux and its kin, the XDG one as `xdg` reads it,
    not as SDL does: a relative $XDG_DATA_HOME, or no home, is not taken for a place).
    Earlier versions kept them one folder deeper (SlydeArcade/SlydeArcade); where that
    folder exists it stays in use, so nothing kept there is left behind. OSError, in
    words, where the platform's folder cannot be found (elsewhere SDL makes it as it
    names it, and says so where it cannot)."""
    home = os.environ.get("SLYDE_ARCADE_HOME")
    if home:  # "~" too, given where no shell expands it (a desktop entry, a service); relative: from here, named whole
        try:
            return Path(home).expanduser().absolute()
        except RuntimeError:  # "~" and no home known
            raise OSError(errno.ENOENT, "no home folder is known for the ~ in $SLYDE_ARCADE_HOME") from None
    if os.name == "posix" and sys.platform != "darwin":
        folder = data_home() / "SlydeArcade"
    else:
        import pygame

        try:
            folder = Path(pygame.system.get_pref_path("", "SlydeArcade"))
        except pygame.error as error:
            raise OSError(errno.EACCES, f"the platform's data folder cannot be made: {error}") from None
    deeper = folder / "SlydeArcade"
    try:
        return deeper if deeper.is_dir() else folder
    except OSError:  # a folder on the way that may not be looked into: said as the folder is made
        return folder


@dataclass
class Settings:
    volume: int = 7  # 0 (off) to MAX_VOLUME
    animation: str = "normal"
    hints: bool = True
    theme: str = "classic"
    large_text: bool = False
    fullscreen: bool = False  # the window opens full screen unless the command line says otherwise
    window: str | None = None  # the size the person last gave the window ("1600x900"); None: as the screen suits
    maximized: bool = False  # the window was maximised when it closed: it opens so (at `window` when restored)
    watch_speed: str = "normal"  # computers against computers, as last chosen with + and -

    def check(self) -> None:
        """ValueError naming the first bad value."""
        if isinstance(self.volume, bool) or not isinstance(self.volume, int) or not 0 <= self.volume <= MAX_VOLUME:
            raise ValueError(f"volume must be 0-{MAX_VOLUME}, not {excerpt(self.volume)}")
        if self.animation not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {excerpt(self.animation)}")
        if not all(isinstance(flag, bool) for flag in (self.hints, self.large_text, self.fullscreen, self.maximized)):
            raise ValueError("hints, large_text, fullscreen and maximized must be true or false")
        if self.theme not in PALETTES:
            raise ValueError(f"unknown theme {excerpt(self.theme)}")
        if self.watch_speed not in WATCH_SPEEDS:
            raise ValueError(f"unknown watch speed {excerpt(self.watch_speed)}")
        if self.window is not None:
            try:
                parse_size(self.window)
            except (ValueError, AttributeError):  # AttributeError: not text at all
                least, most = (written_size(limit) for limit in (MIN_WINDOW, MAX_WINDOW))
                raise ValueError(f"window must be from {least} to {most}, not {excerpt(self.window, 24)}") from None

    @property
    def animation_scale(self) -> float:
        """Multiplier for animation durations: 0 for instant."""
        speed = ANIMATION_SPEEDS[self.animation]
        return 0.0 if speed == 0 else 1.0 / speed


MAX_BYTES = 64_000
NAMED = "Settings were"  # how the words about a bad file name it
CHOICES_NAMED = "The setup's last choices were"


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """(settings, message): where the file was bad, it is kept aside and the message
    says so; its good values are kept (and written in its place), the rest defaults."""
    found, problem = _read(path)
    if problem is None:
        return found, None
    if found == Settings():
        return found, records.kept_aside(path, NAMED, problem, "using defaults")
    said = records.kept_aside(path, NAMED, problem, "the other settings kept")
    if not path.exists() and not path.is_symlink():  # kept aside: nothing is written over
        with contextlib.suppress(OSError):  # else the next change saves them
            save_settings(path, found)
    return found, said


def _read(path: Path) -> tuple[Settings, str | None]:
    """(the file's settings, None), defaults where there is no file; (its good values
    over the defaults, why the rest is bad) where it is bad."""
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    try:
        text = records.read_bounded(path, MAX_BYTES).decode("utf-8-sig")  # Notepad writes a BOM
        data = json.loads(text, parse_constant=_refuse, parse_int=_small_int)
    except (OSError, ValueError, RecursionError) as error:
        return Settings(), records.why_unreadable(error)
    if not isinstance(data, dict):
        return Settings(), "unexpected content"
    settings, problems = Settings(), []
    names = {f.name for f in fields(Settings)}
    for name, value in data.items():
        if name not in names:
            problems.append(f"unknown setting {excerpt(name)}")
            continue
        candidate = replace(settings, **{name: value})
        try:
            candidate.check()
        except (ValueError, TypeError) as error:
            problems.append(records.why_unreadable(error))
            continue
        settings = candidate
    if not problems:
        return settings, None
    return settings, problems[0] + (f" and {len(problems) - 1} more" if len(problems) > 1 else "")


def _refuse(name: str) -> None:
    raise ValueError(f"{name} is not a setting's value")


def _small_int(text: str) -> int:
    if len(text) > 6:
        raise ValueError("a number is too long")
    return int(text)


def save_settings(path: Path, settings: Settings, since: Settings | None = None) -> str | None:
    """Write `settings`. Given `since` (what this window last read or wrote), only the
    values changed since then go over what the file holds now, so that a change made
    meanwhile in another window on the same folder stays. A file gone bad meanwhile is
    kept aside and all of `settings` written: the message that says so."""
    values, said = asdict(settings), None
    if since is not None and path.exists():  # where it has gone, all of `settings`
        found, problem = _read(path)
        if problem is None:
            values = asdict(found) | {name: value for name, value in values.items() if value != getattr(since, name)}
        else:
            said = records.set_aside(path, NAMED, problem, "these settings saved in its place")
    records.write_atomic(path, json.dumps(values, indent=1) + "\n")
    return said


def load_choices(path: Path) -> dict[str, Any]:
    """The setup's last choices for each game ({} when there are none or the file is
    bad: nothing depends on them, so a bad file is not used, and kept aside when the
    choices are next remembered)."""
    return _choices(path)[0] or {}


def _choices(path: Path) -> tuple[dict[str, Any], str | None]:
    """(the file's choices, None); ({}, None) where there is no file; ({}, why) where it is bad."""
    if not path.exists() and not path.is_symlink():
        return {}, None
    try:
        data = json.loads(records.read_bounded(path, MAX_BYTES).decode("utf-8"), parse_int=_small_int)
    except (OSError, ValueError, RecursionError) as error:
        return {}, records.why_unreadable(error)
    return (data, None) if isinstance(data, dict) else ({}, "unexpected content")


def remember_choices(path: Path, key: str, choices: dict[str, Any]) -> str | None:
    """Keep one game's `choices` under `key` beside the others'; a bad file is kept
    aside first, never written over: the words that say so, else None (OSError where
    it cannot be written, or the bad file not moved)."""
    kept, problem = _choices(path)
    said = None if problem is None else records.set_aside(path, CHOICES_NAMED, problem, "starting again")
    records.write_atomic(path, json.dumps(kept | {key: choices}, indent=1) + "\n")
    return said
