"""What every game shares: the state protocol, views, outcomes and move errors.

The AI, the records and the client only speak to a game through this surface,
so a new game joins by offering it, without changes elsewhere. What only some
games have (group-size lists, rules that also run compiled) is a capability of its own,
declared here or beside the games that offer it, never assumed of every game.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Protocol, runtime_checkable

EXCERPT_CHARS = 40  # the most of a person's (or a file's) bad input a message repeats
MAX_MOVE_CHARS = 80  # no move of any game is written longer; longer text is refused unread


# in what repr writes: an escaped backslash, or a byte kept as a lone surrogate
_ESCAPES = re.compile(r"\\(\\|udc[89a-f][0-9a-f])")


def quoted(text: str) -> str:
    """`text` in quotes for a message, what does not print escaped as repr escapes it
    (see `bytes_shown`)."""
    return bytes_shown(repr(text))


def bytes_shown(written: str) -> str:
    """What repr wrote, with each byte that was not text (in a file name or an argument
    that is not UTF-8, kept by Python as a lone surrogate) written as the byte it is,
    \\xff, not as Python holds it."""
    return _ESCAPES.sub(lambda found: found[0] if found[1] == "\\" else "\\x" + found[1][3:], written)


def plain_digits(text: str, most: int) -> bool:
    """Whether `text` is written in the digits 0-9 alone, at most `most` of them, as every
    number a person gives is read (`int` would also take 1_000, other scripts' digits and
    spaces around, and a 5,000-digit number slowly)."""
    return text.isascii() and text.isdigit() and len(text) <= most


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """`value` quoted for a message: at most about `limit` characters, cut with
    "...", unprintable characters escaped, so bad input never floods a screen or
    a reply (and a number too long to print is said to be one). What a file's JSON
    holds is written as JSON writes it (true, null, ["a"]), not as Python would."""
    if isinstance(value, str):
        return quoted(value if len(value) <= limit else value[: limit - 3] + "...")
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 100:
        return "a number too long to show"
    text = bytes_shown(repr(value))  # escapes what does not print
    if value is None or isinstance(value, bool | list | dict):
        with contextlib.suppress(TypeError, ValueError, RecursionError):  # not JSON's, or too deep: Python's form
            written = json.dumps(value, ensure_ascii=False)
            text = "".join(c if c.isprintable() else quoted(c)[1:-1] for c in written)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class MoveError(ValueError):
    """A move that cannot be played. `move` is the move as written (cut to
    MAX_MOVE_CHARS), `reason` says why in words; the message joins them with a
    short excerpt of the move, so no caller needs to parse it."""

    kind = "bad"

    def __init__(self, move: str, reason: str) -> None:
        self.move = move[:MAX_MOVE_CHARS]
        self.reason = reason
        super().__init__(f"{self.kind} move {excerpt(move)}: {reason}")


class MalformedMoveError(MoveError):
    """Text that is not a move in the game's notation at all."""

    kind = "malformed"


def bounded(text: str) -> str:
    """`text` if it is short enough to be a move and written in the notation's plain
    letters and digits; MalformedMoveError before any parsing otherwise (a 5,000-digit
    card value must not reach `int`, and digits of other scripts, which `int` reads,
    must not pass for a move the records then hold in another spelling)."""
    if not isinstance(text, str):
        raise MalformedMoveError(repr(text), "a move is text")
    if len(text) > MAX_MOVE_CHARS:
        raise MalformedMoveError(text, f"too long for a move ({len(text)} characters)")
    if not text.isascii():
        raise MalformedMoveError(text, "a move is written with the plain letters a-z and digits 0-9")
    return text


