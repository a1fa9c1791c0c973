"""The settings file: whatever is found there, the app starts, with a message, and the file is kept aside."""

import json
import os
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from game import records
from game.client.settings import Settings, data_dir, load_settings, remember_choices, save_settings


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG data folder is Linux's")
def test_the_data_folder_is_named_once_and_an_earlier_deeper_one_stays_in_use(tmp_path, monkeypatch):
    monkeypatch.delenv("SLYDE_ARCADE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "SlydeArcade"
    (tmp_path / "SlydeArcade" / "SlydeArcade").mkdir(parents=True)  # where saves were kept before
    assert data_dir() == tmp_path / "SlydeArcade" / "SlydeArcade"
    monkeypatch.setenv("SLYDE_ARCADE_HOME", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"


def test_a_data_folder_named_with_a_tilde_or_relative_is_the_homes_or_the_starting_folders(tmp_path, monkeypatch):
    """A desktop entry or a service sets $SLYDE_ARCADE_HOME where no shell expands "~":
    it is the home, not a folder named "~" wherever the program starts; a relative name
    is taken from where it starts, and named whole."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SLYDE_ARCADE_HOME", "~/arcade")
    assert data_dir() == tmp_path / "home" / "arcade"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SLYDE_ARCADE_HOME", "games")
    assert data_dir() == tmp_path / "games" and data_dir().is_absolute()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG data folder is Linux's")
def test_a_relative_xdg_data_folder_is_ignored_and_no_home_is_said_in_words(tmp_path, monkeypatch):
    """SDL's folder followed XDG_DATA_HOME=relative into the folder the program started
    in, and with no home made SlydeArcade at the root of the file system."""
    monkeypatch.delenv("SLYDE_ARCADE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", "relative")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_dir() == tmp_path / ".local" / "share" / "SlydeArcade"
    monkeypatch.setenv("HOME", "relative-home")
    with pytest.raises(OSError, match="no home folder is known"):
        data_dir()
    monkeypatch.delenv("HOME")

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", no_home)
    with pytest.raises(OSError) as raised:
        data_dir()
    assert raised.value.strerror == "no home folder is known: set HOME or XDG_DATA_HOME"


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(volume=3, theme="high contrast", large_text=True))
    assert load_settings(path) == (Settings(volume=3, theme="high contrast", large_text=True), None)


def test_saving_writes_what_changed_since_over_what_another_window_saved_meanwhile(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(volume=4, theme="high contrast"))
    first, _ = load_settings(path)
    second, _ = load_settings(path)
    save_settings(path, replace(first, hints=False), since=first)
    save_settings(path, replace(second, volume=9), since=second)
    assert load_settings(path) == (Settings(volume=9, theme="high contrast", hints=False), None)


@pytest.mark.parametrize("found", ["gone", "broken"])
def test_saving_over_a_file_gone_or_gone_bad_writes_every_value_and_keeps_the_bad_one(tmp_path, found):
    path = tmp_path / "settings.json"
    mine = Settings(volume=4, theme="high contrast")
    if found == "broken":
        path.write_text("{")
    said = save_settings(path, replace(mine, volume=1), since=mine)
    assert load_settings(path) == (Settings(volume=1, theme="high contrast"), None)
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == (found == "broken")
    if kept:  # and said so, with what was done instead
        assert said == f"Settings were unreadable (not valid JSON at line 1); kept as {kept[0].name}, " \
                       "these settings saved in its place."  # fmt: skip
    else:
        assert said is None


def test_a_byte_order_mark_as_notepad_writes_it_is_read_not_reset(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"volume": 2}).encode())
    assert load_settings(path) == (Settings(volume=2), None)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("[" * 30_000 + "]" * 30_000, "nested too deeply"),
        ('{"volume": ' + "9" * 5000 + "}", "a number is too long"),
        ('{"volume": 11}', "volume must be 0-10"),
        ('{"animation": "' + "z" * 70 + '"}', "(unknown animation speed '" + "z" * 37 + "...')"),  # said whole
        ('{"window": "abc"}', "(window must be from 800x600 to 7680x4320, not 'abc')"),
        ('{"colour": "red"}', "unknown setting 'colour'"),
        ("[7]", "unexpected content"),
        ('{"animation": {}}', "a value has the wrong type"),
        ('{"volume": NaN}', "NaN is not a setting"),
        ("\xff", "not UTF-8 text"),
    ],
)
def test_a_broken_settings_file_gives_defaults_a_short_message_and_is_kept_aside(tmp_path, content, problem):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="latin-1" if content == "\xff" else "utf-8")
    settings, message = load_settings(path)
    assert settings == Settings() and problem in message and len(message) < 160
    assert "Error" not in message and not path.exists()
    assert len(list(tmp_path.glob("settings.json.corrupt-*"))) == 1


def test_a_hand_edited_file_with_one_bad_value_keeps_the_others_and_is_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"theme": "high contrast", "large_text": true, "animation": "off", "colour": 1}')
    settings, message = load_settings(path)
    assert settings == Settings(theme="high contrast", large_text=True)
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and "animation" in kept[0].read_text()  # the person's file, as it was
    assert message == (
        f"Settings were unreadable (unknown animation speed 'off' and 1 more); kept as {kept[0].name}, "
        "the other settings kept."
    )
    assert load_settings(path) == (settings, None)  # written in its place: the next start has them too


def test_a_pipe_as_the_settings_file_does_not_hang_start_up(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    found = []
    reader = threading.Thread(target=lambda: found.append(load_settings(path)), daemon=True)
    reader.start()
    reader.join(timeout=5)
    assert found, "reading a pipe blocked"
    settings, message = found[0]
    assert settings == Settings() and "not a regular file" in message


def test_a_link_to_an_endless_device_as_the_settings_file_is_refused_and_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to("/dev/zero")
    settings, message = load_settings(path)
    assert settings == Settings() and "not a regular file" in message
    assert not os.path.lexists(path)


def test_a_bad_file_of_choices_or_settings_that_cannot_be_moved_aside_is_said_and_not_written_over(
    tmp_path, monkeypatch
):
    path = tmp_path / "setup.json"
    path.write_text("[someone's notes")

    def refused(_path):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(records, "keep_aside", refused)
    with pytest.raises(OSError) as raised:
        remember_choices(path, "slyde/mindsports", {"seats": ["Person", "normal"]})
    assert raised.value.strerror == (
        "The setup's last choices could not be read (not valid JSON at line 1) nor kept aside, so it is left as it is"
    )
    assert path.read_text() == "[someone's notes"
    (tmp_path / "settings.json").write_text("[notes")
    with pytest.raises(OSError, match="Settings could not be read"):
        save_settings(tmp_path / "settings.json", Settings(volume=2), since=Settings())
    assert (tmp_path / "settings.json").read_text() == "[notes"
