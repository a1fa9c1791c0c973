"""Reviewing a game: stepping through it, the computer's judgement filling in, playing on, saving."""

import re
import subprocess
import sys
from pathlib import Path
from random import Random

import pygame
import pytest

from game import records
from game.ai.worker import Control
from game.client.app import App
from game.client.judged_graph import tallies
from game.client.judging import Judged
from game.client.move_list import MoveList
from game.client.scenes import SCENES
from game.client.scenes.play import PlayScene
from game.client.scenes.review import ReviewScene
from game.client.session import Session
from game.records import numbered
from game.rules.slide import Take

from .conftest import Driver, outlined_pixels, texts_drawn
from .inputs import pad_hat, pad_press


def a_game(moves: int = 10) -> Session:
    session = Session.new("slyde", {"size": 6, "rules": "mindsports"}, [numbered("person", 1), numbered("easy", 0)])
    rng = Random(4)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_moves()))
    return session


def review(driver: Driver, session: Session, playouts: int = 40) -> ReviewScene:
    scene = ReviewScene(driver.app, session, playouts=playouts)
    driver.app.push(scene)
    driver.frames(2)
    return scene


def test_stepping_forward_and_back_shows_exactly_the_recorded_positions(driver):
    session = a_game()
    scene = review(driver, session)
    assert scene.board.state == session.states[-1]
    for index in range(len(session.moves) - 1, -1, -1):
        driver.key(pygame.K_LEFT)
        assert scene.index == index and scene.board.state == session.states[index]
    assert driver.app.toast is None
    driver.key(pygame.K_LEFT)
    assert scene.index == 0 and driver.app.toast[0] == "The start of the game"
    driver.key(pygame.K_RIGHT)
    assert scene.board.state == session.states[1] and scene.animation is not None  # a step forward animates
    assert driver.app.toast is None  # no longer at the start: the word that it was goes
    driver.key(pygame.K_END)
    assert scene.board.state == session.states[-1]
    driver.key(pygame.K_RIGHT)
    said = "The end of the game" if session.is_over else "The last move played so far"
    assert scene.index == len(session.moves) and driver.app.toast[0] == said
    driver.key(pygame.K_HOME)
    assert scene.board.state == session.states[0]
    driver.click((scene.graph_rect.right - 1, scene.graph_rect.centery))  # the graph's end: the last move
    assert scene.index == len(session.moves)


@pytest.mark.parametrize("room", [3, 4, 7, 8])
@pytest.mark.parametrize("seed", range(3))
def test_a_move_list_of_one_turn_a_line_begins_with_a_numbered_turn_not_a_second_half(room, seed):
    rng = Random(seed)
    moves = 31
    listed = MoveList(["m"] * moves, ["m"] * moves, [ply % 2 for ply in range(moves)], [], pairs=True)
    listed.line, listed.columns = 20, 1  # a narrow panel: each move on a line of its own
    listed.heights = [rng.choice([1, 1, 2]) for _ in range(moves)]
    listed.rect = pygame.Rect(0, 0, 200, 20 * (room + 1))  # the heading, then `room` lines
    for shown in range(moves + 1):
        rows = listed.rows(shown)
        assert max(0, shown - 1) in rows  # the move shown is in sight
        assert sum(listed.heights[row] for row in rows) <= room
        assert rows.start % 2 == 0 or listed.heights[rows.start - 1] + listed.heights[rows.start] > room, shown


def test_over_the_graph_a_faint_line_shows_where_a_click_would_go(driver):
    session = a_game(16)
    scene = review(driver, session)
    graph, screen = scene.graph_rect, driver.app.screen
    target = 5
    x = graph.x + round(graph.width * target / len(session.moves))
    column = [(x, y) for y in range(graph.y + graph.height // 3, graph.bottom - graph.height // 3)]
    driver.post(pygame.MOUSEMOTION, pos=(x, graph.centery), rel=(1, 1), buttons=(0, 0, 0))
    driver.frames()
    assert scene.index == len(session.moves)  # only a look: nothing moved
    assert all(screen.get_at(at)[:3] == driver.app.theme.palette.muted[:3] for at in column)
    driver.click((x, graph.centery))
    assert scene.index == target  # where the line was


def test_page_up_and_down_step_ten_moves_and_say_so_at_either_end(driver):
    session = a_game(16)
    scene = review(driver, session)
    driver.key(pygame.K_PAGEUP)
    assert scene.index == 6 and scene.board.state == session.states[6] and driver.app.toast is None
    driver.key(pygame.K_PAGEUP)
    assert scene.index == 0  # no further back than the start
    driver.key(pygame.K_PAGEUP)
    assert scene.index == 0 and driver.app.toast[0] == "The start of the game"
    driver.key(pygame.K_PAGEDOWN)
    assert scene.index == 10 and scene.board.state == session.states[10]
    driver.key(pygame.K_PAGEDOWN)
    assert scene.index == 16
    driver.key(pygame.K_PAGEDOWN)
    assert driver.app.toast[0] in ("The end of the game", "The last move played so far")


def test_h_in_a_review_says_where_the_computers_choice_is_shown_and_changes_nothing(driver):
    session = a_game(6)
    scene = review(driver, session)
    index = scene.index
    driver.key(pygame.K_h)
    said = driver.app.toast[0]
    assert said == "Under each move the computer's choice is named, and drawn on the board where it was better"
    assert driver.app.scene is scene and scene.index == index


def test_a_step_back_plays_the_moves_animation_backwards_to_the_earlier_position(driver):
    session = a_game()
    scene = review(driver, session)
    last = len(session.moves)
    driver.post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    assert scene.index == last - 1 and scene.board.state == session.states[last - 1]
    animation = scene.animation
    assert animation is not None and animation.move == session.moves[-1]  # the move stepped over, backwards
    assert animation.after == session.states[last] and not animation.is_done
    seen = [scene.rewind_s]
    while scene.animation is not None:
        driver.frames()
        seen.append(scene.rewind_s)
    assert len(seen) > 3 and all(a > b for a, b in zip(seen[:-2], seen[1:-1], strict=True))  # time runs backwards
    assert scene.board.state == session.states[last - 1]


def test_the_judgement_fills_in_for_every_position_and_marks_moves(driver):
    session = a_game()
    scene = review(driver, session)
    driver.until(lambda: scene.judging.done)
    for ply in range(len(session.moves)):
        before, after, mark, best = scene.judging.move(ply)
        assert 0 <= before <= 1 and 0 <= after <= 1 and mark in (None, *records.MARKS)
    assert all(abs(sum(chances) - 1) < 1e-6 for chances in scene.judging.chances.values())


@pytest.mark.recovers
def test_where_nothing_can_be_judged_the_review_counts_the_positions_in_one_message(driver, monkeypatch):
    from .conftest import computers_cannot_run

    computers_cannot_run(driver.app, monkeypatch)
    session = a_game()
    scene = review(driver, session)
    driver.until(lambda: scene.judging.done, seconds=60)
    assert driver.app.toast[0] == f"{len(session.moves) + 1} positions could not be judged: shown as even"
    assert driver.app.errors == 0


def test_saving_the_review_writes_a_record_with_every_moves_judgement_once_all_are_judged(driver):
    session = a_game(6)
    scene = review(driver, session)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)  # as the Save button says; before the judging is done
    assert not scene.judging.done and not (driver.app.data / "saves").exists()
    driver.until(lambda: scene.judging.done)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)  # again: still the one file
    (path,) = (driver.app.data / "saves").glob("*-review.json")
    saved = records.load(path)
    assert saved.moves == [str(m) for m in session.moves] and len(saved.annotations) == 6


