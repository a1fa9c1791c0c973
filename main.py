"""Slyde Arcade: `python main.py --help` lists what it does."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
