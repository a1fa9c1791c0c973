"""Playing the computer through the window: its moves come from the worker process
while the frames keep running, as they would for a person."""

import pygame
import pytest

from game.ai.worker import Control
from game.client import window
from game.client.match import Purpose
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.session import Session
from game.records import Seat

from .conftest import Driver, menu_driver, texts_drawn

PERSON = Seat.person("White")


def computer(level: str, name: str = "Black") -> dict:
    return Seat.computer(level, name)


def start(driver: Driver, size: int, players: list[dict]) -> PlayScene:
    scene = PlayScene(driver.app, Session.new("slyde", {"size": size, "rules": "mindsports"}, players))
    driver.app.push(scene)
    driver.frames(2)
    return scene


def play_first_legal_move(driver: Driver, play: PlayScene) -> None:
    move = play.state.legal_moves()[0]
    driver.click(play.board.view.cell_center(move.src))
    driver.click(play.board.view.cell_center(move.dst))


def test_the_computer_answers_a_persons_move_and_undo_takes_back_both(driver):
    play = start(driver, 6, [PERSON, computer("easy")])
    play_first_legal_move(driver, play)
    assert len(play.session.moves) == 1
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    driver.until(lambda: len(play.session.moves) == 2)
    assert play.animation is not None  # the computer's move animates like a person's
    assert play.state.to_move == 0 and play.match.asked is None
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert play.session.moves == [] and play.state.to_move == 0
    driver.frames(60)
    assert play.session.moves == []  # the person is to move again: the computer waits


def played_to_the_results(driver) -> PlayScene:
    """A 4x4 game of a person against easy, played to its end: the results show."""
    play = start(driver, 4, [PERSON, computer("easy")])
    while not play.session.is_over:
        driver.until(lambda: play.session.is_over or (play.match.persons_turn() and play.animation is None))
        if not play.session.is_over:
            play_first_legal_move(driver, play)
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene))
    return play


def test_undo_on_the_results_takes_back_the_last_move_r_opens_the_review_and_h_says_why_no_hint(driver):
    """The three did nothing there: a player who lost by a slip reaches for undo, as on the board."""
    play = played_to_the_results(driver)
    played = len(play.session.moves)
    driver.key(pygame.K_h)  # as on the board once the game is over
    assert driver.app.toast[0] == "The game is over: Review shows what the computer makes of each move"
    driver.key(pygame.K_r)
    assert type(driver.app.scene).__name__ == "ReviewScene"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, ResultsScene)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert driver.app.scene is play and not play.session.is_over
    assert len(play.session.moves) < played and play.match.persons_turn()  # back to the person's turn


def test_n_on_the_results_starts_the_rematch_as_enter_does(driver):
    play = played_to_the_results(driver)
    driver.key(pygame.K_n)
    again = driver.app.scene
    assert isinstance(again, PlayScene) and again is not play and again.session.moves == []
    assert [seat.name for seat in again.session.players] == [seat.name for seat in reversed(play.session.players)]


def test_the_headline_says_your_move_to_one_person_against_the_computer_and_names_people_at_a_shared_screen(driver):
    def headline(play: PlayScene) -> list[str]:
        shown = [text for text, _ in texts_drawn(driver.app.theme, lambda: play.draw(driver.app.screen))]
        return [text for text in shown if text == "Your move" or text.endswith(" to move")]

    play = start(driver, 6, [PERSON, computer("easy")])
    assert headline(play) == ["Your move"]
    play_first_legal_move(driver, play)
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    assert headline(play) == ["Black to move"]
    driver.until(lambda: len(play.session.moves) == 2 and not play.animation)  # its move landed on the board
    assert headline(play) == ["Your move"]
    driver.app.pop()
    people = start(driver, 6, [PERSON, Seat.person("Black")])
    assert headline(people) == ["White to move"]