def test_tab_or_the_pads_start_reaches_the_reviews_save_button(driver):
    scene = review(driver, a_game(6))
    driver.until(lambda: scene.judging.done)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RIGHT)  # the arrows walk the buttons now, not the moves
    assert scene.index == len(scene.moves) and scene.buttons.buttons[scene.buttons.focus].label == "Save"
    driver.key(pygame.K_RETURN)
    assert len(list((driver.app.data / "saves").glob("*-review.json"))) == 1
    driver.key(pygame.K_LEFT)  # and back on the moves
    assert scene.index == len(scene.moves) - 1
    driver.post(pygame.MOUSEMOTION, pos=scene.buttons.buttons[-1].rect.center, rel=(1, 1), buttons=(0, 0, 0))
    driver.key(pygame.K_RETURN)  # Enter plays on, as its button says, wherever the keys or the pointer last rested
    assert isinstance(driver.app.scene, PlayScene) and driver.app.scene.session.moves == scene.moves[:-1]


def test_playing_on_from_a_reviewed_position_leaves_the_game_as_it_was(driver):
    session = a_game()
    before = session.record().to_json()
    scene = review(driver, session)
    for _ in range(4):
        driver.key(pygame.K_LEFT)
    scene.play_from_here()
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.session.moves == session.moves[:-4]
    play.attempt(play.state.legal_moves()[0])
    assert session.record().to_json() == before


@pytest.mark.parametrize(
    ("game", "options"), [("slyde", {"size": 4, "rules": "mindsports"}), ("slide", {"players": 3})]
)
def test_at_a_finished_games_end_play_on_is_off_and_enter_says_why_instead_of_a_game_already_over(
    driver, game, options
):
    session = finished(game, options, seats=options.get("players", 2))
    scene = review(driver, session, playouts=1)
    assert not scene.play_on.enabled
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert driver.app.scene is scene and "step back" in driver.app.toast[0]
    driver.key(pygame.K_LEFT)
    driver.frames(2)
    assert scene.play_on.enabled
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    play = driver.app.scene
    assert isinstance(play, PlayScene) and not play.session.is_over and play.session.moves == session.moves[:-1]


def test_the_move_lists_heading_names_the_arrows_or_the_d_pad_whichever_is_in_use(driver):
    session = a_game()
    scene = review(driver, session)

    def heading() -> str:
        drawn = texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen))
        return next(text for text, _ in drawn if text.startswith("Moves ("))

    assert "Left/Right" in heading()
    pad_hat(driver, (-1, 0))  # the d-pad steps back a move, as Left does
    assert scene.index == len(session.moves) - 1
    assert "d-pad" in heading() and "Left/Right" not in heading()
    driver.key(pygame.K_LEFT)
    assert "Left/Right" in heading()


def test_the_results_and_a_live_game_open_the_review(driver):
    fresh = PlayScene(driver.app, a_game(0))
    driver.app.push(fresh)
    driver.frames(2)
    driver.key(pygame.K_r)
    assert driver.app.scene is fresh and "Nothing to review yet" in driver.app.toast[0]
    session = a_game()
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_r)
    assert isinstance(driver.app.scene, ReviewScene) and driver.app.scene.moves == session.moves
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play  # back at the live position


def test_a_live_game_opens_its_review_by_a_button_the_mouse_and_the_pad_reach(driver):
    fresh = PlayScene(driver.app, a_game(0))
    driver.app.push(fresh)
    driver.frames(2)
    assert not fresh.review_button.enabled  # nothing to review yet
    play = PlayScene(driver.app, a_game())
    driver.app.push(play)
    driver.frames(2)
    driver.press_button("Review")
    assert isinstance(driver.app.scene, ReviewScene)
    driver.key(pygame.K_ESCAPE)
    pad_press(driver, "Review")
    assert isinstance(driver.app.scene, ReviewScene) and driver.app.scene.moves == play.session.moves