class IllegalMoveError(MoveError):
    """A well-formed move that the rules forbid in this position."""

    kind = "illegal"


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game, as data.

    `ranking` lists the seats from best to worst, tied seats sharing a tuple:
    ((0,), (1,)) is a win for seat 0, ((0, 1),) a draw, ((0, 2), (1,)) seats 0
    and 2 sharing the victory over seat 1. `scores` and `remaining` are each
    seat's points and cards left, for games that count them (empty otherwise).
    """

    ranking: tuple[tuple[int, ...], ...]
    reason: str
    scores: tuple[int, ...] = ()
    remaining: tuple[int, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats in first place (one, or several sharing it)."""
        return self.ranking[0]

    @property
    def winner(self) -> int | None:
        """The single best seat, or None when the best place is shared."""
        best = self.ranking[0]
        return best[0] if len(best) == 1 else None

    @property
    def is_draw(self) -> bool:
        """Every seat shares one place: nobody won."""
        return len(self.ranking) == 1

    def ranks(self, seats: int) -> tuple[int, ...]:
        """Each seat's place: 1 + the number of seats strictly ahead of it."""
        return ranks_of(self.ranking, seats)

    def rewards(self, seats: int) -> tuple[float, ...]:
        """Each seat's reward in [0, 1]: 1 for sole first, 0 for sole last."""
        return ranking_rewards(self.ranking, seats)


def ranks_of(ranking: Sequence[Sequence[int]], seats: int) -> tuple[int, ...]:
    """Each seat's place in `ranking`: 1 + the number of seats strictly ahead of it."""
    ranks = [0] * seats
    ahead = 0
    for tied in ranking:
        for seat in tied:
            ranks[seat] = ahead + 1
        ahead += len(tied)
    return tuple(ranks)


def counted(number: int, noun: str) -> str:
    """ "1 point", "0 points", "12 points": a number and its noun, as a person writes them."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def sentence(words: str) -> str:
    """`words` begun with a capital and the rest as they are ("the d-pad's Left/Right"
    to "The d-pad's Left/Right", where `str.capitalize` would write "left/right")."""
    return words[:1].upper() + words[1:]


def listed(words: Sequence[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy": names in a sentence, as a person writes them."""
    words = list(words)
    return words[0] if len(words) < 2 else f"{', '.join(words[:-1])} and {words[-1]}"


def ranking_rewards(ranking: Sequence[Sequence[int]], seats: int) -> tuple[float, ...]:
    """Rewards from a ranking: tied seats share the mean of their places."""
    rewards = [0.0] * seats
    place = 0
    last = max(seats - 1, 1)
    for tied in ranking:
        mean_place = place + (len(tied) - 1) / 2
        for seat in tied:
            rewards[seat] = 1.0 - mean_place / last
        place += len(tied)
    return tuple(rewards)


def rank_by(keys: Sequence[Any]) -> tuple[tuple[int, ...], ...]:
    """The ranking of seats by `keys` (one per seat, smaller is better; equal keys share a place)."""
    order = sorted(range(len(keys)), key=lambda seat: keys[seat])
    ranking: list[tuple[int, ...]] = []
    for seat in order:
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1] += (seat,)
        else:
            ranking.append((seat,))
    return tuple(ranking)


