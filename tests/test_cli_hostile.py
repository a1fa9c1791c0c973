"""The command line against what a hostile tester types: interrupts, huge numbers,
paths that are pipes, devices or too long, and folders that hold other games.
Commands that write to paths run as an unprivileged user where the tests run as
the superuser, so that a mistake can never replace a device."""

import io
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from game import records, sharing

ROOT = Path(__file__).resolve().parent.parent
LONG_PART = "x" * 300  # a path part over the 255 bytes a file system allows


def run(*args, as_nobody=False, timeout=120, program=ROOT, stdin=None, env=None):
    """`main.py` of the program in `program` run with `args`, as the unprivileged user
    where asked and the tests run as the superuser."""
    command = [sys.executable, str(program / "main.py"), *args]
    if as_nobody and os.geteuid() == 0:
        command = ["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups", *command]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=timeout, env=env)


@pytest.fixture
def shared_dir():
    """A folder the unprivileged user may write to."""
    folder = Path(tempfile.mkdtemp(prefix="slyde-hostile-"))
    folder.chmod(0o777)
    yield folder
    subprocess.run(["rm", "-rf", str(folder)], check=False)


@pytest.fixture
def a_record(shared_dir):
    done = run("selfplay", "--size", "4", "--games", "1", "--white", "random", "--black", "random",
               "--out", str(shared_dir))  # fmt: skip
    assert done.returncode == 0, done.stderr
    path = shared_dir / "slyde-1-001.json"
    path.chmod(0o644)
    return path


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_review_never_writes_over_a_pipe_or_a_device(shared_dir, a_record, kind):
    if kind == "fifo":
        out = shared_dir / "out.json"
        os.mkfifo(out)
        out.chmod(0o666)
    else:
        out = Path("/dev/null")
    done = run("review", str(a_record), "--out", str(out), "--playouts", "10", as_nobody=True)
    assert done.returncode == 2 and "not a regular file" in done.stderr and "Traceback" not in done.stderr
    mode = os.stat(out).st_mode
    assert stat.S_ISFIFO(mode) if kind == "fifo" else stat.S_ISCHR(mode)


def test_writing_a_record_refuses_a_pipe_in_its_place(shared_dir):
    out = shared_dir / "pipe.json"
    os.mkfifo(out)
    with pytest.raises(records.NotARegularFile):
        records.write_atomic(out, "{}")
    assert stat.S_ISFIFO(os.stat(out).st_mode)


@pytest.mark.parametrize("planted", ["link", "file"])
def test_a_write_never_goes_through_what_stands_at_its_temporary_name(shared_dir, planted):
    """A link planted at the name the write first writes to (its process's number is
    no secret) would have it write elsewhere; a file left there by a killed process
    of the same number would be written over in place. Either is removed, not used."""
    elsewhere = shared_dir / "elsewhere.txt"
    elsewhere.write_text("kept")
    out = shared_dir / "game.json"
    temporary = shared_dir / f".game.json.{os.getpid()}.tmp"
    if planted == "link":
        temporary.symlink_to(elsewhere)
    else:
        os.link(elsewhere, temporary)  # the same file under both names
    records.write_atomic(out, "{}")
    assert out.read_text() == "{}" and elsewhere.read_text() == "kept"
    assert not os.path.lexists(temporary)


def test_checking_a_folder_for_records_changes_nothing_in_it(shared_dir):
    """Whether a folder takes new files is tried with a file of a name nobody can
    know beforehand, so a link planted at a name that could be guessed is not
    written through, and the file tried is gone after."""
    from game.cli.paths import check_folder, unwritable

    elsewhere = shared_dir / "elsewhere.txt"
    elsewhere.write_text("kept")
    (shared_dir / f".probe-{os.getpid()}").symlink_to(elsewhere)
    before = sorted(os.listdir(shared_dir))
    check_folder(shared_dir)
    assert unwritable(shared_dir / "review.json") is None
    assert elsewhere.read_text() == "kept" and sorted(os.listdir(shared_dir)) == before


