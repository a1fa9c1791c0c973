"""The arcade in a Linux desktop: a launcher entry in the applications menu and,
for a screen that runs by itself, an autostart entry that opens it in kiosk mode
at login. Both are installed and removed by the command line; they follow the
XDG base directories ($XDG_DATA_HOME, $XDG_CONFIG_HOME)."""

from __future__ import annotations

import errno
import sys
from pathlib import Path

from .records import write_atomic
from .xdg import config_home, data_home

MARK = "X-Slyde-Arcade=1"  # in every file written here: only such files are ever removed
NAME = "slyde-arcade"


def places() -> dict[str, Path]:
    """Where each file goes: the menu entry, its icon, the kiosk's autostart entry."""
    data, config = data_home(), config_home()
    return {
        "entry": data / "applications" / f"{NAME}.desktop",
        "icon": data / "icons" / "hicolor" / "256x256" / "apps" / f"{NAME}.png",
        "autostart": config / "autostart" / f"{NAME}-kiosk.desktop",
    }


def command(*args: str) -> str:
    """The command line that starts this program, as a desktop entry's Exec writes it."""
    frozen = getattr(sys, "frozen", False)  # a standalone build: the program itself
    parts = [sys.executable] if frozen else [sys.executable, "-m", "game"]
    return " ".join(_quoted(part) for part in [*parts, *args])


def _quoted(word: str) -> str:
    """A word of an Exec line, quoted as the desktop entry specification asks where needed."""
    if word and not any(c in word for c in " \t\n\"'\\><~|&;$*?#()`"):
        return word
    return '"' + "".join("\\" + c if c in '"`$\\' else c for c in word) + '"'


def _entry(title: str, comment: str, exec_line: str, icon: Path, working: Path) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            f"Name={title}",
            f"Comment={comment}",
            f"Exec={exec_line}",
            f"Path={working}",
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            MARK,
            "",
        ]
    )


def install(kiosk: bool = False) -> list[Path]:
    """Write the menu entry and its icon, and with `kiosk` the autostart entry; the
    files written. OSError if a folder cannot take them, or where a folder's name is
    not text that an entry can hold (nothing written then)."""
    where = places()
    package = Path(__file__).resolve().parent
    working = package.parent
    entries = {"entry": _entry("Slyde Arcade", "Slyde, SlideCore 6 and Slide: sliding games",
                               command(), where["icon"], working)}  # fmt: skip
    if kiosk:
        kiosk_entry = _entry("Slyde Arcade (kiosk)", "Plays by itself at login; Ctrl+Alt+Q quits",
                             command("--kiosk"), where["icon"], working)  # fmt: skip
        entries["autostart"] = kiosk_entry + "X-GNOME-Autostart-enabled=true\n"
    for key, text in entries.items():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise OSError(
                errno.EILSEQ, "a path it names is not UTF-8 text, as an entry's must be", str(where[key])
            ) from None
    write_atomic(where["icon"], (package / "assets" / "icon.png").read_bytes())  # never into a pipe or a device
    written = [where["icon"]]
    for key, text in entries.items():
        write_atomic(where[key], text)
        written.append(where[key])
    return written


def uninstall() -> list[Path]:
    """Remove what `install` wrote (a file there that is not ours is left alone); the files removed."""
    removed = []
    icon = (Path(__file__).resolve().parent / "assets" / "icon.png").read_bytes()
    for key, path in places().items():
        try:
            ours = path.read_bytes() == icon if key == "icon" else MARK in path.read_text("utf-8", errors="replace")
        except OSError:
            continue
        if ours:
            path.unlink()
            removed.append(path)
    return removed
