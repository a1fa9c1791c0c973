"""A game being played, without a window: seats, undo policy, the computer's replies, keeping it on disk."""

import os
import shutil

import pytest

from game import records
from game.ai.players import uses_compiled
from game.ai.worker import Answer
from game.client.datalock import DataLock
from game.client.match import Match, Purpose
from game.client.places import autosave_path, saves_dir
from game.client.session import Session
from game.records import Seat, numbered

from .conftest import no_room

PEOPLE = [numbered("person", 1), numbered("person", 2)]
AGAINST = [numbered("person", 1), numbered("easy", 0)]
AGAINST_NORMAL = [numbered("normal", 0), numbered("person", 1)]


class FakeWorker:
    """Answers each request with the text it is told to, when polled."""

    def __init__(self, answer: str | None, error: str = "", weighed=None) -> None:
        self.answer, self.error, self.weighed = answer, error, weighed
        self.requests, self.current, self.restarts = [], None, 0
        self.playouts = []
        self.ready = True

    def ask(self, game, options, moves, level, seed, seconds=None, playouts=None, expect_s=0.0):
        self.current = len(self.requests) + 1
        self.requests.append((game, tuple(moves), level))
        self.playouts.append(playouts)
        self.asked = {"options": options, "seed": seed, "seconds": seconds, "expect_s": expect_s}
        return self.current

    def getting_ready(self, game, level):
        return not self.ready and uses_compiled(game, level)

    def poll(self):
        if self.current is None:
            return None
        answer, self.current = Answer(self.current, self.answer, self.error, weighed=self.weighed), None
        return answer

    def cancel(self):
        self.current = None

    def hurry(self):
        pass


def match(players, worker=None, data=None):
    session = Session.new("slyde", {"size": 6, "rules": "mindsports"}, players)
    return Match(session, lambda: worker, data, "seed")


def test_against_the_computer_undo_goes_back_to_the_persons_turn():
    m = match(AGAINST, FakeWorker("a1-a2"))
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    reply, restarted = m.poll(0.1)
    assert reply.purpose is Purpose.MOVE and str(reply.move) == "a1-a2" and not restarted
    m.play(reply.move)
    assert m.undo() is None and m.session.moves == [] and m.persons_turn()


def test_a_resignation_is_said_not_to_be_taken_back_rather_than_nothing_to_undo():
    m = match(AGAINST, FakeWorker("a1-a2"))
    m.play(m.state.parse_move("b1-b2"))
    m.resign()
    assert m.undo() == "A resignation is not taken back" and m.session.moves and m.session.is_over


def test_an_undo_or_redo_refused_leaves_the_computer_thinking_undisturbed():
    worker = FakeWorker("b1-b2")
    m = match(AGAINST_NORMAL, worker)
    m.ask_move()
    assert m.undo() == "Nothing to undo" and m.redo() is None
    assert m.asked is Purpose.MOVE and worker.current == 1 and len(worker.requests) == 1
    reply, _ = m.poll(0.1)
    assert str(reply.move) == "b1-b2"


def test_while_the_worker_gets_ready_the_clock_waits_and_starts_once_it_is():
    worker = FakeWorker("a1-a2")
    worker.ready = False  # its search still compiling
    worker.poll = lambda: None  # no answer before it is ready
    m = match([numbered("person", 1), numbered("normal", 0)], worker)
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    m.poll(5.0)
    assert m.getting_ready and m.thinking_s == 5.0
    worker.poll = lambda: setattr(worker, "ready", True)  # the worker's word that it is ready comes with a poll
    m.poll(0.1)
    assert not m.getting_ready and m.thinking_s == 0.0  # the search's own time starts now
    m.poll(0.1)
    assert m.thinking_s == 0.1