@pytest.mark.parametrize("kind", ["device", "file"])
def test_selfplay_says_a_device_or_a_file_is_no_folder_for_records_and_leaves_it(shared_dir, a_record, kind):
    out = Path("/dev/null") if kind == "device" else a_record
    before = out.read_bytes() if kind == "file" else b""
    done = run("selfplay", "--size", "4", "--games", "1", "--out", str(out), as_nobody=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"cannot write records to {out}: it is not a folder" in done.stderr
    assert stat.S_ISCHR(os.stat(out).st_mode) if kind == "device" else out.read_bytes() == before


def test_review_says_what_failed_about_the_path_it_was_given(a_record):
    done = run("review", str(a_record), "--out", "/proc/version", "--playouts", "10", as_nobody=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "cannot write the annotated record to /proc/version" in done.stderr
    assert "cannot write records to" not in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("review", "RECORD", "--out", f"/tmp/{LONG_PART}/out.json"),
        ("review", "RECORD", "--out", f"/tmp/{LONG_PART}"),
        ("report", "--records", f"/tmp/{LONG_PART}"),
        ("selfplay", "--size", "4", "--games", "1", "--out", f"/tmp/{LONG_PART}"),
    ],
)
def test_a_path_part_too_long_for_the_file_system_gets_a_message_not_a_traceback(a_record, args):
    done = run(*(str(a_record) if arg == "RECORD" else arg for arg in args), as_nobody=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "error:" in done.stderr


def test_a_data_folder_the_system_cannot_use_is_said_before_any_window_opens():
    env = {**os.environ, "SLYDE_ARCADE_HOME": f"/tmp/{LONG_PART}", "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True, timeout=60,
                          env=env)  # fmt: skip
    assert done.returncode == 2 and "cannot keep settings and games" in done.stderr
    assert "(as $SLYDE_ARCADE_HOME asks)" in done.stderr  # the folder came from there, not from the platform
    assert "Traceback" not in done.stderr


def test_a_data_folder_named_with_control_characters_is_shown_escaped_in_one_line():
    env = {**os.environ, "SLYDE_ARCADE_HOME": "/proc/x\x1b[31mred\nline", "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True, timeout=60,
                          env=env)  # fmt: skip
    assert done.returncode == 2 and "cannot keep settings and games in '/proc/x\\x1b[31mred\\nline'" in done.stderr
    assert "\x1b" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_a_platform_data_folder_that_cannot_be_made_is_said_before_any_window_opens(tmp_path):
    """With no $SLYDE_ARCADE_HOME, the data folder is the platform's: a home that takes
    no new folder is said in words, naming the folder."""
    home = tmp_path / "home"
    home.mkdir(mode=0o555)
    tmp_path.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("SLYDE_ARCADE_HOME", "XDG_DATA_HOME")}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy")
    command = [sys.executable, str(ROOT / "main.py")]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"cannot keep settings and games in {home}/.local/share/SlydeArcade" in done.stderr
    assert "($SLYDE_ARCADE_HOME can name another): Permission denied" in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("selfplay", "--size", "12", "--games", "50", "--white", "hard", "--black", "hard"),
        ("report", "--size", "12", "--games", "50"),
        ("engine",),
        ("bench", "rules"),
        ("review", "RECORD", "--playouts", "1000000"),
    ],
)
def test_ctrl_c_stops_a_command_quietly(a_record, args):
    command = [sys.executable, str(ROOT / "main.py"), *(str(a_record) if a == "RECORD" else a for a in args)]
    # as a person's terminal starts it: Ctrl+C not ignored, even where these checks were started in the background
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
    time.sleep(2.5)  # under way
    process.send_signal(signal.SIGINT)
    process.wait(timeout=60)  # as at a terminal, the input stays open until the command has stopped
    _, err = process.communicate(timeout=60)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert process.returncode in (130, 0)


def _group(leader: int) -> list[str]:
    """The command lines of the processes running in `leader`'s process group (not one
    that has ended, whose parent has gone, and which waits for the system to collect it)."""
    found = subprocess.run(["pgrep", "-a", "-g", str(leader)], capture_output=True, text=True).stdout
    return [line for line in found.splitlines() if not line.endswith("<defunct>")]


@pytest.mark.parametrize("section", ["client", "soak"])
def test_ctrl_c_stops_the_window_benches_in_words_with_every_process_they_started(section, tmp_path):
    """The benches run the window's own app, which on its own takes a stop signal as
    the window's to close in order: a bench is a command, and stops as each does.
    The client bench's busy program beside it goes quietly too."""
    env = {**os.environ, "SLYDE_ARCADE_HOME": str(tmp_path)}
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "bench", section, "--seconds", "0.01"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                               start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
    end = time.monotonic() + 300  # the tables' frames come first
    while section == "client" and not any("getppid" in line for line in _group(process.pid)):
        assert time.monotonic() < end and process.poll() is None, "the busy program never ran"
        time.sleep(0.05)
    time.sleep(1.0 if section == "client" else 2.5)  # under way
    os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl+C reaches every process of the command
    out, err = process.communicate(timeout=60)
    assert (process.returncode, err, out) == (130, "stopped\n", "")
    time.sleep(1.0)  # a process stopped goes within a moment
    assert _group(process.pid) == []


