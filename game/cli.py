"""The command line of design.md: the window (default), selfplay, engine, bench."""

from __future__ import annotations

import argparse
import collections
import contextlib
import importlib
import math
import os
import re
import stat
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, TextIO

from . import __version__, desktop, records, sharing
from .ai import judge, players
from .ai.judge import BLUNDER, INACCURACY, JUDGE_PLAYOUTS, MISTAKE
from .ai.mcts import Budget
from .bench import SECTIONS as bench_sections
from .bench import run as bench_run
from .levels import DEFAULT_LEVEL, LEVELS
from .report import interval, plus_minus, report, share_interval
from .rules import registry, slide
from .rules.base import GameState, MalformedMoveError, MoveError, excerpt, ranks_of

PROGRAM = "Slyde Arcade"


def _command_name() -> str:
    """How the person started this program, for usage lines and messages."""
    started = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    if getattr(sys, "frozen", False) or started.startswith("slyde-arcade"):
        return "slyde-arcade"
    return "python -m game" if started == "__main__.py" else "python main.py"


COMMAND = _command_name()
MAX_WINDOW = (7680, 4320)  # the largest displays made
MAX_SECONDS = 3600.0  # the longest a computer may think about one move, from any command


def _add_game_options(
    parser: argparse.ArgumentParser, default_game: str | None = "slyde", games: Sequence[str] | None = None
) -> None:
    """--game (one of `games`, by default every game registered now) and one flag per
    option of those games (each game takes its own)."""
    games = tuple(registry.GAMES) if games is None else games
    parser.add_argument("--game", choices=list(games), default=default_game, help="which game")
    seen: set[str] = set()
    for spec in (registry.GAMES[name] for name in games):
        for option in spec.options:
            if option.name in seen or not option.on_command_line:
                continue
            seen.add(option.name)
            extra: dict[str, Any] = {"choices": list(option.choices)} if option.choices else {}
            if option.low is None:
                span = ""
            elif option.high is None:
                span = f" (from {option.low})"
            else:
                span = f" ({option.low}-{option.high})"
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
    own = {o.name for o in spec.options if o.on_command_line}
    for other in registry.GAMES.values():
        for option in other.options:
            if option.on_command_line and option.name not in own and getattr(args, option.name, None) is not None:
                raise ValueError(
                    f"--{option.name} is not an option of {spec.title} (its options: "
                    + ", ".join(f"--{name}" for name in sorted(own))
                    + ")"
                )
    return {name: getattr(args, name) for name in own if getattr(args, name) is not None}


