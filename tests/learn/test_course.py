"""Courses as data: every lesson replays through the rules, and one the rules would
not allow is refused when it is loaded, saying where."""

import json
import re

import pytest

from game.learn.course import COURSES, CourseError, course_for, courses, courses_for, load_course, replay
from game.rules import registry, slide


def test_every_course_loads_and_every_lesson_replays_as_taught():
    found = courses()
    assert {course.game for course in found} >= {"slyde", "slidecore"}
    for course in found:
        assert 4 <= len(course.lessons) <= 8  # a course of short lessons, in the order a first game needs them
        for lesson in course.lessons:
            final = replay(lesson)
            assert final.game == course.game
            if lesson.goal == "win":
                assert final.outcome().winners == (lesson.start().to_move,)


def test_every_lessons_words_fit_the_mouse_the_keys_and_a_pad_alike():
    """The board takes a click, Enter on the cursor or the pad's A alike: a step says
    what to choose, never how to point at it."""
    for course in courses():
        for lesson in course.lessons:
            for step in lesson.steps:
                for words in (step.say, *step.hints, step.wrong, step.praise):
                    assert not re.search(r"\b(click|drag|tap)", words, re.IGNORECASE), (course.key, lesson.key, words)


@pytest.mark.parametrize("course", ["slyde", "tile"])
def test_the_cut_lesson_says_true_only_its_swap_cuts_the_biggest_group_and_every_other_leaves_ten(course):
    lesson = next(c for c in courses() if c.key == course).lesson("cut")
    start, step = lesson.start(), lesson.steps[0]
    them = 1 - start.to_move
    assert (
        max(start.group_sizes()[them]) == 12
        and f"has 12; yours has {max(start.group_sizes()[start.to_move])}" in step.say
    )
    lit = {
        str(start.board.cell(bit))
        for bit in range(start.groups(them)[0].bit_length())
        if start.groups(them)[0] >> bit & 1
    }
    assert lit == set(step.lit)  # the lit places are the group the step names
    for move in start.legal_moves():
        sizes = start.play(move).group_sizes()[them]
        biggest = sizes[0]
        if start.format_move(move) in step.right:  # cut in two, as the praise says
            assert biggest <= 7 and f"into {sizes[0]} and {sizes[1]}" in step.praise
        else:
            assert biggest >= 10, start.format_move(move)  # as the step's "wrong" says


def test_where_whites_disc_goes_says_true_of_each_ring_and_of_both_groups():
    lesson = next(c for c in courses() if c.key == "slidecore").lesson("their-disc")
    start, step = lesson.start(), lesson.steps[0]
    me, them = start.to_move, 1 - start.to_move
    assert start.group_sizes()[me][0] == 5 and start.group_sizes()[them][:2] == [4, 4]  # "your group of 5"
    after = {ring: start.play(start.parse_move(f"c6 d4 {ring}")).group_sizes() for ring in ("a4", "c3", "f6")}
    assert {ring: sizes[them][0] for ring, sizes in after.items()} == {"a4": 4, "c3": 9, "f6": 6}  # as the hints say
    assert all(sizes[me][0] == 7 for sizes in after.values())  # "your group grew to 7"
    assert step.right == ("c6 d4 a4",) and {m.other for m in start.legal_moves() if str(m).startswith("c6 d4")} == {
        start.parse_move(f"c6 d4 {ring}").other for ring in after
    }  # the step names every ring the turn has


def test_keep_a_pair_together_says_true_of_every_push():
    lesson = next(c for c in courses() if c.key == "slide").lesson("pair")
    start, step = lesson.start(), lesson.steps[0]
    seat = start.to_move
    pair = slide.cancelled(start.cards[seat], start.up[seat])
    assert pair == 1 << slide.parse_cell("b1") | 1 << slide.parse_cell("c1") and start.middle == (3,)
    for push in start.legal_moves():
        after = start.play(push)
        kept = slide.cancelled(after.cards[seat], after.up[seat]).bit_count() == 2
        assert kept is (str(push) in step.right), str(push)  # right: the 5s still cancel; wrong: they part


