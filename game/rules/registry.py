"""Game name -> its module: how to start it, its options and their ranges,
its seats, and the capabilities it offers beyond the protocol.

Everything outside `rules/` finds a game here by name, so adding a game is one
entry in GAMES.
"""

from __future__ import annotations

import contextlib
import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import slide, slidecore, slyde, slyde_batch
from .base import GameState, Tournament, excerpt, plain_digits

SizesAfter = Callable[[Any, list[Any]], Any]  # a state, its moves -> each seat's group sizes after each
# a game's standing in plain sight: its group-size lists, its points, or nothing before its result
GROUPS, SCORES, RESULT = "groups", "scores", "result"
MOST_DIGITS = 18  # a whole number longer than this is a slip (and converting a huge one costs time)


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, its type and the values it admits."""

    name: str
    kind: type  # int, str, or list (of whole numbers, written with commas)
    help: str
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    on_command_line: bool = True  # offered as a flag of `selfplay` (a deal is not)

    def parse(self, text: str) -> Any:
        """The value written `text` (from a command line), ValueError if it is none:
        "option size takes a whole number from 4 to 16, not '1e3'"."""
        if self.kind is int:
            return _whole_number(text, f"option {self.name} takes {self.wanted()}, not {excerpt(text)}")
        if self.kind is list:
            message = f"option {self.name} takes whole numbers separated by commas, not {text[:40]!r}"
            return [_whole_number(part, message) for part in text.split(",")]
        return text

    def wanted(self) -> str:
        """What a whole-number option takes, in words: its range where it has one."""
        if self.low is not None and self.high is not None:
            return f"a whole number from {self.low} to {self.high}"
        if self.low is not None:
            return f"a whole number from {self.low}"
        return f"a whole number of at most {MOST_DIGITS} digits"


def _whole_number(text: str, message: str) -> int:
    """`text` as an int if it is written with at most `MOST_DIGITS` of the digits 0-9
    (an optional minus); else ValueError(message)."""
    if not plain_digits(text.removeprefix("-"), MOST_DIGITS):
        raise ValueError(message)
    return int(text)


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    options: tuple[Option, ...]
    check_options: Callable[..., dict[str, Any]]  # raises ValueError naming the problem
    start: Callable[..., Any]  # validated options -> the first GameState
    describes: Callable[..., str]  # the game and its options in words, from validated options
    shortens: Callable[..., str] | None = None  # the same where room is short; else the words before a "," or ":"
    seat_range: tuple[int, int] = (2, 2)  # fewest and most seats
    seats_option: str | None = None  # the option that sets the number of seats, if any
    first_option: str | None = None  # the option naming the seat that moves first, where a game has a token for it
    hidden_information: bool = False  # seats know different things: players get views
    titled_seats: bool = True  # a seat's title says something at the table (White, Tiles); else it is a number
    tournament: Callable[[int, int], Tournament] | None = None  # (players, first) -> a tournament, where it has them
    # what the shared code asks of a game, declared rather than guessed from other facts:
    standing: str = GROUPS  # how a position stands in plain sight: GROUPS, SCORES, or only its RESULT
    chance: bool = False  # each game is dealt anew (from a seed, or an explicit deal)
    # the move the report counts games with, for the options (an edition may have none): its name and its test
    counted_move: Callable[[dict[str, Any]], tuple[str, Callable[[str], bool]] | None] | None = None

    @property
    def tournaments(self) -> bool:
        return self.tournament is not None

    sizes_after: SizesAfter | None = None  # the group sizes after each of many moves, at once (likewise)
    compiled: bool = False  # its rules also run compiled (`slyde_kernel`), for the levels' compiled search
    client: str | None = None  # a game beside the four: the module that registers its window's side (it
    # imports pygame, so the window's process alone imports it; the four are the window's own)

    def describe(self, options: dict[str, Any]) -> str:
        return self.describes(**self.check_options(**options))

    def describe_short(self, options: dict[str, Any]) -> str:
        """The game and its options where room is short: "Slyde 12x12", "SlideCore 6"."""
        if self.shortens is not None:
            return self.shortens(**self.check_options(**options))
        return re.split("[,:] ", self.describe(options))[0]

    def edition(self, options: dict[str, Any]) -> tuple[Any, ...]:
        """What sets an edition of the game apart (Slyde's rules: Mindsports or tiles):
        the values `options` give the options that choose among named choices."""
        return tuple(options.get(option.name) for option in self.options if option.choices)

    def new_game(self, options: dict[str, Any] | None = None) -> GameState:
        """A new game with validated `options` (missing ones take their defaults)."""
        options = dict(options or {})
        unknown = sorted(set(options) - {o.name for o in self.options})
        if unknown:
            known = ", ".join(o.name for o in self.options)
            raise ValueError(f"{self.name} has no option {excerpt(unknown[0])} (its options: {known})")
        state: GameState = self.start(**self.check_options(**options))
        return state

    def parse_options(self, pairs: list[str]) -> dict[str, Any]:
        """Options from `name=value` words, as the engine protocol writes them; names and
        named choices in any case, as the command line reads them ("Rules=Tile")."""
        by_name = {o.name: o for o in self.options}
        options: dict[str, Any] = {}
        for pair in pairs:
            name, sep, value = pair.partition("=")
            name = name.lower()
            if name in by_name and by_name[name].choices:
                value = value.lower()
            if not sep or name not in by_name:
                known = ", ".join(f"{o.name}=..." for o in self.options)
                raise ValueError(f"bad option {pair[:40]!r} for {self.name}: expected {known}")
            if name in options:
                raise ValueError(f"option {name} is given twice")
            options[name] = by_name[name].parse(value)
        return self.check_options(**options)


GAMES: dict[str, GameSpec] = {
    "slyde": GameSpec(
        name="slyde",
        title="Slyde",
        options=(
            Option("rules", str, "ruleset", choices=slyde.RULESETS),
            Option("size", int, "board size", low=slyde.MIN_SIZE, high=slyde.MAX_SIZE),
        ),
        check_options=slyde.check_options,
        start=slyde.new_game,
        describes=slyde.title,
        shortens=slyde.short_title,
        sizes_after=slyde_batch.group_sizes_after,
        compiled=True,
        counted_move=slyde.counted_move,
    ),
    "slidecore": GameSpec(
        name="slidecore",
        title="SlideCore 6",
        options=(
            Option("side", int, "points on each side of the hexagon", low=slidecore.MIN_SIDE, high=slidecore.MAX_SIDE),
        ),
        check_options=slidecore.check_options,
        start=slidecore.new_game,
        describes=slidecore.title,
    ),
    "slide": GameSpec(
        name="slide",
        title="Slide",
        options=(
            Option("players", int, "players", low=slide.MIN_PLAYERS, high=slide.MAX_PLAYERS),
            Option("first", int, "the seat holding the first-player token in round 1", low=0),
            Option("seed", int, "the deal, shuffled from this number", on_command_line=False),
            Option("deck", list, "the deal: the 100 card values in dealing order", on_command_line=False),
        ),
        check_options=slide.check_options,
        start=slide.new_game,
        describes=slide.title,
        seat_range=(slide.MIN_PLAYERS, slide.MAX_PLAYERS),
        seats_option="players",
        first_option="first",
        hidden_information=True,
        titled_seats=False,
        tournament=slide.Tournament,
        standing=SCORES,
        chance=True,
    ),
}


_MODULES: dict[str, str | None] = {}  # each game registered beside the four: the module that registers it, if given


def register(game: GameSpec, module: str | None = None) -> None:
    """Add a game beside the four, under its name (ValueError if it is taken). `module`:
    the importable module that registers it, so that a computer player's process,
    which starts afresh, can import it too (`plugin_modules`)."""
    if game.name in GAMES:
        raise ValueError(f"a game called {game.name!r} is registered already")
    GAMES[game.name] = game
    _MODULES[game.name] = module


def unregister(name: str) -> None:
    """Take a registered game away again (a plugin's, say, when it is done)."""
    GAMES.pop(name, None)
    _MODULES.pop(name, None)


def known_afresh(name: str) -> bool:
    """Whether a process that starts afresh (and imports `plugin_modules`) knows the
    game: one of the four, or one registered with its module."""
    return name in GAMES and (name not in _MODULES or _MODULES[name] is not None)


def plugin_modules() -> tuple[str, ...]:
    """The modules that registered games of their own, each once, in the order they did."""
    return tuple(dict.fromkeys(module for module in _MODULES.values() if module is not None))


def import_plugins(modules: Sequence[str]) -> None:
    """Import the modules that registered games in another process (`plugin_modules`),
    in a process that starts afresh; one that cannot be imported is left out (its game
    is then unknown here, and asking for it says so)."""
    for module in modules:
        with contextlib.suppress(ImportError):
            importlib.import_module(module)


def spec(name: str) -> GameSpec:
    """The game called `name`; ValueError listing the games if there is none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {excerpt(name)}: choose one of {', '.join(GAMES)}") from None


def new_game(name: str, options: dict[str, Any] | None = None) -> GameState:
    return spec(name).new_game(options)


def editions() -> dict[str, tuple[str, dict[str, Any]]]:
    """The names a person may start a game or its lessons from: each game's own, and
    each edition's other than its usual one (Slyde's "tile"), with what chooses it."""
    named: dict[str, tuple[str, dict[str, Any]]] = {name: (name, {}) for name in GAMES}
    for name, game in GAMES.items():
        usual = game.check_options()
        for option in (option for option in game.options if option.choices):
            for value in option.choices:
                if value != usual[option.name] and isinstance(value, str):
                    named.setdefault(value, (name, {option.name: value}))
    return named