def test_the_computer_is_asked_for_its_seats_move_at_its_level_its_time_and_a_seed_of_its_own():
    from game.ai.players import move_seconds

    worker = FakeWorker(None)
    worker.poll = lambda: None  # still thinking
    m = match([numbered("person", 1), numbered("hard", 0)], worker)
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    assert worker.requests == [("slyde", ("b1-b2",), "hard")]
    limit = move_seconds("hard", m.state)
    assert worker.asked == {"options": m.state.options, "seed": "seed/hard", "seconds": None, "expect_s": limit}
    assert m.thinking_limit_s == limit
    for _ in range(3):
        assert m.poll(0.25) == (None, False)
    assert m.thinking_s == 0.75  # its time so far, for the bar that shows it
    worker.restarts += 1  # the worker died and was started again
    assert m.poll(0.25) == (None, True) and m.poll(0.25) == (None, False)  # said once


def test_a_slyde_hint_is_asked_of_a_short_normal_search():
    from game.client.match import HINT_LEVEL, HINT_SECONDS

    worker = FakeWorker(None)
    match(PEOPLE, worker).ask_hint()
    assert worker.requests[-1][2] == HINT_LEVEL
    assert worker.asked["seconds"] == worker.asked["expect_s"] == HINT_SECONDS


def test_a_level_that_needs_no_compiled_search_never_waits_for_it():
    worker = FakeWorker(None)
    worker.ready = False  # never readied
    worker.poll = lambda: None
    m = match(AGAINST, worker)  # easy searches in Python
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    m.poll(0.5)
    assert not m.getting_ready and m.thinking_s == 0.5
    slide = Match(Session.new("slide", {"players": 2}, AGAINST_NORMAL), lambda: worker, None, "seed")
    slide.ask_move()
    slide.poll(0.5)
    assert not slide.getting_ready and slide.thinking_s == 0.5


def test_between_people_undo_takes_back_one_move():
    m = match(PEOPLE)
    m.play(m.state.parse_move("b1-b2"))
    m.play(m.state.parse_move("a1-a2"))
    assert m.undo() is None and [str(x) for x in m.session.moves] == ["b1-b2"]


@pytest.mark.recovers
def test_a_failed_request_is_a_reply_with_the_reason_and_asks_no_more():
    worker = FakeWorker(None, "unknown level 'godlike'")
    m = match([numbered("person", 1), Seat.computer("godlike", "X")], worker)
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    reply, _ = m.poll(0.1)
    assert reply.purpose is Purpose.MOVE and reply.move is None and "godlike" in reply.error and m.asked is None
    assert m.failure(reply) == "The computer could not play X (unknown level 'godlike'): a person plays it now"
    assert m.session.players[1] == Seat.person("Black") and m.persons_turn() and len(worker.requests) == 1


def test_an_answer_that_is_no_move_here_is_a_failed_reply_not_an_error_in_the_window():
    m = match(AGAINST, FakeWorker("z9-z10"))
    m.play(m.state.parse_move("b1-b2"))
    m.ask_move()
    reply, _ = m.poll(0.1)
    assert reply.purpose is Purpose.MOVE and reply.move is None and reply.error and len(m.session.moves) == 1


@pytest.mark.recovers
def test_a_seat_of_slide_the_computer_cannot_play_goes_to_a_person_named_by_its_number():
    m = slide_match([numbered("person", 1), Seat.computer("godlike", "X"), numbered("person", 2)])
    assert m.hand_to_a_person(1) == "X" and m.session.players[1] == Seat.person("Seat 2")


def test_every_move_is_kept_on_disk_and_a_finished_game_moves_to_the_saved_games(tmp_path):
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))
    assert m.keeper.autosave() is None
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]
    m.session.resign(0)
    assert m.keeper.autosave() is None and not autosave_path(tmp_path).exists()
    assert len(list(saves_dir(tmp_path).glob("slyde-*-finished.json"))) == 1  # named by its game


def test_a_game_taken_back_to_no_move_leaves_nothing_in_resume(tmp_path):
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))
    m.keeper.autosave()
    assert autosave_path(tmp_path).exists()
    assert m.undo() is None and m.keeper.autosave() is None
    assert not autosave_path(tmp_path).exists()


