"""The search by paired deals: every candidate on the same luck, the worse half dropped."""

from random import Random

import pytest

from game.ai import players
from game.ai.mcts import ISMCTS, Budget
from game.ai.paired import PairedSearch
from game.rules import slide


def position(seed: int, plies: int):
    rng = Random(seed)
    state = slide.new_game(2, seed=seed)
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


def test_without_halving_every_candidate_is_played_on_the_same_deals_and_playouts():
    state = position(3, 6)  # round 2's picks: a candidate for each face-down card
    view = state.view(state.to_move)
    ranked = PairedSearch(Random(7), halving=False).search(view, Budget(playouts=5), tag="t")
    assert sorted(c.move for c in ranked) == sorted(view.legal_moves())
    deals_rng, expected = Random(7), {}
    deals = [view.sample(deals_rng) for _ in range(5)]
    for move in view.legal_moves():
        ends = [deal.play(move).guided_playout(Random(f"t/{k}")) for k, deal in enumerate(deals)]
        expected[move] = sum(end.rewards()[view.to_move] for end in ends)
    for candidate in ranked:
        assert candidate.deals == 5 and candidate.won == expected[candidate.move]


def test_the_halving_gives_the_most_deals_to_the_moves_it_keeps_and_ranks_them_by_reward():
    state = position(5, 2)  # round 1's first push
    assert state.phase == slide.PUSH
    view = state.view(state.to_move)
    ranked = PairedSearch(Random(1), players.points_rewards).search(view, Budget(playouts=40))
    assert len(ranked) == len(view.legal_moves()) > 2
    kept = [c for c in ranked if c.deals == ranked[0].deals]
    assert len(kept) == 2  # the last round's two
    assert all(c.deals < ranked[0].deals for c in ranked[2:])
    assert ranked[0].mean() >= ranked[1].mean()


def test_a_search_told_to_stop_plays_the_best_it_has_found_so_far():
    state = position(5, 2)
    view = state.view(state.to_move)
    asked = []

    def stop() -> bool:  # asked first after one deal, later as the clock sees fit: stop at once
        asked.append(True)
        return True

    search = PairedSearch(Random(1), players.points_rewards)
    ranked = search.search(view, Budget(seconds=30), should_stop=stop)
    assert search.stopped and asked and all(c.deals == 1 for c in ranked)
    assert ranked[0].mean() == max(c.mean() for c in ranked) > min(c.mean() for c in ranked)
    search = PairedSearch(Random(1), players.points_rewards)
    assert search.choose(view, Budget(seconds=30), should_stop=stop) == ranked[0].move


def test_hard_and_max_search_slide_for_two_by_paired_deals_and_larger_tables_by_the_tree():
    for level in ("hard", "max"):
        player = players.make_player(level)
        assert isinstance(player.search_for("slide", 2), PairedSearch)
        assert isinstance(player.search_for("slide", 3), ISMCTS)
        assert isinstance(player.search_for("slide", 2), PairedSearch)  # a new table, a new search
    assert isinstance(players.make_player("normal").search_for("slide", 2), ISMCTS)
    assert isinstance(players.make_player("normal").search_for("slide", 4), ISMCTS)


def test_hard_plays_for_first_place_alone_at_every_table_and_normal_for_every_place():
    for seats in (2, 4):
        assert players.make_player("hard").search_for("slide", seats).reward is players.points_rewards
        assert players.make_player("normal").search_for("slide", seats).reward is players.score_rewards


def test_the_points_reward_grows_with_the_winning_margin_between_two_seats():
    ends = [slide.new_game(2, seed=seed).guided_playout(Random(seed)) for seed in range(16)]
    decided = [end for end in ends if len(set(end.outcome().scores)) == 2]
    decided.sort(key=lambda end: abs(end.outcome().scores[0] - end.outcome().scores[1]))
    winners = [max(players.points_rewards(end)) for end in decided]
    assert winners == sorted(winners) and winners[0] > 0.5 and len(set(winners)) > 2
    for end in decided:  # what one seat gains the other loses
        assert sum(players.points_rewards(end)) == pytest.approx(1.0)


def test_the_points_reward_pays_for_first_place_alone_at_a_table_of_four():
    """Second place earns no more than last for the place: only first counts (the
    points still tell a near miss from a rout)."""
    ends = [slide.new_game(4, seed=seed).guided_playout(Random(seed)) for seed in range(12)]
    seen_second = 0
    for end in ends:
        outcome = end.outcome()
        rewards, points = players.points_rewards(end), players.points_rewards(end, share=1.0)
        for seat, rank in enumerate(outcome.ranks(4)):
            place = rewards[seat] - points[seat] * players.POINTS_SHARE
            expected = (1 - players.POINTS_SHARE) / len(outcome.winners) if rank == 1 else 0.0
            assert place == pytest.approx(expected)
            seen_second += rank == 2
    assert seen_second >= 6
