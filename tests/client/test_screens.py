"""Every screen renders at the supported sizes and after a resize; settings are
kept, and a broken settings file costs only what is broken in it."""

import contextlib
import json
import os
import re
import time
import warnings
from dataclasses import replace
from random import Random

import pygame
import pytest

from game import records
from game.client.app import App
from game.client.match import Purpose
from game.client.messages import bottom_message
from game.client.names import FORMS, names_in_form
from game.client.places import saves_dir
from game.client.scenes import SCENES
from game.client.scenes.learn import LearnScene
from game.client.scenes.lesson import LessonScene
from game.client.scenes.letters import LettersScene
from game.client.scenes.menu import MenuScene
from game.client.scenes.play import PlayScene
from game.client.scenes.practice import PracticeScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.review import ReviewScene
from game.client.scenes.rules import RulesScene
from game.client.scenes.saves import SavesScene
from game.client.scenes.settings import SettingsScene
from game.client.scenes.setup import PLAYER_KINDS, SetupScene
from game.client.session import Session, coached_first_game
from game.client.theme import PALETTES, RUN_FONTS
from game.learn.course import courses, courses_for
from game.learn.practice import practice_sets
from game.records import Seat
from game.rules.base import Outcome

from .conftest import Driver, texts_drawn

SIZES = [(800, 600), (1280, 720), (1920, 1080), (800, 1200), (1080, 1920)]  # the last two: screens on their side
PEOPLE = [Seat.person("White"), Seat.person("Black")]


def app_with_text(data_dir, size, large):
    """An app of `size`, its text large or not."""
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large
    app.apply_settings()
    return app


def finished_session():
    session = Session.new("slyde", {"size": 5, "rules": "tile"}, PEOPLE)
    while not session.is_over:
        session.play(session.state.legal_moves()[0])
    return session


def all_scenes(app):
    return [
        MenuScene(app),
        SetupScene(app, "slyde", {"rules": "mindsports"}),
        SetupScene(app, "slyde", {"rules": "tile"}),
        SetupScene(app, "slidecore"),
        SetupScene(app, "slide"),
        PlayScene(app, Session.new("slyde", {"size": 16, "rules": "mindsports"}, PEOPLE)),
        PlayScene(app, Session.new("slyde", {"size": 4, "rules": "tile"}, PEOPLE)),
        RulesScene(app, "mindsports"),
        RulesScene(app, "tile"),
        RulesScene(app, "slidecore"),
        RulesScene(app, "slide"),
        SettingsScene(app),
        SavesScene(app),
        LettersScene(app, "Seat 2: the name", "Ann Wonderland-Smith", 20, str, print),
        PlayScene(app, Session.new("slidecore", {"side": 6}, PEOPLE)),
        PlayScene(app, Session.new("slide", {"players": 6, "seed": 1}, [*PEOPLE, *records.computers(["easy"] * 4)])),
        LearnScene(app),
        LearnScene(app, "slide"),
        LessonScene(app, courses_for("slyde")[0], courses_for("slyde")[0].lessons[0].key),
        *(PracticeScene(app, practice) for practice in practice_sets()),
    ]


def painted_colours(surface):
    """How many distinct colours a coarse sample of the frame holds (a blank frame has one)."""
    width, height = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, width, 17) for y in range(0, height, 13)})


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_no_text_is_cut_off_or_drawn_over_another_on_any_screen(data_dir, size, large_text):
    """Titles, buttons, panels and lists fit their room in a shorter form ("Slyde 12x12",
    "Restart", "Leave", "6 players") or on more lines rather than ending in "…", and no
    words run into others, nor lines into the lines under them, at every size, large text too."""
    app = app_with_text(data_dir, size, large=large_text)
    seats = [Seat.person("Maximilian Whitworth"), *records.computers(["easy", "normal", "hard", "max", "easy"])]
    table = Session.new("slide", {"players": 6, "seed": 2}, seats)
    rng = Random(1)
    for _ in range(30):  # into the second round: the first-player token on a small grid with a long name
        table.play(rng.choice(table.state.legal_moves()))
    records.save(saves_dir(data_dir) / "table.json", table.record())  # six names in the saved games' list
    duel = Session.new("slyde", {"size": 8}, [seats[0], Seat.person("Alexandra Montgomery")])
    while not duel.is_over:  # a finished game between two long names: its line in the list says the result
        duel.play(rng.choice(duel.state.legal_moves()))
    records.save(saves_dir(data_dir) / "duel.json", duel.record())
    four = Session.new("slide", {"players": 4, "seed": 2}, [seats[0], Seat.person("Alexandra Montgomery"), *seats[1:3]])
    for _ in range(41):  # the third round: pushes in the move list, each with its mover's name
        four.play(rng.choice(four.state.legal_moves()))
    ended = Session.new("slidecore", {"side": 5}, [Seat.person("Ann"), Seat.computer("normal")])
    while not ended.is_over:
        ended.play(rng.choice(ended.state.legal_moves()))
    ended.sitting = (("Ann",), (ended.players[1].name,))  # a rematch's: the games won above the buttons
    results = PlayScene(app, ended)  # its results come up over it
    cup = Session.new("slide", {"players": 6, "seed": 3}, seats, tournament=True)
    while not cup.is_over:
        cup.play(rng.choice(cup.state.legal_moves()))
    ranking = PlayScene(app, cup)  # a tournament's results: its totals, then the game's six seats, line under line
    review = ReviewScene(app, finished_session(), playouts=20)
    for scene in [*all_scenes(app), review, PlayScene(app, table), PlayScene(app, four), results, ranking]:
        app.reset(scene)
        app.frame(1 / 60)
        if scene in (results, ranking):
            Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
        assert_text_fits(app)
    app.quit()


def assert_text_fits(app: App) -> None:
    """The scene on top says its words whole, none over another, all inside the window."""
    name = type(app.scene).__name__
    drawn = [(text, rect) for text, rect in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)) if text]
    cut = [text for text, _ in drawn if "…" in text]
    assert cut == [], (name, cut)
    crossing = [
        (first, second)
        for index, (first, one) in enumerate(drawn)
        for second, other in drawn[index + 1 :]
        if (overlap := one.clip(other)).width > 1 and overlap.height > 2  # lines closer than their text is tall
    ]
    assert crossing == [], (name, crossing)
    outside = [text for text, rect in drawn if not app.screen.get_rect().contains(rect)]
    assert outside == [], (name, outside)


