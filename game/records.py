"""Game records on disk: the save format of design.md, validated, written atomically.

A record is plain JSON data: the game, its options, the players, the moves in
the notation of RULINGS.md and the result. Loading checks every field and
replays every move, so a file that loads is a game that happened; nothing in a
file is ever executed.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import re
import stat
import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .levels import LEVELS
from .rules import registry
from .rules.base import GameState, MoveError, Outcome, Tournament, counted, excerpt, quoted

FORMAT = "slyde-arcade-record"
VERSION = 2
READS = (1, 2)  # the versions this program loads
MAX_BYTES = 1_000_000
WHY_CHARS = 80  # the most of why a file could not be used that a message repeats
NAME_CHARS = 72  # the most of a file's name a message on the window repeats (the arcade's own, set aside, fit)
MAX_MOVES = 10_000
MAX_GAMES = 200  # in one tournament
MAX_NAME = 40
LEFT = " (computer)"  # after a person's name, on the seat they left to the computer
PLAYER_KINDS = ("human", "ai")  # a seat's "kind" in the file: a person, a computer
_FIELDS = {"format", "version", "game", "options", "players", "moves", "result", "tournament", "games"}
_FIELDS |= {"annotations", "coached", "rematches"}  # optional
_ANNOTATION_FIELDS = {"before", "after", "mark", "best"}
MARKS = ("inaccuracy", "mistake", "blunder")
_GAME_FIELDS = {"deck", "first", "moves", "result"}
_RESULT_FIELDS = {"winner", "ranking", "detail", "winners", "scores", "remaining", "ranks", "totals"}


def shown_path(path: str | os.PathLike[str], most: int | None = None) -> str:
    """A path as a message shows it: as it is, or quoted with its unprintable
    characters escaped, so that a name holding a line break or a terminal's control
    codes cannot disturb the screen it is shown on. `most`: at most this many
    characters, a longer one cut in its middle, so that it keeps its start and its end
    (".json") and a message on the window stays a line or two."""
    text = os.fspath(path)
    text = text if text.isprintable() else quoted(text)
    if most is None or len(text) <= most:
        return text
    end = most // 3
    return text[: most - end - 1] + "…" + text[-end:]


def refusal(error: OSError) -> str:
    """Why the system refused, in its own words: an error raised with a message alone
    has no `strerror`, and a message must not say "None"."""
    return error.strerror or str(error) or "the system refused"


class RecordError(ValueError):
    """A record that cannot be loaded: `problem` says what is wrong in words, `path`
    names the file it came from (None for text); the message joins them."""

    def __init__(self, problem: str, path: str | os.PathLike[str] | None = None) -> None:
        self.problem = problem
        self.path = None if path is None else Path(path)
        super().__init__(problem if path is None else f"{shown_path(path)}: {problem}")


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a person by name, or a computer at a level (`level` None: a
    person). A record writes it as {"name", "kind": "human" or "ai", "level"}."""

    name: str
    level: str | None = None

    @classmethod
    def person(cls, name: str) -> Seat:
        return cls(name)

    @classmethod
    def computer(cls, level: str, name: str | None = None) -> Seat:
        return cls(name or f"Computer ({level})", level)

    @classmethod
    def left(cls, name: str, level: str) -> Seat:
        """A person's seat, left to the computer at `level` under their name: "Ann (computer)"."""
        return cls.computer(level, in_brief(name, MAX_NAME - len(LEFT)) + LEFT)

    def returned(self) -> Seat:
        """A seat its person left, as that person's again ("Ann (computer)": "Ann");
        any other seat as it is."""
        if self.is_computer and self.name.endswith(LEFT) and len(self.name) > len(LEFT):
            return Seat.person(self.name.removesuffix(LEFT))
        return self

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    def to_dict(self) -> dict[str, str]:
        if self.level is None:
            return {"name": self.name, "kind": "human"}
        return {"name": self.name, "kind": "ai", "level": self.level}


