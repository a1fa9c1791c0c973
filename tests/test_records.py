import errno
import json
import os
import re
from random import Random

import pytest

from game import records
from game.records import Record, RecordError, Seat
from game.rules import registry, slide

SEATS = [Seat.person("Ann"), Seat.computer("greedy", "Bot")]
PLAYERS = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "greedy"}]  # as the file has them


def game_record(moves=("f3-f4", "f10-f9", "k6-j6", "k7-j7", "*f9")):
    return Record("slyde", {"size": 12, "rules": "mindsports"}, list(SEATS), list(moves))


def good_data():
    return game_record().to_dict()


def test_seats_are_written_as_the_format_names_them_and_read_back():
    assert good_data()["players"] == PLAYERS
    assert records.from_json(json.dumps(good_data())).players == SEATS
    assert [seat.is_computer for seat in SEATS] == [False, True]


def test_save_and_load_round_trip(tmp_path):
    path = tmp_path / "saves" / "game.json"
    records.save(path, game_record())
    loaded = records.load(path)
    assert loaded == game_record()
    assert loaded.replay()[-1].ply == 5
    assert [p.name for p in tmp_path.joinpath("saves").iterdir()] == ["game.json"]  # no temporary left


def test_a_finished_game_carries_its_true_result():
    state = registry.new_game("slyde", {"size": 4})
    states, moves = [state], []
    while not state.is_over():
        move = state.legal_moves()[0]
        moves.append(state.format_move(move))
        state = state.play(move)
        states.append(state)
    record = Record.of(states, SEATS, moves)
    assert record.result["winner"] in ("white", "black", "draw")
    assert records.from_json(record.to_json()).result == record.result
    lie = record.to_dict()
    lie["result"] = {"winner": "black" if record.result["winner"] != "black" else "white", "detail": ""}
    with pytest.raises(RecordError, match="wrong result"):
        records.from_dict(lie)
    worded = record.to_dict()
    worded["result"] = {**record.result, "detail": "said in other words"}  # the words are free; the facts are not
    assert records.from_dict(worded).result == record.result
    worded["result"] = [record.result]
    with pytest.raises(RecordError, match="^'result' must be an object with some of the fields detail, ranking"):
        records.from_dict(worded)


def test_an_unfinished_game_may_carry_a_resignation():
    data = good_data()
    data["result"] = {"winner": "black", "detail": "White resigned"}
    assert records.from_dict(data).result == {**data["result"], "ranking": [[1], [0]]}
    data["result"] = {"winner": "white"}  # no words given: the rules' own
    assert records.from_dict(data).result == {"winner": "white", "ranking": [[0], [1]], "detail": "Black resigned"}
    data["result"] = {"winner": "black", "detail": "x" * 500}  # words kept short
    assert records.from_dict(data).result["detail"] == "x" * 200