def test_every_screen_fits_its_words_for_a_gamepad_too_in_large_text_in_the_smallest_window(data_dir):
    """A pad's words are longer ("Hint and Rules are beside the board" for "H gives a
    hint, F1 the rules"): the lessons' line under their list ran off both sides."""
    from game.client.input import PAD

    app = app_with_text(data_dir, (800, 600), large=True)
    app.mapper.controls = PAD
    for scene in all_scenes(app):
        app.reset(scene)
        app.frame(1 / 60)
        assert_text_fits(app)
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_games_won_over_rematches_at_a_table_of_six_are_said_whole_above_the_buttons(data_dir, size, large_text):
    """Whole: every line ends between two names ("you 2, C2 / normal 2" broke one)."""
    app = app_with_text(data_dir, size, large=large_text)
    seats = [Seat.person("Maximilian Whitworth"), *records.computers(["easy", "normal", "hard", "max", "easy"])]
    game = Session.new("slide", {"players": 6, "seed": 2}, seats)
    rng = Random(1)
    while not game.is_over:
        game.play(rng.choice(game.state.legal_moves()))
    game.sitting = (*((seat.name,) for seat in seats), tuple(seat.name for seat in seats))  # a win each, a draw
    app.reset(PlayScene(app, game))
    Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    drawn = [(text, rect) for text, rect in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)) if text]
    tally = [(text, rect) for text, rect in drawn if text.startswith("Games won") or "draws 1" in text]
    assert tally and tally[-1][0].endswith("draws 1")
    assert all(text.endswith(",") for text, _ in tally[:-1]), tally  # broken between names, never in one
    assert tally[-1][1].bottom <= min(button.rect.top for button in app.scene.buttons.buttons)
    assert_text_fits(app)
    app.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_tournament_games_ranking_in_brief_breaks_its_lines_between_seats_never_inside_a_name(data_dir, size):
    """ "Game 1: ..., 5. C1 / easy 84" broke a name where the game's ranking shares lines."""
    app = app_with_text(data_dir, size, large=False)
    people = [Seat.person("Maximilian Whitworth"), Seat.person("Alexandra Montgomery")]
    seats = [*people, *records.computers(["easy", "normal", "hard", "max"])]
    cup = Session.new("slide", {"players": 6, "seed": 3}, seats, tournament=True)
    rng = Random(3)
    for _ in range(16 * 12):
        cup.play(rng.choice(cup.state.legal_moves()))
    app.reset(PlayScene(app, cup))
    Driver(app).until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)) if text]
    first = next(index for index, text in enumerate(drawn) if text.startswith("Game 1"))
    brief = [drawn[first]]
    while brief[-1].endswith(","):  # a line ends between two seats, or the ranking ends
        brief.append(drawn[first + len(brief)])
    if brief != ["Game 1"]:  # else a line a seat below it
        assert len(re.findall(r"\d\. ", " ".join(brief))) == 6, brief  # every seat, "5. C1 easy 84" whole
    assert size != (1280, 720) or len(brief) > 1  # there, the ranking shares its lines
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_no_saved_games_yet_is_said_whole_inside_the_window_between_the_title_and_the_buttons(
    data_dir, size, large_text
):
    from game.client.scenes.saves import none_yet

    app = app_with_text(data_dir, size, large=large_text)
    app.reset(SavesScene(app))
    app.frame(1 / 60)
    drawn = [(text, rect) for text, rect in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)) if text]
    whole = none_yet(app.mapper.controls)
    said = [text for text, rect in drawn if text in whole and len(text) > 12]
    assert " ".join(said) == whole and "Save (Ctrl+S)" in whole
    assert all(app.screen.get_rect().contains(rect) for _, rect in drawn), drawn
    title = next(rect for text, rect in drawn if text == "Saved games")
    note = [rect for text, rect in drawn if text in said]
    buttons = min(button.rect.top for button in app.scene.buttons.buttons)
    assert all(not rect.colliderect(title) and rect.bottom <= buttons for rect in note), (title, note, buttons)
    app.quit()


def test_no_saved_games_yet_names_no_key_to_a_person_on_a_gamepad(data_dir):
    from game.client.input import PAD

    app = app_with_text(data_dir, (1280, 720), large=False)
    app.mapper.controls = PAD
    app.reset(SavesScene(app))
    app.frame(1 / 60)
    said = " ".join(text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)))
    assert "a game saved with Save, and every finished game" in said and "Ctrl" not in said
    app.quit()


def test_the_menus_help_line_names_keys_to_the_keyboard_and_the_pads_buttons_to_a_gamepad(data_dir):
    from game.client.input import KEYS, PAD

    app = app_with_text(data_dir, (1280, 720), large=False)
    app.reset(MenuScene(app))
    for controls, said, unsaid in ((KEYS, "F1 rules", "d-pad"), (PAD, "d-pad and A choose, B goes back", "F1")):
        app.mapper.controls = controls
        drawn = " ".join(text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen)))
        assert said in drawn and unsaid not in drawn, drawn
    app.quit()


@pytest.mark.parametrize("size", SIZES)
def test_every_scene_renders_at_each_window_size(size, data_dir):
    app = App(size, data=data_dir, scenes=SCENES)
    driver = Driver(app)
    for scene in all_scenes(app):
        app.reset(scene)
        driver.frames(2)
        assert app.size == size
        assert painted_colours(app.screen) > 3, type(scene).__name__
        if isinstance(scene, RulesScene):
            for _ in scene.pages:
                scene.turn(1)
                driver.frames(1)
    play = PlayScene(app, finished_session())
    app.reset(play)
    driver.frames(60)
    assert isinstance(app.scene, ResultsScene)
    driver.frames(300)
    app.quit()


def test_scenes_follow_a_resize(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    driver = Driver(app)
    play = PlayScene(app, Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE))
    app.push(play)
    driver.frames(2)
    wide = play.board.view.rect.copy()
    driver.post(pygame.VIDEORESIZE, size=(900, 640), w=900, h=640)
    assert app.size == (900, 640)
    assert play.board.view.rect.width < wide.width
    assert play.board.view.rect.right <= play.panel_rect.x
    assert play.panel_rect.right <= 900 and play.panel_rect.bottom <= 640
    driver.post(pygame.VIDEORESIZE, size=(300, 200), w=300, h=200)
    assert app.size == (900, 640)  # a size below the minimum is refused, not made by a new window
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == (800, 600)
    app.quit()


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts the open files where the system lists them")
def test_a_window_dragged_through_many_sizes_keeps_no_more_files_open(data_dir):
    """Each font holds its file open: fonts of every size the window passed through
    would pile up until the system refused to open any more (the text, the saves)."""
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    driver = Driver(app)
    seats = [Seat.person("שלום"), Seat.person("Black")]  # a name set right to left: fonts of its own
    app.push(PlayScene(app, Session.new("slyde", {"size": 8, "rules": "tile"}, seats)))
    driver.frames(2)
    before = len(os.listdir("/proc/self/fd"))
    for step in range(120):  # a drag of the window's corner, a few pixels a step
        driver.post(pygame.VIDEORESIZE, size=(800 + 16 * step, 600 + 9 * step), w=800 + 16 * step, h=600 + 9 * step)
    assert app.size[0] > 2400  # through many sizes of text
    assert len(os.listdir("/proc/self/fd")) <= before + RUN_FONTS  # no more fonts than are kept at once
    assert app.errors == 0
    app.quit()


@pytest.mark.parametrize("game", ["slyde", "slide"])
def test_in_a_window_turned_on_its_side_the_panel_goes_below_a_larger_board(data_dir, game):
    options = {"size": 12, "rules": "mindsports"} if game == "slyde" else {"players": 4, "seed": 1}
    seats = [*PEOPLE, *records.computers(["easy"] * 2)] if game == "slide" else PEOPLE
    boards = {}
    for size in [(1080, 1280), (1080, 1920)]:
        app = App(size, data=data_dir, scenes=SCENES)
        play = PlayScene(app, Session.new(game, options, seats))
        app.push(play)
        app.frame(1 / 60)
        boards[size] = play.board.view.rect.copy()
        beside = play.board.view.rect.right <= play.panel_rect.x
        assert beside == (size == (1080, 1280)), size  # 1080x1280 leaves the board more room beside the panel
        if not beside:
            assert play.board.view.rect.bottom <= play.panel_rect.y and play.panel_rect.width > size[0] * 0.9
            rows = {button.rect.y for button in play.buttons.buttons}
            assert len(rows) < len(play.buttons.buttons) / 2  # a wide panel puts more than two buttons to a row
        app.quit()
    assert min(boards[(1080, 1920)].size) > 1.4 * min(boards[(1080, 1280)].size)


