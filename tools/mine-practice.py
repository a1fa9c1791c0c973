"""Mines practice positions, game/learn/practice/*.json, from computer games.

Easy plays normal, both at a fixed number of playouts, from seeded deals; every
position along the way in which the mover has a real choice is weighed by a long,
seeded search (`game.ai.judge.weigh_moves`), if a quick look finds its best move
standing out already. A position is kept when its best move
is clearly better than the next (`game.learn.practice.clearly_best`) and the engine
at the checks' small budget finds it too, at most two from one game, until there
are enough. The same command and seed mine the same positions.

Run from the checkout: .venv/bin/python tools/mine-practice.py SET [--want N] [--seed S]
with SET one of slyde, tile, slidecore, slide.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.judge import MoveValue, weigh_moves  # noqa: E402
from game.ai.mcts import Budget  # noqa: E402
from game.ai.players import decide, make_player  # noqa: E402
from game.learn.practice import PRACTICE, Puzzle, Weighed, clearly_best, engine_choice, load_practice  # noqa: E402
from game.rules import registry  # noqa: E402

# set -> (file, title, game, options, the long search's playouts (Slide: deals a move), the players' playouts)
SETS = {
    "slyde": ("1-slyde.json", "Slyde", "slyde", {"size": 6, "rules": "mindsports"}, 8000, 300),
    "tile": ("2-tile.json", "Slyde, tile edition", "slyde", {"size": 6, "rules": "tile"}, 8000, 300),
    "slidecore": ("3-slidecore.json", "SlideCore", "slidecore", {"side": 4}, 6000, 300),
    "slide": ("4-slide.json", "Slide", "slide", {"players": 2}, 1500, 200),
}
FIRST_PLY = 4  # the opening's first moves are not puzzles
PER_GAME = 2
WEIGHED_KEPT = 4


def real_choice(state) -> bool:
    moves = state.legal_moves()
    if len(moves) < 2:
        return False
    return state.game != "slide" or state.format_move(moves[0]).startswith("take")  # Slide: pushes only


def weighed_item(state, value: MoveValue) -> Weighed:
    points = None if value.points is None else round(value.points, 1)
    return Weighed(state.format_move(value.move), round(value.chance, 3), points)


def promising(state, playouts: int, key: str) -> bool:
    """A quick look first: only a position whose best move stands out at an eighth of
    the budget is weighed at the whole of it."""
    return clearly_best(tuple(weighed_item(state, value) for value in weigh_moves(state, playouts, f"{key}/quick")))


def mine(name: str, want: int, seed: int) -> list[dict]:
    _, _, game, options, long_playouts, playouts = SETS[name]
    found: list[dict] = []
    number = 0
    while len(found) < want:
        number += 1
        dealt = dict(options, seed=seed * 1000 + number) if registry.spec(game).chance else options
        state = registry.new_game(game, dealt)
        seats = [make_player("easy", f"{seed}/{number}/e"), make_player("normal", f"{seed}/{number}/n")]
        if number % 2:
            seats.reverse()
        moves: list[str] = []
        kept = 0
        while not state.is_over() and kept < PER_GAME and len(found) < want:
            key = f"{name}-{seed}-{number}-{state.ply}"
            if state.ply >= FIRST_PLY and real_choice(state) and promising(state, long_playouts // 8, key):
                weighed = weigh_moves(state, long_playouts, key)[:WEIGHED_KEPT]
                items = tuple(weighed_item(state, value) for value in weighed)
                puzzle = Puzzle(key, game, state.options, tuple(moves), items)
                if clearly_best(items) and engine_choice(puzzle, state) == puzzle.best:
                    weights = [item.to_list() for item in items]
                    found.append({"key": key, "options": state.options, "moves": list(moves), "weighed": weights})
                    kept += 1
                    print(f"  {key}: {items[0].move} {items[0].chance} against {items[1].move} {items[1].chance}",
                          flush=True)  # fmt: skip
            move = decide(seats[state.to_move % 2], state, Budget(playouts=playouts))
            moves.append(state.format_move(move))
            state = state.play(move)
        print(f"game {number}: {len(found)} of {want}", flush=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description="Mine practice positions from computer games.")
    parser.add_argument("set", choices=sorted(SETS))
    parser.add_argument("--want", type=int, default=14)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    file, title, game, _, _, _ = SETS[args.set]
    positions = mine(args.set, args.want, args.seed)
    path = PRACTICE / file
    PRACTICE.mkdir(exist_ok=True)
    path.write_text(json.dumps({"title": title, "game": game, "positions": positions}) + "\n")
    load_practice(path)  # as the program will: checked against the rules
    print(f"{len(positions)} positions in {path} ({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
