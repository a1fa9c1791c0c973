"""Slide's rules in a few pages, drawn from real positions (RULINGS.md section 3)."""

from __future__ import annotations

from random import Random

from ....rules.slide import PUSH, Take, new_game
from ..base import CONTROLS, Page
from .view import TableMarks


def pages() -> list[Page]:
    deal = new_game(3, seed=11)
    picked = deal.play(deal.parse_move("flip b2"))
    revealed = picked
    for text in ("flip c3", "flip a4"):
        revealed = revealed.play(revealed.parse_move(text))
    pushed = revealed.play(revealed.legal_moves()[0])
    taken = next(v for v in revealed.middle if revealed.middle.count(v) == 1)  # a person's taken card
    pushes = [m for m in revealed.legal_moves() if isinstance(m, Take) and m.value == taken]
    entries = tuple((m.axis, m.line, m.far) for m in pushes)  # and the arrows it may go in at
    rng = Random(5)
    end = deal
    while not end.is_over():
        end = end.play(rng.choice(end.legal_moves()))
    assert revealed.phase == PUSH
    return [
        Page(
            "The deal",
            "Every player gets 16 cards face down in a 4x4 grid. Nobody knows a face-down card, not even its "
            "owner. The deck holds ten cards of each number from 1 to 10; those not dealt stay in the box. "
            "After 16 rounds every card is face up, and the lowest score wins.",
            deal,
        ),
        Page(
            "A round: the picks",
            "Each player picks one face-down card of their own grid, in secret: here Seat 1 has picked b2, "
            "and only Seat 1 sees which. When all have picked, the picks turn over together and go to the "
            "middle, each leaving a hole in its grid.",
            picked,
            TableMarks(viewer=0, to_act=1, focus=0),
        ),
        Page(
            "A round: the pushes",
            "From the first player on, each takes a card from the middle and pushes it into their grid at an "
            "end of the hole's row or column (never straight into the hole): the cards between move one step "
            "toward the hole, face down or face up as they were. The last player takes the last card. Then "
            "the first-player token moves one seat on.",
            pushed,
            TableMarks(to_act=pushed.to_move),
        ),
        Page(
            "The end",
            "After 16 rounds, every card next to an equal card (across or up and down) is removed, all at once: "
            "crossed out here. A player's score is the sum of the cards left. Lowest score wins; a tie goes to "
            "fewer cards left, and a further tie shares the victory. A tournament plays games until someone's "
            "total reaches 100; the lowest total wins.",
            end,
            TableMarks(cancelled=True),
        ),
        Page(
            "Playing here",
            "Click one of your face-down cards to pick it. To push, click a card in the middle or drag it, "
            "then one of the arrows around your grid; the right button puts the card back. " + CONTROLS,
            revealed,
            TableMarks(
                viewer=revealed.to_move, to_act=revealed.to_move, focus=revealed.to_move, chosen=taken, entries=entries
            ),
        ),
    ]
