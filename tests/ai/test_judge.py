"""The computer's judgement of positions and moves, for reviewing a game."""

import functools
from random import Random

from game import records
from game.ai import judge
from game.rules import registry, slide, slyde


def test_a_judgement_repeats_with_the_same_seed_and_budget():
    state = slyde.new_game(6).play(slyde.new_game(6).parse_move("b1-b2"))
    first = judge.judge(state, playouts=300, seed="s")
    assert first == judge.judge(state, playouts=300, seed="s")
    assert abs(sum(first.chances) - 1) < 1e-9 and first.best in state.legal_moves()


def test_a_positions_chances_are_kept_to_the_hundredth_as_the_review_shows_them():
    """The review's bar says a seat's chance in the shown position, its move list the mover's
    before and after: both read the same figure, so it is kept as they show it."""
    state = slyde.new_game(6)
    for seed in range(4):
        found = judge.judge(state, playouts=101, seed=seed)
        mover = found.chances[state.to_move]
        assert mover == round(mover, 2) and f"{found.chances[1 - state.to_move]:.0%}" == f"{1 - mover:.0%}"
        moved = judge.judge_move(state, "b1-b2", found.chances, found.chances, None)
        assert moved.before == mover


def test_a_finished_game_is_judged_by_its_result():
    rng = Random(3)
    state = slyde.new_game(4)
    while not state.is_over():
        state = state.play(rng.choice(state.legal_moves()))
    assert judge.judge(state).chances == state.rewards() and judge.judge(state).best is None


@functools.cache
def _value(state) -> float:
    """The exact value of a position for the player to move (1 win, 0.5 draw, 0 loss)."""
    if state.is_over():
        return state.rewards()[state.to_move]
    return max(1 - _value(state.play_legal(move)) for move in state.legal_moves())


def _won_position_with_a_losing_move():
    """A 4x4 position, a few moves from the end, with a winning move and a losing one."""
    for seed in range(200):
        rng = Random(seed)
        state = slyde.new_game(4)
        history = [state]
        while not state.is_over():
            state = state.play(rng.choice(state.legal_moves()))
            history.append(state)
        for position in history[-7:-1]:
            values = {move: 1 - _value(position.play_legal(move)) for move in position.legal_moves()}
            if max(values.values()) == 1 and min(values.values()) == 0:
                losing = next(move for move, value in values.items() if value == 0)
                return history[: history.index(position) + 1], losing
    raise AssertionError("no such position in 200 games")


def test_a_move_that_throws_away_a_won_position_is_marked_a_blunder():
    states, losing = _won_position_with_a_losing_move()
    position = states[-1]
    (found,) = judge.review([position, position.play(losing)], [str(losing)], playouts=3000, seed=1)
    assert found.before >= 0.7 and found.after <= 0.3 and found.mark == "blunder"
    assert found.best is not None and _value(position.play(position.parse_move(found.best))) == 0  # it wins


def test_the_marks_follow_the_documented_thresholds():
    assert [judge.mark(0.95, 0.95 - drop) for drop in (0.05, 0.1, 0.25, 0.3, 0.9)] == [
        None, "inaccuracy", "mistake", "blunder", "blunder"
    ]  # fmt: skip
    assert judge.MARKS == records.MARKS


def test_a_move_is_marked_by_its_chances_as_they_are_shown():
    """To the hundredth, as the review's 0.30 -> 0.20 and the window's 30% -> 20%
    read: a fall shown as ten points is marked, one shown as nine is not."""
    assert judge.mark(0.296, 0.204) == "inaccuracy"  # 0.30 -> 0.20, though it fell by 0.092
    assert judge.mark(0.294, 0.196) is None  # 0.29 -> 0.20, though it fell by 0.098
    state = slyde.new_game()
    found = judge.judge_move(state, "a1-a2", (0.295, 0.705), (0.196, 0.804), None)
    assert (found.before, found.after, found.mark) == (0.29, 0.2, None)
    assert f"{found.before:.2f} -> {found.after:.2f}" == "0.29 -> 0.20" and f"{found.before:.0%}" == "29%"


