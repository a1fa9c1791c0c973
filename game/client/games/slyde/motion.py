"""A Slyde move as the screen shows it: the swap or slide, then the fixed marker
appearing (a pin that springs up, or in the tile edition a disc that drops); and
the marks the board asks the view to show besides the pieces."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....rules.slyde import Cell, SlydeMove, SlydeState
from ...tween import Timeline, Tween, ease_in_out_cubic, ease_out_back, ease_out_bounce

MOVE_S = 0.2  # a swap or a slide, before the animation-speed setting
MARK_S = 0.16  # the fixed marker appearing


@dataclass
class MoveAnimation(Timeline):
    """The transition shown for one move, from `before` to `after`."""

    before: SlydeState
    after: SlydeState
    move: SlydeMove
    scale: float = 1.0  # from the animation-speed setting; 0 is instant
    motion: Tween = field(init=False)
    mark: Tween = field(init=False)

    def __post_init__(self) -> None:
        glide = 0.0 if self.move.is_toggle else MOVE_S * self.scale
        self.motion = Tween(glide, easing=ease_in_out_cubic)
        easing = ease_out_bounce if self.after.board.rules == "tile" else ease_out_back
        self.mark = Tween(MARK_S * self.scale, delay_s=glide, easing=easing)

    def tweens(self) -> tuple[Tween, ...]:
        return self.motion, self.mark

    @property
    def landed_sound(self) -> str | None:
        """The sound of the marker landing, when it was seen to land."""
        if self.mark.duration_s <= 0 or self.move.is_toggle:
            return None
        return "disc" if self.after.board.rules == "tile" else "select"


@dataclass
class Marks:
    """What the play scene asks the view to show besides the pieces."""

    selected: Cell | None = None
    targets: tuple[Cell, ...] = ()
    cursor: Cell | None = None
    last_move: SlydeMove | None = None
    hint: SlydeMove | None = None
    hint_mover: int | None = None  # whose move the hint is: the tile edition draws it as its tile slides
    groups: tuple[tuple[int, int], ...] = ()  # (bitboard, colour) of groups to outline
    toggle_mode: bool = False
    glow: float = 0.0  # 0..1, a slow pulse for the selection
    dragged: tuple[Cell, tuple[int, int]] | None = None  # a piece held by the pointer, and where
    hovered: Cell | None = None  # under the pointer, where a click would choose a piece or swap