def a_slide_game(moves: int, players: int = 3) -> Session:
    people = [numbered("person", seat + 1) for seat in range(players)]
    session = Session.new("slide", {"players": players, "seed": 8}, people)
    rng = Random(8)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_a_slide_games_review_shows_only_what_every_seat_has_seen_as_a_spectator_saw_it(driver):
    """Mid-round, the picks not yet revealed stay out of the review: it ends before the
    first of them, and its table shows no seat's view and hands over to nobody."""
    live = a_slide_game(3 * 2 + 1)  # a round of picks and pushes, then a pick still secret
    play = PlayScene(driver.app, live)
    driver.app.push(play)
    driver.frames(2)
    assert play.board.handing_over()  # the next person's pick: the screen is handed over first
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_r)
    scene = driver.app.scene
    assert isinstance(scene, ReviewScene) and scene.moves == live.moves[:6] and scene.judging.weighing
    assert scene.board.viewer() == -1 and not scene.board.handing_over()
    for _ in range(6):
        driver.key(pygame.K_LEFT)
        assert not scene.board.handing_over()
    assert scene.index == 0 and scene.board.state == live.states[0]
    assert "picked a card" not in scene.moves_list.texts  # every pick in it was revealed: the list names the card
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is play and play.session.moves == live.moves


def test_a_slide_move_is_judged_from_its_movers_seat_and_the_graph_shows_what_each_cost(driver):
    session = a_slide_game(3 * 2 * 2)  # two rounds of three seats
    scene = review(driver, session, playouts=20)
    driver.until(lambda: scene.judging.done, 120)
    found = [scene.judging.move(ply) for ply in range(len(session.moves))]
    assert all(f is not None for f in found)
    assert all(f.before == f.after for f, move in zip(found, session.moves, strict=True) if f.best == move)
    shown = [text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen))]
    assert any(text.startswith("What each move cost its mover") for text in shown), shown
    assert any("weighed from its mover's seat" in text for text in shown)
    mover = session.name(session.states[-2].to_move)
    assert any(text.startswith(f"{mover}: ") for text in shown)  # the list names every mover
    assert not any(text.endswith(" wins") for text in shown)  # no position judged whole


@pytest.mark.parametrize("which", ["chances", "costs"])
def test_the_line_at_the_shown_move_passes_under_the_graphs_words_not_through_them(driver, which):
    session = a_game(20) if which == "chances" else a_slide_game(3 * 2 * 2)
    scene = review(driver, session, playouts=20)
    graph, screen = scene.graph_rect, driver.app.screen
    labels = [
        rect
        for text, rect in texts_drawn(driver.app.theme, lambda: scene.draw(screen))
        if graph.contains(rect) and (text.endswith(" wins") or text.startswith("What each move cost"))
    ]
    assert len(labels) == (2 if which == "chances" else 1)
    for label in labels:
        scene.index = 0  # the line at the graph's left edge, clear of every word
        scene.draw(screen)
        clear = screen.subsurface(label).copy()
        scene.index = round((label.centerx - graph.x) * len(session.moves) / graph.width)
        line = graph.x + round(graph.width * scene.index / len(session.moves))
        assert label.left < line < label.right
        scene.draw(screen)
        crossed = screen.subsurface(label)
        worst = max(
            max(abs(a - b) for a, b in zip(clear.get_at((x, y))[:3], crossed.get_at((x, y))[:3], strict=True))
            for x in range(label.width)
            for y in range(label.height)
        )
        assert worst <= 60  # the line shows at most faintly through the words' backing


def test_a_slide_moves_better_choice_is_outlined_on_its_movers_grid(driver):
    """The hint is what the mover might have played instead, so it is drawn at the
    mover's grid, not at the grid of the seat whose turn comes next."""
    session = a_slide_game(3 * 2 * 2)
    scene = review(driver, session, playouts=20)
    driver.until(lambda: scene.judging.done, 120)
    drawn, cards = [], []
    view = scene.board.view
    draw, card = view.draw, view._card
    view.draw = lambda surface, shown, marks=None: drawn.append(marks) or draw(surface, shown, marks)
    view._card = lambda surface, rect, value: cards.append((rect, value)) or card(surface, rect, value)
    driver.key(pygame.K_HOME)
    outlined = shown_at_entry = 0
    for ply in range(len(session.moves)):
        driver.key(pygame.K_RIGHT)
        driver.until(lambda: scene.animation is None)
        drawn.clear()
        cards.clear()
        driver.frames(1)
        marks, (before, after, _, best) = drawn[-1], scene.judging.move(ply)
        better = best != session.moves[ply] and round(100 * before) > round(100 * after)
        assert marks.hint == (best if better else None), ply
        if better:
            assert marks.hint_seat == session.states[ply].to_move, ply
            outlined += 1
        if better and isinstance(best, Take) and best.value not in session.states[ply + 1].middle:
            entry = view.entry_rect(marks.hint_seat, best.axis, best.line, best.far)
            assert (entry, best.value) in cards, ply  # the card gone from the middle, shown where it would enter
            shown_at_entry += 1
    assert outlined and shown_at_entry  # random moves: somewhere the computer would have done better


def test_a_finished_slide_games_review_says_who_won_by_name(driver):
    session = a_slide_game(0)
    while not session.is_over:
        session.play(session.state.legal_moves()[0])
    scene = review(driver, session, playouts=1)
    shown = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
    said = session.result_line(session.outcome())
    assert said.split()[0] in shown and any(player.name in said for player in session.players)
    assert "Seat " not in shown  # the rules' seat numbers, counted from 0, are not the names on the table


