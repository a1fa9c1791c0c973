"""`python -m game`: the same as `python main.py` or the `slyde-arcade` launcher."""

import multiprocessing
import sys

from game.start import run

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a standalone build starts its computer players through here
    sys.exit(run())
