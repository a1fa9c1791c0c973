"""Sound: silent and quiet where there is no device to play it on."""

import os

import pygame

from game.client import audio
from game.client.quiet import quiet_stderr


def test_looking_for_a_sound_device_prints_nothing_and_leaves_standard_error_working(capfd):
    """Without a sound card the sound library's C side writes a page of errors
    straight to the file descriptor while the mixer looks for a device; none of it
    reaches the terminal, and what is written afterwards still does."""
    with quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"


def test_without_a_mixer_every_sound_call_is_harmless(monkeypatch):
    def no_device(*args):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    silent = audio.Audio(volume=7)
    assert silent.sounds == {}
    silent.play("move")
    assert silent.flip_mute() == audio.SILENT and silent.muted  # M says why nothing sounds either way


def test_m_says_sound_on_only_where_something_will_sound():
    sounding = audio.Audio(volume=7)
    assert sounding.has_device  # SDL's dummy device plays (into nothing)
    assert sounding.flip_mute() == "Sound off" and sounding.muted
    assert sounding.flip_mute() == "Sound on" and not sounding.muted
    sounding.volume = 0
    sounding.flip_mute()
    assert sounding.flip_mute() == "Sound on, but its volume is off: Settings turns it up"