def test_clicks_on_the_computers_turn_do_not_move_its_pieces(driver):
    play = start(driver, 6, [computer("max", "White"), computer("easy")])
    play.session.players[1] = Seat.person("Black")
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    target = play.state.legal_moves()[0]
    driver.click(play.board.view.cell_center(target.src))  # a click on its turn means "move now"
    driver.until(lambda: len(play.session.moves) == 1, seconds=10)
    assert play.board.selected is None


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN])
def test_space_or_enter_while_the_computer_thinks_moves_it_now_at_the_first_press(driver, key):
    """The panel says "Space: move now" also to a person who played by mouse, whose
    keyboard cursor is not shown yet."""
    play = start(driver, 6, [PERSON, computer("max")])
    play_first_legal_move(driver, play)
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    assert play.board.cursor is None
    driver.key(key)
    assert driver.app.toast is not None and driver.app.toast[0] == "Move now"
    driver.until(lambda: len(play.session.moves) == 2, seconds=10)  # max would think for 30 s


def test_the_frame_that_shows_the_computers_move_lights_the_persons_buttons_with_it(driver):
    """The screen may stay still after it (nothing moves at the instant setting), so
    that frame must not show the buttons as they were while the computer thought."""
    driver.app.settings.animation = "instant"
    play = start(driver, 6, [PERSON, computer("easy")])
    play_first_legal_move(driver, play)
    assert not play.hint_button.enabled
    driver.until(lambda: len(play.session.moves) == 2)  # one step of the game a frame: this is that frame
    assert play.match.persons_turn() and play.hint_button.enabled and play.undo_button.enabled


def test_watch_mode_plays_a_whole_game_at_the_speed_chosen_and_shows_the_result(driver):
    play = start(driver, 4, [computer("easy", "White"), computer("normal")])
    driver.key(pygame.K_PLUS)
    driver.post(pygame.JOYBUTTONDOWN, button=5, instance_id=0, joy=0)  # the right shoulder: faster too
    assert play.watch_speed == 3 and play.board.cursor is None
    driver.key(pygame.K_LEFT)  # and the arrows, with nobody's cursor to move: slower
    assert play.watch_speed == 2
    driver.key(pygame.K_PLUS)
    assert play.watch_speed == 3
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene), seconds=60)
    assert play.session.is_over and len(play.session.moves) >= 4


def test_the_watch_speed_changed_in_a_game_a_person_plays_is_said_to_be_for_games_watched(driver):
    """ "Watch speed: fast" in a person's game read as if the computer would move faster there."""
    play = start(driver, 6, [PERSON, computer("easy")])
    driver.key(pygame.K_PLUS)
    assert driver.app.toast[0] == "Watch speed: fast, for games the computer plays alone" and play.watch_speed == 2
    assert driver.app.settings.watch_speed == "fast"


def test_n_starts_a_new_game_of_computers_watched_at_the_speed_chosen(driver):
    """N gave the new game the normal speed again, where a rematch kept the one chosen."""
    play = start(driver, 6, [computer("easy", "White"), computer("easy")])
    driver.key(pygame.K_PLUS)
    driver.key(pygame.K_PLUS)
    driver.key(pygame.K_n)
    again = driver.app.scene
    assert isinstance(again, PlayScene) and again is not play and again.watch_speed == play.watch_speed == 3


def test_the_watch_speed_chosen_holds_for_the_next_game_set_up_and_the_next_time_the_window_opens(driver):
    """The speed went back to normal for every game set up anew, and on every start."""
    start(driver, 6, [computer("easy", "White"), computer("easy")])
    driver.key(pygame.K_MINUS)
    assert driver.app.toast[0] == "Watch speed: slow"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)  # leaving asks again: the game is kept in Resume
    again = start(driver, 6, [computer("easy", "White"), computer("easy")])
    assert again.watch_speed == 0
    data = driver.app.data
    driver.app.quit()
    reopened = menu_driver(data)
    try:
        assert reopened.app.settings.watch_speed == "slow"
        reopened.app.reset_settings()  # the settings screen's defaults: the watch speed is none of them
        assert reopened.app.settings.watch_speed == "slow"
    finally:
        reopened.app.quit()