@dataclass
class Record:
    """A game (its options, players, moves and result), or a tournament of Slide:
    then `games` holds each game's record (its own deal and first player) and
    `result` the tournament's."""

    game: str
    options: dict[str, Any]
    players: list[Seat]
    moves: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    games: list[Record] | None = None
    annotations: list[dict[str, Any]] | None = None  # a review's judgement of each move
    coached: bool = False  # played with a coach judging the persons' moves (a course's first game)
    rematches: list[list[str]] = field(default_factory=list)  # the games before this one at the same table,
    # one rematch after another: each one's first place by the players' names (every name: a draw)

    @classmethod
    def of(cls, states: list[GameState], players: list[Seat], moves: list[str]) -> Record:
        """The record of a game given its states from the start and its moves."""
        final = states[-1]
        return cls(final.game, dict(final.options), players, list(moves), result_of(final))

    @classmethod
    def of_tournament(cls, games: list[Record], players: list[Seat]) -> Record:
        """The record of a tournament (of Slide) from its games' records, in order."""
        first = games[0].options
        tournament = tournament_of(games)
        options = {"players": first["players"], "first": first["first"]}
        return cls(games[0].game, options, players, [], _tournament_result(games[0].game, tournament), games)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "players": [seat.to_dict() for seat in self.players],
        }
        if self.games is None:
            data["moves"] = self.moves
            if self.annotations is not None:
                data["annotations"] = self.annotations
            if self.coached:
                data["coached"] = True
            if self.rematches:
                data["rematches"] = self.rematches
        else:
            data["tournament"] = True
            data["games"] = [_game_dict(game) for game in self.games]
        if self.result is not None:
            data["result"] = self.result
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"

    def replay(self) -> list[GameState]:
        """Every state from the start to the last move (of a tournament: of its last
        game); RecordError at the first bad move."""
        return self.replay_moves()[0]

    def replay_moves(self) -> tuple[list[GameState], list[Hashable]]:
        """Every state, as `replay`, and each move as its game reads it (the text read
        once, not again by whoever needs the moves too)."""
        if self.games is not None:
            return self.games[-1].replay_moves()
        try:
            state = registry.new_game(self.game, self.options)
        except ValueError as error:
            raise RecordError(f"bad options: {error}") from None
        states, moves = [state], []
        for number, text in enumerate(self.moves, 1):
            try:
                move = state.parse_move(text)
                state = state.play(move)
            except MoveError as error:
                raise RecordError(f"move {number}: {error}") from None
            states.append(state)
            moves.append(move)
        return states, moves


def _game_dict(game: Record) -> dict[str, Any]:
    data: dict[str, Any] = {"deck": game.options["deck"], "first": game.options["first"], "moves": game.moves}
    if game.result is not None:
        data["result"] = game.result
    return data


def outcome_result(outcome: Outcome, seats: tuple[str, ...]) -> dict[str, Any]:
    """The `result` object of an outcome: `ranking` and `detail` always; `winner`
    (a seat's name or "draw") for two-seat games without scores; `winners`,
    `scores`, `remaining` and `ranks` for games that count scores."""
    result: dict[str, Any] = {"ranking": [list(tied) for tied in outcome.ranking], "detail": outcome.reason}
    if outcome.scores:
        result["winners"] = list(outcome.winners)
        result["scores"] = list(outcome.scores)
        if outcome.remaining:
            result["remaining"] = list(outcome.remaining)
        result["ranks"] = list(outcome.ranks(len(seats)))
    else:
        result["winner"] = "draw" if outcome.winner is None else seats[outcome.winner]
    return result


def result_of(state: GameState) -> dict[str, Any] | None:
    """The `result` object for a finished game, None while it goes on."""
    outcome = state.outcome()
    return None if outcome is None else outcome_result(outcome, state.seats)


def resignation(state: GameState, seat: int) -> dict[str, Any]:
    """The `result` object of a two-seat game that `seat` gave up."""
    seats = state.seats
    other = 1 - seat
    return outcome_result(Outcome(((other,), (seat,)), f"{seats[seat].capitalize()} resigned"), seats)


_HALF_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # JSON's escape of half a character (a surrogate)


def from_json(text: str | bytes) -> Record:
    """The record in `text`, fully validated; RecordError says what is wrong."""
    return from_dict(parse_json(text))