def test_in_a_window_turned_on_its_side_a_setups_rows_and_a_rules_pages_words_go_above_a_larger_picture(data_dir):
    pictures = {}
    for size in [(1280, 720), (1080, 1920)]:
        app = App(size, data=data_dir, scenes=SCENES)
        setup, book = SetupScene(app, "slyde"), RulesScene(app, "mindsports")
        above = [(setup.row_rects[-1], setup.preview.rect), (book.text_rect, book.view.rect)]
        pictures[size] = [picture.copy() for _, picture in above]
        for words, picture in above:
            if size == (1080, 1920):
                assert words.bottom <= picture.y and words.width > size[0] * 0.9
            else:  # a window wider than tall: beside
                assert words.right <= picture.x
        for page in range(len(book.pages)):  # the picture stays put from page to page
            book.turn(1 if page else 0)
            centre = pygame.Vector2(book.view.rect.center)
            assert centre.distance_to(pictures[size][1].center) < 8 and book.view.rect.y >= pictures[size][1].y - 8
        app.quit()
    for tall, wide in zip(pictures[(1080, 1920)], pictures[(1280, 720)], strict=True):
        assert min(tall.size) > 1.2 * min(wide.size)


@pytest.mark.parametrize("size", [(800, 1280), (1080, 1920)])
def test_in_a_window_turned_on_its_side_a_short_list_stands_mid_window_with_its_heading(data_dir, size):
    app = App(size, data=data_dir, scenes=SCENES)
    for scene in (SettingsScene(app), LearnScene(app), LearnScene(app, "slide")):
        app.push(scene)
        app.frame(1 / 60)
        rects = [button.rect for button in scene.buttons.buttons]
        above, below = rects[0].y, size[1] - rects[-1].bottom
        assert above > size[1] / 4 and below > size[1] / 4, type(scene).__name__  # not all the room under it
        drawn = texts_drawn(app.theme, lambda scene=scene: scene.draw(app.screen))
        heading = next(rect for text, rect in drawn if text.startswith("Learn") or text == "Settings")
        assert 0 < rects[0].y - heading.bottom < app.theme.px(80)  # the heading goes with its list
        app.pop()
    app.quit()


@pytest.mark.parametrize("saved", [0, 2, 40])
def test_in_a_window_turned_on_its_side_the_saved_games_stand_mid_window_unless_they_fill_it(data_dir, saved):
    """An empty list sat at the top of a tall window, all the room under it."""
    session = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    for number in range(saved):
        records.save(saves_dir(data_dir) / f"game-{number}.json", session.record())
    app = App((1080, 1920), data=data_dir, scenes=SCENES)
    app.reset(SavesScene(app))
    app.frame(1 / 60)
    rects = [button.rect for button in app.scene.buttons.buttons]
    above, below = rects[0].y, 1920 - max(rect.bottom for rect in rects)
    drawn = texts_drawn(app.theme, lambda: app.scene.draw(app.screen))
    heading = next(rect for text, rect in drawn if text == "Saved games")
    if saved < 40:
        assert above > 1920 / 4 and below > 1920 / 4  # not all the room under it
    else:  # a page as long as the window: from the top, the count of them below it
        assert heading.y < app.theme.px(60) and below < app.theme.px(140)
    assert 0 < rects[0].y - heading.bottom < app.theme.px(120)  # the heading goes with its list
    app.quit()


def test_buttons_never_overlap_and_stay_on_screen(data_dir):
    for size in SIZES:
        app = App(size, data=data_dir, scenes=SCENES)
        for scene in all_scenes(app):
            buttons = [b.rect for b in scene.buttons.buttons]
            screen = pygame.Rect((0, 0), size)
            for index, rect in enumerate(buttons):
                assert screen.contains(rect), (type(scene).__name__, size, rect)
                assert rect.collidelist(buttons[index + 1 :]) == -1, (type(scene).__name__, size)
        app.quit()


def test_every_menu_entry_leads_somewhere_and_back(driver):
    for label in ["Play Slyde", "Play Slyde, tile edition", "Saved games", "Rules", "Settings"]:
        driver.press_button(label)
        assert not isinstance(driver.app.scene, MenuScene), label
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.app.scene, MenuScene), label
    driver.press_button("Quit")
    assert not driver.app.running


@pytest.mark.parametrize("entry", ["Learn", "Saved games", "Rules", "Settings"])
def test_back_from_a_screen_the_menus_keys_go_on_from_the_entry_that_led_there(driver, entry):
    app = driver.app
    labels = [button.label for button in app.scene.buttons.buttons]
    for _ in range(labels.index(entry)):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)
    assert not isinstance(app.scene, MenuScene)
    driver.key(pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.buttons.buttons[menu.buttons.focus].label == entry
    driver.key(pygame.K_DOWN)
    assert menu.buttons.buttons[menu.buttons.focus].label == labels[labels.index(entry) + 1]


def test_back_from_a_course_its_entry_is_lit_in_the_list_of_courses(driver):
    app = driver.app
    driver.press_button("Learn")
    learn = app.scene
    courses = [button.label for button in learn.buttons.buttons]
    for _ in range(2):
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)  # the third course's lessons
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_ESCAPE)
    assert app.scene is learn and learn.buttons.buttons[learn.buttons.focus].label == courses[2]


def test_back_from_the_lessons_a_setups_keys_go_on_from_learn_it_first(driver):
    app = driver.app
    driver.press_button("Play Slide")
    setup = app.scene
    for _ in setup.rows:
        driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RIGHT)
    assert setup.buttons.buttons[setup.buttons.focus].label == "Learn it first"
    driver.key(pygame.K_RETURN)
    assert app.scene is not setup
    driver.key(pygame.K_ESCAPE)
    assert app.scene is setup and setup.buttons.buttons[setup.buttons.focus].label == "Learn it first"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_setups_buttons_are_named_whole_where_the_row_has_room(data_dir, size):
    """A setup's "Learn it first" was always cut to "Learn": four equal buttons left it too little."""
    from game.client.scenes.setup import BUTTON_TEXT

    app = App(size, data=data_dir, scenes=SCENES)
    for game in ("slyde", "slidecore", "slide"):
        setup = app.make("setup", game)
        app.reset(setup)
        assert "Learn it first" in [button.label for button in setup.buttons.buttons]
        for button in setup.buttons.buttons:
            assert button.shown_label(app.theme, BUTTON_TEXT) == button.label, (size, game, button.label)
        assert setup.buttons.buttons[-1].rect.right <= setup.left.right


@pytest.mark.parametrize("game", ["slyde", "slidecore", "slide"])
def test_a_setups_values_read_the_same_lit_or_not_and_whole(data_dir, game):
    """At 800x600 in large text "Computer: normal" was cut to "Computer: nor…" once lit."""
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    setup = app.make("setup", game)
    app.reset(setup)

    def value(row: int) -> str:
        rect = setup.row_rects[row]
        drawn = texts_drawn(app.theme, lambda: setup.draw(app.screen))
        return next(text for text, where in drawn if rect.contains(where) and text not in ("<", ">", setup.rows[row]))

    for tournament in [False, True] if setup.spec.tournaments else [False]:  # "Tournament to 100" too
        setup.tournament = tournament
        for row in range(len(setup.rows)):
            seat = setup.seat_of(row)
            if seat is not None and PLAYER_KINDS[setup.kinds[seat]] == "Person":
                continue  # lit, a person's row takes a name: its own words, by design
            setup.row = len(setup.rows)  # the buttons lit
            unlit = value(row)
            setup.row = row
            assert value(row) == unlit and "…" not in unlit, (row, unlit)
    app.quit()


def test_settings_change_apply_and_persist(driver, data_dir):
    driver.press_button("Settings")
    scene = driver.app.scene
    scene.buttons.focus = 3  # the colour theme
    driver.key(pygame.K_RIGHT)
    assert driver.app.settings.theme == "high contrast"
    assert driver.app.theme.palette.name == "high contrast"
    saved = json.loads((data_dir / "settings.json").read_text())
    assert saved["theme"] == "high contrast"
    again = App((1280, 720), data=data_dir, scenes=SCENES)
    assert again.settings.theme == "high contrast"
    again.quit()


