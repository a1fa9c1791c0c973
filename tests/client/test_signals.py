"""The window ends in order, quietly, on Ctrl+C, a closed terminal or a kill; so does its worker."""

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def window(data_dir, *args, ignored=()):
    """The window, started as from a terminal (whatever started these checks), with the
    signals `ignored` ignored as `nohup` or a shell's background job would have them."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "SLYDE_ARCADE_HOME": str(data_dir)}

    def as_asked():
        for number in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN if number in ignored else signal.SIG_DFL)

    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=as_asked)  # fmt: skip


def wait_for_worker(process, seconds=20.0):
    """The pid of the window's worker process, once it runs."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
        for child in children.read_text().split() if children.exists() else []:
            with contextlib.suppress(OSError):
                if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                    return int(child)
        time.sleep(0.1)
    raise AssertionError("the worker never started")


@pytest.mark.parametrize(
    ("number", "mode"), [(signal.SIGINT, "--demo"), (signal.SIGINT, "--kiosk"), (signal.SIGHUP, "--demo")]
)
def test_ctrl_c_or_a_closed_terminal_ends_the_window_in_order_without_a_traceback(tmp_path, number, mode):
    process = window(tmp_path, mode, "--demo") if mode == "--kiosk" else window(tmp_path, mode)
    worker = wait_for_worker(process)
    time.sleep(0.5)
    process.send_signal(number)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err.decode()
    assert b"Traceback" not in err and b"KeyboardInterrupt" not in err
    assert not _alive(worker)


@pytest.mark.parametrize("number", [signal.SIGHUP, signal.SIGINT])
def test_a_signal_the_window_was_started_to_ignore_stays_ignored(tmp_path, number):
    """`nohup` keeps a kiosk running once its terminal closes (SIGHUP ignored), and a
    shell's background job is not the terminal's Ctrl+C's to stop: the window keeps
    them ignored, and still ends in order on a kill."""
    process = window(tmp_path, "--demo", ignored=(number,))
    wait_for_worker(process)
    time.sleep(0.5)
    process.send_signal(number)
    with pytest.raises(subprocess.TimeoutExpired):
        process.wait(timeout=3)
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0 and b"Traceback" not in err, err.decode()


def _alive(pid, seconds=30.0):
    """Whether `pid` still runs after `seconds`. The worker thinks at the lowest
    priority, so on a busy machine it may wait a while for the moment to notice."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if b"zombie" in Path(f"/proc/{pid}/status").read_bytes():
                return False
        except OSError:
            return False
        time.sleep(0.1)
    return True


def test_when_the_window_is_killed_its_worker_ends_quietly(tmp_path):
    process = window(tmp_path, "--demo")
    worker = wait_for_worker(process)
    time.sleep(0.5)
    process.kill()
    # the pipes close when the worker too has gone; at the lowest priority on a busy
    # machine it may take a while to run far enough to notice
    out, err = process.communicate(timeout=120)
    assert b"Traceback" not in err and b"Error" not in err, err.decode()
    assert not _alive(worker)
