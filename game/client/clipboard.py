"""Games through the clipboard, as lines of text (`game.sharing`): Ctrl+C copies a
game, Ctrl+V opens one. Each action answers in words for the scene to say."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import records, sharing
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


def open_pasted(app: Any, place: Callable[[Any], None]) -> None:
    """Ctrl+V: play the game whose line is on the clipboard, its scene given to `place`
    (the app's push or replace); or say why not."""
    session, said = pasted_game()
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
        return None, "Nothing to open: copy a game's line (it starts with SA1.) first"
    if not sharing.is_line(text):
        return None, "What was pasted is not a game's line: a game's line starts with SA1."
    try:
        return Session.from_record(sharing.from_line(text)), "Opened the pasted game"
    except records.RecordError as error:
        return None, f"Cannot open the pasted line: {error}"
