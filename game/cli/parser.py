"""The command line's parser: every command and option, with its help."""

from __future__ import annotations

import argparse

from .. import __version__
from ..ai.judge import BLUNDER, INACCURACY, JUDGE_PLAYOUTS, MISTAKE, WEIGH_DEALS
from ..bench import SECTIONS as bench_sections
from ..levels import DEFAULT_LEVEL, LEVELS
from ..rules import registry
from .options import (
    COMMAND,
    PROGRAM,
    Parser,
    add_game_options,
    game_count,
    named_path,
    playout_count,
    record_or_line,
    seat_levels,
    seed_number,
    time_factor,
    time_in_seconds,
    window_size,
)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=COMMAND,
        description=f"{PROGRAM}: the Slyde family of sliding games. With no command, opens the window.",
    )
    parser.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument(
        "--kiosk", action="store_true", help="kiosk mode: full screen, plays itself when idle; only Ctrl+Alt+Q quits"
    )
    starts = parser.add_mutually_exclusive_group()  # where the window opens: one place at a time
    starts.add_argument(
        "--demo", action="store_true", help="attract mode: computer games one after another until a key or click"
    )
    parser.add_argument(
        "--size",
        dest="window_size",
        metavar="WxH",
        type=window_size,
        help="window size, e.g. 1280x720 (at least 800x600, at most the screen); without it, two thirds of the "
        "screen's width",
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="Linux: add the arcade to the applications menu (with --kiosk: also start it in kiosk mode at login)",
    )
    parser.add_argument(
        "--uninstall-desktop-entry", action="store_true", help="Linux: remove what --install-desktop-entry added"
    )
    starts.add_argument(
        "--game",
        dest="start_game",
        type=str.lower,
        choices=list(registry.editions()),
        help="go straight to this game's setup (tile: Slyde's tile edition)",
    )
    starts.add_argument(
        "--learn",
        dest="learn_game",
        metavar="GAME",
        type=str.lower,
        choices=list(registry.editions()),
        help="open the lessons of this game (the names --game takes)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    selfplay = commands.add_parser(
        "selfplay",
        help="play computer-only games headless and write their records",
        description="Play computer-only games without a window: one line per game, then a summary.",
    )
    add_game_options(selfplay)
    levels = LEVELS
    selfplay.add_argument(
        "--seats",
        type=seat_levels,
        help=f"the levels in seat order, e.g. hard,greedy,greedy (any game; levels: {', '.join(levels)}); "
        "LEVEL*F gives that seat F times its level's own time, e.g. normal,uct*10 "
        "(default: normal for White, or the first seat where none is White; greedy in every other)",
    )
    selfplay.add_argument(
        "--white",
        type=str.lower,
        choices=levels,
        help="two-seat games: White's level (the tile edition's Spaces; default normal)",
    )
    selfplay.add_argument(
        "--black",
        type=str.lower,
        choices=levels,
        help="two-seat games: Black's level (the tile edition's Tiles; default greedy)",
    )
    selfplay.add_argument(
        "--seconds", type=time_in_seconds, help="thinking time per move for every seat (default: each level's own)"
    )
    selfplay.add_argument(
        "--time-scale",
        type=time_factor,
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
    selfplay.add_argument("--games", type=game_count, default=10, help="how many games or tournaments (default 10)")
    selfplay.add_argument("--seed", type=seed_number, default=1, help="the seed that makes the games repeatable")
    selfplay.add_argument("--out", type=named_path, help="folder to write each game's record to")

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
        description="The computer's judgement of every move of a record: a line per move with the mover's "
        "chance to win before and after it, its mark (inaccuracy, mistake or blunder, for a fall of "
        f"{INACCURACY:.2f}, {MISTAKE:.2f} or {BLUNDER:.2f}) and the move the computer preferred. In Slide "
        "each move is weighed against the others its mover could have made, from the mover's seat alone "
        "(what they could not know dealt anew each time): before it is the best move's chance to come first.",
    )
    review.add_argument(
        "record", type=record_or_line, help="the game record (a JSON file), or a game's line of text (SA1....)"
    )
    review.add_argument("--out", type=named_path, help="write the record with the judgement of each move here")
    review.add_argument(
        "--playouts",
        type=playout_count,
        help=f"per position (default {JUDGE_PLAYOUTS}); Slide: deals each candidate move is played on "
        f"(default {WEIGH_DEALS})",
    )
    review.add_argument("--seed", type=seed_number, default=1, help="the judgement repeats with the same seed")
    review.add_argument(
        "--game-number", type=game_count, help="a tournament's record: which of its games to judge, counted from 1"
    )

    report_parser = commands.add_parser(
        "report",
        help="statistics over many games of Slyde or SlideCore",
        description="Play computer-only games (or read a folder of records) and report the first player's "
        "winning share with its 95% interval, the games' length, how often the anti-mirror toggle is played, "
        "the winning group's size, and how often the result is decided after the first group.",
    )
    open_games = [name for name, spec in registry.GAMES.items() if spec.standing == registry.GROUPS]
    add_game_options(report_parser, games=open_games)
    report_parser.add_argument(
        "--white",
        type=str.lower,
        choices=levels,
        default=DEFAULT_LEVEL,
        help="White's level (the tile edition's Spaces; default normal)",
    )
    report_parser.add_argument(
        "--black",
        type=str.lower,
        choices=levels,
        default=DEFAULT_LEVEL,
        help="Black's level (the tile edition's Tiles; default normal)",
    )
    report_parser.add_argument("--games", type=game_count, default=50, help="how many games (default 50)")
    report_parser.add_argument(
        "--seconds", type=time_in_seconds, help="thinking time per move (default: each level's own)"
    )
    report_parser.add_argument("--seed", type=seed_number, default=1, help="the seed that makes the games repeatable")
    report_parser.add_argument("--records", type=named_path, help="report on the game records in this folder instead")

    commands.add_parser(
        "lessons",
        help="list every course and lesson, and check each against the rules",
        description="List every course and lesson, and check each: its position, its right moves and "
        "scripted replies are legal, and played as taught it reaches its goal. Exits 1 on any failure.",
    )
    bench = commands.add_parser(
        "bench",
        help="print the performance figures as one JSON object",
        description="Measure and print performance figures as JSON.",
    )
    bench.add_argument(
        "section", nargs="?", type=str.lower, choices=list(bench_sections), help="only this section (default: all)"
    )
    bench.add_argument("--seconds", type=time_in_seconds, default=1.5, help="time spent on each figure (default 1.5)")
    return parser
