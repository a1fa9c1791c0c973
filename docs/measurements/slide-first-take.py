"""Slide: the first take of a game, the lowest card of the middle against the highest.

The search (normal, hard) often takes the highest card first, since in its playouts a
high card face up early draws its twin later and cancels. Two ways to weigh that:

    python docs/measurements/slide-first-take.py model DEALS            # the playouts' own view
    python docs/measurements/slide-first-take.py play FIRST COUNT SECONDS > log   # real play
    python docs/measurements/slide-first-take.py sum log...

`model`: from each deal's first take, many guided playouts after each choice (what the
search believes). `play`: on each deal the first taker takes the lowest card, then on
the same deal the highest, and every seat then plays as normal at SECONDS a move; a
line per deal: the deal, the middle, then for each choice the card taken, the taker's
final score, the other seats' mean and whether it came first. Four seats.
"""

import math
import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.mcts import Budget  # noqa: E402
from game.ai.players import decide, make_player  # noqa: E402
from game.rules import slide  # noqa: E402

SEATS = 4


def first_take(deal: int) -> slide.SlideState:
    """Deal `deal` with the first round's picks made at random: the first take is next."""
    rng = Random(deal)
    state = slide.new_game(SEATS, first=0, seed=deal)
    while isinstance(state.legal_moves()[0], slide.Flip):
        state = state.play_legal(rng.choice(state.legal_moves()))
    return state


def model(deals: int, playouts: int = 2000) -> None:
    """The taker's final score minus the others' mean, by guided playouts after each choice."""
    gaps = []
    for deal in range(1, deals + 1):
        state = first_take(deal)
        me, view = state.to_move, state.view(state.to_move)
        values = sorted({move.value for move in state.legal_moves()})
        margins = []
        for value in (values[0], values[-1]):
            move = next(m for m in state.legal_moves() if m.value == value)
            rng, total = Random(deal), 0.0
            for _ in range(playouts):
                scores = view.sample(rng).play_legal(move).guided_playout(rng).outcome().scores
                total += scores[me] - (sum(scores) - scores[me]) / (SEATS - 1)
            margins.append(total / playouts)
        gaps.append(margins[1] - margins[0])
        print(deal, values, *(round(m, 2) for m in margins), flush=True)
    print(said("the highest minus the lowest, by the playouts", gaps))


def play(first: int, count: int, seconds: float) -> None:
    for deal in range(first, first + count):
        state = first_take(deal)
        me, moves = state.to_move, state.legal_moves()
        values = sorted({move.value for move in moves})
        if len(values) < 2:
            continue
        line: list[object] = [deal, values]
        for value in (values[0], values[-1]):
            after = state.play_legal(Random(deal * 7).choice([m for m in moves if m.value == value]))
            players = [make_player("normal", seed=deal * 10 + seat) for seat in range(SEATS)]
            while not after.is_over():
                after = after.play_legal(decide(players[after.to_move], after, Budget(seconds=seconds)))
            outcome = after.outcome()
            assert outcome is not None
            others = (sum(outcome.scores) - outcome.scores[me]) / (SEATS - 1)
            line += [value, outcome.scores[me], round(others, 2), int(me in outcome.winners)]
        print(*line, flush=True)


def interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))
    return mean, 1.96 * spread / math.sqrt(len(values))


def said(what: str, values: list[float]) -> str:
    mean, half = interval(values)
    return f"{what}: {mean:.2f} ± {half:.2f}"


def summary(logs: list[str]) -> None:
    low, high = [], []
    for path in logs:
        for line in Path(path).read_text().splitlines():
            fields = line.split("]")[1].split()
            low.append([float(x) for x in fields[:4]])
            high.append([float(x) for x in fields[4:8]])
    pairs = list(zip(low, high, strict=True))
    print(f"{len(pairs)} deals")
    print(
        said(
            "score minus the others' mean, the highest first minus the lowest",
            [(h[1] - h[2]) - (lo[1] - lo[2]) for lo, h in pairs],
        )
    )
    print(said("own score, the highest minus the lowest", [h[1] - lo[1] for lo, h in pairs]))
    print(f"first: after the lowest {sum(lo[3] for lo in low):.0f}, after the highest {sum(h[3] for h in high):.0f}")


if __name__ == "__main__":
    command, *rest = sys.argv[1:]
    if command == "model":
        model(int(rest[0]))
    elif command == "play":
        play(int(rest[0]), int(rest[1]), float(rest[2]))
    else:
        summary(rest)
