"""Stopping the app in order on a signal. SDL turns SIGTERM into a window-close
event, which a kiosk ignores; a service manager's stop, Ctrl+C in the terminal or a
closed terminal must still end the app in order. The handler only sets a flag, and
the next frame quits; a second signal, if the first went unheard (something blocked
the loop), ends it at once."""

from __future__ import annotations

import signal
from types import FrameType

from ..ai.stops import take_over

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


class StopSignals:
    def __init__(self, listen: bool = True) -> None:
        """`listen` False: the signals left as they are (a command measuring the app
        stops as it always does, in words). A signal the program was started to ignore
        stays ignored: `nohup` has a closed terminal's ignored, and a shell a background
        job's Ctrl+C."""
        self.requested = False
        self._before = take_over(STOP_SIGNALS, self.request) if listen else {}

    def request(self, signum: int, frame: FrameType | None = None) -> None:
        if self.requested:
            raise SystemExit(128 + signum)
        self.requested = True

    def restore(self) -> None:
        """The handlers there were before, where ours are still in place."""
        for number, before in self._before.items():
            if signal.getsignal(number) == self.request:
                signal.signal(number, before)
