import time
from dataclasses import replace
from random import Random

import pytest

from game.ai import players
from game.ai.mcts import MCTS, Budget
from game.rules import registry
from game.rules.groups import compare
from game.rules.slyde import new_game

SMALL = Budget(playouts=40)


@pytest.mark.parametrize("level", players.LEVELS)
@pytest.mark.parametrize("rules", ["mindsports", "tile"])
def test_every_level_plays_only_legal_moves_to_the_end(level, rules):
    for seed in range(2):
        player = players.make_player(level, seed)
        state = new_game(6, rules)
        while not state.is_over():
            move = player.choose(state, SMALL)
            assert move in state.legal_moves()
            state = state.play(move)


def test_the_search_finds_toggles_and_plays_them_when_offered():
    state = new_game(4)
    # play until a symmetric position arises with a toggle on offer, then ask the search
    rng = Random(3)
    seen_toggle = False
    for _ in range(200):
        state = new_game(4)
        while not state.is_over():
            if state.can_toggle():
                move = players.make_player("normal", 1).choose(state, Budget(playouts=200))
                assert move in state.legal_moves()
                seen_toggle = True
                break
            state = state.play(rng.choice(state.legal_moves()))
        if seen_toggle:
            break
    assert seen_toggle


@pytest.mark.parametrize("level", ["greedy", "uct", "easy", "normal", "hard"])
def test_a_seed_and_a_playout_budget_repeat_the_same_choices(level):
    def game(seed):
        player = players.make_player(level, seed)
        other = players.make_player("random", seed)
        state, moves = new_game(6), []
        while not state.is_over():
            chooser = player if state.to_move == 0 else other
            move = chooser.choose(state, SMALL)
            moves.append(str(move))
            state = state.play(move)
        return moves

    assert game("a") == game("a")


def test_greedy_takes_the_move_that_grows_its_biggest_group():
    state = new_game(6)
    move = players.make_player("greedy", 1).choose(state)
    white, _ = state.play(move).group_sizes()
    best = max(state.play(m).group_sizes()[0] for m in state.legal_moves())
    assert white == best


def test_the_group_prior_ranks_a_growing_move_above_a_shrinking_one():
    state = new_game(6)
    moves = state.legal_moves()
    scores = players.group_prior(state, moves)
    assert len(scores) == len(moves) and min(scores) == 0.0 and max(scores) == 1.0
    best = moves[scores.index(1.0)]
    worst = moves[scores.index(0.0)]
    assert state.play(best).group_sizes()[0] >= state.play(worst).group_sizes()[0]


def _prior_by_lists(state, moves):
    """The group prior as first written: sort by (standing, own list, order)."""
    me, keyed = state.to_move, []
    for index, move in enumerate(moves):
        sizes = state.play_legal(move).group_sizes()
        sign, place = compare(sizes[me], sizes[1 - me])
        keyed.append((sign * (1000 - place) if sign else 0, sizes[me], index))
    scores = [0.0] * len(moves)
    for rank, (_, _, index) in enumerate(sorted(keyed)):
        scores[index] = rank / max(1, len(moves) - 1)
    return scores


@pytest.mark.parametrize("game", ["slyde", "slidecore"])
def test_the_group_prior_ranks_as_the_cascading_comparison_of_the_lists(game):
    # Slyde's sizes come in one batch, SlideCore's one move at a time: both rank alike
    rng = Random(5)
    for _ in range(12):
        state = registry.new_game(game, {"size": rng.choice([4, 7, 8, 12])} if game == "slyde" else {"side": 4})
        for _ in range(rng.randrange(40)):
            if state.is_over():
                break
            state = state.play_legal(rng.choice(state.legal_moves()))
        moves = state.legal_moves()[:80]
        if moves:
            assert players.group_prior(state, moves) == _prior_by_lists(state, moves)
    if game == "slyde":  # the seed's symmetric position: the toggles leave the groups as they are
        state = new_game(12)
        for text in ("f3-f4", "f10-f9", "k6-j6", "k7-j7"):
            state = state.play(state.parse_move(text))
        moves = state.legal_moves()
        assert any(move.is_toggle for move in moves)
        assert players.group_prior(state, moves) == _prior_by_lists(state, moves)


def test_tree_reuse_keeps_the_visits_of_the_position_reached():
    search = MCTS(Random(1), reuse=True)
    state = new_game(6)
    root = search.search(state, Budget(playouts=300))
    child = max(root.children, key=lambda c: c.visits)
    kept = child.visits
    search.search(child.state, Budget(playouts=10))
    assert search.stats.reused == kept > 0


