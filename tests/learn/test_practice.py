"""Practice positions as data: enough of them for every game, each replayed through
the rules, its solution still the engine's choice; a broken one refused at load,
saying where; the trainer's streaks; and Slide's weighing that never peeks."""

import json
from random import Random

import pytest

from game.ai.judge import weigh_moves
from game.learn import progress
from game.learn.course import CourseError
from game.learn.practice import (
    PRACTICE,
    Puzzle,
    Trainer,
    Verdict,
    Weighed,
    check,
    clearly_best,
    load_practice,
    practice_sets,
)
from game.rules import registry
from game.rules.slyde import SlydeMove


def test_every_game_has_at_least_twelve_practice_positions_each_clearly_best():
    found = {practice.key: practice for practice in practice_sets()}
    assert set(found) == {"slyde", "tile", "slidecore", "slide"}
    assert found["tile"].puzzles[0].options["rules"] == "tile"
    for practice in found.values():
        assert len(practice.puzzles) >= 12
        for puzzle in practice.puzzles:
            state = puzzle.start()
            assert not state.is_over() and len(state.legal_moves()) >= 2
            assert clearly_best(puzzle.weighed) and state.why_illegal(state.parse_move(puzzle.best)) is None


@pytest.mark.parametrize("name", ["1-slyde.json", "3-slidecore.json", "4-slide.json"])
def test_the_engine_still_finds_the_first_stored_solutions(name):
    for puzzle in load_practice(PRACTICE / name).puzzles[:2]:
        assert check(puzzle) is None


def test_the_check_fails_when_the_stored_solution_is_not_the_engines_choice():
    puzzle = load_practice(PRACTICE / "1-slyde.json").puzzles[0]
    swapped = (puzzle.weighed[1], puzzle.weighed[0], *puzzle.weighed[2:])
    problem = check(Puzzle(puzzle.key, puzzle.game, puzzle.options, puzzle.moves, swapped))
    assert problem is not None and f"prefers {puzzle.best}" in problem


def write(tmp_path, positions, game="slyde"):
    path = tmp_path / "9-broken.json"
    path.write_text(json.dumps({"title": "Broken", "game": game, "positions": positions}))
    return path


GOOD = {"key": "a", "options": {"size": 6}, "moves": ["d3-d4"], "weighed": [["a1-b1", 0.8], ["c1-d1", 0.3]]}


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"weighed": [["a1-c1", 0.8], ["c1-d1", 0.3]]}, "not legal"),
        ({"weighed": [["a1-b1", 0.5], ["c1-d1", 0.4]]}, "not clearly better"),
        ({"weighed": [["a1-b1", 0.8]]}, "not clearly better"),
        ({"weighed": [["a1-b1", 0.8], ["a1-b1", 0.3]]}, "weighed twice"),
        ({"weighed": [["a1-b1", 1.8], ["c1-d1", 0.3]]}, "weighed lists"),
        ({"weighed": [["a1-b1", True], ["c1-d1", 0.3]]}, "weighed lists"),
        ({"moves": ["a1-a2"]}, "its position"),
        ({"options": {"size": 99}}, "its position"),
        ({"moves": "d3-d4"}, "options and moves"),
    ],
)
def test_a_position_the_rules_would_not_allow_is_refused_at_load_saying_where(tmp_path, change, problem):
    with pytest.raises(CourseError) as caught:
        load_practice(write(tmp_path, [{**GOOD, **change}]))
    assert problem in str(caught.value) and "9-broken.json, position 1" in str(caught.value)


def test_a_set_that_is_not_json_or_of_an_unknown_game_is_refused(tmp_path):
    path = tmp_path / "9-bad.json"
    path.write_text("{")
    with pytest.raises(CourseError, match="not valid JSON"):
        load_practice(path)
    with pytest.raises(CourseError, match="unknown game"):
        load_practice(write(tmp_path, [GOOD], game="chess"))
    load_practice(write(tmp_path, [GOOD]))  # the good one loads


def test_a_score_margin_alone_is_clearly_best_only_without_a_worse_chance():
    assert clearly_best((Weighed("a", 0.5, 20.0), Weighed("b", 0.45, 26.0)))
    assert not clearly_best((Weighed("a", 0.4, 20.0), Weighed("b", 0.45, 26.0)))
    assert not clearly_best((Weighed("a", 0.5, 20.0), Weighed("b", 0.45, 22.0)))


