"""Practice, played as a learner plays it: open a game's practice positions from
Learn, solve one with clicks, fail the next and see the computer's answer and the
best move, the streak kept through a restart."""

import pygame
import pytest

from game.client.scene import WAITING_REDRAW_S
from game.client.scenes.learn import LearnScene
from game.client.scenes.practice import PracticeScene
from game.learn import progress
from game.learn.practice import Verdict, practice_sets

from .conftest import Driver, no_room, texts_drawn
from .inputs import play


def open_practice(drive: Driver, key: str) -> PracticeScene:
    practice = next(p for p in practice_sets() if p.key == key)
    drive.press_button("Learn")
    assert isinstance(drive.app.scene, LearnScene)
    course = next(b.label for b in drive.app.scene.buttons.buttons if b.label.startswith(practice.title + ":"))
    drive.press_button(course)
    drive.press_button(next(b.label for b in drive.app.scene.buttons.buttons if b.label.startswith("Practice:")))
    scene = drive.app.scene
    assert isinstance(scene, PracticeScene) and scene.practice.key == key
    return scene


@pytest.mark.parametrize(("key", "keys"), [("slide", "Enter"), ("slidecore", "arrow keys")])
def test_once_the_keys_move_the_cursor_a_position_says_how_they_make_the_move(driver, key, keys):
    scene = open_practice(driver, key)
    driver.until(lambda: scene.animation is None)

    def panel() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))

    assert keys not in panel()
    driver.key(pygame.K_DOWN)
    assert keys in panel()


@pytest.mark.parametrize("key", [p.key for p in practice_sets()])
def test_a_position_is_solved_with_the_clicks_of_its_best_move(driver, data_dir, key):
    scene = open_practice(driver, key)
    puzzle = scene.trainer.puzzle
    play(driver, puzzle.best)
    driver.until(lambda: scene.animation is None)
    assert scene.trainer.answered is Verdict.SOLVED and scene.headline().startswith("Solved")
    assert scene.session.moves[-1] == scene.start.parse_move(puzzle.best)
    kept, _ = progress.load(data_dir)
    assert kept.best_streak(key) == 1 and kept.practice_at(key) == 1 % len(scene.practice.puzzles)
    driver.key(pygame.K_h)  # nothing better to show: it says so
    assert driver.app.toast[0] == "Your move was the best: Next position (N) goes on"
    driver.key(pygame.K_RETURN)  # the next position
    assert scene.trainer.answered is None and scene.trainer.puzzle is not puzzle
    assert scene.headline().endswith(": find the best move")


@pytest.mark.parametrize(("key", "asked"), [("slide", "Your move"), ("slyde", "White to move")])
def test_a_position_asks_the_learner_as_play_does(driver, key, asked):
    """Slide's positions asked "You to move": where seats are only numbered, the learner's turn is "Your move"."""
    scene = open_practice(driver, key)
    assert scene.headline() == f"{asked}: find the best move"


def test_a_solved_positions_way_on_lies_across_the_panel_with_its_key(driver):
    """At 1280x720 "Next position" sat in half the panel, with no room for its Enter."""
    scene = open_practice(driver, "slide")
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    onward, back = scene.buttons.buttons
    assert onward.label == "Next position" and onward.rect.width == back.rect.width and onward.rect.y < back.rect.y
    theme = driver.app.theme
    drawn = dict(texts_drawn(theme, lambda: onward.draw(driver.app.screen, theme, False, False, 20)))
    assert "Next position" in drawn and "Enter" in drawn


def test_an_answered_positions_arrow_keys_walk_its_buttons_and_enter_presses_the_one_lit(driver):
    scene = open_practice(driver, "slyde")
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    assert scene.trainer.answered is Verdict.SOLVED
    driver.key(pygame.K_RIGHT)
    assert scene.buttons.buttons[scene.buttons.focus].label == "Back" and scene.board.cursor is None
    driver.key(pygame.K_LEFT)
    assert scene.buttons.buttons[scene.buttons.focus].label == "Next position"
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RETURN)  # Back, lit: out of practice
    assert isinstance(driver.app.scene, LearnScene)


def test_undo_in_practice_says_a_position_takes_one_try(driver):
    scene = open_practice(driver, "slyde")
    driver.key(pygame.K_BACKSPACE)
    assert driver.app.toast[0] == "A position takes one try, and it is not taken back"
    assert scene.trainer.answered is None


def test_practice_says_it_keeps_no_game_and_n_goes_on_once_the_position_is_answered(driver):
    scene = open_practice(driver, "slyde")
    for key, mod in ((pygame.K_s, pygame.KMOD_LCTRL), (pygame.K_c, pygame.KMOD_LCTRL), (pygame.K_r, 0)):
        driver.app.toast = None
        driver.key(key, mod)
        assert driver.app.toast[0] == "A position is not saved, copied or reviewed: a game of your own is"
    driver.key(pygame.K_n)
    assert driver.app.toast[0] == "A position waits for your move: then Next position (Enter, or N) goes on"
    assert scene.trainer.index == 0 and scene.trainer.answered is None
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    driver.key(pygame.K_n)
    assert scene.trainer.index == 1 and scene.trainer.answered is None and driver.app.scene is scene


