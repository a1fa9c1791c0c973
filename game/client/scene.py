"""A screen of the app, its lifecycle, and the stack the app keeps them on.

A scene is pushed (`pushed`), may be covered by another (`covered`) and
uncovered again (`uncovered`), and is finally popped, replaced or cleared away
(`popped`). Between, the top scene gets intents, fixed `update` steps and a
`draw` per frame (with the scenes below it, when it is an overlay); it never blocks.
Scenes never import one another: they ask the app for the scene they want by
name (`App.make`), and the code that starts the app says which scene each name is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from ..rules import registry
from .games import book_for
from .input import Intent
from .theme import SMALL
from .widgets import ButtonList

WAITING_REDRAW_S = 0.2  # how often a scene is drawn while only the computer's work moves it

BUTTON_KEYS = "The buttons: the arrows choose one, Enter or A presses it, Esc or B goes back"

if TYPE_CHECKING:
    from .app import App


class Scene:
    """One screen. Gets intents, fixed `update` steps and a `draw` per frame; never blocks."""

    overlay = False  # True: the scene below is drawn first
    kiosk_idle_s: float | None = 300.0  # in kiosk mode, untouched this long: back to attract mode
    lists_lessons = False  # True: the list of lessons a coached game goes back to
    opens_games = False  # True: a game pasted (Act.PASTE) or dropped on the window (Act.OPEN) opens here

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def typing(self) -> bool:
        """True while the scene takes typed text (letters are then not commands)."""
        return False

    def window_title(self) -> str | None:
        """What the window's title says before the arcade's name, for a person who has
        looked away to another window (whose turn it is); None: the name alone."""
        return None

    def layout(self) -> None:
        """Place what the scene shows for the window's size and the theme's text size."""

    def pushed(self) -> None:
        """Now on top of the stack, for the first time."""

    def covered(self) -> None:
        """Another scene was pushed on top of this one."""

    def uncovered(self) -> None:
        """On top again: the scene above was popped."""

    def popped(self) -> None:
        """Off the stack for good (popped, replaced or cleared): let go of what it holds."""

    def keep(self, again: str = "leave again") -> str | None:
        """Before the scene is left for good: have what a person made in it on disk.
        None when it is (or there is nothing to keep), else what is not kept and why,
        with what `again` (trying to leave once more) does to it."""
        return None

    def handle(self, intent: Intent) -> None: ...

    def update(self, dt_s: float) -> None: ...

    def steer(self, buttons: ButtonList, intent: Intent) -> bool:
        """Start or Tab hands the arrows to `buttons` where they usually move
        something else (`ButtonList.steer`), with a word on how to use them and go
        back: True when the intent was used."""
        engaged = buttons.engaged
        used = buttons.steer(intent)
        if buttons.engaged and not engaged:
            self.app.say(BUTTON_KEYS)
        elif engaged and not buttons.engaged:
            self.app.unsay(BUTTON_KEYS)
        return used

    def show_rules(self, game: str, options: dict[str, Any], aside: bool = False) -> None:
        """F1: the rules book of `game` in the edition `options` choose, over this scene
        (`aside`: read aside from a game or the lessons, see `RulesScene`)."""
        book = book_for(game, options)
        if book is None:
            self.app.say(f"{registry.spec(game).title} has no rules book here")
        else:
            self.app.push(self.app.make("rules", book, aside=aside))

    def draw(self, surface: pygame.Surface) -> None: ...

    def message_area(self) -> pygame.Rect | None:
        """Where messages may show without covering anything that matters (None: the
        bottom of the window, clear of `message_keeps_clear`)."""
        return None

    def message_below(self) -> bool:
        """Whether a message shows at the window's bottom now: the words a screen keeps
        there give way to it, rather than peek out on either side of its box."""
        return self.app.toast is not None and self.message_area() is None

    def draw_footer(self, surface: pygame.Surface, text: str, lift: int = 16) -> None:
        """A muted line of help at the window's bottom, `lift` px above its edge, on two
        lines where one is wider than the window (none while a message shows there)."""
        if self.message_below():
            return
        theme, (width, height) = self.app.theme, self.app.size
        lines = theme.wrap(text, SMALL, width - theme.px(40), most=2, balanced=True)
        bottom = height - theme.px(lift) - (len(lines) - 1) * theme.line_height(SMALL)
        for line in lines:
            theme.text(surface, line, SMALL, theme.palette.muted, midbottom=(width // 2, bottom))
            bottom += theme.line_height(SMALL)

    def draw_buttons(self, surface: pygame.Surface, size: int, show_focus: bool = True) -> None:
        """The scene's buttons, each shortcut named as the person's controls press it
        (the keyboard's keys, or a gamepad's buttons while one is in use)."""
        buttons = getattr(self, "buttons", None)
        assert isinstance(buttons, ButtonList), "a scene that draws buttons keeps them in `buttons`"
        buttons.draw(surface, self.app.theme, size, show_focus, self.app.mapper.controls)

    def message_keeps_clear(self) -> list[pygame.Rect]:
        """What a message at the bottom of the window must not cover: the scene's buttons."""
        buttons = getattr(self, "buttons", None)
        return [button.rect for button in buttons.buttons] if isinstance(buttons, ButtonList) else []

    def is_moving(self) -> bool:
        """Whether the scene's picture changes with time alone (an animation, a
        clock shown, a pulse); a still scene, as most screens are, is drawn again
        only after input."""
        return False

    def redraw_every_s(self) -> float:
        """While it moves, how often its picture needs drawing: 0, every frame (an
        animation); more where only a slow clock changes (the computer's thinking
        shown), so that the window spends its frames on input, not on drawing."""
        return 0.0


class SceneStack:
    """The app's scenes, the top one in charge, each told of every change to its place."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __bool__(self) -> bool:
        return bool(self.scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self.scenes)

    def __reversed__(self) -> Iterator[Scene]:
        return reversed(self.scenes)

    def __getitem__(self, index: int) -> Scene:
        return self.scenes[index]

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the overlays' scenes below."""
        bottom = len(self.scenes) - 1
        while bottom > 0 and self.scenes[bottom].overlay:
            bottom -= 1
        return self.scenes[max(bottom, 0) :]

    def window_title(self) -> str | None:
        """The title of the topmost scene in sight that has one (the game under its results)."""
        return next((title for scene in reversed(self.visible()) if (title := scene.window_title())), None)

    def is_still(self) -> bool:
        """No scene in sight changes with time alone (an empty stack shows nothing yet)."""
        return bool(self.scenes) and not any(scene.is_moving() for scene in self.visible())

    def redraw_every_s(self) -> float:
        """How often the moving scenes in sight need drawing: the most often any asks
        (a still overlay over a moving scene asks nothing)."""
        return min((scene.redraw_every_s() for scene in self.visible() if scene.is_moving()), default=0.0)

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].covered()
        self.scenes.append(scene)
        scene.pushed()

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().popped()
        if self.scenes:
            self.scenes[-1].uncovered()

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().popped()
        self.scenes.append(scene)
        scene.pushed()

    def clear(self, on_error: Callable[[], object] | None = None) -> None:
        """Every scene popped, top first; `on_error` is told of any that fails to let go."""
        while self.scenes:
            try:
                self.scenes.pop().popped()
            except Exception:
                if on_error is None:
                    raise
                on_error()
