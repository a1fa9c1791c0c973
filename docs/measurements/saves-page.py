"""How long Saved games takes to read a page where thousands of games are kept: 5,000
copies of one finished game in a fresh data folder, the page read again ten times (as
each turn of a page does), headless.

    python docs/measurements/saves-page.py

docs/frames.md ("Saved games by the thousand") says what it showed.
"""

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game import records  # noqa: E402
from game.client.app import App  # noqa: E402
from game.client.places import saves_dir  # noqa: E402
from game.client.scenes import SCENES  # noqa: E402
from game.client.scenes.saves import SavesScene  # noqa: E402
from game.client.session import Session  # noqa: E402
from game.records import Seat  # noqa: E402

GAMES, READS = 5000, 10


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        session = Session.new("slyde", {"size": 5, "rules": "tile"}, [Seat.person("Ann"), Seat.person("Bo")])
        while not session.is_over:
            session.play(session.state.legal_moves()[0])
        saves_dir(data).mkdir(parents=True)
        records.save(saves_dir(data) / "game-0.json", session.record())
        kept = (saves_dir(data) / "game-0.json").read_bytes()
        for number in range(1, GAMES):
            (saves_dir(data) / f"game-{number}.json").write_bytes(kept)
        app = App((1280, 720), data=data, scenes=SCENES, signals=False)
        scene = SavesScene(app)
        started = time.perf_counter()
        for _ in range(READS):
            scene.build()
        print(f"{GAMES} saved games: a page read in {(time.perf_counter() - started) * 1000 / READS:.0f} ms")
        app.quit()


if __name__ == "__main__":
    main()
