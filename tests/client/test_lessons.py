"""Learn, played as a newcomer plays it: every lesson of every course through the
real loop with clicks and keys, a wrong move taken back, the stars kept."""

import os
from functools import partial

import pygame
import pytest

from game.client.places import saves_dir
from game.client.scenes.learn import LearnScene
from game.client.scenes.lesson import LessonScene
from game.client.scenes.practice import PracticeScene
from game.client.session import Session
from game.learn import progress
from game.learn.course import courses
from game.learn.practice import PRACTICE, load_practice
from game.records import Seat

from .conftest import Driver, menu_driver, no_room, outlined_pixels, texts_drawn
from .inputs import PAD_A, PAD_B, PAD_START, PAD_X, centre, pad, pad_press, pad_to, play, play_through, settle


def open_learn(drive: Driver) -> None:
    drive.press_button("Learn")
    assert isinstance(drive.app.scene, LearnScene)


def open_lesson(drive: Driver, course: str, lesson: str) -> None:
    """From the menu, as a player goes: Learn, the course whose title starts with
    `course`, the lesson whose button ends with `lesson`."""
    open_learn(drive)
    drive.press_button(next(b.label for b in drive.app.scene.buttons.buttons if b.label.startswith(course)))
    drive.press_button(next(b.label for b in drive.app.scene.buttons.buttons if b.label.endswith(lesson)))
    assert isinstance(drive.app.scene, LessonScene)


@pytest.mark.parametrize("course", [c.key for c in courses()])
def test_every_lesson_of_a_course_plays_to_three_stars_with_the_intended_moves(driver, data_dir, course):
    open_learn(driver)
    found = next(c for c in courses() if c.key == course)
    labels = [b.label for b in driver.app.scene.buttons.buttons]
    driver.press_button(next(label for label in labels if label.startswith(found.title + ":")))
    for lesson in found.lessons:
        label = next(b.label for b in driver.app.scene.buttons.buttons if b.label.endswith(lesson.title))
        driver.press_button(label)
        scene = driver.app.scene
        assert isinstance(scene, LessonScene) and scene.lesson.key == lesson.key
        for step in lesson.steps:
            settle(driver, scene)
            assert scene.tutor.step == step
            play(driver, step.right[0])
            settle(driver, scene)
        assert scene.won == 3, f"{lesson.key}: {scene.won}"
        assert str(scene.session.state.key()) == str(lesson_final(lesson).key())
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.app.scene, LearnScene)
    kept, _ = progress.load(data_dir)
    assert all(kept.best(course, lesson.key) == 3 for lesson in found.lessons)


def win_on_a_full_disk(driver, monkeypatch) -> LessonScene:
    """The first Slyde lesson played to three stars while the disk takes no files."""
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    no_room(monkeypatch)
    play_through(driver, scene)
    assert scene.won == 3 and "Could not keep the lesson's stars" in driver.app.toast[0]
    return scene


def test_stars_the_disk_refused_are_kept_on_leaving_once_it_has_room(driver, data_dir, monkeypatch):
    scene = win_on_a_full_disk(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is scene  # not left: the stars would be lost
    said = driver.app.toast[0]
    assert said == "Your 3 stars are not kept (No space left on device): leave again and they are lost"
    monkeypatch.undo()  # room again
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, LearnScene)
    assert progress.load(data_dir)[0].best("slyde", scene.lesson.key) == 3


def test_leaving_twice_goes_without_stars_the_disk_still_refuses(driver, data_dir, monkeypatch):
    scene = win_on_a_full_disk(driver, monkeypatch)
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is scene
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, LearnScene)
    monkeypatch.undo()
    assert progress.load(data_dir)[0].best("slyde", scene.lesson.key) == 0


def test_a_progress_file_gone_bad_during_a_lesson_is_kept_aside_and_said_so_with_the_stars_kept(driver, data_dir):
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    (data_dir / progress.FILE).write_text("[]")  # another program, meanwhile
    play_through(driver, scene)
    assert scene.won == 3 and driver.app.toast[0].startswith("The lessons' progress was unreadable")
    assert [name.startswith("learn.json.corrupt-") for name in os.listdir(data_dir)].count(True) == 1
    assert progress.load(data_dir)[0].best("slyde", scene.lesson.key) == 3


def lesson_final(lesson):
    from game.learn.course import replay

    return replay(lesson)


def test_f1_in_a_lesson_opens_the_book_it_teaches_and_back_returns_to_the_same_step(driver):
    open_lesson(driver, "Slide:", "Equal neighbours cancel")
    lesson = driver.app.scene
    settle(driver, lesson)
    play(driver, lesson.tutor.step.right[0])  # the first step done
    settle(driver, lesson)
    assert lesson.tutor.index == 1
    driver.key(pygame.K_F1)
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "slide" and not rules.lessons_button.enabled
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is lesson and lesson.tutor.index == 1 and lesson.won is None