def test_the_trainer_counts_a_streak_and_keeps_the_best():
    practice = load_practice(PRACTICE / "1-slyde.json")
    trainer = Trainer(practice, best_streak=1)
    for _ in range(2):
        state = trainer.puzzle.start()
        assert trainer.attempt(state, state.parse_move(trainer.puzzle.best)).verdict is Verdict.SOLVED
        trainer.next()
    assert (trainer.streak, trainer.best_streak, trainer.solved) == (2, 2, 2)
    state = trainer.puzzle.start()
    illegal = trainer.attempt(state, SlydeMove.parse("a1-f6"))  # no swap spans the board
    assert illegal.verdict is Verdict.ILLEGAL and illegal.reason and trainer.answered is None
    second = state.parse_move(trainer.puzzle.weighed[1].move)
    failed = trainer.attempt(state, second)
    assert failed.verdict is Verdict.FAILED and failed.tried == trainer.puzzle.weighed[1]
    assert (trainer.streak, trainer.best_streak, trainer.failed) == (0, 2, 1)
    assert trainer.answered is Verdict.FAILED
    trainer.attempt(state, second)
    assert trainer.failed == 2


def test_the_trainer_goes_on_position_by_position_round_the_set_and_forgets_each_verdict():
    practice = load_practice(PRACTICE / "1-slyde.json")
    count = len(practice.puzzles)
    fresh = Trainer(practice)
    assert (fresh.index, fresh.best_streak, fresh.streak, fresh.answered) == (0, 0, 0, None)
    trainer = Trainer(practice, start=count + 2)  # a place kept from a longer set: round to this one
    assert trainer.puzzle is practice.puzzles[2]
    state = trainer.puzzle.start()
    trainer.attempt(state, state.parse_move(trainer.puzzle.best))
    assert trainer.answered is Verdict.SOLVED
    assert trainer.next() is practice.puzzles[3] and trainer.answered is None
    for _ in range(count - 3):
        trainer.next()
    assert trainer.index == 0  # after the last position, the first again


def test_slides_pushes_are_weighed_without_the_cards_nobody_knows():
    state = registry.new_game("slide", {"players": 2, "seed": 5})
    rng = Random(3)
    while not (state.ply > 30 and state.format_move(state.legal_moves()[0]).startswith("take")):
        state = state.play(rng.choice(state.legal_moves()))
    mover = state.to_move
    redealt = state.view(mover).sample(Random(8))  # every card the mover cannot know dealt anew
    assert redealt.key() != state.key()
    first, second = weigh_moves(state, 60, "s"), weigh_moves(redealt, 60, "s")
    assert [(v.move, v.chance, v.points) for v in first] == [(v.move, v.chance, v.points) for v in second]


def test_the_best_streak_and_the_place_survive_a_restart(tmp_path):
    kept, _ = progress.load(tmp_path)
    kept.record_practice("slyde", 3, 5)
    kept.record_practice("slyde", 1, 6)  # a shorter streak keeps the best
    kept.save()
    again, problem = progress.load(tmp_path)
    assert problem is None and again.best_streak("slyde") == 3 and again.practice_at("slyde") == 6


@pytest.mark.parametrize("practice", [{"slyde": [3]}, {"slyde": [-1, 0]}, {"slyde": [1, True]}, []])
def test_a_broken_practice_record_is_kept_aside(tmp_path, practice):
    (tmp_path / progress.FILE).write_text(json.dumps({"version": 1, "stars": {}, "practice": practice}))
    kept, problem = progress.load(tmp_path)
    assert kept.practice == {} and problem is not None and "kept as" in problem


def test_the_lessons_command_fails_on_a_solution_the_engine_no_longer_finds(tmp_path, capsys):
    from game.cli.lessons import check_lessons

    puzzle = load_practice(PRACTICE / "1-slyde.json").puzzles[0]
    wrong = [[puzzle.weighed[1].move, 0.9], [puzzle.best, 0.2]]  # the numbers claim the second move is best
    position = {"key": puzzle.key, "options": puzzle.options, "moves": list(puzzle.moves), "weighed": wrong}
    write(tmp_path, [position])
    assert check_lessons(tmp_path / "no courses", tmp_path) == 1
    out = capsys.readouterr().out
    assert f"FAILED: the engine now prefers {puzzle.best}, not {puzzle.weighed[1].move}" in out
    (tmp_path / "9-broken.json").write_text("[")
    assert check_lessons(tmp_path / "no courses", tmp_path) == 1 and "FAILED 9-broken.json" in capsys.readouterr().out
