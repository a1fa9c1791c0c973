"""The fifth game (tests/fifth) in the window, headless: from the menu through the
setup to play, against the computer, with a hint, to the results and back. Its
client package is registered beside the four, and no shared module knows it."""

import contextlib
import dataclasses
import sys

import pygame
import pytest

from game import cli
from game.client import games
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.records import Seat
from game.rules import registry


@pytest.fixture
def fifth_client(fifth_game):
    from tests.fifth.client import CLIENT

    games.register(CLIENT)
    yield CLIENT
    games.unregister(CLIENT.name)


def test_the_fifth_game_plays_from_the_menu_to_its_results_against_the_computer(driver, fifth_client):
    driver.app.scene.build()  # the menu, now with the fifth game's entry
    driver.press_button("Play Three in a row")
    setup = driver.app.scene
    setup.kinds[1] = setup.kinds[1] + 1  # the second seat: the computer, easy
    driver.press_button("Start")
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.session.players[1].is_computer
    driver.key(pygame.K_h)  # a hint for the person
    driver.until(lambda: play.match.asked is None)
    assert play.advice.shown_hint(play.state) in play.state.legal_moves()
    while not play.session.is_over:
        point = play.state.legal_moves()[0]
        driver.click(play.board.view.cell_rect(point).center)
        assert play.session.moves[-1] == point
        driver.until(lambda: play.session.is_over or (play.match.persons_turn() and play.animation is None), 30)
    assert play.session.players[1].is_computer  # it played its seat to the end, never handed to a person
    driver.settle()
    results = driver.app.scene
    assert isinstance(results, ResultsScene) and results.headline() in ("You win!", "You lose", "A draw!")
    driver.press_button("Menu")
    assert type(driver.app.scene).__name__ == "MenuScene"


def test_the_fifth_game_plays_by_keyboard_and_its_saved_games_open(driver, fifth_client):
    from game.client.session import Session

    people = [Seat.person("Ann"), Seat.person("Bo")]
    play = PlayScene(driver.app, Session.new("threes", {}, people))
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_RETURN)  # the cursor shows, on the centre
    driver.key(pygame.K_RETURN)
    assert play.session.moves == [4]  # b2, the centre
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert "Saved" in driver.app.toast[0]
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Saved games")
    saves = driver.app.scene
    driver.frames(2)
    assert "Three in a row" in saves.rows[0][1].label


@contextlib.contextmanager
def naming_its_window(fifth_game, module: str):
    """The fifth game's registry entry naming `module` as its window's, for a while."""
    registry.GAMES[fifth_game.NAME] = dataclasses.replace(fifth_game.SPEC, client=module)
    try:
        yield
    finally:
        registry.GAMES[fifth_game.NAME] = fifth_game.SPEC
        games.unregister(fifth_game.NAME)


def test_a_game_that_names_its_windows_module_is_offered_in_the_window(fifth_game, monkeypatch):
    monkeypatch.delitem(sys.modules, "tests.fifth.window", raising=False)  # imported afresh: it registers on import
    with naming_its_window(fifth_game, "tests.fifth.window"):
        assert fifth_game.NAME not in games.CLIENTS
        assert cli.load_clients() is None
        assert games.CLIENTS[fifth_game.NAME].name == fifth_game.NAME
        assert cli.load_clients() is None  # loaded once: the second asking finds it there


@pytest.mark.parametrize(
    ("module", "said"),
    [
        ("tests.fifth.nowhere", "cannot load its window's module 'tests.fifth.nowhere': \"No module named"),
        ("tests.fifth.rules", "the module 'tests.fifth.rules' registered no window for it"),
        ("../fifth", "is not a module's name"),
    ],
)
def test_a_window_module_that_cannot_be_loaded_is_named_in_a_message(fifth_game, module, said):
    with naming_its_window(fifth_game, module):
        problem = cli.load_clients()
        assert problem is not None and problem.startswith("Three in a row: ") and said in problem, problem
        assert fifth_game.NAME not in games.CLIENTS