def test_a_lesson_has_a_rules_button_that_opens_its_book_for_the_mouse_and_the_pad(driver):
    open_lesson(driver, "SlideCore 6:", "A turn: two discs")
    lesson = driver.app.scene
    settle(driver, lesson)
    driver.press_button("Rules")
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "slidecore"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is lesson and lesson.won is None
    labels = [button.label for button in lesson.buttons.buttons]
    driver.post(pygame.JOYBUTTONDOWN, button=7, instance_id=0, joy=0)  # Start hands the d-pad to the buttons
    lesson.buttons.focus = 0
    for _ in range(labels.index("Rules")):
        driver.post(pygame.JOYHATMOTION, value=(1, 0), hat=0, instance_id=0, joy=0)
    assert lesson.buttons.buttons[lesson.buttons.focus].label == "Rules"
    driver.post(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)
    assert type(driver.app.scene).__name__ == "RulesScene"


def test_a_course_says_how_to_get_a_hint_and_the_rules_with_the_controls_in_use(driver):
    open_learn(driver)
    driver.press_button(next(b.label for b in driver.app.scene.buttons.buttons if b.label.startswith("Slide:")))
    scene = driver.app.scene

    def footer() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, partial(scene.draw, driver.app.screen)))

    assert "H gives a hint, F1 the rules" in footer()
    driver.post(pygame.JOYHATMOTION, value=(0, -1), hat=0, instance_id=0, joy=0)
    assert "Hint and Rules are beside the board" in footer() and "F1" not in footer()


def test_the_panel_shows_the_stars_still_in_reach_as_help_is_taken(driver, monkeypatch):
    """The stars were shown only at the lesson's end: a hint's cost was a surprise."""
    from game.client.scenes import lesson as lesson_scene

    drawn = []
    monkeypatch.setattr(lesson_scene, "draw_stars", lambda surface, theme, won, *rest: drawn.append(won))
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    settle(driver, scene)

    def shown() -> int:
        drawn.clear()
        scene.draw(driver.app.screen)
        return drawn[-1]

    assert shown() == 3
    driver.key(pygame.K_h)
    assert shown() == 2 == scene.tutor.stars


def test_a_wrong_move_says_try_again_is_shown_and_taken_back(driver):
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    before = scene.session.state
    play(driver, "b1-b2")
    assert "Try again: " in scene.feedback[0] and not scene.feedback[1]
    driver.until(lambda: len(scene.session.moves) == 1)  # shown on the board
    driver.until(scene.ready, 10)
    assert scene.session.state is before and scene.tutor.index == 0  # and taken back
    play(driver, "d3-d4")
    settle(driver, scene)
    assert scene.tutor.index == 1
    play(driver, "c3-d3")
    settle(driver, scene)
    assert scene.won == 2  # one wrong try


def test_a_slidecore_disc_put_where_no_right_turn_has_it_is_taken_back_at_once_without_cost(driver):
    """Once the disc of step 1 is down, a click on the lit point meant for it would
    slide the Core there instead: a disc put elsewhere is taken back as it lands."""
    open_lesson(driver, "SlideCore", "1. A turn: two discs")
    scene = driver.app.scene
    settle(driver, scene)
    assert scene.tutor.step.right == ("b2 d4 b4",)
    driver.click(centre(scene, "a4"))
    assert scene.board.own is None and not scene.board.busy()
    assert scene.feedback == ("Taken back: your disc does not go on a4 in this step.", False)
    driver.click(centre(scene, "b2"))
    assert str(scene.board.own) == "b2" and scene.feedback[0].startswith("Taken back")  # the right disc stays
    driver.click(centre(scene, "b4"))
    settle(driver, scene)
    assert scene.tutor.index == 1 and scene.tutor.wrong == 0  # no wrong try was made


def test_a_slidecore_core_slid_where_no_right_turn_has_it_goes_back_and_the_disc_stays(driver):
    open_lesson(driver, "SlideCore", "2. The Core stops before a disc")
    scene = driver.app.scene
    settle(driver, scene)
    assert {text.split()[1] for text in scene.tutor.step.right} == {"c4"}
    driver.click(centre(scene, "e5"))
    start = scene.board.core_now()
    crossings = scene.board.crossings()  # a click there would place White's disc instead
    wrong = next(stop for stop in scene.board.stops() if str(stop) != "c4" and stop not in crossings)
    driver.click(centre(scene, str(wrong)))
    assert scene.board.core is None and scene.board.core_now() == start and str(scene.board.own) == "e5"
    assert scene.feedback == (f"Taken back: the Core does not go to {wrong} in this step.", False)
    driver.click(centre(scene, "c4"))  # the right stop: it stays
    assert str(scene.board.core) == "c4" and scene.tutor.wrong == 0


def test_a_try_while_a_wrong_move_is_still_shown_takes_it_back_and_counts(driver):
    """A learner who sees the mistake need not wait for the wrong move to go:
    the next click takes it back at once and is a try of its own."""
    open_lesson(driver, "Slide:", "1. Pick, reveal, push")
    scene = driver.app.scene
    settle(driver, scene)
    b2 = centre(scene, "b2")  # the learner's card, in front throughout
    play(driver, "flip d4")
    driver.until(lambda: len(scene.session.moves) == 1 and not scene.animation)  # the wrong pick on the board
    assert not scene.ready() and scene.hint_button.enabled
    driver.click(b2)
    settle(driver, scene)
    assert scene.tutor.index == 1 and scene.feedback[1]  # the right pick, taken at once


