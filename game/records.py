"""Game records on disk: the save format of design.md, validated, written atomically.

A record is plain JSON data: the game, its options, the players, the moves in
the notation of RULINGS.md and the result. Loading checks every field and
replays every move, so a file that loads is a game that happened; nothing in a
file is ever executed.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .rules import registry
from .rules.base import GameState, MoveError

FORMAT = "slyde-arcade-record"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_MOVES = 10_000
MAX_NAME = 40
PLAYER_KINDS = ("human", "ai")
_FIELDS = {"format", "version", "game", "options", "players", "moves", "result"}


class RecordError(ValueError):
    """A record that cannot be loaded; the message names the problem."""


@dataclass
class Record:
    game: str
    options: dict[str, Any]
    players: list[dict[str, Any]]
    moves: list[str] = field(default_factory=list)
    result: dict[str, str] | None = None

    @classmethod
    def of(cls, states: list[GameState], players: list[dict[str, Any]], moves: list[str]) -> Record:
        """The record of a game given its states from the start and its moves."""
        final = states[-1]
        return cls(final.game, dict(final.options), players, list(moves), result_of(final))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "players": self.players,
            "moves": self.moves,
        }
        if self.result is not None:
            data["result"] = self.result
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"

    def replay(self) -> list[GameState]:
        """Every state from the start to the last move; RecordError at the first bad move."""
        try:
            state = registry.new_game(self.game, self.options)
        except ValueError as error:
            raise RecordError(f"bad options: {error}") from None
        states = [state]
        for number, text in enumerate(self.moves, 1):
            try:
                state = state.play(state.parse_move(text))
            except MoveError as error:
                raise RecordError(f"move {number}: {error}") from None
            states.append(state)
        return states


def result_of(state: GameState) -> dict[str, str] | None:
    """The `result` object for a finished game, None while it goes on."""
    outcome = state.outcome()
    if outcome is None:
        return None
    winner = "draw" if outcome.winner is None else state.seats[outcome.winner]
    return {"winner": winner, "detail": outcome.reason}


def from_json(text: str | bytes) -> Record:
    """The record in `text`, fully validated; RecordError says what is wrong."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"file too large ({len(text)} bytes; a record is at most {MAX_BYTES})")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(f"not UTF-8 text (byte {error.start})") from None
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}") from None
    except (RecursionError, ValueError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return from_dict(data)


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")


def from_dict(data: Any) -> Record:
    """A validated Record from parsed JSON data; every move is replayed."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: 'format' must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise RecordError(f"unsupported version {data.get('version')!r}: this program reads version {VERSION}")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise RecordError(f"unknown field {unknown[0]!r}")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        raise RecordError(f"unknown game {game!r}: expected one of {', '.join(registry.GAMES)}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    try:
        options = registry.spec(game).check_options(**options)
    except (TypeError, ValueError) as error:
        raise RecordError(f"bad options: {error}") from None
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError("'moves' must be a list of moves written as text")
    if len(moves) > MAX_MOVES:
        raise RecordError(f"too many moves ({len(moves)})")
    record = Record(game, options, [], moves, None)
    states = record.replay()
    record.players = _check_players(data.get("players"), states[-1].seats)
    record.result = _check_result(data.get("result"), states[-1])
    return record


def _check_players(players: Any, seats: tuple[str, ...]) -> list[dict[str, Any]]:
    if not isinstance(players, list) or len(players) != len(seats):
        raise RecordError(f"'players' must list {len(seats)} players, one per seat")
    checked = []
    for seat, player in zip(seats, players, strict=True):
        if not isinstance(player, dict):
            raise RecordError(f"player {seat}: expected an object")
        name, kind, level = player.get("name"), player.get("kind"), player.get("level")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise RecordError(f"player {seat}: 'name' must be text of 1 to {MAX_NAME} characters")
        if kind not in PLAYER_KINDS:
            raise RecordError(f"player {seat}: 'kind' must be one of {', '.join(PLAYER_KINDS)}")
        if level is not None and (not isinstance(level, str) or len(level) > MAX_NAME):
            raise RecordError(f"player {seat}: 'level' must be a short text")
        if set(player) - {"name", "kind", "level"}:
            raise RecordError(f"player {seat}: unknown field {sorted(set(player) - {'name', 'kind', 'level'})[0]!r}")
        checked.append(dict(player))
    return checked


def _check_result(result: Any, final: GameState) -> dict[str, str] | None:
    """A finished game's result must be the true one; an unfinished game may
    carry one only when it ended early (a resignation), naming a seat or a draw."""
    if result is None:
        return result_of(final)
    if not isinstance(result, dict) or not isinstance(result.get("winner"), str):
        raise RecordError("'result' must be an object with a 'winner'")
    detail = result.get("detail", "")
    if not isinstance(detail, str) or set(result) - {"winner", "detail"}:
        raise RecordError("'result' holds only 'winner' and a text 'detail'")
    true = result_of(final)
    if true is not None and result["winner"] != true["winner"]:
        raise RecordError(f"wrong result: the moves give {true['winner']!r}, the file says {result['winner']!r}")
    if result["winner"] not in (*final.seats, "draw"):
        raise RecordError(f"unknown winner {result['winner']!r}")
    return {"winner": result["winner"], "detail": detail}


# -- files ------------------------------------------------------------------


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` so that a crash leaves the old file or the new, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()


def save(path: str | os.PathLike[str], record: Record) -> None:
    write_atomic(path, record.to_json())


def load(path: str | os.PathLike[str]) -> Record:
    """The record in the file at `path`; RecordError names the file and the problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordError(f"file too large ({size} bytes; a record is at most {MAX_BYTES})")
        data = path.read_bytes()
    except OSError as error:
        raise RecordError(f"{path}: cannot read: {error.strerror}") from None
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None
    try:
        return from_json(data)
    except RecordError as error:
        raise RecordError(f"{path}: {error}") from None


def keep_aside(path: str | os.PathLike[str]) -> Path:
    """Move a bad file out of the way under a new name, never overwriting: the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(1000):
        suffix = f".corrupt-{stamp}" + (f"-{attempt}" if attempt else "")
        aside = path.with_name(path.name + suffix)
        if not aside.exists():
            os.replace(path, aside)
            return aside
    raise OSError(f"no free name to keep {path} aside")
