"""`report`: statistics over many games of a group game, played or read."""

from __future__ import annotations

import argparse
import collections
import sys

from .. import records
from ..ai.mcts import Budget
from ..report import report
from ..rules import registry
from ..rules.base import counted
from .options import COMMAND, colour_levels, game_options
from .paths import is_folder
from .selfplay import play_game


def report_command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Play the games (or read them) and print the report."""
    spec = registry.spec(args.game)
    if args.records is not None:
        folder = records.shown_path(args.records)
        if not is_folder(args.records):
            parser.exit(2, f"{COMMAND} report: error: {folder} is not a folder of game records\n")
        try:
            chosen = game_options(args)  # only the options given: the games must have these
        except ValueError as error:
            parser.exit(2, f"{COMMAND} report: error: {error}\n")
        games, others = [], collections.Counter[str]()
        for path in sorted(args.records.glob("*.json")):
            try:
                data = records.read(path)
                game = data.get("game") if isinstance(data, dict) else None
                if game != args.game or data.get("tournament"):
                    if game in registry.GAMES and game != args.game:
                        others[game] += 1  # said if nothing fits: the person may have meant those
                    continue  # another game's record is not replayed only to be left out
                record = records.load(path, data)
            except records.RecordError as error:
                print(f"skipped: {error}", file=sys.stderr)
                continue
            fits = all(record.options.get(k) == v for k, v in chosen.items())
            if fits and record.result is not None and record.replay()[-1].is_over():
                games.append(record)
        if not games:
            held = "; ".join(f"{counted(count, 'record')} of {_covered(name)}" for name, count in others.most_common())
            parser.exit(2, f"{COMMAND} report: error: no finished {spec.title} games in {folder}"
                           f"{f': it holds {held}' if held else ''}\n")  # fmt: skip
        settings = collections.Counter(spec.describe(record.options) for record in games)
        if len(settings) > 1:  # one report mixes no boards: the winning groups would mean nothing
            kinds = "; ".join(f"{title}: {count}" for title, count in settings.most_common())
            parser.exit(2, f"{COMMAND} report: error: games of several settings ({kinds}); choose one with "
                           f"{', '.join('--' + o.name for o in spec.options if o.on_command_line)}\n")  # fmt: skip
        print(f"{spec.describe(games[0].options)}: {counted(len(games), 'game')} read from {folder}", flush=True)
    else:
        try:
            options = spec.check_options(**game_options(args))
        except ValueError as error:
            parser.exit(2, f"{COMMAND} report: error: {error}\n")
        budget = Budget(seconds=args.seconds) if args.seconds else None
        games_words = counted(args.games, "game")
        start = spec.new_game(options)
        levels = colour_levels(start.seats, args.white, args.black)  # SlideCore's Black sits first
        sides = " vs ".join(f"{level} ({title})" for level, title in zip(levels, start.seat_titles, strict=True))
        print(f"{spec.describe(options)}: {games_words}, {sides}", flush=True)
        games = []
        for number in range(1, args.games + 1):
            states, moves, _ = play_game(args.game, options, levels, f"{args.seed}/{number}", budget)
            games.append(records.Record.of(states, records.computers(levels), moves))
            result = games[-1].result
            assert result is not None, "a game played to its end"
            print(f"game {number}: {counted(len(moves), 'move')}; {result['detail']}", flush=True)
    for line in report(games):
        print(line)
    return 0


def _covered(game: str) -> str:
    """A game as the report's error names it: how to report on it, or that it cannot."""
    spec = registry.spec(game)
    if spec.standing == registry.GROUPS:
        return f"{spec.title} (--game {game})"
    return f"{spec.title}, a game the report does not cover"
