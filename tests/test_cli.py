"""The command line, driven as a subprocess the way a person or an outside tool would."""

import ast
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from random import Random

import pytest

from game import __version__, records
from game.ai import judge
from game.cli.review import judging_processes
from game.rules import registry, slide

ROOT = Path(__file__).resolve().parent.parent


def run(*args, stdin=None):
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], input=stdin, capture_output=True, text=True, timeout=120
    )


def engine_session(commands):
    """The replies to `commands`, each as (ok, text)."""
    done = run("engine", stdin="".join(f"{c}\n" for c in commands))
    assert done.returncode == 0, done.stderr
    replies = done.stdout.split("\n\n")
    assert replies[-1] == ""
    parsed = []
    for reply in replies[:-1]:
        assert reply[:2] in ("= ", "? "), reply
        parsed.append((reply[0] == "=", reply[2:]))
    return parsed


def test_the_engine_answers_every_command_of_the_protocol():
    replies = engine_session(
        [
            "name",
            "version",
            "new slyde size=6 rules=mindsports",
            "play b1-b2",
            "legal_moves",
            "level random",
            "genmove",
            "genmove 50",
            "showboard",
            "result",
            "quit",
        ]
    )
    assert replies[0] == (True, "Slyde Arcade")
    assert replies[1][0] and replies[1][1]
    assert replies[2] == (True, "")
    assert replies[3] == (True, "")
    ok, moves = replies[4]
    assert ok and "a5-b5" in moves.split("\n")  # Black to move: a5 is black on 6x6
    assert all("-" in m for m in moves.split("\n"))
    assert replies[5] == (True, "")
    assert replies[6][0] and replies[6][1] in moves.split("\n")
    assert replies[7][0] and "-" in replies[7][1]
    ok, board = replies[8]
    assert ok and " 2 o O" in board and " a b c d e f" in board and "ply 3" in board  # b2: White, fixed
    assert replies[9] == (True, "none")
    assert replies[10] == (True, "")


def test_the_engine_deals_slide_plays_some_seats_and_lets_the_engine_play_the_others():
    deck = ",".join(map(str, slide.shuffled_deck(5)))
    commands = [f"new slide players=3 deck={deck} first=1", "legal_moves", "play flip a1", "level greedy"]
    commands += ["genmove", "genmove", "showboard", "play take 11 row1 left", "play flip a1", "result", "quit"]
    replies = engine_session(commands)
    assert replies[0] == (True, "")
    assert replies[1] == (True, "\n".join(f"flip {c}{r}" for r in "1234" for c in "abcd"))
    assert replies[2] == (True, "")
    assert replies[4][0] and replies[4][1].startswith("flip ")  # seat 2 picks
    assert replies[5][0] and replies[5][1].startswith("flip ")  # seat 0 picks: then all flip over
    ok, board = replies[6]
    assert ok and "push: seat 1 to act" in board and re.search(r"#\d", board)  # for tools: face-down values too
    assert board.splitlines()[-1].endswith("; #v face down (v its value), . the hole, * a pick")
    assert replies[7] == (
        False,
        "illegal move: malformed move 'take 11 row1 left': no card has the value 11: cards are 1 to 10",
    )
    assert replies[8] == (False, "illegal move: 'flip a1': every card has been picked: take a card from the middle")
    assert replies[9] == (True, "none")


def test_the_engine_writes_a_finished_slides_ranking_with_shared_places():
    commands = ["new slide players=4 seed=2", "level random"] + ["genmove"] * 128 + ["result", "quit"]
    replies = engine_session(commands)
    ok, ranking = replies[-2]
    places = [place.split("=") for place in ranking.split(" > ")]
    assert ok and sorted(int(s) for place in places for s in place) == [0, 1, 2, 3]
    state = slide.new_game(4, seed=2)
    for _, move in replies[2:-2]:
        state = state.play(state.parse_move(move))
    assert ranking == " > ".join("=".join(map(str, tied)) for tied in state.outcome().ranking)


def test_the_engine_refuses_bad_input_and_keeps_the_game():
    replies = engine_session(
        [
            "new slyde size=4",
            "play a1-a2",
            "play nonsense",
            "play",
            "frobnicate",
            "level grandmaster",
            "level",
            "new slyde size=99",
            "new chess",
            "genmove soon",
            "play b1-a1",
            "quit",
            "name",
        ]
    )
    assert replies[1] == (False, "illegal move: 'a1-a2': a1 is not White's pawn")
    assert replies[2][0] is False and replies[2][1].startswith("illegal move: malformed move 'nonsense'")
    assert replies[3][0] is False
    assert replies[4] == (False, "unknown command")
    assert replies[5][0] is False and "unknown level" in replies[5][1]
    assert replies[6] == (False, "level takes a level's name: one of random, greedy, uct, easy, normal, hard, max")
    assert replies[7][0] is False and "board size" in replies[7][1]
    assert replies[8][0] is False and "unknown game" in replies[8][1]
    assert replies[9][0] is False
    assert replies[10] == (True, "")  # the 4x4 game was still there, untouched
    assert len(replies) == 12  # nothing after quit


def test_the_engine_reads_games_options_choices_and_levels_in_any_case_as_the_command_line_does():
    replies = engine_session(["new Slyde Size=4 RULES=Tile", "play a1-a2", "level HARD", "new TILE Rules=mindsports"])
    assert replies[0] == (True, "") and replies[2] == (True, "")
    assert replies[1] == (False, "illegal move: 'a1-a2': a1 is not an empty space")  # the tile edition
    assert replies[3] == (False, "tile plays rules=tile: leave rules out, or start a game of slyde")


def test_the_engine_starts_the_tile_edition_by_its_name_as_the_window_and_selfplay_do():
    replies = engine_session(["new tile size=4", "play a1-a2", "new tile rules=mindsports", "new tiles", "showboard",
                              "new tile rules=Tile size=4", "showboard"])  # fmt: skip
    assert replies[0] == (True, "") and replies[5] == (True, "") and replies[6] == replies[4]  # its own rules again
    assert "Spaces to move; ply 0; spaces " in replies[4][1] and "; tiles " in replies[4][1]  # the edition's names
    assert replies[1] == (False, "illegal move: 'a1-a2': a1 is not an empty space")  # the tile edition's words
    assert replies[2] == (False, "tile plays rules=tile: leave rules out, or start a game of slyde")
    assert replies[3] == (False, "unknown game 'tiles': choose one of slyde, slidecore, slide, tile")


