"""Setting up a game: its options with a live preview, and who plays each side."""

from __future__ import annotations

import unicodedata
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ... import records
from ...ai.players import move_seconds
from ...learn import progress
from ...learn.course import CourseError, course_for
from ...rules import registry
from ...rules.base import GameState
from ..games import CLIENTS, view_for
from ..input import ON_ONE_PAGE, Act, Intent
from ..messages import room_height, room_under
from ..places import choices_path
from ..scene import Scene
from ..session import Session, drawn_first, fresh_deal
from ..settings import load_choices, remember_choices
from ..theme import BODY, HEADING, SMALL, can_draw
from ..widgets import ENTER, Button, ButtonList, rules_button, widths_in_a_row

if TYPE_CHECKING:
    from ..app import App

PLAYER_KINDS = ["Person", "easy", "normal", "hard", "max"]  # a person, or a computer level
OPPONENT = PLAYER_KINDS.index("normal")  # who sits beside the first person until chosen otherwise: the default level
MAX_NAME = 20  # characters of a typed name
BUTTON_TEXT = 26  # the size of the buttons' labels
NOTES_BELOW = 4  # lines kept for the notes under the buttons where the preview is below them
LEVEL_NOTES = {
    "easy": "quick, and now and then misses the obvious move",
    "normal": "a fair opponent",
    "hard": "thinks longer, plays its best",
    "max": "for analysis; Space (A on a gamepad) makes it move at once",
}
SPELL_HINT = "The name: type it, or click it again (Y on a gamepad) for keys on the screen."


def _printable(text: object, most: int | None = MAX_NAME) -> str:
    """A name as it may be shown: printable characters only, at most `most` of them."""
    return "".join(ch for ch in str(text) if ch.isprintable())[:most]


