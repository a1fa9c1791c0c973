"""Computer players in another process, so the window never waits for them.

A pure-Python search in a thread would starve the frame loop through the GIL;
in a process it runs on the other core. The window sends the game as a record
(game, options, moves), keeps animating, and polls for the answer. A search
checks its pipe while it thinks, so a cancel (or a newer request) stops it at
once, and "move now" makes it answer with the best move it has so far. If the
process dies, the next poll starts a new one and asks again; one that cannot be
kept running here (it cannot start, or dies again and again before it says a word)
is given up, and every request is answered with the error. The player is handed
the view of the seat to move only (`decide`), never the whole game.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import time
from dataclasses import dataclass
from enum import Enum
from multiprocessing.connection import Connection
from typing import Any

from ..rules import registry
from .judge import JUDGE_PLAYOUTS, WEIGH_DEALS, judge, weigh_moves, weighed_texts
from .mcts import Budget
from .players import SEARCH_LEVELS, Player, compiled_search, decide, make_player, uses_compiled
from .stops import held_through_starts, settle

WORKER_NICENESS = 10  # the search runs at a lower priority than the window it shares two cores with
LOWEST_PRIORITY = 19  # the largest nice value there is
PATIENCE_S = 1.0  # how late an answer may be before the worker stops yielding to every other program
MOST_RESTARTS = 3  # restarts in a row with no word from the process between them: it cannot run here
CANNOT_RUN = "the computer players' process cannot be kept running on this system"


@dataclass(frozen=True)
class Request:
    id: int
    game: str
    options: dict[str, Any]
    moves: tuple[str, ...]
    level: str
    seed: str
    seconds: float | None = None
    playouts: int | None = None


JUDGE = "judge"  # the level of a request for a position's judgement rather than a move
WEIGH = "weigh"  # and of one for each candidate move weighed, from the mover's seat alone


class Control(Enum):
    """What the window tells the worker besides a request (and the worker's one word
    to the window besides its answers)."""

    NOW = "now"  # answer at once with the best move found so far
    CANCEL = "cancel"  # the current request is no longer wanted
    QUIT = "quit"  # end the worker
    CRASH = "crash"  # die at once (for the tests of recovery)
    PREPARE = "prepare"  # ready the compiled search now: a game to come plays by it
    READY = "ready"  # from the worker: its compiled search is readied (compiled, the first time after installing)


@dataclass(frozen=True)
class Answer:
    id: int
    move: str | None  # the move's text (a judgement: the move preferred), or None with an error
    error: str = ""
    chances: tuple[float, ...] | None = None  # a judgement: each seat's chance to win
    weighed: tuple[tuple[str, float], ...] | None = None  # weighing: each move and the mover's chance, best first


class RecentPlayers:
    """The players of the last few requests, each kept with its tree for its next
    move. A window asks for a new seed every game; keeping every player ever made
    would hold every game's search trees for as long as the worker lives (a kiosk
    plays all day), so the least recently asked goes once there are `keep`."""

    def __init__(self, keep: int = 3) -> None:  # two sides and a hint
        self.keep = keep
        self.players: dict[tuple[str, str], Player] = {}

    def get(self, level: str, seed: str) -> Player:
        key = (level, seed)
        player = self.players.pop(key, None) or make_player(level, seed)
        self.players[key] = player  # the newest last
        while len(self.players) > self.keep:
            del self.players[next(iter(self.players))]
        return player


def serve(conn: Connection, plugins: tuple[str, ...] = ()) -> None:
    """The worker's loop: a request in, an answer out; 'cancel' drops the current one.
    It ends quietly when the window has gone (its pipe closes); Ctrl+C in the
    terminal is the window's to handle, which then closes the worker in order.
    `plugins`: the modules that registered games in the window, imported here too."""
    settle()
    registry.import_plugins(plugins)
    with contextlib.suppress(EOFError, OSError):
        _serve(conn)


def _serve(conn: Connection) -> None:
    players = RecentPlayers()
    pending: list[Any] = []
    readied = False

    def ready() -> None:
        """The compiled search, readied once in this process when asked to or before the
        first move that plays by it (never for the games that do not), and said to the window."""
        nonlocal readied
        if not readied:
            compiled_search()  # readied here, not in the window, which imports this module too
            readied = True
            conn.send(Control.READY)

    def interrupted() -> bool:
        """Stop thinking? On 'now' the search answers with its best so far; on anything
        else (a cancel, a newer request) the answer is no longer wanted; a word to
        prepare waits until the search is done."""
        if conn.poll():
            message = conn.recv()
            if message is Control.PREPARE:
                pending.append(message)
                return False
            if message is not Control.NOW:
                pending.append(message)
            return True
        return False

    def superseded() -> bool:
        """Did something newer than a word to prepare arrive while the search ran?"""
        return any(message is not Control.PREPARE for message in pending)

    while True:
        message = pending.pop(0) if pending else conn.recv()
        if message is Control.QUIT:
            return
        if message is Control.CRASH:
            raise SystemExit(3)
        if message is Control.PREPARE:
            ready()
            continue
        if not isinstance(message, Request):
            continue
        try:
            if uses_compiled(message.game, message.level):
                ready()
            state = registry.new_game(message.game, message.options)
            for text in message.moves:
                state = state.play(state.parse_move(text))
            if message.level == JUDGE:
                found = judge(state, message.playouts or JUDGE_PLAYOUTS, message.seed, interrupted)
                if not superseded():
                    best = None if found.best is None else state.format_move(found.best)
                    conn.send(Answer(message.id, best, chances=found.chances))
                continue
            if message.level == WEIGH:
                values = weigh_moves(state, message.playouts or WEIGH_DEALS, message.seed, interrupted)
                if not superseded() and values:
                    weighed = weighed_texts(state, values)
                    conn.send(Answer(message.id, weighed[0][0], weighed=weighed))
                continue
            player = players.get(message.level, message.seed)
            budget = None
            if message.seconds is not None or message.playouts is not None:
                budget = Budget(playouts=message.playouts, seconds=message.seconds)
            move = decide(player, state, budget, should_stop=interrupted)
        except ValueError as error:  # a bad request (options, moves, level) must not kill the worker
            conn.send(Answer(message.id, None, str(error)))
            continue
        except Exception:
            conn.send(Answer(message.id, None, "an unexpected error in the computer player"))
            continue
        if not superseded():  # nothing newer arrived: the answer is still wanted
            conn.send(Answer(message.id, state.format_move(move)))


def _yield_to_the_window(pid: int) -> None:
    """Set by the window as soon as the process exists, so that a later switch back
    among ordinary programs (`Worker.poll`) cannot come before it: a lower priority
    where the system allows, and on Linux a core nobody else wants."""
    with contextlib.suppress(OSError, AttributeError):
        os.setpriority(os.PRIO_PROCESS, pid, min(LOWEST_PRIORITY, os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICENESS))
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))


class _NoPipe:
    """The pipe to a process the system gave no pipe for: nothing comes, and nothing can be sent."""

    def send(self, message: Any) -> None:
        raise BrokenPipeError("no pipe to the computer players' process")

    def poll(self) -> bool:
        return False

    def recv(self) -> Any:
        raise EOFError

    def close(self) -> None:
        pass


class Worker:
    """The window's side: ask, poll, cancel; restarts a dead process.

    The process starts at the idle priority, so that its search takes only a core no
    other program wants and the window's frames keep their time. Where every core is
    busy that could starve it, so an answer later than its budget and `patience`
    seconds puts the worker back among ordinary programs (at its lower nice value)
    for the rest of its life: a late frame is better than a computer that never moves."""

    def __init__(self, patience: float = PATIENCE_S) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._ids = itertools.count(1)
        self.current: Request | None = None
        self.restarts = 0
        self.patience = patience
        self.yields = True  # at the idle priority still
        self.ready = False  # the process has readied its compiled search (it has said so)
        self.unheard = 0  # restarts since the process last said a word
        self.broken = False  # given up: the process cannot be kept running here
        self._failed: Answer | None = None  # the answer to a request a broken worker cannot think about
        self._due = 0.0  # when the current answer is due
        self._process, self._conn = self._start()

    def _start(self) -> tuple[Any, Connection | _NoPipe]:
        """A new process and the window's end of its pipe (the system refusing a
        process, a worker that cannot run)."""
        try:
            parent, child = self._context.Pipe()
        except OSError:  # no file left for a pipe (a low limit on open files)
            self.broken = True
            return self._context.Process(target=serve, name="slyde-ai"), _NoPipe()
        process = self._context.Process(
            target=serve, args=(child, registry.plugin_modules()), daemon=True, name="slyde-ai"
        )
        try:
            with held_through_starts():
                process.start()
        except OSError:
            self.broken = True
        child.close()
        if process.pid is not None:  # started
            _yield_to_the_window(process.pid)
        return process, parent

    def ask(
        self,
        game: str,
        options: dict[str, Any],
        moves: list[str],
        level: str,
        seed: str,
        seconds: float | None = None,
        playouts: int | None = None,
        expect_s: float = 0.0,
    ) -> int:
        """Start thinking about a position (any earlier request is dropped); its id.
        `expect_s`: how long the answer may take when no `seconds` are given (a level's own time)."""
        request = Request(next(self._ids), game, dict(options), tuple(moves), level, seed, seconds, playouts)
        self.current = None
        self.poll()  # what came meanwhile: whether the process is ready, answers no longer wanted
        self.current = request
        self._due = time.monotonic() + (seconds if seconds is not None else expect_s)
        self._send(request)
        return request.id

    def prepare_for(self, game: str) -> None:
        """Ready the compiled search now where `game`'s levels play by it, so that it is
        ready by the first move (the first time after installing it compiles for some
        seconds): said while a game is being set up."""
        if not self.ready and any(uses_compiled(game, level) for level in SEARCH_LEVELS):
            self._send(Control.PREPARE)

    def getting_ready(self, game: str, level: str) -> bool:
        """Does a move of `level` in `game` wait for the process to ready its compiled search?"""
        return not self.ready and uses_compiled(game, level)

    def _send(self, message: Any) -> None:
        """`message` to the process; a dead one restarted first (a request that a worker
        given up cannot think about is answered with the error at the next poll)."""
        for _ in range(2):  # a process found dead is restarted once for the message
            if self.broken:
                break
            try:
                self._conn.send(message)
                return
            except (OSError, EOFError, BrokenPipeError):
                self._restart()
                if message is Control.CANCEL:
                    return
        if self.broken and isinstance(message, Request):
            self._failed = Answer(message.id, None, CANNOT_RUN)

    def poll(self) -> Answer | None:
        """The answer to the current request if it has come; never blocks."""
        failed, self._failed = self._failed, None
        if failed is not None and self.current is not None and failed.id == self.current.id:
            self.current = None
            return failed
        try:
            while self._conn.poll():
                answer = self._conn.recv()
                self.unheard = 0
                if answer is Control.READY:
                    self.ready = True
                elif isinstance(answer, Answer) and self.current is not None and answer.id == self.current.id:
                    self.current = None
                    return answer
        except (OSError, EOFError):
            pass
        if self.current is not None and not self.broken and not self._process.is_alive():
            self._restart()
            self._send(self.current)
        elif self.current is not None and self.yields and self.is_late(time.monotonic()):
            self._stop_yielding()
        return None

    def is_late(self, now: float) -> bool:
        """Has the current request waited past its budget and the patience?"""
        return self.current is not None and now > self._due + self.patience

    def _stop_yielding(self) -> None:
        self.yields = False
        with contextlib.suppress(OSError, AttributeError):  # gone, or a system without the policies
            os.sched_setscheduler(self._process.pid, os.SCHED_OTHER, os.sched_param(0))

    def hurry(self) -> None:
        """Ask the current search to answer now with its best move so far. The answer
        is due now: a worker starved at the idle priority is then late a `patience`
        later and moves among ordinary programs, not when its whole budget is spent."""
        if self.current is not None:
            self._due = min(self._due, time.monotonic())
            self._send(Control.NOW)

    @property
    def pid(self) -> int | None:
        pid: int | None = self._process.pid
        return pid

    @property
    def is_thinking(self) -> bool:
        return self.current is not None

    def cancel(self) -> None:
        """Stop the current search at once; its answer, if any, is ignored."""
        if self.current is not None:
            self.current = None
            self._send(Control.CANCEL)

    def _restart(self) -> None:
        """A new process for a dead one; given up after `MOST_RESTARTS` in a row that
        never said a word (the next try would fail as those did)."""
        self.restarts += 1
        self.unheard += 1
        self.close()
        self.yields = True
        self.ready = False
        if self.unheard > MOST_RESTARTS:
            self.broken = True
        if not self.broken:
            self._process, self._conn = self._start()

    def close(self) -> None:
        with contextlib.suppress(OSError, EOFError, BrokenPipeError):
            self._conn.send(Control.QUIT)
        if self._process.pid is not None:  # it started
            self._process.join(timeout=0.5)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1)
        self._conn.close()