def test_an_interrupted_game_moved_aside_is_said_and_named_by_its_own_game(tmp_path):
    old = match(PEOPLE, data=tmp_path)
    old.play(old.state.parse_move("b1-b2"))
    old.keeper.autosave()
    new = Match(Session.new("slidecore", {"side": 4}, PEOPLE), lambda: None, tmp_path, "seed")
    assert new.keeper.keep_unfinished() == ("Your unfinished game is kept in Saved games", True)
    (aside,) = saves_dir(tmp_path).glob("*.json")
    assert aside.name.startswith("slyde-") and aside.name.endswith("-unfinished.json")
    assert records.load(aside).moves == ["b1-b2"] and not autosave_path(tmp_path).exists()
    autosave_path(tmp_path).write_text("{ cut short")
    assert new.keeper.keep_unfinished() == ("Your unfinished game is kept in Saved games", True)
    assert [p.read_text() for p in saves_dir(tmp_path).glob("game-*-unfinished.json")] == ["{ cut short"]


def test_attract_modes_match_keeps_nothing(tmp_path):
    m = match(PEOPLE, data=None)
    m.play(m.state.parse_move("b1-b2"))
    assert m.keeper.autosave() is None and m.keeper.keep_unfinished() is None and not any(tmp_path.iterdir())


def interrupted_where_saved_games_take_no_files(tmp_path):
    """A game with b1-b2 interrupted in Resume, the saved games' folder a file, and a new
    game that tried to move it aside: (the new game's match, what keep_unfinished said)."""
    old = match(PEOPLE, data=tmp_path)
    old.play(old.state.parse_move("b1-b2"))
    old.keeper.autosave()
    saves_dir(tmp_path).write_text("not a folder")
    new = match(PEOPLE, data=tmp_path)
    return new, new.keeper.keep_unfinished()


def test_an_interrupted_game_that_cannot_be_moved_aside_stops_the_new_one_from_autosaving(tmp_path):
    new, (text, ok) = interrupted_where_saved_games_take_no_files(tmp_path)
    assert not ok and "could not be moved" in text and not new.keeper.autosaving
    new.play(new.state.parse_move("d1-d2"))
    new.keeper.autosave()
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]
    saves_dir(tmp_path).unlink()  # the saved games take files again: the new game, finished, goes there
    new.session.resign(0)
    assert new.keeper.autosave() is None
    assert [records.load(p).moves for p in saves_dir(tmp_path).glob("*-finished.json")] == [["d1-d2"]]
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]  # the interrupted game, untouched


def test_a_finished_game_that_neither_saved_games_nor_resume_may_take_says_so_and_touches_nothing(tmp_path):
    new, _ = interrupted_where_saved_games_take_no_files(tmp_path)  # Resume keeps it; the new one is not autosaved
    new.play(new.state.parse_move("d1-d2"))
    new.session.resign(0)
    assert new.keeper.autosave() == (
        f"The finished game could not be kept (a file stands where the folder {saves_dir(tmp_path)} should be; "
        "the unfinished game before it is still there): Save tries again"
    )
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]


def slide_match(players):
    session = Session.new("slide", {"players": len(players), "seed": 3}, players)
    return Match(session, lambda: None, None, "seed")


def test_slide_undo_takes_back_a_persons_own_push_but_never_a_reveal():
    people = [numbered("person", n) for n in (1, 2, 3)]
    m = slide_match(people)
    m.play(m.state.parse_move("flip a1"))
    assert m.undo() is None and m.session.moves == []  # an own pick, before anyone else acted
    for text in ("flip a1", "flip b2"):
        m.play(m.state.parse_move(text))
    m.play(m.state.parse_move("flip c3"))  # the last pick: every pick turns face up
    assert "reveal" in m.undo() and len(m.session.moves) == 3
    push = m.state.legal_moves()[0]
    m.play(push)
    assert m.undo() is None and len(m.session.moves) == 3  # the push, taken back
    m.play(push)
    m.play(m.state.legal_moves()[0])  # the next seat pushed
    assert m.undo() is None and len(m.session.moves) == 4  # only that seat's own push goes