class _Parser(argparse.ArgumentParser):
    """argparse, with a long value a person typed cut short in an error message."""

    def error(self, message: str) -> NoReturn:
        super().error(re.sub(r"(\S{40})\S{5,}", r"\1...", message))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=COMMAND,
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
        "--install-desktop-entry",
        action="store_true",
        help="Linux: add the arcade to the applications menu (with --kiosk: also start it in kiosk mode at login)",
    )
    parser.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="Linux: remove what --install-desktop-entry added"
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
    levels = LEVELS
    selfplay.add_argument(
        "--seats",
        type=_levels,
        help=f"the levels in seat order, e.g. hard,greedy,greedy (any game; levels: {', '.join(levels)}); "
        "LEVEL*F gives that seat F times its level's own time, e.g. normal,uct*10",
    )
    selfplay.add_argument("--white", choices=levels, help="two-seat games: White's level (default normal)")
    selfplay.add_argument("--black", choices=levels, help="two-seat games: Black's level (default greedy)")
    selfplay.add_argument(
        "--seconds", type=_seconds, help="thinking time per move for every seat (default: each level's own)"
    )
    selfplay.add_argument(
        "--time-scale",
        type=_scale,
        default=1.0,
        help="multiply each level's own thinking time, keeping the levels apart (e.g. 0.1 for long matches)",
    )
    selfplay.add_argument(
        "--rotate",
        action="store_true",
        help="move the levels one seat on each game, so each plays every seat (Slide: of the same deal)",
    )
    selfplay.add_argument(
        "--alternate", action="store_true", help="two-seat games: exchange colours every other game (--rotate)"
    )
    selfplay.add_argument("--tournament", action="store_true", help="Slide: play tournaments to 100, not games")
    selfplay.add_argument("--games", type=_games, default=10, help="how many games or tournaments (default 10)")
    selfplay.add_argument("--seed", type=_seed, default=1, help="the seed that makes the games repeatable")
    selfplay.add_argument("--out", type=Path, help="folder to write each game's record to")

    commands.add_parser(
        "engine",
        help="speak the engine protocol on stdin/stdout",
        description="The engine protocol of design.md (GTP framing): one command a line; "
        "'= answer' or '? error', then an empty line. Commands: name, version, new, play, "
        "genmove, legal_moves, result, level, showboard, loadgame (a record file or a game's line), quit.",
    )

    review = commands.add_parser(
        "review",
        help="judge every move of a game record",
        description="The computer's judgement of every move of a record (Slyde and SlideCore): a line per "
        "move with the mover's chance to win before and after it, its mark (inaccuracy, mistake or blunder, "
        f"for a fall of {INACCURACY:.2f}, {MISTAKE:.2f} or {BLUNDER:.2f}) and the move the computer preferred.",
    )
    review.add_argument("record", help="the game record (a JSON file), or a game's line of text (SA1....)")
    review.add_argument("--out", type=Path, help="write the record with the judgement of each move here")
    review.add_argument(
        "--playouts", type=_playouts, default=JUDGE_PLAYOUTS, help=f"per position (default {JUDGE_PLAYOUTS})"
    )
    review.add_argument("--seed", type=_seed, default=1, help="the judgement repeats with the same seed")

    report_parser = commands.add_parser(
        "report",
        help="statistics over many games of Slyde or SlideCore",
        description="Play computer-only games (or read a folder of records) and report the first player's "
        "winning share with its 95% interval, the games' length, how often the anti-mirror toggle is played, "
        "the winning group's size, and how often the result is decided after the first group.",
    )
    open_games = [name for name, spec in registry.GAMES.items() if spec.standing == registry.GROUPS]
    _add_game_options(report_parser, games=open_games)
    report_parser.add_argument("--white", choices=levels, default=DEFAULT_LEVEL, help="White's level (default normal)")
    report_parser.add_argument("--black", choices=levels, default=DEFAULT_LEVEL, help="Black's level (default normal)")
    report_parser.add_argument("--games", type=_games, default=50, help="how many games (default 50)")
    report_parser.add_argument("--seconds", type=_seconds, help="thinking time per move (default: each level's own)")
    report_parser.add_argument("--seed", type=_seed, default=1, help="the seed that makes the games repeatable")
    report_parser.add_argument("--records", type=Path, help="report on the game records in this folder instead")

    bench = commands.add_parser(
        "bench",
        help="print the performance figures as one JSON object",
        description="Measure and print performance figures as JSON.",
    )
    bench.add_argument("section", nargs="?", choices=list(bench_sections), help="only this section (default: all)")
    bench.add_argument("--seconds", type=_seconds, default=1.5, help="time spent on each figure (default 1.5)")
    return parser


def _window_size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x720, not {text!r}") from None
    if not sep or min(size) < 320:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1280x720, not {text!r}")
    if size[0] > MAX_WINDOW[0] or size[1] > MAX_WINDOW[1]:
        raise argparse.ArgumentTypeError(f"a window is at most {MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {text!r}")
    return size


def _levels(text: str) -> list[str]:
    """Seats' levels, each a level or LEVEL*F (F times the level's own time)."""
    seats = [word.strip() for word in text.split(",")]
    for seat in seats:
        level, star, factor = seat.partition("*")
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {level!r}: choose from {', '.join(LEVELS)}")
        if star:
            _scale(factor)
    return seats


def level_of(seat: str) -> tuple[str, float]:
    """A seat's level and the factor on its own time: "uct*10" is ("uct", 10.0)."""
    level, star, factor = seat.partition("*")
    return level, float(factor) if star else 1.0