def test_undo_and_redo_step_back_and_on_through_the_moves_as_in_play(driver):
    """They did nothing in a review, where a player reaches for them to go back."""
    session = a_game()
    scene = review(driver, session)
    driver.key(pygame.K_z, pygame.KMOD_LCTRL)
    driver.key(pygame.K_BACKSPACE)
    assert scene.index == len(session.moves) - 2 and scene.board.state == session.states[-3]
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)
    assert scene.index == len(session.moves) - 1
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)
    driver.key(pygame.K_y, pygame.KMOD_LCTRL)  # past the last move: said, as the arrows say it
    assert scene.index == len(session.moves)
    assert driver.app.toast[0] in ("The end of the game", "The last move played so far")


def test_the_wheel_steps_through_the_moves(driver):
    session = a_game()
    scene = review(driver, session)
    driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    assert scene.index == len(session.moves) - 2 and scene.board.state == session.states[-3]
    driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    assert scene.index == len(session.moves) - 1


def test_in_a_small_window_the_panel_still_says_the_move_its_judgement_and_the_computers_choice(data_dir):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    session = a_game()
    scene = ReviewScene(app, session, playouts=40)
    app.reset(scene)
    drive = Driver(app)
    drive.until(lambda: scene.judging.done)
    drive.key(pygame.K_LEFT)
    shown = [text for text, rect in texts_drawn(app.theme, lambda: scene.draw(app.screen))]
    before, after, _, _ = scene.judging.move(len(session.moves) - 2)
    lines = " ".join(shown)  # a line wrapped in two reads as one
    judged = f"{before:.0%}->{after:.0%}"  # in a narrow panel without the spaces
    assert str(session.moves[-2]) in lines and judged in lines.replace(" ", ""), shown
    best = scene.judging.move(len(session.moves) - 2)[3]
    if best == session.moves[-2]:
        assert "The computer's choice too" in lines or "Computer agrees" in lines, shown
    else:
        named = (session.states[-3].format_move(best), scene.client.move_advice(session.states[-3], best))
        assert any(name in lines for name in named), shown
        assert ("As good" if round(100 * before) <= round(100 * after) else f"({before:.0%})") in lines, shown
    assert all(
        rect.right <= scene.panel_rect.right
        for text, rect in texts_drawn(app.theme, lambda: scene.draw(app.screen))
        if rect.x > scene.panel_rect.x
    )
    app.quit()


@pytest.mark.parametrize("game", ["slidecore", "slyde"])
def test_at_a_finished_games_last_move_a_small_window_says_the_move_its_figures_and_the_whole_result(data_dir, game):
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    session = Session.new(game, {}, [numbered("person", 1), numbered("easy", 0)])
    rng = Random(1)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    scene = ReviewScene(app, session, playouts=10)
    app.reset(scene)
    last = len(session.moves) - 1
    Driver(app).until(lambda: scene.judging.move(last) is not None)
    assert scene.index == len(session.moves)  # the review opens at the end
    shown = [text for text, rect in texts_drawn(app.theme, lambda: scene.draw(app.screen))]
    lines = " ".join(shown)
    found, mover = scene.judging.move(last), session.states[-2].to_move
    assert str(session.moves[-1]) in lines and f"{found.before:.0%}" in lines and f"{found.after:.0%}" in lines, shown
    assert scene.game.label(mover) in lines, shown  # the mover in full: two lines for the move, not one
    result = scene.game.result_line(session.state.outcome())
    assert " ".join(result.split()) in " ".join(lines.split()), shown  # every word of it, none cut
    app.quit()


def test_the_shown_move_is_judged_first_then_the_game_from_its_start(driver):
    session = a_game(8)
    scene = review(driver, session, playouts=20)
    asked = []

    def judged_all() -> bool:
        asked.extend(index for index in scene.judging.asking.values() if index not in asked)
        return scene.judging.done

    driver.until(judged_all)
    assert set(asked[:2]) == {7, 8} and asked[2:] == [0, 1, 2, 3, 4, 5, 6]


def test_playing_on_from_a_game_the_computer_played_alone_gives_the_side_to_move_to_a_person(driver):
    session = Session.new("slyde", {"size": 6, "rules": "mindsports"}, records.computers(["easy", "greedy"]))
    for move in a_game(6).moves:
        session.play(move)
    scene = review(driver, session)
    driver.key(pygame.K_LEFT)  # Black's move taken back: Black to move
    scene.play_from_here()
    play = driver.app.scene
    assert isinstance(play, PlayScene) and play.state.to_move == 1
    assert [p.is_computer for p in play.session.players] == [True, False]
    assert [p.is_computer for p in session.players] == [True, True]  # the reviewed game's players stay as they were


def test_the_board_shows_what_the_computer_would_have_played_instead_of_the_shown_move(driver):
    session = a_game()
    scene = review(driver, session)
    driver.until(lambda: scene.judging.done)
    hints = []
    draw = scene.board.draw
    scene.board.draw = lambda surface, animation, hint, *rest: (
        hints.append(hint) or draw(surface, animation, hint, *rest)
    )
    driver.key(pygame.K_HOME)
    assert hints[-1] is None  # the start: no move to judge
    disagreed = 0
    for ply in range(len(session.moves)):
        driver.key(pygame.K_RIGHT)
        before, after, _, best = scene.judging.move(ply)
        no_better = best == session.moves[ply] or round(100 * before) <= round(100 * after)
        assert hints[-1] == (None if no_better else best), ply  # drawn only where it differs, for the better
        disagreed += hints[-1] is not None
    assert disagreed  # random moves: the computer would have played otherwise somewhere


