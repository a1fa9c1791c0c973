"""`review`: the computer's judgement of every move of a record."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from .. import records, sharing
from ..ai import judge
from ..rules import registry
from ..rules.base import counted
from .judging import Judges
from .options import COMMAND
from .paths import unwritable


def review_record(source: str, out: Path | None, playouts: int | None, seed: int, number: int | None = None) -> int:
    """Judge every move of the record at the path `source` (or in a game's line), a line
    each; write it annotated to `out`. `playouts`: the game's own budget unless given;
    `number`: which game of a tournament's record (a review judges one game)."""
    try:
        record = sharing.load(source)
    except records.RecordError as error:
        print(f"{COMMAND} review: error: {error}", file=sys.stderr)
        return 2
    spec = registry.spec(record.game)
    chosen = one_game(record, number)
    if isinstance(chosen, str):
        print(f"{COMMAND} review: error: {chosen}", file=sys.stderr)
        return 2
    record = chosen
    if out is not None:  # before the judging, which takes a while
        problem = unwritable(out)
        if problem:
            print(f"{COMMAND} review: error: cannot write the annotated record to {records.shown_path(out)}: {problem}",
                  file=sys.stderr)  # fmt: skip
            return 2
    states = record.replay()
    title, playouts = spec.describe(record.options), playouts or judge.playouts_for(record.game)
    weighing = f"each move weighed from its mover's seat, on {playouts} deals to rank and {playouts} to measure"
    budget = weighing if spec.hidden_information else f"{playouts} playouts a position"
    print(f"{title}: {counted(len(record.moves), 'move')}, {budget}")
    judged = []
    with judging_processes(None if registry.known_afresh(record.game) else 1) as mapper:
        reviewed = judge.review(states, record.moves, playouts, seed, mapper)
        for ply, (state, found) in enumerate(zip(states, reviewed, strict=False)):
            judged.append(found)
            seat = state.seat_titles[state.to_move]
            mark = f"  {found.mark}" if found.mark else ""
            best = f"  (computer: {found.best})" if found.best and found.best != found.move else ""
            print(f"{ply + 1:>3}. {seat} {found.move}: {found.before:.2f} -> {found.after:.2f}{mark}{best}", flush=True)
    if out is not None:
        record.annotations = [found.annotation() for found in judged]
        try:
            records.save(out, record)
        except OSError as error:
            print(
                f"{COMMAND} review: error: cannot write {records.shown_path(out)}: {records.refusal(error)}",
                file=sys.stderr,
            )
            return 1
        print(f"annotated record written to {records.shown_path(out)}")
    return 0


JUDGING_PROCESSES = 2  # a review's positions are judged this many at a time, where there are the cores


def one_game(record: records.Record, number: int | None) -> records.Record | str:
    """The game a review judges: the record's own, or the tournament's game `number`
    (counted from 1, its players the tournament's); else why there is none."""
    if record.games is None:
        return record if number in (None, 1) else f"--game-number {number}: this record holds a single game"
    count = len(record.games)
    if number is None:
        return f"this is a whole tournament of {counted(count, 'game')}; --game-number N (1 to {count}) chooses one"
    if number > count:
        return f"--game-number {number}: this tournament holds {counted(count, 'game')}"
    return dataclasses.replace(record.games[number - 1], players=record.players)


@contextlib.contextmanager
def judging_processes(processes: int | None = None) -> Iterator[judge.Mapper]:
    """A `map` that judges a review's positions in `processes` at once (as many as
    there are cores, up to JUDGING_PROCESSES, unless given), each position on its own
    seed, so the figures are the ones a single process finds; `map` itself where
    there is one core, or the system refuses another process (or one process is asked
    for: a game registered without its module, which a new process could not import).
    A long review is done sooner on two."""
    processes = processes or min(JUDGING_PROCESSES, os.cpu_count() or 1)
    try:
        started = Judges(processes) if processes > 1 else None
    except OSError:  # the system refuses another process: judged here, as on one core
        started = None
    if started is None:
        yield map
        return
    try:
        yield started.imap
    finally:
        started.close()