def test_a_hint_asked_while_the_teachers_reply_is_shown_comes_once_it_is_done(driver):
    open_lesson(driver, "Slide:", "1. Pick, reveal, push")
    scene = driver.app.scene
    settle(driver, scene)
    play(driver, "flip b2")  # the right pick: the teacher's own and the reveal follow
    assert not scene.ready() and scene.hint_button.enabled
    driver.key(pygame.K_h)
    assert scene.hint_words is None  # not over the reply still shown
    settle(driver, scene)
    assert scene.tutor.index == 1 and scene.hint_words is not None


def last_hint(driver, course, lesson):
    """The lesson's scene after three asks for help: the last tier, the move itself."""
    open_lesson(driver, course, lesson)
    scene = driver.app.scene
    for _ in range(3):
        driver.key(pygame.K_h)
    return scene


def test_hints_light_the_move_and_cost_a_star(driver):
    scene = last_hint(driver, "SlideCore", "1. A turn: two discs")
    move = scene.hint_move
    assert move is not None and str(move) in scene.tutor.step.right
    # the turn in its three steps, in words: the notation alone says nothing to a learner
    assert scene.hint_words.startswith(f"Put your disc on {move.own}, "), scene.hint_words
    state = scene.session.state
    stays = move.core == state.board.point_at[state.core]
    assert f"the Core {'on' if stays else 'to'} {move.core}, " in scene.hint_words, scene.hint_words
    assert scene.hint_words.endswith(f"then White's disc on {move.other}."), scene.hint_words


def test_the_last_hint_for_a_slide_pick_says_the_move_as_an_instruction(driver):
    """The last tier of help names the move as something to do: "Pick b2.", not the
    move list's "picked b2" nor the record's "flip b2"."""
    scene = last_hint(driver, "Slide:", "1. Pick, reveal, push")
    assert scene.hint_move is not None and scene.hint_words == "Pick b2."


def test_the_board_is_lit_for_the_next_step_only_once_the_moves_have_been_shown(driver):
    """While the learner's move and the teacher's reply are shown (here the picks
    and their reveal), the board is shown whole: the next step's places are lit only
    when the learner is to act, around the learner's grid."""
    open_lesson(driver, "Slide:", "1. Pick, reveal, push")
    scene = driver.app.scene
    settle(driver, scene)
    corner = (scene.board_area.x + 3, scene.board_area.y + 3)
    background = driver.app.theme.palette.background[:3]
    assert driver.app.screen.get_at(corner)[:3] != background  # dimmed around the step's card
    play(driver, "flip b2")
    shown = 0
    while not scene.ready():
        assert driver.app.screen.get_at(corner)[:3] == background  # the moves shown whole
        shown += 1
        driver.frames()
    assert shown > 10 and scene.tutor.index == 1
    driver.frames()
    assert driver.app.screen.get_at(corner)[:3] != background  # lit for the push


@pytest.mark.parametrize(
    ("course", "lesson", "keys"),
    [
        ("Slyde:", "1. A swap", [pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT]),
        ("SlideCore", "1. A turn: two discs", [pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT]),
        ("Slide:", "1. Pick, reveal, push", [pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT]),
    ],
)
def test_the_keyboards_cursor_is_never_in_the_dark_of_a_lessons_dimmed_board(driver, course, lesson, keys):
    open_lesson(driver, course, lesson)
    scene = driver.app.scene
    settle(driver, scene)
    for key in keys:
        driver.key(key)
    driver.frames()
    outline = scene.board.cursor_outline()
    assert outline is not None and not scene.board.busy()
    where, _ = outline
    lit = [scene.board.spot(name) for name in scene.tutor.step.lit]
    assert not any(spot is not None and spot.collidepoint(where.center) for spot in lit)  # a place left dark
    board_alone = pygame.Surface(driver.app.screen.get_size())
    scene.board.draw(board_alone, None, None, (), 0.0)
    across = [(x, where.centery) for x in range(where.left + 1, where.right - 1)]
    down = [(where.centerx, y) for y in range(where.top + 1, where.bottom - 1)]
    assert all(driver.app.screen.get_at(at) == board_alone.get_at(at) for at in across + down)


def cursor_on(scene: LessonScene, name: str) -> bool:
    """Is the keyboard's cursor shown on the place the lesson calls `name`?"""
    outline, spot = scene.board.cursor_outline(), scene.board.spot(name)
    return outline is not None and spot is not None and spot.collidepoint(outline[0].center)


@pytest.mark.parametrize(
    ("course", "lesson", "keys", "then"),
    [
        ("Slyde:", "1. A swap", [pygame.K_RETURN, pygame.K_UP, pygame.K_RETURN], "c3"),
        ("Slide:", "1. Pick, reveal, push", [pygame.K_RETURN], "middle 3"),
        ("SlideCore", "1. A turn: two discs", [], None),
    ],
)
def test_the_keyboards_cursor_appears_on_the_steps_lit_place_and_follows_to_the_next_step(
    driver, course, lesson, keys, then
):
    """The first arrow key shows the cursor on the first place the step lights, not
    across the board from it; the step played by the keys and the teacher's reply
    shown, it waits on the next step's first lit place, as in a game."""
    open_lesson(driver, course, lesson)
    scene = driver.app.scene
    settle(driver, scene)
    driver.key(pygame.K_DOWN)
    assert cursor_on(scene, scene.tutor.step.lit[0])
    for key in keys:
        driver.key(key)
    if then is None:
        return
    driver.until(scene.ready)
    assert scene.tutor.index == 1 and cursor_on(scene, then)