def mutate(**changes):
    data = good_data()
    for key, value in changes.items():
        if value is KeyError:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "expected a JSON object"),
        (mutate(format="chess"), "not a game record"),
        (mutate(version=3), "unsupported version 3"),
        (mutate(version=True), "unsupported version true:"),
        (mutate(version=None), "unsupported version missing:"),
        (mutate(version=[2]), r"unsupported version \[2\]:"),
        (mutate(version=1.0), "unsupported version"),
        (mutate(game="go"), "unknown game 'go'"),
        (mutate(options={"size": 99}), "board size must be a whole number from 4 to 16"),
        (mutate(options={"size": 12, "colour": "red"}), "bad options"),
        (mutate(options="big"), "'options' must be an object"),
        (mutate(moves=["f3-f4", "f3-f4"]), "move 2: illegal move 'f3-f4': f4 is fixed: it never moves again"),
        (mutate(moves=["f3-f4", "zz"]), "move 2: malformed move 'zz'"),
        (mutate(moves="f3-f4"), "'moves' must be a list"),
        (mutate(moves=[1]), "'moves' must be a list"),
        (mutate(players=PLAYERS[:1]), "must list 2 players"),
        (mutate(players=[{"name": "A", "kind": "robot"}, PLAYERS[1]]), "'kind' must be one of"),
        (mutate(players=[{"name": "", "kind": "human"}, PLAYERS[1]]), "'name' must be text"),
        (mutate(players=[{"name": "A", "kind": "ai", "level": "godlike"}, PLAYERS[1]]), "'level' must be one of"),
        (mutate(players=[{"name": "A", "kind": "human", "level": "hard"}, PLAYERS[1]]), "a person has no 'level'"),
        (mutate(result={"winner": "nobody"}), "can only name the winner of a resignation"),
        (mutate(result={"winner": "draw"}), "can only name the winner of a resignation"),
        (mutate(result={"winner": "black", "ranking": [[0], [1]]}), "wrong result: the moves give ranking"),
        (
            mutate(result={"winner": "black", "colour": 1}),
            "'result' has an unknown field 'colour': it holds only detail",
        ),
        (mutate(result=[1]), "'result' must be an object with some of the fields detail, ranking"),
        (mutate(result="white"), "'result' must be an object with some of the fields detail, ranking"),
        (mutate(result={"winner": "black", "detail": 5}), "'result' 'detail' must be text"),
        (mutate(extra=1), "unknown field 'extra'"),
        (mutate(**{"x" * 60: 1}), "^unknown field 'x{37}\\.\\.\\.'$"),  # a long name cut so that it shows it was
        (mutate(game=KeyError), "unknown game missing"),
    ],
)
def test_bad_records_are_refused_with_a_message_naming_the_problem(data, message):
    with pytest.raises(RecordError, match=message):
        records.from_dict(data)


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"size": True}, "not true"),
        ({"size": None, "rules": ["tile"]}, 'unknown rules ["tile"]'),
        ({"size": 6, "rules": {"a": None}}, 'unknown rules {"a": null}'),
        ({"size": 6, "rules": ["\u202etile"]}, 'unknown rules ["\\u202etile"]'),  # a direction mark, escaped
    ],
)
def test_a_files_bad_values_are_quoted_as_json_writes_them_not_as_python_would(options, said):
    """A person who opens the file sees true, null and ["tile"] there: the message quotes
    those, not Python's True, None and ['tile']."""
    with pytest.raises(RecordError) as caught:
        records.from_dict(mutate(options=options))
    assert said in str(caught.value) and "True" not in str(caught.value) and "None" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "slyde-arcade-record", "version": 1, "game": "sly', "not valid JSON"),  # truncated
        ("", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply|file too large"),
        ('{"format": NaN}', "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (" " * (records.MAX_BYTES + 1), r"file too large \(1,000,001 bytes; a record is at most 1,000,000 bytes\)"),
    ],
)
def test_hostile_or_broken_text_is_refused(text, message):
    with pytest.raises(RecordError, match=message):
        records.from_json(text)


def test_load_names_the_file_and_refuses_an_oversized_one(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(" " * (records.MAX_BYTES + 10))
    with pytest.raises(RecordError, match=r"big\.json: file too large \(a record is at most 1,000,000 bytes\)"):
        records.load(path)
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path / "missing.json")


@pytest.mark.parametrize("where", ["saves", "saves/deeper"])
def test_a_file_where_the_folder_should_be_is_said_plainly_and_left_whole(tmp_path, where):
    (tmp_path / "saves").write_text("someone's notes")
    with pytest.raises(OSError) as raised:
        records.save(tmp_path / where / "game.json", game_record())
    assert raised.value.strerror == f"a file stands where the folder {tmp_path / 'saves'} should be"  # that file
    assert (tmp_path / "saves").read_text() == "someone's notes"


def test_an_interrupted_write_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    records.save(path, game_record())
    before = path.read_text()

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        records.save(path, game_record(["f3-f4"]))
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_new_file_takes_the_next_name_where_another_process_took_its_own_meanwhile(tmp_path, monkeypatch):
    """Two windows finishing a game in the same second, two runs of one match into one
    folder: each looks for a free name, and the other may take it before the file is
    whole. The other's file stays; this one goes under the next name."""
    real, taken = records.take_name, []

    def another_first(source, path):
        if not taken:  # between the look and the take, another process writes there
            path.write_text("theirs")
            taken.append(path)
        real(source, path)

    monkeypatch.setattr(records, "take_name", another_first)
    path = records.write_new(tmp_path, "slyde-1-001", "ours")
    assert taken == [tmp_path / "slyde-1-001.json"] and taken[0].read_text() == "theirs"
    assert path == tmp_path / "slyde-1-001-2.json" and path.read_text() == "ours"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slyde-1-001-2.json", "slyde-1-001.json"]


