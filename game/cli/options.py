"""What the command line shares: the program's name as started, and the types of its
options (levels, times, counts, sizes), each refusing a bad value in words."""

from __future__ import annotations

import argparse
import functools
import math
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ..levels import LEVELS
from ..rules import registry
from ..rules.base import bytes_shown, excerpt, plain_digits
from ..window_limits import parse_size
from .output import ClosedOutput, unwritten

PROGRAM = "Slyde Arcade"


def colour_levels(seats: Sequence[str], white: str, black: str) -> list[str]:
    """The levels in seat order from --white and --black: each to the seat of its
    colour (SlideCore's Black sits first); in a game without colours --white is the
    first seat's and --black every other's."""
    first = seats.index("white") if "white" in seats else 0
    return [white if seat == first else black for seat in range(len(seats))]


def command_name() -> str:
    """How the person started this program, for usage lines and messages."""
    started = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    if getattr(sys, "frozen", False) or started.startswith("slyde-arcade"):
        return "slyde-arcade"
    return "python -m game" if started == "__main__.py" else "python main.py"


COMMAND = command_name()
MAX_SECONDS = 3600.0  # the longest a computer may think about one move, from any command


def add_game_options(
    parser: argparse.ArgumentParser, default_game: str | None = "slyde", games: Sequence[str] | None = None
) -> None:
    """--game (one of `games`, by default every game registered now, or an edition of
    one, as the window's --game takes them: "tile") and one flag per option of those
    games (each game takes its own)."""
    games = tuple(registry.GAMES) if games is None else games
    names = [name for name, (game, _) in registry.editions().items() if game in games]
    parser.add_argument("--game", type=str.lower, choices=names, default=default_game,
                        help="which game (tile: Slyde's tile edition)")  # fmt: skip
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
                type=functools.partial(option_value, option),
                default=None,
                help=f"{spec.title}: {option.help}{span}",
                **extra,
            )


def option_value(option: registry.Option, text: str) -> Any:
    """A game option's value from the command line, read as the engine reads it
    (`Option.parse`), or argparse's error in words."""
    try:
        return option.parse(text.lower() if option.choices else text)
    except ValueError:  # only a whole number can fail to read (a choice is argparse's to check)
        raise argparse.ArgumentTypeError(f"expected {option.wanted()}, not {excerpt(text, 30)}") from None


def choose_edition(args: argparse.Namespace) -> None:
    """--game naming an edition made the game and its option (--game tile is --game
    slyde --rules tile); ValueError where that option is given otherwise."""
    game, options = registry.editions()[args.game]
    for name, value in options.items():
        given = getattr(args, name, None)
        if given is not None and given != value:
            raise ValueError(f"--game {args.game} plays --{name} {value}, not {excerpt(given)}")
        setattr(args, name, value)
    args.game = game


def game_options(args: argparse.Namespace) -> dict[str, Any]:
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