class SetupScene(Scene):
    def __init__(self, app: App, game: str, options: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.spec = registry.spec(game)
        self.client = CLIENTS[game]
        self.options = self.spec.check_options(**(options or {}))
        self.kinds = [0] + [OPPONENT] * (self.spec.new_game(self.options).seat_count - 1)  # one person, computers
        self.names = [""] * len(self.kinds)  # what the persons typed as their names
        self.beyond: list[tuple[int, str]] = []  # the seats fewer players left out, each (kind, name), kept for more
        self.editions: dict[str, dict[str, Any]] = {}  # each edition's options as chosen, by `_key_of`, for a way back
        self.tournament = False  # a tournament chosen on the Play row (there only where the game has them)
        self._recall()
        self.row = 0
        self.replacing = True  # the next letter typed starts the name afresh (the row was just chosen)
        self.option_names = [option.name for option in self.spec.options if option.name in self.client.option_rows]
        # the rows: the game's options, then one game or a tournament (where it has them), then each seat
        self.first_seat = len(self.option_names) + (1 if self.spec.tournaments else 0)
        self._seat_rows()
        self.preview = view_for(game, app.theme)
        self.progress, problem = progress.load(app.visit)
        if problem:
            app.say(problem, "bad", wait=True)
        self.buttons = ButtonList([])
        self._build_buttons()
        self.layout()
        self._prepare_computers()

    def uncovered(self) -> None:
        self.progress, _ = progress.load(self.app.visit)  # back from the lessons: one may be done now
        self._build_buttons()
        self.layout()

    def _build_buttons(self) -> None:
        """Start and Back; between them, while no lesson of this game (edition) is done
        yet, the way to its lessons (nobody arrives knowing these games), and its rules."""
        buttons = [Button("Start", self.start, key_hint=ENTER)]
        try:
            course = course_for(self.spec.name, self.options)
        except CourseError:  # said where the lessons are listed; the game itself is still there to play
            course = None
        if course is not None and not self.progress.done(course):
            buttons.append(Button("Learn it first", partial(self.learn, course.key), shorter=("Learn",)))
        buttons += [rules_button(self.open_rules), Button("Back", self.leave, key_hint="Esc")]
        self.buttons = ButtonList(buttons, vertical=False).focus_as(self.buttons)

    def open_rules(self) -> None:
        """F1: the rules book of the game, in the edition the rows now choose."""
        self.show_rules(self.spec.name, self.options)

    def learn(self, course: str) -> None:
        self.app.push(self.app.make("learn", course=course))

    def state(self) -> GameState:
        return self.spec.new_game(self.options)

    def layout(self) -> None:
        theme = self.app.theme
        width, height = self.app.size
        margin = theme.px(40)
        self.left = pygame.Rect(margin, theme.px(110), int(width * 0.45), height - theme.px(110) - margin)
        preview_area = pygame.Rect(
            self.left.right + margin,
            theme.px(110),
            width - self.left.right - 2 * margin,
            height - theme.px(150) - margin,
        )
        self.notes_bottom = height - theme.px(8)
        # or the rows across the window and the preview below them, where that makes it larger (a tall window)
        rows = len(self.rows) * theme.px(74)
        column = pygame.Rect(margin, theme.px(110), width - 2 * margin, rows + theme.px(150))  # each row full height
        notes = theme.px(20) + NOTES_BELOW * theme.line_height(SMALL) + theme.px(12) + room_height(theme)
        top = column.y + rows + theme.px(86) + notes  # under the buttons, their notes and a message
        below = pygame.Rect(margin, top, column.width, height - top - theme.px(80))
        if min(below.size) > min(preview_area.size):
            self.left, preview_area, self.notes_bottom = column, below, below.y - theme.px(8)
        step = min(theme.px(74), (self.left.height - theme.px(150)) // len(self.rows))  # many seats: closer
        self.row_rects = [
            pygame.Rect(self.left.x, self.left.y + i * step, self.left.width, step - max(4, step // 6))
            for i in range(len(self.rows))
        ]
        bottom = self.row_rects[-1].bottom + theme.px(30)
        gap, x = theme.px(12), self.left.x
        widths = widths_in_a_row(self.buttons.buttons, theme, self.left.width, gap, BUTTON_TEXT)
        for button, wide in zip(self.buttons.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, bottom, wide, theme.px(56))
            x += wide + gap
        self.preview.theme = theme
        self.preview.layout(preview_area, self.state())

    def _seat_rows(self) -> None:
        """The rows' labels, as many seats as the game now has, and who of them
        moves first, drawn by lot where the game names it (the preview shows it)."""
        self.options = drawn_first(self.spec.name, self.options)
        titles = self.spec.new_game(self.options).seat_titles
        # seats that are only numbered are counted from 1 for people, as the table shows them
        self.titles = titles if self.spec.titled_seats else tuple(f"Seat {n}" for n in range(1, len(titles) + 1))
        seats = [*zip(self.kinds, self.names, strict=True), *self.beyond]  # a seat left out comes back as it was
        seats += [(OPPONENT, "")] * (len(self.titles) - len(seats))
        kept, self.beyond = seats[: len(self.titles)], seats[len(self.titles) :]
        self.kinds, self.names = [kind for kind, _ in kept], [name for _, name in kept]
        play = ["Play"] if self.spec.tournaments else []
        self.rows = [self.client.option_rows[name][0] for name in self.option_names] + play + list(self.titles)

    def seat_of(self, row: int) -> int | None:
        """The seat a row sets, if it is a seat's row."""
        return row - self.first_seat if self.first_seat <= row < len(self.rows) else None

    @property
    def typing(self) -> bool:
        """Typed text goes to a name: a person's row has the focus."""
        seat = self.seat_of(self.row)
        return seat is not None and PLAYER_KINDS[self.kinds[seat]] == "Person"

    def name_of(self, seat: int) -> str:
        """A person's name: as typed, else "Player 2" counting the persons."""
        number = sum(PLAYER_KINDS[kind] == "Person" for kind in self.kinds[: seat + 1])
        return self.names[seat].strip() or f"Player {number}"

    def value(self, row: int) -> str:
        if row < len(self.option_names):
            name = self.option_names[row]
            return self.client.option_rows[name][1](self.options[name])
        seat = self.seat_of(row)
        if seat is None:
            if not self.tournament:
                return "One game"
            return f"Tournament to {self._tournament_target()}"
        kind = PLAYER_KINDS[self.kinds[seat]]
        if kind != "Person":
            return f"Computer: {kind}"
        if row != self.row:
            return self.name_of(seat)
        if self.replacing and self.names[seat]:
            return f"{self.names[seat]} (type to change)"
        return f"{self.names[seat]}|" if self.names[seat] else "Type a name|"

    def shorter_values(self, row: int) -> list[str]:
        """Shorter forms of a row's value, for a narrow row: a kept name without its
        "(type to change)", a computer by its level alone, a tournament without its
        target (the words under the rows say the rest)."""
        seat = self.seat_of(row)
        if row == len(self.option_names) and self.tournament:  # the Play row
            return ["Tournament"]
        if row == self.row and seat is not None and self.typing and self.replacing and self.names[seat]:
            return [self.names[seat]]
        if seat is not None and PLAYER_KINDS[self.kinds[seat]] != "Person":
            return [PLAYER_KINDS[self.kinds[seat]]]
        return []

    def change(self, row: int, step: int) -> None:
        if row < len(self.option_names):
            option = self._option(row)
            value = self.options[option.name]
            if option.choices:  # another edition: its own defaults for the rest (Slyde: 12x12, tiles 8x8)
                self.editions[self._key_of(self.options)] = dict(self.options)  # as chosen, for a way back
                value = option.choices[(option.choices.index(value) + step) % len(option.choices)]
                kept = {o.name: self.options[o.name] for o in self.spec.options if o.choices}
                fresh = self.spec.check_options(**{**kept, option.name: value})
                self.options = self.editions.get(self._key_of(fresh), fresh)
                self._build_buttons()  # the edition's own lessons (laid out below)
            else:
                if self._at_end(row, step):  # said, not silently kept
                    self.app.audio.play("error")
                    label, shown = self.client.option_rows[option.name]
                    self.app.say(f"{label}: {shown(option.low)} to {shown(option.high)}")
                    return
                self.options[option.name] = value + step
            self._seat_rows()
        elif self.seat_of(row) is None:
            self.tournament = not self.tournament
        else:
            seat = row - self.first_seat
            self.kinds[seat] = (self.kinds[seat] + step) % len(PLAYER_KINDS)
            self._prepare_computers()
        self.app.audio.play("select")
        self.layout()

    def _option(self, row: int) -> registry.Option:
        """The game's option an option row sets."""
        return next(o for o in self.spec.options if o.name == self.option_names[row])

    def _at_end(self, row: int, step: int) -> bool:
        """Whether a row's number can go no further that way (choices wrap round)."""
        if row >= len(self.option_names):
            return False
        option = self._option(row)
        return not option.choices and not option.low <= self.options[option.name] + step <= option.high

    def _prepare_computers(self) -> None:
        """With a computer seated, start the process it thinks in while the choices are
        still being made, so that its search is ready (compiled, the first time, where
        the game's levels play by the compiled search) by its first move."""
        if any(self.kinds):  # kind 0 is a person
            self.app.worker().prepare_for(self.spec.name)

    def _recall(self) -> None:
        """The choices made the last time this game (edition) was started, where they still make sense."""
        last = load_choices(choices_path(self.app.visit)).get(self._key_of(self.options))
        if not isinstance(last, dict):
            return
        try:
            options = self.spec.check_options(**{**self.options, **last.get("options", {})})
            kinds = [PLAYER_KINDS.index(kind) for kind in last.get("seats", [])]
            names = [_printable(name) for name in last.get("names", [""] * len(kinds))]
        except (TypeError, ValueError, AttributeError):
            return
        seats = self.spec.new_game(options).seat_count
        if len(kinds) == seats == len(names) and self._key_of(self.options) == self._key_of(options):
            self.options, self.kinds, self.names = options, kinds, names
            self.tournament = bool(last.get("tournament")) and self.spec.tournaments

    def _key_of(self, options: dict[str, Any]) -> str:
        """Which choices to remember these under: the game and its edition."""
        return "/".join([self.spec.name, *map(str, self.spec.edition(options))])

    def remember(self) -> None:
        """The choices on the rows, kept for the next time this game (edition) is set up:
        when a game starts from them, and when the setup is left without one (a name
        typed is not typed again)."""
        seats = [PLAYER_KINDS[kind] for kind in self.kinds]
        shown = {name: self.options[name] for name in self.option_names}  # not a deal
        chosen = {"options": shown, "seats": seats, "names": self.names, "tournament": self.tournament}
        try:
            said = remember_choices(choices_path(self.app.visit), self._key_of(self.options), chosen)
        except OSError:  # not remembered: no harm done
            return
        if said:
            self.app.say(said, "bad")

    def keep(self, again: str = "leave again") -> str | None:
        self.remember()  # the window closed on the setup
        return None

    def leave(self) -> None:
        self.remember()
        self.app.pop()

    def start(self) -> None:
        self.remember()
        options = fresh_deal(self.spec.name, self.options)
        session = Session.new(self.spec.name, options, self.players(), tournament=self.tournament)
        self.app.replace(self.app.make("play", session))

    def players(self) -> list[records.Seat]:
        """Who sits at each seat as chosen: people by name, computers numbered where several play."""
        players: list[records.Seat] = []
        several = sum(PLAYER_KINDS[kind] != "Person" for kind in self.kinds) > 1
        for seat, kind in enumerate(self.kinds):
            choice = PLAYER_KINDS[kind]
            if choice == "Person":
                players.append(records.Seat.person(self.name_of(seat)))
            else:
                computers = sum(p.is_computer for p in players) + 1
                players.append(records.numbered(choice, computers if several else 0))
        return players

    def level_notes(self, state: Any, brief: bool = False) -> list[str]:
        """A sentence for each computer level chosen, naming its seats: how long it
        thinks a move and (unless `brief`, for where room is short) what it is like."""
        seats_of: dict[str, list[str]] = {}
        for seat, kind in enumerate(self.kinds):
            if PLAYER_KINDS[kind] in LEVEL_NOTES:
                seats_of.setdefault(PLAYER_KINDS[kind], []).append(self.titles[seat])
        return [
            f"{', '.join(titles) if len(titles) < len(self.kinds) else 'Every seat'}: {level}, about "
            f"{move_seconds(level, state):.1f} s a move{'' if brief else f'; {LEVEL_NOTES[level]}'}."
            for level, titles in seats_of.items()
        ]

    def type_name(self, seat: int, text: str) -> None:
        """Add typed letters to a seat's name (the first letter typed on a row that has
        just been chosen replaces a name kept from before, as a selected field's would)."""
        kept = "" if self.replacing else self.names[seat]
        self.replacing = False
        self.names[seat] = self.cleaned(kept + text)

    def cleaned(self, typed: str) -> str:
        """A name as typed, without what it may not hold: letters no typeface here draws
        and marks that combine with the letter before are refused, saying so."""
        typed = unicodedata.normalize("NFC", _printable(typed, most=None))
        refused = [c for c in typed if unicodedata.combining(c) or not can_draw(c)]
        if refused:
            many = len(refused) > 1
            what = f"{len(refused)} characters" if many else "A character"
            self.app.say(
                f"{what} left out of the name: the typefaces here cannot draw {'them' if many else 'it'}", "bad"
            )
            typed = "".join(c for c in typed if c not in refused)
        if len(typed) > MAX_NAME:
            self.app.say(f"A name has at most {MAX_NAME} characters", "bad")
        return typed[:MAX_NAME]

    def spell(self, seat: int) -> None:
        """Keys on the screen to spell a person's name with a gamepad (or the pointer)."""

        def done(name: str) -> None:
            self.names[seat] = name
            self.replacing = True

        title = f"{self.titles[seat]}: the name"
        self.app.push(self.app.make("letters", title, self.names[seat], MAX_NAME, self.cleaned, done))

    def tab(self, back: bool) -> None:
        """Tab: the next row, then each button in turn, then the first row again, as in
        any form; Shift+Tab (`back`) the same way back."""
        enabled = [i for i, button in enumerate(self.buttons.buttons) if button.enabled]
        end = enabled[0 if back else -1] if enabled else None
        if self.row == len(self.rows) and self.buttons.focus != end:
            self.buttons.handle(Intent(Act.MENU, amount=-1 if back else 1))
            return
        self.row = (self.row + (-1 if back else 1)) % (len(self.rows) + 1)
        if self.row == len(self.rows):  # onto the buttons: their first, or back onto their last
            self.buttons.handle(Intent(Act.LAST if back else Act.FIRST))

    def handle(self, intent: Intent) -> None:
        act = ON_ONE_PAGE.get(intent.act, intent.act)
        seat = self.seat_of(self.row)
        if act is Act.TEXT and self.typing and seat is not None:
            self.type_name(seat, intent.text)
            return
        if act is Act.ERASE and self.typing and seat is not None:
            self.names[seat] = self.names[seat][:-1]
            self.replacing = False
            return
        if act is Act.REDO and self.typing and seat is not None:
            self.spell(seat)
            return
        if intent.text.strip() and act is not Act.SELECT and self.row < len(self.rows):  # typed where no text goes
            sideways = self.app.mapper.controls.sideways
            if seat is not None:  # a computer's name
                self.app.say(f"The computer plays {self.titles[seat]}: {sideways} make it a person, who can be named")
            else:  # a number for the board's size, a letter for the edition
                self.app.say(f"{self.rows[self.row]}: {sideways} change it")
            return
        if act in (Act.UP, Act.DOWN, Act.FIRST, Act.LAST, Act.LEFT, Act.RIGHT, Act.RELEASE, Act.MENU):
            self.replacing = True  # a row chosen anew (or its choice changed): typing starts a new name
        if act in (Act.UP, Act.FIRST):
            self.row = 0 if act is Act.FIRST else max(0, self.row - 1)
        elif act in (Act.DOWN, Act.LAST):
            self.row = len(self.rows) if act is Act.LAST else min(len(self.rows), self.row + 1)  # last: the buttons
        elif act in (Act.LEFT, Act.RIGHT):
            if self.row < len(self.rows):
                self.change(self.row, -1 if act is Act.LEFT else 1)
            else:
                self.buttons.handle(Intent(act))
        elif act is Act.MENU:
            self.tab(back=intent.amount < 0)
        elif act is Act.SELECT:
            if self.row < len(self.rows):
                self.start()
            else:
                self.buttons.handle(intent)
        elif act is Act.BACK:
            self.leave()
        elif act is Act.RULES:
            self.open_rules()
        elif intent.is_pointer:
            if self.buttons.handle(intent):
                return
            if act is Act.RELEASE:
                for row, rect in enumerate(self.row_rects):
                    if rect.collidepoint(intent.pos):
                        again, self.row = row == self.row, row
                        step = self._arrow_at(rect, intent.pos[0])
                        seat = self.seat_of(row)
                        if step or not self.typing:
                            self.change(row, step or (-1 if intent.pos[0] < rect.centerx else 1))
                        elif again and seat is not None:  # a person's row: a click chooses it, a second spells
                            self.spell(seat)
            elif act is Act.SCROLL:
                size_row = next(row for row, option in enumerate(self.spec.options) if option.kind is int)
                self.change(size_row, intent.amount)  # the wheel sizes the board

    def _arrows(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where a row's < and > are drawn (their centres' x)."""
        return rect.x + int(rect.width * 0.42), rect.right - self.app.theme.px(24)

    def _arrow_at(self, rect: pygame.Rect, x: int) -> int:
        """-1 or 1 for a click on a row's < or >, else 0."""
        back, forward = self._arrows(rect)
        reach = self.app.theme.px(30)
        return -1 if abs(x - back) <= reach else 1 if abs(x - forward) <= reach else 0

    def _notes(self) -> tuple[int, list[str]]:
        """The lines under the buttons (how to spell a name, the levels seated, what a
        tournament is), and where they start: whole, with room left under them for a
        message, in full or else shorter; in a crowded setup, whole without that room;
        at worst cut short."""
        theme, line, width = self.app.theme, self.app.theme.line_height(SMALL), self.left.width
        y = self.buttons.buttons[0].rect.bottom + theme.px(20)
        bottom = self.notes_bottom
        spelling, state = [SPELL_HINT] if self.typing else [], self.state()  # a person's name, with no keyboard
        tournament = [self._tournament_note()] if self.tournament else []
        # in full with what a tournament is, then without it, then brief
        forms = [" ".join(spelling + self.level_notes(state, brief=brief) + extra)
                 for brief, extra in ((False, tournament), (False, []), (True, []))]  # fmt: skip
        if not forms[0]:
            return y, []
        full = max(1, (bottom - y) // line)
        for room in ((bottom - room_height(theme) - theme.px(12) - y) // line, full):
            for notes in forms:
                lines = theme.wrap(notes, SMALL, width)
                if len(lines) <= room:
                    return y, lines
        return y, theme.wrap(forms[-1], SMALL, width, most=full)

    def _tournament_target(self) -> int:
        """The total a tournament of this game is played to."""
        assert self.spec.tournament is not None
        return self.spec.tournament(len(self.kinds), 0).target

    def _tournament_note(self) -> str:
        """What a tournament is, for whoever chooses one (the rules book says it too)."""
        return f"A tournament: games until someone's total reaches {self._tournament_target()}; the lowest total wins."

    def message_area(self) -> pygame.Rect | None:
        """Under the notes, beside the rows the messages speak of, where there is room."""
        theme = self.app.theme
        y, notes = self._notes()
        top = y + len(notes) * theme.line_height(SMALL) + theme.px(12)
        return room_under(theme, self.left.x, top, self.left.width, self.notes_bottom)

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.app.theme, self.app.theme.palette
        surface.fill(p.background)
        width, _ = self.app.size
        theme.text(
            surface, f"New game of {self.spec.title}", HEADING, p.accent, bold=True, topleft=(self.left.x, theme.px(40))
        )
        for row, rect in enumerate(self.row_rects):
            focused = row == self.row
            theme.panel(surface, rect, 10)
            if focused:
                pygame.draw.rect(surface, p.focus, rect, width=theme.px(3), border_radius=theme.px(10))
            theme.text(surface, self.rows[row], SMALL, p.muted, midleft=(rect.x + theme.px(16), rect.centery))
            back, forward = self._arrows(rect)
            arrow_colour = p.focus if focused else p.muted
            for arrow, x, step in (("<", back, -1), (">", forward, 1)):
                if not self._at_end(row, step):  # a number at its end shows no arrow that way
                    theme.text(surface, arrow, BODY, arrow_colour, center=(x, rect.centery))
            room = forward - back - 2 * theme.px(20)  # the value stays clear of its arrows
            forms = [self.value(row), *self.shorter_values(row)]
            # the fullest form that fits in bold, smaller where need be, as the lit row draws it: the
            # words stay the same as the keys walk by
            value = next((form for form in forms if theme.font(SMALL, True).size(form)[0] <= room), forms[-1])
            size = theme.fitting(value, BODY, room, bold=True)
            shown = theme.clipped(value, size, room, bold=focused)
            theme.text(surface, shown, size, p.text, bold=focused, center=((back + forward) // 2, rect.centery))
        self.draw_buttons(surface, BUTTON_TEXT, self.row == len(self.rows))
        state = self.state()
        y, notes = self._notes()
        for part in [] if self.message_below() else notes:  # a crowded setup: they give way to a message
            theme.text(surface, part, SMALL, p.muted, topleft=(self.left.x, y))
            y += theme.line_height(SMALL)
        if self.client.seated is not None:  # a view that names the seats: who sits where
            self.preview.draw(surface, state, self.client.seated(self.players()))
        else:
            self.preview.draw(surface, state)
        note = "" if self.message_below() else self.client.note(self.options)  # the caption gives way to a message
        lines = theme.wrap(note, SMALL, self.preview.rect.width + theme.px(40), most=3)
        line = theme.line_height(SMALL)
        y = min(self.preview.rect.bottom + theme.px(34), self.app.size[1] - theme.px(8) - len(lines) * line)
        for shown in lines:
            theme.text(surface, shown, SMALL, p.muted, midtop=(self.preview.rect.centerx, y))
            y += line
