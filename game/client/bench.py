"""Frame figures for `python main.py bench client`: the pure cost of a frame
(update, draw, flip) with SDL's dummy drivers, idle and while moves animate,
and the real frame-to-frame interval at the 60 Hz cap while the computer thinks."""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Any

from ..records import Seat

if TYPE_CHECKING:
    from .app import App

PEOPLE = [Seat.person("White"), Seat.person("Black")]
Table = tuple[str, str, dict[str, Any]]  # a name in the figures, the game, its options
# the tables whose frames are measured
TABLES: tuple[Table, ...] = (
    ("12", "slyde", {"size": 12, "rules": "mindsports"}),
    ("16", "slyde", {"size": 16, "rules": "mindsports"}),
    ("slide_6", "slide", {"players": 6, "seed": 1}),
)
AGAINST_HARD = [PEOPLE[0], Seat.computer("hard", "Black")]
STARTUP = """
import time
start = time.perf_counter()
from game.client.app import App
from game.client.scenes import SCENES
app = App((1280, 720), data=__import__("pathlib").Path(%r), scenes=SCENES)
app.push(app.make("home"))
app.frame(1 / 60)
print((time.perf_counter() - start) * 1000)
"""


BUSY_LOOP = """
import os, signal
signal.signal(signal.SIGINT, signal.SIG_DFL)
bench = os.getppid()
while os.getppid() == bench:
    pass
"""


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def client_figures(seconds: float) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from .app import App
    from .scenes import SCENES
    from .scenes.play import PlayScene
    from .session import Session

    figures: dict[str, float] = {}
    frames = max(300, int(seconds * 120))
    with tempfile.TemporaryDirectory() as data:
        app = App((1280, 720), data=Path(data), scenes=SCENES, signals=False)
        rng = Random(1)
        for key, game, options in TABLES:
            people = [Seat.person(f"Player {seat + 1}") for seat in range(options.get("players", 2))]

            def fresh(
                game: str = game, options: dict[str, int | str] = options, people: list[Seat] = people
            ) -> PlayScene:
                scene = PlayScene(app, Session.new(game, options, people))
                app.reset(scene)
                return scene

            play = fresh()
            for _ in range(12):  # a position with some history
                play.attempt(rng.choice(play.state.legal_moves()))
            play.animation = None
            app.hush()  # the table alone, not the word that the last table's game was kept
            for name in ("idle", "anim"):
                app.frame_work_ms.clear()
                app.measure = True
                for _ in range(frames):
                    if name == "anim" and play.animation is None:
                        if play.session.is_over:
                            play = fresh()
                        play.attempt(rng.choice(play.state.legal_moves()))
                        if isinstance(app.scene, PlayScene):
                            play = app.scene
                            play.board.taken_back()  # the person is at the screen: the table, not a hand-over
                    app.frame(1 / 60)
                app.measure = False
                times = app.frame_work_ms[5:]
                figures[f"client_play_{key}_{name}_median_ms"] = round(statistics.median(times), 3)
                figures[f"client_play_{key}_{name}_p99_ms"] = round(_p99(times), 3)
        figures["client_play_12_ai_thinking_interval_p99_ms"] = round(_p99(_thinking_intervals(app, seconds)), 2)
        with _busy_process():  # as on a player's machine, where something else runs too
            busy = _thinking_intervals(app, seconds)
        figures["client_play_12_ai_thinking_busy_interval_p99_ms"] = round(_p99(busy), 2)
        figures.update(_redraws(app))
        figures.update(_idle_cpu(app, max(seconds, 2.0)))
        figures["client_attract_cpu_percent"] = _attract_cpu(app, max(seconds, 4.0))
        figures["client_review_judging_interval_p99_ms"] = round(_p99(_review_intervals(app, seconds)), 2)
        figures["client_play_coached_interval_p99_ms"] = round(_p99(_coached_intervals(app, seconds)), 2)
        app.quit()
        root = Path(__file__).resolve().parents[2]
        runs = []
        for _ in range(3):
            done = subprocess.run(
                [sys.executable, "-c", STARTUP % data],
                cwd=root,
                capture_output=True,
                text=True,
                env={**os.environ, "PYTHONPATH": str(root)},
                check=True,
            )
            runs.append(float(done.stdout.strip().splitlines()[-1]))
        figures["client_startup_ms"] = round(statistics.median(runs), 1)
    return figures


# the tables whose full redraw at 1920x1080 is timed
REDRAWN: tuple[Table, ...] = (
    ("slyde_12", "slyde", {"size": 12, "rules": "mindsports"}),
    ("slyde_16", "slyde", {"size": 16, "rules": "mindsports"}),
    ("slidecore_8", "slidecore", {"side": 8}),
    ("slide_6", "slide", {"players": 6, "seed": 1}),
)


