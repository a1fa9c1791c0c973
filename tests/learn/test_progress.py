"""What a player has learnt, kept in learn.json: the best of every try, the best of two
windows, and a file that is not a record of lessons kept aside, never read as one."""

import json

import pytest

from game import records
from game.learn import progress
from game.learn.progress import FILE, MAX_LESSONS, Progress


def written(folder, data) -> None:
    (folder / FILE).write_text(json.dumps(data))


def test_a_lesson_keeps_its_best_stars_and_says_when_they_changed(tmp_path):
    kept = Progress(tmp_path / FILE)
    assert (kept.best("slide", "cancel"), kept.unwritten) == (0, False)
    assert kept.record("slide", "cancel", 2) and kept.unwritten
    assert not kept.record("slide", "cancel", 2) and not kept.record("slide", "cancel", 1)
    assert kept.record("slide", "cancel", 3) and kept.best("slide", "cancel") == 3
    assert kept.best("slyde", "cancel") == 0  # another course's lesson of the same name


def test_a_practice_set_keeps_its_best_streak_and_goes_on_from_the_last_position(tmp_path):
    kept = Progress(tmp_path / FILE)
    assert (kept.best_streak("slide"), kept.practice_at("slide")) == (0, 0)
    kept.record_practice("slide", 4, 7)
    kept.record_practice("slide", 2, 9)
    assert (kept.best_streak("slide"), kept.practice_at("slide"), kept.unwritten) == (4, 9, True)


def test_what_is_kept_reads_back_the_same_and_nothing_is_left_unwritten(tmp_path):
    kept = Progress(tmp_path / FILE)
    kept.record("slide", "cancel", 2)
    kept.record_practice("slide", 3, 5)
    assert kept.keep() is None and not kept.unwritten
    again, said = progress.load(tmp_path)
    assert said is None and again.stars == {"slide/cancel": 2} and again.practice == {"slide": [3, 5]}
    assert json.loads((tmp_path / FILE).read_text())["version"] == 1


def test_two_windows_keep_the_best_of_both_and_each_its_own_place_in_practice(tmp_path):
    first, _ = progress.load(tmp_path)
    second, _ = progress.load(tmp_path)
    first.record("slide", "cancel", 3)
    first.record("slide", "pairs", 1)
    first.record_practice("slide", 6, 2)
    first.record_practice("slyde", 1, 4)
    assert first.save() is None
    second.record("slide", "pairs", 2)
    second.record_practice("slide", 3, 8)  # moved on in this window since it last wrote
    assert second.save() is None
    both, _ = progress.load(tmp_path)
    assert both.stars == {"slide/cancel": 3, "slide/pairs": 2}
    assert both.practice == {"slide": [6, 8], "slyde": [1, 4]}  # best streak of both; its own position


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"version": 2, "stars": {}}, "not a record of lessons"),
        ({"stars": {}}, "not a record of lessons"),
        ([], "not a record of lessons"),
        ({"version": 1, "stars": []}, "not a record of lessons"),
        ({"version": 1, "stars": {"slide/cancel": 4}}, "an entry not understood"),
        ({"version": 1, "stars": {"slide/cancel": 0}}, "an entry not understood"),
        ({"version": 1, "stars": {"slide/cancel": True}}, "an entry not understood"),
        ({"version": 1, "stars": {"slide/cancel": 2.0}}, "an entry not understood"),
        ({"version": 1, "stars": {"x" * 200: 1}}, "an entry not understood"),
        ({"version": 1, "stars": {f"c/{n}": 1 for n in range(MAX_LESSONS + 1)}}, "not a record of lessons"),
        ({"version": 1, "stars": {}, "practice": []}, "not a record of practice"),
        ({"version": 1, "stars": {}, "practice": {"slide": [1]}}, "an entry not understood"),
        ({"version": 1, "stars": {}, "practice": {"slide": [1, -1]}}, "an entry not understood"),
        ({"version": 1, "stars": {}, "practice": {"slide": [1_000_000, 0]}}, "an entry not understood"),
        ({"version": 1, "stars": {}, "practice": {"slide": [True, 0]}}, "an entry not understood"),
        ({"version": 1, "stars": {}, "practice": {"x" * 200: [1, 0]}}, "an entry not understood"),
        (
            {"version": 1, "stars": {}, "practice": {f"p{n}": [1, 0] for n in range(MAX_LESSONS + 1)}},
            "not a record of practice",
        ),  # fmt: skip
    ],
)
def test_a_file_that_is_not_a_record_of_lessons_is_kept_aside_and_progress_starts_again(tmp_path, data, problem):
    written(tmp_path, data)
    kept, said = progress.load(tmp_path)
    assert kept.stars == {} and kept.practice == {} and not (tmp_path / FILE).exists()
    (aside,) = tmp_path.iterdir()
    assert said == f"The lessons' progress was unreadable ({problem}); kept as {aside.name}, starting again."
    assert json.loads(aside.read_text()) == data