def hints_drawn(play: PlayScene) -> list:
    """The hint the board is given each time it is drawn from now on, as a list that grows."""
    drawn = []
    draw = play.board.draw

    def recording(surface, animation, hint, *rest):
        drawn.append(hint)
        draw(surface, animation, hint, *rest)

    play.board.draw = recording
    return drawn


def test_the_hint_key_shows_a_legal_move_for_the_person(driver):
    play = start(driver, 6, [PERSON, computer("easy")])
    driver.key(pygame.K_h)
    driver.until(lambda: play.advice.hint is not None)
    assert play.advice.hint in play.state.legal_moves()
    assert play.session.moves == []  # a hint is shown, never played
    play_first_legal_move(driver, play)
    assert play.advice.hint is None


def test_a_hint_shown_goes_from_the_board_when_the_person_resigns(driver):
    play = start(driver, 6, [PERSON, computer("easy")])
    driver.key(pygame.K_h)
    driver.until(lambda: play.advice.hint is not None)
    drawn = hints_drawn(play)
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    assert isinstance(driver.app.scene, ResultsScene)
    driver.app.scene.draw(driver.app.screen)  # the results over the board as it was left
    assert drawn[-1] is None


def test_a_position_has_one_hint_asked_again_it_is_said_again_and_a_search_under_way_goes_on(driver):
    play = start(driver, 6, [PERSON, computer("easy")])
    searches = []
    ask_hint = play.match.ask_hint
    play.match.ask_hint = lambda: (searches.append(play.state), ask_hint())
    driver.key(pygame.K_h)
    assert driver.app.toast[0] == "Looking for a good move..."
    driver.key(pygame.K_h)  # pressed again before the answer: the search goes on
    assert driver.app.toast[0] == "Still looking for a good move..." and len(searches) == 1
    driver.until(lambda: play.advice.hint is not None and play.match.asked is None)
    hint, said = play.advice.hint, driver.app.toast[0]
    assert said == f"Hint: {play.client.advice(play.state, hint)}"  # with what it does, where that is plain
    driver.app.toast = None
    driver.key(pygame.K_h)
    assert play.match.asked is None and len(searches) == 1  # the computer is not asked again
    assert play.advice.hint == hint and driver.app.toast[0] == said
    play_first_legal_move(driver, play)
    driver.until(lambda: len(play.session.moves) == 2 and play.match.asked is None)
    driver.key(pygame.K_h)  # a new position: a new search
    assert play.match.asked is Purpose.HINT and driver.app.toast[0] == "Looking for a good move..."
    assert len(searches) == 2


def test_a_move_made_before_the_hint_comes_takes_away_the_word_that_it_is_coming(driver):
    play = start(driver, 6, [PERSON, computer("max")])
    driver.key(pygame.K_h)
    assert driver.app.toast[0] == "Looking for a good move..."
    play_first_legal_move(driver, play)  # at once, before the search answers
    assert play.match.asked is not Purpose.HINT and driver.app.toast is None


def test_while_a_hint_takes_longer_than_a_message_lasts_the_word_that_it_is_coming_stays(driver, monkeypatch):
    play = start(driver, 6, [PERSON, computer("easy")])
    driver.key(pygame.K_h)
    assert play.match.asked is Purpose.HINT and driver.app.toast[0] == "Looking for a good move..."
    monkeypatch.setattr(play.match, "poll", lambda dt_s: (None, False))  # the answer not come yet
    driver.frames(60 * 5)  # longer than a message lasts
    assert play.match.asked is Purpose.HINT and driver.app.toast[0] == "Still looking for a good move..."


def test_leaving_the_game_cancels_the_search_at_once(driver):
    play = start(driver, 12, [PERSON, computer("max")])
    play_first_legal_move(driver, play)
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    worker = driver.app.worker()
    assert worker.is_thinking
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene)
    assert not worker.is_thinking
    worker.ask("slyde", {"size": 4}, [], "random", "s")  # the worker is free for the next request
    driver.until(lambda: worker.poll() is not None, seconds=15)  # max's own search would take 30 s


