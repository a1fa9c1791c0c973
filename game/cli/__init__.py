"""The command line of design.md: the window (default), selfplay, engine, review,
report, bench, and the desktop entries. One module a command."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import re
import signal
import sys
from collections.abc import Sequence

from .. import desktop, records
from ..ai.stops import take_over
from ..bench import run as bench_run
from ..rules import registry
from ..rules.base import excerpt
from ..start import missing_package, setup_words
from .engine import Engine, bounded_lines
from .lessons import check_lessons
from .options import COMMAND, choose_edition
from .output import OutputError, guarded_stdout, unwritten
from .parser import build_parser
from .report_command import report_command
from .review import review_record
from .selfplay import play_game, selfplay, series_from

__all__ = ["main", "play_game"]


PLUGINS_VARIABLE = "SLYDE_ARCADE_GAMES"  # modules (comma-separated) that register games of their own


MODULE_NAME = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


def load_plugins() -> str | None:
    """Import the modules $SLYDE_ARCADE_GAMES names, each registering its game; None,
    or why one could not be loaded or registered none."""
    names = (name.strip() for name in os.environ.get(PLUGINS_VARIABLE, "").split(","))
    for module in dict.fromkeys(filter(None, names)):  # each once
        if not MODULE_NAME.fullmatch(module):
            return f"${PLUGINS_VARIABLE}: {excerpt(module)} is not a module's name, such as mygames.threes"
        games = set(registry.GAMES)
        try:
            importlib.import_module(module)
        except Exception as error:  # a plugin is another's code: whatever it raises is said, not shown raw
            return f"${PLUGINS_VARIABLE}: cannot load the game module {excerpt(module)}: {excerpt(str(error))}"
        if set(registry.GAMES) == games:
            return f"${PLUGINS_VARIABLE}: the module {excerpt(module)} registered no game (see game.rules.registry)"
    return None


def load_clients() -> str | None:
    """Import the window's side of each game registered beside the four that names one
    (`GameSpec.client`); None, or why one could not be loaded or did not register it."""
    from ..client.games import CLIENTS

    for spec in list(registry.GAMES.values()):
        if spec.client is None or spec.name in CLIENTS:
            continue
        if not MODULE_NAME.fullmatch(spec.client):
            return f"{spec.title}: its window's module {excerpt(spec.client)} is not a module's name"
        try:
            importlib.import_module(spec.client)
        except Exception as error:  # another's code: whatever it raises is said, not shown raw
            return f"{spec.title}: cannot load its window's module {excerpt(spec.client)}: {excerpt(str(error))}"
        if spec.name not in CLIENTS:
            return f"{spec.title}: the module {excerpt(spec.client)} registered no window for it (game.client.games)"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    reconfigure = getattr(sys.stdout, "reconfigure", None)  # (standard error escapes what it cannot show)
    if reconfigure is not None:  # a console that cannot show a "±" shows "?", not a traceback
        with contextlib.suppress(ValueError, OSError):
            reconfigure(errors="replace")
    problem = load_plugins()
    if problem:
        print(f"{COMMAND}: error: {problem}", file=sys.stderr)
        return 2
    parser = build_parser()
    args = parser.parse_args(argv)
    # a kill stops a headless command as Ctrl+C does, in words; not where SDL's handler is set
    # (None: it was not set from Python, and could not be put back)
    sdl = signal.getsignal(signal.SIGTERM) is None
    taken = take_over([signal.SIGTERM], signal.default_int_handler) if args.command and not sdl else {}
    try:
        return _guarded(parser, args)
    finally:
        for number, handler in taken.items():
            signal.signal(number, handler)


def _guarded(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """The command, its output guarded: a failed write, Ctrl+C or a kill end it in words."""
    try:
        with guarded_stdout():
            return run_command(parser, args)
    except OutputError as error:
        return unwritten(error, f"{COMMAND} {args.command}" if args.command else COMMAND)
    except KeyboardInterrupt:  # Ctrl+C: the person asked to stop; what was written stays written
        with contextlib.suppress(OSError, ValueError):
            print("stopped", file=sys.stderr)
        return 130


def entry() -> int:
    """The program as a command (`main.py`, `python -m game`, the launcher): `main`,
    then Ctrl+C let pass while the interpreter closes. Pressed just as a command ends,
    it would otherwise come after `main` has stopped listening, and Python would print
    it with a traceback."""
    try:
        code = main()
    except KeyboardInterrupt:  # between `main`'s own handling and its return
        code = 130
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # nothing is left to stop
    return code


def run_command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """The command asked for, or the window."""
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return desktop_entry(args.install_desktop_entry, args.kiosk)
    if args.command in ("selfplay", "report"):
        try:
            choose_edition(args)
        except ValueError as error:
            parser.exit(2, f"{COMMAND} {args.command}: error: {error}\n")
    if args.command == "selfplay":
        try:
            match = series_from(args)
        except ValueError as error:
            parser.exit(2, f"{COMMAND} selfplay: error: {error}\n")
        return selfplay(match)
    if args.command == "engine":
        if sys.stdin is None or sys.stdout is None:  # started with a standard stream closed
            return 1
        return Engine(sys.stdout).run(bounded_lines(sys.stdin.buffer))
    if args.command == "bench":
        return bench_run(args.section, args.seconds)
    if args.command == "report":
        return report_command(parser, args)
    if args.command == "review":
        return review_record(args.record, args.out, args.playouts, args.seed, args.game_number)
    if args.command == "lessons":
        return check_lessons()
    try:
        from ..client.games import CLIENTS
        from ..client.launch import CannotStart, start
    except ModuleNotFoundError as error:  # the headless commands above need no window
        package = missing_package(error)
        if package is None:
            raise
        print(setup_words(package), file=sys.stderr)
        return 2

    problem = load_clients()
    if problem:
        print(f"{COMMAND}: error: {problem}", file=sys.stderr)
        return 2
    playing = registry.editions()[args.start_game][0] if args.start_game is not None else None
    if playing is not None and not (playing in CLIENTS and CLIENTS[playing].entries):
        title = registry.spec(playing).title
        parser.exit(2, f"{COMMAND}: error: {title} cannot be played in the window yet: try selfplay or the engine\n")
    try:
        return start(args.window_size, args.fullscreen, args.kiosk, args.demo, args.start_game, args.learn_game)
    except CannotStart as error:
        print(f"{COMMAND}: error: {error}", file=sys.stderr)
        return 2


def desktop_entry(install: bool, kiosk: bool) -> int:
    """Add the arcade to the desktop (or take it away again), saying what was done."""
    try:
        done = desktop.install(kiosk) if install else desktop.uninstall()
    except OSError as error:
        where = f" ({records.shown_path(error.filename)})" if error.filename else ""
        print(f"{COMMAND}: error: cannot write the desktop entry: {records.refusal(error)}{where}", file=sys.stderr)
        return 1
    if not done:
        print("nothing to remove: no desktop entry of Slyde Arcade was found")
    for path in done:
        print(f"{'written' if install else 'removed'}: {records.shown_path(path)}")
    return 0