def test_slide_a_secret_pick_is_taken_back_only_by_its_own_person_and_never_after_the_end():
    m = slide_match([numbered("person", n) for n in (1, 2, 3)])
    m.play(m.state.parse_move("flip a1"))  # the first seat's secret pick; the screen passes on
    name = m.session.name(0)
    assert m.undo(at_screen=1) == f"Only {name} may take back {name}'s secret pick, before passing the screen"
    assert len(m.session.moves) == 1 and m.why_no_undo(at_screen=0) is None
    while not m.session.is_over:
        m.play(m.state.legal_moves()[0])
    assert not m.persons_turn() and m.undo() == "The game is over: its end cannot be taken back"


def test_slide_undo_never_takes_back_what_the_computer_played():
    m = slide_match([numbered("easy", 0), numbered("person", 1), numbered("person", 2)])
    m.play(m.state.parse_move("flip d4"))  # the computer's pick, the first of all
    assert m.undo() == "Nothing to undo: only the computer has played so far"
    m.play(m.state.parse_move("flip a1"))
    m.play(m.state.parse_move("flip b2"))  # the reveal
    m.play(m.state.legal_moves()[0])  # the computer's push
    assert m.undo() == "The computer has played since: only your own last action can be taken back"
    assert len(m.session.moves) == 4


def test_slide_undo_refused_after_a_reveal_names_the_reveal_even_when_the_computer_made_it():
    m = slide_match([numbered("person", 1), numbered("easy", 0)])
    m.play(m.state.parse_move("flip a1"))
    m.play(m.state.parse_move("flip d4"))  # the computer's pick, the last: the reveal
    assert "reveal" in m.undo() and len(m.session.moves) == 2


def test_playing_a_move_drops_the_hint_asked_for_the_position_before():
    worker = FakeWorker("a1-a2")
    m = match(PEOPLE, worker)
    m.ask_hint()
    m.play(m.state.parse_move("b1-b2"))
    assert m.asked is None and worker.current is None  # the old question is withdrawn
    assert m.poll(0.1) == (None, False)


def test_an_answer_that_arrives_for_another_position_is_dropped_not_parsed():
    worker = FakeWorker("b1-b2")  # legal for White at the start, illegal once Black is to move
    m = match(PEOPLE, worker)
    m.ask_hint()
    m.session.play(m.state.parse_move("b1-b2"))  # the position changes under the request
    reply, _ = m.poll(0.1)
    assert reply is None and m.asked is None


def test_a_second_window_keeps_its_game_among_the_saved_games_and_never_touches_the_autosave(tmp_path):
    first = Match(Session.new("slyde", {"size": 6}, PEOPLE), lambda: None, tmp_path, "a")
    first.play(first.state.parse_move("b1-b2"))
    first.keeper.autosave()
    second = Match(Session.new("slyde", {"size": 6}, PEOPLE), lambda: None, tmp_path, "b", owns_autosave=lambda: False)
    assert second.keeper.keep_unfinished() is None
    second.play(second.state.parse_move("d1-d2"))
    second.play(second.state.parse_move("c1-c2"))
    assert second.keeper.autosave() is None and second.keeper.is_kept()
    kept = list(saves_dir(tmp_path).glob("*-unfinished.json"))
    assert len(kept) == 1 and records.load(kept[0]).moves == ["d1-d2", "c1-c2"]
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]  # the first window's game, untouched
    second.session.resign(0)
    assert second.keeper.autosave() is None and not kept[0].exists()
    assert len(list(saves_dir(tmp_path).glob("slyde-*-finished.json"))) == 1  # named by its game


def test_a_window_that_never_held_the_lock_does_not_take_it_later_when_it_is_free(tmp_path):
    """Its games went to the saved games from the start: taking Resume midway would set
    aside, or overwrite, what a window started since keeps there."""
    first = DataLock(tmp_path)
    second = DataLock(tmp_path)
    assert first.held and not second.held
    first.release()
    assert not second.holds() and DataLock(tmp_path).held


