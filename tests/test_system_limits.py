"""Limits on the process lower than the game needs: lifted where the system allows.
(Lifting and refusing for real, in a process of its own: tests/test_cli.py.)"""

import sys

import pytest

from game.system_limits import shortfall

resource = pytest.importorskip("resource")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="limits as Linux sets them")
def test_a_system_that_refuses_to_lift_a_limit_leaves_it_as_it_was_and_the_start_goes_on(monkeypatch):
    """Some systems refuse a limit on memory outright (macOS): no error at the start."""
    asked = []

    def refuse(kind, limits):
        asked.append(kind)
        raise ValueError("not allowed to raise maximum limit")

    monkeypatch.setattr(resource, "getrlimit", lambda kind: (10, resource.RLIM_INFINITY))
    monkeypatch.setattr(resource, "setrlimit", refuse)
    assert shortfall() is None
    assert asked == [resource.RLIMIT_NOFILE, resource.RLIMIT_AS]  # each was tried