@pytest.mark.parametrize(
    ("course", "lesson", "keys"),
    [("Slide:", "1. Pick, reveal, push", "arrow keys and Enter"), ("SlideCore", "1. A turn: two discs", "arrow keys")],
)
def test_once_the_keys_move_the_cursor_a_lesson_says_how_they_make_the_move(driver, course, lesson, keys):
    """The step's words speak of choosing and clicking; the keys' own way (Slide's
    ends by Left, Right, Up, Down) was said only in a game."""
    open_lesson(driver, course, lesson)
    scene = driver.app.scene
    settle(driver, scene)

    def panel() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, partial(scene.draw, driver.app.screen)))

    assert keys not in panel()  # the mouse in use: the step's words alone
    driver.key(pygame.K_DOWN)
    assert keys in panel()


def test_a_done_lessons_arrow_keys_walk_its_buttons_not_a_board_that_takes_no_move(driver):
    """Done, the board took the arrows still: a cursor walked a board that takes no move,
    and Again and Lessons were out of the arrows' reach."""
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    for step in scene.lesson.steps:
        settle(driver, scene)
        play(driver, step.right[0])
    settle(driver, scene)
    assert scene.won == 3

    def focused() -> str:
        return scene.buttons.buttons[scene.buttons.focus].label

    assert focused() == "Next lesson"
    driver.key(pygame.K_DOWN)  # from the way on, across the panel, to the row below it
    assert focused() in ("Again", "Lessons") and scene.board.cursor_outline() is None
    driver.key(pygame.K_UP)
    assert focused() == "Next lesson"

    def named_enter() -> bool:
        return "Enter" in [text for text, _ in texts_drawn(driver.app.theme, partial(scene.draw, driver.app.screen))]

    assert named_enter()  # on the way on, lit
    driver.key(pygame.K_RIGHT)
    assert focused() == "Again" and scene.board.cursor_outline() is None
    assert not named_enter()  # Enter presses Again now: the way on no longer says it
    driver.key(pygame.K_RETURN)  # Enter presses the one lit
    assert driver.app.scene is scene and scene.won is None and scene.tutor.index == 0
    settle(driver, scene)
    driver.key(pygame.K_DOWN)  # the lesson again: the arrows are the board's
    assert cursor_on(scene, scene.tutor.step.lit[0])


def test_in_slides_lesson_enter_takes_the_lit_card_and_the_cursor_waits_on_a_lit_end(driver):
    open_lesson(driver, "Slide:", "1. Pick, reveal, push")
    scene = driver.app.scene
    settle(driver, scene)
    for key in (pygame.K_DOWN, pygame.K_RETURN):  # the cursor on b2, lit, and pick it
        driver.key(key)
    driver.until(scene.ready)
    driver.key(pygame.K_RETURN)
    assert scene.board.busy() and cursor_on(scene, "row2 left")  # the 3 in hand, the first lit end
    driver.key(pygame.K_RETURN)
    driver.until(lambda: scene.won is not None)
    assert scene.tutor.done


def test_once_the_learners_turn_is_under_way_or_a_hint_shows_the_move_the_board_is_no_longer_dimmed(driver):
    """The first click of a SlideCore turn brings up the rings and dots the step goes
    to next, and the last hint marks the whole move; neither must lie in the dark. Esc
    takes the click back, and the step's places are lit against a dimmed board again."""
    open_lesson(driver, "SlideCore", "1. A turn: two discs")
    scene = driver.app.scene
    settle(driver, scene)

    def brightness() -> int:
        driver.frames()
        return sum(pygame.transform.average_color(driver.app.screen, scene.board_area)[:3])

    dimmed = brightness()
    driver.click(centre(scene, "b2"))
    assert scene.board.busy() and brightness() > 1.5 * dimmed
    driver.key(pygame.K_ESCAPE)
    assert not scene.board.busy() and brightness() == dimmed
    for _ in range(3):
        driver.key(pygame.K_h)
    assert scene.hint_move is not None and brightness() > 1.5 * dimmed


def test_once_the_core_slides_the_ring_that_lit_its_old_point_goes(driver):
    """The step lights the Core's point; once the Core has slid away (to e4, from where
    White's disc may not go on d4), a ring left there would point at nothing."""
    open_lesson(driver, "SlideCore", "1. A turn: two discs")
    scene = driver.app.scene
    settle(driver, scene)
    play(driver, "b2 d4 b4")
    settle(driver, scene)
    assert scene.tutor.index == 1 and "d4" in scene.tutor.step.lit
    spot = scene.board.spot("d4")
    edge = (spot.centerx, spot.top + 1)

    def ringed() -> bool:
        driver.frames()
        return driver.app.screen.get_at(edge)[:3] == driver.app.theme.palette.focus[:3]

    driver.click(centre(scene, "c4"))
    driver.click(centre(scene, "d4"))
    assert ringed()  # the Core chosen, still on d4
    driver.click(centre(scene, "e4"))
    assert str(scene.board.core_now()) == "e4" and not ringed()
    driver.key(pygame.K_ESCAPE)  # the slide taken back: the Core and its ring on d4 again
    assert ringed()