def parse_json(text: str | bytes) -> Any:
    """The JSON data in `text`, bounded in size, depth and numbers' length, its text
    whole characters; not yet checked as a record (RecordError if it is not JSON at all)."""
    if len(text) > MAX_BYTES:
        raise RecordError(f"file too large ({len(text):,} bytes; a record is at most {MAX_BYTES:,} bytes)")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(f"not UTF-8 text (byte {error.start})") from None
    try:
        data = json.loads(text, parse_constant=_refuse_constant, parse_int=_whole_number)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON at line {error.lineno}, column {error.colno}") from None
    except RecursionError:
        raise RecordError("not a game record: nested too deeply") from None
    except ValueError as error:
        raise RecordError(f"not valid JSON: {error}") from None
    if _HALF_ESCAPE.search(text):  # a pair's halves make one character; a half alone is no text to keep or show
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise RecordError("not valid text: it escapes half of a character alone (\\ud800 to \\udfff)") from None
    return data


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed")


def _whole_number(text: str) -> int:
    if len(text) > 30:
        raise ValueError("a number is too long")
    return int(text)


def from_dict(data: Any) -> Record:
    """A validated Record from parsed JSON data; every move is replayed."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: expected a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: 'format' must be {FORMAT!r}")
    version = data.get("version")
    if type(version) is not int or version not in READS:
        shown = "missing" if version is None else excerpt(version)
        raise RecordError(f"unsupported version {shown}: this program reads versions 1 and 2")
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise RecordError(f"unknown field {excerpt(unknown[0])}")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        shown = "missing" if game is None else excerpt(game)
        raise RecordError(f"unknown game {shown}: expected one of {', '.join(registry.GAMES)}")
    if version == 1 and game not in ("slyde", "slidecore"):
        raise RecordError(f"version 1 records hold Slyde and SlideCore only, not {game}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    if data.get("tournament") is not None:
        for single in ("coached", "rematches"):
            if single in data:
                raise RecordError(f"'{single}' belongs to a single game, not a tournament")
        return _tournament_from(data, game, options)
    if "games" in data:
        raise RecordError("'games' belongs to a tournament record ('tournament': true)")
    record = _game_from(game, options, data.get("moves"), data.get("result"))
    record.players = _check_players(data.get("players"), registry.new_game(game, record.options).seats)
    if "annotations" in data:
        record.annotations = _check_annotations(data["annotations"], len(record.moves))
    if "coached" in data:
        if not isinstance(data["coached"], bool):
            raise RecordError("'coached' must be true or false")
        record.coached = data["coached"]
    if "rematches" in data:
        record.rematches = _check_rematches(data["rematches"], len(record.players))
    return record


def _check_rematches(rematches: Any, seats: int) -> list[list[str]]:
    """The first places of the games before this one at its table: a list of at most
    MAX_GAMES games, each the names (one to every seat's) of those who came first."""
    if not isinstance(rematches, list) or len(rematches) > MAX_GAMES:
        raise RecordError(f"'rematches' must list at most {MAX_GAMES} earlier games")
    for number, winners in enumerate(rematches, 1):
        if (
            not isinstance(winners, list) or not 1 <= len(winners) <= seats
            or not all(isinstance(name, str) and 0 < len(name) <= MAX_NAME for name in winners)
        ):  # fmt: skip
            raise RecordError(f"rematch {number}: expected the names of those who came first, one to {seats}")
    return [list(winners) for winners in rematches]


def _check_annotations(annotations: Any, moves: int) -> list[dict[str, Any]]:
    """A review's judgement of each move: the mover's chance before and after (0 to 1),
    a mark or null, and the move the computer preferred (text) or null."""
    if not isinstance(annotations, list) or len(annotations) != moves:
        raise RecordError(f"'annotations' must list one judgement for each of its {counted(moves, 'move')}")
    checked = []
    for number, note in enumerate(annotations, 1):
        if not isinstance(note, dict) or set(note) - _ANNOTATION_FIELDS:
            raise RecordError(f"annotation {number}: expected an object with {', '.join(sorted(_ANNOTATION_FIELDS))}")
        for name in ("before", "after"):
            value = note.get(name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
                raise RecordError(f"annotation {number}: '{name}' must be a chance from 0 to 1")
        if note.get("mark") not in (None, *MARKS):
            raise RecordError(f"annotation {number}: 'mark' must be null or one of {', '.join(MARKS)}")
        best = note.get("best")
        if best is not None and (not isinstance(best, str) or len(best) > MAX_NAME):
            raise RecordError(f"annotation {number}: 'best' must be a move written as text, or null")
        checked.append(dict(note))
    return checked


def _game_from(game: str, options: dict[str, Any], moves: Any, result: Any) -> Record:
    """One game's record, its options checked and its moves replayed, each then written
    as the game writes it (a file's 'B11-C11 ' is kept as 'b11-c11')."""
    options = _checked_options(game, options)
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError("'moves' must be a list of moves written as text")
    if len(moves) > MAX_MOVES:
        raise RecordError(f"too many moves ({len(moves)})")
    record = Record(game, options, [], moves, None)
    states, read = record.replay_moves()
    record.moves = [state.format_move(move) for state, move in zip(states, read, strict=False)]
    record.result = _check_result(result, states[-1])
    return record


def _checked_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """A game's options from a file, checked by the game: an option it does not have is
    named; a value it refuses, with the game's reason."""
    known = {option.name for option in registry.spec(game).options}
    unknown = sorted(str(name) for name in options if name not in known)
    if unknown:
        raise RecordError(f"bad options: unknown option {excerpt(unknown[0])}")
    try:
        return registry.spec(game).check_options(**options)
    except (TypeError, ValueError) as error:
        reason = str(error) if isinstance(error, ValueError) else "an option has the wrong type"
        raise RecordError(f"bad options: {reason}") from None


def _tournament_from(data: dict[str, Any], game: str, options: dict[str, Any]) -> Record:
    if data.get("tournament") is not True or not registry.spec(game).tournaments:
        names = ", ".join(spec.title for spec in registry.GAMES.values() if spec.tournaments)
        raise RecordError(f"'tournament' must be true, and only these games have tournaments: {names}")
    if "moves" in data:
        raise RecordError("a tournament record lists its moves in 'games', not in 'moves'")
    games = data.get("games")
    if not isinstance(games, list) or not 0 < len(games) <= MAX_GAMES:
        raise RecordError(f"'games' must list the tournament's games, 1 to {MAX_GAMES} of them")
    if set(options) - {"players", "first"}:
        raise RecordError("a tournament's 'options' hold 'players' and 'first' only")
    options = _checked_options(game, {"players": options.get("players"), "first": options.get("first", 0)})
    players, first = options["players"], options["first"]
    records = []
    for number, entry in enumerate(games, 1):
        if not isinstance(entry, dict) or set(entry) - _GAME_FIELDS:
            raise RecordError(f"game {number}: expected an object with 'deck', 'first', 'moves' and 'result'")
        expected_first = (first + number - 1) % players
        if entry.get("first") != expected_first:
            raise RecordError(f"game {number}: the first player must be seat {expected_first} (one seat on each game)")
        game_options = {"players": players, "first": expected_first, "deck": entry.get("deck")}
        try:
            record = _game_from(game, game_options, entry.get("moves"), entry.get("result"))
        except RecordError as error:
            raise RecordError(f"game {number}: {error}") from None
        if number < len(games) and record.result is None:
            raise RecordError(f"game {number}: unfinished, but a later game follows")
        records.append(record)
    tournament = tournament_of(records)
    if tournament.is_over() and len(tournament.scores) < len(records):
        raise RecordError("the tournament was over before its last game")
    record = Record.of_tournament(records, [])
    record.players = _check_players(data.get("players"), registry.new_game(game, records[-1].options).seats)
    _check_same(data.get("result"), _tournament_result(game, tournament))
    return record


def tournament_of(games: list[Record]) -> Tournament:
    """The standing of a tournament from its games' records (the finished ones), as
    the game's registry entry makes tournaments."""
    options = games[0].options
    make = registry.spec(games[0].game).tournament
    assert make is not None, "a game without tournaments"
    tournament = make(options["players"], options["first"])
    for game in games:
        if game.result is None or tournament.is_over():
            break
        tournament = tournament.add_scores(game.result["scores"])
    return tournament


def _tournament_result(game: str, tournament: Tournament) -> dict[str, Any]:
    outcome = tournament.outcome()
    result: dict[str, Any] = {"totals": list(tournament.totals)}
    if outcome is not None:
        seats = registry.new_game(game, {"players": tournament.players}).seats
        result.update(outcome_result(outcome, seats))
        result.pop("scores")
    return result


def _check_result_fields(result: Any) -> None:
    """A result is an object of the known fields (a hand edit may have made it anything)."""
    fields = ", ".join(sorted(_RESULT_FIELDS))
    if not isinstance(result, dict):
        raise RecordError(f"'result' must be an object with some of the fields {fields}")
    unknown = sorted(set(result) - _RESULT_FIELDS)
    if unknown:
        raise RecordError(f"'result' has an unknown field {excerpt(unknown[0])}: it holds only {fields}")


def _check_same(given: Any, true: dict[str, Any]) -> None:
    """A result in a file must agree with the one the moves give, in every field it has."""
    if given is None:
        return
    _check_result_fields(given)
    for name, value in given.items():
        if name != "detail" and value != true.get(name):
            found, said = excerpt(true.get(name)), excerpt(value)
            raise RecordError(f"wrong result: the moves give {name} {found}, the file says {said}")


def numbered(choice: str, number: int) -> Seat:
    """A seat as the window's setup fills it, named by who sits there, never by colour
    (colours change with a rematch): "Player 2", or "Computer (hard)". `choice` is
    "person" or a computer level; `number` counts the persons from 1, or the computers
    where several play (0: the only one)."""
    if choice == "person":
        return Seat.person(f"Player {number}")
    return Seat.computer(choice, f"Computer {number} ({choice})" if number else None)


def computers(levels: list[str]) -> list[Seat]:
    """The seats of a game the computer plays alone, one level a seat, numbered where several play."""
    several = len(levels) > 1
    return [numbered(level, number if several else 0) for number, level in enumerate(levels, 1)]


def _check_players(players: Any, seats: tuple[str, ...]) -> list[Seat]:
    if not isinstance(players, list) or len(players) != len(seats):
        raise RecordError(f"'players' must list {len(seats)} players, one per seat")
    checked = []
    for seat, player in zip(seats, players, strict=True):
        if not isinstance(player, dict):
            raise RecordError(f"player {seat}: expected an object")
        name, kind, level = player.get("name"), player.get("kind"), player.get("level")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise RecordError(f"player {seat}: 'name' must be text of 1 to {MAX_NAME} characters")
        if not name.isprintable():
            raise RecordError(f"player {seat}: 'name' must be printable text without control characters")
        if name.strip() != name:
            raise RecordError(f"player {seat}: 'name' must not begin or end with a space")
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            raise RecordError(f"player {seat}: 'name' must be valid text") from None
        if kind not in PLAYER_KINDS:
            raise RecordError(f"player {seat}: 'kind' must be one of {', '.join(PLAYER_KINDS)}")
        if kind == "ai" and level not in LEVELS:
            raise RecordError(f"player {seat}: a computer's 'level' must be one of {', '.join(LEVELS)}")
        if kind == "human" and level is not None:
            raise RecordError(f"player {seat}: a person has no 'level'")
        extra = sorted(set(player) - {"name", "kind", "level"})
        if extra:
            raise RecordError(f"player {seat}: unknown field {excerpt(extra[0])}")
        checked.append(Seat(name, level))
    return checked


def _check_result(result: Any, final: GameState) -> dict[str, Any] | None:
    """A finished game's result must be the true one; an unfinished game may
    carry one only when it ended early (a two-seat game resigned), naming a seat."""
    true = result_of(final)
    if result is None or true is not None:
        if true is not None:
            _check_same(result, true)
        return true
    _check_result_fields(result)
    winner = result.get("winner")
    if final.seat_count != 2 or winner not in final.seats:
        raise RecordError("an unfinished game's 'result' can only name the winner of a resignation")
    resigned = resignation(final, 1 - final.seats.index(winner))
    _check_same({k: v for k, v in result.items() if k != "detail"}, resigned)
    detail = result.get("detail", resigned["detail"])
    if not isinstance(detail, str):
        raise RecordError("'result' 'detail' must be text")
    return {**resigned, "detail": detail[:200]}


# -- files ------------------------------------------------------------------


def write_atomic(path: str | os.PathLike[str], content: str | bytes, replace: bool = True) -> None:
    """Write `content` (text, or bytes as they are) to `path` so that a crash leaves the
    old file or the new, never half. Only a regular file (or a new path) is replaced: a
    pipe, a device or a folder there is refused (NotARegularFile) and left as it was.
    `replace` False: nothing is replaced, even a file another process made a moment
    before (FileExistsError)."""
    path = Path(path)
    _make_folder(path.parent)
    _check_replaceable(path)
    temporary = path.with_name(f".{path.name[:200]}.{os.getpid()}.tmp")
    try:
        with os.fdopen(_new_file(temporary), "wb") as out:
            out.write(content.encode("utf-8") if isinstance(content, str) else content)
            out.flush()
            os.fsync(out.fileno())
        if replace:
            os.replace(temporary, path)
        else:
            take_name(temporary, path)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()


def take_name(source: Path, path: Path) -> None:
    """`source` renamed `path`, which must be free: FileExistsError where anything is
    there, even what another process put there a moment before. On a disk without
    hard links (FAT) the name is looked at, then taken: a moment's race is left."""
    try:
        os.link(source, path, follow_symlinks=False)  # a link is moved, not what it leads to
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):  # no hard links on this disk (of a link itself, on this system)
        if os.path.lexists(path):
            raise FileExistsError(errno.EEXIST, "a file is there already", os.fspath(path)) from None
        os.replace(source, path)
    else:
        source.unlink()


def _new_file(path: Path) -> int:
    """A descriptor for a file made new at `path`: whatever was there before (left by
    a killed process of the same number, or a link planted to have the write follow
    it elsewhere) is removed first, never written through."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        return os.open(path, flags, 0o666)
    except FileExistsError:
        path.unlink()
        return os.open(path, flags, 0o666)


def _make_folder(folder: Path) -> None:
    """`folder` (and the folders above it) made where missing; where a file stands in its
    place or on its way, an OSError that names that file (not the system's "File exists")."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        file = next((above for above in (folder, *folder.parents) if above.exists() and not above.is_dir()), folder)
        raise NotADirectoryError(
            errno.ENOTDIR, f"a file stands where the folder {shown_path(file)} should be"
        ) from None


def _check_replaceable(path: Path) -> None:
    """NotARegularFile if something other than a regular file is at `path` (a link
    is followed: a link to a device is refused too)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return  # a new file (or a dangling link, which the new file replaces)
    if not stat.S_ISREG(mode):
        raise NotARegularFile(errno.EINVAL, "not a regular file", os.fspath(path))


_TEMPORARY = re.compile(r"\..+\.(\d+)\.tmp")


def remove_stale_temporaries(folder: str | os.PathLike[str]) -> int:
    """Remove the temporary files that `write_atomic` left in `folder` when its
    process was killed mid-write (their process is gone); how many went."""
    removed = 0
    with contextlib.suppress(OSError), os.scandir(folder) as entries:  # by name: thousands of saved games at once
        for entry in entries:
            match = _TEMPORARY.fullmatch(entry.name)
            if match and not _running(int(match.group(1))):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                    removed += 1
    return removed


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def save(path: str | os.PathLike[str], record: Record) -> None:
    write_atomic(path, record.to_json())


MOST_NAMES = 10_000  # the names tried for one new file


def write_new(folder: Path, stem: str, content: str) -> Path:
    """`content` written whole as a new file in `folder`, under the first free one of
    `stem.json`, `stem-2.json`, `stem-3.json`, ...: a new record never replaces one,
    even one another process writes meanwhile. Where it went."""
    place = functools.partial(write_atomic, content=content, replace=False)
    return under_a_free_name(_numbered(folder, stem), place, f"for {stem}.json")


def move_new(source: Path, folder: Path, stem: str) -> Path:
    """The file `source` moved into `folder`, named as `write_new` names; where it went."""
    return under_a_free_name(_numbered(folder, stem), functools.partial(take_name, source), f"for {stem}.json")


def _numbered(folder: Path, stem: str) -> Iterator[Path]:
    yield folder / f"{stem}.json"
    for number in range(2, MOST_NAMES):
        yield folder / f"{stem}-{number}.json"


def under_a_free_name(names: Iterable[Path], place: Callable[[Path], None], purpose: str) -> Path:
    """`place(path)` for `path` the first of `names` with nothing there, the next where
    another process takes it first (`place` raises FileExistsError); the path. OSError
    in words where every name is taken ("no free name" and the `purpose`)."""
    for path in names:
        if os.path.lexists(path):
            continue
        try:
            place(path)
        except FileExistsError:
            continue
        return path
    raise OSError(errno.EEXIST, f"no free name {purpose}")


class NotARegularFile(OSError):
    """A path that names a folder, a pipe or a device rather than a file."""


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at `path`, if it holds at most `limit` of them.

    Opened without blocking and checked after opening, so a pipe, a device or a
    link to one is refused at once (its size on disk says nothing); and never
    more than `limit` + 1 bytes are read, whatever the file claims.
    OSError (NotARegularFile, or FileTooLarge) otherwise."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    try:  # checked before the file object, which would refuse a folder in words of its own
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file")
        file = os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise
    with file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(errno.EFBIG, f"file too large (more than {limit:,} bytes)")
    return data


class FileTooLarge(OSError):
    """A file larger than its reader accepts."""


def why_unreadable(error: BaseException) -> str:
    """Why a small JSON file of the program's (settings, progress) could not be
    used, in words, from what reading or checking it raised."""
    if isinstance(error, RecursionError):
        return "nested too deeply"
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(error, json.JSONDecodeError):
        return f"not valid JSON at line {error.lineno}"
    if isinstance(error, FileTooLarge):
        return "too large"
    if isinstance(error, OSError):
        return error.strerror or "cannot be read"
    if isinstance(error, ValueError):  # the program's own words, each quoting at most an excerpt
        return in_brief(str(error))
    return "a value has the wrong type"


def in_brief(text: str, most: int = WHY_CHARS) -> str:
    """A text as a message repeats it (why a file could not be read, a name): whole, or
    where it is longer than `most` characters, cut with an ellipsis that shows it was."""
    return text if len(text) <= most else text[: most - 1].rstrip() + "…"


def load(path: str | os.PathLike[str], data: Any = None) -> Record:
    """The record in the file at `path` (`data`: its JSON, if `read` already read it);
    RecordError names the file and the problem."""
    if data is None:
        data = read(path)
    try:
        return from_dict(data)
    except RecordError as error:
        raise RecordError(error.problem, path) from None


def read(path: str | os.PathLike[str]) -> Any:
    """The JSON data in the file at `path`, not yet checked as a record (a caller may
    look at its game first); RecordError names the file and the problem."""
    path = Path(path)
    try:
        text = read_bounded(path, MAX_BYTES)
    except FileTooLarge:
        raise RecordError(f"file too large (a record is at most {MAX_BYTES:,} bytes)", path) from None
    except OSError as error:
        raise RecordError(f"cannot read: {error.strerror or 'not a file'}", path) from None
    try:
        return parse_json(text)
    except RecordError as error:
        raise RecordError(error.problem, path) from None


def kept_aside(path: Path, named: str, problem: str, then: str) -> str:
    """Keep a bad file of the program's aside: the words that say so, `named` being the
    file's subject and verb as the words name it ("Settings were"), `problem` why it was
    bad and `then` what happens instead."""
    subject = named.rsplit(" ", 1)[0]
    try:
        aside = keep_aside(path)
    except OSError:
        return f"{subject} could not be read ({problem}); {then}."
    return f"{named} unreadable ({problem}); kept as {aside.name}, {then}."


def set_aside(path: Path, named: str, problem: str, then: str) -> str:
    """As `kept_aside`, for a bad file about to be written in its place: where it could
    not be moved, OSError in words instead, so that it is never written over."""
    said = kept_aside(path, named, problem, then)
    if os.path.lexists(path):
        subject = named.rsplit(" ", 1)[0]
        raise OSError(errno.EEXIST, f"{subject} could not be read ({problem}) nor kept aside, so it is left as it is")
    return said


def keep_aside(path: str | os.PathLike[str]) -> Path:
    """Move a bad file out of the way under a new name, never overwriting: the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    names = (path.with_name(f"{path.name}.corrupt-{stamp}" + (f"-{n}" if n else "")) for n in range(MOST_NAMES))
    return under_a_free_name(names, functools.partial(take_name, path), f"to keep {shown_path(path)} aside")