def test_a_number_typed_on_a_settings_row_says_how_to_change_it_and_changes_nothing(driver):
    """Typing 5 on the volume (or a letter anywhere) did nothing, and said nothing."""
    driver.press_button("Settings")
    before = driver.app.settings.volume
    driver.post(pygame.KEYDOWN, key=pygame.K_5, mod=0, unicode="5", scancode=0)
    assert driver.app.settings.volume == before
    assert driver.app.toast[0] == "Sound volume: Left/Right or a click change it"
    driver.key(pygame.K_DOWN)
    driver.post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert driver.app.toast[0] == "Animation speed: Left/Right or a click change it"


def test_the_volume_stops_at_its_ends_for_the_keys_and_a_click_past_the_loudest_turns_it_off(driver):
    driver.press_button("Settings")
    scene = driver.app.scene
    volume = scene.buttons.buttons[0]
    assert volume.label == "Sound volume"
    driver.app.settings.volume = 9
    driver.click(volume.rect.center)
    assert driver.app.settings.volume == 10
    driver.key(pygame.K_RIGHT)  # the keys stop at the loudest, and say so
    assert driver.app.settings.volume == 10 and driver.app.toast[0] == "Sound volume: off to 10"
    driver.click(volume.rect.center)  # the mouse alone can always lower it: round to off
    assert driver.app.settings.volume == 0
    driver.key(pygame.K_LEFT)
    assert driver.app.settings.volume == 0


def test_settings_changed_in_two_windows_on_one_data_folder_are_both_kept(driver, data_dir):
    other = App((1280, 720), data=data_dir, scenes=SCENES)  # a second window, opened beside the first
    try:
        driver.press_button("Settings")
        driver.app.scene.buttons.focus = 3  # the colour theme, in the first window
        driver.key(pygame.K_RIGHT)
        other.settings.volume = 2  # the volume, in the second
        other.apply_settings()
    finally:
        other.quit()
    saved = json.loads((data_dir / "settings.json").read_text())
    assert saved["theme"] == "high contrast" and saved["volume"] == 2
    assert other.settings.theme == "classic"  # the second window's own look is left as it was


def test_a_settings_file_gone_bad_while_the_window_was_open_is_kept_aside_and_said_so_on_saving(driver, data_dir):
    driver.press_button("Settings")
    driver.app.scene.buttons.focus = 3  # the colour theme
    (data_dir / "settings.json").write_text("{not json")  # another program, meanwhile
    driver.key(pygame.K_RIGHT)
    kept = list(data_dir.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{not json"
    assert json.loads((data_dir / "settings.json").read_text())["theme"] == "high contrast"
    said = driver.app.toast
    assert said is not None and said[0].startswith("Settings were unreadable") and kept[0].name in said[0]


def test_reset_to_defaults_says_what_it_did(driver, data_dir):
    driver.press_button("Settings")
    driver.press_button("Reset to defaults")
    assert driver.app.toast[0] == "These are the default settings already"
    driver.app.scene.buttons.focus = 2  # move hints: nothing on this screen but the word shows it
    driver.key(pygame.K_RIGHT)
    assert not driver.app.settings.hints and driver.app.toast is None  # "already" is true no more
    driver.press_button("Reset to defaults")
    assert driver.app.settings.hints
    assert driver.app.toast[0] == "Settings back to their defaults: Undo reset puts yours back"
    assert json.loads((data_dir / "settings.json").read_text())["hints"] is True
    driver.app.scene.buttons.focus = 2
    driver.key(pygame.K_RIGHT)
    assert driver.app.toast is None  # nor "back to their defaults"
    assert [button.label for button in driver.app.scene.buttons.buttons][-2] == "Reset to defaults"  # it stands


def test_a_reset_is_undone_by_pressing_again_before_any_other_change(driver, data_dir):
    """One stray press of Reset to defaults took away the high contrast a person needs
    to find the setting again: pressed again, it puts every setting back."""
    driver.press_button("Settings")
    scene = driver.app.scene
    scene.buttons.focus = 3  # the colour theme
    driver.key(pygame.K_RIGHT)
    scene.buttons.focus = 0  # the volume
    driver.key(pygame.K_LEFT)
    chosen = replace(driver.app.settings)
    assert chosen.theme == "high contrast" and chosen.volume == 6
    driver.press_button("Reset to defaults")
    assert driver.app.settings.theme == "classic" and driver.app.settings.volume == 7
    driver.press_button("Undo reset")
    assert driver.app.settings == chosen and driver.app.theme.palette.name == "high contrast"
    assert driver.app.toast[0] == "Your settings are back"
    saved = json.loads((data_dir / "settings.json").read_text())
    assert (saved["theme"], saved["volume"]) == ("high contrast", 6)
    driver.press_button("Reset to defaults")  # the button resets again
    assert driver.app.settings.theme == "classic"


def test_the_volume_row_says_when_m_has_muted_the_sound_and_a_step_of_volume_lifts_the_mute(driver):
    driver.press_button("Settings")
    scene = driver.app.scene

    def shown() -> list[str]:
        return [text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen))]

    assert "7 / 10" in shown()
    driver.key(pygame.K_m)
    assert driver.app.audio.muted and "7 / 10, muted (M)" in shown()
    scene.buttons.focus = 0  # the volume's row
    driver.key(pygame.K_RIGHT)
    assert not driver.app.audio.muted and "8 / 10" in shown()


@pytest.mark.parametrize("size", SIZES)
def test_without_a_sound_device_the_volume_row_and_m_say_so_rather_than_seem_to_work(data_dir, size):
    app = app_with_text(data_dir, size, large=True)
    app.audio.sounds = {}  # as where the mixer found no device at the start
    driver = Driver(app)
    app.reset(SettingsScene(app))
    app.frame(1 / 60)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert "7 / 10, no sound device" in shown
    assert_text_fits(app)  # beside the row's name, large text too
    driver.key(pygame.K_m)
    assert app.toast is not None and app.toast[0] == "No sound device was found: the game is silent"
    app.quit()


def test_full_screen_is_a_setting_that_f11_keeps_too_and_the_command_line_overrides(driver, data_dir):
    app = driver.app
    driver.press_button("Settings")
    scene = app.scene
    scene.buttons.focus = next(i for i, b in enumerate(scene.buttons.buttons) if b.label == "Full screen")
    driver.key(pygame.K_RIGHT)
    assert app.window.fullscreen
    assert json.loads((data_dir / "settings.json").read_text())["fullscreen"] is True
    driver.press_button("Reset to defaults")
    assert app.window.fullscreen and app.settings.fullscreen  # the defaults leave the window as it is
    app.quit()
    again = App((1280, 720), data=data_dir, scenes=SCENES)
    assert again.window.fullscreen  # opened as the settings say
    Driver(again).key(pygame.K_F11)
    assert not again.window.fullscreen and again.size == (1280, 720)
    assert json.loads((data_dir / "settings.json").read_text())["fullscreen"] is False
    again.settings.fullscreen = True
    again.apply_settings()
    again.quit()
    asked = App((1280, 720), fullscreen=False, data=data_dir, scenes=SCENES)  # --size given
    assert not asked.window.fullscreen
    asked.quit()


