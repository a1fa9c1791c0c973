"""Soak figures for `python main.py bench soak`: attract mode run headless for
many whole games in one process, counting the errors the app recovered from and
watching its memory."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


def soak_figures(seconds: float, games: int = 100) -> dict[str, float]:
    """Attract mode, headless, for `games` whole games in this one process: the games,
    the errors the app recovered from, and the resident memory at the start, after a
    warm-up of 10 games and at the end. The players are `random` and animations
    instant so that games are quick; the frames, scenes, worker and views are the
    real ones. Frames are told 5 steps passed, so the game clock runs fast."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from .app import MAX_STEPS, STEP_S, App
    from .scenes import SCENES
    from .scenes.attract import AttractScene

    with tempfile.TemporaryDirectory() as data:
        app = App((1280, 720), data=Path(data), scenes=SCENES, signals=False)
        app.settings.animation = "instant"
        rss_start = _rss_mb()
        attract = AttractScene(app, seed=1, levels=("random",))
        app.push(attract)
        rss_warm = rss_start
        started = time.perf_counter()
        while app.scene is attract and attract.games < games:
            app.frame(MAX_STEPS * STEP_S)
            if attract.games == 10 and rss_warm == rss_start:
                rss_warm = _rss_mb()
            time.sleep(0.0005)  # the worker's answers come from another process
        figures = {
            "soak_games": attract.games,
            "soak_exceptions": app.errors,
            "soak_rss_start_mb": round(rss_start, 1),
            "soak_rss_warm_mb": round(rss_warm, 1),
            "soak_rss_end_mb": round(_rss_mb(), 1),
            "soak_seconds": round(time.perf_counter() - started, 1),
        }
        app.quit()
    return figures


def _rss_mb() -> float:
    """This process's resident memory now (Linux /proc), else its peak; after a full
    collection, so that garbage waiting for the collector does not count."""
    import gc

    gc.collect()
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
