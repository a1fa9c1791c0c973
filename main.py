"""Slyde Arcade: `python main.py --help` lists what it does."""

import sys

if sys.version_info < (3, 11):  # noqa: UP036 -- an older Python gets words, not a syntax error from deep inside
    sys.exit("Slyde Arcade needs Python 3.11 or newer, and this is " + sys.version.split()[0] + ": see the README")

from game.start import run  # only once the version is known to read it

if __name__ == "__main__":
    sys.exit(run())