@pytest.mark.slow
def test_ctrl_c_while_the_engine_first_compiles_its_search_stops_it_quietly(shared_dir):
    """A copy of the program has nothing compiled yet: the engine compiles its search
    as it starts (some seconds), and Ctrl+C meanwhile stops it once that is done."""
    program = a_copy_of_the_program(shared_dir / "program")
    process = subprocess.Popen([sys.executable, str(program / "main.py"), "engine"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
    time.sleep(2.5)  # compiling
    process.send_signal(signal.SIGINT)
    process.wait(timeout=120)  # the input stays open, as at a terminal
    _, err = process.communicate(timeout=60)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert process.returncode == 130 and "stopped" in err


@pytest.mark.parametrize("start", ["main.py", "-m game"])
def test_ctrl_c_as_a_command_closes_is_let_pass_quietly(start):
    """Ctrl+C pressed just as the engine's input ends comes while the interpreter closes
    (numba loaded): here an exit handler sends it to the process at that moment."""
    launch = f"runpy.run_path({str(ROOT / 'main.py')!r}, run_name='__main__')"
    if start == "-m game":
        launch = "runpy.run_module('game', run_name='__main__', alter_sys=True)"
    script = (
        "import atexit, os, runpy, signal, sys\n"
        "sys.argv = ['main.py', 'engine']\n"
        "atexit.register(lambda: os.kill(os.getpid(), signal.SIGINT))\n" + launch
    )
    done = subprocess.run(
        [sys.executable, "-c", script], input="name\n", capture_output=True, text=True, cwd=ROOT, timeout=120,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    assert done.stdout.startswith("= Slyde Arcade")
    assert "Traceback" not in done.stderr and "KeyboardInterrupt" not in done.stderr, done.stderr
    assert done.returncode == 0


def test_two_runs_of_one_match_into_one_folder_keep_every_record(tmp_path):
    """Both name their records alike (game, seed, number) and look for free names at
    the same moments: neither may write over what the other has just written."""
    command = [sys.executable, str(ROOT / "main.py"), "selfplay", "--size", "4", "--seats", "random,random",
               "--games", "150", "--seed", "5", "--out", str(tmp_path)]  # fmt: skip
    runs = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    for run_ in runs:
        assert run_.wait(timeout=300) == 0, run_.stderr.read() if run_.stderr else ""
    assert len(list(tmp_path.glob("*.json"))) == 300


def test_selfplay_clears_the_half_written_records_a_killed_run_left(shared_dir):
    stale = shared_dir / ".slyde-1-001.json.999999999.tmp"  # no process has that number
    stale.write_text("{")
    done = run("selfplay", "--size", "4", "--games", "1", "--white", "random", "--black", "random",
               "--out", str(shared_dir))  # fmt: skip
    assert done.returncode == 0 and not stale.exists()


def test_report_passes_over_other_games_records_without_replaying_them(tmp_path, monkeypatch, capsys):
    from game import cli

    done = run("selfplay", "--game", "slide", "--seats", "random,random", "--games", "1", "--tournament",
               "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    cli.main(["selfplay", "--size", "4", "--games", "2", "--white", "random", "--black", "random",
              "--out", str(tmp_path)])  # fmt: skip
    replayed = []
    real = records.Record.replay

    def counting(self):
        replayed.append(self.game)
        return real(self)

    monkeypatch.setattr(records.Record, "replay", counting)
    capsys.readouterr()
    assert cli.main(["report", "--records", str(tmp_path), "--size", "4"]) == 0
    assert "slide" not in replayed and "games: 2" in capsys.readouterr().out


def test_the_engine_answers_a_huge_bad_move_and_a_huge_number_briefly():
    commands = "new slide players=2 seed=1\n" + f"play flip {'a' * 900_000}\n" + f"genmove {'9' * 5000}\n"
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "engine"], input=commands, capture_output=True,
                          text=True, timeout=60)  # fmt: skip
    replies = done.stdout.split("\n\n")
    assert replies[1].startswith("? illegal move: malformed move") and len(replies[1]) < 200
    assert replies[2].startswith("? genmove takes a time in milliseconds") and len(replies[2]) < 200
    assert done.returncode == 0


def test_the_engine_refuses_a_line_longer_than_any_command_without_holding_it_and_answers_the_next():
    endless = b"play " + b"\0" * 50_000_000  # no end of line: read whole, it would take the memory it fills
    commands = endless + b"\nname\n" + b"x" * 3_000_000  # and a last line too long, cut off by the input's end
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "engine"], input=commands, capture_output=True,
                          timeout=60)  # fmt: skip
    replies = done.stdout.decode().split("\n\n")
    too_long = f"? line too long (a command has at most {5 * sharing.MAX_LINE:,} bytes)"
    assert replies == [too_long, "= Slyde Arcade", too_long, ""] and done.returncode == 0
    assert done.stderr == b""