def test_a_kept_tree_judges_its_new_root_by_the_prior():
    # the new root was opened two plies down in the last search, where the prior
    # does not reach; its moves must carry the prior once it is the root
    search = MCTS(Random(1), reuse=True, prior=players.group_prior, prior_weight=3.0)
    state = new_game(6)
    root = search.search(state, Budget(playouts=2000))
    grandchild = max((g for c in root.children for g in c.children), key=lambda g: g.visits)
    assert grandchild.untried is not None and not grandchild.judged
    assert grandchild.children and all(c.bias == 0.0 for c in grandchild.children)
    moves = [c.move for c in grandchild.children] + [m for m, _ in grandchild.untried]
    expected = dict(zip(moves, players.group_prior(grandchild.state, moves), strict=True))
    new_root = search.search(grandchild.state, Budget(playouts=0))
    assert new_root is grandchild and new_root.judged
    assert all(c.bias == pytest.approx(max(expected[c.move], 1e-9)) for c in new_root.children)
    untried = [score for _, score in new_root.untried or ()]
    assert untried == sorted(untried) and all(score > 0 for score in untried)


def test_a_stop_request_ends_the_search_early():
    search = MCTS(Random(1))
    asked_at: list[float] = []

    def stop():
        now = time.perf_counter()
        if not asked_at:
            asked_at.append(now + 0.2)  # a person hurries the search 0.2 s in
        return now >= asked_at[0]

    started = time.perf_counter()
    search.search(new_game(8), Budget(seconds=30), should_stop=stop)
    ended = time.perf_counter()
    assert ended - asked_at[0] < 0.5 and ended - started < 1.0  # not the 30 s it was given
    assert search.stats.playouts > 1  # it searched until told to stop


def test_halving_gives_the_finalists_the_most_visits_and_picks_the_better_of_them():
    state = new_game(8)
    search = MCTS(Random(1), prior=players.group_prior, prior_weight=3.0, halving=True)
    move = search.choose(state, Budget(playouts=3000))
    assert search.stats.playouts == 3000
    # 112 moves, about 2850 playouts after the plain start: 14 candidates with 32
    # visits or more each in the first of four rounds, halved down to the last two
    assert len(search.finalists) == 2
    by_visits = sorted(search.root.children, key=lambda c: c.visits, reverse=True)
    assert set(by_visits[:2]) == set(search.finalists)
    # each round has the same share, so the last one about doubles the finalists' visits
    assert by_visits[2].visits < 0.55 * min(c.visits for c in search.finalists)
    best = max(search.finalists, key=lambda c: c.total / c.visits)
    assert move == best.move


def test_a_stop_during_the_halving_answers_with_the_most_visited_move():
    search = MCTS(Random(1), halving=True)
    calls = []

    def stop():
        calls.append(1)
        return len(calls) >= 20

    state = new_game(6)
    move = search.choose(state, Budget(playouts=100_000), should_stop=stop)
    # it stopped at the look that said so (looks come at least every 16 playouts, more often when they are slow)
    assert len(calls) == 20 and 20 <= search.stats.playouts <= 1 + 19 * 16
    assert search.finalists == []
    assert move == max(search.root.children, key=lambda c: (c.visits, c.total)).move


def test_the_levels_search_compiled_where_the_games_rules_run_compiled():
    from game.ai.compiled_mcts import CompiledMCTS
    from game.rules.slidecore import new_game as new_slidecore

    for level in ("normal", "hard", "max"):
        player = players.make_player(level, 1)
        player.choose(new_game(6), SMALL)
        assert isinstance(player.search, CompiledMCTS)
        assert player.search.exploration == players.SEARCH_LEVELS[level].compiled_exploration
        player.choose(new_slidecore(4), SMALL)
        assert isinstance(player.search, MCTS)
    for level in ("uct", "easy"):  # the yardstick, and the beginner's level: the plain search
        player = players.make_player(level, 1)
        player.choose(new_game(6), SMALL)
        assert isinstance(player.search, MCTS)


def test_ready_compiles_the_search_before_the_first_move_is_timed():
    from game.ai.compiled_mcts import CompiledMCTS, warm_up

    warm_up.cache_clear()
    players.compiled_search.cache_clear()
    player = players.make_player("normal", 1)
    players.ready(player, "slyde")
    assert isinstance(player.search, CompiledMCTS)
    assert warm_up.cache_info().currsize == 1  # compiled, or loaded from numba's cache, already
    searched = player.search
    player.choose(new_game(6), SMALL)
    assert player.search is searched  # the first move searches with what was readied