def test_a_file_with_some_bad_entries_keeps_the_sound_ones_and_is_kept_aside(tmp_path):
    data = {
        "version": 1,
        "stars": {"slide/cancel": 3, "slide/pairs": 7, "slyde/swap": 2},
        "practice": {"slide": [4, 2], "slyde": "lots"},
    }
    written(tmp_path, data)
    kept, said = progress.load(tmp_path)
    assert kept.stars == {"slide/cancel": 3, "slyde/swap": 2} and kept.practice == {"slide": [4, 2]}
    (aside,) = [path for path in tmp_path.iterdir() if path.name != FILE]
    assert said == (
        f"The lessons' progress was unreadable (2 of its entries not understood); kept as {aside.name}, the rest kept."
    )
    assert json.loads(aside.read_text()) == data  # the file as it was
    again, said_again = progress.load(tmp_path)  # the sound entries written in its place
    assert (again.stars, again.practice, said_again) == (kept.stars, kept.practice, None)


def test_saving_over_a_file_with_some_bad_entries_keeps_its_sound_ones(tmp_path):
    kept, _ = progress.load(tmp_path)
    kept.record("slide", "cancel", 2)
    written(tmp_path, {"version": 1, "stars": {"slyde/swap": 3, "slyde/end": 9}})
    assert kept.save().endswith("what this window holds saved in its place.")
    again, _ = progress.load(tmp_path)
    assert again.stars == {"slide/cancel": 2, "slyde/swap": 3}


def test_the_largest_record_it_reads_is_read_whole(tmp_path):
    data = {
        "version": 1,
        "stars": {f"c/{n}": 1 + n % 3 for n in range(MAX_LESSONS)},
        "practice": {"p": [999_999, 0]},
    }
    written(tmp_path, data)
    kept, said = progress.load(tmp_path)
    assert said is None and kept.stars == data["stars"] and kept.practice == {"p": [999_999, 0]}


def test_a_file_gone_bad_while_the_window_was_open_is_kept_aside_on_saving_and_this_windows_progress_written(tmp_path):
    kept, _ = progress.load(tmp_path)
    kept.record("slide", "cancel", 2)
    (tmp_path / FILE).write_text("{ cut short")
    said = kept.save()
    (aside,) = [path for path in tmp_path.iterdir() if path.name != FILE]
    assert said == (
        f"The lessons' progress was unreadable (not valid JSON at line 1); kept as {aside.name}, "
        "what this window holds saved in its place."
    )
    assert aside.read_text() == "{ cut short" and progress.load(tmp_path)[0].stars == {"slide/cancel": 2}


def test_a_file_gone_bad_that_cannot_be_moved_aside_is_not_written_over_and_said(tmp_path, monkeypatch):
    kept, _ = progress.load(tmp_path)
    kept.record("slide", "cancel", 2)
    (tmp_path / FILE).write_text("{ cut short")

    def refused(_path):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(records, "keep_aside", refused)
    assert kept.saved("the lesson's stars") == (
        "Could not keep the lesson's stars: The lessons' progress could not be read (not valid JSON at line 1) "
        "nor kept aside, so it is left as it is"
    )
    assert (tmp_path / FILE).read_text() == "{ cut short" and kept.unwritten


def test_progress_that_cannot_be_written_says_why_and_stays_unwritten(tmp_path):
    (tmp_path / "a file").write_text("")
    kept = Progress(tmp_path / "a file" / FILE)  # where no folder can be
    kept.record("slide", "cancel", 2)
    why = kept.keep()
    assert why and kept.unwritten
    assert kept.saved("the lesson's stars") == f"Could not keep the lesson's stars: {why}"


def test_a_record_of_lessons_alone_from_before_practice_loads_and_is_written_back_where_it_was(tmp_path):
    written(tmp_path, {"version": 1, "stars": {"slide/cancel": 2}})
    kept, said = progress.load(tmp_path)
    assert said is None and kept.stars == {"slide/cancel": 2} and kept.practice == {}
    kept.record_practice("slide", 1, 1)
    assert kept.keep() is None
    assert json.loads((tmp_path / FILE).read_text())["practice"] == {"slide": [1, 1]}
