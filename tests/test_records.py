import json
import os
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
        (mutate(version=True), "unsupported version"),
        (mutate(version=1.0), "unsupported version"),
        (mutate(game="go"), "unknown game 'go'"),
        (mutate(options={"size": 99}), "board size must be a whole number from 4 to 16"),
        (mutate(options={"size": 12, "colour": "red"}), "bad options"),
        (mutate(options="big"), "'options' must be an object"),
        (mutate(moves=["f3-f4", "f3-f4"]), "move 2: illegal move 'f3-f4': f4 is a fixed piece"),
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
        (mutate(result={"winner": "black", "colour": 1}), "'result' holds only detail, ranking"),
        (mutate(result=[1]), "'result' holds only detail, ranking"),
        (mutate(result={"winner": "black", "detail": 5}), "'result' 'detail' must be text"),
        (mutate(extra=1), "unknown field 'extra'"),
        (mutate(game=KeyError), "unknown game missing"),
    ],
)
def test_bad_records_are_refused_with_a_message_naming_the_problem(data, message):
    with pytest.raises(RecordError, match=message):
        records.from_dict(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "slyde-arcade-record", "version": 1, "game": "sly', "not valid JSON"),  # truncated
        ("", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply|file too large"),
        ('{"format": NaN}', "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (" " * (records.MAX_BYTES + 1), "file too large"),
    ],
)
def test_hostile_or_broken_text_is_refused(text, message):
    with pytest.raises(RecordError, match=message):
        records.from_json(text)


def test_load_names_the_file_and_refuses_an_oversized_one(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(" " * (records.MAX_BYTES + 10))
    with pytest.raises(RecordError, match=r"big\.json: file too large"):
        records.load(path)
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path / "missing.json")


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


def test_keep_aside_never_overwrites(tmp_path):
    first = tmp_path / "autosave.json"
    first.write_text("broken one")
    aside_one = records.keep_aside(first)
    first.write_text("broken two")
    aside_two = records.keep_aside(first)
    assert not first.exists()
    assert aside_one != aside_two
    assert {aside_one.read_text(), aside_two.read_text()} == {"broken one", "broken two"}


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


def test_names_the_screen_cannot_draw_are_refused():
    for name in ("A\u0000B", "\ud800", "tab\there", " padded"):
        data = good_data()
        data["players"] = [{"name": name, "kind": "human"}, PLAYERS[1]]
        with pytest.raises(RecordError, match="'name' must be"):
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
