"""`engine`: the engine protocol of design.md on standard input and output."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import BinaryIO, TextIO

from .. import __version__, records, sharing
from ..ai import players
from ..ai.mcts import Budget
from ..levels import DEFAULT_LEVEL, LEVELS
from ..rules import registry
from ..rules.base import GameState, MalformedMoveError, MoveError, excerpt, plain_digits
from .options import MAX_SECONDS, PROGRAM
from .output import silence_stdout

TAKES_NOTHING = {"name", "version", "quit", "legal_moves", "result", "showboard"}
MAX_LINE_BYTES = 5 * sharing.MAX_LINE  # the longest command, `loadgame` with a game's line, fits five times


def bounded_lines(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> Iterator[bytes | None]:
    """The lines of `stream`; None for one longer than `limit`, whose rest is read and
    dropped as it comes: no line, however long, is held whole."""
    while line := stream.readline(limit + 1):
        if len(line) <= limit or line.endswith(b"\n"):
            yield line
            continue
        while (rest := stream.readline(limit)) and not rest.endswith(b"\n"):
            pass
        yield None


class Engine:
    """The engine protocol: a game, a level, and one reply per command line."""

    def __init__(self, out: TextIO, seed: int = 1) -> None:
        self.out = out
        self.state: GameState = registry.new_game("slyde", {})
        self.seed = seed
        self.level = DEFAULT_LEVEL
        self.player = players.make_player(self.level, seed)
        self.ready()

    def ready(self) -> None:
        """Ready the player's search for the game before a genmove's time counts."""
        players.ready(self.player, self.state.game, self.state.seat_count)

    def run(self, lines: Iterable[bytes | None]) -> int:
        """Answer each line (None: one too long to read) until `quit` or the end of the
        input: 0, or 1 when the answers can no longer be written (the other side has
        gone, or the disk is full)."""
        try:
            for raw in lines:
                replied = self.reply(raw)
                if replied is None:
                    continue
                ok, answer, command = replied
                self.out.write(f"{'=' if ok else '?'} {answer}\n\n")
                self.out.flush()
                if ok and command == "quit":
                    break
        except OSError:  # nothing left to answer to
            silence_stdout()
            return 1
        return 0

    def reply(self, raw: bytes | None) -> tuple[bool, str, str] | None:
        """(success, answer, the command) for one line; None for a line with no command."""
        if raw is None:
            return False, f"line too long (a command has at most {MAX_LINE_BYTES:,} bytes)", ""
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            return False, "not UTF-8 text", ""
        line = line.split("#", 1)[0].strip()
        if not line:
            return None
        command, _, rest = line.replace("\t", " ").partition(" ")
        try:
            ok, answer = self.handle(command, rest.strip())
        except Exception:  # one bad command must not end the session
            ok, answer = False, "internal error: the command could not be carried out"
        return ok, answer, command

    def handle(self, command: str, rest: str) -> tuple[bool, str]:
        """(success, answer) for one command."""
        if command in TAKES_NOTHING and rest:  # a command misread (`quit` with more) must not act
            return False, f"{command} takes nothing after it, not {excerpt(rest, 20)}"
        if command == "name":
            return True, PROGRAM
        if command == "version":
            return True, __version__
        if command == "quit":
            return True, ""
        if command == "new":
            named, *pairs = rest.split() or ["slyde"]
            named = named.lower()  # as the command line reads a game's name
            editions = registry.editions()
            if named not in editions:
                return False, f"unknown game {excerpt(named)}: choose one of {', '.join(editions)}"
            game, chosen = editions[named]  # an edition's name plays its game with its option set ("tile")
            given = {key.lower(): text for key, _, text in (pair.partition("=") for pair in pairs)}
            for name, value in chosen.items():  # its own value may be given again, as the command line takes it
                if given.get(name, str(value)).lower() != str(value):
                    return False, f"{named} plays {name}={value}: leave {name} out, or start a game of {game}"
            own = [f"{name}={value}" for name, value in chosen.items() if name not in given]
            try:
                options = registry.spec(game).parse_options(own + pairs)
                self.state = registry.new_game(game, options)
            except ValueError as error:
                return False, str(error)
            self.ready()
            return True, ""
        if command == "play":
            try:
                self.state = self.state.play(self.state.parse_move(rest))
            except MalformedMoveError as error:
                return False, f"illegal move: {error}"
            except MoveError as error:
                return False, f"illegal move: {excerpt(error.move)}: {error.reason}"
            return True, ""
        if command == "genmove":
            milliseconds = int(rest) if plain_digits(rest, 7) else 0
            if rest and not 0 < milliseconds <= MAX_SECONDS * 1000:
                return (
                    False,
                    f"genmove takes a time in milliseconds from 1 to {MAX_SECONDS * 1000:.0f}, not {excerpt(rest, 20)}",
                )
            if self.state.is_over():
                return False, "the game is over"
            budget = Budget(seconds=milliseconds / 1000) if rest else None
            move = players.decide(self.player, self.state, budget)
            self.state = self.state.play(move)
            return True, self.state.format_move(move)
        if command == "legal_moves":
            return True, "\n".join(self.state.format_move(m) for m in self.state.legal_moves())
        if command == "result":
            outcome = self.state.outcome()
            if outcome is None:
                return True, "none"
            if outcome.scores:
                return True, " > ".join("=".join(map(str, tied)) for tied in outcome.ranking)
            return True, "draw" if outcome.winner is None else self.state.seats[outcome.winner]
        if command == "level":
            if not rest:
                return False, f"level takes a level's name: one of {', '.join(LEVELS)}"
            level = rest.lower()  # as the command line reads a level's name
            try:
                self.player = players.make_player(level, self.seed)
            except ValueError as error:
                return False, str(error)
            self.level = level
            self.ready()
            return True, ""
        if command == "showboard":
            return True, "\n" + self.state.diagram()
        if command == "loadgame":
            if not rest:
                return False, "loadgame takes a record's path or a game's line of text"
            try:
                record = sharing.load(rest)
            except records.RecordError as error:
                return False, f"cannot load it: {records.in_brief(str(error), 200)}"
            self.state = record.replay()[-1]  # a tournament: its last game
            self.ready()
            return True, ""
        return False, "unknown command"
