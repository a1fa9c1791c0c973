"""A lesson being played, without a window: right, wrong and illegal moves, the
hints in tiers, the stars, and the progress kept between sessions."""

import os

from game.learn import progress
from game.learn.course import courses
from game.learn.tutor import Tutor, Verdict, stars


def swap_lesson():
    return next(c for c in courses() if c.key == "slyde").lesson("swap")


def test_a_right_move_plays_the_scripted_reply_and_moves_to_the_next_step():
    tutor = Tutor(swap_lesson())
    before = tutor.state
    answer = tutor.attempt(before.parse_move("d3-d4"))
    assert answer.verdict is Verdict.RIGHT
    assert [str(m) for m in answer.played] == ["d3-d4", "c3-b3"]
    assert tutor.index == 1 and tutor.state.to_move == tutor.learner
    assert answer.before is before


def test_a_wrong_legal_move_says_try_again_and_why_and_changes_nothing():
    tutor = Tutor(swap_lesson())
    before = tutor.state
    answer = tutor.attempt(before.parse_move("b1-b2"))
    assert answer.verdict is Verdict.WRONG and answer.said.startswith("Try again: ")
    assert "d3 with d4" in answer.said
    assert tutor.state is before and tutor.index == 0 and tutor.wrong == 1


def test_an_illegal_move_gets_the_rules_reason_and_counts_for_nothing():
    tutor = Tutor(swap_lesson())
    from game.rules.slyde import Cell, SlydeMove

    answer = tutor.attempt(SlydeMove(Cell(3, 3), Cell(3, 2)))  # d4 is Black's
    assert answer.verdict is Verdict.ILLEGAL and answer.said == "Not allowed: d4 is not White's pawn"
    assert tutor.wrong == 0 and tutor.index == 0


def test_hints_come_in_tiers_and_end_with_the_move_itself():
    tutor = Tutor(swap_lesson())
    step = tutor.step
    assert tutor.hint() == (step.hints[0], None)
    assert tutor.hint() == (step.hints[1], None)
    words, move = tutor.hint()
    assert words is None and str(move) == "d3-d4"
    assert tutor.hint()[1] == move and tutor.hints == 3  # asking again shows it, and costs nothing more


def test_stars_count_the_help_taken():
    assert stars(0, 0) == 3
    assert stars(1, 0) == stars(0, 2) == 2
    assert stars(2, 1) == 1
    tutor = Tutor(swap_lesson())
    for text in ("d3-d4", "c3-d3"):
        tutor.attempt(tutor.state.parse_move(text))
    assert tutor.done and tutor.stars == 3


def test_progress_survives_a_restart_and_keeps_the_best(tmp_path):
    kept, problem = progress.load(tmp_path)
    assert problem is None and kept.best("slyde", "swap") == 0
    assert kept.record("slyde", "swap", 2)
    kept.save()
    again, _ = progress.load(tmp_path)
    assert again.best("slyde", "swap") == 2
    assert not again.record("slyde", "swap", 1)  # worse: the best stays
    assert again.record("slyde", "swap", 3)


def test_two_windows_keep_each_others_stars_and_streaks(tmp_path):
    first, _ = progress.load(tmp_path)
    second, _ = progress.load(tmp_path)  # both read the file before either wrote
    first.record("slyde", "swap", 2)
    first.record_practice("slyde-endings", 4, 5)
    first.save()
    second.record("slyde", "groups", 3)
    second.record("slyde", "swap", 1)
    second.record_practice("slyde-endings", 2, 9)  # a shorter streak, but it went on further
    second.record_practice("core-endings", 1, 1)
    second.save()
    kept, _ = progress.load(tmp_path)
    assert kept.stars == {"slyde/swap": 2, "slyde/groups": 3}
    assert kept.practice == {"slyde-endings": [4, 9], "core-endings": [1, 1]}
    first.record_practice("core-endings", 0, 0)  # the sets it did not move since it wrote stay as they are
    first.save()
    kept, _ = progress.load(tmp_path)
    assert kept.practice == {"slyde-endings": [4, 9], "core-endings": [1, 0]} and kept.stars["slyde/groups"] == 3


def test_a_progress_file_gone_bad_before_a_save_is_kept_aside_and_said_so(tmp_path):
    mine, _ = progress.load(tmp_path)
    mine.record("slyde", "swap", 2)
    (tmp_path / progress.FILE).write_text("{not json")  # another program, meanwhile
    said = mine.save()
    aside = [name for name in os.listdir(tmp_path) if name.startswith("learn.json.corrupt-")]
    assert len(aside) == 1 and (tmp_path / aside[0]).read_text() == "{not json"
    assert said is not None and f"was unreadable (not valid JSON at line 1); kept as {aside[0]}," in said
    assert progress.load(tmp_path)[0].stars == {"slyde/swap": 2}
    assert mine.save() is None  # a good file: nothing to say


def test_a_broken_progress_file_is_kept_aside_and_learning_starts_again(tmp_path):
    (tmp_path / progress.FILE).write_text('{"version": 1, "stars": {"slyde/swap": 7}}')
    kept, problem = progress.load(tmp_path)
    assert kept.stars == {} and "was unreadable (an entry not understood); kept as learn.json.corrupt-" in problem
    assert any(name.startswith("learn.json.corrupt-") for name in os.listdir(tmp_path))
    (tmp_path / progress.FILE).write_text("[" * 60_000)
    kept, problem = progress.load(tmp_path)
    assert kept.stars == {} and "(nested too deeply)" in problem
    (tmp_path / progress.FILE).write_text("[" * 100_000)
    kept, problem = progress.load(tmp_path)
    assert kept.stars == {} and "(too large)" in problem
