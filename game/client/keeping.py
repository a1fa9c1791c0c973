"""Keeping a game on disk as it is played: every move at once in the autosave (Resume),
a finished game among the saved games, a copy saved on request, and an interrupted
game moved aside before a new one could overwrite it. Nothing a person played is
lost: where a folder refuses a file, the game stays where it was and the words say so.
No pygame: every method that has something to tell a person returns it as words.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path

from .. import records
from ..rules.base import GameState
from .places import autosave_path, save_stem, saves_dir
from .session import Session


class Keeper:
    def __init__(self, session: Session, data: Path | None, owns_autosave: Callable[[], bool] = lambda: True) -> None:
        """`data` is the data folder to keep the game in, or None to keep nothing;
        `owns_autosave()`: whether this window keeps its game in the folder's autosave
        (Resume) now, else (another window does) in a file of its own among the saved
        games. It is asked before each write: a window started since may have taken it."""
        self.session = session
        self.data = data
        self.owns_autosave = owns_autosave
        # where this game is kept move by move: this window's autosave, or (another window
        # owns that) a file among the saved games, named at the game's first move
        self.in_progress: Path | None = autosave_path(data) if data is not None and owns_autosave() else None
        self.autosaving = data is not None  # off, too, while an interrupted game could not be kept aside
        self.saved: tuple[Path, str] | None = None  # the last copy saved, and what it holds
        self.kept: tuple[Path, str] | None = None  # the last file the game was written to, and what it holds
        self.opened = session.record().to_json()  # the game as it came (new, resumed, opened): nothing to keep

    @property
    def state(self) -> GameState:
        return self.session.state

    def save(self) -> str:
        """Save a copy among the saved games, unless the last copy saved holds this very
        game still; the file's name (OSError if it cannot be written)."""
        assert self.data is not None
        held = self.session.record().to_json()
        if self.saved is not None and self.saved[1] == held and self.saved[0].exists():
            return self.saved[0].name
        path = self._write_new("", held)
        self.saved = (path, held)
        return path.name

    def _write(self, path: Path, held: str) -> None:
        """The game's record (`held`, as JSON) written to `path`, and remembered as kept there."""
        records.write_atomic(path, held)
        self.kept = (path, held)

    def _write_new(self, kind: str, held: str) -> Path:
        """The game's record (`held`, as JSON) written as a new file among the saved
        games (never over another, even one another window writes meanwhile), and
        remembered as kept there; where."""
        assert self.data is not None
        path = records.write_new(saves_dir(self.data), save_stem(self.state.game, kind), held)
        self.kept = (path, held)
        return path

    def autosave(self) -> str | None:
        """Every move is on disk at once; a finished game (a tournament: once it is
        over) moves to the saved games. None, or why it failed."""
        if self.data is None:
            return None
        if self.session.is_finished:
            return self._keep_finished()
        if not self.autosaving:
            return None
        try:
            if self.session.moves:
                self._write_in_progress(self.session.record().to_json())
            elif (kept := self._kept_in_progress()) is not None:
                kept.unlink(missing_ok=True)
        except OSError as error:
            return f"Autosave failed: {records.refusal(error)}"
        return None

    def is_kept(self) -> bool:
        """Whether this game, as it stands, is on disk: where it is kept move by move, among
        the saved games once finished, or as a copy saved."""
        return self._holds(self.session.record().to_json())

    def unkept(self) -> bool:
        """Whether the game holds moves no file does: leaving now would lose them."""
        return self._unkept(self.session.record().to_json())

    def _unkept(self, held: str) -> bool:
        return self.data is not None and held != self.opened and not self._holds(held)

    def _holds(self, held: str) -> bool:
        """Whether the file last written holds `held` (the game's record as JSON) still."""
        return self.kept is not None and self.kept[1] == held and self.kept[0].exists()

    def keep(self) -> tuple[bool, str | None]:
        """One more try, before the game is left, to have it on disk as it stands (the
        disk may have room again): (kept, what to say). Kept already, or nothing new
        since it came (a new game, one resumed or opened): (True, None); kept now as a
        copy among the saved games: (True, "Saved as NAME"); else (False, why not)."""
        held = self.session.record().to_json()
        if not self._unkept(held):
            return True, None
        self.autosave()
        if self._holds(held):
            return True, None
        try:
            return True, f"Saved as {self.save()}"
        except OSError as error:
            return False, records.refusal(error)

    def _kept_in_progress(self) -> Path | None:
        """Where the game is kept move by move and this window may write: the autosave
        while this window owns it, or a file of its own among the saved games; None
        before the first write (or once another window has taken the autosave)."""
        assert self.data is not None
        if self.in_progress == autosave_path(self.data) and not self.owns_autosave():
            self.in_progress = None
        return self.in_progress

    def _write_in_progress(self, held: str) -> Path:
        """The game's record (`held`, as JSON) written where it is kept move by move: the
        autosave while this window owns it, else a file of its own among the saved
        games, named at its first write; where."""
        assert self.data is not None
        kept = self._kept_in_progress()
        if kept is None and self.owns_autosave():
            kept = autosave_path(self.data)
        if kept is None:
            kept = self._write_new("unfinished", held)
        else:
            self._write(kept, held)
        self.in_progress = kept
        return kept

    def _keep_finished(self) -> str | None:
        """A finished game goes to the saved games (and leaves the autosave); where
        that folder takes no files, it stays where the game was kept move by move."""
        assert self.data is not None
        held = self.session.record().to_json()
        try:
            self._write_new("finished", held)
        except OSError as error:
            problem = records.refusal(error)
        else:
            if self.autosaving and (kept := self._kept_in_progress()) is not None:
                with contextlib.suppress(OSError):
                    kept.unlink(missing_ok=True)
            self.in_progress = None
            return None
        try:
            if not self.autosaving:
                raise OSError(0, "the unfinished game before it is still there")
            kept = self._write_in_progress(held)
        except OSError as error:
            return f"The finished game could not be kept ({problem}; {records.refusal(error)}): Save tries again"
        where = "in Resume" if kept == autosave_path(self.data) else f"as {kept.name}"
        return f"Saved games takes no files ({problem}): the finished game is kept {where}"

    def keep_unfinished(self) -> tuple[str, bool] | None:
        """A new game must not overwrite an interrupted one: move it to the saved games.
        (what to say, whether it went well), or None when there was none."""
        if self.data is None or not self.owns_autosave():
            return None
        path = autosave_path(self.data)
        if not os.path.lexists(path):
            return None
        try:
            game = records.load(path).game  # named by its own game, not this one
        except records.RecordError:
            game = "game"  # kept all the same: the saved games explain what is wrong with it
        try:
            saves_dir(self.data).mkdir(parents=True, exist_ok=True)
            records.move_new(path, saves_dir(self.data), save_stem(game, "unfinished"))
        except OSError as error:
            self.autosaving = False  # the interrupted game stays where it is, untouched
            return (
                f"Your unfinished game could not be moved to Saved games ({records.refusal(error)}): "
                "it stays in Resume, and this game is not autosaved",
                False,
            )
        return "Your unfinished game is kept in Saved games", True