def test_the_full_screen_setting_saves_once_a_change(driver, monkeypatch):
    import game.client.app as app_module

    saved = []
    monkeypatch.setattr(app_module, "save_settings", lambda path, settings, since: saved.append(settings.fullscreen))
    driver.press_button("Settings")
    driver.press_button("Full screen")
    assert saved == [True] and driver.app.window.fullscreen
    driver.key(pygame.K_F11)
    assert saved == [True, False] and not driver.app.window.fullscreen


@pytest.mark.parametrize("content", ["{not json", '{"volume": 99}', '{"colour": "red"}', "[]", '{"fullscreen": 1}'])
def test_a_corrupt_settings_file_gives_defaults_a_message_and_is_kept(data_dir, content):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(content)
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    assert app.settings.volume == 7 and app.settings.theme == "classic"
    assert app.toast and "using defaults" in app.toast[0]
    kept = list(data_dir.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert not (data_dir / "settings.json").exists()
    app.quit()


def test_a_settings_file_with_one_bad_value_opens_the_window_with_its_good_ones_and_says_so(data_dir):
    data_dir.mkdir(parents=True)
    content = '{"volume": 3, "theme": "high contrast", "colour": "red"}'
    (data_dir / "settings.json").write_text(content)
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    assert (app.settings.volume, app.settings.theme) == (3, "high contrast")
    assert app.theme.palette == PALETTES["high contrast"]
    assert app.toast and "unknown setting 'colour'" in app.toast[0] and "the other settings kept" in app.toast[0]
    kept = list(data_dir.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    app.quit()


def test_a_long_message_wraps_within_a_small_window(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    text = "Settings were unreadable (" + "x" * 60 + "); kept as settings.json.corrupt-20261124-002451, using defaults."
    image = bottom_message(app.theme, text, (255, 255, 255), 800 - 4 * app.theme.px(14))
    assert image.get_width() <= 800 - 4 * app.theme.px(14) and image.get_height() > app.theme.font(22).get_height()
    app.say(text)
    app.frame(1 / 60)
    app.quit()


def test_a_still_screen_is_not_drawn_again_until_something_happens(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.push(MenuScene(app))
    draws = []
    draw = app.draw
    app.draw = lambda: draws.append(1) or draw()
    for _ in range(30):
        app.frame(1 / 60)
    assert len(draws) == 2 and app.drawn_still  # drawn until still twice running, then the menu waits
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert len(draws) == 3  # input: drawn again
    play = PlayScene(app, Session.new("slyde", {"size": 6, "rules": "mindsports"}, PEOPLE))
    app.push(play)
    for _ in range(10):
        app.frame(1 / 60)
    assert len(draws) == 5  # a new scene is drawn, then waits for the person's move
    play.attempt(play.state.legal_moves()[0])
    for _ in range(10):
        app.frame(1 / 60)
    assert len(draws) == 15  # a move animates: every frame is drawn
    app.quit()


def test_a_rules_book_opens_again_where_it_was_left_and_read_to_its_end_at_its_start(driver):
    driver.press_button("Rules")
    rules = driver.app.scene
    book = rules.book
    for _ in range(2):
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Rules")  # the same book, where it was left
    rules = driver.app.scene
    assert rules.book == book and rules.page == 2 and rules.previous_button.enabled
    driver.press_button("Next game")  # another book, from its start
    assert rules.book != book and rules.page == 0
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Rules")
    driver.key(pygame.K_END)  # read to its end
    driver.key(pygame.K_ESCAPE)
    driver.press_button("Rules")
    assert driver.app.scene.book == book and driver.app.scene.page == 0


def test_the_rules_book_stops_at_its_first_and_last_page(driver):
    from game.client.scenes.rules import RulesScene

    rules = RulesScene(driver.app, "mindsports")
    driver.app.push(rules)
    driver.frames(2)
    assert not rules.previous_button.enabled and rules.next_button.enabled
    driver.key(pygame.K_LEFT)
    assert rules.page == 0  # no wrapping round to the last page
    assert driver.app.toast[0] == "This is the first page"
    driver.key(pygame.K_RIGHT)
    assert driver.app.toast is None  # a page on: the word on the first page no longer shows
    for _ in range(len(rules.pages) - 2):
        driver.key(pygame.K_RIGHT)
    assert rules.page == len(rules.pages) - 1 and not rules.next_button.enabled
    driver.click(rules.next_button.rect.center)  # greyed: it says why, and the page stays
    assert rules.page == len(rules.pages) - 1
    assert driver.app.toast[0] == "This is the last page: Back closes the book"
    driver.key(pygame.K_HOME)
    assert rules.page == 0 and driver.app.toast is None
    driver.key(pygame.K_END)
    assert rules.page == len(rules.pages) - 1
    driver.key(pygame.K_PAGEUP)
    assert rules.page == len(rules.pages) - 2
    driver.key(pygame.K_PAGEDOWN)
    assert rules.page == len(rules.pages) - 1
    driver.key(pygame.K_PAGEDOWN)
    assert rules.page == len(rules.pages) - 1 and driver.app.toast[0] == "This is the last page: Back closes the book"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_with_large_text_no_button_label_runs_into_its_key_hint(data_dir, size):
    app = app_with_text(data_dir, size, large=True)
    play = PlayScene(app, Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE))
    app.push(play)
    app.frame(1 / 60)
    for button in play.buttons.buttons:
        rects = dict(texts_drawn(app.theme, lambda button=button: button.draw(app.screen, app.theme, False, False, 20)))
        label = button.shown_label(app.theme, 20)  # the fullest form that fits
        if button.key_hint in rects:
            assert not rects[label].colliderect(rects[button.key_hint]), label
        assert rects[label].right <= button.rect.right
    app.quit()


def test_a_label_its_centred_key_hint_would_cover_moves_aside_for_it(data_dir):
    """ "Next lesson" lost its "Enter" at 1280x720: where a centred label would run into
    its key hint but the two fit side by side, the label moves left and both show."""
    from game.client.widgets import Button

    app = app_with_text(data_dir, (1280, 720), large=False)
    theme = app.theme
    wide = theme.font(20).size("Next lesson")[0] + theme.font(14).size("Enter")[0] + theme.px(28)
    button = Button("Next lesson", lambda: None, rect=pygame.Rect(40, 40, wide, theme.px(40)), key_hint="Enter")
    rects = dict(texts_drawn(theme, lambda: button.draw(app.screen, theme, False, False, 20)))
    assert "Enter" in rects and not rects["Next lesson"].colliderect(rects["Enter"])
    assert button.rect.contains(rects["Next lesson"]) and button.rect.contains(rects["Enter"])
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_no_button_word_is_cut_short(data_dir, size, large_text):
    """A button's label of one word ("Review", "Delete", "Play on") is drawn whole;
    only long lines such as a saved game's summary may end in an ellipsis."""
    finished = finished_session()
    records.save(saves_dir(data_dir) / "one.json", finished.record())
    app = app_with_text(data_dir, size, large=large_text)
    cut = []
    clipped = app.theme.clipped

    def recording(text, *args, **kwargs):
        shown = clipped(text, *args, **kwargs)
        if shown != text and len(text.split()) <= 2:
            cut.append(text)
        return shown

    app.theme.clipped = recording
    for scene in [*all_scenes(app), ReviewScene(app, finished, playouts=20)]:
        app.reset(scene)
        app.frame(1 / 60)
        assert cut == [], (type(scene).__name__, cut)
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_a_play_screens_panel_keeps_every_text_inside_its_border(data_dir, size, large_text):
    """The live score too: 72 groups a side on a new 12x12 board end in a count of
    the rest ("+65") that stays inside the panel, large text included."""
    app = app_with_text(data_dir, size, large=large_text)
    sessions = [
        Session.new("slyde", {"size": 12, "rules": "mindsports"}, PEOPLE),
        Session.new("slyde", {"size": 16, "rules": "tile"}, PEOPLE),
        Session.new("slidecore", {"side": 6}, PEOPLE),
        Session.new("slide", {"players": 6, "seed": 1}, [*PEOPLE, *records.computers(["easy"] * 4)]),
    ]
    for session in sessions:
        play = PlayScene(app, session)
        app.reset(play)
        app.frame(1 / 60)
        drawn = texts_drawn(app.theme, lambda: play.draw_panel(app.screen))  # noqa: B023 (drawn at once)
        outside = [text for text, rect in drawn if text and not play.panel_rect.contains(rect)]
        assert drawn and outside == [], (session.state.game, outside)
    app.quit()


def test_the_results_keep_long_names_inside_their_panel(data_dir):
    app = app_with_text(data_dir, (800, 600), large=True)
    names = [Seat.person("Alexandra Konstantinopoulou-Smythe"), Seat.person("B" * 40)]
    session = Session.new("slyde", {"size": 5, "rules": "tile"}, names)
    while not session.is_over:
        session.play(session.state.legal_moves()[0])
    play = PlayScene(app, session)
    app.reset(play)
    Driver(app).frames(200)
    results = app.scene
    assert isinstance(results, ResultsScene)
    drawn = texts_drawn(app.theme, lambda: results.draw(app.screen))
    inside = [rect for _, rect in drawn if rect.colliderect(results.rect)]
    assert inside and all(results.rect.contains(rect) for rect in inside), [
        t for t, r in drawn if not results.rect.contains(r)
    ]
    app.quit()


def test_in_a_window_turned_on_its_side_the_results_ways_on_lie_side_by_side_and_the_arrows_walk_them_so(data_dir):
    """Five buttons each the window's whole width, one under another, and Right did nothing."""
    app = App((1080, 1920), data=data_dir, scenes=SCENES)
    app.reset(PlayScene(app, finished_session()))
    driver = Driver(app)
    driver.frames(200)
    results = app.scene
    assert isinstance(results, ResultsScene)
    lead, *rest = [button.rect for button in results.buttons.buttons]
    assert lead.width > 0.9 * results.rect.width - 2 * app.theme.px(16)  # the way on alone across the panel
    assert len({rect.y for rect in rest}) < len(rest) and all(rect.y > lead.bottom for rect in rest)
    row = [index for index, rect in enumerate(rest, start=1) if rect.y == rest[0].y]
    driver.key(pygame.K_DOWN)
    below = results.buttons.focus
    assert below in row  # from the way on down to the row under it
    driver.key(pygame.K_LEFT if below > row[0] else pygame.K_RIGHT)
    beside = below - 1 if below > row[0] else below + 1
    assert results.buttons.focus == beside and beside in row  # along that row
    driver.key(pygame.K_UP)
    assert results.buttons.focus == 0
    assert app.errors == 0
    app.quit()


def test_while_the_computer_thinks_and_nothing_else_moves_the_screen_is_drawn_a_few_times_a_second(driver):
    people = [Seat.person("Ann"), Seat.computer("max", "Computer")]
    play = PlayScene(driver.app, Session.new("slyde", {"size": 8, "rules": "mindsports"}, people))
    driver.app.push(play)
    driver.frames(2)
    play.attempt(play.state.legal_moves()[0])
    driver.until(
        lambda: play.match.asked is Purpose.MOVE and play.animation is None and driver.app.toast is None, seconds=20
    )
    drawn = []
    draw = driver.app.draw
    driver.app.draw = lambda: drawn.append(1) or draw()
    driver.frames(60)  # a second of the game's clock
    assert play.match.asked is Purpose.MOVE and 3 <= len(drawn) <= 8
    play.match.stop_thinking()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, options", [("slyde", {"size": 8, "rules": "tile"}), ("slide", {"players": 2})])
def test_who_leads_is_said_whole_even_with_long_names(data_dir, size, game, options):
    """The panel's line on who leads never loses its end ("by the 1st gro…"): the
    names and the reason are the point of it. A long name is shortened where that
    keeps the line one line, rather than broken across two."""
    app = App(size, data=data_dir, scenes=SCENES)
    names = [Seat.person("Alexandra Konstantinopoulou"), Seat.person("Bartholomew Fitzgerald")]
    session = Session.new(game, options, names)
    for _ in range(7):  # one seat a move ahead, and so ahead on the board
        session.play(session.state.legal_moves()[-1])
    said = " ".join(text for text, _ in texts_drawn(app.theme, lambda: _draw(app, session)))
    who = r"(Alexandra( Konstantinopoulou)?|Bartholomew( Fitzgerald)?)"
    whole = who + r"( \((Spaces|Tiles)\))? (leads|led)(, by the \d+(st|nd|rd|th) group| by \d+) "
    assert re.search(whole, said), said
    app.quit()


def _draw(app, session):
    app.reset(PlayScene(app, session))
    app.scene.draw(app.screen)


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_a_setup_says_its_game_in_words_whole(data_dir, size, large_text):
    """The sentence under the preview (SlideCore's turn, Slyde's first mover) is never cut short."""
    app = app_with_text(data_dir, size, large=large_text)
    setups = [("slyde", {"rules": "mindsports"}), ("slyde", {"rules": "tile"}), ("slidecore", {}), ("slide", {})]
    for game, options in setups:
        setup = SetupScene(app, game, options)
        app.reset(setup)
        cut = [text for text, _ in texts_drawn(app.theme, lambda setup=setup: setup.draw(app.screen)) if "…" in text]
        assert cut == [], (game, cut)
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_a_review_says_the_result_and_its_headings_whole(data_dir, size, large_text):
    app = app_with_text(data_dir, size, large=large_text)
    finished = finished_session()
    review = ReviewScene(app, finished, playouts=20)
    app.reset(review)
    drawn = [text for text, _ in texts_drawn(app.theme, lambda: review.draw(app.screen))]
    assert not [text for text in drawn if "…" in text]
    assert " ".join(finished.state.outcome().reason.split()) in " ".join(drawn)
    app.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_first_place_shared_by_long_names_is_said_whole_or_counted(data_dir, size, monkeypatch):
    """The names of three seats sharing first place do not fit the results' two lines
    at every size; then the headline names them by first names, or counts them ("3
    share first place!", the ranking below names them), rather than ending in "…"."""
    app = app_with_text(data_dir, size, large=True)
    names = ["Alexandra Konstantinopoulou", "Bartholomew Fitzgerald", "Cy", "Dorothea", "Ed", "Florentyna Wisniewska"]
    session = Session.new("slide", {"players": 6, "seed": 5}, [Seat.person(name) for name in names])
    while not session.is_over:
        session.play(session.state.legal_moves()[0])
    shared = Outcome(((0, 1, 5), (2,), (3,), (4,)), "by the rules", (9, 9, 30, 40, 50, 9), (1, 1, 3, 4, 5, 1))
    monkeypatch.setattr(session, "outcome", lambda: shared)
    app.reset(PlayScene(app, session))
    Driver(app).frames(200)
    results = app.scene
    assert isinstance(results, ResultsScene)
    said = [text for text, _ in texts_drawn(app.theme, lambda: results.draw(app.screen))]
    assert not [text for text in said if "…" in text]
    whole = "Alexandra Konstantinopoulou, Bartholomew Fitzgerald and Florentyna Wisniewska share first place!"
    shorter = "Alexandra, Bartholomew and Florentyna share first place!"
    assert whole in " ".join(said) or shorter in " ".join(said) or "3 share first place!" in said, said
    app.quit()


def test_after_a_resignation_the_panel_says_who_resigned_not_who_leads_on_the_board(data_dir):
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session = Session.new("slyde", {"size": 6, "rules": "mindsports"}, PEOPLE)
    session.play(session.state.legal_moves()[0])  # one side a move ahead on the board
    session.resign(1)
    play = PlayScene(app, session)
    app.reset(play)
    said = " ".join(text for text, _ in texts_drawn(app.theme, lambda: play.draw(app.screen)))
    assert f"{session.label(1)} resigned" in said and " leads" not in said and " wins," not in said
    app.quit()


def test_each_rules_book_leads_to_the_lessons_of_its_own_game_and_back(driver):
    from game.client.scenes.learn import LearnScene

    rules = RulesScene(driver.app, "mindsports")
    driver.app.push(rules)
    driver.frames(2)
    taught = []
    for _ in range(len(rules.books)):
        driver.press_button("Lessons")
        learn = driver.app.scene
        assert isinstance(learn, LearnScene) and learn.course is not None
        taught.append((rules.book, learn.course.key))
        driver.key(pygame.K_ESCAPE)
        assert driver.app.scene is rules
        driver.press_button("Next game")
    assert taught == [("mindsports", "slyde"), ("tile", "tile"), ("slidecore", "slidecore"), ("slide", "slide")]


def test_the_keys_reach_every_button_of_the_rules_book(driver):
    """Left and Right turn the pages; Down (or Tab) goes to the buttons, where they
    choose one and Enter presses it; Up (or Tab, or Esc) goes back to the pages."""
    from game.client.scenes.learn import LearnScene

    rules = RulesScene(driver.app, "mindsports")
    driver.app.push(rules)
    driver.frames(2)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    assert rules.page == 2  # Right and Enter both read on
    driver.key(pygame.K_DOWN)
    labels = [b.label for b in rules.buttons.buttons]
    while labels[rules.buttons.focus] != "Next game":
        driver.key(pygame.K_RIGHT)
    assert rules.page == 2  # on the buttons the keys do not turn pages
    driver.key(pygame.K_RETURN)
    assert rules.book == "tile" and rules.page == 0
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.app.scene, LearnScene) and driver.app.scene.course.key == "tile"
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_RIGHT)
    assert driver.app.scene is rules and rules.page == 1
    driver.key(pygame.K_TAB)  # Tab, or the pad's Start, goes to the buttons and back, as beside a board
    driver.key(pygame.K_RIGHT)
    assert rules.page == 1 and rules.buttons.engaged
    driver.key(pygame.K_ESCAPE)  # Esc on the buttons goes back to the pages, not out of the book
    assert driver.app.scene is rules and not rules.buttons.engaged
    driver.key(pygame.K_TAB)
    assert rules.buttons.engaged
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RIGHT)
    assert rules.page == 2 and not rules.buttons.engaged


