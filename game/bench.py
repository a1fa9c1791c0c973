"""`python main.py bench`: performance figures as one JSON object.

Figure names are a contract (outside tools read them): add new ones, never
rename. Each figure runs for about `seconds` of wall time on one core.
"""

from __future__ import annotations

import functools
import json
import statistics
import time
from collections.abc import Callable
from random import Random

from .ai import players
from .ai.mcts import Budget
from .rules import slide, slidecore, slyde
from .rules.base import GameState


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
            figures.update(_playouts(f"slyde_{rules}_{size}", slyde.new_game(size, rules), seconds))
        figures[f"slyde_{rules}_12_legal_moves_us"] = round(_legal_moves_us(rules, seconds), 2)
    for side in (4, 6, 8):
        figures.update(_playouts(f"slidecore_{side}", slidecore.new_game(side), seconds))
    for players_ in (2, 4, 6):
        start = slide.new_game(players_, seed=1)
        per_s = _playouts(f"slide_{players_}", start, seconds)
        figures[f"slide_{players_}_games_per_s"] = per_s[f"slide_{players_}_games_per_s"]
        guided, _ = _rate(functools.partial(_guided_game, start, Random(1)), seconds)
        figures[f"slide_{players_}_guided_games_per_s"] = round(guided, 1)  # as the search levels play them
    return figures


def _guided_game(start: slide.SlideState, rng: Random) -> None:
    start.guided_playout(rng).rewards()


def _playouts(name: str, start: GameState, seconds: float) -> dict[str, float]:
    """Random games from the start, as the search plays them, on one core:
    NAME_games_per_s and NAME_plies_per_game."""
    rng = Random(1)
    plies = []

    def one_game() -> None:
        end = start.playout(rng)
        end.rewards()  # the result is part of a game
        plies.append(end.ply)

    per_s, games = _rate(one_game, seconds)
    return {f"{name}_games_per_s": round(per_s, 1), f"{name}_plies_per_game": round(sum(plies) / games, 2)}


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


def ai_figures(seconds: float) -> dict[str, float]:
    """The search's playouts per second, and each level's real time per move at its
    own budget (not scaled by `seconds`: the budgets are the point) on a few
    positions of a seeded game: the start, a quarter and half way in."""
    figures: dict[str, float] = {}
    for size in (8, 12):
        for level in ("uct", "hard"):
            searcher = players.make_player(level, "bench")
            assert isinstance(searcher, players.SearchPlayer)
            searcher.choose(slyde.new_game(size), Budget(seconds=seconds))
            assert searcher.search is not None
            stats = searcher.search.stats
            figures[f"ai_{level}_{size}_playouts_per_s"] = round(stats.playouts / stats.seconds, 1)
        positions = _positions(size)
        for level in ("easy", "normal", "hard", "max"):
            times = []
            for number, state in enumerate(positions[:2] if level == "max" else positions):
                player = players.make_player(level, f"bench/{number}")
                started = time.perf_counter()
                player.choose(state)
                times.append(time.perf_counter() - started)
            figures[f"ai_{level}_{size}_move_median_s"] = round(statistics.median(times), 3)
            figures[f"ai_{level}_{size}_move_worst_s"] = round(max(times), 3)
    times = []
    for number, table in enumerate(_slide_positions()):
        player = players.make_player("normal", f"bench/{number}")
        started = time.perf_counter()
        players.decide(player, table)
        times.append(time.perf_counter() - started)
    figures["ai_slide_normal_move_median_s"] = round(statistics.median(times), 3)
    figures["ai_slide_normal_move_worst_s"] = round(max(times), 3)
    return figures


def _slide_positions() -> list[slide.SlideState]:
    """Positions of a seeded random 4-seat game of Slide: a pick and a push early,
    a pick and a push half way in."""
    rng = Random(4)
    state = slide.new_game(4, seed=4)
    game = [state]
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
        game.append(state)
    return [game[0], game[5], game[64], game[68]]


def _positions(size: int) -> list[slyde.SlydeState]:
    rng = Random(size)
    state = slyde.new_game(size)
    game = [state]
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
        game.append(state)
    return [game[0], game[len(game) // 4], game[len(game) // 2]]


def client_figures(seconds: float) -> dict[str, float]:
    from .client.bench import client_figures as measure  # pygame only for this section

    return measure(seconds)


def soak_figures(seconds: float) -> dict[str, float]:
    from .client.soak import soak_figures as measure

    return measure(seconds)


SECTIONS: dict[str, Callable[[float], dict[str, float]]] = {
    "rules": rules_figures,
    "ai": ai_figures,
    "client": client_figures,
    "soak": soak_figures,
}
BY_DEFAULT = ("rules", "ai", "client")  # the soak runs only when asked for


def run(section: str | None, seconds: float) -> int:
    figures: dict[str, float] = {}
    for name, measure in SECTIONS.items():
        if section == name or (section is None and name in BY_DEFAULT):
            figures.update(measure(seconds))
    print(json.dumps(figures, indent=1))
    return 0
