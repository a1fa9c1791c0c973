"""The fifth game (tests/fifth, Three in a row) through the shared pieces that have
no window: selfplay, records, the engine, review, a computer player in its own
process. None of them was changed for it: the game is a rules module and a
registry entry."""

import os
import subprocess
import sys
import time
from pathlib import Path

from game import cli, records, sharing
from game.ai import players
from game.ai.worker import Worker
from game.rules import registry

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SLYDE_ARCADE_GAMES": "tests.fifth.plugin"}


def run(*args, stdin=None):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], input=stdin, capture_output=True,
                          text=True, timeout=120, env=ENV, cwd=ROOT)  # fmt: skip


def test_selfplay_plays_it_and_writes_records_that_load_replay_and_travel(tmp_path, fifth_game):
    done = run("selfplay", "--game", "threes", "--seats", "normal,greedy", "--games", "2", "--alternate",
               "--seconds", "0.05", "--out", str(tmp_path))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "summary: 2 games" in done.stdout
    for path in sorted(tmp_path.glob("threes-*.json")):
        record = records.load(path)
        final = record.replay()[-1]
        assert final.is_over() and record.result == records.result_of(final)
        assert sharing.from_line(sharing.to_line(record)).to_dict() == record.to_dict()


def test_the_engine_plays_it(fifth_game):
    done = run("engine", stdin="new threes\nplay b2\nplay b2\nlevel greedy\ngenmove\nlegal_moves\nresult\nquit\n")
    replies = done.stdout.split("\n\n")
    assert replies[0] == "= " and replies[1] == "= " and replies[2].startswith("? illegal move: 'b2': b2 is taken")
    assert replies[4].startswith("= ") and len(replies[5].splitlines()) == 7 and replies[6] == "= none"


def test_review_judges_its_moves(tmp_path, fifth_game):
    state = registry.new_game("threes")
    moves = []
    for text in ("a1", "b2", "a2", "a3", "c1", "b1", "c3"):
        moves.append(text)
        state = state.play(state.parse_move(text))
    path = tmp_path / "game.json"
    records.save(path, records.Record.of([state], records.computers(["random", "random"]), moves))
    done = run("review", str(path), "--playouts", "100")
    assert done.returncode == 0, done.stderr
    assert len([line for line in done.stdout.splitlines() if line.strip()[:2].rstrip(".").isdigit()]) == 7


def test_a_game_registered_without_its_module_is_reviewed_in_the_commands_own_process(tmp_path, capsys):
    from tests.fifth import rules

    registry.register(rules.SPEC)  # no module: a new process could not know the game
    try:
        assert not registry.known_afresh("threes") and registry.known_afresh("slyde")
        state = registry.new_game("threes")
        for text in ("a1", "b2", "a2"):
            state = state.play(state.parse_move(text))
        path = tmp_path / "game.json"
        records.save(path, records.Record.of([state], records.computers(["random", "random"]), ["a1", "b2", "a2"]))
        assert cli.main(["review", str(path), "--playouts", "50"]) == 0
    finally:
        registry.unregister("threes")
    lines = capsys.readouterr().out.splitlines()
    assert [line[:6] for line in lines[1:]] == ["  1. X", "  2. O", "  3. X"]


def test_every_level_plays_it_legally(fifth_game):
    state = registry.new_game("threes")
    for level in ("random", "greedy", "uct", "easy", "normal", "hard", "max"):
        move = players.decide(players.make_player(level, 1), state, players.Budget(playouts=30))
        assert move in state.legal_moves()


def test_a_computer_player_in_its_own_process_plays_it(fifth_game):
    worker = Worker()  # started after the game was registered: it imports the game's plugin module
    try:
        worker.ask("threes", {}, ["b2"], "normal", "s", playouts=50)
        deadline = time.monotonic() + 30
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = worker.poll()
            time.sleep(0.01)
        assert answer is not None and answer.error == ""
        state = registry.new_game("threes").play(4)
        assert state.parse_move(answer.move) in state.legal_moves()
    finally:
        worker.close()
