"""`selfplay`: computer-only games, a line each, then each level's figures."""

from __future__ import annotations

import argparse
import math
import signal
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import records
from ..ai import players
from ..ai.mcts import Budget
from ..ai.stops import take_over
from ..levels import DEFAULT_LEVEL
from ..report import interval, plus_minus, share_interval
from ..rules import registry
from ..rules.base import GameState, counted, ranks_of
from .options import COMMAND, colour_levels, game_options, level_of
from .paths import check_folder


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


def series_from(args: argparse.Namespace) -> Series:
    """The match the selfplay options ask for; ValueError names a contradiction."""
    spec = registry.spec(args.game)
    options = game_options(args)
    fewest, most = spec.seat_range
    if args.seats and (args.white or args.black):
        raise ValueError("give the levels with --seats or with --white and --black, not both")
    if most != 2 and (args.white or args.black):
        raise ValueError(f"{spec.title} has no White and Black: list the levels with --seats")
    levels = args.seats
    if levels and spec.seats_option and spec.seats_option not in options and not fewest <= len(levels) <= most:
        raise ValueError(f"--seats lists {counted(len(levels), 'level')}: {spec.title} is played by {fewest} to {most}")
    if spec.seats_option:
        options.setdefault(spec.seats_option, len(levels) if levels else 2)
    options = spec.check_options(**options)
    seats = options.get(spec.seats_option, 2) if spec.seats_option else 2
    if not levels:  # without --seats: White (or the first seat) normal, every other greedy
        names = registry.new_game(args.game, options).seats
        levels = colour_levels(names, args.white or DEFAULT_LEVEL, args.black or "greedy")
    if len(levels) != seats:
        raise ValueError(f"--seats lists {counted(len(levels), 'level')} for {seats} seats")
    if args.alternate and seats != 2:
        raise ValueError("--alternate exchanges two colours: with more seats, use --rotate")
    if args.seconds and any(level_of(level)[1] != 1.0 for level in levels):
        raise ValueError("--seconds gives every seat the same time: a seat's own factor (LEVEL*F) needs its own time")
    if args.seconds and args.time_scale != 1.0:
        raise ValueError("give one time for all with --seconds, or scale each level's own with --time-scale: not both")
    if args.tournament and not spec.tournaments:
        raise ValueError(f"{spec.title} has no tournaments")
    if args.out is not None:
        check_folder(args.out)
        records.remove_stale_temporaries(args.out)  # what a killed selfplay left half-written
    return Series(
        args.game, options, tuple(levels), args.games, args.seed, args.out,
        args.rotate or args.alternate, args.seconds, args.tournament, args.time_scale,
    )  # fmt: skip


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
    for player in seats:  # nothing a search readies once comes out of its first move's time
        players.ready(player, game, state.seat_count)
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


def deal(match: Series, number: int, game: int = 0, **changes: Any) -> dict[str, Any]:
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
    kind = "tournament" if match.tournament else "game"
    print(f"{spec.title} {shown}: {counted(match.games, kind)}, " + " vs ".join(levels) + how, flush=True)
    played = 0
    stop = _Stop()
    previous = take_over((signal.SIGINT, signal.SIGTERM), stop)
    try:
        for number in range(1, match.games + 1):
            turn = (number - 1) % seats if match.rotate else 0
            order = list(levels[-turn:] + levels[:-turn]) if turn else list(levels)
            seat_names = [title.lower() for title in registry.new_game(match.game, deal(match, number)).seat_titles]
            names = records.computers([level_of(seat)[0] for seat in order])
            if match.tournament:
                record, length, times = play_tournament(match, number, order, names, budget)
            else:
                states, moves, times = play_game(
                    match.game, deal(match, number), order, f"{match.seed}/{number}", budget, match.time_scale
                )
                record, length = records.Record.of(states, names, moves), len(moves)
            stop.held = True  # a finished game is counted and printed whole, or not at all
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
            played = number  # its figures are in
            firsts = " and ".join(f"{order[s]} ({seat_names[s]})" for s in ranking[0])
            sides = ", ".join(f"{seat_names[s]} {level}" for s, level in enumerate(order))
            score_text = f"; scores {', '.join(map(str, scores))}" if scores else ""
            print(
                f"{kind} {number}: {sides}; {length} plies; first {firsts}{score_text}; {result['detail']}", flush=True
            )
            stop.release()
            if match.out is not None:
                stem = f"{match.game}-{match.seed}-{number:03d}"
                try:
                    records.write_new(match.out, stem, record.to_json())  # never over another
                except OSError as error:
                    shown = records.shown_path(match.out / f"{stem}.json")
                    print(f"{COMMAND} selfplay: error: cannot write {shown}: {records.refusal(error)}", file=sys.stderr)
                    return 1
    except KeyboardInterrupt:  # stopped: the figures of the games finished so far
        print(f"stopped after {counted(played, kind)}", flush=True)
        if played:
            summary(match, played, stats, draws, plies, differences)
        return 130
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    summary(match, match.games, stats, draws, plies, differences)
    return 0


class _Stop:
    """Ctrl+C or a kill stops the games as KeyboardInterrupt, but not while `held`:
    then the stop waits for `release`, so that the figures and the lines printed
    always count the same games."""

    def __init__(self) -> None:
        self.held = False
        self.asked = False

    def __call__(self, signum: int, frame: Any) -> None:
        if not self.held:
            raise KeyboardInterrupt
        self.asked = True

    def release(self) -> None:
        self.held = False
        if self.asked:
            raise KeyboardInterrupt


def play_tournament(
    match: Series, number: int, order: list[str], names: list[records.Seat], budget: Budget | None
) -> tuple[records.Record, int, list[list[float]]]:
    """One tournament: games until a running total reaches the game's target, the
    first player one seat on each game."""
    seats = len(order)
    make = registry.spec(match.game).tournament
    assert make is not None, "a game without tournaments"
    tournament = make(seats, match.options.get("first", 0))
    games: list[records.Record] = []
    times: list[list[float]] = [[] for _ in order]
    length = 0
    while not tournament.is_over():
        options = deal(match, number, len(games), first=tournament.next_first())
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


def summary(
    match: Series, games: int, stats: dict[str, LevelStats], draws: int, plies: int, differences: list[float]
) -> None:
    """Each level's figures over the `games` played."""
    unit = "tournament" if match.tournament else "game"
    print(
        f"summary: {counted(games, unit)}; mean {plies / games:.1f} plies"
        + (f"; draws {draws}" if len(match.levels) == 2 else "")
    )
    for level, figures in stats.items():
        n = figures.seat_games
        firsts = figures.wins + figures.shared
        first_share, low, high = share_interval(firsts, n)
        rank, rank_half = interval(figures.ranks)
        line = (
            f"{level}: {counted(n, 'seat')} played; first {firsts} "
            f"({first_share:.1%}, 95% interval {low:.1%} to {high:.1%}; "
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
        print(f"records written to {records.shown_path(match.out)}")