def _above_zero(text: str, high: float, what: str) -> float:
    """A number above 0 and at most `high`, or argparse's error in words."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not 0 < value <= high:
        raise argparse.ArgumentTypeError(f"expected {what} above 0 and at most {high:g}, not {text!r}")
    return value


def _seconds(text: str) -> float:
    return _above_zero(text, MAX_SECONDS, "a number of seconds")


def _scale(text: str) -> float:
    return _above_zero(text, 10, "a factor")


MAX_GAMES = 100_000  # a week of quick games: more is a typing slip
MAX_PLAYOUTS = 1_000_000  # per position: about a minute of the search on a large board
MAX_SEED = 10**18


def _whole(text: str, low: int, high: int) -> int:
    """A whole number from `low` to `high`, or argparse's error in words (digits are
    counted before converting, so a 5,000-digit number is refused, not converted)."""
    digits = text.strip().removeprefix("-")
    value = int(text) if digits.isascii() and digits.isdigit() and len(digits) <= 19 else None
    if value is None or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"expected a whole number from {low} to {high:,}, not {excerpt(text, 30)}")
    return value


def _games(text: str) -> int:
    return _whole(text, 1, MAX_GAMES)


def _playouts(text: str) -> int:
    return _whole(text, 1, MAX_PLAYOUTS)


def _seed(text: str) -> int:
    return _whole(text, -MAX_SEED, MAX_SEED)


PLUGINS_VARIABLE = "SLYDE_ARCADE_GAMES"  # modules (comma-separated) that register games of their own


def _load_plugins() -> str | None:
    """Import the modules $SLYDE_ARCADE_GAMES names, each registering its game; None,
    or why one could not be loaded."""
    for module in filter(None, (name.strip() for name in os.environ.get(PLUGINS_VARIABLE, "").split(","))):
        try:
            importlib.import_module(module)
        except Exception as error:  # a plugin is another's code: whatever it raises is said, not shown raw
            return f"${PLUGINS_VARIABLE}: cannot load the game module {excerpt(module)}: {excerpt(str(error))}"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    problem = _load_plugins()
    if problem:
        print(f"{COMMAND}: error: {problem}", file=sys.stderr)
        return 2
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return _run(parser, args)
    except BrokenPipeError:  # the reader went away (`... | head`): stop quietly, as other tools do
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:  # Ctrl+C: the person asked to stop; what was written stays written
        with contextlib.suppress(OSError, ValueError):
            print("stopped", file=sys.stderr)
        return 130


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """The command asked for, or the window."""
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry(args.install_desktop_entry, args.kiosk)
    if args.command == "selfplay":
        try:
            match = _match_from(args)
        except ValueError as error:
            parser.exit(2, f"{COMMAND} selfplay: error: {error}\n")
        return selfplay(match)
    if args.command == "engine":
        if sys.stdin is None or sys.stdout is None:  # started with a standard stream closed
            return 1
        return Engine(sys.stdout).run(sys.stdin.buffer)
    if args.command == "bench":
        return bench_run(args.section, args.seconds)
    if args.command == "report":
        return report_command(parser, args)
    if args.command == "review":
        return review_record(args.record, args.out, args.playouts, args.seed)
    from .client.games import CLIENTS
    from .client.launch import UnusableFolder, start

    if args.start_game is not None and not (args.start_game in CLIENTS and CLIENTS[args.start_game].entries):
        title = registry.spec(args.start_game).title
        parser.exit(
            2, f"{COMMAND}: error: {title} cannot be played in the window yet: try selfplay or the engine\n"
        )
    try:
        return start(args.window_size, args.fullscreen, args.kiosk, args.demo, args.start_game)
    except UnusableFolder as error:
        print(f"{COMMAND}: error: {error}", file=sys.stderr)
        return 2


def _desktop_entry(install: bool, kiosk: bool) -> int:
    """Add the arcade to the desktop (or take it away again), saying what was done."""
    try:
        done = desktop.install(kiosk) if install else desktop.uninstall()
    except OSError as error:
        print(f"{COMMAND}: error: cannot write the desktop entry: {error.strerror}", file=sys.stderr)
        return 1
    if not done:
        print("nothing to remove: no desktop entry of Slyde Arcade was found")
    for path in done:
        print(f"{'written' if install else 'removed'}: {path}")
    return 0


# -- selfplay ---------------------------------------------------------------


@dataclass(frozen=True)
class Series:
    """What `selfplay` plays: a game with its options, the levels in seat order,
    how many games (or tournaments), and how."""

    game: str
    options: dict[str, Any]
    levels: tuple[str, ...]
    games: int
    seed: int
    out: Path | None = None
    rotate: bool = False
    seconds: float | None = None
    tournament: bool = False
    time_scale: float = 1.0  # each level's own time multiplied by this, without --seconds


def _match_from(args: argparse.Namespace) -> Series:
    """The match the selfplay options ask for; ValueError names a contradiction."""
    spec = registry.spec(args.game)
    options = _game_options(args)
    _, most = spec.seat_range
    if args.seats and (args.white or args.black):
        raise ValueError("give the levels with --seats or with --white and --black, not both")
    if args.white or args.black or not args.seats:
        if most != 2 and (args.white or args.black):
            raise ValueError(f"{spec.title} has no White and Black: list the levels with --seats")
        levels = args.seats or [args.white or DEFAULT_LEVEL, args.black or "greedy"]
    else:
        levels = args.seats
    if spec.seats_option:
        options.setdefault(spec.seats_option, len(levels))
    options = spec.check_options(**options)
    seats = options.get(spec.seats_option, 2) if spec.seats_option else 2
    if len(levels) != seats:
        raise ValueError(f"--seats lists {len(levels)} levels for {seats} seats")
    if args.alternate and seats != 2:
        raise ValueError("--alternate exchanges two colours: with more seats, use --rotate")
    if args.seconds and any(level_of(level)[1] != 1.0 for level in levels):
        raise ValueError("--seconds gives every seat the same time: a seat's own factor (LEVEL*F) needs its own time")
    if args.seconds and args.time_scale != 1.0:
        raise ValueError("give one time for all with --seconds, or scale each level's own with --time-scale: not both")
    if args.tournament and not spec.tournaments:
        raise ValueError(f"{spec.title} has no tournaments")
    if args.out is not None:
        _check_folder(args.out)
        records.remove_stale_temporaries(args.out)  # what a killed selfplay left half-written
    return Series(
        args.game, options, tuple(levels), args.games, args.seed, args.out,
        args.rotate or args.alternate, args.seconds, args.tournament, args.time_scale,
    )  # fmt: skip


def _is_folder(path: Path) -> bool:
    """Whether `path` is a folder; False for a path the system cannot even look up (a name too long)."""
    try:
        return path.is_dir()
    except OSError:
        return False


def _unwritable(path: Path) -> str | None:
    """Why a record cannot be written to `path` (a file to create or replace), or None."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        return error.strerror or "it cannot be looked up"
    if mode is not None and stat.S_ISDIR(mode):
        return "it is a folder"
    if mode is not None and not stat.S_ISREG(mode):
        return "it is not a regular file (a pipe or a device is never replaced)"
    folder = path.parent
    if not _is_folder(folder):
        return f"there is no folder {folder}"
    probe = folder / f".probe-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        return f"its folder {folder} takes no new files ({error.strerror or 'refused'})"
    return None