def test_the_tile_editions_course_sits_beside_slydes():
    assert [course.key for course in courses_for("slyde")] == ["slyde", "tile"]
    assert all(lesson.options["rules"] == "tile" for lesson in courses_for("slyde")[1].lessons)


def write(tmp_path, lessons, game="slyde"):
    path = tmp_path / "9-broken.json"
    path.write_text(json.dumps({"title": "Broken", "game": game, "lessons": lessons}))
    return path


GOOD_STEP = {"say": "Swap d3 with d4.", "right": ["d3-d4"]}


@pytest.mark.parametrize(
    ("lesson", "problem"),
    [
        ({"key": "a", "title": "A", "options": {"size": 6}, "steps": [{"say": "x", "right": ["d3-d5"]}]}, "not legal"),
        ({"key": "a", "title": "A", "options": {"size": 6}, "moves": ["a1-a2"], "steps": [GOOD_STEP]}, "position"),
        ({"key": "a", "title": "A", "options": {"size": 6}, "steps": [{**GOOD_STEP, "replies": ["d4-d5"]}]}, "reply"),
        (
            {"key": "a", "title": "A", "options": {"size": 6}, "steps": [GOOD_STEP, GOOD_STEP]},
            "step 2: it is not the learner's turn",
        ),
        ({"key": "a", "title": "A", "options": {"size": 6}, "steps": [GOOD_STEP], "goal": "win"}, "does not win"),
        ({"key": "a", "title": "A", "options": {"size": 99}, "steps": [GOOD_STEP]}, "position"),
        ({"key": "a", "title": "A", "steps": [{**GOOD_STEP, "rigth": ["d3-d4"]}]}, "unknown field"),
        ({"key": "a", "title": "A", "steps": [{"say": "x", "right": []}]}, "no move counts"),
        ({"key": "a", "title": "A", "steps": [{"say": "word " * 41, "right": ["d3-d4"]}]}, "more than 40 words"),
    ],
)
def test_a_lesson_the_rules_would_not_allow_is_refused_at_load_saying_where(tmp_path, lesson, problem):
    with pytest.raises(CourseError) as caught:
        load_course(write(tmp_path, [lesson]))
    assert problem in str(caught.value)
    assert "9-broken.json, lesson 1" in str(caught.value)


def test_every_right_move_is_followed_not_only_the_one_taught(tmp_path):
    first = {"say": "Swap d3 or b1.", "right": ["d3-d4", "b1-b2"], "replies": ["c3-b3"]}
    second = {"say": "Swap c3 with d3.", "right": ["c3-d3"]}  # after b1-b2, d3 is still White's
    lesson = {"key": "a", "title": "A", "options": {"size": 6}, "steps": [first, second]}
    with pytest.raises(CourseError, match="step 2: the right move 'c3-d3' is not legal"):
        load_course(write(tmp_path, [lesson]))
    second["right"] = ["e2-e3"]  # legal whichever came first
    assert len(load_course(write(tmp_path, [lesson])).lessons[0].steps) == 2


def test_a_slide_lesson_with_a_deck_that_is_not_100_cards_is_refused(tmp_path):
    lesson = {"key": "a", "title": "A", "options": {"players": 2, "deck": [1] * 100}, "steps": [GOOD_STEP]}
    with pytest.raises(CourseError, match="ten cards of each value"):
        load_course(write(tmp_path, [lesson], game="slide"))


@pytest.mark.parametrize(
    ("content", "problem"),
    [(b"\xff{", "not UTF-8 text"), (b'{"title": ', "not valid JSON at line 1"), (b"[" * 100_000, "nested too deeply")],
)
def test_a_course_file_that_is_not_json_is_refused_in_words(tmp_path, content, problem):
    path = tmp_path / "1-bad.json"
    path.write_bytes(content)
    with pytest.raises(CourseError) as caught:
        load_course(path)
    assert str(caught.value) == f"1-bad.json: {problem}"