def test_a_slide_lesson_keeps_the_learners_grid_in_front_while_the_teacher_acts(driver):
    open_lesson(driver, "Slide:", "1. Pick, reveal, push")
    scene = driver.app.scene
    settle(driver, scene)
    learner, grids = scene.tutor.learner, scene.board.view.grids
    front = grids[learner].copy()
    play(driver, "flip b2")
    while not scene.ready():
        driver.frames()
        assert scene.board.view.grids[learner] == front  # not shrunk, not moved
    assert scene.session.state.phase == "push"  # the teacher has picked too


def test_progress_shows_in_the_list_after_a_restart(data_dir):
    from .conftest import menu_driver

    data_dir.mkdir(parents=True)
    kept, _ = progress.load(data_dir)
    kept.record("slyde", "swap", 3)
    kept.save()
    drive = menu_driver(data_dir)
    open_learn(drive)
    labels = [b.label for b in drive.app.scene.buttons.buttons]
    total = len(next(c for c in courses() if c.key == "slyde").lessons)
    assert f"Slyde: 1 of {total} lessons done" in labels
    drive.app.quit()


def test_a_course_opens_with_the_first_lesson_not_done_in_focus_and_when_all_are_its_first_game(data_dir):
    data_dir.mkdir(parents=True)
    course = next(c for c in courses() if c.key == "slyde")
    kept, _ = progress.load(data_dir)
    kept.record("slyde", course.lessons[0].key, 3)
    kept.record("slyde", course.lessons[2].key, 1)
    kept.save()
    drive = menu_driver(data_dir)
    open_learn(drive)
    count = len(course.lessons)
    drive.press_button(f"Slyde: 2 of {count} lessons done")
    learn = drive.app.scene
    assert learn.buttons.focus == 1  # the second lesson, the first not done
    drive.key(pygame.K_RETURN)
    assert isinstance(drive.app.scene, LessonScene) and drive.app.scene.lesson.key == course.lessons[1].key
    for lesson in course.lessons:  # done meanwhile, in another window
        kept.record("slyde", lesson.key, 3)
    kept.save()
    drive.key(pygame.K_ESCAPE)
    assert drive.app.scene is learn
    drive.key(pygame.K_ESCAPE)  # back to the courses
    drive.press_button(f"Slyde: {count} of {count} lessons done")
    assert learn.buttons.buttons[learn.buttons.focus].label.startswith("First game, coached")
    drive.app.quit()


@pytest.mark.parametrize(("size", "large"), [((800, 600), True), ((1280, 720), False), ((1920, 1080), True)])
def test_the_courses_and_their_lessons_are_named_whole_where_the_window_has_room(data_dir, size, large):
    from game.client.app import App
    from game.client.scenes import SCENES

    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large
    app.apply_settings()
    app.push(app.make("home"))
    for key in (None, *(course.key for course in courses())):  # the list of courses, then each one's lessons
        app.push(app.make("learn", course=key))
        Driver(app).frames(2)
        assert len(app.scene.buttons.buttons) > (2 if key is None else 5)
        for button in app.scene.buttons.buttons:
            assert button.shown_label(app.theme, 24) == button.label, (size, key, button.label)
        lessons = app.scene.buttons.buttons[: len(app.scene.course.lessons) if key else 0]
        for button in lessons:  # clear of the stars at its right
            drawn = dict(texts_drawn(app.theme, partial(button.draw, app.screen, app.theme, True, False)))
            assert drawn[button.label].right < app.scene.stars_place(button)[0], (size, key, button.label)
        app.pop()