def _check_folder(folder: Path) -> None:
    """ValueError, before any game is played, if records cannot be written to `folder`."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise ValueError(f"cannot write records to {folder}: {error.strerror or 'not a folder'}") from None


def play_game(
    game: str,
    options: dict[str, Any],
    levels: Sequence[str],
    seed: str,
    budget: Budget | None = None,
    time_scale: float = 1.0,
) -> tuple[list[GameState], list[str], list[list[float]]]:
    """One computer-only game: its states, its moves as text, and each seat's thinking times.
    Without a budget each level thinks for its own time, times `time_scale` and the
    seat's own factor (`level_of`). Each player sees its seat's view only."""
    state = registry.new_game(game, options)
    seats = [players.make_player(level_of(level)[0], f"{seed}/{seat}") for seat, level in enumerate(levels)]
    states, moves = [state], []
    times: list[list[float]] = [[] for _ in levels]
    while not state.is_over():
        level, factor = level_of(levels[state.to_move])
        scale = time_scale * factor
        scaled = Budget(seconds=players.move_seconds(level, state) * scale) if scale != 1.0 else None
        started = time.perf_counter()
        move = players.decide(seats[state.to_move], state, budget or scaled)
        times[state.to_move].append(time.perf_counter() - started)
        moves.append(state.format_move(move))
        state = state.play(move)
        states.append(state)
    return states, moves, times


@dataclass
class LevelStats:
    """One level's figures over every seat it played."""

    seat_games: int = 0
    wins: int = 0  # first alone
    shared: int = 0  # first with others
    ranks: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)