def test_on_a_small_window_seats_are_named_in_shorter_forms_not_cut_off(data_dir):
    """The results' groups and Slide's live scores name a seat in a form that fits
    ("Computer", "C2 easy"), rather than a name cut off mid-word; so do the lines
    that say who leads, who won and who resigned. In large text, with names as long
    as a game opened from a record may bring."""
    app = app_with_text(data_dir, (800, 600), large=True)
    drive = Driver(app)
    slyde = Session.new("slyde", {"size": 6}, [Seat.person("Ann"), Seat.computer("easy")])
    rng = Random(2)
    while not slyde.is_over:
        slyde.play(rng.choice(slyde.state.legal_moves()))
    app.push(PlayScene(app, slyde))
    drive.until(lambda: isinstance(app.scene, ResultsScene) and not app.scene.is_moving())
    shown = [text for text, _ in texts_drawn(app.theme, app.draw)]
    assert names_in_form(slyde.players, 2)[1] in shown or "Computer" in shown
    assert not any(text.endswith("…") for text in shown), [t for t in shown if t.endswith("…")]
    long_names = [Seat.person("Maximilian Whitworth-Fitzgerald"), Seat.person("Alexandra Montgomery-Jones")]
    resigned = Session.new("slyde", {"size": 6}, long_names)
    resigned.resign()
    app.reset(PlayScene(app, resigned))
    drive.until(lambda: isinstance(app.scene, ResultsScene))
    shown = [text for text, _ in texts_drawn(app.theme, app.draw)]
    assert "resigned." in " ".join(shown) and not any(text.endswith("…") for text in shown)
    table = [*long_names, *records.computers(["easy", "normal", "hard", "easy"])]
    app.reset(PlayScene(app, Session.new("slide", {"players": 6, "seed": 1}, table)))
    drive.frames(2)
    shown = [text for text, _ in texts_drawn(app.theme, app.draw)]
    assert not any(text.endswith("…") for text in shown), [t for t in shown if t.endswith("…")]
    forms = [names_in_form(table, form) for form in range(FORMS)]
    assert all(any(names[seat] in shown for names in forms) for seat in range(len(table)))
    pair = Session.new("slide", {"players": 2, "seed": 3}, long_names)
    while not pair.is_over:  # to the end: one of them wins, or both share first place
        pair.play(rng.choice(pair.state.legal_moves()))
    app.reset(PlayScene(app, pair))
    drive.frames(2)
    shown = [text for text, _ in texts_drawn(app.theme, app.draw)]
    assert any(" wins" in text or " share " in text for text in shown)
    cut = [text for text in shown if text.endswith("…") and ": " not in text]  # but the log of moves ("AM: 7 in…")
    assert cut == []
    app.quit()