class Parser(argparse.ArgumentParser):
    """argparse, with a long value a person typed cut short in an error message (and a
    byte of it that is not text shown as the byte), a command's option given before
    the command named as such (argparse would take the option's value for the
    command), a game's name given as a command pointed to --game, and what a command
    does not take named by the command, with its usage."""

    def error(self, message: str) -> NoReturn:
        super().error(bytes_shown(re.sub(r"(\S{40})\S{5,}", r"\1...", message)))

    def _print_message(self, message: str, file: Any = None) -> None:
        """argparse's, but help or the version that cannot be written (`--help > /dev/full`,
        `--version >&-`) is said as any command's output is, where argparse dropped it
        without a word (or, with standard output closed, printed it as an error)."""
        if not message or file is sys.stderr:  # words about the command line: where they cannot go, nothing can
            super()._print_message(message, file)
            return
        try:
            out = file if file is not None else ClosedOutput()
            out.write(message)
            out.flush()
        except OSError as error:
            sys.exit(unwritten(error, self.prog))

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        args = sys.argv[1:] if args is None else list(args)
        commands = self._commands()
        if not commands:  # a command's own parser: what it does not take is its to name, with its usage
            parsed, extras = super().parse_known_args(args, namespace)
            if extras:
                self.error(f"unrecognized arguments: {' '.join(excerpt(extra) for extra in extras)}")
            return parsed, extras
        if args and args[0] in registry.GAMES:
            self.error(f"{args[0]} is a game, not a command: {self.prog} --game {args[0]} opens its setup")
        for token in args:
            if token in commands:
                break
            name = token.split("=", 1)[0]
            if name.startswith("--") and not _takes(self, name):
                owners = [command for command, parser in commands.items() if _takes(parser, name)]
                where = f": it goes after the command it belongs to ({' or '.join(owners)})" if owners else ""
                self.error(f"unrecognized option {excerpt(name)}{where}")
        return super().parse_known_args(args, namespace)

    def _commands(self) -> dict[str, Any]:
        """The commands this parser takes, by name (none for a command's own parser)."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                return dict(action.choices)
        return {}


def _takes(parser: argparse.ArgumentParser, name: str) -> bool:
    """Does `parser` take the option `name`, or a longer one it abbreviates?"""
    return any(known.startswith(name) for known in parser._option_string_actions)


def window_size(text: str) -> tuple[int, int]:
    try:
        return parse_size(text, smaller=" (--fullscreen fits a smaller screen)")
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def named_path(text: str) -> Path:
    """A file or folder named on the command line, its "~" expanded as a shell would
    (which it does not after "=", as in --out=~/games); an empty name, which a path
    would read as the current folder, is refused."""
    if not text:
        raise argparse.ArgumentTypeError("expected a path, not an empty one")
    try:
        return Path(text).expanduser()
    except RuntimeError:  # no home known for "~", or no such user for "~name"
        raise argparse.ArgumentTypeError(f"no home folder is known for the ~ of {excerpt(text)}") from None


def record_or_line(text: str) -> str:
    """A game record's path or a game's line of text, as given; not empty (see `named_path`)."""
    if not text:
        raise argparse.ArgumentTypeError("expected a record's path or a game's line of text, not an empty one")
    return text


def seat_levels(text: str) -> list[str]:
    """Seats' levels, each a level or LEVEL*F (F times the level's own time), in any case."""
    seats = [word.strip().lower() for word in text.split(",")]
    for number, seat in enumerate(seats, 1):
        level, star, factor = seat.partition("*")
        if not level:
            raise argparse.ArgumentTypeError(f"seat {number} has no level: choose from {', '.join(LEVELS)}")
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {excerpt(level)}: choose from {', '.join(LEVELS)}")
        if star:
            time_factor(factor)
    return seats


def level_of(seat: str) -> tuple[str, float]:
    """A seat's level and the factor on its own time: "uct*10" is ("uct", 10.0)."""
    level, star, factor = seat.partition("*")
    return level, float(factor) if star else 1.0


def above_zero(text: str, high: float, what: str) -> float:
    """A number above 0 and at most `high`, or argparse's error in words."""
    try:
        value = float(text) if text.isascii() and "_" not in text else math.nan  # float() reads 1_0 and other scripts
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not 0 < value <= high:
        raise argparse.ArgumentTypeError(f"expected {what} above 0 and at most {high:g}, not {text!r}")
    return value


def time_in_seconds(text: str) -> float:
    return above_zero(text, MAX_SECONDS, "a number of seconds")


def time_factor(text: str) -> float:
    return above_zero(text, 10, "a factor")


MAX_GAMES = 100_000  # a week of quick games: more is a typing slip
MAX_PLAYOUTS = 1_000_000  # per position: about a minute of the search on a large board
MAX_SEED = 10**18


def whole_number(text: str, low: int, high: int) -> int:
    """A whole number from `low` to `high`, or argparse's error in words (digits are
    counted before converting, so a 5,000-digit number is refused, not converted)."""
    value = int(text) if plain_digits(text.strip().removeprefix("-"), 19) else None
    if value is None or not low <= value <= high:
        raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, not {excerpt(text, 30)}")
    return value


def game_count(text: str) -> int:
    return whole_number(text, 1, MAX_GAMES)


def playout_count(text: str) -> int:
    return whole_number(text, 1, MAX_PLAYOUTS)


def seed_number(text: str) -> int:
    return whole_number(text, -MAX_SEED, MAX_SEED)
