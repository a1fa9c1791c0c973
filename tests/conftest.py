"""Fixtures for every test folder."""

import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from game.rules import registry

ROOT = Path(__file__).resolve().parent.parent


def pytest_sessionstart(session):
    """The computer's compiled search put into numba's cache once, in a process of its
    own, before any test (or any of pytest-xdist's processes) starts a worker: on a
    fresh checkout every worker would otherwise compile it at once, and a test
    waiting for its first answer would wait for the compiler too."""
    if hasattr(session.config, "workerinput"):
        return  # one of pytest-xdist's processes: the one that started it has done this
    ready = "from game.ai.players import compiled_search; compiled_search()"
    subprocess.run([sys.executable, "-c", ready], cwd=ROOT, check=True, timeout=600)


@pytest.fixture(autouse=True)
def seeded_chance(request):
    """What the code draws from the shared generator (a fresh deal, a lot for the first
    player) drawn alike on every run of a test: a test that passes passes every time."""
    random.seed(zlib.crc32(request.node.nodeid.encode()))


@pytest.fixture
def fifth_game():
    """The fifth game, registered through the registry's public interface for the
    test (and for any process it starts, through its plugin module), then taken away."""
    from tests.fifth import rules

    registry.register(rules.SPEC, "tests.fifth.plugin")
    yield rules
    registry.unregister(rules.NAME)
