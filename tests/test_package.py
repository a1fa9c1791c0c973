"""The arcade as an installed package: its launcher works from any folder, finds its
assets through the package, and depends on what the README's setup pins."""

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import game
from game.learn.course import courses

ROOT = Path(__file__).resolve().parent.parent


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if "==" in line:
            name, version = line.split("==")
            pins[name.lower()] = version
    return pins


def test_the_packages_dependencies_admit_the_versions_requirements_txt_pins():
    dependencies = [Requirement(text) for text in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
                    ["dependencies"]]  # fmt: skip
    pins = _pins()
    assert {d.name for d in dependencies} == {"pygame-ce", "numpy", "numba"}  # what playing needs, not the checks
    for dependency in dependencies:
        assert dependency.specifier.contains(pins[dependency.name]), dependency


def test_the_icon_is_found_through_the_package():
    from game.client.assets import asset_path

    path = asset_path("icon.png")
    assert path.is_file() and game.__file__ and Path(game.__file__).parent in path.parents


@pytest.mark.slow
def test_the_installed_launcher_runs_every_command_from_another_folder(tmp_path):
    source = tmp_path / "source"  # a copy: building leaves its by-products beside the sources
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".venv", ".git", "build", "*.egg-info", "__pycache__"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", str(source)], capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr
    launcher = venv / "bin" / "slyde-arcade"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SLYDE_ARCADE_HOME": str(tmp_path / "home"), "PYTHONPATH": ""}  # fmt: skip

    def run(*args, timeout=60, stdin=None):
        return subprocess.run([str(launcher), *args], cwd=elsewhere, env=env, capture_output=True, text=True,
                              timeout=timeout, input=stdin)  # fmt: skip

    assert run("--version").stdout.strip() == f"Slyde Arcade {game.__version__}"
    assert "selfplay" in run("--help").stdout
    played = run("selfplay", "--size", "4", "--games", "1", "--white", "random", "--black", "greedy")
    assert played.returncode == 0 and "summary: 1 game;" in played.stdout
    assert run("engine", stdin="name\nquit\n").stdout.startswith("= Slyde Arcade")
    lessons = run("lessons", timeout=600)  # the courses and practice sets are found through the package
    slide_lessons = len(next(course for course in courses() if course.key == "slide").lessons)
    assert lessons.returncode == 0 and f"Slide (slide, 4-slide.json): {slide_lessons} lessons" in lessons.stdout
    assert "Slide practice (slide, 4-slide.json)" in lessons.stdout
    demo = subprocess.Popen([str(launcher), "--demo"], cwd=elsewhere, env=env, stderr=subprocess.PIPE, text=True)
    try:
        demo.wait(timeout=5)
    except subprocess.TimeoutExpired:  # still playing its games: as it should
        demo.terminate()
    _, errors = demo.communicate(timeout=10)
    assert "Traceback" not in errors and demo.returncode in (0, -15, 143)
    assert not (elsewhere / "errors.log").exists() and not any(elsewhere.iterdir())
