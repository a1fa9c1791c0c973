"""Does a high card taken early cost a Slide player? At the first take of a game of
three (six deals, the picks before it at random), every action weighed from the taking
seat's own view on 1,200 deals as the coach and the review weigh it: each card's best
action's chance to come first.

    python docs/measurements/slide-early-take.py

docs/learning.md ("Looked at", the seventy-fifth session) says what it showed.
"""

import sys
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.ai.judge import weigh_moves  # noqa: E402
from game.client.session import Session  # noqa: E402
from game.records import Seat, computers  # noqa: E402

DEALS = 1200


def main() -> None:
    rng = Random(5)
    for deal in range(1, 7):
        seats = [Seat.person("You"), *computers(["easy", "easy"])]
        state = Session.new("slide", {"players": 3, "seed": deal}, seats).state
        while not any(state.format_move(move).startswith("take") for move in state.legal_moves()):
            state = state.play(rng.choice(state.legal_moves()))
        best: dict[int, float] = {}
        for weighed in weigh_moves(state, DEALS, f"early/{deal}"):
            card = int(state.format_move(weighed.move).split()[1])
            best[card] = max(best.get(card, 0.0), weighed.chance)
        shown = ", ".join(f"the {card}: {chance:.2f}" for card, chance in sorted(best.items()))
        print(f"deal {deal}, seat {state.to_move} takes first: {shown}")


if __name__ == "__main__":
    main()
