"""The desktop entries: written where the XDG folders say, runnable, and removed
again, leaving alone what is not ours."""

import configparser
import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from game import cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}  # fmt: skip
    return tmp_path, env


def run(env, *args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=60)  # fmt: skip


def entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read_string(path.read_text())
    return dict(parser["Desktop Entry"])


def test_the_kiosk_entry_installs_runs_this_program_and_uninstalls(home):
    folder, env = home
    done = run(env, "--install-desktop-entry", "--kiosk")
    assert done.returncode == 0, done.stderr
    menu = folder / "data" / "applications" / "slyde-arcade.desktop"
    autostart = folder / "config" / "autostart" / "slyde-arcade-kiosk.desktop"
    icon = folder / "data" / "icons" / "hicolor" / "256x256" / "apps" / "slyde-arcade.png"
    assert menu.is_file() and autostart.is_file() and icon.is_file()
    fields = entry(menu)
    assert fields["Type"] == "Application" and fields["Icon"] == str(icon) and "Game" in fields["Categories"]
    kiosk = entry(autostart)
    assert kiosk["Exec"].endswith("--kiosk")
    version = subprocess.run(kiosk["Exec"].replace("--kiosk", "--version").split(), cwd=kiosk["Path"],
                             capture_output=True, text=True, env=env, timeout=60)  # fmt: skip
    assert version.stdout.startswith("Slyde Arcade")  # the entry's command is this program
    done = run(env, "--uninstall-desktop-entry")
    assert done.returncode == 0 and not menu.exists() and not autostart.exists() and not icon.exists()


def test_uninstalling_leaves_alone_a_file_that_is_not_ours(home):
    folder, env = home
    menu = folder / "data" / "applications" / "slyde-arcade.desktop"
    menu.parent.mkdir(parents=True)
    menu.write_text("[Desktop Entry]\nName=Someone else's\n")
    done = run(env, "--uninstall-desktop-entry")
    assert done.returncode == 0 and "nothing to remove" in done.stdout and menu.exists()


def test_a_folder_that_takes_no_files_is_said_in_words(home):
    folder, env = home
    (folder / "data").write_text("a file where the folder should be")
    done = run(env, "--install-desktop-entry")
    assert done.returncode == 1 and "cannot write the desktop entry" in done.stderr and "Traceback" not in done.stderr


def test_a_relative_xdg_folder_is_ignored_as_the_specification_says(home):
    """XDG_DATA_HOME=relative wrote the entry into the folder the command ran in."""
    folder, env = home
    env["XDG_DATA_HOME"] = "relative"
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--install-desktop-entry"], env=env, cwd=folder,
                          capture_output=True, text=True, timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (folder / ".local" / "share" / "applications" / "slyde-arcade.desktop").is_file()
    assert not (folder / "relative").exists()


def test_no_home_folder_is_said_in_words(monkeypatch, capsys):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", no_home)
    assert cli.main(["--install-desktop-entry"]) == 1
    assert capsys.readouterr().err.endswith("no home folder is known: set HOME or XDG_DATA_HOME\n")


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_an_icon_place_that_is_a_pipe_or_a_device_is_refused_and_left_as_it_was(kind):
    """Run as the unprivileged user where the tests run as the superuser: a mistake here
    could otherwise write into a device."""
    folder = Path(tempfile.mkdtemp(prefix="slyde-desktop-"))
    try:
        icon = folder / "data" / "icons" / "hicolor" / "256x256" / "apps" / "slyde-arcade.png"
        icon.parent.mkdir(parents=True)
        subprocess.run(["chmod", "-R", "a+rwx", str(folder)], check=True)  # the unprivileged user's to write in
        if kind == "fifo":
            os.mkfifo(icon)
        else:
            icon.symlink_to("/dev/null")
        env = {**os.environ, "HOME": str(folder), "XDG_DATA_HOME": str(folder / "data"),
               "XDG_CONFIG_HOME": str(folder / "config")}  # fmt: skip
        command = [sys.executable, str(ROOT / "main.py"), "--install-desktop-entry"]
        if os.geteuid() == 0:
            command = ["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups", *command]
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 1 and "cannot write the desktop entry" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
        assert stat.S_ISFIFO(icon.lstat().st_mode) if kind == "fifo" else os.readlink(icon) == "/dev/null"
        assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    finally:
        subprocess.run(["rm", "-rf", str(folder)], check=False)


def test_the_files_written_and_removed_are_named_with_control_characters_escaped(home):
    folder, env = home
    env["XDG_DATA_HOME"] = str(folder / "x\x1b[31my")
    for option in ("--install-desktop-entry", "--uninstall-desktop-entry"):
        done = run(env, option)
        assert done.returncode == 0 and "\x1b" not in done.stdout, done.stdout
        assert all(line.endswith(".desktop'") or line.endswith(".png'") for line in done.stdout.splitlines())


def test_a_folder_whose_name_is_not_text_is_said_in_words_and_nothing_is_written(home):
    folder, env = home
    data = folder / os.fsdecode(b"d\xff")  # a name that is not UTF-8, which an entry's Icon line cannot hold
    done = run({**env, "XDG_DATA_HOME": str(data)}, "--install-desktop-entry")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "cannot write the desktop entry: a path it names is not UTF-8 text" in done.stderr
    assert "d\\xff" in done.stderr and not data.exists()  # not even the icon
