"""Games through the clipboard in the window: Ctrl+C copies a game as a line of
text, Ctrl+V in the menu or Saved games opens one; anything else is said."""

import os
from random import Random

import pygame

from game import records, sharing
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.review import ReviewScene
from game.client.session import Session
from game.records import Seat

from .inputs import PAD_A, pad, pad_hat

PEOPLE = [Seat.person("Ann"), Seat.person("Bo")]


def ctrl(driver, key):
    driver.key(key, pygame.KMOD_CTRL)


def test_ctrl_c_copies_the_game_and_ctrl_v_in_the_menu_opens_it_again(driver):
    play = PlayScene(driver.app, Session.new("slyde", {"size": 6}, PEOPLE))
    driver.app.push(play)
    driver.frames(2)
    for text in ("b1-b2", "a1-a2"):
        play.attempt(play.state.parse_move(text))
    ctrl(driver, pygame.K_c)
    line = pygame.scrap.get_text()
    assert sharing.is_line(line) and sharing.from_line(line).moves == ["b1-b2", "a1-a2"]
    assert "Copied" in driver.app.toast[0]
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, MenuScene)
    ctrl(driver, pygame.K_v)
    opened = driver.app.scene
    assert isinstance(opened, PlayScene) and [str(m) for m in opened.session.moves] == ["b1-b2", "a1-a2"]


def test_text_that_is_not_a_game_is_said_and_opens_nothing(driver):
    for text in ("hello", "SA1.slyde.abc.00000000"):
        pygame.scrap.put_text(text)
        ctrl(driver, pygame.K_v)
        assert isinstance(driver.app.scene, MenuScene) and driver.app.toast[2] == "bad"
    assert "damaged" in driver.app.toast[0]


def test_an_unfinished_slide_game_is_not_copied_and_the_reason_is_said(driver):
    play = PlayScene(driver.app, Session.new("slide", {"players": 2, "seed": 1}, PEOPLE))
    driver.app.push(play)
    driver.frames(2)
    pygame.scrap.put_text("before")
    ctrl(driver, pygame.K_c)
    assert pygame.scrap.get_text() == "before" and "face-down" in driver.app.toast[0]