def test_a_folder_not_made_yet_is_no_refusal_and_its_lock_is_taken_once_a_write_makes_it(tmp_path):
    data = tmp_path / "home" / "data"  # neither there yet
    lock = DataLock(data)
    try:
        assert lock.held and lock.refused is None  # nothing to guard yet, and nothing refused
        assert lock.holds() and (data / "window.lock").is_file()  # asked before the first write: made and taken
        assert not DataLock(data).held
        shutil.rmtree(tmp_path / "home")  # deleted with its parent while the window runs
        assert lock.holds() and (data / "window.lock").is_file() and not DataLock(data).held
    finally:
        lock.release()


def test_a_data_folder_that_is_a_file_is_said_and_guards_nothing(tmp_path):
    data = tmp_path / "data"
    data.write_text("a file where the folder should be")
    lock = DataLock(data)
    assert lock.held and lock.refused == "Not a directory"  # no autosave can be kept there either


def test_a_window_whose_data_folder_was_deleted_takes_its_lock_again_before_it_autosaves(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    lock = DataLock(data)
    try:
        m = Match(Session.new("slyde", {"size": 6}, PEOPLE), lambda: None, data, "a", lock.holds)
        m.play(m.state.parse_move("b1-b2"))
        assert m.keeper.autosave() is None
        shutil.rmtree(data)  # the folder deleted while the window runs, its lock file too
        m.play(m.state.parse_move("a1-a2"))
        assert m.keeper.autosave() is None
        assert records.load(autosave_path(data)).moves == ["b1-b2", "a1-a2"]
        second = DataLock(data)
        assert not second.held  # a window started now does not take Resume from this one
    finally:
        lock.release()


def test_a_window_whose_lock_another_window_took_keeps_its_game_aside_and_never_touches_theirs(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    lock = DataLock(data)
    m = Match(Session.new("slyde", {"size": 6}, PEOPLE), lambda: None, data, "a", lock.holds)
    m.play(m.state.parse_move("b1-b2"))
    m.keeper.autosave()
    shutil.rmtree(data)  # deleted, and a second window started before this one's next move
    data.mkdir()
    second = DataLock(data)
    try:
        assert second.held
        theirs = Session.new("slyde", {"size": 6}, PEOPLE).record()
        theirs.moves = ["d1-d2"]
        records.save(autosave_path(data), theirs)  # the second window's game, in Resume
        m.play(m.state.parse_move("a1-a2"))
        assert m.keeper.autosave() is None and m.keeper.is_kept()
        kept = list(saves_dir(data).glob("*-unfinished.json"))
        assert len(kept) == 1 and records.load(kept[0]).moves == ["b1-b2", "a1-a2"]
        m.session.resign(0)
        assert m.keeper.autosave() is None and not kept[0].exists()
        assert records.load(autosave_path(data)).moves == ["d1-d2"]  # theirs, untouched throughout
    finally:
        second.release()
        lock.release()


def test_a_finished_game_that_saved_games_cannot_take_stays_in_the_autosave_and_says_so(tmp_path):
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))
    m.keeper.autosave()
    saves_dir(tmp_path).write_text("not a folder")  # the saved games' folder takes no files
    m.play(m.state.parse_move("a1-a2"))
    m.session.resign(0)
    said = m.keeper.autosave()
    assert "kept in Resume" in said
    kept = records.load(autosave_path(tmp_path))
    assert kept.moves == ["b1-b2", "a1-a2"] and kept.result is not None


def test_a_refusal_raised_with_words_alone_is_said_in_them_not_as_none(tmp_path, monkeypatch):
    """Some errors of the system carry a message and no `strerror`: a message shows the words."""
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))

    def refusing(*args, **kwargs):
        raise OSError("the drive was taken away")

    monkeypatch.setattr(os, "replace", refusing)  # as a file is written over
    monkeypatch.setattr(os, "link", refusing)  # as a new file takes its name
    assert m.keeper.autosave() == "Autosave failed: the drive was taken away"
    assert m.keeper.keep() == (False, "the drive was taken away")