class View(Protocol):
    """What one seat may know of a game: enough to choose a move, nothing more.

    A game of perfect information is its own view. A game with hidden
    information gives a separate object that hides what the seat cannot know;
    `sample` draws a full state consistent with it, for search.
    """

    game: str

    @property
    def to_move(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def seat_count(self) -> int: ...
    def legal_moves(self) -> Sequence[Hashable]: ...
    def is_over(self) -> bool: ...
    def parse_move(self, text: str) -> Hashable: ...
    def format_move(self, move: Any) -> str: ...
    def sample(self, rng: Random) -> GameState:
        """A full state consistent with this view, every unknown drawn from `rng`."""
        ...


class GameState(View, Protocol):
    """One immutable position of a game; `play` returns a new one."""

    game: str  # the registry name: "slyde", "slidecore", "slide"

    @property
    def seats(self) -> tuple[str, ...]:
        """The names of the seats, in seat order."""
        ...

    @property
    def seat_titles(self) -> tuple[str, ...]:
        """The seats' names as a person reads them ("White", or in the tile edition "Spaces")."""
        ...

    @property
    def options(self) -> dict[str, Any]: ...
    def play(self, move: Any) -> GameState:
        """The state after `move`; IllegalMoveError (and nothing changes) if it is not legal."""
        ...

    def why_illegal(self, move: Any) -> str | None:
        """Why `move` may not be played here, in the rules' words; None when it is legal."""
        ...

    def play_legal(self, move: Any) -> GameState:
        """`play` without the checks, for a move taken from `legal_moves()` (search)."""
        ...

    def rewards(self) -> tuple[float, ...]:
        """Each seat's reward in [0, 1] at the end of a game (the search's fast path)."""
        ...

    def outcome(self) -> Outcome | None: ...
    def playout(self, rng: Random) -> GameState:
        """Random legal moves to the end (the search's fast path); the last state."""
        ...

    def view(self, seat: int) -> View:
        """All that `seat` may know of this position."""
        ...

    def diagram(self) -> str: ...


@runtime_checkable
class GroupScores(Protocol):
    """The capability of the two-seat group games (Slyde, SlideCore): each seat's
    groups, whose size lists decide the game by the cascading comparison."""

    def group_sizes(self) -> tuple[list[int], list[int]]:
        """Each seat's group sizes, largest first, in seat order."""
        ...

    def groups(self, seat: int) -> list[int]:
        """The bitboards of one seat's groups, largest first (for drawing)."""
        ...

    def leader(self) -> tuple[int, int]:
        """Who leads now: (1 if seat 0, -1 if seat 1, 0 if level; the deciding place)."""
        ...

    @property
    def places(self) -> int:
        """How many places the board has (how big a game this is)."""
        ...


@runtime_checkable
class GuidedPlayout(Protocol):
    """The capability of a game whose playouts can follow a cheap rule of thumb
    (Slide: every push as the greedy player would), a likelier future than
    uniform random moves for the stronger searches."""

    def guided_playout(self, rng: Random) -> GameState: ...


@runtime_checkable
class Rounds(Protocol):
    """The capability of a game played in rounds in which every seat acts (Slide): a
    person counts how far it is in rounds, not in single actions."""

    @property
    def round(self) -> int:
        """The round under way, from 0 (`rounds` once the game is over)."""
        ...

    @property
    def rounds(self) -> int:
        """How many rounds a game has."""
        ...


@runtime_checkable
class Reveals(Protocol):
    """The capability of a game with hidden information whose moves can turn hidden
    things face up (Slide: the last pick of a round reveals every pick): what is
    revealed cannot be taken back."""

    def reveals(self, move: Any) -> bool:
        """Whether playing `move` here shows a seat something it did not know."""
        ...

    def secret(self, move: Any) -> str | None:
        """How `move` reads to the other seats until the next reveal ("picked a card"),
        or None when every seat may know it at once."""
        ...


@runtime_checkable
class Tournament(Protocol):
    """Games of one game played on until a running total reaches `target` (a game's
    registry entry makes them): each finished game's scores, the totals, the first
    player of the next game, and the outcome once it is over. Immutable."""

    @property
    def players(self) -> int: ...
    @property
    def first(self) -> int:
        """The first player of the first game."""
        ...

    @property
    def scores(self) -> tuple[tuple[int, ...], ...]:
        """Each finished game's scores."""
        ...

    @property
    def target(self) -> int: ...
    @property
    def totals(self) -> tuple[int, ...]: ...
    def is_over(self) -> bool: ...
    def next_first(self) -> int: ...
    def add(self, outcome: Outcome) -> Tournament:
        """The tournament after a game with this outcome."""
        ...

    def add_scores(self, scores: Sequence[int]) -> Tournament:
        """The tournament after a game with these scores (as a record keeps them)."""
        ...

    def outcome(self) -> Outcome | None: ...


class PerfectInformation:
    """Mixin for games where every seat knows everything: the state is its own view."""

    def view(self, seat: int) -> Any:
        return self

    def sample(self, rng: Random) -> Any:
        return self
