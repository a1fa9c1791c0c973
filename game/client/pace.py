"""How fast the computers move in a game people play: a short pause before a
computer answers a person, so the person's own move is seen to land; and, when
computers play each other, a watch speed the people choose (+ and -, or Left and
Right: the pad's shoulder buttons)."""

from __future__ import annotations

AI_PAUSE_S = 0.3  # before a computer answers a person
WATCH_PAUSES_S = (2.0, 0.8, 0.25, 0.0)  # computer against computer: slow, normal, fast, fastest
WATCH_SPEEDS = ("slow", "normal", "fast", "fastest")


class Pace:
    def __init__(self, watch_speed: int = 1) -> None:
        """`watch_speed`: an index into WATCH_PAUSES_S (the settings keep the one chosen)."""
        self.watch_speed = watch_speed

    def pause_s(self, watching: bool) -> float:
        """How long a computer waits before it is asked to move."""
        return WATCH_PAUSES_S[self.watch_speed] if watching else AI_PAUSE_S

    def change(self, step: int) -> str:
        """Faster (+1) or slower (-1), within the speeds there are; the words that say so."""
        self.watch_speed = min(len(WATCH_PAUSES_S) - 1, max(0, self.watch_speed + step))
        return f"Watch speed: {WATCH_SPEEDS[self.watch_speed]}"

    def status(self, pad: bool = False) -> tuple[str, ...]:
        """The watch speed and its keys (`pad`: its buttons), fullest first: the panel
        shows the first that fits."""
        speed = WATCH_SPEEDS[self.watch_speed]
        if pad:
            return f"watch speed: {speed} (Left/Right)", f"speed: {speed} (Left/Right)"
        return f"watch speed: {speed} (+/-, Left/Right)", f"watch speed: {speed} (+/-)", f"speed: {speed} (+/-)"
