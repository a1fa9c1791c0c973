"""Slyde Arcade: `python main.py --help` lists what it does."""

import sys

from game.cli import entry

if __name__ == "__main__":
    sys.exit(entry())
