"""Buttons: the one clickable, focusable thing every scene uses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .input import KEYS, ON_ONE_PAGE, Act, Controls, Intent
from .theme import Colour, Palette, Theme, mix

ENTER = "Enter"  # the key that presses the button in focus, where one is lit


@dataclass
class Button:
    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    enabled: bool = True  # greyed, a press still runs `action`, which then says why it cannot act (as its key does)
    key_hint: str = ""  # the keyboard shortcut, shown small
    align: str = "center"  # or "left", when a value is drawn on the right
    shorter: tuple[str, ...] = ()  # shorter labels, the fullest first, for a button too narrow for `label`
    stays: bool = False  # pressed by keys, it keeps them on the buttons: it asks to be pressed again

    def shown_label(self, theme: Theme, size: int) -> str:
        """The fullest form of the label that fits the button in bold, as the lit button
        draws it: the same words whether the button is lit or not, as the keys walk by."""
        return theme.first_fitting([self.label, *self.shorter], size, self.rect.width - 2 * theme.px(18), True)

    def whole_width(self, theme: Theme, size: int) -> int:
        """How wide the button must be for `label` itself to show, not a shorter form."""
        return theme.font(size, True).size(self.label)[0] + 2 * theme.px(18)

    def hinted_width(self, theme: Theme, size: int) -> int:
        """How wide the button must be for `label` and its shortcut to show side by side,
        as `draw` sets them (a little closer to the edges than a label alone)."""
        if not self.key_hint:
            return self.whole_width(theme, size)
        return theme.font(size, True).size(self.label)[0] + 3 * theme.px(8) + theme.font(14).size(self.key_hint)[0]

    def draw(
        self, surface: pygame.Surface, theme: Theme, focused: bool, hovered: bool, size: int = 24,
        controls: Controls = KEYS, enter: bool = True,
    ) -> None:  # fmt: skip
        """The button, its shortcut small at the right as `controls` (the keyboard or a pad)
        press it; Enter named only where `enter` says Enter presses it."""
        p = theme.palette
        key = controls.shortcut(self.key_hint if enter or self.key_hint != ENTER else "")
        fill, colour = button_colours(p, self.enabled, focused or hovered)
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.px(10))
        if focused:
            pygame.draw.rect(surface, p.focus, self.rect, width=theme.px(3), border_radius=theme.px(10))
        elif self.enabled:
            pygame.draw.rect(surface, p.panel_edge, self.rect, width=max(1, theme.px(1)), border_radius=theme.px(10))
        text = self.shown_label(theme, size)  # a label never runs past its button
        width = theme.font(size, focused).size(text)[0]
        hint = theme.font(14).size(key)[0] if key else 0
        hint_x = self.rect.right - theme.px(10) - hint  # the shortcut, small at the right
        x = self.rect.x + theme.px(18) if self.align == "left" else self.rect.centerx - width // 2
        if key and x + width + theme.px(8) > hint_x:  # it would cover the label
            pair = width + theme.px(8) + hint
            if self.align != "left" and pair <= self.rect.width - 2 * theme.px(8):  # side by side, centred together
                x = self.rect.centerx - pair // 2
                hint_x = x + width + theme.px(8)
            else:  # no room for it: the label alone
                hint = 0
        theme.text(surface, text, size, colour, bold=focused, midleft=(x, self.rect.centery))
        if hint:
            theme.text(surface, key, 14, p.muted, midleft=(hint_x, self.rect.centery))


def rules_button(show: Callable[[], None]) -> Button:
    """The way to the rules beside what is on screen, for those who never press F1
    (a gamepad has no F1)."""
    return Button("Rules", show, key_hint="F1")


def widths_in_a_row(buttons: list[Button], theme: Theme, room: int, gap: int, size: int = 24) -> list[int]:
    """The buttons' widths side by side in `room`: where every label fits whole (with its
    shortcut, where that fits too), each its own width and an even share of what is left,
    so that none is shortened; else all alike."""
    count = len(buttons)
    bare = [button.whole_width(theme, size) for button in buttons]
    hinted = [button.hinted_width(theme, size) for button in buttons]
    for wanted in (hinted, bare):
        spare = room - gap * (count - 1) - sum(wanted)
        if spare >= 0:
            return [width + spare // count for width in wanted]
    return [(room - gap * (count - 1)) // count] * count


def button_colours(p: Palette, enabled: bool, lit: bool) -> tuple[Colour, Colour]:
    """(face, label) of a button: enabled or not, lit by focus or the pointer."""
    face = p.button if enabled else p.panel
    if lit and enabled:
        face = mix(face, p.focus, 0.35)
    return face, p.text if enabled else p.muted


class ButtonList:
    """Buttons that the pointer clicks and the arrow keys walk through."""

    def __init__(self, buttons: list[Button], vertical: bool = True, grid: bool = False) -> None:
        self.buttons = buttons
        self.vertical = vertical
        self.grid = grid  # rows of buttons (with vertical False): up and down go to the nearest in line
        self.focus = next((i for i, b in enumerate(buttons) if b.enabled), 0)
        self.hover: int | None = None
        self.engaged = False  # the arrow keys are on the buttons (`steer`), not on what they usually move

    def focus_as(self, before: ButtonList) -> ButtonList:
        """The focus where `before`, this screen's buttons before it was built again (back
        from another screen, or changed), had it: on the button of the same label, else at
        the same place in a list as long, so that keys and a gamepad go on from there."""
        if before.buttons:
            label = before.buttons[before.focus].label
            index = next((i for i, button in enumerate(self.buttons) if button.label == label), None)
            if index is None and len(self.buttons) == len(before.buttons):
                index = before.focus
            if index is not None and self.buttons[index].enabled:
                self.focus = index
        self.engaged = before.engaged
        return self

    def handle(self, intent: Intent) -> bool:
        """True when the intent was used."""
        previous, following = (Act.UP, Act.DOWN) if self.vertical else (Act.LEFT, Act.RIGHT)
        if intent.act in (previous, following):
            self._move(-1 if intent.act is previous else 1)
            return True
        if self.grid and intent.act in (Act.UP, Act.DOWN):
            self._move_across(-1 if intent.act is Act.UP else 1)
            return True
        end = ON_ONE_PAGE.get(intent.act, intent.act)
        if end in (Act.FIRST, Act.LAST):
            self._move_to_end(end is Act.LAST)
            return True
        if intent.act is Act.SELECT and self.buttons:
            self.buttons[self.focus].action()
            return True
        if intent.act is Act.MENU:  # Tab (Start) walks on, Shift+Tab back, where nothing else takes the arrows
            self._move(-1 if intent.amount < 0 else 1)
            return bool(self.buttons)
        if intent.act is Act.POINT:
            self.hover = self.at(intent.pos)
            if self.hover is not None:
                self.focus = self.hover
            return self.hover is not None
        if intent.act is Act.RELEASE:
            index = self.at(intent.pos)
            if index is not None:
                if self.buttons[index].enabled:
                    self.focus = index
                self.buttons[index].action()
                return True
        return intent.act is Act.PRESS and self.at(intent.pos) is not None

    def steer(self, intent: Intent) -> bool:
        """Keys for buttons beside something the arrows move (a board, a game under
        review), so that a gamepad or the keyboard reaches every button: Start or
        Tab hands the arrows to the buttons and back, Enter presses the lit one and
        hands them back, Esc hands them back. True when the intent was used."""
        act = intent.act
        if intent.is_pointer or not self.buttons:
            self.engaged = False
            return False
        if act is Act.MENU:
            self.engaged = not self.engaged
            if self.engaged and not self.buttons[self.focus].enabled:
                self._move(1)
            return True
        if not self.engaged:
            return False
        if act in (Act.LEFT, Act.RIGHT):
            self._move(-1 if act is Act.LEFT else 1)
            return True
        if act in (Act.UP, Act.DOWN):
            self._move_across(-1 if act is Act.UP else 1)
            return True
        self.engaged = False  # any other key acts as it always does
        if act is Act.SELECT:
            button = self.buttons[self.focus]
            button.action()
            self.engaged = button.stays
            if self.engaged and not button.enabled:  # pressed to its end (the last page): the next one lights
                self._move(1)
            return True
        return act is Act.BACK

    def toward(self, button: Button, intent: Intent) -> bool:
        """Whether `intent` only hands the keys to the buttons, walks them, or presses
        `button` there: what a question that `button` asked does not take as an answer."""
        if intent.act is Act.MENU and not self.engaged:
            return True
        if not self.engaged:
            return False
        return intent.act in (Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN) or (
            intent.act is Act.SELECT and self.buttons[self.focus] is button
        )

    def _move_across(self, step: int) -> None:
        """To the nearest enabled button above (step -1) or below (+1) the lit one,
        where the buttons lie in rows: the one most nearly in line with it."""
        here = self.buttons[self.focus].rect
        rows = [(abs(b.rect.centery - here.centery), abs(b.rect.centerx - here.centerx), i)
                for i, b in enumerate(self.buttons)
                if b.enabled and (b.rect.centery - here.centery) * step > 0]  # fmt: skip
        if rows:
            self.focus = min(rows)[2]

    def _move_to_end(self, last: bool) -> None:
        """To the first enabled button, or the last."""
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        if enabled:
            self.focus = enabled[-1 if last else 0]

    def _move(self, step: int) -> None:
        if not any(b.enabled for b in self.buttons):
            return
        index = self.focus
        for _ in self.buttons:
            index = (index + step) % len(self.buttons)
            if self.buttons[index].enabled:
                self.focus = index
                return

    def at(self, pos: tuple[int, int]) -> int | None:
        for index, button in enumerate(self.buttons):
            if button.rect.collidepoint(pos):
                return index
        return None

    def draw(
        self, surface: pygame.Surface, theme: Theme, size: int = 24, show_focus: bool = True, controls: Controls = KEYS
    ) -> None:
        """Each button, the one in focus lit where `show_focus`: then Enter presses that one,
        and no other button names Enter as its key."""
        for index, button in enumerate(self.buttons):
            focused = show_focus and index == self.focus and button.enabled
            button.draw(surface, theme, focused, index == self.hover, size, controls, enter=not show_focus or focused)


def stack_rects(area: pygame.Rect, count: int, height: int, gap: int) -> list[pygame.Rect]:
    """`count` rects of `height` stacked down from the top of `area`, full width."""
    return [pygame.Rect(area.x, area.y + i * (height + gap), area.width, height) for i in range(count)]


STARS = 3  # a lesson's stars


def _star_gap(radius: int) -> int:
    return max(2, radius // 2)


def stars_width(radius: int) -> int:
    """How wide `draw_stars` draws its row of stars of `radius`, to place it from the right."""
    return STARS * (2 * radius + _star_gap(radius)) - _star_gap(radius)


def draw_stars(surface: pygame.Surface, theme: Theme, won: int, left: int, centre_y: int, radius: int) -> int:
    """A lesson's three stars in a row from `left`, those won filled: the row's right edge."""
    p = theme.palette
    gap = _star_gap(radius)
    for index in range(STARS):
        centre = pygame.Vector2(left + radius + index * (2 * radius + gap), centre_y)
        points = [tuple(centre + pygame.Vector2(0, -radius).rotate(36 * i) * (1 if i % 2 == 0 else 0.45))
                  for i in range(10)]  # fmt: skip
        if index < won:
            pygame.draw.polygon(surface, p.accent, points)
        else:
            pygame.draw.polygon(surface, p.muted, points, width=max(1, theme.px(2)))
    return left + stars_width(radius)
