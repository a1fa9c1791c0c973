"""A game being played: its states from the start, undo and redo, and its record;
in a tournament, also the games before it.

No pygame here: the play scene drives a Session and draws what it holds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from .. import records
from ..learn.course import Course
from ..rules import registry
from ..rules.base import GameState, Outcome, Reveals, Rounds, counted, listed
from ..rules.groups import ordinal
from .names import names_in_form


def fresh_deal(game: str, options: dict[str, Any], rng: random.Random | None = None) -> dict[str, Any]:
    """`options` with a new deal where the game has chance (a fresh seed, no deck),
    drawn from `rng` where given (attract mode's repeatable showcase)."""
    options = dict(options)
    if registry.spec(game).chance:
        options.pop("deck", None)
        options["seed"] = (rng or random).randrange(1_000_000_000)
    return options


def drawn_first(game: str, options: dict[str, Any], rng: random.Random | None = None) -> dict[str, Any]:
    """`options` with the seat that moves first drawn by lot, where the game names
    it (Slide's first-player token): no seat is handed the token, since which seat
    holds it in the last round counts in a close game (docs/ai.md)."""
    spec = registry.spec(game)
    if spec.first_option is None:
        return dict(options)
    seats = spec.new_game({name: value for name, value in options.items() if name != spec.first_option}).seat_count
    return {**options, spec.first_option: (rng or random).randrange(seats)}


@dataclass
class Session:
    states: list[GameState]
    players: list[records.Seat]
    moves: list[Hashable] = field(default_factory=list)
    undone: list[Hashable] = field(default_factory=list)  # for redo, the latest last
    resigned: int | None = None  # the seat that resigned
    earlier: list[records.Record] | None = None  # in a tournament, its games before this one; else None
    coached: bool = False  # a coach judges the persons' moves (a course's first game), resumed as it was
    sitting: tuple[tuple[str, ...], ...] = ()  # the games finished before this one at the same table, one
    # rematch after another: each one's first place by the players' names (every name: a draw)

    @classmethod
    def new(
        cls, game: str, options: dict[str, Any], players: list[records.Seat], tournament: bool = False,
        coached: bool = False,
    ) -> Session:  # fmt: skip
        return cls([registry.new_game(game, options)], players, earlier=[] if tournament else None, coached=coached)

    def again(self, players: list[records.Seat] | None = None) -> Session:
        """The same game anew (a tournament from its start), with a fresh deal where
        it has chance and the first player drawn again where the game names one,
        by these players or the same ones, anyone who left their seat to the computer
        sitting at it again; a single game finished here joins the tally of games won
        at this table (`sitting`)."""
        first = self.earlier[0] if self.earlier else None
        options = first.options if first is not None else self.states[0].options
        game = self.state.game
        options = drawn_first(game, fresh_deal(game, options))
        seated = [player.returned() for player in players or self.players]
        session = Session.new(game, options, seated, self.earlier is not None, self.coached)
        session.sitting = self.sitting
        outcome = self.outcome()
        if outcome is not None and self.earlier is None:  # a tournament counts its games itself
            session.sitting += (tuple(self.players[seat].name for seat in outcome.winners),)
        return session

    @classmethod
    def from_record(cls, record: records.Record) -> Session:
        if record.games is not None:  # a tournament: its last game, after the others
            session = cls.from_record(record.games[-1])
            session.players, session.earlier = record.players, record.games[:-1]
            return session
        states, moves = record.replay_moves()
        sitting = tuple(tuple(winners) for winners in record.rematches)
        session = cls(states, record.players, moves, coached=record.coached, sitting=sitting)
        result = record.result
        if result and not states[-1].is_over() and result.get("winner") in states[-1].seats:
            session.resigned = 1 - states[-1].seats.index(result["winner"])
        return session

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def is_over(self) -> bool:
        return self.resigned is not None or self.state.is_over()

    def play(self, move: Hashable) -> GameState:
        """Play a legal move (IllegalMoveError otherwise); clears the redo list."""
        after = self.state.play(move)
        self.states.append(after)
        self.moves.append(move)
        self.undone.clear()
        return after

    def undo(self) -> bool:
        if not self.moves or self.resigned is not None:
            return False
        self.states.pop()
        self.undone.append(self.moves.pop())
        return True

    def redo(self) -> Hashable | None:
        if not self.undone:
            return None
        move = self.undone.pop()
        self.states.append(self.state.play(move))
        self.moves.append(move)
        return move

    def resign(self, seat: int | None = None) -> None:
        """`seat` (by default the player to move) gives up the game."""
        self.resigned = self.state.to_move if seat is None else seat

    def record(self) -> records.Record:
        """This game's record; in a tournament, the tournament's so far."""
        game = self.game_record()
        if self.earlier is None:
            return game
        return records.Record.of_tournament([*self.earlier, game], self.players)

    def notation(self) -> list[str]:
        """The moves in the rules' notation, as a record keeps them and the computer's
        process reads them."""
        return [state.format_move(move) for state, move in zip(self.states, self.moves, strict=False)]

    def game_record(self) -> records.Record:
        """The record of the game on the table alone."""
        first = self.states[0]
        texts = self.notation()
        record = records.Record(first.game, dict(first.options), self.players, texts, records.result_of(self.state))
        record.coached = self.coached
        record.rematches = [list(winners) for winners in self.sitting]
        if self.resigned is not None:
            record.result = records.resignation(self.state, self.resigned)
        return record

    # -- a tournament ---------------------------------------------------------------

    def standing(self) -> Any:
        """The tournament's standing with this game counted once it is over (totals,
        outcome, next first player); None for a single game."""
        if self.earlier is None:
            return None
        return records.tournament_of([*self.earlier, self.game_record()])

    @property
    def game_number(self) -> int | None:
        """Which game of its tournament this is (a word on its end names it, so as not
        to be read of the whole tournament); None for a single game."""
        return None if self.earlier is None else len(self.earlier) + 1

    def headings(self) -> list[str]:
        """The titles as a game's panel heads it, fullest first: in a tournament, with
        which game this is and the total it is played to ("Slide, 4 players: tournament
        to 100, game 2", down to "Tournament, game 2"), so that the table says what a
        game's scores count towards."""
        number = self.game_number
        if number is None:
            return self.titles()
        target = self.standing().target
        return [
            *(f"{title}: tournament to {target}, game {number}" for title in self.titles()),
            *(f"{title}: tournament, game {number}" for title in self.titles()),
            f"Tournament to {target}, game {number}",
            f"Tournament, game {number}",
        ]

    def tournament_lead(self, names: Sequence[str] | None = None) -> str | None:
        """Who leads the tournament on the games finished, in words: "Tournament: Bob
        leads with 27, you have 75" (lowest total leads; equal totals lead together), or
        once it is over, who won it; None for a single game or before a game has ended.
        `names`: the seats' names in a shorter form."""
        standing = self.standing()
        if standing is None or not standing.scores:
            return None
        names = names or names_in_form(self.players, 0)
        totals, me = standing.totals, self.lone_person()
        best = min(totals)
        leaders = [seat for seat, total in enumerate(totals) if total == best]
        who = listed(["you" if seat == me else names[seat] for seat in leaders])
        alone_not_you = len(leaders) == 1 and leaders != [me]
        if standing.is_over():
            said = f"{who} {'wins' if alone_not_you else 'win'} with {best}"
        else:
            said = f"{who} {'leads' if alone_not_you else 'lead'} with {best}"
        if me is not None and me not in leaders:
            said += f", you have {totals[me]}"
        return f"Tournament: {said}"

    def tournament_games(self) -> list[Session]:
        """Every game of the tournament this one is part of, so far, each knowing the
        games before it (this one last, as it stands); [] for a single game."""
        if self.earlier is None:
            return []
        games = []
        for number, record in enumerate(self.earlier):
            game = Session.from_record(record)
            game.players, game.earlier = self.players, self.earlier[:number]
            games.append(game)
        return [*games, self]

    @property
    def is_finished(self) -> bool:
        """Nothing more to play: the game over, and in a tournament the tournament too."""
        standing = self.standing()
        return self.is_over and (standing is None or standing.is_over())

    def next_game(self) -> Session:
        """The tournament's next game: a fresh deal, the first player one seat on."""
        assert self.earlier is not None and self.is_over
        games = [*self.earlier, self.game_record()]
        options = fresh_deal(self.state.game, {**self.states[0].options, "first": self.standing().next_first()})
        session = Session.new(self.state.game, options, self.players)
        session.earlier = games
        return session

    def move_texts(
        self,
        viewer: int,
        words: Callable[[Any, Hashable], str] | None = None,
        revealed: Callable[[Any, Hashable], str] | None = None,
    ) -> list[tuple[int, str]]:
        """Each move as (its mover, its text) the way seat `viewer` may know it
        (-1: nobody's seat): another seat's secret move reads as its secret's
        words until a later move reveals it. `words` writes a move (its position
        before, the move), the rules' notation by default; `revealed` writes one
        whose secret a later move has shown to every seat, where it reads otherwise."""
        write = words or (lambda before, move: before.format_move(move))
        known = revealed or write  # a move whose secret every seat has been shown
        hidden = self._unrevealed_from()
        texts = []
        for index, (before, move) in enumerate(zip(self.states, self.moves, strict=False)):
            secret = before.secret(move) if index >= hidden and isinstance(before, Reveals) else None
            if secret is not None and before.to_move != viewer:
                texts.append((before.to_move, secret))
            else:
                texts.append((before.to_move, (known if index < hidden else write)(before, move)))
        return texts

    def takes_turns(self) -> bool:
        """Two seats moving in turn, so that a move list can pair a move of each; a game
        of rounds does not take turns for long, so its list names every mover."""
        movers = [state.to_move for state in self.states[: len(self.moves)]]
        return (
            self.state.seat_count == 2
            and not isinstance(self.state, Rounds)
            and all(a != b for a, b in zip(movers, movers[1:], strict=False))
        )

    def _unrevealed_from(self) -> int:
        """The first move after the last that revealed the secrets before it: from there
        on, a secret move (a pick) is still kept from the other seats."""
        hidden = len(self.moves)
        for before, move in zip(reversed(self.states[:hidden]), reversed(self.moves), strict=True):
            if not isinstance(before, Reveals) or before.reveals(move):
                break
            hidden -= 1
        return hidden

    def seen_by_all_count(self) -> int:
        """How many moves, from the first, every seat has seen whole: up to the first
        secret (another seat's pick) not yet revealed; all of them where there is none."""
        start, moves = self._unrevealed_from(), self.moves
        secret = (i for i in range(start, len(moves)) if cast(Reveals, self.states[i]).secret(moves[i]) is not None)
        return next(secret, len(moves))

    def seen_by_all(self) -> Session:
        """The game up to its last move that every seat has seen whole, for a review
        that shows nobody a secret (`seen_by_all_count`); the whole game where nothing
        is secret, or when it is over."""
        return self.first_moves(self.seen_by_all_count())

    def first_moves(self, count: int) -> Session:
        """The game as it stood after its first `count` moves."""
        return Session(
            self.states[: count + 1], self.players, self.moves[:count], resigned=self.resigned, earlier=self.earlier,
            coached=self.coached,
        )  # fmt: skip

    def outcome(self) -> Outcome | None:
        """How the game ended: the rules' outcome, or a resignation's; None while it goes on."""
        if self.resigned is not None:
            other = 1 - self.resigned
            return Outcome(((other,), (self.resigned,)), f"{self.label(self.resigned)} resigned")
        return self.state.outcome()

    def label(self, seat: int, names: Sequence[str] | None = None) -> str:
        """Who sits at `seat` and which colour they play: "Player 1 (White)", and inside
        a name's own brackets "Computer (easy, White)"; where seats are only numbered
        (Slide), the name alone. `names`: each seat's name in a shorter form, where the
        full one has no room."""
        name = self.name(seat, names)
        if not registry.spec(self.state.game).titled_seats:
            return name
        if name.endswith(")") and "(" in name:
            return f"{name[:-1]}, {self.seat_title(seat)})"
        return f"{name} ({self.seat_title(seat)})"

    def name(self, seat: int, names: Sequence[str] | None = None) -> str:
        """The name of who sits at `seat` (told apart from another seat of the same
        name), or its shorter form from `names`."""
        return (names or names_in_form(self.players, 0))[seat]

    def seat_title(self, seat: int) -> str:
        """The seat's colour, or what its pieces are: "White", "Tiles"."""
        return self.state.seat_titles[seat]

    def lone_person(self) -> int | None:
        """The seat of the one person at the screen, when the others are computers."""
        people = [seat for seat, p in enumerate(self.players) if not p.is_computer]
        return people[0] if len(people) == 1 else None

    def verdict(
        self, outcome: Outcome, named: bool = True, names: Sequence[str] | None = None, of: str | None = None
    ) -> str:
        """The result in plain words for the people at the screen: "You win" (or lose,
        or come 3rd of 4, or share first place) when one person played the computers,
        else who won by name and colour, who share first place (`named`: by name, else
        how many), or a draw; `names`: the seats' names in a shorter form; `of`: what
        the result is of ("the tournament"), by default this game: in a tournament by its
        number ("Bo wins game 2", not to be read of the whole tournament)."""
        if of is None:
            of = f"game {self.game_number}" if self.game_number else ""
        won, placed = (f" {of}", f" in {of}") if of else ("", "")
        winners = outcome.winners
        if outcome.is_draw:
            return f"{of.capitalize()} is a draw" if of else "A draw"
        alone = self.lone_person()
        if alone is not None:
            if alone in winners:
                return f"You win{won}" if len(winners) == 1 else f"You share first place{placed}"
            if len(self.players) == 2:
                return f"You lose{won}"
            ranks = outcome.ranks(len(self.players))
            place = ranks[alone]
            if ranks.count(place) > 1:
                return f"You share {ordinal(place - 1)} place{placed}"
            return f"You come {ordinal(place - 1)} of {len(self.players)}{placed}"
        if len(winners) == 1:
            return f"{self.label(winners[0], names)} wins{won}"
        if not named:
            return f"{len(winners)} share first place{placed}"
        return f"{listed([self.label(seat, names) for seat in winners])} share first place{placed}"

    def sitting_line(self, names: Sequence[str] | None = None) -> str | None:
        """Once one game has followed another at this table by rematch, and this one is
        over, how the games have gone: "Games won: you 2, Computer (normal) 1, draws 1"
        (a shared first place counts for each who shares it); `names`: the seats' names
        in a shorter form. None before then, and where two seats share a name, as
        their tally could not tell them apart."""
        if not self.sitting:
            return None
        outcome = self.outcome()
        full = [seat.name for seat in self.players]
        if outcome is None or len(set(full)) < len(full):
            return None
        games = [*self.sitting, tuple(full[seat] for seat in outcome.winners)]
        won = [sum(name in winners and len(winners) < len(full) for winners in games) for name in full]
        drawn = sum(len(winners) == len(full) for winners in games)
        you = self.lone_person()
        said = [
            f"{'you' if seat == you else self.name(seat, names)} {won[seat]}"
            for seat in sorted(range(len(full)), key=lambda seat: -won[seat])
        ]
        return f"Games won: {', '.join(said)}" + (f", draws {drawn}" if drawn else "")

    def result_line(self, outcome: Outcome) -> str:
        """The result in a line for onlookers: the rules' own words where they name the
        seats as the screen does (by colour), else who won by name."""
        return outcome.reason if registry.spec(self.state.game).titled_seats else self.verdict(outcome)

    def leads(self, seat: int, names: Sequence[str] | None = None, past: bool = False) -> str:
        """ "You lead" to one person playing the computer, else who leads by name and, where
        seats have colours, colour: "Alice (White) leads" (`past`: "You led", "Alice (White)
        led", of a moment gone); once the board has decided the game, "You win" or "Alice
        (White) wins" (in a tournament, "... wins game 2": the tournament is another matter).
        `names`: the seats' names in a shorter form."""
        won = self.is_over and self.resigned is None
        game = f" game {self.game_number}" if won and self.game_number else ""
        if seat == self.lone_person():
            return f"You {'win' if won else 'led' if past else 'lead'}{game}"
        return f"{self.label(seat, names)} {'wins' if won else 'led' if past else 'leads'}{game}"

    def summary(self) -> str:
        """The game in a line: what, how far, how it ended, and who played (last, as
        the longest part: a narrow list cuts it first)."""
        return self._summary(self.title(), names_in_form(self.players, 0))

    def summaries(self) -> list[str]:
        """The summary, then shorter for less room: the short title, the players'
        names in shorter forms, a finished game without its length, then nobody named,
        and at last the game and how far it is alone ("Slide, tournament; game 2, round 4")."""
        short, seats = self.titles()[-1], len(self.players)
        initials = names_in_form(self.players, 2)
        who = f"{seats} players" if seats > 2 else None  # at a table of six the short names alone may not fit
        forms = [self._summary(short, names_in_form(self.players, 1)), self._summary(short, initials)]
        if who:
            forms.append(self._summary(short, initials, who))
        forms.append(self._summary(short, initials, who, brief=True))  # as the last where the game goes on
        forms.append(self._summary(short, initials, "", brief=True))  # nobody named: still "unfinished"
        forms.append(self._summary(short, initials, "", brief=True, short=True))
        return [self.summary(), *dict.fromkeys(forms)]

    def _summary(
        self, title: str, names: Sequence[str], who: str | None = None, brief: bool = False, short: bool = False
    ) -> str:
        """The game in a line: title; details; who ("" for nobody). Brief drops a
        finished game's length, short the count of rounds from how far it is and the
        word that a game without rounds is unfinished."""
        who = " vs ".join(names) if who is None else who
        moves = len(self.moves)
        rounds = isinstance(self.state, Rounds)
        progress = self.progress(short) if rounds else f"{moves} move{'s' * (moves != 1)}"
        standing = self.standing()
        details = []
        if self.coached:
            title += ", coached"
        if standing is None:
            outcome = self.outcome()
        else:
            title += ", tournament"
            outcome = standing.outcome()
            number = self.game_number or 1  # a tournament over, by its games: "3 games, Cy won"
            details.append(f"game {number}" if outcome is None else counted(number, "game"))
        if outcome is None or not (rounds or brief):  # a finished game of rounds played them all
            details.append(progress)
        if outcome is None and not (rounds or short):  # opened, it plays on (a game of rounds says its round)
            details.append("unfinished")
        if outcome is not None:
            best = outcome.ranking[0]
            titled = registry.spec(self.state.game).titled_seats  # the colour says who, the names follow in order
            winners = listed([self.seat_title(seat) if titled else names[seat] for seat in best])
            details.append(
                "a draw" if len(best) == len(self.players) else f"{winners} {'won' if len(best) == 1 else 'shared it'}"
            )
        return "; ".join([title, ", ".join(details), *([who] if who else [])])

    def title(self) -> str:
        return registry.spec(self.state.game).describe(self.state.options)

    def titles(self) -> list[str]:
        """The title, then shorter where there is less room: "Slyde 12x12, Mindsports
        rules", "Slyde 12x12"; "Slyde 8x8, tile edition", "Slyde 8x8 tiles";
        "SlideCore 6: 91-point board", "SlideCore 6"."""
        return [self.title(), registry.spec(self.state.game).describe_short(self.state.options)]

    def progress(self, short: bool = False) -> str:
        """How far the game is, as a person counts it: "move 12" (a move of each side
        counted once), or in a game of rounds "round 7 of 16" (short: "round 7")."""
        state = self.state
        if isinstance(state, Rounds):
            if state.round >= state.rounds:
                return "all played" if short else f"all {state.rounds} rounds played"
            return f"round {state.round + 1}" + ("" if short else f" of {state.rounds}")
        return f"move {len(self.moves) // state.seat_count + 1}"


def coached_first_game(course: Course) -> Session:
    """The game that ends a course: the learner against the easy level (Slide: as many
    easy computers as the course asks), on a fresh deal."""
    people = [records.Seat.person("You")]
    several = course.opponents > 1
    people += [
        records.Seat.computer("easy", f"Easy {n}" if several else "Easy") for n in range(1, course.opponents + 1)
    ]
    return Session.new(course.game, fresh_deal(course.game, course.first_game), people, coached=True)