def _slide_game(players: int, plies: int, seed: int = 4):
    state = slide.new_game(players, seed=seed)
    states, texts, rng = [state], [], Random(seed)
    for _ in range(plies):
        move = rng.choice(state.legal_moves())
        texts.append(state.format_move(move))
        state = state.play(move)
        states.append(state)
    return states, texts


def test_a_slide_move_is_judged_against_every_move_its_mover_could_have_made():
    states, texts = _slide_game(3, 14)  # picks, a reveal, pushes and the next round's picks
    found = list(judge.review(states, texts, playouts=30, seed=2))
    assert [f.move for f in found] == texts
    for ply, (state, text, judged) in enumerate(zip(states, texts, found, strict=False)):
        weighed = judge.weighed_texts(state, judge.weigh_moves(state, 30, f"2/{ply}"))
        chances = dict(weighed)
        assert judged.before == round(weighed[0][1], 2) and judged.after == round(chances[text], 2)
        assert judged.best == weighed[0][0] and judged.mark == judge.mark(weighed[0][1], chances[text])
    assert list(judge.review(states, texts, playouts=30, seed=2)) == found  # seeded: the figures repeat


def test_the_best_of_many_near_equal_moves_is_not_lifted_by_the_luck_that_made_it_best():
    """A first pick turns up a card nobody knows: the sixteen picks differ only by
    where they leave the hole, so a pick's fall against the best is luck, about
    nothing on average, once the best is not also measured by the deals that chose it."""
    state = registry.new_game("slide", {"players": 2, "seed": 3})
    played = state.format_move(state.legal_moves()[5])
    falls = []
    for seed in range(8):
        found = judge.weighed_judgement(state, played, judge.weighed_texts(state, judge.weigh_moves(state, 100, seed)))
        falls.append(found.before - found.after)
    assert abs(sum(falls) / len(falls)) < 0.06, falls  # measured on the deals that chose it: 0.08


def test_a_slide_moves_judgement_sees_only_what_its_mover_knew():
    """Re-dealing every card the mover could not know (the face-down cards, the other
    seats' secret picks) leaves its move's judgement as it was."""
    states, texts = _slide_game(4, 22)
    before, text = states[-2], texts[-1]
    redealt = before.view(before.to_move).sample(Random(9))
    assert redealt.cards != before.cards
    move = before.parse_move(text)
    assert list(judge.review([before, before.play(move)], [text], playouts=40)) == list(
        judge.review([redealt, redealt.play(move)], [text], playouts=40)
    )


def test_a_weighed_move_is_marked_by_what_it_lost_against_the_best():
    weighed = (("take 3 row1 left", 0.6), ("take 9 cola top", 0.35), ("take 9 row2 right", 0.2))
    state = slide.new_game(2, seed=1)
    best = judge.weighed_judgement(state, "take 3 row1 left", weighed)
    assert (best.before, best.after, best.mark, best.best) == (0.6, 0.6, None, "take 3 row1 left")
    worse = judge.weighed_judgement(state, "take 9 row2 right", weighed)
    assert (worse.before, worse.after, worse.mark) == (0.6, 0.2, "blunder")
    assert judge.weighed_judgement(state, "take 9 cola top", weighed).mark == "mistake"


def test_at_a_table_of_four_a_moves_chance_is_its_share_of_first_place_not_its_place():
    """The last push of a game of four leaves nothing unknown: each move's chance is
    exactly its end's share of first place (a seat that cannot come first, 0), where
    the place's reward would give a third seat a third."""
    state = slide.new_game(players=4, seed=9)
    rng = Random(9)
    while not (state.round == slide.ROUNDS - 1 and state.phase == slide.PUSH and state.step == 3):
        state = state.play(rng.choice(state.legal_moves()))
    mover = state.to_move
    weighed = judge.weigh_moves(state, playouts=4, seed=1)
    assert {value.move for value in weighed} == set(state.legal_moves())
    for value in weighed:
        outcome = state.play(value.move).outcome()
        assert outcome is not None
        share = 1 / len(outcome.winners) if mover in outcome.winners else 0.0
        assert value.chance == share, (value.move, value.chance, outcome.ranking)
    ranks = {state.play(value.move).outcome().ranks(4)[mover] for value in weighed}
    assert ranks - {1}, "a deal where some move leaves the mover behind first place"