def test_a_write_that_must_not_replace_leaves_what_is_there_and_says_so(tmp_path):
    path = tmp_path / "game.json"
    path.write_text("theirs")
    with pytest.raises(FileExistsError):
        records.write_atomic(path, "ours", replace=False)
    assert path.read_text() == "theirs" and [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize("refusal", [OSError(errno.EPERM, "Operation not permitted"), NotImplementedError("link")])
def test_on_a_disk_without_hard_links_a_file_still_takes_a_free_name_and_never_a_taken_one(
    tmp_path, monkeypatch, refusal
):
    """A disk without hard links (FAT) refuses one; a system may not link a link itself."""

    def no_hard_links(*args, **kwargs):
        raise refusal

    monkeypatch.setattr(os, "link", no_hard_links)
    (tmp_path / "game.json").write_text("theirs")
    source = tmp_path / "moved.tmp"
    source.write_text("ours")
    with pytest.raises(FileExistsError):
        records.take_name(source, tmp_path / "game.json")
    assert records.move_new(source, tmp_path, "game") == tmp_path / "game-2.json"
    assert (tmp_path / "game.json").read_text() == "theirs" and (tmp_path / "game-2.json").read_text() == "ours"
    assert not source.exists()


def test_keep_aside_never_overwrites(tmp_path):
    first = tmp_path / "autosave.json"
    first.write_text("broken one")
    aside_one = records.keep_aside(first)
    first.write_text("broken two")
    aside_two = records.keep_aside(first)
    assert not first.exists()
    assert aside_one != aside_two
    assert {aside_one.read_text(), aside_two.read_text()} == {"broken one", "broken two"}


def test_keep_aside_with_every_name_taken_says_so_in_words_and_moves_nothing(tmp_path, monkeypatch):
    """Its error had no words for the screen to show ("Could not ...: None")."""
    path = tmp_path / "autosave.json"
    path.write_text("broken")
    monkeypatch.setattr(os.path, "lexists", lambda _: True)
    with pytest.raises(OSError) as raised:
        records.keep_aside(path)
    assert raised.value.strerror == f"no free name to keep {path} aside"
    assert path.read_text() == "broken"


def test_the_saved_file_is_plain_json_in_the_documented_shape(tmp_path):
    path = tmp_path / "g.json"
    records.save(path, game_record())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "slyde-arcade-record" and data["version"] == 2
    assert data["moves"][-1] == "*f9"
    assert "result" not in data


# -- hostile files ----------------------------------------------------------------


def test_a_pipe_as_a_record_is_refused_at_once_not_waited_on(tmp_path):
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        records.load(fifo)


def test_a_link_to_an_endless_device_is_refused_without_reading_it(tmp_path):
    link = tmp_path / "autosave.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(RecordError, match="not a regular file"):
        records.load(link)
    aside = records.keep_aside(link)  # a bad file can always be set aside, links included
    assert aside.is_symlink() and not link.exists()


def test_a_folder_as_a_record_is_refused(tmp_path):
    with pytest.raises(RecordError, match="autosave.json: cannot read"):
        (tmp_path / "autosave.json").mkdir()
        records.load(tmp_path / "autosave.json")


def test_a_huge_number_is_refused_in_words(tmp_path):
    text = '{"format": "slyde-arcade-record", "version": ' + "9" * 5000 + "}"
    with pytest.raises(RecordError) as error:
        records.from_json(text)
    assert str(error.value) == "not valid JSON: a number is too long"


def test_names_the_screen_cannot_draw_are_refused_saying_what_is_wrong():
    for name, said in (
        ("A\u0000B", "control characters"),
        ("\ud800", "control characters"),
        ("tab\there", "control characters"),
        (" padded", "must not begin or end with a space"),
        ("padded ", "must not begin or end with a space"),
    ):
        data = good_data()
        data["players"] = [{"name": name, "kind": "human"}, PLAYERS[1]]
        with pytest.raises(RecordError, match=f"player white: 'name' .*{said}"):
            records.from_dict(data)


def test_temporary_files_of_a_killed_save_are_removed_and_a_live_ones_kept(tmp_path):
    import subprocess
    import sys

    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # its pid names no process now
    stale = tmp_path / f".autosave.json.{gone.pid}.tmp"
    live = tmp_path / f".autosave.json.{os.getpid()}.tmp"
    other = tmp_path / "notes.tmp"
    for path in (stale, live, other):
        path.write_text("")
    assert records.remove_stale_temporaries(tmp_path) == 1
    assert not stale.exists() and live.exists() and other.exists()
    assert records.remove_stale_temporaries(tmp_path / "missing") == 0


def _tournament_data():
    """A whole tournament of random two-seat games of Slide, as the program writes it."""
    games, tournament, number = [], slide.Tournament(2, 0), 0
    while not tournament.is_over():
        deck = list(slide.shuffled_deck(number))
        state, rng, moves = slide.new_game(2, first=tournament.next_first(), deck=deck), Random(number), []
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            moves.append(state.format_move(move))
            state = state.play(move)
        options = {"players": 2, "first": state.first, "deck": deck}
        games.append(Record("slide", options, SEATS, moves, records.result_of(state)))
        tournament = tournament.add(state.outcome())
        number += 1
    return Record.of_tournament(games, SEATS).to_dict()


def test_a_tournament_record_round_trips_and_its_totals_are_checked():
    data = _tournament_data()
    record = records.from_dict(data)
    assert record.games and max(record.result["totals"]) >= 100
    assert records.from_json(record.to_json()).result == record.result
    lie = json.loads(json.dumps(data))
    lie["result"]["totals"] = [0, 0]
    with pytest.raises(RecordError, match="wrong result"):
        records.from_dict(lie)
    bad = json.loads(json.dumps(data))
    bad["games"][0]["first"] = 1
    with pytest.raises(RecordError, match="game 1: the first player must be seat 0"):
        records.from_dict(bad)
    extra = json.loads(json.dumps(data))
    extra["options"]["deck"] = []
    with pytest.raises(RecordError, match="'players' and 'first' only"):
        records.from_dict(extra)
    missing = json.loads(json.dumps(data))
    del missing["options"]
    with pytest.raises(RecordError, match="bad options"):
        records.from_dict(missing)


def test_a_coached_game_says_so_and_round_trips_and_a_record_without_it_is_not_coached():
    data = good_data()
    assert records.from_dict(data).coached is False and "coached" not in records.from_dict(data).to_dict()
    data["coached"] = True
    record = records.from_dict(data)
    assert record.coached is True and records.from_dict(record.to_dict()).coached is True
    data["coached"] = "yes"
    with pytest.raises(RecordError, match="^'coached' must be true or false$"):
        records.from_dict(data)
    tournament = _tournament_data()
    tournament["coached"] = True
    with pytest.raises(RecordError, match="^'coached' belongs to a single game, not a tournament$"):
        records.from_dict(tournament)


def test_the_rematches_before_a_game_round_trip_and_a_bad_list_of_them_is_refused_by_name():
    data = good_data()
    assert records.from_dict(data).rematches == [] and "rematches" not in records.from_dict(data).to_dict()
    data["rematches"] = [["White"], ["White", "Black"]]  # White won, then a draw
    record = records.from_dict(data)
    assert record.rematches == [["White"], ["White", "Black"]]
    assert records.from_dict(record.to_dict()).rematches == record.rematches
    for bad in ("White", [[]], [["White", "Black", "Red"]], [[""]], [[7]], [["x" * 41]], [["White"]] * 201):
        data["rematches"] = bad
        with pytest.raises(RecordError, match="^'rematches' must list|^rematch \\d+: expected the names"):
            records.from_dict(data)
    tournament = _tournament_data()
    tournament["rematches"] = [["A"]]
    with pytest.raises(RecordError, match="^'rematches' belongs to a single game, not a tournament$"):
        records.from_dict(tournament)


def test_annotations_are_optional_and_checked_when_present():
    data = good_data()
    assert records.from_dict(data).annotations is None
    data["annotations"] = [{"before": 0.5, "after": 0.4, "mark": "inaccuracy", "best": "b1-b2"}] * len(data["moves"])
    assert records.from_dict(data).annotations == data["annotations"]
    for bad, message in (
        ([], "one judgement for each"),
        ([{"before": 2, "after": 0.4, "mark": None, "best": None}] * len(data["moves"]), "chance from 0 to 1"),
        ([{"before": 0.5, "after": 0.4, "mark": "awful", "best": None}] * len(data["moves"]), "'mark' must be"),
    ):
        data["annotations"] = bad
        with pytest.raises(RecordError, match=message):
            records.from_dict(data)


def test_a_record_error_carries_the_file_and_the_problem_as_data(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "slyde-arcade-record", "version": 2, "game": "chess"}')
    with pytest.raises(records.RecordError) as caught:
        records.load(path)
    assert caught.value.path == path and caught.value.problem.startswith("unknown game 'chess'")
    assert str(caught.value) == f"{path}: {caught.value.problem}"
    with pytest.raises(records.RecordError) as caught:
        records.from_json('{"format": "slyde-arcade-record", "version": 2, "game": "slyde", "options": {"colour": 1}}')
    assert caught.value.path is None and caught.value.problem == "bad options: unknown option 'colour'"


def test_places_count_every_seat_ahead_however_many_places_there_are():
    from game.rules.base import ranks_of

    assert ranks_of([[2], [0], [1], [3]], 4) == (2, 3, 1, 4)
    assert ranks_of([[2], [0, 3], [1]], 4) == (2, 4, 1, 2)  # two share second: the next is fourth


def _unfinish(data):
    data["games"][0]["result"] = None
    data["games"][0]["moves"] = data["games"][0]["moves"][:10]


def _one_more_game(data):
    """A game begun after the tournament was won."""
    following = {**data["games"][-1], "first": (data["games"][-1]["first"] + 1) % 2, "moves": [], "result": None}
    data["games"].append(following)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(game="slyde"), "only these games have tournaments: Slide$"),
        (lambda d: d.update(tournament=1), "'tournament' must be true"),
        (lambda d: d.update(moves=[]), "lists its moves in 'games', not in 'moves'"),
        (lambda d: d.update(games=[]), "'games' must list the tournament's games, 1 to"),
        (lambda d: d.update(games={}), "'games' must list"),
        (lambda d: d.update(games=[{}] * (records.MAX_GAMES + 1)), "'games' must list"),
        (lambda d: d["games"].__setitem__(0, []), "game 1: expected an object with 'deck'"),
        (lambda d: d["games"][0].update(extra=1), "game 1: expected an object"),
        (lambda d: d["games"][0].update(deck=[1] * 100), "^game 1: .*deck"),
        (_unfinish, "game 1: unfinished, but a later game follows"),
        (_one_more_game, "the tournament was over before its last game"),
        (lambda d: d.update(players=d["players"][:1]), "players"),
    ],
)
def test_a_broken_tournament_record_is_refused_saying_what_is_wrong(change, message):
    data = json.loads(json.dumps(_tournament_data()))
    change(data)
    with pytest.raises(RecordError) as caught:
        records.from_dict(data)
    assert re.search(message, caught.value.problem), caught.value.problem


