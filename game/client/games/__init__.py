"""Each game's client package by the game's registry name. The shared scenes find a
game's board, look, rules pages, setup rows and showcases here and name no game:
adding a game to the window is a package and a line below."""

from __future__ import annotations

from typing import Any

from ...rules import registry
from .base import Board, GameClient, Page
from .slide import CLIENT as SLIDE
from .slidecore import CLIENT as SLIDECORE
from .slyde import CLIENT as SLYDE

CLIENTS: dict[str, GameClient] = {client.name: client for client in (SLYDE, SLIDECORE, SLIDE)}


def register(client: GameClient) -> None:
    """Add the window's side of a game registered beside the four (`registry.register`)."""
    if client.name in CLIENTS:
        raise ValueError(f"a client for {client.name!r} is registered already")
    CLIENTS[client.name] = client


def unregister(name: str) -> None:
    CLIENTS.pop(name, None)


def plays_here(game: str) -> bool:
    """Whether the window has a board for `game` (a game added by a plugin may come
    with its rules alone)."""
    client = CLIENTS.get(game)
    return bool(client and client.entries)


def view_for(game: str, theme: Any) -> Any:
    return CLIENTS[game].view(theme)


def showcase() -> list[tuple[str, dict[str, Any]]]:
    """The games attract mode shows, one game's after another's in turn: (game, options)."""
    rounds = max(len(client.showcases) for client in CLIENTS.values())
    return [
        (client.name, client.showcases[index])
        for index in range(rounds)
        for client in CLIENTS.values()
        if index < len(client.showcases)
    ]


def books() -> dict[str, tuple[str, Any]]:
    """Every game's rules books, in menu order: key -> (title, pages)."""
    return {key: (title, pages) for client in CLIENTS.values() for key, title, pages in client.books}


def book_for(game: str, options: dict[str, Any]) -> str | None:
    """The key of the rules book that tells `game` in the edition `options` choose
    (its pages show that edition); None where no book does."""
    spec = registry.spec(game)
    client = CLIENTS.get(game)
    for key, _, pages in client.books if client else ():
        if spec.edition(pages()[0].diagram.options) == spec.edition(options):
            return key
    return None


__all__ = [
    "CLIENTS",
    "Board",
    "GameClient",
    "Page",
    "book_for",
    "books",
    "plays_here",
    "register",
    "showcase",
    "unregister",
    "view_for",
]
