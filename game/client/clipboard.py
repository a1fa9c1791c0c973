"""Games through the clipboard, as lines of text (`game.sharing`): Ctrl+C copies a
game, Ctrl+V opens one, as does a game's file or line dropped on the window. Each
action answers in words for the scene to say."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pygame

from .. import records, sharing
from .games import plays_here
from .session import Session

OPEN_COPIED = "Open a copied game"  # Saved games' button: the way back in for every device, as Ctrl+V is for keys


def copy_game(record: records.Record) -> tuple[bool, str]:
    """Put the game's line on the clipboard: (done, what to say)."""
    try:
        line = sharing.to_line(record)
    except ValueError as error:
        return False, f"Not copied: {error}"
    try:
        pygame.scrap.put_text(line)
    except pygame.error:
        return False, "Not copied: this system offers no clipboard to the game"
    return True, f"Copied as a line of text to paste anywhere: {OPEN_COPIED}, in Saved games, plays it"


def pasted_text(most: int = 200) -> str:
    """The clipboard's text as typing it would give it: its first line, at most `most`
    characters ("" where it holds none, or there is no clipboard)."""
    try:
        text = pygame.scrap.get_text() or ""
    except pygame.error:
        return ""
    return text.strip().split("\n", 1)[0].strip()[:most]


def open_pasted(app: Any, place: Callable[[Any], None], dropped: str | None = None) -> None:
    """Ctrl+V: play the game whose line is on the clipboard, or (`dropped`) the game
    whose file or line was dropped on the window, its scene given to `place` (the
    app's push or replace); or say why not."""
    session, said = pasted_game() if dropped is None else dropped_game(dropped)
    if session is None:
        app.say(said, "bad")
        return
    place(app.make("play", session))
    app.say(said, "good")


def pasted_game() -> tuple[Session | None, str]:
    """The game whose line is on the clipboard, or None and why not."""
    try:
        text = pygame.scrap.get_text()
    except pygame.error:
        return None, "Nothing pasted: this system offers no clipboard to the game"
    if not text or not text.strip():
        return None, "Nothing to open: copy a game's line (it starts with SA1.) first, or drop a game's file here"
    if not sharing.holds_line(text):
        return None, "What was pasted is not a game's line: a game's line starts with SA1."
    return _played(lambda: sharing.from_line(text), "the pasted line", "Opened the pasted game")


def dropped_game(source: str) -> tuple[Session | None, str]:
    """The game in the file whose path was dropped on the window, or in the game's
    line dropped as text; or None and why not."""
    if source.startswith("file://"):  # a file dropped as its address, as some programs drop one
        from urllib.request import url2pathname  # slow to load, and seldom needed

        source = url2pathname(urlsplit(source.strip()).path)
    if not os.path.isabs(source):  # a file comes by its whole path: this is text
        if sharing.holds_line(source):
            return _played(lambda: sharing.from_line(source), "the dropped line", "Opened the dropped game")
        return None, "What was dropped is not a game: drop a saved game's file, or a game's line (SA1.)"
    name = records.shown_path(os.path.basename(source), records.NAME_CHARS)
    return _played(lambda: records.load(source), name, f"Opened {name}")


def _played(read: Callable[[], records.Record], named: str, done: str) -> tuple[Session | None, str]:
    """The game `read` reads, where this window plays it: (it, `done`), else (None, why not)."""
    try:
        session = Session.from_record(read())
    except records.RecordError as error:
        return None, f"Cannot open {named}: {records.in_brief(error.problem)}"
    if not plays_here(session.state.game):
        return None, f"{session.title()} is not played here"
    return session, done