def test_a_version_1_record_loads_for_the_games_it_could_hold_only():
    assert records.from_dict(mutate(version=1)).game == "slyde"
    state = slide.new_game(2, deck=list(slide.shuffled_deck(3)))
    data = {**Record("slide", dict(state.options), SEATS, [], None).to_dict(), "version": 1}
    with pytest.raises(RecordError, match="^version 1 records hold Slyde and SlideCore only, not slide$"):
        records.from_dict(data)


@pytest.mark.parametrize(
    ("annotation", "problem"),
    [
        ([0.5], "^annotation 1: expected an object with after, before, best, mark$"),
        ({"before": 0.5, "after": 0.4, "mark": None, "best": None, "extra": 1}, "^annotation 1: expected an object"),
        ({"before": 0.5, "after": 0.4, "mark": None, "best": 5}, "^annotation 1: 'best' must be a move written as"),
        ({"before": 0.5, "after": 0.4, "mark": None, "best": "x" * 41}, "^annotation 1: 'best' must be"),
        ({"before": True, "after": 0.4, "mark": None, "best": None}, "^annotation 1: 'before' must be a chance"),
        ({"before": 0.5, "after": 1.01, "mark": None, "best": None}, "^annotation 1: 'after' must be a chance"),
        ({"before": 0, "after": 1, "mark": None, "best": "x" * 40}, None),  # the edges are allowed
    ],
)
def test_each_annotation_is_checked_and_the_edges_allowed(annotation, problem):
    data = good_data()
    data["annotations"] = [annotation] * len(data["moves"])
    if problem is None:
        assert records.from_dict(data).annotations == data["annotations"]
        return
    with pytest.raises(RecordError) as caught:
        records.from_dict(data)
    assert re.search(problem, caught.value.problem), caught.value.problem


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (mutate(games=[]), "^'games' belongs to a tournament record \\('tournament': true\\)$"),
        (mutate(players=[PLAYERS[0], "B"]), "^player black: expected an object$"),
        (mutate(players=[{"name": "x" * 41, "kind": "human"}, PLAYERS[1]]), "'name' must be text of 1 to 40"),
    ],
)
def test_more_bad_records_are_refused_with_their_own_message(data, problem):
    with pytest.raises(RecordError) as caught:
        records.from_dict(data)
    assert re.search(problem, caught.value.problem), caught.value.problem