@pytest.mark.parametrize(
    ("command", "reply"),
    [
        ("new slyde size=8 size=9", "option size is given twice"),
        ("new slyde size=\u0668", "option size takes a whole number"),
        ("new slyde size=8_0", "option size takes a whole number"),
        ("new slyde size=" + "9" * 5000, "option size takes a whole number"),
        ("new slyde colour=red", "bad option 'colour=red' for slyde"),
        ("genmove 99999999999", "genmove takes a time in milliseconds from 1 to 3600000"),
        ("new\tslyde size=6", None),
        ("legal_moves now", "legal_moves takes nothing after it, not 'now'"),
        ("quit " + "x" * 300, "quit takes nothing after it, not 'xxx"),
        ("result\t2", "result takes nothing after it, not '2'"),
        ("loadgame", "loadgame takes a record's path or a game's line of text"),
        ("loadgame   ", "loadgame takes a record's path or a game's line of text"),
    ],
)
def test_the_engine_reads_options_strictly_and_answers_in_words(command, reply):
    ok, text = engine_session([command])[0]
    if reply is None:
        assert ok
    else:
        assert not ok and text.startswith(reply) and "Error" not in text and "sys." not in text


def test_the_engine_plays_a_game_to_its_result():
    commands = ["new slyde size=4", "level greedy"] + ["genmove"] * 40 + ["result"]
    replies = engine_session(commands)
    moves = [text for ok, text in replies[2:-1] if ok]
    assert 4 <= len(moves) <= 16
    assert replies[2 + len(moves)] == (False, "the game is over")
    assert replies[-1][1] in ("white", "black", "draw")


