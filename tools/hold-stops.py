"""The standalone build's first step, run before PyInstaller's own start-up hooks:
Ctrl+C from here on is held until the game has loaded, as `python main.py` holds it
from its first line (game/start.py), and said as "stopped" rather than a traceback."""

from game.start import hold_stops

hold_stops()