@pytest.mark.recovers
def test_a_crashed_worker_is_restarted_with_a_message(driver):
    play = start(driver, 8, [PERSON, computer("hard")])  # thinks for over a second here
    play_first_legal_move(driver, play)
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    driver.app.worker()._send(Control.CRASH)
    driver.until(lambda: driver.app.worker().restarts == 1)
    driver.until(lambda: driver.app.toast is not None and "restarted" in driver.app.toast[0], seconds=4)
    assert driver.app.toast[1] > 5  # news, which no action called for: shown long enough to be noticed
    driver.until(lambda: len(play.session.moves) == 2)  # asked again, answered


def test_resigning_while_the_computer_thinks_is_the_persons_resignation(driver):
    play = start(driver, 8, [PERSON, computer("max")])
    play_first_legal_move(driver, play)
    driver.until(lambda: play.match.asked is Purpose.MOVE)
    driver.press_button("Resign")
    assert play.match.asked is Purpose.MOVE  # asking first does not disturb the computer
    driver.press_button("Resign? Press again")
    assert play.match.asked is None and not driver.app.worker().is_thinking
    result = play.session.record().result
    assert result == {"winner": "black", "ranking": [[1], [0]], "detail": "White resigned"}


@pytest.mark.recovers
def test_a_side_the_computer_cannot_play_is_handed_to_a_person_after_one_failed_request(driver):
    play = start(driver, 6, [PERSON, computer("godlike")])  # a level no player has
    play_first_legal_move(driver, play)
    asked = []
    ask = driver.app.worker().ask
    driver.app.worker().ask = lambda *args, **kwargs: asked.append(args) or ask(*args, **kwargs)
    driver.until(lambda: not play.session.players[1].is_computer)
    assert "could not play Black" in driver.app.toast[0] and "unknown level 'godlike'" in driver.app.toast[0]
    for _ in range(120):  # two more seconds: no more requests
        driver.frames()
    assert len(asked) == 1 and play.match.asked is None
    play_first_legal_move(driver, play)  # the person plays Black now
    assert len(play.session.moves) == 2


@pytest.mark.recovers
def test_where_the_computer_players_cannot_start_the_setup_opens_and_their_side_goes_to_a_person(driver, monkeypatch):
    from .conftest import computers_cannot_run

    computers_cannot_run(driver.app, monkeypatch)
    driver.press_button("Play Slyde")  # the setup readies the computer beside the person
    assert type(driver.app.scene).__name__ == "SetupScene"
    driver.app.pop()
    play = start(driver, 6, [PERSON, computer("normal")])
    play_first_legal_move(driver, play)
    driver.until(lambda: not play.session.players[1].is_computer, seconds=60)
    assert "could not play Black" in driver.app.toast[0] and "cannot be kept running" in driver.app.toast[0]
    play_first_legal_move(driver, play)  # a person plays Black now
    assert len(play.session.moves) == 2 and driver.app.errors == 0


@pytest.mark.recovers
def test_on_a_full_disk_why_the_computers_side_went_to_a_person_is_not_hidden_by_the_autosave_failing_again(
    driver, monkeypatch
):
    from .conftest import no_room

    play = start(driver, 6, [PERSON, computer("godlike")])  # a level no player has
    no_room(monkeypatch)
    play_first_legal_move(driver, play)
    assert driver.app.toast[0].startswith("Autosave failed")  # said at the first move it fails
    driver.until(lambda: not play.session.players[1].is_computer)
    assert "could not play Black" in driver.app.toast[0]


def test_the_hint_goes_when_undo_hands_the_move_to_the_other_side(driver):
    play = start(driver, 6, [PERSON, Seat.person("Black")])
    play_first_legal_move(driver, play)  # White played; Black to move
    driver.key(pygame.K_h)
    driver.until(lambda: play.advice.hint is not None)
    assert play.advice.shown_hint(play.state) == play.advice.hint
    drawn = hints_drawn(play)
    driver.key(pygame.K_BACKSPACE)  # undo: White to move again
    driver.frames(2)
    assert play.advice.shown_hint(play.state) is None and drawn[-1] is None
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)  # redo: a new position, still no old hint
    driver.frames(2)
    assert drawn[-1] is None