def test_selfplay_writes_records_that_load(tmp_path):
    done = run(
        "selfplay",
        "--game",
        "slyde",
        "--size",
        "8",
        "--games",
        "20",
        "--seed",
        "1",
        "--out",
        str(tmp_path),
        "--white",
        "greedy",
        "--black",
        "random",
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert sum(line.startswith("game ") for line in lines) == 20
    assert any(line.startswith("summary: 20 games") for line in lines)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 20
    for path in files:
        record = records.load(path)
        assert record.options == {"size": 8, "rules": "mindsports"}
        assert [p.name for p in record.players] == [
            "Computer 1 (greedy)",
            "Computer 2 (random)",
        ]  # as the window names them
        assert record.result is not None
        assert record.replay()[-1].is_over()


def test_selfplay_counts_one_game_and_one_seat_in_the_singular(tmp_path):
    done = run("selfplay", "--game", "slide", "--seats", "random,greedy", "--games", "1", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Slide ") and ": 1 game, random vs greedy" in lines[0]
    assert any(line.startswith("summary: 1 game; mean ") for line in lines)
    assert any(line.startswith("greedy: 1 seat played; first ") for line in lines)


def test_a_folder_given_after_an_equals_sign_with_a_tilde_is_the_homes_not_a_folder_named_tilde(tmp_path):
    """The shell leaves the ~ of --out=~/games as it is: the program expands it, rather
    than make a folder named "~" wherever it was started."""
    env = {**os.environ, "HOME": str(tmp_path / "home")}
    command = [sys.executable, str(ROOT / "main.py"), "selfplay", "--game", "slyde", "--size", "4", "--games", "1"]
    done = subprocess.run(
        [*command, "--out=~/games"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / "home" / "games").glob("*.json"))) == 1 and not (tmp_path / "~").exists()
    unknown = subprocess.run([*command, "--out=~nobody-by-this-name/games"], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)  # fmt: skip
    assert unknown.returncode == 2
    assert unknown.stderr.splitlines()[-1].endswith("no home folder is known for the ~ of '~nobody-by-this-name/games'")


def test_selfplay_plays_slide_with_any_mix_of_levels_rotating_over_the_same_deal(tmp_path):
    done = run(
        "selfplay", "--game", "slide", "--seats", "random,greedy,random", "--games", "6", "--rotate",
        "--seed", "3", "--out", str(tmp_path),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("game 1: seat 0 random, seat 1 greedy, seat 2 random; 96 plies; first ")
    assert any(line.startswith("greedy: 6 seats played; first ") and "mean score" in line for line in lines)
    loaded = [records.load(path) for path in sorted(tmp_path.glob("*.json"))]
    assert len(loaded) == 6
    assert loaded[0].options["deck"] == loaded[2].options["deck"] != loaded[3].options["deck"]
    assert [r.players[1].level for r in loaded[:3]] == ["greedy", "random", "random"]
    for record in loaded:
        assert record.result["ranks"] and record.replay()[-1].is_over()


@pytest.mark.parametrize(
    ("args", "levels"),
    [
        (("--game", "slide", "--players", "4"), ("normal", "greedy", "greedy", "greedy")),
        (("--game", "slide"), ("normal", "greedy")),
        (("--white", "hard"), ("hard", "greedy")),
        (("--black", "easy"), ("normal", "easy")),
    ],
)
def test_selfplay_without_seats_puts_normal_first_and_greedy_in_every_other_seat(args, levels):
    from game.cli.parser import build_parser
    from game.cli.selfplay import series_from

    assert series_from(build_parser().parse_args(["selfplay", *args])).levels == levels


def test_the_command_line_takes_games_levels_and_rules_in_any_case():
    from game.cli.parser import build_parser
    from game.cli.selfplay import series_from

    args = build_parser().parse_args(["selfplay", "--game", "Slide", "--seats", "HARD,Normal*2,easy"])
    assert args.game == "slide" and series_from(args).levels == ("hard", "normal*2", "easy")
    tiles = build_parser().parse_args(["selfplay", "--rules", "TILE", "--white", "Max", "--black", "EASY"])
    assert (tiles.rules, tiles.white, tiles.black) == ("tile", "max", "easy")
    assert build_parser().parse_args(["--game", "SlideCore"]).start_game == "slidecore"


def test_selfplay_plays_slide_tournaments_to_a_hundred(tmp_path):
    done = run("selfplay", "--game", "slide", "--seats", "random,greedy", "--games", "1", "--tournament",
               "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    record = records.load(next(tmp_path.glob("*.json")))
    assert record.games and max(record.result["totals"]) >= 100
    assert [game.options["first"] for game in record.games] == [k % 2 for k in range(len(record.games))]
    data = json.loads(next(tmp_path.glob("*.json")).read_text())
    assert data["tournament"] is True and "moves" not in data and len(data["games"]) == len(record.games)
    refused = run("review", str(next(tmp_path.glob("*.json"))))  # a review judges one game, not a tournament
    assert refused.returncode == 2 and "a whole tournament" in refused.stderr and refused.stdout == ""
    assert f"--game-number N (1 to {len(record.games)})" in refused.stderr


def test_review_judges_the_tournaments_game_its_number_names_and_writes_it_alone(tmp_path):
    """A tournament's record was refused whole, and none of its games could be judged."""
    run("selfplay", "--game", "slide", "--seats", "random,random", "--games", "1", "--tournament",
        "--out", str(tmp_path))  # fmt: skip
    (path,) = tmp_path.glob("*.json")
    tournament = records.load(path)
    second = tournament.games[1]
    done = run("review", str(path), "--game-number", "2", "--playouts", "3", "--out", str(tmp_path / "second.out"))
    assert done.returncode == 0, done.stderr
    assert len([line for line in done.stdout.splitlines() if line.startswith(" ")]) == len(second.moves)
    judged = records.load(tmp_path / "second.out")
    assert judged.games is None and judged.moves == second.moves and judged.options == second.options
    assert judged.players == tournament.players and len(judged.annotations) == len(second.moves)
    beyond = run("review", str(path), "--game-number", str(len(tournament.games) + 1))
    assert beyond.returncode == 2 and f"this tournament holds {len(tournament.games)} games" in beyond.stderr
    single = run("review", str(tmp_path / "second.out"), "--game-number", "2")
    assert single.returncode == 2 and "this record holds a single game" in single.stderr


def test_review_judges_a_slide_record_move_by_move_from_each_movers_seat(tmp_path):
    run("selfplay", "--game", "slide", "--seats", "random,random,random", "--games", "1", "--out", str(tmp_path))
    (path,) = tmp_path.glob("*.json")
    done = run("review", str(path), "--playouts", "5", "--out", str(tmp_path / "judged.json"))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "each move weighed from its mover's seat, on 5 deals to rank and 5 to measure" in lines[0]
    moves = records.load(path).moves
    judged = records.load(tmp_path / "judged.json").annotations
    assert len(judged) == len(moves) == 96
    chosen = [note for note, move in zip(judged, moves, strict=True) if note["best"] == move]
    assert all(note["before"] == note["after"] for note in chosen)  # the computer's own choice lost nothing


def as_from_a_terminal():
    """A command's stop signals as a terminal starts it with them, whatever started these
    checks (a background job has Ctrl+C ignored, and a command keeps it so)."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_DFL)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_selfplay_still_gives_the_figures_of_the_games_it_finished(stop):
    args = ["selfplay", "--size", "4", "--seats", "random,random", "--games", "100000"]
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, preexec_fn=as_from_a_terminal)  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    lines = [process.stdout.readline() for _ in range(4)]  # the heading and three games
    assert lines[-1].startswith("game 3: ")
    process.send_signal(stop)
    rest = process.stdout.read()  # through the buffer the first lines were read by
    assert process.wait(timeout=60) == 130 and "Traceback" not in process.stderr.read()
    played = sum(line.startswith("game ") for line in lines + rest.splitlines())
    assert f"stopped after {played} games" in rest
    assert f"summary: {played} games;" in rest and "time per move, random" in rest


@pytest.mark.parametrize(("ignored", "stop"), [(signal.SIGINT, signal.SIGTERM), (signal.SIGTERM, signal.SIGINT)])
@pytest.mark.parametrize("command", ["selfplay", "review"])
def test_a_signal_a_command_was_started_to_ignore_stays_ignored(command, ignored, stop, tmp_path):
    """A shell starts a background job with Ctrl+C ignored (the terminal's Ctrl+C is not
    its to stop): a command keeps it so, and stops on the other signal as ever."""
    if command == "review":
        made = run("selfplay", "--size", "6", "--seats", "random,random", "--games", "1", "--out", str(tmp_path))
        assert made.returncode == 0
        (record,) = tmp_path.glob("*.json")
        args = ["review", str(record), "--playouts", "100000"]
    else:
        args = ["selfplay", "--size", "4", "--seats", "random,random", "--games", "100000"]

    def as_a_background_job():
        signal.signal(ignored, signal.SIG_IGN)
        signal.signal(stop, signal.SIG_DFL)

    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, preexec_fn=as_a_background_job)  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()  # under way
    process.send_signal(ignored)
    with pytest.raises(subprocess.TimeoutExpired):
        process.wait(timeout=2)
    process.send_signal(stop)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err
    assert "stopped" in (out if command == "selfplay" else err)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_review_says_so_and_keeps_the_lines_it_printed(stop, tmp_path):
    """A kill stops a review as Ctrl+C does: in words, its judging processes with it."""
    assert (
        run("selfplay", "--size", "6", "--seats", "random,random", "--games", "1", "--out", str(tmp_path)).returncode
        == 0
    )
    (record,) = tmp_path.glob("*.json")
    args = ["review", str(record), "--playouts", "100000", "--out", str(tmp_path / "judged.json")]
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, preexec_fn=as_from_a_terminal)  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    assert "100000 playouts a position" in process.stdout.readline()
    process.send_signal(stop)
    assert process.wait(timeout=60) == 130
    assert process.stderr.read() == "stopped\n" and not (tmp_path / "judged.json").exists()


def test_a_command_run_inside_another_program_leaves_the_kills_handler_as_it_found_it(capsys):
    from game import cli

    def mine(signum, frame):
        raise AssertionError("not called")

    before = signal.signal(signal.SIGTERM, mine)
    try:
        assert cli.main(["selfplay", "--size", "4", "--games", "1", "--seats", "random,random"]) == 0
        assert signal.getsignal(signal.SIGTERM) is mine
    finally:
        signal.signal(signal.SIGTERM, before)


def test_selfplay_repeats_with_a_seed():
    args = ("selfplay", "--size", "6", "--games", "3", "--seed", "4", "--rules", "tile", "--white", "random")

    def games(output):
        return [line for line in output.splitlines() if line.startswith(("game ", "summary"))]

    first = games(run(*args).stdout)
    assert len(first) == 4 and first == games(run(*args).stdout)


def test_selfplay_runs_the_search_levels_with_a_time_budget(monkeypatch, capsys):
    from game import cli
    from game.ai import players

    asked = []
    real_decide = players.decide

    def decide(player, state, budget=None, should_stop=None):
        started = time.perf_counter()
        move = real_decide(player, state, budget, should_stop)
        asked.append((player.level, budget.seconds if budget else None, time.perf_counter() - started))
        return move

    monkeypatch.setattr(players, "decide", decide)
    assert cli.main(["selfplay", "--size", "5", "--games", "2", "--white", "easy", "--black", "hard",
                     "--seconds", "0.05"]) == 0  # fmt: skip
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("game 1: white easy, black hard;") and any(line.startswith("summary: 2 games")
                                                                         for line in lines)  # fmt: skip
    assert {level for level, _, _ in asked} == {"easy", "hard"}
    assert {seconds for _, seconds, _ in asked} == {0.05}  # every seat the time it was given
    assert max(took for _, _, took in asked) < 1.0  # and kept to it, not to its own 0.9 s (hard on 5x5)


def budgets_asked(monkeypatch) -> list[tuple[str, float | None]]:
    """Each decision's (level, the seconds it was given), as the players are asked;
    they then think a few playouts only."""
    from game.ai import players

    asked = []
    real_decide = players.decide

    def decide(player, state, budget=None, should_stop=None):
        asked.append((player.level, budget.seconds if budget else None))
        return real_decide(player, state, players.Budget(playouts=20))

    monkeypatch.setattr(players, "decide", decide)
    return asked


def test_selfplay_scales_each_levels_own_time_keeping_them_apart(monkeypatch):
    from game import cli
    from game.ai import players

    asked = budgets_asked(monkeypatch)
    cli.play_game("slide", {"players": 2, "seed": 5}, ["hard", "easy"], "s", time_scale=0.1)
    view = slide.new_game(players=2, seed=5)
    for level in ("hard", "easy"):
        seconds = {round(s, 9) for lv, s in asked if lv == level}
        assert seconds == {round(players.move_seconds(level, view) * 0.1, 9)}


def test_selfplay_gives_a_seat_its_own_factor_on_its_levels_time(monkeypatch):
    from game import cli
    from game.ai import players

    asked = budgets_asked(monkeypatch)
    cli.play_game("slyde", {"size": 4, "rules": "mindsports"}, ["normal", "uct*10"], "s")
    board = registry.new_game("slyde", {"size": 4, "rules": "mindsports"})
    assert {s for lv, s in asked if lv == "normal"} == {None}
    uct = {round(s, 9) for lv, s in asked if lv == "uct"}
    assert uct == {round(players.move_seconds("uct", board) * 10, 9)}


def test_selfplay_readies_every_seat_before_the_first_move_is_timed(monkeypatch):
    from game import cli
    from game.ai import players

    events = []
    real_decide = players.decide

    def decide(player, state, budget=None, should_stop=None):
        events.append("move")
        return real_decide(player, state, players.Budget(playouts=20))

    monkeypatch.setattr(players, "ready", lambda player, game, seats: events.append((player.level, game, seats)))
    monkeypatch.setattr(players, "decide", decide)
    cli.play_game("slide", {"players": 3, "seed": 5}, ["hard", "easy", "normal"], "s", time_scale=0.1)
    assert events[:4] == [("hard", "slide", 3), ("easy", "slide", 3), ("normal", "slide", 3), "move"]
    assert events.count("move") == len(events) - 3


def test_the_engine_readies_its_player_for_each_game_and_level_it_is_given(monkeypatch):
    import io

    from game.ai import players
    from game.cli.engine import Engine

    readied = []
    monkeypatch.setattr(players, "ready", lambda player, game, seats: readied.append((player.level, game, seats)))
    engine = Engine(io.StringIO())
    assert engine.handle("new", "slide players=3") == (True, "")
    assert engine.handle("level", "hard") == (True, "")
    assert engine.handle("level", "nonsense")[0] is False
    assert readied == [("normal", "slyde", 2), ("normal", "slide", 3), ("hard", "slide", 3)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("selfplay", "--seats", "normal,uct*0"), "expected a factor above 0"),
        (("selfplay", "--seats", "normal,uct*10", "--seconds", "1"), "needs its own time"),
        (("selfplay", "--size", "3"), "board size must be a whole number from 4 to 16"),
        (("selfplay", "--size", "1e3"), "argument --size: expected a whole number from 4 to 16, not '1e3'"),
        (("selfplay", "--size", "9" * 30), "argument --size: expected a whole number from 4 to 16, not '999"),
        (("selfplay", "--game", "slide", "--players", "٣"), "--players: expected a whole number from 2 to 6"),
        (("--size", "16384x16384"), "a window is at most 7680x4320"),
        (("--size", "640x480"), "a window is at least 800x600, not '640x480' (--fullscreen fits a smaller screen)"),
        (("--size", "0x0"), "a window is at least 800x600, not '0x0'"),
        (("--game", "slide", "--learn", "slyde"), "argument --learn: not allowed with argument --game"),
        (("--demo", "--learn", "slide"), "argument --learn: not allowed with argument --demo"),
        (("bench", "rules", "--seconds", "nan"), "expected a number of seconds"),
        (("selfplay", "--game", "slide", "--players", "3", "--seats", "hard,greedy"), "lists 2 levels for 3 seats"),
        (("selfplay", "--game", "slide", "--seats", "hard"), "--seats lists 1 level: Slide is played by 2 to 6"),
        (("selfplay", "--game", "slide", "--seats", "hard,greedy,easy", "--alternate"), "use --rotate"),
        (("selfplay", "--game", "slide", "--white", "hard"), "has no White and Black"),
        (("selfplay", "--tournament"), "Slyde has no tournaments"),
        (("selfplay", "--seats", "hard,wizard"), "unknown level 'wizard'"),
        (("selfplay", "--seats", "hard,,normal"), "--seats: seat 2 has no level: choose from random, greedy"),
        (("selfplay", "--seats", "x" * 5000), "x...': choose from random"),  # cut short
        (("selfplay", "--seconds", "nan"), "expected a number of seconds"),
        (("selfplay", "--seconds", "-1"), "expected a number of seconds"),
        (("selfplay", "--time-scale", "0"), "expected a factor above 0"),
        (("selfplay", "--seconds", "1", "--time-scale", "0.5"), "not both"),
        (("selfplay", "--games", "0"), "expected a whole number from 1 to 100,000"),
        (("review", "x.json", "--playouts", "9" * 5000), "expected a whole number from 1 to 1,000,000"),
        (("selfplay", "--seed", "1" * 30), "--seed: expected a whole number from -1,000,000,000,000,000,000 to 1,"),
        (("selfplay", "--white", "wizard"), "invalid choice: 'wizard'"),
        (("selfplay", "--rules", "chess"), "invalid choice: 'chess'"),
        (("--size", "big"), "expected WIDTHxHEIGHT"),
        (("--size", "8_00x600"), "expected WIDTHxHEIGHT like 1280x720, not '8_00x600'"),  # int() reads it as 800
        (("--size", "\uff18\uff10\uff10x600"), "expected WIDTHxHEIGHT like 1280x720"),  # full-width 800
        (("selfplay", "--seconds", "1_0"), "expected a number of seconds above 0 and at most 3600, not '1_0'"),
        (("selfplay", "--seats", "normal,uct*\u0661"), "expected a factor above 0"),  # an Arabic-Indic 1
        (("bench", "gpu"), "invalid choice: 'gpu'"),
        (("launch",), "invalid choice: 'launch'"),
        (("--game", "slide", "--players", "4"), "'--players': it goes after the command it belongs to (selfplay)"),
        (("--seconds=3", "bench"), "it goes after the command it belongs to (selfplay or report or bench)"),
        (("--fullscreen", "--wizard"), "unrecognized option '--wizard'"),
        (("slidecore",), "slidecore is a game, not a command: python main.py --game slidecore opens its setup"),
        (("bench", "--what"), "python main.py bench: error: unrecognized arguments: '--what'"),  # with bench's usage
        (("lessons", "--game", "slide"), "python main.py lessons: error: unrecognized arguments: '--game' 'slide'"),
        (("selfplay", "--games", "1", "--out", ""), "--out: expected a path, not an empty one"),  # not "here"
        (("review", ""), "record: expected a record's path or a game's line of text, not an empty one"),
        (("review", "x.json", "--out", ""), "--out: expected a path, not an empty one"),
        (("report", "--records", ""), "--records: expected a path, not an empty one"),
    ],
)
def test_wrong_options_get_a_clear_message(args, message):
    done = run(*args)
    assert done.returncode == 2
    assert message in done.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("review", "x\x1b[31mred\nline"),
        ("report", "--records", "x\x1b[31mred\nline"),
        ("selfplay", "--games", "1", "--out", "/dev/null/x\x1b[31mred\nline"),
    ],
)
def test_a_path_with_control_characters_is_shown_escaped_in_one_line(args):
    done = run(*args)
    assert done.returncode == 2
    assert "x\\x1b[31mred\\nline'" in done.stderr
    assert "\x1b" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


NOT_TEXT = os.fsdecode(b"a\xff\xfe")  # an argument that is not UTF-8, as Python holds it


@pytest.mark.parametrize(
    "args",
    [
        (NOT_TEXT,),  # argparse's own words
        ("selfplay", "--seats", f"hard,{NOT_TEXT}"),
        ("selfplay", "--games", NOT_TEXT),
        ("review", f"/nowhere/{NOT_TEXT}.json"),
    ],
)
def test_bytes_of_an_argument_that_are_not_text_are_shown_as_the_bytes_they_are(args):
    done = run(*args)
    assert done.returncode == 2
    assert "a\\xff\\xfe" in done.stderr.splitlines()[-1] and "udc" not in done.stderr


def test_a_folder_of_records_written_with_control_characters_in_its_name_is_shown_escaped(tmp_path):
    out = tmp_path / "x\x1b[31mred\nline"
    done = run("selfplay", "--size", "4", "--games", "1", "--seats", "random,random", "--out", str(out))
    assert done.returncode == 0 and list(out.glob("*.json"))
    assert done.stdout.splitlines()[-1] == f"records written to {str(out)!r}" and "\x1b" not in done.stdout


@pytest.mark.parametrize(
    "option", [("--size",), ("selfplay", "--seconds"), ("selfplay", "--white"), ("review", "--playouts")]
)
def test_a_huge_wrong_value_is_quoted_short(option):
    done = run(*option, "7x" * 3000)
    assert done.returncode == 2
    assert "'7x7x7x" in done.stderr and len(done.stderr.splitlines()[-1]) < 240


@pytest.mark.parametrize("command", [(), ("selfplay",), ("engine",), ("bench",), ("review",), ("report",)])
def test_every_command_explains_itself(command):
    done = run(*command, "--help")
    assert done.returncode == 0
    assert "usage: python main.py" in done.stdout
    assert "%%" not in done.stdout and "%(" not in done.stdout


@pytest.mark.parametrize(
    ("section", "seconds", "names"),
    [
        (
            "rules",
            "0.02",
            (
                "slyde_mindsports_12_games_per_s",
                "slyde_mindsports_8_games_per_s",
                "slyde_tile_12_games_per_s",
                "slyde_mindsports_12_plies_per_game",
                "slyde_mindsports_12_legal_moves_us",
                "slidecore_6_games_per_s",
                "slidecore_6_plies_per_game",
                "slide_2_games_per_s",
                "slide_4_games_per_s",
                "slide_6_games_per_s",
                "slide_2_guided_games_per_s",
                "slide_4_guided_games_per_s",
            ),
        ),
        (
            "client",
            "0.01",
            (
                "client_play_12_idle_p99_ms",
                "client_play_12_anim_p99_ms",
                "client_play_16_anim_p99_ms",
                "client_play_slide_6_idle_p99_ms",
                "client_play_slide_6_anim_p99_ms",
                "client_play_12_ai_thinking_interval_p99_ms",
                "client_idle_cpu_percent",
                "client_attract_cpu_percent",
                "client_review_judging_interval_p99_ms",
                "client_play_coached_interval_p99_ms",
                "client_startup_ms",
            ),
        ),
    ],
)
def test_bench_prints_the_named_figures_as_json(section, seconds, names):
    done = run("bench", section, "--seconds", seconds)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    for name in names:
        assert figures[name] > 0


def test_slidecore_through_selfplay_and_the_engine(tmp_path):
    done = run(
        "selfplay",
        "--game",
        "slidecore",
        "--side",
        "4",
        "--games",
        "3",
        "--white",
        "greedy",
        "--black",
        "random",
        "--out",
        str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    files = sorted(tmp_path.glob("slidecore-*.json"))
    assert len(files) == 3
    for path in files:
        record = records.load(path)
        assert record.options == {"side": 4} and record.replay()[-1].is_over()
    replies = engine_session(
        ["new slidecore side=4", "play c3 d4 c4", "play c3 d4 c5", "level random", "genmove", "new slidecore side=9"]
    )
    assert replies[1] == (True, "")
    assert replies[2] == (False, "illegal move: 'c3 d4 c5': c3 is not empty")
    assert replies[4][0] and len(replies[4][1].split()) == 3
    assert replies[5][0] is False and "side must be a whole number from 4 to 8" in replies[5][1]


def test_an_option_of_another_game_is_refused():
    done = run("selfplay", "--game", "slidecore", "--size", "8")
    assert done.returncode == 2
    assert "--size is not an option of SlideCore 6" in done.stderr


def test_the_engine_answers_bytes_that_are_not_utf8_and_goes_on():
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "engine"],
        input=b"na\xffme\nname\n",
        capture_output=True,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout == b"? not UTF-8 text\n\n= Slyde Arcade\n\n"


@pytest.mark.parametrize("where", ["closed stdin", "closed stdout", "full disk"])
def test_the_engine_without_its_streams_exits_quietly_with_a_failure(where):
    command = [sys.executable, str(ROOT / "main.py"), "engine"]
    if where == "closed stdin":
        done = subprocess.run(["bash", "-c", '"$@" <&-', "-", *command], capture_output=True, timeout=60)
    elif where == "closed stdout":
        done = subprocess.run(["bash", "-c", '"$@" >&-', "-", *command], input=b"name\n", stderr=subprocess.PIPE,
                              timeout=60)  # fmt: skip
    else:
        with open("/dev/full", "wb") as full:
            done = subprocess.run(command, input=b"name\nname\n", stdout=full, stderr=subprocess.PIPE, timeout=60)
    assert done.returncode == 1 and done.stderr == b""


@pytest.mark.parametrize("command", [("review", "/nonexistent/record.json"), ("engine",)])
def test_with_standard_error_closed_a_commands_words_never_land_in_its_output(command):
    """Python prints to standard output what is printed to a standard error it does not
    have: a refusal, or a note, would have been read as the command's output (the
    engine's answers)."""
    program = [sys.executable, str(ROOT / "main.py"), *command]
    done = subprocess.run(["bash", "-c", '"$@" 2>&-', "-", *program], input=b"name\nbogus\n", capture_output=True,
                          timeout=120)  # fmt: skip
    expected = {"review": b"", "engine": b"= Slyde Arcade\n\n? unknown command\n\n"}[command[0]]
    assert done.stdout == expected and done.returncode == (2 if command[0] == "review" else 0)


@pytest.mark.parametrize("where", ["full disk", "closed"])
@pytest.mark.parametrize(
    "command",
    [("lessons",), ("selfplay", "--size", "4", "--games", "2"), ("--help",), ("--version",), ("review", "-h")],
)
def test_a_command_whose_output_cannot_be_written_says_so_without_a_traceback(command, where):
    """A closed standard output (`command >&-`) is none at all to Python, which would drop
    every line without a word and end as if all were well; argparse dropped its help and
    the version on a full disk without a word, and printed them as errors where there was
    no standard output."""
    program = [sys.executable, str(ROOT / "main.py"), *command]
    if where == "closed":
        done = subprocess.run(["bash", "-c", '"$@" >&-', "-", *program], stderr=subprocess.PIPE, timeout=120)
        why = "standard output is closed"
    else:
        with open("/dev/full", "wb") as full:
            done = subprocess.run(program, stdout=full, stderr=subprocess.PIPE, timeout=120)
        why = "No space left on device"
    named = "python main.py" if command[0].startswith("-") else f"python main.py {command[0]}"
    assert done.returncode == 1 and done.stderr.decode() == f"{named}: error: cannot write the output: {why}\n"


def test_selfplay_checks_its_output_folder_before_playing(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    done = run(
        "selfplay", "--size", "4", "--games", "1", "--white", "random", "--black", "random", "--out", str(blocker)
    )
    assert done.returncode == 2 and "cannot write records to" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""  # no game was played


def test_selfplay_never_writes_over_an_earlier_runs_records(tmp_path):
    """The same seed into the same folder again: the earlier games stay, the new ones
    take the next free names."""
    for black in ("random", "greedy"):
        options = ("--size", "4", "--games", "2", "--white", "random", "--black", black, "--out", str(tmp_path))
        done = run("selfplay", *options)
        assert done.returncode == 0, done.stderr
    names = sorted(path.name for path in tmp_path.glob("*.json"))
    assert names == ["slyde-1-001-2.json", "slyde-1-001.json", "slyde-1-002-2.json", "slyde-1-002.json"]
    blacks = {records.load(tmp_path / name).players[1].name for name in names}
    assert blacks == {"Computer 2 (random)", "Computer 2 (greedy)"}


def test_selfplay_reports_a_record_it_could_not_write_in_words(tmp_path, monkeypatch, capsys):
    from game import cli

    def full_disk(descriptor):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    status = cli.main(["selfplay", "--size", "4", "--games", "2", "--white", "random", "--black", "random",
                       "--out", str(tmp_path)])  # fmt: skip
    captured = capsys.readouterr()
    assert status == 1 and "cannot write" in captured.err and "No space left on device" in captured.err
    assert captured.out.count("\ngame ") == 1  # it stopped after the first game's record failed


def test_review_prints_a_line_per_move_and_writes_an_annotated_record_that_loads(tmp_path):
    done = run("selfplay", "--size", "5", "--games", "1", "--white", "random", "--black", "greedy",
               "--out", str(tmp_path))  # fmt: skip
    (path,) = tmp_path.glob("slyde-*.json")
    moves = records.load(path).moves
    out = tmp_path / "reviewed.json"
    done = run("review", str(path), "--playouts", "60", "--out", str(out))
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line[:4].strip().rstrip(".").isdigit()]
    assert len(lines) == len(moves) and all(" -> " in line for line in lines)
    assert lines[0].startswith("  1. White " + moves[0] + ": ")
    reviewed = records.load(out)
    assert reviewed.moves == moves and len(reviewed.annotations) == len(moves)
    assert all(0 <= note["before"] <= 1 and note["mark"] in (None, *records.MARKS) for note in reviewed.annotations)
    again = run("review", str(path), "--playouts", "60")
    assert again.stdout.splitlines()[1:] == done.stdout.splitlines()[1:-1]  # the same judgement, seeded


@pytest.mark.parametrize("game", ["slyde", "slide"])
def test_a_review_judged_in_two_processes_finds_what_one_process_finds(game):
    options = {"size": 5} if game == "slyde" else {"players": 3, "seed": 4}
    state, rng, states, moves = registry.new_game(game, options), Random(3), [], []
    while not state.is_over() and len(moves) < 12:
        move = rng.choice(state.legal_moves())
        states.append(state)
        moves.append(state.format_move(move))
        state = state.play(move)
    states.append(state)
    playouts = 40 if game == "slyde" else 8  # Slide: deals a move, every move on each
    alone = list(judge.review(states, moves, playouts, seed=9))
    with judging_processes(2) as mapper:
        shared = list(judge.review(states, moves, playouts, seed=9, mapper=mapper))
    assert shared == alone and len(alone) == len(moves)


def test_ctrl_c_stops_a_review_and_its_judging_processes_without_a_traceback(tmp_path):
    run("selfplay", "--game", "slide", "--seats", "random,random,random", "--games", "1", "--out", str(tmp_path))
    (path,) = tmp_path.glob("*.json")
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "review", str(path), "--playouts", "100"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=as_from_a_terminal,
    )  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    assert "each move weighed" in process.stdout.readline()
    assert process.stdout.readline().startswith("  1. ")  # judging, in its processes
    os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl+C reaches every process of the command
    assert process.wait(timeout=60) == 130
    error = process.stderr.read()
    assert "Traceback" not in error and "stopped" in error


def test_review_refuses_what_it_cannot_judge(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    done = run("review", str(broken))
    assert done.returncode == 2 and "not valid JSON" in done.stderr and "Traceback" not in done.stderr


def test_review_refuses_a_place_it_cannot_write_before_judging(tmp_path):
    run("selfplay", "--size", "4", "--games", "1", "--white", "random", "--black", "random", "--out", str(tmp_path))
    (record,) = tmp_path.glob("*.json")
    into_folder = run("review", str(record), "--out", str(tmp_path))
    assert into_folder.returncode == 2 and "it is a folder" in into_folder.stderr and into_folder.stdout == ""
    (tmp_path / "file").write_text("")
    below_a_file = run("review", str(record), "--out", str(tmp_path / "file" / "out.json"))
    assert below_a_file.returncode == 2 and "cannot write" in below_a_file.stderr and below_a_file.stdout == ""


def test_report_plays_games_or_reads_records_and_prints_the_statistics(tmp_path):
    run("selfplay", "--size", "4", "--games", "4", "--white", "random", "--black", "greedy", "--out", str(tmp_path))
    done = run("report", "--game", "slyde", "--records", str(tmp_path))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"Slyde 4x4, Mindsports rules: 4 games read from {tmp_path}"  # what it reports on, as played
    assert lines[1] == "games: 4"
    assert lines[2].startswith("first player's share (a draw counts half): ") and "95% interval" in lines[2]
    assert any(line.startswith("length: mean ") for line in lines)
    assert any(line.startswith("games with an anti-mirror toggle: ") for line in lines)
    assert any(line.startswith("decided after the first group (the cascade): ") for line in lines)
    assert any(line.startswith("the winner's biggest group: ") for line in lines)
    played = run("report", "--size", "4", "--games", "2", "--white", "random", "--black", "random")
    assert played.returncode == 0 and "games: 2" in played.stdout
    refused = run("report", "--game", "slide")
    assert refused.returncode == 2 and "invalid choice: 'slide'" in refused.stderr


def test_report_reads_only_a_folder_and_skips_what_is_not_a_record(tmp_path):
    missing = run("report", "--records", str(tmp_path / "nothing"))
    assert missing.returncode == 2 and "is not a folder of game records" in missing.stderr
    (tmp_path / "broken.json").write_text("[[[[")
    os.mkfifo(tmp_path / "pipe.json")
    done = run("report", "--records", str(tmp_path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "skipped: " in done.stderr and "not valid JSON" in done.stderr and "not a regular file" in done.stderr
    assert "no finished Slyde games in" in done.stderr


def test_report_on_a_folder_of_other_games_says_what_it_holds_and_how_to_report_on_it(tmp_path):
    run("selfplay", "--game", "slidecore", "--side", "4", "--games", "2", "--out", str(tmp_path))
    run("selfplay", "--game", "slide", "--seats", "random,random", "--games", "1", "--out", str(tmp_path))
    done = run("report", "--records", str(tmp_path))
    assert done.returncode == 2
    assert done.stderr == (
        f"python main.py report: error: no finished Slyde games in {tmp_path}: it holds 2 records of SlideCore 6"
        " (--game slidecore); 1 record of Slide, a game the report does not cover\n"
    )


@pytest.mark.parametrize("command", [("selfplay", "--size", "4", "--games", "40"), ("review", "RECORD")])
def test_a_reader_that_goes_away_ends_a_command_quietly(command, tmp_path):
    run("selfplay", "--size", "4", "--games", "1", "--out", str(tmp_path))
    (record,) = tmp_path.glob("*.json")
    args = [str(record) if part == "RECORD" else part for part in command]
    done = subprocess.run(
        ["bash", "-c", 'set -o pipefail; "$@" | head -c 1', "-", sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 1 and done.stderr == ""  # no traceback when `| head` stops reading


def test_report_never_mixes_boards_and_its_share_has_an_interval_even_at_the_edges(tmp_path):
    run("selfplay", "--size", "4", "--games", "3", "--white", "random", "--black", "random", "--out", str(tmp_path))
    run("selfplay", "--size", "6", "--games", "2", "--white", "greedy", "--black", "random", "--out", str(tmp_path))
    mixed = run("report", "--records", str(tmp_path))
    assert mixed.returncode == 2 and "games of several settings" in mixed.stderr and "--size" in mixed.stderr
    six = run("report", "--records", str(tmp_path), "--size", "6")
    assert six.returncode == 0 and six.stdout.splitlines()[:2] == [
        f"Slyde 6x6, Mindsports rules: 2 games read from {tmp_path}",
        "games: 2",
    ]
    share = six.stdout.splitlines()[2]
    low, high = (float(value) for value in share.split("interval ")[1].rstrip(")").split(" to "))
    assert low < high  # two games of one result still leave room either way


def test_the_window_without_a_display_says_so_and_opens_nothing(tmp_path):
    """No video driver works (here, one that does not exist is asked for): a clear
    message and status 2, not a traceback and not a window drawn nowhere."""
    env = {**os.environ, "SDL_VIDEODRIVER": "nonesuch", "SLYDE_ARCADE_HOME": str(tmp_path / "home")}
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 2
    assert "python main.py: error: no display to open the window on" in done.stderr
    assert "Traceback" not in done.stderr


def test_without_a_display_the_one_line_said_is_the_games_own(tmp_path):
    """SDL prints its own errors as it tries each kind of display ("XDG_RUNTIME_DIR is
    invalid"): only the game's message reaches the terminal."""
    env = {**os.environ, "SLYDE_ARCADE_HOME": str(tmp_path / "home")}
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "python main.py: error: no display to open the window on: is DISPLAY (or WAYLAND_DISPLAY) set?"
    ]


def test_a_display_named_where_none_answers_is_said_so_not_asked_whether_one_is_set(tmp_path):
    """DISPLAY set to a display that is not running (or not open to this user): the
    message names it, rather than asking whether it is set."""
    free = next(
        n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists()
    )
    env = {**os.environ, "SLYDE_ARCADE_HOME": str(tmp_path / "home"), "DISPLAY": f":{free}"}
    for name in ("WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, str(ROOT / "main.py")], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"python main.py: error: no display to open the window on: none answers at DISPLAY=':{free}'"
        " (is it running, and open to this user?)"
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="limits as Linux sets them")
@pytest.mark.parametrize(
    ("limit", "low", "lifted", "said"),
    [
        ("RLIMIT_NOFILE", 12, 1024, "the system allows only 12 open files at once (ulimit -n), and the game needs 64"),
        (
            "RLIMIT_AS",
            600 * 2**20,
            2**31,
            "the system allows only 600 MB of memory (ulimit -v), and the game needs 2048",
        ),
    ],
)
def test_a_limit_lower_than_the_window_needs_is_lifted_where_the_system_allows_and_said_where_not(
    tmp_path, limit, low, lifted, said
):
    """Below what the window needs its fonts could not be opened (it stayed blank), or
    SDL could not start a thread (a traceback in its words): the limit is lifted within
    what the system allows, or the start says why."""
    import resource

    kind = getattr(resource, limit)

    def limited(hard):
        return lambda: resource.setrlimit(kind, (low, hard))

    current = resource.getrlimit(kind)[1]  # the hard limit as it is: only a privileged process may raise it
    expected = lifted if current == resource.RLIM_INFINITY else min(lifted, current)

    env = {**os.environ, "SLYDE_ARCADE_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy"}
    code = (
        "import resource; from game.system_limits import shortfall; shortfall();"
        f" print(resource.getrlimit(resource.{limit})[0])"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, preexec_fn=limited(current))  # fmt: skip
    assert done.returncode == 0 and done.stdout.split() == [str(expected)], done.stderr
    if limit == "RLIMIT_NOFILE":  # a hard limit above the need, below what a limit is lifted to: lifted to it
        done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=120, preexec_fn=limited(200))  # fmt: skip
        assert done.returncode == 0 and done.stdout.split() == ["200"], done.stderr
    refused = subprocess.run([sys.executable, str(ROOT / "main.py")], env=env, capture_output=True, text=True,
                             timeout=120, preexec_fn=limited(low))  # fmt: skip
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [f"python main.py: error: {said}"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="limits as Linux sets them")
@pytest.mark.parametrize("limited", [True, False])
def test_a_library_that_cannot_load_under_too_low_a_limit_is_said_so_and_any_other_failure_shown(limited):
    """Under too little memory a library's compiled part fails to load ("failed to map
    segment from shared object"): with the limit too low, that is said in words; with
    no limit to blame, the failure is a fault shown as it is."""
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (2**26, 2**26)); " if limited else ""
    code = (
        "import sys\n"
        "class Unmapped:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'numpy': raise ImportError('failed to map segment from shared object')\n"
        f"sys.meta_path.insert(0, Unmapped()); {limit}sys.argv = ['main.py', '--help']\n"
        "from game.start import run; sys.exit(run())"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    if limited:
        assert done.returncode == 2 and done.stderr.splitlines() == [
            "Slyde Arcade cannot load: the system allows only 64 MB of memory (ulimit -v), and the game needs 2048"
        ]
    else:
        assert done.returncode == 1 and "Traceback" in done.stderr and "failed to map segment" in done.stderr


def test_a_window_that_gives_up_on_an_error_at_every_frame_says_so_in_the_terminal(tmp_path):
    """The window cannot show its own words where the menu itself fails: the terminal
    that started it is told, and the status is not success."""
    code = (
        "import sys; from game.client.scenes.menu import MenuScene\n"
        "def fault(scene, surface): raise RuntimeError('a fault the menu shares')\n"
        "MenuScene.draw = fault; sys.argv = ['main.py']\n"
        "from game.start import run; sys.exit(run())"
    )
    env = {**os.environ, "SLYDE_ARCADE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "python main.py: error: the window cannot go on: an error comes back at every frame"
        f" (the details are in {tmp_path / 'errors.log'})"
    ]
    assert "a fault the menu shares" in (tmp_path / "errors.log").read_text()


def run_without(module, *args):
    """main.py's run as this Python would without `module` installed."""
    code = (
        f"import sys; sys.modules[{module!r}] = None; sys.argv = ['main.py', *{list(args)!r}];"
        " from game.start import run; sys.exit(run())"
    )
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("module", "package", "args"), [("numpy", "numpy", ("--help",)), ("pygame", "pygame-ce", ())])
def test_a_missing_requirement_is_named_with_the_command_that_sets_it_up(module, package, args):
    done = run_without(module, *args)
    assert done.returncode == 2
    assert f"Slyde Arcade needs {package}, which this Python" in done.stderr
    assert "pip install -q -r requirements.txt" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_the_headless_commands_need_no_window_package():
    done = run_without("pygame", "lessons")
    assert done.returncode == 0, done.stderr
    assert "all lessons and practice positions check" in done.stdout


@pytest.mark.parametrize("ignored", [False, True])
def test_ctrl_c_while_the_program_loads_stops_it_in_words_once_loaded(ignored):
    """The game's modules take some tenths of a second to load: Ctrl+C meanwhile is said
    as it is later. Raised inside an import, it had come out of numpy's compiled part as
    a failed import, a traceback with a page of advice; here an import that does what
    that part does. A program started with Ctrl+C ignored (a background job) runs on."""
    code = (
        "import os, signal, sys, time\n"
        f"if {ignored}: signal.signal(signal.SIGINT, signal.SIG_IGN)\n"
        "class Pressed:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'game.cli':\n"
        "            try:\n"
        "                os.kill(os.getpid(), signal.SIGINT)\n"
        "                time.sleep(0.2)\n"
        "            except KeyboardInterrupt:\n"
        "                raise ImportError('PyCapsule_Import could not import module') from None\n"
        "sys.meta_path.insert(0, Pressed())\n"
        "sys.argv = ['main.py', '--version']\n"
        "from game.start import run\n"
        "sys.exit(run())\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          preexec_fn=as_from_a_terminal)  # fmt: skip
    if ignored:
        assert (done.returncode, done.stderr, done.stdout) == (0, "", f"Slyde Arcade {__version__}\n")
    else:
        assert (done.returncode, done.stderr, done.stdout) == (130, "stopped\n", "")


def test_a_missing_module_of_the_game_itself_is_a_fault_shown_as_it_is():
    done = run_without("game.rules.registry", "--help")
    assert done.returncode == 1
    assert "Traceback" in done.stderr and "needs" not in done.stderr


def test_an_older_python_is_told_the_version_the_game_needs():
    source = (ROOT / "main.py").read_text()
    ast.parse(source, feature_version=(3, 4))  # read by an old Python too, to say this
    pretend = "import sys; sys.argv[1:] = ['--version']; sys.version_info = (3, 10, 13)"
    code = f"{pretend}; exec(compile({source!r}, 'main.py', 'exec'))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("Slyde Arcade needs Python 3.11 or newer, and this is ")


@pytest.mark.parametrize("command", ["selfplay", "report"])
def test_white_and_black_give_the_levels_of_the_seats_of_those_colours_where_black_sits_first(command):
    """SlideCore's Black moves first: --white greedy played Black, and the report said White."""
    done = run(command, "--game", "slidecore", "--side", "4", "--games", "1", "--white", "greedy", "--black", "random")
    assert done.returncode == 0, done.stderr
    assert "random (Black) vs greedy (White)" in done.stdout or "game 1: black random, white greedy;" in done.stdout


@pytest.mark.parametrize("command", ["selfplay", "report"])
def test_the_tile_edition_is_named_by_game_in_the_headless_commands_as_in_the_window(command):
    """--game tile opened the tile edition's setup but was refused by selfplay and report."""
    same = ["--size", "4", "--games", "1", "--seed", "3", "--white", "random", "--black", "random"]  # repeatable
    done = run(command, "--game", "tile", *same)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(("Slyde size=4 rules=tile:", "Slyde 4x4, tile edition:")), done.stdout
    assert "(Spaces)" in done.stdout or "game 1: spaces random, tiles random;" in done.stdout  # the seats' own names
    assert "white" not in done.stdout.lower()
    spelled_out = run(command, "--game", "slyde", "--rules", "tile", *same)

    def games(output: str) -> list[str]:
        return [line for line in output.splitlines() if not line.startswith("time per move")]

    assert games(spelled_out.stdout) == games(done.stdout)  # the same games
    if command == "report":  # the tile edition has no anti-mirror toggle to count
        assert "anti-mirror" not in done.stdout and "anti-mirror" in run(command, *same).stdout
    refused = run(command, "--game", "tile", "--rules", "mindsports")
    assert refused.returncode == 2 and "--game tile plays --rules tile, not 'mindsports'" in refused.stderr


def test_a_console_that_cannot_show_a_character_gets_a_question_mark_not_a_traceback():
    """selfplay's summary writes "±": on an ASCII-only console it ended in a UnicodeEncodeError."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "selfplay", "--size", "4", "--games", "2", "--white", "random"],
        capture_output=True, timeout=120, env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )  # fmt: skip
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"mean rank" in done.stdout and b" ? " in done.stdout  # the interval's sign, as the console can show it