def test_a_saved_game_on_a_small_window_is_summed_up_in_shorter_words_before_it_is_cut(data_dir):
    """At 800x600 the line of a saved game drops the rules' name and shortens the
    players' names, so that who played still shows."""
    long_names = [Seat.person("Maximilian Whitworth"), Seat.person("Alexandra Montgomery")]
    session = Session.new("slyde", {"size": 8}, long_names)
    rng = Random(4)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    records.save(saves_dir(data_dir) / "one.json", session.record())
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    line = next(text for text in shown if "Slyde 8x8" in text)
    players = [" vs ".join(names_in_form(long_names, form)) for form in range(FORMS)]
    assert "…" not in line and "Mindsports" not in line and line.endswith(tuple(players)), line
    app.quit()


def coached_and_tournament_games():
    """Games whose lines ran long: each course's coached first game a move in, and Slide
    tournaments of six, one game in and one between games."""
    games = [coached_first_game(course) for course in courses()]
    for game in games:
        game.play(game.state.legal_moves()[0])
    rng = Random(5)
    for moves in (30, 16 * 12):  # round 3; all 16 rounds of the first game played (six picks, six pushes a round)
        cup = Session.new("slide", {"players": 6, "seed": 1}, records.computers(["easy"] * 6), tournament=True)
        for _ in range(moves):
            cup.play(rng.choice(cup.state.legal_moves()))
        games.append(cup)
    return games


@pytest.mark.parametrize("session", coached_and_tournament_games(), ids=lambda session: session.summary())
def test_a_coached_or_tournament_game_on_a_small_window_with_large_text_is_summed_up_whole(data_dir, session):
    """Their lines ended "1 move; You…" and "game 1, round…" at 800x600 in large text:
    at last a line says the game and how far it is alone, on the day alone."""
    records.save(saves_dir(data_dir) / "game.json", session.record())
    app = app_with_text(data_dir, (800, 600), large=True)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    line = next(text for text in shown if session.titles()[-1] in text)  # "Slide", "Slyde 8x8 tiles"
    assert "…" not in line, line
    assert re.search(r"(\d+ moves?(, unfinished)?|round \d+( of 16)?|all played|all 16 rounds played)(;|$)", line), line
    app.quit()


