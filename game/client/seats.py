"""How the screen names the seats of a game: by colour, except where the pieces
are something else to the eye (the tile edition: White's pieces are the empty
spaces, Black's the tiles). No pygame here."""

from __future__ import annotations

from typing import Any

from ..rules import registry

_TITLES = {("slyde", "tile"): ("Spaces", "Tiles")}


def seat_titles(game: str, options: dict[str, Any]) -> tuple[str, ...]:
    """Each seat's name as a player sees it, in seat order: "White", "Black", or "Spaces", "Tiles"."""
    edition = _TITLES.get((game, options.get("rules")))
    if edition:
        return edition
    return tuple(seat.capitalize() for seat in registry.new_game(game, options).seats)