def test_a_name_of_forty_characters_is_kept_whole():
    data = mutate(players=[{"name": "x" * 40, "kind": "human"}, PLAYERS[1]])
    assert records.from_dict(data).players[0].name == "x" * 40


def test_a_file_of_exactly_the_limit_is_read_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert records.read_bounded(path, 10) == b"x" * 10
    with pytest.raises(records.FileTooLarge) as caught:
        records.read_bounded(path, 9)
    assert caught.value.errno == errno.EFBIG and "more than 9 bytes" in str(caught.value)


def test_a_folder_is_refused_as_not_a_regular_file_as_a_device_is(tmp_path):
    """One message for everything that is not a file to read, a folder included (it
    had read "Is a directory", the system's own words), and no descriptor left open."""
    for path in (tmp_path, "/dev/null"):
        before = len(os.listdir("/proc/self/fd"))
        with pytest.raises(records.NotARegularFile, match="not a regular file"):
            records.read_bounded(path, 10)
        assert len(os.listdir("/proc/self/fd")) == before


def test_a_finished_slide_games_result_names_winners_scores_cards_left_and_places():
    state, rng = slide.new_game(3, deck=list(slide.shuffled_deck(6))), Random(6)
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
    outcome, result = state.outcome(), records.result_of(state)
    assert result["winners"] == list(outcome.winners) and result["scores"] == list(outcome.scores)
    assert result["remaining"] == list(outcome.remaining) and result["ranks"] == list(outcome.ranks(3))
    assert result["ranking"] == [list(tied) for tied in outcome.ranking] and "winner" not in result


