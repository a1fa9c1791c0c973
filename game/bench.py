"""`python main.py bench`: performance figures as one JSON object.

Figure names are a contract (outside tools read them): add new ones, never
rename. Each figure runs for about `seconds` of wall time on one core.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from random import Random

from .rules import slyde


def _rate(work: Callable[[], object], seconds: float) -> tuple[float, int]:
    """(calls per second, calls) of `work` over about `seconds`."""
    calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        work()
        calls += 1
        now = time.perf_counter()
        if now >= deadline:
            return calls / (now - start), calls


def rules_figures(seconds: float) -> dict[str, float]:
    figures: dict[str, float] = {}
    for rules in slyde.RULESETS:
        for size in (8, 12):
            start = slyde.new_game(size, rules)
            rng = Random(1)
            plies = []

            def one_game(start: slyde.SlydeState = start, rng: Random = rng, plies: list[int] = plies) -> None:
                end = start.playout(rng)
                end.rewards()  # the result is part of a game
                plies.append(end.ply)

            per_s, games = _rate(one_game, seconds)
            figures[f"slyde_{rules}_{size}_games_per_s"] = round(per_s, 1)
            figures[f"slyde_{rules}_{size}_plies_per_game"] = round(sum(plies) / games, 2)
        figures[f"slyde_{rules}_12_legal_moves_us"] = round(_legal_moves_us(rules, seconds), 2)
    return figures


def _legal_moves_us(rules: str, seconds: float) -> float:
    """Microseconds for the move list of a mid-game 12x12 position (30 random plies in)."""
    state = slyde.new_game(12, rules)
    rng = Random(7)
    for _ in range(30):
        state = state.play(rng.choice(state.legal_moves()))

    def fresh_list() -> None:
        state._moves = None  # measure the generation, not the cache
        state.legal_moves()

    per_s, _ = _rate(fresh_list, seconds)
    return 1e6 / per_s


def client_figures(seconds: float) -> dict[str, float]:
    from .client.bench import client_figures as measure  # pygame only for this section

    return measure(seconds)


SECTIONS: dict[str, Callable[[float], dict[str, float]]] = {"rules": rules_figures, "client": client_figures}


def run(section: str | None, seconds: float) -> int:
    figures: dict[str, float] = {}
    for name, measure in SECTIONS.items():
        if section in (None, name):
            figures.update(measure(seconds))
    print(json.dumps(figures, indent=1))
    return 0
