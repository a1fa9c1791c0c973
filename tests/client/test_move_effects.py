"""What a hint or the coach says a move does, in plain sight: the groups it grows or
breaks in Slyde and SlideCore, the equal cards it brings together in Slide."""

from random import Random

import pytest

from game.client.app import App
from game.client.coach import Remark
from game.client.games import slide as slide_client
from game.client.games.groups import move_effect as group_effect
from game.client.games.slidecore import CLIENT as SLIDECORE
from game.client.games.slyde import CLIENT as SLYDE
from game.client.scenes import SCENES
from game.client.session import Session
from game.client.theme import SMALL
from game.records import Seat
from game.rules import registry, slide
from game.rules.slyde import Cell, SlydeMove, SlydeState

from ..fifth.client import CLIENT as FIFTH
from ..fifth.rules import ThreesState
from .conftest import texts_drawn


def cells(text: str) -> list[Cell]:
    return [Cell.parse(name) for name in text.split()]


def test_a_swap_that_joins_pieces_says_how_far_the_movers_biggest_group_grows():
    start = registry.new_game("slyde", {"size": 4})  # every piece alone: groups of one
    move = SlydeMove.parse("b1-a1")  # White into a1, beside a2; Black's b1, c1, b2 join
    after = start.play(move)
    assert max(after.group_sizes()[0]) == 2 and max(after.group_sizes()[1]) == 3
    assert group_effect(start, move) == "your biggest group grows from 1 to 2"
    said = "swap your pawn on b1 with the black pawn on a1 (your biggest group grows from 1 to 2)"
    assert SLYDE.advice(start, move) == said


def test_a_swap_that_breaks_the_other_sides_biggest_group_says_how_far_it_falls():
    # Black's row of four on rank 1, White everywhere else; White to move
    state = SlydeState.position(4, "tile", cells("a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4"), to_move=0)
    assert state.group_sizes() == ([12], [4])
    move = SlydeMove.parse("b2-b1")  # Black's b1 goes up to b2: the row breaks in three
    assert group_effect(state, move) == "their biggest group falls from 4 to 2"


def test_a_move_that_changes_neither_biggest_group_says_nothing_of_it():
    state = registry.new_game("slyde", {"size": 4}).play(SlydeMove.parse("b1-a1"))  # biggest: White 2, Black 3
    quiet = SlydeMove.parse("d4-c4")  # Black's second group of three, beside the first
    after = state.play(quiet)
    assert after.group_sizes() == ([2, 2, 1, 1, 1, 1], [3, 3, 1, 1])
    assert group_effect(state, quiet) is None
    assert SLYDE.advice(state, quiet) == "swap your pawn on d4 with the white pawn on c4"  # Black's turn


def test_a_slyde_move_is_put_to_its_player_as_its_edition_says_it():
    tile = registry.new_game("slyde", {"size": 6, "rules": "tile"})  # the spaces (White) move first
    assert SLYDE.move_advice(tile, SlydeMove.parse("d3-d4")) == "slide the tile on d4 into the space d3"
    tiles_turn = tile.play(SlydeMove.parse("d3-d4"))
    assert SLYDE.move_advice(tiles_turn, SlydeMove.parse("c3-b3")) == "slide your tile on c3 into the space b3"
    symmetric = registry.new_game("slyde", {"size": 12, "rules": "mindsports"})
    for text in ["f3-f4", "f10-f9", "k6-j6", "k7-j7"]:  # the rulings' check: White may toggle
        symmetric = symmetric.play(SlydeMove.parse(text))
    assert SLYDE.move_advice(symmetric, SlydeMove.parse("*f9")) == "toggle f9, freeing its pawn"  # fixed by Black
    assert SLYDE.move_advice(symmetric, SlydeMove.parse("*a1")) == "toggle a1, fixing its pawn"