def test_the_game_is_kept_once_it_is_on_disk_as_it_stands(tmp_path):
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))
    assert not m.keeper.is_kept()
    m.keeper.autosave()
    assert m.keeper.is_kept()


def test_a_game_the_disk_cannot_take_says_why_and_is_kept_once_there_is_room(tmp_path, monkeypatch):
    m = match(PEOPLE, data=tmp_path)
    m.play(m.state.parse_move("b1-b2"))
    no_room(monkeypatch)
    assert m.keeper.autosave() == "Autosave failed: No space left on device"
    assert m.keeper.keep() == (False, "No space left on device")
    monkeypatch.undo()
    assert m.keeper.keep() == (True, None)  # in the autosave: no copy needed
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2"]
    assert not list(saves_dir(tmp_path).glob("*"))  # no copy, nor any half-written file


def test_a_game_left_as_it_was_opened_writes_nothing_even_where_the_disk_is_full(tmp_path, monkeypatch):
    played = match(PEOPLE)
    for text in ("b1-b2", "a1-a2"):
        played.play(played.state.parse_move(text))
    no_room(monkeypatch)
    opened = Match(Session.from_record(played.session.record()), lambda: None, tmp_path, "seed")
    assert opened.keeper.keep() == (True, None)
    monkeypatch.undo()
    assert opened.keeper.keep() == (True, None)
    assert not autosave_path(tmp_path).exists() and not saves_dir(tmp_path).exists()
    opened.play(opened.state.parse_move("d1-d2"))
    assert opened.keeper.keep() == (True, None)  # kept in the autosave, as every move is
    assert records.load(autosave_path(tmp_path)).moves == ["b1-b2", "a1-a2", "d1-d2"]


def test_a_game_not_autosaved_is_saved_as_a_copy_before_it_is_left(tmp_path):
    m = match(PEOPLE, data=tmp_path)
    assert m.keeper.keep() == (True, None)  # nothing played: nothing to keep
    m.keeper.autosaving = False  # as when an interrupted game could not be moved aside
    m.play(m.state.parse_move("b1-b2"))
    assert m.keeper.autosave() is None
    kept, said = m.keeper.keep()
    (copy,) = saves_dir(tmp_path).glob("slyde-*.json")
    assert kept and said == f"Saved as {copy.name}" and records.load(copy).moves == ["b1-b2"]
    assert m.keeper.keep() == (True, None)  # once is enough
    assert not autosave_path(tmp_path).exists()


def test_the_lead_speaks_to_one_person_playing_the_computer_and_names_people_otherwise():
    alone = Session.new("slyde", {"size": 6}, [Seat.person("Ann"), numbered("ai", 2)])
    assert alone.leads(0) == "You lead" and alone.leads(1).endswith(" leads")
    both = Session.new("slyde", {"size": 6}, [Seat.person("Ann"), Seat.person("Bo")])
    assert (both.leads(0), both.leads(1)) == ("Ann (White) leads", "Bo (Black) leads")  # names and colours
    assert (alone.leads(0, past=True), both.leads(1, past=True)) == ("You led", "Bo (Black) led")  # a moment gone


def test_once_the_board_has_decided_the_game_the_lead_is_said_as_the_win():
    """Looking at the board after the end, the panel says who won, not who leads; after a
    resignation the board decided nothing and the line says who resigned."""
    alone = Session.new("slyde", {"size": 4, "rules": "tile"}, [Seat.person("Ann"), numbered("ai", 2)])
    while not alone.is_over:
        alone.play(alone.state.legal_moves()[0])
    assert (alone.leads(0), alone.leads(1)) == ("You win", f"{alone.label(1)} wins")
    both = Session.new("slyde", {"size": 6}, [Seat.person("Ann"), Seat.person("Bo")])
    both.resign(0)
    assert both.leads(1) == "Bo (Black) leads"  # not the board's word on a game a resignation ended


