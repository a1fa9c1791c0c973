"""Reviewing a game move by move, with the computer's judgement of every move.

The board shows the game's position after the chosen move (replayed through the
rules); Left/Right step (animated as in play, a step back backwards), Page Up/Down
step ten moves, Up/Down go to the start and the end, a click on the move list or the
graph jumps there. The worker judges the game in the background (`Judging`: its
positions, or where seats know different things each move from its mover's seat),
one question at a time, and keeps what it found, so browsing is instant; the graph under the board fills in as
it does. What the computer would have played instead of the shown move is named,
with the mover's chance before it, and drawn as a hint where the board draws one; once every move is
judged, each side's marked moves are counted over the graph. "Play on" starts a new
game from the shown position (anywhere but a finished game's end); the reviewed game stays as it was. "Save" writes the
game with its judgements among the saved games. A game with secrets is reviewed as
a spectator saw it (`Session.seen_by_all`). A game of a tournament has a button to the
tournament's next game (after the last, the first), reviewed in place of this one.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ... import records
from ...ai.judge import playouts_for
from ...rules import registry
from ...rules.base import counted, sentence
from ..advice import HINT_IN_REVIEW
from ..clipboard import copy_game
from ..games import CLIENTS
from ..input import Act, Intent
from ..judged_graph import SUFFIXES, draw_bar, draw_graph
from ..judging import Judging
from ..move_list import MoveList
from ..names import FORMS, in_one_line_if_any, names_in_form
from ..panel import message_above, play_areas
from ..places import save_stem, saves_dir
from ..scene import WAITING_REDRAW_S, Scene
from ..session import Session
from ..theme import BODY, SMALL
from ..widgets import ENTER, Button, ButtonList, rules_button

if TYPE_CHECKING:
    from ..app import App

GRAPH_HEIGHT = 110  # px at 1280x720: the chances over the whole game, under the board
BAR_HEIGHT = 22  # px at 1280x720: the split bar of the shown position's chances
BUTTON_TEXT = 18  # the buttons' type size
RESULT_LINES = 6  # the most lines kept for a finished game's result in the panel
# the moves a key steps over; undo and redo step back and on, as they would in play
STEPS = {Act.LEFT: -1, Act.RIGHT: 1, Act.PAGE_UP: -10, Act.PAGE_DOWN: 10, Act.UNDO: -1, Act.REDO: 1}


class ReviewScene(Scene):
    def __init__(
        self, app: App, session: Session, playouts: int | None = None, seed: str | int = 1,
        games: Sequence[Session] = (), judged: dict[int, Judging] | None = None, look: dict[str, Any] | None = None,
    ) -> None:  # fmt: skip
        """`playouts`: the judgement's budget, the game's own (`playouts_for`) unless given;
        `games`: every game of the tournament `session` is part of (by default from its
        record), which a button steps through; `judged`: their judgings so far, by game
        number, so that a game seen again goes on from what was found; `look`: how the
        board was looked at in play (`Board.look`), kept here and in a game played on."""
        super().__init__(app)
        self.game = session
        self.games = list(games) or session.tournament_games()
        self.judged = {} if judged is None else judged
        self.states = list(session.states)
        self.moves = list(session.moves)
        self.index = len(self.moves)  # the position after this many moves
        game = session.state.game
        number = session.game_number or 0
        if number not in self.judged:
            self.judged[number] = Judging(self.states, self.moves, app.judges, playouts or playouts_for(game), seed)
        self.judging = self.judged[number]
        self.client = CLIENTS[game]
        texts = [text for _, text in session.move_texts(-1, self.client.move_words, self.client.revealed_words)]
        movers = [state.to_move for state in self.states[:-1]]
        self.moves_list = MoveList(texts, session.notation(), movers, session.players, session.takes_turns())
        self.titled = registry.spec(game).titled_seats  # a seat named by its colour ("White"), else by its player
        seats = range(len(session.players))
        self.titles = [session.seat_title(seat) if self.titled else session.name(seat) for seat in seats]
        self.pointer_at: tuple[int, int] | None = None  # where the pointer rests: on the graph, where a click goes
        self.board = self.client.board(app, self._shown())
        self.board.reviewing = True
        self.board.take_look(look or {})
        self.board.clear()
        self.animation: Any = None
        self.rewind_s: float | None = None  # a step back: the time left of the move's animation, played backwards
        self.save_asked = False  # Save was pressed before the judging was done: it saves when it is
        self.unjudged = 0  # positions the search could not judge (shown as even)
        self.saved: Path | None = None  # where this review was saved
        self.play_on = Button("Play on", self.play_from_here, key_hint=ENTER)
        self.buttons = ButtonList(
            [
                self.play_on,
                Button("Save", self.save, key_hint="Ctrl+S"),
                Button("Copy", self.copy, key_hint="Ctrl+C"),
                *self._other_game_buttons(),
                *self.board.look_buttons,
                rules_button(self.open_rules),
                Button("Back", self.app.pop, key_hint="Esc"),
            ],
            vertical=False,
        )
        self._ready_play_on()
        self.layout()

    # -- the position shown ---------------------------------------------------------

    def _shown(self) -> Session:
        """The game up to the chosen move, as the board reads it."""
        return Session(self.states[: self.index + 1], self.game.players, self.moves[: self.index])

    def go(self, index: int) -> None:
        """Show the position after `index` moves; a single step is animated, a step
        back by playing the move's animation backwards."""
        index = max(0, min(len(self.moves), index))
        if index == self.index:
            return
        step = index - self.index
        self.index = index
        for last in (False, True):  # a word that this was the start or the end is no longer true
            self.app.unsay(self._end_words(last))
        self._ready_play_on()
        self.board.session = self._shown()
        self.board.clear()
        self.animation, self.rewind_s = None, None
        if abs(step) != 1:
            return
        ply = min(index, index - step)  # the move stepped over
        scale = self.app.settings.animation_scale
        self.animation = self.board.animate(self.states[ply], self.states[ply + 1], self.moves[ply], scale)
        if step < 0:
            self.rewind_s = self.animation.duration_s * 0.999  # just short of its end: moving from the first frame
            self.animation.seek(self.rewind_s)

    def update(self, dt_s: float) -> None:
        if self.animation and self.rewind_s is not None:
            self.rewind_s -= dt_s
            self.animation.seek(max(0.0, self.rewind_s))
            if self.rewind_s <= 0:
                self.animation, self.rewind_s = None, None
        elif self.animation:
            self.animation.update(dt_s)
            if self.animation.is_done:
                self.animation = None
        failed = self.judging.step(self.index)
        if failed:  # one message for them all, counting them, where several fail
            self.unjudged += len(failed)
            which = f"The position after move {failed[0]}" if self.unjudged == 1 else f"{self.unjudged} positions"
            self.app.say(f"{which} could not be judged: shown as even", "bad")
        if self.save_asked and self.judging.done:
            self.save()

    def _preferred(self) -> Hashable | None:
        """What the computer would have played instead of the shown move, where its
        chance is higher as the panel shows it (None: the same move, one no worse, the
        start, or not judged yet): drawn on the board as the hint."""
        found = self.judging.move(self.index - 1) if self.index else None
        if found is None or found.best == self.moves[self.index - 1] or not found.lost:
            return None
        return found.best

    def popped(self) -> None:
        if self.save_asked:
            self.app.say("The review was not saved: left before every move was judged", "bad")
        self.judging.cancel()

    def is_moving(self) -> bool:
        return self.animation is not None or self.judging.busy

    def redraw_every_s(self) -> float:
        """Every frame while a move slides; while only the judging goes on, what it
        finds is drawn a few times a second, leaving the cores to the judging."""
        return 0.0 if self.animation else WAITING_REDRAW_S

    # -- what a person can do ----------------------------------------------------------------

    def _ready_play_on(self) -> None:
        """Play on only where a move is left to play: not at the end of a finished game."""
        self.play_on.enabled = not self.states[self.index].is_over()

    def play_from_here(self) -> None:
        """A new game from the shown position, the same players, except that in a game
        the computer played alone a person takes the side to move, to try a move out
        against it; the reviewed game is untouched."""
        if not self.play_on.enabled:  # Enter, wherever the pointer rests
            self.app.say("The game is over here: step back to a move to play on from")
            return
        players = list(self.game.players)
        if all(p.is_computer for p in players):
            players[self.states[self.index].to_move] = records.numbered("person", 1)
        fresh = Session(self.states[: self.index + 1], players, self.moves[: self.index])
        if self.app.may_leave():
            # a live game under this one is kept in Saved games
            self.app.reset(self.app.make("play", fresh, look=self.board.look()))

    def save(self) -> None:
        """Write the game with every move's judgement; asked before the judging is done, as soon as it is."""
        record = self.game.game_record()  # this game alone, where it was one of a tournament
        record.annotations = self.judging.annotations()
        if record.annotations is None:
            self.save_asked = True
            self.app.say("It will be saved as soon as every move is judged")
            return
        self.save_asked = False
        if self.saved is not None and self.saved.exists():  # the judgement, once complete, does not change
            self.app.say(f"Saved already, as {self.saved.name}", "good")
            return
        try:
            path = records.write_new(
                saves_dir(self.app.data), save_stem(self.game.state.game, "review"), record.to_json()
            )
        except OSError as error:
            self.app.say(f"Could not save: {records.refusal(error)}", "bad")
            return
        self.saved = path
        self.app.say(f"Saved as {path.name}", "good")

    def _other_game_buttons(self) -> list[Button]:
        """In a tournament of several games so far, a button to the next one (after the
        last, the first): each game of it is reviewed alike."""
        if len(self.games) < 2 or self.game.game_number is None:
            return []
        following = self.game.game_number % len(self.games) + 1
        return [Button(f"To game {following}", self.other_game, shorter=(f"Game {following}",))]

    def other_game(self) -> None:
        """The review of the tournament's next game, in place of this one (what was
        found of this one is kept, for when it is shown again)."""
        assert self.game.game_number is not None
        following = self.games[self.game.game_number % len(self.games)]
        judging = self.judging
        review = ReviewScene(
            self.app, following, judging.playouts, judging.seed, self.games, self.judged, self.board.look()
        )
        review.buttons.focus_as(self.buttons)  # a key or a pad that pressed it presses on from there
        self.app.replace(review)

    def copy(self) -> None:
        """The whole game as a line of text on the clipboard, to share."""
        done, said = copy_game(self.game.game_record())
        self.app.say(said, "good" if done else "bad")

    def _end_words(self, last: bool) -> str:
        """What a step past the first or the last position says, in place of nothing."""
        if not last:
            return "The start of the game"
        return "The end of the game" if self.states[-1].is_over() else "The last move played so far"

    def handle(self, intent: Intent) -> None:
        if intent.act not in (Act.POINT, Act.RELEASE) and self.animation:
            self.animation, self.rewind_s = None, None  # the next input shows where the step ends
        if self.steer(self.buttons, intent):
            return
        act = intent.act
        if act in STEPS and self.index == (0 if STEPS[act] < 0 else len(self.moves)):
            self.app.say(self._end_words(STEPS[act] > 0))  # no step left that way
        elif act in STEPS:
            self.go(self.index + STEPS[act])
        elif act in (Act.UP, Act.FIRST):
            self.go(0)
        elif act in (Act.DOWN, Act.LAST):
            self.go(len(self.moves))
        elif act is Act.BACK:
            self.app.pop()
        elif act is Act.SAVE:
            self.save()
        elif act is Act.COPY:
            self.copy()
        elif act is Act.RULES:
            self.open_rules()
        elif act is Act.HINT:  # the review is the hint, for every move at once
            self.app.say(HINT_IN_REVIEW)
        elif act in self.board.looks:
            self.board.looks[act]()
        elif act is Act.SCROLL:
            self.go(self.index - intent.amount)  # the wheel up goes back, as in a list read downwards
        elif act is Act.PRESS and self.graph_rect.collidepoint(intent.pos):
            self.go(self._graph_position(intent.pos))
        elif act is Act.PRESS and self.moves_list.rect.collidepoint(intent.pos):
            self.go(self.moves_list.position_at(self.app.theme, intent.pos, self.index))
        elif act is Act.SELECT:
            self.play_from_here()  # as its button says, wherever the pointer rests
        elif intent.is_pointer:
            self.buttons.handle(intent)
        if intent.is_pointer:
            self.pointer_at = intent.pos

    def _graph_position(self, pos: tuple[int, int]) -> int:
        """The position a click on the graph at `pos` shows: the nearest on the line;
        weighing, the one after the move whose bar it is."""
        share = (pos[0] - self.graph_rect.x) / max(1, self.graph_rect.width)
        return int(share * len(self.moves)) + 1 if self.judging.weighing else round(share * len(self.moves))

    # -- layout and drawing ----------------------------------------------------------------

    def layout(self) -> None:
        theme = self.app.theme
        self.panel_rect, area = play_areas(theme, self.app.size)
        graph = theme.px(GRAPH_HEIGHT)
        self.graph_rect = pygame.Rect(area.x, area.bottom - graph, area.width, graph)
        header = theme.font(SMALL).get_linesize()  # over the graph: the judging's progress, then the marks counted
        board_area = pygame.Rect(area.x, area.y, area.width, self.graph_rect.y - area.y - theme.px(24) - header)
        self.board.layout(board_area)
        inner = self.panel_rect.inflate(-2 * theme.px(16), -2 * theme.px(16))
        height_b, gap = theme.px(44), theme.px(8)
        buttons = self.buttons.buttons
        widest = max(theme.font(BUTTON_TEXT, bold=True).size(b.label)[0] for b in buttons) + 2 * theme.px(18) + 2
        rows = _in_rows(buttons, max(1, (inner.width + gap) // (widest + gap)))
        y = inner.bottom - len(rows) * (height_b + gap) + gap
        self.message_rect = message_above(theme, self.panel_rect, y)
        for row in rows:
            each = (inner.width - (len(row) - 1) * gap) // len(row)
            for index, button in enumerate(row):
                button.rect = pygame.Rect(inner.x + index * (each + gap), y, each, height_b)
            y += height_b + gap
        # the lines above the move list, each as tall as its text needs, even where text is large
        self.small_line = theme.line_step(SMALL, 24)
        self.body_line = max(theme.px(34), theme.font(BODY, bold=True).get_linesize() + theme.px(4))
        # the bar with its words (weighing: what the chances mean), the move (two lines, where its
        # words and figures need them) and the computer's choice, then the result (the last
        # position's) in as many lines as it takes, six at most
        self.bar_room = 2 * self.small_line if self.judging.weighing else theme.px(BAR_HEIGHT + 4) + self.small_line
        outcome = self.states[-1].outcome()
        said = len(theme.wrap(self._result_words(self.states[-1], inner.width), SMALL, inner.width)) if outcome else 0
        self.result_lines = min(RESULT_LINES, max(2, said))
        lines = 3 + self.result_lines
        top = inner.y + self.small_line + self.body_line + self.bar_room + lines * self.small_line + theme.px(12)
        self.moves_list.layout(
            theme, pygame.Rect(inner.x, top, inner.width, buttons[0].rect.y - gap - top), self.small_line, self._mark
        )

    def open_rules(self) -> None:
        """F1: the rules of the reviewed game; Back returns to the review as it was."""
        self.show_rules(self.states[0].game, self.states[0].options, aside=True)

    def message_area(self) -> pygame.Rect | None:
        """Messages show in the panel, above its buttons, never over the board or the graph."""
        return self.message_rect

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        self.board.draw(surface, self.animation, self._preferred(), self.board.outlines(()), 0.0)
        pointer = self.pointer_at
        hovered = self._graph_position(pointer) if pointer and self.graph_rect.collidepoint(pointer) else None
        draw_graph(surface, self.app.theme, self.graph_rect, self.judging, self.index, self.titles, hovered)
        theme.panel(surface, self.panel_rect)
        inner = self.panel_rect.inflate(-2 * theme.px(16), -2 * theme.px(16))
        y = inner.y
        headings = self.game.headings()
        heading = theme.first_fitting(["Review: " + headings[0], *headings], SMALL, inner.width)
        theme.text(surface, heading, SMALL, p.muted, topleft=(inner.x, y))
        y += self.small_line
        per_row = self.moves_list.per_row  # numbered as the list numbers them: a turn of each seat counted once
        count = counted(self.moves_list.numbered, "move")
        at = f"Move {(self.index + per_row - 1) // per_row}" if self.index else f"The start ({count})"
        if self.index:
            mover = self.states[self.index - 1].to_move
            at += f", {self.game.seat_title(mover)}" if self.moves_list.pairs else f" of {len(self.moves)}"
        theme.text(surface, at, BODY, p.text, bold=True, topleft=(inner.x, y))
        y += self.body_line
        if self.judging.weighing:  # no position judged whole: what the move's chances mean instead
            forms = ["Each move weighed from its mover's seat, what they could not know dealt anew",
                     "Each move weighed from its mover's seat", "Weighed from each mover's seat"]  # fmt: skip
            for line in theme.first_wrapping(forms, SMALL, inner.width, 2):
                theme.text(surface, line, SMALL, p.muted, topleft=(inner.x, y))
                y += self.small_line
            y = inner.y + self.small_line + self.body_line + self.bar_room
        else:
            bar = pygame.Rect(inner.x, y, inner.width, theme.px(BAR_HEIGHT))
            chances = self.judging.chances.get(self.index)
            y = draw_bar(surface, theme, bar, chances, self.states[self.index], self.client.chip, self.small_line)
        result = self._result(inner.width)
        y_result = self.moves_list.rect.y - len(result) * self.small_line - theme.px(10)  # just above the list
        if self.index:  # the move's lines take what room the result leaves
            self._draw_move(surface, inner, y, max(2, (y_result - y) // self.small_line))
        for line in result:
            theme.text(surface, line, SMALL, p.accent, topleft=(inner.x, y_result))
            y_result += self.small_line
        self.moves_list.draw(surface, theme, self.index, self._mark, self.app.mapper.controls.pad)
        self.draw_buttons(surface, BUTTON_TEXT, self.buttons.engaged)

    def _mark(self, ply: int) -> str | None:
        found = self.judging.move(ply)
        return found.mark if found else None

    def _result_words(self, final: Any, width: int) -> str:
        """A finished game's result as onlookers read it, after why it ended where the
        board may not say it ("The Core is boxed in. Black wins: ..."), and where the
        room kept for it holds both (the result whole comes first)."""
        line = self.game.result_line(final.outcome())
        ending = self.client.ending(final)
        both = f"{sentence(ending)}. {line}" if ending else line
        return both if len(self.app.theme.wrap(both, SMALL, width)) <= RESULT_LINES else line

    def _result(self, width: int) -> list[str]:
        """The shown position's result in lines, or before the end who leads there (in the
        seats' fullest names that fit one line, else more): in the room kept for the result."""
        outcome, most = self.states[self.index].outcome(), self.result_lines
        if outcome is not None:
            return self.app.theme.wrap(self._result_words(self.states[self.index], width), SMALL, width, most=most)
        shown, theme = self._shown(), self.app.theme
        said = in_one_line_if_any(
            self.game.players,
            lambda names: self.client.standing(shown, names),
            lambda text: len(theme.wrap(text, SMALL, width, balanced=True)),
            most,
        )
        return theme.wrap(said, SMALL, width, most=most, balanced=True)

    def _draw_move(self, surface: pygame.Surface, inner: pygame.Rect, y: int, lines: int) -> None:
        """The shown move with the mover's chance before and after it and its mark; under
        it, what the computer would have played instead: in `lines` lines between them,
        each in its fullest words that fit, in two lines where there is room."""
        theme, p = self.app.theme, self.app.theme.palette
        found = self.judging.move(self.index - 1)
        seat = self.states[self.index - 1].to_move
        said = short = ""
        if found is not None:
            said = f"  {found.before:.0%}\u00a0->\u00a0{found.after:.0%}" + (f"  {found.mark}" if found.mark else "")
            short = f" {found.before:.0%}->{found.after:.0%}" + (SUFFIXES[found.mark] if found.mark else "")
        move = self.moves_list.texts[self.index - 1]
        if self.titled:  # "Player 1 (White)", then "White"
            whos = [self.game.label(seat), self.game.seat_title(seat)]
        else:  # the name, then its shorter forms
            whos = [names_in_form(self.game.players, form)[seat] for form in range(FORMS)]
        notation = self.moves_list.notation[self.index - 1]
        texts = [f"{who}: {move}{figures}" for who in whos for figures in (said, short)]  # the fuller name first
        texts.append(f"{whos[-1]}: {notation}{short}")
        said_lines = theme.first_wrapping(texts, SMALL, inner.width, min(2, lines - 1))
        for line in said_lines:
            theme.text(surface, line, SMALL, p.text, topleft=(inner.x, y))
            y += self.small_line
        most = min(2, lines - len(said_lines))
        if found is None:
            theme.text(surface, "Judging...", SMALL, p.muted, topleft=(inner.x, y))
        elif found.best is not None:
            state, before = self.states[self.index - 1], found.before
            # in the words a player is told a move in, then as the list names moves, then in notation
            named = (self.client.move_advice(state, found.best), self.client.move_words(state, found.best),
                     state.format_move(found.best))  # fmt: skip
            texts = ["The computer's choice too", "Computer agrees"]
            if self._preferred() is not None:
                chance = f"({before:.0%})"
                words, notation = named[:2], named[2]  # the chance goes before the words give way to notation
                texts = [
                    f"Computer preferred: {named[0]} {chance}",
                    *(f"Better: {n} {chance}" for n in words),
                    *(f"Better: {n}" for n in words),
                    f"Better: {notation} {chance}",
                    f"Better: {notation}",
                ]
            elif found.best != self.moves[self.index - 1]:
                texts = [f"As good as the computer's choice: {named[0]}", *(f"As good: {n}" for n in named)]
            for line in theme.first_wrapping(texts, SMALL, inner.width, most):
                theme.text(surface, line, SMALL, p.good, topleft=(inner.x, y))
                y += self.small_line


def _in_rows(buttons: list[Button], most: int) -> list[list[Button]]:
    """`buttons` in as few rows as hold at most `most` each, the later rows the longer
    (the first, with Play on and its key, has the room to spare)."""
    count = -(-len(buttons) // most)
    sizes = [len(buttons) // count + (index >= count - len(buttons) % count) for index in range(count)]
    starts = [sum(sizes[:index]) for index in range(count)]
    return [buttons[start : start + size] for start, size in zip(starts, sizes, strict=True)]