def test_a_files_moves_in_another_spelling_load_and_are_written_back_as_the_game_writes_them(tmp_path):
    data = good_data()
    data["moves"] = ["F3-F4", " f10-f9 ", "k6-j6", "K7-J7", "*F9"]
    loaded = records.from_json(json.dumps(data))
    assert loaded.moves == game_record().moves
    records.save(tmp_path / "game.json", loaded)
    assert json.loads((tmp_path / "game.json").read_text())["moves"] == ["f3-f4", "f10-f9", "k6-j6", "k7-j7", "*f9"]


def test_a_path_is_shown_with_the_bytes_that_are_not_text_as_bytes_and_its_own_backslashes_kept():
    assert records.shown_path(os.fsdecode(b"/saves/a\xff.json")) == "'/saves/a\\xff.json'"
    assert records.shown_path("/saves/a\\udcff\n.json") == "'/saves/a\\\\udcff\\n.json'"  # written so, not a byte
    assert records.shown_path("/saves/Zoë.json") == "/saves/Zoë.json"


def test_a_long_path_shown_in_brief_keeps_its_start_and_its_end_and_a_short_one_is_whole():
    long = "Spiel mit Oma " * 20 + ".json"
    shown = records.shown_path(long, 40)
    assert len(shown) == 40 and shown.startswith("Spiel mit Oma") and shown.endswith("Oma .json") and "…" in shown
    assert records.shown_path("game.json", 40) == "game.json" and records.shown_path(long) == long


def test_a_record_that_escapes_half_a_character_alone_is_refused_and_a_whole_pair_is_kept(tmp_path):
    """A lone surrogate (in a rematch's name, where names are not shown) could be read,
    but never written again: a review of it, or the game played on, failed to save."""
    data = good_data() | {"rematches": [[PLAYERS[0]["name"]]]}
    text = json.dumps(data).replace(PLAYERS[0]["name"], "\\ud800", 1)  # in the first name: the rematch's
    assert '"\\ud800"' in text
    with pytest.raises(RecordError, match=r"not valid text: it escapes half of a character alone"):
        records.from_json(text)
    paired = json.loads(json.dumps(data))
    paired["rematches"] = [["Ann \U0001f600"]]
    record = records.from_json(json.dumps(paired))  # ensure_ascii: written as the pair \ud83d\ude00
    assert record.rematches == [["Ann \U0001f600"]]
    records.save(tmp_path / "kept.json", record)
    assert records.load(tmp_path / "kept.json").rematches == [["Ann \U0001f600"]]