def test_hard_beats_easy_most_of_the_time_in_a_short_seeded_match():
    """Budgets in playouts, in the ratio of the levels' times (3 s to 0.2 s), so the
    match is the same on any machine."""
    budgets = {"hard": Budget(playouts=450), "easy": Budget(playouts=30)}
    wins = 0
    for number in range(8):
        levels = ["hard", "easy"] if number % 2 == 0 else ["easy", "hard"]
        seats = [players.make_player(level, f"ladder/{number}/{seat}") for seat, level in enumerate(levels)]
        state = new_game(6)
        while not state.is_over():
            state = state.play(seats[state.to_move].choose(state, budgets[levels[state.to_move]]))
        winner = state.outcome().winner
        wins += winner is not None and levels[winner] == "hard"
    assert wins >= 6


def test_each_level_thinks_its_own_time_scaled_by_the_board():
    big, small = new_game(12), new_game(8)
    times = [players.move_seconds(level, big) for level in ("easy", "normal", "hard", "max")]
    assert times == sorted(times) and times[2] == players.SEARCH_LEVELS["hard"].seconds
    assert players.move_seconds("hard", small) == pytest.approx(times[2] * 64 / 144)
    assert players.make_player("hard").default_budget(small).seconds == players.move_seconds("hard", small)
    assert players.move_seconds("greedy", big) == 0.0  # it does not search


def test_unknown_level_is_refused_with_the_list():
    with pytest.raises(ValueError, match="choose one of random, greedy, uct"):
        players.make_player("grandmaster")


def test_bench_ai_reports_playouts_and_each_levels_time_per_move(monkeypatch):
    from dataclasses import replace

    from game import bench

    quick = {name: replace(level, seconds=0.01) for name, level in players.SEARCH_LEVELS.items()}
    monkeypatch.setattr(players, "SEARCH_LEVELS", quick)
    figures = bench.ai_figures(0.05)
    for size in (8, 12):
        assert figures[f"ai_hard_{size}_playouts_per_s"] > 0
        assert figures[f"ai_uct_{size}_playouts_per_s"] > 0
        for level in ("easy", "normal", "hard", "max"):
            assert 0 < figures[f"ai_{level}_{size}_move_median_s"] <= figures[f"ai_{level}_{size}_move_worst_s"] < 1
    assert 0 < figures["ai_slide_normal_move_median_s"] <= figures["ai_slide_normal_move_worst_s"] < 1


def _standing_out_positions():
    """Positions of Slyde 6x6 and two-seat Slide where some moves stand out in plain
    sight (the swap that grows a group most, the push that leaves the fewest points
    face up) and others do not."""
    from game.rules import slide

    found = []
    for seed in range(60):
        rng = Random(seed)
        state = new_game(6) if seed % 2 else slide.new_game(2, seed=seed)
        for _ in range(rng.randrange(2, 20)):
            state = state.play(rng.choice(state.legal_moves()))
        while state.game == "slide" and state.phase != slide.PUSH:
            state = state.play(rng.choice(state.legal_moves()))
        view = state.view(state.to_move)
        best, moves = players.plain_best(view, Random(0))
        if len(best) < len(moves):
            found.append((state, set(best)))
    return found


def test_a_slip_overlooks_exactly_the_moves_that_stand_out():
    """A player that always slips never plays a move best in plain sight, where
    others stand worse; without slips the same search often does."""
    positions = _standing_out_positions()
    assert len(positions) >= 20
    easy = players.SEARCH_LEVELS["easy"]
    always, never = replace(easy, slips=1.0), replace(easy, slips=0.0)
    taken = 0
    for number, (state, standing_out) in enumerate(positions):
        budget = Budget(playouts=60)
        chosen = players.decide(players.SearchPlayer(always, number), state, budget)
        assert chosen in state.legal_moves() and chosen not in standing_out
        taken += players.decide(players.SearchPlayer(never, number), state, budget) in standing_out
    assert taken >= 5


def test_easy_slips_now_and_then_not_always(monkeypatch):
    """easy overlooks what stands out on some moves, as a beginner does, not on every one."""
    slips = []
    slip = players.SearchPlayer._slip
    monkeypatch.setattr(players.SearchPlayer, "_slip", lambda self, *a: slips.append(1) or slip(self, *a))
    positions = _standing_out_positions()
    for number in range(4):
        easy = players.make_player("easy", number)
        for state, _ in positions:
            players.decide(easy, state, Budget(playouts=5))
    assert 0 < len(slips) < len(positions) * 4 / 2
