"""Slyde Arcade: `python main.py --help` lists what it does."""

import sys

from game.start import run

if __name__ == "__main__":
    sys.exit(run())