def test_slidecores_first_disc_starts_a_group_and_a_later_one_beside_it_grows_it():
    state = registry.new_game("slidecore", {"side": 4})
    first = state.legal_moves()[0]
    assert group_effect(state, first) is None  # a group of one from nothing: nothing grown
    rng = Random(5)
    said = []
    for _ in range(12):
        for move in state.legal_moves():
            words = group_effect(state, move)
            if words:
                mine = max(state.group_sizes()[state.to_move])
                grown = max(state.play(move).group_sizes()[state.to_move])
                assert words == f"your biggest group grows from {mine} to {grown}" and grown > mine
                said.append(SLIDECORE.advice(state, move))
                break
        state = state.play(rng.choice(state.legal_moves()))
    assert said and all(words.endswith(")") for words in said)


def pushes_beside_an_equal_card(seed: int):
    """(state, push) from a random two-seat game: pushes whose card enters beside a
    face-up card of its own value, found by looking at the grid's cells directly."""
    rng = Random(seed)
    state = slide.new_game(2, seed=seed)
    while not state.is_over():
        seat = state.to_move
        for move in state.legal_moves():
            if isinstance(move, slide.Take):
                row, col = divmod(move.entry, 4)
                around = [(row + dr, col + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
                after = state.play(move)
                grid, up = after.cards[seat], after.up[seat]
                if any(
                    0 <= r < 4 and 0 <= c < 4 and up >> (4 * r + c) & 1 and grid[4 * r + c] == move.value
                    for r, c in around
                ):
                    yield state, move
        state = state.play(rng.choice(state.legal_moves()))


def test_a_push_beside_an_equal_face_up_card_says_the_two_cancel():
    found = list(pushes_beside_an_equal_card(4))
    assert found
    for state, push in found:
        assert slide_client.move_effect(state, push) == f"beside your other {push.value}: equal neighbours cancel"


def test_a_pick_or_a_push_that_pairs_nothing_says_nothing_and_only_face_up_cards_count():
    state = slide.new_game(2, seed=9)
    assert all(slide_client.move_effect(state, pick) is None for pick in state.legal_moves())
    for _ in range(2):  # both seats pick: then the first push, into a grid with nothing face up
        state = state.play(state.legal_moves()[0])
    assert state.up[state.to_move] == 0
    for push in state.legal_moves():
        assert slide_client.move_effect(state, push) is None  # the first card can pair with nothing face up


def test_a_game_that_tells_nothing_of_its_moves_is_advised_in_its_own_words_alone():
    state = ThreesState()
    move = state.legal_moves()[0]
    assert FIFTH.move_effect(state, move) is None
    assert FIFTH.advice(state, move) == FIFTH.move_advice(state, move) == f"play {state.format_move(move)}"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_coachs_remark_and_a_hint_with_what_their_move_does_are_shown_whole(data_dir, size):
    state, push = next(pushes_beside_an_equal_card(4))
    session = Session.new("slide", {"players": 2, "deck": list(state.deck)}, [Seat.person("P"), Seat.person("Q")])
    for move in replayed(state):
        session.play(move)
    app = App(size, data=data_dir, scenes=SCENES)
    play = app.make("play", session)
    app.reset(play)
    advice = play.client.advice(session.state, push)
    remark = Remark(len(session.moves) - 1, 0.6, 0.2, "blunder", push, advice, undoable=False)
    play.advice.remark = remark
    drawn = " ".join(text for text, _ in texts_drawn(app.theme, lambda: app.frame(1 / 60)))
    assert " ".join(remark.words().split()) in " ".join(drawn.split())  # every word of it, none cut short
    play.advice.remark = None
    said = play.advice.hint_words(session.state, push, play.client.advice)
    app.say(said)
    app.frame(1 / 60)
    lines = app.theme.wrap(said, SMALL, play.panel.message_rect.inflate(-app.theme.px(14), 0).width)
    assert len(lines) * app.theme.line_height(SMALL) <= play.panel.message_rect.height and "…" not in said
    app.quit()


def replayed(end: slide.SlideState) -> list:
    """The moves of the random game `pushes_beside_an_equal_card` played up to `end`."""
    rng = Random(4)
    state, moves = slide.new_game(2, seed=4), []
    while state != end:
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return moves


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["slyde", "slidecore"])
def test_the_coachs_remark_beside_many_buttons_in_large_text_is_shown_whole_in_fewer_words(data_dir, size, game):
    """Slyde's panel holds nine buttons: at 1280x720 in large text the full remark
    lost its last words ("Undo (Ctrl+Z) takes it back"); the shorter one fits."""
    session = Session.new(game, {"size": 8} if game == "slyde" else {}, [Seat.person("P"), Seat.computer("easy")])
    rng = Random(2)
    for _ in range(6):
        session.play(rng.choice(session.state.legal_moves()))
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    play = app.make("play", session)
    app.reset(play)
    best = session.state.legal_moves()[0]
    # as the coach has them
    said, listed = (
        play.client.advice(session.state, best),
        play.client.move_words(session.state, best),
    )  # as the coach has them
    play.advice.remark = Remark(3, 0.64, 0.12, "blunder", best, said, best_listed=listed)
    drawn = " ".join(" ".join(text for text, _ in texts_drawn(app.theme, lambda: app.frame(1 / 60))).split())
    remark = play.advice.remark
    assert "…" not in drawn
    forms = (remark.words(), remark.words(short=True), remark.words(short=True, listed=True))
    assert any(" ".join(words.split()) in drawn for words in forms)
    assert "takes it back" in drawn
    app.quit()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_long_notice_at_a_full_table_in_large_text_stops_short_of_the_buttons(data_dir, size):
    players = [Seat.person("P"), *(Seat.computer("easy", f"Computer {seat} (easy)") for seat in range(1, 6))]
    session = Session.new("slide", {"players": 6, "seed": 4}, players)
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    play = app.make("play", session)
    app.reset(play)
    words = " ".join(["take the 10 and push it in at the bottom end of column d"] * 6)  # longer than any remark
    play.advice.remark = Remark(0, 0.9, 0.1, "blunder", None, words, undoable=False)
    drawn = texts_drawn(app.theme, lambda: app.frame(1 / 60))
    message = play.panel.message_rect
    assert message.bottom <= min(button.rect.top for button in play.buttons.buttons)
    assert not any(rect.colliderect(message) for _, rect in drawn)  # the message's place is kept clear
    coach = next(rect for text, rect in drawn if text == "Coach")
    remark = [text for text, rect in drawn if coach.bottom <= rect.top and rect.bottom <= message.top]
    assert len(remark) >= 4 and remark[-1].endswith("…")  # four lines at least, cut short, not run on
    app.quit()


def test_a_hint_says_how_many_other_moves_are_about_as_good_as_the_coach_would_judge_them():
    from game.client.advice import Advice

    state = registry.new_game("slyde", {"size": 6, "rules": "mindsports"})
    move = state.legal_moves()[0]
    words = lambda before, played: f"play {before.format_move(played)}"  # noqa: E731
    named = f"play {state.format_move(move)}"
    assert Advice.hint_words(state, move, words) == f"Hint: {named}"  # not weighed: a search's move
    assert Advice.hint_words(state, move, words, (0.6, 0.45, 0.3)) == f"Hint: {named}"  # a fall of 0.15 or more
    one = Advice.hint_words(state, move, words, (0.6, 0.52, 0.3))
    assert one == f"Hint: {named}. One other move is about as good"
    two = Advice.hint_words(state, move, words, (0.6, 0.55, 0.51, 0.4))  # 0.4: a fall of 0.2, a mistake
    assert two == f"Hint: {named}. 2 other moves are about as good"
    every = Advice.hint_words(state, move, words, (0.6, 0.58, 0.55, 0.52))
    assert every == f"Hint: any move does about as well here; for one, {named}"