def test_after_a_rematch_every_seat_is_named_truthfully_by_who_sits_there_and_by_colour(driver):
    from game.client.scenes.setup import PLAYER_KINDS

    driver.press_button("Play Slyde")
    setup = driver.app.scene
    setup.options["size"] = 6
    setup.kinds[1] = PLAYER_KINDS.index("easy")
    driver.press_button("Start")
    play = driver.app.scene
    assert [p.name for p in play.session.players] == ["Player 1", "Computer (easy)"]
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    results = driver.app.scene
    assert isinstance(results, ResultsScene) and results.headline() == "You lose"  # no cheer for the person beaten
    drawn = [text for text, _ in texts_drawn(driver.app.theme, lambda: results.draw(driver.app.screen))]
    assert "You resigned." in drawn  # as the headline speaks to them
    driver.press_button("Rematch")
    again = driver.app.scene
    assert [p.name for p in again.session.players] == ["Computer (easy)", "Player 1"]
    assert again.session.label(1) == "Player 1 (Black)" and again.session.label(0) == "Computer (easy, White)"
    driver.until(lambda: len(again.session.moves) == 1)  # the computer, now White, moves first
    names = [p.name for p in again.session.record().players]
    assert names == ["Computer (easy)", "Player 1"]  # the record keeps who played which colour


class WindowSeen:
    """The window as the system reports it: behind others or in front; its flashes."""

    def __init__(self, focused: bool) -> None:
        self.focused = focused
        self.flashes: list[int] = []

    def flash(self, operation: int) -> None:
        self.flashes.append(operation)


def test_a_window_left_behind_others_flashes_when_the_computer_has_moved(driver, monkeypatch):
    behind = WindowSeen(focused=False)
    monkeypatch.setattr(window, "shown_window", lambda: behind)
    play = start(driver, 6, [PERSON, computer("easy")])
    play_first_legal_move(driver, play)
    assert behind.flashes == []  # the person's own move asks nothing
    driver.until(lambda: len(play.session.moves) == 2)
    assert behind.flashes == [pygame.FLASH_UNTIL_FOCUSED]  # the person's turn has come
    in_front = WindowSeen(focused=True)
    monkeypatch.setattr(window, "shown_window", lambda: in_front)
    play_first_legal_move(driver, play)
    driver.until(lambda: len(play.session.moves) == 4)
    assert in_front.flashes == []  # looked at already: nothing to ask


def test_seating_a_computer_on_the_setup_screen_starts_the_process_it_will_think_in(driver):
    from game.client.places import choices_path
    from game.client.scenes.setup import SetupScene
    from game.client.settings import remember_choices

    two_people = {"options": {"size": 12, "rules": "mindsports"}, "seats": ["Person", "Person"]}
    remember_choices(choices_path(driver.app.data), "slyde/mindsports", two_people)  # as the last game was set
    setup = SetupScene(driver.app, "slyde", {"rules": "mindsports"})
    driver.app.push(setup)
    driver.frames(2)
    assert setup.kinds == [0, 0] and driver.app._worker is None  # two people: nothing to prepare
    setup.change(setup.first_seat + 1, 1)  # Black: easy
    assert driver.app._worker is not None and driver.app._worker.pid is not None


def test_a_new_setup_seats_a_person_against_the_computer_at_the_default_level_and_prepares_it(driver):
    from game.client.scenes.setup import PLAYER_KINDS, SetupScene

    setup = SetupScene(driver.app, "slide", {"players": 4})
    driver.app.push(setup)
    driver.frames(2)
    assert [PLAYER_KINDS[kind] for kind in setup.kinds] == ["Person", "normal", "normal", "normal"]
    assert driver.app._worker is not None and driver.app._worker.pid is not None
    setup.change(0, 1)  # five players: the new seat a computer too
    assert [PLAYER_KINDS[kind] for kind in setup.kinds][-1] == "normal"