def test_saved_games_say_which_are_unfinished_and_so_play_on_when_opened(data_dir):
    """An unfinished game's row gave its moves alone, a finished one how it ended: nothing
    said which of them opening would play on."""
    going = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    going.play(going.state.legal_moves()[0])
    ended = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    while not ended.is_over:
        ended.play(ended.state.legal_moves()[0])
    records.save(saves_dir(data_dir) / "going.json", going.record())
    records.save(saves_dir(data_dir) / "ended.json", ended.record())
    app = app_with_text(data_dir, (1280, 720), large=False)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert any("1 move, unfinished; Ann vs Bo" in text for text in shown), shown
    outcome = ended.outcome()
    said = "a draw" if outcome is not None and len(outcome.ranking[0]) == 2 else " won"
    assert any(f"{said}; Ann vs Bo" in text and "unfinished" not in text for text in shown), shown
    app.quit()


def test_a_saved_game_of_another_year_says_its_year_and_one_of_this_year_its_hour(data_dir):
    """A game saved last December showed as "07 Dec 01:57", as if saved today."""
    session = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    now = time.time()
    for name, when in (("old.json", now - 400 * 86400), ("new.json", now)):
        records.save(saves_dir(data_dir) / name, session.record())
        os.utime(saves_dir(data_dir) / name, (when, when))
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    old, new = (time.localtime(when) for when in (now - 400 * 86400, now))
    assert any(text.startswith(time.strftime("%d %b %Y   Slyde", old)) for text in shown), shown
    assert any(text.startswith(time.strftime("%d %b %H:%M   Slyde", new)) for text in shown), shown
    app.quit()


def test_a_saved_game_whose_time_is_beyond_any_date_shows_undated_among_the_others(data_dir, monkeypatch):
    """A tmpfs keeps a file's time to 64 bits: one such save failed the whole list."""
    session = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    for name in ("far.json", "now.json"):
        records.save(saves_dir(data_dir) / name, session.record())
    far = saves_dir(data_dir) / "far.json"
    real_scandir = os.scandir

    class Entry:  # a folder's entry, far.json's times as tmpfs keeps them
        def __init__(self, entry: os.DirEntry) -> None:
            self.name, self.path, self.entry = entry.name, entry.path, entry

        def stat(self) -> os.stat_result:
            found = self.entry.stat()
            return found if self.path != str(far) else os.stat_result((*found[:7], 10**17, 10**17, found[9]))

    @contextlib.contextmanager
    def scandir(path):
        with real_scandir(path) as entries:
            yield [Entry(entry) for entry in entries]

    monkeypatch.setattr(os, "scandir", scandir)
    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    assert any(text.startswith("undated   Slyde") for text in shown), shown
    today = time.strftime("%d %b %H:%M   Slyde", time.localtime((saves_dir(data_dir) / "now.json").stat().st_mtime))
    assert any(text.startswith(today) for text in shown), shown
    app.quit()


@pytest.mark.parametrize("large_text", [False, True])
def test_a_saved_game_that_cannot_be_read_says_so_whatever_its_names_length(data_dir, large_text):
    """ "slide-20261206-122138-unfinished.json (cannot be re…": the name gives way, not the word."""
    saves = saves_dir(data_dir)
    saves.mkdir(parents=True)
    (saves / "slide-20261206-122138-a-tournaments-unfinished-game.json").write_text("{not a record")
    app = app_with_text(data_dir, (800, 600), large=large_text)
    app.reset(SavesScene(app))
    shown = [text for text, _ in texts_drawn(app.theme, lambda: app.scene.draw(app.screen))]
    line = next(text for text in shown if "slide-2026" in text)
    assert "cannot be read" in line, line
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_saved_games_fill_the_windows_height_and_page_through_every_one(data_dir, size):
    """At 800x600 the list showed seven games over half the window, the rest empty."""
    session = Session.new("slyde", {"size": 4}, [Seat.person("Ann"), Seat.person("Bo")])
    for number in range(20):
        path = saves_dir(data_dir) / f"game-{number:02d}.json"
        records.save(path, session.record())
        os.utime(path, (1_000_000 + number, 1_000_000 + number))  # newest last written: game-19 first
    app = App(size, data=data_dir, scenes=SCENES)
    scene = SavesScene(app)
    app.reset(scene)
    drive = Driver(app)
    shown = [text for text, _ in texts_drawn(app.theme, lambda: scene.draw(app.screen))]
    count = next(rect for text, rect in texts_drawn(app.theme, lambda: scene.draw(app.screen)) if " of 20" in text)
    bottom = max(button.rect.bottom for button in scene.buttons.buttons)
    assert bottom < count.top, shown  # every row above the line that counts them
    assert count.top - bottom < 2 * (scene.rows[1][1].rect.y - scene.rows[0][1].rect.y), shown  # no page of room left
    seen = []
    for _ in range(-(-20 // scene.page)):
        seen += [path.name for path, _, _ in scene.rows]
        drive.key(pygame.K_RIGHT)
    assert sorted(set(seen)) == [f"game-{number:02d}.json" for number in range(20)]
    drive.key(pygame.K_HOME)  # the newest, lit
    assert scene.first == 0 and scene.buttons.buttons[scene.buttons.focus] is scene.rows[0][1]
    assert scene.rows[0][0].name == "game-19.json"
    drive.key(pygame.K_END)  # the oldest, lit, on the last page
    assert scene.rows[-1][0].name == "game-00.json" and scene.buttons.buttons[scene.buttons.focus] is scene.rows[-1][1]
    app.toast = None
    drive.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)  # the wheel past the oldest just stops
    assert app.toast is None and scene.rows[-1][0].name == "game-00.json"
    drive.key(pygame.K_PAGEDOWN)  # a key past it says so
    assert app.toast[0] == "These are the oldest saved games" and scene.rows[-1][0].name == "game-00.json"
    drive.key(pygame.K_PAGEUP)
    assert scene.first == max(0, 20 - 2 * scene.page)
    drive.key(pygame.K_HOME)
    drive.key(pygame.K_PAGEUP)
    assert scene.first == 0 and app.toast[0] == "These are the newest saved games"
    app.quit()


def test_every_game_and_edition_on_the_menu_has_its_own_rules_book():
    from game.client.games import CLIENTS, book_for
    from game.rules import registry

    for client in CLIENTS.values():
        spec = registry.spec(client.name)
        found = set()
        for _, options in client.entries:
            full = spec.check_options(**options)
            book = book_for(client.name, full)
            pages = dict((key, pages) for key, _, pages in client.books)[book]
            assert spec.edition(pages()[0].diagram.options) == spec.edition(full)
            found.add(book)
        assert found == {key for key, _, _ in client.books}  # every book is some edition's


def test_every_rules_book_names_the_sides_as_its_game_does():
    """The tile edition's sides are Spaces and Tiles on every screen: its rules never
    speak of White and Black, and the two-sided games name both of their sides."""
    from game.client.games import CLIENTS

    colours = {"White", "Black"}
    for client in CLIENTS.values():
        for key, _, pages in client.books:
            book = pages()
            seats = set(book[0].diagram.seat_titles)
            said = " ".join(page.text for page in book)
            if len(seats) == 2:
                assert all(seat in said for seat in seats), (key, seats)
            for colour in colours - seats:
                assert not re.search(rf"\b{colour}\b", said), (key, colour)


def test_every_rules_book_ends_with_how_to_play_here_by_mouse_keys_and_gamepad():
    from game.client.games import CLIENTS

    for client in CLIENTS.values():
        for key, _, pages in client.books:
            last = pages()[-1]
            assert last.title == "Playing here", key
            for words in ("Click", "Arrows", "Enter", "Ctrl+Z", "Ctrl+Y", "Ctrl+S", "A gamepad: the d-pad and A"):
                assert words in last.text, (key, words)
