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


def window(data_dir, *args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "SLYDE_ARCADE_HOME": str(data_dir)}
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


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
