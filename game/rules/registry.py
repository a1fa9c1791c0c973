"""Game name -> its module: how to start it, its options and their ranges.

Everything outside `rules/` finds a game here by name, so adding a game is one
entry in GAMES.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import slidecore, slyde
from .base import GameState


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, its type and the values it admits."""

    name: str
    kind: type  # int or str
    help: str
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None

    def parse(self, text: str) -> Any:
        """The value written `text` (from a command line), ValueError if it is none."""
        if self.kind is int:
            try:
                return int(text)
            except ValueError:
                raise ValueError(f"option {self.name} takes a whole number, not {text!r}") from None
        return text


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    options: tuple[Option, ...]
    check_options: Callable[..., dict[str, Any]]  # raises ValueError naming the problem
    start: Callable[..., GameState]
    describes: Callable[..., str]  # the game and its options in words, from validated options

    def describe(self, options: dict[str, Any]) -> str:
        return self.describes(**self.check_options(**options))

    def new_game(self, options: dict[str, Any] | None = None) -> GameState:
        """A new game with validated `options` (missing ones take their defaults)."""
        options = dict(options or {})
        unknown = sorted(set(options) - {o.name for o in self.options})
        if unknown:
            known = ", ".join(o.name for o in self.options)
            raise ValueError(f"{self.name} has no option {unknown[0]!r} (its options: {known})")
        return self.start(**self.check_options(**options))

    def parse_options(self, pairs: list[str]) -> dict[str, Any]:
        """Options from `name=value` words, as the engine protocol writes them."""
        by_name = {o.name: o for o in self.options}
        options: dict[str, Any] = {}
        for pair in pairs:
            name, sep, value = pair.partition("=")
            if not sep or name not in by_name:
                known = ", ".join(f"{o.name}=..." for o in self.options)
                raise ValueError(f"bad option {pair!r} for {self.name}: expected {known}")
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
}


def spec(name: str) -> GameSpec:
    """The game called `name`; ValueError listing the games if there is none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}: choose one of {', '.join(GAMES)}") from None


def new_game(name: str, options: dict[str, Any] | None = None) -> GameState:
    return spec(name).new_game(options)