def test_once_judged_each_sides_marked_moves_are_counted(driver):
    session = a_game()
    scene = review(driver, session)
    driver.until(lambda: scene.judging.done)
    for seat, title in enumerate(("White", "Black")):
        found = [scene.judging.move(ply) for ply in range(len(session.moves)) if session.states[ply].to_move == seat]
        counts = [sum(1 for f in found if f.mark == name) for name in records.MARKS]
        words, signs = tallies(scene.judging, seat, title)
        assert signs == f"{title} {counts[0]}?! {counts[1]}? {counts[2]}??"
        assert words.startswith(f"{title}: ") and ("no blunder" in words or f"{counts[2]} blunder" in words)
    shown = [text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen))]
    said = f"{tallies(scene.judging, 0, 'White')[0]}   {tallies(scene.judging, 1, 'Black')[0]}"
    assert said in shown  # in words, where there is room
    assert {"inaccuracy ?!", "mistake ?", "blunder ??"} <= set(shown)  # the graph's legend


def test_playing_on_from_a_live_games_review_keeps_the_live_game_in_saved_games(driver):
    play = PlayScene(
        driver.app,
        Session.new("slyde", {"size": 6, "rules": "mindsports"}, [numbered("person", 1), numbered("person", 2)]),
    )
    driver.app.push(play)
    for move in a_game(6).moves:
        play.attempt(move)
    live = [str(move) for move in play.session.moves]
    driver.key(pygame.K_r)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    driver.app.scene.play_from_here()
    tryout = driver.app.scene
    assert isinstance(tryout, PlayScene) and len(driver.app.scenes) == 1  # the live game's scene is gone
    tryout.attempt(tryout.state.legal_moves()[0])
    kept = [records.load(path).moves for path in (driver.app.data / "saves").glob("*.json")]
    assert live in kept and "kept in Saved games" in driver.app.toast[0]


@pytest.mark.recovers
def test_a_crash_of_the_worker_while_judging_costs_a_second_asking_not_a_made_up_figure(driver):
    session = a_game(6)
    scene = review(driver, session, playouts=3000)
    driver.until(lambda: 0 in scene.judging.asking)  # the computer players' own worker
    driver.app.worker()._send(Control.CRASH)
    driver.until(lambda: scene.judging.done, 120)  # a whole game judged twice: slow where the machine is busy
    assert driver.app.worker().restarts == 1 and driver.app.toast is None  # judged again, nothing said or made up
    quiet = review(driver, session, playouts=3000)  # the same seed: the same figures as without the crash
    driver.until(lambda: quiet.judging.done, 120)
    assert quiet.judging.chances == scene.judging.chances and quiet.judging.best == scene.judging.best


