"""A review's positions judged in processes of its own, several at a time.

Plain processes, each with its own pipe, rather than a multiprocessing pool: a
pool's shutdown joins a thread that can wait forever on its queue (as when the
reader of a review's lines goes away), while these are simply stopped. A process
that dies leaves its position to be judged here, so a review never loses a move.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any, cast

from ..ai.stops import held_through_starts, settle
from ..rules import registry

STOP_WAIT_S = 1.0  # how long a stopped process is given to go before it is killed


class Judges:
    """`processes` started at once, the games registered here known in each; `imap`
    hands them the positions and gives back the judgements in order; `close` stops them."""

    def __init__(self, processes: int) -> None:
        """Raises OSError where the system refuses a process, KeyboardInterrupt where
        the command is stopped meanwhile (either way none is left running)."""
        context = multiprocessing.get_context("spawn")  # as the window's computer players start
        self._started: list[tuple[Any, Connection]] = []
        try:
            for _ in range(processes):
                with held_through_starts():  # a stop is heard once the process is started and noted
                    self._started.append(_started(context))
        except BaseException:
            self.close()
            raise
        self._usable = [pipe for _, pipe in self._started]  # not dead, and owing no answer

    def imap(self, function: Callable[[Any], Any], items: Iterable[Any]) -> Iterator[Any]:
        """`function` of each item, in the items' order, each worked out by whichever
        process is free (`function` must be one a new process can import); where none
        can take it (each has died), worked out here."""
        items = list(items)
        waiting = iter(range(len(items)))
        idle, busy, found = list(self._usable), dict[Connection, int](), dict[int, Any]()
        try:
            for index in range(len(items)):
                while index not in found:
                    while idle and (task := next(waiting, None)) is not None:
                        if not self._ask(idle.pop(), (function, items[task]), task, busy):
                            found[task] = function(items[task])
                    if not busy:
                        task = next(waiting)
                        found[task] = function(items[task])
                        continue
                    for ready in wait(list(busy)):
                        pipe = cast(Connection, ready)
                        task = busy.pop(pipe)
                        try:
                            found[task] = pipe.recv()
                            idle.append(pipe)
                        except (EOFError, OSError):  # the process died: judged here, and it is not asked again
                            self._usable.remove(pipe)
                            found[task] = function(items[task])
                yield found.pop(index)
        finally:
            for pipe in busy:  # given up midway: an answer still to come is nobody's now
                self._usable.remove(pipe)

    def _ask(self, pipe: Connection, question: tuple[Callable[[Any], Any], Any], task: int,
             busy: dict[Connection, int]) -> bool:  # fmt: skip
        """`question` sent down `pipe`, which is then `busy` with `task`; False where its process is gone."""
        try:
            pipe.send(question)
        except OSError:
            self._usable.remove(pipe)
            return False
        busy[pipe] = task
        return True

    def close(self) -> None:
        """Stop every process at once, whatever it is doing, and only then close the
        pipes (a process that found its pipe closed mid-answer would complain)."""
        for process, _ in self._started:
            process.terminate()
        for process, pipe in self._started:
            process.join(STOP_WAIT_S)
            if process.is_alive():
                process.kill()
                process.join()
            pipe.close()


def _started(context: Any) -> tuple[Any, Connection]:
    """A judging process, started, and the command's end of its pipe."""
    ours, theirs = context.Pipe()
    process = context.Process(target=_judge, args=(theirs, registry.plugin_modules()), daemon=True, name="slyde-review")
    try:
        process.start()
    except OSError:
        ours.close()
        raise
    finally:
        theirs.close()
    return process, ours


def _judge(pipe: Connection, plugins: tuple[str, ...]) -> None:
    """A judging process: answer each (function, item) until the pipe closes; the games
    registered in the command's process known here too; Ctrl+C left to the command."""
    settle()
    registry.import_plugins(plugins)
    while True:
        try:
            function, item = pipe.recv()
            pipe.send(function(item))
        except (EOFError, OSError):  # the command has gone (or `function` failed: the command judges it again)
            return
