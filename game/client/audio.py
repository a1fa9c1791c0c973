"""Short synthesized sound effects, made with numpy at start-up.

Where there is no audio device the game is simply silent: every call here is
harmless without a mixer.
"""

from __future__ import annotations

import numpy as np
import pygame
from numpy.typing import NDArray

from .quiet import quiet_stderr

RATE = 44100
NO_DEVICE = "no sound device"
SILENT = "No sound device was found: the game is silent"
Wave = NDArray[np.float64]


def _envelope(n: int, attack_s: float = 0.004, release: float = 6.0) -> Wave:
    t = np.arange(n) / RATE
    attack = np.clip(t / attack_s, 0, 1)
    return np.asarray(attack * np.exp(-release * t / max(t[-1], 1e-6)), dtype=np.float64)


def _tone(freq: float, duration_s: float, release: float = 6.0, harmonics: float = 0.3) -> Wave:
    n = int(RATE * duration_s)
    t = np.arange(n) / RATE
    wave = np.sin(2 * np.pi * freq * t) + harmonics * np.sin(4 * np.pi * freq * t)
    return np.asarray(wave * _envelope(n, release=release), dtype=np.float64)


def _sweep(start: float, end: float, duration_s: float) -> Wave:
    n = int(RATE * duration_s)
    freq = np.linspace(start, end, n)
    phase = 2 * np.pi * np.cumsum(freq) / RATE
    noise = np.random.default_rng(3).normal(0, 0.25, n)
    return np.asarray((np.sin(phase) * 0.6 + noise * np.linspace(1, 0, n)) * _envelope(n, release=4), dtype=np.float64)


def _sequence(*parts: Wave, gap_s: float = 0.0) -> Wave:
    gap = np.zeros(int(RATE * gap_s))
    out = []
    for part in parts:
        out += [part, gap]
    return np.concatenate(out)


def synthesize() -> dict[str, Wave]:
    """Every effect as a mono float wave in [-1, 1]."""
    return {
        "select": _tone(880, 0.06, release=8) * 0.5,
        "swap": _sequence(_tone(520, 0.07), _tone(780, 0.09), gap_s=0.01) * 0.6,
        "slide": _sweep(300, 140, 0.16) * 0.5,
        "disc": _tone(150, 0.14, release=9, harmonics=0.6) * 0.9,
        "toggle": _sequence(_tone(660, 0.05), _tone(990, 0.08)) * 0.5,
        "error": _sequence(_tone(220, 0.08), _tone(180, 0.12), gap_s=0.02) * 0.5,
        "end": _sequence(*(_tone(f, 0.14, release=4) for f in (523, 659, 784, 1047)), gap_s=0.02) * 0.6,
    }


class Audio:
    """The effects, a volume 0-10 and a mute switch; silent without a device."""

    def __init__(self, volume: int = 7) -> None:
        self.volume = volume
        self.muted = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init(RATE, -16, 2, 512)
            started = pygame.mixer.get_init()
        except pygame.error:
            return  # no audio device: stay silent
        if not started:
            return
        channels = started[2]
        for name, wave in synthesize().items():
            samples = (np.clip(wave, -1, 1) * 32767 * 0.8).astype(np.int16)
            if channels > 1:
                samples = np.repeat(samples[:, None], channels, axis=1)
            self.sounds[name] = pygame.sndarray.make_sound(np.ascontiguousarray(samples))

    @property
    def has_device(self) -> bool:
        """Whether a sound device was found at the start (else nothing here sounds)."""
        return bool(self.sounds)

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is None or self.muted or self.volume == 0:
            return
        sound.set_volume(self.volume / 10)
        sound.play()

    def flip_mute(self) -> str:
        """M: silence the sound for now, or bring it back; what to say of it, which
        is only "Sound on" where something will sound."""
        self.muted = not self.muted
        if not self.has_device:
            return SILENT
        if self.muted:
            return "Sound off"
        return "Sound on" if self.volume else "Sound on, but its volume is off: Settings turns it up"