def test_the_win_of_a_tournaments_game_is_said_as_that_games_not_the_tournaments():
    from game.client.games import CLIENTS

    people = [Seat.person("Ann"), Seat.person("Bo")]
    single, first = Session.new("slide", {"players": 2, "seed": 5}, people), None
    for session in (single, Session.new("slide", {"players": 2, "seed": 5}, people, tournament=True)):
        while not session.is_over:
            session.play(session.state.legal_moves()[0])
        said = CLIENTS["slide"].standing(session, ["Ann", "Bo"])
        first = first or said
    assert " wins by " in first and "game" not in first
    assert said == first.replace(" wins by ", " wins game 1 by ")
    second = session.next_game()
    while not second.is_over:
        second.play(second.state.legal_moves()[-1])
    assert " game 2" in CLIENTS["slide"].standing(second, ["Ann", "Bo"])


def test_a_slide_hint_weighs_every_move_as_the_coach_does():
    from game.ai.judge import PROMPT_DEALS
    from game.ai.worker import WEIGH
    from game.client.match import WEIGH_EXPECT_S

    people = [numbered("person", 1), numbered("person", 2)]
    session = Session.new("slide", {"players": 2, "seed": 3}, people)
    session.play(session.state.parse_move("flip a1"))
    session.play(session.state.parse_move("flip a1"))  # both revealed: the first seat pushes
    texts = [session.state.format_move(move) for move in session.state.legal_moves()]
    worker = FakeWorker(texts[2], weighed=((texts[2], 0.60), (texts[0], 0.55), (texts[1], 0.51), (texts[3], 0.40)))
    m = Match(session, lambda: worker, None, "seed")
    m.ask_hint()
    # deals in each of the weighing's two passes (ranked, then measured): some 2,000 weighings in all
    deals = min(PROMPT_DEALS, 1000 // len(texts))
    assert worker.requests[-1][2] == WEIGH and worker.playouts[-1] == deals
    assert worker.asked["expect_s"] == pytest.approx(WEIGH_EXPECT_S * deals * len(texts))  # its bar's length
    reply, _ = m.poll(0.1)
    assert reply.move == session.state.parse_move(texts[2]) and reply.chances == (0.60, 0.55, 0.51, 0.40)


def test_a_slyde_hint_is_the_move_a_normal_search_would_play():
    worker = FakeWorker("a1-a2")
    m = match(PEOPLE, worker)
    m.ask_hint()
    assert worker.requests[-1][2] == "normal"
    reply, _ = m.poll(0.1)
    assert reply.chances == ()  # a search, not a weighing


def test_a_slide_hint_among_many_moves_weighs_each_on_fewer_deals_to_answer_in_seconds():
    from game.ai.judge import PROMPT_DEALS

    people = [numbered("person", n) for n in range(1, 7)]
    session = Session.new("slide", {"players": 6, "seed": 3}, people)
    for _ in range(6):
        session.play(session.state.parse_move("flip b2"))  # every hole inside: four entries each
    moves = len(session.state.legal_moves())
    worker = FakeWorker(None, "stopped")
    Match(session, lambda: worker, None, "seed").ask_hint()
    assert moves >= 16 and worker.playouts[-1] == max(50, 1000 // moves) < PROMPT_DEALS  # equal cards: one move


def test_a_hint_asked_out_of_turn_says_when_hints_come():
    from game.client.advice import Advice

    def ask(m):
        return Advice(None).ask_hint(m, True, True, lambda state, move: str(move))[0]

    m = match(AGAINST_NORMAL, FakeWorker(None))  # the computer moves first
    assert ask(m) == "A hint comes on your turn, once the computer has moved" and m.asked is None
    watched = match([numbered("easy", 0), numbered("normal", 0)], FakeWorker(None))
    assert ask(watched) == "The computer plays every seat: hints are for a person's turn"
    m.session.resign(1)
    assert ask(m).startswith("The game is over")