def test_saved_games_copy_the_game_in_focus_and_open_a_pasted_one(driver):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2"]
    saves = driver.app.data / "saves"
    saves.mkdir(parents=True)
    records.save(saves / "one.json", record)
    driver.press_button("Saved games")
    ctrl(driver, pygame.K_c)
    assert sharing.from_line(pygame.scrap.get_text()).moves == ["b1-b2"]
    ctrl(driver, pygame.K_v)
    assert isinstance(driver.app.scene, PlayScene) and [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"]


def test_saved_games_open_a_copied_game_by_a_button_as_by_ctrl_v(driver):
    """Where there is no Ctrl+V to press (a pad, the mouse alone), the button says it is there."""
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2", "a1-a2"]
    pygame.scrap.put_text(sharing.to_line(record))
    driver.press_button("Saved games")
    driver.press_button("Open a copied game")
    assert isinstance(driver.app.scene, PlayScene)
    assert [str(m) for m in driver.app.scene.session.moves] == ["b1-b2", "a1-a2"]
    driver.key(pygame.K_ESCAPE)
    pygame.scrap.put_text("hello")
    driver.press_button("Saved games")
    driver.press_button("Open a copied game")
    assert driver.app.toast[2] == "bad" and "SA1." in driver.app.toast[0]
    driver.app.hush()
    pygame.scrap.put_text("")
    driver.press_button("Open a copied game")  # nothing copied: the other way in is named
    assert driver.app.toast[0].startswith("Nothing to open") and "drop a game's file here" in driver.app.toast[0]


def finished_game(game: str, options: dict) -> Session:
    session = Session.new(game, options, PEOPLE)
    rng = Random(3)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_the_results_copy_the_finished_game_by_a_button_a_pad_can_reach(driver):
    session = finished_game("slide", {"players": 2, "seed": 4})
    driver.app.push(PlayScene(driver.app, session))
    driver.until(lambda: isinstance(driver.app.scene, ResultsScene) and not driver.app.scene.is_moving())
    buttons = driver.app.scene.buttons
    for _ in buttons.buttons:
        if buttons.buttons[buttons.focus].label == "Copy the game":
            break
        pad_hat(driver, (0, -1))
    pad(driver, PAD_A)
    copied, played = sharing.from_line(pygame.scrap.get_text()), session.record()
    assert (copied.moves, copied.options, copied.result) == (played.moves, played.options, played.result)
    assert driver.app.toast[2] == "good"


def test_the_review_copies_the_whole_game_wherever_it_stands(driver):
    session = finished_game("slyde", {"size": 6})
    review = ReviewScene(driver.app, session, playouts=10)
    driver.app.push(review)
    driver.frames(2)
    driver.key(pygame.K_UP)  # back to the start: the copy is still the whole game
    driver.press_button("Copy")
    assert sharing.from_line(pygame.scrap.get_text()).moves == [str(m) for m in session.moves]
    pygame.scrap.put_text("before")
    ctrl(driver, pygame.K_c)
    assert sharing.from_line(pygame.scrap.get_text()).moves == [str(m) for m in session.moves]


def test_the_words_after_a_copy_name_a_button_that_opens_it_again_with_a_pad_too(driver):
    """Ctrl+V is no key on a pad: what a copy says names the way every device has."""
    session = finished_game("slyde", {"size": 6})
    driver.app.push(ReviewScene(driver.app, session, playouts=10))
    driver.frames(2)
    driver.press_button("Copy")
    said = driver.app.toast[0]
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Saved games")
    named = [b.label for b in driver.app.scene.buttons.buttons if b.label in said]
    assert named and "Ctrl+V" not in said
    driver.press_button(named[0])
    assert isinstance(driver.app.scene, PlayScene)
    assert [str(m) for m in driver.app.scene.session.moves] == [str(m) for m in session.moves]


def drop(driver, kind, **what):
    driver.post(kind, **what)
    driver.frames()


def test_a_games_file_dropped_on_the_menu_opens_it_and_one_dropped_on_a_game_says_where_to_drop_it(driver, tmp_path):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2", "a1-a2"]
    records.save(tmp_path / "sent by a friend.json", record)
    drop(driver, pygame.DROPFILE, file=str(tmp_path / "sent by a friend.json"))
    opened = driver.app.scene
    assert isinstance(opened, PlayScene) and [str(m) for m in opened.session.moves] == ["b1-b2", "a1-a2"]
    assert driver.app.toast[:1] == ("Opened sent by a friend.json",) and driver.app.toast[2] == "good"
    drop(driver, pygame.DROPFILE, file=str(tmp_path / "sent by a friend.json"))
    assert driver.app.scene is opened and len(driver.app.scenes) == 2  # the game on, and nothing over it
    driver.app.hush()
    drop(driver, pygame.DROPFILE, file=str(tmp_path / "sent by a friend.json"))
    assert driver.app.toast[0] == "To open a game, drop its file on the menu or on Saved games"


def test_a_games_line_dropped_on_saved_games_opens_it_and_other_text_is_said(driver):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2"]
    driver.press_button("Saved games")
    for text in ("hello", "relative/path.json", "SA1.slyde.abc.00000000"):
        drop(driver, pygame.DROPTEXT, text=text)
        assert type(driver.app.scene).__name__ == "SavesScene" and driver.app.toast[2] == "bad"
    assert driver.app.toast[0].startswith("Cannot open the dropped line: a damaged line")
    drop(driver, pygame.DROPTEXT, text=sharing.to_line(record))
    assert isinstance(driver.app.scene, PlayScene) and [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"]


def test_a_line_a_chat_broke_or_set_among_words_opens_pasted_or_dropped(driver):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2"]
    line = sharing.to_line(record)
    pygame.scrap.put_text(f"Your move!\n{line[:50]}\n{line[50:]}\n")
    ctrl(driver, pygame.K_v)
    assert isinstance(driver.app.scene, PlayScene) and [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"]
    driver.app.reset(MenuScene(driver.app))
    driver.press_button("Saved games")
    drop(driver, pygame.DROPTEXT, text=f"here it is: {line[:30]} {line[30:]} - good luck")
    assert isinstance(driver.app.scene, PlayScene) and driver.app.toast[0] == "Opened the dropped game"


def test_a_games_file_dropped_as_its_address_opens_it(driver, tmp_path):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    record.moves = ["b1-b2"]
    records.save(tmp_path / "a game.json", record)
    drop(driver, pygame.DROPTEXT, text=(tmp_path / "a game.json").as_uri() + "\r\n")
    assert isinstance(driver.app.scene, PlayScene) and [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"]
    assert driver.app.toast[0] == "Opened a game.json"


def test_a_broken_file_a_pipe_or_a_folder_dropped_is_said_and_left_as_it_was(driver, tmp_path):
    folder = tmp_path / "dropped"
    folder.mkdir()
    (folder / "broken.json").write_text("{")
    os.mkfifo(folder / "pipe.json")
    for name, problem in (("broken.json", "not valid JSON"), ("pipe.json", "not a regular file"), ("", "not a")):
        drop(driver, pygame.DROPFILE, file=str(folder / name))
        assert isinstance(driver.app.scene, MenuScene) and driver.app.toast[2] == "bad"
        assert problem in driver.app.toast[0] and driver.app.toast[0].startswith("Cannot open "), driver.app.toast
        driver.app.hush()
    assert sorted(p.name for p in folder.iterdir()) == ["broken.json", "pipe.json"]  # nothing kept aside
    assert (folder / "broken.json").read_text() == "{"


def test_a_file_of_a_very_long_name_dropped_is_said_in_a_line_or_two_its_name_cut_in_the_middle(driver, tmp_path):
    """Its whole name filled a box over the menu's title."""
    name = "Spiel mit Oma und Opa am Wochenende " * 6 + ".json"
    for path in (tmp_path / name, tmp_path / ("a" * 300)):  # missing; too long for the system
        drop(driver, pygame.DROPFILE, file=str(path))
        said, _, kind = driver.app.toast
        assert kind == "bad" and said.startswith("Cannot open ") and "…" in said, said
        assert len(said) < records.NAME_CHARS + 60 and path.name[-8:] in said
        driver.app.hush()


def test_a_game_this_window_has_no_board_for_is_said_not_opened_pasted_or_dropped(driver, fifth_game, tmp_path):
    record = Session.new("threes", {}, PEOPLE).record()
    records.save(tmp_path / "threes.json", record)
    pygame.scrap.put_text(sharing.to_line(record))
    ctrl(driver, pygame.K_v)
    assert isinstance(driver.app.scene, MenuScene) and driver.app.toast[0] == "Three in a row is not played here"
    driver.app.hush()
    drop(driver, pygame.DROPFILE, file=str(tmp_path / "threes.json"))
    assert isinstance(driver.app.scene, MenuScene) and driver.app.toast[0] == "Three in a row is not played here"


def test_of_several_files_dropped_at_once_the_first_opens_and_the_rest_ask_nothing(driver, tmp_path):
    for number, moves in enumerate((["b1-b2"], ["b1-c1"])):
        record = Session.new("slyde", {"size": 6}, PEOPLE).record()
        record.moves = moves
        records.save(tmp_path / f"{number}.json", record)
    dropping = [pygame.event.Event(pygame.DROPFILE, file=str(tmp_path / f"{number}.json")) for number in range(2)]
    for event in (pygame.event.Event(pygame.DROPBEGIN), *dropping, pygame.event.Event(pygame.DROPCOMPLETE)):
        pygame.event.post(event)  # as SDL sends them: all before the next frame
    driver.frames()
    assert [str(m) for m in driver.app.scene.session.moves] == ["b1-b2"] and driver.app.toast[0] == "Opened 0.json"
    assert not driver.app._next  # no word of where to drop the second


def test_ctrl_v_on_a_screen_that_opens_no_game_says_where_it_does_and_changes_nothing(driver):
    record = Session.new("slyde", {"size": 6}, PEOPLE).record()
    pygame.scrap.put_text(sharing.to_line(record))
    play = PlayScene(driver.app, Session.new("slidecore", {"side": 4}, PEOPLE))
    driver.app.push(play)
    driver.frames(2)
    ctrl(driver, pygame.K_v)
    assert driver.app.scene is play and play.state.game == "slidecore" and not play.session.moves
    assert driver.app.toast[0] == "To open a copied game, press Ctrl+V on the menu or in Saved games"
