"""Each game's look: a view fits its board to an area, hit-tests and draws a state."""

from __future__ import annotations

from ..theme import Theme
from .slidecore_view import SlideCoreView
from .slyde_view import SlydeView

VIEWS = {"slyde": SlydeView, "slidecore": SlideCoreView}


def view_for(game: str, theme: Theme) -> SlydeView | SlideCoreView:
    return VIEWS[game](theme)