def _redraws(app: App) -> dict[str, float]:
    """Milliseconds to draw one whole play screen at 1920x1080 (the median of 30), for
    the largest tables: a still screen no longer draws, so this keeps drawing measured."""
    from .scenes.play import PlayScene
    from .session import Session

    windowed = app.window.windowed_size
    app.resize((1920, 1080))
    figures = {}
    rng = Random(4)
    for key, game, options in REDRAWN:
        people = [Seat.person(f"Player {seat + 1}") for seat in range(options.get("players", 2))]
        play = PlayScene(app, Session.new(game, options, people))
        app.reset(play)
        for _ in range(14):
            play.attempt(rng.choice(play.state.legal_moves()))
        play.animation = None
        app.hush()
        play.board.taken_back()  # the table, not a hand-over screen
        times = []
        for _ in range(30):
            started = time.perf_counter()
            app.draw()
            times.append((time.perf_counter() - started) * 1000)
        figures[f"client_redraw_1920_{key}_ms"] = round(statistics.median(times), 2)
    app.resize(windowed)
    return figures


@contextlib.contextmanager
def _busy_process() -> Iterator[None]:
    """Another program busy on one core while the block runs (a loop in its own process,
    which Ctrl+C ends without a word and which ends if the bench is killed)."""
    process = subprocess.Popen([sys.executable, "-c", BUSY_LOOP])
    try:
        yield
    finally:
        process.kill()
        process.wait()


def _review_intervals(app: App, seconds: float) -> list[float]:
    """Milliseconds between frames, paced at 60 Hz, while the review of a 12x12 game
    has the worker judge its positions."""

    from .scenes.review import ReviewScene
    from .session import Session

    session = Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE)
    rng = Random(3)
    for _ in range(60):
        session.play(rng.choice(session.state.legal_moves()))
    review = ReviewScene(app, session)
    app.reset(review)
    return _intervals_while(app, seconds, lambda: review.judging.busy)


def _intervals_while(
    app: App, seconds: float, busy: Callable[[], bool], between: Callable[[], None] | None = None
) -> list[float]:
    """Milliseconds between frames, paced at 60 Hz, for the frames that begin while
    `busy()`; `between` acts before each frame."""
    app.clock.tick()
    intervals: list[float] = []
    last = time.perf_counter()
    end = last + max(seconds, 3.0)
    while time.perf_counter() < end:
        if between is not None:
            between()
        counting = busy()
        shown = app.paced_frame()
        if counting:
            intervals.append((shown - last) * 1000)
        last = shown
    return intervals


def _coached_intervals(app: App, seconds: float) -> list[float]:
    """Milliseconds between frames, paced at 60 Hz, while the coach of a 12x12 game
    judges the moves played (a move is played whenever it has finished)."""
    from .scenes.play import PlayScene
    from .session import Session

    session = Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE)
    rng = Random(5)
    for _ in range(40):
        session.play(rng.choice(session.state.legal_moves()))
    session.coached = True
    play = PlayScene(app, session)
    app.reset(play)

    def next_move() -> None:
        if not play.advice.judging() and play.animation is None and not play.session.is_over:
            play.attempt(rng.choice(play.state.legal_moves()))

    return _intervals_while(app, seconds, play.advice.judging, next_move)


def _idle_cpu(app: App, seconds: float) -> dict[str, float]:
    """The share of a core the window's own loop takes while nothing moves and nobody
    acts: on the menu, and on a play scene waiting for a person's move."""
    from .scenes.menu import MenuScene
    from .scenes.play import PlayScene
    from .session import Session

    figures = {}
    for name, scene in (
        ("menu", MenuScene(app)),
        ("play", PlayScene(app, Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE))),
    ):
        app.reset(scene)
        app.run(0.5)
        app.hush()  # a message fading out is something moving: let it go
        cpu, wall = time.process_time(), time.perf_counter()
        app.run(seconds)
        figures[f"client_idle_{name}_cpu_percent"] = round(
            100 * (time.process_time() - cpu) / (time.perf_counter() - wall), 1
        )
    figures["client_idle_cpu_percent"] = max(figures.values())
    return figures


def _attract_cpu(app: App, seconds: float) -> float:
    """The share of a core the window's own loop takes in attract mode, a display that
    may be left on all day (the computers think in their own process)."""
    from .scenes.attract import AttractScene

    app.reset(AttractScene(app, seed=1))
    app.run(0.5)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(seconds)
    return round(100 * (time.process_time() - cpu) / (time.perf_counter() - wall), 1)


def _thinking_intervals(app: App, seconds: float) -> list[float]:
    """Milliseconds between frames, paced at 60 Hz as the window's loop paces them,
    while a hard search runs in the worker (at least one whole 12x12 search)."""
    from .match import Purpose
    from .scenes.play import PlayScene
    from .session import Session

    play = PlayScene(app, Session.new("slyde", {"size": 12, "rules": "mindsports"}, AGAINST_HARD))
    app.reset(play)
    app.worker().prepare_for("slyde")  # started and readied, as the setup screen has it by the first move
    rng = Random(2)
    app.clock.tick()
    intervals: list[float] = []
    thought_s = 0.0
    last = time.perf_counter()
    while thought_s < max(seconds, 3.0) and not play.session.is_over:
        if play.state.to_move == 0 and not play.animation:
            play.attempt(rng.choice(play.state.legal_moves()))
        thinking = play.match.asked is Purpose.MOVE
        shown = app.paced_frame()  # as the window's loop paces frames: the interval is between showings
        if thinking:
            intervals.append((shown - last) * 1000)
            thought_s += shown - last
        last = shown
    return intervals