def test_a_course_of_an_unknown_game_is_refused(tmp_path):
    with pytest.raises(CourseError, match="unknown game"):
        load_course(write(tmp_path, [], game="chess"))


@pytest.mark.parametrize(
    ("lessons", "problem"),
    [
        (["a lesson"], "9-broken.json, lesson 1: needs key, title, steps"),
        ([{"key": "a", "title": "A", "steps": []}], "9-broken.json, lesson 1: has no steps"),
        ([{"key": "a", "title": "A", "steps": ["say"]}], "9-broken.json, lesson 1, step 1: needs say and right"),
        ([{"key": "a", "title": "A", "steps": [{"say": "x"}]}], "9-broken.json, lesson 1, step 1: needs say and right"),
        (
            [{"key": "a", "title": "A", "steps": [GOOD_STEP], "goal": "lose"}],
            "9-broken.json, lesson 1: unknown goal 'lose'",
        ),
        ([], "9-broken.json: has no lessons"),
    ],
)
def test_a_course_file_of_the_wrong_shape_says_where_and_what_it_lacks(tmp_path, lessons, problem):
    with pytest.raises(CourseError) as caught:
        load_course(write(tmp_path, lessons))
    assert str(caught.value) == problem
    path = tmp_path / "2-list.json"
    path.write_text(json.dumps(["title", "game", "lessons"]))
    with pytest.raises(CourseError) as caught:
        load_course(path)
    assert str(caught.value) == "2-list.json: needs title, game, lessons"


def test_a_loaded_course_holds_its_words_as_written_and_its_key_from_the_file_name(tmp_path):
    lesson = {"key": "a", "title": "Swap first", "options": {"size": 6}, "steps": [GOOD_STEP]}
    path = tmp_path / "3-two-words.json"
    path.write_text(json.dumps({"title": "Broken", "game": "slyde", "lessons": [lesson]}))
    course = load_course(path)
    assert (course.key, course.title, course.opponents) == ("two-words", "Broken", 1)
    (loaded,) = course.lessons
    assert (loaded.key, loaded.title, loaded.options, loaded.goal) == ("a", "Swap first", {"size": 6}, "")
    (step,) = loaded.steps
    assert (step.say, step.right, step.wrong, step.praise, step.hints) == ("Swap d3 with d4.", ("d3-d4",), "", "", ())


def test_the_built_in_courses_are_the_files_under_courses():
    assert sorted(p.stem.split("-", 1)[1] for p in COURSES.glob("*.json")) == sorted(c.key for c in courses())
    assert all(registry.spec(c.game) for c in courses())


def test_every_slide_step_that_asks_for_a_push_lights_the_card_to_take():
    """The lesson's shade darkens what a step does not light: a push whose card lay in
    the dark looked as if it could not be taken."""
    slide = [course for course in courses() if course.game == "slide"]
    assert slide
    for course in slide:
        for lesson in course.lessons:
            for number, step in enumerate(lesson.steps, 1):
                if any(answer.startswith("take") for answer in step.right):
                    assert any(place.startswith("middle") for place in step.lit), (lesson.key, number)


@pytest.mark.parametrize(
    ("game", "options", "course"),
    [
        ("slyde", {"rules": "mindsports", "size": 12}, "slyde"),
        ("slyde", {"rules": "tile", "size": 10}, "tile"),
        ("slidecore", {"side": 6}, "slidecore"),
        ("slide", {"players": 6}, "slide"),
    ],
)
def test_the_course_for_a_game_is_the_one_of_its_edition_whatever_its_size(game, options, course):
    found = course_for(game, registry.spec(game).check_options(**options))
    assert found is not None and found.key == course


def test_a_game_without_a_course_has_none(tmp_path):
    assert course_for("slyde", {"rules": "tile", "size": 8}, tmp_path) is None
