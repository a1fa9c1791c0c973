"""Easing and tweens, in seconds, without pygame (so they test without a window)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: for things that pop in."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    """A drop that bounces: for discs landing."""
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def pulse(time_s: float, period_s: float = 1.2) -> float:
    """0..1..0 smoothly over a period: for things that breathe (selection, prompts)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time_s / period_s)


@dataclass
class Tween:
    """A value going from 0 to 1 over `duration_s`, after `delay_s`, through an easing."""

    duration_s: float
    delay_s: float = 0.0
    easing: Easing = ease_in_out_cubic
    elapsed_s: float = 0.0

    def update(self, dt_s: float) -> None:
        self.elapsed_s += dt_s

    def finish(self) -> None:
        self.elapsed_s = self.delay_s + self.duration_s

    @property
    def raw(self) -> float:
        """Linear progress in [0, 1]."""
        if self.duration_s <= 0:
            return 1.0 if self.elapsed_s >= self.delay_s else 0.0
        return min(1.0, max(0.0, (self.elapsed_s - self.delay_s) / self.duration_s))

    @property
    def value(self) -> float:
        return self.easing(self.raw)

    @property
    def is_done(self) -> bool:
        return self.elapsed_s >= self.delay_s + self.duration_s


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Timeline:
    """An animation made of tweens on one clock: advanced, finished, or shown at
    any moment (a review steps back by playing a move's animation backwards)."""

    def tweens(self) -> tuple[Tween, ...]:
        raise NotImplementedError

    def update(self, dt_s: float) -> None:
        for tween in self.tweens():
            tween.update(dt_s)

    @property
    def duration_s(self) -> float:
        return max((tween.delay_s + tween.duration_s for tween in self.tweens()), default=0.0)

    def seek(self, elapsed_s: float) -> None:
        """Show the moment `elapsed_s` into the animation."""
        for tween in self.tweens():
            tween.elapsed_s = elapsed_s

    def finish(self) -> None:
        self.seek(self.duration_s)

    @property
    def is_done(self) -> bool:
        return all(tween.is_done for tween in self.tweens())
