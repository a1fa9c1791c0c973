"""The command line of design.md: the window (default), selfplay, engine, bench."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from . import __version__, records
from .ai import players
from .ai.mcts import Budget
from .bench import SECTIONS as bench_sections
from .bench import run as bench_run
from .rules import registry
from .rules.base import GameState, MoveError

PROGRAM = "Slyde Arcade"


def _add_game_options(parser: argparse.ArgumentParser, default_game: str | None = "slyde") -> None:
    """--game and one flag per option of any game (each game takes its own)."""
    parser.add_argument("--game", choices=list(registry.GAMES), default=default_game, help="which game")
    seen: set[str] = set()
    for spec in registry.GAMES.values():
        for option in spec.options:
            if option.name in seen:
                continue
            seen.add(option.name)
            extra: dict[str, Any] = {"choices": list(option.choices)} if option.choices else {}
            span = f" ({option.low}-{option.high})" if option.low is not None else ""
            parser.add_argument(
                f"--{option.name}",
                type=option.kind,
                default=None,
                help=f"{spec.title}: {option.help}{span}",
                **extra,
            )


def _game_options(args: argparse.Namespace) -> dict[str, Any]:
    """The chosen game's options; ValueError for an option of another game."""
    spec = registry.spec(args.game)
    own = {o.name for o in spec.options}
    for other in registry.GAMES.values():
        for option in other.options:
            if option.name not in own and getattr(args, option.name) is not None:
                raise ValueError(
                    f"--{option.name} is not an option of {spec.title} (its options: "
                    + ", ".join(f"--{name}" for name in sorted(own))
                    + ")"
                )
    return {name: getattr(args, name) for name in own if getattr(args, name) is not None}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py",
        description=f"{PROGRAM}: the Slyde family of sliding games. With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument(
        "--kiosk", action="store_true", help="kiosk mode: full screen, plays itself when idle; only Ctrl+Alt+Q quits"
    )
    parser.add_argument(
        "--demo", action="store_true", help="attract mode: computer games one after another until a key or click"
    )
    parser.add_argument(
        "--size", dest="window_size", metavar="WxH", type=_window_size, help="window size, e.g. 1280x720"
    )
    parser.add_argument(
        "--game", dest="start_game", choices=list(registry.GAMES), help="go straight to this game's setup"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    selfplay = commands.add_parser(
        "selfplay",
        help="play computer-only games headless and write their records",
        description="Play computer-only games without a window: one line per game, then a summary.",
    )
    _add_game_options(selfplay)
    levels = players.LEVELS
    selfplay.add_argument("--white", default=players.DEFAULT_LEVEL, choices=levels, help="White's level")
    selfplay.add_argument("--black", default="greedy", choices=levels, help="Black's level")
    selfplay.add_argument(
        "--seconds", type=float, help="thinking time per move for both sides (default: each level's own)"
    )
    selfplay.add_argument(
        "--alternate", action="store_true", help="exchange colours every other game (levels keep their names)"
    )
    selfplay.add_argument("--games", type=_positive, default=10, help="how many games (default 10)")
    selfplay.add_argument("--seed", type=int, default=1, help="the seed that makes the games repeatable")
    selfplay.add_argument("--out", type=Path, help="folder to write each game's record to")

    commands.add_parser(
        "engine",
        help="speak the engine protocol on stdin/stdout",
        description="The engine protocol of design.md (GTP framing): one command a line; "
        "'= answer' or '? error', then an empty line. Commands: name, version, new, play, "
        "genmove, legal_moves, result, level, showboard, quit.",
    )

    bench = commands.add_parser(
        "bench",
        help="print the performance figures as one JSON object",
        description="Measure and print performance figures as JSON.",
    )
    bench.add_argument("section", nargs="?", choices=list(bench_sections), help="only this section (default: all)")
    bench.add_argument("--seconds", type=float, default=1.5, help="time spent on each figure (default 1.5)")
    return parser


def _window_size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x720, not {text!r}") from None
    if not sep or min(size) < 320 or max(size) > 16384:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x720, not {text!r}")
    return size


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        try:
            options = registry.spec(args.game).check_options(**_game_options(args))
        except ValueError as error:
            parser.exit(2, f"python main.py selfplay: error: {error}\n")
        return selfplay(
            args.game, options, [args.white, args.black], args.games, args.seed, args.out, args.alternate, args.seconds
        )
    if args.command == "engine":
        return Engine(sys.stdout).run(sys.stdin)
    if args.command == "bench":
        return bench_run(args.section, args.seconds)
    from .client.launch import start

    return start(args.window_size, args.fullscreen, args.kiosk, args.demo, args.start_game)


# -- selfplay ---------------------------------------------------------------


def play_game(
    game: str, options: dict[str, Any], levels: Sequence[str], seed: str, budget: Budget | None = None
) -> tuple[list[GameState], list[str], list[list[float]]]:
    """One computer-only game: its states, its moves as text, and each seat's thinking times.
    Without a budget each level thinks for its own time."""
    state = registry.new_game(game, options)
    seats = [players.make_player(level, f"{seed}/{seat}") for seat, level in enumerate(levels)]
    states, moves = [state], []
    times: list[list[float]] = [[] for _ in levels]
    while not state.is_over():
        started = time.perf_counter()
        move = seats[state.to_move].choose(state, budget)
        times[state.to_move].append(time.perf_counter() - started)
        moves.append(state.format_move(move))
        state = state.play(move)
        states.append(state)
    return states, moves, times


def selfplay(
    game: str,
    options: dict[str, Any],
    levels: Sequence[str],
    games: int,
    seed: int,
    out: Path | None,
    alternate: bool = False,
    seconds: float | None = None,
) -> int:
    """Computer-only games: a line each, then wins per level, draws and thinking times."""
    spec = registry.spec(game)
    seats = registry.new_game(game, options).seats
    wins = dict.fromkeys([*levels, "draw"], 0)
    thinking: dict[str, list[float]] = {level: [] for level in levels}
    plies = 0
    shown = " ".join(f"{k}={v}" for k, v in options.items())
    print(f"{spec.title} {shown}: " + " vs ".join(levels) + (", colours alternating" if alternate else ""))
    for number in range(1, games + 1):
        order = list(levels) if not alternate or number % 2 else list(reversed(levels))
        budget = Budget(seconds=seconds) if seconds else None
        states, moves, times = play_game(game, options, order, f"{seed}/{number}", budget)
        names = [
            {"name": f"{level} ({seat})", "kind": "ai", "level": level}
            for seat, level in zip(seats, order, strict=True)
        ]
        record = records.Record.of(states, names, moves)
        assert record.result is not None
        winner = record.result["winner"]
        winner_level = "draw" if winner == "draw" else order[seats.index(winner)]
        wins[winner_level] += 1
        for level, seat_times in zip(order, times, strict=True):
            thinking[level] += seat_times
        plies += len(moves)
        sides = ", ".join(f"{seat} {level}" for seat, level in zip(seats, order, strict=True))
        print(
            f"game {number}: {sides}; {len(moves)} plies; winner {winner_level}; {record.result['detail']}", flush=True
        )
        if out is not None:
            records.save(out / f"{game}-{seed}-{number:03d}.json", record)
    summary = ", ".join(f"{level} {wins[level]}" for level in dict.fromkeys(levels))
    print(f"summary: {games} games; wins: {summary}; draws {wins['draw']}; mean {plies / games:.1f} plies")
    for level, values in thinking.items():
        if values:
            print(f"time per move, {level}: median {statistics.median(values):.3f} s, worst {max(values):.3f} s")
    if out is not None:
        print(f"records written to {out}")
    return 0


# -- the engine protocol ------------------------------------------------------


class Engine:
    """The engine protocol: a game, a level, and one reply per command line."""

    def __init__(self, out: TextIO, seed: int = 1) -> None:
        self.out = out
        self.state: GameState = registry.new_game("slyde", {})
        self.seed = seed
        self.level = players.DEFAULT_LEVEL
        self.player = players.make_player(self.level, seed)

    def run(self, lines: TextIO) -> int:
        for line in lines:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            command, _, rest = line.partition(" ")
            try:
                ok, answer = self.handle(command, rest.strip())
            except Exception as error:  # one bad command must not end the session
                ok, answer = False, f"internal error: {error}"
            try:
                self.out.write(f"{'=' if ok else '?'} {answer}\n\n")
                self.out.flush()
            except BrokenPipeError:  # the other side has gone: nothing left to answer
                return 1
            if ok and command == "quit":
                break
        return 0

    def handle(self, command: str, rest: str) -> tuple[bool, str]:
        """(success, answer) for one command."""
        if command == "name":
            return True, PROGRAM
        if command == "version":
            return True, __version__
        if command == "quit":
            return True, ""
        if command == "new":
            game, *pairs = rest.split() or ["slyde"]
            try:
                self.state = registry.new_game(game, registry.spec(game).parse_options(pairs))
            except ValueError as error:
                return False, str(error)
            return True, ""
        if command == "play":
            try:
                self.state = self.state.play(self.state.parse_move(rest))
            except MoveError as error:
                return False, "illegal move: " + str(error).removeprefix("illegal move ")
            return True, ""
        if command == "genmove":
            if rest and not rest.isdigit():
                return False, f"genmove takes a time in milliseconds, not {rest!r}"
            if self.state.is_over():
                return False, "the game is over"
            budget = Budget(seconds=int(rest) / 1000) if rest else None
            move = self.player.choose(self.state, budget)
            self.state = self.state.play(move)
            return True, self.state.format_move(move)
        if command == "legal_moves":
            return True, "\n".join(self.state.format_move(m) for m in self.state.legal_moves())
        if command == "result":
            outcome = self.state.outcome()
            if outcome is None:
                return True, "none"
            return True, "draw" if outcome.winner is None else self.state.seats[outcome.winner]
        if command == "level":
            try:
                self.player = players.make_player(rest, self.seed)
            except ValueError as error:
                return False, str(error)
            self.level = rest
            return True, ""
        if command == "showboard":
            return True, "\n" + self.state.diagram()
        return False, "unknown command"
