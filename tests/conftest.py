"""Fixtures for every test folder."""

import pytest

from game.rules import registry


@pytest.fixture
def fifth_game():
    """The fifth game, registered through the registry's public interface for the
    test (and for any process it starts, through its plugin module), then taken away."""
    from tests.fifth import rules

    registry.register(rules.SPEC, "tests.fifth.plugin")
    yield rules
    registry.unregister(rules.NAME)