def test_lines_are_read_up_to_a_limit_and_one_past_it_is_dropped_to_its_end():
    from game.cli.engine import bounded_lines

    stream = io.BytesIO(b"abcd\n" + b"abcdefghij" * 3 + b"\n" + b"abcd" + b"\nxyz")
    assert list(bounded_lines(stream, limit=5)) == [b"abcd\n", None, b"abcd\n", b"xyz"]


def a_copy_of_the_program(folder: Path) -> Path:
    """The program's files (without anything compiled) copied into `folder`."""
    shutil.copytree(ROOT / "game", folder / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "main.py", folder / "main.py")
    return folder


def engine_move(program: Path, home: Path) -> subprocess.CompletedProcess:
    """The engine of the copy in `program` asked for normal's move on 6x6 Slyde (the
    compiled search), run as an unprivileged user whose home is `home`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("NUMBA_")}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"))
    commands = "new slyde size=6 rules=mindsports\nlevel normal\ngenmove\n"
    return run("engine", as_nobody=True, timeout=300, program=program, stdin=commands, env=env)


@pytest.mark.slow
def test_the_compiled_search_plays_where_nothing_may_be_written_to_keep_it(shared_dir):
    """An install nobody may write to, run by someone whose home takes nothing either:
    numba has nowhere to keep the compiled search, so it compiles it for this process."""
    program = a_copy_of_the_program(shared_dir / "program")
    home = shared_dir / "home"
    home.mkdir()
    subprocess.run(["chmod", "-R", "a+rX,a-w", str(program), str(home)], check=True)
    done = engine_move(program, home)
    replies = done.stdout.split("\n\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert replies[:2] == ["= ", "= "] and replies[2].startswith("= ") and "-" in replies[2]
    assert not list(program.rglob("*.nb[ic]")) and not list(home.rglob("*"))  # nothing kept, nothing failed


@pytest.mark.slow
def test_a_damaged_cache_of_the_compiled_search_is_compiled_afresh(shared_dir):
    program = a_copy_of_the_program(shared_dir / "program")
    subprocess.run(["chmod", "-R", "a+rwX", str(program)], check=True)
    assert engine_move(program, shared_dir).returncode == 0  # compiled, and kept beside the source
    kept = list(program.rglob("*.nb[ic]"))
    assert kept
    for number, path in enumerate(kept):  # every file numba kept damaged: garbage, or cut short
        path.write_bytes(b"\x80\x05garbage" if number % 2 else path.read_bytes()[:40])
    done = engine_move(program, shared_dir)
    replies = done.stdout.split("\n\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert replies[2].startswith("= ") and "-" in replies[2]
    assert all(path.stat().st_size > 100 for path in program.rglob("*.nbc"))  # kept again, whole


def test_without_a_working_compiler_the_levels_search_in_python_and_say_so(tmp_path):
    """numba installed but broken (its compiler's library missing): the engine still
    plays normal, by the plain search, and says once why."""
    broken = tmp_path / "numba"
    broken.mkdir()
    (broken / "__init__.py").write_text('raise ImportError("libllvmlite.so: cannot open shared object file")\n')
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    done = run("engine", stdin="new slyde size=6 rules=mindsports\nlevel normal\ngenmove\ngenmove\n", env=env)
    replies = done.stdout.split("\n\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert all(reply.startswith("= ") and "-" in reply for reply in replies[2:4])
    assert done.stderr.count("the compiled search cannot be loaded") == 1
    assert "cannot open shared object file" in done.stderr and "the computer searches in Python" in done.stderr


@pytest.mark.parametrize(
    ("named", "said"),
    [
        ("../../etc/passwd", "'../../etc/passwd' is not a module's name, such as mygames.threes"),
        ("json;sys", "'json;sys' is not a module's name"),
        ("no_such_games_module", "cannot load the game module 'no_such_games_module'"),
        ("json", "the module 'json' registered no game"),
    ],
)
def test_a_bad_module_in_the_games_variable_is_refused_in_words(named, said):
    """$SLYDE_ARCADE_GAMES naming a path ("the 'package' argument is required...", in
    Python's words) or a module that adds no game (loaded in silence)."""
    done = run("lessons", env={**os.environ, "SLYDE_ARCADE_GAMES": named}, timeout=60)
    assert done.returncode == 2 and said in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