def _deal(match: Series, number: int, game: int = 0, **changes: Any) -> dict[str, Any]:
    """The options of game `number` (from 1; of a tournament, its game `game` from 0),
    with `changes`: with chance, its own deal, shared by the games of one rotation so
    that every level plays every seat of it."""
    options = {**match.options, **changes}
    if not registry.spec(match.game).chance:
        return options
    rotation = len(match.levels) if match.rotate else 1
    options.pop("deck", None)
    return {**options, "seed": match.seed * 100_003 + (number - 1) // rotation * 1000 + game}


def selfplay(match: Series) -> int:
    """Computer-only games or tournaments: a line each, then each level's figures."""
    spec = registry.spec(match.game)
    levels, seats = match.levels, len(match.levels)
    stats = {level: LevelStats() for level in levels}
    draws = plies = 0
    differences: list[float] = []  # with two levels: the first's mean score minus the second's, per game
    budget = Budget(seconds=match.seconds) if match.seconds else None
    shown = " ".join(f"{k}={v}" for k, v in match.options.items() if k != "deck")
    how = ", levels rotating" if match.rotate else ""
    how += f", each level's time x{match.time_scale:g}" if match.time_scale != 1.0 else ""
    kind = "tournaments" if match.tournament else "games"
    print(f"{spec.title} {shown}: {match.games} {kind}, " + " vs ".join(levels) + how, flush=True)
    for number in range(1, match.games + 1):
        turn = (number - 1) % seats if match.rotate else 0
        order = list(levels[-turn:] + levels[:-turn]) if turn else list(levels)
        seat_names = registry.new_game(match.game, _deal(match, number)).seats
        names = records.computers([level_of(seat)[0] for seat in order])
        if match.tournament:
            record, length, times = _play_tournament(match, number, order, names, budget)
        else:
            states, moves, times = play_game(
                match.game, _deal(match, number), order, f"{match.seed}/{number}", budget, match.time_scale
            )
            record, length = records.Record.of(states, names, moves), len(moves)
        result = record.result
        assert result is not None
        ranking = result["ranking"]
        scores = result.get("scores") or result.get("totals")
        ranks = ranks_of(ranking, seats)
        plies += length
        if len(ranking) == 1 and seats == 2:
            draws += 1
        for seat, level in enumerate(order):
            figures = stats[level]
            figures.seat_games += 1
            figures.ranks.append(ranks[seat])
            figures.times += times[seat]
            if ranks[seat] == 1:
                if len(ranking[0]) == 1:
                    figures.wins += 1
                elif seats > 2 or len(ranking) > 1:
                    figures.shared += 1
            if scores:
                figures.scores.append(scores[seat])
        distinct = list(dict.fromkeys(levels))
        if scores and len(distinct) == 2:
            means = [statistics.fmean(scores[s] for s in range(seats) if order[s] == lv) for lv in distinct]
            differences.append(means[0] - means[1])
        firsts = " and ".join(f"{order[s]} ({seat_names[s]})" for s in ranking[0])
        sides = ", ".join(f"{seat_names[s]} {level}" for s, level in enumerate(order))
        score_text = f"; scores {', '.join(map(str, scores))}" if scores else ""
        print(
            f"{kind[:-1]} {number}: {sides}; {length} plies; first {firsts}{score_text}; {result['detail']}", flush=True
        )
        if match.out is not None:
            path = match.out / f"{match.game}-{match.seed}-{number:03d}.json"
            try:
                records.save(path, record)
            except OSError as error:
                print(f"{COMMAND} selfplay: error: cannot write {path}: {error.strerror}", file=sys.stderr)
                return 1
    _summary(match, stats, draws, plies, differences)
    return 0


def _play_tournament(
    match: Series, number: int, order: list[str], names: list[dict[str, Any]], budget: Budget | None
) -> tuple[records.Record, int, list[list[float]]]:
    """One tournament of Slide: games until a total reaches 100, the first player one seat on each game."""
    seats = len(order)
    tournament = slide.Tournament(seats, match.options.get("first", 0))
    games: list[records.Record] = []
    times: list[list[float]] = [[] for _ in order]
    length = 0
    while not tournament.is_over():
        options = _deal(match, number, len(games), first=tournament.next_first())
        states, moves, game_times = play_game(
            match.game, options, order, f"{match.seed}/{number}/{len(games)}", budget, match.time_scale
        )
        games.append(records.Record.of(states, names, moves))
        outcome = states[-1].outcome()
        assert outcome is not None
        tournament = tournament.add(outcome)
        length += len(moves)
        for seat in range(seats):
            times[seat] += game_times[seat]
    return records.Record.of_tournament(games, names), length, times


def _summary(match: Series, stats: dict[str, LevelStats], draws: int, plies: int, differences: list[float]) -> None:
    games = match.games
    unit = "tournaments" if match.tournament else "games"
    print(
        f"summary: {games} {unit}; mean {plies / games:.1f} plies"
        + (f"; draws {draws}" if len(match.levels) == 2 else "")
    )
    for level, figures in stats.items():
        n = figures.seat_games
        firsts = figures.wins + figures.shared
        first_share, low, high = share_interval(firsts, n)
        rank, rank_half = interval(figures.ranks)
        line = (
            f"{level}: {n} seats played; first {firsts} ({first_share:.1%}, 95% interval {low:.1%} to {high:.1%}; "
            f"alone {figures.wins}, shared {figures.shared}); mean rank {plus_minus(rank, rank_half, '.2f')}"
        )
        if figures.scores:
            score, score_half = interval(figures.scores)
            line += f"; mean score {plus_minus(score, score_half, '.1f')}"
        print(line)
    if differences:
        first, second = list(dict.fromkeys(match.levels))
        mean, half = interval(differences)
        span = f" (95% interval {mean - half:.2f} to {mean + half:.2f})" if math.isfinite(half) else ""
        print(f"score difference, {first} minus {second}: {plus_minus(mean, half, '.2f')}{span}")
    for level, figures in stats.items():
        if figures.times:
            print(
                f"time per move, {level}: median {statistics.median(figures.times):.3f} s, "
                f"worst {max(figures.times):.3f} s"
            )
    if match.out is not None:
        print(f"records written to {match.out}")


# -- report ----------------------------------------------------------------------


def report_command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Play the games (or read them) and print the report."""
    spec = registry.spec(args.game)
    if args.records is not None:
        if not _is_folder(args.records):
            parser.exit(2, f"{COMMAND} report: error: {args.records} is not a folder of game records\n")
        try:
            chosen = _game_options(args)  # only the options given: the games must have these
        except ValueError as error:
            parser.exit(2, f"{COMMAND} report: error: {error}\n")
        games = []
        for path in sorted(args.records.glob("*.json")):
            try:
                data = records.read(path)
                if not isinstance(data, dict) or data.get("game") != args.game or data.get("tournament"):
                    continue  # another game's record is not replayed only to be left out
                record = records.load(path, data)
            except records.RecordError as error:
                print(f"skipped: {error}", file=sys.stderr)
                continue
            fits = all(record.options.get(k) == v for k, v in chosen.items())
            if fits and record.result is not None and record.replay()[-1].is_over():
                games.append(record)
        if not games:
            parser.exit(2, f"{COMMAND} report: error: no finished {spec.title} games in {args.records}\n")
        settings = collections.Counter(spec.describe(record.options) for record in games)
        if len(settings) > 1:  # one report mixes no boards: the winning groups would mean nothing
            kinds = "; ".join(f"{title}: {count}" for title, count in settings.most_common())
            parser.exit(2, f"{COMMAND} report: error: games of several settings ({kinds}); choose one with "
                           f"{', '.join('--' + o.name for o in spec.options if o.on_command_line)}\n")  # fmt: skip
    else:
        try:
            options = spec.check_options(**_game_options(args))
        except ValueError as error:
            parser.exit(2, f"{COMMAND} report: error: {error}\n")
        budget = Budget(seconds=args.seconds) if args.seconds else None
        print(f"{spec.describe(options)}: {args.games} games, {args.white} (White) vs {args.black} (Black)", flush=True)
        games = []
        for number in range(1, args.games + 1):
            states, moves, _ = play_game(args.game, options, [args.white, args.black], f"{args.seed}/{number}", budget)
            games.append(records.Record.of(states, records.computers([args.white, args.black]), moves))
            print(f"game {number}: {len(moves)} moves; {games[-1].result['detail']}", flush=True)
    for line in report(games):
        print(line)
    return 0


# -- review ----------------------------------------------------------------------


def review_record(source: str, out: Path | None, playouts: int, seed: int) -> int:
    """Judge every move of the record at the path `source` (or in a game's line), a line
    each; write it annotated to `out`."""
    try:
        record = sharing.load(source)
    except records.RecordError as error:
        print(f"{COMMAND} review: error: {error}", file=sys.stderr)
        return 2
    if record.games is not None or not registry.spec(record.game).reviewable:
        print(f"{COMMAND} review: error: only Slyde and SlideCore games can be reviewed", file=sys.stderr)
        return 2
    if out is not None:  # before the judging, which takes a while
        problem = _unwritable(out)
        if problem:
            print(f"{COMMAND} review: error: cannot write the annotated record to {out}: {problem}",
                  file=sys.stderr)  # fmt: skip
            return 2
    states = record.replay()
    title = registry.spec(record.game).describe(record.options)
    print(f"{title}: {len(record.moves)} moves, {playouts} playouts a position")
    judged = judge.review(states, record.moves, playouts, seed)
    for ply, (state, found) in enumerate(zip(states, judged, strict=False)):
        seat = state.seat_titles[state.to_move]
        mark = f"  {found.mark}" if found.mark else ""
        best = f"  (computer: {found.best})" if found.best and found.best != found.move else ""
        print(f"{ply + 1:>3}. {seat} {found.move}: {found.before:.2f} -> {found.after:.2f}{mark}{best}", flush=True)
    if out is not None:
        record.annotations = [found.annotation() for found in judged]
        try:
            records.save(out, record)
        except OSError as error:
            print(f"{COMMAND} review: error: cannot write {out}: {error.strerror}", file=sys.stderr)
            return 1
        print(f"annotated record written to {out}")
    return 0


# -- the engine protocol ------------------------------------------------------


def _silence_stdout() -> None:
    """Point standard output at nothing, so that the interpreter's last flush on
    the way out cannot fail again and print a traceback."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())


class Engine:
    """The engine protocol: a game, a level, and one reply per command line."""

    def __init__(self, out: TextIO, seed: int = 1) -> None:
        self.out = out
        self.state: GameState = registry.new_game("slyde", {})
        self.seed = seed
        self.level = DEFAULT_LEVEL
        self.player = players.make_player(self.level, seed)

    def run(self, lines: Iterable[bytes]) -> int:
        """Answer each line until `quit` or the end of the input: 0, or 1 when the
        answers can no longer be written (the other side has gone, or the disk is full)."""
        try:
            for raw in lines:
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    ok, answer, command = False, "not UTF-8 text", ""
                else:
                    line = line.split("#", 1)[0].strip()
                    if not line:
                        continue
                    command, _, rest = line.replace("\t", " ").partition(" ")
                    try:
                        ok, answer = self.handle(command, rest.strip())
                    except Exception:  # one bad command must not end the session
                        ok, answer = False, "internal error: the command could not be carried out"
                self.out.write(f"{'=' if ok else '?'} {answer}\n\n")
                self.out.flush()
                if ok and command == "quit":
                    break
        except OSError:  # nothing left to answer to
            _silence_stdout()
            return 1
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
            except MalformedMoveError as error:
                return False, f"illegal move: {error}"
            except MoveError as error:
                return False, f"illegal move: {excerpt(error.move)}: {error.reason}"
            return True, ""
        if command == "genmove":
            milliseconds = int(rest) if rest.isascii() and rest.isdigit() and len(rest) <= 7 else 0
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
            try:
                self.player = players.make_player(rest, self.seed)
            except ValueError as error:
                return False, str(error)
            self.level = rest
            return True, ""
        if command == "showboard":
            return True, "\n" + self.state.diagram()
        if command == "loadgame":
            try:
                record = sharing.load(rest)
            except records.RecordError as error:
                return False, f"cannot load it: {str(error)[:200]}"
            self.state = record.replay()[-1]  # a tournament: its last game
            return True, ""
        return False, "unknown command"