@pytest.mark.parametrize("make", [lambda: a_game(6), lambda: a_slide_game(3 * 2 + 3)], ids=["slyde", "slide"])
def test_the_window_and_the_review_command_judge_a_game_alike(driver, tmp_path, make):
    session = make()
    scene = review(driver, session, playouts=60)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    driver.until(lambda: scene.judging.done, 120)  # a Slide game's seats each judged: slow where the machine is busy
    (saved,) = (driver.app.data / "saves").glob("*-review.json")
    records.save(tmp_path / "game.json", session.record())
    command = ["review", str(tmp_path / "game.json"), "--playouts", "60", "--out", str(tmp_path / "cli.json")]
    root = Path(__file__).parents[2]
    done = subprocess.run([sys.executable, "main.py", *command], cwd=root, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert records.load(saved).annotations == records.load(tmp_path / "cli.json").annotations


def test_saved_games_offer_a_review_only_where_there_is_a_move_to_judge(driver):
    saves = driver.app.data / "saves"
    records.save(saves / "none.json", a_game(0).record())
    records.save(saves / "some.json", a_game(3).record())
    driver.press_button("Saved games")
    scene = driver.app.scene
    offered = {path.name: button.enabled for (path, _, _), button in zip(scene.rows, scene.review_buttons, strict=True)}
    assert offered == {"none.json": False, "some.json": True}


def test_a_saved_slide_game_is_reviewed_up_to_what_every_seat_has_seen(driver):
    saves = driver.app.data / "saves"
    records.save(saves / "secret.json", a_slide_game(2).record())  # two picks of the first round: nothing revealed
    records.save(saves / "round.json", a_slide_game(3 * 2 + 2).record())
    driver.press_button("Saved games")
    scene = driver.app.scene
    offered = {path.name: button for (path, _, _), button in zip(scene.rows, scene.review_buttons, strict=True)}
    assert not offered["secret.json"].enabled and offered["round.json"].enabled
    driver.click(offered["round.json"].rect.center)
    review = driver.app.scene
    assert isinstance(review, ReviewScene) and len(review.moves) == 6


def test_while_only_the_judging_goes_on_the_review_is_drawn_a_few_times_a_second(driver):
    app = driver.app
    scene = review(driver, a_game(), playouts=200_000)  # judging that outlasts the second below
    driver.frames(20)
    draws = []
    draw = app.draw
    app.draw = lambda: draws.append(1) or draw()
    for _ in range(60):  # a second
        app.frame(1 / 60)
    assert scene.judging.busy and scene.animation is None
    assert 3 <= len(draws) <= 8  # not every frame: the cores go to the judging
    driver.key(pygame.K_LEFT)  # a step back slides the move: every frame is drawn
    count = len(draws)
    for _ in range(10):
        app.frame(1 / 60)
    assert scene.animation is not None and len(draws) - count >= 10


def finished(game: str, options: dict, seats: int = 2, seed: int = 1) -> Session:
    session = Session.new(game, options, [numbered("person", 1)] + [numbered("easy", n) for n in range(1, seats)])
    rng = Random(seed)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    return session


def small_review(data_dir, session: Session) -> tuple[App, ReviewScene]:
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = True
    app.apply_settings()
    scene = ReviewScene(app, session, playouts=10)
    app.reset(scene)
    return app, scene


def listed(app: App, scene: ReviewScene) -> list[tuple[str, pygame.Rect]]:
    """The move list's lines as drawn, below its heading."""
    area = scene.moves_list.rect
    drawn = texts_drawn(app.theme, lambda: scene.draw(app.screen))
    return [
        (text, rect) for text, rect in drawn if area.collidepoint(rect.topleft) and rect.y >= area.y + scene.small_line
    ]


@pytest.mark.parametrize(("game", "options", "seats"), [("slidecore", {}, 2), ("slide", {"players": 6, "seed": 3}, 6)])
def test_in_a_small_window_with_large_text_every_move_in_the_review_list_is_whole(data_dir, game, options, seats):
    session = finished(game, options, seats)
    app, scene = small_review(data_dir, session)
    if game == "slidecore":  # marked: the widest a move's line gets
        Driver(app).until(lambda: scene.judging.done, seconds=120)
    for index in (len(session.moves), len(session.moves) // 2, 1):
        scene.go(index)
        lines = listed(app, scene)
        assert lines and not [text for text, _ in lines if "…" in text], lines
        words = " ".join(text for text, _ in lines)
        moves = scene.moves_list
        rows = moves.rows(scene.index)
        shown = range(rows.start * moves.columns, min(len(session.moves), rows.stop * moves.columns))
        assert index - 1 in shown
        for ply in shown:  # each move shown whole, in words or in notation (as read: no-break spaces as spaces)
            said = moves.texts[ply].replace("\u00a0", " ")
            assert said in words or moves.notation[ply] in words, (ply, words)
    app.quit()


@pytest.mark.parametrize("large", [False, True])
def test_a_slide_review_list_gives_two_lines_only_to_the_moves_that_need_them(data_dir, large, monkeypatch):
    """Where one move of a six-seat game needed two lines, every move took two: half
    the moves in sight, the rest of the lines empty. Nor does a row keep a line empty
    for a mark that has not come: a mark that comes and does not fit takes it then."""
    session = finished("slide", {"players": 6, "seed": 3}, 6)
    app = App((800, 600), data=data_dir, scenes=SCENES)
    app.settings.large_text = large
    app.apply_settings()
    scene = ReviewScene(app, session, playouts=10)
    app.reset(scene)
    moves = scene.moves_list
    for marks in (None, "blunder"):  # none judged yet; then every move a blunder ("??"), the widest
        monkeypatch.setattr(scene, "_mark", lambda ply, marks=marks: marks)  # what the judging would say of each move
        for index in (1, len(session.moves) // 2, len(session.moves)):
            scene.go(index)
            lines = listed(app, scene)
            rows = moves.rows(scene.index)
            room = (moves.rect.height - moves.line) // moves.line
            assert sum(moves.heights[row] for row in rows) <= room and len(rows) >= room // 2
            assert (scene.index - 1) // moves.columns in rows
            assert lines and not [text for text, _ in lines if "…" in text], lines
            assert max(rect.bottom for _, rect in lines) <= moves.rect.bottom
            for row, top in moves.row_tops(scene.index):  # each line of a row written, none left empty
                drawn = {rect.y for _, rect in lines if top <= rect.y < top + moves.heights[row] * moves.line}
                assert len(drawn) == moves.heights[row], (marks, row, lines)
            shown = sum(min(len(session.moves), (row + 1) * moves.columns) - row * moves.columns for row in rows)
            assert " ".join(text for text, _ in lines).count("??") == (shown if marks else 0)  # each mark whole
        assert set(moves.heights) == ({1, 2} if marks or large else {1})
    app.quit()


@pytest.mark.parametrize(
    ("game", "options", "seats", "size", "shape"),
    [
        ("slyde", {"size": 8, "rules": "mindsports"}, 2, (1280, 720), (2, 1)),  # two moves a line
        ("slidecore", {}, 2, (800, 600), (1, 1)),  # a move a line: two would not fit
        ("slide", {"players": 6, "seed": 3}, 6, (800, 600), (1, 2)),  # a move in two lines
    ],
)
def test_clicking_any_line_of_a_move_in_the_review_list_shows_that_move(data_dir, game, options, seats, size, shape):
    session = finished(game, options, seats)
    app = App(size, data=data_dir, scenes=SCENES)
    app.settings.large_text = size == (800, 600)
    app.apply_settings()
    scene = ReviewScene(app, session, playouts=10)
    app.reset(scene)
    drive = Driver(app)
    moves = scene.moves_list
    assert (moves.columns, max(moves.heights)) == shape
    middle = len(session.moves) // 2
    rows = moves.rows(middle)
    for row in (rows[len(rows) // 2], *(row for row in rows if moves.heights[row] == max(moves.heights))):
        scene.go(middle)
        target = row * moves.columns + moves.columns - 1  # a move mid-list (and one of the most lines), last column
        top = dict(moves.row_tops(scene.index))[row]
        x = moves.rect.right - 10 if moves.columns == 2 else moves.rect.centerx
        drive.click((x, top + moves.heights[row] * moves.line - 3))  # the entry's last line
        assert scene.index == target + 1 and scene.board.state == session.states[target + 1]
    app.quit()


def test_before_the_end_the_review_says_who_leads_where_the_result_will_stand(driver):
    from game.rules.groups import compare

    session = a_game(12)  # not over
    scene = review(driver, session)
    for index in (12, 5):
        scene.go(index)
        shown = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
        sign, place = compare(*session.states[index].group_sizes())
        if sign == 0:
            assert "Even: identical groups so far" in shown, shown
        else:
            leader = session.name(0 if sign > 0 else 1)
            said = "You lead" if leader == session.name(0) else f"{leader} leads"
            assert f"{said}, by the" in shown, shown


def test_a_slide_review_before_the_end_says_who_leads_on_the_face_up_cards_and_by_how_much(driver):
    session = Session.new("slide", {"players": 4, "seed": 3}, [numbered("easy", n) for n in range(4)])
    rng = Random(2)
    while len(session.moves) < 60:
        session.play(rng.choice(session.state.legal_moves()))
    scene = review(driver, session)
    shown = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
    tallies = session.state.tallies()  # the rules' count of the face-up cards, cancels taken out
    order = sorted(range(4), key=lambda seat: tallies[seat])
    if tallies[order[0]] != tallies[order[1]]:
        gap = tallies[order[1]][0] - tallies[order[0]][0]
        said = f"by {gap}" if gap else "with fewer cards left"
        assert f"{session.name(order[0])} leads" in shown and said in shown, shown
    else:
        assert "share the lead" in shown or "level" in shown, shown


def test_in_a_small_window_the_better_move_is_named_in_words_not_in_the_rules_notation(data_dir):
    """At 800x600 a Slide review said "Better: take 6 cola top": the engine's notation,
    where the move list's own words fit as well."""
    session = finished("slide", {"players": 4, "seed": 3}, seats=4)
    app, scene = small_review(data_dir, session)
    ply = next(p for p, state in enumerate(session.states[:-1]) if isinstance(session.moves[p], Take)
               and len(state.legal_moves()) > 2)  # fmt: skip
    before = session.states[ply]
    best = next(move for move in before.legal_moves() if move != session.moves[ply])
    scene.judging._judged[ply] = Judged(0.45, 0.33, "inaccuracy", best)  # the search preferred another push
    scene.go(ply + 1)
    shown = " ".join(text for text, _ in listed_panel(app, scene))
    named = (scene.client.move_advice(before, best), scene.client.move_words(before, best))
    assert "Better: " in shown and any(f"Better: {name}" in shown for name in named), shown
    assert before.format_move(best) not in shown and "…" not in shown, shown
    app.quit()


def test_in_a_small_window_who_leads_is_named_in_full_in_two_lines_rather_than_by_initials(data_dir):
    from game.client.names import FORMS, names_in_form

    session = finished("slidecore", {})
    app, scene = small_review(data_dir, session)
    players = session.players
    seat = next(seat for seat, player in enumerate(players) if player.name == "Computer 1 (easy)")
    computer = f"{session.label(seat)} leads"  # "Computer 1 (easy, Black) leads": its name and colour
    for index in range(1, len(session.moves)):
        said = scene.client.standing(Session(session.states[: index + 1], players, session.moves[:index]),
                                     names_in_form(players, 0))  # fmt: skip
        if not said.startswith(computer):
            continue
        scene.go(index)
        shown = " ".join(text for text, _ in listed_panel(app, scene))
        assert computer in shown, shown  # in full, over two lines
        assert f"{session.label(seat, names_in_form(players, FORMS - 1))} leads" not in shown, shown
        break
    else:
        pytest.fail("the computer never led")
    app.quit()


def listed_panel(app: App, scene: ReviewScene) -> list[tuple[str, pygame.Rect]]:
    """The panel's lines as drawn, above its move list."""
    drawn = texts_drawn(app.theme, lambda: scene.draw(app.screen))
    return [(text, rect) for text, rect in drawn if scene.panel_rect.collidepoint(rect.topleft)]


def test_f1_in_a_review_opens_the_rules_of_the_game_reviewed_and_back_returns_to_the_same_move(driver):
    scene = review(driver, a_game())
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_F1)
    assert type(driver.app.scene).__name__ == "RulesScene" and driver.app.scene.book == "mindsports"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is scene and scene.index == len(scene.moves) - 1


def test_a_slide_review_draws_the_shown_moves_mover_largest_whose_grid_it_changed(driver):
    """Stepping through a review of three people's game, the table's front seat is
    the one whose move is shown (its push, and a better one, legible at full size),
    not the seat to move after it."""
    session = a_slide_game(3 * 2 * 3)  # three whole rounds
    review = ReviewScene(driver.app, session)
    driver.app.push(review)
    driver.frames(2)
    fronts = set()
    for _ in range(len(session.moves) - 1):
        mover = review.states[review.index - 1].to_move  # of the move shown, from the state before it
        review.draw(driver.app.screen)
        assert review.board.focus() == review.board.view.focus == mover
        fronts.add(mover)
        driver.key(pygame.K_LEFT)
        driver.until(lambda: review.animation is None)  # the move taken back, and the table settled
    assert fronts == {0, 1, 2}


def test_the_reviews_rules_button_opens_the_reviewed_games_book_and_back_returns_to_the_same_move(driver):
    session = a_slide_game(3 * 2 * 2)
    review = ReviewScene(driver.app, session)
    driver.app.push(review)
    driver.frames(2)
    driver.key(pygame.K_LEFT)
    index = review.index
    driver.press_button("Rules")
    rules = driver.app.scene
    assert type(rules).__name__ == "RulesScene" and rules.book == "slide"
    driver.key(pygame.K_ESCAPE)
    assert driver.app.scene is review and review.index == index


@pytest.mark.parametrize(
    "game, options, ending",
    [
        ("slidecore", {"side": 4}, "The Core is boxed in. "),
        ("slyde", {"size": 4, "rules": "tile"}, "No tile can slide. "),
    ],
)
def test_the_last_position_of_a_finished_game_says_why_it_ended_before_its_result(driver, game, options, ending):
    session = next(
        s
        for seed in range(100)
        if (s := finished(game, options, seed=seed)) and (game != "slidecore" or s.state.core_is_boxed())
    )
    scene = review(driver, session, playouts=1)
    said = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
    assert ending + session.result_line(session.outcome()).split()[0] in said, said
    driver.key(pygame.K_LEFT)
    driver.frames(60)
    said = " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))
    assert ending.strip() not in said  # a position before the end: who leads there


def test_g_or_the_groups_button_outlines_the_biggest_groups_of_the_position_shown_in_a_group_games_review(driver):
    scene = review(driver, a_game(10))

    def outlined() -> int:
        return outlined_pixels(driver, scene.board.view.rect)

    labels = [button.label for button in scene.buttons.buttons]
    assert "Show groups" in labels
    assert scene.board.outlines(()) == () and outlined() == 0
    driver.key(pygame.K_g)
    assert "Hide groups" in [button.label for button in scene.buttons.buttons]  # what a press does now
    shown = scene.board.outlines(())
    assert outlined() > 4 * scene.board.view.cell
    assert shown == tuple((scene.board.state.groups(seat)[0], seat) for seat in (0, 1))
    driver.key(pygame.K_LEFT)  # another position: its own groups
    driver.frames(30)
    assert scene.board.outlines(()) == tuple((scene.board.state.groups(seat)[0], seat) for seat in (0, 1))
    assert scene.board.outlines(()) != shown
    driver.press_button("Hide groups")
    assert scene.board.outlines(()) == () and driver.app.toast is None
    slide = review(driver, a_slide_game(10))
    assert not any("groups" in button.label for button in slide.buttons.buttons)  # no groups in Slide


def test_the_groups_outlined_in_play_stay_so_in_its_review_and_in_a_game_played_on_from_it(driver):
    play = PlayScene(driver.app, a_game(10))
    driver.app.push(play)
    driver.frames(2)
    driver.key(pygame.K_g)  # Groups on while playing
    driver.key(pygame.K_r)  # the review opens as the board was looked at
    scene = driver.app.scene
    assert isinstance(scene, ReviewScene) and scene.board.show_groups and scene.board.outlines(()) != ()
    driver.key(pygame.K_LEFT)
    driver.frames(30)
    driver.press_button("Play on")
    fresh = driver.app.scene
    assert isinstance(fresh, PlayScene) and fresh is not play and fresh.board.show_groups


def two_games_of_a_tournament(moves: int = 3 + 3 + 1) -> Session:
    """A tournament of Slide for three, its first game played out and `moves` of the
    second (by default the picks, a round of pushes and the next round's first pick,
    still secret)."""
    people = [records.Seat.person(name) for name in ("Ann", "Bo", "Cy")]
    session = Session.new("slide", {"players": 3, "seed": 21}, people, tournament=True)
    rng = Random(3)
    while not session.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    session = session.next_game()
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_moves()))
    return session


def test_a_tournaments_review_steps_to_its_other_games_and_back(driver):
    """The review of a tournament's game showed that game alone: the games before it,
    kept in its record, could be reviewed nowhere in the window."""
    session = two_games_of_a_tournament()
    first = session.earlier[0]
    scene = review(driver, session.seen_by_all())  # as the table's Review opens it: what all have seen
    assert scene.game.game_number == 2 and 0 < len(scene.moves) < len(session.moves)

    def drawn() -> str:
        return " ".join(text for text, _ in texts_drawn(driver.app.theme, lambda: scene.draw(driver.app.screen)))

    assert re.search(r"tournament( to 100)?, game 2", drawn())
    driver.until(lambda: scene.judging.answered > 0)
    found = dict(scene.judging.weighed)
    driver.press_button("To game 1")
    scene = driver.app.scene
    assert isinstance(scene, ReviewScene) and scene.game.game_number == 1
    assert scene.game.notation() == first.moves and scene.states[-1].is_over()
    winner = scene.game.outcome().winners[0]
    assert re.search(r"tournament( to 100)?, game 1", drawn()) and f"{scene.game.name(winner)} wins game 1" in drawn()
    driver.key(pygame.K_TAB)  # the keys on the buttons: Enter on To game 2, and on from there
    while scene.buttons.buttons[scene.buttons.focus].label != "To game 2":
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    scene = driver.app.scene
    assert scene.game.game_number == 2 and scene.game.notation() == session.seen_by_all().notation()
    assert scene.buttons.buttons[scene.buttons.focus].label == "To game 1"
    assert found.items() <= scene.judging.weighed.items()  # what was found of it before is there at once
    assert scene.judging.playouts == 40  # judged as the review was opened to judge it
    driver.key(pygame.K_ESCAPE)
    assert not isinstance(driver.app.scene, ReviewScene)  # one review at a time: Back leaves it


def test_a_single_games_review_has_no_other_game_to_step_to(driver):
    scene = review(driver, a_game())
    assert not any(button.label.startswith("To game") for button in scene.buttons.buttons)


def test_a_tournaments_game_nobody_has_seen_a_move_of_reviews_the_game_before(driver):
    """Between a tournament's games Review said "Nothing to review yet", though the
    game just finished was there to review."""
    session = two_games_of_a_tournament(1)  # a secret pick: nothing of the second game seen by all
    first = session.earlier[0].moves
    play = PlayScene(driver.app, session)
    driver.app.push(play)
    play.board.handover = None
    driver.frames(2)
    assert play.review_button.enabled
    driver.key(pygame.K_r)
    scene = driver.app.scene
    assert isinstance(scene, ReviewScene) and scene.game.game_number == 1 and scene.game.notation() == first
    assert not any(button.label.startswith("To game") for button in scene.buttons.buttons)  # no other game yet