def test_learn_game_opens_that_games_courses(data_dir):
    from game.client.app import App
    from game.client.scenes import SCENES

    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.push(app.make("home"))
    app.push(app.make("learn", "slidecore"))
    drive = Driver(app)
    drive.frames(2)
    labels = [b.label for b in app.scene.buttons.buttons]
    assert labels == [
        "1. A turn: two discs",
        "2. The Core stops before a disc",
        "3. Crossings look past discs",
        "4. Where White's disc goes",
        "5. The end: box in the Core",
        "First game, coached: against the computer (easy)",
        f"Practice: {len(load_practice(PRACTICE / '3-slidecore.json').puzzles)} positions",  # no streak yet to tell
        "Back",
    ]
    drive.key(pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "MenuScene"
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("large_text", [False, True])
def test_a_courses_coached_game_says_whom_it_is_against_as_fully_as_its_button_holds(data_dir, size, large_text):
    """The Slide course's entry fell back to "First game, coached" at every size."""
    from game.client.app import App
    from game.client.scenes import SCENES

    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large_text
    app.apply_settings()
    app.push(app.make("home"))
    app.push(app.make("learn", "slide"))
    drive = Driver(app)
    drive.frames(2)
    (button,) = [b for b in app.scene.buttons.buttons if b.label.startswith("First game, coached")]
    shown = button.shown_label(app.theme, 24)
    assert "(easy)" in shown and ("two computers" in shown or large_text)
    app.quit()


def test_a_courses_lessons_start_the_process_its_coached_game_and_practice_think_in(data_dir):
    """Its search is compiled the first time after installing: while the lessons are read, not at the first move."""
    from game.client.app import App
    from game.client.scenes import SCENES

    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.push(app.make("home"))
    app.push(app.make("learn"))
    drive = Driver(app)
    drive.frames(2)
    assert app._worker is None  # the courses: nothing to prepare yet
    drive.press_button(next(b.label for b in app.scene.buttons.buttons if b.label.startswith("Slyde:")))
    assert app._worker is not None and app._worker.pid is not None
    app.quit()


@pytest.mark.parametrize(("game", "seats"), [("slidecore", 2), ("slide", 3)])
def test_each_course_ends_with_a_first_game_against_the_easy_level(data_dir, game, seats):
    from game.client.app import App
    from game.client.scenes import SCENES
    from game.client.scenes.play import PlayScene

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    app.push(app.make("home"))
    app.push(app.make("learn", game))
    drive = Driver(app)
    drive.frames(2)
    drive.press_button(next(b.label for b in app.scene.buttons.buttons if b.label.startswith("First game, coached")))
    play = app.scene
    assert isinstance(play, PlayScene) and play.state.seat_count == seats
    assert [p.level for p in play.session.players] == [None] + ["easy"] * (seats - 1)
    assert play.advice.coach is not None  # Slide too: its coach weighs from the person's seat alone
    drive.key(pygame.K_ESCAPE)
    app.quit()


def buttons_of(drive: Driver) -> list[str]:
    return [b.label for b in drive.app.scene.buttons.buttons]


def test_a_newcomers_setup_leads_to_the_lessons_of_the_edition_chosen_and_back(driver):
    from game.client.scenes.setup import SetupScene

    driver.press_button("Play Slyde")
    setup = driver.app.scene
    assert isinstance(setup, SetupScene) and buttons_of(driver) == ["Start", "Learn it first", "Rules", "Back"]
    driver.click(setup.row_rects[0].center)  # the next edition: tiles
    assert setup.options["rules"] == "tile"
    driver.press_button("Learn it first")
    learn = driver.app.scene
    assert isinstance(learn, LearnScene) and learn.course is not None and learn.course.key == "tile"
    driver.key(pygame.K_ESCAPE)  # straight back to the setup, not to a list of courses
    assert driver.app.scene is setup and setup.options["rules"] == "tile"


def test_once_a_lesson_of_its_course_is_done_the_setup_offers_only_start_and_back(driver, data_dir):
    kept, _ = progress.load(data_dir)
    kept.record("tile", "slide", 1)  # the other edition's course
    kept.save()
    driver.press_button("Play Slyde")
    assert buttons_of(driver) == ["Start", "Learn it first", "Rules", "Back"]  # Slyde's own course: none done yet
    driver.press_button("Learn it first")
    driver.press_button("1. A swap")
    lesson = driver.app.scene
    play_through(driver, lesson)
    assert lesson.won == 3
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert buttons_of(driver) == ["Start", "Rules", "Back"]
    driver.click(driver.app.scene.row_rects[0].center)  # tiles: a lesson of theirs is done too
    assert buttons_of(driver) == ["Start", "Rules", "Back"]


def test_a_wrong_move_is_told_what_it_did_before_why_it_is_not_it(driver):
    from game.client.games import CLIENTS

    open_lesson(driver, "Slyde:", "Cut their group")
    scene = driver.app.scene
    settle(driver, scene)
    state, step = scene.tutor.state, scene.tutor.step
    effect = CLIENTS["slyde"].move_effect
    wrong = next(m for m in state.legal_moves() if state.format_move(m) not in step.right and effect(state, m))
    play(driver, state.format_move(wrong))
    said, right = scene.feedback
    told = effect(state, wrong)
    assert not right and said == f"{told[0].upper()}{told[1:]}. Try again: {step.wrong}"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_coached_games_results_lead_back_to_the_lessons_and_its_rematch_is_coached_too(data_dir, size):
    from game.client.app import App
    from game.client.scenes import SCENES
    from game.client.scenes.play import PlayScene
    from game.client.scenes.results import ResultsScene

    app = App(size, data=data_dir, scenes=SCENES)
    app.push(app.make("home"))
    app.push(app.make("learn", "slidecore"))
    drive = Driver(app)
    drive.frames(2)
    learn = app.scene
    drive.press_button(next(b.label for b in app.scene.buttons.buttons if b.label.startswith("First game, coached")))
    for _ in range(2):  # the game, then its rematch
        play = app.scene
        assert isinstance(play, PlayScene) and play.coached
        drive.until(play.match.persons_turn, 20)
        drive.press_button("Resign")
        drive.press_button("Resign? Press again")
        drive.settle()
        results = app.scene
        assert isinstance(results, ResultsScene)
        labels = buttons_of(drive)
        assert "Back to the lessons" in labels
        rects = [b.rect for b in results.buttons.buttons]
        assert all(results.rect.contains(r) for r in rects)  # every button inside the panel
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        if play.session.players[0].level is None:  # the first game: a rematch, the person now second
            drive.press_button("Rematch")
    drive.press_button("Back to the lessons")
    assert app.scene is learn and len(app.scenes) == 2
    app.quit()


def test_a_coached_game_alone_on_the_stack_still_leads_to_its_lessons(data_dir):
    from game.client.app import App
    from game.client.scenes import SCENES
    from game.client.scenes.results import ResultsScene

    app = App((1280, 720), data=data_dir, scenes=SCENES)
    session = Session.new("slide", {"players": 2, "seed": 5}, [Seat.person("You"), Seat.computer("easy", "Easy")])
    session.coached = True
    app.push(app.make("play", session))
    drive = Driver(app)
    drive.frames(2)
    drive.press_button("Resign")
    drive.press_button("Resign? Press again")
    drive.settle()
    assert isinstance(app.scene, ResultsScene)
    drive.press_button("Back to the lessons")
    assert isinstance(app.scene, LearnScene) and app.running and app.scene.course.key == "slide"
    app.quit()


def test_a_coached_game_resumed_after_the_window_closed_is_coached_still_and_leads_to_its_lessons(driver, data_dir):
    from game.client.scenes.menu import MenuScene
    from game.client.scenes.play import PlayScene
    from game.client.scenes.results import ResultsScene

    open_learn(driver)
    driver.press_button(next(b.label for b in driver.app.scene.buttons.buttons if b.label.startswith("Slyde:")))
    driver.press_button(next(b.label for b in driver.app.scene.buttons.buttons if b.label.startswith("First game")))
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.coached
    play.attempt(play.state.legal_moves()[0])
    driver.post(pygame.QUIT)
    assert not driver.app.running
    again = menu_driver(data_dir)
    assert again.resume_label() == "Resume: Slyde 8x8, Mindsports rules, move 1, coached"
    summary = play.session.summary()  # as Saved games lists it
    assert summary == "Slyde 8x8, Mindsports rules, coached; 1 move, unfinished; You vs Easy"
    again.press_resume()
    try:
        play = again.app.scene
        assert isinstance(play, PlayScene) and play.coached and play.advice.coach is not None
        assert play.session.seen_by_all().record().coached  # as its review saves it
        again.press_button("Resign")
        again.press_button("Resign? Press again")
        again.settle()
        assert isinstance(again.app.scene, ResultsScene)
        again.press_button("Back to the lessons")
        scenes = list(again.app.scenes)
        assert isinstance(scenes[-1], LearnScene) and scenes[-1].course.key == "slyde"
        assert [type(scene) for scene in scenes] == [MenuScene, LearnScene]  # not two lists of lessons
    finally:
        again.app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("large", [False, True])
def test_the_longest_word_on_a_wrong_move_of_every_step_and_the_hint_after_it_are_shown_whole(data_dir, size, large):
    """What a wrong move did and why it is not it, beside the step's own words and
    then a hint, all of it: a learner cut off mid-sentence learns nothing. (The
    crossings lesson lost the end of its words once a hint showed, in large text even
    at 1920x1080, while the place kept for messages stood empty.)"""
    from game.client.app import App
    from game.client.games import CLIENTS
    from game.client.scenes import SCENES
    from game.learn.tutor import Verdict

    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = large
    app.apply_settings()
    for course in courses():
        for lesson in course.lessons:
            scene = LessonScene(app, course, lesson.key)
            app.reset(scene)
            state, step = scene.tutor.state, scene.tutor.step
            wrong = [m for m in state.legal_moves() if state.format_move(m) not in step.right]
            if not wrong:
                continue
            worst = max(wrong, key=lambda m: len(CLIENTS[course.game].move_effect(state, m) or ""))
            scene.attempt(worst)
            said, right = scene.feedback
            assert not right and scene.tutor.attempt(worst).verdict is Verdict.WRONG
            drawn = " ".join(text for text, _ in texts_drawn(app.theme, partial(scene.draw, app.screen)))
            joined = " ".join(drawn.split())
            assert " ".join(said.split()) in joined, f"{course.key}/{lesson.key}: {said!r} not whole"
            assert " ".join(step.say.split()) in joined, f"{course.key}/{lesson.key}: the step's words cut"
            Driver(app).until(partial(lambda shown: not shown.to_show and not shown.animation, scene))  # shown
            scene.hint()  # takes it back at once
            assert scene.hint_words
            drawn = [text for text, _ in texts_drawn(app.theme, partial(scene.draw, app.screen))]
            joined = " ".join(" ".join(drawn).split())
            assert not [text for text in drawn if "…" in text], f"{course.key}/{lesson.key}: cut with the hint"
            assert " ".join(scene.hint_words.split()) in joined and " ".join(step.say.split()) in joined
    app.quit()


def test_n_starts_a_lesson_again_as_it_starts_a_new_game(driver):
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    settle(driver, scene)
    play(driver, "d3-d4")
    settle(driver, scene)
    assert scene.tutor.index == 1
    driver.key(pygame.K_n)
    assert scene.tutor.index == 0 and not scene.session.moves[len(scene.lesson.moves) :]
    for text in ("d3-d4", "c3-d3"):
        settle(driver, scene)
        play(driver, text)
    settle(driver, scene)
    assert scene.won == 3
    driver.key(pygame.K_n)  # done: N plays it again too
    assert scene.won is None and scene.tutor.index == 0


def test_undo_in_a_lesson_says_what_takes_its_place_and_n_at_the_start_says_it_started_again(driver):
    """Ctrl+Z, and N before any move, did nothing that showed."""
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    settle(driver, scene)
    driver.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert driver.app.toast[0] == "A lesson takes no move back: Start again (N) begins it anew"
    pad(driver, PAD_X)  # a gamepad's undo: the words name no key it lacks
    assert driver.app.toast[0] == "A lesson takes no move back: Start again begins it anew"
    driver.key(pygame.K_n)
    assert driver.app.toast[0] == "The lesson starts again from its first step" and scene.tutor.index == 0


def test_the_keys_that_keep_copy_or_review_a_game_say_a_lesson_is_none_of_those(driver):
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    settle(driver, scene)
    for key, mod in ((pygame.K_s, pygame.KMOD_LCTRL), (pygame.K_c, pygame.KMOD_LCTRL), (pygame.K_r, 0)):
        driver.app.toast = None
        driver.key(key, mod)
        assert driver.app.toast[0] == "A lesson is not saved, copied or reviewed: a game of your own is"
        assert driver.app.scene is scene and not list(saves_dir(driver.app.data).glob("*.json"))


def test_a_gamepad_reaches_the_lessons_hint_and_start_again(driver):
    open_lesson(driver, "Slyde:", "1. A swap")
    scene = driver.app.scene
    settle(driver, scene)
    pad(driver, PAD_START)  # Start, then B: to the buttons and back, and the lesson stays
    pad(driver, PAD_B)
    assert driver.app.scene is scene
    pad_press(driver, "Hint")
    assert scene.hint_words is not None and not scene.buttons.engaged
    play(driver, "d3-d4")
    settle(driver, scene)
    assert scene.tutor.index == 1
    pad_press(driver, "Start again")
    assert scene.tutor.index == 0 and scene.hint_words is None


def test_the_anti_mirror_lesson_plays_to_three_stars_with_a_gamepad_alone(driver):
    open_lesson(driver, "Slyde:", "5. The anti-mirror rule")
    scene = driver.app.scene
    settle(driver, scene)
    for name in ("d3", "d4"):  # the swap: the d-pad to each pawn, and A
        pad_to(driver, name)
        pad(driver, PAD_A)
    settle(driver, scene)
    assert scene.tutor.index == 1
    pad_press(driver, "Toggle")  # Start, the d-pad to Toggle, A: then a pawn
    pad_to(driver, "c4")
    pad(driver, PAD_A)
    settle(driver, scene)
    assert scene.won == 3 and str(scene.session.moves[-1]) == "*c4"


def test_tab_in_the_list_of_lessons_leaves_nothing(driver):
    open_learn(driver)
    learn = driver.app.scene
    driver.key(pygame.K_TAB)
    assert driver.app.scene is learn


def test_the_last_lesson_leads_on_to_the_coached_first_game_and_its_results_back(driver):
    from game.client.scenes.play import PlayScene

    open_learn(driver)
    driver.press_button(next(b.label for b in driver.app.scene.buttons.buttons if b.label.startswith("SlideCore 6:")))
    learn = driver.app.scene
    course = learn.course
    last = course.lessons[-1]
    driver.press_button(f"{len(course.lessons)}. {last.title}")
    scene = driver.app.scene
    for step in last.steps:
        settle(driver, scene)
        play(driver, step.right[0])
    settle(driver, scene)
    assert scene.won == 3 and buttons_of(driver)[0] == "First game, coached"
    driver.key(pygame.K_RETURN)
    game = driver.app.scene
    assert isinstance(game, PlayScene) and game.coached and game.session.state.game == course.game
    assert [p.level for p in game.session.players] == [None, "easy"]
    driver.until(game.match.persons_turn, 20)
    driver.press_button("Resign")
    driver.press_button("Resign? Press again")
    driver.settle()
    driver.press_button("Back to the lessons")
    assert driver.app.scene is learn


@pytest.mark.parametrize(("course", "lesson"), [("slide", "pair"), ("slide", "tie")])
def test_a_done_lessons_buttons_are_named_whole_in_large_text_at_800x600(data_dir, course, lesson):
    """ "Next les…" said nothing of where it led: where "Next lesson" or "First game,
    coached" has no room, "Next" or "Play"."""
    from game.client.app import App
    from game.client.scenes import SCENES

    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    chosen = next(c for c in courses() if c.key == course)
    scene = LessonScene(app, chosen, lesson)
    app.reset(scene)
    drive = Driver(app)
    while scene.won is None:
        settle(drive, scene)
        if scene.won is None:
            scene.attempt(scene.tutor.hint()[1])
    drive.frames(5)
    drawn = [text for text, _ in texts_drawn(app.theme, partial(scene.draw, app.screen))]
    assert "Lessons" in drawn and not [text for text in drawn if "…" in text], drawn
    app.quit()


def test_g_outlines_the_biggest_groups_in_a_lesson_and_in_practice_and_hides_them_again(driver):
    """The Groups button (G) stands beside the board in a lesson and in practice as it
    does in a game: it outlines both biggest groups there too, lifting the lesson's dimming."""

    def outlined(scene) -> int:
        return outlined_pixels(driver, scene.board.view.rect)

    open_lesson(driver, "Slyde:", "2. Groups")
    scene = driver.app.scene
    settle(driver, scene)
    assert outlined(scene) == 0
    driver.key(pygame.K_g)
    assert outlined(scene) > 4 * scene.board.view.cell
    driver.key(pygame.K_g)
    assert outlined(scene) == 0
    driver.key(pygame.K_ESCAPE)
    driver.press_button(next(b.label for b in driver.app.scene.buttons.buttons if b.label.startswith("Practice:")))
    practice = driver.app.scene
    assert isinstance(practice, PracticeScene) and outlined(practice) == 0
    driver.press_button("Show groups")
    assert outlined(practice) > 4 * practice.board.view.cell