def test_past_the_last_position_the_first_comes_again_and_it_is_said(driver):
    scene = open_practice(driver, "tile")
    count = len(scene.practice.puzzles)
    scene.trainer.index = count - 1  # the last position
    scene.begin()
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    driver.key(pygame.K_RETURN)
    assert scene.trainer.index == 0 and scene.headline().endswith(": find the best move")
    assert driver.app.toast[0] == f"All {count} positions seen: back to the first"


def test_rules_beside_a_position_opens_its_book_and_back_returns_to_the_same_position(driver):
    scene = open_practice(driver, "tile")
    puzzle = scene.trainer.puzzle
    driver.press_button("Rules")
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "tile" and not rules.lessons_button.enabled
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is scene and scene.trainer.puzzle is puzzle and scene.trainer.answered is None


def test_a_failed_move_gets_the_computers_answer_then_the_best_move_on_request(driver, data_dir):
    scene = open_practice(driver, "slyde")
    puzzle = scene.trainer.puzzle
    second = puzzle.weighed[1].move
    driver.key(pygame.K_h)  # no hint before a try: it says so, and the position waits
    assert scene.trainer.answered is None and "Show the best (H)" in driver.app.toast[0]
    play(driver, second)
    assert scene.trainer.answered is Verdict.FAILED and scene.headline() == "Not the best move"
    assert f"{puzzle.weighed[1].chance:.0%}" in scene.feedback  # how the tried move compares
    effect = scene.client.move_effect(scene.start, scene.start.parse_move(puzzle.best))
    assert effect and f"({effect})" in scene.feedback  # and what the best move does, in plain sight
    assert scene.animation is not None and scene.redraw_every_s() == 0  # the try slides: every frame
    scene.finish_animation()
    assert scene.refuting and scene.is_moving() and scene.redraw_every_s() == WAITING_REDRAW_S  # the cores to it
    driver.until(lambda: not scene.refuting and scene.animation is None, 30)
    assert len(scene.session.moves) == len(puzzle.moves) + 2  # the try, and the computer's answer to it
    assert "answers" in scene.feedback
    driver.press_button("Show the best")
    driver.until(lambda: scene.animation is None)
    best_words = scene.client.move_words(scene.start, scene.start.parse_move(puzzle.best))
    assert scene.headline() == f"The best move: {best_words}" and "answers" not in scene.feedback
    assert scene.session.moves[-1] == scene.start.parse_move(puzzle.best)
    assert len(scene.session.moves) == len(puzzle.moves) + 1
    assert scene.trainer.streak == 0 and scene.trainer.failed == 1


@pytest.mark.recovers
def test_where_the_computer_cannot_answer_a_failed_move_the_feedback_says_why(driver, monkeypatch):
    from .conftest import computers_cannot_run

    computers_cannot_run(driver.app, monkeypatch)
    scene = open_practice(driver, "slyde")
    play(driver, scene.trainer.puzzle.weighed[1].move)
    assert scene.trainer.answered is Verdict.FAILED
    driver.until(lambda: not scene.refuting, 60)
    assert "The computer cannot answer: the computer players' process cannot be kept running" in scene.feedback
    drawn = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
    assert "cannot answer" in drawn


def test_the_best_streak_and_the_next_position_survive_a_restart(driver, data_dir):
    scene = open_practice(driver, "tile")
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    driver.key(pygame.K_ESCAPE)  # back to the course, whose list is built again
    assert any(b.label.endswith("(best streak 1)") for b in driver.app.scene.buttons.buttons)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    scene = open_practice(driver, "tile")  # a new scene reads the progress file again
    assert scene.trainer.index == 1 and scene.trainer.best_streak == 1


def test_the_heading_of_a_late_position_is_whole_in_large_text_at_800x600(data_dir):
    """The heading "Slyde, tile edition practice, position 12 of…" lost its count; where the title
    and the count do not fit, the count alone."""
    from game.client.app import App
    from game.client.scenes import SCENES

    from .conftest import texts_drawn

    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    practice = next(p for p in practice_sets() if p.key == "tile")
    scene = PracticeScene(app, practice)
    scene.trainer.index = len(practice.puzzles) - 1
    scene.begin()
    app.reset(scene)
    drawn = " ".join(text for text, _ in texts_drawn(app.theme, lambda: scene.draw(app.screen)))
    assert f"position {len(practice.puzzles)} of {len(practice.puzzles)}" in drawn and "…" not in drawn
    app.quit()


def test_a_streak_the_disk_refused_is_kept_on_leaving_once_it_has_room(driver, data_dir, monkeypatch):
    scene = open_practice(driver, "tile")
    no_room(monkeypatch)
    play(driver, scene.trainer.puzzle.best)
    driver.until(lambda: scene.animation is None)
    assert "Could not keep the practice streak" in driver.app.toast[0]
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is scene
    assert driver.app.toast[0].startswith("Your practice streak is not kept (No space left on device)")
    monkeypatch.undo()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.app.scene, LearnScene)
    assert progress.load(data_dir)[0].best_streak("tile") == 1
