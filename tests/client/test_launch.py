"""The command line opens the window where it asks: a game's setup, or its lessons."""

import pytest

from game import cli
from game.client.app import App


@pytest.mark.parametrize(
    ("asked", "scene", "shows"),
    [
        (["--game", "slyde"], "SetupScene", {"rules": "mindsports"}),
        (["--game", "tile"], "SetupScene", {"rules": "tile"}),  # the tile edition, a game of the four
        (["--game", "slide"], "SetupScene", {}),
        (["--learn", "slyde"], "LearnScene", ["slyde", "tile"]),  # Slyde's courses, both editions
        (["--learn", "tile"], "LearnScene", ["tile"]),  # its own course, its lessons listed
        (["--learn", "slidecore"], "LearnScene", ["slidecore"]),
    ],
)
def test_the_command_line_opens_a_games_setup_or_its_lessons_the_tile_edition_by_its_name(
    data_dir, monkeypatch, asked, scene, shows
):
    monkeypatch.setenv("SLYDE_ARCADE_HOME", str(data_dir))
    opened = []
    monkeypatch.setattr(App, "run", lambda app: opened.append(app))  # the window as it opens, not its loop
    assert cli.main(asked) == 0
    app = opened[0]
    try:
        assert type(app.scene).__name__ == scene
        if scene == "SetupScene":
            assert app.scene.options.items() >= shows.items()
        else:
            assert [course.key for course in app.scene.courses] == shows
            assert (app.scene.course is not None) == (len(shows) == 1)
    finally:
        app.quit()


def test_the_names_the_command_line_takes_are_each_games_and_the_tile_edition(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--game", "tiles"])
    assert "invalid choice: 'tiles' (choose from 'slyde', 'slidecore', 'slide', 'tile')" in capsys.readouterr().err


def test_a_note_that_cannot_be_written_keeps_no_window_from_opening(data_dir, monkeypatch):
    """A window larger than the screen is noted on standard error: with that stream full,
    the note ended the program before any window opened."""
    import errno
    import sys

    from game.client import launch

    class Full:
        def write(self, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self):
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setenv("SLYDE_ARCADE_HOME", str(data_dir))
    monkeypatch.setattr(launch, "screen_size", lambda: (1024, 768))
    monkeypatch.setattr(sys, "stderr", Full())
    opened = []
    monkeypatch.setattr(App, "run", lambda app: opened.append(app))
    assert cli.main(["--size", "1280x720"]) == 0
    try:
        assert opened and opened[0].size[0] <= 1024
    finally:
        opened[0].quit()
